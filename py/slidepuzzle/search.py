"""Searches for the fewest moves: IDA* (optimal, or weighted for speed) and ``shorten``.

- *Optimal search*: IDA* (iterative-deepening A*) with an admissible lower bound (see
  ``slidepuzzle.heuristics``): its first solution is the shortest there is.
- *Weighted search*: the same with the lower bound inflated, for a quick, short solution.
- *Shortening*: a long solution's stretches each replaced by the fewest moves between their ends.

Both look at the clock every ``CHECK_EVERY`` nodes and raise ``SearchTimeout`` past a deadline.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from functools import cache
from itertools import accumulate
from typing import TypeAlias

from slidepuzzle.board import BLANK, Board, Cell, Tile
from slidepuzzle.heuristics import heuristic
from slidepuzzle.patterns import Frame, PatternTables, transposed

WINDOWS = (16, 24, 32, 48, 64)
"""The lengths of the stretches ``shorten`` replaces by the fewest moves, one length a pass."""

CHECK_EVERY = 4096
"""Search nodes between looks at the clock."""


class SearchTimeout(TimeoutError):
    """Raised by ``ida_star`` past its deadline; ``nodes`` says how much it searched."""

    def __init__(self, nodes: int) -> None:
        super().__init__(f"no solution found before the deadline ({nodes:,} nodes searched)")
        self.nodes = nodes


def ida_star(
    board: Board,
    goal: Board,
    deadline: float,
    weight: float = 1.0,
    *,
    walking: bool = True,
    shorter_than: float = math.inf,
    max_nodes: float = math.inf,
) -> tuple[list[Tile] | None, int]:
    """IDA*: the moves (fewest when ``weight`` is 1) and the nodes searched.

    The moves are ``None`` when no solution is shorter than ``shorter_than`` (proven when
    ``weight`` is 1). Past ``deadline``, or after about ``max_nodes`` nodes (checked every
    ``CHECK_EVERY``), it raises ``SearchTimeout``.

    The lower bound is the larger of Manhattan distance plus linear conflict and (if
    ``walking`` and the board is at most 4 x 4) walking distance, all updated per move from
    tables; the move undoing the last is never tried.
    """
    tables = heuristic(goal, walking)
    rows, cols = board.rows, board.cols
    manhattan = tables.manhattan
    state = list(board.tiles)
    row_lc, col_lc = tables.rows.conflicts, tables.cols.conflicts
    row_key = [row_lc[r].key(state[r * cols : r * cols + cols]) for r in range(rows)]
    col_key = [col_lc[c].key(state[c::cols]) for c in range(cols)]
    keys, conflicts = (col_key, row_key), (col_lc, row_lc)  # by "is the move vertical?"
    goal_row, goal_col = tables.rows.goal_line, tables.cols.goal_line
    walk_rows, walk_cols = tables.rows.walking, tables.cols.walking
    walking = walking and walk_rows is not None and walk_cols is not None
    vid = hid = 0
    if walking:
        assert walk_rows is not None and walk_cols is not None
        v_dist, h_dist = walk_rows.distance, walk_cols.distance
        v_walk, h_walk = (walk_rows.down, walk_rows.up), (walk_cols.down, walk_cols.up)
        vid = walk_rows.pattern_id(state, tables.rows.line_of_cell, goal_row)
        hid = walk_cols.pattern_id(state, tables.cols.line_of_cell, goal_col)
    tiles = range(rows * cols)
    exits = [  # with each move, the change in Manhattan distance by tile
        [
            (*move, tuple(manhattan[t][blank] - manhattan[t][move[0]] for t in tiles))
            for move in moves
        ]
        for blank, moves in enumerate(_exits(rows, cols, row_lc[0].bits))
    ]
    path: list[Tile] = []
    nodes = 0

    def dfs(
        blank: Cell, g: int, bound: float, md: int, lc: int, vid: int, hid: int, prev: Cell
    ) -> float:
        """Search below the board in ``state``; -1 if the goal is found, else the least f over."""
        nonlocal nodes
        nodes += 1
        if nodes % CHECK_EVERY == 0 and (nodes >= max_nodes or time.perf_counter() > deadline):
            raise SearchTimeout(nodes)
        least = math.inf
        for cell, vertical, back, la, lb, shift, other, delta, step in exits[blank]:
            if cell == prev:
                continue
            tile = state[cell]
            new_md = md + step[tile]
            f = g + 1 + weight * new_md  # each bound is checked as soon as it is known
            if f > bound:
                if f < least:
                    least = f
                continue
            line_keys, tables = keys[vertical], conflicts[vertical]
            ka, kb = line_keys[la], line_keys[lb]
            na, nb = ka - (tile << shift), kb + (tile << shift)
            ta, tb = tables[la], tables[lb]
            new_lc = lc - ta[ka] - tb[kb] + ta[na] + tb[nb]
            h = new_md + new_lc
            new_vid, new_hid = vid, hid
            if walking:
                if vertical:
                    new_vid = v_walk[back][vid][goal_row[tile]]
                else:
                    new_hid = h_walk[back][hid][goal_col[tile]]
                wd = v_dist[new_vid] + h_dist[new_hid]
                if wd > h:
                    h = wd
            f = g + 1 + weight * h
            if f > bound:
                if f < least:
                    least = f
                continue
            path.append(tile)
            if new_md == 0:
                return -1.0
            state[blank], state[cell] = tile, BLANK
            line_keys[la], line_keys[lb] = na, nb
            keys[not vertical][other] += tile * delta
            found = dfs(cell, g + 1, bound, new_md, new_lc, new_vid, new_hid, blank)
            if found < 0:
                return found
            path.pop()
            state[blank], state[cell] = BLANK, tile
            line_keys[la], line_keys[lb] = ka, kb
            keys[not vertical][other] -= tile * delta
            if found < least:
                least = found
        return least

    md = sum(manhattan[tile][cell] for cell, tile in enumerate(state))
    if md == 0:
        return path, 0
    lc = sum(row_lc[r][k] for r, k in enumerate(row_key))
    lc += sum(col_lc[c][k] for c, k in enumerate(col_key))
    bound = weight * (md + lc)
    if walking:
        bound = weight * max(md + lc, v_dist[vid] + h_dist[hid])
    while bound < shorter_than:  # else every solution is at least ``bound`` moves long
        found = dfs(board.blank, 0, bound, md, lc, vid, hid, -1)
        if found < 0:
            return path, nodes
        bound = found
    return None, nodes


def shorten(board: Board, moves: Sequence[Tile], deadline: float) -> tuple[list[Tile], int]:
    """``moves`` with loops cut and stretches replaced by the fewest moves between their ends.

    Each pass takes stretches of one of ``WINDOWS`` moves, overlapping by half, and searches
    optimally (IDA*, Manhattan + linear conflict) from the board before a stretch to the board
    after it; a pass that shortened something is run again. It stops at ``deadline``. Returns
    the moves and the nodes searched.
    """
    moves, nodes = _cut_loops(board, moves), 0
    try:
        for window in WINDOWS:
            shortened = True
            while shortened:
                shortened = False
                boards, start = _boards_along(board, moves), 0
                while start + window // 2 < len(moves):
                    if time.perf_counter() > deadline:  # a window's search may never look
                        return moves, nodes
                    end = min(start + window, len(moves))
                    fewer, more = ida_star(
                        boards[start],
                        boards[end],
                        deadline,
                        walking=False,
                        shorter_than=end - start,
                    )
                    nodes += more
                    if fewer is not None:
                        moves = _cut_loops(board, [*moves[:start], *fewer, *moves[end:]])
                        boards, shortened = _boards_along(board, moves), True
                    start += window // 2
    except SearchTimeout as timeout:
        nodes += timeout.nodes
    return moves, nodes


def _boards_along(board: Board, moves: Sequence[Tile]) -> list[Board]:
    """The board before each move and after the last."""
    return list(accumulate(moves, Board.slide, initial=board))


def _cut_loops(board: Board, moves: Sequence[Tile]) -> list[Tile]:
    """``moves`` without the stretches that come back to a board passed before."""
    boards = _boards_along(board, moves)
    last = {seen: k for k, seen in enumerate(boards)}
    kept, k = [], last[board]
    while k < len(moves):
        kept.append(moves[k])
        k = last[boards[k + 1]]
    return kept


Exit: TypeAlias = tuple[Cell, int, int, int, int, int, int, int]
"""A move of the search with what it changes: see ``_exits``."""


@cache
def _exits(rows: int, cols: int, bits: int) -> list[list[Exit]]:
    """Per blank cell, its moves, with what they change in the search's line keys.

    A move slides the tile on ``cell`` into the blank: ``(cell, vertical, back, la, lb, shift,
    other, delta)``. ``back``: the blank moves up or left. A vertical move takes the tile from
    row ``la`` to row ``lb``, each row key changing by the tile shifted ``shift`` bits, and
    column ``other``'s key by ``tile * delta`` (the tile moves along it); horizontal likewise.
    """
    exits = []
    for blank in range(rows * cols):
        rb, cb = divmod(blank, cols)
        moves: list[Exit] = []
        for cell in Board(rows, cols, range(rows * cols)).neighbours(blank):
            rn, cn = divmod(cell, cols)
            if cn == cb:  # vertical
                move = (cell, 1, int(cell < blank), rn, rb, bits * cn, cn)
                moves.append((*move, (1 << bits * rb) - (1 << bits * rn)))
            else:
                move = (cell, 0, int(cell < blank), cn, cb, bits * rn, rn)
                moves.append((*move, (1 << bits * cb) - (1 << bits * cn)))
        exits.append(moves)
    return exits


def pattern_ida_star(
    board: Board,
    found: tuple[Frame, PatternTables],
    deadline: float,
    weight: float = 1.0,
    *,
    reflected: bool = True,
    shorter_than: float = math.inf,
    max_nodes: float = math.inf,
) -> tuple[list[Tile] | None, int]:
    """``ida_star`` with the additive pattern databases' lower bound (``slidepuzzle.patterns``).

    ``found`` is the frame that takes ``board``'s goal to the tables' and the tables. The bound
    is the Manhattan distance plus the tables' excesses for the board, or the larger of those
    and a second lookup's: on square boards (if ``reflected``), the same tables for the board's
    reflection about the main diagonal; elsewhere the second partition's tables, if the shape
    has one. Each move changes one table index of each lookup by one addition. Walking
    distance is not maxed in: on the same 4 x 4 boards it saved 3-10% of the nodes, no time.
    """
    frame, tables = found
    start = frame.board(board)
    rows, cols = frame.shape
    n = rows * cols
    goal = Board(rows, cols, [*range(1, n), BLANK])
    manhattan = heuristic(goal, False).manhattan
    part, weight_of = _places(tables.patterns, n)
    tabs = tables.tables
    reflection = transposed(frame.shape)
    second = True  # a second lookup, in its own frame: cells moved, tiles renamed
    if reflection is not None and reflected:
        mirror_cell, mirror_name = reflection
        r_tabs, (r_part0, r_weight0) = tabs, (part, weight_of)
    elif tables.second:
        mirror_cell = mirror_name = tuple(range(n))
        r_tabs, (r_part0, r_weight0) = tables.second_tables, _places(tables.second, n)
    else:
        second, mirror_cell, mirror_name = False, tuple(range(n)), tuple(range(n))
        r_tabs, (r_part0, r_weight0) = tabs, (part, weight_of)
    # by tile: its pattern's table, its place value in the index, and the same in the second
    table_of = [tabs[part[t]] for t in range(n)]
    r_part = [r_part0[mirror_name[t]] for t in range(n)]
    r_weight = [r_weight0[mirror_name[t]] for t in range(n)]
    r_table_of = [r_tabs[r_part[t]] for t in range(n)]
    state = list(start.tiles)
    index = [0] * len(tabs)
    r_index = [0] * len(r_tabs)
    for cell, tile in enumerate(state):
        if tile != BLANK:
            index[part[tile]] += weight_of[tile] * cell
            r_index[r_part[tile]] += r_weight[tile] * mirror_cell[cell]
    excess = [tabs[k][i] for k, i in enumerate(index)]
    r_excess = [r_tabs[k][i] for k, i in enumerate(r_index)] if second else [0] * len(r_tabs)
    tiles = range(n)
    exits = [  # per blank cell, its moves: (cell, the change in Manhattan distance by tile,
        # in the index by tile, in the second lookup's index by tile)
        [
            (
                cell,
                tuple(manhattan[t][blank] - manhattan[t][cell] for t in tiles),
                tuple(weight_of[t] * (blank - cell) for t in tiles),
                tuple(r_weight[t] * (mirror_cell[blank] - mirror_cell[cell]) for t in tiles),
            )
            for cell in goal.neighbours(blank)
        ]
        for blank in range(n)
    ]
    path: list[Tile] = []  # the moves so far: the first ``g`` (never more than the bound)
    nodes = 0

    def dfs(blank: Cell, g: int, bound: float, md: int, e: int, r: int, prev: Cell) -> float:
        """Search below the board in ``state``: minus the solution's length if the goal is found
        (its moves in ``path``), else the least f over ``bound``."""
        nonlocal nodes
        nodes += 1
        if nodes % CHECK_EVERY == 0 and (nodes >= max_nodes or time.perf_counter() > deadline):
            raise SearchTimeout(nodes)
        least = math.inf
        g1 = g + 1
        for cell, step, diff, r_diff in exits[blank]:
            if cell == prev:
                continue
            tile = state[cell]
            new_md = md + step[tile]
            f = g1 + weight * new_md
            if f > bound:
                if f < least:
                    least = f
                continue
            k = part[tile]
            i = index[k] + diff[tile]
            ek = table_of[tile][i]
            h = new_e = e - excess[k] + ek
            if second:
                rk = r_part[tile]
                j = r_index[rk] + r_diff[tile]
                rek = r_table_of[tile][j]
                new_r = r - r_excess[rk] + rek
                if new_r > h:
                    h = new_r
            else:
                new_r = r
            f = g1 + weight * (h + new_md)
            if f > bound:
                if f < least:
                    least = f
                continue
            path[g] = tile
            if new_md == 0:
                return -g1  # found: minus its length
            state[blank], state[cell] = tile, BLANK
            old_i, old_e = index[k], excess[k]
            index[k], excess[k] = i, ek
            if second:
                old_j, old_r = r_index[rk], r_excess[rk]
                r_index[rk], r_excess[rk] = j, rek
            found = dfs(cell, g1, bound, new_md, new_e, new_r, blank)
            if found < 0:
                return found
            state[blank], state[cell] = BLANK, tile
            index[k], excess[k] = old_i, old_e
            if second:
                r_index[rk], r_excess[rk] = old_j, old_r
            if found < least:
                least = found
        return least

    md = sum(manhattan[tile][cell] for cell, tile in enumerate(state))
    if md == 0:
        return [], 0
    e, r = sum(excess), sum(r_excess)
    bound = weight * (md + max(e, r))
    while bound < shorter_than:  # else every solution is at least ``bound`` moves long
        path.extend([0] * (int(bound) + 1 - len(path)))
        result = dfs(start.blank, 0, bound, md, e, r, -1)
        if result < 0:
            return frame.moves(path[: int(-result)]), nodes
        bound = result
    return None, nodes


def _places(patterns: Sequence[Sequence[Tile]], n: int) -> tuple[list[int], list[int]]:
    """By tile: which pattern it is in, and its place value in that pattern's table index."""
    part, weight_of = [0] * n, [0] * n
    for k, pattern in enumerate(patterns):
        for slot, tile in enumerate(pattern):
            part[tile], weight_of[tile] = k, n**slot
    return part, weight_of
