"""Finding the boards in a paste: code literals, tables, LaTeX, spreadsheets, plain grids.

``pieces(text)`` cuts a paste into ``Piece``s, one per board, each holding its rows of tokens
(``""`` for a cell left empty), the line it starts on and the ``Format`` it is written in.
parse.py turns each piece into a board. Everything here is linear in the text: regular
expressions and one pass over the brackets with a stack (no recursion, however deep).

- **Code** (any ``[``, ``{`` or ``(``): comments and strings are set aside, then every bracket
  group holding only values (or only such groups) is a literal; the largest ones are boards, or
  lists of boards. Groups after a name (``puzzle[N][N]``, ``new int[3, 3]``, ``[3][3]int``) are
  sizes or indexes, and calls (``isSolvable(puzzle)``) are not literals, so numbers outside the
  board literal (a dimension, ``return 0;``) are not tiles.
- **LaTeX** ``matrix``/``pmatrix``/``bmatrix`` (``&`` between values, ``\\\\`` or ``\\cr``
  between rows).
- **Tables**: rows with ``|`` borders (Markdown) or ASCII/Unicode boxes with ``+---+`` rules.
- **Plain text and spreadsheets**: one row per line, boards separated by blank lines; values
  separated by spaces, tabs, commas or semicolons, an empty cell kept as ``""``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from enum import StrEnum

from slidepuzzle.board import MAX_CELLS, BoardError, ShapeError, TokenError, clip
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.messages import Phrase, counted, phrase, say
from slidepuzzle.steps import STEP_CHARS, Steps


class Format(StrEnum):
    """How a board was written."""

    PLAIN = "plain"
    LIST = "list"
    BRACES = "braces"
    PYTHON = "python"
    NUMPY = "numpy"
    C = "c"
    JAVA = "java"
    CSHARP = "csharp"
    JAVASCRIPT = "javascript"
    GO = "go"
    RUST = "rust"
    PHP = "php"
    MARKDOWN = "markdown"
    ASCII_BOX = "ascii-box"
    LATEX = "latex"
    CSV = "csv"
    COMPACT = "compact"
    JSON = "json"
    R = "r"
    TATHAM = "tatham"
    HTML = "html"
    HEX = "hex"
    LETTERS = "letters"
    TATHAM_SAVE = "tatham-save"


CODE_FORMATS = frozenset(
    {
        Format.PYTHON,
        Format.NUMPY,
        Format.C,
        Format.JAVA,
        Format.CSHARP,
        Format.JAVASCRIPT,
        Format.GO,
        Format.RUST,
        Format.PHP,
    }
)
"""The formats that are program code (numbers outside the board literal are not tiles)."""

MAX_TEXT = 16 * MAX_CELLS
"""The longest text read: 64,000,000 characters, refused from its length before any splitting."""

SEPARATORS = ",;\t"
"""What may separate values besides spaces (and lines, which separate rows)."""

TO_SPACES = str.maketrans(SEPARATORS, " " * len(SEPARATORS))
"""A translation table turning every separator into a space."""

BLANK_SPELLINGS: dict[str, str] = {
    "0": "zero, the usual blank",
    "_": "an underscore (how boards are printed here)",
    "x": "x or X (forum posts)",
    "X": "x or X (forum posts)",
    ".": "a dot (puzzle programs)",
    "*": "a star",
    "-": "a hyphen",
    "\u2013": "an en dash (copied from PDFs and word processors)",
    "\u2014": "an em dash (copied from PDFs and word processors)",
    "None": "Python's None",
    "null": "JSON's and JavaScript's null",
    "nil": "Lisp's, Ruby's, Lua's and Go's nil",
    "NaN": "NaN, or nan (a spreadsheet's or numpy's missing value)",
    "nan": "NaN, or nan (a spreadsheet's or numpy's missing value)",
    "NA": "R's NA",
}
"""Every way to write the blank, and where it comes from (an empty string ``\"\"`` or an empty
spreadsheet or table cell is the blank too: it is read as ``_``)."""

BLANK_TOKENS = frozenset(BLANK_SPELLINGS)
"""The blank's spellings, as tokens."""

