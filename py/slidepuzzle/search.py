"""Searches for the fewest moves: IDA* (optimal, or weighted for speed) and ``shorten``.

- *Optimal search*: IDA* (iterative-deepening A*) with an admissible lower bound (see
  ``slidepuzzle.heuristics``): its first solution is the shortest there is.
- *Weighted search*: the same with the lower bound inflated, for a quick, short solution.
- *Shortening*: a long solution's stretches each replaced by the fewest moves between their ends.

Both searches share IDA*'s outer loop (``_deepen``) and one convention: the depth-first search
returns minus the solution's length when it finds one (its moves in ``path``), else the least f
over the bound. They look at the clock and count every ``CHECK_EVERY`` nodes, and raise
``SearchTimeout`` past a deadline or a node limit (the limit makes tests independent of the
machine's speed).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from functools import cache
from itertools import accumulate
from operator import itemgetter
from typing import NamedTuple, TypeAlias

from slidepuzzle.board import BLANK, Board, Cell, Tile
from slidepuzzle.heuristics import heuristic
from slidepuzzle.patterns import Frame, PatternTables, transposed

WINDOWS = (16, 24, 32, 48, 64)
"""The lengths of the stretches ``shorten`` replaces by the fewest moves, one length a pass."""

CHECK_EVERY = 1024
"""Search nodes between looks at the clock: about 10 ms natively under load (4,096 let answers
over 10-cell boards come up to 0.36 s past their time limit at load 10)."""


class SearchTimeout(TimeoutError):
    """Raised by a search past its deadline or node limit; ``nodes`` says how much it searched,
    ``bound`` the f bound of the iteration it stopped in (with weight 1, no solution is shorter)."""

    def __init__(self, nodes: int, bound: float = 0.0) -> None:
        super().__init__(f"no solution found before the deadline ({nodes:,} nodes searched)")
        self.nodes, self.bound = nodes, bound


def _deepen(
    dfs: Callable[[float], float], bound: float, shorter_than: float, path: list[Tile]
) -> list[Tile] | None:
    """IDA*'s outer loop: search below ``bound``, raised each time to the least f over it, until
    ``dfs`` finds a solution (it returns minus its length, the moves in ``path``) or the bound
    reaches ``shorter_than`` (None: every solution is at least that long, if ``dfs`` is optimal).
    A ``SearchTimeout`` leaves with the bound it stopped at."""
    while bound < shorter_than:
        path.extend([0] * (int(bound) + 1 - len(path)))
        try:
            result = dfs(bound)
        except SearchTimeout as timeout:
            raise SearchTimeout(timeout.nodes, bound) from None
        if result < 0:
            return path[: int(-result)]
        bound = result
    return None


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
    path: list[Tile] = []  # the moves so far: the first ``g`` (never more than the bound)
    nodes = 0

    def dfs(
        blank: Cell, g: int, bound: float, md: int, lc: int, vid: int, hid: int, prev: Cell
    ) -> float:
        """Search below the board in ``state``: minus the solution's length if the goal is found
        (its moves in ``path``), else the least f over ``bound``."""
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
            path[g] = tile
            if new_md == 0:
                return -(g + 1)
            state[blank], state[cell] = tile, BLANK
            line_keys[la], line_keys[lb] = na, nb
            keys[not vertical][other] += tile * delta
            found = dfs(cell, g + 1, bound, new_md, new_lc, new_vid, new_hid, blank)
            if found < 0:
                return found
            state[blank], state[cell] = BLANK, tile
            line_keys[la], line_keys[lb] = ka, kb
            keys[not vertical][other] -= tile * delta
            if found < least:
                least = found
        return least

    md = sum(manhattan[tile][cell] for cell, tile in enumerate(state))
    if md == 0:
        return [], 0
    lc = sum(row_lc[r][k] for r, k in enumerate(row_key))
    lc += sum(col_lc[c][k] for c, k in enumerate(col_key))
    h = max(md + lc, v_dist[vid] + h_dist[hid]) if walking else md + lc
    moves = _deepen(
        lambda bound: dfs(board.blank, 0, bound, md, lc, vid, hid, -1),
        weight * h,
        shorter_than,
        path,
    )
    return moves, nodes


def shorten(
    board: Board,
    moves: Sequence[Tile],
    deadline: float,
    *,
    max_nodes: float = math.inf,
    better: Callable[[list[Tile]], None] | None = None,
) -> tuple[list[Tile], int]:
    """``moves`` with loops cut and stretches replaced by the fewest moves between their ends.

    Each pass takes stretches of one of ``WINDOWS`` moves, overlapping by half, and searches
    optimally (IDA*, Manhattan + linear conflict) from the board before a stretch to the board
    after it, within the rectangle the blank crosses in the stretch and one cell around it (so
    a window costs the same on any size of board); a pass that shortened something is run again.
    ``better`` hears each shorter solution. It stops at ``deadline`` or after ``max_nodes``.
    Returns the moves and the nodes searched.
    """
    moves, nodes = list(moves), 0
    if len(moves) * board.size <= LOOP_CUT_WORK:
        moves = _cut_loops(board, moves)
    try:
        for window in WINDOWS:
            shortened = True
            while shortened:
                shortened = False
                tiles, blank, start = list(board.tiles), board.blank, 0
                while start + window // 2 < len(moves):
                    if time.perf_counter() > deadline or nodes >= max_nodes:
                        return moves, nodes  # a window's search may never look
                    end = min(start + window, len(moves))
                    fewer, more = _shortest_within(
                        board, tiles, blank, moves[start:end], deadline, max_nodes - nodes
                    )
                    nodes += max(more, 1)  # a window ruled out at once counts as one
                    if fewer is not None:
                        moves[start:end] = fewer
                        for seam in (start + len(fewer), start):  # cancel tiles slid back
                            while 0 < seam < len(moves) and moves[seam - 1] == moves[seam]:
                                if seam == start:  # the board at ``start`` steps back a move
                                    blank = _play(tiles, board.cols, blank, moves[seam - 1 : seam])
                                    start -= 1
                                del moves[seam - 1 : seam + 1]
                                seam -= 1
                        shortened = True
                        if better is not None:
                            better(moves)
                    blank = _play(tiles, board.cols, blank, moves[start : start + window // 2])
                    start += window // 2
    except SearchTimeout as timeout:
        nodes += timeout.nodes
    return moves, nodes


END_STRETCHES = range(20, 200, 10)
"""The lengths of the last stretch that ``shorten_end`` replaces by the fewest moves, in turn."""


def shorten_end(
    board: Board,
    moves: Sequence[Tile],
    found: tuple[Frame, PatternTables],
    deadline: float,
    *,
    max_nodes: float = math.inf,
    better: Callable[[list[Tile]], None] | None = None,
) -> tuple[list[Tile], int]:
    """``moves`` with their last stretch replaced by the fewest moves from its first board to the
    goal, found by ``pattern_ida_star`` with the tables ``found``; for ever longer stretches
    (``END_STRETCHES``) until one takes past ``deadline`` or ``max_nodes``, or the whole is
    replaced. ``better`` hears each shorter solution. The moves and the nodes searched."""
    moves, nodes = list(moves), 0
    boards = _boards_along(board, moves)
    for stretch in END_STRETCHES:
        stretch = min(stretch, len(moves))
        try:
            fewer, more = pattern_ida_star(
                boards[-1 - stretch],
                found,
                deadline,
                shorter_than=stretch,
                max_nodes=max_nodes - nodes,
            )
        except SearchTimeout as timeout:
            return moves, nodes + timeout.nodes
        nodes += more
        kept = len(moves) - stretch
        if fewer is not None:
            moves[kept:] = fewer
            boards[kept:] = _boards_along(boards[kept], fewer)
            if better is not None:
                better(moves)
        if kept == 0:
            break
    return moves, nodes


LOOP_CUT_WORK = 2_000_000
"""``shorten`` cuts loops (which keeps every board along the moves) only if moves x cells is
at most this."""


def _shortest_within(
    board: Board,
    tiles: Sequence[Tile],
    blank: Cell,
    moves: Sequence[Tile],
    deadline: float,
    max_nodes: float,
) -> tuple[list[Tile] | None, int]:
    """Fewer moves than ``moves`` between the same boards (``board``'s shape, ``tiles`` before
    them, the blank on ``blank``), searched in the rectangle the blank crosses and one cell
    around it; None if there are none there."""
    rows, cols = board.rows, board.cols
    changed, crossed = _play_over(tiles, cols, blank, moves)
    crossed.append(blank)
    top = max(min(c // cols for c in crossed) - 1, 0)
    bottom = min(max(c // cols for c in crossed) + 1, rows - 1)
    left = max(min(c % cols for c in crossed) - 1, 0)
    right = min(max(c % cols for c in crossed) + 1, cols - 1)
    cells = [r * cols + c for r in range(top, bottom + 1) for c in range(left, right + 1)]
    name = {BLANK: BLANK}  # the rectangle's tiles renamed 1, 2, ...
    for cell in cells:
        if tiles[cell] != BLANK:
            name[tiles[cell]] = len(name)
    original = {new: old for old, new in name.items()}
    shape = (bottom - top + 1, right - left + 1)
    start = Board(*shape, [name[tiles[c]] for c in cells])
    goal = Board(*shape, [name[changed.get(c, tiles[c])] for c in cells])
    fewer, nodes = ida_star(
        start, goal, deadline, walking=False, shorter_than=len(moves), max_nodes=max_nodes
    )
    return (None if fewer is None else [original[t] for t in fewer]), nodes


def _play(tiles: list[Tile], cols: int, blank: Cell, moves: Sequence[Tile]) -> Cell:
    """Play legal ``moves`` on ``tiles`` in place (the blank on ``blank``); the blank's cell."""
    changed, crossed = _play_over(tiles, cols, blank, moves)
    for cell, tile in changed.items():
        tiles[cell] = tile
    return crossed[-1] if crossed else blank


