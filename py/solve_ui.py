"""The page's Solve and play section: the solver in a worker, playback, and play by hand.

main.py calls ``show(board, goal, verdict)`` after each check and ``hide()`` when the boxes hold
no board. The solver runs in a PyScript worker (its own Pyodide, about 10 s to start) started on
the first Solve and reused after; Stop terminates it (a pure-Python search cannot be interrupted
otherwise) and the next Solve starts a fresh one. The moves live in a ``game.Game``; the stage
draws each tile at its ``--r``/``--c`` so that CSS slides it when a move changes them.
"""

import asyncio
import json
from dataclasses import dataclass

import game
import view
from pyscript import document, web, when, workers
from slidepuzzle import Board, MoveError, goal_board
from slidepuzzle.board import plural

WORKER_SRC = "./py/solver_worker.py"
CONFIG = "./pyscript.toml"
TIME_LIMIT_MAX = 600

PLAY_HELP = (
    "Click a tile next to the blank, or use the arrow keys while the board has focus, to slide it."
)
PLAY_TURN = ("Your turn", "", "Slide the tiles to the goal.")
PLAY_SOLVED = ("Solved!", "solvable", "Undo or Reset to play again.")
"""The status while playing by hand: (line, style, smaller line)."""
PLAYBACK_HELP = "Left and right arrow keys step back and forward while the board has focus."


@dataclass
class Section:
    """What the section knows: the board checked, its goal and verdict, the game, the solver."""

    board: Board | None = None
    goal: object = None
    target: Board | None = None
    verdict: object = None
    mode: str = "idle"  # "idle", "solving", "playback" or "play"
    game: game.Game | None = None
    solution: tuple = ()
    task: object = None
    runner: object = None
    script: object = None
    worker: object = None
    starts: int = 0
    status: str = ""  # the status line now


section = Section()


def el(name):
    """The page element with this id."""
    return web.page[name]


# Called by main.py


def show(board, goal, verdict):
    """A board was checked: offer Solve and Play for it (a new board drops the old game)."""
    el("solve-section").hidden = False
    if board == section.board and goal == section.goal:
        return
    section.board, section.goal, section.verdict = board, goal, verdict
    section.target = None  # made on first use: a million-cell goal takes a while
    if section.mode != "solving":
        idle("")


def target():
    """The goal board of the board checked."""
    if section.target is None:
        section.target = goal_board(section.board.rows, section.board.cols, section.goal)
    return section.target


def hide():
    """The boxes hold no board: nothing to solve or play."""
    section.board = section.goal = section.verdict = None
    if section.mode != "solving":
        idle("")
    el("solve-section").hidden = True


# Modes


def set_mode(mode):
    """Show the controls that fit: solving, playback, play, or idle."""
    section.mode = mode
    solving = mode == "solving"
    el("solve").hidden = solving
    el("stop").hidden = not solving
    el("play").disabled = solving
    el("time-limit").disabled = solving
    el("stage-box").hidden = mode not in ("playback", "play")
    el("playback").hidden = mode != "playback"
    el("play-controls").hidden = mode != "play"
    el("stage-help").textContent = {"play": PLAY_HELP, "playback": PLAYBACK_HELP}.get(mode, "")
    if mode != "playback":
        pause()


def idle(message, kind=""):
    """Back to idle with ``message`` in the status."""
    section.game, section.solution = None, ()
    set_mode("idle")
    say(message, kind)


def say(message, kind="", detail=""):
    """Write the section's live status: a line and an optional smaller line under it."""
    section.status = message
    box = el("solve-status")
    box.className = f"solve-status {kind}".strip()
    box.innerHTML = ""
    for text, name in ((message, "solve-title"), (detail, "help")):
        if text:
            line = document.createElement("p")
            line.className = name
            line.textContent = text
            box.append(line)
    el("solve-error").textContent = ""


def cannot_reach():
    """Say that the board cannot reach its goal, and why."""
    idle(f"This board cannot reach the goal: {section.verdict.explanation}", "unsolvable")


# Solving in a worker


async def checked():
    """Wait until main.py has checked the text now in the boxes; whether it holds a board."""
    while el("verdict").getAttribute("aria-busy") == "true":
        await asyncio.sleep(0.05)
    return section.board is not None


@when("click", "#solve")
async def solve_clicked(event):
    if not await checked() or section.mode == "solving":
        return
    if not section.verdict.solvable:
        cannot_reach()
        return
    try:
        limit = time_limit()
    except ValueError as error:
        el("solve-error").textContent = str(error)
        return
    section.task = asyncio.ensure_future(solve(section.board, section.goal, limit))


