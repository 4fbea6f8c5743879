"""The page's pure helpers: the board's text made in slices, whole numbers read from fields."""

from types import SimpleNamespace

import pytest
import view
from slidepuzzle import format_board, goal_board, random_board
from slidepuzzle.rule import STEP_CELLS


def drain(steps):
    seen = []
    while True:
        try:
            seen.append(next(steps))
        except StopIteration as end:
            return end.value, seen


@pytest.mark.parametrize(
    ("rows", "cols"), [(1, 4), (1, 5), (2, 2), (3, 5), (4, 1), (7, 3), (300, 200), (2, 2000)]
)
def test_text_in_slices_is_the_board_text(rows, cols):
    board = random_board(rows, cols, seed=rows * cols)
    text, seen = drain(view.text_steps(board))
    assert text == format_board(board)
    if rows * cols > 2 * STEP_CELLS:
        assert len(seen) > 2 and seen[-1] == (rows, rows)


def test_text_in_slices_with_the_blank_in_each_place():
    for cell in range(12):
        board = goal_board(3, 4)
        tiles = list(board.tiles)
        tiles[cell], tiles[-1] = tiles[-1], tiles[cell]
        board = type(board)(3, 4, tiles)
        assert drain(view.text_steps(board))[0] == format_board(board)


def field(value, bad=False):
    return SimpleNamespace(value=value, validity=SimpleNamespace(badInput=bad))


@pytest.mark.parametrize(
    ("value", "bad", "message"),
    [
        ("", True, "time limit is not a whole number: type one, 1 to 600"),
        ("", False, "time limit is empty: type a whole number, 1 to 600"),
        ("2.5", False, "time limit must be a whole number, got '2.5'"),
        ("abc", False, "time limit must be a whole number, got 'abc'"),
        ("0", False, "time limit must be 1 to 600, got 0"),
        ("601", False, "time limit must be 1 to 600, got 601"),
    ],
)
def test_bad_whole_numbers_are_named(value, bad, message):
    with pytest.raises(ValueError) as error:
        view.whole(field(value, bad), "time limit", 1, 600)
    assert str(error.value) == message


def test_whole_numbers():
    assert view.whole(field(" 600 "), "time limit", 1, 600) == 600
    assert view.whole(field("0"), "seed", 0) == 0
    with pytest.raises(ValueError, match="rows must be at least 1, got -3"):
        view.whole(field("-3"), "rows", 1)
