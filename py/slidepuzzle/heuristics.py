"""Lower bounds on the moves left, for the optimal search: Manhattan distance, linear conflict,
walking distance. Each is a table built once per goal, so the search updates it per move.

- *Manhattan distance*: each tile needs at least as many moves as rows and columns it is away.
- *Linear conflict*: of the tiles already in their goal row, those that must pass each other
  each need two moves more than their Manhattan distance; at least ``k - LIS`` of the ``k``
  tiles of a line must leave it, where LIS is the longest run already in goal order.
- *Walking distance*: only count which goal row each tile is in, row by row, and the blank's
  row: the fewest up-or-down moves to the goal pattern, by breadth-first search over those
  patterns (24,964 of them for 4 x 4); the same by columns for left-or-right moves.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from slidepuzzle.board import BLANK, Board, Tile
from slidepuzzle.grid import Grid

WALKING_MAX_SIDE = 4
"""Walking-distance tables are built only for boards of at most 4 rows and 4 columns."""


def longest_increasing(values: Sequence[int]) -> int:
    """The length of the longest strictly increasing subsequence."""
    tails: list[int] = []
    for value in values:
        i = bisect_left(tails, value)
        tails[i : i + 1] = [value]
    return len(tails)


class LineConflict(dict[int, int]):
    """Linear conflict of one line (a row or a column), by the line's key, memoised.

    A line's key packs its tiles, first to last, ``bits`` bits each: the search updates it
    with two additions per move instead of building a tuple.
    """

    def __init__(
        self, line: int, bits: int, goal_line: Sequence[int], goal_index: Sequence[int]
    ) -> None:
        super().__init__()
        self.line, self.bits = line, bits
        self.goal_line = goal_line  # tile -> the goal row (or column) it belongs in
        self.goal_index = goal_index  # tile -> its place along that line

    def key(self, tiles: Sequence[Tile]) -> int:
        """The key of a line holding ``tiles``, first to last."""
        return sum(tile << (self.bits * i) for i, tile in enumerate(tiles))

    def __missing__(self, key: int) -> int:
        """Twice the fewest tiles of this line that must leave it to let the others pass."""
        mask, order, rest = (1 << self.bits) - 1, [], key
        while rest:
            tile, rest = rest & mask, rest >> self.bits
            if tile != BLANK and self.goal_line[tile] == self.line:
                order.append(self.goal_index[tile])
        value = self[key] = 2 * (len(order) - longest_increasing(order))
        return value


@dataclass(frozen=True)
class WalkingTable:
    """Walking distance along one axis: pattern ids, their distances, and moves between them.

    A pattern counts, for each line and each goal line, the tiles in that line belonging to that
    goal line, plus the blank's line. ``up[id][k]`` is the pattern after the blank moves to the
    line before and a tile of goal line ``k`` takes its place (-1 if there is none); ``down``
    likewise towards the line after.
    """

    lines: int
    ids: dict[tuple[int, ...], int]
    distance: list[int]
    up: list[list[int]]
    down: list[list[int]]

    def pattern_id(
        self, tiles: Sequence[Tile], line_of_cell: Sequence[int], goal_line: Sequence[int]
    ) -> int:
        """The id of the pattern of a board (its tiles in reading order)."""
        counts = [0] * (self.lines * self.lines + 1)
        for cell, tile in enumerate(tiles):
            if tile == BLANK:
                counts[-1] = line_of_cell[cell]
            else:
                counts[line_of_cell[cell] * self.lines + goal_line[tile]] += 1
        return self.ids[tuple(counts)]


@lru_cache(maxsize=32)
def walking_table(lines: int, goal_pattern: tuple[int, ...]) -> WalkingTable:
    """Breadth-first search over patterns from the goal's (``lines*lines`` counts, blank line)."""
    ids = {goal_pattern: 0}
    queue = [goal_pattern]
    distance = [0]
    up: list[list[int]] = []
    down: list[list[int]] = []
    for pattern in queue:
        here = pattern[-1]
        moves = []
        for other in (here - 1, here + 1):
            after = [-1] * lines
            if 0 <= other < lines:
                for k in range(lines):
                    if pattern[other * lines + k]:
                        new = list(pattern)
                        new[other * lines + k] -= 1
                        new[here * lines + k] += 1
                        new[-1] = other
                        key = tuple(new)
                        j = ids.get(key)
                        if j is None:
                            j = ids[key] = len(queue)
                            queue.append(key)
                            distance.append(distance[ids[pattern]] + 1)
                        after[k] = j
            moves.append(after)
        up.append(moves[0])
        down.append(moves[1])
    return WalkingTable(lines, ids, distance, up, down)


