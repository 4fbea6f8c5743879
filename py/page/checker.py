"""Checking what is in the boxes: read, parse, analyze, build the view, render; shuffles; links.

The data flows one way: the boxes' text → ``parse_board`` → ``analyze_steps`` (in slices, so the
page answers during a million-cell check) → ``view.board_view`` → ``dom.render``. A newer check
or shuffle supersedes one under way (``state.generation``); ``state.checked`` is set when the
check of the text now in the boxes is done. Anything unforeseen ends in "The check failed".
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import time
from collections.abc import Callable, Generator
from typing import Any, TypeVar

from slidepuzzle import (
    EXAMPLES,
    GOAL_NAMES,
    Board,
    BoardError,
    Example,
    Format,
    Goal,
    Progress,
    Reading,
    analyze_steps,
    goal_board,
    inversion_pairs,
    parse_board,
    read_steps,
)
from slidepuzzle.batch import BatchRow, batch_csv, batch_row
from slidepuzzle.board import format_steps
from slidepuzzle.generate import random_board_steps
from slidepuzzle.i18n import DEFAULT_LANG, Lang, lang_of, pick_lang

from page import dom, links, solve_panel
from page.options import OptionError, ShuffleRequest, shuffle_request
from page.state import state
from page.view import (
    PAIRS_LIMIT,
    Box,
    Kind,
    PageView,
    Status,
    batch_view,
    board_view,
    error_view,
    failure_view,
    read_note,
)
from page.wording import Words, counted, error_text, said, say, words

TYPING_PAUSE = 0.15
"""Seconds of quiet after a keystroke before the board is checked again."""

CSV_NAME = "boards.csv"
"""The file Download CSV saves (the table of a paste of several boards)."""

BIG_TEXT = 20_000
"""Boards pasted as longer text than this show "Checking…" and let the browser paint first."""

SLICE_SECONDS = 0.05
"""How long a slice of heavy work (a check, a shuffle) may hold the browser before it pauses."""

Result = TypeVar("Result")


def boxes() -> links.Boxes:
    """What the boxes hold now."""
    return links.Boxes(
        dom.value("board"), dom.value("goal"), dom.value("goal-text"), dom.checked("largest-blank")
    )


def schedule(pause: float = 0.0) -> None:
    """Check the boxes after ``pause`` seconds; until then the verdict is busy and not checked."""
    dom.busy(True)
    state.checked.clear()
    state.task = asyncio.ensure_future(check(pause))


def working(change: int) -> None:
    """Count the checks and shuffles still running (superseded ones finish at their next slice),
    in ``body[data-working]``: a signal that no older work can still write to the page."""
    state.working += change
    dom.mark_working(state.working)


async def check(pause: float = 0.0) -> None:
    """Read the boxes and show the verdict; a later call supersedes one still waiting."""
    working(1)
    try:
        await check_boxes(pause)
    finally:
        working(-1)


async def check_boxes(pause: float) -> None:
    """``check``'s work."""
    mine = state.begin()
    if pause:
        await asyncio.sleep(pause)
        if mine != state.generation:
            return
    share = links.encode(boxes())
    try:
        text = dom.value("board")
        if len(text) > BIG_TEXT:
            dom.verdict(
                Status(
                    say(state.lang, "checking"),
                    "checking",
                    (
                        say(
                            state.lang,
                            "reading-chars",
                            chars=counted(state.lang, len(text), "char"),
                        ),
                    ),
                )
            )
            await asyncio.sleep(0.05)  # let the browser paint "Checking…" before the heavy work
            if mine != state.generation:
                return
        view = await check_text(text, share, mine)
        if view is None:  # a newer check took over
            return
    except Exception as error:  # nobody foresaw it: say so, and show nothing stale
        view = failure_view(state.lang, error, share)
        state.keep(None)
    finally:
        if mine == state.generation:
            dom.busy(False)
            state.checked.set()
    show(view)
    if view.batch is not None:
        await append_rows(view.batch.chunks[1:], mine)


async def append_rows(chunks: tuple[str, ...], mine: int) -> None:
    """Write the rest of a batch's table a chunk at a time, the browser answering between."""
    for chunk in chunks:
        await asyncio.sleep(0.005)
        if mine != state.generation:
            return
        dom.append_rows(chunk)


