"""The errors' common base: a message kept as data, written out in any language.

Every error the core raises for a person's input (``BoardError`` and its kinds, ``MoveError``,
``RequestError``, ``TableError``) is an ``InputError``: it keeps a ``Phrase`` (a key of the
catalogue's ``ERRORS`` and the values it fills in) and its own data, so ``error.message(lang)``
words it in any language; ``str(error)`` is the English. Each message is built from parts: the
place it is at and a hint are phrases of their own, joined by the templates ``placed`` and
``hinted``, so each language orders them its way.
"""

from __future__ import annotations

from typing import Any, Self, TypeVar

from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.messages import Phrase, Value, phrase


class InputError(ValueError):
    """A person's input the core refuses: ``InputError("key", **values)`` or from a phrase."""

    phrase: Phrase
    """What is wrong, as data: the key of its template and the values it fills in."""

    def __init__(self, why: str | Phrase, /, **values: Value) -> None:
        if isinstance(why, Phrase) and values:
            raise TypeError("the values of a phrase are given with it")
        self.phrase = why if isinstance(why, Phrase) else Phrase(why, values)
        super().__init__(self.phrase.key)
        self._english: str | None = None  # written out when first asked for (parsers retry)

    def __str__(self) -> str:
        if self._english is None:
            self._english = self.phrase.text(DEFAULT_LANG)
        return self._english

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    @property
    def key(self) -> str:
        """The key of the message's template (``placed``, ``hinted`` for a composed one)."""
        return self.phrase.key

    def message(self, lang: Lang) -> str:
        """What is wrong, and where, in ``lang``."""
        return self.phrase.text(lang)

    def placed(self, place: Phrase) -> Self:
        """The same error, its message starting with the place it is at (``board 2 (line 5)``)."""
        return self.reworded(phrase("placed", place=place, message=self.phrase))

    def hinted(self, hint: Phrase) -> Self:
        """The same error, with a hint after its message (``write the blank as _ or 0``)."""
        return self.reworded(phrase("hinted", message=self.phrase, hint=hint))

    def reworded(self, words: Phrase) -> Self:
        """An error of the same type with the same data, worded as ``words``."""
        return _rebuild(type(self), words, self.__dict__)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle with its data (a worker may send an error across)."""
        return _rebuild, (type(self), self.phrase, self.__dict__)


E = TypeVar("E", bound=InputError)


def _rebuild(kind: type[E], words: Phrase, data: dict[str, object]) -> E:
    """An error of type ``kind`` with the attributes ``data``, worded as ``words``."""
    error = kind.__new__(kind)
    error.__dict__.update(data)
    InputError.__init__(error, words)
    return error
