"""The Solve and play panel: the solver in a worker, the moves played back and written out.

``page.checker`` calls ``show()`` after each check that found a board and ``hide()`` otherwise; the
board, goal and verdict are in ``state``. The solver runs in a PyScript worker (``page/worker.py``,
its own Pyodide) started on the first Solve and reused; Stop, or a change of board, terminates it
(a pure-Python search cannot be interrupted otherwise) and the next Solve starts a fresh one.
Requests and answers follow ``page.protocol``. The stage draws each tile at its ``--r``/``--c``
so CSS slides it when a move changes them.
"""

from __future__ import annotations

import asyncio
from typing import Any

from slidepuzzle import MoveError, goal_board
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.notation import blank_moves
from slidepuzzle.solve import MAX_BUILD

from page import dom, protocol
from page.game import ARROWS, Game
from page.options import OptionError, time_limit
from page.state import Mode, state
from page.view import DRAW_LIMIT, Status, moves_view, spoken, stage_html, too_large
from page.wording import (
    Words,
    error_text,
    play_count,
    playback_count,
    said,
    say,
    search_figures,
    sentence,
    solution_headline,
    words,
)

WORKER_SRC = "./py/page/worker.py"
CONFIG = "./pyscript.toml"
WORKER_START_SECONDS = 120
"""How long a worker may take to start before the solve is given up, with a message."""

STEPPERS = {"first": "forward", "back": "forward", "forward": "back", "last": "back"}
"""Where the focus goes when a playback button disables itself under it."""


# Called by the checker


def show() -> None:
    """A board was checked: offer Solve and Play for it; a new board ends what was under way."""
    dom.show("solve-section")
    solving = (state.board, state.goal)
    if state.solve_task is not None and solving != state.solving_for:
        end_solve(said("board-changed"))
        dom.focus("solve")
    elif state.mode != "solving" and state.shown_for != solving:
        idle(None)
    state.shown_for = solving


def hide() -> None:
    """The boxes hold no board: nothing to solve or play (a solve under way ends)."""
    if state.solve_task is not None:
        end_solve(None)
    else:
        idle(None)
    state.shown_for = None
    dom.show("solve-section", False)


def target() -> Any:
    """The goal board of the board checked, made on first use (a million cells take a while)."""
    assert state.board is not None
    if state.target is None:
        state.target = goal_board(state.board.rows, state.board.cols, state.goal)
    return state.target


# Modes and the status


def set_mode(mode: Mode) -> None:
    """Show the controls that fit: solving, playback, play, or idle."""
    state.mode = mode
    solving = mode == "solving"
    dom.show("solve", not solving)
    dom.show("stop", solving)
    dom.enable("play", not solving)
    dom.enable("time-limit", not solving)
    dom.show("stage-box", mode in ("playback", "play"))
    dom.show("playback", mode == "playback")
    dom.show("moves", mode == "playback")
    dom.show("play-controls", mode == "play")
    dom.write("stage-help", help_text(mode))
    if mode != "playback":
        pause()


def help_text(mode: Mode) -> Words:
    """How to use the stage in this mode; no arrow-key hint on touch-only devices."""
    if mode not in ("play", "playback"):
        return words("")
    touch = dom.touch_only()
    return said(f"{mode}-help" + ("-touch" if touch else ""))


def idle(message: Words | None, kind: str = "") -> None:
    """Back to idle with ``message`` in the status (None: nothing)."""
    state.game, state.solution = None, ()
    set_mode("idle")
    say_status(message, kind)


def say_status(title: Words | None, kind: str = "", detail: Words | None = None) -> None:
    """Write the panel's live status: a line and an optional smaller line under it, in the
    page's language and again in any language chosen later."""
    state.status = title(DEFAULT_LANG) if title else ""

    def draw(lang: Lang) -> None:
        sentences = (detail(lang),) if detail else ()
        line = Status(title(lang) if title else "", kind, sentences)  # type: ignore[arg-type]
        dom.status("solve-status", line, "solve-title", "help")

    dom.keep("solve-status", draw)
    dom.text("solve-error", "")


