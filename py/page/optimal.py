"""The batch table's optimal-moves column: what it shows while it fills and once it is full.

Pure Python (no browser imports). After a paste of several boards is checked and its table
shown, ``page.checking`` runs ``slidepuzzle.batch.optimal_steps`` in slices in the page's
worker: a distance table's lookup for boards of up to 10 cells (3 x 3, 2 x 4...; the table built
in slices the first time: some 10 seconds in the browser for 3 x 3, under a second natively) and
lines, ``BUDGET`` seconds in all. Boards of 11 to 16 cells are searched in the solver's worker
(``searched``, ``lengths_request``, ``merged``), ``BUDGET`` seconds more: their search cannot be
cut into slices (5,000 nodes of it already take 0.1 s natively, several times that in the
browser). Each pass's cells are written once it is done, a chunk of rows at a time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from slidepuzzle import Board, Goal
from slidepuzzle.batch import BatchRow, Finding
from slidepuzzle.distance import TABLE_CELLS
from slidepuzzle.i18n import Lang
from slidepuzzle.messages import Count
from slidepuzzle.solve import OPTIMAL_CELLS

from page.protocol import Lengths, LengthsRequest, Message
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


def searched(rows: Sequence[BatchRow]) -> list[BatchRow]:
    """The rows whose boards the solver's worker searches: solvable, of more than ``CELLS``
    cells but at most ``OPTIMAL_CELLS``, not lines."""
    return [
        row
        for row in rows
        if row.verdict is not None
        and row.verdict.solvable
        and row.reading.board is not None
        and CELLS < row.reading.board.size <= OPTIMAL_CELLS
        and 1 not in row.reading.board.shape
    ]


def lengths_request(rows: Sequence[BatchRow], goal: Goal, site: str) -> LengthsRequest:
    """What the solver's worker is asked for the boards of ``rows``."""
    boards: list[Board] = [row.reading.board for row in rows if row.reading.board is not None]
    return LengthsRequest.of(boards, goal, BUDGET, site)


def merged(
    rows: Sequence[BatchRow], searched: Sequence[BatchRow], found: Message | None
) -> list[BatchRow]:
    """``rows`` with the fewest moves the worker ``found`` for the ``searched`` ones (anything
    but ``Lengths``: none found; an answer of another length, or what is not a whole number, is
    ignored)."""
    numbers = [row.number for row in searched]
    lengths = {}
    if isinstance(found, Lengths) and len(found.lengths) == len(numbers):
        lengths = dict(zip(numbers, found.lengths, strict=True))
    return [
        replace(row, optimal=length) if type(length := lengths.get(row.number)) is int else row
        for row in rows
    ]


def searching(rows: Sequence[BatchRow]) -> PagePhrase:
    """What the line under the table says while the solver's worker searches ``rows``."""
    return said("optimal-worker", boards=Count(len(rows), "board"), seconds=int(BUDGET))


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
