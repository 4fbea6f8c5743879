"""A fix for a board that cannot reach its goal: swap two tiles (the Chinese seed article's fix).

On a board of at least 2 x 2, swapping two tiles (never the blank) flips the parity of the
permutation to the goal and leaves the blank where it is, so it turns an unsolvable board into a
solvable one: every swap fixes it. ``fix_swaps`` ranks them: tiles next to each other first; among
those, on boards the optimal search can prove (up to ``OPTIMAL_CELLS`` cells), the swap whose
result has the shortest solution first, with that length; elsewhere the swaps that bring the two
tiles nearest their goal cells first. On a single row or column the tiles' order decides: a swap
fixes the board only if it puts the order right.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterator
from dataclasses import dataclass

from slidepuzzle.board import BLANK, Board, Cell, Goal, Tile, goal_board
from slidepuzzle.edit import swap_cells
from slidepuzzle.grid import Grid
from slidepuzzle.i18n import Lang
from slidepuzzle.messages import Count, Phrase, phrase, say
from slidepuzzle.patterns import pattern_tables
from slidepuzzle.rule import analyze
from slidepuzzle.search import SearchTimeout
from slidepuzzle.solve import OPTIMAL_CELLS, search_optimal
from slidepuzzle.steps import Steps, finish
from slidepuzzle.why import Said

FIX_NODES = 2_000_000
"""The positions ``fix_swaps`` searches at most, over all the swaps, to find the shortest."""

FIX_SWAPS = 12
"""How many swaps ``fix_swaps`` lists unless told."""


@dataclass(frozen=True)
class Swap(Said):
    """Two tiles to swap, their cells, and what is known of the board after the swap."""

    tiles: tuple[Tile, Tile]  # the smaller first
    cells: tuple[Cell, Cell]  # in reading order
    adjacent: bool  # the two cells are next to each other
    moves: int | None = None  # the result's shortest solution, when the search proved it
    shortest: bool = False  # no adjacent swap's result has a shorter solution (proven)

    def apply(self, board: Board) -> Board:
        """``board`` with the two tiles swapped."""
        return swap_cells(board, *self.cells)

    def phrase(self) -> Phrase:
        """``"Swap tiles 14 and 15 to make it solvable"`` (with the solution's length if known)."""
        a, b = self.tiles
        if self.moves is None:
            return phrase("fix-swap", a=a, b=b)
        if self.moves == 0:
            return phrase("fix-swap-solves", a=a, b=b)
        return phrase("fix-swap-moves", a=a, b=b, moves=Count(self.moves, "move"))


def fix_reason(lang: Lang) -> str:
    """Why a swap of two tiles fixes a board (at least 2 x 2), in ``lang``."""
    return say(lang, "fix-why")


def fix_swaps(
    board: Board, goal: Goal = None, *, limit: int = FIX_SWAPS, max_nodes: int = FIX_NODES
) -> list[Swap]:
    """The swaps of two tiles that make ``board`` able to reach ``goal``, best first (at most
    ``limit``); none if it can already. See the module's docstring for the ranking; the search
    for the shortest stops after ``max_nodes`` positions (then the first swap's ``shortest`` is
    False), so the answer never depends on the machine's speed."""
    return finish(fix_swaps_steps(board, goal, limit=limit, max_nodes=max_nodes))


def fix_swaps_steps(
    board: Board,
    goal: Goal = None,
    *,
    limit: int = FIX_SWAPS,
    max_nodes: int = FIX_NODES,
    slice_nodes: float = math.inf,
) -> Steps[list[Swap]]:
    """``fix_swaps`` in slices: yields (positions searched, ``max_nodes``) after each swap's
    search, each search looking at no more than ``slice_nodes`` positions (a swap whose search
    needs more is not proven: the page's slices stay short). ``max_nodes`` 0: no search at all
    (not even its tables built), the swaps ranked as on boards too big to search."""
    target = goal_board(board.rows, board.cols, goal)
    if analyze(board, goal).solvable:
        return []
    if board.rows == 1 or board.cols == 1:
        return _line_fix(board, target)
    if board.size > OPTIMAL_CELLS or max_nodes <= 0:
        return [swap for _, swap in heapq.nsmallest(limit, _swaps(board, target))]
    swaps = [swap for _, swap in sorted(_swaps(board, target), key=lambda pair: pair[0])]
    ranked = yield from _by_length(board, target, swaps, max_nodes, slice_nodes)
    return ranked[:limit]


def _swaps(board: Board, target: Board) -> Iterator[tuple[tuple[int, int, int, int], Swap]]:
    """Every swap of two tiles with its rank: adjacent first, then by how much the two tiles'
    distance to their goal cells grows, then in reading order. Non-adjacent swaps are made only
    on boards too small to have enough adjacent ones."""
    grid, cols, tiles = Grid(board.rows, board.cols), board.cols, board.tiles
    home = [0] * board.size
    for cell, tile in enumerate(target.tiles):
        home[tile] = cell

    def away(tile: Tile, cell: Cell) -> int:
        return grid.distance(cell, home[tile])

    def ranked(a: Cell, b: Cell, adjacent: bool) -> tuple[tuple[int, int, int, int], Swap]:
        ta, tb = tiles[a], tiles[b]
        grows = away(ta, b) + away(tb, a) - away(ta, a) - away(tb, b)
        swap = Swap((min(ta, tb), max(ta, tb)), (a, b), adjacent)
        return (not adjacent, grows, a, b), swap

    for a in range(board.size):
        for b in (a + 1, a + cols):
            if tiles[a] != BLANK and grid.way(a, b) is not None and tiles[b] != BLANK:
                yield ranked(a, b, True)
    if board.size <= 2 * FIX_SWAPS:
        for a in range(board.size):
            for b in range(a + 2, board.size):
                if tiles[a] != BLANK and tiles[b] != BLANK and grid.way(a, b) is None:
                    yield ranked(a, b, False)


def _by_length(
    board: Board, target: Board, swaps: list[Swap], max_nodes: int, slice_nodes: float
) -> Steps[list[Swap]]:
    """``swaps`` with the adjacent one whose result has the shortest solution first, with its
    length: the others are searched only for a solution shorter than the best so far. Yields
    the positions searched after each swap's search."""
    tables = pattern_tables(target)
    best: Swap | None = None
    left = max_nodes
    proven = True
    for swap in (s for s in swaps if s.adjacent):
        shorter_than = math.inf if best is None or best.moves is None else best.moves
        try:
            moves, nodes = search_optimal(
                swap.apply(board),
                target,
                tables,
                shorter_than=shorter_than,
                max_nodes=min(left, slice_nodes),
            )
        except SearchTimeout as timeout:
            left -= timeout.nodes
            proven = False
            if left <= 0:
                break
            yield max_nodes - left, max_nodes
            continue
        left -= nodes
        yield max_nodes - left, max_nodes
        if moves is not None:
            best = Swap(swap.tiles, swap.cells, True, len(moves))
    if best is None:
        return swaps
    first = Swap(best.tiles, best.cells, True, best.moves, proven)
    return [first, *(s for s in swaps if s.cells != best.cells)]


def _line_fix(board: Board, target: Board) -> list[Swap]:
    """The one swap that puts a single line's tiles in the goal's order, if one does."""
    order = [(cell, tile) for cell, tile in enumerate(board.tiles) if tile != BLANK]
    wanted = [tile for tile in target.tiles if tile != BLANK]
    wrong = [(cell, tile) for (cell, tile), want in zip(order, wanted, strict=True) if tile != want]
    if len(wrong) != 2:  # two tiles out of place: each is where the other belongs
        return []
    (a, ta), (b, tb) = wrong
    return [Swap((min(ta, tb), max(ta, tb)), (a, b), b - a == 1)]
