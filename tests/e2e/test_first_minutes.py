"""A new user's first minutes (issue 33): nothing they type is lost (Restore and the browser's
undo after a shuffle or an example), menus act on a choice, the language chosen is kept, the
verdict lands where they look."""

from urllib.parse import quote, urlsplit

from playwright.sync_api import expect
from slidepuzzle import EXAMPLES

from .conftest import check_clean
from .puzzle import RESTORE_CLIPBOARD, PuzzlePage
from .serving import serve
from .test_offline import own_site, visit

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


def history_length(app: PuzzlePage) -> int:
    return app.page.evaluate("history.length")


def test_arrow_keys_browse_the_examples_menu_and_enter_chooses(app):
    app.paste(TYPED)
    app.expect_checked()
    entries = history_length(app)
    app.examples.focus()
    for _ in range(3):
        app.page.keyboard.press("ArrowDown")
    expect(app.examples).to_have_value("2")  # browsed to: the third example
    app.page.wait_for_timeout(1_000)  # what a load would have taken
    expect(app.board).to_have_value(TYPED)
    assert history_length(app) == entries
    expect(restore_button(app)).to_be_hidden()

    app.page.keyboard.press("Enter")
    expect(app.board).to_have_value(EXAMPLES[2].text)
    assert history_length(app) == entries + 1
    restore_button(app).click()
    expect(app.board).to_have_value(TYPED)

    app.examples.select_option("1")  # a choice by mouse or touch: at once
    expect(app.board).to_have_value(EXAMPLES[1].text)


def test_arrow_keys_browse_the_language_menu_and_enter_or_leaving_chooses(app):
    lang, html = app.page.locator("#lang"), app.page.locator("html")
    lang.focus()
    app.page.keyboard.press("ArrowDown")
    expect(lang).to_have_value("ko")
    app.page.wait_for_timeout(1_000)
    expect(html).to_have_attribute("lang", "en")
    app.page.keyboard.press("Enter")
    expect(html).to_have_attribute("lang", "ko")

    app.page.keyboard.press("ArrowDown")
    expect(lang).to_have_value("ru")
    app.page.wait_for_timeout(500)
    expect(html).to_have_attribute("lang", "ko")
    app.page.keyboard.press("Tab")  # leaving the menu on an option chooses it
    expect(html).to_have_attribute("lang", "ru")


COPIED = """() => { navigator.clipboard.writeText = async text => { window.copied = text; }; }"""
"""A stand-in for the clipboard that keeps what is copied in ``window.copied``."""


def test_a_link_s_language_sticks_in_the_address_reloads_links_and_later_visits(browser, tmp_path):
    html = "html"
    with serve(own_site(tmp_path / "site"), "lang") as url:
        app = visit(browser, url + "?lang=ru#board=" + quote("1 2 3\n4 5 6\n7 _ 8"))
        expect(app.page.locator(html)).to_have_attribute("lang", "ru")
        board, link = app.page.locator("#board"), app.page.locator("#share-link")  # in Russian
        board.fill(TYPED)
        app.expect_checked()
        assert urlsplit(app.page.url).query == "lang=ru", app.page.url
        assert link.input_value().startswith(url + "?lang=ru#board=my+own+text")
        app.page.evaluate(COPIED)
        app.page.locator("#copy-link").click()
        expect(app.copy_info).not_to_be_empty()
        assert app.page.evaluate("window.copied") == link.input_value()
        app.page.evaluate(RESTORE_CLIPBOARD)

        app.page.reload()
        app.wait_ready()
        expect(app.page.locator(html)).to_have_attribute("lang", "ru")
        expect(board).to_have_value(TYPED)

        later = PuzzlePage(app.page.context.new_page(), url)  # no language in the address
        later.wait_ready()
        expect(later.page.locator(html)).to_have_attribute("lang", "ru")
        later.expect_checked()
        assert urlsplit(later.page.url).query == "lang=ru"
        check_clean(later)
        later.page.close()
    app.page.context.set_offline(True)  # the server gone too
    app.page.reload()
    app.wait_ready()
    expect(app.page.locator(html)).to_have_attribute("lang", "ru")
    assert urlsplit(app.page.url).query == "lang=ru"
    check_clean(app)
    app.page.context.close()


PASTED = """text => {
    const box = document.querySelector("#board");
    box.focus();
    box.select();
    const data = new DataTransfer();
    data.setData("text/plain", text);
    const paste = new ClipboardEvent("paste",
                                     {clipboardData: data, bubbles: true, cancelable: true});
    box.dispatchEvent(paste);
    if (!paste.defaultPrevented) document.execCommand("insertText", false, text);
}"""
"""A short paste of ``text`` over the Board box's text, as Ctrl+V makes it: the ``paste`` event,
then (the page leaving it to the browser) the text inserted."""


def verdict_top(app: PuzzlePage) -> float:
    return app.page.evaluate("document.getElementById('verdict').getBoundingClientRect().top")


def test_the_verdict_is_brought_into_view_after_a_shuffle(app):
    try:
        for width, height in ((390, 844), (1280, 800)):
            app.page.set_viewport_size({"width": width, "height": height})
            app.paste(TYPED)
            app.expect_checked()
            app.shuffle_button.scroll_into_view_if_needed()
            shuffled(app, 4)
            app.page.wait_for_timeout(300)  # a frame for the scroll
            assert 0 <= verdict_top(app) < height * 0.4, (width, verdict_top(app))

        width, height = 390, 844  # on a phone: an example, then a link
        app.page.set_viewport_size({"width": width, "height": height})
        app.examples.scroll_into_view_if_needed()
        app.examples.select_option("3")
        expect(app.board).to_have_value(EXAMPLES[3].text)
        app.page.wait_for_timeout(300)
        assert 0 <= verdict_top(app) < height * 0.4, verdict_top(app)
        app.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        app.page.evaluate("location.hash = 'board=1+2%0A3+_'")  # a link opened in the tab
        expect(app.board).to_have_value("1 2\n3 _")
        app.page.wait_for_timeout(300)
        assert 0 <= verdict_top(app) < height * 0.4, verdict_top(app)
    finally:
        app.page.set_viewport_size({"width": 1280, "height": 720})


def test_the_verdict_is_above_the_keyboard_after_a_paste_on_a_phone(app):
    try:
        app.page.set_viewport_size({"width": 390, "height": 844})
        app.page.evaluate("window.scrollTo(0, 0)")
        app.page.evaluate(PASTED, TYPED)
        expect(app.board).to_have_value(TYPED)
        app.expect_checked()
        app.page.wait_for_timeout(300)
        top = verdict_top(app)
        assert 0 <= top < 844 * 0.4, top  # above where an on-screen keyboard starts
        expect(app.page.locator("#board-help")).to_be_hidden()  # folded: "How to write a board"
        app.page.get_by_text("How to write a board").click()
        expect(app.page.locator("#board-help")).to_be_visible()
    finally:
        app.page.set_viewport_size({"width": 1280, "height": 720})
