"""Links in an open tab: the address is the state. A link pasted into the address bar (a new
fragment) opens its board; Back and Forward walk through the boards chosen; a goal the page does
not know opens the usual goal with a note; a link carries a language only when the reader chose
one from the menu; the link's board is in the box before Python is ready, and typing over it
then can be undone."""

import re
from urllib.parse import parse_qs, urlsplit

from page.links import Boxes, encode
from page.wording import say
from playwright.sync_api import expect
from slidepuzzle import EXAMPLES, analyze, parse_board

from .conftest import PYODIDE_WASM, Held, check_clean, new_context
from .puzzle import PuzzlePage

LINKED = "2 1 3\n4 5 6\n7 8 _"  # not solvable
OTHER = "1 2 3\n4 5 6\n_ 7 8"  # solvable
TYPED = "1 2\n3 _"


def fragment(board: str, **boxes: object) -> str:
    return "#" + encode(Boxes(board, **boxes)).fragment  # type: ignore[arg-type]


def go_to_fragment(app: PuzzlePage, hash_: str) -> None:
    """What pasting a link to this page into the address bar does: only the fragment changes."""
    app.page.evaluate("hash => { location.hash = hash; }", hash_)


def back(app: PuzzlePage) -> None:
    app.page.evaluate("() => history.back()")


def test_a_new_fragment_opens_its_board_and_back_returns(app):
    app.paste(LINKED)
    app.expect_verdict(False)
    go_to_fragment(app, fragment(OTHER, goal="spiral"))
    expect(app.board).to_have_value(OTHER)
    expect(app.goal).to_have_value("spiral")
    app.expect_verdict(analyze(parse_board(OTHER), "spiral").solvable)
    expect(app.share_link).to_have_value(re.compile(re.escape(fragment(OTHER, goal="spiral"))))

    back(app)
    expect(app.board).to_have_value(LINKED)
    expect(app.goal).to_have_value("blank-last")
    app.expect_verdict(False)
    assert parse_qs(urlsplit(app.page.url).fragment) == {"board": [LINKED]}
    app.page.evaluate("() => history.forward()")
    expect(app.board).to_have_value(OTHER)
    app.expect_checked()


def test_back_returns_from_a_chosen_example_to_the_board_before(app):
    app.paste(OTHER)
    app.expect_verdict(True)
    app.examples.select_option(index=2)
    expect(app.board).to_have_value(EXAMPLES[1].text)
    app.expect_checked()
    back(app)
    expect(app.board).to_have_value(OTHER)
    app.expect_verdict(True)


def test_typing_makes_no_history_entry(app):
    app.paste(OTHER)
    app.expect_verdict(True)
    entries = app.page.evaluate("() => history.length")
    app.paste(LINKED)
    app.expect_verdict(False)
    app.paste(TYPED)
    app.expect_verdict(True)
    assert app.page.evaluate("() => history.length") == entries
    assert parse_qs(urlsplit(app.page.url).fragment) == {"board": [TYPED]}


def test_an_unknown_goal_gives_the_board_s_verdict_and_a_note(app):
    note = app.page.locator("#goal-note")
    for goal, said in [
        ("nonsense", "The link asks for a goal this page does not know (“nonsense”)"),
        ("custom", "The link asks for a custom goal but holds no goal board"),
    ]:
        go_to_fragment(app, f"#goal={goal}&board=2+1+3%0A4+5+6%0A7+8+_")
        expect(app.board).to_have_value(LINKED)
        app.expect_verdict(False)
        expect(note).to_contain_text(said)
        expect(app.goal).to_have_value("blank-last")
        expect(app.goal_error).to_be_empty()
        assert parse_qs(urlsplit(app.page.url).fragment) == {"board": [LINKED]}
        app.paste(OTHER)  # the next link's board differs from the box's
        app.expect_checked()
    app.goal.select_option("spiral")
    expect(note).to_be_empty()


def test_a_russian_browser_opens_a_link_in_russian_and_links_carry_no_language_unchosen(
    browser, site_url
):
    context = new_context(browser, locale="ru-RU")
    app = PuzzlePage(context.new_page(), site_url + fragment(LINKED))
    app.wait_ready()
    expect(app.page.locator("html")).to_have_attribute("lang", "ru")
    expect(app.page.locator("#board")).to_have_value(LINKED)
    app.expect_checked()
    expect(app.verdict_title).to_have_text(say("ru", "unsolvable"))
    share = app.page.locator("#share-link")
    expect(share).to_have_value(site_url + fragment(LINKED))  # no lang: none chosen
    assert "lang=" not in app.page.url

    app.page.get_by_label("Язык").select_option("ko")
    expect(app.page.locator("html")).to_have_attribute("lang", "ko")
    expect(share).to_have_value(site_url + "?lang=ko" + fragment(LINKED))
    assert urlsplit(app.page.url).query == "lang=ko"
    check_clean(app)
    context.close()


def test_the_link_s_board_is_there_before_python_and_typing_over_it_can_be_undone(
    browser, site_url
):
    page = new_context(browser).new_page()
    python = Held(page, PYODIDE_WASM)  # so the typing surely comes first
    app = PuzzlePage(page, site_url + fragment(LINKED, goal="blank-first"))
    expect(app.board).to_have_value(LINKED)
    expect(app.goal).to_have_value("blank-first")
    app.paste(TYPED)
    assert page.evaluate("document.body.dataset.ready") is None, "typed too late to tell"
    python.release()
    app.wait_ready()
    expect(app.board).to_have_value(TYPED)
    app.expect_checked()
    expect(page.locator("#restore-info")).to_have_text("Your text replaced the link's board.")
    page.get_by_role("button", name="Restore the link's board").click()
    expect(app.board).to_have_value(LINKED)
    expect(app.goal).to_have_value("blank-first")
    app.expect_verdict(analyze(parse_board(LINKED), "blank-first").solvable)
    check_clean(app)
    page.context.close()
