"""Fair shuffles: ``random_board``, uniform over the solvable (or the unsolvable) boards of a shape.

On a board of at least 2 x 2: shuffle every tile (or every tile but the blank, which stays in its
goal cell); if the verdict is not the one asked for, swap the first two tiles that are not the
blank. That swap flips the permutation's parity and keeps the blank, so it flips the verdict, and
it is its own inverse: a one-to-one map between the solvable and the unsolvable boards, which
keeps the draw uniform. On a single row or column the solvable boards are the goal's tile order
with the blank anywhere (or in its goal cell): those are drawn directly.

*Graded* shuffles (``moves=d`` or ``moves=(lo, hi)``): a board whose fewest moves to the goal are
``d`` (or in the band), with how it was drawn (``Draw``):

- ``TABLE``: shapes with a distance table (up to 10 cells: 3 x 3, 2 x 4, 2 x 5...): uniform
  over the boards at those distances. Lines likewise (a board per cell of the blank).
- ``UNIFORM``: boards of up to 16 cells (4 x 4, 3 x 4, 2 x 8, 3 x 5...) when the band is
  common: uniform boards are drawn until one's proven fewest moves are in the band, so the
  result is uniform over the band's boards.
- ``WALK``: the same shapes when the band is short (most uniform boards' lower bound is over
  it): a random walk from the goal, its fewest moves then proven. Not uniform.

A band is *common* when at least ``COMMON`` of ``PILOT`` fixed uniform boards are not ruled
out by the search's lower bound alone. A band far out (4 x 4 boards of 60 moves or more are
rare) may not be met within the limits: a ``RequestError`` says so.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import TypeAlias

from slidepuzzle.board import BLANK, Board, Goal, RequestError, Tile, check_shape, goal_board
from slidepuzzle.distance import distance_table_steps, has_table, most_moves, shortest_length
from slidepuzzle.i18n import quoted
from slidepuzzle.messages import Count, Phrase, phrase
from slidepuzzle.rule import analyze_steps
from slidepuzzle.search import SearchTimeout
from slidepuzzle.solve import OPTIMAL_CELLS
from slidepuzzle.steps import STEP_CELLS, Steps, finish

Moves: TypeAlias = "int | tuple[int, int]"
"""How many moves a graded shuffle's board needs: exactly ``d``, or a band ``(lo, hi)``."""

PILOT = 32
"""The fixed uniform boards that decide whether a band is common..."""

COMMON = 8
"""...when at least this many of them are not ruled out by the lower bound alone."""


def random_board(
    rows: int,
    cols: int | None = None,
    *,
    seed: int | None = None,
    solvable: bool = True,
    fixed_blank: bool = False,
    goal: Goal = None,
    moves: Moves | None = None,
) -> Board:
    """A uniformly random board of ``rows x cols`` (square if ``cols`` is None) with that verdict.

    ``fixed_blank`` keeps the blank in its goal cell; the same ``seed`` gives the same board.
    ``moves``: a board needing exactly that many moves, or a number in the band ``(lo, hi)``
    (``graded_board``: how it is drawn, uniform or not). ``ValueError`` when no board of that
    shape has the verdict or the moves asked for.
    """
    if moves is not None:
        if not solvable or fixed_blank:
            raise RequestError("moves-and-verdict")
        return graded_board(rows, cols, moves=moves, seed=seed, goal=goal).board
    return finish(
        random_board_steps(
            rows, cols, seed=seed, solvable=solvable, fixed_blank=fixed_blank, goal=goal
        )
    )


def random_board_steps(
    rows: int,
    cols: int | None = None,
    *,
    seed: int | None = None,
    solvable: bool = True,
    fixed_blank: bool = False,
    goal: Goal = None,
) -> Steps[Board]:
    """``random_board`` in slices of about ``STEP_CELLS`` cells: yields (done, total), returns it.

    The work is the shuffle (one unit a cell) then the verdict's parity pass (one unit a cell).
    Bad arguments raise on the first ``next``.
    """
    cols = rows if cols is None else cols
    check_shape(rows, cols)
    target = goal_board(rows, cols, goal)
    rng = random.Random(seed)
    if rows == 1 or cols == 1:
        return Board._trusted(rows, cols, tuple(_single_line(target, rng, solvable, fixed_blank)))
    tiles = list(target.tiles)
    goal_blank = target.blank
    if fixed_blank:
        tiles.pop(goal_blank)
    total = 2 * target.size
    yield from _shuffle_steps(tiles, rng, total)
    if fixed_blank:
        tiles.insert(goal_blank, BLANK)
    board = Board._trusted(rows, cols, tuple(tiles))
    for progress in analyze_steps(board, goal):
        if progress.solvable is not None:
            break
        yield target.size + progress.done, total
    if progress.solvable == solvable:
        return board
    first, second = [cell for cell, tile in enumerate(tiles[:3]) if tile != BLANK][:2]
    tiles[first], tiles[second] = tiles[second], tiles[first]
    return Board._trusted(rows, cols, tuple(tiles))


