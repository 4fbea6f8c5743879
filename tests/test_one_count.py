"""One count for every goal on the command line and in ``explain``: the numbers a reader sees
(the headline's deciding numbers, the explanation's sentences, ``--json``'s and ``--csv``'s
facts) are read back from the text and checked against the test's own count (``one_count``),
against their own sums, and against breadth-first search, for every board up to 2 x 3 / 3 x 2
and samples of 3 x 3 and 2 x 4, for every goal: blank-last, blank-first, spiral (on the command
line), a goal board of one's own and blank-last given as a board (through ``explain``)."""

from __future__ import annotations

import csv
import json
import random
import re
from itertools import permutations

import pytest
from breadth_first import search
from one_count import goals_of, own_count
from slidepuzzle import Board, analyze, explain, goal_board
from slidepuzzle.batch import batch_csv, batch_row, deciding_numbers
from slidepuzzle.i18n import LANGS
from slidepuzzle.parse import Format, Reading
from slidepuzzle.rule import rule_name
from test_cli import run  # the command line, as its own tests run it
from test_reasons import SOLVABLE  # how each language says the verdict at the end

EVERY = [(1, 3), (3, 1), (2, 2), (2, 3), (3, 2)]
"""Shapes whose every board is checked."""

SAMPLED = [(3, 3), (2, 4)]
"""Shapes checked on a sample of boards."""


def boards_of(rows: int, cols: int, sample: int = 0) -> list[Board]:
    """Every board of the shape, or ``sample`` random ones."""
    n = rows * cols
    if not sample:
        return [Board(rows, cols, tiles) for tiles in permutations(range(n))]
    rng = random.Random(n)
    return [Board(rows, cols, rng.sample(range(n), n)) for _ in range(sample)]


HEADLINE = re.compile(
    r"stdin, board \d+ \(line \d+\): (\d+) x (\d+), (solvable|not solvable) "
    r"\((single-line|odd-width|even-width): (.+)\)"
)
DECIDING = re.compile(r"(\d+) inversions?(?:, blank on row (\d+) from the bottom)?")
GOAL_SAID = re.compile(r"The goal is (blank-first|spiral|custom): the inversions are counted")
INVERSIONS = re.compile(
    r"the tiles have (?:(\d+) inversions? \(([^)]*)\), an (even|odd) number"
    r"|no inversions \(([^)]*)\): 0, an even number)\."
)
ODD_ROW = re.compile(r"\(The blank's row, row (\d+) from the bottom, does not matter")
ODD_END = re.compile(r"So the board is (not )?solvable\.$")
GOAL_SUM = re.compile(
    r"The goal has 0 inversions and the blank on row (\d+) from the bottom: "
    r"0 \+ (\d+) is (even|odd)\."
)
EVEN_ROW = re.compile(r"The blank is on row (\d+) from the bottom \((even|odd)\)\.")
EVEN_END = re.compile(
    r"(\d+) \+ (\d+) = (\d+) is (even|odd), (as in|unlike) the goal, so the board is "
    r"(not )?solvable\.$"
)


def parity(number: int) -> str:
    return "odd" if number % 2 else "even"


def read_verdict(board: Board, goal_tiles, named: str, headline: str, text: str) -> bool:
    """The verdict the English words give, every number in them checked against ``own_count``
    and every sum and parity worked again; ``named``: the goal as the explanation names it."""
    inversions, row, goal_row = own_count(board, goal_tiles)
    said = HEADLINE.fullmatch(headline)
    assert said, headline
    rows, cols, verdict, rule, deciding = said.groups()
    assert (int(rows), int(cols)) == board.shape
    solvable = verdict == "solvable"
    if board.rows == 1 or board.cols == 1:
        assert rule == "single-line" and "permutation" not in text
        in_order = "the tiles are already in the goal's order" in text
        assert deciding == ("tiles in the goal's order" if in_order else "tiles out of order")
        assert in_order is solvable is text.endswith(": solvable.")
        return solvable
    numbers = DECIDING.fullmatch(deciding)
    assert numbers, deciding
    assert int(numbers[1]) == inversions
    assert (None if numbers[2] is None else int(numbers[2])) == (None if board.cols % 2 else row)
    # the explanation: the goal named, the same count, nothing of the permutation's
    assert "permutation" not in text and "distance" not in text and "away" not in text
    goal_said = GOAL_SAID.search(text)
    assert (goal_said is None) is (named == "blank-last"), text
    assert goal_said is None or goal_said[1] == named
    found = INVERSIONS.search(text)
    assert found, text
    count, pairs, count_parity, none_pairs = found.groups()
    assert (int(count) if count else 0) == inversions
    assert count_parity in (None, parity(inversions)) and (count is None) is (inversions == 0)
    usual = named in ("blank-last", "blank-first")
    definition = (
        "pairs a before b with a > b" if usual else "pairs in the opposite order to the goal's"
    )
    assert (pairs or none_pairs) == definition
    if board.cols % 2:
        assert rule == "odd-width"
        blank = ODD_ROW.search(text)
        assert blank and int(blank[1]) == row, text
        end = ODD_END.search(text)
        assert end, text
        assert (end[1] is None) is solvable is (inversions % 2 == 0)
        return solvable
    assert rule == "even-width"
    goal_sum = GOAL_SUM.search(text)
    assert goal_sum, text
    assert int(goal_sum[1]) == int(goal_sum[2]) == goal_row and goal_sum[3] == parity(goal_row)
    blank = EVEN_ROW.search(text)
    assert blank and (int(blank[1]), blank[2]) == (row, parity(row)), text
    end = EVEN_END.search(text)
    assert end, text
    first, second, total, total_parity, alike, no = end.groups()
    assert (int(first), int(second), int(total)) == (inversions, row, inversions + row)
    assert total_parity == parity(inversions + row)
    assert (alike == "as in") is ((inversions + row - goal_row) % 2 == 0) is (no is None)
    assert (no is None) is solvable
    return solvable


