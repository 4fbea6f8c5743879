"""The proof's second half, shown: the 3-cycle played on the reader's own board.

``page.checking`` calls ``show(checked)`` after each check that found a board and ``hide()``
otherwise. The 3-cycle (``slidepuzzle.cycle``) is put on the proof's stage (``page.stage.cycle``)
when the proof is open, once per board: Play and the step buttons play it back there, the three
tiles marked; the counter says which phase each move is in. "Solve this board step by step"
starts the Solve panel.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from slidepuzzle import Board, Goal
from slidepuzzle.cycle import ThreeCycle, three_cycle

from page import dom, language, solve_panel, stage
from page.check import Checked
from page.game import Game
from page.panel_view import Position
from page.view import too_large
from page.why_view import cycle_caption, cycle_counter
from page.wording import said


@dataclass
class Proof:
    """The board the proof is for, and the 3-cycle on its stage."""

    checked: Checked | None = None
    shown_for: tuple[Board, Goal] | None = None
    """The board and goal whose 3-cycle is on the stage."""
    cycle: ThreeCycle | None = None


state = Proof()


def show(checked: Checked) -> None:
    """A board was checked: its 3-cycle goes on the stage now if the proof is open, else when
    it opens."""
    state.checked = checked
    if dom.opened("proof"):
        load()


def hide() -> None:
    """No board: nothing to cycle."""
    state.checked = state.shown_for = state.cycle = None
    stage.cycle.clear()


def toggled() -> None:
    """The proof opened or closed: put the board's 3-cycle on the stage when it opens."""
    if dom.opened("proof"):
        load()
    else:
        stage.cycle.pause()


def load() -> None:
    """Put the 3-cycle of the board checked on the proof's stage (once per board), or hide it:
    none on a single row or column, or a board too large to draw."""
    checked = state.checked
    if checked is None or (checked.board, checked.goal) == state.shown_for:
        return
    board = checked.board
    state.shown_for = (board, checked.goal)
    state.cycle = None if too_large(board) else three_cycle(board)
    dom.show("cycle", state.cycle is not None)
    if state.cycle is None:
        stage.cycle.clear()
        return
    language.write("cycle-caption", cycle_caption(state.cycle))
    help = said("playback-help")
    marked = frozenset(state.cycle.tiles)
    stage.cycle.load(Game(board, board), state.cycle.moves, help, moved, marked)


def moved(position: Position) -> None:
    """After a step of the 3-cycle: the counter says the move and its phase."""
    if state.cycle is not None:
        language.write("cycle-counter", cycle_counter(state.cycle, position.done))


async def solve_clicked(settled: Callable[[], Awaitable[Checked | None]]) -> None:
    """ "Solve this board step by step": the Solve panel solves it and plays the moves back."""
    dom.scroll_into_view("solve-section")
    await solve_panel.solve_clicked(settled)