def time_limit():
    """The whole seconds in the Time limit box; ``ValueError`` saying what is wrong."""
    return view.whole(el("time-limit"), "time limit", 1, TIME_LIMIT_MAX)


async def solve(board, goal, limit):
    """Ask the worker for the moves, then play them back (or say what went wrong)."""
    section.game, section.solution = None, ()
    set_mode("solving")
    focus("stop")
    if section.worker is None:
        say("Starting the solver…", "busy", "The first solve loads Python in a worker: about 10 s.")
    request = {
        "rows": board.rows,
        "cols": board.cols,
        "tiles": list(board.tiles),
        "goal": list(goal.tiles) if isinstance(goal, Board) else goal,
        "time_limit": limit,
        "site": str(document.baseURI).split("?")[0].split("#")[0].rsplit("/", 1)[0] + "/",
    }
    try:
        worker = await solver()
        say("Solving…", "busy", f"At most {limit:g} s; Stop cancels.")
        answer = json.loads(await worker.solve_json(json.dumps(request)))
    except asyncio.CancelledError:
        raise
    except Exception as error:  # the worker failed to start or crashed: a fresh one next time
        end_worker()
        idle(f"The solver failed: {error}", "unsolvable")
        focus("solve")
        return
    if board != section.board or goal != section.goal:
        idle("The board changed while solving: press Solve again for this one.")
        focus("solve")
    elif "error" in answer:
        idle(answer["error"], "unsolvable")
        focus("solve")
    else:
        playback(board, answer)


def focus(name):
    """Move the keyboard focus to an element, so it is not lost when its button hides."""
    document.getElementById(name).focus()


async def solver():
    """The solver worker, started on first use."""
    if section.worker is None:
        section.starts += 1
        name = f"solver-{section.starts}"  # a name resolves once: each start needs a new one
        script = document.createElement("script")
        script.type = "py"
        script.src = WORKER_SRC
        script.setAttribute("worker", "")
        script.setAttribute("name", name)
        script.setAttribute("config", CONFIG)
        section.script = script
        document.body.append(script)
        section.worker = await workers[name]
    return section.worker


def end_worker():
    """Terminate the worker, whatever it is doing; the next solve starts a fresh one."""
    script, section.script, section.worker = section.script, None, None
    if script is not None:
        xworker = getattr(script, "xworker", None)
        if xworker is not None:
            xworker.terminate()
        script.remove()


@when("click", "#stop")
def stop_clicked(event):
    if section.task is not None:
        section.task.cancel()
        section.task = None
    end_worker()
    idle("Stopped. The next Solve starts the solver afresh (about 10 s).")
    focus("solve")


# Playback


def playback(board, answer):
    """Show the solution's figures and put its first position on the stage."""
    moves = answer["moves"]
    section.game, section.solution = game.Game(board, target()), tuple(moves)
    set_mode("playback")
    headline = game.solution_text(len(moves), answer["optimal"], board.size)
    say(
        headline[0].upper() + headline[1:],
        "solvable",
        game.search_text(answer["nodes"], answer["seconds"], answer["method"]),
    )
    draw()
    count()
    focus("stage")


def go(position):
    """Step the playback to ``position`` moves in, sliding one tile or redrawing for a jump."""
    now = len(section.game.moves)
    position = max(0, min(position, len(section.solution)))
    if abs(position - now) == 1:
        tile = section.solution[now] if position > now else section.game.moves[-1]
        if position > now:
            section.game.slide(tile)
        else:
            section.game.undo()
        place(tile)
    elif position != now:
        while len(section.game.moves) > position:
            section.game.undo()
        while len(section.game.moves) < position:
            section.game.slide(section.solution[len(section.game.moves)])
        draw()
    count()


def speed():
    """Moves per second chosen in the Speed menu."""
    return float(el("speed").value)


async def run():
    """Play the moves from here to the end at the chosen speed."""
    if len(section.game.moves) == len(section.solution):
        go(0)
    while len(section.game.moves) < len(section.solution):
        await asyncio.sleep(1 / speed())
        go(len(section.game.moves) + 1)
    section.runner = None
    running(False)


def running(on):
    """Show Play or Pause on the run button."""
    el("run-icon").textContent = "‖" if on else "▶"
    el("run-text").textContent = "Pause" if on else "Play"


