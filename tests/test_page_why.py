"""The why the page shows (page.why_view): the steps as a list, the swap, the two formulations,
the line under the board in play, in every language."""

from __future__ import annotations

import random
import re
from itertools import permutations

import pytest
from breadth_first import search
from one_count import goals_of, own_count
from page import view
from page.links import Share
from page.why_view import (
    FIX_NODES,
    fix_search,
    fix_view,
    forms_texts,
    live_texts,
    partners_by_tile,
    steps_html,
    tile_title,
)
from slidepuzzle import (
    GOAL_NAMES,
    Board,
    analyze,
    goal_board,
    inversion_pairs,
    parse_board,
    random_board,
)
from slidepuzzle.i18n import LANGS
from slidepuzzle.why import invariant, verdict_steps

UNSOLVABLE = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _")


@pytest.mark.parametrize("lang", LANGS)
def test_the_steps_are_a_list_of_four(lang):
    html = steps_html(lang, UNSOLVABLE, None, analyze(UNSOLVABLE))
    assert html.startswith('<ol class="verdict-steps">') and html.count("<li>") == 4
    assert "1 + 1 = 2" in html


@pytest.mark.parametrize("lang", LANGS)
def test_an_unsolvable_board_gets_a_swap_that_solves_it(lang):
    fix = fix_view(lang, UNSOLVABLE, None, analyze(UNSOLVABLE))
    assert fix is not None and fix.tiles == (14, 15)
    assert "14" in fix.text and "15" in fix.text and fix.reason
    swapped = parse_board(fix.board_text)
    assert analyze(swapped).solvable
    assert sum(a != b for a, b in zip(swapped.tiles, UNSOLVABLE.tiles, strict=True)) == 2


def test_no_swap_for_a_solvable_board_nor_a_line_no_swap_fixes():
    solvable = parse_board("1 2 3\n4 5 6\n7 _ 8")
    assert fix_view("en", solvable, None, analyze(solvable)) is None
    line = Board(1, 5, [2, 3, 1, 0, 4])
    assert fix_view("en", line, None, analyze(line)) is None
    fixable = Board(1, 4, [2, 1, 3, 0])
    fix = fix_view("en", fixable, None, analyze(fixable))
    assert fix is not None and fix.reason == "" and fix.tiles == (1, 2)


def test_the_formulations_side_by_side_give_the_verdict():
    texts = forms_texts("en", UNSOLVABLE, None, analyze(UNSOLVABLE))
    assert len(texts) == 2 and all(text.endswith("not solvable.") for text in texts)
    line = Board(1, 3, [1, 0, 2])
    assert forms_texts("en", line, None, analyze(line)) == ()


@pytest.mark.parametrize("lang", LANGS)
def test_the_line_under_the_board_in_play(lang):
    board = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 _\n13 14 15 12")
    now, change = live_texts(lang, board, None, None)
    assert "3 + 2 = 5" in now and change == ""
    after = board.slide(12)
    now, change = live_texts(lang, after, None, (board, 12))
    assert now == invariant(after).text(lang) and re.search(r"3 → 0", change)


def test_the_page_searches_the_shortest_swap_only_on_boards_it_can_prove():
    small = parse_board("8 7 6\n5 4 3\n1 2 _")
    searched = list(fix_search(small, None))
    assert searched and all(done <= FIX_NODES for done, _ in searched)
    assert "moves at best" in fix_view("en", small, None, analyze(small)).text
    assert list(fix_search(UNSOLVABLE, None)) == []  # 16 cells: no search, not even its tables
    assert "moves" not in fix_view("en", UNSOLVABLE, None, analyze(UNSOLVABLE)).text


@pytest.mark.parametrize("lang", LANGS)
def test_each_drawn_tile_tells_its_inversions_and_names_its_partners(lang):
    board = parse_board("1 2 3\n4 8 6\n7 5 _")
    shown = view.picture(lang, board, list(inversion_pairs(board)))
    tiles = re.findall(
        r'<button [^>]*data-tile="(\d+)"[^>]*data-pairs="([\d ]*)"[^>]*>', shown.cells_html
    )
    order = [t for t in board.tiles if t]
    counted_here = {
        tile: {b for b in order if (order.index(b) < order.index(tile)) == (b > tile) and b != tile}
        for tile in order
    }
    assert {int(t): set(map(int, p.split())) for t, p in tiles} == counted_here
    assert 'role="group"' in shown.cells_html and shown.cells_html.count('tabindex="0"') == 1
    titles = re.findall(r'title="([^"]*)"', shown.cells_html)
    assert len(titles) == 8 and "8" in titles[4] and "3" in titles[4]
    assert tile_title(lang, 1, []) != tile_title(lang, 8, [5, 6, 7])
    bigger = random_board(6, seed=1)
    plain = view.picture(lang, bigger, None)  # above 5 x 5: the counts only, no tiles to point at
    assert "<button" not in plain.cells_html and 'role="img"' in plain.cells_html


def test_partners_are_listed_both_ways():
    assert partners_by_tile([(8, 6), (8, 5)]) == {8: [6, 5], 6: [8], 5: [8]}


# One count for every goal: the headline (the verdict's facts line), the steps and the sum


FACTS = re.compile(
    r"Rule: (.+) · (\d+) inversions? · blank on row (\d+) from the bottom \(goal: row (\d+)\)"
)
ODD_SUM = re.compile(
    r"the goal has 0 \(even\): (\d+) is (even|odd)( too)?, so the board is (not )?solvable"
)
EVEN_SUM = re.compile(
    r": (\d+) \+ (\d+) = (\d+), (even|odd), (as|unlike) the goal's 0 \+ (\d+): (not )?solvable"
)