BLANK_LIST = " ".join(BLANK_SPELLINGS)
"""The blank's spellings as messages and the page's help list them: ``0 _ x X . * - ...``."""


class NoteKind(StrEnum):
    """What a note says about how a board was read, or about a part of the paste passed over."""

    NO_BLANK = "no-blank"  # number: the largest number, taken as the blank
    EMPTY_CELL = "empty-cell"  # row, column: the empty cell taken as the blank
    SQUARE_LINE = "square-line"  # number: the side of the square a single line was read as
    ONE_ROW = "one-row"  # number: the values of a line read as one row; row x column: another
    STACKED = "stacked"  # number: how many square boards a block of rows was cut into
    JOINED = "joined"  # number: how many blank-line-separated blocks were read as one board
    SKIPPED = "skipped"  # lines: lines of text passed over
    CODE = "code"  # lines: lines of program code holding numbers, passed over
    OUTPUT = "output"  # lines: a sample output's lines passed over
    SMALL = "small"  # number: the line, text: a line with too few values for a board
    SIZE_LINE = "size-line"  # number: the line, row x column: the size it gives, text: the line
    COUNT_LINE = "count-line"  # number: the line, text: the line (a number of boards)
    GIVEN_SIZE = "given-size"  # row x column: the size given beside the tiles (JSON, R)
    LABELS = "labels"  # lines: the lines whose label before the values was taken off
    LINE_NUMBERS = "line-numbers"  # text: the first column, counting lines, taken off
    INDEX = "index"  # a printout's header row and index column taken off
    HEADER = "header"  # number: the line, text: a header row of a table taken off
    COLUMNS_FIRST = "columns-first"  # the values fill the columns first (R's default)
    WIDTH_FIRST = "width-first"  # row x column: a Tatham game id's size, width first
    ROW_MARKS = "row-marks"  # text: the mark between rows on one line (; or /)
    LINE_BOARDS = "line-boards"  # number: the side: each line is its own square board
    SHAPE = "shape"  # row x column: the shape asked for


@dataclass(frozen=True)
class Note:
    """One fact about how a board was read, as data (``message(lang)`` gives it in words)."""

    kind: NoteKind
    number: int = 0
    row: int = 0
    column: int = 0
    lines: tuple[int, ...] = ()
    text: str = ""

    def message(self, lang: Lang) -> str:
        """The note in words, in ``lang``."""
        kind, key = self.kind, f"note-{self.kind}"
        if kind is NoteKind.SQUARE_LINE:
            return say(lang, key, values=self.number**2, side=self.number)
        if kind is NoteKind.LINE_BOARDS:
            return say(lang, key, values=self.number**2, side=self.number)
        if kind is NoteKind.STACKED:
            return say(lang, key, boards=counted(lang, self.number, "square-board"))
        if kind is NoteKind.JOINED:
            return say(lang, key, blocks=counted(lang, self.number, "block"))
        if kind in (NoteKind.SKIPPED, NoteKind.CODE, NoteKind.OUTPUT, NoteKind.LABELS):
            many = "many" if len(self.lines) > 1 else "one"
            return say(lang, f"{key}-{many}", lines=line_spans(self.lines))
        return say(
            lang,
            key,
            number=self.number,
            line=self.number,
            rows=self.row,
            cols=self.column,
            row=self.row,
            column=self.column,
            text=self.text,
        )

    def __str__(self) -> str:
        return self.message(DEFAULT_LANG)


def line_spans(lines: tuple[int, ...]) -> str:
    """``(1, 2, 3, 7)`` as ``"1-3, 7"``."""
    spans: list[str] = []
    start = previous = lines[0] if lines else 0
    for line in (*lines[1:], None):
        if line is not None and line == previous + 1:
            previous = line
            continue
        spans.append(f"{start}" if start == previous else f"{start}-{previous}")
        if line is not None:
            start = previous = line
    return ", ".join(spans)


