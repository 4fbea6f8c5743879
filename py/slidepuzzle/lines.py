"""Finding boards among lines of text: prose, labels, contest inputs, quotes, printouts.

Two passes, each linear in the text:

- ``prepare(text)`` takes off what wraps boards without being part of them, keeping the lines
  where they are: e-mail quotes (``> ``), R's ``[,1]``/``[1,]`` printout labels, Lisp's
  ``#2A``, the tags of an HTML ``<table>`` (its cells become tab-separated lines).
- ``line_steps(code, taken)`` sorts the other lines: rows of numbers (a label before them taken
  off), whole boards on one line (rows between ``/`` or ``;``, compact digits in a sentence),
  tables, and text. Rows next to each other make a board; a size or count line of a contest
  input is used and named; text lines are passed over and named, so that no number is dropped
  in silence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from slidepuzzle.board import ShapeError, clip
from slidepuzzle.scan import (
    BLANK_TOKENS,
    SEPARATORS,
    TO_SPACES,
    Format,
    Note,
    NoteKind,
    Piece,
    marked_rows,
    tiles_once,
)
from slidepuzzle.steps import Steps

STEP_LINES = 1000
"""``line_steps`` yields every this many lines (some milliseconds in the browser)."""

# --- Taking off what wraps a board -----------------------------------------------------------

_QUOTE = re.compile(r"^(?:[ \t]*>)+[ \t]?", re.M)
_R_COLUMN = re.compile(r"\[,(\d+)\]")
_R_ROW = re.compile(r"^([ \t]*)\[(\d+),\]", re.M)
_LISP_ARRAY = re.compile(r"#\d*[aA](?=\()")
_HTML_TABLE = re.compile(r"<table\b.*?</table\s*>", re.S | re.I)
_HTML_CELL = re.compile(r"<t[dh]\b[^<>]*>", re.I)
_HTML_CELL_END = re.compile(r"</t[dh]\s*>", re.I)
_HTML_ROW_END = re.compile(r"</tr\s*>", re.I)
_TAG = re.compile(r"<[^<>]*>")


def prepare(text: str) -> tuple[str, set[int]]:
    """``text`` without quote marks, printout labels and markup around its boards, and the
    lines (from 0) that were an HTML table's rows."""
    if ">" in text and _QUOTE.search(text):
        text = _QUOTE.sub("", text)
    if "[," in text:
        text = _R_ROW.sub(r"\1\2", _R_COLUMN.sub(r" \1 ", text))
    if "#" in text:
        text = _LISP_ARRAY.sub(lambda match: " " * len(match.group()), text)
    html: set[int] = set()
    if "<" in text and _HTML_TABLE.search(text):
        parts, at, line = [], 0, 0
        for match in _HTML_TABLE.finditer(text):
            parts.append(text[at : match.start()])
            line += text.count("\n", at, match.start())
            rows = _html_rows(match.group())
            html.update(range(line, line + rows.count("\n") + 1))
            parts.append(rows)
            line += rows.count("\n")
            at = match.end()
        text = "".join([*parts, text[at:]])
    return text, html


def _html_rows(source: str) -> str:
    """An HTML table as one tab-separated line per ``<tr>``, padded to its own line count."""
    table = _HTML_CELL_END.sub("", _HTML_CELL.sub("\t", source.replace("\n", " ")))
    rows = [_TAG.sub("", row).strip(" ").removeprefix("\t") for row in _HTML_ROW_END.split(table)]
    text = "\n".join(row for row in rows if row.strip())
    return text + "\n" * max(0, source.count("\n") - text.count("\n"))


# --- Sorting lines: rows, boards on one line, tables, text -----------------------------------

