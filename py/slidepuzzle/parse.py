"""Reading boards as people paste them (the inverse, ``format_board``, is in styles.py).

- ``read_boards(text)``: every board of a paste, each a ``Reading``: the board or its
  ``BoardError``, the line it starts on, the ``Format`` it was read as and ``Note``s on how it
  was read ("no blank was written: 16, the largest number, is taken as the blank").
- ``parse_boards(text)``: their boards (the first bad one raises); ``parse_board(text)``: the one
  board of a paste (several raise, saying how many were found).
- ``other_shapes(readings)``: the other shapes a paste may be read in ("Read it as").

One direction, each step a module that imports only the ones before it:
text -> tokens (scan.py) -> pieces, found by the finders side by side: boards written with their
size or in a named notation (named.py), code literals and LaTeX (literals.py), rows among lines
of text (lines.py), grids by their shape (shapes.py) -> boards (boards.py reads each piece) ->
readings (here: the finders' pieces in order, a grid found by its shape where the others found
none or a fragment, a board under a calendar's weekdays refused).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TypeAlias

from slidepuzzle.board import (
    Board,
    BoardError,
    ShapeError,
    TokenError,
    check_shape,
    clip,
)
from slidepuzzle.boards import (
    FORMAT_NAMES,
    Reading,
    describe,
    factors,
    format_name,
    joined_piece,
    plain_board,
    read_piece,
    shaped,
)
from slidepuzzle.lines import (
    STEP_LINES,
    blocks,
    has_words,
    line_steps,
    prepare,
)
from slidepuzzle.literals import (
    bracket_pieces,
    code_pieces,
    code_word_steps,
    in_prose,
    is_latex,
    language,
    latex_pieces,
    small_literal,
)
from slidepuzzle.messages import Count, Listing, Phrase, phrase
from slidepuzzle.named import special_pieces
from slidepuzzle.scan import (
    BLANK_LIST,
    BLANK_SPELLINGS,
    BLANK_TOKENS,
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
    if not isinstance(text, str):
        raise TokenError("not-text", type=type(text).__name__)
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
    prepared, html = (text, set()) if grids is not None else prepare(text)  # plain: as it is
    if grids:
        pieces, plain = grids, True
    else:
        scan = report(
            _pieces(prepared, html), lambda done, whole: (chars * done // max(whole, 1), 2 * chars)
        )
        pieces, plain = yield from scan
    readings: list[Reading] = []
    since = 0
    quick = grids is not None and shape is None and not largest_is_blank
    for number, piece in enumerate(pieces, 1):
        board = plain_board(piece) if quick else None
        if board is not None:
            readings.append(Reading(piece.line, Format.PLAIN, piece.text, board))
        else:
            for part in [piece] if shape is None else shaped(piece, shape):
                readings += read_piece(part, largest_is_blank)
        since += sum(map(len, piece.rows))
        if since >= STEP_CELLS or number % STEP_PIECES == 0:  # many cells, or many small boards
            since = 0
            yield chars + chars * number // len(pieces), 2 * chars
    if plain and not shape and len(pieces) > 1 and any(reading.error for reading in readings):
        whole = read_piece(joined_piece(pieces, text), largest_is_blank)
        joined = whole[0]
        if len(whole) == 1 and joined.board is not None:
            return [replace(joined, notes=(*joined.notes, Note(NoteKind.JOINED, len(pieces))))]
    errors = any(reading.error for reading in readings)
    plain_rows = grids is not None or not text.translate(_PLAIN_CHARS).strip()
    if shape is None and (errors or not plain_rows):
        readings = _with_grids(text, prepared, readings, largest_is_blank)
    return readings


_PLAIN_CHARS = str.maketrans(dict.fromkeys("0123456789 \t\n,;_"))


def _with_grids(
    text: str, prepared: str, readings: list[Reading], largest_is_blank: bool
) -> list[Reading]:
    """The readings, with the boards found by their shape (shapes.py, in the text ``prepared``
    as for the other finders) where the other readers found none, an error, or a fragment; a
    board under weekday names refused (pastes of up to ``MAX_GRID_TEXT`` characters: longer
    ones are batches the other readers read)."""
    if len(text) > MAX_GRID_TEXT:
        return readings
    lines = text.split("\n")
    found = []
    code = strip_comments(prepared).code if language(prepared) else prepared  # not in comments
    for grid in grid_pieces(code):
        reading = read_piece(grid.piece, largest_is_blank)[0]
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
            if reading.board is not None or reading.text in text  # not a failure on the whole text
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
    start = text.rfind("\n", 0, len(text) - len(text.lstrip(" \n"))) + 1  # after blank lines
    parts = _GAPS.split(text[start:].rstrip())  # blocks, and the blank lines between them
    pieces = []
    line, done, since = text.count("\n", 0, start), start, 0
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


# --- Finding the pieces ----------------------------------------------------------------------


def _pieces(text: str, html: set[int]) -> Steps[tuple[list[Piece], bool]]:
    """The pieces of ``text`` (prepared: ``html`` its lines that were an HTML table's) in order,
    and whether they are blocks of plain rows alone; yields (characters scanned, characters in
    all) on the way.

    Boards given with their size (JSON objects, R matrices, Tatham ids) are taken first; then
    program code's literals (a literal may span blank lines), or, in a paste of brackets and
    values alone, each bracketed block; then the other lines, row by row (lines.py). Every
    line with numbers passed over is named in the notes of the board after it.
    """
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
        code_lines = [] if asides else code.split("\n")
        split = [
            (small_literal(piece, asides or in_prose(code_lines, piece)), piece)
            for piece in bracketed
        ]
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
                    (small if prose and small_literal(piece, prose) else bracketed).append(piece)
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
            ShapeError(
                f"no-board-in-text-{'many' if len(lines) > 1 else 'one'}", lines=line_spans(lines)
            )
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


def other_shapes(readings: Sequence[Reading]) -> tuple[tuple[int, int], ...]:
    """The shapes (``shape=``) a paste may also be read in, likeliest first, at most
    ``MAX_OTHER_SHAPES``: one line of values in another shape than it was read in, each of
    several lines as one row, square boards written one under another as one board, blocks
    joined into one board each read alone. Empty when only one reading is plausible."""
    found = dict.fromkeys(shape for reading in readings for shape in _others(reading))
    return tuple(found)[:MAX_OTHER_SHAPES]


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
            others += [(1, board.size), *factors(board.size)]
        elif note.kind is NoteKind.LINE_BOARDS:
            others.append((1, board.size))
        elif note.kind is NoteKind.STACKED:
            others.append((rows * note.number, cols))
        elif note.kind is NoteKind.JOINED and rows % note.number == 0:
            others.append((rows // note.number, cols))
    return [shape for shape in others if shape != (rows, cols)]
