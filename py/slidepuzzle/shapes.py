"""Finding a board by its shape, whatever printed it: the grid a person reads at a glance.

``grid_pieces(text)`` cuts each line into cells, sets aside what is no grid, and finds the
rectangles of cells that hold a board:

- **cells**: between bars (``|``, ``│``, ``┆``, ``||`` of a wiki table, BBCode's ``[td]``),
  inside drawn keys (``[8][6][ ]``), between commas, semicolons and tabs, or between spaces;
  a cell left empty (``| |``, ``,,``) is a blank, and so is a gap in right-aligned columns
  (``8     4``: a column position holding nothing). ``8.0`` and ``8.`` are 8; ``NaN``,
  ``NULL``, ``NA``, ``None`` are blanks; single letters A-O are tiles 1-15 (the letter
  notation) when the whole grid is written so.
- **decoration** is set aside by what it is: a line with no letter and no digit (rules drawn
  with ``-+=|_:`` or box-drawing characters); what stands before a row's values on every row
  (a time stamp and a name in a chat log, ``1|`` of an editor, ``>>>``) is a prefix.
- **a header row or an index column** is recognised by being a sequence: ``0 .. c-1``,
  ``1 .. c``, letters, with a corner left empty or ``(index)``, whatever printed it.
- **a board** is a rectangle of rows as long that holds each tile once.

parse.py reads each piece found here as it reads any other (blank spellings, the largest as
the blank, messages) and keeps it where the other readers found nothing, or less, or a
fragment of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from slidepuzzle.board import clip
from slidepuzzle.scan import BLANK_TOKENS, Format, Note, NoteKind, Piece, tiles_once

MAX_GRID_TEXT = 200_000
"""Texts longer than this are not searched for grids (the other readers' plain paths read the
long pastes: thousands of boards, one large board)."""

_BBCODE_CELL = re.compile(r"\[t[dh]\](.*?)\[/t[dh]\]", re.I)
_BARS = re.compile(r"[|│┃║¦┆┊╎]")
_INDEXED = re.compile(r"\[\d+\] = ")
_KEYS = re.compile(r"[ \t]*(?:\[[^\[\]]*\][ \t]*){2,}")
_KEY = re.compile(r"\[([^\[\]]*)\]")
_OPENED = re.compile(r"[\[({]([^\[({]*)$")
_FLOAT = re.compile(r"(\d+)\.0*")
_TOKEN = re.compile(r"\S+")
_BLANKS = BLANK_TOKENS | {"NULL", "<NA>", "nan", "NaN", ""}
_LETTER = re.compile(r"[A-Z]")


Separated = Literal["bars", "commas", "keys", ""]
"""How a line's cells are cut apart: between bars, by commas, as drawn keys, or ("") by spaces."""


@dataclass
class _Line:
    """A line cut into cells: the values at its end, and where each one stands."""

    index: int  # from 0
    text: str
    cells: list[str]  # the values at its end (a prefix set aside), "" for an empty cell
    spans: list[tuple[int, int]]  # each cell's columns in the line (spaces only), else []
    prefix: bool  # text stood before the values
    separated: Separated


def _value(token: str) -> str | None:
    """A cell's value as the readers take it (``8.0`` is ``8``), or ``None``: no value;
    brackets around it are no part of it (``[[8.``, ``7.]]``, ``array([[8``)."""
    written = token.strip()
    token = written.rstrip(",;)]}").rstrip(",")
    opened = _OPENED.search(token)
    if opened:
        token = opened.group(1)
    if not token and written:
        return None  # a bracket alone: no cell
    if token.isdecimal() or token in ("_", "."):
        return token
    if token in ("*", "-", "\u2013", "\u2014", "x"):
        return "_"
    if token in _BLANKS:
        return ""
    if len(token) == 1 and _LETTER.fullmatch(token):
        return token
    return token if _FLOAT.fullmatch(token) else None


def _cut(index: int, line: str) -> _Line | None:
    """``line`` cut into cells, or ``None`` when it holds no values at its end."""
    separated: Separated = ""
    if "] =" in line:  # lldb: [0] = 8, [1] = 6
        line = _INDEXED.sub("", line)
    if "[" in line and _BBCODE_CELL.search(line):
        parts: list[str] | None = _BBCODE_CELL.findall(line)
        separated = "bars"
    elif _KEYS.fullmatch(line):
        parts = _KEY.findall(line)
        separated = "keys"
    elif "||" in line and line.lstrip().startswith("|"):  # a wiki table's row
        parts = line.lstrip()[1:].split("||")
        separated = "bars"
    elif _BARS.search(line):
        parts = _between_bars(line)
        separated = "bars"
    elif "," in line or "\t" in line or ";" in line:
        parts = re.split(r"[,;\t]", line)
        if len(parts) > 1 and not parts[-1].strip() and line.rstrip().endswith(","):
            parts.pop()  # 8, 6, 7,: a trailing comma
        separated = "commas"
    else:
        parts = None
    if parts is None:
        found = list(_TOKEN.finditer(line))
        tokens = [match.group() for match in found]
        spans = [match.span() for match in found]
    else:
        tokens, spans = [], []
        for part in parts:
            words = part.split()
            tokens += words if len(words) > 1 else [part.strip()]
    values: list[str] = []
    for token in reversed(tokens):  # the values at the line's end
        value = _value(token)
        if value is None:
            break
        values.append(value)
    values.reverse()
    if len(values) < 2 or not any(
        value.isdecimal() or _LETTER.fullmatch(value) or _FLOAT.fullmatch(value) for value in values
    ):
        return None
    start = len(tokens) - len(values)
    return _Line(index, line, values, spans[start:], start > 0, separated)


