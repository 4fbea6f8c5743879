"""Editing a board on its grid: swap two cells, set one cell's tile, change the shape.

Each edit returns a new board, or raises ``BoardError`` saying what is wrong and where when it
cannot make one (the same checks and messages as for a board read from text). The text
of a board, for a box that shows it, is ``str(board)``, which ``parse_board`` reads back.
"""

from __future__ import annotations

from slidepuzzle.board import BLANK, Board, Cell, ShapeError, Tile, check_shape
from slidepuzzle.i18n import quoted


def swap_cells(board: Board, a: Cell, b: Cell) -> Board:
    """``board`` with the tiles of cells ``a`` and ``b`` (in reading order, from 0) exchanged;
    the blank may be one of them."""
    _check_cell(board, a)
    _check_cell(board, b)
    tiles = list(board.tiles)
    tiles[a], tiles[b] = tiles[b], tiles[a]
    return Board._trusted(board.rows, board.cols, tuple(tiles))


def set_cell(board: Board, cell: Cell, tile: object) -> Board:
    """``board`` with ``tile`` (0 for the blank) on ``cell``, and the tile that was there moved to
    the cell ``tile`` left: a board holds each tile once, so typing a number into a cell swaps
    two tiles. ``BoardError`` naming the cell when ``tile`` is no tile of this board (not a whole
    number, negative, too large)."""
    _check_cell(board, cell)
    if type(tile) is int and 0 <= tile < board.size:
        return swap_cells(board, cell, board.tiles.index(tile))
    tiles: list[object] = list(board.tiles)
    tiles[cell] = tile
    Board(board.rows, board.cols, tiles)  # type: ignore[arg-type]  # raises, naming the cell
    raise AssertionError(f"{tile!r} is a tile of the board")  # never: the board refuses it


def resize(board: Board, rows: int, cols: int) -> Board:
    """A ``rows x cols`` board keeping what fits: a cell in both shapes keeps its tile if that is
    a tile of the new shape (below ``rows * cols``); the other cells take the missing tiles in
    increasing order, row by row, the blank (if missing) last."""
    check_shape(rows, cols)
    n = rows * cols
    tiles: list[Tile | None] = [None] * n
    for r in range(min(rows, board.rows)):
        for c in range(min(cols, board.cols)):
            tile = board.tiles[r * board.cols + c]
            if tile < n:
                tiles[r * cols + c] = tile
    kept = set(tiles)
    missing = [tile for tile in (*range(1, n), BLANK) if tile not in kept]
    free = iter(missing)
    return Board._trusted(rows, cols, tuple(next(free) if tile is None else tile for tile in tiles))


def _check_cell(board: Board, cell: object) -> None:
    """``ShapeError`` unless ``cell`` is a cell of ``board``."""
    if type(cell) is not int or not 0 <= cell < board.size:
        raise ShapeError(
            "no-such-cell", cell=quoted(cell), rows=board.rows, cols=board.cols, last=board.size - 1
        )
