"""The core's words in English: see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {
    # How a message is put together from its parts, and the parts shared by many messages
    "placed": "{place}: {message}",
    "hinted": "{message}; {hint}",
    "quoting": "{message}: {text!r}",
    "cell": "row {row}, column {column}",
    "the-blank": "the blank",
    "list-comma": ", ",
    "list-and": " and ",
    "list-more": "{items} and {more} more",
    "rows": "rows",
    "cols": "cols",
    # Places: a board of several, a list in code, a move
    "at-board": "board {board} (line {line})",
    "at-list": "{format}, the list at line {line}",
    "at-move": "move {move}",
    # The text as a whole
    "not-text": "expected the board as text, got {type}",
    "empty-text": "no board: the text is empty",
    "only-comments": "no board: the text holds only comments",
    "hex-too-large": "the hex string writes boards of up to 16 cells; this one has {cells}",
    "letters-too-large": (
        "the letter notation writes boards of up to 16 cells; this one has {cells}"
    ),
    "hex-shape": "the hex string writes a 4 x 4 board only; this board is {rows} x {cols}",
    "letters-shape": (
        "the letter notation writes boards of 2 x 2 up to 16 cells (A-O); "
        "this board is {rows} x {cols}"
    ),
    "calendar": "no board: this is a calendar (weekday names over the days), not a puzzle",
    "tatham-save-game": "the save file is of {game!r}, not Fifteen",
    "tatham-save-move": (
        "the save file's move {move!r} does not slide the blank along its row or column"
    ),
    "text-too-long": (
        "the text has {chars:,} characters: the most read is {most:,} "
        "(a board of up to {cells:,} cells, 2000 x 2000)"
    ),
    "too-many-lines": "the text has {lines:,} lines: the most handled is {most:,} (2000 x 2000)",
    "several-boards": "found {boards} ({shown}); paste one, or check them all at once",
    "line-board": "line {line}: {rows} x {cols}",
    "line-no-board": "line {line}: not a board",
    # Brackets and code
    "empty-brackets": "no board: the brackets hold no values",
    "no-literal": "no board found in the code: no list of numbers like {example}",
    "unbalanced-close": (
        "unbalanced brackets: {token!r} at character {at} does not close {opening!r}"
    ),
    "unbalanced-stray": "unbalanced brackets: {token!r} at character {at} closes nothing open",
    "unbalanced-open": "unbalanced brackets: {count} left open",
    "no-board-in-text-one": "no board found: no rows of numbers (line {lines} is text)",
    "no-board-in-text-many": "no board found: no rows of numbers (lines {lines} are text)",
    "shape-asked": "the shape asked for, {rows} x {cols}, does not fit the board's {cells}",
    "given-size": "the size given, {rows} x {cols}, does not fit the {cells} tiles given",
    "size-line-mismatch": (
        "line {line}, {text!r}, gives the size {rows} x {cols}, but then come {got_rows} "
        "row(s) of {got_cols} values"
    ),
    "text-before-brackets": "unexpected text {text!r} before the first bracket",
    "text-after-brackets": "unexpected text {text!r} after the closing bracket",
    "nested-too-deep": (
        "brackets nested {depth} deep at line {line}: a board is rows of values in brackets "
        "([[1, 2], [3, 0]]), a list of boards one level more"
    ),
    "rows-in-rows": (
        "expected rows in brackets like [[1, 2], [3, 0]]; row {row} has brackets inside its "
        "brackets"
    ),
    "values-beside-rows": (
        "expected rows in brackets like [[1, 2], [3, 0]]; found {found!r} before row {row}"
    ),
    # The shape
    "no-values": "no board: no values",
    "no-rows": "a board needs at least one row, got none",
    "not-whole-size": "{name} must be a whole number, got {value}",
    "size-below-one": "{name} must be at least 1, got {value}",
    "one-cell": "a board needs at least 2 cells, a {rows} x {cols} board has 1",
    "too-many-cells": (
        "a {rows} x {cols} board has {cells:,} cells; the most handled is {most:,} (2000 x 2000)"
    ),
    "too-many-values": "{cells:,} values: the most handled is {most:,} (2000 x 2000)",
    "picture-size": "a picture needs a width and a height above 0, got {width} x {height}",
    "no-such-cell": "no cell {cell} on a {rows} x {cols} board: its cells are 0 to {last} in "
    "reading order",
    "cells-and-tiles": "a {rows} x {cols} board has {cells} cells, got {tiles} tiles",
    "ragged-rows": (
        "rows must have the same length; row {row} has {length}, row 1 has {cols} "
        "(row lengths: {lengths})"
    ),
    "hint-empty-cell": "if the blank is the empty cell, write it as _ or 0",
    "hint-nothing-between": "{cell} is empty: nothing between two separators",
    # The values
    "token-at": "{cell}: {token!r} in {line!r}",
    "token-at-value": "{cell} (value {value} of the line): {token!r} in {line!r}",
    "negative": "{where} is negative; tiles are 1 and up, 0 for the blank",
    "minus-zero": "{where} has a minus sign: write the blank as 0, tiles as 1 and up",
    "not-whole": "{where} is not a whole number: write tile numbers with digits only",
    "not-a-tile": "{where} is not a tile number (a whole number or a blank: {blanks})",
    "blank-but-largest": "{where} marks a blank, but here the largest number is the blank",
    "far-too-large": (
        "{where} is far too large for a tile ({digits}; a board has at most {most:,} cells)"
    ),
    "empty-cells": (
        "{empty} ({cells}): only one cell may be left empty, for the blank; nothing may lie "
        "between two separators"
    ),
    "empty-but-largest": "{cell} is empty, but here the largest number is the blank: fill it in",
    "negative-tile": "tile at {cell} is negative: {token}",
    "tile-not-whole": "tile at {cell} is not a whole number: {value}",
    # The tiles
    "out-of-range": (
        "tile {tile} at {cell} is out of range: a board of {cells} cells has the numbers "
        "{low} to {high}; missing: {missing}"
    ),
    "tile-twice": "tile {tile} appears twice: at {first} and at {cell}; missing: {missing}",
    "two-blanks": "two blanks: at {first} and at {cell}; missing: {missing}",
    "empty-and-blank": (
        "two blanks: {cell} is empty and the blank is also written at {other}; fill in the "
        "empty cell, or write the blank only once"
    ),
    "hint-no-blank": (
        "no blank was written (no 0 or _), so the numbers should be 1 to {size}, {size} the blank"
    ),
    # The goal
    "goal-type": (
        "expected the goal as a Board or one of {names}, got {type} {value} "
        "(parse_board reads a goal written out)"
    ),
    "goal-shape": "the goal is {goal_rows} x {goal_cols} but the board is {rows} x {cols}",
    "unknown-goal": "unknown goal {goal!r}: expected a board or one of {names}",
    # Moves
    "not-next-to-blank": "tile {tile} is not next to the blank ({blank})",
    "no-such-tile": "there is no tile {value} on a {rows} x {cols} board",
    "not-in-line": "tile {tile} is not in the blank's row or column ({blank})",
    "not-towards-blank": "tile {tile} slides only towards the blank ({blank})",
    "not-a-tile-here": "{value} is not a tile of this board (1 to {largest})",
    "off-the-edge": "the blank cannot move {direction} ({way}) from {blank}, the board's edge",
    "blank-goes-up": "up",
    "blank-goes-down": "down",
    "blank-goes-left": "left",
    "blank-goes-right": "right",
    "not-a-direction": "{value} is not one of U, D, L, R",
    "not-a-direction-mixed": (
        "{token!r} is not one of U, D, L, R (the moves began as the blank's moves, so every "
        "move must be one)"
    ),
    "not-a-tile-number-mixed": (
        "{token!r} is not a tile number (the moves began as tile numbers, so every move must "
        "be one)"
    ),
    # Requests: shuffling, solving
    "always-solvable": (
        "every {rows} x {cols} board is solvable: a single tile cannot be out of order"
    ),
    "time-limit": "time_limit must be a positive number of seconds, got {value}",
    "too-big-to-solve": (
        "a {rows} x {cols} board is too big to solve: it takes millions of moves; boards up to "
        "cells x (rows + columns) = {most:,} are solved (60 x 60, 2 x 500)"
    ),
    # Graded shuffles: boards needing a number of moves
    "moves-value": (
        "moves must be a whole number of moves, or a band (lo, hi) with 0 <= lo <= hi, got {value}"
    ),
    "moves-and-verdict": (
        "a board needing a number of moves is solvable and its blank may be anywhere: moves "
        "cannot go with solvable=False or fixed_blank"
    ),
    "moves-too-big": (
        "boards needing a given number of moves are made up to {most} cells; a {rows} x {cols} "
        "board has {cells}"
    ),
    "moves-beyond": (
        "no {rows} x {cols} board needs {band} to reach this goal: the hardest need {most}"
    ),
    "moves-band": "{lo} to {hi}",
    "moves-timeout": (
        "found no {rows} x {cols} board needing {band} in the time allowed ({boards} tried): "
        "boards that far from the usual lengths are rare; try a band nearer them"
    ),
    # Pattern table files
    "table-not-a-file": "not a pattern table file: it starts {start}",
    "table-damaged": "a damaged pattern table file: {why}",
    "table-checksum": "a damaged pattern table file: its checksum does not match",
    "table-version": "pattern tables for {rows} x {cols} that this version cannot use",
    "table-size": "a damaged pattern table file: {size:,} bytes, not {want:,}",
}
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
    "keeps the number of inversions, and a move up or down passes the tile over {others}, an even "
    "number, so the parity of the number of inversions never changes. The goal has 0 inversions "
    "(even), "
    "so a board reaches it only with an even number.",
    "inversions-even": "Written out in reading order without the blank, the tiles have "
    "{inversions} (pairs a before b with a > b), an even number.",
    "inversions-odd": "Written out in reading order without the blank, the tiles have "
    "{inversions} (pairs a before b with a > b), an odd number.",
    "inversions-none": "Written out in reading order without the blank, the tiles have no "
    "inversions (pairs a before b with a > b): 0, an even number.",
    "odd-width-blank-row": "(The blank's row, row {row} from the bottom, does not matter for an "
    "odd width.)",
    "odd-width-solvable": "So the board is solvable.",
    "odd-width-unsolvable": "So the board is not solvable.",
    "even-width": "Rule even-width: the board is {cols} wide, an even width. A move up or down "
    "passes the tile over {others}, an odd number, flipping the parity of the number of "
    "inversions while the blank changes row. So the number of inversions + the blank's row from "
    "the bottom keeps its parity.",
    "even-width-goal-even": "The goal has 0 inversions and the blank on row {goal_row} from the "
    "bottom: 0 + {goal_row} is even.",
    "even-width-goal-odd": "The goal has 0 inversions and the blank on row {goal_row} from the "
    "bottom: 0 + {goal_row} is odd.",
    "inversions-goal-order": "The goal is {goal}: the inversions are counted against its order, "
    "its tiles "
    "read the same way.",
    "inversions-goal-even": "Written out in reading order without the blank, the tiles have "
    "{inversions} (pairs in the opposite order to the goal's), an even number.",
    "inversions-goal-odd": "Written out in reading order without the blank, the tiles have "
    "{inversions} (pairs in the opposite order to the goal's), an odd number.",
    "inversions-goal-none": "Written out in reading order without the blank, the tiles have no "
    "inversions (pairs in the opposite order to the goal's): 0, an even number.",
    "blank-row-even": "The blank is on row {row} from the bottom (even).",
    "blank-row-odd": "The blank is on row {row} from the bottom (odd).",
    "even-width-even-solvable": "{count} + {row} = {total} is even, as in the goal, so the board "
    "is solvable.",
    "even-width-even-unsolvable": "{count} + {row} = {total} is even, unlike the goal, so the "
    "board is not solvable.",
    "even-width-odd-solvable": "{count} + {row} = {total} is odd, as in the goal, so the board is "
    "solvable.",
    "even-width-odd-unsolvable": "{count} + {row} = {total} is odd, unlike the goal, so the board "
    "is not solvable.",
    # The goals, by name.
    "goal-blank-first": "blank-first",
    "goal-spiral": "spiral",
    "goal-custom": "custom",
    # The rules: their names and what each says (slidepuzzle.RULES).
    "rule-name-single-line": "single-line",
    "rule-name-odd-width": "odd-width",
    "rule-name-even-width": "even-width",
    "rule-single-line": "one row or one column: tiles never pass each other, so they must "
    "already be in the goal's order",
    "rule-odd-width": "odd width: solvable exactly when the number of inversions, counted "
    "against the goal's order, is even",
    "rule-even-width": "even width: solvable exactly when the number of inversions, counted "
    "against the goal's order, plus the blank's row counted from the bottom has the parity of the "
    "goal's blank row (odd for the usual goal)",
    # The numbers a rule decided by, in a line (slidepuzzle.batch.deciding_numbers).
    "deciding-in-order": "tiles in the goal's order",
    "deciding-out-of-order": "tiles out of order",
    "deciding-odd-width": "{inversions}",
    "deciding-even-width": "{inversions}, blank on row {row} from the bottom",
    # How a text was read (slidepuzzle.parse: Note.message, describe, format_name).
    "note-no-blank": "No blank was written: {number}, the largest number, is taken as the blank",
    "note-empty-cell": "The empty cell (row {row}, column {column}) is taken as the blank",
    "note-square-line": (
        "One line of {values} values is read as {side} x {side} (another shape, such as "
        "1 x {values}, can be asked for)"
    ),
    "note-one-row": (
        "One line of {number} values is read as 1 x {number} (another shape, such as "
        "{rows} x {cols}, can be asked for)"
    ),
    "note-stacked": "{boards} written one under another are read one by one",
    "note-joined": "{blocks} separated by blank lines are read as one board",
    "note-skipped-one": "Line {lines} is text, skipped",
    "note-skipped-many": "Lines {lines} are text, skipped",
    "note-code-one": "Line {lines} is program code, skipped",
    "note-code-many": "Lines {lines} are program code, skipped",
    "note-output-one": "Line {lines} is a sample output, skipped",
    "note-output-many": "Lines {lines} are a sample output, skipped",
    "note-labels-one": "The label before the values on line {lines} is taken off",
    "note-labels-many": "The labels before the values on lines {lines} are taken off",
    "note-small": "Line {line}, {text!r}, has too few values for a board, skipped",
    "note-size-line": "Line {line}, {text!r}, is the board's size: {rows} x {cols}",
    "note-count-line": "Line {line}, {text!r}, is the number of boards, not a board",
    "note-given-size": "The size given beside the tiles is used: {rows} x {cols}",
    "note-line-numbers": "The first column ({text}) numbers the lines and is taken off",
    "note-index": "The printout's header row and index column are taken off",
    "note-header": "Line {line}, {text!r}, is the table's header, skipped",
    "note-columns-first": "The values fill the columns first (R's default without byrow = TRUE)",
    "note-width-first": "The game id gives the width first: {cols} wide, {rows} high",
    "note-row-marks": "{text!r} separates the rows",
    "note-line-boards": (
        "Each line of {values} values is read as its own {side} x {side} board "
        "(another shape, such as 1 x {values}, can be asked for)"
    ),
    "note-shape": "Read as {rows} x {cols}, as asked",
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
    "format-json": "a JSON object",
    "format-r": "R code",
    "format-tatham": "a Fifteen game id (Simon Tatham's puzzles)",
    "format-html": "an HTML table",
    "format-hex": "a hex string (one digit a tile)",
    "format-letters": "letters (A is tile 1)",
    "format-tatham-save": "a Fifteen save file (Simon Tatham's puzzles)",
    # How a solution was found (slidepuzzle.solve.method_name), by Solution.method.
    "method-ida*": "IDA* search",
    "method-weighted": "weighted IDA* search",
    "method-beam": "beam search with the pattern tables",
    "method-constructive": "built row by row",
    "method-line": "a single line: one way to go",
    "method-none": "nothing to do",
    "method-shortened": "weighted search, then stretches replaced by the fewest moves",
    "method-reduced": "a row or column placed at a time by a search, then the smaller board solved",
    # The CSV table's header and its words (slidepuzzle.batch.batch_csv).
    "csv-source": "source",
    "csv-board": "board",
    "csv-line": "line",
    "csv-format": "format",
    "csv-rows": "rows",
    "csv-cols": "cols",
    "csv-solvable": "solvable",
    "csv-rule": "rule",
    "csv-inversions": "inversions",
    "csv-blank_row_from_bottom": "blank_row_from_bottom",
    "csv-goal_blank_row_from_bottom": "goal_blank_row_from_bottom",
    "csv-deciding": "deciding",
    "csv-notes": "notes",
    "csv-error": "error",
    "csv-tiles": "tiles",
    "csv-optimal_moves": "optimal_moves",
    "csv-not-computed": "not computed",
    "csv-yes": "yes",
    "csv-no": "no",
    "csv-note-separator": "; ",
    # The command line (slidepuzzle.cli): where a board is, its line, a solution.
    "cli-board": "{source}, board {board} (line {line})",
    "cli-solvable": "{rows} x {cols}, solvable ({rule}: {deciding})",
    "cli-unsolvable": "{rows} x {cols}, not solvable ({rule}: {deciding})",
    "cli-placed": "{where}: {message}",
    "cli-other-shapes": "other shapes it can be read in: --shape {shapes}",
    "cli-no-board": "no board found",
    "cli-unreadable": "cannot read the file: {why}",
    "cli-not-utf8": "cannot read the file: not UTF-8 text (byte {byte})",
    "cli-cannot-reach": "cannot reach the goal. {why}",
    "cli-cannot-shuffle": "cannot shuffle: {why}",
    # Notes on a solution (slidepuzzle.solve.Solution.notes) and its lower bound.
    "tables-missing": (
        "the pattern tables for {rows} x {cols} are missing: searched with weaker lower bounds, "
        "which is slower"
    ),
    "tables-unusable": (
        "the pattern tables for {rows} x {cols} cannot be used ({why}): searched with weaker "
        "lower bounds, which is slower"
    ),
    "best-so-far": "best so far: {moves}; none is shorter than {bound}",
    "cli-solved-bounded": (
        "{rows} x {cols}, {moves}, at most {gap}% above the shortest possible "
        "(none is shorter than {bound}; {how})"
    ),
    "cli-solved": "{rows} x {cols}, {moves}, optimal ({how})",
    "cli-proven": "{how}, none shorter by the optimal search",
    "cli-nodes": "{how}; {nodes}",
    "cli-tiles-slid": "tiles slid: {moves}",
    "cli-blank-moves": "blank moves (where the blank goes): {moves}",
    # The verdict's steps, the two formulations, the fix, the invariant in play (slidepuzzle.why,
    # slidepuzzle.fix).
    "word-even": "even",
    "word-odd": "odd",
    "step-tiles": "The tiles in reading order, the blank left out: {tiles}.",
    "step-tiles-goal": "The tiles in reading order, the blank left out: {tiles}. The goal's "
    "order: {goal_tiles}.",
    "step-inversions": "Pairs with a larger tile before a smaller one: {inversions} ({parity}).",
    "step-inversions-goal": "Pairs in the opposite order to the goal's: {inversions} ({parity}).",
    "step-blank-row": "The blank is on row {row} from the bottom ({parity}).",
    "step-blank-row-unused": "The blank is on row {row} from the bottom; on an odd width its row "
    "does not count.",
    "step-blank-line": "The blank can slide anywhere along the line: where it is does not count.",
    "step-rule-line-solvable": "On one line tiles never pass each other, so the number of "
    "inversions must be 0: it is, so the board is solvable.",
    "step-rule-line-unsolvable": "On one line tiles never pass each other, so the number of "
    "inversions must be 0: it is {count}, so the board is not solvable.",
    "step-rule-odd-width-solvable": "On an odd width the inversions keep their parity, and the "
    "goal has 0 (even): {count} is {parity} too, so the board is solvable.",
    "step-rule-odd-width-unsolvable": "On an odd width the inversions keep their parity, and the "
    "goal has 0 (even): {count} is {parity}, so the board is not solvable.",
    "step-rule-even-width-solvable": "On an even width, inversions + blank row keep their parity: "
    "{first} + {second} = {total}, {parity}, as the goal's 0 + {goal_total}: solvable.",
    "step-rule-even-width-unsolvable": "On an even width, inversions + blank row keep their "
    "parity: {first} + {second} = {total}, {parity}, unlike the goal's 0 + {goal_total}: not "
    "solvable.",
    "form-inversions": "Inversions + blank row: {count} + {row} = {total}, {parity}; the goal: 0 "
    "+ {goal_row} = {goal_row}, {goal_parity}. {answer}",
    "form-inversions-odd-width": "Inversions (on an odd width the row does not count): {count}, "
    "{parity}; the goal: 0, even. {answer}",
    "form-permutation": "Transpositions of the permutation (the blank counted) + the blank's "
    "distance: "
    "{swaps} + {distance} = {total}, {parity}; the goal: 0 + 0 = 0, even. {answer}",
    "form-same": "The same parity: solvable.",
    "form-different": "A different parity: not solvable.",
    "fix-swap": "Swap tiles {a} and {b} to make it solvable.",
    "fix-swap-moves": "Swap tiles {a} and {b} to make it solvable: then it takes {moves} at best.",
    "fix-swap-solves": "Swap tiles {a} and {b}: that solves it.",
    "fix-why": "A swap of any two tiles is a transposition: it flips the parity of the permutation "
    "and leaves the blank where it is, so it turns a board that cannot be solved into one that "
    "can.",
    "fix-none": "No swap of two tiles puts this line in the goal's order.",
    "live-even-width": "{inversions} · blank on row {row} · {count} + {row} = {total}, {parity}, "
    "as at the start",
    "live-odd-width": "{inversions} · blank on row {row} · {count}, {parity}, as at the start (on "
    "an odd width the row does not count)",
    "move-passed": "This move passed tile {tile} over {passed}: {changed} ({before} → {after}), "
    "and the blank changed row.",
    "move-along": "This move slid tile {tile} along its row: the order and the blank's row stay "
    "the same.",
    "move-across": "This move slid tile {tile} to the next row, passing no tile: the order stays "
    "the same.",
    "cli-fix": "fix: {swap!l}",
    "cli-fix-why": "  ({why})",
    # Moves to go (slidepuzzle.hint) and the symmetries' effect (slidepuzzle.symmetry)
    "to-go-optimal": "{moves} to go (optimal)",
    "to-go-at-least": "at least {moves} to go (the best solution found so far: {best})",
    "to-go-solved": "solved: no moves to go",
    "to-go-unsolvable": "the goal can never be reached: {invariant}; the goal's is {goal_parity}",
    "to-go-unsolvable-line": "the goal can never be reached: on a single row or column the tiles "
    "never pass each other, and place {place} holds {tile} where the goal has {goal_tile}",
    "symmetry-rotate-right": "A quarter turn clockwise",
    "symmetry-rotate-left": "A quarter turn anticlockwise",
    "symmetry-half-turn": "A half turn",
    "symmetry-flip-horizontal": "A left-right flip",
    "symmetry-flip-vertical": "An upside-down flip",
    "symmetry-transpose": "A transpose (a mirror in the main diagonal)",
    "symmetry-anti-transpose": "A mirror in the other diagonal",
    "effect-keeps": "keeps each board's verdict",
    "effect-flips": "turns each board's verdict the other way",
    "symmetry-parity": "{symmetry} of a {rows} x {cols} board {effect}: the cells' permutation "
    "{cells} + the blank's change of colour on a chessboard {colour} + the goal's change "
    "{goal_change} = {total}, {parity}.",
    "symmetry-line-kept": "{symmetry} of a {rows} x {cols} line keeps each board's verdict: the "
    "tiles keep their order along it.",
    "symmetry-line-reversed-keeps": "{symmetry} of a {rows} x {cols} line keeps each board's "
    "verdict: its one tile has no order to reverse.",
    "symmetry-line-reversed-flips": "{symmetry} of a {rows} x {cols} line turns each board's "
    "verdict the other way: its two tiles change order.",
    "symmetry-line-reversed-reverses": "{symmetry} of a {rows} x {cols} line reverses the tiles' "
    "order. A solvable board becomes unsolvable; an unsolvable one becomes solvable only if its "
    "tiles ran in exactly the reverse order.",
    "symmetry-goal-turned": "{symmetry} keeps each board's verdict: the goal turns with the "
    "board, and so does every move.",
}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("{count:,} value", "{count:,} values"),
    "empty-cell": ("{count:,} empty cell", "{count:,} empty cells"),
    "digit": ("{count:,} digit", "{count:,} digits"),
    "board": ("{count:,} board", "{count:,} boards"),
    "inversion": ("{count:,} inversion", "{count:,} inversions"),
    "other-tile": ("{count:,} other", "{count:,} others"),
    "move": ("{count:,} move", "{count:,} moves"),
    "square-board": ("{count:,} square board", "{count:,} square boards"),
    "block": ("{count:,} block", "{count:,} blocks"),
    "node": ("{count:,} node", "{count:,} nodes"),
    "band-end": ("{count:,} move", "{count:,} moves"),
    "inversion-changed": ("{count:,} inversion changed", "{count:,} inversions changed"),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
