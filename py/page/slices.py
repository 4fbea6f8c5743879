"""Stepwise work run on the page's thread a slice at a time, the page answering in between.

What lives at each pause is frozen (``gc.freeze``): a collection over all of a 5 MB paste's
readings would hold the page for 1 s in Pyodide (``read_steps`` under node: the longest
collection 990 ms; 10 ms with the freezes), and one in the 3 x 3 distance table's build held
Chromium's thread 438 ms (72 to 123 ms with the freezes, tests/bench_to_go.py, loads 8 to 10,
28 November 2026). ``page.checking`` gets the frozen objects back when no work runs.
"""

from __future__ import annotations

import asyncio
import gc
import time
from collections.abc import Callable, Generator
from typing import Any, TypeVar, cast

Result = TypeVar("Result")


async def run(
    steps: Generator[Any, None, Result],
    seconds: float,
    show: Callable[[Any], None] | None = None,
    stale: Callable[[], bool] | None = None,
) -> Result | None:
    """Run ``steps`` to its result, pausing every ``seconds`` to ``show`` its progress; None
    when ``stale()`` says at a pause or at the end that newer work superseded it."""
    paused = time.perf_counter()
    while True:
        try:
            progress = next(steps)
        except StopIteration as end:  # superseded before its first pause: its result is stale
            return None if stale and stale() else cast(Result, end.value)
        if time.perf_counter() - paused > seconds:
            gc.freeze()  # the objects made so far: out of later collections
            if show:
                show(progress)
            await asyncio.sleep(0.005)  # a task of its own: the browser paints and handles input
            if stale and stale():
                return None
            paused = time.perf_counter()