def _play_over(
    tiles: Sequence[Tile], cols: int, blank: Cell, moves: Sequence[Tile]
) -> tuple[dict[Cell, Tile], list[Cell]]:
    """Play legal ``moves`` over ``tiles`` (the blank on ``blank``) without changing them: the
    cells that change, with their tiles after, and the blank's cell after each move."""
    changed: dict[Cell, Tile] = {}
    crossed = []
    for tile in moves:
        for cell in (blank - cols, blank + cols, blank - 1, blank + 1):
            if 0 <= cell < len(tiles) and changed.get(cell, tiles[cell]) == tile:
                break
        changed[blank], changed[cell] = tile, BLANK
        blank = cell
        crossed.append(cell)
    return changed, crossed


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
    frame, start = found[0], found[0].board(board)
    look = _lookup(start, found[1], reflected)
    part, index, excess, table_of = look.part, look.indexes, look.excess, look.table_of
    second, r_part, r_index, r_excess = look.second, look.r_part, look.r_indexes, look.r_excess
    r_table_of, exits = look.r_table_of, look.exits
    state = list(start.tiles)
    path: list[Tile] = []  # the moves so far: the first ``g`` (never more than the bound)
    nodes = 0

    def dfs(blank: Cell, g: int, bound: float, md: int, e: int, r: int, prev: Cell) -> float:
        """Search below the board in ``state``: minus the solution's length if the goal is found
        (its moves in ``path``), else the least f over ``bound``. The children within the bound
        are searched least f first (ties in the usual order), so the last iteration meets the
        goal sooner."""
        nonlocal nodes
        nodes += 1
        if nodes % CHECK_EVERY == 0 and (nodes >= max_nodes or time.perf_counter() > deadline):
            raise SearchTimeout(nodes)
        least = math.inf
        g1 = g + 1
        children = []
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
            rk = j = rek = 0
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
            if new_md == 0:
                path[g] = tile
                return -g1  # found: minus its length
            children.append((f, cell, tile, new_md, new_e, new_r, k, i, ek, rk, j, rek))
        if len(children) > 1:
            children.sort(key=itemgetter(0))
        for _, cell, tile, new_md, new_e, new_r, k, i, ek, rk, j, rek in children:
            path[g] = tile
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

    md, e, r = look.md, sum(excess), sum(r_excess)
    if md == 0:
        return [], 0
    moves = _deepen(
        lambda bound: dfs(start.blank, 0, bound, md, e, r, -1),
        weight * (md + max(e, r)),
        shorter_than,
        path,
    )
    return (None if moves is None else frame.moves(moves)), nodes


