"""The core's errors in every language: each keeps its type and data, in any language."""

import csv
import hashlib
import io
import json
import pickle
import re
import zlib

import pytest
from page.game import Game
from slidepuzzle import (
    Board,
    BoardError,
    GoalError,
    InputError,
    MoveError,
    Notation,
    RequestError,
    ShapeError,
    TileError,
    TokenError,
    format_board,
    goal_board,
    parse_board,
    parse_boards,
    random_board,
    read_boards,
)
from slidepuzzle.batch import batch_csv, batch_row
from slidepuzzle.board import MAX_CELLS
from slidepuzzle.edit import swap_cells
from slidepuzzle.generate import graded_board
from slidepuzzle.i18n import LANGS
from slidepuzzle.locales import en, ko, ru, zh
from slidepuzzle.named import format_hex, format_letters
from slidepuzzle.notation import blank_moves, parse_moves, tile_moves
from slidepuzzle.patterns import FORMAT, PATTERNS, TableError, decode_tables
from slidepuzzle.picture import crop
from slidepuzzle.rule import explain
from slidepuzzle.scan import BLANK_LIST, BLANK_SPELLINGS, MAX_TEXT
from slidepuzzle.slides import segment
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
    for lang in LANGS:
        assert copy.message(lang) == error.message(lang) == explain(error.verdict, lang)
        assert lang == "en" or error.message(lang) != str(error)


# --- Every message in every language, from real bad input -----------------------------------

SQUARE = Board(2, 2, (1, 2, 3, 0))
CORNER = Board(2, 2, (0, 1, 2, 3))
"""Boards to move on: the blank at the bottom right, and at the top left."""
BOARD = "[[1, 2], [3, 0]]"


def _table(shape, patterns, payload, sha256=None):
    """A pattern table file: its format line, its header and its ``payload`` compressed."""
    sha256 = sha256 or hashlib.sha256(payload).hexdigest()
    header = {"shape": shape, "patterns": patterns, "sha256": sha256}
    return FORMAT + json.dumps(header).encode() + b"\n" + zlib.compress(payload)


def _too_big_to_solve():
    goal = goal_board(2, 500)
    tiles = list(goal.tiles)
    tiles[-1], tiles[-2] = tiles[-2], tiles[-1]  # the blank one step left: solvable
    return solve(Board(2, 500, tiles))


