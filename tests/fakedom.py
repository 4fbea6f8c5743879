"""A fake of the browser for native page tests: ``pyscript`` (``web``, ``window``, ``workers``,
``ffi``) as ``page.dom`` uses it, elements by id that remember what was written to them.

Importing this module installs the fake as ``pyscript`` (and ``js``), so ``page.dom`` and every
page module import natively; ``reset()`` gives a blank page. The solver's worker is
``page.worker`` itself, run in this thread.
"""

from __future__ import annotations

import asyncio
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
    """``pyscript.workers``: ``await workers[name]`` is the solver's worker: ``page.worker``, or
    ``worker`` when a test sets one."""

    def __init__(self) -> None:
        self.started: list[str] = []
        self.worker: Any = None

    def __getitem__(self, name: str) -> Any:
        self.started.append(name)

        async def exports() -> Any:
            from page import worker

            return self.worker or worker

        return exports()


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
    window.Blob = types.SimpleNamespace(new=lambda parts, options: parts)
    for name, value in {"goal": "blank-last", "speed": "4", "time-limit": "10"}.items():
        web.page[name].value = value


def fresh(monkeypatch: Any) -> None:
    """A blank page and a fresh state in every page module that owns one."""
    from page import (
        boxes,
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
pyscript = types.ModuleType("pyscript")
pyscript.web, pyscript.window, pyscript.workers = web, window, Workers()
pyscript.when = lambda *args: lambda handler: handler
ffi = types.ModuleType("pyscript.ffi")
ffi.create_proxy = lambda f: f
ffi.to_js = lambda value: value
pyscript.ffi = ffi
sys.modules.setdefault("pyscript", pyscript)
sys.modules.setdefault("pyscript.ffi", ffi)
