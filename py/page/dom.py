"""The page's elements and controls, from the working side: each command an op the DOM side
makes (``static/page.mjs`` holds the JavaScript twin of each, named alike), each query read from
what the last event carried (``page.bridge``), the solver's workers started and called through
the DOM side. The drawn boards are ``page.drawn``'s, the browser's own editing and choosing
``page.editing``'s.

It holds no state and knows no "current language": what it writes in a language takes it as an
argument. Everything else in ``page`` is either pure or wiring that calls these functions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from slidepuzzle.i18n import LANG_TAGS, Lang
from slidepuzzle.scan import BLANK_SPELLINGS

from page import bridge
from page.links import Boxes, Share, address
from page.markup import escape
from page.messages import Event
from page.options import Field
from page.view import Box, PageView, Status
from page.wording import counted, page_keys, say

ALERTS: dict[Box, str] = {"board": "board-error", "goal-text": "goal-error"}
"""The alert next to each text box."""


def text(name: str, words: str) -> None:
    """Write plain text into an element."""
    bridge.op("text", name, words)


def set_label(name: str, words: str) -> None:
    bridge.op("set_label", name, words)


def html(name: str, markup: str) -> None:
    """Write markup into an element (escaped where it quotes text)."""
    bridge.op("html", name, markup)


def add_html(name: str, markup: str) -> None:
    """Add markup at the end of an element."""
    bridge.op("add_html", name, markup)


def set_data(name: str, key: str, words: str) -> None:
    """Set an element's ``data-KEY``."""
    bridge.op("set_data", name, key, words)


NOUN_COUNTS = {"speed": (1, 3, 10, 40)}
"""index.html's counted options (``data-noun``, their values): the playback's speeds."""


def translate(lang: Lang) -> None:
    """Write the whole page in ``lang``: ``<html lang>``, index.html's fixed text (its
    ``data-text``, ``data-noun`` and ``data-label``-like elements) and the language menu; a text
    that lists the blank's spellings (``data-codes="blank"``) has them as ``<code>``s."""
    code_list = ", ".join(f"<code>{escape(c)}</code>" for c in BLANK_SPELLINGS)
    written = {key: say(lang, key, codes="\x00") for key in page_keys()}
    texts = {key: words for key, words in written.items() if "\x00" not in words}
    coded = {
        key: escape(words).replace("\x00", code_list)
        for key, words in written.items()
        if "\x00" in words
    }
    nouns = {
        noun: {str(count): counted(lang, count, noun) for count in counts}
        for noun, counts in NOUN_COUNTS.items()
    }
    bridge.op("translate", LANG_TAGS[lang], texts, coded, nouns)
    set_value("lang", lang)


def fill_menu(lang: Lang, name: str, choices: list[tuple[str, str]]) -> None:
    """Add options to a menu: (value, catalogue key) pairs, each written in ``lang``
    and marked ``data-text`` so that ``translate`` writes it again on a switch."""
    bridge.op("fill_menu", name, [[choice, key, say(lang, key)] for choice, key in choices])


def enable_choices(name: str, enabled: set[str]) -> None:
    """Enable the options of a menu whose value is in ``enabled``, disable the others."""
    bridge.op("enable_choices", name, sorted(enabled))


LANG_KEY = "slidepuzzle-lang"
"""Where the language chosen from the menu is remembered (``localStorage``)."""


def preferred_languages() -> list[str]:
    """The browser's preferred languages (``navigator.languages``), most wanted first."""
    return list(bridge.form().languages)


def stored(key: str) -> str:
    """What the device keeps under ``key`` (``localStorage``, as the last event carried it): ""
    for nothing, or no storage allowed."""
    return bridge.form().stored.get(key, "")


def store(key: str, words: str) -> None:
    """Keep ``words`` under ``key`` on the device for later visits (if storage is allowed)."""
    bridge.op("store", key, words)
    bridge.form().stored[key] = words


def stored_lang() -> str:
    """The language last chosen from the menu ("" for none, or no storage allowed)."""
    return stored(LANG_KEY)


def store_lang(lang: Lang) -> None:
    """Remember the language chosen from the menu for the next visit (if storage is allowed)."""
    store(LANG_KEY, lang)


