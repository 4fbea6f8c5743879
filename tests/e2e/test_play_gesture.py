"""Play by gesture, the move counter, the timer and the best result kept on the device, on the
page in Chromium."""

import re

from playwright.sync_api import expect
from slidepuzzle import parse_board


def board_of(text: str) -> list[int]:
    return list(parse_board(text).tiles)


def drag(app, tile: int, dx: float, dy: float) -> None:
    """Press on drawn ``tile``, move the pointer (``dx``, ``dy``) tile widths, let go."""
    box = app.stage_tiles.filter(has_text=re.compile(f"^{tile}$")).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    mouse = app.page.mouse
    mouse.move(x, y)
    mouse.down()
    mouse.move(x + dx * box["width"] / 2, y + dy * box["height"] / 2, steps=4)
    mouse.move(x + dx * box["width"], y + dy * box["height"], steps=4)
    mouse.up()


def test_a_drag_two_cells_from_the_blank_slides_both_tiles(app):
    app.paste("1 2 3\n_ 4 6\n7 5 8")
    app.play_button.click()
    expect(app.counter).to_have_text("0 moves.")
    drag(app, 6, -1, 0)  # two cells right of the blank, dragged left: the 4 and the 6 slide
    expect(app.counter).to_have_text("2 moves: tile 6 slid left.")
    assert app.drawn_tiles() == board_of("1 2 3\n4 6 _\n7 5 8")
    drag(app, 3, 0, -1)  # away from the blank: nothing slides, the counter says why
    expect(app.counter).to_have_text("Tile 3 slides only towards the blank (row 2, column 3).")
    assert app.drawn_tiles() == board_of("1 2 3\n4 6 _\n7 5 8")
