"""Play by hand and playback: Game against Board.slide, arrows, undo, the way a tile went."""

import random

import pytest
from page.game import Game
from slidepuzzle import MoveError, goal_board, parse_board
from slidepuzzle.solve import solve


def test_slides_match_board_slide_and_undo_walks_back():
    rng = random.Random(4)
    board = parse_board("1 2 3 4\n5 6 _ 7\n8 9 10 11")
    game = Game(board, goal_board(3, 4))
    seen = [board]
    for _ in range(200):
        tile = rng.choice(seen[-1].movable())
        left = game.slide(tile)
        seen.append(seen[-1].slide(tile))
        assert game.board == seen[-1]
        assert left == game.cell(0) and game.tiles[seen[-2].tiles.index(tile)] == 0
    while seen[1:]:
        seen.pop()
        game.undo()
        assert game.board == seen[-1]
    assert game.undo() is None and game.moves == []


def test_arrows_slide_the_tile_against_the_arrow():
    game = Game(parse_board("1 2 3\n4 _ 5\n6 7 8"), goal_board(3, 3))
    ways = {way: game.tile_towards(way) for way in ("up", "down", "left", "right")}
    assert ways == {"up": 7, "down": 2, "left": 5, "right": 4}
    corner = Game(parse_board("_ 1\n2 3"), goal_board(2, 2))
    assert corner.tile_towards("down") is None and corner.tile_towards("right") is None
    with pytest.raises(ValueError, match="got 'north'"):
        game.tile_towards("north")


def test_bad_moves_raise_and_change_nothing():
    game = Game(parse_board("1 2 3\n4 _ 5\n6 7 8"), goal_board(3, 3))
    with pytest.raises(MoveError, match=r"tile 1 is not next to the blank \(row 2, column 2\)"):
        game.slide(1)
    for tile in (0, 9, "3"):
        with pytest.raises(MoveError, match=f"there is no tile {tile!r} on a 3 x 3 board"):
            game.slide(tile)
    assert game.board == parse_board("1 2 3\n4 _ 5\n6 7 8") and game.moves == []


def test_solved_reset_and_replaying_a_solution():
    board = parse_board("8 6 7\n2 5 4\n3 _ 1")
    game = Game(board, goal_board(3, 3))
    for tile in solve(board).moves:
        assert not game.solved
        game.slide(tile)
    assert game.solved and len(game.moves) == 31
    game.reset()
    assert game.board == board and game.moves == [] and not game.solved


def test_last_way_names_where_the_tile_went():
    game = Game(parse_board("1 2 3\n4 _ 5\n6 7 8"), goal_board(3, 3))
    assert game.last_way() is None
    expected = {7: "up", 2: "down", 5: "left", 4: "right"}
    for tile, way in expected.items():
        game.slide(tile)
        assert game.last_way() == way
        game.undo()
