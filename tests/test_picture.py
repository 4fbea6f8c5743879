"""Picture mode: the crop, the pieces as CSS backgrounds, and the built-in picture."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from slidepuzzle import RequestError, goal_board
from slidepuzzle.picture import PICTURE, PICTURE_SIZE, Crop, crop, pieces

ROOT = Path(__file__).parents[1]


def drawn_at(piece, tile_px: float, width: float, height: float) -> tuple[float, float, float]:
    """Where a browser draws the picture behind a tile ``tile_px`` wide, by the CSS rules alone:
    the picture's scale (picture pixels a screen pixel) and the picture point at the tile's top
    left corner, in picture pixels."""
    size_x, size_y = (s / 100 * tile_px for s in piece.size)  # background-size: % of the box
    assert size_x / width == pytest.approx(size_y / height)  # the picture keeps its proportions
    scale = width / size_x
    # background-position p%: the picture's offset is p% of (box - picture)
    offset_x = piece.position[0] / 100 * (tile_px - size_x)
    offset_y = piece.position[1] / 100 * (tile_px - size_y)
    return scale, -offset_x * scale, -offset_y * scale


@pytest.mark.parametrize(
    ("width", "height", "rows", "cols"),
    [
        (960, 960, 4, 4),
        (960, 960, 3, 4),
        (960, 960, 4, 3),
        (800, 450, 3, 3),
        (300, 1000, 2, 8),
        (960, 960, 1, 9),
        (640, 480, 9, 1),
        (1000, 400, 5, 2),
    ],
)
def test_each_tile_shows_its_goal_cell_s_part_of_the_crop(width, height, rows, cols):
    goal = goal_board(rows, cols)
    area = crop(width, height, rows, cols)
    side = area.width / cols
    assert area.height / rows == pytest.approx(side)  # square cells
    assert area.width == pytest.approx(width) or area.height == pytest.approx(height)
    assert area.left == pytest.approx(width - area.left - area.width)  # in the middle
    assert area.top == pytest.approx(height - area.top - area.height)
    cut = pieces(goal, width, height)
    assert set(cut) == set(goal.tiles)
    for tile, piece in cut.items():
        cell = goal.tiles.index(tile)
        assert (piece.row, piece.col) == divmod(cell, cols)
        for tile_px in (37.0, 120.0):
            scale, x, y = drawn_at(piece, tile_px, width, height)
            assert scale * tile_px == pytest.approx(side)  # a tile shows one cell's worth
            assert x == pytest.approx(area.left + piece.col * side, abs=1e-6)
            assert y == pytest.approx(area.top + piece.row * side, abs=1e-6)


def test_the_pieces_follow_the_goal():
    spiral = goal_board(3, 3, "spiral")  # 1 2 3 / 8 _ 4 / 7 6 5
    cut = pieces(spiral, 960, 960)
    assert (cut[4].row, cut[4].col) == (1, 2)
    assert (cut[0].row, cut[0].col) == (1, 1)
    assert cut[4].css() == {"background-size": "300% 300%", "background-position": "100% 50%"}
    assert cut[1].css() == {"background-size": "300% 300%", "background-position": "0% 0%"}


def test_a_wide_picture_loses_its_sides():
    assert crop(1600, 900, 3, 3) == Crop(350.0, 0.0, 900.0, 900.0)
    assert crop(900, 1600, 2, 4) == Crop(0.0, 575.0, 900.0, 450.0)
    piece = pieces(goal_board(3, 3), 1600, 900)[1]
    assert piece.css() == {
        "background-size": "533.3333% 300%",
        "background-position": "26.9231% 0%",
    }


@pytest.mark.parametrize(
    ("width", "height"),
    [(0, 960), (960, -1), ("960", 960), (True, 960), (float("nan"), 5), (960, float("inf"))],
)
def test_a_picture_without_an_area_is_refused(width, height):
    with pytest.raises(RequestError, match="a picture needs a width and a height above 0, got"):
        pieces(goal_board(3, 3), width, height)


def test_the_built_in_picture_is_a_picture_of_its_size_with_a_title():
    path = ROOT / PICTURE
    svg = ET.parse(path).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    assert svg.tag == f"{ns}svg"
    assert (int(svg.get("width")), int(svg.get("height"))) == PICTURE_SIZE
    assert svg.get("viewBox") == f"0 0 {PICTURE_SIZE[0]} {PICTURE_SIZE[1]}"
    assert svg.find(f"{ns}title").text.strip()
    text = path.read_text()
    assert "href" not in text and "url(http" not in text  # nothing from outside: works offline