def value(name: str) -> str:
    """What a field holds (a box's long text kept by ``set_value``, while it shows its start)."""
    return bridge.form().values.get(name, "")


def edited_away(event: Event) -> str | None:
    """The long text kept with the box ``event`` (an edit) happened on, replaced by the edit (now
    forgotten); None: none."""
    return event.edited_away


def boxes(board: str | None = None) -> Boxes:
    """What the boxes hold now (``board``: the Board box's text, known: 5 MB copied not again)."""
    board = value("board") if board is None else board
    return Boxes(board, value("goal"), value("goal-text"), checked("largest-blank"))


def set_value(name: str, words: str, whole: str | None = None) -> None:
    """Put ``words`` in a field; ``whole``: the long text they start, kept with it unshown."""
    kept = None if whole is None else bridge.kept_as(whole)
    bridge.op("set_value", name, words, whole if kept is None else None, kept)
    bridge.wrote(name, words if whole is None else whole)


def checked(name: str) -> bool:
    return bridge.form().checked.get(name, False)


def set_checked(name: str, on: bool) -> None:
    bridge.op("set_checked", name, on)
    bridge.wrote(name, on)


def field(name: str) -> Field:
    """What a form field holds, and whether the browser found it not a number."""
    return Field(value(name), name in bridge.form().bad)


def show(name: str, visible: bool = True) -> None:
    bridge.op("show", name, visible)


def enable(name: str, enabled: bool = True) -> None:
    bridge.op("enable", name, enabled)


def opened(name: str) -> bool:
    """Whether a ``<details>`` element is open."""
    return name in bridge.form().opened


def focus(name: str) -> None:
    """Move the keyboard focus to an element (so it is not lost when another hides)."""
    bridge.op("focus", name)
    bridge.form().focused = name


def select(name: str) -> None:
    """Select the text of a field (to copy by hand)."""
    bridge.op("select", name)


def set_style(name: str, prop: str, words: str) -> None:
    """Set a CSS property of an element (a custom property: ``--slide``)."""
    bridge.op("set_style", name, prop, words)


def focused() -> str:
    """The id of the element with the keyboard focus ("" for none)."""
    return bridge.form().focused


def busy(on: bool, name: str = "verdict") -> None:
    """Mark the verdict (or ``name``) busy (a check or shuffle under way) or not, for assistive
    technology."""
    bridge.op("busy", name, on)


def status(box: str, line: Status, title_class: str, text_class: str) -> None:
    """Write a status box: its look, a title line and the sentences under it."""
    paragraphs = "".join(
        f'<p class="{text_class}">{escape(sentence)}</p>' for sentence in line.sentences
    )
    title = f'<p class="{title_class}">{escape(line.title)}</p>' if line.title else ""
    bridge.op("status", box, f"{box} {line.kind}".strip(), title + paragraphs)


def location() -> tuple[str, str]:
    """The address's fragment (``#...``) and query (``?...``)."""
    href = bridge.form().href
    before, hash_mark, fragment = href.partition("#")
    query = before.partition("?")[2]
    return (hash_mark + fragment if fragment else ""), ("?" + query if query else "")


def site_folder() -> str:
    """The page's folder, ending in ``/`` (the site's root, under a sub-path on GitHub Pages)."""
    return bridge.form().base


def mark(name: str, words: str) -> None:
    """Say in ``body[data-NAME]`` what tests wait for: ``ready`` (Python started), ``working``."""
    bridge.op("mark", name, words)


async def copy_text(words: str) -> None:
    """Put ``words`` on the clipboard (raises where the browser does not allow it)."""
    await bridge.ask("copy_text", words)


def verdict(line: Status) -> None:
    """Write the verdict box (a live region)."""
    status("verdict", line, "verdict-title", "verdict-text")


def page_address(link: Share) -> str:
    """``link`` on this page, with the language only if the reader chose one from the menu."""
    page = bridge.form().href.split("#")[0].split("?")[0]
    return address(page, link, stored_lang())


def _history(kind: str, url: str) -> None:
    bridge.op("history", kind, url)
    bridge.moved(url)


