"""The core's words in every language: the catalogue built from ``slidepuzzle/locales/``.

``say(lang, key, **values)`` fills in one message; ``counted(lang, count, noun)`` writes a count
with its noun. English is the reference: ``str(error)`` and ``Verdict.explanation`` are English.
"""

from __future__ import annotations

from slidepuzzle.i18n import Catalogue, Lang
from slidepuzzle.locales import en, ko, ru, zh

CATALOGUE = Catalogue(
    texts={"en": en.TEXTS, "ko": ko.TEXTS, "ru": ru.TEXTS, "zh": zh.TEXTS},
    nouns={"en": en.NOUNS, "ko": ko.NOUNS, "ru": ru.NOUNS, "zh": zh.NOUNS},
)
"""The core's message templates and nouns, by language."""


def say(lang: Lang, key: str, /, **values: object) -> str:
    """The core's message ``key`` in ``lang``, with ``values`` filled in."""
    return CATALOGUE.say(lang, key, **values)


def counted(lang: Lang, count: int, noun: str) -> str:
    """``count`` with its noun in ``lang``."""
    return CATALOGUE.counted(lang, count, noun)


def error_text(error: BaseException, lang: Lang) -> str:
    """An exception's message in ``lang``: ``error.message(lang)`` where the error has one (the
    core's errors), else ``str(error)``."""
    message = getattr(error, "message", None)
    return str(message(lang)) if callable(message) else str(error)
