"""Distances: the fewest moves from a board to its goal, and tables of them for small shapes.

- A *distance table* is one byte per solvable board, its distance to the goal, found by
  breadth-first search from the goal: built on first use, kept for the next (a few per run).
- Shapes of up to ``TABLE_CELLS`` cells get one: 3 x 3 has 181,440 solvable boards, 2 x 4
  20,160, 2 x 5 1,814,400; 3 x 4 has 239,500,800, far too many for a phone.
- A board's *index* in the table: read its tiles without the blank in reading order, each
  named by its place in the goal's order, a permutation of ``0 .. m-1`` (``m = cells - 1``);
  its Lehmer rank halved (the blank's cell fixes the permutation's parity, so the last digit
  is implied), times the number of cells, plus the blank's cell. A move left or right keeps
  the permutation: the index changes by one.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import permutations
from math import factorial
from typing import TypeAlias

from slidepuzzle.board import BLANK, Board, Tile
from slidepuzzle.patterns import pattern_tables
from slidepuzzle.solve import OPTIMAL_CELLS, search_optimal
from slidepuzzle.steps import STEP_CELLS, Steps, finish

TABLE_CELLS = 10
"""Shapes with at most this many cells (and two rows and columns or more) get a table."""

KEPT = 4
"""How many tables are kept (each goal of each shape has its own)."""

BUILD_STEP = STEP_CELLS // 8
"""A table's build yields every this many boards searched from (3 x 3: some 110 slices, each
well under the 0.2 s a page may hold the browser)."""

UNSEEN = 255
"""The table's byte for a board not reached (yet)."""

Order: TypeAlias = tuple[int, ...]
"""The tiles without the blank in reading order, each named by its place in the goal's order."""


