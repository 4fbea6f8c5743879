"""Every template of both catalogues, in every language, read as the language's teacher reads it.

Each template of the core's catalogue (``py/slidepuzzle/locales/``) and the page's
(``py/page/locales/``) is filled in with counts 1, 2, 5, 11, 21, 22 (and 0 where it can occur):
numbers as numbers, counted nouns through the plural forms, and the words a template is filled
with in use (a cell's name, a rule's name, a parity, a method, a sentence of the explanation)
written from the same catalogue in the same language. The text that comes out is checked for:

- a placeholder left (``{name}``);
- a Latin word in Korean, Russian or Chinese outside a name (``Python``, ``CSV``, ``IDA*``, a
  command line) or a gloss in brackets after the language's own word (``반전(inversion)``);
- the glossary's term (docs/glossary.md) wherever the English text names the idea: inversion,
  parity, blank, tile, row from the bottom, permutation, transposition, cycle, 3-cycle,
  solvable, shuffle, optimal, move, goal, board (and the text box, the even number of
  transpositions an even permutation is made of);
- agreement where the language has a rule: the Russian plural forms after each number, the
  predicate's gender after поле / позиция, no genitive heading before a counted noun, a Korean
  particle after a number, a bracket or a Latin word in the form the word takes, English
  ``1 pair ... are``;
- each language's punctuation: no capital after a colon (English, Russian), no semicolon and no
  space before a bracket in Korean, Chinese full-width brackets and no space around the
  multiplication sign, no hyphen in a Russian range, no word written twice in a row.

Each slip of the teachers' review of 2026-11-28 (issue 31) fails one of these checks when put
back: ``SLIPS`` below lists them and the test ``test_each_slip_of_the_review_is_caught`` puts
each back, one at a time, and checks that the checks catch it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from string import Formatter

import pytest
from page import wording
from page.locales import en as page_en
from page.locales import ko as page_ko
from page.locales import ru as page_ru
from page.locales import zh as page_zh
from slidepuzzle.i18n import LANGS, Catalogue, Lang, fill, korean_particle, plural_form
from slidepuzzle.locales import en as core_en
from slidepuzzle.locales import ko as core_ko
from slidepuzzle.locales import ru as core_ru
from slidepuzzle.locales import zh as core_zh
from slidepuzzle.messages import CATALOGUE as CORE

COUNTS = (0, 1, 2, 5, 11, 21, 22)
"""The counts every template is filled with: each Russian plural form twice (1 and 21, 2 and
22, 5 and 11), 0 where a count can be 0 (``ZERO``)."""

ZERO = frozenset({"inversions", "count", "moves", "total", "first", "second", "swaps"})
"""Fields that can be 0: no inversions, no moves yet, a sum of 0."""

TEXTS: dict[str, dict[Lang, Mapping[str, str]]] = {
    "core": {"en": core_en.TEXTS, "ko": core_ko.TEXTS, "ru": core_ru.TEXTS, "zh": core_zh.TEXTS},
    "page": {"en": page_en.ALL, "ko": page_ko.ALL, "ru": page_ru.ALL, "zh": page_zh.ALL},
}
CATALOGUES: dict[str, Catalogue] = {"core": CORE, "page": wording.CATALOGUE}

NOUN_OF: dict[str, str] = {
    # a field filled by a count with its noun, the noun (by field, or key/field)
    "inversions": "inversion",
    "boards": "board",
    "moves": "move",
    "others": "other-tile",
    "passed": "other-tile",
    "changed": "inversion-changed",
    "positions": "position",
    "nodes": "node",
    "length": "value",
    "empty": "empty-cell",
    "digits": "digit",
    "bound": "move",
    "best_moves": "move",
    "blocks": "block",
    "note-stacked/boards": "square-board",
    "shape-asked/cells": "value",
    "make-too-big/cells": "cell",
    "shuffle-too-big/cells": "cell",
    "reading-chars/chars": "char",
    "held-info/chars": "char",
    "summary/tiles": "tile",
    "moves-beyond/most": "move",
    "moves-band/hi": "band-end",
}

LIMITS: dict[str, int] = {
    "most": 1_000_000,
    "moves-too-big/most": 16,
    "summary/most": 100,
    "text-too-long/cells": 4_000_000,
}
"""Fields that are fixed limits, not counts: filled with their value."""

Part = str  # "core" or "page"


def _phrase(part: Part, key: str, **values: object) -> Callable[[Lang, int], str]:
    """The words a field is filled with in use: the template ``key`` in the same language."""
    return lambda lang, n: render(part, lang, key, n, values)


CORE_WORDS = {
    # what a field holds in use, written from the core's catalogue (by field, or key/field)
    "cell": _phrase("core", "cell"),
    "where": _phrase("core", "cell"),
    "tile-twice/first": _phrase("core", "cell"),
    "two-blanks/first": _phrase("core", "cell"),
    "other": _phrase("core", "cell"),
    "blank": _phrase("core", "cell"),
    "placed/place": _phrase("core", "at-board"),
    "message": _phrase("core", "no-values"),
    "error": _phrase("core", "no-values"),
    "hint": _phrase("core", "hint-empty-cell"),
    "parity": _phrase("core", "word-odd"),
    "goal_parity": _phrase("core", "word-odd"),
    "answer": _phrase("core", "form-different"),
    "rule": _phrase("core", "rule-name-odd-width"),
    "deciding": _phrase("core", "deciding-even-width"),
    "how": _phrase("core", "method-ida*"),
    "source": _phrase("core", "format-plain"),
    "format": _phrase("core", "format-python"),
    "direction": _phrase("core", "blank-goes-up"),
    "goal": _phrase("core", "goal-spiral"),
    "swap": _phrase("core", "fix-swap-solves"),
    "why": _phrase("core", "table-checksum"),
    "band": _phrase("core", "moves-band"),
    "name": _phrase("core", "rows"),
    "cli-cannot-reach/why": _phrase("core", "odd-width"),
    "cli-fix-why/why": _phrase("core", "fix-why"),
    "cli-solved/how": _phrase("core", "cli-nodes"),
}
PAGE_WORDS = {
    # the same, from the page's catalogue
    "rule": _phrase("page", "rule-odd-width"),
    "how": _phrase("core", "method-ida*"),
    "way": _phrase("page", "way-up"),
    "shape": _phrase("page", "shuffle-shape"),
    "span": _phrase("page", "span-between"),
    "name": _phrase("page", "field-rows"),
    "searching": _phrase("page", "searching"),
    "best": _phrase("core", "best-so-far"),
    "figures": _phrase("page", "moves-optimal"),
    "note": _phrase("core", "note-shape"),
    "goal": lambda lang, n: "1 2 3 4 5 6 7 8 0",
}

SAMPLE = "9 9"
"""What a field holds that is the reader's own text (a token, a line, a list of tiles): digits,
so the checks read only the template's words."""