_SEPARATOR_LINE = re.compile(r"[ \t]*([-=*~_#+.])\1{2,}[ \t]*")
_LABEL = re.compile(r"[ \t]*(?P<label>[^\W\d][^:=\n]{0,30}?)[ \t]*[:=][ \t]*(?=\S)")
_TABLE_BAR = re.compile(r"[|│┃║¦]|^\s*[+┌├└╔╠╚][-─━═+┬┼┴╦╬╩]{2,}")
_COMPACT_IN_TEXT = re.compile(r"(?<![\d.,])\d{9}(?![\d])")
_OUTPUT_HEAD = re.compile(r"\s*(?:sample|example)?\s*(?:output|expected|answer)s?\b", re.I)
_INPUT_HEAD = re.compile(r"\s*(?:sample|example)?\s*input\b", re.I)
_TRAILING = ",.;:!?)"
_WORD = re.compile(r"[^\W\d_]{2,}")
_SIZE = re.compile(r" *(\d+) *[x\u00d7] *(\d+) *")
_HEADER = re.compile(r" *\d+(?: +\d+)? *")


def _is_value(token: str) -> bool:
    return token.isdecimal() or token in BLANK_TOKENS


def _row_tokens(text: str) -> list[str]:
    """The values of a line: its empty cells too when it is a spreadsheet's."""
    if EMPTY_FIELD_HINT.search(text):
        return fields(text)
    return text.translate(TO_SPACES).split()


@dataclass
class _Row:
    index: int  # the line, from 0
    text: str  # what is read (a label taken off)
    tokens: list[str]
    labelled: bool = False


@dataclass
class Lines:
    """What ``line_steps`` found: the boards, and notes on the lines passed over."""

    pieces: list[Piece] = field(default_factory=list)
    skipped: list[tuple[int, Note]] = field(default_factory=list)
    """(line, note): text, a sample output, a line with too few values."""


def line_steps(code: str, taken: set[int], *, code_paste: bool, alone: bool) -> Steps[Lines]:
    """The boards among the lines of ``code`` not ``taken`` by others (lines from 0); yields
    (characters sorted, characters in all) every ``STEP_LINES`` lines on the way.

    ``code_paste``: the paste is program code, so only text lines holding digits are named;
    ``alone``: nothing else was found, so one short row is read as a board, not passed over.
    """
    found = Lines()
    rows: list[_Row] = []
    table: list[tuple[int, str]] = []
    output = False
    small: list[Piece] = []

    def flush() -> None:
        if rows:
            _row_pieces(rows, found, small, output)
            rows.clear()
        if table:
            first = table[0][0]
            found.pieces.append(block_piece(first + 1, "\n".join(text for _, text in table)))
            table.clear()

    done = 0
    for index, line in enumerate(code.split("\n")):
        done += len(line) + 1
        if index % STEP_LINES == STEP_LINES - 1:
            yield done, len(code)
        stripped = line.strip()
        if index in taken or not stripped or _SEPARATOR_LINE.fullmatch(line):
            flush()
            continue
        if _TABLE_BAR.search(line):
            if rows:
                flush()
            table.append((index, line))
            continue
        if table:
            flush()
        if "/" in line and (boards := _slashed(line, prose=has_words(line))):
            flush()
            for board in boards:
                _add(found, index, board, line, output)
            continue
        row = _as_row(index, line, rows[-1] if rows else None, code_paste)
        marked = marked_rows(row.text, ";") if row is not None and ";" in row.text else None
        if row is not None and marked is not None:  # rows between ";": 1 2 3; 4 5 6
            flush()
            _add(found, index, marked, row.text, output)
            continue
        if row is not None:
            rows.append(row)
            continue
        flush()
        if _OUTPUT_HEAD.match(line):
            output = True
        elif _INPUT_HEAD.match(line):
            output = False
        if _boards_in_text(index, line, found, output):
            continue
        if any(char.isdigit() or (not code_paste and char.isalpha()) for char in line):
            kind = NoteKind.CODE if code_paste else NoteKind.SKIPPED
            found.skipped.append((index + 1, Note(kind, lines=(index + 1,))))
    flush()
    if alone and not found.pieces and not found.skipped:
        found.pieces = small
    else:
        for piece in small:
            note = Note(NoteKind.SMALL, piece.line, text=clip(piece.lines[0], 30))
            found.skipped.append((piece.line, note))
    return found


