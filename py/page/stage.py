"""The stage: a board drawn, a solution played back, a board played by hand.

The stage owns the game on it (``page.game``), the solution played back (None: played by hand)
and the playback running. It draws each tile at its ``--r``/``--c`` so CSS slides it when a move
changes them; after every move it reports the ``Position`` to whoever loaded the game (the panel
writes the counter from it).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from slidepuzzle import MoveError

from page import dom, language
from page.game import ARROWS, Game
from page.panel_view import Position
from page.view import DRAW_LIMIT, Spoken, stage_html, too_large
from page.why_view import live_texts
from page.wording import Said, said, sentence


def _nobody(position: Position) -> None:
    pass


@dataclass
class Stage:
    """The game on the stage, the solution it plays back, the playback running."""

    game: Game | None = None
    solution: tuple[int, ...] | None = None
    """The moves played back (None: the board is played by hand)."""
    runner: asyncio.Future[Any] | None = None
    help: Said = ""
    """How to use the stage now (part of its label)."""
    moved: Callable[[Position], None] = _nobody
    """Told the position after every move."""


stage = Stage()


def load(
    game: Game, solution: tuple[int, ...] | None, help: Said, moved: Callable[[Position], None]
) -> None:
    """Put ``game`` on the stage, to play back ``solution`` (None: to play by hand)."""
    stage.game, stage.solution, stage.help, stage.moved = game, solution, help, moved
    draw()
    report(None)


def clear() -> None:
    """Nothing on the stage (the playback stops)."""
    pause()
    stage.game, stage.solution = None, None


def show_invariant_clicked() -> None:
    """Show or hide the invariant's line under the board."""
    dom.show("invariant", dom.checked("show-invariant"))


def report(moved: int | None) -> None:
    """Tell the panel where the game is, naming the tile just slid."""
    game = stage.game
    assert game is not None
    total = None if stage.solution is None else len(stage.solution)
    way = game.last_way() if moved is not None else None
    stage.moved(Position(len(game.moves), total, game.solved, moved, way))
    show_invariant(moved)


def show_invariant(moved: int | None) -> None:
    """The invariant under the board after a move (or at the start): written again in another
    language."""
    game = stage.game
    assert game is not None
    board, goal = game.board, game.goal
    last = None if moved is None else (board.slide(moved), moved)  # the move undone: before it
    language.keep("invariant", lambda lang: dom.invariant(*live_texts(lang, board, goal, last)))


# Playback


def go(position: int) -> None:
    """Step the playback to ``position`` moves in, sliding one tile or redrawing for a jump."""
    game, solution = stage.game, stage.solution
    assert game is not None and solution is not None
    now = len(game.moves)
    position = max(0, min(position, len(solution)))
    moved = None
    if position == now + 1:
        moved = solution[now]
        game.slide(moved)
        place(moved)
    elif position == now - 1:
        tile = game.undo()
        if tile is not None:
            place(tile)
    elif position != now:
        while len(game.moves) > position:
            game.undo()
        while len(game.moves) < position:
            game.slide(solution[len(game.moves)])
        draw()
    report(moved)


def speed() -> float:
    """Moves per second chosen in the Speed menu."""
    return float(dom.value("speed"))


async def run() -> None:
    """Play the moves from here to the end at the chosen speed."""
    game, solution = stage.game, stage.solution
    assert game is not None and solution is not None
    if len(game.moves) == len(solution):
        go(0)
    while len(game.moves) < len(solution):
        await asyncio.sleep(1 / speed())
        go(len(game.moves) + 1)
    stage.runner = None
    running(False)


def running(on: bool) -> None:
    """Show Play or Pause on the run button."""
    dom.text("run-icon", "‖" if on else "▶")
    language.write("run-text", said("run-pause" if on else "run-play"))


def pause() -> None:
    """Stop the playback where it is."""
    if stage.runner is not None:
        stage.runner.cancel()
        stage.runner = None
    running(False)


def run_clicked() -> None:
    """Play or Pause."""
    if stage.runner is not None:
        pause()
        return
    slide_time()
    stage.runner = asyncio.ensure_future(run())
    running(True)


def slide_time() -> None:
    """Tiles slide for at most a quarter second, less when the playback is fast."""
    dom.el("stage").style["--slide"] = f"{min(0.25, 0.7 / speed())}s"


def step_clicked(button: str) -> None:
    """Start, Back, Forward or End."""
    game, solution = stage.game, stage.solution
    if game is None or solution is None:
        return
    pause()
    done = len(game.moves)
    go({"first": 0, "back": done - 1, "forward": done + 1, "last": len(solution)}[button])


# Play by hand


def slide(tile: int) -> None:
    """Play ``tile`` by hand, saying so when it cannot move."""
    assert stage.game is not None
    try:
        stage.game.slide(tile)
    except MoveError as error:
        language.write("counter", sentence(error.phrase))
        return
    place(tile)
    report(tile)


def clicked(event: Any) -> None:
    """A click on the stage: when playing by hand, the tile clicked slides."""
    if stage.game is None or stage.solution is not None:
        return
    tile = event.target.closest(".tile")
    if tile:
        slide(int(tile.dataset.tile))


def key(event: Any) -> None:
    """Arrow keys: slide a tile when playing by hand, step when playing back."""
    name, game = event.key, stage.game
    if game is None:
        return
    if stage.solution is None and name in ARROWS:
        event.preventDefault()
        tile = game.tile_towards(ARROWS[name])
        if tile is not None:
            slide(tile)
    elif stage.solution is not None and name in ("ArrowLeft", "ArrowRight"):
        event.preventDefault()
        step_clicked("forward" if name == "ArrowRight" else "back")


def undo_clicked() -> None:
    """Take back the last move played by hand."""
    assert stage.game is not None
    tile = stage.game.undo()
    if tile is not None:
        place(tile)
    report(None)


def reset_clicked() -> None:
    """Back to the board played by hand as it started."""
    assert stage.game is not None
    stage.game.reset()
    draw()
    report(None)


# Drawing


def draw() -> None:
    """Draw the game's board on the stage (or a summary when it is too large to draw)."""
    assert stage.game is not None
    board = stage.game.board
    large = too_large(board)
    dom.show("stage", not large)
    dom.show("stage-summary", large)
    if large:
        language.write("stage-summary", said("stage-too-large", rows=board.rows, cols=board.cols))
        return
    cells = [board.row_col(cell) for cell, tile in enumerate(board.tiles) if tile]
    dom.stage(board.rows, board.cols, stage_html(board), cells)
    language.write_label(
        "stage", (said("stage-label", rows=board.rows, cols=board.cols), stage.help)
    )
    describe()


def place(tile: int) -> None:
    """Move one drawn tile to its cell now (CSS slides it there); the description follows."""
    assert stage.game is not None
    if not drawn():
        return
    r, c = divmod(stage.game.cell(tile), stage.game.cols)
    dom.place_tile(tile, r, c)
    describe()


def describe() -> None:
    """The stage's accessible description: the tiles as they are now."""
    assert stage.game is not None
    if drawn():
        language.write("stage-tiles", Spoken(stage.game.board))


def drawn() -> bool:
    """Whether the game's board is drawn on the stage (not too large)."""
    assert stage.game is not None
    return stage.game.rows <= DRAW_LIMIT and stage.game.cols <= DRAW_LIMIT
