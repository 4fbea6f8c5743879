"""Solutions: the tiles to slide, in order, to take a board to its goal.

- A *move* is the tile slid into the blank; a *solution* is the moves from a board to its goal.
- *Optimal search*: IDA* (iterative-deepening A*) with an admissible lower bound (see
  ``slidepuzzle.heuristics``): its first solution is the shortest there is.
- *Weighted search*: the same with the lower bound inflated, for a quick, short solution.
- *Constructive solver*: for any size, place the top rows one by one until two remain, then the
  last two rows column by column, then the final 2 x 2; fast and valid, never proven shortest.
- *Lines* (one row or one column) have one solution: the blank walks to its goal cell.

``solve`` picks: lines walk; boards of up to ``OPTIMAL_CELLS`` cells are searched optimally
within the time limit (the best solution found so far is kept in case time runs out, and is
proven optimal if the search rules out anything shorter); bigger boards are built
constructively, up to ``MAX_BUILD``.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import accumulate

from slidepuzzle.board import BLANK, Board, Cell, Goal, Tile, goal_board
from slidepuzzle.heuristics import has_walking, heuristic
from slidepuzzle.rule import analyze

OPTIMAL_CELLS = 16
"""Boards with at most this many cells get an optimal search; bigger ones a constructive one."""

WEIGHTS = (3.0, 2.0, 1.5)
"""How much the weighted searches inflate the lower bound, one after the other: the greediest
first, since it finishes soonest on every shape; a search running out of time ends them."""

WINDOWS = (16, 24, 32, 48, 64)
"""The lengths of the stretches ``shorten`` replaces by the fewest moves, one length a pass."""

QUICK_SHARE = 0.1
"""The share of the time limit for the quick stage (weighted searches, then ``shorten``)..."""

QUICK_SHARE_NO_WALKING = 0.5
"""...and on shapes without walking-distance tables (a side over 4, as 2 x 8 or 3 x 5), where
the optimal search seldom finishes and the quick stage needs longer."""

MAX_BUILD = 500_000
"""The biggest board built constructively, as ``cells * (rows + cols)``, about its moves:
60 x 60 or 2 x 500 (a second or a few); bigger boards are refused rather than left hanging."""

CHECK_EVERY = 4096
"""Search nodes between looks at the clock."""


class UnsolvableError(ValueError):
    """Raised by ``solve`` for a board that cannot reach its goal; the message says why."""


@dataclass(frozen=True)
class Solution:
    """The moves from a board to its goal, whether they are proven fewest, and search figures."""

    moves: tuple[Tile, ...]
    optimal: bool
    nodes: int
    seconds: float
    method: str

    def __len__(self) -> int:
        return len(self.moves)


def solve(board: Board, goal: Goal = None, *, time_limit: float = 10.0) -> Solution:
    """The moves taking ``board`` to ``goal``: the fewest if found within ``time_limit`` seconds."""
    started = time.perf_counter()
    if not isinstance(time_limit, int | float) or not time_limit > 0:
        raise ValueError(f"time_limit must be a positive number of seconds, got {time_limit!r}")
    target = goal_board(board.rows, board.cols, goal)
    verdict = analyze(board, goal)
    if not verdict.solvable:
        raise UnsolvableError(verdict.explanation)

    def done(moves: Iterable[Tile], optimal: bool, nodes: int, method: str) -> Solution:
        return Solution(tuple(moves), optimal, nodes, time.perf_counter() - started, method)

    if board == target:
        return done((), True, 0, "none")
    if board.rows == 1 or board.cols == 1:
        return done(line_moves(board, target), True, 0, "line")
    if board.size > OPTIMAL_CELLS:
        if board.size * (board.rows + board.cols) > MAX_BUILD:
            raise ValueError(
                f"a {board.rows} x {board.cols} board is too big to solve: it takes millions of "
                f"moves; boards up to cells x (rows + columns) = {MAX_BUILD:,} are solved "
                f"(60 x 60, 2 x 500)"
            )
        return done(construct(board, target), False, 0, "constructive")

    deadline = started + time_limit
    best, method = construct(board, target), "constructive"
    quick = (QUICK_SHARE if has_walking(target) else QUICK_SHARE_NO_WALKING) * time_limit
    now = time.perf_counter()
    nodes = 0
    try:  # the first half of the quick stage
        for weight in WEIGHTS:
            moves, more = ida_star(board, target, min(deadline, now + quick / 2), weight)
            nodes += more
            if moves is not None and len(moves) < len(best):
                best, method = moves, "weighted"
    except SearchTimeout as timeout:  # then the weighted solutions may be long: shorten
        nodes += timeout.nodes
        moves, more = shorten(board, best, min(deadline, now + quick))
        nodes += more
        if len(moves) < len(best):
            best, method = moves, "shortened"
    try:
        moves, more = ida_star(board, target, deadline, shorter_than=len(best))
    except SearchTimeout as timeout:
        return done(best, False, nodes + timeout.nodes, method)
    if moves is None:  # nothing shorter than the best so far: it is the shortest
        return done(best, True, nodes + more, method)
    return done(moves, True, nodes + more, "ida*")


def line_moves(board: Board, goal: Board) -> list[Tile]:
    """The one way to solve a single row or column: slide the tiles between the blanks."""
    here, there = board.blank, goal.blank
    step = 1 if there > here else -1
    return [board.tiles[cell] for cell in range(here + step, there + step, step)]


# Optimal and weighted search ---------------------------------------------------------------


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
) -> tuple[list[Tile] | None, int]:
    """IDA*: the moves (fewest when ``weight`` is 1) and the nodes searched.

    The moves are ``None`` when no solution is shorter than ``shorter_than`` (proven when
    ``weight`` is 1). Past ``deadline`` it raises ``SearchTimeout``.

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
        if nodes % CHECK_EVERY == 0 and time.perf_counter() > deadline:
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