# Solving in a worker


async def solve_clicked() -> None:
    """Solve the board in the boxes (after its check): one solve at a time."""
    if state.mode == "solving":
        return
    try:
        limit = time_limit(dom.field("time-limit"))
    except OptionError as error:
        dom.write("solve-error", error.words)
        return
    set_mode("solving")  # now, before any wait: a second click does nothing
    dom.focus("stop")
    await state.checked.wait()
    board, verdict = state.board, state.verdict
    still_asked = state.solving()  # a change of board or Stop may have come meanwhile
    if board is None or verdict is None or not still_asked:
        if still_asked:
            idle(None)
        return
    if not verdict.solvable:
        idle(said("cannot-reach"), "unsolvable")
        dom.focus("solve")
        return
    if protocol.too_big(board):
        idle(
            said("too-big-to-solve", rows=board.rows, cols=board.cols, most=MAX_BUILD),
            "unsolvable",
        )
        dom.focus("solve")
        return
    state.solving_for = (board, state.goal)
    request = protocol.Request.of(board, state.goal, limit, dom.site_folder(), state.lang)
    state.solve_task = asyncio.ensure_future(solve(request))


async def solve(request: protocol.Request) -> None:
    """Ask the worker for the moves, then play them back (or say what went wrong)."""
    if state.worker is None:
        say_status(said("starting-solver"), "busy", said("starting-solver-why"))
    try:
        worker = await asyncio.wait_for(solver(), WORKER_START_SECONDS)
        say_status(said("solving"), "busy", said("solving-why", limit=request.time_limit))
        answer = protocol.read_message(await worker.solve_json(request.to_json()))
    except asyncio.CancelledError:
        raise
    except protocol.ProtocolError as error:
        failed(said("solver-bad-answer", error=error))
        return
    except Exception as error:  # the worker failed to start or crashed: a fresh one next time
        failed(words(f"{type(error).__name__}: {error}" if not str(error) else str(error)))
        return
    state.solve_task = None
    if isinstance(answer, protocol.Failed):
        idle(words(answer.text), "unsolvable")
        dom.focus("solve")
    elif isinstance(answer, protocol.Solved):
        try:
            playback(answer)
        except Exception as error:  # e.g. moves that do not fit the board: say so, never stick
            failed(words(f"{type(error).__name__}: {error}"))
    else:
        failed(said("solver-bad-answer", error=answer))


def failed(why: Words) -> None:
    """The solver failed: end its worker, say why, give the focus back to Solve."""
    state.solve_task = None
    end_worker()
    idle(lambda lang: say(lang, "solver-failed", error=why(lang)), "unsolvable")
    dom.focus("solve")


async def solver() -> Any:
    """The solver worker, started on first use, its progress messages shown in the status."""
    if state.worker is None:
        state.worker_starts += 1
        name = f"solver-{state.worker_starts}"  # a name resolves once: each start needs a new one
        state.worker_script = dom.start_worker(name, WORKER_SRC, CONFIG)
        state.worker = await dom.worker(name)
        dom.listen(state.worker_script, progress)
    return state.worker


def progress(text: object) -> None:
    """A message the worker posted while solving: its progress, shown under "Solving…"."""
    try:
        message = protocol.read_message(text)
    except protocol.ProtocolError:
        return  # not ours (the runtime's own messages share the channel)
    if isinstance(message, protocol.Progress) and state.mode == "solving":
        say_status(said("solving"), "busy", words(message.text))


def end_worker() -> None:
    """Terminate the worker, whatever it is doing; the next solve starts a fresh one."""
    script, state.worker_script, state.worker = state.worker_script, None, None
    if script is not None:
        dom.end_worker(script)


def end_solve(message: Words | None) -> None:
    """End the solve under way (Stop, or the board changed): the worker goes, the panel idles."""
    if state.solve_task is not None:
        state.solve_task.cancel()
        state.solve_task = None
    end_worker()
    idle(message)


def stop_clicked() -> None:
    end_solve(said("stopped"))
    dom.focus("solve")


