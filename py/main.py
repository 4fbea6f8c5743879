"""The page: read the Board box, show the verdict and why; goals, shuffles, examples, share links.

Solve and play live in ``solve_ui``, told here about each board checked.

A thin layer over the core (``slidepuzzle``): it reads the controls, calls the core, and writes
text into the page. The page's state lives in ``state``; ``draw_board`` draws any board.
"""

import asyncio
import html
import random
import time
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlencode

import solve_ui
import view
from pyscript import document, web, when, window
from slidepuzzle import (
    EXAMPLES,
    GOAL_NAMES,
    Board,
    BoardError,
    GoalError,
    analyze_steps,
    goal_board,
    inversion_pairs,
    parse_board,
)
from slidepuzzle.board import plural
from slidepuzzle.generate import random_board_steps
from slidepuzzle.parse import format_steps

TYPING_PAUSE = 0.15
"""Seconds of quiet after a keystroke before the board is checked again."""

BIG_TEXT = 20_000
"""Boards pasted as longer text than this show "Checking…" and let the browser paint first."""

SLICE_SECONDS = 0.05
"""How long a slice of heavy work (a check, a shuffle) may hold the browser before it pauses."""

SHUFFLE_CELLS = 1_000_000
"""The most cells the page shuffles (1000 x 1000): its text is already 7 MB."""

PAIRS_LIMIT = 25
"""Inversion pairs are listed for boards of at most this many cells (5 x 5)."""

SHARE_LIMIT = 30_000
"""Boards (and goals) of longer text than this are left out of links: too large to share."""

TOO_LARGE = "(the board is too large to share as a link)"
"""What the link field says when the board is left out of the link."""


@dataclass
class State:
    """Everything the page knows: the board and goal last checked, and their verdict."""

    board: Board | None = None
    goal: object = None
    verdict: object = None
    generation: int = 0
    task: object = None
    shuffled: tuple = ()  # (text, board) of the last shuffle: its check needs no parse


state = State()


def el(name):
    """The page element with this id."""
    return web.page[name]


# Showing things


def show_verdict(title, kind, sentences):
    """Write the live status: a title ("Solvable", "Not solvable", ...) and sentences under it."""
    box = el("verdict")
    box.className = f"verdict {kind}"
    paragraphs = "".join(f'<p class="verdict-text">{html.escape(s)}</p>' for s in sentences)
    box.innerHTML = f'<p class="verdict-title">{html.escape(title)}</p>{paragraphs}'


def verdict_title(solvable):
    """The verdict's title and its style: ("Solvable", "solvable") or the other."""
    return ("Solvable", "solvable") if solvable else ("Not solvable", "unsolvable")


def show_progress(progress):
    """How far a big board's check has got; the verdict as soon as the parity pass gives it."""
    share = f"{progress.done / max(progress.total, 1):.0%}"
    if progress.solvable is None:
        show_verdict("Checking…", "checking", [f"Following the permutation's cycles: {share}."])
    else:
        title, kind = verdict_title(progress.solvable)
        show_verdict(title, kind, [f"Counting the inversions for the reasons: {share}."])


def show_error(box, message):
    """Put ``message`` in the alert next to the text box ``box`` ("board" or "goal-text")."""
    alert = "board-error" if box == "board" else "goal-error"
    el(alert).textContent = message
    el(box).setAttribute("aria-invalid", "true")
    state.board = state.verdict = None
    show_verdict("No verdict", "", [f"Fix the {_box_label(box)}: {message}"])
    el("picture").hidden = True
    el("reading").hidden = True
    el("timing").textContent = ""
    solve_ui.hide()


def clear_errors():
    """Take down the alerts (a shuffle's too: it is about an older board) and invalid marks."""
    for box, alert in (("board", "board-error"), ("goal-text", "goal-error")):
        el(alert).textContent = ""
        el(box).removeAttribute("aria-invalid")
    el("shuffle-error").textContent = ""


def draw_board(board):
    """Draw ``board`` as tiles (or a summary when it is too large) with its rows from the bottom."""
    grid = el("grid")
    grid.innerHTML = view.grid_html(board)
    if not view.too_large(board):
        grid.firstElementChild.style.setProperty("--cols", str(board.cols))
    el("grid-caption").textContent = view.caption_text(board)
    el("picture").hidden = False


def show_reasoning(board, goal, verdict):
    """The tiles in reading order, the inversion count and, for small boards, the pairs."""
    el("reading-tiles").textContent = view.reading_text(board)
    el("reading-count").textContent = (
        f"{plural(verdict.inversions, 'inversion')}: pairs of tiles in the wrong order "
        "for the goal (for the usual goal: a larger tile before a smaller one)."
    )
    small = board.size <= PAIRS_LIMIT
    el("pairs").hidden = not small
    if small:
        el("pairs-list").textContent = view.pairs_text(inversion_pairs(board, goal))
    el("reading").hidden = False


