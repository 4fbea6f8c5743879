"""The page in every language: its catalogue complete, every sentence filled in with real data,
index.html's English the catalogue's."""

import ast
import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from fresh_python import run_fresh
from page import view, wording
from page.links import Share
from page.locales import en, ko, ru, zh
from page.options import Field, OptionError, shuffle_request, time_limit
from page.protocol import Failed, Request
from page.worker import answer
from slidepuzzle import analyze, parse_board, read_boards, verdict_steps
from slidepuzzle.batch import batch_row, deciding_numbers
from slidepuzzle.i18n import LANG_NAMES, LANG_TAGS, LANGS, fields
from slidepuzzle.scan import BLANK_SPELLINGS

LOCALES = {"en": en, "ko": ko, "ru": ru, "zh": zh}
SCRIPT = {"ko": "[가-힣]", "ru": "[а-яё]", "zh": "[一-鿿]"}
"""A letter of each language's script."""

INDEX = Path(__file__).parent.parent / "index.html"

SAMPLE: dict[str, object] = {
    "a": 8,
    "b": 6,
    "c": 11,
    "blank_row": 2,
    "boards": "12 boards",
    "bad": 1,
    "bound": "100 moves",
    "best": "Best so far: 131 moves; none is shorter than 100 moves",
    "best_moves": "21 moves",
    "best_time": "0:35",
    "cells": 1_001_000,
    "chars": 25_000,
    "codes": "0, _",
    "col": 3,
    "cols": 4,
    "done": 3,
    "error": "row 2 has 3 values",
    "figures": "3,213 positions searched in 0.31 s (IDA* search).",
    "first": 7,
    "found": 298,
    "gap": 18,
    "goal": "nonsense",
    "goal_row": 1,
    "high": 10,
    "how": "IDA* search",
    "inversions": "41 inversions",
    "last": 16,
    "least": 1,
    "limit": 10,
    "low": 12,
    "moves": "31 moves",
    "ms": 12.5,
    "most": 600,
    "name": "rows",
    "note": "the largest number, 16, is the blank",
    "number": 1234,
    "partners": "3, 5",
    "positions": "3,213 positions",
    "rest": 9700,
    "row": 2,
    "rows": 4,
    "rule": "even width",
    "seconds": 0.31,
    "searching": "Searching for the fewest moves on this 5 x 5 board: at most 10 s.",
    "seed": 77,
    "shape": "4 x 4 with seed 77",
    "share": 0.45,
    "shown": "1 2 3",
    "solvable": 7,
    "source": "C/C++ code",
    "span": "1 to 600",
    "text": "abc",
    "tile": 7,
    "tiles": 15,
    "time": "1:05",
    "total": 31,
    "unsolvable": 5,
    "way": "left",
}
"""A value for every field a template fills in, like the data the page fills in."""


def test_the_page_catalogue_is_complete_in_every_language():
    assert wording.CATALOGUE.problems() == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_sentence_fills_in_with_real_data(lang):
    for key, template in en.ALL.items():
        names = fields(template)
        assert names <= SAMPLE.keys(), f"no sample value for {sorted(names - SAMPLE.keys())}"
        said = wording.say(lang, key, **{name: SAMPLE[name] for name in names})
        assert said.strip(), key
        assert not re.search(r"[{}]", said), (key, said)
        for name in names:  # every value shows in the sentence
            value = SAMPLE[name]
            if isinstance(value, str):
                assert value in said, (lang, key, name)


SAME_IN_EVERY_LANGUAGE = {
    "batch-shape",
    "read-note",
    "cannot-move",
    "moves-made",
    "method-ida*",
    "searching-best",
    # the Copy as menu's names of notations ("C/C++", "LaTeX pmatrix"), names in every language
    *(f"style-{name}" for name in ("json", "python", "c", "java", "javascript", "latex")),
}
"""Templates that are only data, punctuation or names, the same in every language."""


@pytest.mark.parametrize("lang", ["ko", "ru", "zh"])
def test_the_other_languages_are_translated_not_copied(lang):
    same = {key for key, template in en.ALL.items() if LOCALES[lang].ALL[key] == template}
    assert same <= SAME_IN_EVERY_LANGUAGE


