"""Reading boards as people paste them: ``parse_board`` (its inverse, ``format_board``: board.py).

What is read:

- values separated by spaces, tabs, commas or semicolons, one row per line; surrounding and
  blank lines are ignored;
- one line of ``k*k`` values is a ``k x k`` board; any other single line is one row;
- nested lists as in JSON or Python (``[[1, 2], [3, 0]]``), also numpy's ``array([[...]])``;
  ``[[1, 2, 3, 0]]`` is explicitly one row;
- the blank written as ``0``, ``_``, ``x``, ``X``, ``.``, ``*`` or a lone ``-``;
- with ``largest_is_blank=True`` (seed 003's convention) the largest number is the blank: the
  numbers run ``0 .. n-1`` or ``1 .. n``, and the others keep their order.
"""

from __future__ import annotations

import re
from math import isqrt

from slidepuzzle.board import (
    BLANK,
    MAX_CELLS,
    Board,
    ShapeError,
    TokenError,
    cell_name,
    check_row_lengths,
    check_shape,
    check_tiles,
    clip,
)
from slidepuzzle.board import format_board as format_board  # the inverse, beside Board
from slidepuzzle.board import format_steps as format_steps

BLANK_TOKENS = frozenset({"0", "_", "x", "X", ".", "*", "-"})
"""The ways to write the blank."""

SEPARATORS = ",;\t"
"""What may separate values besides spaces (and lines, which separate rows)."""

_TO_SPACES = str.maketrans(SEPARATORS, " " * len(SEPARATORS))
_ROW = re.compile(r"[\[(]([^\[\]()]*)[\])]")
_BRACKET = re.compile(r"[\[\]()]")
_CLOSING = {"[": "]", "(": ")"}
_EMPTY_FIELD = re.compile(r"[,;][ \t]*[,;]|^[ \t]*[,;]", re.M)  # 1,,2 or ,1: a value left out
_UNSAFE_FOR_INT = "_+-"  # int() reads "1_0", "+5" and "-5"; such rows take the careful path


def parse_board(text: str, *, largest_is_blank: bool = False) -> Board:
    """The board written in ``text``; ``BoardError`` saying what is wrong and where."""
    if not isinstance(text, str):
        raise TokenError(f"expected the board as text, got {type(text).__name__}")
    text = text.removeprefix("\ufeff").strip()  # a byte-order mark some editors write
    if not text:
        raise ShapeError("no board: the text is empty")
    if text.startswith(("[", "(", "array(")):
        lines, one_row = _bracketed_rows(text)
    else:
        lines, one_row = [line for line in text.splitlines() if line.strip()], False
    if _may_have_empty_fields(text):
        _no_empty_fields(lines)
    rows = [line.translate(_TO_SPACES).split() for line in lines]
    cells = sum(map(len, rows))
    if cells > MAX_CELLS:
        raise ShapeError(f"{cells:,} values: the most handled is {MAX_CELLS:,} (2000 x 2000)")
    cols = check_row_lengths([len(row) for row in rows], lines)
    side = isqrt(cols)
    reshaped = len(rows) == 1 and not one_row and side > 1 and side * side == cols
    if reshaped:
        cols = side
    values: list[int] = []
    for line, tokens in zip(lines, rows, strict=True):
        if line.isascii() and not any(c in line for c in _UNSAFE_FOR_INT):
            start = len(values)
            try:
                values += map(int, tokens)
                continue
            except ValueError:  # a blank or a bad token: read this line token by token
                del values[start:]
        values += _careful_values(tokens, line, len(values), cols, largest_is_blank, reshaped)
    shape = len(values) // cols, cols
    check_shape(*shape)
    if largest_is_blank:
        return _largest_is_blank(values, *shape)
    check_tiles(values, cols)
    return Board._trusted(*shape, tuple(values))


def _bracketed_rows(text: str) -> tuple[list[str], bool]:
    """The rows of ``[[1, 2], [3, 0]]`` (or ``array(...)``, tuples), of one bracketed row per
    line (``[1 2]\n[3 0]``), or of a flat ``[1, 2, 3, 0]``.

    The flag says whether rows were marked by brackets (so a single row stays one row).
    """
    body = text
    if body.startswith("array(") and body.endswith(")"):
        body = body[len("array(") : -1].strip()
    groups = _top_level_groups(body, text)
    if len(groups) > 1:  # one bracketed row per line
        for row, group in enumerate(groups, 1):
            if _BRACKET.search(group):
                raise TokenError(f"row {row} has brackets inside its brackets: {clip(text)!r}")
        return groups, True
    inner = groups[0]
    if not _BRACKET.search(inner):
        return [inner], False
    rows, end = [], 0
    for match in _ROW.finditer(inner):
        _expect_separators(inner[end : match.start()], len(rows) + 1, text)
        rows.append(match.group(1))
        end = match.end()
    _expect_separators(inner[end:], len(rows) + 1, text)
    return rows, True


