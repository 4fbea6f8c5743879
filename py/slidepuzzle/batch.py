"""Many boards at once: one row of facts per board of a paste, and the table as CSV.

The CLI's ``check --csv`` and the page's batch table (and its Download CSV) build the same rows
here: ``batch_row`` per board (one at a time, so a page can check them in slices),
``batch_csv`` for the table. Two columns come on request (``EXTRA_COLUMNS``): the board itself
and its fewest moves to the goal, ``with_optimal`` (``optimal_steps`` in slices): for boards of
up to 16 cells, within a total time budget, "not computed" beyond it (once the 8-puzzle's
distance table is built, a thousand take milliseconds).
"""

from __future__ import annotations

import contextlib
import io
import re
import time
from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import chain
from typing import TextIO

from slidepuzzle.board import Board, Goal, goal_board
from slidepuzzle.distance import distance_table, distance_table_steps, has_table, shortest_length
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.messages import counted, say
from slidepuzzle.parse import Format, Reading
from slidepuzzle.rule import RUN_CELLS, Rule, Verdict, analyze
from slidepuzzle.search import SearchTimeout
from slidepuzzle.solve import OPTIMAL_CELLS
from slidepuzzle.steps import finish

CSV_COLUMNS = (
    "source",
    "board",
    "line",
    "format",
    "rows",
    "cols",
    "solvable",
    "rule",
    "inversions",
    "blank_row_from_bottom",
    "goal_blank_row_from_bottom",
    "deciding",
    "notes",
    "error",
)
"""The columns of the CSV table, in order."""

EXTRA_COLUMNS = ("tiles", "optimal_moves")
"""Columns added on request, after those: the board as text (a row a line, as ``parse_board``
reads it) and its fewest moves to the goal (``with_optimal``)."""


@dataclass(frozen=True)
class BatchRow:
    """One board of a paste: where it is, how it was read, and its verdict or its error."""

    number: int
    reading: Reading
    verdict: Verdict | None
    optimal: int | None = None
    """The fewest moves to the goal, when computed (``with_optimal``)."""

    @property
    def error(self) -> str:
        """Why the board could not be read ("" when it was), in English: ``error_in(lang)``."""
        return self.error_in(DEFAULT_LANG)

    def error_in(self, lang: Lang) -> str:
        """Why the board could not be read ("" when it was), in ``lang``."""
        return "" if self.reading.error is None else self.reading.error.message(lang)

    def optimal_in(self, lang: Lang) -> str:
        """The fewest moves as digits; "not computed" (in ``lang``) for a solvable board whose
        moves were not computed; empty for an unsolvable or unread one."""
        if self.verdict is None or not self.verdict.solvable:
            return ""
        return say(lang, "csv-not-computed") if self.optimal is None else str(self.optimal)

    def cells(
        self,
        source: str = "",
        lang: Lang = DEFAULT_LANG,
        extra: Sequence[str] = (),
        said: dict[object, str] | None = None,
    ) -> list[object]:
        """The row's cells, in the order of ``CSV_COLUMNS`` then ``extra`` (empty where there
        is no verdict); the words (yes/no, even/odd, the rule, notes, the error) in ``lang``.
        ``said``: the words said for the rows before, kept for those after (a table of a
        million boards says "yes" once)."""
        said = {} if said is None else said
        verdict, reading = self.verdict, self.reading
        notes = reading.notes
        noted = _word(said, lang, "csv-note-separator").join(n.message(lang) for n in notes)
        facts: list[object] = [""] * 8
        if verdict is not None:
            facts = [
                verdict.rows,
                verdict.cols,
                _word(said, lang, "csv-yes" if verdict.solvable else "csv-no"),
                _word(said, lang, f"rule-name-{verdict.rule}"),
                verdict.inversions,
                verdict.blank_row_from_bottom,
                verdict.goal_blank_row_from_bottom,
                self._deciding(lang, said),
            ]
        error = self.error_in(lang)
        cells = [source, self.number, reading.line, reading.format, *facts, noted, error]
        return cells + [self._extra(column, lang) for column in extra]

    def _extra(self, column: str, lang: Lang) -> str:
        """The cell of a column of ``EXTRA_COLUMNS``."""
        if column == "tiles":
            return "" if self.reading.board is None else str(self.reading.board)
        return self.optimal_in(lang)

    def _deciding(self, lang: Lang, said: dict[object, str]) -> str:
        assert self.verdict is not None
        facts = _deciding_facts(self.verdict)
        if facts not in said:
            said[facts] = _deciding_words(lang, *facts)
        return said[facts]


