"""Checks under way: the check's state, and ``page.check`` run in slices against the page.

``schedule`` reads the boxes once (``read_inputs``) and starts a check; a newer check or shuffle
supersedes one under way (``CheckState.generation``), which stops at its next slice. ``apply`` is
the one place a check's outcome reaches the state and the page. ``settled`` waits for the check of
what the boxes hold now: Solve and Play wait on it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Generator
from dataclasses import dataclass, field
from typing import Any, TypeVar

from slidepuzzle import Board
from slidepuzzle.batch import EXTRA_COLUMNS, BatchRow, batch_csv, optimal_steps
from slidepuzzle.i18n import Lang

from page import (
    dom,
    language,
    links,
    optimal,
    proof,
    read_as,
    sharing,
    slices,
    solve_panel,
    solver_client,
)
from page.check import Checked, Inputs, Outcome, Showing, check_steps, opening
from page.view import BATCH_CHUNK, failure_view
from page.wording import Said, said

TYPING_PAUSE = 0.15
"""Seconds of quiet after a keystroke before the board is checked again."""

SLICE_SECONDS = 0.05
"""How long a slice of heavy work (a check, a shuffle) may hold the browser before it pauses."""

CSV_NAME = "boards.csv"
"""The file Download CSV saves (the table of a paste of several boards)."""

Result = TypeVar("Result")


@dataclass
class CheckState:
    """What the checks know: the board checked, the check under way, the last shuffle."""

    checked: Checked | None = None
    """The board last checked, its goal and verdict (None: the boxes hold no single board)."""
    generation: int = 0
    """Raised by every new check or shuffle: work from an older one stops."""
    task: asyncio.Future[Any] | None = None
    """The check or shuffle under way."""
    working: int = 0
    """Checks and shuffles still running, superseded ones included."""
    done: asyncio.Event = field(default_factory=asyncio.Event)
    """Set when the check of the text now in the boxes is done."""
    shuffled: tuple[str, Board] | None = None
    """The text and board of the last shuffle: its check needs no reading."""
    rows: tuple[BatchRow, ...] = ()
    """The rows of the last paste of several boards checked, for Download CSV."""

    def begin(self) -> int:
        """A new check or shuffle starts: it supersedes older ones; its number."""
        self.generation += 1
        self.done.clear()
        return self.generation


state = CheckState()


def read_inputs(board: str | None = None) -> Inputs:
    """Everything a check reads, read at once (the shape chosen only while the text is the one
    it was chosen for); ``board``: the Board box's text, known already."""
    boxes = dom.boxes(board)
    return Inputs(boxes, language.lang(), *read_as.asked(boxes.board))


def schedule(pause: float = 0.0, inputs: Inputs | None = None) -> None:
    """Check the boxes as they are now (or ``inputs``, what they are known to hold) after
    ``pause`` seconds; until then the verdict is busy (a long text's says "Checking…" at once),
    the link field holds the new link and the address bar no older board's."""
    inputs = inputs or read_inputs()
    mine = state.begin()
    dom.busy(True)
    first = opening(inputs)
    if first is not None:  # a long text: say so at once, not after the pause and the reading
        dom.verdict(first)
    dom.share(inputs.lang, links.encode(inputs.boxes), pending=True)
    state.task = asyncio.ensure_future(run(mine, inputs, pause))


async def settled() -> Checked | None:
    """The board checked, once the check of what the boxes hold now is done."""
    await state.done.wait()
    return state.checked


def begin() -> int:
    """Other work (a shuffle) starts: it supersedes the check or shuffle under way; its number
    (``superseded`` tells whether a newer one has started since)."""
    return state.begin()


def under_way(work: Coroutine[Any, Any, None]) -> None:
    """Run ``work`` (a shuffle begun by ``begin``) as the work under way."""
    state.task = asyncio.ensure_future(work)


def shuffled(text: str, board: Board) -> None:
    """The text a shuffle writes in the Board box, and its board: its check needs no reading."""
    state.shuffled = (text, board)


def superseded(mine: int) -> bool:
    """Whether a newer check or shuffle started after the one numbered ``mine``."""
    return mine != state.generation


def working(change: int) -> None:
    """Count the checks and shuffles still running (superseded ones finish at their next slice),
    in ``body[data-working]``: a signal that no older work can still write to the page."""
    state.working += change
    dom.mark("working", str(state.working))


async def run(mine: int, inputs: Inputs, pause: float = 0.0) -> None:
    """Check ``inputs`` and show the outcome, unless a newer check or shuffle takes over."""
    working(1)
    try:
        if pause:
            await asyncio.sleep(pause)
            if superseded(mine):
                return
        outcome = await in_slices(check_steps(inputs, state.shuffled), mine, show_progress)
        if outcome is None:
            return
        apply(outcome, inputs)
        if outcome.view.batch is not None:
            await append_rows(outcome.view.batch.chunks[1:], mine)
            await fill_optimal(outcome.rows, inputs, mine)
    finally:
        working(-1)


def show_progress(showing: Showing) -> None:
    """Show how far a check has got in the verdict box."""
    dom.verdict(showing())


