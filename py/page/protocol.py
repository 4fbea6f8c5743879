"""What the page and the solver's worker say to each other: one format, used by both sides.

Pure Python (no browser imports). Everything crosses the thread boundary as JSON text:

- the page sends a ``Request`` (``request.to_json()``) to the worker's ``solve_json``;
- while it works, the worker may post ``Progress`` messages (``{"kind": "progress", "text": ...}``)
  that the page shows in the Solve status (e.g. a table being loaded);
- ``solve_json`` returns the answer: ``Solved`` (``{"kind": "solved", "moves": [...], ...}``) or
  ``Failed`` (``{"kind": "failed", "text": ..., "unsolvable": bool}``).

``read_message`` turns any of these back into its class; anything else raises ``ProtocolError``,
which the page shows as a failure of the solver (never a panel stuck in "solving").
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any, cast

from slidepuzzle import GOAL_NAMES, Board, Goal
from slidepuzzle.i18n import DEFAULT_LANG, Lang, lang_of
from slidepuzzle.solve import MAX_BUILD, OPTIMAL_CELLS


class ProtocolError(ValueError):
    """A message between the page and the worker that does not follow this format."""


@dataclass(frozen=True)
class Request:
    """Solve this board for this goal within ``time_limit`` seconds."""

    rows: int
    cols: int
    tiles: list[int]
    goal: str | list[int]
    time_limit: float
    site: str = ""
    """The page's folder (ends in ``/``): where the worker fetches the pattern databases from."""
    lang: Lang = DEFAULT_LANG
    """The language the worker's progress and messages are written in."""

    @classmethod
    def of(
        cls, board: Board, goal: Goal, time_limit: float, site: str = "", lang: Lang = DEFAULT_LANG
    ) -> Request:
        """The request for ``board`` and ``goal`` (a goal name, a ``Board`` or None)."""
        if isinstance(goal, Board):
            wanted: str | list[int] = list(goal.tiles)
        else:
            wanted = goal or GOAL_NAMES[0]
        return cls(board.rows, board.cols, list(board.tiles), wanted, time_limit, site, lang)

    def board(self) -> Board:
        """The board to solve (``BoardError`` if the tiles make none)."""
        return Board(self.rows, self.cols, self.tiles)

    def target(self) -> Goal:
        """The goal: a name or a ``Board``."""
        if isinstance(self.goal, list):
            return Board(self.rows, self.cols, self.goal)
        return cast(Goal, self.goal)  # a name: goal_board names a bad one

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Request:
        """The request in ``text``; ``ProtocolError`` saying what is wrong."""
        data = _object(text)
        try:
            request = cls(
                rows=data["rows"],
                cols=data["cols"],
                tiles=data["tiles"],
                goal=data["goal"],
                time_limit=data["time_limit"],
                site=data.get("site", ""),
                lang=lang_of(str(data.get("lang", DEFAULT_LANG))) or DEFAULT_LANG,
            )
        except KeyError as missing:
            raise ProtocolError(f"a solve request needs {missing}") from None
        if not (isinstance(request.rows, int) and isinstance(request.cols, int)):
            raise ProtocolError(f"rows and cols must be whole numbers: {text[:80]!r}")
        if not isinstance(request.tiles, list) or not isinstance(request.goal, str | list):
            raise ProtocolError(f"tiles must be a list and goal a name or a list: {text[:80]!r}")
        if not isinstance(request.site, str):
            raise ProtocolError(f"site must be text: {request.site!r}")
        if not isinstance(request.time_limit, int | float):
            raise ProtocolError(f"time_limit must be a number: {request.time_limit!r}")
        return request


@dataclass(frozen=True)
class Progress:
    """How far the worker has got, in words for the Solve status."""

    text: str
    best: list[int] | None = None
    """The moves of the best solution so far, if the text is about one (Stop keeps them)."""
    lower_bound: int = 0
    """...and its lower bound."""
    kind: str = "progress"


@dataclass(frozen=True)
class Solved:
    """The moves (tiles slid into the blank), whether proven fewest, and the search figures."""

    moves: list[int]
    optimal: bool
    nodes: int
    seconds: float
    method: str
    lower_bound: int = 0
    """No solution is shorter (``slidepuzzle.solve.Solution.lower_bound``)."""
    notes: list[str] | None = None
    """What to know about how it was found (tables missing...), in the request's language."""
    kind: str = "solved"


@dataclass(frozen=True)
class Failed:
    """The worker could not solve: why, and whether because the board cannot reach its goal."""

    text: str
    unsolvable: bool = False
    kind: str = "failed"


Message = Progress | Solved | Failed
"""Anything the worker sends back."""

_FIELDS: dict[str, tuple[type[Progress] | type[Solved] | type[Failed], dict[str, Any]]] = {
    "progress": (Progress, {"text": str, "best": (list, type(None)), "lower_bound": int}),
    "solved": (
        Solved,
        {
            "moves": list,
            "optimal": bool,
            "nodes": int,
            "seconds": (int, float),
            "method": str,
            "lower_bound": int,
            "notes": (list, type(None)),
        },
    ),
    "failed": (Failed, {"text": str, "unsolvable": bool}),
}


def write_message(message: Message) -> str:
    """``message`` as the JSON text that crosses to the page."""
    return json.dumps(asdict(message))


def read_message(text: object) -> Message:
    """The message in ``text``; ``ProtocolError`` for anything that is not one."""
    if not isinstance(text, str):
        raise ProtocolError(f"expected JSON text, got {type(text).__name__}")
    data = _object(text)
    kind = data.get("kind")
    if kind not in _FIELDS:
        raise ProtocolError(f"unknown message kind {kind!r}: {text[:80]!r}")
    cls, fields = _FIELDS[kind]
    for name, wanted in fields.items():
        value = data.get(name)
        if not isinstance(value, wanted) or (isinstance(value, bool) and wanted is not bool):
            raise ProtocolError(f"{kind} message: {name} is {value!r}: {text[:80]!r}")
    return cls(**{name: data[name] for name in fields})


def _object(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ProtocolError(f"not JSON ({error}): {text[:80]!r}") from None
    if not isinstance(data, dict):
        raise ProtocolError(f"expected a JSON object: {text[:80]!r}")
    return data


def too_big(board: Board) -> bool:
    """Whether the solver would refuse ``board`` as too big: asked before anything is sent.

    The same rule as ``slidepuzzle.solve`` (cells x (rows + columns) over ``MAX_BUILD``), so a
    million-cell board is never turned into megabytes of JSON only to be refused.
    """
    if board.rows == 1 or board.cols == 1 or board.size <= OPTIMAL_CELLS:
        return False  # a line is walked, a small board searched: never refused
    return board.size * (board.rows + board.cols) > MAX_BUILD