TEXT_FIELDS = frozenset(
    {
        "token", "text", "type", "example", "names", "codes", "start", "blanks", "lengths",
        "missing", "tiles", "goal_tiles", "partners", "found", "shown", "items", "shapes",
        "value", "opening", "empty-cells/cells", "cli-tiles-slid/moves", "cli-blank-moves/moves",
        "tile-moves/moves", "blank-moves/moves", "time", "best_time",
    }
)  # fmt: skip
"""Fields that hold the reader's text rather than a number (by field, or key/field)."""

NUMBERS = frozenset({"cells-and-tiles/tiles", "token-at-value/value"})
"""Fields named as text fields elsewhere that hold a number here."""


def value(part: Part, lang: Lang, key: str, name: str, spec: str, n: int) -> object:
    """What ``key``'s field ``name`` is filled with for the count ``n``."""
    count = n if n or name in ZERO else 1
    qualified = f"{key}/{name}"
    if qualified in LIMITS or (name in LIMITS and qualified not in NOUN_OF):
        return LIMITS.get(qualified, LIMITS.get(name))
    if not spec and qualified not in NUMBERS and {name, qualified} & TEXT_FIELDS:
        return SAMPLE
    noun = NOUN_OF.get(qualified) or (None if spec else NOUN_OF.get(name))
    if noun is not None:
        return CATALOGUES[part].counted(lang, count, noun)
    words = {**CORE_WORDS, **(PAGE_WORDS if part == "page" else {})}
    write = words.get(qualified) or words.get(name)
    if write is not None:
        return write(lang, n)
    if spec.endswith("%"):
        return count / 100
    return count


