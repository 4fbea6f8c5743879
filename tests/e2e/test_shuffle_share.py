"""Shuffles, seeds, share links, the starting state and keyboard-only use."""

import re
from urllib.parse import parse_qs, quote, urlencode, urlsplit

import pytest
from playwright.sync_api import expect
from slidepuzzle.board import goal_board
from slidepuzzle.examples import EXAMPLES
from slidepuzzle.generate import random_board
from slidepuzzle.parse import parse_board
from slidepuzzle.rule import analyze

from .conftest import check_clean, new_context, open_app
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
    [
        ("0", "", "rows must be at least 1, got 0"),
        ("", "", "rows is empty: type a whole number, at least 1"),
        ("3", "abc", "seed must be a whole number, got 'abc'"),
    ],
)
def test_bad_shuffle_options_say_what_is_wrong(app, rows, seed, message):
    before = app.board.input_value()
    app.rows.fill(rows)
    app.seed.fill(seed)
    app.shuffle_button.click()
    expect(app.shuffle_error).to_have_text(message)
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
    # no language (none chosen from the menu), the boxes in the fragment, short parameters first
    assert link.startswith(app.url + "#goal=")
    assert parse_qs(urlsplit(link).fragment) == {"board": [text], "goal": [goal]}
    assert app.page.url == link  # the address bar follows the board
    app.goal.select_option("blank-last")

    other = PuzzlePage(new_context(browser).new_page(), link)
    # visible before Python starts
    expect(other.verdict_title).to_have_text(re.compile(r"^(Downloading|Starting) Python"))
    expect(other.board).to_be_editable()  # typing is kept until Python reads it
    expect(other.shuffle_button).to_be_disabled()
    other.wait_ready()
    expect(other.board).to_have_value(text)
    expect(other.goal).to_have_value("custom")
    expect(other.goal_text).to_have_value(goal)
    other.expect_verdict(verdict.solvable)
    check_clean(other)
    other.page.context.close()


def shuffled_as_shown(app: PuzzlePage) -> str:
    """The text the core gives for the options and the seed shown on the page."""
    board = random_board(
        int(app.rows.input_value()),
        int(app.cols.input_value()),
        seed=shown_seed(app),
        solvable=app.kind.input_value() == "solvable",
        fixed_blank=app.blank_place.input_value() == "goal",
    )
    return str(board)


def test_keyboard_only(app):
    page = app.page
    app.shuffle(3, 4)
    app.expect_checked()
    app.seed.fill("")
    app.board.focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("2 1\n3 0")
    app.expect_verdict(False)
    focused = []
    for _ in range(40):
        page.keyboard.press("Tab")
        focused.append(page.evaluate("document.activeElement.id"))
        if focused[-1] == "goal":  # the goal menu by keyboard: the next goal, and back
            page.keyboard.press("ArrowDown")
            expect(app.goal).to_have_value("blank-first")
            app.expect_verdict(analyze(parse_board("2 1\n3 0"), "blank-first").solvable)
            page.keyboard.press("ArrowUp")
            expect(app.goal).to_have_value("blank-last")
            app.expect_verdict(False)
        if focused[-1] == "shuffle":
            break
    assert focused[-1] == "shuffle", f"Tab order never reached Shuffle: {focused}"
    assert {"goal", "example", "rows", "cols", "seed"} <= set(focused)
    assert focused.index("goal") < focused.index("example")
    page.keyboard.press("Enter")
    expect(app.board).not_to_have_value("2 1\n3 0")
    app.expect_checked()
    after_enter = app.board.input_value()
    assert after_enter == shuffled_as_shown(app)
    page.keyboard.press("Space")
    expect(app.board).not_to_have_value(after_enter)
    app.expect_checked()
    assert app.board.input_value() == shuffled_as_shown(app)
    expect(app.shuffle_button).to_be_focused()


def reload(app: PuzzlePage) -> None:
    app.page.reload()
    app.wait_ready()
    app.expect_checked()


def test_the_address_bar_holds_the_text_on_screen_and_a_reload_restores_it(app):
    text = "1 2 3\n4 5 6\n_ 7 8"
    app.paste(text)
    app.expect_verdict(True)
    assert parse_qs(urlsplit(app.page.url).fragment) == {"board": [text]}
    assert urlsplit(app.page.url).query == ""  # nothing about the board goes to the host
    assert app.share_link.input_value() == app.page.url
    reload(app)
    expect(app.board).to_have_value(text)
    app.expect_verdict(True)

    bad = "1 2 3\n4 5 5\n_ 7 8"
    app.paste(bad)
    app.expect_checked()
    alert = app.board_error.inner_text()
    assert "tile 5 appears twice" in alert
    assert parse_qs(urlsplit(app.page.url).fragment) == {"board": [bad]}
    assert app.share_link.input_value() == app.page.url
    reload(app)
    expect(app.board).to_have_value(bad)
    expect(app.board_error).to_have_text(alert)
    expect(app.verdict_title).to_have_text("No verdict")
    expect(app.timing).to_be_empty()


def test_a_board_too_large_for_a_link_is_left_out_and_the_goal_kept(app):
    app.goal.select_option("spiral")
    app.paste(str(random_board(200, seed=1)))
    app.expect_checked()
    expect(app.share_link).to_have_value("(the board is too large to share as a link)")
    assert parse_qs(urlsplit(app.page.url).fragment) == {"goal": ["spiral"]}
    app.copy_button.click()
    expect(app.copy_info).to_have_text("This board is too large to share as a link.")
    reload(app)
    expect(app.goal).to_have_value("spiral")
    expect(app.board).to_have_value(EXAMPLES[0].text)
    assert parse_qs(urlsplit(app.page.url).fragment)["goal"] == ["spiral"]
    app.goal.select_option("blank-last")
    app.expect_checked()
    assert "goal" not in parse_qs(urlsplit(app.page.url).fragment)


def test_an_old_link_with_the_board_in_the_query_still_opens(app):
    text = "2 1 3\n4 5 6\n7 8 _"
    app.page.goto(
        app.url + "?" + urlencode({"board": text, "goal": "blank-first"}, quote_via=quote)
    )
    app.wait_ready()
    expect(app.board).to_have_value(text)
    expect(app.goal).to_have_value("blank-first")
    app.expect_verdict(analyze(parse_board(text), "blank-first").solvable)
    assert parse_qs(urlsplit(app.page.url).fragment) == {"goal": ["blank-first"], "board": [text]}
    assert urlsplit(app.page.url).query == ""  # rewritten as a fragment link
    app.goal.select_option("blank-last")
    app.expect_checked()


def test_a_fresh_page_with_no_link_shows_a_worked_example(browser, site_url):
    app = open_app(browser, site_url)
    app.expect_checked()
    expect(app.verdict_title).to_have_text(re.compile("^(Solvable|Not solvable)$"))
    assert app.board.input_value()
    check_clean(app)
    app.page.context.close()


def test_a_shuffle_no_board_can_answer_says_why_and_the_verdict_stays(app):
    app.paste("1 2 3\n4 5 6\n7 0 8")
    app.expect_verdict(True)
    app.shuffle(1, 2, solvable=False)
    expect(app.shuffle_error).to_have_text(
        "every 1 x 2 board is solvable: a single tile cannot be out of order"
    )
    app.expect_verdict(True)
    expect(app.board).to_have_value("1 2 3\n4 5 6\n7 0 8")
    app.kind.select_option("solvable")
