"""Solutions: the tiles to slide, in order, to take a board to its goal; which solver, when.

- A *move* is the tile slid into the blank; a *solution* is the moves from a board to its goal.
- *Lines* (one row or one column) have one solution: the blank walks to its goal cell.
- The searches (optimal and weighted IDA*, ``shorten``) are in ``slidepuzzle.search``, their
  lower bounds in ``slidepuzzle.heuristics``; the constructive solver, for any size, in
  ``slidepuzzle.construct``.

``solve`` picks: lines walk; boards of up to ``OPTIMAL_CELLS`` cells are searched optimally
within the time limit (the best solution found so far is kept in case time runs out, and is
proven optimal if the search rules out anything shorter); bigger boards are built
constructively, up to ``MAX_BUILD``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from slidepuzzle.board import Board, Goal, RequestError, Tile, goal_board
from slidepuzzle.construct import construct
from slidepuzzle.heuristics import has_walking
from slidepuzzle.i18n import Lang
from slidepuzzle.messages import Phrase
from slidepuzzle.patterns import Frame, PatternTables, pattern_tables, table_trouble
from slidepuzzle.rule import Verdict, analyze, explain
from slidepuzzle.search import SearchTimeout, ida_star, pattern_ida_star, shorten

OPTIMAL_CELLS = 16
"""Boards with at most this many cells get an optimal search; bigger ones a constructive one."""

WEIGHTS = (3.0, 2.0, 1.5)
"""How much the weighted searches inflate the lower bound, one after the other: the greediest
first, since it finishes soonest on every shape; a search running out of time ends them."""

QUICK_SHARE = 0.1
"""The share of the time limit for the quick stage (weighted searches, then ``shorten``)..."""

QUICK_SHARE_NO_WALKING = 0.5
"""...and on shapes without walking-distance tables (a side over 4, as 2 x 8 or 3 x 5), where
the optimal search seldom finishes and the quick stage needs longer."""

MAX_BUILD = 500_000
"""The biggest board built constructively, as ``cells * (rows + cols)``, about its moves:
60 x 60 or 2 x 500 (a second or a few); bigger boards are refused rather than left hanging."""


class Method(StrEnum):
    """How a solution was found, as ``Solution.method``; each equals its id (``"ida*"``)."""

    NONE = "none"
    """The board is its goal already: no moves."""
    LINE = "line"
    """One row or column: the blank walks to its goal cell (the only solution)."""
    CONSTRUCTIVE = "constructive"
    """Built place by place (``slidepuzzle.construct``)."""
    WEIGHTED = "weighted"
    """A weighted IDA*: the lower bound inflated, for a short solution soon."""
    SHORTENED = "shortened"
    """A solution with stretches replaced by the fewest moves between their ends."""
    IDA_STAR = "ida*"
    """The optimal IDA*."""


def method_phrase(method: Method) -> Phrase:
    """How a solution was found, in words, to be written in any language."""
    return Phrase(f"method-{method}")


def method_name(lang: Lang, method: Method) -> str:
    """How a solution was found, in words, in ``lang``: ``"IDA* search"``."""
    return method_phrase(method).text(lang)


class UnsolvableError(ValueError):
    """Raised by ``solve`` for a board that cannot reach its goal; its verdict says why."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.explanation)
        self.verdict = verdict

    def message(self, lang: Lang) -> str:
        """Why the board cannot reach its goal, in ``lang``: the verdict's explanation."""
        return explain(self.verdict, lang)

    def __reduce__(self) -> tuple[object, ...]:
        return type(self), (self.verdict,)


@dataclass(frozen=True)
class Solution:
    """The moves from a board to its goal, whether they are proven fewest, and search figures."""

    moves: tuple[Tile, ...]
    optimal: bool
    nodes: int
    seconds: float
    method: Method
    notes: tuple[Phrase, ...] = ()
    """What the reader should know about how it was found: pattern tables missing or damaged."""

    def __len__(self) -> int:
        return len(self.moves)


def too_big(board: Board) -> bool:
    """Whether ``solve`` refuses ``board`` as too big: cells x (rows + columns) over
    ``MAX_BUILD``, for a board neither a line (walked) nor small (searched). Cheap: the page asks
    it before sending a million-cell board anywhere."""
    if board.rows == 1 or board.cols == 1 or board.size <= OPTIMAL_CELLS:
        return False
    return board.size * (board.rows + board.cols) > MAX_BUILD