BAD = {
    # the text as a whole
    "not text": lambda: parse_board(5),
    "empty text": lambda: parse_board(""),
    "only comments": lambda: parse_board("// nothing here\n# nor here"),
    "text too long": lambda: parse_board(" " * (MAX_TEXT + 1)),
    "too many lines": lambda: parse_board("\n" * MAX_CELLS),
    "too many values": lambda: parse_board("1 " * (MAX_CELLS + 1)),
    "several boards": lambda: parse_board("1 2\n3 0\n\n1 1\n2 0"),
    "one of several": lambda: parse_boards("1 2\n3 0\n\n1 1\n2 0"),
    # brackets and code
    "empty brackets": lambda: parse_board("[[], []]"),
    "no literal": lambda: parse_board("int main() { return f(x); }"),
    "bracket closes another": lambda: parse_board("[[1, 2], [3, 0)]"),
    "bracket closes nothing": lambda: parse_board("[[1, 2], [3, 0]]]"),
    "bracket left open": lambda: parse_board("[[1, 2], [3, 0]"),
    "text before": lambda: parse_board("7 [[1, 2], [3, 0]]"),
    "text after": lambda: parse_board("[[1, 2], [3, 0]] 7"),
    "too deep": lambda: parse_board(f"[[{BOARD}, {BOARD}], [{BOARD}, {BOARD}]]"),
    "rows in rows": lambda: parse_board("[[1, 2], [[3, 0]]]"),
    "values beside rows": lambda: parse_board("[[1, 2], 7, [3, 0]]"),
    "list in code": lambda: parse_board("int a[2][2] = {{1, 2}, {3, 3}};"),
    # the shape
    "no values": lambda: parse_board("\\begin{pmatrix}\\end{pmatrix}"),
    "no rows": lambda: Board.from_rows([]),
    "rows not whole": lambda: Board(2.5, 2, ()),
    "cols below one": lambda: goal_board(2, 0),
    "one cell": lambda: Board(1, 1, (0,)),
    "too many cells": lambda: goal_board(3000, 3000),
    "cells and tiles": lambda: Board(2, 2, (1, 2, 0)),
    "ragged rows": lambda: Board.from_rows([[1, 2], [3]]),
    "ragged lines": lambda: parse_board("1 2 3\n4 5\n6 7 0"),
    "one short, no blank": lambda: parse_board("1 2 3\n4 5\n6 7 8"),
    "nothing between": lambda: parse_board("1,2,3\n4,,5,6\n7,8,0"),
    "size line": lambda: parse_board("3 3\n1 2 3 4\n5 6 7 8"),
    "shape asked": lambda: parse_board("1 2 3 0", shape=(3, 2)),
    "given size": lambda: parse_board('{"rows": 3, "cols": 3, "tiles": [1, 2, 3, 0]}'),
    "text only": lambda: parse_board("Hello, world!"),
    "text lines only": lambda: parse_board("Hello!\nI tried it 3 times."),
    "a calendar": lambda: parse_board(CALENDAR),
    "a save file of another game": lambda: parse_board(SAVE.replace("7:Fifteen", "3:Net")),
    "a save file's bad move": lambda: parse_board(SAVE + "MOVE    :4:M0,0\n"),
    "hex too large": lambda: format_hex(goal_board(3, 6)),
    "letters too large": lambda: format_letters(goal_board(4, 7)),
    "hex of a 3 x 3": lambda: format_board(goal_board(3, 3), "hex"),
    "letters of a line": lambda: format_board(goal_board(1, 4), Notation.LETTERS),
    # the values
    "negative": lambda: parse_board("1 2 3\n4 -5 6\n7 8 0"),
    "minus zero": lambda: parse_board("1 2 3\n4 -0 5\n6 7 8"),
    "not whole": lambda: parse_board("1 2 3\n4 5.5 6\n7 8 0"),
    "not a tile": lambda: parse_board("1 2 3\n4 five 6\n7 8 0"),
    "value of the line": lambda: parse_board("1 2 3 4 five 6 7 8 0"),
    "blank but largest": lambda: parse_board("1 2\n_ 3", largest_is_blank=True),
    "far too large": lambda: parse_board("_ 12345678901\n1 2"),
    "empty cells": lambda: parse_board("1,,2\n3,,0"),
    "many empty cells": lambda: parse_board("1,,2\n,,0"),
    "empty but largest": lambda: parse_board("1,,2\n3,4,5", largest_is_blank=True),
    "negative tile": lambda: Board(2, 2, (1, 2, -3, 0)),
    "tile not whole": lambda: Board(2, 2, (1, 2, "3", 0)),
    # the tiles
    "out of range": lambda: parse_board("1 2 3\n4 5 6\n7 9 0"),
    "tile twice": lambda: parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n1 1 1 0"),
    "two blanks": lambda: parse_board("1 2\n0 0"),
    "blank missing": lambda: parse_board("1 2\n3 3"),
    "empty and blank": lambda: parse_board("1,,2\n0,3,4"),
    "no blank written": lambda: parse_board("1 4\n4 3"),
    # the goal
    "goal type": lambda: goal_board(2, 2, 5),
    "goal shape": lambda: goal_board(2, 2, Board(1, 2, (1, 0))),
    "unknown goal": lambda: goal_board(2, 2, "nope"),
    # moves
    "not next to the blank": lambda: SQUARE.play([3, 2]),
    "no such tile": lambda: Game(SQUARE, SQUARE).slide(9),
    "not a tile here": lambda: blank_moves(SQUARE, [7]),
    "not a tile number here": lambda: parse_moves("99999", SQUARE),
    "off the bottom": lambda: tile_moves(SQUARE, ["D"]),
    "off the right": lambda: tile_moves(SQUARE, ["R"]),
    "off the top": lambda: tile_moves(CORNER, ["U"]),
    "off the left": lambda: tile_moves(CORNER, ["L"]),
    "no direction": lambda: tile_moves(SQUARE, ["Q"]),
    "mixed directions": lambda: parse_moves("U Q", SQUARE),
    "mixed tiles": lambda: parse_moves("2 x", SQUARE),
    # editing on the grid
    "no such cell": lambda: swap_cells(SQUARE, 0, 4),
    "not in line": lambda: segment(SQUARE, 1),
    "not towards the blank": lambda: Game(SQUARE, SQUARE).gesture(2, "up"),
    "picture size": lambda: crop(0, 960, 3, 3),
    # requests
    "always solvable": lambda: random_board(1, 2, solvable=False),
    "time limit": lambda: solve(SQUARE, time_limit=0),
    "too big to solve": _too_big_to_solve,
    "moves not a number": lambda: random_board(3, moves=(5, 3)),
    "moves and a verdict": lambda: random_board(3, moves=5, fixed_blank=True),
    "moves on a big board": lambda: random_board(5, moves=5),
    "moves beyond the most": lambda: random_board(3, moves=(40, 45)),
    "moves not found": lambda: graded_board(4, moves=(70, 72), seed=1, max_nodes=1),
    # pattern table files
    "not a table file": lambda: decode_tables(b"<html>not found</html>"),
    "damaged table": lambda: decode_tables(FORMAT + b"{not json\n"),
    "table checksum": lambda: decode_tables(_table([3, 4], [], b"", sha256="0")),
    "table version": lambda: decode_tables(_table([9, 9], [], b"")),
    "table size": lambda: decode_tables(_table([3, 4], PATTERNS[3, 4], b"short")),
}
"""Bad input of every kind, each raising an ``InputError``."""

