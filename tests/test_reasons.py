"""The core's words other than errors, in every language: the verdict's reasoning (``explain``),
the rules, the deciding numbers, how a text was read, format and method names, the CSV table.

Each explanation is checked with its board's numbers, in each language: not the English text,
with the glossary's terms (/work/notes/TERMS.md: the seed articles' words), the verdict said in
the language's own words, every placeholder filled in.
"""

from __future__ import annotations

import pickle
import re
from collections.abc import Iterator
from dataclasses import fields
from itertools import permutations

import pytest
from slidepuzzle import (
    Board,
    Format,
    NoteKind,
    Rule,
    Symmetry,
    Verdict,
    analyze,
    explain,
    goal_board,
    moves_to_go,
    parse_board,
    patterns,
    random_board,
    read_boards,
    rule_name,
    rule_text,
    symmetry_effect,
)
from slidepuzzle.batch import (
    CSV_COLUMNS,
    EXTRA_COLUMNS,
    batch_csv,
    batch_row,
    csv_header,
    deciding_numbers,
)
from slidepuzzle.fix import fix_swaps
from slidepuzzle.i18n import LANGS, Catalogue, Lang
from slidepuzzle.locales import en, ko, ru, zh
from slidepuzzle.parse import FORMAT_NAMES, describe, format_name
from slidepuzzle.solve import Method, method_name
from slidepuzzle.why import formulations, invariant, move_change, verdict_steps


def unsolvable(board: Board) -> Board:
    """``board`` with its first two tiles swapped: the other verdict, on a board of 2 x 2 up."""
    tiles = list(board.tiles)
    a, b = [i for i, tile in enumerate(tiles) if tile][:2]
    tiles[a], tiles[b] = tiles[b], tiles[a]
    return Board(board.rows, board.cols, tiles)


def pair(board: Board, goal=None) -> tuple[Verdict, Verdict]:
    """The verdicts of ``board`` (solvable) and of it with two tiles swapped (not solvable)."""
    good, bad = analyze(board, goal), analyze(unsolvable(board), goal)
    assert good.solvable and not bad.solvable
    return good, bad


def boards() -> Iterator[tuple[str, Verdict]]:
    """A solvable and an unsolvable board of each rule and goal."""
    row_good = Board(1, 5, (1, 2, 0, 3, 4))
    yield "single-row solvable", analyze(row_good)
    yield "single-row unsolvable", analyze(Board(1, 5, (1, 3, 0, 2, 4)))
    yield "single-column solvable", analyze(Board(4, 1, (1, 0, 2, 3)))
    yield "single-column unsolvable", analyze(Board(4, 1, (3, 1, 0, 2)))
    for name, board, goal in (
        ("odd-width", random_board(3, 3, seed=11), None),
        ("odd-width 5", random_board(5, 3, seed=12), None),
        ("even-width", random_board(4, 4, seed=13), None),
        ("even-width 2", random_board(3, 2, seed=14), None),
        ("goal blank-first", random_board(3, 3, seed=15, goal="blank-first"), "blank-first"),
        ("goal spiral", random_board(3, 4, seed=16, goal="spiral"), "spiral"),  # goal row even
        ("goal spiral itself", goal_board(3, 3, "spiral"), "spiral"),  # 0 inversions
        (
            "goal blank home",
            random_board(4, 3, seed=19, goal="blank-first", fixed_blank=True),
            "blank-first",
        ),
        ("goal custom", random_board(2, 3, seed=17), random_board(2, 3, seed=18)),
    ):
        good, bad = pair(board, goal)
        yield f"{name} solvable", good
        yield f"{name} unsolvable", bad


BOARDS = dict(boards())

SOLVABLE = {
    "en": ("solvable", "not solvable"),
    "ko": ("풀 수 있습니다", "풀 수 없습니다"),
    "ru": ("решаема", "нерешаема"),
    "zh": ("可解", "不可解"),
}
"""How each language says the verdict at the end of the explanation."""

