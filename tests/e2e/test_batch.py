"""Pastes as people copy them: a code block, a spreadsheet, several boards at once (the table,
its links and its CSV download); a bad board in a batch is one row, the others still checked."""

import csv
import io
import time
from pathlib import Path
from urllib.parse import urlsplit

from page.links import decode
from page.wording import say
from playwright.sync_api import expect
from slidepuzzle import analyze, parse_board, random_board, solve
from slidepuzzle.batch import CSV_COLUMNS, EXTRA_COLUMNS

from .conftest import check_clean, new_context
from .puzzle import PuzzlePage

CPP = """// from the article: the board the driver checks
int puzzle[N][N] =
{
    {12, 1, 10, 2},
    {7, 11, 4, 14},
    {5, 0, 9, 15}, // the blank is 0
    {8, 13, 6, 3},
};"""

SHEET = "1\t2\t3\n4\t\t6\n7\t5\t8"
"""A spreadsheet's cells, the blank left empty (row 2, column 2)."""

THREE = "1 2 3\n4 5 6\n7 _ 8\n\n2 1 3\n4 5 6\n7 8 _\n\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0"


def test_a_cpp_block_is_read_and_the_page_says_how(app):
    app.paste(CPP)
    app.expect_verdict(analyze(parse_board(CPP)).solvable)
    note = app.read_note
    expect(note).to_have_text("Read from C/C++ code: a 4 x 4 board.")
    expect(app.tiles).to_have_count(15)
    expect(app.board_error).to_be_empty()
    expect(app.batch).to_be_hidden()


def test_a_spreadsheet_paste_with_an_empty_cell(app):
    app.paste(SHEET)
    app.expect_verdict(analyze(parse_board("1 2 3\n4 _ 6\n7 5 8")).solvable)
    note = app.read_note
    expect(note).to_contain_text("Read from a spreadsheet or CSV: a 3 x 3 board.")
    expect(note).to_contain_text("The empty cell (row 2, column 2) is taken as the blank")
    expect(app.reading).to_have_text("1 2 3 4 6 7 5 8")
    app.paste("1 2 3\n4 5 6\n7 8 _")  # plain text: no note
    app.expect_verdict(True)
    expect(note).to_be_empty()


def test_three_boards_give_a_table_a_summary_and_links(app):
    app.paste(THREE)
    app.expect_checked()
    expect(app.verdict_title).to_have_text("3 boards: 1 solvable, 2 not")
    expect(app.batch_table).to_be_visible()
    rows = app.batch_table.locator("tbody tr")
    expect(rows).to_have_count(3)
    expect(rows.nth(0)).to_contain_text("3 x 3")
    expect(rows.nth(0).get_by_role("cell").nth(1)).to_have_text("Solvable")
    expect(rows.nth(1).get_by_role("cell").nth(1)).to_have_text("Not solvable")
    expect(rows.nth(1).get_by_role("cell").nth(2)).to_have_text("1 inversion")
    expect(rows.nth(2)).to_contain_text("4 x 4")
    expect(rows.nth(2).get_by_role("cell").nth(2)).to_have_text(
        "1 inversion, blank on row 1 from the bottom"
    )
    expect(app.page.locator("#batch-optimal")).to_have_text(
        "Optimal moves: found for every solvable board.", timeout=60_000
    )
    expect(rows.nth(0).get_by_role("cell").nth(3)).to_have_text("1")  # 7 _ 8: one move
    expect(rows.nth(1).get_by_role("cell").nth(3)).to_be_empty()  # not solvable
    expect(app.picture).to_be_hidden()
    expect(app.solve_section).to_be_hidden()
    expect(app.board_error).to_be_empty()
    link = app.batch_table.get_by_role("link", name="Open board 2")
    href = link.get_attribute("href")
    assert href is not None
    assert decode(urlsplit(href).fragment).board == "2 1 3\n4 5 6\n7 8 _"


def test_4x4_boards_get_their_optimal_moves_from_the_solver_s_worker(app):
    """A 4 x 4 board cannot be searched in slices: the worker finds its fewest moves."""
    near = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 _ 14 15"  # two moves: 14, then 15
    far = str(random_board(4, seed=4))
    app.paste(f"1 2 3\n4 5 6\n7 _ 8\n\n{near}\n\n{far}")
    app.expect_checked()
    expect(app.page.locator("#batch-optimal")).to_have_text(
        "Optimal moves: found for every solvable board.", timeout=120_000
    )
    rows = app.batch_table.locator("tbody tr")
    expect(rows.nth(0).get_by_role("cell").nth(3)).to_have_text("1")
    expect(rows.nth(1).get_by_role("cell").nth(3)).to_have_text("2")
    expect(rows.nth(2).get_by_role("cell").nth(3)).to_have_text(str(len(solve(parse_board(far)))))


