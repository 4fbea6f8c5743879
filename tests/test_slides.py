"""Sliding a whole segment at once, against the line shifted by hand."""

from __future__ import annotations

import random

import pytest
from slidepuzzle import Board, MoveError, parse_board
from slidepuzzle.slides import segment


def shifted(board: Board, tile: int) -> Board | None:
    """The board after a gesture on ``tile``, by moving the cells of its line by hand: the
    tiles from the blank's side to ``tile`` one cell towards the blank, the blank to ``tile``'s
    cell; None if ``tile`` is not in the blank's row or column."""
    grid = [list(row) for row in board.grid()]
    (br, bc), (tr, tc) = (
        divmod(board.blank, board.cols),
        divmod(board.tiles.index(tile), board.cols),
    )
    if br == tr:
        row = grid[br]
        del row[bc]
        row.insert(tc, 0)
    elif bc == tc:
        column = [grid[r][bc] for r in range(board.rows)]
        del column[br]
        column.insert(tr, 0)
        for r in range(board.rows):
            grid[r][bc] = column[r]
    else:
        return None
    return Board.from_rows(grid)


@pytest.mark.parametrize(("rows", "cols"), [(3, 4), (4, 4), (1, 6), (5, 1), (2, 2), (6, 5)])
def test_every_gesture_moves_its_segment_one_move_a_tile(rows, cols):
    rng = random.Random(rows * 7 + cols)
    for _ in range(10):
        tiles = list(range(rows * cols))
        rng.shuffle(tiles)
        board = Board(rows, cols, tiles)
        for tile in range(1, rows * cols):
            expected = shifted(board, tile)
            if expected is None:
                with pytest.raises(
                    MoveError, match=f"tile {tile} is not in the blank's row or column"
                ):
                    segment(board, tile)
                continue
            moves = segment(board, tile)
            assert board.play(moves) == expected
            distance = abs(board.tiles.index(tile) - board.blank)
            assert len(moves) == (distance if distance < cols or rows == 1 else distance // cols)
            assert moves[-1] == tile


def test_a_gesture_in_words():
    board = parse_board("1 2 3 4\n5 6 _ 8\n9 10 7 12\n13 14 11 15")
    assert segment(board, 5) == (6, 5)
    assert segment(board, 11) == (7, 11)
    assert segment(board, 8) == (8,)
    with pytest.raises(
        MoveError, match=r"tile 1 is not in the blank's row or column \(row 2, column 3\)"
    ):
        segment(board, 1)
    for bad in (0, 16, "3", 2.0):
        with pytest.raises(MoveError, match="there is no tile"):
            segment(board, bad)
