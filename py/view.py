"""The page's pictures as HTML text: the board as tiles, the tiles in reading order, the pairs.

Pure functions of a board (no browser imports), so main.py only decides where the text goes.
"""

from __future__ import annotations

from collections.abc import Iterable

from slidepuzzle import BLANK, Board, Tile
from slidepuzzle.board import plural

DRAW_LIMIT = 30
"""Boards with more rows or columns than this get a summary instead of tiles."""

READING_LIMIT = 300
"""At most this many tiles are listed in reading order; the rest are counted."""


def blank_row_from_bottom(board: Board) -> int:
    """The blank's row counted from the bottom, the bottom row being 1."""
    return board.rows - board.blank // board.cols


def grid_html(board: Board) -> str:
    """The board as tiles in a CSS grid, each row led by its number from the bottom.

    The page sets the grid's ``--cols`` (no ``style`` attribute: the CSP refuses them).
    """
    if too_large(board):
        return summary_html(board)
    marked = blank_row_from_bottom(board)
    cells = []
    for top, row in enumerate(board.grid()):
        number = board.rows - top
        mark = " blank-row" if number == marked else ""
        cells.append(f'<span class="rowno{mark}">{number}</span>')
        cells.extend(
            '<span class="hole"></span>' if tile == BLANK else f'<span class="tile">{tile}</span>'
            for tile in row
        )
    return (
        f'<div class="board-grid" role="img" aria-label="{_spoken(board)}">{"".join(cells)}</div>'
    )


def stage_html(board: Board) -> str:
    """The board's tiles for the stage, which places each by its row and column (``--r``, ``--c``).

    No ``style`` attributes: the page's Content-Security-Policy refuses them (``style-src 'self'``).
    """
    tiles = (tile for tile in board.tiles if tile != BLANK)
    return "".join(f'<span class="tile" data-tile="{tile}">{tile}</span>' for tile in tiles)


def too_large(board: Board) -> bool:
    """Whether the board has more rows or columns than are drawn."""
    return board.rows > DRAW_LIMIT or board.cols > DRAW_LIMIT


def summary_html(board: Board) -> str:
    """What is shown instead of tiles for a board too large to draw."""
    row, col = board.row_col(board.blank)
    return (
        f'<p class="board-summary">A {board.rows} x {board.cols} board ({board.size - 1:,} tiles) '
        f"is too large to draw (the most drawn is {DRAW_LIMIT} x {DRAW_LIMIT}). The blank is at "
        f"row {row + 1}, column {col + 1} from the top left: row {blank_row_from_bottom(board)} "
        "from the bottom.</p>"
    )


def caption_text(board: Board) -> str:
    """The caption under the drawn board."""
    return (
        f"{board.rows} x {board.cols} board. Rows are numbered from the bottom; the blank is on "
        f"row {blank_row_from_bottom(board)} from the bottom (marked ▸)."
    )


def reading_text(board: Board) -> str:
    """The tiles in reading order, the blank left out, long boards cut short."""
    tiles = [tile for tile in board.tiles[: READING_LIMIT + 1] if tile != BLANK]
    shown = " ".join(map(str, tiles[:READING_LIMIT]))
    rest = board.size - 1 - min(len(tiles), READING_LIMIT)
    return shown + (f" … and {rest:,} more" if rest > 0 else "")


def facts_text(verdict) -> str:
    """The deciding numbers in one line: the rule, the inversions, the blank's row."""
    return (
        f"Rule: {verdict.rule} · {plural(verdict.inversions, 'inversion')}"
        f" · blank on row {verdict.blank_row_from_bottom} from the bottom"
        f" (goal: row {verdict.goal_blank_row_from_bottom})"
    )


def pairs_text(pairs: Iterable[tuple[Tile, Tile]]) -> str:
    """Inversion pairs as ``8 before 6, 8 before 7``."""
    return ", ".join(f"{a} before {b}" for a, b in pairs) or "none"


def _spoken(board: Board) -> str:
    return f"{board.rows} by {board.cols} board, rows from the top: " + "; ".join(
        " ".join("blank" if tile == BLANK else str(tile) for tile in row) for row in board.grid()
    )


def whole(field, name: str, least: int, most: int | None = None) -> int:
    """The whole number in a form ``field`` (``.value``, ``.validity``); ``ValueError`` if bad.

    A number box holds "" both when empty and when something else was typed (``badInput``).
    """
    text = str(field.value).strip()
    span = f"{least} to {most}" if most is not None else f"at least {least}"
    if not text and field.validity.badInput:
        raise ValueError(f"{name} is not a whole number: type one, {span}")
    if not text:
        raise ValueError(f"{name} is empty: type a whole number, {span}")
    try:
        number = int(text)
    except ValueError:
        raise ValueError(f"{name} must be a whole number, got {text!r}") from None
    if number < least or (most is not None and number > most):
        raise ValueError(f"{name} must be {span}, got {number}")
    return number
