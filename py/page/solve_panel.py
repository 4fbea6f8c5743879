"""The Solve and play panel: Solve, Stop, Play by hand, the status, the moves written out, the
moves to go after every move (``page.to_go``).

``page.checking`` calls ``show(checked)`` after each check that found a board (its board, goal
and verdict) and ``hide()`` otherwise. The panel owns its state (``state``); the solver runs
through ``page.solver_client``, the board moves on ``page.stage``, and what each control shows
comes from ``page.panel_view``: ``set_mode`` and ``moved`` are where it reaches the page.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from slidepuzzle import Board, Goal, goal_board
from slidepuzzle.i18n import Lang
from slidepuzzle.messages import Count, Phrase
from slidepuzzle.notation import blank_moves
from slidepuzzle.solve import MAX_BUILD, OPTIMAL_CELLS, too_big

from page import dom, drawn, language, protocol, score, sharing, solver_client, stage, to_go
from page.check import Checked
from page.game import Game
from page.options import OptionError, time_limit
from page.panel_view import Controls, Line, Mode, Position, mode_view, moves_view, position_view
from page.records import record_key
from page.view import Status
from page.wording import InEach, said, search_figures, solution_headline, written


@dataclass
class Panel:
    """What the Solve panel knows: the board checked and what it is doing with it."""

    checked: Checked | None = None
    """The board checked, its goal and verdict, as the last check found them."""
    target: Board | None = None
    """The goal board of ``checked``, made on first use (a million-cell goal takes a while)."""
    mode: Mode = "idle"
    status: Line = field(default_factory=Line)
    """The status now (a live region: the same status is not said twice in a row)."""
    solving_for: tuple[Board, Goal] | None = None
    """The board and goal of the solve under way."""
    start: Board | None = None
    """The board the solution played back starts from: the board checked, or the position
    reached by hand when Solve was pressed while playing."""
    shown_for: tuple[Board, Goal] | None = None
    """The board and goal the panel was last shown for."""
    moves: tuple[tuple[int, ...], tuple[str, ...]] = ((), ())
    """The solution played back, in both notations, for Copy moves."""


state = Panel()


# Called by the check (page.checking)


def show(checked: Checked) -> None:
    """A board was checked: offer Solve and Play for it; a new board ends what was under way."""
    dom.show("solve-section")
    solving = (checked.board, checked.goal)
    if state.checked is None or (state.checked.board, state.checked.goal) != solving:
        state.target = None
    state.checked = checked
    if solver_client.busy() and solving != state.solving_for:
        solver_client.stop()
        idle(Line(said("board-changed")))
        dom.focus("solve")
    elif state.mode != "solving" and state.shown_for != solving:
        idle()
    state.shown_for = solving


def hide() -> None:
    """The boxes hold no board: nothing to solve or play (a solve under way ends)."""
    solver_client.stop()
    idle()
    state.checked = state.target = state.shown_for = None
    dom.show("solve-section", False)


def target() -> Board:
    """The goal board of the board checked, made on first use (a million cells take a while)."""
    assert state.checked is not None
    if state.target is None:
        board = state.checked.board
        state.target = goal_board(board.rows, board.cols, state.checked.goal)
    return state.target


# Modes and the status


def solving() -> bool:
    """Whether a solve was asked for and has not ended."""
    return state.mode == "solving"


def set_mode(mode: Mode) -> Controls:
    """Show the controls that fit: solving, playback, play, or idle (what they show)."""
    state.mode = mode
    controls = mode_view(mode, dom.touch_only())
    for name, shown in controls.shown.items():
        dom.show(name, shown)
    for name, enabled in controls.enabled.items():
        dom.enable(name, enabled)
    language.write("stage-help", controls.help)
    if mode != "play":
        score.end()
    if mode not in ("playback", "play"):
        stage.solve.clear()
        to_go.clear()
    elif mode != "playback":
        stage.solve.pause()
    return controls


def idle(status: Line | None = None) -> None:
    """Back to idle with ``status`` said (None: nothing)."""
    set_mode("idle")
    say_status(status or Line())


def say_status(status: Line) -> None:
    """Write the panel's live status: a line and an optional smaller line under it, in the
    page's language and again in any language chosen later."""
    state.status = status

    def draw(lang: Lang) -> None:
        detail = written(lang, status.detail)
        line = Status(written(lang, status.title), status.kind, (detail,) if detail else ())  # type: ignore[arg-type]
        dom.status("solve-status", line, "solve-title", "help")

    language.keep("solve-status", draw)
    language.write("solve-error", "")


def moved(position: Position) -> None:
    """After a move on the stage: the score (played by hand), the counter, the buttons, the
    focus, the status."""
    finish = score.moved(position.done, position.solved) if state.mode == "play" else None
    shown = position_view(position, dom.focused(), finish)
    for name, enabled in shown.enabled.items():
        dom.enable(name, enabled)
    if shown.marked is not None:
        drawn.mark_move(shown.marked)
    if shown.focus is not None:
        dom.focus(shown.focus)
    if shown.status is not None and shown.status != state.status:
        say_status(shown.status)
    language.write("counter", shown.counter)
    game = stage.solve.game
    if game is not None:  # the moves to go from here, and the hint
        to_go.follow(game.board, target(), dom.site_folder())


# Solving


