"""The page in the reader's language: chosen from the browser's, switched from the menu without a
reload, remembered, carried in share links. Six page loads: one per browser locale, the module's
page, a link opened in another browser, and the module's page opened again."""

import re
from pathlib import Path

import pytest
from page.wording import counted, example_key, say
from playwright.sync_api import expect
from slidepuzzle import EXAMPLES
from slidepuzzle.batch import EXTRA_COLUMNS, csv_header

from .conftest import check_clean, new_context
from .puzzle import PuzzlePage

UNSOLVABLE = "1 2 3\n4 5 6\n8 7 0"
"""An odd width, one inversion: not solvable."""

SOLVABLE = "1 2 3\n4 5 6\n0 7 8"
"""Two moves from the goal."""

BAD = "1 2 3\n4 5\n6 7 8 0"
"""Row 2 has two values where the others have three (four in row 3)."""

SCRIPTS = {"ko": "[가-힣]", "ru": "[а-яё]", "zh": "[一-鿿]"}
"""A letter of each language's script."""


def open_in(browser, url: str, locale: str) -> PuzzlePage:
    """The page at ``url`` in a fresh browser whose preferred language is ``locale``."""
    context = new_context(browser, locale=locale)
    app = PuzzlePage(context.new_page(), url)
    app.wait_ready()
    return app


def by_id(app: PuzzlePage, name: str):
    return app.page.locator(f"#{name}")


@pytest.mark.parametrize(
    ("locale", "lang", "tag"),
    [("ko-KR", "ko", "ko"), ("ru-RU", "ru", "ru"), ("zh-CN", "zh", "zh-Hans")],
)
def test_a_browser_in_another_language_gets_the_page_in_it(browser, site_url, locale, lang, tag):
    app = open_in(browser, site_url, locale)
    try:
        expect(app.page.locator("html")).to_have_attribute("lang", tag)
        expect(app.page.locator("label[for=board]")).to_have_text(say(lang, "board"))
        expect(app.page.locator("h1")).to_have_text(say(lang, "heading"))
        expect(app.page).to_have_title(say(lang, "title"))
        expect(by_id(app, "lang")).to_have_value(lang)

        by_id(app, "board").fill(UNSOLVABLE)
        app.expect_checked()
        expect(app.verdict_title).to_have_text(say(lang, "unsolvable"))
        rule = say(lang, "rule-odd-width")
        expect(app.verdict.locator(".verdict-text").first).to_contain_text(rule)
        for line in app.verdict.locator(".verdict-text").all_inner_texts():  # facts, reasons
            assert re.search(SCRIPTS[lang], line, re.IGNORECASE), line

        by_id(app, "board").fill(BAD)
        app.expect_checked()
        expect(app.verdict_title).to_have_text(say(lang, "no-verdict"))
        expect(app.board_error).not_to_be_empty()
        error = app.board_error.inner_text()
        assert re.search(SCRIPTS[lang], error, re.IGNORECASE), error
        fix = app.verdict.locator(".verdict-text").inner_text()
        assert fix.startswith(say(lang, "fix-board", error="").strip()), fix
        check_clean(app)
    finally:
        app.page.context.close()


def test_the_menu_switches_everything_without_a_reload(app):
    by_id(app, "board").fill(SOLVABLE)
    app.expect_verdict(True)
    app.play_button.click()
    expect(app.stage_tiles).to_have_count(8)
    app.page.evaluate("() => { window.notReloaded = true; }")
    app.page.get_by_label("Language").select_option("ru")

    expect(app.page.locator("html")).to_have_attribute("lang", "ru")
    app.expect_checked()
    expect(app.verdict_title).to_have_text(say("ru", "solvable"))
    expect(app.page.locator("label[for=board]")).to_have_text(say("ru", "board"))
    expect(app.page.get_by_role("button", name=say("ru", "shuffle"), exact=True)).to_be_visible()
    expect(app.page.locator("#seed")).to_have_attribute(
        "placeholder", say("ru", "seed-placeholder")
    )
    expect(app.page.locator("#speed option:checked")).to_have_text("3 хода/с")
    first_example = say("ru", example_key(EXAMPLES[0].name))
    expect(app.page.locator("#example option").nth(1)).to_have_text(first_example)
    expect(app.counter).to_have_text(say("ru", "moves-made", moves=counted("ru", 0, "move")))
    expect(app.solve_title).to_have_text(say("ru", "your-turn"))
    # kept: the board, the game under way, the page itself
    assert by_id(app, "board").input_value() == SOLVABLE
    expect(app.stage_tiles).to_have_count(8)
    assert app.page.evaluate("() => window.notReloaded") is True
    assert "?lang=ru#" in app.page.url
    assert app.page.evaluate("() => localStorage.getItem('slidepuzzle-lang')") == "ru"
    stage_label = app.stage.get_attribute("aria-label") or ""
    assert stage_label.startswith(say("ru", "stage-label", rows=3, cols=3)), stage_label

    app.page.get_by_label("Язык").select_option("zh")
    expect(app.verdict_title).to_have_text(say("zh", "solvable"))
    expect(app.counter).to_have_text(say("zh", "moves-made", moves=counted("zh", 0, "move")))
    expect(app.solve_title).to_have_text(say("zh", "your-turn"))  # rewritten at every switch
    expect(app.page.locator("html")).to_have_attribute("lang", "zh-Hans")


