"""The one place that touches the page's elements and controls: elements by id through
``pyscript.web``, ``render``, the workers started, and the browser's events read into values (a
paste taken over, a key handled). The drawn boards are ``page.drawn``'s, the browser's own
editing and choosing ``page.editing``'s.

It holds no state and knows no "current language": what it writes in a language takes it as an
argument. Everything else in ``page`` is either pure or wiring that calls these functions.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from pyscript import web, window, workers
from pyscript.ffi import create_proxy, to_js
from slidepuzzle.i18n import LANG_TAGS, Lang
from slidepuzzle.scan import BLANK_SPELLINGS

from page.links import Boxes, Share, address
from page.markup import escape
from page.options import Field
from page.view import Box, PageView, Status
from page.wording import counted, say

ALERTS: dict[Box, str] = {"board": "board-error", "goal-text": "goal-error"}
"""The alert next to each text box."""


def el(name: str) -> Any:
    """The page element with this id (a ``pyscript.web`` element)."""
    return web.page[name]


def text(name: str, words: str) -> None:
    """Write plain text into an element."""
    el(name).textContent = words


def set_label(name: str, words: str) -> None:
    el(name).setAttribute("aria-label", words)


ATTRIBUTES = {
    "label": "aria-label",
    "placeholder": "placeholder",
    "content": "content",
    "roledescription": "aria-roledescription",
}
"""index.html's ``data-*`` names for attributes the catalogue fills: ``data-label="key"``."""


def translate(lang: Lang) -> None:
    """Write the whole page in ``lang``: ``<html lang>``, index.html's fixed text (its
    ``data-text``, ``data-noun`` and ``ATTRIBUTES`` elements) and the language menu."""
    document = window.document
    document.documentElement.lang = LANG_TAGS[lang]
    for element in document.querySelectorAll("[data-text]"):
        key = element.getAttribute("data-text")
        if element.getAttribute("data-codes") == "blank":  # the blank's spellings, as <code>s
            marked = escape(say(lang, key, codes="\x00"))
            code_list = ", ".join(f"<code>{escape(c)}</code>" for c in BLANK_SPELLINGS)
            element.innerHTML = marked.replace("\x00", code_list)
        else:
            element.textContent = say(lang, key)
    for short, attribute in ATTRIBUTES.items():
        for element in document.querySelectorAll(f"[data-{short}]"):
            element.setAttribute(attribute, say(lang, element.getAttribute(f"data-{short}")))
    for element in document.querySelectorAll("[data-noun]"):
        element.textContent = counted(lang, int(element.value), element.getAttribute("data-noun"))
    set_value("lang", lang)


def fill_menu(lang: Lang, name: str, choices: list[tuple[str, str]]) -> None:
    """Add options to a menu: (value, catalogue key) pairs, each written in ``lang``
    and marked ``data-text`` so that ``translate`` writes it again on a switch."""
    document = window.document
    menu = document.getElementById(name)
    for choice, key in choices:
        option = document.createElement("option")
        option.value = choice
        option.setAttribute("data-text", key)
        option.textContent = say(lang, key)
        menu.append(option)


def enable_choices(name: str, enabled: set[str]) -> None:
    """Enable the options of a menu whose value is in ``enabled``, disable the others."""
    for option in window.document.getElementById(name).children:
        option.disabled = option.value not in enabled


def preferred_languages() -> list[str]:
    """The browser's preferred languages (``navigator.languages``), most wanted first."""
    return [str(tag) for tag in window.navigator.languages or [window.navigator.language]]


LANG_KEY = "slidepuzzle-lang"
"""Where the language chosen from the menu is remembered (``localStorage``)."""


def stored(key: str) -> str:
    """What the device keeps under ``key`` (``localStorage``): "" for nothing, or no storage
    allowed."""
    try:
        return str(window.localStorage.getItem(key) or "")
    except Exception:  # storage refused (private mode, a sandbox): nothing remembered
        return ""


def store(key: str, words: str) -> None:
    """Keep ``words`` under ``key`` on the device for later visits (if storage is allowed)."""
    with contextlib.suppress(Exception):  # storage refused (or full): it holds for this visit
        window.localStorage.setItem(key, words)


def stored_lang() -> str:
    """The language last chosen from the menu ("" for none, or no storage allowed)."""
    return stored(LANG_KEY)


def store_lang(lang: Lang) -> None:
    """Remember the language chosen from the menu for the next visit (if storage is allowed)."""
    store(LANG_KEY, lang)


def value(name: str) -> str:
    """What a field holds (a box's long text kept by ``set_value``, while it shows its start)."""
    element = el(name)
    shown = str(element.value)  # a long text kept is copied into Python only if it is the value
    whole = shown == getattr(element, "heldShown", None) and getattr(element, "heldText", None)
    return str(whole) if whole else shown


