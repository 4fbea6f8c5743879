"""The why the page shows (page.why_view): the steps as a list, the swap, the two formulations,
the line under the board in play, in every language."""

from __future__ import annotations

import re

import pytest
from page import view
from page.why_view import (
    FIX_NODES,
    fix_search,
    fix_view,
    forms_texts,
    live_texts,
    partners_by_tile,
    roving,
    steps_html,
    tile_title,
)
from slidepuzzle import Board, analyze, inversion_pairs, parse_board, random_board
from slidepuzzle.i18n import LANGS
from slidepuzzle.why import invariant

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


def test_the_focus_roves_over_the_blank_and_stops_at_the_edges():
    #  1 2 3
    #  4 _ 6
    #  7 5 8
    assert roving(3, 3, 4, 1, "ArrowDown") == 7  # over the blank
    assert roving(3, 3, 4, 3, "ArrowRight") == 5
    assert roving(3, 3, 4, 0, "ArrowUp") is None and roving(3, 3, 4, 2, "ArrowRight") is None
    assert roving(3, 3, 4, 8, "ArrowLeft") == 7 and roving(3, 3, 4, 8, "Enter") is None
    assert partners_by_tile([(8, 6), (8, 5)]) == {8: [6, 5], 6: [8], 5: [8]}