def _numbers(tokens: list[str]) -> bool:
    """Whether tokens may be a row: a number among them, or blanks alone (``_``)."""
    return any(token.isdecimal() for token in tokens) or (
        all(token in BLANK_TOKENS for token in tokens if token) and any(tokens)
    )


def has_words(line: str) -> bool:
    """Whether ``line`` holds a word other than a blank's spelling (``None``, ``nil``)."""
    return any(word.group() not in BLANK_TOKENS for word in _WORD.finditer(line))


def _as_row(index: int, line: str, above: _Row | None, code_paste: bool) -> _Row | None:
    """The row of numbers ``line`` is (a label before it taken off), or ``None``: text.

    A line with no word in it is a row, its bad tokens named when it is read (``1 -2``);
    in program code, only a line of values alone (``$N= 4;`` is code).
    """
    size = _SIZE.fullmatch(line)
    if size:  # 3x3, 4 x 4 (or the multiplication sign): a size line
        return _Row(index, line, [size.group(1), size.group(2)])
    tokens = _row_tokens(line)
    if code_paste and not all(map(_is_value, tokens)):
        return None
    letters = any(token.isalpha() and token not in BLANK_TOKENS for token in tokens)  # "I 0"
    if tokens and not has_words(line) and not letters and _numbers(tokens):
        return _Row(index, line, tokens)
    label = _LABEL.match(line)
    if label:
        rest = line[label.end() :]
        tokens = _row_tokens(rest)
        if tokens and all(map(_is_value, tokens)) and any(t.isdecimal() for t in tokens):
            return _Row(index, rest, tokens, labelled=True)
        return None
    # A bad row (its bad token is named when read), not a sentence: under rows as long, half
    # of it values; or one word after a value among three or more (1 2 3 4 five 6 7 8 0)
    good = sum(map(_is_value, tokens))
    if not any(token.isdecimal() for token in tokens):
        return None
    if above is not None and len(tokens) == len(above.tokens) and 2 * good >= len(tokens):
        return _Row(index, line, tokens)
    if good >= 3 and len(tokens) - good == 1 and _is_value(tokens[0]):  # "hi 0 0 0": prose
        return _Row(index, line, tokens)
    return None


def _add(found: Lines, index: int, rows: list[list[str]], text: str, output: bool) -> None:
    """A whole board found on one line (or its line named, in a sample output)."""
    mark = ";" if ";" in text else "/"
    if output:
        found.skipped.append((index + 1, Note(NoteKind.OUTPUT, lines=(index + 1,))))
        return
    piece = Piece(index + 1, Format.PLAIN, rows, [" ".join(row) for row in rows], text, True)
    if len(rows) > 1:
        piece.notes.append(Note(NoteKind.ROW_MARKS, text=mark))
    found.pieces.append(piece)


def _boards_in_text(index: int, line: str, found: Lines, output: bool) -> bool:
    """A board inside a line of text: a run of nine different digits ``0``-``8``
    (``is 867254301 solvable?``, a string ``"867254301"``)."""
    boards = [
        [list(digits[at : at + 3]) for at in (0, 3, 6)]
        for digits in _COMPACT_IN_TEXT.findall(line)
        if "".join(sorted(digits)) == "012345678"
    ]
    for rows in boards:
        _add(found, index, rows, line, output)
    return bool(boards)


