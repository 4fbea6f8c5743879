"""A corpus of realistic pastes, each written FROM its boards, so the expectation is right by
construction: forum posts, contest statements, homework, notebooks, spreadsheets, puzzle
programs. Every family holds at least 10 pastes; refusals name what is wrong.

Each writer takes random boards and returns (the paste, the boards it holds in order, ``None``
for a board that must come back "Not read"). Nothing here types a tile by hand.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest
from slidepuzzle import Board
from slidepuzzle.parse import NoteKind, parse_board, read_boards

Paste = tuple[str, list[Board | None]]
Writer = Callable[[random.Random], Paste]

PROSE = [
    "Hi all, I'm stuck on this one.",
    "Is this solvable? I tried 3 times (about 20 minutes each) and gave up.",
    "Thanks in advance!",
    "My teacher gave us this for homework (see page 12, exercise 4).",
    "I found it in an old puzzle book from 1987.",
    "Any help appreciated, it took me 45 moves last time.",
    "EDIT: fixed a typo (thanks @bob).",
    "The app says it's impossible [see screenshot 2], is that right?",
    "Here is what I have so far.",
    "Can someone check my parity argument (inversions = 7)?",
]


def grid(board: Board, sep: str = " ", blank: str = "0") -> list[str]:
    """The rows of ``board`` as text lines, the blank written as ``blank``."""
    return [sep.join(blank if t == 0 else str(t) for t in row) for row in board.grid()]


def nested(board: Board, open_: str = "[", close: str = "]", blank: str = "0") -> str:
    rows = (", ".join(blank if t == 0 else str(t) for t in row) for row in board.grid())
    return open_ + ", ".join(open_ + row + close for row in rows) + close


def flat(board: Board, blank: str = "0", sep: str = ", ") -> str:
    return sep.join(blank if t == 0 else str(t) for t in board.tiles)


def any_board(rng: random.Random, shapes=((3, 3), (4, 4), (2, 3), (3, 4), (2, 2))) -> Board:
    rows, cols = rng.choice(shapes)
    tiles = list(range(rows * cols))
    rng.shuffle(tiles)
    return Board(rows, cols, tiles)


def square(rng: random.Random) -> Board:
    return any_board(rng, ((3, 3), (4, 4), (2, 2)))


def sentence(rng: random.Random) -> str:
    return rng.choice(PROSE)


# --- The 7 cases that gave a verdict about a board nobody pasted -------------------------------


def grid_then_prose_with_goal(rng: random.Random) -> Paste:
    board, goal = square(rng), square(rng)
    text = "\n".join([sentence(rng), *grid(board), f"The goal should be {flat(goal)!s} as a list:"])
    text += f" [{flat(goal)}], right?"
    return text, [board, goal]


def two_grids_and_c_array(rng: random.Random) -> Paste:
    a, b, c = any_board(rng), any_board(rng), any_board(rng)
    text = "\n".join(
        [
            "Board A",
            *grid(a),
            "",
            "Board B",
            *grid(b),
            "",
            f"int c[{c.rows}][{c.cols}] = {nested(c, '{', '}')};",
        ]
    )
    return text, [a, b, c]


def matlab(rng: random.Random) -> Paste:
    board = any_board(rng)
    rows = "; ".join(grid(board, rng.choice([" ", ", "])))
    name = rng.choice(["A", "start", "P"])
    text = rng.choice(
        [f"{name} = [{rows}];", f"julia> {name} = [{rows}]", f">> {name} = [{rows}]", f"[{rows}]"]
    )
    return text, [board]


def json_sized(rng: random.Random) -> Paste:
    board = any_board(rng)
    tiles = [None if t == 0 else t for t in board.tiles] if rng.random() < 0.5 else board.tiles
    if board.rows == board.cols and rng.random() < 0.5:
        value = {"size": board.rows, "tiles": list(tiles)}
    elif rng.random() < 0.5:
        value = {"rows": board.rows, "cols": board.cols, "tiles": list(tiles)}
    else:
        value = {"width": board.cols, "height": board.rows, "board": list(tiles)}
    return f"Here's the level file:\n{json.dumps(value)}\nThe 0 is the gap.", [board]


def python_none(rng: random.Random) -> Paste:
    board = any_board(rng)
    return f"start = {nested(board, blank='None')}\nprint(solve(start))", [board]


# --- Contest inputs ----------------------------------------------------------------------------


def contest_size_line(rng: random.Random) -> Paste:
    board = any_board(rng)
    head = rng.choice(
        [f"{board.rows} {board.cols}"] + ([f"{board.rows}"] if board.rows == board.cols else [])
    )
    return "\n".join([head, *grid(board)]), [board]


def contest_test_count(rng: random.Random) -> Paste:
    boards = [any_board(rng) for _ in range(rng.randint(2, 3))]
    lines = [str(len(boards))]
    for board in boards:
        lines += [f"{board.rows} {board.cols}", *grid(board)]
    return "\n".join(lines), boards


def contest_sample_sections(rng: random.Random) -> Paste:
    boards = [square(rng) for _ in range(2)]
    lines = ["Sample Input", str(len(boards))]
    for board in boards:
        lines += [str(board.rows), *grid(board)]
    lines += ["", "Sample Output", str(rng.randint(1, 30)), "-1"]
    return "\n".join(lines), boards


# --- Prose and labels --------------------------------------------------------------------------


def prose_around(rng: random.Random) -> Paste:
    board = any_board(rng)
    return "\n".join([sentence(rng), "", *grid(board), "", sentence(rng)]), [board]


def row_labels(rng: random.Random) -> Paste:
    board = any_board(rng)
    rows = [f"Row {n}: {row}" for n, row in enumerate(grid(board), 1)]
    return "\n".join(["Start position", *rows]), [board]


def captions(rng: random.Random) -> Paste:
    start, goal = any_board(rng), any_board(rng)
    text = "\n".join(["Start:", *grid(start), "", "Goal:", *grid(goal, blank="_")])
    return text, [start, goal]


def mail_quote(rng: random.Random) -> Paste:
    board = any_board(rng)
    lines = ["On Tue, Bob wrote:", "> can you solve this one?", *("> " + r for r in grid(board))]
    return "\n".join(lines), [board]


def cat_n(rng: random.Random) -> Paste:
    board = any_board(rng, ((3, 3), (4, 4), (3, 4)))
    lines = ["$ cat -n board.txt", "     1\tmy board"]
    lines += [f"{n:6}\t{row}" for n, row in enumerate(grid(board), 2)]
    return "\n".join(lines), [board]


def inline_slashes(rng: random.Random) -> Paste:
    board = any_board(rng)
    return f"My board is {' / '.join(grid(board))} and I think it's unsolvable.", [board]


def compact_in_sentence(rng: random.Random) -> Paste:
    board = any_board(rng, ((3, 3),))
    digits = "".join(map(str, board.tiles))
    return rng.choice([f"Is {digits} solvable? Thanks.", f'state = "{digits}"  # 8-puzzle']), [
        board
    ]


def parenthesis_in_sentence(rng: random.Random) -> Paste:
    board = any_board(rng)
    return "\n".join(["Here it is (the blank is 0):", *grid(board)]), [board]


# --- Headers and indexes -----------------------------------------------------------------------


def csv_header(rng: random.Random) -> Paste:
    board = any_board(rng)
    head = ",".join(f"col{n}" for n in range(1, board.cols + 1))
    return "\n".join([head, *grid(board, ",")]), [board]


def markdown_header(rng: random.Random) -> Paste:
    board = any_board(rng)
    head = "| " + " | ".join(rng.choice(["a", "  "]) for _ in range(board.cols)) + " |"
    rule = "|" + "---|" * board.cols
    rows = ["| " + row + " |" for row in grid(board, " | ")]
    return "\n".join([head, rule, *rows]), [board]


def pandas(rng: random.Random) -> Paste:
    board = any_board(rng)
    lines = ["   " + "  ".join(str(n) for n in range(board.cols))]
    lines += [f"{n}  " + row for n, row in enumerate(grid(board, "  "))]
    return "\n".join([">>> df", *lines]), [board]


def r_printout(rng: random.Random) -> Paste:
    board = any_board(rng)
    lines = ["     " + " ".join(f"[,{n}]" for n in range(1, board.cols + 1))]
    lines += [f"[{n},]    " + row for n, row in enumerate(grid(board, "    "), 1)]
    return "\n".join(["> m", *lines]), [board]


def julia_matrix(rng: random.Random) -> Paste:
    board = any_board(rng)
    lines = [f"{board.rows}×{board.cols} Matrix{{Int64}}:", *(" " + r for r in grid(board, "  "))]
    return "\n".join(lines), [board]


def latex_tabular(rng: random.Random) -> Paste:
    board = any_board(rng)
    body = " \\\\ \\hline\n".join(grid(board, " & "))
    spec = "|" + "c|" * board.cols
    return f"\\begin{{tabular}}{{{spec}}}\\hline\n{body} \\\\ \\hline\n\\end{{tabular}}", [board]


def html_table(rng: random.Random) -> Paste:
    board = any_board(rng)
    rows = "".join(
        "<tr>" + "".join(f"<td>{'' if t == 0 else t}</td>" for t in row) + "</tr>\n"
        for row in board.grid()
    )
    head = "<tr>" + "<th>c</th>" * board.cols + "</tr>\n"
    return f"<table>\n{head}{rows}</table>", [board]


# --- Puzzle programs and languages -------------------------------------------------------------


def cstimer(rng: random.Random) -> Paste:
    board = any_board(rng)
    return "/".join(grid(board, rng.choice([" ", ","]))), [board]


def tatham(rng: random.Random) -> Paste:
    board = any_board(rng)
    game_id = f"{board.cols}x{board.rows}:{flat(board, sep=',')}"
    return f"Try this one in Fifteen: {game_id}", [board]


def r_matrix(rng: random.Random) -> Paste:
    board = any_board(rng)
    if rng.random() < 0.5:
        return f"m <- matrix(c({flat(board)}), nrow = {board.rows}, byrow = TRUE)", [board]
    by_column = ", ".join(
        str(board.grid()[r][c]) for c in range(board.cols) for r in range(board.rows)
    )
    return f"m <- matrix(c({by_column}), nrow = {board.rows})", [board]


def lisp(rng: random.Random) -> Paste:
    board = any_board(rng)
    rows = " ".join("(" + row + ")" for row in grid(board))
    return f"(defparameter *start* #2A({rows}))", [board]


def json_null(rng: random.Random) -> Paste:
    board = any_board(rng)
    return nested(board, blank="null"), [board]


# --- Separators and blanks ---------------------------------------------------------------------


def dash_lines(rng: random.Random) -> Paste:
    boards = [any_board(rng) for _ in range(3)]
    rule = rng.choice(["---", "-----", "=====", "***"])
    lines: list[str] = []
    for board in boards:
        lines += [*grid(board), rule]
    return "\n".join(lines[:-1]), boards


BLANKS = ["None", "null", "nil", "NaN", "\u2013", "\u2014", "_", "x", ".", "*"]


def blank_spellings(rng: random.Random) -> Paste:
    board = any_board(rng)
    return "\n".join(grid(board, blank=rng.choice(BLANKS))), [board]


# --- One bad block does not sink the rest ------------------------------------------------------


def bad_block(rng: random.Random) -> Paste:
    good, other = any_board(rng), any_board(rng)
    bad = grid(square(rng))
    bad[1] = bad[1].rsplit(" ", 1)[0]  # a row one value short
    lines = [*grid(good), "", "@SUM(A1:A3)", "", *bad, "", *grid(other)]
    return "\n".join(lines), [good, None, other]


FAMILIES: dict[str, list[Writer]] = {
    "wrong-board cases": [
        grid_then_prose_with_goal,
        two_grids_and_c_array,
        matlab,
        json_sized,
        python_none,
    ],
    "contest inputs": [contest_size_line, contest_test_count, contest_sample_sections],
    "prose and labels": [
        prose_around,
        row_labels,
        captions,
        mail_quote,
        cat_n,
        inline_slashes,
        compact_in_sentence,
        parenthesis_in_sentence,
    ],
    "headers and indexes": [
        csv_header,
        markdown_header,
        pandas,
        r_printout,
        julia_matrix,
        latex_tabular,
        html_table,
    ],
    "puzzle programs": [cstimer, tatham, r_matrix, lisp, json_null],
    "separators and blanks": [dash_lines, blank_spellings],
    "one bad block": [bad_block],
}
PER_FAMILY = 22


def corpus() -> list[tuple[str, str, str, list[Board | None]]]:
    """(family, writer, paste, boards): ``PER_FAMILY`` pastes a family, writers taken in turn."""
    found = []
    for family, writers in FAMILIES.items():
        rng = random.Random(family)
        for number in range(max(PER_FAMILY, 2 * len(writers))):
            writer = writers[number % len(writers)]
            text, boards = writer(rng)
            found.append((family, writer.__name__, text, boards))
    return found


CORPUS = corpus()


def test_the_corpus_is_large_and_covers_every_family():
    assert len(CORPUS) >= 150
    for family in FAMILIES:
        assert sum(1 for item in CORPUS if item[0] == family) >= 10


@pytest.mark.parametrize(
    ("family", "writer", "text", "boards"),
    CORPUS,
    ids=[f"{family}-{writer}-{n}" for n, (family, writer, _, _) in enumerate(CORPUS)],
)
def test_every_paste_gives_exactly_its_boards_in_order(family, writer, text, boards):
    readings = read_boards(text)
    assert [reading.board for reading in readings] == boards, text
    for reading, board in zip(readings, boards, strict=True):
        assert (reading.error is None) == (board is not None), (reading, text)


def numbered_text_lines(text: str) -> set[int]:
    """The lines (from 1) holding a digit and a word: the ones a note must name."""
    return {
        number
        for number, line in enumerate(text.split("\n"), 1)
        if any(c.isdigit() for c in line) and any(w.isalpha() and len(w) > 2 for w in line.split())
    }


@pytest.mark.parametrize("writer", [prose_around, captions, contest_sample_sections, bad_block])
def test_text_lines_with_numbers_are_named_in_a_note(writer):
    rng = random.Random(writer.__name__)
    for _ in range(10):
        text, _ = writer(rng)
        named = {
            line for reading in read_boards(text) for note in reading.notes for line in note.lines
        }
        sample = {n for n in numbered_text_lines(text)}
        assert sample <= named, text


def test_notes_say_what_was_transformed():
    rng = random.Random(1)
    kinds = {
        contest_size_line: NoteKind.SIZE_LINE,
        contest_test_count: NoteKind.COUNT_LINE,
        cat_n: NoteKind.LINE_NUMBERS,
        pandas: NoteKind.INDEX,
        r_printout: NoteKind.INDEX,
        tatham: NoteKind.WIDTH_FIRST,
        json_sized: NoteKind.GIVEN_SIZE,
        row_labels: NoteKind.LABELS,
        markdown_header: NoteKind.HEADER,
        matlab: NoteKind.ROW_MARKS,
    }
    for writer, kind in kinds.items():
        text, _ = writer(rng)
        notes = [note.kind for reading in read_boards(text) for note in reading.notes]
        assert kind in notes, (writer.__name__, text, notes)
    text = "m <- matrix(c(1, 3, 2, 0), nrow = 2)"
    (reading,) = read_boards(text)
    assert reading.board == Board(2, 2, (1, 2, 3, 0))
    assert "The values fill the columns first" in str(reading)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("8 6 7\n2 0 4\n3 0 1", r"two blanks|the blank appears twice|appears twice"),
        ("8 6 7\n2 5 4\n3 5 1", r"tile 5 appears twice"),
        (
            "Hi! I tried this puzzle 3 times (see [1]) and it never ends.\nAny ideas?",
            r"^no board found: no rows of numbers \(lines 1-2 are text\)$",
        ),
        ("3 3\n1 2 3 4\n5 6 7 8", r"line 1, '3 3', gives the size 3 x 3, but then come 2 row"),
        ('{"rows": 3, "cols": 3, "tiles": [1, 2, 3, 0]}', r"the size given, 3 x 3, does not fit"),
    ],
)
def test_refusals_say_what_is_wrong(text, message):
    readings = read_boards(text)
    assert len(readings) == 1 and readings[0].board is None, readings
    assert readings[0].error is not None
    assert pytest.importorskip("re").search(message, str(readings[0].error)), str(readings[0].error)


def test_an_unbalanced_bracket_in_prose_does_not_sink_the_boards():
    board = Board(3, 3, (8, 6, 7, 2, 5, 4, 3, 0, 1))
    text = "\n".join(["Steps: 1) look at it, 2) count the inversions", *grid(board)])
    (reading,) = read_boards(text)
    assert reading.board == board
    assert [note.lines for note in reading.notes] == [(1,)]


def test_a_first_row_like_a_size_line_is_a_row_when_the_block_is_a_board() -> None:
    """``3 2`` over three rows of two is the first row of a 4 x 2 board (each tile once), not
    its size (found by Hypothesis: ``str(board)`` must read back)."""
    board = Board(4, 2, (3, 2, 1, 0, 4, 5, 6, 7))
    assert parse_board(str(board)) == board
    assert parse_board("3 2\n1 2\n3 4\n5 0") == Board(3, 2, (1, 2, 3, 4, 5, 0))


# Found by tests/test_paste_prose.py (Hypothesis: prose mixed with boards in every style): each
# paste and the boards it holds, in order.
PROSE_FINDINGS = {
    "a list of rows after a plain row": ("_ 1\n\nboard = [[0, 1]]  # 0 is the blank", 2),
    "bracketed pairs in a sentence": ("_ 1\n\nhi [0, 0] [0, 0]", 1),
    "bracketed pairs after code": ("board = [[0, 1]]\n\nhi (2 moves) [0, 0] [0, 0]", 1),
    "a plain row and a LaTeX matrix": ("_ 1\n\n\\begin{pmatrix}\n0 & 1\n\\end{pmatrix}", 2),
    "a list and a LaTeX matrix": ("[[0, 1]]\n\n\\begin{pmatrix}\n0 & 1\n\\end{pmatrix}", 2),
    "a score in a sentence": ("_ 1\n\nhi 10/10", 1),
    "a one-letter word and a number": ("hi hi\n\n_ 1\n\nI 0", 1),
    "a word before three numbers": ("_ 1\n\nhi hi\nhi 0 0 0", 1),
    "numbers around a slash in a sentence": ("_ 1\n\nhi hi\nhi 0 0/0 0", 1),
    "pairs after a one-letter word": ("board = [[0, 1]]  # blank: 0\n\nI [0, 0] [0, 0]", 1),
}


@pytest.mark.parametrize("name", PROSE_FINDINGS)
def test_prose_findings_give_their_boards_and_no_other(name):
    text, count = PROSE_FINDINGS[name]
    readings = read_boards(text)
    assert [reading.board for reading in readings] == [Board(1, 2, (0, 1))] * count, readings


@pytest.mark.parametrize("text", ["hi [1, 2] [3, 0]", "see [1, 2] and (3 4)", "a date: 10/23"])
def test_brackets_and_slashes_in_prose_alone_are_no_board(text):
    (reading,) = read_boards(text)
    assert reading.board is None and "no board found" in str(reading.error)
