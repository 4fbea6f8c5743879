"""The check as a pure function: what the boxes hold in, what the page shows out.

``check_steps(inputs)`` reads the board text, parses it and analyzes it a step at a time (a
generator: the caller runs it in slices, so the page answers during a million-cell check). Each
step yields what to show meanwhile (a ``Showing``); the end is an ``Outcome``: the view, and the
board checked (``Checked``) or the rows of a paste of several boards. No browser, no state.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from functools import partial
from typing import TypeVar, cast

from slidepuzzle import (
    Board,
    BoardError,
    Format,
    Goal,
    Progress,
    Reading,
    Verdict,
    analyze_steps,
    inversion_pairs,
    other_shapes,
    parse_board,
    read_steps,
)
from slidepuzzle.batch import BatchRow, batch_row
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.parse import MAX_OTHER_SHAPES

from page.links import Boxes, Share, encode
from page.read_as import Shape, read_as_view
from page.view import (
    PAIRS_LIMIT,
    Box,
    Kind,
    PageView,
    Status,
    batch_page,
    batch_row_html,
    board_view,
    empty_view,
    error_view,
    failure_view,
    read_note,
)
from page.why_view import fix_steps
from page.wording import counted, error_text, say

BIG_TEXT = 20_000
"""Boards pasted as longer text than this show "Checking…" before the work starts."""

Showing = Callable[[], Status]
"""What a check under way shows in the verdict box, made only when the page shows it."""

Step = TypeVar("Step")
Result = TypeVar("Result")


@dataclass(frozen=True)
class Inputs:
    """Everything a check reads: what the boxes hold and the language to answer in."""

    boxes: Boxes
    lang: Lang = DEFAULT_LANG
    shape: Shape | None = None
    """The shape the reader chose to read the board text in (None: as first read)."""
    offered: tuple[Shape, ...] = ()
    """The other shapes the text's first reading offered (kept while a shape is chosen)."""

    def goal(self) -> Goal:
        """The goal chosen: a name, or the board in the Goal board box (``BoardError`` if bad).

        The goal box always uses the usual convention (the blank is 0 or _), whatever the board's.
        """
        name = self.boxes.goal
        if name == "custom":
            return parse_board(self.boxes.goal_text)
        return cast(Goal, name)  # the menu holds only goal names (analyze names a bad one)


@dataclass(frozen=True)
class Checked:
    """A board checked: the board, its goal and its verdict (what the Solve panel works on)."""

    board: Board
    goal: Goal
    verdict: Verdict


@dataclass(frozen=True)
class Outcome:
    """What a check ends in: the view to render, the board checked (None: no single board), and
    the rows of a paste of several boards (for Download CSV)."""

    view: PageView
    checked: Checked | None = None
    rows: tuple[BatchRow, ...] = ()
    offered: tuple[Shape, ...] = ()
    """The other shapes the board text may be read in ("Read it as …")."""


def opening(inputs: Inputs) -> Status | None:
    """What a check of a long text shows before it starts (None: nothing, it is quick)."""
    chars = len(inputs.boxes.board)
    if chars <= BIG_TEXT:
        return None
    lang = inputs.lang
    reading = say(lang, "reading-chars", chars=counted(lang, chars, "char"))
    return Status(say(lang, "checking"), "checking", (reading,))


def check_steps(
    inputs: Inputs, shuffled: tuple[str, Board] | None = None
) -> Generator[Showing, None, Outcome]:
    """Check what the boxes hold, a step at a time; anything unforeseen ends in "The check
    failed". ``shuffled`` is the last shuffle's text and board: that text needs no reading."""
    share = encode(inputs.boxes)
    try:
        return (yield from _check(inputs, shuffled, share))
    except Exception as error:  # nobody foresaw it: say so, and show nothing stale
        return Outcome(failure_view(inputs.lang, error, share))


def _check(
    inputs: Inputs, shuffled: tuple[str, Board] | None, share: Share
) -> Generator[Showing, None, Outcome]:
    if not inputs.boxes.board or inputs.boxes.board.isspace():  # asks for a board: no error
        return Outcome(empty_view(inputs.lang, share))
    try:
        readings = yield from read(inputs, shuffled)
    except BoardError as error:
        return Outcome(error_view(inputs.lang, "board", error_text(inputs.lang, error), share))
    offered = inputs.offered if inputs.shape else (yield from shapes_steps(inputs.lang, readings))
    outcome = yield from _verdicts(inputs, readings, share)
    read_as = read_as_view(inputs.lang, offered, inputs.shape)
    view = dataclasses.replace(outcome.view, read_as=read_as)
    return dataclasses.replace(outcome, view=view, offered=offered)


SHAPES_CHUNK = 2_000
"""Readings looked at between pauses for the other shapes the text may be read in."""


def shapes_steps(
    lang: Lang, readings: list[Reading]
) -> Generator[Showing, None, tuple[Shape, ...]]:
    """``other_shapes(readings)`` a chunk of readings at a time (263,158 boards: 140 ms natively,
    more in the browser): the first shapes found in order, as ``other_shapes`` names them."""
    found: dict[Shape, None] = {}
    for start in range(0, len(readings), SHAPES_CHUNK):
        found |= dict.fromkeys(other_shapes(readings[start : start + SHAPES_CHUNK]))
        if len(found) >= MAX_OTHER_SHAPES:
            break
        yield partial(counting, lang, "batch-checking", (0, len(readings)))
    return tuple(found)[:MAX_OTHER_SHAPES]


