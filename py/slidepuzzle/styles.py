"""Writing a board for copying ("Copy as ..."): ``format_board(board, style)``.

Each ``Style`` is a text ``parse_board`` reads back to the same board (the inverse is
parse.py's job; ``tests/test_styles.py`` checks every style on every board of up to 30 cells):

- ``plain``: the aligned grid, the blank as ``_`` (what ``str(board)`` gives);
- ``line``: one line, rows between `` / ``;
- ``json``, ``python``, ``c``, ``java``, ``javascript``: a list of rows, the blank as 0;
- ``markdown``: a table with an empty header, the blank an empty cell;
- ``latex``: a ``pmatrix``;
- ``cstimer``: rows between ``/`` with no spaces around them (``8 6 7/2 5 4/3 0 1``);
- ``tatham``: a Fifteen game id of Simon Tatham's puzzles, width first (``3x3:8,6,7,...``).

A single row of ``k*k`` cells, which a plain line would read as ``k x k``, and a single
column keep their brackets (``plain``, ``line``) or a trailing ``/`` (``cstimer``).
"""

from __future__ import annotations

from enum import StrEnum
from math import isqrt

from slidepuzzle.board import BLANK, Board, format_steps
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


def format_board(board: Board, style: Style | str = Style.PLAIN) -> str:
    """``board`` written in ``style`` (a ``Style`` or its name); ``parse_board`` reads it back."""
    style = Style(style)
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
