"""Can a board reach its goal, and why: ``is_solvable``, ``analyze`` and the words they use.

Vocabulary:

- a *move* swaps the blank with a tile next to it, so it flips the parity of the permutation of
  the cells (the blank counted as a tile) and moves the blank one cell;
- an *inversion* is a pair of tiles (the blank left out) in the wrong order: ``a`` comes before
  ``b`` in reading order but after it in the goal (for the usual goal: ``a > b``);
- the *blank row from the bottom* counts the bottom row as 1.

The rule for every shape and goal, as the verdict states it and explains it: on a single row or
column tiles never pass each other, so the tiles must already be in the goal's order. On a board
of at least 2 x 2, the inversions against the goal's order (plus, on an even width, the blank's
row from the bottom) keep their parity in play, and a board can reach the goal exactly when that
parity is the goal's (0 inversions; on an even width, plus the goal's blank row): for the usual
goal the classic rule of the seed articles, odd width, inversions even; even width, inversions +
blank row odd. ``analyze`` decides a board of up to ``RUN_CELLS`` cells so, from its inversion
count; a bigger board's verdict (and ``analyze_steps``', known before its count) is computed by
the rule's second formulation, one pass over the permutation's cycles: the permutation taking
the board to the goal (the blank counted) has the parity of the blank's Manhattan distance to its
goal cell (necessary since every move is one swap and one cell; sufficient because 3-cycles of
tiles can be made anywhere, see the OI wiki article); ``slidepuzzle.why`` shows both formulations
side by side, and the tests hold the two to each other.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property, lru_cache
from itertools import combinations, compress, count, islice, repeat, starmap
from operator import gt
from typing import Literal, TypeAlias

from slidepuzzle.board import (
    GOAL_NAMES,
    Board,
    Cell,
    Goal,
    GoalName,
    Tile,
    check_goal,
    goal_board,
)
from slidepuzzle.grid import Grid
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.messages import counted, say
from slidepuzzle.steps import STEP_CELLS, Steps, finish, report


class Rule(StrEnum):
    """The rule a verdict is stated and explained by, for every goal; each equals its id
    (``Rule.ODD_WIDTH == "odd-width"``)."""

    SINGLE_LINE = "single-line"
    ODD_WIDTH = "odd-width"
    EVEN_WIDTH = "even-width"


RULES: dict[Rule, str] = {rule: say("en", f"rule-{rule}") for rule in Rule}
"""Each rule that can decide, with what it says (in English: ``rule_text`` for any language)."""


def rule_name(rule: Rule, lang: Lang) -> str:
    """The rule's name in ``lang``: ``"odd-width"`` in English."""
    return say(lang, f"rule-name-{rule}")


def rule_text(rule: Rule, lang: Lang) -> str:
    """What the rule says, in ``lang`` (``RULES`` is the English)."""
    return say(lang, f"rule-{rule}")


class CheckStep(StrEnum):
    """The steps of ``analyze_steps``, in order, as ``Progress.step``."""

    PARITY = "parity"
    """The permutation's parity by one pass over its cycles: the verdict is known after it."""
    INVERSIONS = "inversions"
    """The merge count of the inversions, for the explanation."""


Parity: TypeAlias = Literal["even", "odd"]
"""The parity of a count or of a permutation."""

VerdictGoal: TypeAlias = GoalName | Literal["custom"]
"""The goal a verdict is for: a goal name, or ``"custom"`` for a goal given as a board."""

COUNTED_BY = "merge count: runs sorted by insertion, then merged pairwise, O(n log n)"
"""How ``analyze`` counts inversions."""

RUN_CELLS = 1024
"""The merge count sorts runs of this many values by insertion first; ``analyze`` counts a
board of up to this many cells in one run."""

MAX_PAIR_CELLS = 1000
"""``inversion_pairs`` lists pairs for boards of at most this many cells."""

SHOWN_TILES = 12
"""A single line's explanation shows at most this many of its tiles."""


@dataclass(frozen=True)
class LineOrder:
    """A single row or column's tiles read without the blank, against the goal's order."""

    tiles: tuple[Tile, ...]  # the first SHOWN_TILES tiles of the board
    goal_tiles: tuple[Tile, ...]  # the first SHOWN_TILES tiles of the goal
    more: bool  # whether there are more tiles than shown
    place: int  # where the first difference is, from 1; 0 when the order is the goal's
    tile: Tile  # the board's tile there (0 when none)
    goal_tile: Tile  # the goal's tile there (0 when none)