def edited_away(name: str) -> str | None:
    """The long text kept with a box edited since (now forgotten); None: none."""
    element = el(name)
    whole = getattr(element, "heldText", None)
    if whole is None or str(element.value) == str(element.heldShown):
        return None
    element.heldText = None
    return str(whole)


def boxes(board: str | None = None) -> Boxes:
    """What the boxes hold now (``board``: the Board box's text, known: 5 MB copied not again)."""
    board = value("board") if board is None else board
    return Boxes(board, value("goal"), value("goal-text"), checked("largest-blank"))


def set_value(name: str, words: str, whole: str | None = None) -> None:
    """Put ``words`` in a field; ``whole``: the long text they start, kept with it unshown."""
    element = el(name)
    element.value = words
    element.heldText, element.heldShown = whole, words


def checked(name: str) -> bool:
    return bool(el(name).checked)


def set_checked(name: str, on: bool) -> None:
    el(name).checked = on


def field(name: str) -> Field:
    """What a form field holds, and whether the browser found it not a number."""
    element = el(name)
    return Field(str(element.value), bool(element.validity.badInput))


def show(name: str, visible: bool = True) -> None:
    el(name).hidden = not visible


def enable(name: str, enabled: bool = True) -> None:
    el(name).disabled = not enabled


def opened(name: str) -> bool:
    """Whether a ``<details>`` element is open."""
    return bool(el(name).open)


def focus(name: str) -> None:
    """Move the keyboard focus to an element (so it is not lost when another hides)."""
    el(name).focus()


def select(name: str) -> None:
    """Select the text of a field (to copy by hand)."""
    el(name).select()


def set_style(name: str, prop: str, words: str) -> None:
    """Set a CSS property of an element (a custom property: ``--slide``)."""
    el(name).style[prop] = words


def focused() -> str:
    """The id of the element with the keyboard focus ("" for none)."""
    active = window.document.activeElement
    return str(active.id) if active else ""


def busy(on: bool) -> None:
    """Mark the verdict busy (a check or shuffle under way) or not, for assistive technology."""
    if on:
        el("verdict").setAttribute("aria-busy", "true")
    else:
        el("verdict").removeAttribute("aria-busy")


def status(box: str, line: Status, title_class: str, text_class: str) -> None:
    """Write a status box: its look, a title line and the sentences under it."""
    element = el(box)
    element.className = f"{box} {line.kind}".strip()
    paragraphs = "".join(
        f'<p class="{text_class}">{escape(sentence)}</p>' for sentence in line.sentences
    )
    title = f'<p class="{title_class}">{escape(line.title)}</p>' if line.title else ""
    element.innerHTML = title + paragraphs


def location() -> tuple[str, str]:
    """The address's fragment (``#...``) and query (``?...``)."""
    return str(window.location.hash), str(window.location.search)


def site_folder() -> str:
    """The page's folder, ending in ``/`` (the site's root, under a sub-path on GitHub Pages)."""
    return str(window.document.baseURI).split("?")[0].split("#")[0].rsplit("/", 1)[0] + "/"


def mark(name: str, words: str) -> None:
    """Say in ``body[data-NAME]`` what tests wait for: ``ready`` (Python started), ``working``."""
    setattr(window.document.body.dataset, name, words)


async def copy_text(words: str) -> None:
    """Put ``words`` on the clipboard (raises where the browser does not allow it)."""
    await window.navigator.clipboard.writeText(words)


def verdict(line: Status) -> None:
    """Write the verdict box (a live region)."""
    status("verdict", line, "verdict-title", "verdict-text")


def page_address(link: Share) -> str:
    """``link`` on this page, with the language only if the reader chose one from the menu."""
    page = str(window.location.href).split("#")[0].split("?")[0]
    return address(page, link, stored_lang())


def new_entry(before: Share, after: Share) -> None:
    """A board the reader chose to open: the address bar's entry keeps ``before``, a new entry
    holds ``after`` (Back returns to ``before``)."""
    window.history.replaceState(None, "", page_address(before))
    window.history.pushState(None, "", page_address(after))


def share(lang: Lang, link: Share, pending: bool = False) -> None:
    """Make the address bar and the link field hold ``link`` (its text in ``lang``).

    ``pending``: its check is under way, so the address bar holds no fragment meanwhile (not an
    older board's); it is rewritten only if it holds another, once for a burst of typing.
    """
    whole = page_address(link)
    if not pending:
        window.history.replaceState(None, "", whole)
    elif str(window.location.hash) and str(window.location.href) != whole:
        window.history.replaceState(None, "", page_address(Share("")))
    if link.left_out:
        set_value("share-link", say(lang, f"{link.left_out}-too-large-to-share"))
    else:
        set_value("share-link", whole)


