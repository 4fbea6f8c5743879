"""A fake of the browser for native page tests: elements by id that remember what was written
to them, and ``Side``, the Python twin of the DOM side (``static/page.mjs``) on them: each op the
page's modules make is made at once on the fake page, the form is read from it, questions are
answered from it.

``reset()`` gives a blank page; ``fresh()`` puts ``Side`` in ``page.bridge`` and a fresh state in
every page module. The solver's worker is ``page.worker`` itself, run in this thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import sys
import types
from concurrent.futures import ThreadPoolExecutor
from typing import Any


def _read(element: Element, attributes: str, parent: Element) -> Element:
    """``element`` with the class, ``data-*`` and ``tabindex`` of ``attributes`` (markup), inside
    ``parent``."""
    for name, value in re.findall(r'([\w-]+)="([^"]*)"', attributes):
        if name == "class":
            element.classList.update(value.split())
        elif name.startswith("data-"):
            setattr(element.dataset, name[5:], value)
        elif name == "tabindex":
            element.tabIndex = int(value)
    element.parent = parent
    return element


class Style(dict):
    """An element's style: ``style["--cols"] = "3"`` and ``style.setProperty("--r", "1")``."""

    def setProperty(self, name: str, value: str) -> None:
        self[name] = value


class ClassList(set):
    def add(self, *names: str) -> None:
        self.update(names)

    def remove(self, *names: str) -> None:
        self.difference_update(names)


_SIMPLE = r'\.([\w-]+)|\[data-([\w-]+)(?:="([^"]*)")?\]|(:focus)'
"""A simple selector ``matches`` reads: a class, a ``data-*`` attribute (with a value), focus."""


class Element:
    """A page element: properties as plain attributes, attributes in ``attributes``."""

    def __init__(self, id: str = "", tag: str = "div") -> None:
        self.id, self.tag = id, tag
        self.value = ""
        self.checked = self.hidden = self.disabled = self.open = False
        self.textContent = self.className = ""
        self._html = ""
        self.parts: list[Element] = []
        self.style = Style()
        self.dataset = types.SimpleNamespace()
        self.classList = ClassList()
        self.attributes: dict[str, str] = {}
        self.validity = types.SimpleNamespace(badInput=False)
        self.selected = False
        self.children: list[Element] = []
        self.firstElementChild = None
        self.parent: Element | None = None
        self._dom_element = self  # what pyscript.web wraps

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = str(value)

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)

    def focus(self, options: object = None) -> None:
        document.activeElement = self

    def blur(self) -> None:
        if document.activeElement is self:
            document.activeElement = None

    def select(self) -> None:
        self.selected = True

    @property
    def innerHTML(self) -> str:
        return self._html

    @innerHTML.setter
    def innerHTML(self, markup: str) -> None:
        """The markup, and its ``<span>``s and ``<button>``s as parts (their class, ``data-*``
        and ``tabindex`` read), inside the ``<div>`` that opens the markup if one does."""
        self._html, self.parts = markup, []
        opening = re.match(r"<div([^>]*)>", markup)
        inside = _read(Element(tag="div"), opening[1], self) if opening else self
        for tag, attributes, text in re.findall(r"<(span|button)([^>]*)>([^<]*)</\1>", markup):
            part = _read(Element(tag=tag), attributes, inside)
            part.textContent = text
            self.parts.append(part)

    def querySelector(self, selector: str) -> Element | None:
        found = self.querySelectorAll(selector)
        return found[0] if found else None

    def querySelectorAll(self, selector: str) -> list[Element]:
        """The parts matching any of the comma-separated selectors (see ``matches``)."""
        choices = [choice.strip() for choice in selector.split(",")]
        return [part for part in self.parts if any(part.matches(c) for c in choices)]

    def matches(self, selector: str) -> bool:
        """Whether this element is each of ``.class``, ``[data-name]``, ``[data-name="value"]``
        and ``:focus`` that ``selector`` chains (``.tile[data-pairs]:focus``)."""
        assert re.fullmatch(f"(?:{_SIMPLE})+", selector), f"the fake cannot read {selector!r}"
        for name, data, value, focus in re.findall(_SIMPLE, selector):
            if name and name not in self.classList:
                return False
            present = getattr(self.dataset, data, None) if data else None
            if data and (present is None or (value and present != value)):
                return False
            if focus and document.activeElement is not self:
                return False
        return True

    def closest(self, selector: str) -> Element | None:
        """This element or the nearest of its parents that ``matches`` ``selector``."""
        element: Element | None = self
        while element is not None and not element.matches(selector):
            element = element.parent
        return element

    def insertAdjacentHTML(self, where: str, markup: str) -> None:
        """The markup added at the end, its ``<span>``s and ``<button>``s as parts."""
        self._html += markup
        for tag, attributes, text in re.findall(r"<(span|button)([^>]*)>([^<]*)</\1>", markup):
            part = _read(Element(tag=tag), attributes, self)
            part.textContent = text
            self.parts.append(part)

    def scrollIntoView(self, options: object = None) -> None:
        pass

    def getBoundingClientRect(self) -> types.SimpleNamespace:
        return types.SimpleNamespace(top=0)

    def append(self, child: Element) -> None:
        self.children.append(child)

    def remove(self) -> None:
        if self.parent is not None and self in self.parent.parts:
            self.parent.parts.remove(self)

    def click(self) -> None:
        pass


