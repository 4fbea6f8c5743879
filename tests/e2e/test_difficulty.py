"""Shuffle by difficulty: a 3 x 3 board needing exactly 20 moves, proven by Solve; ten of them
made at once (a level set), in the table with their optimal moves and in its CSV download; bad
requests."""

import csv
import io
from pathlib import Path

from playwright.sync_api import expect
from slidepuzzle import goal_board, parse_board, random_board
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


def test_a_4x4_of_exactly_30_moves_from_the_worker_then_solve(app):
    shuffle_with(app, 4, 4, "exactly", 30, seed=3)
    expect(app.shuffle_info).to_contain_text(
        "Shuffled 4 x 4 with seed 3: 30 moves from the goal, found by a random walk",
        timeout=SOLVER_TIMEOUT,
    )
    app.expect_verdict(True)
    assert parse_board(app.board.input_value()) == random_board(4, moves=30, seed=3)
    app.solve_button.click()
    expect(app.solve_title).to_have_text("30 moves, optimal", timeout=SOLVER_TIMEOUT)
    app.page.get_by_label("Difficulty", exact=True).select_option("any")


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
    shuffle_with(app, 5, 4, "exactly", 20)
    expect(app.shuffle_error).to_contain_text("boards of up to 16 cells")
    shuffle_with(app, 4, 4, "exactly", 81)
    expect(app.shuffle_error).to_contain_text("the hardest need 80 moves")
    app.page.get_by_label("Difficulty", exact=True).select_option("any")


def test_make_10_boards_of_20_moves_and_download_them(app):
    app.page.get_by_label("Difficulty", exact=True).select_option("exactly")
    app.page.get_by_label("Moves (N, or a)").fill("20")
    app.rows.fill("3")
    app.cols.fill("3")
    app.seed.fill("5")
    app.page.get_by_label("Boards", exact=True).fill("10")
    app.page.get_by_role("button", name="Make boards").click()
    expect(app.shuffle_info).to_have_text(
        "Made 10 boards of 3 x 3 with seeds 5 to 14: they are in the table below.",
        timeout=60_000,
    )
    rows = app.batch_table.locator("tbody tr")
    expect(rows).to_have_count(10)
    expect(app.page.locator("#batch-optimal")).to_have_text(
        "Optimal moves: found for every solvable board.", timeout=60_000
    )
    heading = app.batch_table.get_by_role("columnheader").nth(4)
    expect(heading).to_have_text("Optimal moves")
    for row in range(10):
        expect(rows.nth(row).get_by_role("cell").nth(3)).to_have_text("20")
    with app.page.expect_download() as caught:
        app.download_csv.click()
    text = Path(caught.value.path()).read_text(encoding="utf-8")
    table = list(csv.DictReader(io.StringIO(text)))
    distances = distance_table(goal_board(3, 3))
    boards = [parse_board(line["tiles"]) for line in table]
    assert boards == [random_board(3, moves=20, seed=seed) for seed in range(5, 15)]
    assert [distances.distance(board) for board in boards] == [20] * 10
    assert [line["optimal_moves"] for line in table] == ["20"] * 10
    app.page.get_by_label("Difficulty", exact=True).select_option("any")