def show(view: PageView) -> None:
    """Render a check's view and tell the Solve panel about the board (or its absence)."""
    try:
        dom.render(view)
    except Exception as error:  # the page itself is broken: say so in the verdict at least
        dom.verdict(failure_view(state.lang, error, view.share).status)
        dom.show("picture", False)
        dom.show("reading", False)
        state.keep(None)
    if state.board is None:
        solve_panel.hide()
    else:
        solve_panel.show()


async def check_text(text: str, share: links.Share, mine: int) -> PageView | None:
    """Read and analyze the board text: its view, an error's view, or None if superseded."""
    started = time.perf_counter()
    try:
        readings = await read_text(text, mine)
    except BoardError as error:
        state.keep(None)
        return error_view(state.lang, "board", error_text(state.lang, error), share)
    if readings is None:
        return None
    if len(readings) > 1:
        return await check_batch(readings, share, mine)
    reading = readings[0]
    if reading.error is not None:
        state.keep(None)
        return error_view(state.lang, "board", error_text(state.lang, reading.error), share)
    board = reading.board
    assert board is not None
    where: Box = "goal-text" if dom.value("goal") == "custom" else "board"
    try:
        goal = read_goal()
        verdict = await in_slices(analyze_steps(board, goal), mine, show_progress)
    except BoardError as error:  # a GoalError too: about the goal box, or the board's shape
        state.keep(None)
        return error_view(state.lang, where, error_text(state.lang, error), share)
    if verdict is None:
        return None
    pairs = inversion_pairs(board, goal) if board.size <= PAIRS_LIMIT else None
    state.keep(board, goal, verdict)
    view = board_view(state.lang, board, verdict, pairs, time.perf_counter() - started, share)
    return dataclasses.replace(view, read_note=read_note(state.lang, reading))


async def read_text(text: str, mine: int) -> list[Reading] | None:
    """The boards in ``text``, each read or with its error, read in slices (``BoardError`` for
    no board at all; None if superseded); a shuffle's own text is not read again."""
    largest = dom.checked("largest-blank")
    if state.shuffled and not largest and state.shuffled[0] == text:
        return [Reading(1, Format.PLAIN, text, board=state.shuffled[1])]
    steps = read_steps(text, largest_is_blank=largest)
    readings = await in_slices(steps, mine, show_read_progress)
    if readings == []:
        parse_board(text)  # raises its message for a text with no board
    return readings


async def check_batch(readings: list[Reading], share: links.Share, mine: int) -> PageView | None:
    """Check every board of a paste, in slices: the table's view, or None if superseded."""
    try:
        goal = read_goal()
    except BoardError as error:
        state.keep(None)
        return error_view(state.lang, "goal-text", error_text(state.lang, error), share)
    checked = await in_slices(batch_steps(readings, goal, boxes()), mine, show_batch_progress)
    if checked is None:
        return None
    rows, opens = checked
    state.keep(None)
    state.batch = rows
    return batch_view(state.lang, rows, opens, share)


def batch_steps(
    readings: list[Reading], goal: Goal, here: links.Boxes
) -> Generator[tuple[int, int], None, tuple[list[BatchRow], list[links.Share]]]:
    """Each board's row in turn (a goal that does not fit a board is that row's error) and its
    link (the boxes ``here`` with that board alone); yields how many are done."""
    rows, opens = [], []
    for number, reading in enumerate(readings, 1):
        try:
            rows.append(batch_row(number, reading, goal))
        except BoardError as error:
            unfit = dataclasses.replace(reading, board=None, error=error)
            rows.append(BatchRow(number, unfit, None))
        opens.append(links.encode(dataclasses.replace(here, board=reading.text)))
        yield number, len(readings)
    return rows, opens


def show_read_progress(progress: tuple[int, int]) -> None:
    """How far the reading of a paste of many boards has got."""
    done, total = progress
    line = say(state.lang, "batch-reading", share=done / max(total, 1))
    dom.verdict(Status(say(state.lang, "checking"), "checking", (line,)))


def show_batch_progress(progress: tuple[int, int]) -> None:
    """How far the check of a paste of many boards has got."""
    done, total = progress
    line = say(state.lang, "batch-checking", done=done, total=total)
    dom.verdict(Status(say(state.lang, "checking"), "checking", (line,)))


