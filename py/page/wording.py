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
and no module can write in a language the state no longer holds. What must be written again when
the language changes is said as ``Words`` (``said(key, **values)``: a sentence still to be made
in whatever language is chosen), which ``page.language`` keeps and rewrites on a switch.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, TypeAlias

from slidepuzzle.i18n import Catalogue, Lang
from slidepuzzle.locales import en as core_en
from slidepuzzle.locales import ko as core_ko
from slidepuzzle.locales import ru as core_ru
from slidepuzzle.locales import zh as core_zh
from slidepuzzle.solve import Method, method_name

from page.locales import en, ko, ru, zh

Way = Literal["up", "down", "left", "right"]
"""Where a tile slides on the screen."""

CATALOGUE = Catalogue(
    texts={"en": en.ALL, "ko": ko.ALL, "ru": ru.ALL, "zh": zh.ALL},
    nouns={
        "en": core_en.NOUNS | en.NOUNS,
        "ko": core_ko.NOUNS | ko.NOUNS,
        "ru": core_ru.NOUNS | ru.NOUNS,
        "zh": core_zh.NOUNS | zh.NOUNS,
    },
)
"""The page's templates and nouns in every language (``problems()`` lists what is missing).
The nouns are the core's (board, inversion, move …) with the page's own added on top, so a
term is written once."""

Words: TypeAlias = Callable[[Lang], str]
"""A sentence still to be written in a language: the page writes it again when the reader
switches language."""


def say(lang: Lang, key: str, /, **values: object) -> str:
    """The sentence ``key`` in ``lang`` with ``values`` filled in."""
    return CATALOGUE.say(lang, key, **values)


def counted(lang: Lang, count: int, noun: str) -> str:
    """``count`` with its noun: ``"1 move"``, ``"3,213 positions"``, ``"5 ходов"``."""
    return CATALOGUE.counted(lang, count, noun)


def said(key: str, /, **values: object) -> Words:
    """The sentence ``key`` with ``values``, in whatever language it is written in later."""
    return lambda lang: say(lang, key, **values)


def words(text: str) -> Words:
    """Text that is the same in every language (a message already made, a number)."""
    return lambda lang: text


def example_key(name: str) -> str:
    """The catalogue's key for a worked example's name (``slidepuzzle.EXAMPLES``)."""
    return f"example: {name}"


def error_text(lang: Lang, error: BaseException) -> str:
    """What an error says, in ``lang``: the core's errors carry their data and write themselves
    in any language (``error.message(lang)``); any other exception gives its own text."""
    message = getattr(error, "message", None)
    return str(message(lang)) if callable(message) else str(error)


def way_name(lang: Lang, name: str) -> str:
    """Where a tile slides, in words: ``"left"``, ``"влево"``."""
    return say(lang, f"way-{name}")


def batch_summary(lang: Lang, solvable: int, unsolvable: int, bad: int) -> str:
    """The line said for a paste of several boards: "12 boards: 7 solvable, 5 not"."""
    boards = counted(lang, solvable + unsolvable + bad, "board")
    key = "batch-summary-bad" if bad else "batch-summary"
    return say(lang, key, boards=boards, solvable=solvable, unsolvable=unsolvable, bad=bad)


def solution_headline(lang: Lang, moves: int, optimal: bool, searched: bool) -> str:
    """``"31 moves, optimal"``, or why the solution is not proven shortest."""
    if optimal:
        return say(lang, "moves-optimal", moves=counted(lang, moves, "move"))
    key = "moves-not-optimal-time" if searched else "moves-not-optimal-size"
    return say(lang, key, moves=counted(lang, moves, "move"))


def search_figures(lang: Lang, nodes: int, seconds: float, method: str, optimal: bool) -> str:
    """The search figures, and which search proved the length when another one found the moves."""
    try:
        how = method_name(lang, Method(method))
    except ValueError:  # a method this page does not know (a newer worker's): its name
        how = method
    if not nodes:
        return say(lang, "found-in", seconds=seconds, how=how)
    key = "searched-proven" if optimal and method != "ida*" else "searched"
    return say(lang, key, positions=counted(lang, nodes, "position"), seconds=seconds, how=how)


def playback_count(
    lang: Lang, done: int, total: int, tile: int | None, way: str | None, goal: bool
) -> str:
    """The counter during playback, naming the tile that just moved when one step was taken."""
    if tile is None or way is None:
        return say(lang, "move-of-goal-jump" if goal else "move-of", done=done, total=total)
    key = "move-of-goal" if goal else "move-of-tile"
    return say(lang, key, done=done, total=total, tile=tile, way=way_name(lang, way))


def play_count(lang: Lang, done: int, solved: bool, tile: int | None, way: str | None) -> str:
    """The counter while playing by hand: "3 moves: tile 7 slid left.", "Solved in 23 moves!"."""
    if solved and done:
        return say(lang, "solved-in", moves=counted(lang, done, "move"))
    if tile is None or way is None:
        return say(lang, "moves-made", moves=counted(lang, done, "move"))
    return say(
        lang,
        "moves-made-tile",
        moves=counted(lang, done, "move"),
        tile=tile,
        way=way_name(lang, way),
    )


def loading_tables(lang: Lang, rows: int, cols: int, done: int, total: int) -> str:
    """The Solve status while the solver's tables download: "... 3.1 of 5.8 MB." (bytes in)."""
    return say(lang, "loading-tables", rows=rows, cols=cols, done=done / 1e6, total=total / 1e6)


def sentence(lang: Lang, message: str) -> str:
    """A message from the core as a sentence: capital first letter, full stop."""
    return say(lang, "cannot-move", error=message[:1].upper() + message[1:])
