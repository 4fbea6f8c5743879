"""The solver's worker: runs ``slidepuzzle.solve`` off the page's thread (its own Pyodide).

The page starts this file as a PyScript worker and calls ``solve_json`` with a
``page.protocol.Request`` as JSON; it returns a ``Solved`` or ``Failed`` message as JSON, and posts
``Progress`` messages on the way (``report``). Every failure, expected or not, ends in a message.
"""

from __future__ import annotations

from slidepuzzle import BoardError, goal_board
from slidepuzzle.solve import UnsolvableError, solve

from page.protocol import (
    Failed,
    Message,
    Progress,
    ProtocolError,
    Request,
    Solved,
    write_message,
)
from page.wording import say


def report(progress: Progress) -> None:
    """Post ``progress`` to the page (outside a browser worker: nowhere)."""
    try:
        import js  # the worker's global scope in Pyodide
    except ImportError:
        return
    js.postMessage(write_message(progress))


def answer(request: Request) -> Message:
    """Solve the board a request describes: the solution's figures, or what was wrong."""
    try:
        board, goal = request.board(), request.target()
        report(
            Progress(say("searching", rows=board.rows, cols=board.cols, limit=request.time_limit))
        )
        goal_board(board.rows, board.cols, goal)  # a bad goal name raises here, with its message
        solution = solve(board, goal, time_limit=request.time_limit)
    except UnsolvableError as error:
        return Failed(str(error), unsolvable=True)
    except (BoardError, ValueError) as error:
        return Failed(str(error))
    return Solved(
        list(solution.moves), solution.optimal, solution.nodes, solution.seconds, solution.method
    )


def solve_json(text: str) -> str:
    """``answer`` for a JSON request, as JSON: what the page calls across the thread boundary."""
    try:
        return write_message(answer(Request.from_json(text)))
    except ProtocolError as error:
        return write_message(Failed(f"bad solve request: {error}"))
    except Exception as error:  # anything unforeseen still ends in a message
        return write_message(Failed(f"{type(error).__name__}: {error}"))


__export__ = ["solve_json"]
