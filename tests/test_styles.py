"""'Copy as': every style of ``format_board`` reads back to the same board."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from slidepuzzle import (
    Board,
    Notation,
    ShapeError,
    Style,
    format_board,
    parse_board,
    style_fits,
)
from slidepuzzle.parse import Format, read_boards
from test_read import boards  # any board of up to 30 cells

EIGHT = Board(3, 3, (8, 6, 7, 2, 5, 4, 3, 0, 1))


@settings(max_examples=400, deadline=None)
@given(boards(), st.sampled_from(Style))
def test_every_board_in_every_style_reads_back(board, style):
    text = format_board(board, style)
    assert parse_board(text) == board, text


@pytest.mark.parametrize(
    ("style", "text", "fmt"),
    [
        (Style.PLAIN, "8 6 7\n2 5 4\n3 _ 1", Format.PLAIN),
        (Style.LINE, "8 6 7 / 2 5 4 / 3 _ 1", Format.PLAIN),
        (Style.JSON, "[[8, 6, 7], [2, 5, 4], [3, 0, 1]]", Format.LIST),
        (
            Style.PYTHON,
            "board = [[8, 6, 7], [2, 5, 4], [3, 0, 1]]  # 0 is the blank",
            Format.PYTHON,
        ),
        (
            Style.C,
            "int board[3][3] = {{8, 6, 7}, {2, 5, 4}, {3, 0, 1}}; // 0 is the blank",
            Format.C,
        ),
        (
            Style.JAVA,
            "int[][] board = {{8, 6, 7}, {2, 5, 4}, {3, 0, 1}}; // 0 is the blank",
            Format.JAVA,
        ),
        (
            Style.JAVASCRIPT,
            "const board = [[8, 6, 7], [2, 5, 4], [3, 0, 1]]; // 0 is the blank",
            Format.JAVASCRIPT,
        ),
        (
            Style.MARKDOWN,
            "|   |   |   |\n|---|---|---|\n| 8 | 6 | 7 |\n| 2 | 5 | 4 |\n| 3 |   | 1 |",
            Format.MARKDOWN,
        ),
        (
            Style.LATEX,
            "\\begin{pmatrix}\n8 & 6 & 7 \\\\\n2 & 5 & 4 \\\\\n3 & 0 & 1\n\\end{pmatrix}",
            Format.LATEX,
        ),
        (Style.CSTIMER, "8 6 7/2 5 4/3 0 1", Format.PLAIN),
        (Style.TATHAM, "3x3:8,6,7,2,5,4,3,0,1", Format.TATHAM),
    ],
)
def test_each_style_writes_what_people_paste(style, text, fmt):
    assert format_board(EIGHT, style) == text
    assert format_board(EIGHT, style.value) == text
    (reading,) = read_boards(text)
    assert (reading.board, reading.format) == (EIGHT, fmt)


def test_a_single_row_keeps_its_shape_in_every_style():
    row = Board(1, 4, (1, 2, 3, 0))
    assert format_board(row, Style.LINE) == "[[1, 2, 3, _]]"
    assert format_board(row, Style.CSTIMER) == "1 2 3 0/"
    for style in Style:
        assert parse_board(format_board(row, style)).shape == (1, 4), style


def test_an_unknown_style_is_refused():
    with pytest.raises(ValueError, match="'yaml' is not a valid Style"):
        format_board(EIGHT, "yaml")


@settings(max_examples=400, deadline=None)
@given(boards(), st.sampled_from(Notation))
def test_each_notation_writes_the_boards_it_fits_and_names_the_others(board, notation):
    if style_fits(notation, board.rows, board.cols):
        text = format_board(board, notation)
        assert parse_board(text) == board, text
    else:
        with pytest.raises(ShapeError, match=f"this board is {board.rows} x {board.cols}$"):
            format_board(board, notation)


def test_hex_fits_the_fifteen_puzzle_and_letters_up_to_sixteen_cells():
    shapes = [(rows, cols) for rows in range(1, 18) for cols in range(1, 18)]
    assert [shape for shape in shapes if style_fits("hex", *shape)] == [(4, 4)]
    assert [shape for shape in shapes if style_fits(Notation.LETTERS, *shape)] == [
        (rows, cols) for rows, cols in shapes if rows >= 2 and cols >= 2 and rows * cols <= 16
    ]
    assert all(style_fits(style, *shape) for style in Style for shape in shapes)


@pytest.mark.parametrize(
    ("notation", "text", "fmt"),
    [
        (Notation.HEX, "FE169B4C0A73D852", Format.HEX),
        (Notation.LETTERS, "O N A F\nI K D L\n. J G C\nM H E B", Format.LETTERS),
    ],
)
def test_the_fifteen_puzzle_in_each_notation(notation, text, fmt):
    board = Board(4, 4, (15, 14, 1, 6, 9, 11, 4, 12, 0, 10, 7, 3, 13, 8, 5, 2))
    assert format_board(board, notation) == text == format_board(board, notation.value)
    (reading,) = read_boards(text)
    assert (reading.board, reading.format) == (board, fmt)