class Page(dict):
    """``pyscript.web.page``: elements by id, made on first use."""

    def __missing__(self, name: str) -> Element:
        self[name] = Element(name)
        return self[name]

    @property
    def body(self) -> Element:
        return self["body"]


class Document:
    def __init__(self) -> None:
        self.activeElement: Element | None = None
        self.documentElement = Element("html")
        self.body = Element("body")
        self.baseURI = "http://127.0.0.1/slidepuzzle/index.html"

    def querySelectorAll(self, selector: str) -> list[Element]:
        return []

    def execCommand(self, command: str, ui: bool, text: str) -> bool:
        """``insertText`` in place of the focused box's selection (here: all its text)."""
        if command == "insertText" and self.activeElement is not None:
            self.activeElement.value = text
        return True

    def getElementById(self, name: str) -> Element:
        return web.page[name]

    def createElement(self, tag: str) -> Element:
        return Element(tag=tag)


class Clipboard:
    allowed = True
    text = ""

    async def writeText(self, text: str) -> None:
        if not self.allowed:
            raise PermissionError("clipboard refused")
        self.text = text


class Storage(dict):
    def getItem(self, key: str) -> str | None:
        return self.get(key)

    def setItem(self, key: str, value: str) -> None:
        self[key] = value


class Workers:
    """The solver's workers: ``worker`` is what a started one exports (``page.worker``, or what a
    test sets); ``started`` names each started."""

    def __init__(self) -> None:
        self.started: list[str] = []
        self.ended: list[str] = []
        self.worker: Any = None

    def exports(self) -> Any:
        from page import worker

        return self.worker or worker


workers = Workers()


def _downloads() -> types.SimpleNamespace:
    made: list[str] = []

    def create(blob: object) -> str:
        made.append(f"blob:{len(made)}")
        return made[-1]

    return types.SimpleNamespace(
        createObjectURL=create, revokeObjectURL=lambda url: made.remove(url), made=made
    )


class History:
    """``window.history``: its entries' addresses, ``location`` the one shown; ``go(-1)`` is Back
    (no event: a test calls what the page's ``popstate`` handler calls)."""

    def __init__(self, location: Any) -> None:
        self.location, self.entries, self.index = location, [location.href], 0

    def replaceState(self, state: object, title: str, url: str) -> None:
        self.entries[self.index] = url
        self._show()

    def pushState(self, state: object, title: str, url: str) -> None:
        del self.entries[self.index + 1 :]
        self.entries.append(url)
        self.index += 1
        self._show()

    def go(self, delta: int) -> None:
        self.index = max(0, min(len(self.entries) - 1, self.index + delta))
        self._show()

    def open(self, url: str) -> None:
        """A link pasted into the address bar of the open tab (a fragment of its own page)."""
        self.pushState(None, "", url)

    def _show(self) -> None:
        url = self.entries[self.index]
        self.location.href = url
        self.location.hash = "#" + url.partition("#")[2] if "#" in url else ""
        query = url.partition("#")[0].partition("?")[2]
        self.location.search = "?" + query if query else ""


web = types.SimpleNamespace()
window = types.SimpleNamespace()
document = Document()


def reset() -> None:
    """A blank page: no element written, nothing focused, nothing stored or downloaded."""
    global document
    document = Document()
    web.page = Page()
    web.page["body"] = document.body
    web.script = lambda: Element(tag="script")
    window.document = document
    window.location = types.SimpleNamespace(
        hash="", search="", href="http://127.0.0.1/slidepuzzle/"
    )
    window.history = History(window.location)
    window.navigator = types.SimpleNamespace(
        languages=["en-GB"], language="en-GB", clipboard=Clipboard()
    )
    window.localStorage = Storage()
    window.matchMedia = lambda query: types.SimpleNamespace(matches=True)
    window.innerHeight = 800
    window.requestAnimationFrame = lambda callback: callback(0)
    window.URL = _downloads()
    window.downloads = []
    window.Blob = types.SimpleNamespace(new=lambda parts, options: parts)
    for name, value in {"goal": "blank-last", "speed": "4", "time-limit": "10"}.items():
        web.page[name].value = value


