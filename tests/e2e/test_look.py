"""How the page looks and reads: light and dark schemes, a phone, axe-core, the CSP.

axe-core comes from node_modules (a dev dependency pinned in package-lock.json) and is put into
the page through DevTools, so it is never part of the site and the page's CSP does not see it.
"""

import re

import pytest
from playwright.sync_api import expect

from .conftest import ROOT, SITE, check_clean, new_context
from .puzzle import PuzzlePage

AXE = ROOT / "node_modules/axe-core/axe.min.js"

AXE_RUN = """async () => {
    const result = await axe.run(document, {resultTypes: ["violations"]});
    return result.violations
        .filter(v => v.impact === "serious" || v.impact === "critical")
        .map(v => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map(n => n.target).join(", ")}`);
}"""

BACKGROUND = "getComputedStyle(document.documentElement).backgroundColor"

VIOLATIONS = """
window.cspViolations = [];
document.addEventListener("securitypolicyviolation",
    event => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
"""
"""An init script: every CSP violation in the page, kept in ``window.cspViolations``."""

PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}

ROW_OF_30 = " ".join(map(str, range(1, 30))) + " _"
"""A 1 x 30 board: wider than any phone at a readable tile size."""


def serious_problems(page) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE.read_text())
    return page.evaluate(AXE_RUN)


def luminance(css_colour: str) -> float:
    """The relative luminance (WCAG) of an ``rgb(r, g, b)`` colour."""
    channels = [int(value) / 255 for value in re.findall(r"\d+", css_colour)[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def show_everything(app: PuzzlePage) -> None:
    """A board with its verdict, reasoning, pairs, and the board drawn to play."""
    app.paste("1 2 3\n4 5 6\n7 _ 8")
    app.expect_verdict(True)
    app.pairs_toggle.click()
    app.play_button.click()
    expect(app.stage_tiles).to_have_count(8)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_both_schemes_pass_axe_with_each_state_shown(app, scheme):
    app.page.emulate_media(color_scheme=scheme)
    background = luminance(app.page.evaluate(BACKGROUND))
    assert background > 0.8 if scheme == "light" else background < 0.05
    show_everything(app)
    assert serious_problems(app.page) == []
    app.paste("2 1 3\n4 5 6\n7 8 _")
    app.expect_verdict(False)
    assert serious_problems(app.page) == []
    app.paste("1 2 3\n4 five 6")
    expect(app.board_error).not_to_be_empty()
    assert serious_problems(app.page) == []


def test_dark_scheme_from_the_system_setting(browser, site_url):
    app = PuzzlePage(new_context(browser, color_scheme="dark").new_page(), site_url)
    # Before Python starts already: the CSS alone follows the system.
    assert luminance(app.page.evaluate(BACKGROUND)) < 0.05
    ink = app.page.evaluate("getComputedStyle(document.body).color")
    assert luminance(ink) > 0.6
    app.page.context.close()


def test_phone_wide_board_scrolls_inside_its_card_and_tiles_take_a_finger(browser, site_url):
    context = new_context(browser, **PHONE)
    context.add_init_script(VIOLATIONS)
    app = PuzzlePage(context.new_page(), site_url)
    app.wait_ready()
    assert app.page.evaluate("matchMedia('(pointer: coarse)').matches")
    app.paste(ROW_OF_30)
    app.expect_verdict(True)
    fits = "el => el.scrollWidth <= el.clientWidth"
    scrolls = "el => el.scrollWidth > el.clientWidth"
    assert app.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert app.page.locator(".result-panel").evaluate(fits)
    assert app.page.locator("#grid").evaluate(scrolls)
    assert app.tiles.first.bounding_box()["width"] >= 27  # 1.75rem: a readable minimum
    app.play_button.click()
    expect(app.stage_tiles).to_have_count(29)
    assert app.page.locator("#stage-box").evaluate(scrolls)
    assert app.page.locator(".result-panel").evaluate(fits)
    tile = app.stage_tiles.first.bounding_box()
    assert tile["width"] >= 44 and tile["height"] >= 44
    for button in (app.undo_button, app.reset_button, app.shuffle_button, app.copy_button):
        assert button.bounding_box()["height"] >= 44
    for scheme in ("light", "dark"):
        app.page.emulate_media(color_scheme=scheme)
        assert serious_problems(app.page) == [], scheme
    assert app.page.evaluate("window.cspViolations") == []
    check_clean(app)
    context.close()


def test_the_csp_is_in_force(browser, site_url):
    head = (SITE / "index.html").read_text().split("<head>")[1]
    assert head.lstrip().startswith('<meta charset="utf-8">\n  <meta http-equiv="Content-Security')
    context = new_context(browser)
    context.add_init_script(VIOLATIONS)
    page = context.new_page()
    page.goto(site_url)
    # What the policy must refuse: a style attribute and an inline script written into the page.
    page.evaluate("""() => {
        document.body.insertAdjacentHTML("beforeend", '<p style="color: red">x</p>');
        const script = document.createElement("script");
        script.textContent = "window.inlineRan = true";
        document.body.append(script);
    }""")
    page.wait_for_function("window.cspViolations.length >= 2")
    refused = page.evaluate("window.cspViolations")
    assert any(v.startswith("style-src-attr") for v in refused), refused
    assert any(v.startswith("script-src-elem inline") for v in refused), refused
    assert page.evaluate("window.inlineRan") is None
    context.close()
