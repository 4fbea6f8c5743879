"""The language machinery: plural forms, numbers, language choice, catalogue checks."""

import pytest
from slidepuzzle.i18n import (
    LANG_NAMES,
    LANG_TAGS,
    LANGS,
    PLURAL_FORMS,
    Catalogue,
    fields,
    fill,
    format_number,
    lang_of,
    pick_lang,
    plural_form,
)

RUSSIAN_MOVES = ("{count:,} ход", "{count:,} хода", "{count:,} ходов")

CATALOGUE = Catalogue(
    texts={
        "en": {"moves": "{moves} in {seconds:.2f} s", "share": "{share:.0%} done"},
        "ko": {"moves": "{seconds:.2f}초 동안 {moves}", "share": "{share:.0%} 완료"},
        "ru": {"moves": "{moves} за {seconds:.2f} с", "share": "готово {share:.0%}"},
        "zh": {"moves": "{seconds:.2f} 秒内 {moves}", "share": "已完成 {share:.0%}"},
    },
    nouns={
        "en": {"move": ("{count:,} move", "{count:,} moves")},
        "ko": {"move": ("{count:,}수",)},
        "ru": {"move": RUSSIAN_MOVES},
        "zh": {"move": ("{count:,} 步",)},
    },
)


@pytest.mark.parametrize(
    ("count", "form"),
    [
        (1, "ход"),
        (2, "хода"),
        (5, "ходов"),
        (11, "ходов"),
        (12, "ходов"),
        (14, "ходов"),
        (21, "ход"),
        (22, "хода"),
        (25, "ходов"),
        (111, "ходов"),
        (0, "ходов"),
        (1001, "ход"),
    ],
)
def test_russian_plurals(count: int, form: str) -> None:
    assert CATALOGUE.counted("ru", count, "move").endswith(" " + form)


def test_english_plurals_and_counters() -> None:
    assert [CATALOGUE.counted("en", n, "move") for n in (0, 1, 2)] == [
        "0 moves",
        "1 move",
        "2 moves",
    ]
    assert CATALOGUE.counted("ko", 1, "move") == "1수"
    assert CATALOGUE.counted("zh", 1234, "move") == "1,234步"
    assert [plural_form("ko", n) for n in (1, 2, 5)] == [0, 0, 0]


def test_numbers_per_language() -> None:
    assert format_number("en", 1234567, ",") == "1,234,567"
    assert format_number("ru", 1234567, ",") == "1\u00a0234\u00a0567"
    assert format_number("ru", 1234.5, ",.2f") == "1\u00a0234,50"
    assert format_number("ru", 0.45, ".0%") == "45\u00a0%"
    assert format_number("ko", 0.45, ".0%") == "45%"
    assert CATALOGUE.say("ru", "moves", moves="3 хода", seconds=0.5) == "3 хода за 0,50 с"
    assert CATALOGUE.say("en", "share", share=0.5) == "50% done"
    assert fill("ru", "{n:,} {flag}", n=2000, flag=True) == "2\u00a0000 True"


def test_choosing_a_language() -> None:
    assert pick_lang(["de-DE", "ru-RU", "en"]) == "ru"
    assert pick_lang(["zh-Hans-CN"]) == "zh"
    assert pick_lang(["ko_KR"]) == "ko"
    assert pick_lang(["fr", "de"]) == "en"
    assert pick_lang([]) == "en"
    assert lang_of("KO") == "ko"
    assert lang_of("kok") is None
    assert set(LANG_NAMES) == set(LANG_TAGS) == set(PLURAL_FORMS) == set(LANGS)


def test_fields() -> None:
    assert fields("{a:,} of {b!r} {c.real} {d[0]} {{e}}") == {"a", "b", "c", "d"}


def test_a_complete_catalogue_has_no_problems() -> None:
    assert CATALOGUE.problems() == []


def test_problems_are_found() -> None:
    broken = Catalogue(
        texts={
            "en": {"a": "{x} and {y}", "b": "b"},
            "ko": {"a": "{x}"},
            "ru": {"a": "{x} {y}", "b": "b", "extra": "?"},
            "zh": {"a": "{x}{y}", "b": "b"},
        },
        nouns={
            "en": {"move": ("{count} move", "{count} moves")},
            "ko": {"move": ("{count}수",)},
            "ru": {"move": ("{count} ход", "{count} хода")},
            "zh": {"move": ("步",)},
        },
    )
    assert sorted(broken.problems()) == sorted(
        [
            "ko: no text for 'b'",
            "ko: 'a' fills in ['x'], English fills in ['x', 'y']",
            "ru: 'extra' is no English key",
            "ru: noun 'move' has 2 forms, ru needs 3 ('one', 'few', 'many')",
            "zh: noun 'move' form '步' has no {count}",
        ]
    )


def test_missing_text_falls_back_to_english() -> None:
    partial = Catalogue(
        texts={"en": {"a": "{n:,} items"}, "ko": {}, "ru": {}, "zh": {}},
        nouns={"en": {}, "ko": {}, "ru": {}, "zh": {}},
    )
    assert partial.say("ru", "a", n=1000) == "1\u00a0000 items"


def test_the_core_catalogue_is_complete() -> None:
    from slidepuzzle.messages import CATALOGUE as CORE

    assert CORE.problems() == []
