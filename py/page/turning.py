"""Rotate, Flip and Transpose beside the drawn board: the board checked, turned or mirrored, in
the Board box, with a note of what that does to every board's verdict of its shape.

Acts on the boxes, as a shuffle does: the turned board replaces the text (``boxes``: Restore
your text takes it back, Back returns to it), a custom goal is turned with the board (a goal
turned with its board keeps every verdict), and the check follows. The note is the core's
``symmetry_effect`` (proven in docs/rule.md).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from slidepuzzle import Board, format_board
from slidepuzzle.symmetry import Symmetry, symmetry_effect, transform

from page import boxes, checking, dom, language
from page.check import Checked

BUTTONS: dict[str, Symmetry] = {
    "rotate": Symmetry.ROTATE_RIGHT,
    "flip": Symmetry.FLIP_HORIZONTAL,
    "transpose": Symmetry.TRANSPOSE,
}
"""The buttons by id, and the symmetry each makes."""

NOTE = "symmetry-note"
"""Where what the symmetry does to the verdict is said (a polite live region)."""


async def turn_clicked(button: str, settled: Callable[[], Awaitable[Checked | None]]) -> None:
    """The board checked, once ``settled`` gives it, after the symmetry of ``button`` (its id),
    in the Board box."""
    symmetry = BUTTONS[button]
    checked = await settled()
    if checked is None:
        return
    board, goal = checked.board, checked.goal
    before = dom.boxes()
    if isinstance(goal, Board):  # a custom goal turns with the board
        dom.set_value("goal-text", format_board(transform(goal, symmetry)))
    boxes.replace_board(format_board(transform(board, symmetry)), "turn", before)
    dom.set_value("example", "")
    boxes.new_entry(before)
    language.write(NOTE, symmetry_effect(symmetry, board.rows, board.cols, goal))
    checking.schedule()