def show_board(board, goal, verdict, seconds):
    """Everything about a checked board: verdict, picture, reasoning, timing, share link."""
    state.board, state.goal, state.verdict = board, goal, verdict
    title, kind = verdict_title(verdict.solvable)
    show_verdict(title, kind, [view.facts_text(verdict), verdict.explanation])
    draw_board(board)
    show_reasoning(board, goal, verdict)
    el("timing").textContent = f"Checked in {seconds * 1000:,.0f} ms."
    solve_ui.show(board, goal, verdict)


# Checking


async def check(pause=0.0):
    """Read the boxes and show the verdict; a later call supersedes one still waiting."""
    state.generation += 1
    mine = state.generation
    if pause:
        await asyncio.sleep(pause)
        if mine != state.generation:
            return
    text = el("board").value
    if len(text) > BIG_TEXT:
        show_verdict("Checking…", "checking", [f"Reading {len(text):,} characters."])
        await asyncio.sleep(0.05)  # let the browser paint "Checking…" before the heavy work
        if mine != state.generation:
            return
    try:
        await verdict_or_error(text, mine)
    finally:
        if mine == state.generation:
            el("verdict").removeAttribute("aria-busy")


async def verdict_or_error(text, mine):
    """Parse and analyze the board text, showing the verdict or the error next to its box."""
    started = time.perf_counter()
    clear_errors()
    remember_in_url(text)
    try:
        board = read_board(text)
    except BoardError as error:
        show_error("board", str(error))
        return
    try:
        goal = read_goal()
        verdict = await analyze_in_slices(board, goal, mine)
    except GoalError as error:
        show_error("goal-text" if el("goal").value == "custom" else "board", str(error))
        return
    except BoardError as error:
        show_error("goal-text", str(error))
        return
    if verdict is None:  # a newer check took over
        return
    show_board(board, goal, verdict, time.perf_counter() - started)


def read_board(text):
    """The board in ``text`` (``BoardError`` if bad); a shuffle's own text is not read again."""
    largest = el("largest-blank").checked
    if state.shuffled and not largest and state.shuffled[0] == text:
        return state.shuffled[1]
    return parse_board(text, largest_is_blank=largest)


async def analyze_in_slices(board, goal, mine):
    """``analyze``, the browser getting a turn every ``SLICE_SECONDS``; None if superseded."""
    return await in_slices(analyze_steps(board, goal), mine, show_progress)


async def in_slices(steps, mine, show):
    """Run stepwise work to its result, pausing every ``SLICE_SECONDS`` to ``show`` its progress.

    None when a newer action (a check, a shuffle) started meanwhile: it supersedes this one.
    """
    paused = time.perf_counter()
    while True:
        try:
            progress = next(steps)
        except StopIteration as end:
            return end.value
        if time.perf_counter() - paused > SLICE_SECONDS:
            show(progress)
            await asyncio.sleep(0.005)  # a task of its own: the browser paints and handles input
            if mine != state.generation:
                return None
            paused = time.perf_counter()


def schedule(pause=0.0):
    """Mark the verdict busy now and check after ``pause`` seconds, without blocking the event."""
    el("verdict").setAttribute("aria-busy", "true")
    state.task = asyncio.ensure_future(check(pause))


def read_goal():
    """The goal chosen: a name, or the board in the Goal board box (``BoardError`` if bad).

    The goal box always uses the usual convention (the blank is 0 or _), whatever the board's.
    """
    name = el("goal").value
    if name != "custom":
        return name
    return parse_board(el("goal-text").value)


# Share links


def share_link(text):
    """The link to this page with ``text`` in the Board box and the goal chosen.

    A board or goal text longer than ``SHARE_LIMIT`` is left out (checked before encoding).
    Second: whether the board was left out.
    """
    too_large = len(text) > SHARE_LIMIT
    params = {} if too_large else {"board": text}
    goal = el("goal").value
    if goal == "custom":
        goal_text = el("goal-text").value
        params["goal"] = goal_text if len(goal_text) <= SHARE_LIMIT else ""
    elif goal != GOAL_NAMES[0]:
        params["goal"] = goal
    if el("largest-blank").checked:
        params["blank"] = "largest"
    page = str(window.location.href).split("#")[0].split("?")[0]
    query = urlencode(params, quote_via=quote)
    return (page + "?" + query if query else page), too_large


def remember_in_url(text):
    """Make the address bar and the link field hold ``text`` (valid or not) and the goal."""
    link, too_large = share_link(text)
    window.history.replaceState(None, "", link)
    el("share-link").value = TOO_LARGE if too_large else link
    el("copy-info").textContent = ""


def open_query(search):
    """Fill the boxes from a link's query string: its board (else the first worked example), goal.

    A link whose board was too large to share still names the goal.
    """
    params = {
        key: values[-1]
        for key, values in parse_qs(search.lstrip("?"), keep_blank_values=True).items()
    }
    if "board" in params:
        el("board").value = params["board"]
        el("largest-blank").checked = params.get("blank") == "largest"
    else:
        load_example(EXAMPLES[0])
        el("example").value = "0"
    goal = params.get("goal", "")
    if goal in GOAL_NAMES:
        choose_goal(goal)
    elif goal.strip():
        choose_goal("custom", goal)


