"""Grammar by construction: Korean particles chosen from the word before them, Russian counts
through the plural forms, Chinese spaced by one policy, in both catalogues (core and page)."""

import re
from pathlib import Path
from string import Formatter

import pytest
from page import wording
from page.locales import en as page_en
from page.locales import ko as page_ko
from page.locales import ru as page_ru
from page.locales import zh as page_zh
from slidepuzzle.i18n import Catalogue, chinese_spacing, fields, fill, korean_particle
from slidepuzzle.locales import en as core_en
from slidepuzzle.locales import ko as core_ko
from slidepuzzle.locales import ru as core_ru
from slidepuzzle.locales import zh as core_zh
from slidepuzzle.messages import CATALOGUE as CORE

KOREAN_PARTICLES = [
    # (the word before, the particle written, the particle it takes)
    ("행 수", "은", "는"),  # 수: a vowel
    ("시드", "이", "가"),
    ("이상", "이어야", "이어야"),  # 상: ㅇ, not "이상여야"
    ("사이", "이어야", "여야"),
    ("보드", "을", "를"),
    ("빈칸", "를", "을"),
    ("길", "으로", "로"),  # ㄹ takes 로
    ("행", "로", "으로"),
    ("1", "으로", "로"),  # 일: ㄹ
    ("3", "로", "으로"),  # 삼
    ("10", "로", "으로"),  # 십
    ("2", "은", "는"),  # 이
    ("6", "가", "이"),  # 육
    ("7", "과", "과"),  # 칠
    ("9", "과", "와"),  # 구
    ("0", "가", "이"),  # 영
    ("12", "이", "가"),  # 십이
    ("100", "가", "이"),  # 백
    ("1,000", "는", "은"),  # 천
    ("20000", "로", "으로"),  # 이만
    ("0.5", "이", "가"),  # 영 점 오
    ("시드 40", "로", "으로"),  # 사십
    ("1행 1열", "가", "이"),
    ("inversion 3개", "이", "가"),
    ("inversion", "를", "을"),  # 인버전
    ("X", "은", "는"),  # 엑스
    ("L", "로", "로"),  # 엘
    ("M", "가", "이"),  # 엠
    ("IDA*", "을", "를"),  # 아이디에이
    ("Python", "는", "은"),  # 파이썬
    ("'abc'", "이", "가"),  # a quotation: the word inside
    ("보드(4×4)", "이", "가"),  # a parenthesis: the word before it
]


@pytest.mark.parametrize(("word", "written", "taken"), KOREAN_PARTICLES)
def test_korean_particles_follow_the_word_before_them(word, written, taken):
    assert korean_particle(word, written) == taken
    assert fill("ko", "{word}" + written + " 끝", word=word) == word + taken + " 끝"


def test_korean_particles_are_filled_in_after_a_field_only():
    assert fill("ko", "{n}이상 {n}가지", n=3) == "3이상 3가지"  # words, not particles
    assert fill("ko", "{name}는 {span}이어야 합니다", name="행 수", span="2 이상") == (
        "행 수는 2 이상이어야 합니다"
    )
    assert fill("ko", "{shape}로 섞었습니다", shape="4×4, 시드 40") == "4×4, 시드 40으로 섞었습니다"
    assert fill("ko", "타일 {tile}이 움직입니다", tile=2) == "타일 2가 움직입니다"


KOREAN = {"core": core_ko.TEXTS, "page": page_ko.ALL}


@pytest.mark.parametrize("part", KOREAN)
def test_no_korean_particle_is_written_both_ways(part):
    for key, text in KOREAN[part].items():
        assert not re.search(r"\((은|는|이|가|을|를|으|과|와)\)", text), (key, text)


def test_a_particle_written_both_ways_is_a_problem():
    texts = {"a": "{x} is"}
    broken = Catalogue(
        texts={"en": texts, "ko": {"a": "{x}은(는) 있다"}, "ru": texts, "zh": texts},
        nouns={"en": {}, "ko": {}, "ru": {}, "zh": {}},
    )
    assert broken.problems() == ["ko: 'a': a particle written both ways: '은(는'"]


