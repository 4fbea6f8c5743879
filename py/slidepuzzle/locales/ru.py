"""The core's words in Russian: see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {}
"""Countable nouns by name, a ``{count}`` template per plural form."""