def download_csv() -> None:
    """Save the table of the paste's boards as CSV (the same columns as the CLI's ``--csv``),
    its header and words in the page's language."""
    rows = (("paste", row) for row in state.batch)
    dom.download(CSV_NAME, batch_csv(rows, lang=state.lang), "text/csv")


# The language


def choose_lang(fragment: str, query: str) -> None:
    """The language to start in: a link's, else the one last chosen here, else the browser's.

    A link's language is shown, not remembered: only a choice from the menu is kept for later.
    """
    opened = links.decode(fragment, query)
    use_lang(opened.lang or lang_of(dom.stored_lang()) or pick_lang(dom.preferred_languages()))


def lang_chosen() -> None:
    """A language chosen from the menu: remember it, write the page in it, check again."""
    lang = lang_of(dom.value("lang")) or DEFAULT_LANG
    dom.store_lang(lang)
    use_lang(lang)
    schedule()  # the verdict, the picture, the link: made again in the new language


def use_lang(lang: Lang) -> None:
    """Speak ``lang``: the state holds it, the page's fixed text and kept sentences follow."""
    state.lang = lang
    dom.translate(lang)


def read_goal() -> Goal:
    """The goal chosen: a name, or the board in the Goal board box (``BoardError`` if bad).

    The goal box always uses the usual convention (the blank is 0 or _), whatever the board's.
    """
    name = dom.value("goal")
    if name != "custom":
        return name  # type: ignore[return-value]  # the menu holds only goal names
    return parse_board(dom.value("goal-text"))


def show_progress(progress: Progress) -> None:
    """How far a big board's check has got; the verdict as soon as the parity pass gives it."""
    share = progress.done / max(progress.total, 1)
    if progress.solvable is None:
        line = say(state.lang, "following-cycles", share=share)
        dom.verdict(Status(say(state.lang, "checking"), "checking", (line,)))
    else:
        title = say(state.lang, "solvable" if progress.solvable else "unsolvable")
        kind: Kind = "solvable" if progress.solvable else "unsolvable"
        dom.verdict(Status(title, kind, (say(state.lang, "counting-inversions", share=share),)))


async def in_slices(
    steps: Generator[Any, None, Result], mine: int, show: Callable[[Any], None]
) -> Result | None:
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


# Goals and examples


def choose_goal(name: str, text: str = "") -> None:
    """Select a goal in the menu (a custom goal with its board text)."""
    dom.set_value("goal", name)
    dom.show("custom-goal", name == "custom")
    if name == "custom":
        dom.set_value("goal-text", text)


def goal_chosen() -> None:
    """The goal menu changed: show the custom box (filled in with the usual goal), check again."""
    name = dom.value("goal")
    dom.show("custom-goal", name == "custom")
    if name == "custom" and not dom.value("goal-text").strip() and state.board is not None:
        dom.set_value("goal-text", str(goal_board(*state.board.shape)))
    schedule()


def replace_board(text: str, by: str) -> None:
    """Put ``text`` in the Board box; what the boxes held is offered back ("restore")."""
    before = boxes()
    keep = bool(before.board.strip()) and before.board != text
    state.replaced = before if keep else None
    dom.write("restore-info", said(f"replaced-by-{by}") if keep else words(""))
    dom.show("restore-box", keep)
    dom.set_value("board", text)


def forget_replaced() -> None:
    """An edit: the text replaced is no longer offered back."""
    if state.replaced is not None:
        state.replaced = None
        dom.show("restore-box", False)


def restore() -> None:
    """Put back what a shuffle or an example replaced, and check it."""
    before = state.replaced
    if before is None:
        return
    forget_replaced()
    dom.set_value("board", before.board)
    dom.el("largest-blank").checked = before.largest_is_blank
    choose_goal(before.goal, before.goal_text)
    dom.set_value("example", "")
    dom.focus("board")
    schedule()


def load_example(example: Example) -> None:
    """Put a worked example in the boxes: its board, its blank convention, its goal."""
    replace_board(example.text, "example")
    dom.el("largest-blank").checked = bool(example.largest_is_blank)
    if isinstance(example.goal, Board):
        choose_goal("custom", str(example.goal))
    else:
        choose_goal(example.goal or GOAL_NAMES[0])


def example_chosen() -> None:
    choice = dom.value("example")
    if choice:
        load_example(EXAMPLES[int(choice)])
        schedule()