def test_nouns_take_each_language_s_plural_forms():
    forms = {n: wording.counted("ru", n, "move") for n in (1, 2, 5, 21, 22, 25, 111)}
    assert forms == {
        1: "1 ход",
        2: "2 хода",
        5: "5 ходов",
        21: "21 ход",
        22: "22 хода",
        25: "25 ходов",
        111: "111 ходов",
    }
    assert wording.counted("ru", 1234, "position") == "1\u00a0234 позиции"
    assert wording.counted("en", 1234, "position") == "1,234 positions"
    assert wording.counted("ko", 3, "move") == "3번"
    assert wording.counted("zh", 3, "move") == "3步"
    assert wording.counted("ko", 2, "board") == "보드 2개"
    assert wording.counted("zh", 2, "board") == "2个棋盘"


@pytest.mark.parametrize("lang", LANGS)
def test_the_helpers_write_whole_sentences(lang):
    sentences = [
        wording.batch_summary(lang, 7, 5, 1),
        wording.solution_headline(31, False, True).text(lang),
        wording.search_figures(3201, 0.05, "weighted", True).text(lang),
        wording.playback_count(3, 31, 7, "left", False).text(lang),
        wording.play_count(23, True, 8, "left").text(lang),
        wording.loading_tables(lang, 4, 4, 3_100_000, 5_800_000),
    ]
    for sentence in sentences:
        assert not re.search(r"[{}]", sentence), sentence
    if lang != "en":
        english = [
            wording.batch_summary("en", 7, 5, 1),
            wording.solution_headline(31, False, True).text("en"),
        ]
        assert sentences[:2] != english


@pytest.mark.parametrize("lang", LANGS)
def test_a_verdict_and_an_error_in_every_language(lang):
    board = parse_board("1 2 3\n4 8 6\n7 5 0")
    shown = view.board_view(lang, board, analyze(board), None, 0.01, Share(""))
    assert shown.status.title == wording.say(lang, "unsolvable")
    assert shown.status.sentences[0] == view.facts_text(lang, analyze(board))
    assert wording.counted(lang, 5, "inversion") in shown.status.sentences[0]
    for step in verdict_steps(board):  # the core's reasons, as a list of steps
        assert html.escape(step.text(lang)) in shown.steps
    bad = view.error_view(lang, "board", "row 2 has 3 values", Share(""))
    assert bad.status.title == wording.say(lang, "no-verdict")


def test_option_errors_say_what_is_wrong_in_every_language():
    with pytest.raises(OptionError) as refused:
        time_limit(Field("0"))
    assert str(refused.value) == "time limit must be 1 to 600, got 0"
    assert refused.value.phrase.text("ru") == "ограничение времени: от 1 до 600, а не 0"
    with pytest.raises(OptionError) as refused:
        shuffle_request(Field("3"), Field(""), Field(""), "solvable", "anywhere", None, 1)
    for lang in LANGS:
        words = refused.value.phrase.text(lang)
        assert words.startswith(wording.say(lang, "field-cols")) or lang in ("ko", "zh")
        assert wording.say(lang, "field-cols") in words


# index.html


