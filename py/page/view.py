"""The view model: from a checked board (or an error) to everything the page shows.

Pure Python (no browser imports). ``board_view`` turns a board, its goal and verdict into a
``PageView`` (verdict, facts, picture, reading, timing, link); ``error_view`` and ``failure_view``
do the same for a bad box or an unforeseen failure. ``page.dom.render`` is the one place that
writes a ``PageView`` into the page. The Solve panel's pieces (the stage, its spoken text, the
moves) are built here too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from slidepuzzle import BLANK, Board, Goal, Tile, Verdict, goal_board
from slidepuzzle.batch import BatchRow, deciding_numbers
from slidepuzzle.i18n import Lang, format_number
from slidepuzzle.parse import Format, Note, NoteKind, format_name
from slidepuzzle.parse import Reading as TextReading

from page.links import Share
from page.markup import escape
from page.optimal import cell_id
from page.read_as import ReadAs
from page.why_view import Fix, forms_texts, partners_by_tile, pointable_tile_html, steps_html
from page.wording import batch_summary, counted, say

DRAW_LIMIT = 30
"""Boards with more rows or columns than this get a summary instead of tiles."""

READING_LIMIT = 300
"""At most this many tiles are listed in reading order; the rest are counted."""

PAIRS_LIMIT = 25
"""Inversion pairs are listed for boards of at most this many cells (5 x 5)."""

BATCH_CHUNK = 250
"""A batch's table is written this many rows at a time (10,000 rows at once hold the browser)."""

Kind = Literal["solvable", "unsolvable", "checking", ""]
"""The verdict box's look."""

Box = Literal["board", "goal-text"]
"""The two text boxes a message can be about."""


@dataclass(frozen=True)
class Status:
    """The verdict box: a title ("Solvable", "Checking…") and sentences under it."""

    title: str
    kind: Kind = ""
    sentences: tuple[str, ...] = ()


@dataclass(frozen=True)
class Picture:
    """The drawn board (HTML of its cells, or a summary) and its caption."""

    cells_html: str
    cols: int
    caption: str


@dataclass(frozen=True)
class Reading:
    """The tiles in reading order, the inversion count, and the pairs (None: not listed)."""

    tiles: str
    count: str
    pairs: str | None


@dataclass(frozen=True)
class Batch:
    """The table of a paste of several boards: its rows as HTML, one per board, in chunks of
    ``BATCH_CHUNK`` rows (the page writes the first, then appends the others between slices)."""

    chunks: tuple[str, ...]
    count: int

    @property
    def rows_html(self) -> str:
        """Every row."""
        return "".join(self.chunks)


@dataclass(frozen=True)
class PageView:
    """Everything the check shows; None hides a part."""

    status: Status
    share: Share
    picture: Picture | None = None
    reading: Reading | None = None
    timing: str = ""
    errors: dict[Box, str] = field(default_factory=dict)
    read_note: str = ""
    """How the text was read ("Read from C/C++ code: a 4 x 4 board.") and the reading's notes."""
    batch: Batch | None = None
    steps: str = ""
    """The verdict's steps as an HTML list, under its title and facts (``page.why_view``)."""
    fix: Fix | None = None
    """The swap that makes an unsolvable board solvable."""
    forms: tuple[str, ...] = ()
    """The rule's two formulations for the board, side by side."""
    read_as: ReadAs | None = None
    """The "Read it as" menu, when the text may be read in other shapes."""


