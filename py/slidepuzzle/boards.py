"""Reading one piece into a board: ``read_piece(piece)`` gives its ``Reading``s (the board or
its ``BoardError``, and ``Note``s on how it was read).

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

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import accumulate, chain
from math import isqrt

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
from slidepuzzle.messages import Count, Listing, Phrase, phrase, say
from slidepuzzle.scan import (
    BLANK_LIST,
    BLANK_TOKENS,
    CODE_FORMATS,
    Format,
    Note,
    NoteKind,
    Piece,
)

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


def plain_board(piece: Piece) -> Board | None:
    """The board of a plain grid of numbers holding each of ``0 .. n-1`` once, at once
    (a million boards of a game maker's batch); ``None`` for any other, read by ``_read`` (its
    blank spellings, notes and messages)."""
    grid = piece.rows
    if "_" in piece.text:  # the blank written as one _ of its own (str(board)) reads as 0
        at = next(row for row, line in enumerate(piece.lines) if "_" in line)
        if piece.text.count("_") > 1 or "_" not in grid[at]:  # 1_0: int reads it as 10
            return None
        grid = [*grid[:at], ["0" if token == "_" else token for token in grid[at]], *grid[at + 1 :]]
    rows, cols = len(grid), len(grid[0])
    try:
        check_shape(rows, cols)
        tiles = tuple(map(int, chain.from_iterable(grid)))
        check_tiles(tiles, cols)
    except (ValueError, BoardError):
        return None
    return Board._trusted(rows, cols, tiles)


def shaped(piece: Piece, shape: tuple[int, int]) -> list[Piece]:
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


def factors(cells: int) -> list[tuple[int, int]]:
    """The shapes of ``cells`` cells with two rows and two columns or more, nearest a square
    first, the wider before the taller (3 x 4, 4 x 3, 2 x 6, 6 x 2)."""
    shapes = []
    for rows in range(isqrt(cells), 1, -1):
        if cells % rows == 0:
            shapes.append((rows, cells // rows))
            if rows != cells // rows:
                shapes.append((cells // rows, rows))
    return shapes


def joined_piece(pieces: list[Piece], text: str) -> Piece:
    """The blocks read as one board (blank lines between its rows)."""
    fmt = Format.CSV if any(piece.format is Format.CSV for piece in pieces) else pieces[0].format
    rows = [row for piece in pieces for row in piece.rows]
    lines = [line for piece in pieces for line in piece.lines]
    return Piece(pieces[0].line, fmt, rows, lines, text.strip())


def read_piece(piece: Piece, largest_is_blank: bool) -> list[Reading]:
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
    """Another reading of a block of rows that is no board: compact digits, stacked boards,
    one board per line (a printout's index, an editor's line numbers: shapes.py)."""
    if piece.format not in (Format.PLAIN, Format.CSV):
        return None
    rows, lines = piece.rows, piece.lines
    tokens = [token for row in rows for token in row]
    if (
        piece.format is Format.PLAIN
        and all(len(row) == 1 for row in rows)
        and sum(map(len, tokens)) <= 9
        and all(token.isdecimal() or token in BLANK_TOKENS for token in tokens)
    ):
        digits = [list(token) for token in tokens]
        compact = Piece(piece.line, Format.COMPACT, digits, lines, piece.text)
        return _each_read([compact], largest_is_blank)
    cols = len(rows[0]) if rows else 0
    if any(len(row) != cols for row in rows):
        return None
    if cols >= 2 and len(rows) > cols and len(rows) % cols == 0:  # boards one under another
        tops = range(0, len(rows), cols)
        parts = [
            Piece(
                piece.line + top,
                piece.format,
                rows[top : top + cols],
                lines[top : top + cols],
                "\n".join(lines[top : top + cols]),
            )
            for top in tops
        ]
        return _each_read(parts, largest_is_blank, Note(NoteKind.STACKED, len(parts)))
    side = isqrt(cols)  # lines of k*k values each: each line its own k x k board
    if len(rows) < 2 or side < 2 or side * side != cols:
        return None
    squares = [[row[at : at + side] for at in range(0, cols, side)] for row in rows]
    parts = [
        Piece(piece.line + number, piece.format, square, [" ".join(r) for r in square], line, True)
        for number, (square, line) in enumerate(zip(squares, lines, strict=True))
    ]
    return _each_read(parts, largest_is_blank, Note(NoteKind.LINE_BOARDS, side))


def _each_read(
    parts: list[Piece], largest_is_blank: bool, note: Note | None = None
) -> list[Reading] | None:
    """The readings of ``parts`` (``note`` after each one's own) when each is a board, else None."""
    readings = []
    for part in parts:
        try:
            board, notes = _board(part, largest_is_blank)
        except BoardError:
            return None
        notes += [note] if note else []
        readings.append(Reading(part.line, part.format, part.text, board, notes=tuple(notes)))
    return readings


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
    elif len(rows) == 1 and factors(cols) and not any(n.kind in _SIZED for n in piece.notes):
        notes.append(Note(NoteKind.ONE_ROW, cols, *factors(cols)[0]))
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
    dropped = [row[:-1] if row and row[-1] == "" else row for row in rows]
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
