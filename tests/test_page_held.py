"""A long paste kept with the Board box, natively (``page.boxes`` against a fake page): the box
shows its start, the whole text is what is checked, linked and copied; an edit replaces it and
Restore brings it back; Edit it all in the box lays it all out; a short paste is the browser's.
Sliced work freezes what lives (no garbage collection pauses over a big paste's boards)."""

import asyncio

import fakedom
import pytest
from fakedom import run, web, window
from page import boxes, checking, dom, language, sharing
from page.messages import Event
from slidepuzzle import random_board

BOARDS = [str(random_board(6, seed=seed)) for seed in range(300)]
LONG = "\n\n".join(BOARDS)
"""300 boards of 6 x 6, blank lines between: over ``HELD_TEXT`` characters."""


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


class Paste:
    """A ``paste`` on the Board box of ``text``, over the box's selection: the ``Event`` the DOM
    side sends (``prevented``: it took the paste over from the browser)."""

    def __init__(self, text: str, start: int = 0, end: int | None = None) -> None:
        box = web.page["board"]
        box.selectionStart, box.selectionEnd = start, len(box.value) if end is None else end
        self.text = text
        self.prevented = False

    def event(self) -> Event:
        pasted = fakedom.taken_paste(self.text, boxes.HELD_TEXT)
        self.prevented = pasted is not None
        return Event(0, "paste", "board", pasted=pasted)


async def settle() -> None:
    while checking.state.working or not checking.state.done.is_set():
        await asyncio.sleep(0.001)


def paste(event: Paste) -> None:
    """What the page does on a paste (``py/main.py``)."""
    taken = dom.taken_paste(event.event())
    if taken is not None:
        boxes.pasted(*taken)


async def _paste(event: Paste) -> None:
    paste(event)
    await settle()


async def _do(action) -> None:
    action()
    await settle()


def test_a_long_paste_is_kept_and_checked_whole_while_the_box_shows_its_start():
    assert len(LONG) > boxes.HELD_TEXT
    paste = Paste(LONG)
    run(_paste(paste))
    assert paste.prevented
    shown = web.page["board"].value
    assert shown == boxes.start_of(LONG) and shown.endswith("\n…")
    assert len(shown) <= boxes.SHOWN_CHARS + 2 and shown.count("\n") <= boxes.SHOWN_LINES
    assert LONG.startswith(shown.removesuffix("\n…"))
    assert dom.value("board") == LONG
    assert not web.page["held-box"].hidden
    info = web.page["held-info"].textContent
    assert info.startswith(f"The text is too long to lay out in the box ({len(LONG):,} characters)")
    assert len(checking.state.rows) == len(BOARDS)  # every board checked, not the start shown
    assert web.page["share-link"].value == "(the board is too large to share as a link)"
    language.switch("ru")
    info = web.page["held-info"].textContent
    assert info.startswith("Текст слишком длинный для окна ввода (") and "символов)" in info


def test_the_whole_text_is_copied():
    run(_paste(Paste(LONG)))
    run(sharing.copy_held())
    assert window.navigator.clipboard.text == LONG
    assert web.page["held-copy-info"].textContent == "The whole text copied."


def test_an_edit_replaces_the_long_text_and_restore_brings_it_back():
    run(_paste(Paste(LONG)))
    shown = web.page["board"].value
    web.page["board"].value = "2 1\n3 _"  # typed over it
    run(_do(lambda: boxes.edited(fakedom.edited_away())))
    assert dom.value("board") == "2 1\n3 _"
    assert checking.state.checked is not None and not checking.state.checked.verdict.solvable
    assert web.page["held-box"].hidden and web.page["held-info"].textContent == ""
    assert web.page["restore-info"].textContent == "Your edit replaced the long text."
    assert not web.page["restore-box"].hidden
    web.page["board"].value = "2 1\n3 _ "  # another edit: the text it replaced stays offered
    boxes.edited(fakedom.edited_away())
    assert not web.page["restore-box"].hidden and boxes.replaced.boxes is not None
    run(_do(boxes.restore))
    assert web.page["board"].value == shown and dom.value("board") == LONG
    assert not web.page["held-box"].hidden
    assert len(checking.state.rows) == len(BOARDS)


def test_a_long_paste_over_part_of_a_short_text_keeps_the_rest_and_edit_it_all_shows_it():
    web.page["board"].value = "1 2\n3 _"
    run(_paste(Paste(LONG, start=7, end=7)))
    assert dom.value("board") == "1 2\n3 _" + LONG
    assert boxes.replaced.boxes is None  # nothing replaced: the old text is in the new
    boxes.edit_held()
    assert web.page["board"].value == "1 2\n3 _" + LONG == dom.value("board")
    assert web.page["held-box"].hidden


def test_a_short_paste_is_left_to_the_browser():
    web.page["board"].value = "1 2"
    event = Paste("\n3 _", start=3, end=3)
    paste(event)
    assert not event.prevented
    assert web.page["board"].value == "1 2" == dom.value("board")
    assert checking.state.generation == 0  # no check: the browser's input event starts it