def pause():
    """Stop the playback where it is."""
    if section.runner is not None:
        section.runner.cancel()
        section.runner = None
    running(False)


@when("click", "#run")
def run_clicked(event):
    if section.runner is not None:
        pause()
        return
    slide_time()
    section.runner = asyncio.ensure_future(run())
    running(True)


@when("change", "#speed")
def speed_chosen(event):
    slide_time()


def slide_time():
    """Tiles slide for at most a quarter second, less when the playback is fast."""
    document.getElementById("stage").style.setProperty("--slide", f"{min(0.25, 0.7 / speed())}s")


@when("click", "#first")
def first_clicked(event):
    pause()
    go(0)


@when("click", "#back")
def back_clicked(event):
    pause()
    go(len(section.game.moves) - 1)


@when("click", "#forward")
def forward_clicked(event):
    pause()
    go(len(section.game.moves) + 1)


@when("click", "#last")
def last_clicked(event):
    pause()
    go(len(section.solution))


# Play by hand


@when("click", "#play")
async def play_clicked(event):
    if not await checked():
        return
    if not section.verdict.solvable:
        cannot_reach()
        return
    section.game, section.solution = game.Game(section.board, target()), ()
    set_mode("play")
    draw()
    count()
    focus("stage")


def slide(tile):
    """Play ``tile`` by hand, saying so when it cannot move or when the goal is reached."""
    try:
        section.game.slide(tile)
    except MoveError as error:
        el("counter").textContent = f"{str(error)[0].upper()}{str(error)[1:]}."
        return
    place(tile)
    count()


@when("click", "#stage")
def stage_clicked(event):
    if section.mode != "play":
        return
    target = event.target.closest(".tile")
    if target is not None:
        slide(int(target.dataset.tile))


@when("keydown", "#stage")
def stage_key(event):
    key = event.key
    if section.mode == "play" and key in game.ARROWS:
        event.preventDefault()
        tile = section.game.tile_towards(game.ARROWS[key])
        if tile is not None:
            slide(tile)
    elif section.mode == "playback" and key in ("ArrowLeft", "ArrowRight"):
        event.preventDefault()
        pause()
        go(len(section.game.moves) + (1 if key == "ArrowRight" else -1))


@when("click", "#undo")
def undo_clicked(event):
    tile = section.game.undo()
    if tile is not None:
        place(tile)
    count()


@when("click", "#reset")
def reset_clicked(event):
    section.game.reset()
    draw()
    count()


# Drawing


def draw():
    """Draw the game's board on the stage (or a summary when it is too large to draw)."""
    board = section.game.board
    stage = document.getElementById("stage")
    large = view.too_large(board)
    stage.hidden = large
    el("stage-summary").hidden = not large
    if large:
        el(
            "stage-summary"
        ).textContent = (
            f"A {board.rows} x {board.cols} board is too large to draw; the moves still count."
        )
        return
    stage.style.setProperty("--cols", str(board.cols))
    stage.style.setProperty("--rows", str(board.rows))
    stage.innerHTML = view.stage_html(board)
    for tile in board.tiles:
        if tile:
            place(tile)
    how = PLAY_HELP if section.mode == "play" else PLAYBACK_HELP
    stage.setAttribute("aria-label", f"{board.rows} by {board.cols} board. {how}")


def place(tile):
    """Move one drawn tile to its cell now: CSS slides it there."""
    stage = document.getElementById("stage")
    if stage.hidden:
        return
    drawn = stage.querySelector(f'[data-tile="{tile}"]')
    r, c = divmod(section.game.cell(tile), section.game.cols)
    drawn.style.setProperty("--r", str(r))
    drawn.style.setProperty("--c", str(c))


def count():
    """Write the move counter: "Move 12 of 31" in playback, "3 moves" in play."""
    done, solved = len(section.game.moves), section.game.solved
    if section.mode == "playback":
        total = len(section.solution)
        text = f"Move {done:,} of {total:,}" + (": the goal is reached." if solved else ".")
        el("first").disabled = el("back").disabled = done == 0
        el("forward").disabled = el("last").disabled = done == total
    elif solved and done:
        text = f"Solved in {plural(done, 'move')}!"
    else:
        text = f"{plural(done, 'move')}."
    if section.mode == "play":
        el("undo").disabled = done == 0
        status = PLAY_SOLVED if solved and done else PLAY_TURN
        if section.status != status[0]:  # say it once: the status is a live region
            say(*status)
    el("counter").textContent = text
