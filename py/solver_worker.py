"""The solver's worker: runs ``slidepuzzle.solve`` off the page's thread, plain data in and out.

The page starts this file as a PyScript worker (its own Pyodide) and calls ``solve_json`` with a
JSON request; the answer is JSON too, so nothing but text crosses between the threads.

Request: ``{"rows": 3, "cols": 3, "tiles": [...], "goal": "blank-last" | [...tiles...],
"time_limit": 10, "site": "https://.../"}`` (``site``: the page's folder, where the pattern
databases are fetched from on the first solve that uses them). Answer: ``{"moves": [...],
"optimal": true, "nodes": 123, "seconds": 0.1, "method": "ida*"}``, or ``{"error": "...",
"unsolvable": true | false}`` for a board that cannot reach its goal or a request that makes
no sense.
"""

import json

from slidepuzzle import Board, BoardError, goal_board
from slidepuzzle.patterns import install_tables, missing_tables
from slidepuzzle.solve import UnsolvableError, solve

TABLES = "py/slidepuzzle/tables/"
"""Where the pattern databases are on the site, from the page's folder (``make site``)."""


def load_tables(goal: Board, site: str) -> None:
    """Fetch and install the pattern databases that serve ``goal`` if they are not in yet; kept
    for later solves. Offline or failing, the solve goes on with the other lower bounds."""
    name = missing_tables(goal)
    if name is None or not site:
        return
    try:
        import js  # the worker's global scope (Pyodide only)

        request = js.XMLHttpRequest.new()
        request.open("GET", f"{site}{TABLES}{name}", False)  # a worker may wait: not the page
        request.responseType = "arraybuffer"
        request.send()
        if request.status == 200:
            install_tables(js.Uint8Array.new(request.response).to_bytes())
    except Exception:  # not in a browser, offline, or damaged tables: solve without them
        return


def answer(request: dict) -> dict:
    """Solve the board a request describes; the solution's figures, or what was wrong."""
    try:
        rows, cols = request["rows"], request["cols"]
        board = Board(rows, cols, request["tiles"])
        goal = request.get("goal")
        if isinstance(goal, list):
            goal = Board(rows, cols, goal)
        target = goal_board(rows, cols, goal)  # a bad goal name raises here, with its message
        load_tables(target, request.get("site", ""))
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
