"""The core's errors in every language: each keeps its type and data, in any language."""

import pickle

import pytest
from slidepuzzle import (
    Board,
    BoardError,
    InputError,
    MoveError,
    RequestError,
    ShapeError,
    TileError,
    TokenError,
    parse_board,
    parse_boards,
    random_board,
)
from slidepuzzle.i18n import LANGS
from slidepuzzle.solve import UnsolvableError, solve


def caught(action, *args, **kwargs):
    """The error that ``action(*args, **kwargs)`` raises."""
    with pytest.raises(ValueError) as info:
        action(*args, **kwargs)
    return info.value


def test_an_error_keeps_its_data_and_says_it_in_english():
    error = caught(parse_board, "1 2 3\n4 -5 6\n7 8 0")
    assert type(error) is TokenError
    assert (error.row, error.column, error.token) == (2, 2, "-5")
    assert error.key == "negative"
    assert str(error) == error.message("en")
    assert str(error) == (
        "row 2, column 2: '-5' in '4 -5 6' is negative; tiles are 1 and up, 0 for the blank"
    )


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        (lambda: parse_board("1 2 3\n4 -5 6\n7 8 0"), TokenError),
        (lambda: parse_board("1 2 3\n4 5\n6 7 0"), ShapeError),
        (lambda: parse_boards("1 2\n3 0\n\n1 1\n2 0"), TileError),
        (lambda: Board(2, 2, (1, 2, 3, 0)).play([2, 5]), MoveError),
        (lambda: random_board(1, 2, solvable=False), RequestError),
    ],
)
def test_errors_pickle_with_their_data(make, kind):
    error = caught(make)
    assert type(error) is kind and isinstance(error, InputError)
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is kind
    assert copy.phrase == error.phrase
    assert str(copy) == str(error)
    for lang in LANGS:
        assert copy.message(lang) == error.message(lang)
    if isinstance(error, BoardError):
        assert (copy.row, copy.column, copy.token) == (error.row, error.column, error.token)


def test_a_placed_error_keeps_its_type_and_place():
    error = caught(parse_boards, "1 2\n3 0\n\n1 1\n2 0")
    assert type(error) is TileError
    assert error.key == "placed"
    assert (error.row, error.column, error.token) == (1, 2, "1")
    assert str(error).startswith("board 2 (line 4): tile 1 appears twice")


def test_the_unsolvable_error_keeps_its_verdict():
    error = caught(solve, Board(2, 2, (2, 1, 3, 0)))
    assert type(error) is UnsolvableError
    assert not error.verdict.solvable
    assert str(error) == error.message("en") == error.verdict.explanation
    copy = pickle.loads(pickle.dumps(error))
    assert copy.verdict == error.verdict and str(copy) == str(error)