def _between_bars(line: str) -> list[str]:
    """The cells of a line between bars (a frame's outer bars are no cell: ``| 8 | 6 |``)."""
    stripped = line.strip()
    parts = _BARS.split(stripped)
    return parts[1:-1] if _BARS.match(stripped) and _BARS.match(stripped[-1]) else parts


def _values_alone(line: str) -> bool:
    """A line of values and nothing else (``4`` under ``1 2 / 3 0``)."""
    tokens = line.split()
    digits = any(char.isdigit() for char in line)
    return digits and all(_value(token) is not None for token in tokens)


def _decoration(line: str) -> bool:
    """A rule, a frame or a wiki table's mark: no letter and no digit."""
    return not any(char.isalnum() for char in line)


def _sequence(cells: list[str]) -> bool:
    """Whether ``cells`` count 0 .. k-1 or 1 .. k, or run a, b, c / A, B, C."""
    if len(cells) < 2:
        return False
    cells = [_FLOAT.sub(r"\1", cell) for cell in cells]  # a numbered list: 1. 2. 3.
    if all(cell.isdecimal() for cell in cells):
        first = int(cells[0])
        return first in (0, 1) and all(int(c) == first + n for n, c in enumerate(cells))
    if all(len(cell) == 1 and cell.isalpha() for cell in cells):
        first = ord(cells[0].upper())
        return first == ord("A") and all(ord(c.upper()) == first + n for n, c in enumerate(cells))
    return False


def _counting(cells: list[str]) -> bool:
    """Whether ``cells`` count up by one, from any number (an editor's line numbers, 1. 2.)."""
    cells = [_FLOAT.sub(r"\1", cell) for cell in cells]
    if len(cells) < 2 or not all(cell.isdecimal() for cell in cells):
        return False
    return all(int(cell) == int(cells[0]) + n for n, cell in enumerate(cells))


def _header(cells: list[str], width: int) -> bool:
    """A header row over rows of ``width`` cells: a sequence, after a corner left empty."""
    if cells and cells[0] == "":
        cells = cells[1:]
    return len(cells) in (width, width - 1) and _sequence(cells)


_WEEKDAYS = re.compile(r"\b(?:su|mo|tu|we|th|fr|sa|sun|mon|tue|wed|thu|fri|sat)\b", re.I)


def is_weekdays(line: str) -> bool:
    """A calendar's line of weekday names (``Su Mo Tu We Th Fr Sa``)."""
    return len(_WEEKDAYS.findall(line)) >= 5 or line.count("日") + line.count("一") >= 2


@dataclass
class Grid:
    """A board found by its shape: the piece to read and the lines (from 1) it covers."""

    piece: Piece
    first: int
    last: int


def grid_pieces(text: str) -> list[Grid]:
    """Every rectangle of cells in ``text`` that may hold a board (parse.py reads it)."""
    grids: list[Grid] = []
    run: list[_Line] = []
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if line.strip() and _decoration(line):
            continue
        cut = _cut(index, line) if line.strip() else None
        if cut is not None and run and _breaks(run, cut):
            grids += _grids(run, lines)
            run = []
        if cut is None:
            grids += _grids(run, lines)
            run = []
            continue
        run.append(cut)
    grids += _grids(run, lines)
    return grids


def _breaks(run: list[_Line], line: _Line) -> bool:
    """Whether ``line`` starts another grid: separated otherwise than the run."""
    return line.separated != run[-1].separated


def _heading(run: list[_Line], lines: list[str]) -> int:
    """The first line (from 0) of the grid's heading above ``run``: rules, and up to two rows
    of names with as many cells (a table's header, a dtype row), are the grid's own."""
    at, names = run[0].index, 0
    width = len(run[0].cells)
    while at > 0 and lines[at - 1].strip():
        line = lines[at - 1]
        if not _decoration(line):
            cells = _names(line, run[0].separated)
            digits = any(char.isdigit() for char in line)
            if names == 2 or (digits and len(cells) not in (width, width + 1)):
                break
            names += 1
        at -= 1
    return at


def _names(line: str, separated: str) -> list[str]:
    """The cells of a header line cut as its grid's rows are."""
    if separated == "bars":
        return _between_bars(line)
    if separated == "commas":
        return re.split(r"[,;\t]", line)
    return line.split()