@dataclass(frozen=True)
class Verdict:
    """Whether a board can reach its goal, which rule decided, and the numbers behind it."""

    solvable: bool
    rule: Rule
    rows: int
    cols: int
    goal: VerdictGoal
    inversions: int  # pairs of tiles out of the goal's order, the blank left out
    counted_by: str  # how the inversions were counted
    blank_row_from_bottom: int  # 1 = the bottom row
    goal_blank_row_from_bottom: int
    blank_cell: Cell = 0  # the blank's cell, in reading order from 0
    goal_blank_cell: Cell = 0  # the blank's cell in the goal
    line: LineOrder | None = None  # a single line's order against the goal's (rule single-line)

    @cached_property
    def explanation(self) -> str:
        """Why, in English sentences with this board's numbers: ``explain(self, "en")``.

        Written when first read (a batch of boards needs only the numbers).
        """
        return explain(self, DEFAULT_LANG)


@dataclass(frozen=True)
class Progress:
    """How far ``analyze_steps`` has got: its step, that step's work done, the verdict if known."""

    step: CheckStep
    done: int
    total: int
    solvable: bool | None  # known once the parity step is done


def is_solvable(board: Board, goal: Goal = None) -> bool:
    """Whether ``board`` can reach ``goal`` (None: tiles in reading order, blank last).

    The verdict of ``analyze_steps`` at once: its parity pass (on a single line, the tiles'
    order alone), without the inversion count (nor the progress reports between slices).
    """
    rows, cols = board.rows, board.cols
    goal_blank, goal_parity = _goal_facts(rows, cols, goal)  # checks the goal too
    distance = Grid(rows, cols).distance(board.blank, goal_blank)
    return _solvable(board, goal, goal_parity, distance)


def analyze(board: Board, goal: Goal = None) -> Verdict:
    """The verdict with its reasoning: the rule that decides, its numbers, the explanation.

    A board of up to ``RUN_CELLS`` cells (a batch's boards) is decided by the rule's first
    formulation, from its inversions counted in one sorted run; a bigger one as
    ``analyze_steps`` decides it, its slices drained without reports.
    """
    goal_blank, goal_parity = _goal_facts(board.rows, board.cols, goal)  # checks the goal too
    if board.size <= RUN_CELLS:
        inversions = _sorted_run(_goal_ranks(board, goal))[1]
        solvable = _solvable_by_inversions(board, goal_blank, inversions)
        return _verdict(board, goal, goal_blank, solvable, inversions)
    parity = finish(_parity_steps(board.tiles))
    distance = Grid(board.rows, board.cols).distance(board.blank, goal_blank)
    solvable = _solvable(board, goal, goal_parity, distance, parity)
    inversions = finish(_inversion_steps(_goal_ranks(board, goal)))
    return _verdict(board, goal, goal_blank, solvable, inversions)


def analyze_steps(board: Board, goal: Goal = None) -> Generator[Progress, None, Verdict]:
    """``analyze`` in slices of at most ``STEP_CELLS`` cells: yields ``Progress``, returns it.

    The verdict is known after the parity step (``Progress.solvable``); the inversion count,
    the slow part on big boards, comes after it.
    """
    goal_blank, goal_parity = _goal_facts(board.rows, board.cols, goal)  # checks the goal too
    parity = yield from _progress(CheckStep.PARITY, _parity_steps(board.tiles))
    distance = Grid(board.rows, board.cols).distance(board.blank, goal_blank)
    solvable = _solvable(board, goal, goal_parity, distance, parity)
    yield Progress(CheckStep.INVERSIONS, 0, 1, solvable)
    inversions = yield from _progress(
        CheckStep.INVERSIONS, _inversion_steps(_goal_ranks(board, goal)), solvable
    )
    return _verdict(board, goal, goal_blank, solvable, inversions)


