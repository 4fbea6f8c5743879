"""Why a verdict holds, as data: its four steps, the rule's two formulations, the invariant in play.

Vocabulary (see ``slidepuzzle.rule`` for the rule itself):

- the *order* is the board's tiles in reading order, the blank left out; an *inversion* is a pair
  of tiles out of the goal's order in it;
- the *steps* of a verdict: 1. the order; 2. the inversions against the goal's order; 3. the
  blank's row from the bottom (it counts on an even width); 4. the rule applied: the inversions
  (plus the row on an even width), their parity against the goal's. One count for every goal
  (``Verdict.rule``), the one the explanation, the drawn board's pairs and the invariant in play
  show too;
- the two *formulations* of the rule the seed articles use: the inversions plus (on even widths)
  the blank's row keep their parity (``ByInversions``); the swaps of the permutation to the goal,
  the blank counted, plus the blank's taxicab distance to its goal cell are even exactly on the
  boards that can reach it (``ByPermutation``). On a board of at least 2 x 2 both give the
  verdict; on a single row or column both are necessary, and the tiles' order decides;
- the *invariant* in play: ``invariant`` for a position, ``move_change`` for what a move did.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal, TypeAlias

from slidepuzzle.board import BLANK, Board, Goal, Tile, goal_board
from slidepuzzle.i18n import Lang
from slidepuzzle.messages import Count, Phrase, phrase
from slidepuzzle.rule import Parity, Rule, Verdict, analyze, count_inversions, inversion_pairs

PAIR_CELLS = 25
"""Boards of at most this many cells (5 x 5) list their inversion pairs, for highlighting."""

ORDER_TILES = 1000
"""``TilesStep.tiles`` holds at most this many tiles (the order of a bigger board is cut)."""

SHOWN_TILES = 25
"""A step's sentence shows at most this many tiles."""

_PARITY: tuple[Parity, Parity] = ("even", "odd")


def parity_of(number: int) -> Parity:
    """``"even"`` or ``"odd"``."""
    return _PARITY[number & 1]


def _parity_word(number: int) -> Phrase:
    """``even`` or ``odd`` as a word of the catalogue."""
    return Phrase(f"word-{parity_of(number)}")


class Said:
    """Something said with this board's numbers: ``phrase()`` keeps it as data (the page writes
    it again when the language changes), ``text(lang)`` writes it out."""

    def phrase(self) -> Phrase:
        raise NotImplementedError

    def text(self, lang: Lang) -> str:
        return self.phrase().text(lang)


def _shown(tiles: tuple[Tile, ...], count: int) -> str:
    """Tiles spaced, cut at ``SHOWN_TILES`` with an ellipsis."""
    text = " ".join(map(str, tiles[:SHOWN_TILES]))
    return text + " …" if count > SHOWN_TILES else text


@dataclass(frozen=True)
class TilesStep(Said):
    """Step 1: the tiles in reading order, the blank left out (and the goal's, if another)."""

    tiles: tuple[Tile, ...]  # the first ORDER_TILES of the order
    count: int  # how many tiles there are: rows * cols - 1
    goal_tiles: tuple[Tile, ...] | None  # the goal's order, when it is not 1, 2, 3, ...

    def phrase(self) -> Phrase:
        tiles = _shown(self.tiles, self.count)
        if self.goal_tiles is None:
            return phrase("step-tiles", tiles=tiles)
        goal = _shown(self.goal_tiles, self.count)
        return phrase("step-tiles-goal", tiles=tiles, goal_tiles=goal)


@dataclass(frozen=True)
class InversionsStep(Said):
    """Step 2: the pairs of tiles out of the goal's order, counted; listed up to ``PAIR_CELLS``."""

    inversions: int
    goal_order: bool  # counted against a goal's order other than 1, 2, 3, ...
    pairs: tuple[tuple[Tile, Tile], ...] | None  # (a, b): a comes first, b first in the goal

    def partners(self, tile: Tile) -> tuple[Tile, ...]:
        """The tiles ``tile`` makes an inversion with (empty when the pairs are not listed)."""
        return tuple(b if a == tile else a for a, b in self.pairs or () if tile in (a, b))

    def phrase(self) -> Phrase:
        key = "step-inversions-goal" if self.goal_order else "step-inversions"
        return phrase(
            key,
            inversions=Count(self.inversions, "inversion"),
            parity=_parity_word(self.inversions),
        )


