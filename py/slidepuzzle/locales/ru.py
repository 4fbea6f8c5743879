"""The core's words in Russian: see ``slidepuzzle/locales/__init__.py``."""

from slidepuzzle.locales import en

ERRORS: dict[str, str] = dict(en.ERRORS)  # English until the translation lands (issue 11)
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("{count:,} значение", "{count:,} значения", "{count:,} значений"),
    "empty-cell": ("{count:,} пустая ячейка", "{count:,} пустые ячейки", "{count:,} пустых ячеек"),
    "digit": ("{count:,} цифра", "{count:,} цифры", "{count:,} цифр"),
    "board": ("{count:,} поле", "{count:,} поля", "{count:,} полей"),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
