"""Pasting boards: the verdict and its reasons, goals, and bad input shown next to its box."""

import pytest
from playwright.sync_api import expect
from slidepuzzle.board import goal_board
from slidepuzzle.parse import parse_board
from slidepuzzle.rule import analyze, inversion_pairs
from slidepuzzle.scan import BLANK_SPELLINGS

BOARDS = {
    "3x3 solvable": "1 2 3\n4 5 6\n7 _ 8",
    "3x3 two tiles swapped": "2 1 3\n4 5 6\n7 8 0",
    "4x4 the 14-15 puzzle": "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0",
    "4x4 scrambled": "12 1 10 2\n7 11 4 14\n5 0 9 15\n8 13 6 3",
    "2x3": "1 2 3\n0 4 5",
    "2x3 unsolvable": "2 1 3\n4 5 0",
    "1x4 in order": "1 2 0 3",
    "1x4 out of order": "2 1 3 0",
    "4x1": "1\n2\n0\n3",
    "4x1 out of order": "2\n1\n3\n0",
    "commas": "8,1,2\n0,4,3\n7,6,5",
    "json": "[[1, 2, 3], [4, 5, 6], [8, 7, 0]]",
    "one line of 16": "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15",
    "underscore blank": "_ 1 2\n3 4 5\n6 7 8",
}


@pytest.mark.parametrize("name", BOARDS)
def test_verdict_matches_the_core_and_the_board_is_drawn(app, name):
    text = BOARDS[name]
    board = parse_board(text)
    verdict = analyze(board)
    app.paste(text)
    app.expect_verdict(verdict.solvable)
    expect(app.verdict).to_contain_text(f"{verdict.inversions}")
    expect(app.tiles).to_have_count(board.size - 1)
    expect(app.holes).to_have_count(1)
    expect(app.row_numbers).to_have_count(board.rows)
    expect(app.blank_row).to_have_text(str(verdict.blank_row_from_bottom))
    expect(app.inversion_count).to_contain_text(f"{verdict.inversions:,} inversion")
    expect(app.board).to_have_value(text)
    expect(app.board_error).to_be_empty()


def test_both_verdicts_are_reached_and_the_reading_order_shown(app):
    app.paste("2 1 3\n4 5 6\n7 8 0")
    app.expect_verdict(False)
    expect(app.reading).to_have_text("2 1 3 4 5 6 7 8")
    expect(app.inversion_count).to_contain_text("1 inversion:")
    app.paste("1 2 3\n4 5 6\n7 8 0")
    app.expect_verdict(True)
    expect(app.inversion_count).to_contain_text("0 inversions")


def test_inversion_pairs_on_request_for_small_boards(app):
    board = parse_board("1 2 3\n4 8 6\n7 5 0")
    pairs = inversion_pairs(board)
    assert len(pairs) == 5
    app.paste(str(board))
    app.expect_verdict(analyze(board).solvable)
    expect(app.pairs_list).not_to_be_visible()
    app.pairs_toggle.click()
    expect(app.pairs_list).to_have_text(", ".join(f"{a} before {b}" for a, b in pairs))
    expect(app.pairs_list).to_contain_text("8 before 6")
    app.paste(" ".join(map(str, range(1, 36))) + " 0")  # 6 x 6: too many pairs to list
    app.expect_checked()
    expect(app.pairs).to_be_hidden()


@pytest.mark.parametrize("goal", ["blank-first", "spiral"])
def test_named_goals(app, goal):
    text = "1 2 3\n4 5 6\n7 8 0"
    app.goal.select_option(goal)
    app.paste(text)
    app.expect_verdict(analyze(parse_board(text), goal).solvable)
    expect(app.verdict).to_contain_text(str(analyze(parse_board(text), goal).inversions))
    app.goal.select_option("blank-last")


def test_custom_goal_and_a_goal_of_the_wrong_shape(app):
    app.paste("1 2 3\n4 5 6\n7 8 0")
    app.goal.select_option("custom")
    expect(app.goal_text).to_be_visible()
    goal = "8 7 6\n5 4 3\n2 1 0"
    app.goal_text.fill(goal)
    app.expect_verdict(analyze(parse_board("1 2 3\n4 5 6\n7 8 0"), parse_board(goal)).solvable)
    app.goal_text.fill("1 2\n3 0")
    app.expect_checked()
    expect(app.goal_error).to_contain_text("2 x 2")
    expect(app.goal_error).to_have_attribute("role", "alert")
    expect(app.goal_text).to_have_attribute("aria-invalid", "true")
    expect(app.goal_text).to_have_value("1 2\n3 0")
    expect(app.board).not_to_have_attribute("aria-invalid", "true")
    app.goal.select_option("blank-last")
    expect(app.goal_text).to_be_hidden()
    app.expect_verdict(True)


BAD = {
    "ragged": ("1 2 3\n4 5\n6 7 8", "row 2"),
    "duplicate": ("1 2 3\n4 5 6\n7 7 0", "7"),
    "missing": ("1 2 3\n4 5 6\n7 9 0", "9"),
    "token": ("1 2 3\n4 five 6\n7 8 0", "five"),
}
"""Texts that are no board (an emptied box is none of them: it asks for a board, test_fit.py)."""