TERMS: dict[str, dict[Lang, tuple[str, ...]]] = {
    "single-line": {
        "ko": ("빈칸", "타일", "목표"),
        "ru": ("пуст", "фишк", "цел"),
        "zh": ("空格", "方块", "目标"),
    },
    "classic": {
        "ko": ("반전", "빈칸", "아래에서", "번째 행", "홀짝", "너비"),
        "ru": ("инверси", "пуст", "строк", "снизу", "чётн", "ширин"),
        "zh": ("逆序", "空格", "从下往上数第", "奇偶性", "宽"),
    },
    "goal": {
        "ko": ("반전", "빈칸", "아래에서", "번째 행", "홀짝", "너비", "목표"),
        "ru": ("инверси", "пуст", "строк", "снизу", "чётн", "ширин", "цел"),
        "zh": ("逆序", "空格", "从下往上数第", "奇偶性", "宽", "目标"),
    },
}
"""The glossary's words (TERMS.md) each explanation uses, by kind of rule."""


AVOIDED: dict[Lang, tuple[str, ...]] = {
    "ko": ("빈 공간",),  # the glossary's blank is 빈칸, as in the errors and the page
    "ru": ("ячейк",),  # a cell of a spreadsheet, never the blank (пустая клетка)
    "zh": ("空块",),  # seed 003 says both; the glossary has 空格
}
"""Words the glossary decided against, by language."""


def kind(verdict: Verdict) -> str:
    if verdict.rule is Rule.SINGLE_LINE:
        return "single-line"
    return "classic" if verdict.goal == "blank-last" else "goal"


TIMES = {"en": " x ", "ko": "×", "ru": " × ", "zh": "×"}
"""The multiplication sign of a shape, as each language's core and page write it."""


def numbers(verdict: Verdict, lang: Lang = "en") -> list[str]:
    """The numbers of this board that its explanation must show."""
    v = verdict
    shown = [f"{v.rows}{TIMES[lang]}{v.cols}"] if v.rule is Rule.SINGLE_LINE else []
    if v.rule is Rule.SINGLE_LINE and v.line is not None and v.line.place:
        line = v.line
        shown += [str(line.place), " ".join(map(str, line.tiles)), str(line.goal_tile)]
    if v.rule in (Rule.ODD_WIDTH, Rule.EVEN_WIDTH):
        shown += [str(v.cols), f"{v.inversions:,}", str(v.blank_row_from_bottom), str(v.cols - 1)]
    if v.rule is Rule.EVEN_WIDTH:
        total = v.inversions + v.blank_row_from_bottom
        shown.append(f"{v.inversions} + {v.blank_row_from_bottom} = {total}")
        shown.append(f"0 + {v.goal_blank_row_from_bottom}")  # the goal's sum
    return shown


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", BOARDS)
def test_every_rule_is_explained_in_every_language_with_the_boards_numbers(name, lang):
    verdict = BOARDS[name]
    text = explain(verdict, lang)
    for number in numbers(verdict, lang):
        assert number in text, (number, text)
    yes, no = SOLVABLE[lang]
    assert (no in text) is not verdict.solvable, text
    assert yes in text.replace(no, "") if verdict.solvable else no in text
    assert not re.search(r"[{}]", text), "a placeholder left unfilled"
    if lang == "en":
        assert text == verdict.explanation
        return
    assert text != verdict.explanation
    for term in TERMS[kind(verdict)][lang]:
        assert term in text.lower(), (term, text)
    for avoided in AVOIDED[lang]:
        assert avoided not in text, (avoided, text)
    assert not re.search("[a-z]{3,}", text.replace("inversion", "")), "English words left"


@pytest.mark.parametrize("name", BOARDS)
def test_chinese_sentences_follow_each_other_without_spaces(name):
    text = explain(BOARDS[name], "zh")
    assert "。" in text and "。 " not in text and ". " not in text


def board_with_inversions(count: int, side: int = 5) -> Board:
    """A ``side`` x ``side`` board with exactly ``count`` inversions, the blank last."""
    tiles, left = list(range(1, side * side)), count
    order: list[int] = []
    while tiles:  # each tile put first passes as many smaller ones as still wanted
        skip = min(left, len(tiles) - 1)
        order.append(tiles.pop(skip))
        left -= skip
    assert left == 0
    return Board(side, side, (*order, 0))


RUSSIAN_INVERSIONS = {
    1: "1 инверсия",
    2: "2 инверсии",
    5: "5 инверсий",
    21: "21 инверсия",
    22: "22 инверсии",
    25: "25 инверсий",
    111: "111 инверсий",
}