async def solve_clicked(settled: Callable[[], Awaitable[Checked | None]]) -> None:
    """Solve the board in the boxes once ``settled`` gives its check: one solve at a time."""
    if solving():
        return
    try:
        limit = time_limit(dom.field("time-limit"))
    except OptionError as error:
        language.write("solve-error", error.phrase)
        return
    site = dom.site_folder()
    reached = played()
    set_mode("solving")  # now, before any wait: a second click does nothing
    dom.focus("stop")
    checked = await settled()
    still_asked = solving()  # a change of board or Stop may have come meanwhile
    if checked is None or not still_asked:
        if still_asked:
            idle()
        return
    board = checked.board if reached is None else reached  # moves keep the verdict
    if not checked.verdict.solvable:
        idle(Line(said("cannot-reach"), "unsolvable"))
        dom.focus("solve")
        return
    if too_big(board):
        too_big_words = said("too-big-to-solve", rows=board.rows, cols=board.cols, most=MAX_BUILD)
        idle(Line(too_big_words, "unsolvable"))
        dom.focus("solve")
        return
    state.solving_for, state.start = (checked.board, checked.goal), board
    request = protocol.Request.of(board, checked.goal, limit, site)
    if not solver_client.started():
        say_status(Line(said("starting-solver"), "busy", said("starting-solver-why")))

    def ready() -> None:
        say_status(Line(said("solving"), "busy", said("solving-why", limit=request.time_limit)))

    def heard(texts: protocol.Texts) -> None:  # in every language: a switch rewrites it
        say_status(Line(said("solving"), "busy", InEach(texts)))

    solver_client.start(request, ready, heard, answered)


def answered(answer: solver_client.Answer) -> None:
    """The solve ended: play the moves back, or say why there are none."""
    if isinstance(answer, protocol.Failed):
        idle(Line(InEach(answer.text), "unsolvable"))
        dom.focus("solve")
        return
    if isinstance(answer, protocol.Solved):
        try:
            playback(answer)
            return
        except Exception as error:  # e.g. moves that do not fit the board: say so, never stick
            why: Phrase | str = f"{type(error).__name__}: {error}"
            solver_client.end_worker()
    else:
        why = answer.why
    idle(Line(said("solver-failed", error=why), "unsolvable"))
    dom.focus("solve")


def stop_clicked() -> None:
    """Stop the solve under way, keeping the best solution it found so far, if any."""
    best = solver_client.stop()
    if best is not None and best.best and state.checked is not None:
        playback(protocol.Solved(best.best, False, 0, 0.0, "", best.lower_bound), stopped=True)
        return
    idle(Line(said("stopped")))
    dom.focus("solve")


# Playback and play


def playback(answer: protocol.Solved, stopped: bool = False) -> None:
    """Show the solution: its figures, its moves written out, its first position on the stage;
    ``stopped``: the best one found before Stop."""
    assert state.checked is not None
    board, moves = state.start or state.checked.board, tuple(answer.moves)
    controls = set_mode("playback")
    if not moves:
        say_status(Line(said("already-solved"), "solvable", said("already-solved-why")))
    else:
        headline = solution_headline(
            len(moves), answer.optimal, board.size <= OPTIMAL_CELLS, answer.lower_bound, stopped
        )
        if stopped:
            figures = said("stopped-bound", bound=Count(answer.lower_bound, "move"))
        else:
            figures = search_figures(answer.nodes, answer.seconds, answer.method, answer.optimal)
            if not answer.optimal and answer.lower_bound:
                bound = Count(answer.lower_bound, "move")
                figures = said("with-bound", figures=figures, bound=bound)
        notes = tuple(InEach(note) for note in answer.notes or ())
        say_status(Line(headline, "solvable", (figures, *notes)))
    blanks = blank_moves(board, moves)
    drawn.moves(moves_view(language.lang(), moves, blanks))
    state.moves = (moves, tuple(blanks))
    dom.show("moves-copy-box", False)
    language.write("copy-moves-info", "")
    stage.solve.load(Game(board, target()), moves, controls.help, moved)
    dom.focus("stage")
    dom.scroll_into_view("stage-box")


async def copy_moves() -> None:
    """Copy the moves, in both notations; where the clipboard is not allowed, select them."""
    text = moves_view(language.lang(), *state.moves).text
    dom.set_value("moves-text", text)
    info, box = "copy-moves-info", "moves-copy-box"
    await sharing.copy(text, "moves-text", info, "moves-copied", "moves-not-copied", box)


def played() -> Board | None:
    """The position reached by hand, when a board is being played and moves were made."""
    game = stage.solve.game
    if state.mode != "play" or game is None or not game.moves:
        return None
    return game.board


async def play_clicked(settled: Callable[[], Awaitable[Checked | None]]) -> None:
    """Play the board in the boxes by hand once ``settled`` gives its check."""
    checked = await settled()
    if checked is None or solving():
        return
    controls = set_mode("play")  # an unsolvable board too: the invariant shows why
    score.begin(record_key(checked.board, target()))
    stage.solve.load(Game(checked.board, target()), None, controls.help, moved)
    dom.focus("stage")


def reset_clicked() -> None:
    """Reset: the board played by hand as it started, a new game on the clock."""
    score.again()
    stage.solve.reset_clicked()
