"""Grids marked by brackets: program code's literals and LaTeX matrices.

Everything here is linear in the text: regular expressions and one pass over the brackets with
a stack (no recursion, however deep).

- **Code** (any ``[``, ``{`` or ``(``; comments and strings set aside by scan.py): every bracket
  group holding only values (or only such groups) is a literal; the largest ones are boards, or
  lists of boards. Groups after a name (``puzzle[N][N]``, ``new int[3, 3]``, ``[3][3]int``) are
  sizes or indexes, and calls (``isSolvable(puzzle)``) are not literals, so numbers outside the
  board literal (a dimension, ``return 0;``) are not tiles. ``language`` names the program's
  language; ``bracket_pieces`` reads a block of brackets and values alone.
- **LaTeX** ``matrix``/``pmatrix``/``bmatrix`` (``&`` between values, ``\\\\`` or ``\\cr``
  between rows).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from slidepuzzle.board import BoardError, ShapeError, TokenError, clip
from slidepuzzle.messages import Phrase, phrase
from slidepuzzle.scan import (
    BLANK_TOKENS,
    SEPARATORS,
    Format,
    Note,
    NoteKind,
    Piece,
    marked_rows,
)
from slidepuzzle.steps import STEP_CHARS, Steps

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


# --- Which language a paste is written in ------------------------------------------------

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


# --- A block of brackets and values alone ---------------------------------------------------


def bracket_pieces(code: str, text: str, fmt: Format) -> list[Piece]:
    """The literals of a block of brackets and values alone; one failed piece when there are
    none or the brackets are bad."""
    try:
        found = code_pieces(code, text, fmt, True)
    except BoardError as stray:
        return [Piece(1, fmt, [], [], clip(text), error=stray)]
    if not found:
        return [Piece(1, fmt, [], [], clip(text), error=ShapeError("empty-brackets"))]
    return found


# --- Literals in prose ------------------------------------------------------------------------


def in_prose(lines: list[str], piece: Piece) -> bool:
    """Whether a literal of flat short rows stands in a sentence (``hi [1, 2] [3, 0]``), not
    after code (``b = [1, 2]``, ``f([1, 2])``): words before it on its line (of ``lines``, the
    code's), no code marks."""
    if len(piece.rows) < 2 or piece.notes or any(len(row) > 3 for row in piece.rows):
        return False
    line = lines[piece.line - 1] if piece.line <= len(lines) else ""
    at = line.find(piece.text.partition("\n")[0])
    before = _CLOSED.sub(
        "", line[:at] if at >= 0 else ""
    )  # "hi (2 moves) [1, 2] [3, 0]": an aside before it
    words = any(char.isalpha() for char in before)  # "I [1, 2] [3, 0]" too
    return words and not any(mark in before for mark in "=:({,<")


_CLOSED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def small_literal(piece: Piece, prose: bool = False) -> bool:
    """A flat literal of one row of fewer than 4 values: ``(2, 3)`` in a sentence is no board
    (``[[0, 1]]``, a list of rows, is one); in prose, flat literals side by side neither
    (``moves [2, 3] [4, 5]``)."""
    nested = piece.text[1:].lstrip().startswith(("[", "{", "("))
    rows = len(piece.rows) == 1 or (prose and not piece.notes)  # [1 2; 3 0] marks its rows
    return piece.error is None and rows and all(len(row) < 4 for row in piece.rows) and not nested