def _shuffle_steps(items: list[Tile], rng: random.Random, total: int) -> Steps[None]:
    """Fisher-Yates in place, as ``random.shuffle`` does it (the same order for the same seed).

    Yields (items placed, ``total``) every ``STEP_CELLS`` items.
    """
    # randrange(k) draws as random.shuffle does: the same seed, the same board (tests check it).
    randrange = rng.randrange
    n = len(items)
    for stop in range(n - 1, 0, -STEP_CELLS):
        for i in range(stop, max(stop - STEP_CELLS, 0), -1):
            j = randrange(i + 1)
            items[i], items[j] = items[j], items[i]
        yield n - stop, total


def _single_line(
    target: Board, rng: random.Random, solvable: bool, fixed_blank: bool
) -> list[Tile]:
    """The goal's tiles in order (solvable) or in any other order, the blank anywhere or fixed."""
    order = [tile for tile in target.tiles if tile != BLANK]
    if not solvable:
        if len(order) < 2:
            raise RequestError("always-solvable", rows=target.rows, cols=target.cols)
        wanted = order.copy()
        while order == wanted:
            rng.shuffle(order)
    blank = target.blank if fixed_blank else rng.randrange(target.size)
    order.insert(blank, BLANK)
    return order


class Draw(StrEnum):
    """How a graded shuffle drew its board (see the module's notes); each equals its id."""

    TABLE = "table"
    """Uniform over the boards at the distances asked for, from the distance table."""
    UNIFORM = "uniform"
    """Uniform boards, the first whose proven fewest moves are in the band: uniform."""
    WALK = "walk"
    """A random walk from the goal, its fewest moves then proven: not uniform."""


@dataclass(frozen=True)
class Graded:
    """A graded shuffle's board, its fewest moves to the goal (proven) and how it was drawn."""

    board: Board
    moves: int
    draw: Draw
    tries: int
    """Boards drawn (1 from a table)."""
    nodes: int
    """Search nodes spent proving them."""

    @property
    def uniform(self) -> bool:
        """Whether every board needing those moves was as likely."""
        return self.draw is not Draw.WALK


def graded_board(
    rows: int,
    cols: int | None = None,
    *,
    moves: Moves,
    seed: int | None = None,
    goal: Goal = None,
    time_limit: float = 30.0,
    max_nodes: float = math.inf,
) -> Graded:
    """A random solvable board needing exactly ``moves`` moves (or a number in the band
    ``(lo, hi)``) to reach ``goal``, proven so, and how it was drawn.

    ``RequestError`` for a band no board meets (its message gives the most any board needs), a
    shape over 16 cells, or when none is found within ``time_limit`` seconds or ``max_nodes``
    search nodes. The same ``seed`` gives the same board (within the limits).
    """
    return finish(
        graded_board_steps(
            rows,
            cols,
            moves=moves,
            seed=seed,
            goal=goal,
            time_limit=time_limit,
            max_nodes=max_nodes,
        )
    )


def graded_board_steps(
    rows: int,
    cols: int | None = None,
    *,
    moves: Moves,
    seed: int | None = None,
    goal: Goal = None,
    time_limit: float = 30.0,
    max_nodes: float = math.inf,
) -> Steps[Graded]:
    """``graded_board`` in slices: the table's build, then one board tried per slice."""
    cols = rows if cols is None else cols
    check_shape(rows, cols)
    target = goal_board(rows, cols, goal)
    moves_band(moves)  # a bad value is refused at once
    table = (yield from distance_table_steps(target)) if has_table(rows, cols) else None
    lo, hi = graded_band(target, moves)
    rng = random.Random(seed)
    if rows == 1 or cols == 1:
        return _line_board(target, lo, hi, rng)
    if table is not None:
        k = rng.randrange(sum(table.counts[lo : hi + 1]))
        for distance in range(lo, hi + 1):
            if k < table.counts[distance]:
                return Graded(table.board_at(distance, k), distance, Draw.TABLE, 1, 0)
            k -= table.counts[distance]
    walk = not _common(target, hi)
    deadline = time.perf_counter() + time_limit
    tries = nodes = extra = 0
    while True:
        if time.perf_counter() > deadline or nodes > max_nodes:
            raise _timeout(target, lo, hi, tries)
        tries += 1
        if walk:
            board = _walk(target, hi + extra, rng)
        else:
            board = random_board(rows, cols, seed=rng.getrandbits(64), goal=target)
        try:
            length, more = shortest_length(
                board, target, most=hi, deadline=deadline, max_nodes=max_nodes - nodes
            )
        except SearchTimeout as timeout:
            raise _timeout(target, lo, hi, tries) from timeout
        nodes += more
        if length is None:  # longer than the band
            extra = max(0, extra - 1)
        elif length < lo:  # shorter: walk longer
            extra += 1
        else:
            return Graded(board, length, Draw.WALK if walk else Draw.UNIFORM, tries, nodes)
        yield tries, tries + 1


