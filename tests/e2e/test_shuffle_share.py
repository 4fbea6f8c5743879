"""Shuffles, seeds, share links, the starting state and keyboard-only use."""

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect
from slidepuzzle.board import goal_board
from slidepuzzle.generate import random_board
from slidepuzzle.parse import parse_board
from slidepuzzle.rule import analyze

from .conftest import check_clean, open_app
from .puzzle import PuzzlePage


def shown_seed(app: PuzzlePage) -> int:
    text = app.shuffle_info.inner_text()
    match = re.search(r"seed (\d+)", text)
    assert match, f"no seed shown: {text!r}"
    return int(match.group(1))


@pytest.mark.parametrize(
    ("rows", "cols", "solvable", "blank_in_goal"),
    [
        (2, 2, True, False),
        (3, 3, False, False),
        (4, 4, True, True),
        (3, 5, False, True),
        (1, 6, True, False),
        (5, 1, False, False),
        (12, 40, True, False),
    ],
)
def test_shuffle_gives_a_board_of_that_size_and_kind(app, rows, cols, solvable, blank_in_goal):
    app.shuffle(rows, cols, solvable=solvable, blank_in_goal=blank_in_goal)
    app.expect_verdict(solvable)
    board = parse_board(app.board.input_value())
    assert board.shape == (rows, cols)
    assert analyze(board).solvable is solvable
    if blank_in_goal:
        assert board.blank == goal_board(rows, cols).blank
    seed = shown_seed(app)
    assert board == random_board(
        rows, cols, seed=seed, solvable=solvable, fixed_blank=blank_in_goal
    )


def test_a_seed_reproduces_the_board(app):
    app.shuffle(4, 4, seed=12345)
    app.expect_verdict(True)
    first = app.board.input_value()
    assert shown_seed(app) == 12345
    app.shuffle(4, 4)
    app.expect_checked()
    app.shuffle(4, 4, seed=12345)
    app.expect_checked()
    assert app.board.input_value() == first


@pytest.mark.parametrize(
    ("rows", "seed", "message"),
    [("0", "", "at least 1"), ("", "", "whole number"), ("3", "abc", "'abc'")],
)
def test_bad_shuffle_options_say_what_is_wrong(app, rows, seed, message):
    before = app.board.input_value()
    app.rows.fill(rows)
    app.seed.fill(seed)
    app.shuffle_button.click()
    expect(app.shuffle_error).to_contain_text(message)
    expect(app.board).to_have_value(before)
    app.rows.fill("4")
    app.seed.fill("")


def test_share_link_round_trips_into_a_fresh_page(app, browser):
    text = "3 1 2\n4 0 5\n6 7 8"
    goal = "1 2 3\n4 5 6\n7 8 0"
    app.goal.select_option("custom")
    app.goal_text.fill(goal)
    app.paste(text)
    app.expect_checked()
    verdict = analyze(parse_board(text), parse_board(goal))
    app.expect_verdict(verdict.solvable)
    app.copy_button.click()
    expect(app.copy_info).not_to_be_empty()
    link = app.share_link.input_value()
    assert link.startswith(app.url + "?")
    assert parse_qs(urlsplit(link).query) == {"board": [text], "goal": [goal]}
    assert app.page.url == link  # the address bar follows the board
    app.goal.select_option("blank-last")

    other = PuzzlePage(browser.new_context().new_page(), link)
    expect(other.verdict_title).to_have_text("Starting Python…")  # visible before Python starts
    expect(other.board).to_be_disabled()
    expect(other.shuffle_button).to_be_disabled()
    other.wait_ready()
    expect(other.board).to_have_value(text)
    expect(other.goal).to_have_value("custom")
    expect(other.goal_text).to_have_value(goal)
    other.expect_verdict(verdict.solvable)
    check_clean(other)
    other.page.context.close()


def test_keyboard_only(app):
    page = app.page
    app.board.focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("2 1\n3 0")
    app.expect_verdict(False)
    focused = []
    for _ in range(25):
        page.keyboard.press("Tab")
        focused.append(page.evaluate("document.activeElement.id"))
        if focused[-1] == "shuffle":
            break
    assert focused[-1] == "shuffle", f"Tab order never reached Shuffle: {focused}"
    assert {"goal", "example", "rows", "cols", "seed"} <= set(focused)
    page.keyboard.press("Enter")
    app.expect_checked()
    page.keyboard.press("Space")
    app.expect_checked()
    assert shown_seed(app) >= 0
    assert parse_board(app.board.input_value()).size >= 2


def test_a_fresh_page_with_no_link_shows_a_worked_example(browser, site_url):
    app = open_app(browser, site_url)
    app.expect_checked()
    expect(app.verdict_title).to_have_text(re.compile("^(Solvable|Not solvable)$"))
    assert app.board.input_value()
    check_clean(app)
    app.page.context.close()
