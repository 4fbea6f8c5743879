"""The batch table's optimal-moves column: what it shows while it fills and once it is full.

Pure Python (no browser imports). After a paste of several boards is checked and its table
shown, ``page.checking`` runs ``slidepuzzle.batch.optimal_steps`` in slices on the page's
thread: a distance table's lookup for boards of up to 10 cells (3 x 3, 2 x 4...; the table built
in slices the first time: some 10 seconds in the browser for 3 x 3, under a second natively) and
lines, ``BUDGET`` seconds in all. Boards of 11 to 16 cells are "not computed": their search
cannot be cut into slices (5,000 nodes of it already take 0.1 s natively, several times that
in the browser), and the solver's worker does not take them yet. Each cell is written once the
pass is done, a chunk of rows at a time.
"""

from __future__ import annotations

from collections.abc import Sequence

from slidepuzzle.batch import BatchRow, Finding
from slidepuzzle.distance import TABLE_CELLS
from slidepuzzle.i18n import Lang

from page.wording import PagePhrase, said

BUDGET = 30.0
"""Seconds the page spends on a paste's optimal moves, all boards together (a build included)."""

CELLS = TABLE_CELLS
"""The largest boards (but lines) whose optimal moves the page finds: those with a table."""


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
