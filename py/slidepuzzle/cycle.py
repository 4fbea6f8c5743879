"""The other half of the proof: any three tiles of a small window can be cycled, the blank back.

The Chinese seed article's argument for "every board with the goal's parity can be solved": three
tiles A, B, C and the blank in a 2 x 2 square turn one place round when the blank goes once round
the square (the *turn*, R); in a 2 x 3 window any three tiles can first be brought into such a
square (the *gathering*, F) and the gathering undone afterwards (F'). F R F' moves A to B's cell,
B to C's, C to A's, and leaves the blank and every other tile where they were: a 3-cycle. Two
3-cycles swap two pairs, and those make every even permutation.

``three_cycle(board)`` computes it on a window of the board itself: the window (2 x 3, 3 x 2 on a
board two columns wide, the whole board on a 2 x 2), the three tiles and the moves of each phase.
A window away from the blank is reached first (the blank walks in; the walk is undone at the end,
as part of F and F'). Moves are tiles slid into the blank, as in ``slidepuzzle.solve``.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from slidepuzzle.board import BLANK, Board, Cell, Tile
from slidepuzzle.grid import Grid


@dataclass(frozen=True)
class Window:
    """A rectangle of the board: its top row and left column (from 0) and its size."""

    row: int
    col: int
    rows: int
    cols: int

    def cells(self, board_cols: int) -> list[Cell]:
        """The window's cells on a board ``board_cols`` wide, in reading order."""
        return [
            (self.row + r) * board_cols + self.col + c
            for r in range(self.rows)
            for c in range(self.cols)
        ]


@dataclass(frozen=True)
class ThreeCycle:
    """Three tiles of a window cycled: ``tiles[0]`` goes to the cell of ``tiles[1]``, that one to
    the cell of ``tiles[2]``, that one to the cell of ``tiles[0]``; the moves in three phases."""

    window: Window
    tiles: tuple[Tile, Tile, Tile]
    gather: tuple[Tile, ...]
    """F: the blank walks into the window and brings the three tiles round it in a 2 x 2 square."""
    turn: tuple[Tile, ...]
    """R: the blank goes once round the square (four moves)."""
    undo: tuple[Tile, ...]
    """F': the blank goes back the way it came in F (the tiles it meets are not all the same)."""

    @property
    def moves(self) -> tuple[Tile, ...]:
        """F R F', the whole cycle."""
        return self.gather + self.turn + self.undo


def window_shape(rows: int, cols: int) -> tuple[int, int] | None:
    """The window's size on a ``rows x cols`` board: 2 x 3, else 3 x 2, else 2 x 2 (a 2 x 2
    board); None on a single row or column, where tiles never pass each other."""
    for shape in ((2, 3), (3, 2), (2, 2)):
        if rows >= shape[0] and cols >= shape[1]:
            return shape
    return None


def blank_window(board: Board) -> Window | None:
    """The window holding the blank, in a corner of it where the board allows (None: a line)."""
    shape = window_shape(board.rows, board.cols)
    if shape is None:
        return None
    row, col = board.row_col(board.blank)
    return Window(_corner(row, shape[0], board.rows), _corner(col, shape[1], board.cols), *shape)


def _corner(at: int, size: int, limit: int) -> int:
    """Where a window ``size`` long starts so that ``at`` is at its start or, failing that, its
    end (within ``0 .. limit``)."""
    if at + size <= limit:
        return at
    return max(0, at - size + 1)


