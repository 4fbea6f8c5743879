"""Stepwise work run a slice at a time, other work answered in between.

The page's Python runs in its own worker, so a slice holds nothing the reader waits on; the pauses
are there so that a newer Event (a board typed over a 5 MB paste's check) is handled meanwhile and
supersedes the work under way (``stale``), and so that the work's progress shows.
"""

from __future__ import annotations

import asyncio
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
            if show:
                show(progress)
            await asyncio.sleep(0.005)  # newer Events are handled meanwhile
            if stale and stale():
                return None
            paused = time.perf_counter()
