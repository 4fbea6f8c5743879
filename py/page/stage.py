"""A stage: a board drawn, a solution played back, a board played by hand.

Two stages use this code: the Solve panel's (``solve``: playback and play by hand, the invariant
under the board) and the proof's (``cycle``: the 3-cycle played back on the reader's board). A
stage owns the game on it (``page.game``), the solution played back (None: played by hand) and
the playback running; ``Parts`` names its elements. It draws each tile at its ``--r``/``--c`` so
CSS slides it when a move changes them (not under ``prefers-reduced-motion``: the tile steps);
after every move it reports the ``Position`` to whoever loaded the game.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from slidepuzzle import MoveError
from slidepuzzle.grid import Way

from page import dom, drawn, language, pictures
from page.game import ARROWS, Game, drag_way
from page.panel_view import Position, stage_html
from page.view import DRAW_LIMIT, Spoken, too_large
from page.why_view import live_texts
from page.wording import Said, said, sentence


@dataclass(frozen=True)
class Parts:
    """A stage's elements, by id."""

    stage: str
    tiles: str
    """Its accessible description: the tiles as they are now."""
    summary: str
    """Shown instead of the tiles for a board too large to draw."""
    run_icon: str
    run_text: str
    counter: str
    """Where a move refused is said."""
    speed: str | None
    """The Speed menu (None: ``CYCLE_SPEED``)."""
    invariant: bool
    """Whether the invariant's line is written under the board."""
    picture: bool = False
    """Whether the tiles can be drawn as a picture's pieces (``page.pictures``)."""


SOLVE_PARTS = Parts(
    "stage", "stage-tiles", "stage-summary", "run-icon", "run-text", "counter", "speed", True, True
)
CYCLE_PARTS = Parts(
    "cycle-stage",
    "cycle-tiles",
    "cycle-summary",
    "cycle-run-icon",
    "cycle-run-text",
    "cycle-counter",
    None,
    False,
)

CYCLE_SPEED = 1.5
"""Moves per second of the proof's 3-cycle: slow enough to follow each tile."""


def _nobody(position: Position) -> None:
    pass


