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

import importlib
import re
import string
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Literal, TypeAlias, TypeVar, get_args

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


Coda: TypeAlias = Literal["vowel", "rieul", "consonant"]
"""How a Korean word ends as read aloud: a vowel, the final ㄹ, or another final consonant."""

_DIGIT_CODA: dict[str, Coda] = {
    **dict.fromkeys("2459", "vowel"),
    **dict.fromkeys("178", "rieul"),
    **dict.fromkeys("036", "consonant"),
}
"""Digits as Korean reads them: 이 사 오 구 end in a vowel, 일 칠 팔 in ㄹ, 영 삼 육 in another."""

_ZEROS_CODA: tuple[Coda, ...] = ("consonant",) * 12 + ("vowel",) * 4
"""A number ending in zeros, by how many: 십 백 천 (1-3), 만 (4-7), 억 (8-11), 조 (12-15)."""

_LETTER_CODA: dict[str, Coda] = {**dict.fromkeys("LR", "rieul"), **dict.fromkeys("MN", "consonant")}
"""Latin letters named aloud: 엘 알 end in ㄹ, 엠 엔 in another consonant, the rest (에이, 엑스 …)
in a vowel."""

_CLOSING = {
    ")": "(",
    "\uff09": "\uff08",  # the full-width brackets
    "]": "[",
    "'": "'",
    '"': '"',
    "»": "«",
    "\u201d": "\u201c",  # the curly quotation marks
    "\u2019": "\u2018",
}
"""Closing marks a Korean particle looks past: it goes with the word before a parenthesis or a
quotation, as read aloud."""


def korean_coda(text: str) -> Coda:
    """How ``text`` ends when read aloud in Korean, which picks the particle that follows it.

    A Hangul syllable by its final consonant; a number as read (``1`` 일, ``3`` 삼, ``10`` 십,
    ``2,000`` 이천, ``0.5`` 오); an acronym letter by letter (``X`` 엑스, ``L`` 엘, ``IDA`` 에이);
    a Latin word by its last letters (``inversion`` 인버전: n, m, ng a consonant, l ㄹ, else a
    vowel); a bracket or a quotation at the end by the word before it.
    """
    text = text.rstrip()
    while text and text[-1] in _CLOSING:
        opening = text.rfind(_CLOSING[text[-1]], 0, len(text) - 1)
        quoted = text[opening + 1 : -1] if opening >= 0 else text[:-1]
        before = text[:opening].rstrip() if opening > 0 else ""
        text = before if text[-1] in ")]\uff09" and before else quoted.rstrip()
    text = text.rstrip("*+#%.")
    if not text:
        return "vowel"
    last = text[-1]
    if "가" <= last <= "힣":
        final = (ord(last) - ord("가")) % 28
        return "vowel" if final == 0 else "rieul" if final == 8 else "consonant"
    if last.isdigit():
        number = re.search(r"[\d,.\u00a0]*$", text).group()  # type: ignore[union-attr]
        if "." in number or set(number) <= {"0"}:  # 0.5 영 점 오, 0 영: the last digit
            return _DIGIT_CODA[last]
        digits = re.sub(r"\D", "", number)
        zeros = len(digits) - len(digits.rstrip("0"))
        return _ZEROS_CODA[min(zeros, 16) - 1] if zeros else _DIGIT_CODA[last]
    word = re.search(r"[A-Za-z]+$", text)
    if word is None:
        return "vowel"
    letters = word.group()
    if letters.isupper():
        return _LETTER_CODA.get(letters[-1], "vowel")
    if letters.lower().endswith(("m", "n", "ng")):
        return "consonant"
    return "rieul" if letters.lower().endswith("l") else "vowel"


KOREAN_PARTICLES: tuple[tuple[str, str, str], ...] = (
    ("은", "는", "은"),
    ("이", "가", "이"),
    ("을", "를", "을"),
    ("과", "와", "과"),
    ("으로", "로", "로"),
    ("이나", "나", "이나"),
    ("이어야", "여야", "이어야"),
    ("이라고", "라고", "이라고"),
)
"""Korean particles that change with the word before them: the form after a final consonant,
after a vowel, after ㄹ (``으로`` is the one that differs there: ``1로``, ``칠로``, ``길로``)."""


@cache
def _particle() -> re.Pattern[str]:
    """A particle at the start of a template's text after a field: a whole word (``이`` but not
    ``이상``), or the start of a longer one for ``(으)로`` and ``(이)어야`` (``로써``, ``여야만``).

    Compiled on first use, as are the Chinese patterns: a class of Hangul or Han characters
    takes tens of milliseconds to compile in the browser, which a page in English never needs.
    """
    return re.compile(
        "|".join(
            sorted(
                (
                    re.escape(form) + ("" if form.endswith(("로", "여야")) else r"(?![가-힣])")
                    for forms in KOREAN_PARTICLES
                    for form in set(forms)
                ),
                key=len,
                reverse=True,
            )
        )
    )


