"""Reading what people paste: every format to the exact board, batches, notes, refusals, fuzz."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from slidepuzzle import (
    Board,
    BoardError,
    ShapeError,
    TileError,
    TokenError,
    parse_board,
    random_board,
)
from slidepuzzle.lines import STEP_LINES
from slidepuzzle.parse import (
    Format,
    NoteKind,
    Reading,
    other_shapes,
    parse_boards,
    read_boards,
    read_steps,
)
from slidepuzzle.scan import MAX_TEXT
from slidepuzzle.steps import STEP_CELLS

EIGHT = Board(3, 3, (8, 6, 7, 2, 5, 4, 3, 0, 1))
FIFTEEN = Board(4, 4, (12, 1, 10, 2, 7, 11, 4, 14, 5, 0, 9, 15, 8, 13, 6, 3))

# Each format: (text, the format it is read as, the board), at least two real-looking examples.
FORMATS = {
    "c array": (
        "int puzzle[N][N] =\n{\n    {12, 1, 10, 2},\n    {7, 11, 4, 14},\n"
        "    {5, 0, 9, 15}, // Value 0 is used for empty space\n    {8, 13, 6, 3},\n};",
        Format.C,
        FIFTEEN,
    ),
    "c++ with main and return 0": (
        "#include <cstdio>\n#define N 3\nint main() {\n  int board[N][N] = {{8, 6, 7}, "
        "{2, 5, 4}, {3, 0, 1}};  /* 0 is the blank */\n  return 0;\n}",
        Format.C,
        EIGHT,
    ),
    "c++ vector": (
        "std::vector<std::vector<int>> b = {\n  {8, 6, 7},\n  {2, 5, 4},\n  {3, 0, 1}\n};",
        Format.C,
        EIGHT,
    ),
    "java": (
        "int[][] puzzle = {{8, 6, 7}, {2, 5, 4}, {3, 0, 1}}; // 0 is the blank",
        Format.JAVA,
        EIGHT,
    ),
    "java new": (
        "final int[][] START = new int[][] {\n    {8, 6, 7},\n    {2, 5, 4},\n    {3, 0, 1},\n};",
        Format.JAVA,
        EIGHT,
    ),
    "c#": (
        "int[,] puzzle = new int[3, 3] { { 8, 6, 7 }, { 2, 5, 4 }, { 3, 0, 1 } };",
        Format.CSHARP,
        EIGHT,
    ),
    "c# jagged": (
        "var board = new int[,]\n{\n    { 8, 6, 7 },\n    { 2, 5, 4 },\n    { 3, 0, 1 },\n};",
        Format.CSHARP,
        EIGHT,
    ),
    "javascript": (
        "const board = [\n  [8, 6, 7],\n  [2, 5, 4],\n  [3, 0, 1],\n]; // 0 = blank",
        Format.JAVASCRIPT,
        EIGHT,
    ),
    "typescript": (
        "let start: number[][] = [[8, 6, 7], [2, 5, 4], [3, 0, 1]];",
        Format.JAVASCRIPT,
        EIGHT,
    ),
    "go": ("board := [][]int{{8, 6, 7}, {2, 5, 4}, {3, 0, 1}}", Format.GO, EIGHT),
    "go fixed size": (
        "var start = [3][3]int{\n\t{8, 6, 7},\n\t{2, 5, 4},\n\t{3, 0, 1},\n}",
        Format.GO,
        EIGHT,
    ),
    "rust": ("let board: [[u8; 3]; 3] = [[8, 6, 7], [2, 5, 4], [3, 0, 1]];", Format.RUST, EIGHT),
    "rust vec": (
        "let mut b = vec![vec![8, 6, 7], vec![2, 5, 4], vec![3, 0, 1]];",
        Format.RUST,
        EIGHT,
    ),
    "php array()": (
        "$puzzle = array(\n    array(8, 6, 7),\n    array(2, 5, 4),\n    array(3, 0, 1),\n);",
        Format.PHP,
        EIGHT,
    ),
    "php short": ("$puzzle = [[8, 6, 7], [2, 5, 4], [3, 0, 1]]; # blank: 0", Format.PHP, EIGHT),
    "python": ("board = [[8, 6, 7], [2, 5, 4], [3, 0, 1]]  # 0 is the blank", Format.PYTHON, EIGHT),
    "python tuples": ("start = ((8, 6, 7), (2, 5, 4), (3, 0, 1))", Format.PYTHON, EIGHT),
    "numpy call": ("np.array([[8, 6, 7], [2, 5, 4], [3, 0, 1]])", Format.NUMPY, EIGHT),
    "numpy printed": (
        "array([[8, 6, 7],\n       [2, 5, 4],\n       [3, 0, 1]])",
        Format.NUMPY,
        EIGHT,
    ),
    "numpy with dtype": (
        "array([[8, 6, 7], [2, 5, 4], [3, 0, 1]], dtype=int8)",
        Format.NUMPY,
        EIGHT,
    ),
    "json": ("[[8,6,7],[2,5,4],[3,0,1]]", Format.LIST, EIGHT),
    "json pretty": ("[\n  [8, 6, 7],\n  [2, 5, 4],\n  [3, 0, 1]\n]", Format.LIST, EIGHT),
    "mathematica": ("{{8, 6, 7}, {2, 5, 4}, {3, 0, 1}}", Format.BRACES, EIGHT),
    "braces on lines": ("{\n{8, 6, 7},\n{2, 5, 4},\n{3, 0, 1}\n}", Format.BRACES, EIGHT),
    "markdown": (
        "| 8 | 6 | 7 |\n|---|---|---|\n| 2 | 5 | 4 |\n| 3 |   | 1 |",
        Format.MARKDOWN,
        EIGHT,
    ),
    "markdown aligned": (
        "|  8 |  6 |  7 |\n|:--:|:--:|:--:|\n|  2 |  5 |  4 |\n|  3 |  _ |  1 |",
        Format.MARKDOWN,
        EIGHT,
    ),
    "ascii box": (
        "+---+---+---+\n| 8 | 6 | 7 |\n+---+---+---+\n| 2 | 5 | 4 |\n+---+---+---+\n"
        "| 3 |   | 1 |\n+---+---+---+",
        Format.ASCII_BOX,
        EIGHT,
    ),
    "unicode box": (
        "┌───┬───┬───┐\n│ 8 │ 6 │ 7 │\n├───┼───┼───┤\n│ 2 │ 5 │ 4 │\n├───┼───┼───┤\n"
        "│ 3 │   │ 1 │\n└───┴───┴───┘",
        Format.ASCII_BOX,
        EIGHT,
    ),
    "latex pmatrix": (
        "$$\\begin{pmatrix} 8 & 6 & 7 \\\\ 2 & 5 & 4 \\\\ 3 & 0 & 1 \\end{pmatrix}$$",
        Format.LATEX,
        EIGHT,
    ),
    "latex bmatrix": (
        "\\begin{bmatrix}\n8 & 6 & 7 \\\\\n2 & 5 & 4 \\\\\n3 &   & 1\n\\end{bmatrix}",
        Format.LATEX,
        EIGHT,
    ),
    "tex matrix (MAXimal)": (
        "\\matrix{\n12&1&10&2\\cr\n7&11&4&14\\cr\n5&0&9&15\\cr\n8&13&6&3\\cr\n}",
        Format.LATEX,
        FIFTEEN,
    ),
    "spreadsheet, empty cell inside": ("8\t6\t7\n2\t5\t4\n3\t\t1\n", Format.CSV, EIGHT),
    "spreadsheet, empty cell at the end": (
        "8\t6\t7\n2\t5\t4\n1\t3\t\n",
        Format.CSV,
        Board(3, 3, (8, 6, 7, 2, 5, 4, 1, 3, 0)),
    ),
    "csv": ("8,6,7\n2,5,4\n3,,1", Format.CSV, EIGHT),
    "csv with trailing commas": ("8,6,7,\n2,5,4,\n3,0,1,", Format.CSV, EIGHT),
    "compact": ("867254301", Format.COMPACT, EIGHT),
    "compact rows": ("867\n254\n301", Format.COMPACT, EIGHT),
    "full-width digits": ("８ ６ ７\n２ ５ ４\n３ ０ １", Format.PLAIN, EIGHT),
    "full-width commas": ("８，６，７\n２，５，４\n３，０，１", Format.CSV, EIGHT),
    "arabic-indic digits": ("٨ ٦ ٧\n٢ ٥ ٤\n٣ ٠ ١", Format.PLAIN, EIGHT),
    "no-break and ideographic spaces": (
        "8\u00a06\u00a07\n2\u30005\u30004\n3\u2009_\u20091",
        Format.PLAIN,
        EIGHT,
    ),
}


@pytest.mark.parametrize("name", FORMATS)
def test_every_format_reads_to_the_board_meant(name):
    text, fmt, board = FORMATS[name]
    (reading,) = read_boards(text)
    assert (reading.board, reading.format, reading.error) == (board, fmt, None)
    assert parse_board(text) == board


def test_the_note_says_how_a_board_was_read():
    (reading,) = read_boards(FORMATS["c array"][0])
    assert str(reading) == "Read from C/C++ code: a 4 x 4 board"
    assert reading.line == 2  # the literal starts on the line after the declaration
    (reading,) = read_boards(FORMATS["csv"][0])
    assert [(note.kind, note.row, note.column) for note in reading.notes] == [
        (NoteKind.EMPTY_CELL, 3, 2)
    ]
    assert str(reading) == (
        "Read from a spreadsheet or CSV: a 3 x 3 board. "
        "The empty cell (row 3, column 2) is taken as the blank"
    )


@pytest.mark.parametrize(
    ("text", "board"),
    [
        (
            "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 16 15",
            Board(4, 4, (*range(1, 15), 0, 15)),
        ),
        ("[[2, 1], [3, 4]]", Board(2, 2, (2, 1, 3, 0))),
        ("1 2 3 4 5 6 7 9 8", Board(3, 3, (1, 2, 3, 4, 5, 6, 7, 0, 8))),
    ],
)
def test_no_blank_written_means_the_largest_number_is_the_blank(text, board):
    (reading,) = read_boards(text)
    assert reading.board == board
    (note,) = [note for note in reading.notes if note.kind is NoteKind.NO_BLANK]
    assert note.number == board.size
    assert str(note) == (
        f"No blank was written: {board.size}, the largest number, is taken as the blank"
    )


def test_largest_is_blank_stays_for_boards_that_also_hold_0():
    assert parse_board("3 0 1 2", largest_is_blank=True) == Board(2, 2, (0, 1, 2, 3))
    assert parse_board("4 1 2 3", largest_is_blank=True) == Board(2, 2, (0, 1, 2, 3))
    (reading,) = read_boards("4 1 2 3", largest_is_blank=True)
    assert not [note for note in reading.notes if note.kind is NoteKind.NO_BLANK]  # asked for


SEVERAL = {
    "blank lines": (
        "8 6 7\n2 5 4\n3 0 1\n\n1 2\n3 _\n",
        [(1, EIGHT), (5, Board(2, 2, (1, 2, 3, 0)))],
    ),
    "a json list of boards": (
        "[[[8, 6, 7], [2, 5, 4], [3, 0, 1]], [[1, 2], [3, 0]]]",
        [(1, EIGHT), (1, Board(2, 2, (1, 2, 3, 0)))],
    ),
    "two declarations": (
        "int a[3][3] = {{8, 6, 7}, {2, 5, 4}, {3, 0, 1}};\n"
        "// int c[2][2] = {{2, 1}, {3, 0}};\n"
        "int b[2][2] = {{1, 2}, {3, 0}};",
        [(1, EIGHT), (3, Board(2, 2, (1, 2, 3, 0)))],
    ),
    "stacked without a blank line": (
        "8 6 7\n2 5 4\n3 0 1\n1 2 3\n4 5 6\n7 8 0",
        [(1, EIGHT), (4, Board(3, 3, (*range(1, 9), 0)))],
    ),
    "a list and a plain grid": (
        "[[1, 2], [3, 0]]\n\n8 6 7\n2 5 4\n3 0 1",
        [
            (1, Board(2, 2, (1, 2, 3, 0))),
            (3, EIGHT),
        ],
    ),
    "python lines": (
        "a = [[1, 2], [3, 0]]\nb = [[2, 1], [3, 0]]  # unsolvable\n# c = [[0, 1], [2, 3]]",
        [(1, Board(2, 2, (1, 2, 3, 0))), (2, Board(2, 2, (2, 1, 3, 0)))],
    ),
}


@pytest.mark.parametrize("name", SEVERAL)
def test_several_boards_in_one_paste(name):
    text, expected = SEVERAL[name]
    readings = read_boards(text)
    assert [(reading.line, reading.board) for reading in readings] == expected
    assert parse_boards(text) == [board for _, board in expected]
    with pytest.raises(ShapeError, match=f"found {len(expected)} boards .*; paste one, or check"):
        parse_board(text)


def test_blank_lines_inside_one_board_still_read_as_one():
    (reading,) = read_boards("1 2 3\n\n4 5 6\n\n7 8 0")
    assert reading.board == Board(3, 3, (*range(1, 9), 0))
    assert [note.kind for note in reading.notes] == [NoteKind.JOINED]


def test_a_bad_board_in_a_batch_is_one_reading_and_the_others_are_read():
    readings = read_boards("1 2\n3 0\n\n1 2 3\n4 5\n\n2 1\n3 0\n")
    assert [reading.board is not None for reading in readings] == [True, False, True]
    bad = readings[1]
    assert isinstance(bad.error, ShapeError) and bad.line == 4 and bad.error.row == 2
    with pytest.raises(ShapeError, match=r"^board 2 \(line 4\): rows must have the same length"):
        parse_boards("1 2\n3 0\n\n1 2 3\n4 5\n\n2 1\n3 0\n")


# A paste with two plausible readings: (text, the shapes read, the other shapes offered, the
# shapes each other shape reads it as; None: that reading has an error, as when done by hand)
AMBIGUOUS = {
    "one line of 16": (
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
        [(4, 4)],
        ((1, 16), (2, 8), (8, 2)),
    ),
    "a flat list of 12": (
        "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]",
        [(1, 12)],
        ((3, 4), (4, 3), (2, 6), (6, 2)),
    ),
    "two lines of 16": (
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
        [(4, 4), (4, 4)],
        ((1, 16),),
    ),
    "stacked squares": ("1 2\n3 0\n2 1\n3 0", [(2, 2), (2, 2)], ((4, 2),)),
    "blocks joined": ("1 2 3\n\n4 5 6\n\n7 8 0", [(3, 3)], ((1, 3),)),
    "a 3 x 3 and prose": ("Solvable?\n\n1 2 3\n4 5 6\n7 8 0\n\nThanks (2 days).", [(3, 3)], ()),
}


@pytest.mark.parametrize("name", AMBIGUOUS)
def test_other_shapes_name_the_readings_shape_can_ask_for(name):
    """Each other shape offered reads the paste's values in that shape, in order, the same values:
    a board where they make one, or the error a board of them has (never a shape-asked error)."""
    text, shapes, others = AMBIGUOUS[name]
    readings = read_boards(text)
    assert [reading.board.shape for reading in readings] == shapes
    assert other_shapes(readings) == others
    values = re.findall(r"\d+", text)
    for shape in others:
        again = read_boards(text, shape=shape)
        assert all(NoteKind.SHAPE in {note.kind for note in r.notes} or r.error for r in again)
        assert all(r.error is None or r.error.key != "shape-asked" for r in again)
        read = [r.board for r in again if r.board is not None]
        assert all(board.shape == shape for board in read)
        if all(r.error is None for r in again):
            tiles = [str(t) for board in read for t in board.tiles]
            assert tiles == values


def test_a_shape_that_divides_the_values_reads_that_many_boards_from_their_lines():
    text = "intro\n1 2 3 0\n3 2 1 0\n"
    readings = read_boards(text, shape=(2, 2))
    assert [(r.line, r.board.tiles) for r in readings] == [(2, (1, 2, 3, 0)), (3, (3, 2, 1, 0))]
    (bad,) = read_boards("1 2 3 0 4", shape=(2, 2))
    assert bad.error is not None and bad.error.key == "shape-asked"


def test_one_row_read_so_says_so():
    (reading,) = read_boards("1 2 3 4 5 0")
    assert [note.kind for note in reading.notes] == [NoteKind.ONE_ROW]
    assert str(reading.notes[0]) == (
        "One line of 6 values is read as 1 x 6 (another shape, such as 2 x 3, can be asked for)"
    )
    (prime,) = read_boards("1 2 3 4 0")  # 5 values: no other shape of two rows or more
    assert prime.notes == () and other_shapes([prime]) == ()


@pytest.mark.parametrize(
    ("text", "error", "message", "data"),
    [
        (
            "int b[3][3] = {\n  {1, 2, 3},\n  {4, 5},\n  {6, 7, 8},\n};",
            ShapeError,
            r"^C/C\+\+ code, the list at line 1: rows must have the same length; row 2 has 2 "
            r"values, row 1 has 3 .*; if the blank is the empty cell, write it as _ or 0$",
            (2, None, None),
        ),
        (
            "1 2 3\n4 5\n6 7 8",
            ShapeError,
            r"row 2 has 2 values, .*; if the blank is the empty cell, write it as _ or 0$",
            (2, None, None),
        ),
        (
            "1 2 3\n4 5 6\n7 9 9",
            TileError,
            r"tile 9 appears twice: at row 3, column 2 and at row 3, column 3; missing: 8; no blank"
            r" was written \(no 0 or _\), so the numbers should be 1 to 9, 9 the blank$",
            (3, 3, "9"),
        ),
        (
            "Hello, world!",
            ShapeError,
            r"^no board found: no rows of numbers \(line 1 is text\)$",
            (None,) * 3,
        ),
        (
            "Is this solvable?\nI tried 3 times (20 minutes) and got [2, 3] moves.",
            ShapeError,
            r"^no board found: no rows of numbers \(lines 1-2 are text\)$",
            (None,) * 3,
        ),
        ("1 2\n3 five", TokenError, r"'five' in '3 five' is not a tile", (2, 2, "five")),
        ("[]", ShapeError, r"^no board: the brackets hold no values$", (None, None, None)),
        ("()", ShapeError, r"^no board: the brackets hold no values$", (None, None, None)),
        ("array([])", ShapeError, r"^no board found in the code", (None, None, None)),
        ("array()", ShapeError, r"^no board found in the code", (None, None, None)),
        ("// only a comment", ShapeError, r"^no board: the text holds only comments$", (None,) * 3),
        (
            "1 2\n3 " + "9" * 5000,
            TileError,
            r"row 2, column 2: '9{17}\.\.\.' in '3 9{55}\.\.\.' is far too large for a tile "
            r"\(5,000 digits",
            (2, 2, "9" * 17 + "..."),
        ),
        (
            "1 2\n3 " + "a" * 1_000_000,
            TokenError,
            r"^row 2, column 2: 'a{17}\.\.\.' in '3 a{55}\.\.\.' is not a tile number",
            (2, 2, "a" * 17 + "..."),
        ),
        (
            "1\t2\n3\tfive\x07",
            TokenError,
            "'five<U\\+0007>' in '3<U\\+0009>five<U\\+0007>'",
            (2, 2, "five\x07"),
        ),
        ("8,6,7\n2,,4\n3,0,1", TileError, r"^two blanks: row 2, column 2 is empty", (2, 2, "")),
        (
            "1,,2,,3",
            TokenError,
            r"^2 empty cells \(row 1, column 2 and row 1, column 4\)",
            (1, 4, ""),
        ),
    ],
)
def test_refusals_name_what_and_where(text, error, message, data):
    (reading,) = read_boards(text)
    assert reading.board is None and isinstance(reading.error, error)
    assert (reading.error.row, reading.error.column, reading.error.token) == data
    with pytest.raises(error, match=message):
        parse_board(text)


def test_text_far_beyond_the_limit_is_refused_from_its_length():
    text = "1 " * (MAX_TEXT // 2 + 1)
    with pytest.raises(ShapeError, match=r"^the text has 64,000,002 characters: the most read"):
        parse_board(text)
    with pytest.raises(ShapeError, match=r"^the text has 4,000,001 lines"):
        parse_board("1\n" * 4_000_000 + "2")


def test_not_text_is_a_board_error():
    with pytest.raises(TokenError, match="expected the board as text, got bytes"):
        read_boards(b"1 2\n3 0")  # type: ignore[arg-type]


# --- Fuzzing: any text gives boards or BoardErrors, with printable, clipped messages ----------


def check_any(text: str) -> list[Reading]:
    """Read ``text`` every way; each reading is a board or a printable ``BoardError``."""
    readings = read_boards(text)
    for reading in readings:
        assert (reading.board is None) != (reading.error is None)
        if reading.error is not None:
            assert isinstance(reading.error, BoardError)
            message = str(reading.error)
            assert message.isprintable() and len(message) < 1000, message
        str(reading)
    try:
        parse_board(text)
    except BoardError as error:
        assert str(error).isprintable()
    try:
        parse_boards(text)
    except BoardError as error:
        assert str(error).isprintable()
    return readings


PASTE_ALPHABET = st.sampled_from(
    [
        *"0123456789 ,;\t\n[](){}|+-_x*./#'\"&\\$=!:<>\r\x00\x0b\u00a0\u3000\uff11a",
        *("array(", "new int", "int ", "//", "/*", "*/", "\\\\", "\\cr", "\\begin{pmatrix}"),
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(PASTE_ALPHABET, max_size=80).map("".join))
@example("'\\\r'")  # a quote, a backslash ending a line: no string spans lines (found here)
def test_fuzz_pastes_of_board_characters(text):
    check_any(text)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_fuzz_any_text(text):
    check_any(text)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["[", "(", "{", "array(", "[[", "{ "]),
    st.integers(1, 20_000),
    st.sampled_from(["]", ")", "}", "", "1]", "0"]),
    st.integers(0, 20_000),
)
def test_fuzz_deep_brackets(opening, depth, closing, closings):
    check_any(opening * depth + "1, 2, 3, 0" + closing * closings)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from([",", ";", "\t", "\n", " ", "|", "&", "\\\\", "[]", "\r\n", "1 ", "9" * 50]),
    st.integers(1, 200_000),
)
def test_fuzz_huge_counts(piece, count):
    check_any(piece * count)


# --- Round trips: any board written in any code style reads back to itself ----------------------


def rows_of(board: Board, blank: str = "0") -> list[list[str]]:
    return [[blank if tile == 0 else str(tile) for tile in row] for row in board.grid()]


def joined(rows: list[list[str]], open_: str, close: str, sep: str = ", ") -> str:
    return open_ + sep.join(open_ + ", ".join(row) + close for row in rows) + close


STYLES = {
    "c": lambda b: f"int puzzle[{b.rows}][{b.cols}] = {joined(rows_of(b), '{', '}')}; // 0 blank",
    "java": lambda b: f"int[][] puzzle = {joined(rows_of(b), '{', '}')};",
    "csharp": lambda b: f"int[,] p = new int[{b.rows}, {b.cols}] {joined(rows_of(b), '{', '}')};",
    "javascript": lambda b: f"const board = {joined(rows_of(b), '[', ']')};",
    "go": lambda b: f"board := [][]int{joined(rows_of(b), '{', '}')}",
    "rust": lambda b: (
        "let b = vec![" + ", ".join("vec![" + ", ".join(row) + "]" for row in rows_of(b)) + "];"
    ),
    "php": lambda b: (
        "$puzzle = array(" + ", ".join("array(" + ", ".join(row) + ")" for row in rows_of(b)) + ");"
    ),
    "python": lambda b: f"board = {[list(row) for row in b.grid()]!r}  # 0 is the blank",
    "numpy": lambda b: "array(" + json.dumps([list(row) for row in b.grid()]) + ")",
    "json": lambda b: json.dumps([list(row) for row in b.grid()]),
    "markdown": lambda b: "\n".join("| " + " | ".join(row) + " |" for row in rows_of(b, " ")),
    "latex": lambda b: (
        "\\begin{pmatrix}" + " \\\\ ".join(" & ".join(row) for row in rows_of(b)) + "\\end{pmatrix}"
    ),
    "tsv with an empty cell": lambda b: "\n".join("\t".join(row) for row in rows_of(b, "")),
}


@st.composite
def boards(draw, most_cells=30):
    """Any board of up to ``most_cells`` cells."""
    rows = draw(st.integers(1, most_cells // 2))
    cols = draw(st.integers(2 if rows == 1 else 1, most_cells // rows))
    return Board(rows, cols, draw(st.permutations(range(rows * cols))))


@settings(max_examples=300, deadline=None)
@given(boards(), st.sampled_from(sorted(STYLES)))
def test_any_board_in_any_code_style_reads_back(board, style):
    text = STYLES[style](board)
    if style == "tsv with an empty cell" and board.cols == 1:
        return  # an empty row is a blank line: nothing marks the cell
    one_line = board.rows == 1 and style in ("markdown", "tsv with an empty cell")
    if one_line and int(board.size**0.5) ** 2 == board.size:
        return  # one line of k*k values is read as k x k: written that way, it is ambiguous
    assert parse_board(text) == board, text


def test_the_docs_example_of_each_format_reads_as_that_format():
    doc = (Path(__file__).parents[1] / "docs" / "formats.md").read_text()
    table = doc[doc.index("| `Format` | example |") :].split("\n\n")[0]
    examples = {}
    for line in table.splitlines()[2:]:
        name, example = re.fullmatch(r"\| `([a-z-]+)`[^|]*\| `(.+?)`.*\|", line).groups()
        examples[Format(name)] = example.replace("\\|", "|").replace("↵", "\n")
    assert set(examples) == set(Format)
    for fmt, text in examples.items():
        (reading,) = read_boards(text)
        assert (reading.format, reading.error) == (fmt, None), text


def test_the_docs_example_of_each_family_reads_as_it_says():
    """docs/formats.md's table of families: each example gives boards of the format and shapes
    its row names, and no error."""
    doc = (Path(__file__).parents[1] / "docs" / "formats.md").read_text()
    table = doc[doc.index("| family | example | read as |") :].split("\n\n")[0]
    rows = table.splitlines()[2:]
    assert len(rows) >= 20
    for line in rows:
        found = re.fullmatch(r"\| (.+?) \| `(.+)` \| `([a-z-]+)` ([0-9x, ]+) \|", line)
        assert found, line
        family, example, fmt, shapes = found.groups()
        text = example.replace("\\|", "|").replace("↵", "\n")
        readings = read_boards(text)
        assert all(reading.format is Format(fmt) for reading in readings), family
        said = [tuple(map(int, shape.split(" x "))) for shape in shapes.split(", ")]
        assert [reading.board.shape for reading in readings if reading.board] == said, family
        assert all(reading.error is None for reading in readings), family


def test_read_steps_reads_thousands_of_boards_in_slices():
    """From the first lines: the scan that finds the boards yields too, not only their read."""
    boards = [random_board(3, seed=seed) for seed in range(3000)]
    text = "\n\n".join(map(str, boards))
    steps = read_steps(text)
    seen = []
    while True:
        try:
            seen.append(next(steps))
        except StopIteration as end:
            readings = end.value
            break
    assert [reading.board for reading in readings] == boards
    assert [reading.line for reading in readings[:3]] == [1, 5, 9]
    # the scan (half of the work, in characters) yields every STEP_LINES lines, then the read
    scanned = [done for done, _ in seen if done < len(text)]
    assert len(scanned) >= 4 * 3000 // STEP_LINES
    assert len(seen) - len(scanned) >= 27000 // STEP_CELLS
    assert {total for _, total in seen} == {2 * len(text)}
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)