def _verdicts(
    inputs: Inputs, readings: list[Reading], share: Share
) -> Generator[Showing, None, Outcome]:
    """The verdict on each board read: one board's view, or the table of several."""
    started = time.perf_counter()
    lang, text = inputs.lang, inputs.boxes.board
    if len(readings) > 1:
        return (yield from _check_batch(inputs, readings, share))
    reading = readings[0]
    if reading.error is not None:
        return Outcome(error_view(lang, "board", error_text(lang, reading.error), share))
    board = reading.board
    assert board is not None, text
    where: Box = "goal-text" if inputs.boxes.goal == "custom" else "board"
    try:
        goal = inputs.goal()
        verdict = yield from _showing(analyze_steps(board, goal), partial(analyzing, lang))
    except BoardError as error:  # a GoalError too: about the goal box, or the board's shape
        return Outcome(error_view(lang, where, error_text(lang, error), share))
    pairs = inversion_pairs(board, goal) if board.size <= PAIRS_LIMIT else None
    kind: Kind = "solvable" if verdict.solvable else "unsolvable"
    known = Status(say(lang, kind), kind)  # shown while the swap that fixes a no is searched
    fix = yield from _showing(fix_steps(lang, board, goal, verdict), lambda _: known)
    seconds = time.perf_counter() - started
    view = board_view(lang, board, verdict, pairs, seconds, share, goal, fix)
    view = dataclasses.replace(view, read_note=read_note(lang, reading))
    return Outcome(view, Checked(board, goal, verdict))


def read(
    inputs: Inputs, shuffled: tuple[str, Board] | None
) -> Generator[Showing, None, list[Reading]]:
    """The boards in the text, each read or with its error (``BoardError`` for no board at all);
    a shuffle's own text is not read again."""
    text, largest = inputs.boxes.board, inputs.boxes.largest_is_blank
    if shuffled and not largest and not inputs.shape and shuffled[0] == text:
        return [Reading(1, Format.PLAIN, text, board=shuffled[1])]
    steps = read_steps(text, largest_is_blank=largest, shape=inputs.shape)
    readings = yield from _showing(steps, partial(counting, inputs.lang, "batch-reading"))
    if not readings:
        parse_board(text)  # raises its message for a text with no board
    return readings


def _check_batch(
    inputs: Inputs, readings: list[Reading], share: Share
) -> Generator[Showing, None, Outcome]:
    """Every board of a paste checked: the table's view and its rows."""
    lang = inputs.lang
    try:
        goal = inputs.goal()
    except BoardError as error:
        return Outcome(error_view(lang, "goal-text", error_text(lang, error), share))
    steps = batch_steps(lang, readings, goal, inputs.boxes)
    rows, html_rows = yield from _showing(steps, partial(counting, lang, "batch-checking"))
    return Outcome(batch_page(lang, rows, html_rows, share), rows=tuple(rows))


def batch_steps(
    lang: Lang, readings: list[Reading], goal: Goal, here: Boxes
) -> Generator[tuple[int, int], None, tuple[list[BatchRow], list[str]]]:
    """Each board's row in turn (a goal that does not fit a board is that row's error) and its
    HTML, with its link (the boxes ``here`` with that board alone); yields how many are done."""
    rows, html_rows = [], []
    for number, reading in enumerate(readings, 1):
        try:
            row = batch_row(number, reading, goal)
        except BoardError as error:
            unfit = dataclasses.replace(reading, board=None, error=error)
            row = BatchRow(number, unfit, None)
        rows.append(row)
        link = encode(dataclasses.replace(here, board=reading.text))
        html_rows.append(batch_row_html(lang, row, link))
        yield number, len(readings)
    return rows, html_rows


def _showing(
    steps: Generator[Step, None, Result], show: Callable[[Step], Status]
) -> Generator[Showing, None, Result]:
    """``steps``, each step turned into what it shows (made only if the page shows it)."""
    while True:
        try:
            step = next(steps)
        except StopIteration as end:
            return cast(Result, end.value)
        yield partial(show, step)


def counting(lang: Lang, key: str, progress: tuple[int, int]) -> Status:
    """How far the reading or the check of a paste of many boards has got."""
    done, total = progress
    share = done / max(total, 1)
    line = say(lang, key, share=share, done=done, total=total)
    return Status(say(lang, "checking"), "checking", (line,))


def analyzing(lang: Lang, progress: Progress) -> Status:
    """How far a big board's check has got; the verdict as soon as the parity pass gives it."""
    share = progress.done / max(progress.total, 1)
    if progress.solvable is None:
        line = say(lang, "following-cycles", share=share)
        return Status(say(lang, "checking"), "checking", (line,))
    title = say(lang, "solvable" if progress.solvable else "unsolvable")
    kind: Kind = "solvable" if progress.solvable else "unsolvable"
    return Status(title, kind, (say(lang, "counting-inversions", share=share),))