def open_link(fragment: str, query: str) -> None:
    """Fill the boxes from a link (its board, else the first worked example), and its goal.

    A board typed while Python started is kept: the link's board or the example fill an empty box.
    """
    opened = links.decode(fragment, query)
    if dom.value("board").strip():
        pass
    elif opened.board is not None:
        dom.set_value("board", opened.board)
        dom.el("largest-blank").checked = opened.largest_is_blank
    else:
        load_example(EXAMPLES[0])
        dom.set_value("example", "0")
    if opened.goal_name != GOAL_NAMES[0] or opened.goal is not None:
        choose_goal(opened.goal_name, opened.goal or "")


# Shuffles


def shuffle_clicked() -> None:
    """Validate the options, then shuffle in slices (superseding a check or shuffle under way)."""
    dom.text("shuffle-error", "")
    board = None
    try:
        request = shuffle_request(
            dom.field("rows"),
            dom.field("cols"),
            dom.field("seed"),
            dom.value("kind"),
            dom.value("blank-place"),
            read_goal(),
            random.randrange(1_000_000_000),
        )
        steps = random_board_steps(
            request.rows,
            request.cols,
            seed=request.seed,
            solvable=request.solvable,
            fixed_blank=request.fixed_blank,
            goal=request.goal,
        )
        next(steps)  # a request no board can answer raises here, before anything is superseded
    except StopIteration as end:  # a single line is drawn at once
        board = end.value
    except OptionError as error:
        dom.write("shuffle-error", error.words)
        return
    except (ValueError, BoardError) as error:
        refused = error  # the name ``error`` goes at the end of this block
        dom.write("shuffle-error", lambda lang: error_text(lang, refused))
        return
    mine = state.begin()  # supersedes a check or shuffle under way
    dom.busy(True)  # now, before the click returns
    state.task = asyncio.ensure_future(shuffle(mine, request, steps, board))


async def shuffle(mine: int, request: ShuffleRequest, steps: Any, board: Board | None) -> None:
    """Finish a shuffle in slices and put its text in the Board box; superseded by newer actions."""
    working(1)
    try:
        await shuffle_slices(mine, request, steps, board)
    except Exception as error:  # nobody foresaw it: say so instead of a stuck "Shuffling…"
        if mine == state.generation:
            state.keep(None)
            show(failure_view(state.lang, error, links.encode(boxes())))
            dom.busy(False)
            state.checked.set()
    finally:
        working(-1)


async def shuffle_slices(
    mine: int, request: ShuffleRequest, steps: Any, board: Board | None
) -> None:
    """``shuffle``'s work."""
    shape = said("shuffle-shape", rows=request.rows, cols=request.cols, seed=request.seed)
    if board is None:
        board = await in_slices(steps, mine, shuffling("shuffling-progress", shape))
        if board is None:
            return
    text = await in_slices(format_steps(board), mine, shuffling("writing-progress", shape))
    if text is None:
        return
    state.shuffled = (text, board)
    replace_board(text, "shuffle")
    dom.set_value("example", "")
    dom.write("shuffle-info", lambda lang: say(lang, "shuffled", shape=shape(lang)))
    schedule()


def shuffling(key: str, shape: Words) -> Callable[[tuple[int, int]], None]:
    """A progress display for a big shuffle: "Shuffling 1000 x 1000 with seed 7: 40%"."""

    def show(progress: tuple[int, int]) -> None:
        done, total = progress
        line = say(state.lang, key, shape=shape(state.lang), share=done / max(total, 1))
        dom.verdict(Status(say(state.lang, "shuffling"), "checking", (line,)))

    return show


# Share


async def copy_link() -> None:
    """Copy the link to the clipboard; where that is not allowed, select it in its field."""
    share = links.encode(boxes())
    dom.share(share)
    if share.left_out:
        dom.write("copy-info", said(f"{share.left_out}-too-large-copy"))
        return
    await copy(dom.value("share-link"), "share-link", "copy-info", "link-copied", "link-not-copied")


async def copy(words: str, field: str, info: str, done: str, failed: str) -> None:
    """Put ``words`` on the clipboard and say so; else select them in ``field`` to copy by hand."""
    try:
        await dom.copy_text(words)
        dom.write(info, said(done))
    except Exception:  # no clipboard here (permissions, insecure page): the field is the fallback
        dom.write(info, said(failed))
        dom.focus(field)
        dom.el(field).select()