def board_view(
    lang: Lang,
    board: Board,
    verdict: Verdict,
    pairs: Sequence[tuple[Tile, Tile]] | None,
    seconds: float,
    share: Share,
    goal: Goal = None,
    fix: Fix | None = None,
) -> PageView:
    """The page for a checked board (``pairs``: its inversion pairs when small enough to list):
    the verdict with its facts and its steps, the fix for a no (``why_view.fix_steps``'s), the
    proof's formulations."""
    return PageView(
        status=Status(
            say(lang, "solvable" if verdict.solvable else "unsolvable"),
            "solvable" if verdict.solvable else "unsolvable",
            (facts_text(lang, verdict),),
        ),
        steps=steps_html(lang, board, goal, verdict),
        fix=fix,
        forms=forms_texts(lang, board, goal, verdict),
        share=share,
        picture=picture(lang, board, pairs, drawn_goal(board, goal, verdict)),
        reading=Reading(
            reading_text(lang, board),
            say(lang, "inversion-count", inversions=counted(lang, verdict.inversions, "inversion")),
            None if pairs is None else pairs_text(lang, pairs),
        ),
        timing=say(lang, "checked-in", ms=seconds * 1000),
    )


def read_note(lang: Lang, reading: TextReading) -> str:
    """How a board was read, when it was not plain text, and the parser's notes, as sentences."""
    sentences = [say(lang, "read-note", note=note.message(lang)) for note in reading.notes]
    if reading.format is not Format.PLAIN and reading.board is not None:
        source = format_name(reading.format, lang)
        rows, cols = reading.board.shape
        sentences.insert(0, say(lang, "read-from", source=source, rows=rows, cols=cols))
    return " ".join(sentences)


PASSED_OVER = (NoteKind.SKIPPED, NoteKind.CODE, NoteKind.OUTPUT)
"""Notes on lines passed over, said once for a paste of several boards."""

SAID_ONCE = 5
"""At most this many other notes (how the boards were read) are said under the table."""


def paste_note(lang: Lang, readings: Iterable[TextReading]) -> str:
    """What a paste of several boards passed over (every line, each kind in one sentence) and
    how its boards were read (each different sentence once, the first ``SAID_ONCE``)."""
    lines: dict[NoteKind, list[int]] = {kind: [] for kind in PASSED_OVER}
    others: dict[str, None] = {}
    for reading in readings:
        for note in reading.notes:
            if note.kind in lines:
                lines[note.kind] += note.lines
            elif len(others) < SAID_ONCE:
                others.setdefault(note.message(lang))
    notes = [Note(kind, lines=tuple(sorted(found))) for kind, found in lines.items() if found]
    said = [note.message(lang) for note in notes] + list(others)
    return " ".join(say(lang, "read-note", note=sentence) for sentence in said)


def batch_view(
    lang: Lang, rows: Sequence[BatchRow], links: Sequence[Share], share: Share
) -> PageView:
    """The page for a paste of several boards: the summary in the verdict box, one row each.

    ``links[i]`` opens board ``rows[i]`` alone (its fragment; ``left_out``: too large to link).
    """
    html_rows = [batch_row_html(lang, row, link) for row, link in zip(rows, links, strict=True)]
    return batch_page(lang, rows, html_rows, share)


def batch_page(
    lang: Lang, rows: Sequence[BatchRow], html_rows: Sequence[str], share: Share
) -> PageView:
    """``batch_view`` of rows whose HTML is made already (a row at a time, between slices)."""
    solvable = sum(1 for row in rows if row.verdict is not None and row.verdict.solvable)
    bad = sum(1 for row in rows if row.verdict is None)
    summary = batch_summary(lang, solvable, len(rows) - solvable - bad, bad)
    chunks = tuple(
        "".join(html_rows[start : start + BATCH_CHUNK])
        for start in range(0, len(html_rows), BATCH_CHUNK)
    )
    return PageView(
        Status(summary, "", (say(lang, "batch-details"),)),
        share,
        batch=Batch(chunks, len(rows)),
        read_note=paste_note(lang, (row.reading for row in rows)),
    )