@dataclass
class Piece:
    """One board's worth of a paste, before its values are read."""

    line: int
    """The line it starts on, from 1."""
    format: Format
    rows: list[list[str]]
    """The tokens of each row; ``""`` is a cell left empty."""
    lines: list[str]
    """Each row's own text, for messages."""
    text: str
    """The part of the paste it was read from."""
    bracketed: bool = False
    """Rows marked by brackets (so a single row stays one row, not ``k x k``)."""
    error: BoardError | None = None
    """Why the piece cannot be a board even before its values are read."""
    notes: list[Note] = field(default_factory=list)
    """How it was found (a header taken off, a size line used, text passed over before it)."""


# --- Normalising: line breaks, Unicode spaces and full-width forms ------------------------------

_LINE_BREAKS = str.maketrans(dict.fromkeys("\r\v\f\x1c\x1d\x1e\x85\u2028\u2029", "\n"))
_UNICODE: dict[int, int | None] = {ord(c): 0x20 for c in "\u00a0\u1680\u202f\u205f\u3000"}
_UNICODE |= dict.fromkeys(range(0x2000, 0x200B), 0x20)  # en, em, thin spaces...
_UNICODE |= {0xFF01 + i: 0x21 + i for i in range(94)}  # full-width ASCII: digits, commas
_UNICODE |= dict.fromkeys((0x200B, 0x2060, 0xFEFF))  # zero-width: dropped
_UNICODE |= dict.fromkeys((0x00AD, 0x200C, 0x200D, 0x200E, 0x200F))  # soft hyphen, LRM...
_UNICODE |= dict.fromkeys(range(0x202A, 0x202D))  # bidi embeddings (overrides are named)
_UNICODE |= dict.fromkeys(range(0x2066, 0x206A))  # bidirectional isolates
_UNICODE |= dict.fromkeys((0xFE0F, 0x20E3))  # emoji presentation, keycap: 8️⃣ is 8
_UNICODE[0x3001] = ord(",")  # the ideographic comma


def normalise(text: str) -> str:
    """``text`` with one kind of line break (``\\n``), ASCII spaces and ASCII full-width forms.

    Other decimal digits (Arabic-Indic, Devanagari, ...) stay as they are: ``int`` reads them.
    """
    text = text.replace("\r\n", "\n")
    if not text.isascii():
        text = text.translate(_LINE_BREAKS).translate(_UNICODE)
    return text.translate(_LINE_BREAKS) if "\r" in text or "\f" in text or "\v" in text else text


# --- Comments and strings --------------------------------------------------------------------

_COMMENT_OR_STRING = re.compile(
    r"/\*.*?(?:\*/|\Z)"  # /* ... */ (to the end if left open)
    r"|//[^\n]*"  # // ...
    r"|(?:^|(?<=[ \t]))#[^\n]*"  # # ... (Python, shell, C's #define and #include)
    r"|^[ \t]*```[^\n]*"  # a Markdown code fence
    r"|\"(?:[^\"\\\n]|\\[^\n])*\"|'(?:[^'\\\n]|\\[^\n])*'",  # "..." or '...' on one line
    re.S | re.M,
)
_STRING_VALUE = re.compile(r"[\"'][ ]*(\d+|[_xX.*-]?)[ ]*[\"']")


_DIGITS_AS_LETTERS = str.maketrans("0123456789", "abcdefghij")
_LETTERS_AS_DIGITS = str.maketrans("abcdefghij", "0123456789")