_PARTICLE_FORMS = {form: forms for forms in KOREAN_PARTICLES for form in forms}

_CODA_INDEX: dict[Coda, int] = {"consonant": 0, "vowel": 1, "rieul": 2}


def korean_particle(word: str, particle: str) -> str:
    """The form of ``particle`` (any of its forms: ``"은"`` or ``"는"``) that follows ``word``:
    ``korean_particle("행 수", "은")`` is ``"는"``, ``korean_particle("3", "로")`` is ``"으로"``."""
    return _PARTICLE_FORMS[particle][_CODA_INDEX[korean_coda(word)]]


def _attach_particle(word: str, after: str) -> str:
    """``after`` (a template's text following the field that wrote ``word``) with its leading
    particle, if any, in the form ``word`` takes."""
    closing = len(after) - len(after.lstrip("".join(_CLOSING)))
    found = _particle().match(after, closing)
    if found is None:
        return after
    particle = korean_particle(word + after[:closing], found.group())
    return after[:closing] + particle + after[found.end() :]


_HAN = "\u3400-\u9fff\uf900-\ufaff"
_HAN_CHAR = f"[{_HAN}]"
_LATIN_OR_NUMBER = "[A-Za-z0-9][A-Za-z0-9_+#*./-]*"


@cache
def _chinese_gaps() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """Spaces between Han characters; Han characters then a token; a token then Han characters
    (compiled on first use, as ``_particle``)."""
    return (
        re.compile(f"(?<={_HAN_CHAR}) +(?={_HAN_CHAR})"),
        re.compile(f"(?<={_HAN_CHAR})( *)({_LATIN_OR_NUMBER})"),
        re.compile(f"({_LATIN_OR_NUMBER})( *)(?={_HAN_CHAR})"),
    )


def _spaced(token: str) -> str:
    """The gap between Han characters and ``token``: none for a number, one space for a word
    in Latin letters (``UTF-8``, ``C++``, ``IDA*``)."""
    return " " if re.search("[A-Za-z]", token) else ""


def chinese_spacing(text: str) -> str:
    """``text`` spaced by the one Chinese policy: no space between Han characters and a number
    or other Han characters (``第2行``, ``15个方块``, ``用21步完成``), one space between Han
    characters and a Latin word (``按 C/C++ 代码读取``, ``下载 CSV``, ``UTF-8 文本``)."""
    han_han, han_token, token_han = _chinese_gaps()
    text = han_han.sub("", text)
    text = han_token.sub(lambda m: _spaced(m[2]) + m[2], text)
    return token_han.sub(lambda m: m[1] + _spaced(m[1]), text)


def _join_chinese(before: str, value: str, after: str) -> tuple[str, str]:
    """The text around a filled-in ``value`` spaced by ``chinese_spacing`` where they meet (the
    value's own text, a user's token, is left as it is)."""
    if not value:
        return before, after
    left = before.rstrip(" ")
    if left:
        before = left + _chinese_gap(left, before[len(left) :], value)
    right = after.lstrip(" ")
    if right:
        after = _chinese_gap(value, after[: len(after) - len(right)], right) + right
    return before, after


def _chinese_gap(left: str, spaces: str, right: str) -> str:
    """The space ``chinese_spacing`` puts between the texts ending in ``left`` and starting
    with ``right``."""
    left_word = re.search(f"{_LATIN_OR_NUMBER}$|{_HAN_CHAR}$", left)
    right_word = re.match(f"{_LATIN_OR_NUMBER}|{_HAN_CHAR}", right)
    if left_word is None or right_word is None:
        return spaces
    joined = chinese_spacing(left_word[0] + spaces + right_word[0])
    return joined[len(left_word[0]) : len(joined) - len(right_word[0])]


def quoted(value: object) -> str:
    """``value`` quoted for a message, as ``repr`` quotes it but with no Python escapes: a
    character a reader cannot see or that would change the text around it (a control, a format
    character such as U+202E, a tab or a space other than the plain one) is written ``<U+202E>``.
    Messages stay printable, one line each.
    Other values than strings: their ``repr``."""
    if not isinstance(value, str):
        return repr(value)
    shown = "".join(char if char.isprintable() else f"<U+{ord(char):04X}>" for char in value)
    mark = '"' if "'" in value and '"' not in value else "'"
    return mark + shown + mark