def render(lang: Lang, view: PageView) -> None:
    """Write everything the check shows: the one place the view model reaches the page."""
    verdict(view.status)
    el("verdict").insertAdjacentHTML("beforeend", view.steps)
    show("fix", view.fix is not None)
    if view.fix is not None:
        text("fix-text", view.fix.text)
        text("fix-reason", view.fix.reason)
        el("swap-them").dataset.board = view.fix.board_text
    show("proof", bool(view.forms))
    el("forms").innerHTML = "".join(f"<li>{escape(form)}</li>" for form in view.forms)
    share(lang, view.share)
    for box, alert in ALERTS.items():
        message = view.errors.get(box, "")
        text(alert, message)
        if message:
            el(box).setAttribute("aria-invalid", "true")
        else:
            el(box).removeAttribute("aria-invalid")
    show("picture", view.picture is not None)
    if view.picture is not None:
        grid = el("grid")
        grid.innerHTML = view.picture.cells_html
        inner = grid.firstElementChild
        if inner:  # a JS null is falsy (and not None)
            inner.style.setProperty("--cols", str(view.picture.cols))
        text("grid-caption", view.picture.caption)
    show("reading", view.reading is not None)
    if view.reading is not None:
        text("reading-tiles", view.reading.tiles)
        text("reading-count", view.reading.count)
        show("pairs", view.reading.pairs is not None)
        if view.reading.pairs is not None:
            text("pairs-list", view.reading.pairs)
    text("timing", view.timing)
    text("read-note", view.read_note)
    show("read-as-box", view.read_as is not None)
    el("read-as").innerHTML = "" if view.read_as is None else view.read_as.options_html
    show("batch", view.batch is not None)
    el("batch-rows").innerHTML = "" if view.batch is None else view.batch.chunks[0]


def append_rows(rows_html: str) -> None:
    """Add rows at the end of the batch's table (written a chunk at a time)."""
    el("batch-rows").insertAdjacentHTML("beforeend", rows_html)


def download(name: str, words: str, kind: str, revoke: str = "") -> str:
    """Have the browser save ``words`` as a file called ``name`` (of MIME type ``kind``); the
    object URL made for it, to ``revoke`` at the next download."""
    if revoke:
        window.URL.revokeObjectURL(revoke)
    blob = window.Blob.new(to_js([words]), to_js({"type": kind}))
    url = str(window.URL.createObjectURL(blob))
    link = window.document.createElement("a")
    link.href = url
    link.download = name
    window.document.body.append(link)
    link.click()
    link.remove()
    return url


def touch_only() -> bool:
    """Whether the device has no fine pointer (no mouse, so most likely no keyboard either)."""
    return not bool(window.matchMedia("(any-pointer: fine)").matches)


def scroll_into_view(name: str) -> None:
    """Scroll so the whole element shows (the board, its counter and its controls together)."""
    el(name).scrollIntoView(to_js({"block": "nearest"}))


def start_worker(name: str, src: str, config: str) -> Any:
    """Start a PyScript worker named ``name`` running ``src``; its script element."""
    script = web.script()
    script.type = "py"
    script.src = src
    for attribute, setting in (("worker", ""), ("name", name), ("config", config)):
        script.setAttribute(attribute, setting)
    web.page.body.append(script)
    return script


def listen(script: Any, heard: Callable[[object], None]) -> None:
    """Pass what a started worker posts (its progress) to ``heard``."""
    xworker = getattr(script._dom_element, "xworker", None)
    if xworker:
        xworker.addEventListener("message", create_proxy(lambda event: heard(event.data)))


async def worker(name: str) -> Any:
    """The named worker's exports, once it has started."""
    return await workers[name]


def end_worker(script: Any) -> None:
    """Terminate a worker and take its script away."""
    xworker = getattr(script._dom_element, "xworker", None)
    if xworker:
        xworker.terminate()
    script.remove()


def taken_paste(event: Any, longest: int) -> tuple[str, str] | None:
    """A paste into a box, taken over from the browser when its text is longer than ``longest``
    (laying megabytes out in a box is the browser's slowest work): the box's text with the paste
    in place of its selection, and the text it showed; None: a short paste, left to the browser."""
    text = str(event.clipboardData.getData("text/plain"))
    if len(text) <= longest:
        return None
    event.preventDefault()
    box = event.currentTarget
    shown, start, end = str(box.value), int(box.selectionStart), int(box.selectionEnd)
    return shown[:start] + text + shown[end:], shown


def on_key(event: Any, handle: Callable[[str], bool]) -> None:
    """A key pressed: ``handle`` its name; if handled, the browser's own action (scrolling) is
    prevented."""
    if handle(str(event.key)):
        event.preventDefault()
