"""Filling the boxes: goals, worked examples, and taking a replaced board back.

A shuffle or an example replaces what the Board box held; that is offered back ("restore") until
the next edit. Each board the reader chooses (an example, a shuffle, a swap, a restore) gets a
history entry of its own (``new_entry``). Each change that needs a new verdict schedules a check
(``page.checking``).
"""

from __future__ import annotations

from dataclasses import dataclass

from slidepuzzle import EXAMPLES, GOAL_NAMES, Board, Example, goal_board

from page import checking, dom, language, links
from page.wording import said


@dataclass
class Replaced:
    """What the boxes held before a shuffle or an example replaced it (None: nothing offered)."""

    boxes: links.Boxes | None = None


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
    """Put ``text`` in the Board box; what the boxes held ``before`` is offered back."""
    keep = bool(before.board.strip()) and before.board != text
    offer_back(before if keep else None, f"replaced-by-{by}")
    dom.set_value("board", text)


def offer_back(before: links.Boxes | None, info: str = "", button: str = "restore") -> None:
    """Offer ``before`` back (None: nothing), saying ``info`` beside the button ``button``."""
    replaced.boxes = before
    language.write("restore-info", said(info) if before is not None else "")
    language.write("restore", said(button))
    dom.show("restore-box", before is not None)


def new_entry(before: links.Boxes) -> None:
    """The reader chose the board now in the boxes: a history entry of its own, after one for
    ``before`` (Back and Forward walk through the boards chosen; typing makes no entry)."""
    dom.new_entry(links.encode(before), links.encode(dom.boxes()))


def edited() -> None:
    """An edit: the box no longer holds the example nor offers back what it replaced; check it
    after a pause in the typing."""
    dom.set_value("example", "")
    if replaced.boxes is not None:
        replaced.boxes = None
        dom.show("restore-box", False)
    checking.schedule(checking.TYPING_PAUSE)


def restore() -> None:
    """Put back what a shuffle or an example replaced, and check it."""
    before, now = replaced.boxes, dom.boxes()
    if before is None:
        return
    offer_back(None)
    dom.set_value("board", before.board)
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
        new_entry(before)
        checking.schedule()


def swap_tiles() -> None:
    """The fix's swap: the swapped board in the Board box (its text offered back), checked."""
    swapped, before = str(dom.el("swap-them").dataset.board), dom.boxes()
    replace_board(swapped, "swap", before)
    dom.set_value("example", "")
    new_entry(before)
    checking.schedule()
