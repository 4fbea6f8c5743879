"""Shuffle by difficulty: a 3 x 3 board needing exactly 20 moves, proven by Solve; bad requests."""

from playwright.sync_api import expect
from slidepuzzle import goal_board, parse_board
from slidepuzzle.distance import distance_table

SOLVER_TIMEOUT = 90_000
"""Milliseconds allowed for a worker to start and solve."""


def shuffle_with(app, rows, cols, difficulty, low="", high="", seed=""):
    app.page.get_by_label("Difficulty", exact=True).select_option(difficulty)
    app.page.get_by_label("Moves (N, or a)").fill(str(low))
    app.page.get_by_label("Up to b").fill(str(high))
    app.shuffle(rows, cols, seed=seed)


def test_exactly_20_moves_then_solve_says_20_optimal(app):
    shuffle_with(app, 3, 3, "exactly", 20, seed=7)
    expect(app.shuffle_info).to_contain_text("20 moves from the goal", timeout=60_000)
    app.expect_verdict(True)
    board = parse_board(app.board.input_value())
    assert distance_table(goal_board(3, 3)).distance(board) == 20
    app.solve_button.click()
    expect(app.solve_title).to_have_text("20 moves, optimal", timeout=SOLVER_TIMEOUT)


def test_a_band_and_the_keyboard(app):
    difficulty = app.page.get_by_label("Difficulty", exact=True)
    difficulty.focus()
    difficulty.select_option("between")
    app.page.get_by_label("Moves (N, or a)").fill("10")
    app.page.get_by_label("Up to b").fill("12")
    app.rows.fill("2")
    app.cols.fill("4")
    app.seed.fill("3")
    app.shuffle_button.focus()
    app.page.keyboard.press("Enter")
    expect(app.shuffle_info).to_contain_text("2 x 4 with seed 3: ", timeout=60_000)
    board = parse_board(app.board.input_value())
    assert 10 <= distance_table(goal_board(2, 4)).distance(board) <= 12


def test_bad_difficulties_are_refused_with_their_reason(app):
    shuffle_with(app, 3, 3, "exactly", 40)
    expect(app.shuffle_error).to_contain_text("the hardest need 31 moves")
    shuffle_with(app, 3, 3, "between", 12, 10)
    expect(app.shuffle_error).to_have_text("“Up to” must be at least 12, got 10")
    shuffle_with(app, 4, 4, "exactly", 20)
    expect(app.shuffle_error).to_contain_text("boards of up to 10 cells")
    app.page.get_by_label("Difficulty", exact=True).select_option("any")