def _top_level_groups(body: str, text: str) -> list[str]:
    """What each outermost pair of brackets in ``body`` holds; only separators may lie between."""
    groups, opened, end = [], [], 0
    for match in _BRACKET.finditer(body):
        bracket, at = match.group(), match.start()
        if bracket in _CLOSING:
            if not opened:
                stray = body[end:at].strip(" \t\r\n" + SEPARATORS)
                if stray:
                    raise TokenError(
                        f"unexpected text {clip(stray)!r} after the closing bracket of row "
                        f"{len(groups)}: {clip(text)!r}"
                    )
                start = at
            opened.append(bracket)
        elif not opened or _CLOSING[opened[-1]] != bracket:
            closes = f"does not close {opened[-1]!r}" if opened else "closes nothing open"
            raise TokenError(
                f"unbalanced brackets: {bracket!r} at character {at + 1} {closes}: {clip(text)!r}"
            )
        elif opened.pop() and not opened:
            groups.append(body[start + 1 : at])
            end = at + 1
    if opened:
        raise TokenError(f"unbalanced brackets: {len(opened)} left open: {clip(text)!r}")
    trailing = body[end:].strip(" \t\r\n" + SEPARATORS)
    if trailing:
        raise TokenError(
            f"unexpected text {clip(trailing)!r} after the closing bracket: {clip(text)!r}"
        )
    return groups


def _expect_separators(between: str, row: int, text: str) -> None:
    stray = between.strip(" \t\r\n" + SEPARATORS)
    if stray:
        raise TokenError(
            f"expected rows in brackets like [[1, 2], [3, 0]]; found {stray!r} "
            f"before row {row}: {clip(text)!r}"
        )


def _may_have_empty_fields(text: str) -> bool:
    """Whether two separators meet or one starts a line (fast: plain string searches)."""
    if "," not in text and ";" not in text:
        return False
    packed = "\n" + text.replace(" ", "").replace("\t", "")
    return any(pair in packed for pair in (",,", ",;", ";,", ";;", "\n,", "\n;"))


def _no_empty_fields(lines: list[str]) -> None:
    """Raise ``TokenError`` for the first empty value between two separators, as in ``1,,2``."""
    for row, line in enumerate(lines, 1):
        if match := _EMPTY_FIELD.search(line):
            before = line[: match.start()].translate(_TO_SPACES).split()
            spot = f"after value {len(before)} ({before[-1]!r})" if before else "at its start"
            raise TokenError(
                f"row {row}: an empty value {spot}, nothing between two separators: {clip(line)!r}"
            )


def _careful_values(
    tokens: list[str],
    line: str,
    first_cell: int,
    cols: int,
    largest_is_blank: bool,
    reshaped: bool,
) -> list[int]:
    """The values of one line token by token, naming the first bad token, its row and column."""
    values = []
    for cell, token in enumerate(tokens, first_cell):
        if token.isascii() and token.isdigit():
            values.append(int(token))
            continue
        value = f" (value {cell + 1} of the line)" if reshaped else ""
        where = f"{cell_name(cell, cols)}{value}: {token!r} in {clip(line)!r}"
        if token in BLANK_TOKENS and not largest_is_blank:
            values.append(BLANK)
        elif token in BLANK_TOKENS:
            raise TokenError(f"{where} marks a blank, but here the largest number is the blank")
        elif token[0] == "-" and token[1:].isascii() and token[1:].isdigit():
            raise TokenError(f"{where} is negative; tiles are 1 and up, 0 for the blank")
        elif any(c.isdigit() for c in token):
            raise TokenError(f"{where} has digits other than 0-9: write tile numbers with 0-9")
        else:
            raise TokenError(f"{where} is not a tile number (a whole number or a blank: _ x . *)")
    return values


def _largest_is_blank(values: list[int], rows: int, cols: int) -> Board:
    """Seed 003's convention: the largest number is the blank, numbers from 0 or from 1."""
    low = 0 if min(values) == 0 else 1
    check_tiles(values, cols, low)
    blank = low + len(values) - 1
    shift = 1 - low
    return Board._trusted(rows, cols, tuple(BLANK if v == blank else v + shift for v in values))