@cache
def _exits(rows: int, cols: int, bits: int) -> list[list[tuple[int, ...]]]:
    """Per blank cell, its moves, with what they change in the search's line keys.

    A move slides the tile on ``cell`` into the blank: ``(cell, vertical, back, la, lb, shift,
    other, delta)``. ``back``: the blank moves up or left. A vertical move takes the tile from
    row ``la`` to row ``lb``, each row key changing by the tile shifted ``shift`` bits, and
    column ``other``'s key by ``tile * delta`` (the tile moves along it); horizontal likewise.
    """
    exits = []
    for blank in range(rows * cols):
        (rb, cb), moves = divmod(blank, cols), []
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


# Constructive solver ----------------------------------------------------------------------


def construct(board: Board, goal: Board) -> list[Tile]:
    """A solution for any solvable board of at least 2 rows and 2 columns, built place by place.

    The builder targets the blank-last goal; another goal is reached through it: a fixed path
    ``P`` takes the goal's blank to the bottom-right cell, giving ``G' = goal.play(P)``; the tiles
    are renamed so that ``G'`` reads as blank-last, the renamed board is solved, and ``P``
    reversed is appended, which turns ``G'`` back into the goal.
    """
    rows, cols = board.rows, board.cols
    bottom_right = rows * cols - 1
    r, c = divmod(goal.blank, cols)
    to_corner = [goal.tiles[r * cols + k] for k in range(c + 1, cols)]
    to_corner += [goal.tiles[k * cols + cols - 1] for k in range(r + 1, rows)]
    turned = goal.play(to_corner)
    name = {tile: (cell + 1) % (bottom_right + 1) for cell, tile in enumerate(turned.tiles)}
    original = {new: old for old, new in name.items()}
    builder = _Builder(rows, cols, [name[tile] for tile in board.tiles])
    builder.solve()
    moves = [original[tile] for tile in builder.moves]
    return _cancel_pairs([*moves, *reversed(to_corner)])


def _cancel_pairs(moves: Iterable[Tile]) -> list[Tile]:
    """The moves without back-and-forth pairs (the same tile slid twice running)."""
    kept: list[Tile] = []
    for tile in moves:
        if kept and kept[-1] == tile:
            kept.pop()
        else:
            kept.append(tile)
    return kept