def render(part: Part, lang: Lang, key: str, n: int, given: Mapping[str, object] = {}) -> str:
    """The template ``key`` of ``part``'s catalogue in ``lang``, filled in for the count ``n``."""
    template = TEXTS[part][lang][key]
    values: dict[str, object] = dict(given)
    for _, name, spec, conversion in Formatter().parse(template):
        if name is None or name in values:
            continue
        values[name] = SAMPLE if conversion == "r" else value(part, lang, key, name, spec or "", n)
    return fill(lang, template, **values)


def renderings(texts: Mapping[str, dict[Lang, Mapping[str, str]]] = TEXTS) -> Iterator[Said]:
    """Every template of both catalogues, in every language, with every count."""
    for part, by_lang in texts.items():
        for key in by_lang["en"]:
            for n in COUNTS:
                english = render(part, "en", key, n)
                for lang in LANGS:
                    yield Said(part, key, lang, n, render(part, lang, key, n), english)


@dataclass(frozen=True)
class Said:
    """One template filled in: where it is from, its count, its text and the English one's."""

    part: Part
    key: str
    lang: Lang
    n: int
    text: str
    english: str


# The glossary: docs/glossary.md, a table per language.

GLOSSARY = Path(__file__).parent.parent / "docs" / "glossary.md"
SECTIONS: dict[Lang, str] = {
    "en": "## English",
    "ko": "## 한국어",
    "ru": "## Русский",
    "zh": "## 中文",
}

IDEAS: dict[str, str] = {
    # the idea (the glossary's first column), where the English text names it
    "inversion": r"\binversion",
    "parity": r"\bparity\b",
    "blank": r"\bblanks?\b(?! lines?)",
    "tile": r"(?<!sliding-)\btiles?\b",
    "row from the bottom": r"\bfrom the bottom\b",
    "permutation": r"\bpermutation",
    "transposition": r"\btransposition",
    "cycle": r"(?<!3-)\bcycl",
    "3-cycle": r"\b3-cycle",
    "solvable": r"\b(un)?solvable\b|\bcan(not)? be solved\b",
    "shuffle": r"\bshuffl",
    "optimal": r"\boptimal\b",
    "move": r"\bmoves?\b",
    "goal": r"\bgoal",
    "board": r"(?<![-\w])boards?\b",
    "the text box": r"\bthe box\b",
    "an even number of transpositions": r"\beven number of transpositions\b",
}
"""The ideas every language says with one term, and the English that names each."""

EXEMPT: dict[tuple[str, str], str] = {
    # (idea, key): why a language's text may say it without the term
    ("blank", "blank"): "the blank cell read aloud among the tiles: пусто, as a reader says it",
}


@cache
def glossary(lang: Lang) -> dict[str, tuple[list[str], list[str]]]:
    """docs/glossary.md's table for ``lang``: each idea's terms and the words decided against."""
    section = GLOSSARY.read_text(encoding="utf-8").split(SECTIONS[lang] + "\n")[1]
    section = section.split("\n## ")[0]
    rows = [line.split("|")[1:-1] for line in section.splitlines() if line.startswith("| ")]
    split = lambda cell: [word.strip() for word in cell.split(",") if word.strip()]  # noqa: E731
    return {idea.strip(): (split(terms), split(nots)) for idea, terms, _, nots in rows[2:]}


@cache
def term_pattern(lang: Lang, term: str) -> re.Pattern[str]:
    """A glossary term as a pattern: ``N`` any number, a word or a number allowed between its
    words (``строке 1 снизу``), a Russian word by its stem (the first five letters of a longer
    word, a shorter one less its ending), so every case and number matches."""
    words = term.split()
    if lang == "ru":
        words = [stem(word) for word in words]
    between = r"\s+(?:\S+\s+)?"
    return re.compile(
        between.join(re.escape(word).replace("N", r"\d+") + r"\w*" for word in words),
        re.IGNORECASE,
    )


def stem(word: str) -> str:
    """A Russian word less its ending: ``пустая`` пуст, ``транспозиция`` транспозиц, ``цель``
    цел, ``ход`` ход (a word that is not all letters, ``3-цикл``, as it is)."""
    return re.sub("[аяоеёиыуюйь]+$", "", word) or word if word.isalpha() else word


# The checks: each returns what is wrong with one filled-in text.

