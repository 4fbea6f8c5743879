"""Reading boards as people paste them (the inverse, ``format_board``, is in styles.py).

- ``read_boards(text)``: every board of a paste, each a ``Reading``: the board or its
  ``BoardError``, the line it starts on, the ``Format`` it was read as and ``Note``s on how it
  was read ("no blank was written: 16, the largest number, is taken as the blank").
- ``parse_boards(text)``: their boards (the first bad one raises); ``parse_board(text)``: the one
  board of a paste (several raise, saying how many were found).

scan.py finds the boards in the text (code literals, tables, LaTeX, spreadsheets, plain lines);
this module reads each one's values:

- the blank written as ``0``, ``_``, ``x``, ``X``, ``.``, ``*`` or a lone ``-``, or as the one
  empty cell of a spreadsheet or table; with no blank written and the numbers exactly
  ``1 .. n``, the largest number is the blank (and a note says so);
- with ``largest_is_blank=True`` (seed 003's convention) the largest number is the blank: the
  numbers run ``0 .. n-1`` or ``1 .. n``, and the others keep their order;
- one line of ``k*k`` values is a ``k x k`` board, unless brackets mark it as one row;
- up to 9 cells written as one run of digits per board or per row (``867254301``) when read that
  way it is a board and read the plain way it is not;
- a block of ``k*m`` rows of ``m`` values that is no board but ``k`` boards of ``m x m``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import accumulate, chain
from math import isqrt
from typing import TypeAlias

from slidepuzzle.board import (
    BLANK,
    MAX_CELLS,
    Board,
    BoardError,
    ShapeError,
    TileError,
    TokenError,
    cell_data,
    cell_name,
    cell_phrase,
    check_row_lengths,
    check_shape,
    check_tiles,
    clip,
)
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.lines import (
    STEP_LINES,
    blocks,
    drop_trailing_empty,
    has_words,
    line_steps,
    prepare,
)
from slidepuzzle.literals import (
    bracket_pieces,
    code_pieces,
    code_word_steps,
    is_latex,
    language,
    latex_pieces,
)
from slidepuzzle.messages import Count, Listing, Phrase, phrase, say
from slidepuzzle.named import special_pieces
from slidepuzzle.scan import (
    BLANK_LIST,
    BLANK_SPELLINGS,
    BLANK_TOKENS,
    CODE_FORMATS,
    SEPARATORS,
    Format,
    Note,
    NoteKind,
    Piece,
    check_size,
    line_spans,
    normalise,
    strip_comments,
)
from slidepuzzle.shapes import MAX_GRID_TEXT, grid_pieces, is_weekdays
from slidepuzzle.steps import STEP_CELLS, Steps, finish, report

__all__ = [
    "BLANK_LIST",
    "BLANK_SPELLINGS",
    "BLANK_TOKENS",
    "FORMAT_NAMES",
    "SEPARATORS",
    "Format",
    "Note",
    "NoteKind",
    "Reading",
    "Shape",
    "describe",
    "format_name",
    "other_shapes",
    "parse_board",
    "parse_boards",
    "read_boards",
    "read_steps",
]

STEP_PIECES = 200
"""``read_steps`` yields at least every this many boards read (some 10 ms in the browser)."""

FORMAT_NAMES: dict[Format, str] = {fmt: say("en", f"format-{fmt}") for fmt in Format}
"""Each format in words, for notes and messages (in English: ``format_name`` for any language)."""


def format_name(fmt: Format, lang: Lang) -> str:
    """A format in words, in ``lang``: ``"C/C++ code"`` in English."""
    return say(lang, f"format-{fmt}")


@dataclass(frozen=True)
class Reading:
    """One board of a paste as read: ``board`` or ``error`` (exactly one is set)."""

    line: int
    """The line of the paste it starts on, from 1."""
    format: Format
    text: str
    """The part of the paste it was read from."""
    board: Board | None = None
    error: BoardError | None = None
    notes: tuple[Note, ...] = ()

    def __str__(self) -> str:
        return describe(self)


def describe(reading: Reading, lang: Lang = DEFAULT_LANG) -> str:
    """``"Read from C/C++ code: a 4 x 4 board"``, or what is wrong; then the notes."""
    source = format_name(reading.format, lang)
    if reading.board is not None:
        rows, cols = reading.board.rows, reading.board.cols
        first = say(lang, "read-from", source=source, rows=rows, cols=cols)
    else:
        error = "" if reading.error is None else reading.error.message(lang)
        first = say(lang, "not-read-from", source=source, line=reading.line, error=error)
    notes = [note.message(lang) for note in reading.notes]
    return ("。" if lang == "zh" else ". ").join([first, *notes])


Shape: TypeAlias = "tuple[int, int] | None"
"""A shape asked for, ``(rows, cols)``: every board's values, in reading order, so shaped."""


