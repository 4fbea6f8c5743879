"""The reader's first step and its vocabulary: text to tokens.

- the vocabulary every finder and reader shares: ``Format`` (how a board was written),
  ``Note``/``NoteKind`` (a fact about how it was read, as data), ``Piece`` (one board's rows of
  tokens before its values are read), the blank's spellings;
- ``check_size`` refuses, from cheap counts, text far beyond the largest board;
- ``normalise`` gives one kind of line break, ASCII spaces and ASCII full-width forms;
- ``strip_comments`` sets program code's comments and strings aside (and puts the strings back
  into a piece for its messages); ``marked_rows`` cuts rows marked by ``;`` or ``/``.

The finders (literals.py, lines.py, named.py, shapes.py) cut the text into pieces; boards.py
reads a piece; parse.py puts the readings together. Nothing here imports them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from enum import StrEnum

from slidepuzzle.board import MAX_CELLS, BoardError, ShapeError
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.messages import counted, say


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


def tiles_once(tokens: list[str], *, one_to_n: bool = True) -> bool:
    """Whether ``tokens`` hold each tile of a board once: ``0 .. n-1``; ``1 .. n-1`` and one
    blank (a token that is no number); or, with ``one_to_n``, ``1 .. n``. A number of 8
    digits or more is no tile of ours."""
    if any(len(token) > 7 for token in tokens):
        return False
    numbers = sorted(int(token) for token in tokens if token.isdecimal())
    n = len(tokens)
    if len(numbers) == n:
        return numbers == list(range(n)) or (one_to_n and numbers == list(range(1, n + 1)))
    return len(numbers) == n - 1 and numbers == list(range(1, n))


# --- Rows marked on one line ----------------------------------------------------------------


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


def check_size(text: str) -> None:
    """Refuse, from cheap counts, text far beyond the largest board before splitting it."""
    if len(text) > MAX_TEXT:
        raise ShapeError("text-too-long", chars=len(text), most=MAX_TEXT, cells=MAX_CELLS)
    lines = text.count("\n") + 1
    if lines > MAX_CELLS:
        raise ShapeError("too-many-lines", lines=lines, most=MAX_CELLS)
