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
    "not-whole": "{where} is not a whole number: write tile numbers with digits only",
    "not-a-tile": "{where} is not a tile number (a whole number or a blank: _ x . *)",
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
    # Pattern table files
    "table-not-a-file": "not a pattern table file: it starts {start}",
    "table-damaged": "a damaged pattern table file: {why}",
    "table-checksum": "a damaged pattern table file: its checksum does not match",
    "table-version": "pattern tables for {rows} x {cols} that this version cannot use",
    "table-size": "a damaged pattern table file: {size:,} bytes, not {want:,}",
}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("{count:,} value", "{count:,} values"),
    "empty-cell": ("{count:,} empty cell", "{count:,} empty cells"),
    "digit": ("{count:,} digit", "{count:,} digits"),
    "board": ("{count:,} board", "{count:,} boards"),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