def solve(board: Board, goal: Goal = None, *, time_limit: float = 10.0) -> Solution:
    """The moves taking ``board`` to ``goal``: the fewest if found within ``time_limit`` seconds."""
    started = time.perf_counter()
    if not isinstance(time_limit, int | float) or not time_limit > 0:
        raise RequestError("time-limit", value=repr(time_limit))
    target = goal_board(board.rows, board.cols, goal)
    verdict = analyze(board, goal)
    if not verdict.solvable:
        raise UnsolvableError(verdict)

    trouble = table_trouble(target)
    notes = () if trouble is None else (trouble,)

    def done(moves: Iterable[Tile], optimal: bool, nodes: int, method: Method) -> Solution:
        seconds = time.perf_counter() - started
        return Solution(tuple(moves), optimal, nodes, seconds, method, notes)

    if board == target:
        return done((), True, 0, Method.NONE)
    if board.rows == 1 or board.cols == 1:
        return done(line_moves(board, target), True, 0, Method.LINE)
    if board.size > OPTIMAL_CELLS:
        if too_big(board):
            raise RequestError("too-big-to-solve", rows=board.rows, cols=board.cols, most=MAX_BUILD)
        return done(construct(board, target), False, 0, Method.CONSTRUCTIVE)

    deadline = started + time_limit
    best, method = construct(board, target), Method.CONSTRUCTIVE
    tables = pattern_tables(target)  # the pattern databases, where they serve this goal

    def search(
        deadline: float, weight: float = 1.0, shorter_than: float = math.inf
    ) -> tuple[list[Tile] | None, int]:
        return search_optimal(board, target, tables, deadline, weight, shorter_than=shorter_than)

    faster = has_walking(target) or tables is not None
    quick = (QUICK_SHARE if faster else QUICK_SHARE_NO_WALKING) * time_limit
    now = time.perf_counter()
    nodes = 0
    try:  # the first half of the quick stage
        for weight in WEIGHTS:
            moves, more = search(min(deadline, now + quick / 2), weight)
            nodes += more
            if moves is not None and len(moves) < len(best):
                best, method = moves, Method.WEIGHTED
    except SearchTimeout as timeout:  # then the weighted solutions may be long: shorten
        nodes += timeout.nodes
        moves, more = shorten(board, best, min(deadline, now + quick))
        nodes += more
        if len(moves) < len(best):
            best, method = moves, Method.SHORTENED
    try:
        moves, more = search(deadline, shorter_than=len(best))
    except SearchTimeout as timeout:
        return done(best, False, nodes + timeout.nodes, method)
    if moves is None:  # nothing shorter than the best so far: it is the shortest
        return done(best, True, nodes + more, method)
    return done(moves, True, nodes + more, Method.IDA_STAR)


def search_optimal(
    board: Board,
    target: Board,
    tables: tuple[Frame, PatternTables] | None,
    deadline: float = math.inf,
    weight: float = 1.0,
    *,
    shorter_than: float = math.inf,
    max_nodes: float = math.inf,
) -> tuple[list[Tile] | None, int]:
    """The IDA* that serves ``target``: with its pattern ``tables`` (``pattern_tables(target)``)
    if there are any, else with Manhattan distance, linear conflict and walking distance. The
    moves (fewest when ``weight`` is 1; ``None`` if none is shorter than ``shorter_than``) and the
    nodes searched; ``SearchTimeout`` past ``deadline`` or ``max_nodes``."""
    if tables is None:
        return ida_star(
            board, target, deadline, weight, shorter_than=shorter_than, max_nodes=max_nodes
        )
    return pattern_ida_star(
        board, tables, deadline, weight, shorter_than=shorter_than, max_nodes=max_nodes
    )


def line_moves(board: Board, goal: Board) -> list[Tile]:
    """The one way to solve a single row or column: slide the tiles between the blanks."""
    here, there = board.blank, goal.blank
    step = 1 if there > here else -1
    return [board.tiles[cell] for cell in range(here + step, there + step, step)]