NAMES = re.compile(
    r"slidepuzzle( [-\w]+)+|--\w+|(?<![A-Za-z])("
    r"Python|PyScript|Pyodide|JSON|CSV|UTF-8|IDA\*|HTML|ASCII|LaTeX|pmatrix|Markdown|numpy|"
    r"JavaScript|Java|Rust|PHP|Go|C#|C/C\+\+|C\+\+|cstimer|Tatham|Simon|Fifteen|Board|parse_board|"
    r"time_limit|moves|solvable=False|fixed_blank|lo|hi|Tab|Enter|Esc|ID|MB|ms|byrow|TRUE"
    r")(?![A-Za-z0-9_+#])"
)
"""Names a Korean, Russian or Chinese text writes in Latin letters: languages, formats,
programs, the API's names, a command line, unit symbols, the keys named as on the keyboard."""

GLOSS = re.compile(r"(?<=[가-힣а-яё一-鿿])[(（][a-z -]+[)）:]", re.IGNORECASE)
"""A gloss: the English word in brackets straight after the language's own (``반전(inversion)``)."""


def latin_words(said: Said) -> list[str]:
    if said.lang == "en":
        return []
    text = GLOSS.sub("", NAMES.sub("", said.text))
    return [word for word in re.findall(r"[A-Za-z][A-Za-z_-]*[A-Za-z]", text)]


def missing_terms(said: Said) -> list[str]:
    found = []
    for idea, (terms, _) in glossary(said.lang).items():
        english = IDEAS.get(idea)
        if english is None or (idea, said.key) in EXEMPT:
            continue
        if re.search(english, NAMES.sub("", said.english), re.IGNORECASE) and not any(
            term_pattern(said.lang, term).search(said.text) for term in terms
        ):
            found.append(f"{idea}: none of {terms}")
    return found


def placeholders(said: Said) -> list[str]:
    return re.findall(r"\{\w[^{}]*\}", said.text)


RU_NOUN_WORDS: dict[int, set[str]] = {}


def russian_counts(said: Said) -> list[str]:
    """Each number counting a noun of the catalogues in the form its number takes (in the
    nominative: after до, от, из, больше, меньше, чем the noun is in the genitive)."""
    if said.lang != "ru":
        return []
    if not RU_NOUN_WORDS:
        forms = [*CORE.nouns["ru"].values(), *wording.CATALOGUE.nouns["ru"].values()]
        for nouns in forms:
            for index, form in enumerate(nouns):
                word = re.search(r"\{count[^}]*\} (\w+)", form)
                if word:
                    RU_NOUN_WORDS.setdefault(index, set()).add(word[1])
    every = set().union(*RU_NOUN_WORDS.values())
    wrong = []
    for m in re.finditer(r"(?<![\d\u00a0,.-])(\d[\d\u00a0]*) (\w+)", said.text):
        number, word = m[1], m[2]
        count = int(number.replace("\u00a0", ""))
        governed = re.search(r"\b(меньше|больше|до|от|из|чем)\s*$", said.text[: m.start()])
        if word in every and word not in RU_NOUN_WORDS[plural_form("ru", count)] and not governed:
            wrong.append(f"{number} {word}")
    return wrong


RUSSIAN_GENDER = re.compile(r"\bпозици[яи]\b[^.!?;]*?\bн?е?решаемо\b|\bн?е?решаема\b")
"""A predicate that does not agree with its subject: поле (neuter) is решаемо, позиция
(feminine) решаема; a sentence saying решаема names its позиция."""

BARE_ADJECTIVE = re.compile(
    r"\bпуст(ая|ой|ую|ые|ых|ыми|ою)\b(?!\s+(клетк|клеток|ячейк|ячеек|строк))"
)
"""пустая without its noun: the blank is пустая клетка, never пустая alone."""

GENITIVE_HEADING = re.compile(r"(^|[.(] )(Пар|Инверсий|Ходов|Фишек)\b[^:]*: \d+ [а-яё]")
"""A heading in the genitive plural (``Пар: 5``) before a counted noun in the nominative
(``Пар: 1 инверсия``): the heading wants a bare number, the noun a sentence."""


def russian_agreement(said: Said) -> list[str]:
    if said.lang != "ru":
        return []
    found = [m[0] for m in GENITIVE_HEADING.finditer(said.text)]
    found += [m[0] for m in BARE_ADJECTIVE.finditer(said.text)]
    for sentence in re.split(r"(?<=[.!?])\s+", said.text):
        for m in RUSSIAN_GENDER.finditer(sentence):
            if m[0].startswith("позици") or "позици" not in sentence:
                found.append(m[0])
    return found