# Playback


def playback(answer: protocol.Solved) -> None:
    """Show the solution: its figures, its moves written out, its first position on the stage."""
    board = state.board
    assert board is not None
    state.game, state.solution = Game(board, target()), tuple(answer.moves)
    set_mode("playback")
    if not answer.moves:
        say_status(said("already-solved"), "solvable", said("already-solved-why"))
    else:
        say_status(
            lambda lang: solution_headline(
                lang, len(answer.moves), answer.optimal, board.size <= 16
            ),
            "solvable",
            lambda lang: search_figures(
                lang, answer.nodes, answer.seconds, answer.method, answer.optimal
            ),
        )
    blanks = blank_moves(board, answer.moves)
    dom.moves(moves_view(state.lang, answer.moves, blanks))
    state.moves_text = lambda lang: moves_view(lang, answer.moves, blanks).text
    dom.show("moves-copy-box", False)
    dom.text("copy-moves-info", "")
    draw()
    count(None)
    dom.focus("stage")
    dom.scroll_into_view("stage-box")


def go(position: int) -> None:
    """Step the playback to ``position`` moves in, sliding one tile or redrawing for a jump."""
    game = state.game
    assert game is not None
    now = len(game.moves)
    position = max(0, min(position, len(state.solution)))
    moved = None
    if position == now + 1:
        moved = state.solution[now]
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
            game.slide(state.solution[len(game.moves)])
        draw()
    count(moved)


def speed() -> float:
    """Moves per second chosen in the Speed menu."""
    return float(dom.value("speed"))


async def run() -> None:
    """Play the moves from here to the end at the chosen speed."""
    game = state.game
    assert game is not None
    if len(game.moves) == len(state.solution):
        go(0)
    while len(game.moves) < len(state.solution):
        await asyncio.sleep(1 / speed())
        go(len(game.moves) + 1)
    state.runner = None
    running(False)


def running(on: bool) -> None:
    """Show Play or Pause on the run button."""
    dom.text("run-icon", "‖" if on else "▶")
    dom.write("run-text", said("run-pause" if on else "run-play"))


def pause() -> None:
    """Stop the playback where it is."""
    if state.runner is not None:
        state.runner.cancel()
        state.runner = None
    running(False)


def run_clicked() -> None:
    if state.runner is not None:
        pause()
        return
    slide_time()
    state.runner = asyncio.ensure_future(run())
    running(True)


def slide_time() -> None:
    """Tiles slide for at most a quarter second, less when the playback is fast."""
    dom.el("stage").style["--slide"] = f"{min(0.25, 0.7 / speed())}s"


def step_clicked(button: str) -> None:
    """Start, Back, Forward or End."""
    game = state.game
    if game is None:
        return
    pause()
    done = len(game.moves)
    go({"first": 0, "back": done - 1, "forward": done + 1, "last": len(state.solution)}[button])


async def copy_moves() -> None:
    """Copy the moves, in both notations; where the clipboard is not allowed, select them."""
    text = state.moves_text(state.lang)
    dom.set_value("moves-text", text)
    try:
        await dom.copy_text(text)
        dom.write("copy-moves-info", said("moves-copied"))
    except Exception:  # no clipboard here (permissions, insecure page): the field is the fallback
        dom.show("moves-copy-box")
        dom.write("copy-moves-info", said("moves-not-copied"))
        dom.focus("moves-text")
        dom.el("moves-text").select()


# Play by hand


async def play_clicked() -> None:
    """Play the board in the boxes by hand (after its check)."""
    await state.checked.wait()
    if state.board is None or state.verdict is None or state.mode == "solving":
        return
    if not state.verdict.solvable:
        idle(said("cannot-reach"), "unsolvable")
        return
    state.game, state.solution = Game(state.board, target()), ()
    set_mode("play")
    draw()
    count(None)
    dom.focus("stage")


def slide(tile: int) -> None:
    """Play ``tile`` by hand, saying so when it cannot move or when the goal is reached."""
    assert state.game is not None
    try:
        state.game.slide(tile)
    except MoveError as error:
        refused = error  # the name ``error`` goes at the end of this block
        dom.write("counter", lambda lang: sentence(lang, error_text(lang, refused)))
        return
    place(tile)
    count(tile)


