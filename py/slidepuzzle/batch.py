"""Many boards at once: one row of facts per board of a paste, and the table as CSV.

The CLI's ``check --csv`` and the page's batch table (and its Download CSV) build the same rows
here: ``batch_row`` per board (one at a time, so a page can check them in slices),
``batch_csv`` for the table.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass

from slidepuzzle.board import Goal
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.messages import counted, say
from slidepuzzle.parse import Reading
from slidepuzzle.rule import Rule, Verdict, analyze, rule_name

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
    "permutation_parity",
    "blank_distance",
    "deciding",
    "notes",
    "error",
)
"""The columns of the CSV table, in order."""


@dataclass(frozen=True)
class BatchRow:
    """One board of a paste: where it is, how it was read, and its verdict or its error."""

    number: int
    reading: Reading
    verdict: Verdict | None

    @property
    def error(self) -> str:
        """Why the board could not be read ("" when it was), in English: ``error_in(lang)``."""
        return self.error_in(DEFAULT_LANG)

    def error_in(self, lang: Lang) -> str:
        """Why the board could not be read ("" when it was), in ``lang``."""
        return "" if self.reading.error is None else self.reading.error.message(lang)

    def fields(self, source: str = "", lang: Lang = DEFAULT_LANG) -> dict[str, object]:
        """The row's cells by ``CSV_COLUMNS`` name (empty where there is no verdict); the
        words (yes/no, even/odd, the rule, notes, the error) in ``lang``."""
        verdict, reading = self.verdict, self.reading
        cells: dict[str, object] = dict.fromkeys(CSV_COLUMNS, "")
        cells |= {
            "source": source,
            "board": self.number,
            "line": reading.line,
            "format": reading.format,
            "notes": say(lang, "csv-note-separator").join(n.message(lang) for n in reading.notes),
            "error": self.error_in(lang),
        }
        if verdict is not None:
            cells |= {
                "rows": verdict.rows,
                "cols": verdict.cols,
                "solvable": say(lang, "csv-yes" if verdict.solvable else "csv-no"),
                "rule": rule_name(verdict.rule, lang),
                "inversions": verdict.inversions,
                "blank_row_from_bottom": verdict.blank_row_from_bottom,
                "permutation_parity": say(lang, f"csv-{verdict.permutation_parity}"),
                "blank_distance": verdict.blank_distance,
                "deciding": deciding_numbers(verdict, lang),
            }
        return cells


def batch_row(number: int, reading: Reading, goal: Goal = None) -> BatchRow:
    """The row of board ``number`` (from 1): its verdict against ``goal`` when it was read."""
    verdict = None if reading.board is None else analyze(reading.board, goal)
    return BatchRow(number, reading, verdict)


def deciding_numbers(verdict: Verdict, lang: Lang = DEFAULT_LANG) -> str:
    """The numbers the rule decided by: ``"49 inversions, blank on row 2 from the bottom"``."""
    if verdict.rule is Rule.SINGLE_LINE:
        return say(lang, "deciding-in-order" if verdict.solvable else "deciding-out-of-order")
    inversions = counted(lang, verdict.inversions, "inversion")
    if verdict.rule is Rule.ODD_WIDTH:
        return say(lang, "deciding-odd-width", inversions=inversions)
    if verdict.rule is Rule.EVEN_WIDTH:
        row = verdict.blank_row_from_bottom
        return say(lang, "deciding-even-width", inversions=inversions, row=row)
    moves = counted(lang, verdict.blank_distance, "distance")
    return say(lang, f"deciding-parity-{verdict.permutation_parity}", moves=moves)


def batch_csv(
    rows: Iterable[tuple[str, BatchRow]], *, header: bool = True, lang: Lang = DEFAULT_LANG
) -> str:
    """The table as CSV text: ``(source, row)`` pairs, one line each, under a header line.

    The header and the words in the cells are in ``lang``; English by default (the header is
    then ``CSV_COLUMNS``), numbers as digits in every language, so a spreadsheet reads them.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    if header:
        writer.writerow(csv_header(lang))
    for source, row in rows:
        cells = row.fields(source, lang)
        writer.writerow(cells[column] for column in CSV_COLUMNS)
    return out.getvalue()


def csv_header(lang: Lang = DEFAULT_LANG) -> list[str]:
    """The CSV table's column names in ``lang`` (``CSV_COLUMNS`` in English)."""
    return [say(lang, f"csv-{column}") for column in CSV_COLUMNS]
