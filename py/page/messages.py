"""What the page's two halves say to each other: one format, JSON both ways.

The DOM side (``static/page.mjs``, on the page's thread) and the working side (``py/main.py`` and
``page``, in a PyScript worker) share nothing but these messages:

- a text too long for JSON at its speed (a 5 MB paste: ``JSON.stringify`` alone took 0.24 s of the
  page's thread) is posted as it is just before its event (``{"bulk": {name: text}}``), and the
  event holds null in its place (``read_event``'s ``bulk``); the same way back: an op's long
  text (a 1000 x 1000 shuffle's board) goes in a ``{"bulk": {...}}`` posted just before its batch,
  and the op holds ``{"$text": name}`` in its place (``lift_texts``);
- the DOM side asks the working side for its ``Listener``s (``listeners``: which handler hears which
  event on which elements) and attaches them;
- each event heard becomes an ``Event``: which handler, the event's own facts (the key, the drawn
  tile's cell, a long paste taken over) and what the inputs hold, read once (a ``Form``);
- the working side answers with ``Op``s, the adapter calls to make (``["show", "fix", true]``),
  posted as one batch per handler run: ``{"ops": [...]}``;
- a question that needs an answer (a file read into an object URL, a copy to the clipboard, a
  call of the solver's worker) is an ``Op`` with a number, ``{"ask": 3, "op": [...]}``; the DOM side
  answers it with an ``Answer`` of that number.

``read_event`` and ``read_answer`` turn the JSON back into these classes; anything else raises
``MessageError`` naming what is wrong.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, TypeAlias

JSON: TypeAlias = bool | int | float | str | list[Any] | dict[str, Any] | None
"""A value JSON can carry."""

Op: TypeAlias = list[JSON]
"""An adapter call for the DOM side: its name, then its arguments (``["text", "timing", ""]``)."""


class MessageError(ValueError):
    """A message between the page's two halves that does not follow this format."""


@dataclass(frozen=True)
class Listener:
    """Handler number ``handler`` hears ``event`` on the elements ``selector`` picks
    (``"window"``: the window itself)."""

    event: str
    selector: str
    handler: int


@dataclass(frozen=True)
class Grid:
    """The verdict's drawn board as the DOM side saw it at an event on it: each cell's tile (None:
    none drawn) and whether a tile is marked picked."""

    tiles: list[int | None]
    picked: bool = False


@dataclass
class Form:
    """What the page's inputs hold when an event happens, read once by the DOM side.

    ``values`` by id (a box's long text kept whole); ``board`` left out when it is the text the
    last event carried (5 MB are not sent again at each click)."""

    values: dict[str, str] = field(default_factory=dict)
    checked: dict[str, bool] = field(default_factory=dict)
    bad: list[str] = field(default_factory=list)
    """Number fields whose text the browser found no number (``validity.badInput``)."""
    opened: list[str] = field(default_factory=list)
    """The ids of the ``<details>`` open."""
    focused: str = ""
    """The id of the element with the keyboard focus ("" for none)."""
    href: str = ""
    """The page's address (``location.href``)."""
    base: str = ""
    """The page's folder, ending in ``/``."""
    stored: dict[str, str] = field(default_factory=dict)
    """What the device keeps for the page (``localStorage``, its ``slidepuzzle`` keys)."""
    languages: list[str] = field(default_factory=list)
    """The browser's preferred languages, most wanted first."""
    touch_only: bool = False
    """No fine pointer (no mouse, so most likely no keyboard)."""
    grid: Grid | None = None
    """The verdict's drawn board, at an event on it (None: not read)."""

    def update(self, newer: Form) -> None:
        """Take what ``newer`` (a later event's form) says; a value it leaves out stays."""
        self.values.update(newer.values)
        self.checked.update(newer.checked)
        self.bad, self.opened, self.focused = newer.bad, newer.opened, newer.focused
        self.href, self.base, self.stored = newer.href, newer.base, newer.stored
        self.languages, self.touch_only = newer.languages, newer.touch_only
        if newer.grid is not None:  # whether a tile is picked: only the page's ops change it
            picked = self.grid.picked if self.grid is not None else newer.grid.picked
            self.grid = Grid(newer.grid.tiles, picked)


@dataclass(frozen=True)
class Event:
    """An event the DOM side heard, for handler number ``handler``."""

    handler: int
    type: str
    target: str = ""
    """The id of the element listened on (``currentTarget``)."""
    key: str = ""
    cell: int | None = None
    """The cell of the drawn tile the pointer or the key was on (None: none)."""
    tile: int | None = None
    """The stage's tile the pointer went down on, with the main button (None: none)."""
    x: float = 0.0
    y: float = 0.0
    """Where a pointer event happened (CSS pixels)."""
    pasted: list[str] | None = None
    """A long paste taken over from the browser: the box's text with it, the text the box showed."""
    edited_away: str | None = None
    """The long text a box kept, replaced by this edit (None: none)."""
    browsed: bool = False
    """A menu's ``change`` made by browsing it with the arrow keys: no choice yet."""
    chosen: bool = False
    """Enter on, or leaving, a menu browsed to an option: choose it now."""
    data: dict[str, str] = field(default_factory=dict)
    """The ``data-*`` of the element listened on."""
    form: Form = field(default_factory=Form)

    def to_json(self) -> str:
        return json.dumps(asdict(self))