CALENDAR = "   February 2026\nSu Mo Tu We Th Fr Sa\n" + "\n".join(
    " ".join(f"{day:2}" for day in range(week, week + 7)) for week in (1, 8, 15, 22)
)
SAVE = (
    "SAVEFILE:41:Simon Tatham's Portable Puzzle Collection\nVERSION :1:1\nGAME    :7:Fifteen\n"
    "PARAMS  :3:2x2\nCPARAMS :3:2x2\nDESC    :7:1,2,3,0\nNSTATES :1:2\nSTATEPOS:1:2\n"
)


@pytest.fixture(scope="module")
def raised():
    """The error each bad input raises."""
    return {name: caught(make) for name, make in BAD.items()}


def test_the_bad_inputs_raise_errors_of_every_class(raised):
    kinds = {type(error) for error in raised.values()}
    assert kinds == {
        ShapeError,
        TokenError,
        TileError,
        GoalError,
        MoveError,
        RequestError,
        TableError,
    }


def test_every_error_template_is_reached_by_some_bad_input(raised):
    used = {key for error in raised.values() for key in error.phrase.used_keys()}
    assert used - en.ERRORS.keys() == {"format-c"}  # a format's name, from REASONS
    assert en.ERRORS.keys() - used == set()


def numbers(text):
    """The whole numbers written in ``text``, digit groups joined (``4,000,000``, ``4 000 000``)."""
    return set(re.findall(r"\d+", re.sub(r"(?<=\d)[,\u00a0](?=\d{3})", "", text)))


@pytest.mark.parametrize("name", BAD)
@pytest.mark.parametrize("lang", LANGS)
def test_every_error_in_every_language(raised, name, lang):
    """Each message is written out in full, in ``lang`` (not English), and names the row, the
    column, the token and every other number the English names."""
    error = raised[name]
    english, text = str(error), error.message(lang)
    assert english == error.message("en")
    assert "{" not in text.replace("{{1, 2}, {3, 0}}", "")
    if lang != "en":
        assert text != english
    assert numbers(english) <= numbers(text)
    if isinstance(error, BoardError):
        for value in (error.row, error.column):
            assert value is None or str(value) in numbers(text)
        if error.token and error.token in english:
            assert error.token in text


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_every_error_template_with_words_is_translated(lang):
    translated = {"ko": ko.ERRORS, "ru": ru.ERRORS, "zh": zh.ERRORS}[lang]
    for key, english in en.ERRORS.items():
        words = re.sub(r"\{[^}]*\}", "", english)
        if re.search(r"[a-z]{2,}", words):
            assert translated[key] != english, key


