"""'Copy as': every style of ``format_board`` reads back to the same board."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from slidepuzzle import Board, Style, format_board, parse_board
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