@dataclass
class SetAside:
    """A paste with its comments and strings set aside (``strip_comments``): ``code`` holds
    each string that is no value as a word, ``mark`` and its number in letters (``STRbc``, a
    ``mark`` the paste does not hold), and ``restore`` puts the string back in a piece."""

    code: str
    mark: str = "STR"
    strings: list[str] = field(default_factory=list)
    lines: dict[str, str] = field(default_factory=dict)
    """Each line whose strings were set aside, as read (stripped): the line as written."""

    def set_aside(self, match: re.Match[str]) -> str:
        """A comment becomes its line breaks; a string its value when it is one, else a
        word standing for it."""
        found = match.group()
        if found[0] in "\"'":
            value = _STRING_VALUE.fullmatch(found)
            if value:
                return f" {value.group(1) or '_'} "
            self.strings.append(found)
            return f" {self.mark}{str(len(self.strings) - 1).translate(_DIGITS_AS_LETTERS)} "
        return "\n" * found.count("\n")

    def restore(self, piece: Piece) -> None:
        """Put the strings set aside back into ``piece``'s tokens, lines, text and notes, so
        that its messages quote the paste."""
        if not self.lines:
            return
        words = re.compile(" ?" + re.escape(self.mark) + "([a-j]+) ?")  # with the spaces added

        def back(text: str) -> str:
            if self.mark not in text:
                return text
            return words.sub(lambda m: self.strings[int(m[1].translate(_LETTERS_AS_DIGITS))], text)

        piece.rows = [[back(token) for token in row] for row in piece.rows]

        def written(line: str) -> str:
            return self.lines.get(line.strip()) or back(line)

        piece.lines = [written(line) for line in piece.lines]
        piece.text = back(piece.text)
        piece.notes = [replace(note, text=written(note.text)) for note in piece.notes]


def strip_comments(text: str) -> SetAside:
    """``text`` without comments (each kept as its line breaks) and with strings set aside."""
    if not any(mark in text for mark in "/#\"'`"):
        return SetAside(text)
    aside = SetAside(text)
    while aside.mark in text:
        aside.mark += "R"
    aside.code = _COMMENT_OR_STRING.sub(aside.set_aside, text)
    for read, written in zip(aside.code.split("\n"), text.split("\n"), strict=True):
        if read != written and ('"' in written or "'" in written):
            aside.lines[read.strip()] = written.strip()
    return aside


# --- Program code: bracket literals ----------------------------------------------------------

_CODE_TOKEN = re.compile(
    r"(?P<open>[\[{(])|(?P<close>[\]})])"
    r"|(?P<word>[^\W\d](?:[\w$]|\.(?=[^\W\d]))*!?|\$[\w$]*)"
    r"|(?P<other>[=<>+/?:&|^~%@\\!`])"
)
_OPENS_AFTER = re.compile(r"\s*[\[{(]")
_CODE_WORD = re.compile(r"[^\W\d_]{2,}|[=$]")
_VALUE_TEXT = re.compile(r"[^\s,;]")
_CLOSING = {"[": "]", "{": "}", "(": ")"}
_BLANK_WORDS = frozenset(token for token in BLANK_TOKENS if token.isidentifier())
_LITERAL_CALLS = re.compile(
    r"(?:(?:np|numpy)\.)?(?:array|asarray|matrix)|tuple|list|vec!|Array|List\.of|Arrays\.asList"
    r"|\w*[Aa]rrayOf|listOf|mutableListOf",
)
_MOST_DEPTH = 3  # boards in a list: a list of rows of values


@dataclass
class _Group:
    """A bracket group while the code is scanned."""

    opening: str
    start: int
    head: str = ""  # the name right before it: a call, a type, an array
    code: bool = False  # holds a name or an operator: not a literal
    values: bool = False  # holds values directly
    index: bool = False  # a size or an index: puzzle[N], int[3, 3], [3]int
    children: list[_Group] = field(default_factory=list)
    end: int = 0
    depth: int = 0  # 1: a row of values, 2: rows, 3: boards
    cursor: int = 0  # where its own text resumes after a child
    mixed: str = ""  # the first value it holds directly, for a message if it has rows too
    mixed_row: int = 0  # the row that value comes before