@pytest.mark.parametrize("count", RUSSIAN_INVERSIONS)
@pytest.mark.parametrize("side", [5, 6])
def test_russian_plural_forms_of_inversions_in_the_explanation(count, side):
    verdict = analyze(board_with_inversions(count, side))
    assert verdict.inversions == count
    assert verdict.rule is (Rule.EVEN_WIDTH if side % 2 == 0 else Rule.ODD_WIDTH)
    words = RUSSIAN_INVERSIONS[count]
    text = explain(verdict, "ru")
    assert f"в них будет {words} — " in text
    assert deciding_numbers(verdict, "ru").startswith(words)
    assert f"반전 {count}개" in explain(verdict, "ko")
    assert f"{count}个逆序对" in explain(verdict, "zh")


@pytest.mark.parametrize(
    ("count", "words"), [(1, "1 инверсия"), (2, "2 инверсии"), (5, "5 инверсий")]
)
def test_russian_plural_forms_of_inversions_against_another_goal(count, words):
    board = board_with_inversions(count, 3)
    goal = Board(3, 3, (1, 2, 3, 4, 0, 5, 6, 7, 8))  # the usual order, the blank elsewhere
    text = explain(analyze(board, goal), "ru")
    assert "Цель — заданная позиция" in text and f"в них будет {words} — " in text


def test_russian_other_tiles_take_the_accusative():
    assert "через 1 другую фишку" in explain(analyze(random_board(2, 2, seed=1)), "ru")
    assert "через 2 другие фишки" in explain(analyze(random_board(3, 3, seed=1)), "ru")
    assert "через 5 других фишек" in explain(analyze(random_board(3, 6, seed=1)), "ru")


def test_russian_numbers_are_grouped_with_a_no_break_space():
    verdict = analyze(board_with_inversions(1234, 10))
    assert "1\u00a0234 инверсии" in explain(verdict, "ru")
    assert "1,234 inversions" in verdict.explanation


