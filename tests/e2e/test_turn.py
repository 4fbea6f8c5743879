"""Rotate, Flip and Transpose beside the drawn board: the turned board in the Board box, its text
and drawing in step, the note of what the symmetry does to the verdict."""

from playwright.sync_api import expect
from slidepuzzle import format_board, is_solvable, parse_board
from slidepuzzle.symmetry import Symmetry, symmetry_effect, transform

DRAWN = """() => {
    const grid = document.querySelector("#grid .board-grid");
    const cells = grid.querySelectorAll(":scope > .tile, :scope > .hole");
    return [+grid.dataset.rows, +grid.dataset.cols,
            [...cells].map(cell => cell.classList.contains("hole") ? 0 : +cell.textContent)];
}"""


def drawn(app) -> tuple[int, int, list[int]]:
    """The board drawn in the check's picture: its shape and its tiles in reading order."""
    rows, cols, tiles = app.page.evaluate(DRAWN)
    return rows, cols, tiles


def test_rotate_on_a_3_by_4_gives_a_4_by_3_whose_text_and_drawing_agree(app):
    text = "1 2 3 4\n5 6 7 8\n9 10 11 _"
    box = app.page.locator("#board")  # labelled in the language chosen
    app.paste(text)
    app.expect_verdict(solvable=True)
    turned = transform(parse_board(text), Symmetry.ROTATE_RIGHT)
    app.page.get_by_role("button", name="Rotate").click()
    expect(box).to_have_value(format_board(turned))
    app.expect_verdict(solvable=True)  # a quarter turn clockwise of 3 x 4 keeps it
    expect(app.page.locator("#grid .board-grid")).to_have_attribute("data-rows", "4")
    assert drawn(app) == (4, 3, list(turned.tiles))
    note = app.page.locator("#symmetry-note")
    expect(note).to_have_text(symmetry_effect(Symmetry.ROTATE_RIGHT, 3, 4).text("en"))
    expect(note).to_have_attribute("aria-live", "polite")
    expect(app.page.locator("#restore")).to_be_visible()  # your text offered back

    flipped = transform(turned, Symmetry.FLIP_HORIZONTAL)
    app.page.get_by_role("button", name="Flip").focus()
    app.page.keyboard.press("Enter")  # by keyboard
    expect(box).to_have_value(format_board(flipped))
    app.expect_verdict(solvable=is_solvable(flipped))
    assert drawn(app) == (4, 3, list(flipped.tiles))
    expect(note).to_have_text(symmetry_effect(Symmetry.FLIP_HORIZONTAL, 4, 3).text("en"))

    app.page.locator("#lang").select_option("ru")
    expect(note).to_have_text(symmetry_effect(Symmetry.FLIP_HORIZONTAL, 4, 3).text("ru"))
    app.page.get_by_role("button", name="Транспонировать").click()
    transposed = transform(flipped, Symmetry.TRANSPOSE)
    expect(box).to_have_value(format_board(transposed))
    expect(app.page.locator("#grid .board-grid")).to_have_attribute("data-rows", "3")
    assert drawn(app) == (3, 4, list(transposed.tiles))
    expect(note).to_have_text(symmetry_effect(Symmetry.TRANSPOSE, 4, 3).text("ru"))
    app.page.get_by_role("button", name="Отразить").click()  # on 3 x 4: the verdict flips
    mirrored = transform(transposed, Symmetry.FLIP_HORIZONTAL)
    assert is_solvable(transposed) and not is_solvable(mirrored)
    expect(box).to_have_value(format_board(mirrored))
    expect(app.verdict_title).to_have_text("Решения нет", timeout=20_000)
    assert drawn(app) == (3, 4, list(mirrored.tiles))
    expect(note).to_contain_text("меняется на противоположную")