def code_pieces(code: str, original: str, fmt: Format, pure: bool) -> list[Piece]:
    """The board literals of ``code`` (comments already set aside), in order.

    ``pure``: the text is nothing but brackets and values, so anything else outside them is a
    mistake to name; in real code, what lies outside the literals is code and is passed over.
    """
    found: list[_Group] = []
    stack: list[_Group] = []
    top_cursor = 0
    head, head_start, head_end = "", -1, -1
    for match in _CODE_TOKEN.finditer(code):
        kind, at = match.lastgroup, match.start()
        group = stack[-1] if stack else None
        if kind == "open":
            opening = match.group()
            new = _Group(opening, at, cursor=at + 1)
            if not pure and (head_end == at or (head and code[head_end:at].isspace())):
                new.head = head
            own_end = head_start if new.head else at  # a head is no value: array(, vec![
            if group is not None:
                _own_text(group, code, group.cursor, own_end)
            elif pure:
                _top_text(code, top_cursor, own_end, original)
            before = code[at - 1 : at]
            new.index = opening == "[" and (before == "]" or _is_name_char(before))
            if opening == "(" and new.head and not _LITERAL_CALLS.fullmatch(new.head):
                new.code = True  # a call: isSolvable(puzzle), print(...)
            stack.append(new)
            head = ""
        elif kind == "close":
            if group is None or _CLOSING[group.opening] != match.group():
                closes = (
                    phrase(
                        "unbalanced-close", token=match.group(), at=at + 1, opening=group.opening
                    )
                    if group
                    else phrase("unbalanced-stray", token=match.group(), at=at + 1)
                )
                error = TokenError(_quoting(closes, original), token=match.group())
                return [_failed(original, error)]
            _own_text(group, code, group.cursor, at)
            stack.pop()
            group.end = at + 1
            after = code[at + 1 : at + 2]
            if group.opening == "[" and (after == "[" or _is_name_char(after)):
                group.index = True
            parent = stack[-1] if stack else None
            _close(group, parent, found)
            if parent is not None:
                parent.cursor = at + 1
            else:
                top_cursor = at + 1
            head = ""
        elif kind == "word":
            word = match.group()
            if _OPENS_AFTER.match(code, match.end()):
                head, head_start, head_end = word, at, match.end()
            elif group is not None and word not in _BLANK_WORDS and not group.code:
                _mark_code(group, found)
        elif group is not None and not group.code:  # an operator
            _mark_code(group, found)
    if stack:
        left = phrase("unbalanced-open", count=len(stack))
        error = TokenError(_quoting(left, original), token=stack[-1].opening)
        return [_failed(original, error)]
    if pure:
        _top_text(code, top_cursor, len(code), original)
    found.sort(key=lambda group: group.start)
    return _literal_pieces(found, code, original, fmt)


def _is_name_char(char: str) -> bool:
    """Whether ``char`` may be part of a name (so a bracket touching it sizes or indexes it)."""
    return char.isalnum() or char in ("_", "$")


def _own_text(group: _Group, code: str, start: int, end: int) -> None:
    """Note whether the text of ``group`` between its children holds values (the first kept)."""
    if _VALUE_TEXT.search(code, start, end):
        if not group.values:
            group.mixed = code[start:end].strip(" \t\n,;")
            group.mixed_row = len(group.children) + 1
        group.values = True


def _mark_code(group: _Group, found: list[_Group]) -> None:
    """``group`` is code, not a literal: the literals inside it are boards of their own."""
    group.code = True
    if not group.index:
        found.extend(group.children)
    group.children = []


