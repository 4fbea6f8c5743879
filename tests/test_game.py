"""Play by hand and playback: Game against Board.slide, arrows, undo, and the figures' wording."""

import json
import random

import pytest
from game import Game, search_text, solution_text
from slidepuzzle import Board, MoveError, goal_board, parse_board
from slidepuzzle.board import plural
from slidepuzzle.solve import solve
from solver_worker import answer, solve_json


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


def test_wording():
    assert plural(1, "move") == "1 move" and plural(1234, "move") == "1,234 moves"
    assert solution_text(31, True, 9) == "31 moves, optimal"
    assert solution_text(58, False, 16) == "58 moves, not proven optimal (time limit)"
    assert solution_text(900, False, 25) == (
        "900 moves, not proven optimal (built row by row: too large to search)"
    )
    assert solution_text(0, True, 9) == "0 moves: the board is already at its goal"
    assert search_text(3213, 0.3127, "ida*") == (
        "3,213 positions searched in 0.31 s (IDA* search)."
    )
    assert search_text(0, 1.5, "constructive") == "Found in 1.50 s (built row by row)."


def test_worker_answers_with_moves_that_reach_the_goal():
    board = parse_board("8 6 7\n2 5 4\n3 _ 1")
    request = {"rows": 3, "cols": 3, "tiles": list(board.tiles), "goal": "blank-last"}
    got = json.loads(solve_json(json.dumps(request)))
    assert got["optimal"] is True and len(got["moves"]) == 31 and got["nodes"] > 0
    assert board.play(got["moves"]) == goal_board(3, 3)
    spiral = Board(3, 3, [1, 2, 3, 8, 0, 4, 7, 6, 5])
    start = spiral.play([8, 7, 6, 5, 4, 8, 7, 1])
    request = {**request, "tiles": list(start.tiles), "goal": list(spiral.tiles), "time_limit": 5}
    got = answer(request)
    assert got["optimal"] is True and start.play(got["moves"]) == spiral


def test_worker_says_what_is_wrong():
    unsolvable = answer({"rows": 3, "cols": 3, "tiles": [1, 2, 3, 4, 5, 6, 8, 7, 0]})
    assert unsolvable["unsolvable"] is True and "not solvable" in unsolvable["error"]
    cases = {
        "{": "bad solve request: Expecting property name",
        "[1, 2]": "bad solve request: '[1, 2]'",
        '{"rows": 3}': "bad solve request: KeyError('cols')",
        '{"rows": 2, "cols": 2, "tiles": [0, 1, 2, 2]}': "tile 2",
        '{"rows": 2, "cols": 2, "tiles": [0, 1, 2, 3], "goal": "sideways"}': "sideways",
        '{"rows": 2, "cols": 2, "tiles": [0, 1, 2, 3], "time_limit": -1}': "got -1",
    }
    for request, message in cases.items():
        got = json.loads(solve_json(request))
        assert got["unsolvable"] is False and message in got["error"], (request, got)