def _verdict(
    board: Board, goal: Goal, goal_blank: Cell, solvable: bool, inversions: int
) -> Verdict:
    """The verdict from what ``analyze`` and ``analyze_steps`` found."""
    rows, cols = board.rows, board.cols
    blank = board.blank
    verdict_goal = goal_name(rows, cols, goal)
    line = None
    if rows == 1 or cols == 1:
        line = _line_order(board.tiles, _goal_order(rows, cols, goal))
        rule = Rule.SINGLE_LINE
    else:
        rule = Rule.ODD_WIDTH if cols % 2 else Rule.EVEN_WIDTH
    return Verdict(
        solvable=solvable,
        rule=rule,
        rows=rows,
        cols=cols,
        goal=verdict_goal,
        inversions=inversions,
        counted_by=COUNTED_BY,
        blank_row_from_bottom=rows - blank // cols,
        goal_blank_row_from_bottom=rows - goal_blank // cols,
        blank_cell=blank,
        goal_blank_cell=goal_blank,
        line=line,
    )


def goal_name(rows: int, cols: int, goal: Goal) -> VerdictGoal:
    """The goal's name: a goal equal to a named goal is that goal, the first in ``GOAL_NAMES``
    (a goal board equal to blank-last is explained as blank-last is, and so is the spiral of a
    1 x 3 board); any other goal board is ``"custom"``."""
    if goal is None:
        return "blank-last"
    if isinstance(goal, str) and goal != "spiral":
        return goal
    target = goal_board(rows, cols, goal)
    # what each named goal must have, looked at before the goal is built (a spiral: its top row)
    looks = {
        "blank-last": target.blank == rows * cols - 1,
        "blank-first": target.blank == 0,
        "spiral": target.tiles[:cols] == tuple(range(1, cols + 1)),
    }
    named = (name for name in GOAL_NAMES if looks[name])
    return next((name for name in named if goal_board(rows, cols, name) == target), "custom")


def _solvable(
    board: Board, goal: Goal, goal_parity: int, distance: int, parity: int | None = None
) -> bool:
    """The verdict: on a single line, whether the tiles are in the goal's order; else whether
    the permutation to the goal (the board's ``parity``, counted here if not given, against the
    goal's) has the parity of the blank's distance to its goal cell."""
    rows, cols = board.rows, board.cols
    if rows == 1 or cols == 1:
        return tuple(filter(None, board.tiles)) == _goal_order(rows, cols, goal)
    if parity is None:
        parity = permutation_parity(board.tiles)
    return parity ^ goal_parity == distance & 1


def _solvable_by_inversions(board: Board, goal_blank: Cell, inversions: int) -> bool:
    """The verdict by the rule's first formulation, from the ``inversions`` against the goal's
    order: on a single line none; else their parity, plus on an even width the rows between
    the blank and its goal cell, even."""
    rows, cols = board.rows, board.cols
    if rows == 1 or cols == 1:
        return inversions == 0
    rows_apart = 0 if cols % 2 else board.blank // cols - goal_blank // cols
    return (inversions + rows_apart) % 2 == 0


def permutation_parity(tiles: Sequence[int]) -> int:
    """0 if ``tiles``, a permutation of ``0 .. n-1`` (cell to tile), is even, 1 if it is odd."""
    return finish(_parity_steps(tiles))


def count_inversions(values: Sequence[int], run: int = RUN_CELLS) -> int:
    """The pairs ``i < j`` with ``values[i] > values[j]`` (distinct values), in O(n log n)."""
    return finish(_inversion_steps(values, run))


def _parity_steps(tiles: Sequence[int]) -> Steps[int]:
    """The permutation's parity by one pass over its cycles, yielding every ``STEP_CELLS`` cells.

    A cycle of length k is k - 1 swaps, so the parity is that of n minus the number of cycles.
    Each cell is visited once: a cycle is followed until it closes, then the next unseen cell
    (found by ``bytearray.find``, in C) starts the next one.
    """
    n = len(tiles)
    seen = bytearray(n)
    cycles, start, cell = 1, 0, 0
    for done in range(0, n, STEP_CELLS):
        for _ in repeat(None, min(STEP_CELLS, n - done)):
            if seen[cell]:
                start = seen.find(0, start + 1)
                cycles += 1
                cell = start
            seen[cell] = 1
            cell = tiles[cell]
        yield done, n
    return (n - cycles) & 1