def new_entry(before: Share, after: Share) -> None:
    """A board the reader chose to open: the address bar's entry keeps ``before``, a new entry
    holds ``after`` (Back returns to ``before``)."""
    _history("replace", page_address(before))
    _history("push", page_address(after))


def share(lang: Lang, link: Share, pending: bool = False) -> None:
    """Make the address bar and the link field hold ``link`` (its text in ``lang``).

    ``pending``: its check is under way, so the address bar holds no fragment meanwhile (not an
    older board's); it is rewritten only if it holds another, once for a burst of typing.
    """
    whole = page_address(link)
    href = bridge.form().href
    if not pending:
        if href != whole:
            _history("replace", whole)
    elif location()[0] and href != whole:
        _history("replace", page_address(Share("")))
    if link.left_out:
        set_value("share-link", say(lang, f"{link.left_out}-too-large-to-share"))
    else:
        set_value("share-link", whole)


def render(lang: Lang, view: PageView) -> None:
    """Write everything the check shows: the one place the view model reaches the page."""
    verdict(view.status)
    add_html("verdict", view.steps)
    show("fix", view.fix is not None)
    if view.fix is not None:
        text("fix-text", view.fix.text)
        text("fix-reason", view.fix.reason)
        set_data("swap-them", "board", view.fix.board_text)
    show("proof", bool(view.forms))
    html("forms", "".join(f"<li>{escape(form)}</li>" for form in view.forms))
    share(lang, view.share)
    for box, alert in ALERTS.items():
        bridge.op("alert", box, alert, view.errors.get(box, ""))
    show("picture", view.picture is not None)
    if view.picture is not None:
        bridge.op("grid", view.picture.cells_html, view.picture.cols)
        bridge.picked(False)  # drawn anew: no tile picked
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
    html("read-as", "" if view.read_as is None else view.read_as.options_html)
    show("batch", view.batch is not None)
    html("batch-rows", "" if view.batch is None else view.batch.chunks[0])


def append_rows(rows_html: str) -> None:
    """Add rows at the end of the batch's table (written a chunk at a time)."""
    add_html("batch-rows", rows_html)


def download(name: str, words: str, kind: str) -> None:
    """Have the browser save ``words`` as a file called ``name`` (of MIME type ``kind``; the
    DOM side frees the last download's object URL)."""
    bridge.op("download", name, words, kind)


def touch_only() -> bool:
    """Whether the device has no fine pointer (no mouse, so most likely no keyboard either)."""
    return bridge.form().touch_only


def scroll_into_view(name: str) -> None:
    """Scroll so the whole element shows (the board, its counter and its controls together)."""
    bridge.op("scroll_into_view", name)


def start_worker(name: str, src: str, config: str) -> str:
    """Start a PyScript worker named ``name`` running ``src`` (the DOM side starts it: a worker
    cannot); its name."""
    bridge.op("start_worker", name, src, config)
    return name


def listen(name: str, heard: Callable[[object], None]) -> None:
    """Pass what a started worker posts (its progress) to ``heard``."""
    bridge.listen(name, heard)


class Worker:
    """A started worker's exports, called through the DOM side: ``await worker.solve_json(t)``."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getattr__(self, method: str) -> Callable[[str], Any]:
        async def call(request: str) -> Any:
            return await bridge.ask("call_worker", self.name, method, request)

        return call


async def worker(name: str) -> Worker:
    """The named worker's exports, once it has started."""
    await bridge.ask("worker_ready", name)
    return Worker(name)


def end_worker(name: str) -> None:
    """Terminate a worker and take its script away."""
    bridge.forget(name)
    bridge.op("end_worker", name)


def taken_paste(event: Event) -> tuple[str, str] | None:
    """A paste into a box that the DOM side took over from the browser, its text being long
    (laying megabytes out in a box is the browser's slowest work): the box's text with the paste
    in place of its selection, and the text it showed; None: a short paste, left to the browser."""
    if event.pasted is None:
        return None
    whole, shown = event.pasted
    return whole, shown


def on_key(event: Event, handle: Callable[[str], bool]) -> None:
    """A key pressed: ``handle`` its name (the DOM side prevented the browser's own action of the
    keys the stages use)."""
    handle(event.key)
