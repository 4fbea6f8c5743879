"""The solver's worker: runs ``slidepuzzle.solve`` off the page's thread (its own Pyodide).

The page starts this file as a PyScript worker and awaits ``solve_json`` with a
``page.protocol.Request`` as JSON; it returns a ``Solved`` or ``Failed`` message as JSON, and posts
``Progress`` messages on the way (``report``): the pattern tables' bytes as they arrive, then the
search. ``lengths_json`` finds the fewest moves of a paste's boards of 11 to 16 cells (a search
the page's own thread cannot cut into slices), ``graded_json`` shuffles such boards by difficulty.
Every failure, expected or not, ends in a message.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

from slidepuzzle import Board, BoardError, Format, Reading, goal_board
from slidepuzzle.batch import batch_row, with_optimal
from slidepuzzle.generate import graded_board
from slidepuzzle.i18n import DEFAULT_LANG, Lang
from slidepuzzle.patterns import TableFile, install_tables, missing_tables
from slidepuzzle.solve import Progress as Heard
from slidepuzzle.solve import Solution, UnsolvableError, best_so_far, solve

from page.protocol import (
    Drawn,
    Failed,
    GradedRequest,
    Lengths,
    LengthsRequest,
    Message,
    Progress,
    ProtocolError,
    Request,
    Solved,
    write_message,
)
from page.wording import error_text, loading_tables, say


def report(progress: Progress) -> None:
    """Post ``progress`` to the page (outside a browser worker: nowhere)."""
    try:
        import js  # the worker's global scope in Pyodide
    except ImportError:
        return
    js.postMessage(write_message(progress))


TABLES = "py/slidepuzzle/tables/"
"""Where the pattern databases are on the site, from the page's folder (``make site``)."""


async def read_all(
    read: Callable[[], Awaitable[bytes | None]], size: int, heard: Callable[[int], None]
) -> bytes:
    """The bytes of a stream, read a chunk at a time by ``read`` (None at the end), calling
    ``heard`` with the bytes so far at the start, each time the tenth of a megabyte shown
    changes, and at the end."""
    chunks: list[bytes] = []
    done = shown = 0
    heard(0)
    while (chunk := await read()) is not None:
        chunks.append(chunk)
        done += len(chunk)
        if done // 100_000 != shown // 100_000 or done == size:
            shown = done
            heard(done)
    if shown != done:
        heard(done)
    return b"".join(chunks)


async def fetch_table(url: str, wanted: TableFile, heard: Callable[[int], None]) -> bytes:
    """The table file at ``url``, streamed (``heard`` the bytes so far); ``OSError`` if the
    server does not answer with it."""
    import js  # the worker's global scope (Pyodide only)

    response = await js.fetch(url)
    if not response.ok:
        raise OSError(f"{url}: HTTP {response.status}")
    reader = response.body.getReader()

    async def read() -> bytes | None:
        part = await reader.read()
        return None if part.done else part.value.to_bytes()

    return await read_all(read, wanted.size, heard)


async def load_tables(request: Request) -> None:
    """Fetch and install the pattern databases that serve the request's goal if they are not in
    yet, the bytes so far in the Solve status; kept for later solves. Offline or failing, the
    solve goes on with the other lower bounds."""
    try:
        board = request.board()
        goal = goal_board(board.rows, board.cols, request.target())
    except (BoardError, ValueError):
        return  # ``answer`` says what is wrong
    await load_goal_tables(goal, request.site, request.lang)


async def load_goal_tables(goal: Board, site: str, lang: Lang) -> None:
    """``load_tables`` for the boards of ``goal``, from the page's folder ``site``."""
    wanted = missing_tables(goal)
    if wanted is None or not site:
        return

    def heard(done: int) -> None:
        report(Progress(loading_tables(lang, goal.rows, goal.cols, done, wanted.size)))

    try:
        url = f"{site}{TABLES}{wanted.address}"
        install_tables(await fetch_table(url, wanted, heard))
    except Exception:  # not in a browser, offline, or damaged tables: solve without them
        return