BlankMeasure: TypeAlias = Literal["row", "row-unused", "line"]
"""What step 3 says of the blank: its row counts (even width), its row does not count (odd
width), nothing (one line)."""


_MEASURES: dict[Rule, BlankMeasure] = {
    Rule.SINGLE_LINE: "line",
    Rule.ODD_WIDTH: "row-unused",
    Rule.EVEN_WIDTH: "row",
}


@dataclass(frozen=True)
class BlankStep(Said):
    """Step 3: where the blank is, as far as the rule cares."""

    measure: BlankMeasure
    row: int  # from the bottom, 1 = the bottom row
    goal_row: int  # the goal's blank's row, from the bottom

    def phrase(self) -> Phrase:
        if self.measure == "line":
            return phrase("step-blank-line")
        key = "step-blank-row" if self.measure == "row" else "step-blank-row-unused"
        return phrase(key, row=self.row, parity=_parity_word(self.row))


@dataclass(frozen=True)
class RuleStep(Said):
    """Step 4: the rule applied: the numbers summed, their parity against the goal's."""

    rule: Rule  # the verdict's: single-line, odd-width or even-width
    terms: tuple[int, ...]  # what is summed: (inversions, row) or (inversions,)
    total: int
    goal_total: int  # the same sum for the goal itself
    solvable: bool

    @property
    def parity(self) -> Parity:
        return parity_of(self.total)

    @property
    def goal_parity(self) -> Parity:
        return parity_of(self.goal_total)

    def phrase(self) -> Phrase:
        verdict = "solvable" if self.solvable else "unsolvable"
        parity = _parity_word(self.total)
        if self.rule is Rule.SINGLE_LINE:
            return phrase(f"step-rule-line-{verdict}", count=self.total)
        if self.rule is Rule.ODD_WIDTH:
            return phrase(f"step-rule-odd-width-{verdict}", count=self.total, parity=parity)
        first, second = self.terms
        return phrase(
            f"step-rule-even-width-{verdict}",
            first=first,
            second=second,
            total=self.total,
            parity=parity,
            goal_total=self.goal_total,
        )


VerdictStep: TypeAlias = TilesStep | InversionsStep | BlankStep | RuleStep
"""One step of a verdict."""

Steps4: TypeAlias = tuple[TilesStep, InversionsStep, BlankStep, RuleStep]
"""A verdict's steps, in order."""


@dataclass(frozen=True)
class ByInversions(Said):
    """The rule as the inversions plus, on even widths, the blank's row from the bottom.

    A move along a row keeps the order; a move up or down passes the tile over ``cols - 1``
    tiles, so it changes the inversions by an odd number on an even width (as the blank changes
    row), by an even one on an odd width. So ``total``'s parity never changes in play: the goal
    (0 inversions against its own order) has ``goal_total``.
    """

    inversions: int  # against the goal's order
    row: int  # the blank's, from the bottom
    goal_row: int
    counts_row: bool  # the width is even: the row is part of the sum
    total: int
    goal_total: int

    @property
    def solvable(self) -> bool:
        """Whether the parities agree (on a single line: necessary, not enough)."""
        return (self.total - self.goal_total) % 2 == 0

    def phrase(self) -> Phrase:
        answer = phrase("form-same" if self.solvable else "form-different")
        parity = _parity_word(self.total)
        if not self.counts_row:
            return phrase(
                "form-inversions-odd-width",
                count=self.inversions,
                parity=parity,
                answer=answer,
            )
        return phrase(
            "form-inversions",
            count=self.inversions,
            row=self.row,
            total=self.total,
            parity=parity,
            goal_row=self.goal_row,
            goal_parity=_parity_word(self.goal_total),
            answer=answer,
        )


