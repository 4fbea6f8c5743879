"""Filling the boxes: goals, worked examples, and taking a replaced board back.

A shuffle or an example replaces what the Board box held; that is offered back ("restore") until
the next edit. A long text (a paste of megabytes) is kept with the Board box, which shows only its
start (``put_board``): the browser takes seconds to lay out megabytes in a box, the page not
answering meanwhile; an edit of the box replaces it, and it is offered back. Each board the reader
chooses (an example, a shuffle, a swap, a restore) gets a history entry of its own
(``new_entry``). Each change that needs a new verdict schedules a check (``page.checking``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from slidepuzzle import EXAMPLES, GOAL_NAMES, Board, Example, goal_board
from slidepuzzle.messages import Count

from page import checking, dom, editing, language, links
from page.wording import said

HELD_TEXT = 20_000
"""Characters of a text above which the Board box keeps it and shows only its start (laying out
0.5 MB of short lines takes the browser 0.3 to 6 s under load, docs/page.md)."""

SHOWN_LINES = 20
SHOWN_CHARS = 2_000
"""What the Board box shows of a text it keeps: at most these lines, these characters."""


@dataclass
class Replaced:
    """What the boxes held before a shuffle or an example replaced it (None: nothing offered)."""

    boxes: links.Boxes | None = None
    typed_over: bool = False
    """A long text an edit replaced: offered while the reader types on (a board takes many
    edits), not only until the next edit."""


replaced = Replaced()


def choose_goal(name: str, text: str = "") -> None:
    """Select a goal in the menu (a custom goal with its board text)."""
    dom.set_value("goal", name)
    dom.show("custom-goal", name == "custom")
    if name == "custom":
        dom.set_value("goal-text", text)


def goal_chosen() -> None:
    """The goal menu changed: show the custom box (filled in with the usual goal), check again."""
    name = dom.value("goal")
    dom.show("custom-goal", name == "custom")
    language.write("goal-note", "")  # a link's goal fallback, now overridden
    checked = checking.state.checked
    if name == "custom" and not dom.value("goal-text").strip() and checked is not None:
        dom.set_value("goal-text", str(goal_board(*checked.board.shape)))
    checking.schedule()


def replace_board(text: str, by: str, before: links.Boxes) -> None:
    """Put ``text`` in the Board box; what the boxes held ``before`` is offered back, unless an
    older text of the reader's is offered still (not edited since: two shuffles give back the
    text typed before the first)."""
    keep = bool(before.board.strip()) and before.board != text
    offered = replaced.boxes if replaced.boxes is not None and not replaced.typed_over else None
    offer_back(offered or (before if keep else None), f"replaced-by-{by}")
    put_board(text)


def start_of(text: str) -> str:
    """What the Board box shows of a long text it keeps: its first lines, then "…"."""
    return "\n".join(text[:SHOWN_CHARS].split("\n")[:SHOWN_LINES]) + "\n…"


def put_board(text: str, keep: bool | None = None) -> None:
    """Put ``text`` in the Board box; a long one (or any if ``keep``) is kept with the box, which
    shows its start, and a note says so (with Copy the whole text, and Edit it all in the box)."""
    held = len(text) > HELD_TEXT if keep is None else keep
    if held:
        dom.set_value("board", start_of(text), text)
    else:
        editing.replace_text("board", text)  # Ctrl+Z gives the old text back
    held_note(len(text) if held else None)


def held_note(chars: int | None) -> None:
    """Say that the Board box keeps a long text of ``chars`` characters (None: it keeps none)."""
    dom.show("held-box", chars is not None)
    info = "" if chars is None else said("held-info", chars=Count(chars, "char"))
    language.write("held-info", info)
    language.write("held-copy-info", "")


def pasted(whole: str, shown: str) -> None:
    """A long paste into the Board box, taken over from the browser (``dom.taken_paste``):
    ``whole``, the box's text with the paste in it, is put in it here (kept by ``put_board``)
    and checked at once. A long text the box kept (it ``shown``) and the paste edits is offered
    back."""
    before = dom.boxes()
    put_board(whole)
    after_edit(before if before.board != shown else None)
    checking.schedule(inputs=checking.read_inputs(whole))


def edit_held() -> None:
    """Edit it all in the box: the long text the box keeps, laid out in it (slow, but asked)."""
    put_board(dom.value("board"), keep=False)
    dom.focus("board")


def offer_back(
    before: links.Boxes | None, info: str = "", button: str = "restore", typed_over: bool = False
) -> None:
    """Offer ``before`` back (None: nothing), saying ``info`` beside the button ``button``;
    ``typed_over``: a long text an edit replaced, offered while the reader types on."""
    replaced.boxes, replaced.typed_over = before, typed_over
    language.write("restore-info", said(info) if before is not None else "")
    language.write("restore", said(button))
    dom.show("restore-box", before is not None)


def new_entry(before: links.Boxes) -> None:
    """The reader chose the board now in the boxes: a history entry of its own, after one for
    ``before`` (Back and Forward walk through the boards chosen; typing makes no entry)."""
    dom.new_entry(links.encode(before), links.encode(dom.boxes()))


def edited(kept: str | None) -> None:
    """An edit (typing), replacing the long text the box ``kept`` (None: none): see
    ``after_edit``; check it after a pause in the typing."""
    if kept is not None:
        held_note(None)
    after_edit(None if kept is None else dataclasses.replace(dom.boxes(), board=kept))
    checking.schedule(checking.TYPING_PAUSE)


def after_edit(typed_over: links.Boxes | None) -> None:
    """After an edit the box no longer holds the example; the long text it replaced (the boxes
    ``typed_over``) is offered back, else an older offer goes (but a long text's: one edit of many
    of a board typed over it)."""
    dom.set_value("example", "")
    if typed_over is not None:
        offer_back(typed_over, "replaced-by-edit", typed_over=True)
    elif replaced.boxes is not None and not replaced.typed_over:
        replaced.boxes = None
        dom.show("restore-box", False)


def restore() -> None:
    """Put back what a shuffle or an example replaced, and check it."""
    before, now = replaced.boxes, dom.boxes()
    if before is None:
        return
    offer_back(None)
    put_board(before.board)
    dom.set_checked("largest-blank", before.largest_is_blank)
    choose_goal(before.goal, before.goal_text)
    dom.set_value("example", "")
    dom.focus("board")
    new_entry(now)
    checking.schedule()


def load_example(example: Example) -> None:
    """Put a worked example in the boxes: its board, its blank convention, its goal."""
    replace_board(example.text, "example", dom.boxes())
    dom.set_checked("largest-blank", bool(example.largest_is_blank))
    if isinstance(example.goal, Board):
        choose_goal("custom", str(example.goal))
    else:
        choose_goal(example.goal or GOAL_NAMES[0])


def example_chosen() -> None:
    """An example chosen from the menu: put it in the boxes and check it."""
    choice, before = dom.value("example"), dom.boxes()
    if choice:
        load_example(EXAMPLES[int(choice)])
        editing.bring_into_view("verdict")
        new_entry(before)
        checking.schedule()


def swap_tiles(swapped: str) -> None:
    """The fix's swap, ``swapped`` (the board the button holds): in the Board box (its text
    offered back), checked."""
    before = dom.boxes()
    replace_board(swapped, "swap", before)
    dom.set_value("example", "")
    new_entry(before)
    checking.schedule()
