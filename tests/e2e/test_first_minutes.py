"""A new user's first minutes (issue 33): nothing they type is lost (Restore and the browser's
undo after a shuffle or an example), menus act on a choice, the language chosen is kept, the
verdict lands where they look."""

from playwright.sync_api import expect

from .puzzle import PuzzlePage

TYPED = "my own text\n1 2 3\n4 5 6\n7 _ 8"
"""A board typed by hand, under a line of the reader's own words."""


def restore_button(app: PuzzlePage):
    return app.page.get_by_role("button", name="Restore your text")


def shuffled(app: PuzzlePage, seed: int) -> str:
    """Shuffle a 3 x 3 with ``seed``; the board the Board box then holds."""
    before = app.board.input_value()
    app.shuffle(3, 3, seed=seed)
    expect(app.board).not_to_have_value(before)
    app.expect_checked()
    return app.board.input_value()


def test_restore_after_two_shuffles_gives_back_the_typed_text(app):
    app.paste(TYPED)
    app.expect_checked()
    shuffled(app, 1)
    second = shuffled(app, 2)
    assert second != TYPED
    restore_button(app).click()
    expect(app.board).to_have_value(TYPED)
    app.expect_checked()
    expect(app.verdict_title).to_have_text("Solvable")


def test_ctrl_z_after_a_shuffle_or_an_example_gives_back_the_text_before_it(app):
    app.paste(TYPED)
    app.expect_checked()
    board = shuffled(app, 3)
    expect(app.shuffle_button).to_be_focused()  # the replacement leaves the focus where it was
    app.board.focus()
    app.page.keyboard.press("Control+z")
    expect(app.board).to_have_value(TYPED)
    app.expect_checked()
    assert "board=my+own+text" in app.page.url  # checked and shared like any edit
    app.page.keyboard.press("Control+Shift+z")
    expect(app.board).to_have_value(board)

    app.paste(TYPED)
    app.expect_checked()
    app.examples.select_option(index=2)
    expect(app.board).not_to_have_value(TYPED)
    app.expect_checked()
    app.board.focus()
    app.page.keyboard.press("Control+z")
    expect(app.board).to_have_value(TYPED)
