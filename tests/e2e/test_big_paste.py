"""A 5 MB paste of many small boards is checked in slices: the page says so at once, holds no
older board's link meanwhile, and a board typed during the check gets its own verdict."""

import re

from playwright.sync_api import expect
from slidepuzzle import random_board

SLOW = 300_000
"""Milliseconds allowed for the first slices of a 5 MB check in a loaded browser."""

PROGRESS = re.compile(r"Reading the boards: (\d+)%|Checking board ([\d,]+) of ([\d,]+)")

WATCH = """() => {
    window.progressSeen = [];
    new MutationObserver(() => {
        const text = document.querySelector("#verdict").textContent;
        const seen = window.progressSeen;
        if (seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.querySelector("#verdict"),
               {childList: true, subtree: true, characterData: true});
}"""
MOVING = """() => /Reading the boards: [1-9]|Checking board/.test(
    document.querySelector("#verdict").textContent)"""


def many_boards(size: int) -> str:
    """About ``size`` characters of 3 x 3 boards, a blank line between them."""
    boards = [str(random_board(3, seed=seed)) for seed in range(500)]
    count = size // (len(boards[0]) + 2) + 1
    return "\n\n".join(boards[n % len(boards)] for n in range(count))


def test_a_board_typed_during_a_big_paste_s_check_gets_its_verdict_first(app):
    app.paste("2 1\n3 _")
    app.expect_verdict(False)
    expect(app.page).to_have_url(re.compile(r"#board=2\+1"))
    app.page.evaluate(WATCH)
    app.paste_event(many_boards(5_000_000))
    expect(app.verdict).to_contain_text("Checking")
    expect(app.share_link).to_have_value("(the board is too large to share as a link)")
    expect(app.page).not_to_have_url(re.compile("board="))  # not the 2 x 2's while checking
    app.page.wait_for_function(MOVING, timeout=SLOW)  # the reading is under way, in slices
    app.paste_event("2 1 3\n4 5 6\n7 8 0")  # as typed over it (fill is slow to clear 5 MB)
    app.expect_verdict(False)
    expect(app.reading).to_have_text("2 1 3 4 5 6 7 8")
    expect(app.share_link).to_have_value(re.compile(r"#board=2\+1\+3%0A4\+5\+6%0A7\+8\+0$"))
    app.expect_no_work_left()  # the big check has seen it was superseded and ended
    expect(app.verdict_title).to_have_text("Not solvable")
    expect(app.page.locator("#batch")).to_be_hidden()  # the big check never showed its table
    seen = app.page.evaluate("window.progressSeen")
    progress = [match for text in seen if (match := PROGRESS.search(text))]
    last = progress[-1]  # how far the big check had got when the small board was typed
    if last.group(1) is not None:
        assert int(last.group(1)) < 100, last.group(0)
    else:
        done, total = (int(group.replace(",", "")) for group in last.groups()[1:])
        assert done < total, last.group(0)
