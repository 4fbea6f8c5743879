"""Every sentence the page shows, in the reader's language: one place to read or translate.

Pure Python (no browser imports). The templates are data, one module per language in
``page/locales/`` (``en`` the reference), gathered into one ``slidepuzzle.i18n.Catalogue`` like the
core's. ``say(lang, key, **values)`` fills in a template; ``counted(lang, n, noun)`` writes a count
with its noun ("1 move", "3 хода", "3 步"). The few functions below choose between templates; none
builds a sentence out of fragments.

Every function takes the language as its first argument, as the core's ``messages.say`` does,
rather than reading a "current language" kept here. The language lives in one place, the page's
``page.language``; the wiring (``page.checking``, ``page.solve_panel``) passes it in, and the pure
modules (``view``, ``options``) take it as a parameter. So a sentence's language is visible at
its call site, the pure modules are tested in every language without setting anything first,
and no module can write in a language the state no longer holds.

What must be written again when the language changes is kept as data, ``Said``: a ``Phrase`` (the
core's message model, key and values; ``said(key, **values)`` makes one of the page's, written
with the page's templates), text the same in every language, or sentences in a row. Two of them
compare equal when they say the same. ``written(lang, said)`` writes one out; ``page.language``
keeps them and writes them again on a switch.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal, Protocol, TypeAlias

from slidepuzzle.i18n import DEFAULT_LANG, LANGS, ByLanguage, Catalogue, Lang, locale
from slidepuzzle.messages import Count, Phrase, Value, words
from slidepuzzle.solve import Method, method_phrase

Way = Literal["up", "down", "left", "right"]
"""Where a tile slides on the screen."""

CATALOGUE = Catalogue(
    texts=ByLanguage(lambda lang: locale("page.locales", lang).ALL),
    nouns=ByLanguage(
        lambda lang: locale("slidepuzzle.locales", lang).NOUNS | locale("page.locales", lang).NOUNS
    ),
)
"""The page's templates and nouns in every language (``problems()`` lists what is missing).
The nouns are the core's (board, inversion, move …) with the page's own added on top, so a
term is written once. Each language's modules are imported when first used: at start the
reader's language and English (the fallback for a missing key), the others on a switch."""

CAPITALIZED = frozenset({"cannot-move"})
"""Templates whose ``{error}`` is a message from the core made a sentence (capital first letter)."""


@dataclass(frozen=True, slots=True)
class PagePhrase(Phrase):
    """One of the page's phrases: the core's ``Phrase``, written with the page's templates (its
    values are written first: phrases in their own catalogue, counts with the page's nouns)."""

    def text(self, lang: Lang) -> str:
        values = {name: _value(lang, value) for name, value in self.values.items()}
        if self.key in CAPITALIZED:
            error = str(values["error"])
            values["error"] = error[:1].upper() + error[1:]
        return say(lang, self.key, **values)


def _value(lang: Lang, value: Value) -> int | float | str:
    if isinstance(value, Phrase):
        return value.text(lang)
    if isinstance(value, Count):
        return counted(lang, value.count, value.noun)
    return words(lang, value)


class Text(Protocol):
    """Anything that writes itself in a language (a ``Phrase``; see ``view.Spoken``)."""

    def text(self, lang: Lang) -> str: ...


@dataclass(frozen=True)
class InEach:
    """Words written in every language at once (by the solver's worker, which cannot be asked
    again): written in the one wanted, else in English."""

    texts: Mapping[str, str]

    def text(self, lang: Lang) -> str:
        return self.texts.get(lang) or self.texts.get(DEFAULT_LANG, "")


def in_each(write: Callable[[Lang], str]) -> dict[str, str]:
    """What ``write`` writes in each of the page's languages, by language code."""
    return {lang: write(lang) for lang in LANGS}


Said: TypeAlias = "Text | str | tuple[Said, ...]"
"""What the page says, kept as data: a phrase (or anything that writes itself in a language), text
the same in every language ("" for nothing), or sentences in a row (joined by a space)."""


def written(lang: Lang, said: Said) -> str:
    """``said`` written out in ``lang``."""
    if isinstance(said, str):
        return said
    if isinstance(said, tuple):
        return " ".join(filter(None, (written(lang, part) for part in said)))
    return said.text(lang)


def say(lang: Lang, key: str, /, **values: object) -> str:
    """The sentence ``key`` in ``lang`` with ``values`` filled in."""
    return CATALOGUE.say(lang, key, **values)