@dataclass
class Stage:
    """The game on a stage, the solution it plays back, the playback running."""

    parts: Parts
    game: Game | None = None
    solution: tuple[int, ...] | None = None
    """The moves played back (None: the board is played by hand)."""
    runner: asyncio.Future[Any] | None = None
    help: Said = ""
    """How to use the stage now (part of its label)."""
    moved: Callable[[Position], None] = _nobody
    """Told the position after every move."""
    marked: frozenset[int] = field(default_factory=frozenset)
    """Tiles drawn marked (the 3-cycle's three)."""
    press: tuple[int, float, float] | None = None
    """The tile the pointer went down on and where (x, y), until it comes up."""

    def load(
        self,
        game: Game,
        solution: tuple[int, ...] | None,
        help: Said,
        moved: Callable[[Position], None],
        marked: frozenset[int] = frozenset(),
    ) -> None:
        """Put ``game`` on the stage, to play back ``solution`` (None: to play by hand), the
        ``marked`` tiles drawn so."""
        self.pause()
        self.game, self.solution, self.help, self.moved = game, solution, help, moved
        self.marked = marked
        self.draw()
        self.report(None)

    def clear(self) -> None:
        """Nothing on the stage (the playback stops)."""
        self.pause()
        self.game, self.solution = None, None

    def report(self, moved: int | None) -> None:
        """Tell the owner where the game is, naming the tile just slid."""
        game = self.game
        assert game is not None
        total = None if self.solution is None else len(self.solution)
        way = game.last_way() if moved is not None else None
        self.moved(Position(len(game.moves), total, game.solved, moved, way))
        if self.parts.invariant:
            show_invariant(game, moved)
        if self.parts.picture and self.drawn():
            drawn.whole_picture(self.parts.stage, game.solved)

    # Playback

    def go(self, position: int) -> None:
        """Step the playback to ``position`` moves in, sliding one tile or redrawing for a jump."""
        game, solution = self.game, self.solution
        assert game is not None and solution is not None
        now = len(game.moves)
        position = max(0, min(position, len(solution)))
        moved = None
        if position == now + 1:
            moved = solution[now]
            game.slide(moved)
            self.place(moved)
        elif position == now - 1:
            tile = game.undo()
            if tile is not None:
                self.place(tile)
        elif position != now:
            while len(game.moves) > position:
                game.undo()
            while len(game.moves) < position:
                game.slide(solution[len(game.moves)])
            self.draw()
        self.report(moved)

    def speed(self) -> float:
        """Moves per second: chosen in the Speed menu, or the cycle's."""
        menu = self.parts.speed
        return CYCLE_SPEED if menu is None else float(dom.value(menu))

    async def run(self) -> None:
        """Play the moves from here to the end at the chosen speed."""
        game, solution = self.game, self.solution
        assert game is not None and solution is not None
        if len(game.moves) == len(solution):
            self.go(0)
        while len(game.moves) < len(solution):
            await asyncio.sleep(1 / self.speed())
            self.go(len(game.moves) + 1)
        self.runner = None
        self.running(False)

    def running(self, on: bool) -> None:
        """Show Play or Pause on the run button."""
        dom.text(self.parts.run_icon, "‖" if on else "▶")
        language.write(self.parts.run_text, said("run-pause" if on else "run-play"))

    def pause(self) -> None:
        """Stop the playback where it is."""
        if self.runner is not None:
            self.runner.cancel()
            self.runner = None
        self.running(False)

    def run_clicked(self) -> None:
        """Play or Pause."""
        if self.runner is not None:
            self.pause()
            return
        if self.game is None or self.solution is None:
            return
        self.slide_time()
        self.runner = asyncio.ensure_future(self.run())
        self.running(True)

    def slide_time(self) -> None:
        """Tiles slide for at most a quarter second, less when the playback is fast."""
        dom.set_style(self.parts.stage, "--slide", f"{min(0.25, 0.7 / self.speed())}s")

    def step_clicked(self, button: str) -> None:
        """Start, Back, Forward or End."""
        game, solution = self.game, self.solution
        if game is None or solution is None:
            return
        self.pause()
        done = len(game.moves)
        go = {"first": 0, "back": done - 1, "forward": done + 1, "last": len(solution)}
        self.go(go[button])

    # Play by hand

    def slide(self, tile: int) -> None:
        """Play ``tile`` by hand, saying so when it cannot move."""
        assert self.game is not None
        try:
            self.game.slide(tile)
        except MoveError as error:
            language.write(self.parts.counter, sentence(error.phrase))
            return
        self.place(tile)
        self.report(tile)

    def pressed(self, tile: int | None, x: float, y: float) -> None:
        """The pointer went down on the stage at (``x``, ``y``), on ``tile`` (None: no tile)."""
        self.press = None if tile is None else (tile, x, y)

    def released(self, x: float, y: float) -> None:
        """The pointer came up at (``x``, ``y``): when playing by hand, a tap or a drag towards
        the blank on the tile pressed slides it (``play``)."""
        press, self.press = self.press, None
        if press is None or self.game is None or self.solution is not None:
            return
        tile, from_x, from_y = press
        self.play(tile, drag_way(x - from_x, y - from_y))

    def play(self, tile: int, way: Way | None) -> None:
        """A tap (``way`` None) or a drag on ``tile``: it slides, with the tiles between it and
        the blank in its row or column, one move a tile (``Game.gesture``); or why it cannot."""
        game = self.game
        assert game is not None
        try:
            moves = game.gesture(tile, way)
        except MoveError as error:
            language.write(self.parts.counter, sentence(error.phrase))
            return
        for move in moves:
            game.slide(move)
            self.place(move)
        self.report(moves[-1])

    def key(self, name: str) -> bool:
        """A key pressed on the stage: arrow keys slide a tile when playing by hand, step when
        playing back; whether it was one of those (the browser's scrolling is then prevented)."""
        game = self.game
        if game is None:
            return False
        if self.solution is None and name in ARROWS:
            tile = game.tile_towards(ARROWS[name])
            if tile is not None:
                self.slide(tile)
            return True
        if self.solution is not None and name in ("ArrowLeft", "ArrowRight"):
            self.step_clicked("forward" if name == "ArrowRight" else "back")
            return True
        return False

    def undo_clicked(self) -> None:
        """Take back the last move played by hand."""
        assert self.game is not None
        tile = self.game.undo()
        if tile is not None:
            self.place(tile)
        self.report(None)

    def reset_clicked(self) -> None:
        """Back to the board played by hand as it started."""
        assert self.game is not None
        self.game.reset()
        self.draw()
        self.report(None)

    # Drawing

    def draw(self) -> None:
        """Draw the game's board on the stage (or a summary when it is too large to draw)."""
        assert self.game is not None
        board, parts = self.game.board, self.parts
        large = too_large(board)
        dom.show(parts.stage, not large)
        dom.show(parts.summary, large)
        if large:
            words = said("stage-too-large", rows=board.rows, cols=board.cols)
            language.write(parts.summary, words)
            return
        cells = [board.row_col(cell) for cell, tile in enumerate(board.tiles) if tile]
        drawn.stage(parts.stage, board.rows, board.cols, stage_html(board, self.marked), cells)
        self.paint()
        label = said("stage-label", rows=board.rows, cols=board.cols)
        language.write_label(parts.stage, (label, self.help))
        self.describe()

    def paint(self) -> None:
        """Draw the tiles as the chosen picture's pieces, or as numbers (``page.pictures``)."""
        game = self.game
        if game is None or not self.parts.picture or not self.drawn():
            return
        drawn.picture(self.parts.stage, pictures.look(game.goal), game.solved)

    def place(self, tile: int) -> None:
        """Move one drawn tile to its cell now (CSS slides it there); the description follows."""
        assert self.game is not None
        if not self.drawn():
            return
        r, c = divmod(self.game.cell(tile), self.game.cols)
        drawn.place_tile(self.parts.stage, tile, r, c)
        self.describe()

    def describe(self) -> None:
        """The stage's accessible description: the tiles as they are now."""
        assert self.game is not None
        if self.drawn():
            language.write(self.parts.tiles, Spoken(self.game.board))

    def drawn(self) -> bool:
        """Whether the game's board is drawn on the stage (not too large)."""
        assert self.game is not None
        return self.game.rows <= DRAW_LIMIT and self.game.cols <= DRAW_LIMIT


