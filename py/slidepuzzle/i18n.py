"""Languages: message catalogues, plural forms and number formats, standard library only.

A ``Catalogue`` holds message templates by language and key (Python ``str.format`` fields, filled
in with data) and countable nouns by language, each a tuple of plural forms with a ``{count}``
field. The core keeps one catalogue for its own words (the verdict's explanation, the errors) and
the page keeps one for its sentences; both are plain data modules, one per language, checked by
``Catalogue.problems`` (a key missing, placeholders that differ, a wrong number of plural forms).

Numbers in a template (``{moves:,}``, ``{share:.0%}``, ``{seconds:.2f}``) are written the way the
language writes them: Russian groups digits with a no-break space, writes ``0,5`` and ``45 %``.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal, TypeAlias, get_args

Lang = Literal["en", "ko", "ru", "zh"]
"""A language the project speaks: English, Korean, Russian, Chinese (simplified)."""

LANGS: tuple[Lang, ...] = get_args(Lang)
"""Every language, the default first."""

DEFAULT_LANG: Lang = "en"
"""The language of ``str(error)``, of the API's English texts, and of a browser we cannot match."""

LANG_NAMES: dict[Lang, str] = {"en": "English", "ko": "한국어", "ru": "Русский", "zh": "中文"}
"""Each language in its own words, for a language menu."""

LANG_TAGS: dict[Lang, str] = {"en": "en", "ko": "ko", "ru": "ru", "zh": "zh-Hans"}
"""Each language as a BCP 47 tag, for ``<html lang>``: Chinese is written in simplified script."""

Forms: TypeAlias = tuple[str, ...]
"""A noun's plural forms, each a template with a ``{count}`` field, in ``PLURAL_FORMS`` order."""

PLURAL_FORMS: dict[Lang, tuple[str, ...]] = {
    "en": ("one", "other"),
    "ko": ("other",),
    "ru": ("one", "few", "many"),
    "zh": ("other",),
}
"""The plural categories each language distinguishes for whole numbers (Unicode CLDR names)."""

Texts: TypeAlias = Mapping[str, str]
"""Message templates by key, in one language."""

Nouns: TypeAlias = Mapping[str, Forms]
"""Countable nouns by name, in one language."""


def lang_of(tag: str) -> Lang | None:
    """The language a tag such as ``"ko"``, ``"ru-RU"``, ``"zh_Hans_CN"`` names, or None."""
    primary = tag.strip().replace("_", "-").split("-", 1)[0].lower()
    return next((lang for lang in LANGS if lang == primary), None)


def pick_lang(preferred: Iterable[str]) -> Lang:
    """The first language of ``preferred`` (a browser's ``navigator.languages``) that we speak."""
    for tag in preferred:
        lang = lang_of(tag)
        if lang is not None:
            return lang
    return DEFAULT_LANG


def plural_form(lang: Lang, count: int) -> int:
    """Which plural form of ``lang`` goes with ``count``: an index into ``PLURAL_FORMS[lang]``."""
    if lang == "en":
        return 0 if count == 1 else 1
    if lang == "ru":
        last, last_two = abs(count) % 10, abs(count) % 100
        if last == 1 and last_two != 11:
            return 0
        if 2 <= last <= 4 and not 12 <= last_two <= 14:
            return 1
        return 2
    return 0


_GROUP = {"ru": "\u00a0"}
"""Digit group separators other than the comma."""

_DECIMAL = {"ru": ","}
"""Decimal marks other than the full stop."""

_PERCENT = {"ru": "\u00a0%"}
"""Percent signs other than ``%`` straight after the number."""


def format_number(lang: Lang, value: float, spec: str = "") -> str:
    """``value`` formatted by the format ``spec`` (``",", ".2f", ".0%"``) as ``lang`` writes it."""
    text = format(value, spec)
    if lang not in _GROUP:
        return text
    if text.endswith("%"):
        text = text[:-1] + "\x00"
    text = text.replace(",", "\x01").replace(".", _DECIMAL[lang]).replace("\x01", _GROUP[lang])
    return text.replace("\x00", _PERCENT[lang])


class _Formatter(string.Formatter):
    """``str.format`` with numbers written as one language writes them."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return format_number(self.lang, value, format_spec)
        return str(super().format_field(value, format_spec))


_FORMATTERS = {lang: _Formatter(lang) for lang in LANGS}


def fill(lang: Lang, template: str, /, **values: object) -> str:
    """``template`` with ``values`` filled in, numbers written as ``lang`` writes them."""
    if lang not in _GROUP:  # numbers as Python writes them: str.format, in C, is 10 times quicker
        return template.format(**values)
    return _FORMATTERS[lang].format(template, **values)


def fields(template: str) -> frozenset[str]:
    """The names of the fields a template fills in: ``"{a:,} of {b}"`` gives ``{"a", "b"}``."""
    names = (name for _, name, _, _ in string.Formatter().parse(template) if name is not None)
    return frozenset(name.split(".")[0].split("[")[0] for name in names)


@dataclass(frozen=True)
class Catalogue:
    """Message templates and countable nouns in every language; English is the reference."""

    texts: Mapping[Lang, Texts]
    nouns: Mapping[Lang, Nouns]

    def say(self, lang: Lang, key: str, /, **values: object) -> str:
        """The message ``key`` in ``lang`` with ``values`` filled in (English if it is missing)."""
        template = self.texts[lang].get(key) or self.texts[DEFAULT_LANG][key]
        return fill(lang, template, **values)

    def counted(self, lang: Lang, count: int, noun: str) -> str:
        """``count`` with its noun in ``lang``: ``"3 moves"``, ``"3 хода"``, ``"3步"``."""
        forms = self.nouns[lang].get(noun) or self.nouns[DEFAULT_LANG][noun]
        return fill(lang, forms[min(plural_form(lang, count), len(forms) - 1)], count=count)

    def problems(self) -> list[str]:
        """What is wrong with the translations: an empty list when every language is complete.

        A key or noun missing or extra in a language, a template whose fields differ from the
        English one's, a noun with the wrong number of plural forms or a form without ``{count}``.
        """
        found: list[str] = []
        reference, reference_nouns = self.texts[DEFAULT_LANG], self.nouns[DEFAULT_LANG]
        for lang in LANGS:
            texts, nouns = self.texts.get(lang, {}), self.nouns.get(lang, {})
            found += [f"{lang}: no text for {key!r}" for key in reference if key not in texts]
            found += [f"{lang}: {key!r} is no English key" for key in texts if key not in reference]
            for key in reference.keys() & texts.keys():
                want, got = fields(reference[key]), fields(texts[key])
                if want != got:
                    found.append(
                        f"{lang}: {key!r} fills in {sorted(got)}, English fills in {sorted(want)}"
                    )
            found += [f"{lang}: no noun {noun!r}" for noun in reference_nouns if noun not in nouns]
            found += [
                f"{lang}: {noun!r} is no English noun"
                for noun in nouns
                if noun not in reference_nouns
            ]
            for noun, forms in nouns.items():
                if len(forms) != len(PLURAL_FORMS[lang]):
                    found.append(
                        f"{lang}: noun {noun!r} has {len(forms)} forms, "
                        f"{lang} needs {len(PLURAL_FORMS[lang])} {PLURAL_FORMS[lang]}"
                    )
                found += [
                    f"{lang}: noun {noun!r} form {form!r} has no {{count}}"
                    for form in forms
                    if fields(form) != {"count"}
                ]
        return found
