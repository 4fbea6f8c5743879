"""Every sentence the page shows, as templates filled in with data: one place to read or translate.

Pure Python (no browser imports). ``say(key, **values)`` fills in the template ``TEXTS[key]``;
``counted(n, noun)`` writes a count with its noun ("1 move", "3 moves"). The few functions below
choose between templates; none builds a sentence out of fragments.
"""

from __future__ import annotations

from typing import Literal

Way = Literal["up", "down", "left", "right"]
"""Where a tile slides on the screen."""

NOUNS: dict[str, tuple[str, str]] = {
    "board": ("board", "boards"),
    "inversion": ("inversion", "inversions"),
    "move": ("move", "moves"),
    "position": ("position", "positions"),
    "tile": ("tile", "tiles"),
}
"""Countable nouns: (one, many)."""

WAYS: dict[str, str] = {"up": "up", "down": "down", "left": "left", "right": "right"}
"""The ways a tile slides, in words."""

METHODS: dict[str, str] = {
    "ida*": "IDA* search",
    "weighted": "weighted IDA* search",
    "constructive": "built row by row",
    "line": "a single line: one way to go",
    "none": "nothing to do",
    "shortened": "weighted search, then stretches replaced by the fewest moves",
}
"""How ``slidepuzzle.solve`` found its moves, in words, by ``Solution.method``."""

TEXTS: dict[str, str] = {
    # The verdict
    "solvable": "Solvable",
    "unsolvable": "Not solvable",
    "checking": "Checking…",
    "no-verdict": "No verdict",
    "check-failed": "The check failed",
    "check-failed-why": "Something went wrong while checking this board: {error}. The page still "
    "works: edit the board or reload.",
    "reading-chars": "Reading {chars:,} characters.",
    "following-cycles": "Following the permutation's cycles: {share:.0%}.",
    "counting-inversions": "Counting the inversions for the reasons: {share:.0%}.",
    "fix-board": "Fix the board: {error}",
    "fix-goal": "Fix the goal board: {error}",
    "facts": "Rule: {rule} · {inversions} · blank on row {row} from the bottom "
    "(goal: row {goal_row})",
    "inversion-count": "{inversions}: pairs of tiles in the wrong order for the goal "
    "(for the usual goal: a larger tile before a smaller one).",
    "checked-in": "Checked in {ms:,.0f} ms.",
    # How the text was read
    "read-from": "Read from {source}: a {rows} x {cols} board.",
    "read-note": "{note}.",
    # Several boards
    "batch-summary": "{boards}: {solvable:,} solvable, {unsolvable:,} not",
    "batch-summary-bad": "{boards}: {solvable:,} solvable, {unsolvable:,} not, {bad:,} not read",
    "batch-details": "One verdict per board in the table below; Download CSV saves it.",
    "batch-reading": "Reading the boards: {share:.0%}.",
    "batch-checking": "Checking board {done:,} of {total:,}.",
    "batch-shape": "{rows} x {cols}",
    "batch-not-read": "Not read",
    "batch-open": "Open board {number:,}",
    "batch-too-large": "too large to link",
    # The picture
    "caption": "{rows} x {cols} board. Rows are numbered from the bottom; the blank is on row "
    "{blank_row} from the bottom (marked ▸).",
    "summary": "A {rows} x {cols} board ({tiles:,} tiles) is too large to draw (the most drawn is "
    "{most} x {most}). The blank is at row {row}, column {col} from the top left: row {blank_row} "
    "from the bottom.",
    "spoken-board": "{rows} by {cols} board, rows from the top: {cells}",
    "blank": "blank",
    "pair": "{a} before {b}",
    "no-pairs": "none",
    "more-tiles": "{shown} … and {rest:,} more",
    # Shuffle
    "shuffling": "Shuffling…",
    "shuffle-shape": "{rows} x {cols} with seed {seed}",
    "shuffling-progress": "Shuffling {shape}: {share:.0%}.",
    "writing-progress": "Writing the board: {share:.0%}.",
    "shuffled": "Shuffled {shape}.",
    "replaced-by-shuffle": "The shuffle replaced your text.",
    "replaced-by-example": "The example replaced your text.",
    "shuffle-too-big": "{rows} x {cols} is {cells:,} cells: the page shuffles at most {most:,} "
    "(1000 x 1000)",
    # Reading numbers from fields
    "span-between": "{least} to {most}",
    "span-from": "at least {least}",
    "number-bad": "{name} is not a whole number: type one, {span}",
    "number-empty": "{name} is empty: type a whole number, {span}",
    "number-not-whole": "{name} must be a whole number, got {text!r}",
    "number-out": "{name} must be {span}, got {number}",
    "field-rows": "rows",
    "field-cols": "columns",
    "field-seed": "seed",
    "field-time-limit": "time limit",
    # Share
    "board-too-large-to-share": "(the board is too large to share as a link)",
    "goal-too-large-to-share": "(the goal board is too large to share as a link)",
    "board-too-large-copy": "This board is too large to share as a link.",
    "goal-too-large-copy": "This goal board is too large to share as a link.",
    "link-copied": "Link copied.",
    "link-not-copied": "Could not copy: the link is selected below, copy it from there.",
    # Solve
    "starting-solver": "Starting the solver…",
    "starting-solver-why": "The first solve starts Python in a worker: a few seconds.",
    "solving": "Solving…",
    "solving-why": "At most {limit:g} s; Stop cancels.",
    "searching": "Searching for the fewest moves on this {rows} x {cols} board: "
    "at most {limit:g} s; Stop cancels.",
    "loading-tables": "Loading the tables for {rows} x {cols} boards (once only): "
    "{done:.1f} of {total:.1f} MB.",
    "solver-failed": "The solver failed: {error}",
    "solver-bad-answer": "the solver's answer could not be read ({error})",
    "board-changed": "The board changed while solving: press Solve again for this one.",
    "stopped": "Stopped. The next Solve starts the solver afresh (a few seconds).",
    "cannot-reach": "This board cannot reach the goal: see the verdict above.",
    "too-big-to-solve": "A {rows} x {cols} board is too big to solve here: it takes millions of "
    "moves. Boards up to cells x (rows + columns) = {most:,} are solved (60 x 60, 2 x 500).",
    "already-solved": "Already solved",
    "already-solved-why": "This board is its goal: there is nothing to move.",
    "moves-optimal": "{moves}, optimal",
    "moves-not-optimal-time": "{moves}, not proven optimal (time limit)",
    "moves-not-optimal-size": "{moves}, not proven optimal (built row by row: too large to search)",
    "searched": "{positions} searched in {seconds:,.2f} s ({how}).",
    "searched-proven": "{positions} searched in {seconds:,.2f} s: found by {how}, then a full "
    "search proved nothing shorter exists.",
    "found-in": "Found in {seconds:,.2f} s ({how}).",
    # Playback and play
    "play-help": "Click a tile next to the blank, or use the arrow keys while the board has focus, "
    "to slide it.",
    "play-help-touch": "Tap a tile next to the blank to slide it.",
    "playback-help": "Left and right arrow keys step back and forward while the board has focus.",
    "playback-help-touch": "Use the buttons below to step through the moves.",
    "your-turn": "Your turn",
    "your-turn-why": "Slide the tiles to the goal.",
    "play-solved": "Solved!",
    "play-solved-why": "Undo or Reset to play again.",
    "move-of": "Move {done:,} of {total:,}.",
    "move-of-tile": "Move {done:,} of {total:,}: tile {tile} slides {way}.",
    "move-of-goal": "Move {done:,} of {total:,}: tile {tile} slides {way}; the goal is reached.",
    "move-of-goal-jump": "Move {done:,} of {total:,}: the goal is reached.",
    "moves-made": "{moves}.",
    "moves-made-tile": "{moves}: tile {tile} slid {way}.",
    "solved-in": "Solved in {moves}!",
    "cannot-move": "{error}.",
    "stage-label": "{rows} by {cols} board.",
    "stage-too-large": "A {rows} x {cols} board is too large to draw; the moves still count.",
    "moves-heading": "The moves",
    "tile-moves": "Tiles slid into the blank: {moves}",
    "blank-moves": "The blank's moves (U, D, L, R: where the blank goes): {moves}",
    "moves-copied": "Moves copied.",
    "moves-not-copied": "Could not copy: the moves are selected below, copy them from there.",
    "moves-too-many": "The {moves} are listed without highlighting: too many to follow one by one.",
}
"""Every sentence the page writes, by key; ``{name}`` fills in data, formatted by ``say``."""