def whole(element: Element) -> str:
    """A box's text: the long text it keeps whole while it shows its start."""
    held = getattr(element, "heldText", None)
    return (
        held
        if held is not None and element.value == getattr(element, "heldShown", None)
        else (str(element.value))
    )


class Side:
    """The DOM side's twin on the fake page (``static/page.mjs``): ``op_NAME`` makes the op
    NAME, ``ask_NAME`` answers the question NAME."""

    def __init__(self) -> None:
        self.answering: set[asyncio.Future[None]] = set()

    def apply(self, op: list[Any]) -> None:
        name, *args = op
        getattr(self, f"op_{name}")(*args)

    def form(self) -> Any:
        from page.messages import Form, Grid

        page = web.page
        values = {n: whole(e) for n, e in page.items() if isinstance(e.value, str)}
        grid = page["grid"]
        tiles: dict[int, int | None] = {}
        for tile in grid.querySelectorAll("[data-cell]"):
            number = getattr(tile.dataset, "tile", None)
            tiles[int(tile.dataset.cell)] = int(number) if number is not None else None
        drawn = [tiles.get(cell) for cell in range(max(tiles) + 1)] if tiles else []
        active = document.activeElement
        return Form(
            values=values,
            checked={n: bool(e.checked) for n, e in page.items()},
            bad=[n for n, e in page.items() if e.validity.badInput],
            opened=[n for n, e in page.items() if e.open],
            focused=str(active.id) if active is not None else "",
            href=window.location.href,
            base=document.baseURI.split("?")[0].split("#")[0].rsplit("/", 1)[0] + "/",
            stored={k: v for k, v in window.localStorage.items() if k.startswith("slidepuzzle")},
            languages=list(window.navigator.languages),
            touch_only=not window.matchMedia("(any-pointer: fine)").matches,
            grid=Grid(drawn, bool(grid.querySelector(".picked"))),
        )

    def flush(self) -> None:
        pass  # each op is made at once

    def question(self, number: int, op: list[Any]) -> None:
        from page import bridge
        from page.messages import Answer

        name, *args = op

        async def answer() -> None:
            try:
                value = await getattr(self, f"ask_{name}")(*args)
            except Exception as error:
                bridge.answered(Answer(number, error=str(error) or type(error).__name__))
            else:
                bridge.answered(Answer(number, value))

        self.answering.add(asyncio.ensure_future(answer()))

    # page.dom's ops

    def op_text(self, name: str, words: str) -> None:
        web.page[name].textContent = words

    def op_set_label(self, name: str, words: str) -> None:
        web.page[name].setAttribute("aria-label", words)

    def op_html(self, name: str, markup: str) -> None:
        web.page[name].innerHTML = markup

    def op_add_html(self, name: str, markup: str) -> None:
        web.page[name].insertAdjacentHTML("beforeend", markup)

    def op_set_data(self, name: str, key: str, words: str) -> None:
        setattr(web.page[name].dataset, key, words)

    def op_translate(self, tag: str, texts: dict, coded: dict, nouns: dict) -> None:
        document.documentElement.lang = tag
        document.translated = texts

    def op_fill_menu(self, name: str, choices: list) -> None:
        menu = web.page[name]
        for choice, key, words in choices:
            option = Element(tag="option")
            option.value, option.textContent = choice, words
            option.setAttribute("data-text", key)
            menu.append(option)

    def op_enable_choices(self, name: str, enabled: list[str]) -> None:
        for option in web.page[name].children:
            option.disabled = option.value not in enabled

    def op_store(self, key: str, words: str) -> None:
        with contextlib.suppress(Exception):  # storage refused (or full): held for this visit
            window.localStorage.setItem(key, words)

    def op_set_value(self, name: str, words: str, held: str | None, kept: str | None) -> None:
        element = web.page[name]
        element.value = words
        element.heldText, element.heldShown = held, words

    def op_set_checked(self, name: str, on: bool) -> None:
        web.page[name].checked = on

    def op_show(self, name: str, visible: bool) -> None:
        web.page[name].hidden = not visible

    def op_enable(self, name: str, enabled: bool) -> None:
        web.page[name].disabled = not enabled

    def op_focus(self, name: str) -> None:
        web.page[name].focus()

    def op_select(self, name: str) -> None:
        web.page[name].select()

    def op_set_style(self, name: str, prop: str, words: str) -> None:
        web.page[name].style[prop] = words

    def op_busy(self, name: str, on: bool) -> None:
        if on:
            web.page[name].setAttribute("aria-busy", "true")
        else:
            web.page[name].removeAttribute("aria-busy")

    def op_status(self, name: str, class_name: str, markup: str) -> None:
        element = web.page[name]
        element.className, element.innerHTML = class_name, markup

    def op_mark(self, name: str, words: str) -> None:
        setattr(document.body.dataset, name, words)

    def op_history(self, kind: str, url: str) -> None:
        if kind == "push":
            window.history.pushState(None, "", url)
        else:
            window.history.replaceState(None, "", url)

    def op_alert(self, box: str, alert: str, message: str) -> None:
        web.page[alert].textContent = message
        if message:
            web.page[box].setAttribute("aria-invalid", "true")
        else:
            web.page[box].removeAttribute("aria-invalid")

    def op_grid(self, markup: str, cols: int) -> None:
        grid = web.page["grid"]
        grid.innerHTML = markup
        grid.style["--cols"] = str(cols)

    def op_download(self, name: str, words: str, kind: str) -> None:
        if window.URL.made:
            window.URL.revokeObjectURL(window.URL.made[-1])
        window.URL.createObjectURL(words)
        window.downloads.append((name, words, kind))

    def op_scroll_into_view(self, name: str) -> None:
        pass

    def op_start_worker(self, name: str, src: str, config: str) -> None:
        workers.started.append(name)

    def op_end_worker(self, name: str) -> None:
        workers.ended.append(name)

    # page.drawn's ops

    def op_stage(self, name: str, rows: int, cols: int, markup: str, cells: list) -> None:
        element = web.page[name]
        element.style["--cols"], element.style["--rows"] = str(cols), str(rows)
        element.innerHTML = markup
        for drawn, (row, col) in zip(element.querySelectorAll(".tile"), cells, strict=True):
            drawn.style.setProperty("--r", str(row))
            drawn.style.setProperty("--c", str(col))

    def op_place_tile(self, name: str, tile: int, row: int, col: int) -> None:
        drawn = web.page[name].querySelector(f'[data-tile="{tile}"]')
        drawn.style.setProperty("--r", str(row))
        drawn.style.setProperty("--c", str(col))

    def op_mark_move(self, index: int) -> None:
        if getattr(web.page["moves"].dataset, "marked", "") != "true":
            return
        for box in ("tile-moves", "blank-moves"):
            element = web.page[box]
            old = element.querySelector(".current")
            if old:
                old.classList.remove("current")
                old.removeAttribute("aria-current")
            new = element.querySelector(f'[data-move="{index}"]') if index >= 0 else None
            if new:
                new.classList.add("current")
                new.setAttribute("aria-current", "step")

    def op_mark_picked(self, cell: int | None) -> None:
        grid = web.page["grid"]
        for marked in grid.querySelectorAll(".picked"):
            marked.classList.remove("picked")
            marked.setAttribute("aria-pressed", "false")
        tile = grid.querySelector(f'[data-cell="{cell}"]') if cell is not None else None
        if tile:
            tile.classList.add("picked")
            tile.setAttribute("aria-pressed", "true")

    def op_focus_cell(self, cell: int) -> None:
        grid = web.page["grid"]
        tile = grid.querySelector(f'[data-cell="{cell}"]')
        if not tile:
            return
        for other in grid.querySelectorAll(".tile[data-pairs]"):
            other.tabIndex = -1
        tile.tabIndex = 0
        tile.focus()

    def op_picture(self, name: str, look: dict | None, whole: bool) -> None:
        element = web.page[name]
        old = element.querySelector(".blank-piece")
        if old:
            old.remove()
        element.classList.remove("pictured", "numbers", "own")
        if look is None:
            return
        element.classList.add("pictured")
        if look["numbers"]:
            element.classList.add("numbers")
        if look["url"] is not None:
            element.style["--picture"] = f'url("{look["url"]}")'
            element.classList.add("own")
        element.insertAdjacentHTML("beforeend", '<span class="blank-piece"></span>')
        for tile in element.querySelectorAll(".tile"):
            for prop, words in look["pieces"][str(tile.dataset.tile)].items():
                tile.style.setProperty(prop, words)
        blank = element.querySelector(".blank-piece")
        for prop, words in look["pieces"]["0"].items():
            blank.style.setProperty(prop, words)
        blank.style.setProperty("--r", str(look["blank"][0]))
        blank.style.setProperty("--c", str(look["blank"][1]))
        self.op_whole_picture(name, whole)

    def op_whole_picture(self, name: str, whole: bool) -> None:
        if whole:
            web.page[name].classList.add("whole")
        else:
            web.page[name].classList.remove("whole")

    def op_let_go(self, url: str) -> None:
        window.URL.revokeObjectURL(url)

    # page.editing's ops

    def op_replace_text(self, name: str, words: str, undoable: int) -> None:
        box = web.page[name]
        if len(words) <= undoable and window.matchMedia("(any-pointer: fine)").matches:
            box.undoable = True  # the browser's editing: Ctrl+Z gives the text before back
        box.value, box.heldText = words, None

    def op_bring_into_view(self, name: str, within: float) -> None:
        pass

    # questions

    async def ask_copy_text(self, words: str) -> None:
        await window.navigator.clipboard.writeText(words)

    async def ask_chosen_image(self, name: str) -> dict | None:
        files = getattr(web.page[name], "files", None)
        if not files:
            return None
        image = files[0]
        if not image.get("width"):
            return None
        url = window.URL.createObjectURL(image)
        return {"url": url, "width": image["width"], "height": image["height"]}

    async def ask_worker_ready(self, name: str) -> None:
        return None

    async def ask_call_worker(self, name: str, method: str, request: str) -> Any:
        return await getattr(workers.exports(), method)(request)