_PLAIN_TEXT = re.compile(r"[0-9 \n]*")
_GAPS = re.compile(r"(\n *(?:\n *)+)")  # blank lines (spaces alone count as blank)


def plain_readings(text: str, before: int = 0) -> list[Reading] | None:
    """The readings of ``text`` (its lines counted after ``before`` lines) when it is a game
    maker's batch: boards of digits and spaces alone, blank lines between them, each of two
    rows or more of the same three values or more, holding each of ``0 .. n-1`` once, ``n`` up
    to ``RUN_CELLS``: read at once, as ``read_boards`` reads them; ``None`` for any other text
    (``read_boards`` reads it, its messages and notes)."""
    if "\n" not in text or not _PLAIN_TEXT.fullmatch(text):
        return None
    start = text.rfind("\n", 0, len(text) - len(text.lstrip(" \n"))) + 1  # after blank lines
    before += text.count("\n", 0, start)  # (a chunk of a file may start with some)
    text = text[start:]
    readings = []
    parts = _GAPS.split(text.rstrip())  # boards, and the blank lines between them
    line = before + 1
    for at in range(0, len(parts), 2):
        block = parts[at]
        values = list(map(str.split, block.split("\n")))  # a row a line
        rows, cols = len(values), len(values[0])
        tiles = tuple(map(int, chain.from_iterable(values)))
        if not (
            rows >= 2
            and cols >= 3
            and set(map(len, values)) == {cols}
            and len(tiles) <= RUN_CELLS
            and set(tiles) == _every_tile(len(tiles))
        ):
            return None
        readings.append(Reading(line, Format.PLAIN, block, Board._trusted(rows, cols, tiles)))
        line += rows + (parts[at + 1].count("\n") - 1 if at + 1 < len(parts) else 0)
    return readings


@lru_cache(maxsize=64)
def _every_tile(cells: int) -> frozenset[int]:
    """``{0, 1, ..., cells - 1}``."""
    return frozenset(range(cells))


def _word(said: dict[object, str], lang: Lang, key: str) -> str:
    """What ``key`` says in ``lang``, said once for a whole table (kept in ``said``)."""
    if key not in said:
        said[key] = say(lang, key)
    return said[key]


def batch_row(number: int, reading: Reading, goal: Goal = None) -> BatchRow:
    """The row of board ``number`` (from 1): its verdict against ``goal`` when it was read."""
    verdict = None if reading.board is None else analyze(reading.board, goal)
    return BatchRow(number, reading, verdict)


def deciding_numbers(verdict: Verdict, lang: Lang = DEFAULT_LANG) -> str:
    """The numbers the rule decided by: ``"49 inversions, blank on row 2 from the bottom"``;
    for every goal the count of the verdict's steps (``Verdict.rule``)."""
    return _deciding_words(lang, *_deciding_facts(verdict))


def _deciding_facts(verdict: Verdict) -> tuple[Rule, bool, int, int]:
    """What ``deciding_numbers`` says of a verdict (a key: a table says each once)."""
    return (verdict.rule, verdict.solvable, verdict.inversions, verdict.blank_row_from_bottom)


def _deciding_words(lang: Lang, rule: Rule, solvable: bool, inversions: int, row: int) -> str:
    if rule is Rule.SINGLE_LINE:
        return say(lang, "deciding-in-order" if solvable else "deciding-out-of-order")
    counted_inversions = counted(lang, inversions, "inversion")
    if rule is Rule.ODD_WIDTH:
        return say(lang, "deciding-odd-width", inversions=counted_inversions)
    return say(lang, "deciding-even-width", inversions=counted_inversions, row=row)


