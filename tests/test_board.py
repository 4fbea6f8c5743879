"""The vocabulary: boards, moves, goals, and the errors for what is not a board."""

from __future__ import annotations

import pytest
from slidepuzzle import (
    Board,
    GoalError,
    MoveError,
    ShapeError,
    TileError,
    TokenError,
    goal_board,
)


def test_a_board_is_an_immutable_hashable_value():
    board = Board(2, 3, [1, 2, 3, 4, 5, 0])
    assert (board.rows, board.cols, board.tiles, board.shape, board.size) == (
        2,
        3,
        (1, 2, 3, 4, 5, 0),
        (2, 3),
        6,
    )
    assert board == Board(2, 3, (1, 2, 3, 4, 5, 0)) and board != Board(3, 2, board.tiles)
    assert len({board, Board(2, 3, board.tiles)}) == 1
    with pytest.raises(AttributeError, match="immutable"):
        board.rows = 3  # type: ignore[misc]
    assert repr(board) == "Board(2, 3, (1, 2, 3, 4, 5, 0))"


def test_str_is_an_aligned_grid():
    assert str(Board(3, 4, (*range(1, 12), 0))) == " 1  2  3  4\n 5  6  7  8\n 9 10 11  _"
    assert str(Board(1, 3, (2, 0, 1))) == "2 _ 1"
    assert str(Board(1, 4, (2, 0, 1, 3))) == "[[2, _, 1, 3]]"  # one line of 4 would read as 2 x 2


@pytest.mark.parametrize(
    ("rows", "cols", "tiles", "error", "culprit"),
    [
        (0, 3, (), ShapeError, "rows must be at least 1, got 0"),
        (2, -1, (), ShapeError, "cols must be at least 1, got -1"),
        (2.0, 2, (1, 2, 3, 0), ShapeError, "rows must be a whole number, got 2.0"),
        (1, 1, (0,), ShapeError, "at least 2 cells, a 1 x 1 board has 1"),
        (2001, 2000, (), ShapeError, "4,002,000 cells; the most handled is 4,000,000"),
        (2, 2, (1, 2, 0), ShapeError, "a 2 x 2 board has 4 cells, got 3 tiles"),
        (2, 2, (1, 2, 3.0, 0), TokenError, r"tile at row 2, column 1 is not a whole number: 3.0"),
        (2, 2, (1, True, 3, 0), TokenError, r"tile at row 1, column 2 is not a whole number: True"),
        (2, 2, (1, 2, -3, 0), TokenError, r"tile at row 2, column 1 is negative: -3"),
        (2, 2, (1, 1, 3, 0), TileError, r"tile 1 appears twice: .*; missing: 2"),
        (2, 2, (1, 0, 3, 0), TileError, r"two blanks: at row 1, column 2 and at row 2, column 2"),
    ],
)
def test_what_is_not_a_board_is_named(rows, cols, tiles, error, culprit):
    with pytest.raises(error, match=culprit):
        Board(rows, cols, tiles)


def test_from_rows_names_ragged_rows():
    assert Board.from_rows([[1, 2], [3, 0]]) == Board(2, 2, (1, 2, 3, 0))
    with pytest.raises(ShapeError, match=r"row 2 has 1 value, row 1 has 2 \(row lengths: 2, 1\)"):
        Board.from_rows([[1, 2], [0]])
    with pytest.raises(ShapeError, match="at least one row"):
        Board.from_rows([])


def test_moves():
    board = Board(2, 2, (1, 2, 3, 0))
    assert sorted(board.movable()) == [2, 3]
    assert board.slide(3) == Board(2, 2, (1, 2, 0, 3))
    assert board.play([3, 1, 2, 3]) == Board(2, 2, (2, 3, 1, 0))
    with pytest.raises(MoveError, match=r"tile 1 is not next to the blank \(row 2, column 2\)"):
        board.slide(1)
    with pytest.raises(MoveError, match="move 2: tile 2 is not next"):
        board.play([3, 2])


def test_goals():
    assert goal_board(2, 2).tiles == (1, 2, 3, 0)
    assert goal_board(2, 2, "blank-first").tiles == (0, 1, 2, 3)
    assert goal_board(3, 4, "spiral").grid() == [(1, 2, 3, 4), (10, 11, 0, 5), (9, 8, 7, 6)]
    assert goal_board(4, 1, "spiral").tiles == (1, 2, 3, 0)
    custom = Board(2, 2, (3, 2, 1, 0))
    assert goal_board(2, 2, custom) is custom
    with pytest.raises(GoalError, match="the goal is 2 x 2 but the board is 3 x 3"):
        goal_board(3, 3, custom)
    with pytest.raises(GoalError, match="unknown goal 'snail': expected a board or one of"):
        goal_board(3, 3, "snail")  # type: ignore[arg-type]
    with pytest.raises(ShapeError, match="rows must be at least 1"):
        goal_board(0, 3)