_Beamed: TypeAlias = tuple[int, bytes, Cell, int, tuple[int, ...], tuple[int, ...], int, int, int]
"""A board in the beam: see ``pattern_beam_search``."""


def pattern_beam_search(
    board: Board,
    found: tuple[Frame, PatternTables],
    deadline: float,
    width: int,
    *,
    shorter_than: float = math.inf,
    max_nodes: float = math.inf,
) -> tuple[list[Tile] | None, int]:
    """Beam search with the pattern databases (as ``pattern_ida_star``): breadth first, keeping
    at each depth only the ``width`` boards not seen before whose two lookups (the board's and
    the second: see ``_lookup``) have the least sum, until one is the goal. (The sum, not the
    larger, of the two: on Korf & Taylor's 24-puzzles at widths 1,000 and 2,000, 1.148 and 1.126
    times the shortest against 1.155 and 1.147.) No bound on its length but ``shorter_than``
    (boards with g + h at least that are dropped, h the larger lookup; None if none is left);
    the wider, the shorter as a rule, and the longer it takes (about ``3 x width`` boards a
    move). The moves and the boards expanded; ``SearchTimeout`` past ``deadline`` or
    ``max_nodes``."""
    frame, start = found[0], found[0].board(board)
    look = _lookup(start, found[1], True)
    part, table_of, second = look.part, look.table_of, look.second
    r_part, r_table_of, exits = look.r_part, look.r_table_of, look.exits
    if look.md == 0:
        return [], 0
    first = bytes(start.tiles)
    e, r = sum(look.excess), sum(look.r_excess)
    # a board: (its rank, tiles, blank, Manhattan distance, indexes, second indexes, excess,
    # second excess, its number); how each was reached: the board before and the tile slid
    indexes, r_indexes = tuple(look.indexes), tuple(look.r_indexes)
    layer: list[_Beamed] = [(0, first, start.blank, look.md, indexes, r_indexes, e, r, 0)]
    before, slid = [-1], [BLANK]
    seen = {first}
    nodes = g = 0
    while layer:
        g += 1
        children = []  # (h, the board before in ``layer``, the cell whose tile slides, ...)
        for before_at, (_, tiles, blank, md, index, r_index, e, r, number) in enumerate(layer):
            nodes += 1
            if nodes % CHECK_EVERY == 0 and (nodes >= max_nodes or time.perf_counter() > deadline):
                raise SearchTimeout(nodes)
            for cell, step, diff, r_diff in exits[blank]:
                tile = tiles[cell]
                new_md = md + step[tile]
                k = part[tile]
                table = table_of[tile]
                i = index[k] + diff[tile]
                new_e = e - table[index[k]] + table[i]
                new_r = j = 0
                if second:
                    rk = r_part[tile]
                    r_table = r_table_of[tile]
                    j = r_index[rk] + r_diff[tile]
                    new_r = r - r_table[r_index[rk]] + r_table[j]
                h = new_md + (new_e if new_e > new_r else new_r)
                if g + h >= shorter_than:
                    continue
                if new_md == 0:
                    moves = [tile]
                    while number > 0:
                        moves.append(slid[number])
                        number = before[number]
                    return frame.moves(moves[::-1]), nodes
                rank = new_md + new_md + new_e + (new_r if second else new_e)
                children.append((rank, before_at, cell, new_md, i, new_e, j, new_r))
        children.sort(key=itemgetter(0))
        kept: list[_Beamed] = []  # the best ``width`` children not seen before, made only now
        for rank, before_at, cell, new_md, i, new_e, j, new_r in children:
            _, tiles, blank, _, index, r_index, _, _, number = layer[before_at]
            tile = tiles[cell]
            after = bytearray(tiles)
            after[blank], after[cell] = tile, BLANK
            key = bytes(after)
            if key in seen:
                continue
            seen.add(key)
            k, rk = part[tile], r_part[tile]
            new_index = (*index[:k], i, *index[k + 1 :])
            new_r_index = (*r_index[:rk], j, *r_index[rk + 1 :]) if second else r_index
            before.append(number)
            slid.append(tile)
            number = len(slid) - 1
            kept.append((rank, key, cell, new_md, new_index, new_r_index, new_e, new_r, number))
            if len(kept) == width:
                break
        layer = kept
    return None, nodes