@dataclass(frozen=True)
class Axis:
    """One direction of a board's lines (rows, or columns) and its tables for one goal."""

    line_of_cell: tuple[int, ...]  # cell -> its line
    goal_line: tuple[int, ...]  # tile -> the line it belongs in
    conflicts: tuple[LineConflict, ...]  # per line
    walking: WalkingTable | None


@dataclass(frozen=True)
class Heuristic:
    """Every table the optimal search needs for one goal."""

    manhattan: tuple[tuple[int, ...], ...]  # [tile][cell] -> rows + columns away from its goal
    rows: Axis
    cols: Axis


def has_walking(board: Board) -> bool:
    """Whether walking-distance tables are built for boards of this shape."""
    return board.rows <= WALKING_MAX_SIDE and board.cols <= WALKING_MAX_SIDE


@lru_cache(maxsize=16)
def heuristic(goal: Board, walking: bool = True) -> Heuristic:
    """The tables for a goal (cached: the walking tables take a fraction of a second);
    without walking-distance tables if ``walking`` is False."""
    rows, cols, n = goal.rows, goal.cols, goal.size
    goal_cell = [0] * n
    for cell, tile in enumerate(goal.tiles):
        goal_cell[tile] = cell
    grid = Grid(rows, cols)
    manhattan = tuple(
        tuple(0 if tile == BLANK else grid.distance(cell, goal_cell[tile]) for cell in range(n))
        for tile in range(n)
    )
    walk = walking and has_walking(goal)
    return Heuristic(
        manhattan,
        _axis(goal, rows, [c // cols for c in range(n)], [c % cols for c in range(n)], walk),
        _axis(goal, cols, [c % cols for c in range(n)], [c // cols for c in range(n)], walk),
    )


def _axis(goal: Board, lines: int, line_of: list[int], index_of: list[int], walk: bool) -> Axis:
    goal_line = [0] * goal.size
    goal_index = [0] * goal.size
    for cell, tile in enumerate(goal.tiles):
        goal_line[tile], goal_index[tile] = line_of[cell], index_of[cell]
    bits = (goal.size - 1).bit_length()
    conflicts = tuple(LineConflict(line, bits, goal_line, goal_index) for line in range(lines))
    walking = None
    if walk:
        pattern = [0] * (lines * lines + 1)
        for cell, tile in enumerate(goal.tiles):
            if tile == BLANK:
                pattern[-1] = line_of[cell]
            else:
                pattern[line_of[cell] * lines + line_of[cell]] += 1
        walking = walking_table(lines, tuple(pattern))
    return Axis(tuple(line_of), tuple(goal_line), conflicts, walking)


def estimate(board: Board, goal: Board, walk: bool = True) -> int:
    """A lower bound on the moves from ``board`` to ``goal`` for any size, without tables:
    Manhattan distance plus linear conflict, raised to the parity every solution has (each move
    changes the Manhattan distance by one); the larger of it and walking distance on boards of
    at most 4 x 4 when ``walk`` (the walking tables take half a second to build, once)."""
    rows, cols = board.rows, board.cols
    home = [0] * board.size
    for cell, tile in enumerate(goal.tiles):
        home[tile] = cell
    md = 0
    in_row: list[list[int]] = [[] for _ in range(rows)]  # per row, its tiles' goal columns
    in_col: list[list[int]] = [[] for _ in range(cols)]
    for cell, tile in enumerate(board.tiles):
        if tile != BLANK:
            (r, c), (gr, gc) = divmod(cell, cols), divmod(home[tile], cols)
            md += abs(r - gr) + abs(c - gc)
            if r == gr:
                in_row[r].append(gc)
            if c == gc:
                in_col[c].append(gr)
    lc = sum(2 * (len(line) - longest_increasing(line)) for line in (*in_row, *in_col))
    bound = md + lc
    if walk and has_walking(goal):
        tables = heuristic(goal)
        walking = 0
        for axis in (tables.rows, tables.cols):
            if axis.walking is not None:
                pattern = axis.walking.pattern_id(board.tiles, axis.line_of_cell, axis.goal_line)
                walking += axis.walking.distance[pattern]
        bound = max(bound, walking)
    return bound + (bound - md) % 2