@dataclass(frozen=True)
class Answer:
    """The DOM side's answer to question ``ask``: its ``value``, or the ``error`` it raised."""

    ask: int
    value: JSON = None
    error: str | None = None

    def to_json(self) -> str:
        return json.dumps(asdict(self))


def _object(text: str, what: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (TypeError, json.JSONDecodeError):
        raise MessageError(f"{what} is not JSON: {str(text)[:80]!r}") from None
    if not isinstance(data, dict):
        raise MessageError(f"{what} must be a JSON object: {str(text)[:80]!r}")
    return data


def _typed(data: dict[str, Any], name: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data[name]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise MessageError(f"{what}'s {name} must be {_kind_name(kind)}: {value!r}")
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join("null" if k is type(None) else k.__name__ for k in kinds)


def read_form(data: dict[str, Any], bulk: dict[str, str] | None = None) -> Form:
    """The form in an event's ``form`` object (a value held null: the ``bulk`` text of its
    name)."""
    form = Form()
    for name, kind in (
        ("values", dict),
        ("checked", dict),
        ("bad", list),
        ("opened", list),
        ("focused", str),
        ("href", str),
        ("base", str),
        ("stored", dict),
        ("languages", list),
        ("touch_only", bool),
    ):
        if name in data:
            setattr(form, name, _typed(data, name, kind, "a form"))
    for name, value in form.values.items():
        if value is None and bulk is not None and name in bulk:
            form.values[name] = bulk[name]
    if not all(isinstance(v, str) for v in [*form.values.values(), *form.stored.values()]):
        raise MessageError(f"a form's values must be text: {str(form.values)[:80]!r}")
    grid = data.get("grid")
    if grid is not None:
        tiles = grid.get("tiles") if isinstance(grid, dict) else None
        if not isinstance(tiles, list) or not all(t is None or type(t) is int for t in tiles):
            raise MessageError(f"a form's grid must hold its tiles: {str(grid)[:80]!r}")
        form.grid = Grid(tiles, bool(grid.get("picked")))
    return form


def read_event(text: str, bulk: dict[str, str] | None = None) -> Event:
    """The event in ``text``, its texts held null taken from ``bulk`` (posted before it by
    name: ``pasted``, or an input's id); ``MessageError`` saying what is wrong."""
    data = _object(text, "an event")
    for name in ("handler", "type"):
        if name not in data:
            raise MessageError(f"an event needs {name!r}: {text[:80]!r}")
    handler = _typed(data, "handler", int, "an event")
    pasted = data.get("pasted")
    if isinstance(pasted, list) and pasted and pasted[0] is None and bulk and "pasted" in bulk:
        pasted = [bulk["pasted"], *pasted[1:]]
    if pasted is not None and not (
        isinstance(pasted, list) and len(pasted) == 2 and all(isinstance(p, str) for p in pasted)
    ):
        raise MessageError(f"an event's paste must be two texts: {str(pasted)[:80]!r}")
    facts: dict[str, Any] = {}
    for name, kind in (
        ("target", str),
        ("key", str),
        ("cell", (int, type(None))),
        ("tile", (int, type(None))),
        ("x", (int, float)),
        ("y", (int, float)),
        ("edited_away", (str, type(None))),
        ("browsed", bool),
        ("chosen", bool),
        ("data", dict),
    ):
        if name in data:
            facts[name] = _typed(data, name, kind, "an event")
    if facts.get("edited_away") is None and bulk and "edited_away" in bulk:
        facts["edited_away"] = bulk["edited_away"]
    form = data.get("form", {})
    if not isinstance(form, dict):
        raise MessageError(f"an event's form must be an object: {str(form)[:80]!r}")
    return Event(handler, str(data["type"]), **facts, pasted=pasted, form=read_form(form, bulk))


def read_answer(text: str) -> Answer:
    """The answer in ``text``; ``MessageError`` saying what is wrong."""
    data = _object(text, "an answer")
    if "ask" not in data:
        raise MessageError(f"an answer needs 'ask': {text[:80]!r}")
    error = data.get("error")
    if error is not None and not isinstance(error, str):
        raise MessageError(f"an answer's error must be text: {error!r}")
    return Answer(_typed(data, "ask", int, "an answer"), data.get("value"), error)


BULK = 50_000
"""Characters above which a text crosses as it is, not in a message's JSON (``static/page.mjs``
has the same number)."""


def lift_texts(ops: list[Op]) -> tuple[list[Op], dict[str, str]]:
    """``ops`` with each argument that is a text longer than ``BULK`` replaced by
    ``{"$text": name}``, and those texts by name (posted as they are, before the ops)."""
    texts: dict[str, str] = {}

    def lifted(value: JSON) -> JSON:
        if isinstance(value, str) and len(value) > BULK:
            name = f"text{len(texts)}"
            texts[name] = value
            return {"$text": name}
        return value

    return [[lifted(value) for value in op] for op in ops], texts


def write_ops(ops: list[Op]) -> str:
    """A batch of ops for the DOM side."""
    return json.dumps({"ops": ops})


def write_question(ask: int, op: Op) -> str:
    """Question ``ask`` for the DOM side: make ``op`` and answer with its result."""
    return json.dumps({"ask": ask, "op": op})


def write_listeners(listeners: list[Listener], settings: dict[str, JSON]) -> str:
    """The handlers' listeners, and the numbers the DOM side decides by (the longest paste left
    to the browser)."""
    return json.dumps({"listeners": [asdict(each) for each in listeners], "settings": settings})