def check_output(rows: int, cols: int, goal: str, boards: list[Board], lines: list[str]) -> None:
    """``check --explain``'s lines for ``boards``: each verdict read back equals breadth-first
    search's."""
    goal_tiles = goal_board(rows, cols, goal).tiles
    found = search(rows, cols, goal_tiles)
    for board, (headline, text) in zip(boards, by_board(lines), strict=True):
        verdict = read_verdict(board, goal_tiles, goal, headline, text)
        assert verdict == (board.tiles in found), (board, goal)


def by_board(lines: list[str]) -> list[tuple[str, str]]:
    """``check --explain``'s output as (headline, explanation) per board: the explanation is the
    last indented line under a headline (after how the board was read)."""
    said: list[tuple[str, str]] = []
    for line in lines:
        if line.startswith(" "):
            said[-1] = (said[-1][0], line.strip())
        else:
            said.append((line, ""))
    return said


def check_text(boards: list[Board]) -> str:
    """The boards as one paste, blank lines between them."""
    return "\n\n".join(str(board) for board in boards) + "\n"


@pytest.mark.parametrize("goal", ["blank-last", "blank-first", "spiral"])
@pytest.mark.parametrize(("rows", "cols"), EVERY + SAMPLED)
def test_the_command_lines_headline_and_explanation_add_up_to_breadth_first_search(
    rows, cols, goal, capsys
):
    boards = boards_of(rows, cols, 0 if (rows, cols) in EVERY else 400)
    argv = ["check", "--explain", "--goal", goal, "--shape", f"{rows}x{cols}", "--lang", "en"]
    code, lines, err = run(argv, capsys, check_text(boards))
    assert code == 0 and not err
    check_output(rows, cols, goal, boards, lines)


@pytest.mark.parametrize(("rows", "cols"), EVERY + SAMPLED)
def test_explain_adds_up_for_a_goal_of_ones_own_and_blank_last_given_as_a_board(rows, cols):
    own, blank_last = goals_of(rows, cols)[-2:]
    boards = boards_of(rows, cols, 0 if (rows, cols) in EVERY else 400)
    for goal in (own, blank_last):
        goal_tiles = goal_board(rows, cols, goal).tiles
        found = search(rows, cols, goal_tiles)
        for board in boards:
            verdict = analyze(board, goal)
            named = verdict.goal
            assert named == ("blank-last" if goal == goal_board(rows, cols) else named)
            headline = "stdin, board 1 (line 1): " + (
                f"{rows} x {cols}, {'solvable' if verdict.solvable else 'not solvable'} "
                f"({rule_name(verdict.rule, 'en')}: {deciding_numbers(verdict, 'en')})"
            )
            said = read_verdict(board, goal_tiles, named, headline, explain(verdict, "en"))
            assert said == (board.tiles in found), (board, goal)
            if goal is blank_last:  # explained word for word as the named goal
                assert explain(verdict, "en") == explain(analyze(board), "en")


