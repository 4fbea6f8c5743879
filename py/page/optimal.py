"""The batch table's optimal-moves column: what it shows while it fills and once it is full.

Pure Python (no browser imports). After a paste of several boards is checked and its table
shown, ``page.checking`` runs ``slidepuzzle.batch.optimal_steps`` in slices on the page's
thread: a distance table's lookup for 3 x 3, 2 x 4 and smaller (the table built in slices the
first time: some 10 seconds in the browser for 3 x 3, 0.2 s natively), lines at once, and for
boards of 11 to 16 cells a search of at most ``SEARCH_NODES`` nodes (a short slice: enough for
boards a few dozen moves from the goal; the others are "not computed"), ``BUDGET`` seconds in
all. Each cell is written once the pass is done, a chunk of rows at a time.
"""

from __future__ import annotations

from collections.abc import Sequence

from slidepuzzle.batch import BatchRow, Finding
from slidepuzzle.i18n import Lang

from page.wording import PagePhrase, said

BUDGET = 30.0
"""Seconds the page spends on a paste's optimal moves, all boards together (a build included)."""

SEARCH_NODES = 5_000
"""The most nodes one board's search may take on the page's thread (some 0.1 s in Pyodide)."""


def cell_id(number: int) -> str:
    """The id of board ``number``'s cell in the optimal-moves column."""
    return f"optimal-{number}"


def cells(lang: Lang, rows: Sequence[BatchRow]) -> list[tuple[str, str]]:
    """The cells to write once the pass is done: (id, text) of each solvable board's row, its
    fewest moves or "not computed" (the others' cells stay empty)."""
    return [
        (cell_id(row.number), row.optimal_in(lang))
        for row in rows
        if row.verdict is not None and row.verdict.solvable
    ]


def finding(progress: Finding) -> PagePhrase:
    """How far the pass has got: "Finding the optimal moves: board 40 of 1,000." or, while a
    distance table is built, its shape and the share built."""
    if progress.building is not None:
        rows, cols = progress.building
        return said("optimal-building", rows=rows, cols=cols, share=progress.share)
    return said("optimal-finding", done=progress.done, total=progress.total)


def found(rows: Sequence[BatchRow]) -> PagePhrase:
    """The pass's end: how many solvable boards got their optimal moves, of how many."""
    solvable = [row for row in rows if row.verdict is not None and row.verdict.solvable]
    computed = sum(row.optimal is not None for row in solvable)
    if computed == len(solvable):
        return said("optimal-all", found=computed)
    return said("optimal-some", found=computed, rest=len(solvable) - computed, seconds=int(BUDGET))