class _Marked(HTMLParser):
    """The text of every element index.html marks with ``data-text``, and the marked attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[tuple[str, str, str]] = []  # (tag, key, codes) of marked elements open
        self.texts: dict[str, str] = {}
        self.attributes: dict[str, str] = {}
        self.nouns: list[tuple[str, str]] = []
        self.buffers: list[list[str]] = []

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        for short, name in (
            ("label", "aria-label"),
            ("placeholder", "placeholder"),
            ("content", "content"),
            ("roledescription", "aria-roledescription"),
        ):
            if f"data-{short}" in found:
                self.attributes[found[f"data-{short}"] or ""] = found.get(name) or ""
        if "data-noun" in found:
            self.nouns.append((found["data-noun"] or "", found.get("value") or ""))
        if tag in ("input", "meta", "link", "br"):
            return
        if "data-text" in found:
            self.open.append((tag, found["data-text"] or "", found.get("data-codes") or ""))
            self.buffers.append([])
        elif self.open:
            self.open.append((tag, "", ""))

    def handle_endtag(self, tag):
        if not self.open:
            return
        _, key, codes = self.open.pop()
        if key:
            text = " ".join("".join(self.buffers.pop()).split())
            self.texts[key] = text if not codes else text + "\x00" + codes

    def handle_data(self, data):
        for buffer in self.buffers:
            buffer.append(data)


def marked() -> _Marked:
    parser = _Marked()
    parser.feed(INDEX.read_text(encoding="utf-8"))
    return parser


def test_index_html_holds_the_catalogue_s_english():
    found = marked()
    assert len(found.texts) > 50
    for key, text in found.texts.items():
        text, _, codes = text.partition("\x00")
        assert codes in ("", "blank"), key
        listed = ", ".join(BLANK_SPELLINGS)  # the core's one list
        assert text == " ".join(wording.say("en", key, codes=listed).split()), key
    for key, text in found.attributes.items():
        assert text == wording.say("en", key), key
    for noun, count in found.nouns:
        assert wording.counted("en", int(count), noun) in INDEX.read_text(encoding="utf-8")


def test_every_page_key_is_used_in_index_html():
    found = marked()
    used = found.texts.keys() | found.attributes.keys()
    assert set(en.PAGE) == used


def test_the_language_menu_names_each_language_in_itself():
    page = INDEX.read_text(encoding="utf-8")
    for lang, name in LANG_NAMES.items():
        assert re.search(rf'<option value="{lang}" lang="[^"]+">{name}</option>', page), lang
    assert re.search(r'<label for="lang"', page)


def test_a_key_is_either_a_sentence_or_index_html_s():
    for module in LOCALES.values():
        assert not module.TEXTS.keys() & module.PAGE.keys()


# The loading status, before Python runs (static/loading.js)


def loading_table(name: str) -> dict:
    """A JSON object ``static/loading.js`` defines as ``const <name> = {...};``."""
    script = (INDEX.parent / "static" / "loading.js").read_text(encoding="utf-8")
    found = re.search(rf"^const {name} = (\{{.*?\}});$", script, re.MULTILINE | re.DOTALL)
    assert found, name
    return json.loads(found.group(1))


def test_the_loading_status_speaks_every_language():
    words, tags = loading_table("WORDS"), loading_table("TAGS")
    others = [lang for lang in LANGS if lang != "en"]
    assert sorted(words) == sorted(others)
    assert tags == {lang: LANG_TAGS[lang] for lang in others}
    page = INDEX.read_text(encoding="utf-8")
    for attribute in ("downloading", "progress", "starting"):  # the English, in index.html
        assert f'data-{attribute}="' in page
    assert "{mb} of {total} MB" in page
    for lang, sentences in words.items():
        assert set(sentences) == {"downloading", "progress", "starting", "lead"}, lang
        assert "{mb}" in sentences["progress"] and "{total}" in sentences["progress"], lang
        for sentence in sentences.values():
            assert re.search(SCRIPT[lang], sentence, re.IGNORECASE), (lang, sentence)


def test_the_batch_table_is_written_in_the_language():
    pasted = read_boards("1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n8 7 0")
    rows = [batch_row(number, reading, None) for number, reading in enumerate(pasted, 1)]
    links = [Share("board=x")] * len(rows)
    shown = view.batch_view("ru", rows, links, Share(""))
    assert shown.status.title == "2 поля: решаемых 1, нерешаемых 1"
    table = shown.batch.rows_html if shown.batch else ""
    assert (
        wording.say("ru", "unsolvable") in table
        and deciding_numbers(rows[1].verdict, "ru") in table
    )


def test_the_solver_s_worker_answers_in_every_language():
    board = parse_board("1 2 3\n4 5 6\n8 7 0")
    failed = answer(Request.of(board, None, 1.0))
    assert isinstance(failed, Failed) and failed.unsolvable
    for lang, script in SCRIPT.items():
        assert re.search(script, failed.text[lang]), failed.text


def test_only_the_reader_s_language_is_imported_until_another_is_asked_for():
    """The page's words in Korean load the Korean catalogues (and English ones only for a key
    missing in Korean), not the Russian or Chinese ones; a switch to Russian loads them then.
    The completeness checks above still read all four."""
    script = (
        "import sys\n"
        "from page import view, wording\n"
        "from slidepuzzle import analyze, explain, parse_board\n"
        "board = parse_board('1 2 3\\n4 5 6\\n8 7 0')\n"
        "wording.say('ko', 'solvable'); explain(analyze(board), 'ko')\n"
        "view.facts_text('ko', analyze(board))\n"
        "names = lambda: sorted(n for n in sys.modules if '.locales.' in n)\n"
        "print(names())\n"
        "wording.say('ru', 'solvable'); explain(analyze(board), 'ru')\n"
        "print(names())\n"
    )
    first, after_switch = (ast.literal_eval(line) for line in run_fresh(script).splitlines())

    def of(lang):
        return {f"{package}.locales.{lang}" for package in ("page", "slidepuzzle")}

    assert of("ko") <= set(first) and not (of("ru") | of("zh")) & set(first)
    assert of("ru") <= set(after_switch) and not of("zh") & set(after_switch)
