"""boards.py: the quick reading of a plain grid (``plain_board``) gives what the careful one
(``read_piece``) gives, for good grids and bad ones alike (the blank as ``0`` or ``_``)."""

import pytest
from slidepuzzle.boards import plain_board, read_piece
from slidepuzzle.parse import read_boards
from slidepuzzle.scan import Format, Piece


def piece(text: str) -> Piece:
    lines = text.split("\n")
    return Piece(1, Format.PLAIN, [line.split() for line in lines], lines, text)


GOOD = ["1 2 3\n4 5 6\n7 8 0", "1 2 3\n4 _ 6\n7 8 5", "_ 1 2\n3 4 5", "007 1 2\n3 4 5 \n6 8 _"]
BAD = [
    "1 2 3\n4 5 6\n7 8 8",  # a tile twice
    "1 2 3\n4 0 6\n7 8 _",  # two blanks: 0 and _
    "1 2 3\n4 _ 6\n7 _ 5",  # two blanks: _ twice
    "1 2 3\n4 1_0 6\n7 8 0",  # 1_0 is no tile, though int reads it as 10
    "1 2 3\n4 5_ 6\n7 8 0",  # _ in a token
    "1 2 3\n4 5 6\n7 8 9",  # no blank, numbers 1 .. 9: the largest is the blank (a note)
    "1 2 3\n4 5 6\n7 8 90",  # out of range
    "1 2 3\n4 5 6\n7 8 12345678901",  # far too large
]


@pytest.mark.parametrize("text", GOOD)
def test_a_plain_grid_is_read_at_once_as_the_careful_reader_reads_it(text):
    board = plain_board(piece(text))
    assert board is not None
    assert board == read_piece(piece(text), largest_is_blank=False)[0].board


@pytest.mark.parametrize("text", BAD)
def test_a_grid_the_quick_reading_cannot_take_is_left_to_the_careful_one(text):
    assert plain_board(piece(text.rstrip("\n"))) is None
    careful = read_piece(piece(text.rstrip("\n")), largest_is_blank=False)[0]
    (read,) = read_boards(text)
    assert (read.board, str(read.error), read.notes) == (
        careful.board,
        str(careful.error),
        careful.notes,
    )