solve = Stage(SOLVE_PARTS)
"""The Solve panel's stage."""

cycle = Stage(CYCLE_PARTS)
"""The proof's stage: the 3-cycle on the reader's board."""


def show_invariant_clicked() -> None:
    """Show or hide the invariant's line under the Solve panel's board."""
    dom.show("invariant", dom.checked("show-invariant"))


def show_invariant(game: Game, moved: int | None) -> None:
    """The invariant under the board after a move (or at the start): written again in another
    language."""
    board, goal = game.board, game.goal
    last = None if moved is None else (board.slide(moved), moved)  # the move undone: before it
    language.keep("invariant", lambda lang: drawn.invariant(*live_texts(lang, board, goal, last)))


def picture_chosen() -> None:
    """The Picture menu: numbers, the built-in picture or the reader's own (its file input
    shown)."""
    source = dom.value("picture-source")
    pictures.choose(source)
    dom.show("picture-file-box", source == "own")
    solve.paint()


def show_numbers_clicked() -> None:
    """Show or hide the numbers over the picture."""
    pictures.show_numbers(dom.checked("show-numbers"))
    solve.paint()


async def picture_file_chosen() -> None:
    """The reader chose an image: the tiles become its pieces (it never leaves the browser)."""
    own = await drawn.chosen_image("picture-file")
    if own is None:
        language.write("picture-note", said("picture-unreadable"))
        return
    language.write("picture-note", "")
    old = pictures.own_loaded(own)
    if old is not None:
        drawn.let_go(old)
    solve.paint()
