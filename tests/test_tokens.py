"""The reader's shared steps: each tile once (scan.tiles_once, one test for the line sorter and
the shape finder), and an editor's line numbers taken off by the shape finder alone."""

import pytest
from slidepuzzle import Board, NoteKind, read_boards
from slidepuzzle.scan import tiles_once


@pytest.mark.parametrize(
    ("tokens", "expected"),
    [
        ("0 1 2 3", True),  # 0 .. n-1
        ("3 _ 1 2", True),  # 1 .. n-1 and one blank
        ("1 2 3 4", True),  # 1 .. n: the largest may be the blank
        ("1 2 2 0", False),  # a tile twice
        ("1 _ _ 2", False),  # two blanks
        ("0 1 2 4", False),  # a tile missing
        ("1 2 3 12345678", False),  # no tile of ours has 8 digits
        ("1 2 _ 4", False),  # a blank and 4: 3 is missing
    ],
)
def test_each_tile_once(tokens, expected):
    assert tiles_once(tokens.split()) is expected


def test_one_to_n_may_be_refused():
    """Slashes in prose (``1 2 / 3 4``) make a board only with its blank written."""
    assert tiles_once(["1", "2", "3", "4"], one_to_n=False) is False
    assert tiles_once(["1", "2", "3", "0"], one_to_n=False) is True


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("10 8 6 7\n11 2 5 4\n12 3 0 1", "10-12"),  # an editor's gutter, from any line
        ("1. 8 6 7\n2. 2 5 4\n3. 3 0 1", "1-3"),  # a numbered list
        ("     7\t8 6 7\n     8\t2 5 4\n     9\t3 0 1", "7-9"),  # cat -n
    ],
)
def test_line_numbers_are_taken_off_and_named(text, numbers):
    (reading,) = read_boards(text)
    assert reading.board == Board(3, 3, (8, 6, 7, 2, 5, 4, 3, 0, 1))
    (note,) = [note for note in reading.notes if note.kind is NoteKind.LINE_NUMBERS]
    assert note.text == numbers


def test_a_first_column_that_is_a_tile_stays():
    """A first column counting 1, 2, 3 is the board's own when the whole holds each tile once."""
    (reading,) = read_boards("1 5 6\n2 7 8\n3 4 0")
    assert reading.board == Board(3, 3, (1, 5, 6, 2, 7, 8, 3, 4, 0))
    assert not reading.notes