def graded_band(target: Board, moves: Moves) -> tuple[int, int]:
    """The band ``(lo, hi)`` a graded shuffle for ``target`` draws from, ``hi`` cut to the most
    moves any board needs; ``RequestError`` for a bad value, a shape over 16 cells (lines
    aside) or a band no board meets. A shape with a table has it built (at once: a page builds
    it in slices first, ``distance_table_steps``)."""
    lo, hi = moves_band(moves)
    rows, cols = target.shape
    if target.size > OPTIMAL_CELLS and rows > 1 and cols > 1:
        raise RequestError(
            "moves-too-big", rows=rows, cols=cols, cells=target.size, most=OPTIMAL_CELLS
        )
    most = most_moves(target)
    if most is not None and lo > most:
        raise RequestError(
            "moves-beyond", rows=rows, cols=cols, band=_band(lo, hi), most=Count(most, "move")
        )
    return lo, hi if most is None else min(hi, most)


def moves_band(moves: object) -> tuple[int, int]:
    """``(lo, hi)`` from ``d`` or ``(lo, hi)``: whole numbers, ``0 <= lo <= hi``."""
    band = (moves, moves) if type(moves) is int else moves
    if (
        isinstance(band, tuple)
        and len(band) == 2
        and all(type(m) is int for m in band)
        and 0 <= band[0] <= band[1]
    ):
        return band[0], band[1]
    raise RequestError("moves-value", value=quoted(moves))


def _band(lo: int, hi: int) -> Count | Phrase:
    return Count(lo, "move") if lo == hi else phrase("moves-band", lo=lo, hi=Count(hi, "band-end"))


def _timeout(target: Board, lo: int, hi: int, tries: int) -> RequestError:
    return RequestError(
        "moves-timeout",
        rows=target.rows,
        cols=target.cols,
        band=_band(lo, hi),
        boards=Count(tries, "board"),
    )


def _line_board(target: Board, lo: int, hi: int, rng: random.Random) -> Graded:
    """A single line's board with the blank ``lo`` to ``hi`` cells from its goal cell."""
    cells = [c for c in range(target.size) if lo <= abs(c - target.blank) <= hi]
    cell = rng.choice(cells)
    tiles = [tile for tile in target.tiles if tile != BLANK]
    tiles.insert(cell, BLANK)
    board = Board._trusted(target.rows, target.cols, tuple(tiles))
    return Graded(board, abs(cell - target.blank), Draw.TABLE, 1, 0)


def _walk(target: Board, length: int, rng: random.Random) -> Board:
    """The board ``length`` random moves from ``target``, never undoing the last move."""
    tiles, blank, came = list(target.tiles), target.blank, -1
    for _ in range(length):
        cell = rng.choice([c for c in target.neighbours(blank) if c != came])
        tiles[blank], tiles[cell] = tiles[cell], BLANK
        blank, came = cell, blank
    return Board._trusted(target.rows, target.cols, tuple(tiles))


@cache
def _common(target: Board, hi: int) -> bool:
    """Whether at least ``COMMON`` of ``PILOT`` fixed uniform boards are not ruled out from
    needing at most ``hi`` moves by the lower bound alone (the first search nodes)."""
    pilot = random.Random(0)
    passed = 0
    for tried in range(PILOT):
        board = random_board(target.rows, target.cols, seed=pilot.getrandbits(64), goal=target)
        try:
            length, nodes = shortest_length(board, target, most=hi, max_nodes=0)
        except SearchTimeout:
            length, nodes = None, 1
        passed += length is not None or nodes > 0
        if passed >= COMMON or PILOT - tried - 1 < COMMON - passed:
            break
    return passed >= COMMON