def _slashed(line: str, prose: bool = False) -> list[list[list[str]]]:
    """The boards written on ``line`` as rows between slashes (``1 2 3 / 4 5 6 / 7 8 0``,
    cstimer's ``1,2,3/4,5,6/7,8,0``, ``123/456/780``): one pass over its words. In ``prose``
    only those holding each tile once (``hi 0 0/0 0`` is no board)."""
    boards: list[list[list[str]] | None] = []
    rows: list[list[str]] = [[]]
    for word in line.replace("/", " / ").translate(TO_SPACES).split():
        if word == "/" and rows[-1]:
            rows.append([])
            continue
        token = word.rstrip(_TRAILING) if any(char.isdigit() for char in word) else word
        if word != "/" and _is_value(token):
            rows[-1].append(token)
            if token == word:
                continue  # punctuation after a value ends the board: "... 7 8 0."
        boards.append(_slashed_rows(rows))
        rows = [[]]
    boards.append(_slashed_rows(rows))
    return [
        board
        for board in boards
        if board and (not prose or tiles_once([t for row in board for t in row], one_to_n=False))
    ]


def _slashed_rows(rows: list[list[str]]) -> list[list[str]] | None:
    """Rows between slashes, if they make a board: two or more, as long, two values or more
    each, or three runs or more of as many different digits each (``123/456/780``)."""
    trailing = bool(rows) and not rows[-1]  # 1 2 3 0/: one row, a slash after it
    rows = rows[:-1] if trailing else rows
    if len(rows) < 2 and not (trailing and rows and len(rows[0]) > 1):
        return None
    if all(len(row) == 1 for row in rows) and trailing:  # 1/0/: a column, a slash after it
        return rows
    if all(len(row) == 1 for row in rows):
        digits = [row[0] for row in rows]
        if len(digits[0]) < 2 or any(not d.isdecimal() or len(d) != len(digits[0]) for d in digits):
            return None
        if len(digits) < 3 or len(set("".join(digits))) < len(digits) * len(digits[0]):
            return None  # a score (10/10), a date (12/05): not 123/456/780
        return [list(d) for d in digits]
    if len(rows[0]) < 2 or any(len(row) != len(rows[0]) for row in rows):
        return None
    return rows


# --- Rows next to each other: boards, contest headers ----------------------------------------


def _row_pieces(rows: list[_Row], found: Lines, small: list[Piece], output: bool) -> None:
    """The boards of consecutive rows: a size line (``3 3``, ``4``) before a board is its
    size, a lone count line (``2``) the number of boards; other rows as long make a board."""
    if output:
        for row in rows:
            found.skipped.append((row.index + 1, Note(NoteKind.OUTPUT, lines=(row.index + 1,))))
        return
    lengths = [len(row.tokens) for row in rows]
    for at in range(len(rows)):
        _size_or_row(rows, lengths, at)
    at = 0
    while at < len(rows):
        header = _header(rows, lengths, at)
        if header is not None:
            if header.piece is not None:
                found.pieces.append(header.piece)
            else:
                found.skipped.append((rows[at].index + 1, header.note))
            at = header.end
            continue
        end = at + 1
        while end < len(rows) and not (
            lengths[end] != lengths[end - 1] and _fits(_header(rows, lengths, end))
        ):
            end += 1
        piece = _piece(rows[at:end])
        if end - at == 1 and lengths[at] == 1:  # a lone number: an answer, a count
            small.append(piece)
        else:
            found.pieces.append(piece)
        at = end


def _size_or_row(rows: list[_Row], lengths: list[int], at: int) -> None:
    """Reads the size line at ``at`` as a row when, so read, it begins a board that holds
    each tile once (``8 x 2`` over ``1 3 4 / 5 6 7`` is a row, x the blank; ``3 x 3`` over
    ``1 2 3 / 4 5 6 / 7 8 0`` a size)."""
    row = rows[at]
    tokens = _row_tokens(row.text)
    if not _SIZE.fullmatch(row.text) or len(tokens) != 3 or at + 1 == len(rows):
        return
    if lengths[at + 1] != 3:
        return
    as_row = _Row(row.index, row.text, tokens, row.labelled)
    if _whole_board(
        [*rows[:at], as_row, *rows[at + 1 :]], [*lengths[:at], 3, *lengths[at + 1 :]], at
    ):
        rows[at], lengths[at] = as_row, 3


