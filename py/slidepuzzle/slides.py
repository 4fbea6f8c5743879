"""Sliding a whole segment at once: a gesture on a tile in the blank's row or column.

A touch screen lets a person drag a tile that is in line with the blank, and every tile between
it and the blank slides with it. Each tile slid is one move, as if slid one at a time, the tile
next to the blank first: ``segment`` gives those moves, which ``Board.play`` (or a game, move by
move) makes.
"""

from __future__ import annotations

from slidepuzzle.board import Board, MoveError, Tile, cell_name
from slidepuzzle.i18n import quoted


def segment(board: Board, tile: Tile) -> tuple[Tile, ...]:
    """The moves that slide ``tile`` and the tiles between it and the blank one cell towards the
    blank, nearest the blank first (one move per tile; one move when ``tile`` is next to it).
    ``MoveError`` if ``tile`` is no tile of the board or not in the blank's row or column."""
    if type(tile) is not int or not 0 < tile < board.size:
        raise MoveError("no-such-tile", value=quoted(tile), rows=board.rows, cols=board.cols)
    blank, cell = board.blank, board.tiles.index(tile)
    (blank_row, blank_col), (row, col) = divmod(blank, board.cols), divmod(cell, board.cols)
    if row == blank_row:
        step = 1 if cell > blank else -1
    elif col == blank_col:
        step = board.cols if cell > blank else -board.cols
    else:
        raise MoveError("not-in-line", tile=tile, blank=cell_name(blank, board.cols))
    return tuple(board.tiles[c] for c in range(blank + step, cell + step, step))