KOREAN_AFTER = re.compile(r"([0-9'\"”’)\]]+)(은|는|이|가|을|를|과|와|으로|로)(?![가-힣])")


def korean_particles(said: Said) -> list[str]:
    """A particle after a number, a bracket or a quotation in the form the word before it
    takes as read aloud (a bracket's by the word before the bracket)."""
    if said.lang != "ko":
        return []
    wrong = []
    for m in KOREAN_AFTER.finditer(said.text):
        taken = korean_particle(said.text[: m.end(1)], m[2])
        if taken != m[2] and not (m[2] == "로" and taken == "으로" and m[1].endswith(")")):
            wrong.append(f"{said.text[max(0, m.start() - 8) : m.end()]} (wants {taken})")
    return wrong


def english_agreement(said: Said) -> list[str]:
    if said.lang != "en":
        return []
    found = re.findall(r"\b1 [a-z]+ (?:of [a-z]+ )?(?:are|were|have)\b", said.text)
    found += re.findall(r"(?<!of )\b(?!1\b)\d+ [a-z]+s (?:of [\w ]+? )?is\b", said.text)
    return found + re.findall(r"\bthere are 1\b", said.text)


CAPITAL_AFTER_COLON = re.compile(r": (?!(?:" + NAMES.pattern + r"))([A-ZА-ЯЁ][a-zа-яё])")


def punctuation(said: Said) -> list[str]:
    """Each language's punctuation: a capital after a colon, a hyphen in a Russian range,
    Korean semicolons and spaces before brackets, Chinese half-width brackets around Chinese and
    spaces around the multiplication sign, a count glued to a shape, a word written twice."""
    text, found = said.text, []
    if said.lang in ("en", "ru"):
        found += [f"capital after a colon: {m[0]!r}" for m in CAPITAL_AFTER_COLON.finditer(text)]
    if said.lang == "ru":
        found += [f"a hyphen in a range: {m!r}" for m in re.findall(r"\d-\d", NAMES.sub("", text))]
    if said.lang == "ko":
        found += [f"semicolon: {text!r}" for _ in re.findall(";", text)]
        found += [f"space before a bracket: {m!r}" for m in re.findall(r"[가-힣\d] \(", text)]
    if said.lang == "zh":
        found += [f"spaces around ×: {m!r}" for m in re.findall(r"\S ×|× \S", text)]
        found += [f"a count before a shape: {m!r}" for m in re.findall(r"个棋盘\d+×", text)]
        found += [
            f"half-width bracket by Chinese: {m!r}"
            for m in re.findall(r"[一-鿿][(]|[)][一-鿿]|\([^()]*[一-鿿][^()]*\)", text)
        ]
    else:
        twice = re.compile(r"(?<!\w)([^\W\d_]{2,})[\s(«“]+\1(?!\w)", re.IGNORECASE)
        found += [f"written twice: {m[0]!r}" for m in twice.finditer(text)]
    return found


def avoided(said: Said) -> list[str]:
    """The words the glossary decided against."""
    nots = [word for _, (_, words) in glossary(said.lang).items() for word in words]
    return [word for word in nots if word.lower() in said.text.lower()]


CHECKS = (
    placeholders,
    latin_words,
    missing_terms,
    avoided,
    russian_counts,
    russian_agreement,
    korean_particles,
    english_agreement,
    punctuation,
)


def problems(said: Said) -> list[str]:
    return [f"{check.__name__}: {found}" for check in CHECKS for found in check(said)]


