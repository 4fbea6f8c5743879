"""The Solve panel's view model: what each control shows, from what the panel is doing.

Pure Python (no browser imports). ``mode_view`` says which controls show and which are enabled in
a mode; ``position_view`` says what the counter reads, which playback buttons are enabled, where
the focus goes and what the status says after a move. ``page.solve_panel`` applies them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from slidepuzzle import Board, Tile
from slidepuzzle.i18n import Lang
from slidepuzzle.messages import Count

from page.markup import escape
from page.records import Finish, Result, clock
from page.view import Kind
from page.wording import PagePhrase, Said, play_count, playback_count, said, say

Mode = Literal["idle", "solving", "playback", "play"]
"""What the Solve panel is doing."""

STEPPERS = {"first": "forward", "back": "forward", "forward": "back", "last": "back"}
"""The playback buttons, and where the focus goes when one disables itself under it."""


@dataclass(frozen=True)
class Line:
    """The panel's live status: a title and a smaller line under it (equal when they say the
    same: a status is not said twice in a row)."""

    title: Said = ""
    kind: Kind | Literal["busy"] = ""
    detail: Said = ""


@dataclass(frozen=True)
class Controls:
    """What the panel's controls show: shown or hidden, enabled or not, the stage's help text."""

    shown: dict[str, bool] = field(default_factory=dict)
    enabled: dict[str, bool] = field(default_factory=dict)
    help: Said = ""


def mode_view(mode: Mode, touch: bool) -> Controls:
    """The controls for a mode: Solve or Stop, the stage and its buttons, the help for the stage
    (no arrow-key hint on touch-only devices)."""
    solving, staged = mode == "solving", mode in ("playback", "play")
    return Controls(
        shown={
            "solve": not solving,
            "stop": solving,
            "stage-box": staged,
            "playback": mode == "playback",
            "moves": mode == "playback",
            "play-controls": mode == "play",
            "clock-line": mode == "play",
        },
        enabled={"play": not solving, "time-limit": not solving},
        help=said(f"{mode}-help" + ("-touch" if touch else "")) if staged else "",
    )


@dataclass(frozen=True)
class Position:
    """Where a game on the stage is: moves made, of how many (playback), the tile just moved and
    which way, whether the goal is reached."""

    done: int
    total: int | None
    """The solution's length in playback; None when playing by hand."""
    solved: bool
    moved: int | None = None
    way: str | None = None


@dataclass(frozen=True)
class PositionView:
    """What the panel shows for a position: the counter, the buttons enabled, the move marked
    (playback), the focus to move (None: leave it), the status (None: leave it)."""

    counter: Said
    enabled: dict[str, bool]
    marked: int | None = None
    focus: str | None = None
    status: Line | None = None


def position_view(position: Position, focused: str, finish: Finish | None = None) -> PositionView:
    """The counter and controls at ``position``; ``focused`` is the element with the focus;
    ``finish``: the game played by hand has just reached its goal (``page.score``)."""
    done, total, solved = position.done, position.total, position.solved
    moved, way = position.moved, position.way
    if total is not None:
        counter = playback_count(done, total, moved, way, solved and done == total)
        enabled = {
            "first": done > 0,
            "back": done > 0,
            "forward": done < total,
            "last": done < total,
        }
        focus = None
        if focused in STEPPERS and not enabled[focused]:
            other = STEPPERS[focused]
            focus = other if enabled[other] else "stage"
        return PositionView(counter, enabled, marked=done - 1, focus=focus)
    kind: Kind
    if solved and not done:
        key, kind = "already-solved", "solvable"
    elif solved:
        key, kind = "play-solved", "solvable"
    else:
        key, kind = "your-turn", ""
    counter = play_count(done, solved, moved, way) if finish is None else finished(finish)
    status = Line(said(key), kind, said(f"{key}-why"))
    focus = "stage" if focused == "undo" and done == 0 else None
    return PositionView(counter, {"undo": done > 0}, focus=focus, status=status)


def finished(finish: Finish) -> PagePhrase:
    """The counter at the goal of a game played by hand: its moves and time, and the best
    result on the device ("Solved in 23 moves, 0:41. Your best: 21 moves, 0:35.")."""
    result, best = finish.result, finish.best
    moves, time = Count(result.moves, "move"), clock(result.seconds)
    if best is None:
        return said("solved-first", moves=moves, time=time)
    key = "solved-new-best" if finish.new_best else "solved-not-best"
    best_moves, best_time = Count(best.moves, "move"), clock(best.seconds)
    return said(key, moves=moves, time=time, best_moves=best_moves, best_time=best_time)


def best_line(best: Result | None) -> Said:
    """The best result kept on the device, beside the clock ("" for none)."""
    if best is None:
        return ""
    return said("best-kept", best_moves=Count(best.moves, "move"), best_time=clock(best.seconds))


def stage_html(board: Board, marked: frozenset[int] = frozenset()) -> str:
    """The board's tiles in reading order, each naming its tile, the ``marked`` ones marked so;
    ``drawn.stage`` places them."""
    return "".join(
        f'<span class="tile{" marked" if tile in marked else ""}" data-tile="{tile}">{tile}</span>'
        for tile in board.tiles
        if tile
    )


MARKED_MOVES = 2_000
"""Solutions up to this many moves are listed move by move, the current one highlighted."""


@dataclass(frozen=True)
class Moves:
    """A solution written out: the tiles slid and the blank's moves, as HTML and as plain text."""

    tiles_html: str
    blanks_html: str
    text: str
    marked: bool
    """Whether each move is its own element (``data-move``), so the current one can be marked."""


def moves_view(lang: Lang, tiles: Sequence[Tile], blanks: Sequence[str]) -> Moves:
    """The moves in both notations; each move its own ``<span data-move=i>`` when few enough."""
    tile_text = " ".join(map(str, tiles))
    blank_text = " ".join(blanks)
    text = "\n".join(
        (say(lang, "tile-moves", moves=tile_text), say(lang, "blank-moves", moves=blank_text))
    )
    marked = len(tiles) <= MARKED_MOVES
    if marked:
        tiles_html = " ".join(
            f'<span data-move="{i}">{tile}</span>' for i, tile in enumerate(tiles)
        )
        blanks_html = " ".join(f'<span data-move="{i}">{b}</span>' for i, b in enumerate(blanks))
    else:
        tiles_html, blanks_html = escape(tile_text), escape(blank_text)
    return Moves(tiles_html, blanks_html, text, marked)
