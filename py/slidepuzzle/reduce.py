"""Reduction: a board of more than 16 cells solved a line at a time, each line by a search.

The first column (or row) of the blank-last goal is *placed*: a best-first search moves its
tiles home, the other tiles being alike (so the search's positions are the line's tiles' cells
and the blank's). The board left, one column (or row) smaller, is placed again, until it is a
shape with pattern tables (``END_SHAPES``), which ``finish`` solves. The longer side shrinks
first: 6 x 6 -> 5 x 6 -> 5 x 5, 3 x 7 -> 3 x 6 -> 3 x 5, 4 x 6 -> 4 x 5 -> 4 x 4.

A square board places whichever of its top row and left column looks cheaper by the tiles'
distances home (``cheaper_side``).

The placing search is a weighted A* (a heap, each position kept once at its fewest moves) on
``f = g + scale * h``. ``h`` adds, for each line tile, the fewest moves bringing it home with
the blank's help if the blank stood where it suits the tile best (``_TileTable``, a
breadth-first search over the tile's cell and the blank's), and for the tile nearest to it, what
the blank's actual cell costs more. It overestimates (tiles share the blank's walks) and
guides well: the smaller ``SCALES`` search longer for shorter placements, and the shortest
placement found in the nodes allowed is kept.
"""

from __future__ import annotations

import heapq
import math
import time
from collections import deque
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Literal, TypeAlias

from slidepuzzle.board import BLANK, Board, Cell, Tile, goal_board
from slidepuzzle.construct import construct
from slidepuzzle.grid import Grid

Side: TypeAlias = Literal["row", "column"]
"""Which line of the board is placed: its top row or its left column."""

SIDES: tuple[Side, ...] = ("row", "column")
"""Both lines a square board may place next (``cheaper_side``)."""

END_SHAPES = frozenset({(4, 4), (3, 5), (5, 3), (3, 4), (4, 3), (2, 8), (8, 2), (5, 5)})
"""Where the reduction stops and ``finish`` takes over: the shapes with pattern tables. 6 x 6
through 5 x 5 or through 4 x 5 and 4 x 4 made no clear difference on seeds 0-4 at 10 s (median
length / Manhattan distance 1.82 against 1.91, then 1.90 against 1.81 with the boards
interleaved, 2026-11-26, load 7-10); 5 x 5 is kept, as its own search improves."""


END_SHARE = 0.3
"""The share of the reduction's time kept for ``finish`` on the end shape (which also gets what
the lines leave): on 10 x 10 (10 s, load 6), the lines shared all but a tenth of it, and the
5 x 5 search left had 0.46 s for 201 moves where its lower bound was 77."""

SCALES = (1.0, 0.85, 0.7)
"""The placing search's scales of ``h``, one search after the other while nodes are left:
1 finds a placement soonest, smaller ones search longer for shorter placements."""

WHOLE_LINE = 6
"""A line of at most this many tiles is placed by one search; a longer one ``CHUNK`` tiles at a
time..."""

CHUNK = 4
"""...since a search for all ten tiles of a 10 x 10 row takes millions of positions (and
chunks of 6 gave longer solutions than chunks of 4, in four times the time)."""

QUICK_CHUNK = 3
"""...and a line of at most ``WHOLE_LINE`` tiles is first placed this many at a time (at most
a few thousand positions), then whole (up to 62,000 positions for a 6 x 6 line, 10-20% fewer
moves): a line is never left to the constructive solver for want of time or nodes."""

PLACE_NODES = 60_000
"""At most this many positions for each of a line's searches after the first."""

Finish: TypeAlias = Callable[[Board, float, float], tuple[list[Tile], int]]
"""Solves a board of ``END_SHAPES`` (blank-last goal) by a deadline within some nodes: the
moves and the nodes searched."""


class OutOfNodes(Exception):
    """A line could not be placed in the time or nodes given; ``nodes`` says how many were
    searched."""

    def __init__(self, nodes: int) -> None:
        super().__init__(f"a line could not be placed within the nodes ({nodes:,} searched)")
        self.nodes = nodes


def side_to_place(rows: int, cols: int) -> Side | None:
    """Which line a ``rows x cols`` board places next: the longer side shrinks (a column when
    the rows are longer); None once it is an end shape or 16 cells or fewer."""
    if (rows, cols) in END_SHAPES or rows * cols <= 16 or rows < 2 or cols < 2:
        return None
    return "column" if cols > rows else "row"