def stage_clicked(event: Any) -> None:
    if state.mode != "play":
        return
    tile = event.target.closest(".tile")
    if tile:
        slide(int(tile.dataset.tile))


def stage_key(event: Any) -> None:
    key = event.key
    if state.mode == "play" and key in ARROWS and state.game is not None:
        event.preventDefault()
        tile = state.game.tile_towards(ARROWS[key])
        if tile is not None:
            slide(tile)
    elif state.mode == "playback" and key in ("ArrowLeft", "ArrowRight"):
        event.preventDefault()
        step_clicked("forward" if key == "ArrowRight" else "back")


def undo_clicked() -> None:
    assert state.game is not None
    tile = state.game.undo()
    if tile is not None:
        place(tile)
    count(None)


def reset_clicked() -> None:
    assert state.game is not None
    state.game.reset()
    draw()
    count(None)


# Drawing


def draw() -> None:
    """Draw the game's board on the stage (or a summary when it is too large to draw)."""
    assert state.game is not None
    board = state.game.board
    large = too_large(board)
    dom.show("stage", not large)
    dom.show("stage-summary", large)
    if large:
        dom.write("stage-summary", said("stage-too-large", rows=board.rows, cols=board.cols))
        return
    cells = [board.row_col(cell) for cell, tile in enumerate(board.tiles) if tile]
    dom.stage(board.rows, board.cols, stage_html(board), cells)
    label, help_words = said("stage-label", rows=board.rows, cols=board.cols), help_text(state.mode)
    dom.write_label("stage", lambda lang: f"{label(lang)} {help_words(lang)}".strip())
    describe()


def place(tile: int) -> None:
    """Move one drawn tile to its cell now (CSS slides it there); the description follows."""
    assert state.game is not None
    if not drawn():
        return
    r, c = divmod(state.game.cell(tile), state.game.cols)
    dom.place_tile(tile, r, c)
    describe()


def describe() -> None:
    """The stage's accessible description: the tiles as they are now."""
    assert state.game is not None
    if drawn():
        board = state.game.board
        dom.write("stage-tiles", lambda lang: spoken(lang, board))


def drawn() -> bool:
    """Whether the game's board is drawn on the stage (not too large)."""
    assert state.game is not None
    return state.game.rows <= DRAW_LIMIT and state.game.cols <= DRAW_LIMIT


def count(moved: int | None) -> None:
    """Write the counter, naming the tile just slid: "Move 3 of 31: tile 7 slides left."."""
    game = state.game
    assert game is not None
    done, solved = len(game.moves), game.solved
    way = game.last_way() if moved is not None else None
    playing_back, total = state.mode == "playback", len(state.solution)

    def counter(lang: Lang) -> str:
        if playing_back:
            return playback_count(lang, done, total, moved, way, solved and done == total)
        return play_count(lang, done, solved, moved, way)

    if playing_back:
        dom.enable("first", done > 0)
        dom.enable("back", done > 0)
        dom.enable("forward", done < total)
        dom.enable("last", done < total)
        dom.mark_move(done - 1)
        keep_focus()
    else:
        dom.enable("undo", done > 0)
        if dom.focused() == "undo" and done == 0:
            dom.focus("stage")
        already = solved and not done
        if already:
            status = ("already-solved", "solvable")
        elif solved:
            status = ("play-solved", "solvable")
        else:
            status = ("your-turn", "")
        key, kind = status
        if state.status != say(DEFAULT_LANG, key):  # say it once: the status is a live region
            say_status(said(key), kind, said(f"{key}-why"))
    dom.write("counter", counter)


def keep_focus() -> None:
    """A playback button that disabled itself under the focus hands it to its counterpart."""
    here = dom.focused()
    if here in STEPPERS and dom.el(here).disabled:
        other = STEPPERS[here]
        dom.focus(other if not dom.el(other).disabled else "stage")
