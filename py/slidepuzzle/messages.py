"""The core's words in every language: the catalogue built from ``slidepuzzle/locales/``.

``say(lang, key, **values)`` fills in one message; ``counted(lang, count, noun)`` writes a count
with its noun. English is the reference: ``str(error)`` and ``Verdict.explanation`` are English.

A ``Phrase`` is a message kept as data (its key and its values) and written out in any language
later: an error keeps one. Its values may be phrases themselves (a cell's name, the place an error
is at), a ``Count`` (a number with its noun) or a ``Listing`` (values joined as a language joins
them), so each part is a template and the word order is each language's own.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TypeAlias

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


Value: TypeAlias = "int | float | str | Phrase | Count | Listing"
"""What a phrase fills in: a number, text as it was (a token, a line), or words to write out."""


@dataclass(frozen=True, slots=True)
class Phrase:
    """The message ``key`` with its values, written out in a language by ``text(lang)``."""

    key: str
    values: Mapping[str, Value] = field(default_factory=dict)

    def text(self, lang: Lang) -> str:
        """The phrase in ``lang``, its values written out in ``lang`` first."""
        return say(lang, self.key, **{name: words(lang, v) for name, v in self.values.items()})

    def used_keys(self) -> Iterator[str]:
        """The keys this phrase is written out with: its own and those of the words inside it."""
        yield self.key
        for value in self.values.values():
            yield from _keys(value)


def phrase(key: str, /, **values: Value) -> Phrase:
    """``Phrase(key, values)``, the values given by name."""
    return Phrase(key, values)


@dataclass(frozen=True, slots=True)
class Count:
    """A number of things: ``"3 values"``, ``"3 значения"``, ``"3개"`` (a noun of ``NOUNS``)."""

    count: int
    noun: str


@dataclass(frozen=True, slots=True)
class Listing:
    """Values in a row, as a language joins them (``joiner`` is a key: ``"list-comma"``,
    ``"list-and"``), with ``"… and 3 more"`` when ``more`` of them are left out."""

    items: tuple[Value, ...]
    more: int = 0
    joiner: str = "list-comma"


def _keys(value: Value) -> Iterator[str]:
    if isinstance(value, Phrase):
        yield from value.used_keys()
    elif isinstance(value, Listing):
        yield value.joiner
        if value.more:
            yield "list-more"
        for item in value.items:
            yield from _keys(item)


def words(lang: Lang, value: Value) -> int | float | str:
    """``value`` ready to fill in: phrases, counts and listings written out in ``lang``."""
    if isinstance(value, Phrase):
        return value.text(lang)
    if isinstance(value, Count):
        return counted(lang, value.count, value.noun)
    if isinstance(value, Listing):
        joined = say(lang, value.joiner).join(str(words(lang, item)) for item in value.items)
        return say(lang, "list-more", items=joined, more=value.more) if value.more else joined
    return value