def test_a_share_link_carries_the_language_and_opens_in_it(app, browser, site_url):
    app.page.get_by_label(re.compile("Language|Язык|语言")).select_option("ru")
    by_id(app, "board").fill(UNSOLVABLE)
    app.expect_checked()
    link = by_id(app, "share-link").input_value()
    assert link.startswith(site_url + "?lang=ru#"), link

    other = open_in(browser, link, "en-US")  # the link's language wins over the browser's
    try:
        expect(other.page.locator("html")).to_have_attribute("lang", "ru")
        assert by_id(other, "board").input_value() == UNSOLVABLE
        other.expect_checked()
        expect(other.verdict_title).to_have_text(say("ru", "unsolvable"))
        check_clean(other)
    finally:
        other.page.context.close()

    # the menu's choice is remembered in this browser: the plain address opens in it
    again = PuzzlePage(app.page.context.new_page(), site_url)
    try:
        again.wait_ready()
        expect(again.page.locator("html")).to_have_attribute("lang", "ru")
        verdicts = f"{say('ru', 'solvable')}|{say('ru', 'unsolvable')}"
        expect(again.verdict_title).to_have_text(re.compile(verdicts))
        check_clean(again)
    finally:
        again.page.close()

    # several boards: the table and its CSV download in the page's language
    by_id(app, "board").fill(f"{SOLVABLE}\n\n{UNSOLVABLE}")
    app.expect_checked()
    expect(app.batch.locator("th").first).to_have_text(say("ru", "batch-board"))
    expect(app.batch.locator("tbody tr").nth(1)).to_contain_text(say("ru", "unsolvable"))
    with app.page.expect_download() as caught:
        by_id(app, "download-csv").click()
    header = Path(caught.value.path()).read_text(encoding="utf-8").splitlines()[0]
    assert header.split(",") == csv_header("ru", EXTRA_COLUMNS)  # the page adds both

    app.page.get_by_label("Язык").select_option("en")
    expect(app.page.locator("html")).to_have_attribute("lang", "en")


def test_a_switch_to_russian_mid_solve_rewrites_the_whole_status(app):
    app.solve_long(60)
    expect(app.solve_status).to_contain_text("Best so far", timeout=90_000)  # the worker's words
    app.page.get_by_label("Language").select_option("ru")
    expect(app.solve_status).to_contain_text("Лучшее")
    status = app.solve_status.inner_text()
    assert not re.findall(r"[A-Za-z]{2,}", status.replace("IDA*", "")), status
    app.page.get_by_role("button", name="Стоп").click()
    app.page.get_by_label("Язык").select_option("en")
    app.page.select_option("#goal", "blank-last")
    app.time_limit.fill("10")
    check_clean(app)


LOADED = """() => document.querySelector('script[type="py"][name="page"]')
    .xworker.sync.imported("page.locales.", "slidepuzzle.locales.")"""
"""Ask the page's Python (in its worker) which catalogue modules it has imported."""


def catalogues(app: PuzzlePage, name: str) -> set[str]:
    """The catalogue modules the page's Python has imported now (``name``: which moment)."""
    return set(app.page.evaluate(LOADED).split())


def test_a_switch_to_a_language_not_loaded_yet_shows_it(browser, site_url):
    """The page opened in English imports no Chinese catalogue; choosing 中文 imports it and shows
    the page in Chinese (positive signals only: the heading, the verdict, the label)."""
    app = open_in(browser, site_url, "en-US")
    try:
        by_id(app, "board").fill(UNSOLVABLE)
        app.expect_verdict(False)
        before = catalogues(app, "before")
        assert {"page.locales.en", "slidepuzzle.locales.en"} <= before, before  # the control
        assert not any(name.endswith((".zh", ".ko", ".ru")) for name in before), before
        by_id(app, "lang").select_option("zh")
        expect(app.page.locator("h1")).to_have_text(say("zh", "heading"))
        expect(app.verdict_title).to_have_text(say("zh", "unsolvable"))
        expect(app.page.locator("label[for=board]")).to_have_text(say("zh", "board"))
        expect(app.page.locator("html")).to_have_attribute("lang", "zh-Hans")
        after = catalogues(app, "after")
        assert {"page.locales.zh", "slidepuzzle.locales.zh"} <= after, after
        assert not any(name.endswith((".ko", ".ru")) for name in after), after
        check_clean(app)
    finally:
        app.page.context.close()
