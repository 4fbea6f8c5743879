"""The core's words in Korean: see ``slidepuzzle/locales/__init__.py``."""

from slidepuzzle.locales import en

ERRORS: dict[str, str] = dict(en.ERRORS)  # English until the translation lands (issue 11)
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("값 {count:,}개",),
    "empty-cell": ("빈 셀 {count:,}개",),
    "digit": ("{count:,}자리",),
    "board": ("보드 {count:,}개",),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