def _close(group: _Group, parent: _Group | None, found: list[_Group]) -> None:
    """Decide whether ``group`` is a literal; hand it, or the literals inside it, upwards."""
    depths = {child.depth for child in group.children}
    if group.code or group.index:
        group.depth = 0
    elif group.children and group.values:  # [[1, 2], 7, [3, 0]]
        group.depth = -1
    elif -1 in depths:
        group.depth, group.mixed = -1, ""
    elif len(depths) > 1:  # [[1, 2], [[3, 0]]]
        group.depth, group.mixed = -1, "["
        group.mixed_row = next(n for n, c in enumerate(group.children, 1) if c.depth > min(depths))
    elif group.children:
        depth = depths.pop()
        if len(group.children) == 1 and depth >= 2:  # (( ... )): a wrapper
            group.children = group.children[0].children
            group.depth = depth
        else:
            group.depth = depth + 1
    else:
        group.depth = 1 if group.values else 0
    if group.depth:
        if parent is None or (parent.code and not parent.index):
            found.append(group)
        elif not parent.index:
            parent.children.append(group)
        return
    _mark_code(group, found)
    if parent is not None and not parent.code:
        _mark_code(parent, found)


def _top_text(code: str, start: int, end: int, original: str) -> None:
    """In a paste of brackets alone, only separators may lie between the groups."""
    stray = code[start:end].strip(" \t\n" + SEPARATORS)
    if stray:
        where = "text-after-brackets" if start else "text-before-brackets"
        raise TokenError(_quoting(phrase(where, text=clip(stray, 20)), original), token=stray)


def _quoting(words: Phrase, original: str) -> Phrase:
    """``words`` followed by the text they are about (cut short)."""
    return phrase("quoting", message=words, text=clip(original))


def _literal_pieces(found: list[_Group], code: str, original: str, fmt: Format) -> list[Piece]:
    """The boards of the literals found: a list of boards gives several; flat rows on
    consecutive lines make one board."""
    pieces: list[Piece] = []
    line, counted, first = 1, 0, 0
    previous: _Group | None = None
    for group in found:
        line += code.count("\n", counted, group.start)
        counted = group.start
        if group.depth == -1:
            pieces.append(_failed_at(line, fmt, code, group, _mixed_error(group, code)))
        elif group.depth > _MOST_DEPTH:
            error = TokenError(
                "nested-too-deep", depth=group.depth, line=line, token=code[group.start]
            )
            pieces.append(_failed_at(line, fmt, code, group, error))
        elif group.depth == 3:
            inner_line, inner_counted = line, group.start
            for board in group.children:
                inner_line += code.count("\n", inner_counted, board.start)
                inner_counted = board.start
                pieces.append(_board_piece(inner_line, fmt, code, board))
        elif group.depth == 1 and (marked := _marked_rows(code, group)):
            text = code[group.start : group.end]
            piece = Piece(line, fmt, marked, [" ".join(row) for row in marked], text, True)
            piece.notes.append(Note(NoteKind.ROW_MARKS, text=";"))
            pieces.append(piece)
            group = _Group("", 0)  # not a row to join the next one to
        elif group.depth == 1 and previous is not None and _same_board(code, previous, group):
            last = pieces[-1]
            last.rows.append(_row_tokens(code, group))
            last.lines.append(code[group.start + 1 : group.end - 1])
            last.text = code[first : group.end]
        elif group.depth == 1:
            first = group.start
            pieces.append(
                Piece(
                    line,
                    fmt,
                    [_row_tokens(code, group)],
                    [code[group.start + 1 : group.end - 1]],
                    code[group.start : group.end],
                    bracketed=False,
                )
            )
        else:
            pieces.append(_board_piece(line, fmt, code, group))
        previous = group if group.depth == 1 else None
    for piece in pieces:
        if piece.error is None and len(piece.rows) > 1:
            piece.bracketed = True
    return pieces


def marked_rows(text: str, mark: str) -> list[list[str]] | None:
    """The rows of ``text`` when ``mark`` (``;`` or ``/``) separates rows of two or more values
    each, all as long (``1 2 3; 4 5 6``); ``None`` when it does not (``1;2;3`` is one row)."""
    parts = text.split(mark)
    if parts and not parts[-1].strip():
        parts.pop()
    rows = [part.translate(TO_SPACES).split() for part in parts]
    if len(rows) < 2 or len(rows[0]) < 2 or any(len(row) != len(rows[0]) for row in rows):
        return None
    return rows


