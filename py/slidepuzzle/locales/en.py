"""The core's words in English: see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {
    # The verdict's explanation (slidepuzzle.rule.explain), whole sentences per case.
    "single-row": "The board is a single row ({rows} x {cols}): the blank can only slide along it, "
    "so the tiles never pass each other and their order never changes.",
    "single-column": "The board is a single column ({rows} x {cols}): the blank can only slide "
    "along it, so the tiles never pass each other and their order never changes.",
    "single-line-solvable": "Read without the blank, the tiles are already in the goal's order, "
    "so sliding the blank to its goal cell solves it: solvable.",
    "single-line-unsolvable": "Read without the blank, the tiles are {tiles}; the goal has "
    "{goal_tiles}: the first difference is at place {place}, {tile} where the goal has "
    "{goal_tile}. Tiles on one line never pass each other, so this board can never reach the "
    "goal: not solvable.",
    "odd-width": "Rule odd-width: the board is {cols} wide, an odd width. A move left or right "
    "keeps the inversions, and a move up or down passes the tile over {others}, an even "
    "number, so the parity of the inversions never changes. The goal has 0 inversions (even), "
    "so a board reaches it only with an even number.",
    "inversions-even": "Written out in reading order without the blank, the tiles have "
    "{inversions} (pairs a before b with a > b), an even number.",
    "inversions-odd": "Written out in reading order without the blank, the tiles have "
    "{inversions} (pairs a before b with a > b), an odd number.",
    "odd-width-blank-row": "(The blank's row, row {row} from the bottom, does not matter for an "
    "odd width.)",
    "odd-width-solvable": "So the board is solvable.",
    "odd-width-unsolvable": "So the board is not solvable.",
    "even-width": "Rule even-width: the board is {cols} wide, an even width. A move up or down "
    "passes the tile over {others}, an odd number, flipping the parity of the inversions while "
    "the blank changes row; so inversions + the blank's row from the bottom keeps its parity. "
    "The goal has 0 inversions and the blank on row 1 from the bottom: 0 + 1 is odd.",
    "blank-row-even": "The blank is on row {row} from the bottom (even).",
    "blank-row-odd": "The blank is on row {row} from the bottom (odd).",
    "even-width-solvable": "{count} + {row} = {total} is odd, as in the goal, so the board is "
    "solvable.",
    "even-width-unsolvable": "{count} + {row} = {total} is even, unlike the goal, so the board "
    "is not solvable.",
    "parity": "Rule parity (goal {goal}): count the blank as a tile. Each move swaps the blank "
    "with a tile next to it, so it flips the parity of the permutation and moves the blank one "
    "cell; a board can reach the goal only if the permutation taking it there has the parity of "
    "the blank's distance to its goal cell, and on a board of at least 2 x 2 every such board "
    "can.",
    "permutation-even": "The permutation from this board to the goal is even.",
    "permutation-odd": "The permutation from this board to the goal is odd.",
    "blank-distance-even": "The blank is at row {row}, column {column}, its goal cell is row "
    "{goal_row}, column {goal_column}: {moves} away, an even number.",
    "blank-distance-odd": "The blank is at row {row}, column {column}, its goal cell is row "
    "{goal_row}, column {goal_column}: {moves} away, an odd number.",
    "parity-solvable": "They match, so the board is solvable.",
    "parity-unsolvable": "They differ, so the board is not solvable.",
    "parity-pairs": "(Read without the blank, {pairs} of tiles are out of the goal's order.)",
    # The goals, by name.
    "goal-blank-last": "blank-last",
    "goal-blank-first": "blank-first",
    "goal-spiral": "spiral",
    "goal-custom": "custom",
    # The rules: their names and what each says (slidepuzzle.RULES).
    "rule-name-single-line": "single-line",
    "rule-name-odd-width": "odd-width",
    "rule-name-even-width": "even-width",
    "rule-name-parity": "parity",
    "rule-single-line": "one row or one column: tiles never pass each other, so they must "
    "already be in the goal's order",
    "rule-odd-width": "usual goal, odd width: solvable exactly when the number of inversions is "
    "even",
    "rule-even-width": "usual goal, even width: solvable exactly when the number of inversions "
    "plus the blank's row counted from the bottom is odd",
    "rule-parity": "any goal: solvable exactly when the permutation to the goal (the blank "
    "counted) has the parity of the blank's distance to its goal cell",
    # The numbers a rule decided by, in a line (slidepuzzle.batch.deciding_numbers).
    "deciding-in-order": "tiles in the goal's order",
    "deciding-out-of-order": "tiles out of order",
    "deciding-odd-width": "{inversions}",
    "deciding-even-width": "{inversions}, blank on row {row} from the bottom",
    "deciding-parity-even": "even permutation, blank {moves} from its goal cell",
    "deciding-parity-odd": "odd permutation, blank {moves} from its goal cell",
    # How a text was read (slidepuzzle.parse: Note.message, describe, format_name).
    "note-no-blank": "No blank was written: {number}, the largest number, is taken as the blank",
    "note-empty-cell": "The empty cell (row {row}, column {column}) is taken as the blank",
    "note-square-line": "One line of {values} values is read as {side} x {side}",
    "note-stacked": "{boards} written one under another are read one by one",
    "note-joined": "{blocks} separated by blank lines are read as one board",
    "read-from": "Read from {source}: a {rows} x {cols} board",
    "not-read-from": "Not read from {source} (line {line}): {error}",
    "format-plain": "plain text",
    "format-list": "a JSON/Python list",
    "format-braces": "braces {{{{...}}}}",
    "format-python": "Python code",
    "format-numpy": "a numpy array",
    "format-c": "C/C++ code",
    "format-java": "Java code",
    "format-csharp": "C# code",
    "format-javascript": "JavaScript code",
    "format-go": "Go code",
    "format-rust": "Rust code",
    "format-php": "PHP code",
    "format-markdown": "a Markdown table",
    "format-ascii-box": "an ASCII box",
    "format-latex": "a LaTeX matrix",
    "format-csv": "a spreadsheet or CSV",
    "format-compact": "compact digits",
}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "inversion": ("{count:,} inversion", "{count:,} inversions"),
    "other-tile": ("{count:,} other", "{count:,} others"),
    "move": ("{count:,} move", "{count:,} moves"),
    "distance": ("{count:,} move", "{count:,} moves"),
    "pair": ("{count:,} pair", "{count:,} pairs"),
    "square-board": ("{count:,} square board", "{count:,} square boards"),
    "block": ("{count:,} block", "{count:,} blocks"),
    "node": ("{count:,} node", "{count:,} nodes"),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