def said_verdict(board: Board, goal, goal_tiles: tuple[int, ...]) -> bool:
    """The verdict as the page writes it, its numbers read back from the English words and
    checked against ``own_count`` at every place: the headline, step 2, step 3 and step 4."""
    inversions, row, goal_row = own_count(board, goal_tiles)
    verdict = analyze(board, goal)
    facts = FACTS.fullmatch(view.facts_text("en", verdict))
    assert facts, view.facts_text("en", verdict)
    rule, *numbers = facts.groups()
    assert list(map(int, numbers)) == [inversions, row, goal_row]
    steps = [step.text("en") for step in verdict_steps(board, goal, verdict)]
    assert re.search(rf": {inversions} inversions? \((even|odd)\)\.$", steps[1]), steps[1]
    if board.rows == 1 or board.cols == 1:
        assert rule == "one row or column"
        return "so the board is solvable" in steps[3]
    assert f"row {row} from the bottom" in steps[2]
    if board.cols % 2:
        assert rule == "odd width" and "does not count" in steps[2]
        found = ODD_SUM.search(steps[3])
        assert found, steps[3]
        assert int(found[1]) == inversions and found[2] == ("odd" if inversions % 2 else "even")
        return found[4] is None
    assert rule == "even width" and f"({'odd' if row % 2 else 'even'})" in steps[2]
    found = EVEN_SUM.search(steps[3])
    assert found, steps[3]
    first, second, total, _, alike, goal_total, no = found.groups()
    assert (int(first), int(second), int(total)) == (inversions, row, inversions + row)
    assert int(goal_total) == goal_row
    assert (alike == "as") == ((inversions + row - goal_row) % 2 == 0) == (no is None)
    return no is None


@pytest.mark.parametrize(("rows", "cols"), [(1, 3), (3, 1), (2, 2), (2, 3), (3, 2)])
def test_the_headline_the_steps_and_the_sum_agree_with_breadth_first_search_on_every_board(
    rows, cols
):
    for goal in goals_of(rows, cols):
        goal_tiles = goal_board(rows, cols, goal).tiles
        found = search(rows, cols, goal_tiles)
        for tiles in permutations(range(rows * cols)):
            board = Board(rows, cols, tiles)
            assert said_verdict(board, goal, goal_tiles) == (tiles in found), (tiles, goal)


@pytest.mark.parametrize(("rows", "cols"), [(3, 3), (2, 4), (4, 2)])
def test_the_headline_the_steps_and_the_sum_agree_with_breadth_first_search_on_larger_boards(
    rows, cols
):
    rng = random.Random(rows * cols)
    for goal in goals_of(rows, cols):
        goal_tiles = goal_board(rows, cols, goal).tiles
        found = search(rows, cols, goal_tiles)
        for _ in range(1500):
            tiles = tuple(rng.sample(range(rows * cols), rows * cols))
            board = Board(rows, cols, tiles)
            assert said_verdict(board, goal, goal_tiles) == (tiles in found), (tiles, goal)


def test_the_spiral_example_of_the_issue_uses_one_count():
    board = parse_board("1 2 3\n4 5 6\n7 _ 8")  # 7 pairs against the spiral's order: odd, no
    verdict = analyze(board, "spiral")
    steps = [step.text("en") for step in verdict_steps(board, "spiral", verdict)]
    assert view.facts_text("en", verdict) == (
        "Rule: odd width · 7 inversions · blank on row 1 from the bottom (goal: row 2)"
    )
    assert steps[1:] == [
        "Pairs in the opposite order to the goal's: 7 inversions (odd).",
        "The blank is on row 1 from the bottom; on an odd width its row does not count.",
        "On an odd width the inversions keep their parity, and the goal has 0 (even): 7 is odd, "
        "so the board is not solvable.",
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_a_goal_board_equal_to_a_named_goal_is_explained_as_that_goal(lang):
    for rows, cols in ((2, 3), (4, 4), (3, 3)):
        rng = random.Random(rows * cols)
        for name in GOAL_NAMES:
            given = goal_board(rows, cols, name)
            for _ in range(50):
                board = Board(rows, cols, rng.sample(range(rows * cols), rows * cols))
                named, as_board = analyze(board, name), analyze(board, given)
                assert as_board == named and as_board.goal == name
                assert view.facts_text(lang, as_board) == view.facts_text(lang, named)
                assert steps_html(lang, board, given, as_board) == steps_html(
                    lang, board, name, named
                )


@pytest.mark.parametrize("lang", LANGS)
def test_any_goal_but_blank_last_is_drawn_beside_the_board(lang):
    board = parse_board("1 2 3\n4 5 6\n7 _ 8")
    for goal in (*GOAL_NAMES, goal_board(3, 3), Board(3, 3, (8, 7, 6, 5, 4, 3, 2, 1, 0))):
        verdict = analyze(board, goal)
        shown = view.board_view(lang, board, verdict, None, 0.0, Share(""), goal).picture
        assert shown is not None
        drawn = re.search(
            r'<div class="goal-grid" role="img" aria-label="([^"]*)">(.*?)</div>', shown.cells_html
        )
        if verdict.goal == "blank-last":  # the usual goal, however given: not drawn
            assert drawn is None and "goal-" not in shown.cells_html
            continue
        assert drawn is not None and view.spoken(lang, goal_board(3, 3, goal)) in drawn[1]
        cells = re.findall(r'<span class="goal-(tile|hole)">(\d*)</span>', drawn[2])
        tiles = tuple(int(text) if kind == "tile" else 0 for kind, text in cells)
        assert tiles == goal_board(3, 3, goal).tiles