@dataclass(frozen=True)
class ByPermutation(Said):
    """The rule as the permutation to the goal, the blank counted, and the blank's distance.

    Every move is one swap (the blank with a tile) and moves the blank one cell, so the swaps
    needed (``swaps``: cells minus cycles) plus the blank's taxicab distance to its goal cell
    keep their parity: the goal has 0 + 0.
    """

    swaps: int
    distance: int

    @property
    def total(self) -> int:
        return self.swaps + self.distance

    @property
    def solvable(self) -> bool:
        """Whether the sum is even (on a single line: necessary, not enough)."""
        return self.total % 2 == 0

    def phrase(self) -> Phrase:
        return phrase(
            "form-permutation",
            swaps=self.swaps,
            distance=self.distance,
            total=self.total,
            parity=_parity_word(self.total),
            answer=phrase("form-same" if self.solvable else "form-different"),
        )


def goal_ranks(board: Board, goal: Goal = None) -> list[int]:
    """By tile: its place in the goal's order (the blank left out); the blank's entry is -1."""
    rank = [-1] * board.size
    target = goal_board(board.rows, board.cols, goal)
    for place, tile in enumerate(t for t in target.tiles if t != BLANK):
        rank[tile] = place
    return rank


def _usual_order(goal: Goal) -> bool:
    """Whether the goal's order, the blank left out, is 1, 2, 3, ..."""
    return goal in (None, "blank-last", "blank-first")


def swaps_to_goal(board: Board, goal: Goal = None) -> int:
    """The fewest swaps of two cells (the blank counted as a tile) taking ``board`` to the goal:
    the cells minus the cycles of the permutation."""
    return _swaps(board, goal_board(board.rows, board.cols, goal))


def _swaps(board: Board, target: Board) -> int:
    """``swaps_to_goal`` with the goal board at hand."""
    where = [0] * board.size
    for cell, tile in enumerate(target.tiles):
        where[tile] = cell
    to = [where[tile] for tile in board.tiles]
    seen = bytearray(board.size)
    cycles = 0
    for start in range(board.size):
        if not seen[start]:
            cycles += 1
            cell = start
            while not seen[cell]:
                seen[cell] = 1
                cell = to[cell]
    return board.size - cycles


def by_inversions(verdict: Verdict) -> ByInversions:
    """The first formulation, from the verdict's numbers."""
    counts_row = verdict.cols % 2 == 0
    inversions = verdict.inversions
    row, goal_row = verdict.blank_row_from_bottom, verdict.goal_blank_row_from_bottom
    return ByInversions(
        inversions=inversions,
        row=row,
        goal_row=goal_row,
        counts_row=counts_row,
        total=inversions + row if counts_row else inversions,
        goal_total=goal_row if counts_row else 0,
    )


def by_permutation(board: Board, goal: Goal = None) -> ByPermutation:
    """The second formulation: the swaps to the goal (one pass over the cycles) and the
    blank's distance to its goal cell."""
    target = goal_board(board.rows, board.cols, goal)
    (r1, c1), (r2, c2) = board.row_col(board.blank), target.row_col(target.blank)
    return ByPermutation(_swaps(board, target), abs(r1 - r2) + abs(c1 - c2))


def formulations(
    board: Board, goal: Goal = None, verdict: Verdict | None = None
) -> tuple[ByInversions, ByPermutation]:
    """The rule's two formulations for ``board``, side by side (``verdict``: ``analyze``'s)."""
    return by_inversions(verdict or analyze(board, goal)), by_permutation(board, goal)


def verdict_steps(board: Board, goal: Goal = None, verdict: Verdict | None = None) -> Steps4:
    """The verdict as four steps of data, each with its sentence (``step.text(lang)``)."""
    v = verdict or analyze(board, goal)
    order = tuple(t for t in board.tiles[: ORDER_TILES + 1] if t != BLANK)[:ORDER_TILES]
    goal_tiles = None
    if v.goal not in ("blank-last", "blank-first"):  # a goal board equal to one is named so
        target = goal_board(board.rows, board.cols, goal)
        goal_tiles = tuple(t for t in target.tiles[: ORDER_TILES + 1] if t != BLANK)
        goal_tiles = goal_tiles[:ORDER_TILES]
    tiles = TilesStep(order, board.size - 1, goal_tiles)
    pairs = None
    if board.size <= PAIR_CELLS:
        pairs = tuple(inversion_pairs(board, goal, limit=PAIR_CELLS * PAIR_CELLS))
    inversions = InversionsStep(v.inversions, goal_tiles is not None, pairs)
    blank = BlankStep(_MEASURES[v.rule], v.blank_row_from_bottom, v.goal_blank_row_from_bottom)
    return tiles, inversions, blank, _rule_step(v.rule, v)