class _Builder:
    """The constructive solver's workbench: a mutable board, the cells already placed, the moves."""

    def __init__(self, rows: int, cols: int, tiles: Sequence[Tile]) -> None:
        self.rows, self.cols = rows, cols
        self.tiles = list(tiles)
        self.cell_of = [0] * len(self.tiles)
        for cell, tile in enumerate(self.tiles):
            self.cell_of[tile] = cell
        self.placed = bytearray(len(self.tiles))
        self.moves: list[Tile] = []
        shape = Board(rows, cols, range(rows * cols))
        self.next_to = [tuple(shape.neighbours(cell)) for cell in range(rows * cols)]

    def solve(self) -> None:
        """Top rows one by one until two remain, then the last two column by column, then 2 x 2."""
        rows, cols = self.rows, self.cols
        for r in range(rows - 2):
            for c in range(cols - 2):
                cell = r * cols + c
                self.tile_to(cell + 1, cell)
                self.placed[cell] = 1
            a = r * cols + cols - 2
            self.pair(a, a + 1, (a, a + 1, a + cols, a + 1 + cols, a + 2 * cols, a + 1 + 2 * cols))
        for c in range(cols - 2):
            a, b = (rows - 2) * cols + c, (rows - 1) * cols + c
            self.pair(a, b, (a, b, a + 1, b + 1, a + 2, b + 2))
        a, b = (rows - 1) * cols - 2, rows * cols - 2
        self.arrange((a, a + 1, b, b + 1), {a: a + 1, a + 1: a + 2, b: b + 1, b + 1: BLANK})

    def slide(self, cell: Cell) -> None:
        """Slide the tile on ``cell`` (next to the blank) into the blank."""
        blank, tile = self.cell_of[BLANK], self.tiles[cell]
        self.tiles[blank], self.tiles[cell] = tile, BLANK
        self.cell_of[tile], self.cell_of[BLANK] = blank, cell
        if self.moves and self.moves[-1] == tile:
            self.moves.pop()
        else:
            self.moves.append(tile)

    def route(
        self, start: Cell, ends: Container[Cell], avoid: Container[Cell]
    ) -> list[Cell] | None:
        """The cells after ``start`` on a shortest way to one of ``ends``, over free cells."""
        came = {start: start}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            if cell in ends:
                way = []
                while cell != start:
                    way.append(cell)
                    cell = came[cell]
                return way[::-1]
            for n in self.next_to[cell]:
                if n not in came and not self.placed[n] and n not in avoid:
                    came[n] = cell
                    queue.append(n)
        return None

    def blank_to(self, ends: Container[Cell], avoid: Container[Cell]) -> bool:
        """Walk the blank to one of ``ends`` around ``avoid``; False if there is no way."""
        way = self.route(self.cell_of[BLANK], ends, avoid)
        if way is None:
            return False
        for cell in way:
            self.slide(cell)
        return True

    def tile_to(self, tile: Tile, cell: Cell) -> None:
        """Move ``tile`` to ``cell``, step by step, bringing the blank ahead of it each time."""
        way = self.route(self.cell_of[tile], (cell,), ())
        assert way is not None, f"no way for tile {tile} to cell {cell}"
        for step in way:
            if not self.blank_to((step,), (self.cell_of[tile],)):
                self.arrange_free(tile, cell)
                return
            self.slide(self.cell_of[tile])

    def arrange_free(self, tile: Tile, cell: Cell) -> None:
        """Move ``tile`` to ``cell`` by searching tile and blank together (for tight corners)."""
        start = (self.cell_of[tile], self.cell_of[BLANK])
        came: dict[tuple[Cell, Cell], tuple[Cell, Cell]] = {start: start}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here[0] == cell:
                break
            at, blank = here
            for n in self.next_to[blank]:
                if not self.placed[n]:
                    there = (blank if n == at else at, n)
                    if there not in came:
                        came[there] = here
                        queue.append(there)
        else:
            raise AssertionError(f"no way for tile {tile} to cell {cell}")
        blanks = []
        while here != start:
            blanks.append(here[1])
            here = came[here]
        for n in reversed(blanks):
            self.slide(n)

    def pair(self, a: Cell, b: Cell, window: tuple[Cell, ...]) -> None:
        """Place the tiles of cells ``a`` and ``b``, the last two of a row or column.

        ``window`` is six free cells: ``a``, ``b`` (on the board's edge), the two beside them,
        then the two beyond. The tile for ``a`` goes to ``b``, the one for ``b`` into the window,
        then the window alone is searched to put both home.
        """
        want_a, want_b = a + 1, b + 1
        if self.tiles[a] != want_a or self.tiles[b] != want_b:
            self.tile_to(want_a, b)
            self.placed[b] = 1
            if self.cell_of[want_b] not in window:
                self.tile_to(want_b, window[-1])
            self.placed[b] = 0
            if self.cell_of[BLANK] not in window:
                taken = (self.cell_of[want_a], self.cell_of[want_b])
                moved = self.blank_to([c for c in window if c not in taken], taken)
                assert moved, "the blank cannot reach the window"
            self.arrange(window, {a: want_a, b: want_b})
        self.placed[a] = self.placed[b] = 1

    def arrange(self, window: Sequence[Cell], want: dict[Cell, Tile]) -> None:
        """Slide the blank within ``window`` until each cell of ``want`` holds its tile."""
        index = {cell: i for i, cell in enumerate(window)}
        wanted = set(want.values())
        start = tuple(
            t if t in wanted or t == BLANK else -1 for t in (self.tiles[c] for c in window)
        )
        goal_at = [(index[cell], tile) for cell, tile in want.items()]
        came: dict[tuple[int, ...], tuple[tuple[int, ...], Cell] | None] = {start: None}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if all(here[i] == tile for i, tile in goal_at):
                break
            blank = window[here.index(BLANK)]
            for n in self.next_to[blank]:
                if n in index:
                    new = list(here)
                    new[index[blank]], new[index[n]] = new[index[n]], BLANK
                    there = tuple(new)
                    if there not in came:
                        came[there] = (here, n)
                        queue.append(there)
        else:
            raise AssertionError(f"cannot arrange {want} within {window}")
        slides = []
        while (step := came[here]) is not None:
            here, n = step
            slides.append(n)
        for n in reversed(slides):
            self.slide(n)