COUNTS = (1, 2, 5, 21, 22, 25, 111)
RUSSIAN_NOUNS = {
    # noun: its forms with 1, 2 and 5 (21, 22, 25, 111 take them by the same rule)
    "value": ("значение", "значения", "значений"),
    "empty-cell": ("пустая ячейка", "пустые ячейки", "пустых ячеек"),
    "digit": ("цифра", "цифры", "цифр"),
    "board": ("поле", "поля", "полей"),
    "inversion": ("инверсия", "инверсии", "инверсий"),
    "other-tile": ("другую фишку", "другие фишки", "других фишек"),
    "move": ("ход", "хода", "ходов"),
    "square-board": ("квадратное поле", "квадратных поля", "квадратных полей"),
    "block": ("блок", "блока", "блоков"),
    "node": ("позиция", "позиции", "позиций"),
    "position": ("позиция", "позиции", "позиций"),
    "tile": ("фишка", "фишки", "фишек"),
    "speed": ("ход/с", "хода/с", "ходов/с"),
    "char": ("символ", "символа", "символов"),
    "cell": ("клетка", "клетки", "клеток"),
    "band-end": ("хода", "ходов", "ходов"),  # after до: the genitive
    "inversion-changed": (
        "изменилась {n} инверсия",
        "изменились {n} инверсии",
        "изменилось {n} инверсий",
    ),
}
FORM_OF = {1: 0, 2: 1, 5: 2, 21: 0, 22: 1, 25: 2, 111: 2}


@pytest.mark.parametrize("count", COUNTS)
def test_every_russian_noun_takes_its_form_with_each_count(count):
    assert set(RUSSIAN_NOUNS) == set(wording.CATALOGUE.nouns["ru"])
    for noun, forms in RUSSIAN_NOUNS.items():
        said = wording.counted("ru", count, noun)
        form = forms[FORM_OF[count]]
        assert said == (form if "{n}" in form else "{n} " + form).format(n=count), said


NUMBER_BEFORE_WORD = re.compile(r"\{(\w+)(:[^}]*)?\}\s([а-яё]+)")
NOT_NOUNS = {
    # words after a number that do not agree with it: units, prepositions, verbs, abbreviations
    "с",
    "мс",
    "из",
    "за",
    "до",
    "и",
    "зн",
    "кл",
    "знач",
    "убрана",
    "убраны",
}


LABELS = {"tile", "row", "col", "cols", "rows", "blank_row", "name", "where", "a", "b", "c"}
"""Fields that name a thing (tile 7, row 2, the field's name) rather than count things: the words
after them are the sentence's own."""


@pytest.mark.parametrize("part", ["core", "page"])
def test_no_russian_number_meets_a_noun_outside_the_plural_forms(part):
    """A number that counts something comes with its noun from ``NOUNS`` (a ``{count}``
    field filled by ``counted``); a template writing ``{n} клеток`` is right for 5 and wrong
    for 1, 2, 21, 22."""
    texts = core_ru.TEXTS if part == "core" else page_ru.ALL
    constants = {"most", "text-too-long/cells"}  # fixed limits: written for their value
    for key, text in texts.items():
        for field, _, word in NUMBER_BEFORE_WORD.findall(text):
            constant = field in constants or f"{key}/{field}" in constants
            assert word in NOT_NOUNS or field in LABELS or constant, (key, field, word)


@pytest.mark.parametrize("count", COUNTS)
def test_russian_page_sentences_with_counts_take_the_right_forms(count):
    forms = RUSSIAN_NOUNS
    chars = wording.say("ru", "reading-chars", chars=wording.counted("ru", count, "char"))
    assert chars == f"Читаем текст: {count} {forms['char'][FORM_OF[count]]}."
    too_big = wording.say(
        "ru",
        "shuffle-too-big",
        rows=1,
        cols=count,
        cells=wording.counted("ru", count, "cell"),
        most=1_000_000,
    )
    assert f"— это {count} {forms['cell'][FORM_OF[count]]}," in too_big


CHINESE = {
    "core": (CORE, core_zh.TEXTS),
    "page": (wording.CATALOGUE, page_zh.ALL),
}
SAMPLES = {"int": 21, "str": "C/C++ 代码"}


@pytest.mark.parametrize("part", CHINESE)
def test_every_chinese_string_is_spaced_by_the_one_policy(part):
    """No space between Han characters and a number or other Han characters; one space
    between Han characters and a Latin word: in every template, filled with numbers and with
    Latin words."""
    catalogue, texts = CHINESE[part]
    for key, template in texts.items():
        formatted = {name for _, name, spec, _ in Formatter().parse(template) if spec}
        for sample in SAMPLES.values():
            values = {name: 21 if name in formatted else sample for name in fields(template)}
            said = catalogue.say("zh", key, **values)
            if "}{" in template:  # two values side by side: their own texts meet, not spaced
                continue
            assert chinese_spacing(said) == said, (key, said)
            number = r"(?<![\w.+-])\d[\d,.]*"  # a number, not a Latin word's digits (UTF-8)
            assert not re.search(f"[一-鿿] +{number}|{number} +[一-鿿]", said), (key, said)