def answer(request: Request) -> Message:
    """Solve the board a request describes (with the tables installed so far): the solution's
    figures, or what was wrong."""
    try:
        board = request.board()
        searching = say(
            request.lang, "searching", rows=board.rows, cols=board.cols, limit=request.time_limit
        )
        report(Progress(searching))
        solution = solve(
            board,
            request.target(),
            time_limit=request.time_limit,
            progress=reporter(request.lang, searching),
        )
    except UnsolvableError as error:
        return Failed(error_text(request.lang, error), unsolvable=True)
    except (BoardError, ValueError) as error:
        return Failed(error_text(request.lang, error))
    return Solved(
        list(solution.moves),
        solution.optimal,
        solution.nodes,
        solution.seconds,
        solution.method,
        solution.lower_bound,
        [note.text(request.lang) for note in solution.notes],
    )


PROGRESS_EVERY = 0.25
"""Seconds at least between two "best so far" messages (shortening may find hundreds a second)."""


def reporter(lang: Lang, searching: str) -> Heard:
    """``solve``'s progress: the best solution so far and the lower bound, after ``searching``
    in the Solve status ("... Best so far: 131 moves; at least 100 moves are needed."), at most
    every ``PROGRESS_EVERY`` seconds."""
    last = -PROGRESS_EVERY

    def heard(solution: Solution) -> None:
        nonlocal last
        now = time.perf_counter()
        if now - last >= PROGRESS_EVERY:
            last = now
            best = best_so_far(solution, lang)
            text = say(
                lang, "searching-best", searching=searching, best=best[:1].upper() + best[1:]
            )
            report(Progress(text, list(solution.moves), solution.lower_bound))

    return heard


async def solve_json(text: str) -> str:
    """``answer`` for a JSON request, as JSON, once the tables it needs are fetched: what the
    page awaits across the thread boundary."""
    try:
        request = Request.from_json(text)
        await load_tables(request)
        return write_message(answer(request))
    except ProtocolError as error:
        return write_message(Failed(f"bad solve request: {error}"))
    except Exception as error:  # anything unforeseen still ends in a message
        return write_message(Failed(f"{type(error).__name__}: {error}"))


async def lengths_json(text: str) -> str:
    """The fewest moves of each board of a JSON ``LengthsRequest`` (``batch.with_optimal``, the
    tables they need fetched first), as a JSON ``Lengths``; a ``Failed`` for a bad request."""
    try:
        request = LengthsRequest.from_json(text)
        pairs = request.targets()
        for goal in {goal for _, goal in pairs}:
            await load_goal_tables(goal, request.site, DEFAULT_LANG)
        rows = [
            batch_row(number, Reading(0, Format.PLAIN, "", board), goal)
            for number, (board, goal) in enumerate(pairs, 1)
        ]
        deadline = time.perf_counter() + request.budget
        found = [
            next(with_optimal([row], goal, budget=deadline - time.perf_counter()))
            for row, (_, goal) in zip(rows, pairs, strict=True)
        ]
        return write_message(Lengths([row.optimal for row in found]))
    except (ProtocolError, BoardError, ValueError) as error:
        return write_message(Failed(f"bad lengths request: {error}"))
    except Exception as error:  # anything unforeseen still ends in a message
        return write_message(Failed(f"{type(error).__name__}: {error}"))


async def graded_json(text: str) -> str:
    """The boards of a JSON ``GradedRequest`` (``generate.graded_board``, board k with the seed
    plus k, the tables fetched first), as a JSON ``Drawn``; a ``Failed`` saying why in the
    request's language for a request no board answers (or none found in time)."""
    lang: Lang = DEFAULT_LANG
    try:
        request = GradedRequest.from_json(text)
        lang = request.lang
        goal = goal_board(request.rows, request.cols, request.target())
        await load_goal_tables(goal, request.site, lang)
        band = (request.low, request.high)
        shuffled = [
            graded_board(request.rows, request.cols, moves=band, seed=request.seed + k, goal=goal)
            for k in range(request.count)
        ]
        boards = [list(graded.board.tiles) for graded in shuffled]
        moves = [graded.moves for graded in shuffled]
        return write_message(Drawn(boards, moves, [graded.uniform for graded in shuffled]))
    except ProtocolError as error:
        return write_message(Failed(f"bad shuffle request: {error}"))
    except (BoardError, ValueError) as error:  # a RequestError too
        return write_message(Failed(error_text(lang, error)))
    except Exception as error:  # anything unforeseen still ends in a message
        return write_message(Failed(f"{type(error).__name__}: {error}"))


__export__ = ["solve_json", "lengths_json", "graded_json"]