@pytest.mark.parametrize("name", BAD)
def test_bad_paste_shows_the_culprit_and_keeps_the_text(app, name):
    text, culprit = BAD[name]
    app.paste("1 2 3\n4 5 6\n7 0 8")
    expect(app.timing).to_contain_text("Checked in")
    app.paste(text)
    app.expect_checked()
    expect(app.board_error).to_be_visible()
    expect(app.board_error).to_contain_text(culprit)
    expect(app.board_error).to_have_attribute("role", "alert")
    expect(app.board).to_have_attribute("aria-invalid", "true")
    expect(app.board).to_have_value(text)
    expect(app.verdict_title).to_have_text("No verdict")
    expect(app.page.locator("#picture")).to_be_hidden()
    expect(app.timing).to_be_empty()
    app.paste("1 2 3\n4 5 6\n7 8 0")
    app.expect_verdict(True)
    expect(app.board_error).to_be_hidden()
    expect(app.board).not_to_have_attribute("aria-invalid", "true")


def test_typing_updates_the_verdict_without_submitting(app):
    app.board.fill("")
    app.board.press_sequentially("1 2 3\n4 5 6\n8 7 0", delay=5)
    app.expect_verdict(False)
    expect(app.board).to_have_value("1 2 3\n4 5 6\n8 7 0")


def test_largest_number_as_blank(app):
    board = parse_board("1 2 3\n4 5 6\n7 9 8", largest_is_blank=True)
    app.paste("1 2 3\n4 5 6\n7 9 8")  # no blank written: 9, the largest, is read as it anyway
    app.expect_verdict(analyze(board).solvable)
    expect(app.board_error).to_be_empty()
    app.largest_blank.check()
    app.expect_verdict(analyze(board).solvable)
    expect(app.holes).to_have_count(1)
    app.largest_blank.uncheck()


def test_a_large_board_gets_a_summary_and_its_verdict(app):
    board = goal_board(300, 300)
    text = str(board.slide(board.tiles[-2]))
    app.paste(text)
    app.expect_verdict(True, timeout=60_000)  # 90,000 cells: seconds on a busy machine
    expect(app.summary).to_contain_text("300 x 300")
    expect(app.tiles).to_have_count(0)
    expect(app.timing).to_contain_text("ms")


def test_examples_menu_loads_each_worked_example(app):
    from slidepuzzle.examples import EXAMPLES

    for number, example in enumerate(EXAMPLES):
        app.examples.select_option(str(number))
        expect(app.board).to_have_value(example.text)
        board = parse_board(example.text, largest_is_blank=example.largest_is_blank)
        app.expect_verdict(analyze(board, example.goal).solvable)
        expect(app.examples).to_have_value(str(number))
    app.board.press("End")
    app.board.press("Space")  # an edit: the box no longer holds the example
    expect(app.examples).to_have_value("")
    app.expect_checked()
    app.largest_blank.uncheck()
    app.goal.select_option("blank-last")
    app.expect_checked()


def test_the_goal_box_uses_the_usual_blank_with_the_largest_as_blank(app):
    app.goal.select_option("custom")
    app.goal_text.fill("")
    app.goal.select_option("blank-last")
    text = "1 2 3\n4 5 6\n7 9 8"  # 9 is the blank
    app.largest_blank.check()
    app.paste(text)
    app.expect_checked()
    app.goal.select_option("custom")  # the goal box is filled in: blank last, as _
    expect(app.goal_text).to_have_value(str(goal_board(3, 3)))
    board = parse_board(text, largest_is_blank=True)
    app.expect_verdict(analyze(board).solvable)
    expect(app.goal_error).to_be_empty()
    expect(app.page.locator("#goal-help")).to_contain_text("always")
    app.goal_text.fill("1 2 3\n4 5 6\n7 0 8")  # 0 is the goal's blank, not a tile
    app.expect_verdict(analyze(board, parse_board("1 2 3\n4 5 6\n7 0 8")).solvable)
    expect(app.goal_error).to_be_empty()
    app.largest_blank.uncheck()
    app.goal.select_option("blank-last")
    app.expect_checked()


def test_the_help_names_every_blank_the_reader_accepts(app):
    # the board's help is folded under "How to write a board": its text, shown or not
    named = app.page.locator("#board-help code").all_text_contents()
    assert named == list(BLANK_SPELLINGS)
    assert app.page.locator("#goal-help code").all_inner_texts() == named
    for blank in named:
        app.paste(f"1 2 3\n4 5 6\n7 8 {blank}")
        app.expect_verdict(True)


BREAK = """() => document.querySelector("#reading-tiles").remove()"""
MEND = """() => {
    const line = document.createElement("p");
    line.id = "reading-tiles";
    line.className = "tiles-line";
    document.querySelector("#reading h3").after(line);
}"""


def test_a_failure_nobody_foresaw_says_so_and_leaves_nothing_stale(app):
    app.paste("1 2 3\n4 5 6\n7 _ 8")
    app.expect_verdict(True)
    app.page.evaluate(BREAK)  # the page can no longer write the reading: an unforeseen error
    app.paste("2 1 3\n4 5 6\n7 8 _")
    app.expect_checked()
    expect(app.verdict_title).to_have_text("The check failed")
    expect(app.verdict).to_contain_text("TypeError")  # the DOM side's, relayed
    expect(app.page.locator("#picture")).to_be_hidden()
    expect(app.page.locator("#reading")).to_be_hidden()
    expect(app.page.locator("#solve-section")).to_be_hidden()
    expect(app.page.locator(".py-error")).to_have_count(0)
    app.page.evaluate(MEND)
    app.paste("2 1 3\n4 5 6\n7 8 _")
    app.expect_verdict(False)
    expect(app.reading).to_have_text("2 1 3 4 5 6 7 8")