def test_chinese_spacing():
    assert chinese_spacing("用 21 步 完成！") == "用21步完成！"
    assert chinese_spacing("从C/C++ 代码读取") == "从 C/C++ 代码读取"
    assert chinese_spacing("下载CSV") == "下载 CSV"
    assert chinese_spacing("不是 UTF-8 文本") == "不是 UTF-8 文本"
    assert fill("zh", "第 {row} 行", row=3) == "第3行"
    assert fill("zh", "按{source}读取", source="C/C++ 代码") == "按 C/C++ 代码读取"
    assert fill("zh", "{token!r} 不是", token="x 1") == "'x 1' 不是"  # the input as it was


@pytest.mark.parametrize("lang", ["ko", "ru", "zh"])
def test_shapes_are_spoken_as_words(lang):
    spoken = {"ko": "4행 4열 보드", "ru": "Поле 4 на 4", "zh": "4行4列的棋盘"}[lang]
    assert wording.say(lang, "spoken-board", rows=4, cols=4, cells="1 2").startswith(spoken)
    assert wording.say(lang, "stage-label", rows=4, cols=4).startswith(spoken)
    assert " x " not in wording.say(lang, "stage-label", rows=4, cols=4)


GLOSSARY = Path(__file__).parent.parent / "docs" / "glossary.md"
GLOSSARY_SECTIONS = {"ko": "## 한국어", "ru": "## Русский", "zh": "## 中文"}
CATALOGUES = {
    "ko": (core_ko.TEXTS, page_ko.ALL),
    "ru": (core_ru.TEXTS, page_ru.ALL),
    "zh": (core_zh.TEXTS, page_zh.ALL),
}


def glossary(lang: str) -> list[tuple[str, list[str], list[str]]]:
    """docs/glossary.md's table for ``lang``: each thing's terms and the words decided against."""
    section = GLOSSARY.read_text(encoding="utf-8").split(GLOSSARY_SECTIONS[lang])[1]
    section = section.split("\n## ")[0]
    rows = [line.split("|")[1:-1] for line in section.splitlines() if line.startswith("| ")]
    split = lambda cell: [word.strip() for word in cell.split(",") if word.strip()]  # noqa: E731
    return [(thing.strip(), split(terms), split(nots)) for thing, terms, _, nots in rows[2:]]


def catalogue_texts(lang: str) -> list[str]:
    core, page = CATALOGUES[lang]
    nouns = [*CORE.nouns[lang].values(), *wording.CATALOGUE.nouns[lang].values()]
    return [*core.values(), *page.values(), *(form for forms in nouns for form in forms)]


@pytest.mark.parametrize("lang", GLOSSARY_SECTIONS)
def test_the_catalogues_use_the_glossary_s_terms_and_not_the_words_it_decided_against(lang):
    texts = "\n".join(catalogue_texts(lang)).lower()
    table = glossary(lang)
    assert len(table) >= 10
    for thing, terms, nots in table:
        for word in nots:
            assert word.lower() not in texts, (thing, word)
        for term in terms:
            parts = [part for part in re.split(r"N", term) if part.strip()]
            if lang == "ru":
                parts = [word[:5] for part in parts for word in part.split()]
            for part in parts:
                assert part.lower() in texts, (thing, term, part)


LONGEST_SENTENCE = {"en": 40, "ko": 40, "ru": 40, "zh": 100}
"""At most this many words in a sentence (characters in Chinese): a careful editor found a
60-word parity sentence hard to follow, so long reasons are written as several sentences."""


@pytest.mark.parametrize("lang", LONGEST_SENTENCE)
def test_no_sentence_runs_on(lang):
    english = [*core_en.TEXTS.values(), *page_en.ALL.values()]
    for text in english if lang == "en" else catalogue_texts(lang):
        for sentence in re.split(r"(?<=[.!?])\s+|(?<=[。！？])", text):
            size = len(sentence) if lang == "zh" else len(sentence.split())
            assert size <= LONGEST_SENTENCE[lang], sentence