def reduce_solve(
    board: Board, finish: Finish, deadline: float, max_nodes: float = math.inf
) -> tuple[list[Tile], int]:
    """The moves taking ``board`` to its blank-last goal, line by line, and the nodes searched.
    The lines share the time but ``END_SHARE`` of it, which is kept for ``finish``, and an equal
    share of the nodes left for searches after their first; a
    line not placed by ``deadline`` or within ``max_nodes`` leaves the board to ``construct``."""
    moves: list[Tile] = []
    nodes = 0
    rename: list[Tile] = list(range(board.size))  # the smaller board's tile -> its name here
    now = time.perf_counter()
    lines_until = deadline - END_SHARE * (deadline - now)
    while (side := side_to_place(board.rows, board.cols)) is not None:
        lines_left = _lines_to_end(board.rows, board.cols)
        now = time.perf_counter()
        until = now + max(lines_until - now, 0.0) / lines_left
        try:
            if board.rows == board.cols:
                side = cheaper_side(board)
            placed, more = place(
                board,
                side,
                until,
                deadline,
                max_nodes - nodes,
                (max_nodes - nodes) / (lines_left + 1),
            )
        except OutOfNodes as out:
            rest = construct(board, goal_board(board.rows, board.cols))
            return moves + [rename[t] for t in rest], nodes + out.nodes
        nodes += more
        moves += [rename[t] for t in placed]
        board, renamed = smaller(board.play(placed), side)
        rename = [rename[t] for t in renamed]
    rest, more = finish(board, deadline, max_nodes - nodes)
    return moves + [rename[t] for t in rest], nodes + more


def cheaper_side(board: Board) -> Side:
    """Which line of a square ``board``, its top row or its left column, looks cheaper to place:
    the one whose tiles' fewest moves home (``_tile_table``, each as if the blank stood where it
    helps most) add up to less. No search: on 25 square boards (6 x 6 to 10 x 10, seeds 0-4) it
    picked the line that placing took fewer moves for 24 times, 475 of the 476 moves there were
    to save against always the row."""
    rows, cols = board.rows, board.cols
    where = {tile: cell for cell, tile in enumerate(board.tiles)}
    row = sum(_tile_table(rows, cols, home)[1][where[home + 1]] for home in _homes(board, "row"))
    col = sum(_tile_table(rows, cols, home)[1][where[home + 1]] for home in _homes(board, "column"))
    return "row" if row <= col else "column"


def _homes(board: Board, side: Side) -> list[Cell]:
    """The cells of ``board``'s top row or left column."""
    return list(range(board.cols)) if side == "row" else list(range(0, board.size, board.cols))


def _lines_to_end(rows: int, cols: int) -> int:
    """How many lines a ``rows x cols`` board places before it is an end shape."""
    return len(shapes_on_the_way(rows, cols))


def shapes_on_the_way(rows: int, cols: int) -> list[tuple[int, int]]:
    """The shapes a ``rows x cols`` board is reduced to, one line at a time: 6 x 6 -> [(5, 6),
    (5, 5)]; the last is an end shape (none if ``rows x cols`` is one)."""
    shapes = []
    while (side := side_to_place(rows, cols)) is not None:
        rows, cols = (rows - 1, cols) if side == "row" else (rows, cols - 1)
        shapes.append((rows, cols))
    return shapes


def smaller(board: Board, side: Side) -> tuple[Board, list[Tile]]:
    """``board`` (its ``side`` in place) without that line, its tiles renamed for the smaller
    board's blank-last goal; and by the smaller board's tile, its name on ``board``."""
    rows, cols = board.rows, board.cols
    if side == "row":
        shape, kept = (rows - 1, cols), list(range(cols, board.size))
    else:
        shape, kept = (rows, cols - 1), [c for c in range(board.size) if c % cols]
    new_name = {}
    for new, cell in enumerate(kept, 1):
        new_name[(cell + 1) % board.size] = new % len(kept)  # the tile whose home is ``cell``
    old_name = [BLANK] * len(kept)
    for old, new in new_name.items():
        old_name[new] = old
    return Board(*shape, [new_name[board.tiles[c]] for c in kept]), old_name


def place(
    board: Board,
    side: Side,
    until: float,
    deadline: float,
    max_nodes: float = math.inf,
    share: float = math.inf,
) -> tuple[list[Tile], int]:
    """Moves putting the tiles of ``board``'s top row or left column home (blank-last goal),
    and the nodes searched. A line of more than ``WHOLE_LINE`` tiles is placed ``CHUNK`` tiles
    at a time (``_in_chunks``); a shorter one first ``QUICK_CHUNK`` at a time with ``SCALES[0]``
    alone (soon found), then whole, while ``until``, ``PLACE_NODES`` and ``share`` allow; the
    fewer moves are kept. ``OutOfNodes`` if a chunk cannot be placed by ``deadline`` and within
    ``max_nodes``."""
    homes = _homes(board, side)
    if len(homes) > WHOLE_LINE:
        return _in_chunks(board, homes, CHUNK, until, deadline, max_nodes, share)
    if len(homes) <= QUICK_CHUNK:
        return _in_chunks(board, homes, len(homes), until, deadline, max_nodes, share)
    quick, nodes = _in_chunks(board, homes, QUICK_CHUNK, 0.0, deadline, max_nodes)
    most = min(PLACE_NODES, share - nodes, max_nodes - nodes)
    if most <= 0 or time.perf_counter() >= until:
        return quick, nodes
    try:
        whole, more = _in_chunks(board, homes, len(homes), until, until, most, share - nodes)
    except OutOfNodes as out:
        return quick, nodes + out.nodes
    return min(whole, quick, key=len), nodes + more