class _Formatter(string.Formatter):
    """``str.format`` with numbers written as one language writes them, ``!r`` quoting as
    ``quoted`` does, and ``!l`` writing a sentence's first letter small, for a sentence that
    follows a colon (``"fix: {swap!l}"``: ``fix: swap tiles 7 and 8``)."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def convert_field(self, value: object, conversion: str | None) -> object:
        if conversion == "r":
            return quoted(value)
        if conversion == "l":
            text = str(value)
            return text[:1].lower() + text[1:]
        return super().convert_field(value, conversion)

    def format_field(self, value: object, format_spec: str) -> str:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return format_number(self.lang, value, format_spec)
        return str(super().format_field(value, format_spec))


_FORMATTERS = {lang: _Formatter(lang) for lang in LANGS}


@cache
def _parsed(template: str) -> tuple[tuple[str, str | None, str | None, str | None], ...]:
    return tuple(string.Formatter().parse(template))


def _fill_joined(lang: Lang, template: str, values: Mapping[str, object]) -> str:
    """``template`` filled in field by field, the text around each value fitted to it: Korean
    particles after it, Chinese spaces around it."""
    formatter = _FORMATTERS[lang]
    out: list[str] = []
    value_text: str | None = None
    for literal, name, spec, conversion in _parsed(template):
        if value_text is not None:
            if lang == "ko":  # the text so far: a bracket or quotation looks past the value
                literal = _attach_particle("".join(out), literal)
            else:
                out[-2], literal = _join_chinese(out[-2], value_text, literal)
        out.append(literal)
        value_text = None
        if name is not None:
            value = formatter.convert_field(formatter.get_field(name, (), values)[0], conversion)
            value_text = formatter.format_field(value, spec or "")
            out.append(value_text)
    if value_text is not None and lang == "zh":
        out[-2], _ = _join_chinese(out[-2], value_text, "")
    return "".join(out)


def fill(lang: Lang, template: str, /, **values: object) -> str:
    """``template`` with ``values`` filled in, numbers written as ``lang`` writes them, Korean
    particles fitted to the words before them, Chinese spaced by one policy around each value."""
    if lang in ("ko", "zh") and "{" in template:
        return _fill_joined(lang, template, values)
    if lang not in _GROUP and "!" not in template:  # str.format, in C, is 10 times quicker
        return template.format(**values)
    return _FORMATTERS[lang].format(template, **values)


def fields(template: str) -> frozenset[str]:
    """The names of the fields a template fills in: ``"{a:,} of {b}"`` gives ``{"a", "b"}``."""
    names = (name for _, name, _, _ in string.Formatter().parse(template) if name is not None)
    return frozenset(name.split(".")[0].split("[")[0] for name in names)


T = TypeVar("T")


class ByLanguage(Mapping[Lang, T]):
    """Something per language (a catalogue's templates, its nouns), each made only when first
    asked for: the page imports the reader's language's catalogues at start (and English, the
    fallback), the others when the reader switches to them. Iterating gives every language, so
    a check over all of them (``Catalogue.problems``) loads them all."""

    def __init__(self, load: Callable[[Lang], T]) -> None:
        self._load = load
        self._made: dict[Lang, T] = {}

    def __getitem__(self, lang: Lang) -> T:
        if lang not in self._made:
            if lang not in LANGS:
                raise KeyError(lang)
            self._made[lang] = self._load(lang)
        return self._made[lang]

    def __iter__(self) -> Iterator[Lang]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)

    def loaded(self) -> tuple[Lang, ...]:
        """The languages made so far."""
        return tuple(lang for lang in LANGS if lang in self._made)


def locale(package: str, lang: Lang) -> ModuleType:
    """The catalogue module of ``lang`` in ``package`` (``"slidepuzzle.locales"``), imported
    when first asked for."""
    return importlib.import_module(f"{package}.{lang}")


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
        English one's, a noun with the wrong number of plural forms or a form without ``{count}``,
        a template against its language's grammar rules (``grammar_problems``).
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
            found += [
                f"{lang}: {key!r}: {why}"
                for key, text in texts.items()
                for why in grammar_problems(lang, text)
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


_FALLBACK = re.compile(r"\((?:은|는|이|가|을|를|으|과|와)\)|(?:은|이|을|과)\((?:는|가|를|와)")
"""A Korean particle written both ways for the reader to choose: ``은(는)``, ``(으)로``."""


def grammar_problems(lang: Lang, template: str) -> list[str]:
    """What in ``template`` goes against the rules its language's sentences are built by: a
    Korean particle written both ways (``은(는)``: ``fill`` chooses it from the word before), a
    Chinese text spaced against ``chinese_spacing``."""
    if lang == "ko":
        return [f"a particle written both ways: {m[0]!r}" for m in _FALLBACK.finditer(template)]
    if lang == "zh":
        pieces = [literal for literal, _, _, _ in _parsed(template)]
        return [
            f"spaced against the Chinese policy: {piece!r}"
            for piece in pieces
            if chinese_spacing(piece) != piece
        ]
    return []
