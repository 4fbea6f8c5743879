"""The language the page speaks, and the text to write again when it changes.

The one owner of the page's language: ``speech.lang``. What is written with ``write`` (or
``keep``) is drawn now and again on a switch; ``switch`` writes the whole page in a new language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from slidepuzzle.i18n import DEFAULT_LANG, Lang, lang_of, pick_lang

from page import dom, links
from page.wording import Said, written


@dataclass
class Speech:
    """The language, and what was drawn in it to draw again in another (by element id)."""

    lang: Lang = DEFAULT_LANG
    redraws: dict[str, Callable[[Lang], None]] = field(default_factory=dict)


speech = Speech()


def lang() -> Lang:
    """The language the page speaks now."""
    return speech.lang


def keep(name: str, redraw: Callable[[Lang], None]) -> None:
    """Draw something in the page's language now, and again whenever the language changes."""
    redraw(speech.lang)
    speech.redraws[name] = redraw


def write(name: str, said: Said) -> None:
    """Write ``said`` in the page's language into an element; written again on a switch."""
    keep(name, lambda lang: dom.text(name, written(lang, said)))


def write_label(name: str, said: Said) -> None:
    """Set an element's ``aria-label`` to ``said`` in the page's language; set again on a switch."""
    keep(f"{name}@aria-label", lambda lang: dom.set_label(name, written(lang, said)))


def switch(lang: Lang) -> None:
    """Speak ``lang``: index.html's fixed text and everything kept is written in it."""
    speech.lang = lang
    dom.translate(lang)
    for redraw in speech.redraws.values():
        redraw(lang)


def choose(fragment: str, query: str) -> None:
    """The language to start in: a link's, else the one last chosen here, else the browser's.

    A link's language (``?lang=ru``) is remembered as a choice from the menu is: the address,
    a reload, the links copied and a later visit without one keep it.
    """
    opened = links.decode(fragment, query)
    if opened.lang:
        dom.store_lang(opened.lang)
    switch(opened.lang or lang_of(dom.stored_lang()) or pick_lang(dom.preferred_languages()))


def chosen() -> Lang:
    """A language chosen from the menu: remembered for the next visit, the page written in it."""
    lang = lang_of(dom.value("lang")) or DEFAULT_LANG
    dom.store_lang(lang)
    switch(lang)
    return lang