def batch_row_html(lang: Lang, row: BatchRow, link: Share) -> str:
    """One board's row: number, shape, verdict, the deciding numbers (or the error), the optimal
    moves (empty until found), its link."""
    verdict = row.verdict
    if verdict is None:
        shape, word, why = "", say(lang, "batch-not-read"), row.error_in(lang)
    else:
        shape = say(lang, "batch-shape", rows=verdict.rows, cols=verdict.cols)
        word = say(lang, "solvable" if verdict.solvable else "unsolvable")
        why = deciding_numbers(verdict, lang)
    if link.left_out:
        opener = escape(say(lang, "batch-too-large"))
    else:
        name = escape(say(lang, "batch-open", number=row.number))
        opener = f'<a href="#{escape(link.fragment)}" target="_blank">{name}</a>'
    kind = "not-read" if verdict is None else "solvable" if verdict.solvable else "unsolvable"
    cells = "".join(f"<td>{escape(cell)}</td>" for cell in (shape, word, why))
    number = format_number(lang, row.number, ",")
    optimal = f'<td id="{cell_id(row.number)}"></td>'  # filled in later (``page.optimal``)
    return f'<tr class="{kind}"><th scope="row">{number}</th>{cells}{optimal}<td>{opener}</td></tr>'


def error_view(lang: Lang, box: Box, message: str, share: Share) -> PageView:
    """The page when the text in ``box`` is not a board: the message next to it, no verdict."""
    fix = say(lang, "fix-board" if box == "board" else "fix-goal", error=message)
    return PageView(Status(say(lang, "no-verdict"), "", (fix,)), share, errors={box: message})


def empty_view(lang: Lang, share: Share) -> PageView:
    """The page when the Board box is empty: what to do, nothing marked as wrong."""
    return PageView(Status(say(lang, "no-board"), "", (say(lang, "no-board-prompt"),)), share)


def failure_view(lang: Lang, error: BaseException, share: Share) -> PageView:
    """The page when a check raised something nobody foresaw: say so, show nothing stale."""
    why = say(lang, "check-failed-why", error=f"{type(error).__name__}: {error}")
    return PageView(Status(say(lang, "check-failed"), "unsolvable", (why,)), share)


def drawn_goal(board: Board, goal: Goal, verdict: Verdict) -> Board | None:
    """The goal board to draw beside the board: any goal but blank-last (None for it, and for a
    board too large to draw)."""
    if verdict.goal == "blank-last" or too_large(board):
        return None
    return goal_board(board.rows, board.cols, goal)


def picture(
    lang: Lang,
    board: Board,
    pairs: Sequence[tuple[Tile, Tile]] | None = None,
    goal: Board | None = None,
) -> Picture:
    """The board drawn as tiles (a summary when too large), its rows numbered from the bottom;
    the ``goal`` drawn small beside it, when given.

    With its inversion ``pairs`` (boards of up to ``PAIRS_LIMIT`` cells) each tile can be
    pointed at or focused to mark its pairs (``markPairs`` in static/page.mjs) and tells how
    many it is in."""
    if too_large(board):
        return Picture(summary_html(lang, board), board.cols, caption_text(lang, board))
    partners = None if pairs is None else partners_by_tile(pairs)
    cells = []
    for top, row in enumerate(board.grid()):
        cells.append(row_number(board, top))
        for col, tile in enumerate(row):
            if tile == BLANK:
                cells.append('<span class="hole"></span>')
            elif partners is None:
                cells.append(f'<span class="tile">{tile}</span>')
            else:
                cell = top * board.cols + col
                first = cell == (board.blank == 0)  # the first tile: the Tab key reaches it
                cells.append(pointable_tile_html(lang, tile, cell, partners.get(tile, ()), first))
    label = escape(spoken(lang, board))
    role, caption = "img", caption_text(lang, board)
    if partners is not None:
        role, caption = "group", f"{caption} {say(lang, 'caption-pairs')}"
    size = f'data-rows="{board.rows}" data-cols="{board.cols}" data-blank="{board.blank}"'
    grid = (
        f'<div class="board-grid" role="{role}" aria-label="{label}" {size}>{"".join(cells)}</div>'
    )
    if goal is not None:  # one box holds both: the page sets the columns (--cols) on it
        grid = f'<div class="boards">{grid}{goal_html(lang, goal)}</div>'
    if partners is not None:  # the pointed tile says its inversions here (``drawn.mark_pairs``)
        grid += '<p class="tile-pairs" aria-live="polite"></p>'
    return Picture(grid, board.cols, caption)