NUMBER = re.compile(r"\d+")
BRACKETED = re.compile(r"[(（]([^()（）]*)[)）]$")


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
@pytest.mark.parametrize("goal", ["blank-first", "spiral"])
@pytest.mark.parametrize(("rows", "cols"), [(2, 3), (3, 2), (3, 3), (2, 4)])
def test_in_every_language_the_numbers_said_are_the_one_count(rows, cols, goal, lang, capsys):
    """Korean, Russian and Chinese: the headline's deciding numbers are the count (and the row
    on an even width); the explanation says no number but the width's, the count's, the rows'
    and the sum's, and ends with the verdict breadth-first search gives."""
    boards = boards_of(rows, cols, 150)
    argv = ["check", "--explain", "--goal", goal, "--shape", f"{rows}x{cols}", "--lang", lang]
    code, lines, _ = run(argv, capsys, check_text(boards))
    assert code == 0
    goal_tiles = goal_board(rows, cols, goal).tiles
    found = search(rows, cols, goal_tiles)
    yes, no = SOLVABLE[lang]
    for board, (headline, text) in zip(boards, by_board(lines), strict=True):
        inversions, row, goal_row = own_count(board, goal_tiles)
        total = inversions + row
        deciding = BRACKETED.search(headline)
        assert deciding, headline
        expected = [inversions] if cols % 2 else [inversions, row]
        assert list(map(int, NUMBER.findall(deciding[1]))) == expected, headline
        allowed = {0, cols, cols - 1, inversions, row}
        if cols % 2 == 0:
            allowed |= {goal_row, total}
            assert f"{inversions} + {row} = {total}" in text and f"0 + {goal_row}" in text, text
        assert set(map(int, NUMBER.findall(text))) <= allowed, text
        solvable = board.tiles in found
        assert (no in text) is not solvable and (yes in text.replace(no, "")) is solvable, text


def test_the_json_and_csv_facts_are_the_one_count(capsys):
    rows, cols = 2, 4
    boards = boards_of(rows, cols, 200)
    text = check_text(boards)
    for goal in ("blank-last", "blank-first", "spiral"):
        goal_tiles = goal_board(rows, cols, goal).tiles
        found = search(rows, cols, goal_tiles)
        _, lines, _ = run(["check", "--json", "--goal", goal, "--shape", "2x4"], capsys, text)
        _, table, _ = run(["check", "--csv", "--goal", goal, "--shape", "2x4"], capsys, text)
        records = list(csv.DictReader(table))
        for board, line, record in zip(boards, lines, records, strict=True):
            inversions, row, goal_row = own_count(board, goal_tiles)
            facts = json.loads(line)
            assert "permutation_parity" not in facts and "blank_distance" not in facts
            assert (facts["rule"], facts["inversions"]) == ("even-width", inversions)
            assert (facts["blank_row_from_bottom"], facts["goal_blank_row_from_bottom"]) == (
                row,
                goal_row,
            )
            assert facts["solvable"] is (board.tiles in found)
            assert (facts["solvable"]) is ((inversions + row - goal_row) % 2 == 0)
            assert record["rule"] == "even-width" and record["deciding"] == (
                f"{inversions} inversion{'s' * (inversions != 1)}, blank on row {row} from the "
                "bottom"
            )
            assert (record["inversions"], record["blank_row_from_bottom"]) == (
                str(inversions),
                str(row),
            )
            assert record["goal_blank_row_from_bottom"] == str(goal_row)
            assert record["solvable"] == ("yes" if facts["solvable"] else "no")


@pytest.mark.parametrize("lang", LANGS)
def test_the_spiral_board_of_the_issue_says_one_count_in_every_language(lang, capsys):
    """``1 2 3 / 4 5 6 / 7 _ 8`` against the spiral: 7 pairs out of the spiral's order, odd, on an
    odd width: not solvable; no other count said (the blank's distance, 1, added to 7 would make
    it even)."""
    _, lines, _ = run(
        ["check", "--explain", "--goal", "spiral", "--lang", lang], capsys, "1 2 3\n4 5 6\n7 _ 8\n"
    )
    headline, text = lines
    assert NUMBER.findall(BRACKETED.search(headline)[1]) == ["7"]
    assert sorted(set(map(int, NUMBER.findall(text)))) == [0, 1, 2, 3, 7]  # 1: the blank's row
    assert SOLVABLE[lang][1] in text
    reading = Reading(
        1, Format.PLAIN, "1 2 3\n4 5 6\n7 _ 8", Board(3, 3, (1, 2, 3, 4, 5, 6, 7, 0, 8))
    )
    table = batch_csv([("stdin", batch_row(1, reading, "spiral"))], lang=lang).splitlines()
    assert table[1].split(",")[8:11] == ["7", "1", "2"]  # inversions, blank row, the goal's