def _marked_rows(code: str, group: _Group) -> list[list[str]] | None:
    """A flat bracket group whose rows are marked by ``;`` (MATLAB, Octave, Julia)."""
    inside = code[group.start + 1 : group.end - 1]
    return marked_rows(inside, ";") if ";" in inside else None


def _same_board(code: str, previous: _Group, group: _Group) -> bool:
    """Flat rows one per line (``[1 2]\\n[3 0]``): nothing but separators and one line break."""
    between = code[previous.end : group.start]
    return between.count("\n") <= 1 and not between.strip(" \t\n" + SEPARATORS)


def _board_piece(line: int, fmt: Format, code: str, group: _Group) -> Piece:
    rows = [_row_tokens(code, row) for row in group.children]
    lines = [code[row.start + 1 : row.end - 1] for row in group.children]
    return Piece(line, fmt, rows, lines, code[group.start : group.end], bracketed=True)


def _row_tokens(code: str, group: _Group) -> list[str]:
    """The values of a flat group; a trailing comma is not an empty value."""
    fields = [part.split() for part in re.split(r"[,;]", code[group.start + 1 : group.end - 1])]
    if fields and not fields[-1]:
        fields.pop()
    return [token for tokens in fields for token in (tokens or [""])]


def _mixed_error(group: _Group, code: str) -> BoardError:
    text = clip(code[group.start : group.end])
    if group.mixed == "[":
        return TokenError(
            _quoting(phrase("rows-in-rows", row=group.mixed_row), text), row=group.mixed_row
        )
    found = phrase("values-beside-rows", found=clip(group.mixed, 20), row=group.mixed_row)
    return TokenError(_quoting(found, text), row=group.mixed_row, token=group.mixed)


def _failed(original: str, error: BoardError) -> Piece:
    return Piece(1, Format.PLAIN, [], [], original, error=error)


def _failed_at(line: int, fmt: Format, code: str, group: _Group, error: BoardError) -> Piece:
    return Piece(line, fmt, [], [], code[group.start : group.end], error=error)


_LANGUAGES: tuple[tuple[Format, tuple[str, ...], str], ...] = (
    # needs: a pattern cannot match a text holding none of these. Each pattern is compiled on
    # first use (and kept by `re`): a paste holding none of its needs never compiles it, nor
    # does the page's start, which imports this module.
    (
        Format.PHP,
        ("<?php", "$", "array"),
        r"<\?php|\$\w+\s*=|\barray\s*\(\s*(?:array\b|-?\d)",
    ),
    (Format.NUMPY, ("array",), r"\b(?:np|numpy)\.(?:as)?array\b|^\s*array\(\s*\["),
    (Format.CSHARP, ("[",), r"\bnew\s+\w+\s*\[\s*\d*\s*,|\w\[\s*,\s*\]"),
    (
        Format.GO,
        (":=", "]", "func", "package"),
        r":=|\[\]\[\]\w+\s*\{|\]\w+\s*\{|\bfunc\b|\bpackage\b",
    ),
    (
        Format.RUST,
        ("vec!", "let", "fn"),
        r"\bvec!|\blet\s+(?:mut\s+)?\w+\s*:\s*\[|\blet\s+mut\b|\bfn\b",
    ),
    (
        Format.JAVASCRIPT,
        ("const", "let", "number", "=>", "function"),
        r"\b(?:const|let)\s+\w+|:\s*number\b|=>|\bfunction\b",
    ),
    (
        Format.JAVA,
        ("[]", "new", "public"),
        r"\w\s*\[\]\s*\[\]|\bnew\s+\w+\s*\[\s*\]|\bpublic\s+static\b",
    ),
    (Format.JAVASCRIPT, ("var",), r"\bvar\s+\w+"),
    (
        Format.C,
        ("{", "#", "["),
        r"\{\s*\{|#\s*include|\b(?:int|short|char|long|unsigned)\s+\w+\s*\[",
    ),
    (Format.PYTHON, ("=", "def", "print", "import"), r"=|\b(?:def|print|import)\b"),
)


