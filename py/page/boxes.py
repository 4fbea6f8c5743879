"""Filling the boxes: goals, worked examples, a link's board, and taking a replaced board back.

A shuffle or an example replaces what the Board box held; that is offered back ("restore") until
the next edit. Each change that needs a new verdict schedules a check (``page.checking``).
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
    checked = checking.state.checked
    if name == "custom" and not dom.value("goal-text").strip() and checked is not None:
        dom.set_value("goal-text", str(goal_board(*checked.board.shape)))
    checking.schedule()


def replace_board(text: str, by: str, before: links.Boxes) -> None:
    """Put ``text`` in the Board box; what the boxes held ``before`` is offered back."""
    keep = bool(before.board.strip()) and before.board != text
    replaced.boxes = before if keep else None
    language.write("restore-info", said(f"replaced-by-{by}") if keep else "")
    dom.show("restore-box", keep)
    dom.set_value("board", text)


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
    before = replaced.boxes
    if before is None:
        return
    replaced.boxes = None
    dom.show("restore-box", False)
    dom.set_value("board", before.board)
    dom.set_checked("largest-blank", before.largest_is_blank)
    choose_goal(before.goal, before.goal_text)
    dom.set_value("example", "")
    dom.focus("board")
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
    choice = dom.value("example")
    if choice:
        load_example(EXAMPLES[int(choice)])
        checking.schedule()


def open_link(fragment: str, query: str) -> None:
    """Fill the boxes from a link (its board, else the first worked example), and its goal.

    A board typed while Python started is kept: the link's board or the example fill an empty box.
    """
    opened = links.decode(fragment, query)
    if dom.value("board").strip():
        pass
    elif opened.board is not None:
        dom.set_value("board", opened.board)
        dom.set_checked("largest-blank", opened.largest_is_blank)
    else:
        load_example(EXAMPLES[0])
        dom.set_value("example", "0")
    if opened.goal_name != GOAL_NAMES[0] or opened.goal is not None:
        choose_goal(opened.goal_name, opened.goal or "")


def swap_tiles() -> None:
    """The fix's swap: the swapped board in the Board box (its text offered back), checked."""
    swapped = str(dom.el("swap-them").dataset.board)
    replace_board(swapped, "swap", dom.boxes())
    dom.set_value("example", "")
    checking.schedule()
