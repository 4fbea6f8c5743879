"""Layouts that fit, measured by the boxes the browser lays out: the batch table on a desktop,
boards from 320 px up, the difficulty fields, the placeholder, an emptied box, the play board's
focus ring."""

import pytest
from playwright.sync_api import expect

from .conftest import check_clean, new_context
from .puzzle import PuzzlePage

FIVE = "\n\n".join(
    [
        "1 2 3\n4 5 6\n7 _ 8",
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _",
        "1 2 3\n4 5\n6 7 _",  # not read: its error in full in the row
        "5 1 2 3\n9 6 7 4\n13 10 11 8\n14 _ 15 12",
        "8 1 2\n_ 4 3\n7 6 5",
    ]
)

SIX = "\n".join(" ".join(str(r * 6 + c + 1) for c in range(6)) for r in range(6)).replace("36", "_")
"""A 6 x 6 board, the blank last (in the bottom right corner, the first cell a cut would hide)."""

ROW_OF_12 = " ".join(map(str, range(1, 12))) + " _"

BOX = "el => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"

CUT_CELLS = """table => {
    const scroll = table.closest(".table-scroll").getBoundingClientRect();
    const cut = [];
    for (const cell of table.querySelectorAll("th, td")) {
        const box = cell.getBoundingClientRect();
        const inside = box.left >= scroll.left - 0.5 && box.right <= scroll.right + 0.5
            && box.top >= scroll.top - 0.5 && box.bottom <= scroll.bottom + 0.5;
        if (!inside || cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight)
            cut.push(cell.innerText);
    }
    return cut;
}"""
"""The cells of the table not wholly seen: outside the box it scrolls in, or overflowing."""


def inside(inner: list[float], outer: list[float]) -> bool:
    """Whether box ``inner`` lies within box ``outer`` (left, top, right, bottom; half a pixel
    of rounding allowed)."""
    return (
        inner[0] >= outer[0] - 0.5
        and inner[1] >= outer[1] - 0.5
        and inner[2] <= outer[2] + 0.5
        and inner[3] <= outer[3] + 0.5
    )


def phone(browser, site_url, width: int, height: int = 800) -> PuzzlePage:
    context = new_context(
        browser, viewport={"width": width, "height": height}, is_mobile=True, has_touch=True
    )
    app = PuzzlePage(context.new_page(), site_url)
    app.wait_ready()
    return app


def board_fits(app: PuzzlePage, text: str) -> None:
    """The board drawn whole inside its card: every tile and the blank within the box it
    scrolls in, which does not scroll."""
    app.paste(text)
    app.expect_verdict(True)
    grid = app.grid.evaluate(BOX)
    for cell in app.grid.locator(".tile, .hole").all():
        assert inside(cell.evaluate(BOX), grid), (cell.inner_text(), grid)
    assert app.grid.evaluate("el => el.scrollWidth <= el.clientWidth")
    assert app.page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_five_boards_at_1280_px_show_every_cell_whole(app):
    assert app.page.viewport_size["width"] == 1280
    app.paste(FIVE)
    app.expect_checked()
    table = app.page.locator("#batch-table")
    expect(table.locator("tbody tr")).to_have_count(5)
    expect(table.locator("tbody tr.not-read td").nth(2)).to_contain_text("rows must have")
    assert table.evaluate(CUT_CELLS) == []
    assert app.page.locator(".table-scroll").evaluate("el => el.scrollWidth <= el.clientWidth")
    for link in table.get_by_role("link").all():
        assert link.inner_text().startswith("Open board")


def test_a_row_of_12_at_1280_px_fits_its_card(app):
    board_fits(app, ROW_OF_12)


def test_the_difficulty_s_moves_are_asked_for_only_when_a_difficulty_is_chosen(app):
    difficulty = app.page.get_by_label("Difficulty", exact=True)
    low, high = app.page.get_by_label("Moves (N, or a)"), app.page.get_by_label("Up to b")
    expect(difficulty).to_have_value("any")
    expect(low).to_be_hidden()
    expect(high).to_be_hidden()
    difficulty.select_option("between")
    expect(low).to_be_visible()
    expect(high).to_be_visible()
    difficulty.select_option("any")
    expect(low).to_be_hidden()


def test_an_emptied_box_asks_for_a_board_and_marks_nothing_wrong(app):
    app.paste("1 2 3\n4 5 6\n7 _ 8")
    app.expect_verdict(True)
    app.paste("")
    expect(app.verdict_title).to_have_text("No board yet")
    expect(app.verdict).to_contain_text("Type or paste a board")
    expect(app.board).not_to_have_attribute("aria-invalid", "true")
    expect(app.board_error).to_be_hidden()
    app.paste("1 2\n3 3")  # a real mistake is still one
    app.expect_checked()
    expect(app.board).to_have_attribute("aria-invalid", "true")


def test_the_play_board_s_focus_ring_is_not_cut(app):
    app.paste("1 2 3\n4 5 6\n7 _ 8")
    app.expect_verdict(True)
    app.play_button.focus()
    app.page.keyboard.press("Enter")  # by the keyboard: the focus ring shows (:focus-visible)
    expect(app.stage_tiles).to_have_count(8)
    for _ in range(12):
        if app.stage.evaluate("el => el === document.activeElement"):
            break
        app.page.keyboard.press("Tab")
    expect(app.stage).to_be_focused()
    ring = app.stage.evaluate(
        """el => { const s = getComputedStyle(el), r = el.getBoundingClientRect();
            const out = Math.max(0, parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset));
            return [r.left - out, r.top - out, r.right + out, r.bottom + out]; }"""
    )
    assert app.stage.evaluate("el => getComputedStyle(el).outlineStyle") != "none"
    assert inside(ring, app.page.locator("#stage-box").evaluate(BOX)), ring


PLACEHOLDER_FITS = """el => {
    const s = getComputedStyle(el);
    if (s.whiteSpace !== "pre") return true;  // it wraps
    const canvas = document.createElement("canvas").getContext("2d");
    canvas.font = `${s.fontSize} ${s.fontFamily}`;
    const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    return canvas.measureText(el.placeholder).width <= room;
}"""
"""Whether the Board box's placeholder is seen whole: it wraps, or its one line fits."""


@pytest.mark.parametrize("width", [320, 390])
def test_on_a_phone_a_6x6_board_the_placeholder_and_the_batch_table_fit(browser, site_url, width):
    app = phone(browser, site_url, width)
    try:
        board_fits(app, SIX)
        app.paste(FIVE)
        app.expect_checked()
        expect(app.page.locator("#batch-table tbody tr")).to_have_count(5)
        # The table scrolls sideways inside its box; the page does not.
        assert app.page.locator(".table-scroll").evaluate("el => el.scrollWidth > el.clientWidth")
        assert app.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        app.paste("")  # the placeholder shows in an empty box
        app.expect_checked()
        assert app.board.evaluate(PLACEHOLDER_FITS)
        check_clean(app)
    finally:
        app.page.context.close()
