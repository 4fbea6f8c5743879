"""The why the page shows: the verdict's steps as a list, the swap that fixes a no, the rule's two
formulations side by side, the 3-cycle's words, and the invariant under the board in play.

Pure Python (no browser imports): the words are the core's (``slidepuzzle.why``,
``slidepuzzle.fix``) and the page's (a drawn tile's inversions), this module only chooses and
lays them out; ``page.dom`` marks a tile's pairs on the drawn board.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from slidepuzzle import Board, Cell, Goal, Tile, Verdict, format_board
from slidepuzzle.cycle import ThreeCycle
from slidepuzzle.fix import Swap, fix_reason, fix_swaps_steps
from slidepuzzle.i18n import Lang
from slidepuzzle.messages import Count, Listing, words
from slidepuzzle.steps import Steps, finish
from slidepuzzle.why import formulations, invariant, move_change, verdict_steps

from page.markup import escape
from page.wording import Said, counted, said, say

FIX_NODES = 20_000
"""The positions the page's swap search looks at, at most, while checking: within it a 3 x 3 or
2 x 4 board gets its shortest swap."""

FIX_SEARCH_CELLS = 9
"""Boards of at most this many cells get the swap search on the page. Bigger ones would seldom
prove the shortest within ``FIX_NODES`` (no pattern tables in the page's worker: a 2 x 5 in
2 of 10 boards, a 4 x 4 never) and a 4 x 4's first search builds its walking-distance tables
(half a second in Pyodide): they get the neighbour swap that brings the two tiles nearest their
goal cells, at no cost."""

FIX_SLICE_NODES = 4_000
"""The positions one swap's search looks at, at most: a slice of the check (``check_steps``
pauses between swaps). ``node tests/bench_why_pyodide.mjs`` measures the longest in Pyodide."""

FIX_CELLS = 10_000
"""Boards of at most this many cells get a swap suggested (the ranking reads every cell)."""

FORMS_CELLS = 40_000
"""Boards of at most this many cells get the two formulations (one more pass over the cells)."""


def steps_html(lang: Lang, board: Board, goal: Goal, verdict: Verdict) -> str:
    """The verdict's four steps as an ordered list (a screen reader reads them as a list)."""
    items = "".join(
        f"<li>{escape(step.text(lang))}</li>" for step in verdict_steps(board, goal, verdict)
    )
    return f'<ol class="verdict-steps">{items}</ol>'


@dataclass(frozen=True)
class Fix:
    """The swap that makes an unsolvable board solvable: what to say, and the board it gives."""

    text: str  # "Swap tiles 14 and 15 to make it solvable."
    reason: str  # any swap of two tiles flips the parity
    tiles: tuple[Tile, Tile]
    board_text: str  # the swapped board, for the Board box


def fix_view(lang: Lang, board: Board, goal: Goal, verdict: Verdict) -> Fix | None:
    """The best swap for an unsolvable board (None: solvable, too big, or a line no swap fixes)."""
    return finish(fix_steps(lang, board, goal, verdict))


def fix_search(board: Board, goal: Goal) -> Steps[list[Swap]]:
    """The page's swap search: the best swap, searched for its shortest solution on boards of
    up to ``FIX_SEARCH_CELLS`` cells, in slices of at most ``FIX_SLICE_NODES`` positions."""
    nodes = FIX_NODES if board.size <= FIX_SEARCH_CELLS else 0
    return fix_swaps_steps(board, goal, limit=1, max_nodes=nodes, slice_nodes=FIX_SLICE_NODES)


def fix_steps(lang: Lang, board: Board, goal: Goal, verdict: Verdict) -> Steps[Fix | None]:
    """``fix_view`` in slices of at most ``FIX_SLICE_NODES`` positions searched."""
    if verdict.solvable or board.size > FIX_CELLS:
        return None
    swaps = yield from fix_search(board, goal)
    if not swaps:
        return None
    best = swaps[0]
    reason = fix_reason(lang) if board.rows > 1 and board.cols > 1 else ""
    return Fix(best.text(lang), reason, best.tiles, format_board(best.apply(board)))


def forms_texts(lang: Lang, board: Board, goal: Goal, verdict: Verdict) -> tuple[str, ...]:
    """The rule's two formulations for this board, side by side (none on a line, where the
    parity alone does not decide, or on a board too big for one more pass)."""
    if board.rows == 1 or board.cols == 1 or board.size > FORMS_CELLS:
        return ()
    return tuple(form.text(lang) for form in formulations(board, goal, verdict))


def live_texts(
    lang: Lang, board: Board, goal: Goal, last: tuple[Board, Tile] | None
) -> tuple[str, str]:
    """The line under the board in play: the inversions, the blank's row and the invariant; and
    what the last move (``last``: the board before it and the tile slid) changed ("" if none)."""
    now = invariant(board, goal).text(lang)
    if last is None:
        return now, ""
    before, tile = last
    return now, move_change(before, tile, goal).text(lang)


# The proof's 3-cycle on the reader's board (page.proof plays it on a stage)


def cycle_caption(cycle: ThreeCycle) -> Said:
    """What the 3-cycle does to this board: the three tiles, the window, the moves; the result."""
    a, b, c = cycle.tiles
    window, moves = cycle.window, Count(len(cycle.moves), "move")
    return (
        said("cycle-caption", a=a, b=b, c=c, rows=window.rows, cols=window.cols, moves=moves),
        said("cycle-result", a=a, b=b, c=c),
    )


def cycle_counter(cycle: ThreeCycle, done: int) -> Said:
    """The counter under the 3-cycle after ``done`` moves: the move and its phase (gathering
    F, turning R, going back F'), or how it starts and how it ends."""
    total, gathered = len(cycle.moves), len(cycle.gather)
    if done == 0:
        return said("cycle-start")
    if done == total:
        a, b, c = cycle.tiles
        return said("cycle-done", done=done, total=total, a=a, b=b, c=c)
    phase = "gather" if done <= gathered else "turn" if done <= gathered + 4 else "undo"
    return said(f"cycle-{phase}", done=done, total=total)


# The drawn board's tiles, pointed at or focused: their inversion pairs marked


def partners_by_tile(pairs: Sequence[tuple[Tile, Tile]]) -> dict[Tile, list[Tile]]:
    """By tile: the tiles it makes an inversion with, in reading order of the pairs."""
    partners: dict[Tile, list[Tile]] = defaultdict(list)
    for a, b in pairs:
        partners[a].append(b)
        partners[b].append(a)
    return partners


def tile_title(lang: Lang, tile: Tile, partners: Sequence[Tile]) -> str:
    """What a drawn tile tells of its inversions: ``"Tile 8 is in 2 inversions (with 6, 7)."``"""
    if not partners:
        return say(lang, "tile-no-pairs", tile=tile)
    inversions = counted(lang, len(partners), "inversion")
    listed = words(lang, Listing(tuple(sorted(partners))))
    return say(lang, "tile-pairs", tile=tile, inversions=inversions, partners=listed)


def pointable_tile_html(
    lang: Lang, tile: Tile, cell: Cell, partners: Sequence[Tile], first: bool = False
) -> str:
    """A drawn tile that can be pointed at or focused (the ``first`` in the Tab order; the arrow
    keys move the focus among them: ``roving`` in static/page.mjs); ``data-pairs`` names its
    partners."""
    title = escape(tile_title(lang, tile, partners))
    pairs = " ".join(map(str, partners))
    return (
        f'<button type="button" class="tile" data-tile="{tile}" data-cell="{cell}" '
        f'data-pairs="{pairs}" tabindex="{0 if first else -1}" title="{title}">{tile}</button>'
    )