def _grids(run: list[_Line], lines: list[str]) -> list[Grid]:
    """The boards a run of consecutive lines of values holds (at most one)."""
    if len(run) < 2:
        return []
    top = _heading(run, lines)
    after = run[-1].index + 1
    if _values_alone(lines[top - 1] if top else "") or _values_alone(
        lines[after] if after < len(lines) else ""
    ):
        return []  # numbers standing beside the grid, in its block: not read by its shape
    if any(is_weekdays(line) for line in lines[max(0, top - 1) : run[0].index]):
        return []
    notes: list[Note] = []
    rows = [line.cells for line in run]
    widths = sorted({len(row) for row in rows[1:]})
    header = False
    whole = [cell for row in rows for cell in row]
    if (
        len(widths) == 1
        and _header(rows[0], widths[0])
        and len(rows) > 2
        and not (len(rows[0]) == widths[0] and _tiles_once(whole))
    ):
        rows, run, header = rows[1:], run[1:], True
    width = max(len(row) for row in rows)
    if any(len(row) != width for row in rows):
        placed = _by_position(run, width)
        if placed is None:
            return []
        rows = placed
    if run[0].prefix and all(line.prefix for line in run):
        notes.append(Note(NoteKind.LABELS, lines=tuple(line.index + 1 for line in run)))
    firsts = [row[0] for row in rows]
    whole = [cell for row in rows for cell in row]
    if header and _sequence(firsts) and width > 2:
        rows = [row[1:] for row in rows]
        notes.append(Note(NoteKind.INDEX))
    elif _counting(firsts) and width > 2 and not _tiles_once(whole):  # an editor's, cat -n's
        rows = [row[1:] for row in rows]
        first, last = (_FLOAT.sub(r"\1", cell) for cell in (firsts[0], firsts[-1]))
        notes.append(Note(NoteKind.LINE_NUMBERS, text=f"{first}-{last}"))
    elif header:
        notes.append(Note(NoteKind.HEADER, run[0].index, text=clip(lines[run[0].index - 1], 40)))
    if all(row[0] == "_" for row in rows):  # bullets: - [8, 6, 7]
        rows = [row[1:] for row in rows]
    decimals = [cell for row in rows for cell in row if _FLOAT.fullmatch(cell)]
    if decimals:  # a dump of floats (8.0, 8.): every number so written, or no board
        if len(decimals) != sum(cell not in ("", "_") for row in rows for cell in row):
            return []
        rows = [[_FLOAT.sub(r"\1", cell) for cell in row] for row in rows]
    cells = [cell for row in rows for cell in row]
    if not _tiles_once(cells) or len(rows[0]) < 2:
        return []
    fmt = _format(run, lines[top : run[-1].index + 1])
    if any(_LETTER.fullmatch(cell) for cell in cells):
        rows = [[_letter_tile(cell) for cell in row] for row in rows]
        fmt = Format.LETTERS
    piece = Piece(
        run[0].index + 1,
        fmt,
        rows,
        [" ".join(cell or "_" for cell in row) for row in rows],
        "\n".join(line.text for line in run),
        bracketed=True,
        notes=notes,
    )
    return [Grid(piece, top + 1, run[-1].index + 1)]


def _letter_tile(cell: str) -> str:
    return str(ord(cell) - ord("A") + 1) if _LETTER.fullmatch(cell) else cell


def _format(run: list[_Line], lines: list[str]) -> Format:
    """The format a grid's lines (its heading and rules among them) are closest to."""
    kinds = {line.separated for line in run}
    box = any("│" in line or "-+" in line or "+-" in line for line in lines)
    if "bars" in kinds or box:
        return Format.ASCII_BOX if box else Format.MARKDOWN
    if "commas" in kinds:
        return Format.CSV
    return Format.PLAIN


def _tiles_once(cells: list[str]) -> bool:
    """Whether ``cells`` hold each tile once: 0 .. n-1; 1 .. n-1 and a blank; 1 .. n; or the
    letters A .. and a blank."""
    if any(_LETTER.fullmatch(cell) for cell in cells):
        if not all(_LETTER.fullmatch(cell) or cell in ("", "_", ".") for cell in cells):
            return False
        cells = [_letter_tile(cell) for cell in cells]
    return tiles_once(cells)


def _by_position(run: list[_Line], width: int) -> list[list[str]] | None:
    """Rows whose short lines are placed by column position (a blank written as spaces in
    right- or left-aligned columns): each value under the column it stands in."""
    full = [line for line in run if len(line.cells) == width and line.spans]
    if not full or any(not line.spans for line in run):
        return None
    columns = [
        (min(line.spans[c][0] for line in full), max(line.spans[c][1] for line in full))
        for c in range(width)
    ]
    rows: list[list[str]] = []
    empty = 0
    for line in run:
        if len(line.cells) == width:
            rows.append(line.cells)
            continue
        row = [""] * width
        taken = set()
        for cell, (start, end) in zip(line.cells, line.spans, strict=True):
            at = [c for c, (left, right) in enumerate(columns) if start < right and end > left]
            if len(at) != 1 or at[0] in taken:
                return None
            taken.add(at[0])
            row[at[0]] = cell
        missing = [c for c in range(width) if c not in taken]
        if any(c > max(taken) and len(line.text) < columns[c][1] for c in missing):
            return None  # short at its end, not a gap written as spaces: a row too short
        empty += len(missing)
        rows.append(row)
    return rows if empty == 1 else None