def counted(lang: Lang, count: int, noun: str) -> str:
    """``count`` with its noun: ``"1 move"``, ``"3,213 positions"``, ``"5 ходов"``."""
    return CATALOGUE.counted(lang, count, noun)


def said(key: str, /, **values: Value) -> PagePhrase:
    """The page's sentence ``key`` with ``values``, to be written in any language later."""
    return PagePhrase(key, values)


def error_said(error: BaseException) -> Said:
    """What an error says, as data: the core's errors (and the page's options') carry a phrase;
    any other exception gives its own text."""
    phrase = getattr(error, "phrase", None)
    return phrase if isinstance(phrase, Phrase) else str(error)


def page_keys() -> list[str]:
    """The keys of index.html's fixed text and of the examples' names (the English catalogue's
    ``PAGE`` and ``EXAMPLE_NAMES``, which every language has)."""
    english = locale("page.locales", DEFAULT_LANG)
    return [*english.PAGE, *english.EXAMPLE_NAMES]


def example_key(name: str) -> str:
    """The catalogue's key for a worked example's name (``slidepuzzle.EXAMPLES``)."""
    return f"example: {name}"


def error_text(lang: Lang, error: BaseException) -> str:
    """What an error says, in ``lang``: the core's errors carry their data and write themselves
    in any language (``error.message(lang)``); any other exception gives its own text."""
    message = getattr(error, "message", None)
    return str(message(lang)) if callable(message) else str(error)


def batch_summary(lang: Lang, solvable: int, unsolvable: int, bad: int) -> str:
    """The line said for a paste of several boards: "12 boards: 7 solvable, 5 not"."""
    boards = counted(lang, solvable + unsolvable + bad, "board")
    key = "batch-summary-bad" if bad else "batch-summary"
    return say(lang, key, boards=boards, solvable=solvable, unsolvable=unsolvable, bad=bad)


def solution_headline(
    moves: int, optimal: bool, searched: bool, bound: int = 0, stopped: bool = False
) -> PagePhrase:
    """``"31 moves, optimal"``, or at most how far above the shortest by the lower ``bound``
    (``"118 moves, at most 18% above the shortest possible"``; found before Stop if
    ``stopped``), or why the solution is not proven shortest when there is no bound."""
    if optimal:
        return said("moves-optimal", moves=Count(moves, "move"))
    if bound > 0:
        gap = -(-100 * (moves - bound) // bound)
        key = "moves-stopped" if stopped else "moves-bounded"
        return said(key, moves=Count(moves, "move"), gap=gap)
    key = "moves-not-optimal-time" if searched else "moves-not-optimal-size"
    return said(key, moves=Count(moves, "move"))


def search_figures(nodes: int, seconds: float, method: str, optimal: bool) -> PagePhrase:
    """The search figures, and which search proved the length when another one found the moves."""
    try:
        how: Value = method_phrase(Method(method))
    except ValueError:  # a method this page does not know (a newer worker's): its name
        how = method
    if not nodes:
        return said("found-in", seconds=seconds, how=how)
    key = "searched-proven" if optimal and method != "ida*" else "searched"
    return said(key, positions=Count(nodes, "position"), seconds=seconds, how=how)


def playback_count(
    done: int, total: int, tile: int | None, way: str | None, goal: bool
) -> PagePhrase:
    """The counter during playback, naming the tile that just moved when one step was taken."""
    if tile is None or way is None:
        return said("move-of-goal-jump" if goal else "move-of", done=done, total=total)
    key = "move-of-goal" if goal else "move-of-tile"
    return said(key, done=done, total=total, tile=tile, way=said(f"way-{way}"))


def play_count(done: int, solved: bool, tile: int | None, way: str | None) -> PagePhrase:
    """The counter while playing by hand: "3 moves: tile 7 slid left.", "Solved in 23 moves!"."""
    if solved and done:
        return said("solved-in", moves=Count(done, "move"))
    if tile is None or way is None:
        return said("moves-made", moves=Count(done, "move"))
    return said("moves-made-tile", moves=Count(done, "move"), tile=tile, way=said(f"way-{way}"))


def loading_tables(lang: Lang, rows: int, cols: int, done: int, total: int) -> str:
    """The Solve status while the solver's tables download: "... 3.1 of 5.8 MB." (bytes in)."""
    return say(lang, "loading-tables", rows=rows, cols=cols, done=done / 1e6, total=total / 1e6)


def sentence(message: Phrase | str) -> PagePhrase:
    """A message from the core as a sentence: capital first letter, full stop."""
    return said("cannot-move", error=message)