def language(text: str) -> Format | None:
    """The programming language ``text`` is most likely written in (``None``: not code).

    A pattern is searched only in a text holding one of the words it needs (``in`` is some
    20 times as fast as a regular expression's search that finds nothing)."""
    for fmt, needs, pattern in _LANGUAGES:
        if any(need in text for need in needs) and re.search(pattern, text, re.M):
            return fmt
    return None


def code_word_steps(text: str) -> Steps[bool]:
    """Whether ``text`` (comments set aside) holds names or assignments, not only values;
    yields (characters searched, characters in all) every ``STEP_CHARS`` characters."""
    for start in range(0, len(text), STEP_CHARS):
        # a name is two letters or more: one starting in this slice ends at most 1 beyond it
        if _CODE_WORD.search(text, start, start + STEP_CHARS + 1):
            return True
        yield start + STEP_CHARS, len(text)
    return False


# --- LaTeX -----------------------------------------------------------------------------------

_LATEX_MATRIX = re.compile(
    r"\\begin\{(?P<env>[a-zA-Z]*matrix\*?|array|tabular)\}(?:\{[^{}]*\})?(?P<body>.*?)\\end\{(?P=env)\}"
    r"|\\[pbBvV]?matrix\s*\{(?P<plain>[^{}]*)\}",
    re.S,
)
_LATEX_ROW = re.compile(r"\\\\|\\cr\b")
_LATEX_NOISE = re.compile(r"\\(?:hline|left|right|[,;:! ])|\$|\\\[|\\\]")


def is_latex(text: str) -> bool:
    """Whether ``text`` looks like a LaTeX matrix: an environment, ``\\matrix``, or ``&`` rows."""
    return "\\" in text and bool(re.search(r"\\(?:begin|[pbBvV]?matrix)\b|\\\\|\\cr\b", text))


def latex_pieces(text: str) -> list[Piece]:
    """Each matrix of ``text``; without an environment, the whole text as one matrix."""
    matches = list(_LATEX_MATRIX.finditer(text))
    spans = [(m.start(), m.group("body") or m.group("plain") or "") for m in matches]
    if not matches:
        spans = [(0, text)]
    pieces = []
    for start, body in spans:
        line = text.count("\n", 0, start) + 1
        raw_rows = [_LATEX_NOISE.sub(" ", row) for row in _LATEX_ROW.split(body)]
        while raw_rows and not raw_rows[-1].strip():
            raw_rows.pop()
        while raw_rows and not raw_rows[0].strip():
            raw_rows.pop(0)
            line += 1
        rows = [[cell.strip() for cell in row.split("&")] for row in raw_rows]
        rows = [[token for cell in row for token in (cell.split() or [""])] for row in rows]
        lines = [" & ".join(row) for row in rows]
        pieces.append(Piece(line, Format.LATEX, rows, lines, body, bracketed=True))
    return pieces


# --- Tables and plain text -------------------------------------------------------------------

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


def drop_trailing_empty(rows: list[list[str]]) -> list[list[str]]:
    """The rows without one empty cell at their end (a trailing separator)."""
    return [row[:-1] if row and row[-1] == "" else row for row in rows]


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


def check_size(text: str) -> None:
    """Refuse, from cheap counts, text far beyond the largest board before splitting it."""
    if len(text) > MAX_TEXT:
        raise ShapeError("text-too-long", chars=len(text), most=MAX_TEXT, cells=MAX_CELLS)
    lines = text.count("\n") + 1
    if lines > MAX_CELLS:
        raise ShapeError("too-many-lines", lines=lines, most=MAX_CELLS)
