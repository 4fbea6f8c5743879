"""Moves to go and the hint, under the Solve panel's board while it is played (by hand or back).

The one owner of what is known of the position on the stage (``state``). After every move the
panel calls ``follow`` with the board; the line under the board (a polite live region) says
"3 moves to go (optimal)." as soon as it is known (``slidepuzzle.hint.moves_to_go``), and the
Hint button slides the first tile of the optimal solution found. Nothing holds the page's
worker long (it answers the page's events between slices; the page's thread holds no Python):

- a board that is the goal, cannot reach it, or lies on one line is answered at once;
- boards of up to ``TABLE_HINT_CELLS`` (9) cells read the shape's distance table, built in
  slices the first time (``distance_table_steps``: a few seconds in the browser for 3 x 3);
- boards of 10 to 16 cells are searched in the solver's worker (``to_go_json``), the line
  saying "at least N" (Manhattan distance and linear conflicts, no tables) until it answers;
  one search at a time: a move made meanwhile is asked for when the search ends;
- bigger boards too, for ``BIG_SECONDS``: never proven, they get the lower bound and the best
  solution found ("at least 60 moves to go (the best solution found so far: 84)"); boards too
  big to solve, or to draw, get no line.

After the hint's move nothing is searched again: the rest of the solution is known
(``ToGo.after_hint``).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from slidepuzzle import Board, Tile
from slidepuzzle.distance import distance_table_steps
from slidepuzzle.heuristics import estimate
from slidepuzzle.hint import TABLE_HINT_CELLS, ToGo, moves_to_go
from slidepuzzle.messages import Count
from slidepuzzle.rule import is_solvable
from slidepuzzle.solve import OPTIMAL_CELLS, too_big

from page import dom, language, protocol, slices, solver_client, stage
from page.view import too_large
from page.wording import Said, said, sentence

LINE = "to-go"
"""The live line under the board."""
HINT = "hint"
"""The Hint button (shown while playing by hand, enabled when a hint is known)."""

SEARCH_SECONDS = 20.0
"""The time limit of the worker's search for a board's moves to go."""

BIG_SECONDS = 3.0
"""The time limit for a board of more than 16 cells, never proven: the bound and the best
solution found by then."""

SLICE_SECONDS = 0.02
"""The longest slice of a distance table's build before the page answers again."""


@dataclass
class Position:
    """The board on the stage, its goal, and what is known of it."""

    board: Board | None = None
    target: Board | None = None
    site: str = ""
    """The page's folder, where the worker fetches its tables."""
    known: ToGo | None = None
    """What is known of ``board`` (None: not yet, or nothing to say)."""
    settled: Board | None = None
    """The board whose answer is final (``known``, or nothing)."""
    task: asyncio.Future[None] | None = None


state = Position()


def follow(board: Board, target: Board, site: str) -> None:
    """The board on the stage is now ``board`` (goal ``target``): say how far the goal is, at once
    when known, else once found."""
    before, known = state.board, state.known
    state.board, state.target, state.site = board, target, site
    state.known = state.settled = None
    tile = None if known is None else known.hint
    if (
        known is not None
        and tile is not None
        and before is not None
        and before.slide(tile) == board
    ):
        settle(board, known.after_hint())  # the hint's move: the rest of its solution is known
        return
    _offer(False)
    if state.task is None:
        state.task = asyncio.ensure_future(_find())


def clear() -> None:
    """Nothing on the stage: no line, no hint (a search under way is left to end)."""
    state.board = state.target = state.known = state.settled = None
    language.write(LINE, "")
    dom.enable(HINT, False)


def hint() -> Tile | None:
    """The tile to slide next, when known for the board on the stage."""
    return None if state.known is None else state.known.hint


def hint_clicked() -> None:
    """Hint: the next move of the solution found is made on the stage."""
    tile = hint()
    if tile is not None:
        stage.solve.slide(tile)


def settle(board: Board, known: ToGo | None) -> None:
    """``known`` is what is known of ``board``: said, if ``board`` is still on the stage."""
    if board != state.board:
        return
    state.known, state.settled = known, board
    language.write(LINE, "" if known is None else sentence(known.phrase()))
    _offer(known is not None and known.hint is not None)


def _offer(on: bool) -> None:
    """Enable Hint or not; the focus goes to the board when it leaves a disabled Hint."""
    dom.enable(HINT, on)
    if not on and dom.focused() == HINT:
        dom.focus("stage")


async def _find() -> None:
    """Answer the board on the stage, and again while it changed meanwhile."""
    try:
        while state.board is not None and state.settled != state.board:
            board, target = state.board, state.target
            assert target is not None
            settle(board, await _answer(board, target))
    finally:
        state.task = None


async def _answer(board: Board, target: Board) -> ToGo | None:
    """What is known of ``board``: see the module's notes."""
    if too_large(board):
        return None
    if 1 in board.shape or board == target or not is_solvable(board, target):
        return moves_to_go(board, target)
    if board.size <= TABLE_HINT_CELLS:
        await slices.run(distance_table_steps(target), SLICE_SECONDS)
        return moves_to_go(board, target)
    if too_big(board):
        return None
    language.write(LINE, searching(board, target))
    seconds = SEARCH_SECONDS if board.size <= OPTIMAL_CELLS else BIG_SECONDS
    request = protocol.Request.of(board, target, seconds, state.site)
    answer = await solver_client.ask("to_go_json", request.to_json())
    if isinstance(answer, protocol.ToGoFound):
        try:
            return answer.to_go()
        except protocol.ProtocolError:
            return None
    return None


def searching(board: Board, target: Board) -> Said:
    """The line while the worker searches: "At least 40 moves to go (searching…)."."""
    bound = estimate(board, target, walk=False)  # no tables built in the page's worker
    return said("to-go-searching", moves=Count(bound, "move"))