def row_number(board: Board, top: int) -> str:
    """The number of the row ``top`` rows from the top, counted from the bottom; the blank's
    row marked."""
    number = board.rows - top
    mark = " blank-row" if number == blank_row_from_bottom(board) else ""
    return f'<span class="rowno{mark}" aria-hidden="true">{number}</span>'


def goal_html(lang: Lang, goal: Board) -> str:
    """The goal drawn small, under its name, for a reader to see what it means."""
    cells = []
    for top, row in enumerate(goal.grid()):
        cells.append(row_number(goal, top))
        cells += (
            f'<span class="goal-tile">{tile}</span>' if tile else '<span class="goal-hole"></span>'
            for tile in row
        )
    name = escape(say(lang, "goal"))
    label = escape(f"{say(lang, 'goal')}: {spoken(lang, goal)}")
    return (
        f'<div class="goal-drawing"><p class="goal-name" aria-hidden="true">{name}</p>'
        f'<div class="goal-grid" role="img" aria-label="{label}">{"".join(cells)}</div></div>'
    )


def blank_row_from_bottom(board: Board) -> int:
    """The blank's row counted from the bottom, the bottom row being 1."""
    return board.rows - board.blank // board.cols


def too_large(board: Board) -> bool:
    """Whether the board has more rows or columns than are drawn."""
    return board.rows > DRAW_LIMIT or board.cols > DRAW_LIMIT


def summary_html(lang: Lang, board: Board) -> str:
    """What is shown instead of tiles for a board too large to draw."""
    row, col = board.row_col(board.blank)
    text = say(
        lang,
        "summary",
        rows=board.rows,
        cols=board.cols,
        tiles=counted(lang, board.size - 1, "tile"),
        most=DRAW_LIMIT,
        row=row + 1,
        col=col + 1,
        blank_row=blank_row_from_bottom(board),
    )
    return f'<p class="board-summary">{escape(text)}</p>'


def caption_text(lang: Lang, board: Board) -> str:
    """The caption under the drawn board."""
    return say(
        lang, "caption", rows=board.rows, cols=board.cols, blank_row=blank_row_from_bottom(board)
    )


def reading_text(lang: Lang, board: Board) -> str:
    """The tiles in reading order, the blank left out, long boards cut short."""
    tiles = [tile for tile in board.tiles[: READING_LIMIT + 1] if tile != BLANK]
    shown = " ".join(map(str, tiles[:READING_LIMIT]))
    rest = board.size - 1 - min(len(tiles), READING_LIMIT)
    return say(lang, "more-tiles", shown=shown, rest=rest) if rest > 0 else shown


def facts_text(lang: Lang, verdict: Verdict) -> str:
    """The deciding numbers in one line: the rule the steps reason by, the inversions, the
    blank's row (the steps' count, for every goal)."""
    return say(
        lang,
        "facts",
        rule=say(lang, f"rule-{verdict.rule}"),
        inversions=counted(lang, verdict.inversions, "inversion"),
        row=verdict.blank_row_from_bottom,
        goal_row=verdict.goal_blank_row_from_bottom,
    )


def pairs_text(lang: Lang, pairs: Iterable[tuple[Tile, Tile]]) -> str:
    """Inversion pairs as ``8 before 6, 8 before 7``."""
    return ", ".join(say(lang, "pair", a=a, b=b) for a, b in pairs) or say(lang, "no-pairs")


@dataclass(frozen=True)
class Spoken:
    """A board as a screen reader says it, in any language (``spoken``)."""

    board: Board

    def text(self, lang: Lang) -> str:
        return spoken(lang, self.board)


def spoken(lang: Lang, board: Board) -> str:
    """The board read out row by row from the top, the blank named: what a screen reader says."""
    rows = "; ".join(
        " ".join(say(lang, "blank") if tile == BLANK else str(tile) for tile in row)
        for row in board.grid()
    )
    return say(lang, "spoken-board", rows=board.rows, cols=board.cols, cells=rows)