def _in_chunks(
    board: Board,
    homes: list[Cell],
    chunk: int,
    until: float,
    deadline: float,
    max_nodes: float,
    share: float = math.inf,
) -> tuple[list[Tile], int]:
    """Moves putting the tiles of ``homes`` there, ``chunk`` at a time (those before staying in
    the search), and the nodes searched. Each chunk's first search (of ``SCALES``) may run until
    ``deadline`` and within ``max_nodes``, the others until ``until``, within ``PLACE_NODES``
    and while fewer than ``share`` nodes are searched; the fewest moves found are kept.
    ``OutOfNodes`` if a chunk cannot be placed by ``deadline`` and within ``max_nodes``."""
    moves: list[Tile] = []
    nodes = 0
    for end in range(chunk, len(homes) + chunk, chunk):
        best: list[Cell] | None = None
        for scale in SCALES:
            most = max_nodes - nodes if best is None else min(PLACE_NODES, share - nodes)
            if most <= 0 or (best is not None and time.perf_counter() >= until):
                break
            cells, more = _search(
                board, homes[:end], scale, deadline if best is None else until, most
            )
            nodes += more
            if cells is not None and (best is None or len(cells) < len(best)):
                best = cells
        if best is None:
            raise OutOfNodes(nodes)
        placed = _tiles_moved(board, best)
        moves += placed
        board = board.play(placed)
    return moves, nodes


def _tiles_moved(board: Board, cells: Sequence[Cell]) -> list[Tile]:
    """The tiles slid when the blank of ``board`` goes to ``cells``, one after the other."""
    moves, tiles, blank = [], list(board.tiles), board.blank
    for cell in cells:
        moves.append(tiles[cell])
        tiles[blank], tiles[cell], blank = tiles[cell], BLANK, cell
    return moves


def _search(
    board: Board, homes: list[Cell], scale: float, deadline: float, max_nodes: float
) -> tuple[list[Cell] | None, int]:
    """Weighted A* moving the tiles of ``homes`` there: the blank's cells, move by move (None
    past the limits), and the nodes expanded."""
    rows, cols = board.rows, board.cols
    where = {tile: cell for cell, tile in enumerate(board.tiles)}
    tables = [_tile_table(rows, cols, home) for home in homes]
    n = rows * cols
    nexts = _neighbours(rows, cols)

    def estimate(cells: tuple[Cell, ...], blank: Cell) -> float:
        total, nearest = 0, n * n
        for (cost, least), cell in zip(tables, cells, strict=True):
            own = least[cell]
            if own:
                total += own
                extra = cost[cell * n + blank] - own
                if extra < nearest:
                    nearest = extra
        return scale * (total + nearest) if total else 0.0

    start = (board.blank, *(where[home + 1] for home in homes))
    goal = tuple(homes)
    fewest = {start: 0}
    came: dict[tuple[Cell, ...], tuple[Cell, ...]] = {}
    heap = [(estimate(start[1:], start[0]), 0, start)]
    nodes = 0
    while heap:
        _, minus_g, state = heapq.heappop(heap)
        g = -minus_g
        if fewest[state] < g:
            continue
        if state[1:] == goal:
            path = []
            while state != start:
                path.append(state[0])
                state = came[state]
            return path[::-1], nodes
        nodes += 1
        if nodes >= max_nodes or (nodes % 1024 == 0 and time.perf_counter() > deadline):
            return None, nodes
        blank, cells = state[0], state[1:]
        g += 1
        for cell in nexts[blank]:
            if cell in cells:
                k = cells.index(cell)
                moved = (*cells[:k], blank, *cells[k + 1 :])
            else:
                moved = cells
            after = (cell, *moved)
            if fewest.get(after, n * n) > g:
                fewest[after], came[after] = g, state
                heapq.heappush(heap, (g + estimate(moved, cell), -g, after))
    return None, nodes


@cache
def _neighbours(rows: int, cols: int) -> list[tuple[Cell, ...]]:
    grid = Grid(rows, cols)
    return [tuple(grid.neighbours(cell)) for cell in range(rows * cols)]


@lru_cache(maxsize=64)
def _tile_table(rows: int, cols: int, home: Cell) -> tuple[list[int], list[int]]:
    """For one tile whose home is ``home``: the fewest moves bringing it home, by ``tile's cell
    * cells + blank's cell`` (the other tiles alike), by breadth-first search back from the
    goal; and by the tile's cell, the least of those over the blank's cells."""
    n = rows * cols
    nexts = _neighbours(rows, cols)
    cost = [-1] * (n * n)
    queue: deque[tuple[Cell, Cell]] = deque()
    for blank in range(n):
        if blank != home:
            cost[home * n + blank] = 0
            queue.append((home, blank))
    while queue:
        tile, blank = queue.popleft()
        further = cost[tile * n + blank] + 1
        for cell in nexts[blank]:
            moved = blank if cell == tile else tile
            key = moved * n + cell
            if cost[key] < 0:
                cost[key] = further
                queue.append((moved, cell))
    least = [min(cost[tile * n + b] for b in range(n) if b != tile) for tile in range(n)]
    return cost, least
