"""Picture mode on the Solve panel's stage: each tile drawn as its piece of a picture
(``slidepuzzle.picture``) instead of its number, the numbers shown on demand, the blank's piece
too once the goal is reached (the picture whole).

It owns the reader's choice: the source (the numbers, the built-in picture or the reader's own
image, an object URL: it never leaves the browser) and whether the numbers show over the picture.
``look`` says, purely, how a board's tiles are drawn; ``page.drawn.picture`` draws it. The tiles
keep their numbers as text: their accessible names do not change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from slidepuzzle.board import Board
from slidepuzzle.picture import PICTURE_SIZE, pieces

Source = Literal["numbers", "built-in", "own"]
SOURCES: tuple[Source, ...] = ("numbers", "built-in", "own")
"""The Picture menu's choices, in its order."""


@dataclass(frozen=True)
class Own:
    """The reader's own image: its object URL, width and height (pixels)."""

    url: str
    width: int
    height: int


@dataclass(frozen=True)
class Look:
    """How a board's tiles are drawn in picture mode."""

    url: str | None
    """The picture's URL (None: the built-in one, the style sheet's)."""
    pieces: dict[int, dict[str, str]] = field(default_factory=dict)
    """Each tile's CSS (``Piece.css``), the blank's (0) too."""
    blank: tuple[int, int] = (0, 0)
    """The blank's cell in the goal (row, column): where its piece shows once solved."""
    numbers: bool = False
    """Whether the numbers show over the picture."""


@dataclass
class Pictures:
    """The reader's choice."""

    source: Source = "numbers"
    own: Own | None = None
    numbers: bool = False


state = Pictures()


def choose(source: str) -> None:
    """The Picture menu's choice (anything else: the numbers)."""
    state.source = next((known for known in SOURCES if known == source), "numbers")


def show_numbers(on: bool) -> None:
    """Show the numbers over the picture, or not."""
    state.numbers = on


def own_loaded(own: Own) -> str | None:
    """The reader's image is ``own`` now; the URL of the one it replaces (to let go), if any."""
    old, state.own = state.own, own
    return old.url if old is not None and old.url != own.url else None


def look(goal: Board) -> Look | None:
    """How the tiles of a board played towards ``goal`` are drawn; None: as numbers (the
    numbers chosen, or the reader's own picture chosen but none loaded yet)."""
    if state.source == "numbers" or (state.source == "own" and state.own is None):
        return None
    if state.source == "own" and state.own is not None:
        url: str | None = state.own.url
        width, height = state.own.width, state.own.height
    else:
        url, (width, height) = None, PICTURE_SIZE
    cut = pieces(goal, width, height)
    css = {tile: piece.css() for tile, piece in cut.items()}
    return Look(url, css, (cut[0].row, cut[0].col), state.numbers)
