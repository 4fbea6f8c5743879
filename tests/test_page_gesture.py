"""Play by gesture: a tap or a drag on a tile of the board played by hand slides it and the
tiles between it and the blank, one move a tile (``page.game``, ``page.stage``, on a fake page)."""

import fakedom
import pytest
from fakedom import playing, web
from page import stage
from page.game import TAP_PIXELS, Game, drag_way
from slidepuzzle import MoveError, goal_board, parse_board


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    fakedom.fresh(monkeypatch)


@pytest.mark.parametrize(
    ("dx", "dy", "way"),
    [
        (0, 0, None),
        (TAP_PIXELS - 1, -(TAP_PIXELS - 1), None),
        (TAP_PIXELS, 0, "right"),
        (-40, 12, "left"),
        (3, 50, "down"),
        (-20, -21, "up"),
        (30, 30, "right"),  # as far both ways: across
    ],
)
def test_a_pointer_s_movement_is_a_tap_or_a_drag_one_way(dx, dy, way):
    assert drag_way(dx, dy) == way


def game(text: str) -> Game:
    board = parse_board(text)
    return Game(board, goal_board(board.rows, board.cols))


def test_a_tap_or_a_drag_towards_the_blank_moves_the_segment():
    played = game("1 2 3 4\n5 6 7 8\n9 10 11 _")
    assert played.gesture(9, None) == (11, 10, 9)
    assert played.gesture(9, "right") == (11, 10, 9)
    assert played.gesture(4, "down") == (8, 4)
    assert played.gesture(11, "right") == (11,)


@pytest.mark.parametrize(
    ("tile", "way", "message"),
    [
        (9, "left", "tile 9 slides only towards the blank (row 3, column 4)"),
        (4, "up", "tile 4 slides only towards the blank (row 3, column 4)"),
        (9, "down", "tile 9 slides only towards the blank (row 3, column 4)"),
        (1, None, "tile 1 is not in the blank's row or column (row 3, column 4)"),
        (6, "right", "tile 6 is not in the blank's row or column (row 3, column 4)"),
    ],
)
def test_a_gesture_that_moves_nothing_says_why(tile, way, message):
    played = game("1 2 3 4\n5 6 7 8\n9 10 11 _")
    with pytest.raises(MoveError) as caught:
        played.gesture(tile, way)
    assert str(caught.value) == message
    assert played.board == parse_board("1 2 3 4\n5 6 7 8\n9 10 11 _") and not played.moves


def counter() -> str:
    return web.page["counter"].textContent


def drawn_at(tile: int) -> tuple[str, str]:
    drawn = web.page["stage"].querySelector(f'[data-tile="{tile}"]')
    return drawn.style["--r"], drawn.style["--c"]


def test_a_drag_two_cells_from_the_blank_slides_both_tiles_two_moves():
    playing("1 2 3\n4 5 6\n_ 7 8")
    stage.solve.pressed(8, 200.0, 100.0)
    stage.solve.released(140.0, 104.0)  # dragged left, towards the blank
    assert stage.solve.game.moves == [7, 8]
    assert "Solved in 2 moves" in counter()
    assert drawn_at(7) == ("2", "0") and drawn_at(8) == ("2", "1")


def test_a_tap_slides_the_segment_and_a_drag_away_slides_nothing():
    playing("1 2 3\n4 5 6\n7 8 _")
    stage.solve.pressed(3, 50.0, 50.0)
    stage.solve.released(52.0, -50.0)  # up, away from the blank below
    assert stage.solve.game.moves == [] and "slides only towards the blank" in counter()
    stage.solve.pressed(3, 50.0, 50.0)
    stage.solve.released(53.0, 47.0)  # a tap
    assert stage.solve.game.moves == [6, 3] and "2 moves: tile 3 slid down" in counter()
    stage.solve.released(0.0, 0.0)  # no press before it: nothing
    stage.solve.pressed(None, 0.0, 0.0)  # on no tile (or the browser took the pointer)
    stage.solve.released(0.0, 0.0)
    assert stage.solve.game.moves == [6, 3]


def test_a_gesture_in_playback_moves_nothing():
    playing("1 2 3\n4 5 6\n7 _ 8")
    stage.solve.solution = (8,)
    stage.solve.pressed(8, 0.0, 0.0)
    stage.solve.released(0.0, 0.0)
    assert stage.solve.game.moves == []
