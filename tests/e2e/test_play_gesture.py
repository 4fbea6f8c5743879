"""Play by gesture, the move counter, the clock and the best result kept on the device, on the
page in Chromium, each in English and one more language."""

import re

import pytest
from playwright.sync_api import expect
from slidepuzzle import parse_board

from .conftest import check_clean, new_context
from .puzzle import PuzzlePage

PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}

START = "1 2 3\n4 5 6\n_ 7 8"
"""Two moves from the goal: 7, then 8."""


def board_of(text: str) -> list[int]:
    return list(parse_board(text).tiles)


def tile(app, number: int):
    return app.stage_tiles.filter(has_text=re.compile(f"^{number}$"))


def drag(app, number: int, dx: float, dy: float) -> None:
    """Press on drawn tile ``number``, move the pointer (``dx``, ``dy``) tile widths, let go."""
    box = tile(app, number).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    mouse = app.page.mouse
    mouse.move(x, y)
    mouse.down()
    mouse.move(x + dx * box["width"] / 2, y + dy * box["height"] / 2, steps=4)
    mouse.move(x + dx * box["width"], y + dy * box["height"], steps=4)
    mouse.up()


def tap(app, *numbers: int) -> None:
    for number in numbers:
        tile(app, number).click()


def play(app, text: str, lang: str = "en") -> None:
    """Put ``text`` in the Board box and play it by hand, the page in ``lang``."""
    if lang != "en":
        app.page.locator("#lang").select_option(lang)
    app.page.locator("#board").fill(text)  # its label is in the page's language
    app.page.locator("#play").click()
    expect(app.stage).to_be_focused()


DRAGGED = {
    "en": ("2 moves: tile 6 slid left.", "Tile 3 slides only towards the blank (row 2, column 3)."),
    "ko": (
        "이동 2번: 타일 6이 왼쪽으로 움직였습니다.",
        "타일 3은 빈칸(2행 3열) 쪽으로만 움직입니다.",
    ),
}


@pytest.mark.parametrize("lang", DRAGGED)
def test_a_drag_two_cells_from_the_blank_slides_both_tiles(app, lang):
    play(app, "1 2 3\n_ 4 6\n7 5 8", lang)
    drag(app, 6, -1, 0)  # two cells right of the blank, dragged left: the 4 and the 6 slide
    moved, refused = DRAGGED[lang]
    expect(app.counter).to_have_text(moved)
    assert app.drawn_tiles() == board_of("1 2 3\n4 6 _\n7 5 8")
    drag(app, 3, 0, -1)  # away from the blank below it: nothing slides, the counter says why
    expect(app.counter).to_have_text(refused)
    assert app.drawn_tiles() == board_of("1 2 3\n4 6 _\n7 5 8")
    tap(app, 4)  # a tap two cells from the blank: the 6 and the 4 slide back
    expect(app.counter).to_have_text(re.compile("^(4 moves|이동 4번)"))
    assert app.drawn_tiles() == board_of("1 2 3\n_ 4 6\n7 5 8")


SOLVED = {
    "en": r"^Solved in 2 moves, (0:0\d): kept on this device as your best\.$",
    "ru": r"^Решено за 2 хода, время (0:0\d): результат сохранён на этом устройстве как лучший\.$",
}


@pytest.mark.parametrize("lang", SOLVED)
def test_the_clock_runs_from_the_first_move_and_stops_at_the_goal(app, lang):
    app.page.evaluate("localStorage.clear()")
    play(app, START, lang)
    clock = app.page.locator("#clock")
    expect(clock).to_have_text("0:00")
    expect(clock).to_have_attribute("role", "timer")
    app.page.wait_for_timeout(1500)
    expect(clock).to_have_text("0:00")  # no move yet: the clock waits
    tap(app, 7)
    expect(clock).to_have_text("0:01", timeout=3000)
    expect(clock).to_have_text("0:02", timeout=3000)
    tap(app, 8)
    expect(app.counter).to_have_text(re.compile(SOLVED[lang]))
    shown = re.match(SOLVED[lang], app.counter.text_content())[1]
    expect(clock).to_have_text(shown)
    app.page.wait_for_timeout(1500)
    expect(clock).to_have_text(shown)  # stopped at the goal


BEST = {
    "en": (
        r"^Solved in 4 moves, 0:0\d: kept on this device as your best\.$",
        r"^Solved in 2 moves, 0:0\d: a new best on this device \(it was 4 moves, 0:0\d\)\.$",
        r"^Solved in 4 moves, 0:0\d\. Your best: 2 moves, 0:0\d\.$",
        r"^Your best on this device: {} moves, 0:0\d\.$",
    ),
    "zh": (
        r"^用4步完成，用时0:0\d。已在本设备上记为最佳成绩。$",
        r"^用2步完成，用时0:0\d。这是本设备上的新最佳成绩（之前：4步，0:0\d）。$",
        r"^用4步完成，用时0:0\d。最佳成绩：2步，0:0\d。$",
        r"^本设备上的最佳成绩：{}步，0:0\d。$",
    ),
}


@pytest.mark.parametrize("lang", BEST)
def test_the_best_result_is_kept_across_a_reload_and_a_better_one_replaces_it(own_app, lang):
    app = own_app
    first, better, worse, kept = BEST[lang]
    best = app.page.locator("#best")
    play(app, START, lang)
    expect(best).to_have_text("")  # none kept yet
    tap(app, 7, 5, 5, 8)  # four moves
    expect(app.counter).to_have_text(re.compile(first))
    for expected, moves, before in ((better, (7, 8), "4"), (worse, (7, 5, 5, 8), "2")):
        app.page.reload()  # the address holds the board and the language
        app.wait_ready()
        expect(app.page.locator("#board")).to_have_value(START)
        app.page.locator("#play").click()
        expect(best).to_have_text(re.compile(kept.format(before)))  # read back
        tap(app, *moves)
        expect(app.counter).to_have_text(re.compile(expected))


def swipe(page, box, dx: float, dy: float) -> None:
    """A finger on the middle of ``box``, moved (``dx``, ``dy``) boxes in steps, lifted (the
    browser's own touch input: it pans the page where the page lets it)."""
    session = page.context.new_cdp_session(page)
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    session.send(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
    )
    for step in range(1, 6):
        at = {"x": x + dx * box["width"] * step / 5, "y": y + dy * box["height"] * step / 5}
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [at]})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()


def test_a_swipe_on_a_phone_slides_the_row_and_scrolls_nothing(browser, site_url):
    context = new_context(browser, **PHONE)
    app = PuzzlePage(context.new_page(), site_url)
    app.wait_ready()
    play(app, "1 2 3\n_ 4 6\n7 5 8")
    expect(app.page.locator("#stage-help")).to_contain_text("Tap or drag a tile")
    app.stage.scroll_into_view_if_needed()
    scrolled = app.page.evaluate("scrollY")
    swipe(app.page, tile(app, 6).bounding_box(), -1, 0)
    expect(app.counter).to_have_text("2 moves: tile 6 slid left.")
    assert app.drawn_tiles() == board_of("1 2 3\n4 6 _\n7 5 8")
    swipe(app.page, tile(app, 5).bounding_box(), 0, -1)  # a tile in neither line
    expect(app.counter).to_have_text(
        "Tile 5 is not in the blank's row or column (row 2, column 3)."
    )
    assert app.page.evaluate("scrollY") == scrolled  # the swipes moved tiles, not the page
    check_clean(app)
    context.close()
