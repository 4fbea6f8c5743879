"""The core's words in Chinese (simplified): see ``slidepuzzle/locales/__init__.py``."""

from slidepuzzle.locales import en

ERRORS: dict[str, str] = dict(en.ERRORS)  # English until the translation lands (issue 11)
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("{count:,} 个数",),
    "empty-cell": ("{count:,} 个空单元格",),
    "digit": ("{count:,} 位",),
    "board": ("{count:,} 个棋盘",),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