def _inversion_steps(values: Sequence[int], run: int = RUN_CELLS) -> Steps[int]:
    """The merge count of inversions, yielding after each run and every ``STEP_CELLS`` merged.

    Runs of ``run`` values are sorted by insertion, each value passing the larger ones before it.
    Then neighbouring sorted runs ``left`` and ``right`` are merged: a value of ``right`` that
    lands at place ``p`` of the merged list, ``j`` values of ``right`` before it, has ``p - j``
    values of ``left`` before it and passes the other ``len(left) - (p - j)``. The places are
    looked up in a dict built in C.
    """
    n = len(values)
    total = n * (1 + max(0, (-(-n // run) - 1).bit_length()))  # the runs, then each merge level
    done = inversions = 0
    runs: list[list[int]] = []
    for start in range(0, n, run):
        ordered, passed = _sorted_run(values[start : start + run])
        inversions += passed
        runs.append(ordered)
        done += len(ordered)
        yield done, total
    while len(runs) > 1:
        merged = []
        for left, right in zip(runs[::2], runs[1::2], strict=False):
            both = sorted(left + right)
            place: dict[int, int] = {}
            for first in range(0, len(both), STEP_CELLS):
                place.update(zip(both[first : first + STEP_CELLS], count(first)))
                yield done + first // 2, total
            for first in range(0, len(right), STEP_CELLS):
                chunk = right[first : first + STEP_CELLS]
                places = sum(map(place.__getitem__, chunk))
                ahead = places - (first + first + len(chunk) - 1) * len(chunk) // 2
                inversions += len(left) * len(chunk) - ahead
                yield done + len(both) // 2 + first, total
            done += len(both)
            merged.append(both)
        if len(runs) % 2:
            merged.append(runs[-1])
            done += len(runs[-1])
        runs = merged
    return inversions


def _sorted_run(values: Sequence[int]) -> tuple[list[int], int]:
    """``values`` sorted by insertion, and their inversions: each value passes the larger ones
    before it."""
    ordered: list[int] = []
    inversions = 0
    for earlier, value in enumerate(values):
        at = bisect_right(ordered, value)
        inversions += earlier - at
        ordered.insert(at, value)
    return ordered, inversions


def _progress(
    step: CheckStep, steps: Steps[int], solvable: bool | None = None
) -> Generator[Progress, None, int]:
    """The ``Progress`` of one step of ``analyze_steps``; the step's result."""
    return report(steps, lambda done, total: Progress(step, done, total, solvable))


def inversion_pairs(board: Board, goal: Goal = None, limit: int = 300) -> list[tuple[Tile, Tile]]:
    """The first ``limit`` inversions ``(a, b)``: ``a`` before ``b`` here, after it in the goal.

    For boards of at most ``MAX_PAIR_CELLS`` cells (a 5 x 5 board has at most 276 pairs).
    """
    if board.size > MAX_PAIR_CELLS:
        raise ValueError(
            f"inversion pairs are listed for boards of at most {MAX_PAIR_CELLS} cells, "
            f"this {board.rows} x {board.cols} board has {board.size}"
        )
    check_goal(goal)  # before the goal's order, whose cache needs a hashable goal
    # every pair of tiles in reading order, kept where the goal has them the other way round
    every = combinations(filter(None, board.tiles), 2)
    pairs = compress(every, starmap(gt, combinations(_goal_ranks(board, goal), 2)))
    return list(islice(pairs, limit) if limit >= 0 else pairs)


_PARITY: tuple[Parity, Parity] = ("even", "odd")


def _goal_facts(rows: int, cols: int, goal: Goal) -> tuple[Cell, int]:
    """The goal's blank cell and permutation parity; in closed form for the reading-order goals."""
    check_goal(goal)  # before the cache: a list goal is not hashable
    n = rows * cols
    if goal is None or goal == "blank-last":
        return n - 1, (n - 1) & 1  # 1, 2, ..., n-1, 0 is one cycle through every cell
    if goal == "blank-first":
        return 0, 0  # the identity
    return _board_facts(goal, rows, cols)


@lru_cache(maxsize=16)
def _board_facts(goal: Goal, rows: int, cols: int) -> tuple[Cell, int]:
    target = goal_board(rows, cols, goal)
    return target.blank, permutation_parity(target.tiles)


def _goal_ranks(board: Board, goal: Goal) -> list[int]:
    """The board's tiles, blank left out, each as its place in the goal's order."""
    tiles = list(filter(None, board.tiles))
    if goal in (None, "blank-last", "blank-first"):
        return tiles
    rank = [0] * board.size
    for place, tile in enumerate(_goal_order(board.rows, board.cols, goal)):
        rank[tile] = place
    return [rank[tile] for tile in tiles]


@lru_cache(maxsize=16)
def _goal_order(rows: int, cols: int, goal: Goal) -> tuple[Tile, ...]:
    """The goal's tiles in reading order, the blank left out."""
    return tuple(filter(None, goal_board(rows, cols, goal).tiles))


def _line_order(tiles: Sequence[Tile], wanted: tuple[Tile, ...]) -> LineOrder:
    """A single line's tiles against the goal's order: where they first differ, if they do."""
    order = tuple(filter(None, tiles))
    differ = (
        (place, tile, goal_tile)
        for place, (tile, goal_tile) in enumerate(zip(order, wanted, strict=True), 1)
        if tile != goal_tile
    )
    place, tile, goal_tile = next(differ, (0, 0, 0))
    shown = SHOWN_TILES
    return LineOrder(order[:shown], wanted[:shown], len(order) > shown, place, tile, goal_tile)


def explain(verdict: Verdict, lang: Lang) -> str:
    """Why the board is solvable or not, in ``lang``, with its numbers: the rule's reasoning.

    ``verdict.explanation`` is ``explain(verdict, "en")``. Each case is said in whole sentences
    (``slidepuzzle/locales/*.py``, ``REASONS``); counts go with their nouns in the language's
    plural forms.
    """
    return _join(lang, _reasons(verdict, lang))


def _reasons(verdict: Verdict, lang: Lang) -> list[str]:
    """The explanation's sentences."""
    if verdict.rule is Rule.SINGLE_LINE:
        return _single_line(verdict, lang)
    return _by_width(verdict, lang)


def _single_line(v: Verdict, lang: Lang) -> list[str]:
    """One row or column: the tiles' order never changes."""
    line = v.line
    assert line is not None, "a single-line verdict has its line's order"
    start = say(lang, "single-row" if v.rows == 1 else "single-column", rows=v.rows, cols=v.cols)
    if not line.place:
        return [start, say(lang, "single-line-solvable")]
    return [
        start,
        say(
            lang,
            "single-line-unsolvable",
            tiles=_tiles(line.tiles, line.more),
            goal_tiles=_tiles(line.goal_tiles, line.more),
            place=line.place,
            tile=line.tile,
            goal_tile=line.goal_tile,
        ),
    ]


def _tiles(tiles: Sequence[Tile], more: bool) -> str:
    """Tiles, spaced, with an ellipsis when there are more."""
    return " ".join(map(str, tiles)) + (" …" if more else "")


def _by_width(v: Verdict, lang: Lang) -> list[str]:
    """The rule by the width's parity, for every goal: the inversions against the goal's order
    (the goal has 0), plus on an even width the blank's row from the bottom, against the goal's
    blank row. The seed articles' rule for the usual goal."""
    others = counted(lang, v.cols - 1, "other-tile")
    sentences = [say(lang, "odd-width" if v.cols % 2 else "even-width", cols=v.cols, others=others)]
    if v.goal != "blank-last":
        sentences.append(say(lang, "inversions-goal-order", goal=say(lang, f"goal-{v.goal}")))
    against = "" if v.goal in ("blank-last", "blank-first") else "goal-"  # 1, 2, 3, ... or not
    row, goal_row = v.blank_row_from_bottom, v.goal_blank_row_from_bottom
    if v.cols % 2 == 0:
        sentences.append(say(lang, f"even-width-goal-{_PARITY[goal_row % 2]}", goal_row=goal_row))
    parity = _PARITY[v.inversions % 2] if v.inversions else "none"
    inversions = counted(lang, v.inversions, "inversion")
    sentences.append(say(lang, f"inversions-{against}{parity}", inversions=inversions))
    if v.cols % 2:
        verdict = "solvable" if v.solvable else "unsolvable"
        sentences.append(say(lang, "odd-width-blank-row", row=row))
        return [*sentences, say(lang, f"odd-width-{verdict}")]
    total = v.inversions + row
    verdict = f"{_PARITY[total % 2]}-{'solvable' if v.solvable else 'unsolvable'}"
    return [
        *sentences,
        say(lang, f"blank-row-{_PARITY[row % 2]}", row=row),
        say(lang, f"even-width-{verdict}", count=v.inversions, row=row, total=total),
    ]


def _join(lang: Lang, sentences: Sequence[str]) -> str:
    """Sentences as one text: spaced, except in Chinese, whose full stops need no space."""
    return ("" if lang == "zh" else " ").join(sentences)
