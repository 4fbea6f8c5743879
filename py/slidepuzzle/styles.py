"""Writing a board for copying ("Copy as ..."): ``format_board(board, style)``.

Each ``Style`` is a text ``parse_board`` reads back to the same board (the inverse is
parse.py's job; ``tests/test_styles.py`` checks every style on every board of up to 30 cells):

- ``plain``: the aligned grid, the blank as ``_`` (what ``str(board)`` gives);
- ``line``: one line, rows between `` / ``;
- ``json``, ``python``, ``c``, ``java``, ``javascript``: a list of rows, the blank as 0;
- ``markdown``: a table with an empty header, the blank an empty cell;
- ``latex``: a ``pmatrix``;
- ``cstimer``: rows between ``/`` with no spaces around them (``8 6 7/2 5 4/3 0 1``);
- ``tatham``: a Fifteen game id of Simon Tatham's puzzles, width first (``3x3:8,6,7,...``);

and two ``Notation``s that write some shapes only (``style_fits``; ``format_board`` refuses the
others with a ``ShapeError``):

- ``hex``: the 15-puzzle's hex string, one hex digit a tile, ``0`` the blank
  (``FE169B4C0A73D852``), of a 4 x 4 board only;
- ``letters``: tile k the k-th letter, ``.`` the blank, a row a line (``C A B`` / ``D . E`` /
  ``F G H``), of boards of 2 x 2 up to 16 cells (A-O).

``COPY_STYLES`` lists them all, in the order the page's "Copy the board as" menu and the command
line's ``--format`` offer them.

A single row of ``k*k`` cells, which a plain line would read as ``k x k``, and a single
column keep their brackets (``plain``, ``line``) or a trailing ``/`` (``cstimer``).
"""

from __future__ import annotations

from enum import StrEnum
from math import isqrt
from typing import TypeAlias

from slidepuzzle.board import BLANK, Board, ShapeError, format_steps
from slidepuzzle.named import format_hex, format_letters
from slidepuzzle.steps import finish


class Style(StrEnum):
    """The ways ``format_board`` writes a board."""

    PLAIN = "plain"
    LINE = "line"
    JSON = "json"
    PYTHON = "python"
    C = "c"
    JAVA = "java"
    JAVASCRIPT = "javascript"
    MARKDOWN = "markdown"
    LATEX = "latex"
    CSTIMER = "cstimer"
    TATHAM = "tatham"


class Notation(StrEnum):
    """The notations ``format_board`` writes some boards in: those ``style_fits``."""

    HEX = "hex"
    LETTERS = "letters"


CopyStyle: TypeAlias = Style | Notation
"""A way ``format_board`` writes a board."""

COPY_STYLES: tuple[CopyStyle, ...] = (*Style, *Notation)
"""Every way to write a board, in the order they are offered."""


def copy_style(name: CopyStyle | str) -> CopyStyle:
    """The style or notation of this name; ``ValueError`` (``"'yaml' is not a valid Style"``)
    for any other."""
    return Notation(name) if name in _NOTATIONS else Style(name)


_NOTATIONS = frozenset(Notation)


def style_fits(style: CopyStyle | str, rows: int, cols: int) -> bool:
    """Whether ``style`` writes a board of ``rows x cols`` that reads back as it: every
    ``Style`` does; the hex string only a 4 x 4 board (16 hex digits read as 4 x 4 whatever
    board wrote them), the letters boards of 2 x 2 up to 16 cells (A-O; a single line of
    letters reads as a word)."""
    style = copy_style(style)
    if style is Notation.HEX:
        return (rows, cols) == (4, 4)
    if style is Notation.LETTERS:
        return rows >= 2 and cols >= 2 and rows * cols <= 16
    return True


def format_board(board: Board, style: CopyStyle | str = Style.PLAIN) -> str:
    """``board`` written in ``style`` (a ``Style``, a ``Notation`` or its name); ``parse_board``
    reads it back. A ``ShapeError`` for a board a notation does not write (``style_fits``)."""
    style = copy_style(style)
    if not style_fits(style, board.rows, board.cols):
        raise ShapeError(f"{style}-shape", rows=board.rows, cols=board.cols)
    if style is Notation.HEX:
        return format_hex(board)
    if style is Notation.LETTERS:
        return format_letters(board)
    if style is Style.PLAIN:
        return finish(format_steps(board))
    rows = _rows(board, "0")
    if style is Style.LINE:
        if _square_row(board) or board.cols == 1:
            return "[" + ", ".join("[" + ", ".join(row) + "]" for row in _rows(board, "_")) + "]"
        return " / ".join(" ".join(row) for row in _rows(board, "_"))
    if style is Style.CSTIMER:
        slash = "/" if board.rows == 1 or board.cols == 1 else ""
        return "/".join(" ".join(row) for row in rows) + slash
    if style is Style.TATHAM:
        return f"{board.cols}x{board.rows}:" + ",".join(map(str, board.tiles))
    if style is Style.MARKDOWN:
        lines = ["|" + "   |" * board.cols, "|" + "---|" * board.cols]
        return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in _rows(board, " ")])
    if style is Style.LATEX:
        body = " \\\\\n".join(" & ".join(row) for row in rows)
        return "\\begin{pmatrix}\n" + body + "\n\\end{pmatrix}"
    nested = ", ".join("[" + ", ".join(row) + "]" for row in rows)
    braces = ", ".join("{" + ", ".join(row) + "}" for row in rows)
    if style is Style.JSON:
        return f"[{nested}]"
    if style is Style.PYTHON:
        return f"board = [{nested}]  # 0 is the blank"
    if style is Style.JAVASCRIPT:
        return f"const board = [{nested}]; // 0 is the blank"
    if style is Style.JAVA:
        return f"int[][] board = {{{braces}}}; // 0 is the blank"
    return f"int board[{board.rows}][{board.cols}] = {{{braces}}}; // 0 is the blank"


def _rows(board: Board, blank: str) -> list[list[str]]:
    return [[blank if tile == BLANK else str(tile) for tile in row] for row in board.grid()]


def _square_row(board: Board) -> bool:
    side = isqrt(board.size)
    return board.rows == 1 and side * side == board.size