def _rule_step(rule: Rule, v: Verdict) -> RuleStep:
    if rule is not Rule.EVEN_WIDTH:
        return RuleStep(rule, (v.inversions,), v.inversions, 0, v.solvable)
    form = by_inversions(v)
    terms = (form.inversions, form.row)
    return RuleStep(rule, terms, form.total, form.goal_total, v.solvable)


@dataclass(frozen=True)
class Invariant(Said):
    """A position in play: its inversions (against the goal's order), the blank's row from the
    bottom, and the sum whose parity no move changes (the row counted on even widths)."""

    inversions: int
    row: int
    counts_row: bool

    @property
    def total(self) -> int:
        return self.inversions + self.row if self.counts_row else self.inversions

    @property
    def parity(self) -> Parity:
        return parity_of(self.total)

    def phrase(self) -> Phrase:
        """``"17 inversions · blank on row 2 · 17 + 2 = 19, odd, as at the start"``."""
        key = "live-even-width" if self.counts_row else "live-odd-width"
        return phrase(
            key,
            inversions=Count(self.inversions, "inversion"),
            count=self.inversions,
            row=self.row,
            total=self.total,
            parity=_parity_word(self.total),
        )


def invariant(board: Board, goal: Goal = None) -> Invariant:
    """The invariant's numbers for a position (counted afresh: ``move_change`` updates them)."""
    rank = goal_ranks(board, goal)
    inversions = count_inversions([rank[t] for t in board.tiles if t != BLANK])
    return Invariant(inversions, board.rows - board.blank // board.cols, board.cols % 2 == 0)


@dataclass(frozen=True)
class MoveChange(Said):
    """What one move did to the invariant: the tiles it passed over in reading order, the
    inversions before and after, whether the blank changed row."""

    tile: Tile
    passed: tuple[Tile, ...]  # empty for a move along a row
    before: Invariant
    after: Invariant

    @property
    def row_changed(self) -> bool:
        return self.before.row != self.after.row

    def phrase(self) -> Phrase:
        """``"this move passed tile 9 over 3 tiles: 3 inversions changed, the blank changed
        row"``."""
        if not self.passed:
            key = "move-across" if self.row_changed else "move-along"
            return phrase(key, tile=self.tile)
        return phrase(
            "move-passed",
            tile=self.tile,
            passed=Count(len(self.passed), "other-tile"),
            changed=Count(len(self.passed), "inversion-changed"),
            before=self.before.inversions,
            after=self.after.inversions,
        )


def move_change(
    board: Board, tile: Tile, goal: Goal = None, before: Invariant | None = None
) -> MoveChange:
    """What sliding ``tile`` (next to the blank) does to the invariant; ``before`` is
    ``invariant(board, goal)`` if known. ``MoveError`` if the tile cannot slide."""
    board.slide(tile)  # checks the move
    before = before or invariant(board, goal)
    blank, cell = board.blank, board.tiles.index(tile)
    low, high = sorted((blank, cell))
    passed = tuple(t for t in board.tiles[low + 1 : high] if t != BLANK)
    rank = goal_ranks(board, goal) if not _usual_order(goal) else range(board.size)
    own = rank[tile]
    # each passed tile changes places with ``tile`` in the order, so their pair flips: moving
    # later, ``tile`` now follows the ``above`` tiles that belong after it (new inversions) and
    # no longer precedes the others (inversions undone); moving earlier, the other way round
    above = sum(rank[t] > own for t in passed)
    change = 2 * above - len(passed) if cell < blank else len(passed) - 2 * above
    row = board.rows - cell // board.cols  # the blank takes the tile's cell
    after = Invariant(before.inversions + change, row, before.counts_row)
    return MoveChange(tile, passed, before, after)


def play_changes(board: Board, moves: list[Tile], goal: Goal = None) -> Iterator[MoveChange]:
    """Each move's change in turn, the invariant counted once and updated move by move."""
    before = invariant(board, goal)
    for tile in moves:
        change = move_change(board, tile, goal, before)
        yield change
        board, before = board.slide(tile), change.after