def _piece(rows: list[_Row]) -> Piece:
    piece = block_piece(rows[0].index + 1, "\n".join(row.text for row in rows))
    labelled = tuple(row.index + 1 for row in rows if row.labelled)
    if labelled:
        piece.notes.append(Note(NoteKind.LABELS, lines=labelled))
    return piece


@dataclass
class _Header:
    """A size or count line: where the rows it covers end, the board it sizes, or its note."""

    end: int
    note: Note
    piece: Piece | None = None


def _exactly(lengths: list[int], at: int, count: int, length: int) -> bool:
    """Whether exactly ``count`` rows of ``length`` values start at ``at`` (then another length
    or the end): ``2 2`` over two rows of 2 is a size line, over three it is a row."""
    end = at + count
    return (
        end <= len(lengths)
        and all(n == length for n in lengths[at:end])
        and (end == len(lengths) or lengths[end] != length)
    )


def _fits(header: _Header | None) -> bool:
    return header is not None and header.piece is not None and header.piece.error is None


def _whole_board(rows: list[_Row], lengths: list[int], at: int) -> bool:
    """Whether the rows as long as the one at ``at``, that row included, hold each tile once
    (``3 2`` over ``1 _ / 4 5 / 6 7`` is the first row of a 4 x 2 board, not its size)."""
    end = at
    while end < len(rows) and lengths[end] == lengths[at]:
        end += 1
    return tiles_once([token for row in rows[at:end] for token in row.tokens])


def _header(rows: list[_Row], lengths: list[int], at: int, depth: int = 0) -> _Header | None:
    """A size line (``3 3``, ``3 4``, ``4``) or a count line (``2``) at ``at``: a count line
    is followed by a size line, which may be one number too (``2`` over ``3``), but not by a
    longer chain of lone numbers (a column of numbers is no contest input)."""
    row = rows[at]
    if depth > 2:
        return None
    if at + 1 >= len(rows) or not (_HEADER.fullmatch(row.text) or _SIZE.fullmatch(row.text)):
        return None
    if not all(token.isdecimal() for token in row.tokens):  # read as a row (_size_or_row)
        return None
    after = lengths[at + 1]
    numbers = [int(token) for token in row.tokens]
    if len(numbers) == 1 and _fits(_header(rows, lengths, at + 1, depth + 1)):
        return _Header(at + 1, Note(NoteKind.COUNT_LINE, row.index + 1, text=row.text.strip()))
    if after < 2 or "" in rows[at + 1].tokens:
        return None
    if (
        len(numbers) == 1
        and numbers[0] != after
        and _exactly(lengths, at + 1, numbers[0] * after, after)
    ):  # 2 over eight rows of 4 (UVa 10181): the number of square boards stacked under it
        return _Header(at + 1, Note(NoteKind.COUNT_LINE, row.index + 1, text=row.text.strip()))
    if after == lengths[at] and (
        not _exactly(lengths, at + 1, numbers[0], after) or _whole_board(rows, lengths, at)
    ):
        return None
    height, width = numbers if len(numbers) == 2 else (numbers[0], numbers[0])
    line, text = row.index + 1, clip(row.text.strip(), 20)
    if not 2 <= height <= 2000 or not 2 <= width <= 2000:
        return None
    run = 1
    while at + 1 + run < len(rows) and run < height and lengths[at + 1 + run] == after:
        run += 1
    note = Note(NoteKind.SIZE_LINE, line, height, width, text=text)
    if after == width and run >= height:
        piece = _piece(rows[at + 1 : at + 1 + height])
    elif after == width * height:
        piece = _piece(rows[at + 1 : at + 2])
        piece.rows = [piece.rows[0][top : top + width] for top in range(0, after, width)]
        piece.lines = [" ".join(tokens) for tokens in piece.rows]
        run = 1
    elif len(numbers) == 1:
        return _Header(at + 1, Note(NoteKind.COUNT_LINE, line, text=text))
    elif after < 3:
        return None  # 2 2 over 3 4 5: no size, a bad board
    else:
        error = ShapeError(
            "size-line-mismatch",
            line=line,
            text=text,
            rows=height,
            cols=width,
            got_rows=run,
            got_cols=after,
        )
        first = rows[at + 1].index + 1
        return _Header(at + 1 + run, note, Piece(first, Format.PLAIN, [], [], text, error=error))
    piece.bracketed = True
    piece.notes.insert(0, note)
    return _Header(at + 1 + run, note, piece)


