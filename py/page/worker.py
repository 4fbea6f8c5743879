"""The solver's worker: runs ``slidepuzzle.solve`` off the page's thread (its own Pyodide).

The page starts this file as a PyScript worker and calls ``solve_json`` with a
``page.protocol.Request`` as JSON; it returns a ``Solved`` or ``Failed`` message as JSON, and posts
``Progress`` messages on the way (``report``). Every failure, expected or not, ends in a message.
"""

from __future__ import annotations

from slidepuzzle import Board, BoardError, goal_board
from slidepuzzle.i18n import Lang
from slidepuzzle.patterns import install_tables, missing_tables
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
from page.wording import error_text, say


def report(progress: Progress) -> None:
    """Post ``progress`` to the page (outside a browser worker: nowhere)."""
    try:
        import js  # the worker's global scope in Pyodide
    except ImportError:
        return
    js.postMessage(write_message(progress))


TABLES = "py/slidepuzzle/tables/"
"""Where the pattern databases are on the site, from the page's folder (``make site``)."""


def load_tables(goal: Board, site: str, lang: Lang) -> None:
    """Fetch and install the pattern databases that serve ``goal`` if they are not in yet; kept
    for later solves. Offline or failing, the solve goes on with the other lower bounds."""
    name = missing_tables(goal)
    if name is None or not site:
        return
    report(Progress(say(lang, "loading-tables", name=name)))
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


def answer(request: Request) -> Message:
    """Solve the board a request describes: the solution's figures, or what was wrong."""
    try:
        board, goal = request.board(), request.target()
        target = goal_board(board.rows, board.cols, goal)  # a bad goal name raises here
        load_tables(target, request.site, request.lang)
        searching = say(
            request.lang, "searching", rows=board.rows, cols=board.cols, limit=request.time_limit
        )
        report(Progress(searching))
        solution = solve(board, goal, time_limit=request.time_limit)
    except UnsolvableError as error:
        return Failed(error_text(request.lang, error), unsolvable=True)
    except (BoardError, ValueError) as error:
        return Failed(error_text(request.lang, error))
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