def read_boards(text: str, *, largest_is_blank: bool = False, shape: Shape = None) -> list[Reading]:
    """Every board of ``text``, in order, each read or with its error; ``[]`` for blank text.

    ``shape=(rows, cols)`` reads every board's values, in reading order, in that shape (the
    other reading when one is ambiguous: one line of 16 values as 2 x 8, not 4 x 4).
    """
    return finish(read_steps(text, largest_is_blank=largest_is_blank, shape=shape))


def read_steps(
    text: str, *, largest_is_blank: bool = False, shape: Shape = None
) -> Steps[list[Reading]]:
    """``read_boards`` a slice at a time (for a page reading thousands of boards): yields
    (cells read, cells in all) every ``STEP_CELLS`` cells or so, returns the readings."""
    if shape is not None:
        check_shape(*shape)
    _expect_text(text)
    try:
        check_size(text)
    except BoardError as error:
        return [Reading(1, Format.PLAIN, clip(text), error=error)]
    text = normalise(text.removeprefix("\ufeff"))
    if not text.strip():
        return []
    chars = len(text)  # the scan counts half of the work, the read of the boards the other half
    grids = yield from report(
        _plain_grids(text), lambda done, whole: (chars * done // max(whole, 1), 2 * chars)
    )
    if grids:
        pieces, plain = grids, True
    else:
        scan = report(_pieces(text), lambda done, whole: (chars * done // max(whole, 1), 2 * chars))
        pieces, plain = yield from scan
    readings: list[Reading] = []
    since = 0
    quick = grids is not None and shape is None and not largest_is_blank
    for number, piece in enumerate(pieces, 1):
        plain_board = _plain_board(piece) if quick else None
        if plain_board is not None:
            readings.append(Reading(piece.line, Format.PLAIN, piece.text, plain_board))
        else:
            for part in [piece] if shape is None else _shaped(piece, shape):
                readings += _read(part, largest_is_blank)
        since += sum(map(len, piece.rows))
        if since >= STEP_CELLS or number % STEP_PIECES == 0:  # many cells, or many small boards
            since = 0
            yield chars + chars * number // len(pieces), 2 * chars
    if plain and not shape and len(pieces) > 1 and any(reading.error for reading in readings):
        whole = _read(_joined(pieces, text), largest_is_blank)
        joined = whole[0]
        if len(whole) == 1 and joined.board is not None:
            return [replace(joined, notes=(*joined.notes, Note(NoteKind.JOINED, len(pieces))))]
    errors = any(reading.error for reading in readings)
    if shape is None and (errors or text.translate(_PLAIN_CHARS).strip()):  # not plain rows
        readings = _with_grids(text, readings, largest_is_blank)
    return readings


_PLAIN_CHARS = str.maketrans(dict.fromkeys("0123456789 \t\n,;_"))


def _with_grids(text: str, readings: list[Reading], largest_is_blank: bool) -> list[Reading]:
    """The readings, with the boards found by their shape (shapes.py) where the other readers
    found none, an error, or a fragment of one; a board under weekday names refused (pastes
    of up to ``MAX_GRID_TEXT`` characters: longer ones are batches the other readers read)."""
    if len(text) > MAX_GRID_TEXT:
        return readings
    lines = text.split("\n")
    found = []
    code = strip_comments(text).code if language(text) else text  # no literal in a comment
    for grid in grid_pieces(code):
        reading = _read(grid.piece, largest_is_blank)[0]
        if reading.board is not None:
            found.append((grid.first, grid.last, reading))
    kept: list[Reading] = []
    searched = 0
    for reading in readings:
        first, last, searched = _span(reading, text, len(lines), searched)
        if reading.board is not None and first >= 2 and is_weekdays(lines[first - 2]):
            error = ShapeError("calendar")
            kept.append(replace(reading, board=None, error=error, notes=()))
            continue
        over = [item for item in found if item[0] <= last and first <= item[1]]
        if not over:
            kept.append(reading)
        elif reading.board is None:
            continue  # the board found by its shape stands for it
        elif any(item[2].board == reading.board for item in over) or not all(
            item[1] - item[0] > last - first for item in over
        ):
            kept.append(reading)  # read already, or the larger: the shape's reading is dropped
            found = [item for item in found if item not in over]
    taken = [reading for reading in kept if reading.board is not None or reading.error]
    boards = [item[2] for item in found]
    if boards:
        read = {line for first, last, _ in found for line in range(first, last + 1)}
        taken = [
            _unskipped(reading, read)
            for reading in taken
            if reading.board is not None or not _whole(reading, text)
        ]
    return sorted([*taken, *boards], key=lambda reading: reading.line)


def _unskipped(reading: Reading, read: set[int]) -> Reading:
    """``reading`` without naming as passed over the lines a board was found on since."""
    notes = []
    for note in reading.notes:
        if note.kind in (NoteKind.SKIPPED, NoteKind.CODE) and read.intersection(note.lines):
            lines = tuple(line for line in note.lines if line not in read)
            notes += [replace(note, lines=lines)] if lines else []
        else:
            notes.append(note)
    return replace(reading, notes=tuple(notes)) if notes != list(reading.notes) else reading


def _whole(reading: Reading, text: str) -> bool:
    """Whether a failed reading stands for the whole text (no board found in it)."""
    return reading.text not in text


def _span(reading: Reading, text: str, count: int, start: int) -> tuple[int, int, int]:
    """The lines (from 1) a reading was read from (all of them for a failure on the whole),
    and where to search for the next reading's text."""
    at = text.find(reading.text, start) if reading.text else -1
    if at < 0:
        if reading.board is None:
            return 1, count, start
        return reading.line, reading.line + reading.text.count("\n"), start
    first = text.count("\n", 0, at) + 1
    return first, first + reading.text.count("\n"), at + 1


_PLAIN_GRID = re.compile(r"[0-9 \n_]*")
_GAPS = re.compile(r"(\n *(?:\n *)+)")


def _plain_grids(text: str) -> Steps[list[Piece] | None]:
    """The pieces of a paste of rows of digits, spaces and ``_`` alone, boards separated by
    blank lines, each of two rows or more as long, of three values or more (no size line):
    read in one pass, without the scan (yielding (characters done, in all) every
    ``STEP_LINES`` lines); ``None`` for any other paste."""
    if "\n" not in text or not _PLAIN_GRID.fullmatch(text):
        return None
    yield 0, len(text)  # a page says so from its first slice
    parts = _GAPS.split(text.rstrip())  # blocks, and the blank lines between them
    pieces = []
    line = done = since = 0
    for at in range(0, len(parts), 2):
        block = parts[at]
        lines = block.split("\n")
        rows = [row.split() for row in lines]
        cols = len(rows[0])
        if len(rows) < 2 or cols < 3 or any(len(row) != cols for row in rows):
            return None
        pieces.append(Piece(line + 1, Format.PLAIN, rows, lines, block))
        gap = parts[at + 1] if at + 1 < len(parts) else ""
        line += len(lines) - 1 + gap.count("\n")
        done += len(block) + len(gap)
        since += len(lines) + 1  # and the blank line after it
        if since >= STEP_LINES:
            since = 0
            yield min(done, len(text) - 1), len(text)
    return pieces


def _plain_board(piece: Piece) -> Board | None:
    """The board of a plain grid of numbers holding each of ``0 .. n-1`` once, at once
    (a million boards of a game maker's batch); ``None`` for any other, read by ``_read`` (its
    blank spellings, notes and messages)."""
    if "_" in piece.text:  # the blank written as _: read the careful way
        return None
    rows, cols = len(piece.rows), len(piece.rows[0])
    try:
        check_shape(rows, cols)
        values = list(map(int, chain.from_iterable(piece.rows)))  # "_": not here
        check_tiles(values, cols)
    except (ValueError, BoardError):
        return None
    return Board._trusted(rows, cols, tuple(values))


def parse_boards(text: str, *, largest_is_blank: bool = False, shape: Shape = None) -> list[Board]:
    """The boards of ``text``; the first that cannot be read raises its ``BoardError``,
    naming the board and its line."""
    readings = read_boards(text, largest_is_blank=largest_is_blank, shape=shape)
    if not readings:
        raise ShapeError("empty-text")
    boards = []
    for number, reading in enumerate(readings, 1):
        if reading.error is not None:
            if len(readings) == 1:
                raise reading.error
            raise reading.error.placed(phrase("at-board", board=number, line=reading.line))
        assert reading.board is not None
        boards.append(reading.board)
    return boards


def parse_board(text: str, *, largest_is_blank: bool = False, shape: Shape = None) -> Board:
    """The board written in ``text``; ``BoardError`` saying what is wrong and where."""
    readings = read_boards(text, largest_is_blank=largest_is_blank, shape=shape)
    if not readings:
        raise ShapeError("empty-text")
    if len(readings) > 1:
        shown = Listing(tuple(map(_short, readings[:5])), max(0, len(readings) - 5))
        raise ShapeError("several-boards", boards=Count(len(readings), "board"), shown=shown)
    reading = readings[0]
    if reading.error is not None:
        raise reading.error
    assert reading.board is not None
    return reading.board


def _short(reading: Reading) -> Phrase:
    if reading.board is not None:
        board = reading.board
        return phrase("line-board", line=reading.line, rows=board.rows, cols=board.cols)
    return phrase("line-no-board", line=reading.line)


def _expect_text(text: object) -> None:
    if not isinstance(text, str):
        raise TokenError("not-text", type=type(text).__name__)


# --- Finding the pieces ----------------------------------------------------------------------


def _pieces(text: str) -> Steps[tuple[list[Piece], bool]]:
    """The pieces of ``text`` in order, and whether they are blocks of plain rows alone; yields
    (characters scanned, characters in all) on the way.

    Boards given with their size (JSON objects, R matrices, Tatham ids) are taken first; then
    program code's literals (a literal may span blank lines), or, in a paste of brackets and
    values alone, each bracketed block; then the other lines, row by row (lines.py). Every
    line with numbers passed over is named in the notes of the board after it.
    """
    text, html = prepare(text)
    specials, text = special_pieces(text)
    aside = strip_comments(text)
    code = aside.code
    if is_latex(code):
        if "\\begin" not in code:  # the whole text is one matrix
            return [*specials, *latex_pieces(code)], False
        specials += latex_pieces(code)  # then what is around its environments
        source = code.split("\n")
        code = "\n".join("" if "\\" in line or "&" in line else line for line in source)
    bracketed: list[Piece] = []
    small: list[Piece] = []  # (2, 3) in a sentence: too few values for a board
    asides = False  # whether brackets were found in prose (never read as a board then)
    taken: set[int] = set()
    failure: BoardError | None = None
    words = yield from report(code_word_steps(code), lambda _, total: (0, total))
    fmt = language(code) if words else None
    if any(bracket in code for bracket in "[{(") and words:
        bracketed = code_pieces(code, text, fmt or Format.LIST, pure=False)
        if len(bracketed) == 1 and bracketed[0].error and bracketed[0].text is text:  # unbalanced
            failure, bracketed = bracketed[0].error, []
        if fmt is None:
            for piece in bracketed:
                piece.format = Format.BRACES if piece.text.startswith("{") else Format.LIST
        for piece in bracketed:
            taken.update(range(piece.line - 1, piece.line + piece.text.count("\n")))
        asides = fmt is None  # words, but no program's: bracketed asides, not rows
        split = [(_small(piece, asides or _in_prose(code, piece)), piece) for piece in bracketed]
        small = [piece for aside, piece in split if aside]
        bracketed = [piece for aside, piece in split if not aside]
        if failure is None and not bracketed and not small:
            failure = ShapeError("no-literal", example="{{1, 2}, {3, 0}}")
    elif any(bracket in code for bracket in "[{("):
        for line, block in blocks(code):
            if any(bracket in block for bracket in "[{("):
                kind = Format.BRACES if "{" in block else Format.LIST
                prose = has_words(block)  # "see [1, 2] and [3, 4]": asides, not rows
                asides = asides or prose
                for piece in bracket_pieces(block, block, kind):
                    piece.line += line - 1
                    (small if prose and _small(piece, prose) else bracketed).append(piece)
                taken.update(range(line - 1, line + block.count("\n")))
    found = yield from line_steps(
        code,
        taken,
        code_paste=fmt is not None,
        alone=not specials and not bracketed,
    )
    yield len(code), len(code)  # each pass below takes a while too over 100,000s of boards
    pieces = sorted([*specials, *bracketed, *found.pieces], key=lambda piece: piece.line)
    if small and not pieces and not found.skipped and not asides:
        pieces = small
    else:
        for piece in small:
            note = Note(NoteKind.SMALL, piece.line, text=clip(piece.text, 30))
            found.skipped.append((piece.line, note))
    if not pieces:
        if failure is not None:
            return [Piece(1, fmt or Format.PLAIN, [], [], clip(text), error=failure)], False
        lines = tuple(sorted({line for line, _ in found.skipped}))  # text, or code
        if not lines:  # text without numbers read as code ("abc def"): text all the same
            lines = tuple(n for n, line in enumerate(code.split("\n"), 1) if line.strip())
        nothing = (
            ShapeError(f"no-board-in-text-{_one_or_many(lines)}", lines=line_spans(lines))
            if lines
            else ShapeError("only-comments")
        )
        return [Piece(1, Format.PLAIN, [], [], clip(text), error=nothing)], False
    for piece in found.pieces:
        if piece.line - 1 in html:
            piece.format = Format.HTML
    yield len(code), len(code)
    _attach(pieces, found.skipped)
    yield len(code), len(code)
    for piece in pieces:
        aside.restore(piece)
    yield len(code), len(code)
    plain = not specials and not bracketed and not any(piece.notes for piece in pieces)
    return pieces, plain


def _one_or_many(lines: tuple[int, ...]) -> str:
    return "many" if len(lines) > 1 else "one"


def _in_prose(code: str, piece: Piece) -> bool:
    """Whether a literal of flat short rows stands in a sentence (``hi [1, 2] [3, 0]``), not
    after code (``b = [1, 2]``, ``f([1, 2])``): words before it on its line, no code marks."""
    if len(piece.rows) < 2 or piece.notes or any(len(row) > 3 for row in piece.rows):
        return False
    start = code.rfind("\n", 0, code.find(piece.text)) + 1 if piece.text in code else -1
    before = code[start : code.find(piece.text, start)] if start >= 0 else ""
    before = _CLOSED.sub("", before)  # "hi (2 moves) [1, 2] [3, 0]": an aside before it
    words = any(char.isalpha() for char in before)  # "I [1, 2] [3, 0]" too
    return words and not any(mark in before for mark in "=:({,<")


_CLOSED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def _small(piece: Piece, prose: bool = False) -> bool:
    """A flat literal of one row of fewer than 4 values: ``(2, 3)`` in a sentence is no board
    (``[[0, 1]]``, a list of rows, is one); in prose, flat literals side by side neither
    (``moves [2, 3] [4, 5]``)."""
    nested = piece.text[1:].lstrip().startswith(("[", "{", "("))
    rows = len(piece.rows) == 1 or (prose and not piece.notes)  # [1 2; 3 0] marks its rows
    return piece.error is None and rows and all(len(row) < 4 for row in piece.rows) and not nested


def _attach(pieces: list[Piece], skipped: list[tuple[int, Note]]) -> None:
    """Each note on lines passed over goes to the board after them (the last board if none
    follows); the text lines before one board make one note."""
    skipped.sort(key=lambda item: item[0])
    at = 0
    for number, piece in enumerate(pieces):
        last = number == len(pieces) - 1
        notes: list[Note] = []
        while at < len(skipped) and (last or skipped[at][0] < piece.line):
            notes.append(skipped[at][1])
            at += 1
        if notes:
            piece.notes[:0] = _merged(notes)


def _merged(notes: list[Note]) -> list[Note]:
    """Notes naming single lines merged into one note of each kind, in order."""
    merged: list[Note] = []
    for note in notes:
        if note.lines and merged and merged[-1].kind is note.kind:
            merged[-1] = replace(merged[-1], lines=merged[-1].lines + note.lines)
        else:
            merged.append(note)
    return merged


def _shaped(piece: Piece, shape: tuple[int, int]) -> list[Piece]:
    """``piece`` with its values, in reading order, in the shape asked for; a whole multiple
    of the shape's cells is that many boards (two lines of 16 values as 1 x 16: two boards)."""
    if piece.error is not None:
        return [piece]
    rows, cols = shape
    tokens = [token for row in piece.rows for token in row]
    cells = rows * cols
    if not tokens or len(tokens) % cells:
        error = ShapeError("shape-asked", rows=rows, cols=cols, cells=Count(len(tokens), "value"))
        return [replace(piece, rows=[], lines=[], error=error)]
    starts = list(accumulate((len(row) for row in piece.rows), initial=0))
    by_line = piece.format in (Format.PLAIN, Format.CSV)  # a row is a line of the paste
    parts = []
    for first in range(0, len(tokens), cells):
        grid = [tokens[top : top + cols] for top in range(first, first + cells, cols)]
        line = piece.line + bisect_right(starts, first) - 1 if by_line else piece.line
        text = "\n".join(" ".join(row) for row in grid) if len(tokens) > cells else piece.text
        notes = [*piece.notes, Note(NoteKind.SHAPE, row=rows, column=cols)]
        part = replace(piece, line=line, rows=grid, text=text, notes=notes, bracketed=True)
        part.lines = [" ".join(row) for row in grid]
        parts.append(part)
    return parts


def other_shapes(readings: Sequence[Reading]) -> tuple[tuple[int, int], ...]:
    """The shapes (``shape=``) a paste may also be read in, likeliest first, at most
    ``MAX_OTHER_SHAPES``: one line of values in another shape than it was read in, each of
    several lines as one row, square boards written one under another as one board, blocks
    joined into one board each read alone. Empty when only one reading is plausible."""
    found: dict[tuple[int, int], None] = {}
    for reading in readings:
        for shape in _others(reading):
            found.setdefault(shape)
            if len(found) == MAX_OTHER_SHAPES:
                return tuple(found)
    return tuple(found)


MAX_OTHER_SHAPES = 6
"""The most other shapes ``other_shapes`` names."""


def _others(reading: Reading) -> list[tuple[int, int]]:
    board = reading.board
    if board is None:
        return []
    rows, cols = board.rows, board.cols
    others: list[tuple[int, int]] = []
    for note in reading.notes:
        if note.kind in (NoteKind.SQUARE_LINE, NoteKind.ONE_ROW):
            others += [(1, board.size), *_factors(board.size)]
        elif note.kind is NoteKind.LINE_BOARDS:
            others.append((1, board.size))
        elif note.kind is NoteKind.STACKED:
            others.append((rows * note.number, cols))
        elif note.kind is NoteKind.JOINED and rows % note.number == 0:
            others.append((rows // note.number, cols))
    return [shape for shape in others if shape != (rows, cols)]


def _factors(cells: int) -> list[tuple[int, int]]:
    """The shapes of ``cells`` cells with two rows and two columns or more, nearest a square
    first, the wider before the taller (3 x 4, 4 x 3, 2 x 6, 6 x 2)."""
    shapes = []
    for rows in range(isqrt(cells), 1, -1):
        if cells % rows == 0:
            shapes.append((rows, cells // rows))
            if rows != cells // rows:
                shapes.append((cells // rows, rows))
    return shapes


def _joined(pieces: list[Piece], text: str) -> Piece:
    """The blocks read as one board (blank lines between its rows)."""
    fmt = Format.CSV if any(piece.format is Format.CSV for piece in pieces) else pieces[0].format
    rows = [row for piece in pieces for row in piece.rows]
    lines = [line for piece in pieces for line in piece.lines]
    return Piece(pieces[0].line, fmt, rows, lines, text.strip())


# --- Reading a piece -------------------------------------------------------------------------


def _read(piece: Piece, largest_is_blank: bool) -> list[Reading]:
    """The readings of ``piece``, the notes on how it was found before their own."""
    readings = _read_piece(piece, largest_is_blank)
    if piece.notes:
        first = readings[0]
        readings[0] = replace(first, notes=(*piece.notes, *first.notes))
    return readings


def _read_piece(piece: Piece, largest_is_blank: bool) -> list[Reading]:
    """The reading of ``piece``; a failed plain block may be compact digits or stacked boards."""
    if piece.error is not None:
        return [Reading(piece.line, piece.format, piece.text, error=piece.error)]
    # A trailing separator: a comma ends rows in code-like text (1, 2,), a tab ends a
    # spreadsheet row whose last cell is empty (1<tab>2<tab>); try the likelier first.
    tabs = piece.format is Format.CSV and any("\t" in line for line in piece.lines)
    try:
        board, notes = _board(piece, largest_is_blank, keep_trailing=tabs)
    except BoardError as error:
        if piece.format is Format.CSV:
            try:
                board, notes = _board(piece, largest_is_blank, keep_trailing=not tabs)
            except BoardError:
                pass
            else:
                return [Reading(piece.line, piece.format, piece.text, board, notes=tuple(notes))]
        shaped = any(note.kind is NoteKind.SHAPE for note in piece.notes)  # read as asked
        return (None if shaped else _retry(piece, largest_is_blank)) or [_failed(piece, error)]
    return [Reading(piece.line, piece.format, piece.text, board, notes=tuple(notes))]


def _failed(piece: Piece, error: BoardError) -> Reading:
    if piece.format in CODE_FORMATS:
        where = phrase("at-list", format=phrase(f"format-{piece.format}"), line=piece.line)
        error = error.placed(where)
    return Reading(piece.line, piece.format, piece.text, error=error)


def _retry(piece: Piece, largest_is_blank: bool) -> list[Reading] | None:
    """Another reading of a block of rows that is no board: compact digits, without a
    printout's index or an editor's line numbers, stacked boards, one board per line."""
    if piece.format in (Format.PLAIN, Format.CSV, Format.MARKDOWN, Format.HTML):
        trimmed = _without_index(piece)
        if trimmed is not None:
            try:
                board, notes = _board(trimmed, largest_is_blank)
            except BoardError:
                pass
            else:
                notes[:0] = trimmed.notes
                return [Reading(trimmed.line, piece.format, piece.text, board, notes=tuple(notes))]
    if piece.format not in (Format.PLAIN, Format.CSV):
        return None
    rows = piece.rows
    tokens = [token for row in rows for token in row]
    if (
        piece.format is Format.PLAIN
        and all(len(row) == 1 for row in rows)
        and sum(map(len, tokens)) <= 9
        and all(token.isdecimal() or token in BLANK_TOKENS for token in tokens)
    ):
        compact = Piece(
            piece.line, Format.COMPACT, [list(token) for token in tokens], piece.lines, piece.text
        )
        try:
            board, notes = _board(compact, largest_is_blank)
        except BoardError:
            return None
        return [Reading(piece.line, Format.COMPACT, piece.text, board, notes=tuple(notes))]
    cols = len(rows[0]) if rows else 0
    if any(len(row) != cols for row in rows):
        return None
    if cols < 2 or len(rows) <= cols or len(rows) % cols:
        return _line_boards(piece, largest_is_blank)
    readings = []
    for top in range(0, len(rows), cols):
        part = Piece(
            piece.line + top,
            piece.format,
            rows[top : top + cols],
            piece.lines[top : top + cols],
            "\n".join(piece.lines[top : top + cols]),
        )
        try:
            board, notes = _board(part, largest_is_blank)
        except BoardError:
            return None
        note = Note(NoteKind.STACKED, len(rows) // cols)
        readings.append(Reading(part.line, part.format, part.text, board, notes=(*notes, note)))
    return readings


def _line_boards(piece: Piece, largest_is_blank: bool) -> list[Reading] | None:
    """Lines of ``k*k`` values each, no board together: each line its own ``k x k`` board."""
    side = isqrt(len(piece.rows[0]))
    if len(piece.rows) < 2 or side < 2 or side * side != len(piece.rows[0]):
        return None
    readings = []
    for number, (row, line) in enumerate(zip(piece.rows, piece.lines, strict=True)):
        part = Piece(piece.line + number, piece.format, [row], [line], line)
        try:
            board, notes = _board(part, largest_is_blank)
        except BoardError:
            return None
        notes = [note for note in notes if note.kind is not NoteKind.SQUARE_LINE]
        note = Note(NoteKind.LINE_BOARDS, side)
        readings.append(Reading(part.line, part.format, line, board, notes=(*notes, note)))
    return readings


def _without_index(piece: Piece) -> Piece | None:
    """``piece`` without a printout's header row and index column (pandas, R: both count
    from 0 or 1), or without an editor's line numbers (a first column counting by one)."""
    rows = piece.rows
    if len(rows) < 2 or not all(rows):
        return None
    firsts = [row[0] for row in rows]
    if (
        len(rows) >= 3
        and _counting(rows[0], start=True)
        and all(len(row) == len(rows[0]) + 1 for row in rows[1:])
        and _counting(firsts[1:], start=True)
    ):
        trimmed = [row[1:] for row in rows[1:]]
        found = Piece(piece.line + 1, piece.format, trimmed, piece.lines[1:], piece.text, True)
        found.notes.append(Note(NoteKind.INDEX))
        return found
    if len({len(row) for row in rows}) == 1 and len(rows[0]) > 2 and _counting(firsts):
        trimmed = [row[1:] for row in rows]
        found = Piece(piece.line, piece.format, trimmed, piece.lines, piece.text, True)
        found.notes.append(Note(NoteKind.LINE_NUMBERS, text=f"{firsts[0]}-{firsts[-1]}"))
        return found
    return None


def _counting(tokens: list[str], start: bool = False) -> bool:
    """Whether ``tokens`` count up by one (from 0 or 1 when ``start``)."""
    if len(tokens) < 2 or not all(token.isdecimal() for token in tokens):
        return False
    first = int(tokens[0])
    if start and first > 1:
        return False
    return all(int(token) == first + number for number, token in enumerate(tokens))


def _board(
    piece: Piece, largest_is_blank: bool, keep_trailing: bool = False
) -> tuple[Board, list[Note]]:
    """The board of one piece and the notes on how it was read; ``BoardError`` if none."""
    rows, lines = piece.rows, piece.lines
    if piece.format is Format.CSV and not keep_trailing:  # a table's borders show its end
        rows = _spreadsheet_rows(rows)
    cells = sum(map(len, rows))
    if cells > MAX_CELLS:
        raise ShapeError("too-many-values", cells=cells, most=MAX_CELLS)
    if not cells:
        raise ShapeError("no-values")
    cols = _row_length(rows, lines)
    notes: list[Note] = []
    side = isqrt(cols)
    reshaped = len(rows) == 1 and not piece.bracketed and side > 1 and side * side == cols
    if reshaped:
        cols = side
        if piece.format is not Format.COMPACT:
            notes.append(Note(NoteKind.SQUARE_LINE, side))
    elif len(rows) == 1 and _factors(cols) and not any(n.kind in _SIZED for n in piece.notes):
        notes.append(Note(NoteKind.ONE_ROW, cols, *_factors(cols)[0]))
    values, empty = _values(rows, lines, cols, largest_is_blank, reshaped)
    shape = len(values) // cols, cols
    check_shape(*shape)
    if empty is not None:
        _empty_is_blank(values, empty, cols, largest_is_blank)
        row, column = divmod(empty, cols)
        notes.append(Note(NoteKind.EMPTY_CELL, row=row + 1, column=column + 1))
    elif largest_is_blank:
        return _largest_is_blank(values, *shape), notes
    elif BLANK not in values and max(values) == len(values):
        try:
            check_tiles(values, cols, low=1)
        except BoardError as error:
            raise error.hinted(phrase("hint-no-blank", size=len(values))) from None
        notes.append(Note(NoteKind.NO_BLANK, len(values)))
        return _renamed(values, *shape, low=1), notes
    check_tiles(values, cols)
    return Board._trusted(*shape, tuple(values)), notes


_SIZED = frozenset({NoteKind.SHAPE, NoteKind.GIVEN_SIZE, NoteKind.SIZE_LINE})
"""Notes on a piece whose shape was given: a single row of it is meant as one."""


def _spreadsheet_rows(rows: list[list[str]]) -> list[list[str]]:
    """Rows of cells with a trailing separator dropped when that leaves no empty cell out of
    place: ``1,2,`` is ``1,2``; but ``1\\t2\\t`` under ``3\\t4\\t5`` ends in an empty cell."""
    if not any("" in row for row in rows):
        return rows
    dropped = drop_trailing_empty(rows)
    if len({len(row) for row in dropped}) == 1 and sum(row.count("") for row in dropped) <= 1:
        return dropped
    return rows


def _row_length(rows: list[list[str]], lines: Sequence[str]) -> int:
    """The common row length; a row one short with no blank gets a hint about empty cells."""
    lengths = [len(row) for row in rows]
    try:
        return check_row_lengths(lengths, lines)
    except ShapeError as error:
        common = max(set(lengths), key=lengths.count)
        short = [n for n, length in enumerate(lengths, 1) if length != common]
        blank = any(token in BLANK_TOKENS or token == "" for row in rows for token in row)
        if len(short) == 1 and lengths[short[0] - 1] == common - 1 and not blank:
            hinted = error.hinted(phrase("hint-empty-cell"))
            hinted.row, hinted.column, hinted.token = short[0], None, None
            raise hinted from None
        for number, row in enumerate(rows, 1):
            if "" in row and len(row) != common:
                column = row.index("") + 1
                hinted = error.hinted(
                    phrase("hint-nothing-between", cell=cell_phrase(number, column))
                )
                hinted.row, hinted.column, hinted.token = number, column, None
                raise hinted from None
        raise


def _values(
    rows: list[list[str]], lines: Sequence[str], cols: int, largest_is_blank: bool, reshaped: bool
) -> tuple[list[int], int | None]:
    """The values in reading order, and the cell left empty (if one is)."""
    if _int_safe("".join(lines) if len(lines) < 2 else "\n".join(lines)):
        try:  # the whole board in one pass when every token is a plain number
            return list(map(int, chain.from_iterable(rows))), None
        except ValueError:
            pass
    values: list[int] = []
    empty: list[int] = []
    for line, tokens in zip(lines, rows, strict=True):
        if _int_safe(line):
            start = len(values)
            try:
                values += map(int, tokens)  # int reads "1_0", "+5", "-5": such lines go below
                continue
            except ValueError:  # a blank, an empty cell or a bad token: token by token
                del values[start:]
        _careful_values(tokens, line, values, empty, cols, largest_is_blank, reshaped)
    if len(empty) > 1:
        where = Listing(
            tuple(cell_name(cell, cols) for cell in empty[:2]), len(empty) - 2, "list-and"
        )
        raise TokenError(
            "empty-cells",
            empty=Count(len(empty), "empty-cell"),
            cells=where,
            **cell_data(empty[1], cols, ""),
        )
    return values, (empty[0] if empty else None)


def _int_safe(text: str) -> bool:
    """Whether ``int`` reads the tokens of ``text`` only as they are meant: ASCII, and none of
    ``_``, ``+``, ``-`` (``int`` takes ``1_0``, ``+5`` and ``-5``)."""
    return text.isascii() and "_" not in text and "+" not in text and "-" not in text


def _careful_values(
    tokens: list[str],
    line: str,
    values: list[int],
    empty: list[int],
    cols: int,
    largest_is_blank: bool,
    reshaped: bool,
) -> None:
    """Read one line token by token into ``values``, naming the first bad token."""
    for token in tokens:
        cell = len(values)
        if token.isdecimal():
            if len(token.lstrip("0")) > 9:
                raise TileError(
                    "far-too-large",
                    where=_where(cell, cols, token, line, reshaped),
                    digits=Count(len(token), "digit"),
                    most=MAX_CELLS,
                    **cell_data(cell, cols, clip(token, 20)),
                )
            values.append(int(token))
            continue
        if token == "":
            empty.append(cell)
            values.append(-1)  # a place holder: the blank, or an error, once all are read
            continue
        if token in BLANK_TOKENS and not largest_is_blank:
            values.append(BLANK)
            continue
        where = _where(cell, cols, token, line, reshaped)  # an error: where it is, for its message
        data = cell_data(cell, cols, clip(token, 20))
        if token in BLANK_TOKENS:
            raise TokenError("blank-but-largest", where=where, **data)
        elif token[0] == "-" and token[1:].isdecimal():
            key = "negative" if int(token[1:]) else "minus-zero"  # -0 is no negative number
            raise TokenError(key, where=where, **data)
        elif any(c.isdigit() for c in token):
            raise TokenError("not-whole", where=where, **data)
        else:
            raise TokenError("not-a-tile", where=where, blanks=BLANK_LIST, **data)


def _where(cell: int, cols: int, token: str, line: str, reshaped: bool) -> Phrase:
    """The token at fault, where it is and its line, for a message."""
    at, token, line = cell_name(cell, cols), clip(token, 20), clip(line)
    if reshaped:
        return phrase("token-at-value", cell=at, value=cell + 1, token=token, line=line)
    return phrase("token-at", cell=at, token=token, line=line)


def _empty_is_blank(values: list[int], empty: int, cols: int, largest_is_blank: bool) -> None:
    """The one empty cell is the blank, unless another blank is written too."""
    if largest_is_blank:
        raise TokenError("empty-but-largest", **cell_data(empty, cols, ""))
    if BLANK in values:
        other = cell_name(values.index(BLANK), cols)
        raise TileError("empty-and-blank", other=other, **cell_data(empty, cols, ""))
    values[empty] = BLANK


def _largest_is_blank(values: list[int], rows: int, cols: int) -> Board:
    """Seed 003's convention: the largest number is the blank, numbers from 0 or from 1."""
    low = 0 if min(values) == 0 else 1
    check_tiles(values, cols, low)
    return _renamed(values, rows, cols, low)


def _renamed(values: list[int], rows: int, cols: int, low: int) -> Board:
    """The board of checked numbers ``low .. low+n-1`` whose largest is the blank."""
    tiles = values.copy() if low else [value + 1 for value in values]
    tiles[values.index(low + len(values) - 1)] = BLANK
    return Board._trusted(rows, cols, tuple(tiles))