def say(key: str, **values: object) -> str:
    """The sentence ``key`` with ``values`` filled in."""
    return TEXTS[key].format(**values)


def counted(count: int, noun: str) -> str:
    """``count`` with its noun: ``"1 move"``, ``"3,213 positions"``."""
    one, many = NOUNS[noun]
    return f"{count:,} {one if count == 1 else many}"


def batch_summary(solvable: int, unsolvable: int, bad: int) -> str:
    """The line said for a paste of several boards: "12 boards: 7 solvable, 5 not"."""
    boards = counted(solvable + unsolvable + bad, "board")
    key = "batch-summary-bad" if bad else "batch-summary"
    return say(key, boards=boards, solvable=solvable, unsolvable=unsolvable, bad=bad)


def solution_headline(moves: int, optimal: bool, searched: bool) -> str:
    """``"31 moves, optimal"``, or why the solution is not proven shortest."""
    if optimal:
        return say("moves-optimal", moves=counted(moves, "move"))
    key = "moves-not-optimal-time" if searched else "moves-not-optimal-size"
    return say(key, moves=counted(moves, "move"))


def search_figures(nodes: int, seconds: float, method: str, optimal: bool) -> str:
    """The search figures, and which search proved the length when another one found the moves."""
    how = METHODS.get(method, method)
    if not nodes:
        return say("found-in", seconds=seconds, how=how)
    key = "searched-proven" if optimal and method != "ida*" else "searched"
    return say(key, positions=counted(nodes, "position"), seconds=seconds, how=how)


def playback_count(done: int, total: int, tile: int | None, way: str | None, goal: bool) -> str:
    """The counter during playback, naming the tile that just moved when one step was taken."""
    if tile is None or way is None:
        return say("move-of-goal-jump" if goal else "move-of", done=done, total=total)
    key = "move-of-goal" if goal else "move-of-tile"
    return say(key, done=done, total=total, tile=tile, way=WAYS[way])


def play_count(done: int, solved: bool, tile: int | None, way: str | None) -> str:
    """The counter while playing by hand: "3 moves: tile 7 slid left.", "Solved in 23 moves!"."""
    if solved and done:
        return say("solved-in", moves=counted(done, "move"))
    if tile is None or way is None:
        return say("moves-made", moves=counted(done, "move"))
    return say("moves-made-tile", moves=counted(done, "move"), tile=tile, way=WAYS[way])


def loading_tables(rows: int, cols: int, done: int, total: int) -> str:
    """The Solve status while the solver's tables download: "... 3.1 of 5.8 MB." (bytes in)."""
    return say("loading-tables", rows=rows, cols=cols, done=done / 1e6, total=total / 1e6)


def sentence(message: str) -> str:
    """A message from the core as a sentence: capital first letter, full stop."""
    return say("cannot-move", error=message[:1].upper() + message[1:])
