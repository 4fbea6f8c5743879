"""Work done in slices: a generator yields between slices and returns its result at the end.

Long jobs on big boards (the solvability check, a shuffle, writing a board out) are generators,
so the page can run a slice, let the browser paint, and run the next; everything else drains
them at once with ``finish``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TypeAlias, TypeVar

Result = TypeVar("Result")
Report = TypeVar("Report")

STEP_CELLS = 1 << 14
"""A stepwise job yields at least every this many cells (some 10 to 20 ms in the browser)."""

STEP_CHARS = 1 << 18
"""A stepwise search through text yields at least every this many characters."""

Steps: TypeAlias = Generator[tuple[int, int], None, Result]
"""A job done in slices: yields (work done, total work) between slices, returns its result."""


def finish(steps: Generator[object, None, Result]) -> Result:
    """Run a stepwise job to its end without pausing: its result."""
    while True:
        try:
            next(steps)
        except StopIteration as end:
            result: Result = end.value
            return result


def report(
    steps: Steps[Result], as_report: Callable[[int, int], Report]
) -> Generator[Report, None, Result]:
    """``steps`` yielding ``as_report(done, total)`` instead of ``(done, total)``; its result."""
    while True:
        try:
            done, total = next(steps)
        except StopIteration as end:
            result: Result = end.value
            return result
        yield as_report(done, total)
