"""The solver's worker: runs ``slidepuzzle.solve`` off the page's thread, plain data in and out.

The page starts this file as a PyScript worker (its own Pyodide) and calls ``solve_json`` with a
JSON request; the answer is JSON too, so nothing but text crosses between the threads.

Request: ``{"rows": 3, "cols": 3, "tiles": [...], "goal": "blank-last" | [...tiles...],
"time_limit": 10}``. Answer: ``{"moves": [...], "optimal": true, "nodes": 123, "seconds": 0.1,
"method": "ida*"}``, or ``{"error": "...", "unsolvable": true | false}`` for a board that cannot
reach its goal or a request that makes no sense.
"""

import json

from slidepuzzle import Board, BoardError, goal_board
from slidepuzzle.solve import UnsolvableError, solve


def answer(request: dict) -> dict:
    """Solve the board a request describes; the solution's figures, or what was wrong."""
    try:
        rows, cols = request["rows"], request["cols"]
        board = Board(rows, cols, request["tiles"])
        goal = request.get("goal")
        if isinstance(goal, list):
            goal = Board(rows, cols, goal)
        goal_board(rows, cols, goal)  # a bad goal name raises here, with its message
        solution = solve(board, goal, time_limit=request.get("time_limit", 10.0))
    except UnsolvableError as error:
        return {"error": str(error), "unsolvable": True}
    except (KeyError, TypeError) as error:
        return {"error": f"bad solve request: {error!r}", "unsolvable": False}
    except (BoardError, ValueError) as error:
        return {"error": str(error), "unsolvable": False}
    return {
        "moves": list(solution.moves),
        "optimal": solution.optimal,
        "nodes": solution.nodes,
        "seconds": solution.seconds,
        "method": solution.method,
    }


def solve_json(request: str) -> str:
    """``answer`` for a JSON request, as JSON: what the page calls across the thread boundary."""
    try:
        parsed = json.loads(request)
    except ValueError as error:
        return json.dumps({"error": f"bad solve request: {error}", "unsolvable": False})
    if not isinstance(parsed, dict):
        return json.dumps({"error": f"bad solve request: {request[:60]!r}", "unsolvable": False})
    return json.dumps(answer(parsed))


__export__ = ["solve_json"]
