"""What people paste, in the page: prose around boards, a paste with two readings ("Read it as …")
and a board copied in another style ("Copy as …"), which reads back to itself."""

from playwright.sync_api import expect
from slidepuzzle import Style, analyze, parse_board

FORUM = (
    "Hello! My teacher (Mr. Kim) gave us 2 puzzles [see below].\n\nPuzzle A:\n1 2 3\n4 5 6\n"
    "7 _ 8\n\nPuzzle B is harder, 3 of us failed:\n\n8 6 7\n2 5 4\n3 _ 1\n\nAny ideas? (due 5/12)"
)
"""A forum post: prose with digits, brackets and a date around two boards."""

LINE = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0"
"""One line of 16 values: a 4 x 4 board, or 1 x 16, 2 x 8, 8 x 2."""

NO_CLIPBOARD = """() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error("not allowed"));
}"""


def test_prose_around_two_boards_gives_two_rows_and_names_the_lines_skipped(app):
    app.paste(FORUM)
    app.expect_checked()
    rows = app.batch_table.locator("tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(0).get_by_role("cell").nth(1)).to_have_text("Solvable")
    expect(rows.nth(1).get_by_role("cell").nth(1)).to_have_text("Solvable")
    expect(app.read_note).to_have_text("Lines 1, 3, 8, 14 are text, skipped.")
    expect(app.page.get_by_label("Read it as")).to_be_hidden()


def test_read_it_as_switches_the_reading_and_an_edit_undoes_it(app):
    read_as = app.page.get_by_label("Read it as")
    grid = app.grid.locator(".board-grid")
    app.paste(LINE)
    app.expect_verdict(analyze(parse_board(LINE)).solvable)
    expect(grid).to_have_attribute("data-cols", "4")
    expect(app.read_note).to_contain_text("One line of 16 values is read as 4 x 4")
    expect(read_as.locator("option")).to_have_text(["As first read", "1 x 16", "2 x 8", "8 x 2"])
    read_as.select_option("2x8")
    app.expect_verdict(analyze(parse_board(LINE, shape=(2, 8))).solvable)
    expect(grid).to_have_attribute("data-cols", "8")
    expect(app.read_note).to_contain_text("Read as 2 x 8, as asked.")
    expect(read_as).to_have_value("2x8")
    read_as.focus()  # the keyboard: the next shape down
    app.page.keyboard.press("ArrowDown")
    expect(read_as).to_have_value("8x2")
    expect(grid).to_have_attribute("data-cols", "2")
    app.paste(LINE + "\n")  # an edit: read as first read again
    expect(grid).to_have_attribute("data-cols", "4")
    expect(read_as).to_have_value("")


def test_copy_as_puts_the_board_on_the_clipboard_or_in_the_field(app):
    board = parse_board("8 6 7\n2 5 4\n3 _ 1")
    app.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    copy_as = app.page.get_by_label("Copy the board as")
    button = app.page.get_by_role("button", name="Copy board")
    info = app.page.locator("#copy-board-info")
    field = app.page.get_by_label("Board to copy")
    app.paste(str(board))
    app.expect_verdict(True)
    copy_as.select_option(Style.CSTIMER.value)
    button.click()
    expect(info).to_have_text("Board copied.")
    copied = app.page.evaluate("navigator.clipboard.readText()")
    assert copied == "8 6 7/2 5 4/3 0 1" and parse_board(copied) == board
    expect(field).to_be_hidden()
    app.page.evaluate(NO_CLIPBOARD)
    copy_as.select_option(Style.LATEX.value)
    button.click()
    expect(info).to_contain_text("Could not copy")
    expect(field).to_be_focused()
    assert parse_board(field.input_value()) == board
    assert field.input_value().startswith("\\begin{pmatrix}")


def test_a_fifteen_puzzle_copied_as_its_hex_string_pastes_back_as_itself(app):
    board = parse_board("15 14 1 6\n9 11 4 12\n_ 10 7 3\n13 8 5 2")
    app.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    copy_as = app.page.get_by_label("Copy the board as")
    hex_choice = copy_as.locator('option[value="hex"]')
    app.paste(str(board))
    app.expect_verdict(True)
    expect(hex_choice).to_be_enabled()
    copy_as.select_option("hex")
    app.page.get_by_role("button", name="Copy board").click()
    expect(app.page.locator("#copy-board-info")).to_have_text("Board copied.")
    copied = app.page.evaluate("navigator.clipboard.readText()")
    assert copied == "FE169B4C0A73D852"
    app.paste(copied)  # back: the same board, read from the hex string
    app.expect_verdict(True)
    expect(app.read_note).to_contain_text("hex string")
    copy_as.select_option(Style.PLAIN.value)  # the board read back, copied as plain rows
    app.page.evaluate("navigator.clipboard.writeText('')")
    app.page.get_by_role("button", name="Copy board").click()
    app.page.wait_for_function("async () => (await navigator.clipboard.readText()) !== ''")
    assert parse_board(app.page.evaluate("navigator.clipboard.readText()")) == board
    assert app.page.evaluate("navigator.clipboard.readText()") == str(board)
    app.paste("1 2 3\n4 5 6\n7 8 _")  # a 3 x 3: letters, not the hex string
    app.expect_verdict(True)
    expect(hex_choice).to_be_disabled()
    expect(copy_as.locator('option[value="letters"]')).to_be_enabled()