# --- Blocks of lines: plain rows, spreadsheets, tables ---------------------------------------

_BLANK_LINES = re.compile(r"\n[ \t]*(?:\n[ \t]*)+")
_BOX_BARS = str.maketrans({"│": "|", "┃": "|", "║": "|", "¦": "|"})
_RULE_LINE = re.compile(r"[\s|+:\-=─━┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬═╭╮╯╰]*")
EMPTY_FIELD_HINT = re.compile(
    r"[,;\t][ ]*[,;\t]|^[ \t]*[,;]|[,;\t][ ]*$|^\t", re.M
)  # 1,,2 / ,1 / 1, at the end / a tab first: a cell may be empty


def blocks(text: str) -> list[tuple[int, str]]:
    """The blocks of ``text`` separated by blank lines, each with its first line (from 1)."""
    found, line, start = [], 1, 0
    for gap in _BLANK_LINES.finditer(text):
        block = text[start : gap.start()]
        if block.strip():
            found.append((line, block))
        line += text.count("\n", start, gap.end())
        start = gap.end()
    if text[start:].strip():
        found.append((line, text[start:]))
    return found


def block_piece(line: int, block: str) -> Piece:
    """The piece of one block of plain text, a table or a spreadsheet paste."""
    lines = block.split("\n")
    while lines and not lines[0].strip():  # a block may start after lines of spaces
        lines.pop(0)
        line += 1
    lines = [row for row in lines if row.strip()]
    if any(bar in block for bar in "|│┃║"):
        return _table_piece(line, lines, block)
    if any(sep in block for sep in SEPARATORS):
        if EMPTY_FIELD_HINT.search(block):
            rows = [fields(row) for row in lines]
            return Piece(line, Format.CSV, rows, lines, block)
        fmt = Format.CSV if "," in block or "\t" in block else Format.PLAIN
        return Piece(line, fmt, [row.translate(TO_SPACES).split() for row in lines], lines, block)
    return Piece(line, Format.PLAIN, [row.split() for row in lines], lines, block)


def fields(line: str) -> list[str]:
    """The cells of a spreadsheet row: ``""`` for an empty one (a trailing separator too)."""
    return [token for part in re.split(r"[,;\t]", line) for token in (part.split() or [""])]


def _table_piece(line: int, lines: list[str], block: str) -> Piece:
    rows: list[list[str]] = []
    kept: list[str] = []
    box = False
    notes: list[Note] = []
    for text in lines:
        text = text.translate(_BOX_BARS).strip()
        if _RULE_LINE.fullmatch(text) and any(dash in text for dash in "-=─━═"):
            box = box or "+" in text or not text.startswith("|")
            if len(rows) == 1 and not box and _is_header(rows[0]):  # | a | b | over |---|---|
                notes.append(Note(NoteKind.HEADER, line, text=clip(kept[0], 40)))
                rows, kept = [], []
                line += 2
            continue
        text = text.removeprefix("|").removesuffix("|")
        cells = [cell.strip().strip("*`") for cell in text.split("|")]
        rows.append([token for cell in cells for token in (cell.split() or [""])])
        kept.append(text)
    box = box or "+-" in block or "─" in block
    fmt = Format.ASCII_BOX if box else Format.MARKDOWN
    return Piece(line, fmt, rows, kept, block, bracketed=bool(notes), notes=notes)


def _is_header(row: list[str]) -> bool:
    """A table's first row is a header: names, or nothing at all."""
    return all(cell == "" for cell in row) or any(
        cell and not cell.isdecimal() and cell not in BLANK_TOKENS for cell in row
    )