@pytest.mark.parametrize(
    ("count", "russian", "english"),
    [
        (1, "1 значение", "1 value"),
        (2, "2 значения", "2 values"),
        (5, "5 значений", "5 values"),
        (21, "21 значение", "21 values"),
        (22, "22 значения", "22 values"),
        (25, "25 значений", "25 values"),
        (111, "111 значений", "111 values"),
    ],
)
def test_a_count_takes_the_plural_form_of_its_language(count, russian, english):
    error = caught(Board.from_rows, [[1, 2, 3], list(range(count))])
    assert error.message("ru").startswith(
        f"строки должны быть одной длины: в строке 2 — {russian}, в строке 1 — 3 "
    )
    assert error.message("en").startswith(f"rows must have the same length; row 2 has {english}")
    assert error.message("ko").startswith(f"모든 행의 길이가 같아야 합니다. 2행에는 값 {count}개가")
    assert error.message("zh").startswith(f"各行长度必须相同：第2行有{count}个数，")


def test_russian_counts_of_empty_cells():
    row = ",".join(["1"] + [""] * 21 + ["0"])
    error = caught(parse_board, row)
    assert error.message("ru").startswith("21 пустая ячейка (строка 1, столбец 2 и строка 1, ")
    assert error.message("ru").endswith(
        "и ещё 19): незаполненной может быть только одна ячейка"
        " — пустая клетка; между двумя разделителями должно что-то стоять"
    )


# --- Wording: what the messages quote --------------------------------------------------------


def test_quoted_text_is_quoted_from_the_paste_not_the_reader_s_placeholder():
    # A string in a row is set aside while reading (its comma separates nothing), yet the
    # messages and the CSV quote it as written.
    error = caught(parse_board, '1 2 3\n4 5 "a, b" 1\n7 8 _')
    assert "'4 5 \"a, b\" 1'" in str(error) and "STR" not in str(error)
    error = caught(parse_board, '1 2 3\n4 "a, b" 5\n7 8 _')
    assert str(error).startswith("row 2, column 2: '\"a, b\"' in '4 \"a, b\" 5' is not a tile")
    # A paste holding the placeholder's own word gets another one.
    row = batch_row(1, read_boards('1 2 3\n4 5 "a, b" 1\n7 8 _')[0])
    table = list(csv.DictReader(io.StringIO(batch_csv([("paste", row)]))))
    assert table[0]["error"].endswith("(row lengths: 3, 4, 3): '4 5 \"a, b\" 1'")
    for word in ("STR", "STRa"):
        error = caught(parse_board, f'1 2 3\n4 {word} 5\n"a b" 6 _')
        assert str(error).startswith(f"row 2, column 2: '{word}' in '4 {word} 5' is not a tile")


def test_odd_characters_are_named_not_escaped_in_every_language():
    for odd, shown in (("\u202e5", "'<U+202E>5'"), ("a\x00", "'a<U+0000>'")):
        text = f"1 2 3\n4 {odd} 6\n7 8 _"
        error = caught(parse_board, text)
        for lang in LANGS:
            message = error.message(lang)
            assert shown in message, message
            assert "\\" not in message, message
    error = caught(parse_board, "1 2\n3 a\\b")  # a backslash is shown once, as typed
    assert "'a\\b'" in str(error) and "\\\\" not in str(error)
    assert '"it\'s"' in str(caught(parse_board, "1 2\n3 it's"))


def test_minus_zero_is_named_for_what_it_is():
    error = caught(parse_board, "-0 1\n2 3")
    for lang in LANGS:
        assert "-0" in error.message(lang)
    assert "negative" not in str(error) and "minus sign" in str(error)
    assert "negative" in str(caught(parse_board, "-1 1\n2 0"))


def test_the_messages_list_every_spelling_of_the_blank_the_reader_takes():
    error = caught(parse_board, "1 2\n3 five")
    for lang in LANGS:
        assert BLANK_LIST in error.message(lang)
    assert BLANK_LIST.split() == list(BLANK_SPELLINGS)
    for spelling in BLANK_SPELLINGS:  # each one is read as the blank
        assert parse_board(f"1 2\n3 {spelling}") == parse_board("1 2\n3 0")