def edited_away(name: str = "board") -> str | None:
    """What the DOM side tells of an edit of the box ``name`` (``input``): the long text it kept,
    replaced by the edit, then forgotten (None: none)."""
    box = web.page[name]
    kept = getattr(box, "heldText", None)
    if kept is None or box.value == box.heldShown:
        return None
    box.heldText = None
    return str(kept)


def taken_paste(text: str, longest: int, name: str = "board") -> list[str] | None:
    """What the DOM side tells of a paste of ``text`` over the selection of the box ``name``: a
    paste longer than ``longest`` taken over from the browser (the box's text with it, the text
    it showed); None: left to the browser."""
    box = web.page[name]
    shown = str(box.value)
    start, end = getattr(box, "selectionStart", 0), getattr(box, "selectionEnd", len(shown))
    if len(text) <= longest:
        return None
    return [shown[:start] + text + shown[end:], shown]


def fresh(monkeypatch: Any) -> None:
    """A blank page, the DOM side's twin on it, and a fresh state in every page module that owns
    one."""
    from page import (
        boxes,
        bridge,
        checking,
        language,
        pictures,
        proof,
        read_as,
        score,
        solve_panel,
        solver_client,
        stage,
        to_go,
    )

    reset()
    monkeypatch.setattr(bridge, "channel", bridge.Channel(side=Side()))
    monkeypatch.setattr(workers, "worker", None)
    workers.started.clear()
    workers.ended.clear()
    monkeypatch.setattr(checking, "state", checking.CheckState())
    monkeypatch.setattr(language, "speech", language.Speech())
    monkeypatch.setattr(boxes, "replaced", boxes.Replaced())
    monkeypatch.setattr(solve_panel, "state", solve_panel.Panel())
    monkeypatch.setattr(proof, "state", proof.Proof())
    monkeypatch.setattr(solver_client, "client", solver_client.Client())
    monkeypatch.setattr(stage, "solve", stage.Stage(stage.SOLVE_PARTS))
    monkeypatch.setattr(stage, "cycle", stage.Stage(stage.CYCLE_PARTS))
    monkeypatch.setattr(read_as, "choice", read_as.Choice())
    monkeypatch.setattr(to_go, "state", to_go.Position())
    monkeypatch.setattr(pictures, "state", pictures.Pictures())
    monkeypatch.setattr(score, "state", score.Score())


def playing(text: str) -> None:
    """Put ``text`` in the Board box, wait for its check and press Play it yourself."""
    from page import checking, solve_panel

    async def scenario() -> None:
        web.page["board"].value = text
        checking.schedule()
        await checking.settled()
        await solve_panel.play_clicked(checking.settled)

    run(scenario())


def run(scenario: Any) -> Any:
    """Run a coroutine in a loop of its own (another test may hold one in this thread)."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, scenario).result()


reset()
polyscript = types.ModuleType("polyscript")
polyscript.xworker = types.SimpleNamespace(onmessage=None)  # type: ignore[attr-defined]
sys.modules.setdefault("polyscript", polyscript)  # what main.py imports in the page's worker
