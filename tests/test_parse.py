"""Reading pasted boards: every format read, every kind of bad input named, and round trips."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from slidepuzzle import (
    MAX_CELLS,
    Board,
    BoardError,
    ShapeError,
    TileError,
    TokenError,
    format_board,
    goal_board,
    parse_board,
    random_board,
)
from slidepuzzle.board import format_steps
from slidepuzzle.steps import STEP_CELLS

FIFTEEN = Board(4, 4, (*range(1, 16), 0))


@st.composite
def boards(draw, most_cells=30):
    """Any board of up to ``most_cells`` cells."""
    rows = draw(st.integers(1, most_cells // 2))
    cols = draw(st.integers(2 if rows == 1 else 1, most_cells // rows))
    tiles = draw(st.permutations(range(rows * cols)))
    return Board(rows, cols, tiles)


@pytest.mark.parametrize(
    "text",
    [
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0",
        "\n\n  1  2  3  4 \n 5 6 7 8\n\n9 10 11 12\n13 14 15 _\n\n",
        "1,2,3,4\n5,6,7,8\n9,10,11,12\n13,14,15,x",
        "1;2;3;4\n5;6;7;8\n9;10;11;12\n13;14;15;X",
        "1\t2\t3\t4\r\n5\t6\t7\t8\r\n9\t10\t11\t12\r\n13\t14\t15\t.",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 *",
        "[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 0]]",
        "[[1, 2, 3, 4],\n [5, 6, 7, 8],\n [9, 10, 11, 12],\n [13, 14, 15, -]]",
        "((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 0))",
        "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]",
        "array([[ 1,  2,  3,  4],\n       [ 5,  6,  7,  8],\n       [ 9, 10, 11, 12],\n"
        "       [13, 14, 15,  0]])",
    ],
)
def test_formats_people_paste(text):
    assert parse_board(text) == FIFTEEN


def test_any_single_line_that_is_not_a_square_is_one_row():
    assert parse_board("2 1 _") == Board(1, 3, (2, 1, 0))
    assert parse_board("3 1 2 _ 4 5") == Board(1, 6, (3, 1, 2, 0, 4, 5))
    assert parse_board("[[1, 2, 3, _]]") == Board(1, 4, (1, 2, 3, 0))  # a row, in brackets
    assert parse_board("1 2 3 _") == Board(2, 2, (1, 2, 3, 0))  # 4 = 2 x 2 values


def test_a_column():
    assert parse_board("1\n_\n2") == Board(3, 1, (1, 0, 2))
    assert parse_board("[[1], [0], [2]]") == Board(3, 1, (1, 0, 2))


@pytest.mark.parametrize(
    ("text", "tiles"),
    [
        ("3 0 1 2", (0, 1, 2, 3)),  # numbers 0 .. 3, 3 is the blank (seed 003)
        ("4 1 2 3", (0, 1, 2, 3)),  # numbers 1 .. 4, 4 is the blank
        ("0 1\n2 3", (1, 2, 3, 0)),
        ("[[1, 0], [3, 2]]", (2, 1, 0, 3)),
    ],
)
def test_largest_number_is_the_blank(text, tiles):
    board = parse_board(text, largest_is_blank=True)
    assert board.tiles == tiles


def test_largest_is_blank_refuses_other_blanks_and_names_bad_numbers():
    with pytest.raises(TokenError, match=r"row 1, column 2: '_' .* largest number is the blank"):
        parse_board("1 _\n2 3", largest_is_blank=True)
    with pytest.raises(TileError, match="tile 2 appears twice: at row 1, column 2 and at row 2"):
        parse_board("1 2\n2 3", largest_is_blank=True)
    with pytest.raises(TileError, match=r"out of range: .*; missing: 3$"):
        parse_board("0 1\n2 4", largest_is_blank=True)


# One test per kind of bad input: the exception type and the culprit in the message.
@pytest.mark.parametrize(
    ("text", "error", "culprit"),
    [
        ("", ShapeError, "the text is empty"),
        (" \n\t\n ", ShapeError, "the text is empty"),
        (
            "1 2 3\n4 5\n6 7 0",
            ShapeError,
            r"row 2 has 2 values, row 1 has 3 \(row lengths: 3, 2, 3\)",
        ),
        ("1 2\n3 0\n4", ShapeError, r"row 3 has 1 value.*'4'"),
        ("1 2 3\n4 five 6\n7 8 0", TokenError, r"row 2, column 2: 'five' in '4 five 6'"),
        ("1 2\n3.0 0", TokenError, r"row 2, column 1: '3.0'"),
        ("1 2\n3 1_0", TokenError, r"row 2, column 2: '1_0'"),
        ("1 -2\n3 0", TokenError, r"row 1, column 2: '-2' in '1 -2' is negative"),
        ("1 2 3\n4 5 6\n7 8 8", TileError, r"tile 8 appears twice: .*; missing: the blank"),
        (
            "1 2 3\n4 5 6\n7 5 0",
            TileError,
            r"tile 5 appears twice: at row 2, column 2 and at row 3, col",
        ),
        ("1 2 3\n4 5 6\n7 9 0", TileError, r"tile 9 at row 3, column 2 is out of range"),
        (
            "1 2 3\n4 5 6\n7 _ 0",
            TileError,
            r"two blanks: at row 3, column 2 and at row 3, col",
        ),
        ("1 2 3\n4 5 6\n7 8 10", TileError, r"tile 10 at row 3, column 3"),
        ("1 2\n3 5", TileError, r"tile 5 at row 2, column 2 is out of range"),
        ("_", ShapeError, r"at least 2 cells, a 1 x 1 board has 1"),
        (
            "[[1, 2], [3, 0]",
            TokenError,
            r"unbalanced brackets: 1 left open: '\[\[1, 2\], \[3, 0\]'",
        ),
        ("[[1, 2] [3, 0]] 5", TokenError, r"unexpected text '5' after the closing bracket: "),
        ("[[1,2],[3,0]] x", TokenError, r"unexpected text 'x' after the closing bracket: '\[\["),
        (
            "[[1, 2], [3, 0]]]",
            TokenError,
            r"unbalanced brackets: '\]' at character 17 closes nothing",
        ),
        ("[[1, 2), [3, 0]]", TokenError, r"'\)' at character 7 does not close '\['"),
        ("[1 2] y [3 0]", TokenError, r"unexpected text 'y' after the closing bracket: "),
        ("[1 2]\n[[3, 0]]", ShapeError, r"found 2 boards \(line 1: 1 x 2, line 2: not a board\)"),
        ("1,,2,,3", TokenError, r"2 empty cells \(row 1, column 2 and row 1, column 4\): only one"),
        ("1 2 3\n4, ,5, 6\n7 8 0", ShapeError, r"row 2 has 4 values.*; row 2, column 2 is empty"),
        ("1 2\n;3;0", ShapeError, r"row 2 has 3 values.*; row 2, column 1 is empty"),
        ("[[1, 2], [3,, 0]]", ShapeError, r"row 2 has 3 values.*; row 2, column 2 is empty"),
        ("1 2\n3 \u00b2", TokenError, r"row 2, column 2: '²' .* write tile numbers with digits"),
        ("[[1, 2], 7, [3, 0]]", TokenError, r"found '7' before row 2"),
        ("[[[1, 2]], [3, 0]]", TokenError, r"row 1 has brackets inside its brackets"),
        ("[1, 2, 3, 0", TokenError, r"unbalanced brackets: 1 left open: '\[1, 2, 3, 0'"),
        ("1 2 3 ]", TokenError, r"row 2, column 2 \(value 4 of the line\): '\]' in '1 2 3 \]'"),
    ],
)
def test_bad_input_is_named(text, error, culprit):
    with pytest.raises(error, match=culprit):
        parse_board(text)


@pytest.mark.parametrize("comma", ["", ",", ", "])
def test_one_bracketed_row_per_line(comma):
    text = f"[1{comma} 2{comma} 3]{comma}\n[4{comma} 5{comma} 6]{comma}\n(7{comma} 8{comma} 0)"
    assert parse_board(text) == Board(3, 3, (1, 2, 3, 4, 5, 6, 7, 8, 0))
    assert parse_board("[1 2 3 0]\n") == Board(2, 2, (1, 2, 3, 0))  # one flat list: k x k
    assert parse_board("[1 2 3 0],") == Board(2, 2, (1, 2, 3, 0))


def test_a_byte_order_mark_is_ignored():
    assert parse_board("\ufeff1 2\n3 0") == Board(2, 2, (1, 2, 3, 0))
    assert parse_board("\ufeff[[1, 2], [3, 0]]") == Board(2, 2, (1, 2, 3, 0))


def test_a_trailing_separator_is_no_empty_value():
    assert parse_board("[[1, 2,], [3, 0,],]") == Board(2, 2, (1, 2, 3, 0))
    assert parse_board("1, 2,\n3, 0,") == Board(2, 2, (1, 2, 3, 0))


def test_missing_tiles_are_named():
    with pytest.raises(TileError, match=r"tile 8 appears twice.*; missing: the blank$"):
        parse_board("1 2 3\n4 5 6\n7 8 8")
    with pytest.raises(TileError, match=r"tile 7 at row 1, column 3 is out of range.*missing: 4$"):
        parse_board("1 2 7 0 3")
    with pytest.raises(TileError, match=r"tile 9 at row 1, column 5 .*; missing: 2, 3$"):
        parse_board("0 1 5 4 9 8", largest_is_blank=True)


def test_every_message_is_a_board_error():
    for text in ("", "a b", "1 1", "1 2\n3"):
        with pytest.raises(BoardError):
            parse_board(text)


def test_not_text():
    with pytest.raises(TokenError, match="expected the board as text, got list"):
        parse_board([[1, 2], [3, 0]])  # type: ignore[arg-type]


def test_too_many_values_are_refused_before_reading_them():
    text = "1 " * (MAX_CELLS + 1)
    with pytest.raises(ShapeError, match=r"4,000,001 values: the most handled is 4,000,000"):
        parse_board(text)


def test_a_thousand_by_a_thousand_board_is_read():
    board = Board(1000, 1000, (*range(1, 1_000_000), 0))
    assert parse_board(str(board)) == board


@given(boards())
def test_str_reads_back(board):
    assert parse_board(str(board)) == board
    assert parse_board(format_board(board)) == board


@given(boards())
def test_repr_evaluates_back(board):
    assert eval(repr(board)) == board


@given(boards(), st.sampled_from([" ", ",", ", ", ";", "\t", " ; "]), st.sampled_from("0_xX.*-"))
def test_other_formats_read_back(board, separator, blank):
    rows = [[blank if t == 0 else str(t) for t in row] for row in board.grid()]
    text = "\n".join(separator.join(row) for row in rows)
    if board.rows > 1:
        assert parse_board(text) == board
    assert parse_board(json.dumps([list(row) for row in board.grid()])) == board
    assert parse_board(str([list(row) for row in board.grid()])) == board
    if board.rows == board.cols:
        assert parse_board(separator.join(cell for row in rows for cell in row)) == board


@pytest.mark.parametrize(
    ("text", "tiles"),
    [
        ("8 x 2\n1 3 4\n5 6 7", (8, 0, 2, 1, 3, 4, 5, 6, 7)),  # x the blank of a first row
        ("2 x 3\n1 4 5", (2, 0, 3, 1, 4, 5)),
        ("3 x 3\n1 2 3\n4 5 6\n7 8 0", (1, 2, 3, 4, 5, 6, 7, 8, 0)),  # a size: 3 twice as a row
        ("2 x 3\n1 2 0\n3 4 5", (1, 2, 0, 3, 4, 5)),
    ],
)
def test_a_row_with_an_x_blank_or_a_size_line(text, tiles):
    """``a x b`` is a size line, unless read as a row it begins a board holding each tile once."""
    assert parse_board(text).tiles == tiles


@given(boards(), st.sampled_from([0, 1]))
def test_largest_is_blank_is_the_blank_renamed(board, low):
    """Numbers from ``low``, the largest one the blank: the same board, renamed."""
    largest = low + board.size - 1
    grid = [[largest if t == 0 else t - 1 + low for t in row] for row in board.grid()]
    assert parse_board(json.dumps(grid), largest_is_blank=True) == board


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
def test_format_steps_is_the_board_text(rows, cols):
    board = random_board(rows, cols, seed=rows * cols)
    text, seen = drain(format_steps(board))
    assert parse_board(text) == board
    assert len({len(line) for line in text.splitlines()}) == 1 or rows == 1  # aligned
    if rows * cols > 2 * STEP_CELLS:
        assert len(seen) > 2 and seen[-1] == (rows, rows)


def test_format_steps_with_the_blank_in_each_place():
    for cell in range(12):
        board = goal_board(3, 4)
        tiles = list(board.tiles)
        tiles[cell], tiles[-1] = tiles[-1], tiles[cell]
        board = type(board)(3, 4, tiles)
        text = drain(format_steps(board))[0]
        assert parse_board(text) == board
        row, col = divmod(cell, 4)
        assert text.splitlines()[row].split()[col] == "_"