# Controls


def choose_goal(name, text=""):
    """Select a goal in the menu (a custom goal with its board text)."""
    el("goal").value = name
    el("custom-goal").hidden = name != "custom"
    if name == "custom":
        el("goal-text").value = text


@when("input", "#board")
def board_typed(event):
    el("example").value = ""  # the box no longer holds the example
    schedule(TYPING_PAUSE)


@when("input", "#goal-text")
def goal_typed(event):
    schedule(TYPING_PAUSE)


@when("change", "#goal")
def goal_chosen(event):
    name = el("goal").value
    el("custom-goal").hidden = name != "custom"
    if name == "custom" and not el("goal-text").value.strip() and state.board is not None:
        el("goal-text").value = str(goal_board(*state.board.shape))
    schedule()


@when("change", "#largest-blank")
def largest_toggled(event):
    schedule()


@when("change", "#example")
def example_chosen(event):
    choice = el("example").value
    if choice:
        load_example(EXAMPLES[int(choice)])
        schedule()


def load_example(example):
    """Put a worked example in the boxes: its board, its blank convention, its goal."""
    el("board").value = example.text
    el("largest-blank").checked = bool(example.largest_is_blank)
    if isinstance(example.goal, Board):
        choose_goal("custom", str(example.goal))
    else:
        choose_goal(example.goal or GOAL_NAMES[0])


@when("click", "#shuffle")
def shuffle_clicked(event):
    el("shuffle-error").textContent = ""
    board = None
    try:
        options = shuffle_options()
        steps = random_board_steps(**options)
        next(steps)  # a request no board can answer raises here, before anything is superseded
    except StopIteration as end:  # a single line is drawn at once
        board = end.value
    except (ValueError, BoardError) as error:
        el("shuffle-error").textContent = str(error)
        return
    state.generation += 1  # supersedes a check or shuffle under way
    el("verdict").setAttribute("aria-busy", "true")  # now, before the click returns
    shape = f"{options['rows']} x {options['cols']} with seed {options['seed']}"
    state.task = asyncio.ensure_future(shuffle(state.generation, steps, board, shape))


def shuffle_options():
    """The Shuffle options as ``random_board`` arguments; ``ValueError`` naming a bad one."""
    rows = view.whole(el("rows"), "rows", 1)
    cols = view.whole(el("cols"), "columns", 1)
    if rows * cols > SHUFFLE_CELLS:
        raise ValueError(
            f"{rows} x {cols} is {rows * cols:,} cells: the page shuffles at most "
            f"{SHUFFLE_CELLS:,} (1000 x 1000)"
        )
    seed = view.whole(el("seed"), "seed", 0) if el("seed").value.strip() else None
    return {
        "rows": rows,
        "cols": cols,
        "seed": random.randrange(1_000_000_000) if seed is None else seed,
        "solvable": el("kind").value == "solvable",
        "fixed_blank": el("blank-place").value == "goal",
        "goal": read_goal(),
    }


async def shuffle(mine, steps, board, shape):
    """Finish a shuffle in slices and put its text in the Board box; superseded by newer actions."""
    if board is None:
        board = await in_slices(steps, mine, shuffling(f"Shuffling {shape}"))
        if board is None:
            return
    text = await in_slices(format_steps(board), mine, shuffling("Writing the board"))
    if text is None:
        return
    state.shuffled = (text, board)
    el("board").value = text
    el("example").value = ""
    el("shuffle-info").textContent = f"Shuffled {shape}."
    schedule()


def shuffling(doing):
    """A progress display for a big shuffle: "Shuffling… 40%" in the status."""

    def show(progress):
        done, total = progress
        show_verdict("Shuffling…", "checking", [f"{doing}: {done / max(total, 1):.0%}."])

    return show


@when("click", "#copy-link")
async def copy_link(event):
    link, too_large = share_link(el("board").value)
    field = el("share-link")
    if too_large:
        el("copy-info").textContent = "This board is too large to share as a link."
        return
    field.value = link
    try:
        await window.navigator.clipboard.writeText(link)
        el("copy-info").textContent = "Link copied."
    except Exception:  # no clipboard here (permissions, insecure page): the field is the fallback
        el(
            "copy-info"
        ).textContent = "Could not copy: the link is selected below, copy it from there."
        field.focus()
        field.select()


def _box_label(box):
    return "board" if box == "board" else "goal board"


# Start


def start():
    """Fill the examples menu, open a shared board if any, enable the controls, say ready."""
    menu = el("example")
    for number, example in enumerate(EXAMPLES):
        menu.options.add(value=str(number), text=example.name)
    open_query(str(window.location.search))
    app = el("app")
    app.disabled = False
    app.removeAttribute("aria-busy")
    schedule()
    document.body.dataset.ready = "true"


start()