@dataclass(frozen=True)
class DistanceTable:
    """The distance of every solvable board of ``goal``'s shape to ``goal``."""

    goal: Board
    distances: bytearray
    """By index (see the module's notes): the fewest moves to the goal."""
    counts: tuple[int, ...]
    """How many boards are at each distance, from 0 to the largest."""

    @property
    def most(self) -> int:
        """The largest distance: the moves the hardest boards need."""
        return len(self.counts) - 1

    def distance(self, board: Board) -> int:
        """The fewest moves from ``board`` (solvable, of the goal's shape) to the goal."""
        names = _names(self.goal)
        order = tuple(names[tile] for tile in board.tiles if tile != BLANK)
        return self.distances[_rank(order) // 2 * self.goal.size + board.blank]

    def board_at(self, distance: int, k: int) -> Board:
        """The ``k``-th board (from 0, in index order) of those ``distance`` moves away."""
        table, lo, hi = self.distances, 0, len(self.distances)
        while hi - lo > 1:  # the k-th ``distance`` byte is in [lo, hi)
            mid = (lo + hi) // 2
            below = table.count(distance, lo, mid)
            if k < below:
                hi = mid
            else:
                k, lo = k - below, mid
        return self._board(lo)

    def _board(self, index: int) -> Board:
        goal, n = self.goal, self.goal.size
        half, blank = divmod(index, n)
        m = n - 1
        digits, rest = [], half
        for place in range(m - 2, 0, -1):  # the Lehmer digits but the last two
            digits.append(rest // (factorial(place + 1) // 2))
            rest %= factorial(place + 1) // 2
        # the last digit (0 or 1) gives the permutation the parity the blank's cell needs
        digits.append((_parity(goal, blank) - sum(digits)) % 2)
        digits.append(0)
        left = list(range(m))
        order = [left.pop(d) for d in digits[-m:]]
        tiles: list[Tile] = [tile for tile in goal.tiles if tile != BLANK]
        named = [tiles[name] for name in order]
        named.insert(blank, BLANK)
        return Board._trusted(goal.rows, goal.cols, tuple(named))


def has_table(rows: int, cols: int) -> bool:
    """Whether boards of this shape get a distance table."""
    return rows >= 2 and cols >= 2 and rows * cols <= TABLE_CELLS


_tables: dict[Board, DistanceTable] = {}


def distance_table(goal: Board) -> DistanceTable:
    """The distance table of ``goal`` (which ``has_table``), built on first use, then kept."""
    return finish(distance_table_steps(goal))


def distance_table_steps(goal: Board) -> Steps[DistanceTable]:
    """``distance_table`` in slices: yields (boards found, boards) every ``BUILD_STEP`` boards
    searched from (the first slices make the rank's parts: up to 18,144 entries for 2 x 5)."""
    if goal not in _tables:
        table = yield from _build(goal)
        while len(_tables) >= KEPT:
            del _tables[next(iter(_tables))]
        _tables[goal] = table
    return _tables[goal]


def _build(goal: Board) -> Steps[DistanceTable]:
    """Breadth-first search from ``goal``, a level at a time.

    A board is an int: its order packed ``BITS`` bits a name (the first name lowest), shifted
    past the blank's cell. A move up or down turns a window of ``cols`` names: the first goes
    last (the tile above slides down past the tiles between) or the last first.
    """
    n, cols = goal.size, goal.cols
    m = n - 1
    total = factorial(n) // 2
    cut = m // 2  # the rank is the sum of a part from the order's head and one from its tail
    heads, tails = yield from _rank_parts(m, cut, n)
    head_mask, tail_shift = (1 << BITS * cut) - 1, BITS * cut
    window = (1 << BITS * cols) - 1
    last = BITS * (cols - 1)
    table = bytearray([UNSEEN]) * total
    start = _pack(range(m))
    table[heads[start & head_mask] + tails[start >> tail_shift] + goal.blank] = 0
    level = [start << BITS | goal.blank]
    exits = [list(_exits(blank, goal.rows, cols)) for blank in range(n)]
    counts = [1]
    while level:
        depth = len(counts)
        following: list[int] = []
        add = following.append
        for first in range(0, len(level), BUILD_STEP):
            for board in level[first : first + BUILD_STEP]:
                order, blank = board >> BITS, board & CELL_MASK
                base = heads[order & head_mask] + tails[order >> tail_shift]
                for cell, shift, down in exits[blank]:
                    if shift < 0:  # left or right: the same order
                        index, new = base + cell, order
                    else:
                        names = order >> shift & window
                        if down:  # the last name first
                            turned = (names << BITS & window) | names >> last
                        else:  # the first name last
                            turned = names >> BITS | (names & NAME_MASK) << last
                        new = order ^ (names ^ turned) << shift
                        index = heads[new & head_mask] + tails[new >> tail_shift] + cell
                    if table[index] == UNSEEN:
                        table[index] = depth
                        add(new << BITS | cell)
            yield sum(counts) + len(following), total
        if following:
            counts.append(len(following))
        level = following
    return DistanceTable(goal, table, tuple(counts))


BITS = 4
"""Bits per name (and per blank cell) in a packed board: up to 16 cells."""

NAME_MASK = CELL_MASK = (1 << BITS) - 1


def _pack(names: Iterable[int]) -> int:
    """Names packed ``BITS`` bits each, the first lowest."""
    return sum(name << BITS * i for i, name in enumerate(names))


def _exits(blank: int, rows: int, cols: int) -> Iterator[tuple[int, int, bool]]:
    """The blank's moves from ``blank``: (its new cell, the window of the order that turns).

    Left or right: (cell, -1, False). Up: the tile at ``cell`` (order place ``cell``) slides
    down behind the ``cols - 1`` tiles after it: the window from place ``cell``, its first name
    last. Down: the tile at ``cell`` (order place ``cell - 1``) slides up before the tiles from
    place ``blank``: the window from place ``blank``, its last name first. The window's place is
    given as a shift, ``BITS`` per place.
    """
    r, c = divmod(blank, cols)
    if c > 0:
        yield blank - 1, -1, False
    if c < cols - 1:
        yield blank + 1, -1, False
    if r > 0:
        yield blank - cols, BITS * (blank - cols), False
    if r < rows - 1:
        yield blank + cols, BITS * blank, True


def _rank_parts(m: int, cut: int, n: int) -> Steps[tuple[dict[int, int], dict[int, int]]]:
    """The halved Lehmer rank times ``n``, in two parts, by the packed first ``cut`` names of an
    order and by the packed rest (the digit of a place counts the smaller names after it: the
    head's digits depend on the head alone, the tail's on the tail alone). Yields (0, 1) every
    ``BUILD_STEP`` entries (2 x 5 has 18,144)."""
    weights = [factorial(m - 1 - i) for i in range(m)]
    heads: dict[int, int] = {}
    for k, head in enumerate(permutations(range(m), cut), 1):
        digits = _head_digits(head)
        heads[_pack(head)] = sum(d * w for d, w in zip(digits, weights, strict=False)) // 2 * n
        if k % BUILD_STEP == 0:
            yield 0, 1
    tails: dict[int, int] = {}
    for k, tail in enumerate(permutations(range(m), m - cut), 1):
        digits = _tail_digits(tail)
        tails[_pack(tail)] = sum(d * w for d, w in zip(digits, weights[cut:], strict=True)) // 2 * n
        if k % BUILD_STEP == 0:
            yield 0, 1
    return heads, tails


def _head_digits(head: Order) -> list[int]:
    return [name - sum(earlier < name for earlier in head[:i]) for i, name in enumerate(head)]


def _tail_digits(tail: Order) -> list[int]:
    return [sum(later < name for later in tail[i + 1 :]) for i, name in enumerate(tail)]


def _rank(order: Order) -> int:
    """The Lehmer rank of a permutation of ``0 .. m-1``."""
    m = len(order)
    return sum(
        sum(later < name for later in order[i + 1 :]) * factorial(m - 1 - i)
        for i, name in enumerate(order)
    )


def _parity(goal: Board, blank: int) -> int:
    """The parity of the order of every board reachable with the blank on ``blank``: on an
    even width a move up or down passes the tile over an odd number of others."""
    if goal.cols % 2:
        return 0
    return (blank // goal.cols - goal.blank // goal.cols) % 2


def _names(goal: Board) -> dict[Tile, int]:
    return {tile: name for name, tile in enumerate(t for t in goal.tiles if t != BLANK)}


# The fewest moves of any board: a table, a line's one way, or the optimal search ------------

MOST_MOVES: dict[tuple[int, int], int] = {
    (3, 4): 53,
    (2, 6): 80,
    (2, 7): 108,
    (2, 8): 140,
    (3, 5): 84,
    (4, 4): 80,
}
"""The moves the hardest boards need, with the goal's blank in a corner (OEIS A151944: Korf,
Rokicki), for the shapes without a table that are searched optimally; transposes the same."""


def most_moves(goal: Board) -> int | None:
    """No board needs more moves than this to reach ``goal`` (exact for a table's shapes, a line
    and a blank in a corner; else the corner's figure plus the blank's way to the nearest
    corner); None for a shape with no known figure."""
    rows, cols, blank = goal.rows, goal.cols, goal.blank
    if rows == 1 or cols == 1:
        return max(blank, goal.size - 1 - blank)
    if has_table(rows, cols):
        return distance_table(goal).most
    corner = MOST_MOVES.get((min(rows, cols), max(rows, cols)))
    if corner is None:
        return None
    r, c = divmod(blank, cols)
    return corner + min(r, rows - 1 - r) + min(c, cols - 1 - c)


def shortest_length(
    board: Board,
    goal: Board,
    *,
    most: float = math.inf,
    deadline: float = math.inf,
    max_nodes: float = math.inf,
) -> tuple[int | None, int]:
    """The fewest moves from ``board`` (solvable) to ``goal`` if at most ``most``, else None;
    and the nodes searched. A table's shapes and lines look it up; boards of up to
    ``OPTIMAL_CELLS`` cells are searched (optimal IDA*, ``SearchTimeout`` past the deadline or
    the node limit); bigger boards are None."""
    if board.rows == 1 or board.cols == 1 or has_table(board.rows, board.cols):
        length = (
            abs(board.blank - goal.blank)
            if board.rows == 1 or board.cols == 1
            else distance_table(goal).distance(board)
        )
        return (length if length <= most else None), 0
    if board.size > OPTIMAL_CELLS:
        return None, 0
    moves, nodes = search_optimal(
        board, goal, pattern_tables(goal), deadline, shorter_than=most + 1, max_nodes=max_nodes
    )
    return (None if moves is None else len(moves)), nodes