def test_the_table_downloads_as_csv(app):
    app.paste(THREE)
    app.expect_checked()
    expect(app.verdict_title).to_have_text("3 boards: 1 solvable, 2 not")
    with app.page.expect_download() as caught:
        app.download_csv.click()
    download = caught.value
    assert download.suggested_filename == "boards.csv"
    text = Path(download.path()).read_text(encoding="utf-8")
    table = list(csv.DictReader(io.StringIO(text)))
    assert list(table[0]) == [*CSV_COLUMNS, *EXTRA_COLUMNS]
    assert [
        (line["board"], line["rows"], line["solvable"], line["optimal_moves"]) for line in table
    ] == [("1", "3", "yes", "1"), ("2", "3", "no", ""), ("3", "4", "no", "")]
    assert parse_board(table[1]["tiles"]) == parse_board("2 1 3\n4 5 6\n7 8 _")


def test_a_bad_board_is_one_row_and_the_others_are_checked(app):
    app.paste("1 2 3\n4 5 6\n7 _ 8\n\n1 2 3\n4 5\n6 7 0\n\n2 1\n3 _")
    app.expect_checked()
    expect(app.verdict_title).to_have_text("3 boards: 1 solvable, 1 not, 1 not read")
    rows = app.batch_table.locator("tbody tr")
    expect(rows).to_have_count(3)
    expect(rows.nth(1).get_by_role("cell").nth(1)).to_have_text("Not read")
    expect(rows.nth(1).get_by_role("cell").nth(2)).to_contain_text("row 2 has 2 values")
    expect(rows.nth(2).get_by_role("cell").nth(1)).to_have_text("Not solvable")
    expect(app.board_error).to_be_empty()
    app.paste("1 2 3\n4 5 6\n7 _ 8")  # back to one board: the table goes
    app.expect_verdict(True)
    expect(app.batch).to_be_hidden()


def test_ten_thousand_boards_are_checked_in_slices(app):
    boards = [random_board(3, 3, seed=seed, solvable=seed % 3 > 0) for seed in range(10_000)]
    solvable = sum(analyze(board).solvable for board in boards)
    app.page.evaluate(WATCH_GAPS)
    started = time.perf_counter()
    app.paste_event("\n\n".join(map(str, boards)))
    expect(app.verdict_title).to_have_text(
        f"10,000 boards: {solvable:,} solvable, {10_000 - solvable:,} not", timeout=180_000
    )
    # the progress between slices was shown (recorded as it came: it may last a moment only)
    assert app.page.evaluate("() => window.sawChecking"), "no 'Checking board' between slices"
    seconds = time.perf_counter() - started
    gap = app.page.evaluate("() => { clearInterval(window.gapTimer); return window.longestGap; }")
    print(f"\n10,000 3 x 3 boards: checked in {seconds:.1f} s, longest block {gap / 1000:.2f} s")
    expect(app.batch_table.locator("tbody tr")).to_have_count(10_000, timeout=60_000)


WATCH_GAPS = """() => {
    window.longestGap = 0;
    let last = performance.now();
    window.gapTimer = setInterval(() => {
        const now = performance.now();
        window.longestGap = Math.max(window.longestGap, now - last);
        last = now;
    }, 10);
    window.sawChecking = false;
    const verdict = document.querySelector("#verdict");
    new MutationObserver(() => {
        window.sawChecking ||= verdict.textContent.includes("Checking board");
    }).observe(verdict, { childList: true, subtree: true, characterData: true });
}"""
"""Record the longest time the page's main thread did not run a 10 ms timer (a figure only), and
whether the verdict said "Checking board" at any moment."""


COLUMN_ROOM = """table => [...table.rows[0].cells].map((_, column) => {
    const canvas = document.createElement("canvas").getContext("2d");
    let room = Infinity, word = "", widest = 0;
    for (const row of table.rows) {
        const cell = row.cells[column];
        if (!cell || cell.colSpan > 1) continue;
        const style = getComputedStyle(cell);
        canvas.font = style.font;
        const inside = cell.getBoundingClientRect().width
            - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        room = Math.min(room, inside);
        for (const each of cell.innerText.split(/\\s+/)) {
            const width = canvas.measureText(each).width;
            if (width > widest) [widest, word] = [width, each];
        }
    }
    return {room, widest, word};
})"""
"""For each column of the table: the narrowest room a cell of it gives its text, and the widest
word in it (measured in the cell's own font)."""


def test_on_a_360_px_phone_every_batch_column_fits_its_longest_word(browser, site_url):
    context = new_context(browser, viewport={"width": 360, "height": 740}, is_mobile=True)
    app = PuzzlePage(context.new_page(), site_url)
    try:
        app.wait_ready()
        app.paste(THREE + "\n\n1 2 3\n4 5\n6 7 _")
        app.expect_checked()
        expect(app.batch_table.locator("tbody tr")).to_have_count(4)
        for lang in ("en", "ru", "ko"):  # Chinese breaks between any two characters: no words
            app.page.locator("#lang").select_option(lang)
            table = app.page.locator("#batch-table")
            expect(table.locator("thead")).to_contain_text(say(lang, "batch-numbers"))
            columns = app.page.evaluate(COLUMN_ROOM, table.element_handle())
            assert len(columns) == 6
            for column in columns:
                assert column["room"] >= column["widest"] > 0, (lang, columns)
            # The table scrolls inside its box; the page itself does not scroll sideways.
            assert app.page.evaluate("document.documentElement.scrollWidth") <= 360
        check_clean(app)
    finally:
        context.close()
