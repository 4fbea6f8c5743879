"""A 1000 x 1000 board (7 MB of text) gets its verdict while the page keeps answering."""

from playwright.sync_api import expect
from slidepuzzle import analyze, random_board

SLOW = 180_000
"""Milliseconds allowed for the whole check of a million cells in the browser."""

COUNTING = """() => {
    const verdict = document.querySelector("#verdict");
    return verdict.getAttribute("aria-busy") === "true"
        && verdict.textContent.includes("Counting the inversions");
}"""

SEEN = """() => ({
    rows: document.querySelector("#rows").value,
    busy: document.querySelector("#verdict").getAttribute("aria-busy"),
    text: document.querySelector("#verdict").textContent,
})"""


def the_page_answers(app, busy: str) -> None:
    """Type in Rows while the page is ``busy``: it answers between slices and is still busy."""
    app.rows.fill("7")  # typing needs the main thread: it is free between slices
    seen = app.page.evaluate(SEEN)
    assert seen["rows"] == "7"
    assert seen["busy"] == "true" and busy in seen["text"], seen


def test_a_huge_board_gets_its_verdict_while_the_page_answers(app):
    board = random_board(1000, seed=7, solvable=False)
    verdict = analyze(board)
    app.paste_event(str(board))
    app.page.wait_for_function(COUNTING, timeout=SLOW)
    expect(app.verdict_title).to_have_text("Not solvable")  # known before the count is done
    the_page_answers(app, "Counting the inversions")
    expect(app.verdict).not_to_have_attribute("aria-busy", "true", timeout=SLOW)
    expect(app.verdict_title).to_have_text("Not solvable")
    expect(app.inversion_count).to_contain_text(f"{verdict.inversions:,} inversions")
    expect(app.board_error).to_be_empty()


def test_a_newer_paste_supersedes_a_huge_check(app):
    app.paste_event(str(random_board(1000, seed=8)))
    app.page.wait_for_function(COUNTING, timeout=SLOW)
    app.paste("2 1 3\n4 5 6\n7 8 0")
    app.expect_verdict(False)
    expect(app.reading).to_have_text("2 1 3 4 5 6 7 8")
    app.expect_no_work_left()  # the huge check has noticed it was superseded and ended
    expect(app.verdict_title).to_have_text("Not solvable")
    expect(app.reading).to_have_text("2 1 3 4 5 6 7 8")
    expect(app.verdict).not_to_contain_text("Counting")


SHUFFLING = """() => {
    const verdict = document.querySelector("#verdict");
    return verdict.getAttribute("aria-busy") === "true"
        && /Shuffling 1000 x 1000 with seed \\d+: \\d+%/.test(verdict.textContent);
}"""


def test_a_huge_shuffle_shows_progress_while_the_page_answers(app):
    board = random_board(1000, 1000, seed=11, solvable=False)
    verdict = analyze(board)
    app.shuffle(1000, 1000, seed=11, solvable=False)
    app.page.wait_for_function(SHUFFLING, timeout=SLOW)
    the_page_answers(app, "Shuffling")
    expect(app.verdict).not_to_have_attribute("aria-busy", "true", timeout=SLOW)
    expect(app.verdict_title).to_have_text("Not solvable")
    expect(app.inversion_count).to_contain_text(f"{verdict.inversions:,} inversions")
    expect(app.summary).to_contain_text("1000 x 1000")
    expect(app.shuffle_info).to_have_text("Shuffled 1000 x 1000 with seed 11.")
    shown = app.board.input_value()  # the box keeps the text and shows its start
    assert str(board).startswith(shown.removesuffix("\n…")) and len(shown) < 3_000, shown[:80]
    expect(app.page.locator("#held-info")).to_contain_text(f"({len(str(board)):,} characters)")


def test_a_newer_paste_supersedes_a_huge_shuffle(app):
    app.shuffle(1000, 1000, seed=12)
    app.page.wait_for_function(SHUFFLING, timeout=SLOW)
    app.paste("2 1 3\n4 5 6\n7 8 0")
    app.expect_verdict(False)
    app.expect_no_work_left()  # the shuffle has noticed it was superseded and ended
    expect(app.board).to_have_value("2 1 3\n4 5 6\n7 8 0")
    expect(app.verdict_title).to_have_text("Not solvable")
    expect(app.verdict).not_to_contain_text("Shuffling")


def test_a_shuffle_too_big_for_the_page_says_so(app):
    before = app.board.input_value()
    app.shuffle(1001, 1000)
    expect(app.shuffle_error).to_have_text(
        "1001 x 1000 is 1,001,000 cells: the page shuffles at most 1,000,000 (1000 x 1000)"
    )
    expect(app.board).to_have_value(before)
    app.expect_checked()