def pattern_bound(board: Board, found: tuple[Frame, PatternTables]) -> int:
    """The pattern databases' lower bound on ``board``'s moves, as ``pattern_ida_star`` starts
    with: Manhattan distance plus the tables' excesses, maxed with the second lookup's."""
    look = _lookup(found[0].board(board), found[1], True)
    return look.md + max(sum(look.excess), sum(look.r_excess))


class _Lookup(NamedTuple):
    """The pattern databases set up for a board in their frame: by tile, its pattern (``part``),
    that pattern's table, and the same for the second lookup (the reflected board, or the
    second partition; ``second`` False if neither); the board's indexes, excesses and
    Manhattan distance; per blank cell, its moves: (cell, the change in Manhattan distance by
    tile, in the index by tile, in the second lookup's index by tile)."""

    part: list[int]
    table_of: list[bytes]
    indexes: list[int]
    excess: list[int]
    second: bool
    r_part: list[int]
    r_table_of: list[bytes]
    r_indexes: list[int]
    r_excess: list[int]
    md: int
    exits: list[list[tuple[Cell, tuple[int, ...], tuple[int, ...], tuple[int, ...]]]]


def _lookup(start: Board, tables: PatternTables, reflected: bool) -> _Lookup:
    """``_Lookup`` for ``start`` (in the tables' frame); the second lookup is the reflected one
    on square boards if ``reflected``, else the second partition's if there is one."""
    rows, cols = start.rows, start.cols
    n = rows * cols
    goal = Board(rows, cols, [*range(1, n), BLANK])
    manhattan = heuristic(goal, False).manhattan
    part, weight_of = _places(tables.patterns, n)
    tabs = tables.tables
    reflection = transposed((rows, cols))
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
    index = [0] * len(tabs)
    r_index = [0] * len(r_tabs)
    for cell, tile in enumerate(start.tiles):
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
    md = sum(manhattan[tile][cell] for cell, tile in enumerate(start.tiles))
    return _Lookup(
        part, table_of, index, excess, second, r_part, r_table_of, r_index, r_excess, md, exits
    )


def _places(patterns: Sequence[Sequence[Tile]], n: int) -> tuple[list[int], list[int]]:
    """By tile: which pattern it is in, and its place value in that pattern's table index."""
    part, weight_of = [0] * n, [0] * n
    for k, pattern in enumerate(patterns):
        for slot, tile in enumerate(pattern):
            part[tile], weight_of[tile] = k, n**slot
    return part, weight_of