def all_problems(texts: Mapping[str, dict[Lang, Mapping[str, str]]] = TEXTS) -> list[str]:
    return [
        f"{s.part}/{s.lang}/{s.key} ({s.n}): {problem} in {s.text!r}"
        for s in renderings(texts)
        for problem in problems(s)
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_reads_as_its_teacher_writes_it(lang):
    texts = {part: {"en": by["en"], lang: by[lang]} for part, by in TEXTS.items()}
    found = [p for p in all_problems(texts) if f"/{lang}/" in p]
    assert not found, "\n".join(found[:40]) + f"\n({len(found)} in all)"


def test_every_idea_has_a_term_in_every_language():
    for lang in LANGS:
        table = glossary(lang)
        assert set(IDEAS) <= set(table), (lang, set(IDEAS) - set(table))
        assert all(table[idea][0] for idea in IDEAS), lang


def test_the_checks_fill_every_field():
    """Every field of every template is filled: the test reads text, not placeholders."""
    for said in renderings():
        assert not placeholders(said), said


SLIPS: list[tuple[str, str, Lang, str, str, str]] = [
    # (the review's words, part, lang, key, the template as it was, the check that catches it)
    (
        "ko: inversion in English",
        "core",
        "ko",
        "cli-unsolvable",
        "{rows}×{cols}, 풀 수 없음({rule}: inversion {deciding})",
        "latin_words",
    ),
    (
        "ko: 보드 twice",
        "page",
        "ko",
        "optimal-worker",
        "11~16칸 보드 {boards}의 최소 이동 수를 찾는 중입니다(최대 {seconds}초)…",
        "punctuation",
    ),
    ("ko: 사이클", "page", "ko", "following-cycles", "순열의 사이클: {share:.0%}.", "avoided"),
    (
        "ko: 3-순환 beside 사이클",
        "page",
        "ko",
        "cycle-controls",
        "3-사이클",
        "avoided",
    ),
    (
        "ko: 풀이기의 워커",
        "page",
        "ko",
        "shuffling-worker",
        "풀이기의 워커에서 {shape} 섞는 중.",
        "avoided",
    ),
    (
        "ko: 교환 횟수",
        "core",
        "ko",
        "form-permutation",
        "순열의 교환 횟수(빈칸 포함) + 빈칸의 거리: {swaps} + {distance} = {total}, {parity}. "
        "목표: 0 + 0 = 0, 짝수. {answer}",
        "missing_terms",
    ),
    ("ko: a semicolon in cli-nodes", "core", "ko", "cli-nodes", "{how}; {nodes}", "punctuation"),
    (
        "ko: a space before a bracket",
        "core",
        "ko",
        "cli-solved",
        "{rows}×{cols}, {moves}, 최적 ({how})",
        "punctuation",
    ),
    ("ko: 슬라이드 퍼즐", "page", "ko", "app", "슬라이드 퍼즐 검사기", "avoided"),
    (
        "ko: 15 퍼즐 beside 15퍼즐",
        "core",
        "ko",
        "format-tatham",
        "사이먼 테이섬 퍼즐 모음의 15 퍼즐 게임 ID",
        "avoided",
    ),
    ("ko: 빈칸이 처음", "core", "ko", "goal-blank-first", "빈칸이 처음", "avoided"),
    (
        "ru: поле ... решаема",
        "core",
        "ru",
        "cli-board",
        "{source}, поле {board} (строка текста {line}): 3 × 3, решаема",
        "russian_agreement",
    ),
    ("ru: the CSV header решаема", "core", "ru", "csv-solvable", "решаема", "russian_agreement"),
    ("ru: плитка", "core", "ru", "csv-tiles", "расположение плиток", "avoided"),
    (
        "ru: поле for the text box",
        "page",
        "ru",
        "held-show",
        "Править весь текст в поле (медленно)",
        "avoided",
    ),
    (
        "ru: обмены",
        "core",
        "ru",
        "form-permutation",
        "Обмены в перестановке (с пустой клеткой) + расстояние пустой клетки: "
        "{swaps} + {distance} = {total} — {parity}; у цели 0 + 0 = 0 — чётное число. {answer}",
        "missing_terms",
    ),
    (
        "ru: поиск twice",
        "page",
        "ru",
        "searched",
        "Поиск ({how}) за {seconds:,.2f} с: {positions}.",
        "punctuation",
    ),
    (
        "ru: note-no-blank lacks a noun",
        "core",
        "ru",
        "note-no-blank",
        "Пустая клетка не указана: пустой считается {number}, наибольшее число",
        "russian_agreement",
    ),
    (
        "ru: a genitive heading, a nominative count",
        "core",
        "ru",
        "step-inversions",
        "Пар, где большая фишка стоит раньше меньшей: {inversions} ({parity}).",
        "russian_agreement",
    ),
    (
        "ru: a capital after a colon",
        "core",
        "ru",
        "cli-cannot-reach",
        "цель недостижима: {why}",
        "punctuation",
    ),
    ("ru: 1-2 for a range", "core", "ru", "moves-band", "{lo}-{hi}", "punctuation"),
    ("zh: 滑块拼图", "page", "zh", "app", "滑块拼图检查器", "avoided"),
    ("zh: 15数码", "page", "zh", "example: 15-puzzle solved", "已还原的15数码", "avoided"),
    (
        "zh: 交换数",
        "core",
        "zh",
        "form-permutation",
        "排列的交换数（空格也算）+ 空格的距离：{swaps} + {distance} = {total}，{parity}；"
        "目标：0 + 0 = 0，偶数。{answer}",
        "missing_terms",
    ),
    ("zh: 通常的目标", "core", "zh", "rule-odd-width", "通常的目标，宽度为奇数", "avoided"),
    (
        "zh: 这样的对换",
        "page",
        "zh",
        "why-yes-text",
        "两个三元轮换可以同时交换两对方块，而任何偶排列都能由这样的对换组成。",
        "missing_terms",
    ),
    (
        "zh: make-too-big's word order",
        "page",
        "zh",
        "make-too-big",
        "{boards}{rows}×{cols}共{cells}：本页一次最多生成{most:,}格",
        "punctuation",
    ),
    ("zh: 收到的是", "core", "zh", "not-text", "棋盘应以文本给出，收到的是 {type}", "avoided"),
    (
        "zh: 从纯文本读取",
        "core",
        "zh",
        "read-from",
        "从{source}读取：{rows}×{cols} 的棋盘",
        "avoided",
    ),
    (
        "zh: spaces around ×",
        "page",
        "zh",
        "summary",
        "{rows}×{cols} 的棋盘（{tiles}）太大，无法画出（最多画 {most} × {most}）。",
        "punctuation",
    ),
    (
        "zh: ASCII parentheses",
        "page",
        "zh",
        "too-big-to-solve",
        "格数×(行数 + 列数)不超过{most:,}的棋盘才会求解。",
        "punctuation",
    ),
    (
        "en: there are 1",
        "core",
        "en",
        "step-rule-line-unsolvable",
        "On one line tiles never pass each other, so the inversions must be 0: there are "
        "{count}, so the board is not solvable.",
        "english_agreement",
    ),
    (
        "en: 1 board of 3 x 3 is",
        "page",
        "en",
        "make-too-big",
        "{boards} of {rows} x {cols} is {cells}: the page makes at most {most:,} cells at once",
        "english_agreement",
    ),
    (
        "en: a capital after a colon",
        "core",
        "en",
        "cli-cannot-reach",
        "cannot reach the goal: {why}",
        "punctuation",
    ),
    (
        "en: keeps the inversions",
        "core",
        "en",
        "odd-width",
        "Rule odd-width: the board is {cols} wide, an odd width. A move left or right keeps the "
        "inversions.",
        "avoided",
    ),
    (
        "en: the articles",
        "page",
        "en",
        "why-no-text",
        "No move changes the parity of these sums. The two ways the articles count it:",
        "avoided",
    ),
]
"""The slips of the teachers' review (issue 31), each as it was written, and the check that
catches it."""


@pytest.mark.parametrize(("slip", "part", "lang", "key", "template", "check"), SLIPS)
def test_each_slip_of_the_review_is_caught(slip, part, lang, key, template, check):
    """Put back, one at a time, each slip makes the check named fail on that template."""
    texts = {p: dict(by) for p, by in TEXTS.items()}
    texts[part][lang] = {**texts[part][lang], key: template}
    original = TEXTS[part][lang]
    TEXTS[part][lang] = texts[part][lang]
    try:
        found = [
            problem
            for n in COUNTS
            for problem in problems(
                Said(part, key, lang, n, render(part, lang, key, n), render(part, "en", key, n))
            )
        ]
    finally:
        TEXTS[part][lang] = original
    assert any(problem.startswith(check + ":") for problem in found), (slip, found)


I18N = Path(__file__).parent.parent / "docs" / "i18n.md"


def test_the_glossary_at_a_glance_agrees_with_the_glossary():
    """docs/i18n.md's table of the ideas gives each language's first term in docs/glossary.md."""
    text = I18N.read_text(encoding="utf-8").split("## Glossary and grammar")[1]
    rows = [line.split("|")[1:-1] for line in text.splitlines() if line.startswith("| ")][2:]
    assert [row[0].strip() for row in rows] == list(IDEAS)[:15]
    for idea, *terms in rows:
        for lang, term in zip(LANGS, terms, strict=True):
            assert glossary(lang)[idea.strip()][0][0] == term.strip(), (lang, idea, term)