def three_cycle(board: Board, window: Window | None = None) -> ThreeCycle | None:
    """The 3-cycle of three tiles in ``window`` (default: ``blank_window``); None on a single
    row or column. ``ValueError`` for a window that is not 2 x 3, 3 x 2 or 2 x 2 on the board."""
    window = window or blank_window(board)
    if window is None:
        return None
    if (window.rows, window.cols) not in ((2, 3), (3, 2), (2, 2)) or not (
        0 <= window.row <= board.rows - window.rows and 0 <= window.col <= board.cols - window.cols
    ):
        raise ValueError(f"{window} is not a 2 x 3, 3 x 2 or 2 x 2 window of the board")
    walk = _slides(board, _walk_in(board, window))
    inside = board.play(walk)
    cells = window.cells(board.cols)
    local = tuple(inside.tiles[cell] for cell in cells)
    grid = Grid(window.rows, window.cols)
    blank = local.index(BLANK)
    by_distance = sorted(
        (cell for cell, tile in enumerate(local) if tile != BLANK),
        key=lambda cell: (-grid.distance(cell, blank), cell),
    )
    chosen = frozenset(local[cell] for cell in by_distance[:3])
    gather, square = _gather(local, grid, chosen)
    gather = walk + gather
    turn = (square[1], square[2], square[3], square[1])  # R: the blank goes once round
    turned = board.play(gather + turn)
    undo = _slides(turned, _blank_cells(board, gather)[-2::-1])
    after = turned.play(undo)
    first = min(chosen, key=board.tiles.index)
    before = after.tiles[board.tiles.index(first)]  # the tile that took the cell of ``first``
    (then,) = chosen - {first, before}
    return ThreeCycle(window, (first, then, before), gather, turn, undo)


def _blank_cells(board: Board, moves: tuple[Tile, ...]) -> list[Cell]:
    """The cells the blank is in as ``moves`` are played: where it starts, then after each."""
    tiles, cells = list(board.tiles), [board.blank]
    for tile in moves:
        cell = tiles.index(tile)
        tiles[cells[-1]], tiles[cell] = tile, BLANK
        cells.append(cell)
    return cells


def _slides(board: Board, cells: list[Cell]) -> tuple[Tile, ...]:
    """The tiles slid as the blank goes through ``cells``, one neighbour after another."""
    tiles, blank, moves = list(board.tiles), board.blank, []
    for cell in cells:
        moves.append(tiles[cell])
        tiles[blank], tiles[cell] = tiles[cell], BLANK
        blank = cell
    return tuple(moves)


def _walk_in(board: Board, window: Window) -> list[Cell]:
    """The cells the blank goes through, straight to the window's nearest cell (rows first)."""
    row, col = board.row_col(board.blank)
    end_row = min(max(row, window.row), window.row + window.rows - 1)
    end_col = min(max(col, window.col), window.col + window.cols - 1)
    rows = range(row, end_row, 1 if end_row > row else -1)
    cols = range(col, end_col, 1 if end_col > col else -1)
    return [(r + (1 if end_row > row else -1)) * board.cols + col for r in rows] + [
        end_row * board.cols + c + (1 if end_col > col else -1) for c in cols
    ]


def _gather(
    local: tuple[Tile, ...], grid: Grid, chosen: frozenset[Tile]
) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """The fewest moves inside the window (breadth first over its at most 720 arrangements) that
    put the ``chosen`` tiles and the blank in a 2 x 2 square; the moves and the square then."""
    before: dict[tuple[Tile, ...], tuple[tuple[Tile, ...], Tile] | None] = {local: None}
    queue = deque([local])
    while queue:
        now = queue.popleft()
        square = _square(now, grid, chosen)
        if square is not None:
            moves: list[Tile] = []
            at = now
            while (came := before[at]) is not None:
                at, tile = came
                moves.append(tile)
            return tuple(moves[::-1]), square
        blank = now.index(BLANK)
        for cell in grid.neighbours(blank):
            after = list(now)
            after[blank], after[cell] = now[cell], BLANK
            key = tuple(after)
            if key not in before:
                before[key] = (now, now[cell])
                queue.append(key)
    raise AssertionError("every arrangement of a window reaches a square")  # pragma: no cover


def _square(
    tiles: tuple[Tile, ...], grid: Grid, chosen: frozenset[Tile]
) -> tuple[Tile, ...] | None:
    """The 2 x 2 square of the window holding the blank and the ``chosen`` tiles, as its tiles
    going round it from the blank (None: there is none)."""
    wanted = chosen | {BLANK}
    for top in range(grid.rows - 1):
        for left in range(grid.cols - 1):
            top_left = top * grid.cols + left
            ring = (top_left, top_left + 1, top_left + 1 + grid.cols, top_left + grid.cols)
            if {tiles[cell] for cell in ring} == wanted:
                start = next(i for i, cell in enumerate(ring) if tiles[cell] == BLANK)
                return tuple(tiles[ring[(start + i) % 4]] for i in range(4))
    return None