def test_a_long_line_shows_its_first_tiles_and_an_ellipsis_in_every_language():
    verdict = analyze(Board(1, 20, (*range(1, 18), 19, 18, 0)))
    assert verdict.line is not None and verdict.line.more and verdict.line.place == 18
    for lang in LANGS:
        assert "1 2 3 4 5 6 7 8 9 10 11 12 …" in explain(verdict, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_rules_deciding_numbers_and_names_in_every_language(lang):
    names = {rule_name(rule, lang) for rule in Rule}
    texts = {rule_text(rule, lang) for rule in Rule}
    assert len(names) == len(texts) == len(Rule)
    for verdict in BOARDS.values():
        deciding = deciding_numbers(verdict, lang)
        if verdict.rule is not Rule.SINGLE_LINE:  # every goal: the inversions, as the steps
            assert str(verdict.inversions) in deciding
        if verdict.rule is not Rule.SINGLE_LINE and verdict.cols % 2 == 0:
            assert str(verdict.blank_row_from_bottom) in deciding
        if lang != "en":
            assert deciding != deciding_numbers(verdict, "en")
    if lang != "en":
        assert not names & {rule_name(rule, "en") for rule in Rule}


READ = {
    NoteKind.NO_BLANK: "1 2 3\n4 5 6\n7 8 9",
    NoteKind.SQUARE_LINE: "1 2 3 4 5 6 7 8 0",
    NoteKind.EMPTY_CELL: "1,2,3\n4,,5\n6,7,8",
    NoteKind.STACKED: "1 2\n3 0\n2 1\n3 0\n1 3\n2 0",
    NoteKind.JOINED: "1 2 3\n\n4 5 0\n\n7 8 6",
    NoteKind.SKIPPED: "Hello there, my board:\n1 2\n3 0",
    NoteKind.CODE: "int n = 3;\nint b[2][2] = {{1, 2}, {3, 0}};\nreturn 0;",
    NoteKind.OUTPUT: "Sample Input\n1 2\n3 0\nSample Output\n5",
    NoteKind.SMALL: "1 2\n3 0\n\n7",
    NoteKind.SIZE_LINE: "2 2\n1 2\n3 0",
    NoteKind.COUNT_LINE: "2\n3 3\n1 2 3\n4 5 6\n7 8 0\n3 3\n8 6 7\n2 5 4\n3 0 1",
    NoteKind.GIVEN_SIZE: '{"rows": 2, "cols": 2, "tiles": [1, 2, 3, 0]}',
    NoteKind.LABELS: "Row 1: 1 2\nRow 2: 3 0",
    NoteKind.LINE_NUMBERS: "     1\t1 2\n     2\t3 0",
    NoteKind.INDEX: "   0  1\n0  1  2\n1  3  0",
    NoteKind.HEADER: "| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 0 |",
    NoteKind.COLUMNS_FIRST: "matrix(c(1, 3, 2, 0), nrow = 2)",
    NoteKind.WIDTH_FIRST: "3x2:1,2,3,4,5,0",
    NoteKind.ROW_MARKS: "[1 2; 3 0]",
    NoteKind.LINE_BOARDS: "1 2 3 0\n3 1 2 0",
    NoteKind.ONE_ROW: "1 2 3 4 5 0",
    NoteKind.SHAPE: "1 2 3 4 5 6 7 0",
}
"""A text whose reading carries a note of each kind."""

SHAPES = {NoteKind.SHAPE: (2, 4)}
"""The shape asked for, where a note comes from one."""

NOTE_NUMBERS = {
    NoteKind.NO_BLANK: ["9"],
    NoteKind.SQUARE_LINE: ["9", "3{times}3"],
    NoteKind.EMPTY_CELL: ["2"],
    NoteKind.STACKED: ["3"],
    NoteKind.JOINED: ["3"],
    NoteKind.SKIPPED: ["1"],
    NoteKind.CODE: ["1", "3"],
    NoteKind.OUTPUT: ["5"],
    NoteKind.SMALL: ["4", "7"],
    NoteKind.SIZE_LINE: ["1", "2{times}2"],
    NoteKind.COUNT_LINE: ["1", "2"],
    NoteKind.GIVEN_SIZE: ["2{times}2"],
    NoteKind.LABELS: ["1-2"],
    NoteKind.LINE_NUMBERS: ["1-2"],
    NoteKind.INDEX: [],
    NoteKind.HEADER: ["1"],
    NoteKind.COLUMNS_FIRST: [],
    NoteKind.WIDTH_FIRST: ["3", "2"],
    NoteKind.ROW_MARKS: [";"],
    NoteKind.LINE_BOARDS: ["4", "2{times}2"],
    NoteKind.ONE_ROW: ["1{times}6", "2{times}3"],
    NoteKind.SHAPE: ["2{times}4"],
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("note_kind", NoteKind)
def test_every_reading_note_in_every_language(note_kind, lang):
    (reading,) = read_boards(READ[note_kind], shape=SHAPES.get(note_kind))[:1]
    (note,) = [note for note in reading.notes if note.kind is note_kind]
    text = note.message(lang)
    assert str(note) == note.message("en")
    for number in NOTE_NUMBERS[note_kind]:
        assert number.format(times=TIMES[lang]) in text
    if lang != "en":
        assert text != str(note) and not re.search("[a-z]{4,}", text)
        assert text in describe(reading, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_describe_a_reading_and_a_bad_one(lang):
    good = read_boards("int a[2][2] = {{1,2},{0,3}};")[0]
    bad = read_boards("1 2\n3\n")[0]
    assert format_name(Format.C, lang) in describe(good, lang)
    assert f"2{TIMES[lang]}2" in describe(good, lang)
    assert bad.error is not None and bad.error.message(lang) in describe(bad, lang)
    assert str(good) == describe(good) == "Read from C/C++ code: a 2 x 2 board"


@pytest.mark.parametrize("lang", LANGS)
def test_every_format_and_method_has_a_name_in_every_language(lang):
    formats = [format_name(fmt, lang) for fmt in Format]
    methods = [method_name(lang, method) for method in Method]
    assert len(set(formats)) == len(Format) and len(set(methods)) == len(Method)
    assert FORMAT_NAMES[Format.BRACES] == "braces {{...}}"
    assert format_name(Format.BRACES, lang).endswith("{{...}}")
    if lang != "en":
        assert not set(formats) & set(FORMAT_NAMES.values())
        assert not set(methods) & {method_name("en", method) for method in Method}


def test_the_csv_table_speaks_the_language_asked_and_english_by_default():
    rows = [
        ("a.txt", batch_row(1, read_boards("1 2 3\n4 5 6\n8 7 0")[0])),
        ("a.txt", batch_row(2, read_boards("1 2\n3\n")[0])),
        ("a.txt", batch_row(3, read_boards("1,2,3\n4,,5\n6,7,8")[0], "spiral")),
    ]
    english = batch_csv(rows)
    assert english == batch_csv(rows, lang="en")
    assert english.splitlines()[0] == ",".join(CSV_COLUMNS) == ",".join(csv_header())
    assert english.splitlines()[1].startswith("a.txt,1,1,plain,3,3,no,odd-width,1,1,1,")
    korean = batch_csv(rows, lang="ko").splitlines()
    assert korean[0] == ",".join(csv_header("ko")) and "규칙" in korean[0]
    assert korean[1].startswith("a.txt,1,1,plain,3,3,아니요,홀수 너비,1,1,1,")
    assert "반전 1개" in korean[1]
    russian = batch_csv(rows, lang="ru").splitlines()
    assert russian[1].split(",")[6:8] == ["нет", "нечётная ширина"]
    assert "1 инверсия" in russian[1]
    assert bad_board_error("ru") in batch_csv(rows[1:2], lang="ru")
    chinese = batch_csv(rows, lang="zh").splitlines()
    assert "把空单元格（第2行第2列）当作空格" in chinese[3]
    for lang in LANGS:
        assert len(csv_header(lang)) == len(set(csv_header(lang))) == len(CSV_COLUMNS)


@pytest.fixture
def used_keys(monkeypatch) -> set[str]:
    """The keys of every message the core says while the test runs."""
    used: set[str] = set()
    say = Catalogue.say

    def recording(self, lang, key, /, **values):
        used.add(key)
        return say(self, lang, key, **values)

    monkeypatch.setattr(Catalogue, "say", recording)
    return used


def test_every_reasons_key_is_used(used_keys, capsys, tmp_path, monkeypatch):
    """Every REASONS template is reached by real data: explanations, readings, CSV, the CLI."""
    from test_cli import run  # the command line, as its own tests run it

    for lang in LANGS:
        for verdict in BOARDS.values():
            explain(verdict, lang)
            deciding_numbers(verdict, lang)
        for rule in Rule:
            rule_name(rule, lang)
            rule_text(rule, lang)
        for method in Method:
            method_name(lang, method)
        more = [
            "1 2\n3\n",
            "int b[2][2] = {{1, 2}, {3, 0}};\nreturn 0;",
            "[[1,2,3],[4,5,6],[7,0,8]]",
            "Start: 1 2 3 4 5 6 7 8 0",
        ]
        more.append("Sample Input\n1 2\n3 0\nSample Output\n5\n6")
        for kind, text in [*READ.items(), *((None, text) for text in more)]:
            for reading in read_boards(text, shape=SHAPES.get(kind)):
                describe(reading, lang)
                batch_csv([("stdin", batch_row(1, reading))], lang=lang, extra=EXTRA_COLUMNS)
        for fmt in Format:
            format_name(fmt, lang)
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"1 2\n3 \xe9\n")
    monkeypatch.delenv("LC_ALL", raising=False)
    run(["check", str(latin), str(tmp_path / "missing")], capsys)
    run(["check"], capsys, "")
    run(["check", "--explain"], capsys, "1 2\n3 0\n\n2 1\n3 0\n\n1 2 3 0\n")
    run(["solve"], capsys, "1 2 3\n4 5 6\n0 7 8\n\n2 1 3\n4 5 6\n7 8 0\n")
    run(["solve", "--time-limit", "0.001", "--progress"], capsys, str(random_board(5, 5, seed=3)))
    run(["shuffle", "1"], capsys)
    for damaged in (None, b"not a table"):  # the pattern tables missing, then damaged
        monkeypatch.setattr(patterns, "TABLE_DIR", tmp_path)
        monkeypatch.setattr(patterns, "_installed", {})
        monkeypatch.setattr(patterns, "_trouble", {})
        if damaged is not None:
            (tmp_path / patterns.table_file((3, 4))).write_bytes(damaged)
        for lang in LANGS:
            run(["solve", "--lang", lang], capsys, str(random_board(3, 4, seed=2)))
    for lang in LANGS:  # the verdict's steps, the formulations, the invariant, the fix
        for board, goal in _WHY_BOARDS:
            fixes = fix_swaps(board, goal, limit=2)
            for shown in (board, *(swap.apply(board) for swap in fixes[:1])):
                for step in verdict_steps(shown, goal):
                    step.text(lang)
                for form in formulations(shown, goal):
                    form.text(lang)
                invariant(shown, goal).text(lang)
                for tile in shown.movable():
                    move_change(shown, tile, goal).text(lang)
            for swap in fixes:
                swap.text(lang)
        run(["check", "--fix", "--lang", lang], capsys, "2 3 1 0 4\n\n2 1 3\n4 5 6\n7 8 0\n")
    for lang in LANGS:  # moves to go, every case; what each symmetry does, every reason
        hard = parse_board("15 14 8 12\n10 11 9 13\n2 6 5 1\n3 7 4 _")
        for to_go in (
            moves_to_go(goal_board(3, 3)),
            moves_to_go(parse_board("1 2 3\n4 _ 5\n7 8 6")),
            moves_to_go(hard, "blank-first", node_limit=10_000),
            moves_to_go(parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _")),
            moves_to_go(parse_board("3 1 2 _ 4")),
        ):
            to_go.text(lang)
        for shape, goal in [((3, 4), None), ((1, 2), None), ((1, 3), None), ((1, 5), None)]:
            for symmetry in Symmetry:
                symmetry_effect(symmetry, *shape, goal).text(lang)
        symmetry_effect(Symmetry.HALF_TURN, 2, 2, goal_board(2, 2)).text(lang)
    missing = set(en.REASONS) - used_keys
    assert not missing, f"REASONS keys no test reaches: {sorted(missing)}"


_WHY_BOARDS = [
    (parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _"), None),  # even width
    (parse_board("1 2 3\n4 5 6\n8 _ 7"), None),  # odd width
    (parse_board("1 2 3\n4 5 6\n8 _ 7"), "spiral"),  # another goal
    (parse_board("1 2 3\n4 5 6\n8 _ 7"), parse_board("_ 8 7\n6 5 4\n3 2 1")),  # custom
    (Board(6, 6, [*range(1, 34), 35, 34, 0]), None),  # no proof of the shortest: too big
    (Board(1, 4, [2, 1, 0, 3]), None),  # lines
    (Board(3, 1, [1, 0, 2]), None),
]
"""Boards whose steps, formulations, moves and fixes say every sentence of ``slidepuzzle.why``."""


def test_the_translations_are_no_copies_of_the_english():
    for lang, texts in (("ko", ko.REASONS), ("ru", ru.REASONS), ("zh", zh.REASONS)):
        same = {
            key
            for key, text in texts.items()
            if text == en.REASONS[key] and re.search("[a-z]{3,}", re.sub("{[^}]*}", "", text))
        }
        assert not same, (lang, same)


def test_each_sentence_of_the_explanation_is_whole_in_every_language():
    """Templates are sentences: each starts a sentence (a capital, a digit or a bracket in the
    languages that have them) and ends with its full stop; none is a fragment glued on."""
    keys = [key for key in en.REASONS if key.split("-")[0] in _SENTENCES]
    assert len(keys) >= 20
    for lang, texts in (("en", en.REASONS), ("ko", ko.REASONS), ("ru", ru.REASONS)):
        for key in keys:
            assert texts[key].rstrip(")").endswith("."), (lang, key)
    for key in keys:
        assert zh.REASONS[key].rstrip("）").endswith("。"), key


_SENTENCES = {
    "single",
    "odd",
    "even",
    "inversions",
    "blank",
}


def bad_board_error(lang: Lang) -> str:
    """The error of a ragged board, in ``lang``."""
    error = read_boards("1 2\n3\n")[0].error
    assert error is not None
    return error.message(lang)


def test_a_verdict_explains_itself_from_its_data_alone():
    """The explanation is worked out from the verdict's fields (what a worker would send): a
    verdict rebuilt from them, or unpickled, explains itself alike."""
    for verdict in BOARDS.values():
        copy = Verdict(**{field.name: getattr(verdict, field.name) for field in fields(Verdict)})
        assert copy == verdict and copy.explanation == verdict.explanation
        assert explain(pickle.loads(pickle.dumps(verdict)), "ru") == explain(verdict, "ru")


@pytest.mark.parametrize("tiles", list(permutations(range(4))))
def test_every_two_by_two_board_says_its_verdict_in_every_language(tiles):
    verdict = analyze(Board(2, 2, tiles))
    for lang in LANGS:
        no = SOLVABLE[lang][1]
        assert (no in explain(verdict, lang)) is not verdict.solvable


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_quick_fill_writes_what_the_formatter_writes(lang):
    """``fill`` uses ``str.format`` for languages that write numbers as Python does: the same
    text as the language's formatter, numbers, specs and conversions alike."""
    from slidepuzzle.i18n import _FORMATTERS, fill

    values = {"n": 1234567, "share": 0.456, "s": 2.5, "word": "tile", "token": "x\t"}
    for template in ("{n:,} {share:.0%} {s:.2f} {word} {token!r}", "{n} {{n}} {s}", "{word:>6}"):
        assert fill(lang, template, **values) == _FORMATTERS[lang].format(template, **values)
