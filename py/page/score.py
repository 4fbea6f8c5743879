"""The score of a board played by hand: its clock, from the first move to the goal, and the best
result at that board kept on the device (``page.records``), shown beside the clock from the
start of a game.

The one owner of the clock and of the board's best (``state``). ``page.solve_panel`` calls
``begin`` when a board is put on the stage to be played (Play it yourself, Reset), ``moved``
after every move (at the goal it returns the ``Finish``: the result and the best before it, said
in the counter; a new best is kept) and ``end`` when the stage stops being played. The clock
(``#clock``, role ``timer``: never announced) is written once a second while it runs; it starts
at the first move and stops at the goal, where the game's result is final: moves after it (and
Undo) change the board and the counter, not the result, until Reset or Play starts a new game.
Undo takes its move off the count (the count is the moves from the start to the board now: the
length of the solution played); the hint's moves count as any other.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from page import dom, language
from page.panel_view import best_line
from page.records import Finish, Result, clock, decode

CLOCK = "clock"
"""The clock on the page."""
BEST = "best"
"""The best result kept, beside the clock."""


@dataclass
class Score:
    """The game played by hand: its board's key, the best kept, its clock, its finish."""

    key: str = ""
    """The board's and goal's storage key (``page.records.record_key``)."""
    best: Result | None = None
    started: float | None = None
    """When the first move was made (``now``'s seconds; None: not yet)."""
    finish: Finish | None = None
    ticker: asyncio.Future[None] | None = None
    now: Callable[[], float] = time.monotonic
    """The clock read (seconds)."""
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    """How the clock waits for its next second."""


state = Score()


def begin(key: str) -> None:
    """A new game of the board kept under ``key``: the clock at 0:00, stopped until the first
    move; its best read from the device."""
    end()
    state.key, state.best = key, decode(dom.stored(key))
    state.started = state.finish = None
    dom.text(CLOCK, clock(0))
    language.write(BEST, best_line(state.best))


def again() -> None:
    """Reset: a new game of the same board."""
    begin(state.key)


def moved(done: int, solved: bool) -> Finish | None:
    """A move was made (``done`` moves from the start): the first starts the clock, the goal
    stops it and gives the result (kept if a new best); None otherwise."""
    if state.finish is not None or not state.key:
        return None
    if state.started is None:
        if not done:
            return None
        state.started = state.now()
        state.ticker = asyncio.ensure_future(_tick())
    if not (solved and done):
        return None
    finish = Finish(Result(done, seconds()), state.best)
    end()
    state.finish = finish
    dom.text(CLOCK, clock(finish.result.seconds))
    if finish.new_best:
        state.best = finish.result
        dom.store(state.key, finish.result.encode())
        language.write(BEST, best_line(state.best))
    return finish


def seconds() -> float:
    """The clock's seconds: from the first move to now, or to the goal."""
    if state.finish is not None:
        return state.finish.result.seconds
    return 0.0 if state.started is None else state.now() - state.started


def end() -> None:
    """The clock stops where it is (the stage leaves play, or a new game begins)."""
    if state.ticker is not None:
        state.ticker.cancel()
        state.ticker = None


async def _tick() -> None:
    """Write the clock at every whole second while it runs."""
    while True:
        await state.sleep(1 - seconds() % 1)
        dom.text(CLOCK, clock(round(seconds())))  # woken at a whole second, perhaps just before
