"""The solver's worker: runs ``slidepuzzle.solve`` off the page's thread (its own Pyodide).

The page starts this file as a PyScript worker and awaits ``solve_json`` with a
``page.protocol.Request`` as JSON; it returns a ``Solved`` or ``Failed`` message as JSON, and posts
``Working`` messages on the way (``report``): the pattern tables' bytes as they arrive, then the
search. ``lengths_json`` finds the fewest moves of a paste's boards of 11 to 16 cells (a search
the page's own thread cannot cut into slices), ``graded_json`` shuffles such boards by difficulty.
Every failure, expected or not, ends in a message.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from functools import partial

from slidepuzzle import Board, BoardError, Format, Reading, goal_board
from slidepuzzle.batch import batch_row, with_optimal
from slidepuzzle.generate import graded_board
from slidepuzzle.hint import Known, moves_to_go
from slidepuzzle.i18n import Lang
from slidepuzzle.patterns import TableFile, install_tables, missing_tables
from slidepuzzle.solve import Improved, Solution, UnsolvableError, best_so_far, solve, table_goal

from page.protocol import (
    Drawn,
    Failed,
    GradedRequest,
    Lengths,
    LengthsRequest,
    Message,
    ProtocolError,
    Request,
    Solved,
    Texts,
    ToGoFound,
    Working,
    write_message,
)
from page.wording import error_text, in_each, loading_tables, say, sentence


def report(progress: Working) -> None:
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


async def load_tables(request: Request) -> Texts | None:
    """Fetch and install the pattern databases that serve the request's goal if they are not in
    yet, the bytes so far in the Solve status; kept for later solves. Offline or failing, the
    solve goes on with the other lower bounds, and the sentence that says so is returned."""
    try:
        board = request.board()
        goal = goal_board(board.rows, board.cols, request.target())
    except (BoardError, ValueError):
        return None  # ``answer`` says what is wrong
    return await load_goal_tables(goal, request.site)


async def load_goal_tables(goal: Board, site: str) -> Texts | None:
    """``load_tables`` for the boards of ``goal``, from the page's folder ``site``: the tables of
    the shape a reduction ends in, for boards solved by reduction."""
    goal = table_goal(goal)
    wanted = missing_tables(goal)
    if wanted is None or not site:
        return None

    def heard(done: int) -> None:
        rows, cols, size = goal.rows, goal.cols, wanted.size
        report(Working(in_each(lambda lang: loading_tables(lang, rows, cols, done, size))))

    try:
        url = f"{site}{TABLES}{wanted.address}"
        install_tables(await fetch_table(url, wanted, heard))
    except Exception:  # not in a browser, offline, or damaged tables: solve without them
        unavailable = in_each(lambda lang: say(lang, "tables-unavailable"))
        report(Working(unavailable))
        return unavailable
    return None


def answer(request: Request, trouble: Texts | None = None) -> Message:
    """Solve the board a request describes (with the tables installed so far): the solution's
    figures, or what was wrong; ``trouble``: why the tables are not used (said first in the
    status, and the solution's note)."""
    try:
        board = request.board()

        def searching(lang: Lang) -> str:
            limit = request.time_limit
            text = say(lang, "searching", rows=board.rows, cols=board.cols, limit=limit)
            return f"{trouble[lang]} {text}" if trouble else text

        report(Working(in_each(searching)))
        solution = solve(
            board,
            request.target(),
            time_limit=request.time_limit,
            progress=reporter(searching),
        )
    except UnsolvableError as error:
        return failed(error, unsolvable=True)
    except (BoardError, ValueError) as error:
        return failed(error)
    notes = [trouble] if trouble else [in_each(sentence(note).text) for note in solution.notes]
    return Solved(
        list(solution.moves),
        solution.optimal,
        solution.nodes,
        solution.seconds,
        solution.method,
        solution.lower_bound,
        notes,
    )


def failed(error: ValueError, unsolvable: bool = False) -> Failed:
    """The answer for a board the solver refuses: the error in every language."""
    return Failed(in_each(lambda lang: error_text(lang, error)), unsolvable)


PROGRESS_EVERY = 0.25
"""Seconds at least between two "best so far" messages (shortening may find hundreds a second)."""


def reporter(searching: Callable[[Lang], str]) -> Improved:
    """``solve``'s progress: the best solution so far and the lower bound, after ``searching``
    in the Solve status ("... Best so far: 131 moves; at least 100 moves are needed."), in
    every language, at most every ``PROGRESS_EVERY`` seconds."""
    last = -PROGRESS_EVERY

    def heard(solution: Solution) -> None:
        nonlocal last
        now = time.perf_counter()
        if now - last >= PROGRESS_EVERY:
            last = now

            def text(lang: Lang) -> str:
                best = best_so_far(solution, lang)
                best = best[:1].upper() + best[1:]
                return say(lang, "searching-best", searching=searching(lang), best=best)

            report(Working(in_each(text), list(solution.moves), solution.lower_bound))

    return heard


async def solve_json(text: str) -> str:
    """``answer`` for a JSON request, as JSON, once the tables it needs are fetched: what the
    page awaits across the thread boundary."""
    try:
        request = Request.from_json(text)
        return write_message(answer(request, await load_tables(request)))
    except ProtocolError as error:
        return write_message(Failed(same_in_each(f"bad solve request: {error}")))
    except Exception as error:  # anything unforeseen still ends in a message
        return write_message(Failed(same_in_each(f"{type(error).__name__}: {error}")))


def same_in_each(text: str) -> Texts:
    """A text that no language writes differently (a developer's message), by language."""
    return in_each(lambda _: text)


async def lengths_json(text: str) -> str:
    """The fewest moves of each board of a JSON ``LengthsRequest`` (``batch.with_optimal``, the
    tables they need fetched first), as a JSON ``Lengths``; a ``Failed`` for a bad request."""
    try:
        request = LengthsRequest.from_json(text)
        pairs = request.targets()
        for goal in {goal for _, goal in pairs}:
            await load_goal_tables(goal, request.site)
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
        return write_message(Failed(same_in_each(f"bad lengths request: {error}")))
    except Exception as error:  # anything unforeseen still ends in a message
        return write_message(Failed(same_in_each(f"{type(error).__name__}: {error}")))


SHUFFLE_SECONDS = 60.0
"""The most time a shuffle by difficulty may take in the worker, all its boards together."""


async def graded_json(text: str) -> str:
    """The boards of a JSON ``GradedRequest`` (``generate.graded_board``, board k with the seed
    plus k, the tables fetched first), as a JSON ``Drawn``; a ``Failed`` saying why (in each
    language) for a request no board answers, or when not all are found within
    ``SHUFFLE_SECONDS``."""
    try:
        request = GradedRequest.from_json(text)
        goal = goal_board(request.rows, request.cols, request.target())
        await load_goal_tables(goal, request.site)
        band, deadline = (request.low, request.high), time.perf_counter() + SHUFFLE_SECONDS
        shuffled = [
            graded_board(
                request.rows,
                request.cols,
                moves=band,
                seed=request.seed + k,
                goal=goal,
                time_limit=max(deadline - time.perf_counter(), 0.0),
            )
            for k in range(request.count)
        ]
        boards = [list(graded.board.tiles) for graded in shuffled]
        moves = [graded.moves for graded in shuffled]
        return write_message(Drawn(boards, moves, [graded.uniform for graded in shuffled]))
    except ProtocolError as error:
        return write_message(Failed(same_in_each(f"bad shuffle request: {error}")))
    except (BoardError, ValueError) as refused:  # a RequestError too: said in each language
        return write_message(Failed(in_each(partial(error_text, error=refused))))
    except Exception as error:  # anything unforeseen still ends in a message
        return write_message(Failed(same_in_each(f"{type(error).__name__}: {error}")))


async def to_go_json(text: str) -> str:
    """The moves to go of a JSON ``Request``'s board (``slidepuzzle.hint.moves_to_go`` within its
    time limit, the tables fetched first), as a JSON ``ToGoFound``; a ``Failed`` for a bad
    request or a board that can never reach its goal (the page says why)."""
    try:
        request = Request.from_json(text)
        board = request.board()
        goal = goal_board(board.rows, board.cols, request.target())
        await load_goal_tables(goal, request.site)
        to_go = moves_to_go(board, goal, time_limit=request.time_limit)
        if to_go.known is Known.UNSOLVABLE:
            return write_message(Failed(in_each(lambda lang: to_go.text(lang))))
        found = ToGoFound(to_go.known.value, to_go.lower_bound, list(to_go.solution))
        return write_message(found)
    except ProtocolError as error:
        return write_message(Failed(same_in_each(f"bad moves-to-go request: {error}")))
    except (BoardError, ValueError) as refused:
        return write_message(Failed(in_each(partial(error_text, error=refused))))
    except Exception as error:  # anything unforeseen still ends in a message
        return write_message(Failed(same_in_each(f"{type(error).__name__}: {error}")))


__export__ = ["solve_json", "lengths_json", "graded_json", "to_go_json"]
