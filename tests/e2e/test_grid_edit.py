"""Two tiles swapped on the drawn board, by drag and by keyboard: the swapped board's text in the
Board box, its drawing in step, the verdict following, the swap announced."""

from playwright.sync_api import expect
from slidepuzzle import format_board, parse_board
from slidepuzzle.edit import resize, swap_cells

from .test_turn import drawn

TEXT = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 _"
BOARD = parse_board(TEXT)


def tile(app, number: int):
    return app.page.locator(f'#grid .tile[data-tile="{number}"]')


def test_a_4_by_4_edited_by_dragging_one_tile_onto_another_flips_the_verdict(app):
    app.paste(TEXT)
    app.expect_verdict(solvable=True)
    tile(app, 15).drag_to(tile(app, 14))
    swapped = swap_cells(BOARD, 14, 13)
    expect(app.page.locator("#board")).to_have_value(format_board(swapped))
    app.expect_verdict(solvable=False)
    assert drawn(app) == (4, 4, list(swapped.tiles))
    note = app.page.locator("#grid-note")
    expect(note).to_have_text("Tiles 15 and 14 swapped.")
    expect(note).to_have_attribute("aria-live", "polite")
    expect(app.page.locator("#restore")).to_be_visible()  # your text offered back


def test_a_4_by_4_edited_by_keyboard_flips_the_verdict(app):
    app.paste(TEXT)
    app.expect_verdict(solvable=True)
    note = app.page.locator("#grid-note")
    tile(app, 6).focus()
    app.page.keyboard.press("Space")  # picks the 6
    expect(tile(app, 6)).to_have_attribute("aria-pressed", "true")
    expect(note).to_contain_text("Tile 6 picked")
    app.page.keyboard.press("Escape")  # lets it go
    expect(note).to_have_text("Swap cancelled.")
    expect(tile(app, 6)).to_have_attribute("aria-pressed", "false")
    app.page.keyboard.press("Space")
    app.page.keyboard.press("ArrowRight")  # the focus moves to the 7
    app.page.keyboard.press("Enter")  # swaps the 6 and the 7
    swapped = swap_cells(BOARD, 5, 6)
    expect(app.page.locator("#board")).to_have_value(format_board(swapped))
    app.expect_verdict(solvable=False)
    assert drawn(app) == (4, 4, list(swapped.tiles))
    expect(note).to_have_text("Tiles 6 and 7 swapped.")
    expect(app.page.locator("#grid .tile:focus")).to_have_attribute("data-cell", "6")


def test_a_swap_by_drag_and_by_keyboard_in_russian(app):
    app.page.locator("#lang").select_option("ru")
    app.page.locator("#board").fill(TEXT)  # its label is Russian now
    app.expect_checked()
    expect(app.verdict_title).to_have_text("Решение существует")
    note = app.page.locator("#grid-note")
    tile(app, 15).drag_to(tile(app, 14))
    swapped = swap_cells(BOARD, 14, 13)
    expect(app.page.locator("#board")).to_have_value(format_board(swapped))
    expect(app.verdict_title).to_have_text("Решения нет")
    expect(note).to_have_text("Фишки 15 и 14 поменялись местами.")
    tile(app, 1).focus()
    app.page.keyboard.press("Space")
    expect(note).to_contain_text("Фишка 1 выбрана")
    app.page.keyboard.press("ArrowDown")  # the 5
    app.page.keyboard.press("Space")
    again = swap_cells(swapped, 0, 4)
    expect(app.page.locator("#board")).to_have_value(format_board(again))
    expect(app.verdict_title).to_have_text("Решение существует")
    expect(note).to_have_text("Фишки 1 и 5 поменялись местами.")


def test_rows_and_columns_set_on_the_grid_give_a_board_of_that_shape(app):
    app.paste(TEXT)
    app.expect_verdict(solvable=True)
    app.page.get_by_label("Board rows").fill("3")  # by its label
    app.page.locator("#grid-cols").fill("5")
    app.page.get_by_role("button", name="Set rows x columns").click()
    board = resize(BOARD, 3, 5)
    expect(app.page.locator("#board")).to_have_value(format_board(board))
    expect(app.page.locator("#grid .board-grid")).to_have_attribute("data-cols", "5")
    assert drawn(app) == (3, 5, list(board.tiles))
    expect(app.page.locator("#grid-note")).to_have_text("The board is now 3 x 5.")
    app.page.locator("#grid-cols").fill("")
    app.page.get_by_role("button", name="Set rows x columns").click()
    expect(app.page.locator("#grid-note")).to_contain_text("columns")
    expect(app.page.locator("#board")).to_have_value(format_board(board))


def test_a_cell_clicked_and_a_number_typed_puts_that_tile_there(app):
    app.paste(TEXT)
    app.expect_verdict(solvable=True)
    tile(app, 11).click()  # focuses it
    app.page.keyboard.type("12")
    expect(app.page.locator("#grid-note")).to_contain_text("12 typed")
    app.page.keyboard.press("Enter")
    typed = swap_cells(BOARD, 10, 11)
    expect(app.page.locator("#board")).to_have_value(format_board(typed))
    app.expect_verdict(solvable=False)
    assert drawn(app) == (4, 4, list(typed.tiles))
    expect(app.page.locator("#grid-note")).to_have_text("Tiles 11 and 12 swapped.")