def apply(outcome: Outcome, inputs: Inputs) -> None:
    """The one place a check's outcome reaches the state and the page (and the Solve panel)."""
    state.checked, state.rows = outcome.checked, outcome.rows
    read_as.offer(inputs.boxes.board, outcome.offered)
    sharing.offer_styles(None if outcome.checked is None else outcome.checked.board)
    dom.busy(False)
    dom.enable("download-csv")  # off while a batch's optimal moves are found
    language.write("batch-optimal", "")
    state.done.set()
    try:
        dom.render(inputs.lang, outcome.view)
        language.write("copy-info", "")
    except Exception as error:  # the page itself is broken: say so in the verdict at least
        dom.verdict(failure_view(inputs.lang, error, outcome.view.share).status)
        dom.show("picture", False)
        dom.show("reading", False)
        state.checked = None
    if state.checked is None:
        solve_panel.hide()
        proof.hide()
    else:
        solve_panel.show(state.checked)
        proof.show(state.checked)


class PageError(Exception):
    """The DOM side could not make what the page asked of it (an element gone)."""


def page_broken(why: str) -> None:
    """The DOM side failed to make an op, ``why``: the page itself is broken; say so in the
    verdict at least, and show nothing stale."""
    lang = language.lang()
    dom.verdict(failure_view(lang, PageError(why), links.encode(dom.boxes())).status)
    dom.show("picture", False)
    dom.show("reading", False)
    state.checked = None
    solve_panel.hide()
    proof.hide()


def fail(error: Exception, inputs: Inputs) -> None:
    """Work on ``inputs`` failed where nobody foresaw it: say so instead of a stuck "busy"."""
    apply(Outcome(failure_view(inputs.lang, error, links.encode(inputs.boxes))), inputs)


async def append_rows(chunks: tuple[str, ...], mine: int) -> None:
    """Write the rest of a batch's table a chunk at a time, the browser answering between."""
    for chunk in chunks:
        await asyncio.sleep(0.005)
        if superseded(mine):
            return
        dom.append_rows(chunk)


async def fill_optimal(rows: tuple[BatchRow, ...], inputs: Inputs, mine: int) -> None:
    """Fill the batch table's optimal-moves column (``page.optimal``): boards with a distance
    table in slices here, then those of 11 to 16 cells in the solver's worker; then keep the
    rows with their moves for Download CSV (off until then)."""
    dom.enable("download-csv", False)
    goal = inputs.goal()
    steps = optimal_steps(rows, goal, budget=optimal.BUDGET, cells=optimal.CELLS)
    try:
        filled = await in_slices(steps, mine, lambda progress: finding(optimal.finding(progress)))
        if filled is None or not await write_cells(filled, inputs.lang, mine):
            return
        wanted = optimal.searched(filled)
        if wanted and not solver_client.busy():
            finding(optimal.searching(wanted))
            request = optimal.lengths_request(wanted, goal, dom.site_folder())
            found = await solver_client.ask("lengths_json", request.to_json())
            if superseded(mine):
                return
            filled = optimal.merged(filled, wanted, found)
            if not await write_cells(wanted, inputs.lang, mine, filled):
                return
    except Exception as error:  # nobody foresaw it: say so, the table stays as checked
        finding(said("optimal-failed", error=f"{type(error).__name__}: {error}"))
        dom.enable("download-csv")
        return
    state.rows = tuple(filled)
    finding(optimal.found(filled))
    dom.enable("download-csv")


async def write_cells(
    rows: list[BatchRow], lang: Lang, mine: int, filled: list[BatchRow] | None = None
) -> bool:
    """Write the optimal-moves cells of ``rows`` (as they are in ``filled``, if given) a chunk
    at a time; False if a newer action took over meanwhile."""
    if filled is not None:
        numbers = {row.number for row in rows}
        rows = [row for row in filled if row.number in numbers]
    cells = optimal.cells(lang, rows)
    for start in range(0, len(cells), BATCH_CHUNK):
        for name, words in cells[start : start + BATCH_CHUNK]:
            dom.text(name, words)
        await asyncio.sleep(0.005)
        if superseded(mine):
            return False
    return True


def finding(said: Said) -> None:
    """Say how far the optimal-moves column has got, under the table."""
    language.write("batch-optimal", said)


async def in_slices(
    steps: Generator[Any, None, Result], mine: int, show: Callable[[Any], None]
) -> Result | None:
    """Run stepwise work to its result in slices (``page.slices``), showing its progress; None
    when a newer action (a check, a shuffle) started meanwhile, even one started before this
    work's task first ran: it supersedes this one."""
    return await slices.run(steps, SLICE_SECONDS, show, lambda: superseded(mine))


def download_csv() -> None:
    """Save the table of the paste's boards as CSV (the columns of the CLI's ``shuffle --csv``:
    the boards and their optimal moves too), its header and words in the page's language."""
    rows = (("paste", row) for row in state.rows)
    table = batch_csv(rows, lang=language.lang(), extra=EXTRA_COLUMNS)
    dom.download(CSV_NAME, table, "text/csv")