@dataclass(frozen=True)
class Finding:
    """How far ``optimal_steps`` has got: ``done`` boards of ``total``, and while a distance
    table is built for the next one, its shape and the share of it built."""

    done: int
    total: int
    building: tuple[int, int] | None = None
    share: float = 0.0


def optimal_steps(
    rows: Sequence[BatchRow], goal: Goal = None, *, budget: float, cells: int = OPTIMAL_CELLS
) -> Generator[Finding, None, list[BatchRow]]:
    """The rows, each solvable board of up to ``cells`` cells (at most ``OPTIMAL_CELLS``; lines
    of any length) with its fewest moves to ``goal`` while the ``budget`` (seconds, all boards
    together, a table's build included) lasts. Yields after each board and between slices of a
    table's build (a page passes ``TABLE_CELLS``: a search cannot be cut into slices)."""
    deadline = time.perf_counter() + budget
    done: list[BatchRow] = []
    for row in rows:
        board = row.reading.board
        if (
            board is not None
            and row.verdict is not None
            and row.verdict.solvable
            and (board.size <= min(cells, OPTIMAL_CELLS) or 1 in board.shape)
            and time.perf_counter() < deadline
        ):
            target, length = goal_board(*board.shape, goal), None
            if has_table(*board.shape):
                for found, boards in distance_table_steps(target):
                    if time.perf_counter() > deadline:
                        break  # the table is left unbuilt: this board and the rest not computed
                    yield Finding(len(done), len(rows), board.shape, found / boards)
                else:
                    length = distance_table(target).distance(board)
            else:
                with contextlib.suppress(SearchTimeout):  # not computed
                    length, _ = shortest_length(board, target, deadline=deadline)
            row = replace(row, optimal=length)
        done.append(row)
        yield Finding(len(done), len(rows))
    return done


def with_optimal(
    rows: Iterable[BatchRow], goal: Goal = None, *, budget: float
) -> Iterator[BatchRow]:
    """``optimal_steps`` at once."""
    yield from finish(optimal_steps(list(rows), goal, budget=budget))


def batch_csv(
    rows: Iterable[tuple[str, BatchRow]],
    *,
    header: bool = True,
    lang: Lang = DEFAULT_LANG,
    extra: Sequence[str] = (),
) -> str:
    """The table as CSV text: ``(source, row)`` pairs, one line each, under a header line.

    The header and the words in the cells are in ``lang``; English by default (the header is
    then ``CSV_COLUMNS``), numbers as digits in every language, so a spreadsheet reads them.
    ``extra``: columns of ``EXTRA_COLUMNS`` to add at the end.
    """
    out = io.StringIO()
    table = CsvTable(out, header=header, lang=lang, extra=extra)
    for source, row in rows:
        table.write(source, row)
    return out.getvalue()


class CsvTable:
    """The CSV table written to ``out`` a row at a time, as rows come (the command line
    streams a million boards so): its header first, unless ``header=False``."""

    def __init__(
        self,
        out: TextIO,
        *,
        header: bool = True,
        lang: Lang = DEFAULT_LANG,
        extra: Sequence[str] = (),
    ) -> None:
        import csv  # here: about 30 ms to import in the page, and only a download needs it

        self._writer = csv.writer(out, lineterminator="\n")
        self._lang, self._extra = lang, extra
        self._said: dict[object, str] = {}  # the words of the rows so far
        if header:
            self._writer.writerow(csv_header(lang, extra))

    def write(self, source: str, row: BatchRow) -> None:
        """One board's line."""
        self._writer.writerow(row.cells(source, self._lang, self._extra, self._said))


def csv_header(lang: Lang = DEFAULT_LANG, extra: Sequence[str] = ()) -> list[str]:
    """The CSV table's column names in ``lang`` (``CSV_COLUMNS`` in English), ``extra`` last."""
    return [say(lang, f"csv-{column}") for column in [*CSV_COLUMNS, *extra]]
