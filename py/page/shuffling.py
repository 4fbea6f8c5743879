"""Shuffles: the options read and checked, a board drawn in slices, its text put in the Board box.

A shuffle supersedes a check or shuffle under way (``page.checking``) and ends in a check of its
own text (which needs no reading: ``CheckState.shuffled``). Make boards does the same for a
level set: that many boards with the Shuffle's settings, board k with the seed plus k - 1 (as
``slidepuzzle shuffle --count``), their text in the Board box, blank lines between: its check
gives the table with their optimal moves (``page.optimal``) and Download CSV.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Generator
from typing import Any

from slidepuzzle import Board, BoardError, RequestError, goal_board
from slidepuzzle.board import format_steps
from slidepuzzle.distance import TABLE_CELLS, shortest_length
from slidepuzzle.generate import graded_band, graded_board_steps, random_board_steps
from slidepuzzle.messages import Count

from page import boxes, checking, dom, editing, language, solver_client
from page.check import Inputs
from page.options import (
    OptionError,
    ShuffleRequest,
    board_count,
    difficulty,
    shuffle_request,
)
from page.protocol import Drawn, Failed, GradedRequest
from page.view import Status
from page.wording import InEach, PagePhrase, Said, error_said, said, say


def shuffle_clicked() -> None:
    """Validate the options, then shuffle in slices (superseding a check or shuffle under way)."""
    start(1)


def make_clicked() -> None:
    """Validate the options and the number of boards, then make that many in slices: their text
    goes in the Board box, whose check gives the table with their optimal moves."""
    start(None)


def start(count: int | None) -> None:
    """Shuffle ``count`` boards (None: as many as the Boards box says), board k with the seed
    plus k - 1 (as ``slidepuzzle shuffle --count``), superseding a check or shuffle under way.
    The last shuffle's message goes: this one's result or error replaces it."""
    language.write("shuffle-error", "")
    language.write("shuffle-info", "")
    inputs = checking.read_inputs()
    boards: list[Board] | None = None
    try:
        request = shuffle_request(
            dom.field("rows"),
            dom.field("cols"),
            dom.field("seed"),
            dom.value("kind"),
            dom.value("blank-place"),
            inputs.goal(),
            random.randrange(1_000_000_000),
        )
        moves = difficulty(
            dom.value("difficulty"),
            dom.field("moves-low"),
            dom.field("moves-high"),
            request.rows,
            request.cols,
        )
        request = dataclasses.replace(request, moves=moves)
        made = count or board_count(dom.field("board-count"), request.rows, request.cols)
        steps = None if by_worker(request) else boards_steps(request, made)
        if steps is not None:
            next(steps)  # a request no board can answer raises here, before anything is superseded
    except StopIteration as end:  # small boards are drawn at once
        boards = end.value
    except OptionError as error:
        language.write("shuffle-error", error.phrase)
        return
    except (ValueError, BoardError) as error:
        language.write("shuffle-error", error_said(error))
        return
    mine = checking.begin()  # supersedes a check or shuffle under way
    dom.busy(True)  # now, before the click returns
    work = shuffle(mine, request, made, steps, boards, inputs)
    checking.under_way(work)


def by_worker(request: ShuffleRequest) -> bool:
    """Whether the solver's worker draws the boards: by difficulty, 11 to 16 cells (the search
    holds the thread). The request is checked here first (``RequestError`` if no board meets it)."""
    rows, cols = request.rows, request.cols
    if request.moves is None or rows * cols <= TABLE_CELLS or 1 in (rows, cols):
        return False
    if not request.solvable or request.fixed_blank:
        raise RequestError("moves-and-verdict")
    graded_band(goal_board(rows, cols, request.goal), request.moves)
    return True


async def drawn(
    mine: int, request: ShuffleRequest, count: int, inputs: Inputs
) -> tuple[list[Board], list[PagePhrase]] | None:
    """The boards the solver's worker draws, and what to say of each (its moves, and whether it
    was drawn uniformly); None if a newer action took over, or the worker could not (said)."""
    shape = said("shuffle-shape", rows=request.rows, cols=request.cols, seed=request.seed)
    lang = language.lang()
    line = said("shuffling-worker", shape=shape).text(lang)
    dom.verdict(Status(say(lang, "shuffling"), "checking", (line,)))
    assert request.moves is not None
    ask = GradedRequest.of(request, count, dom.site_folder())
    answer = await solver_client.ask("graded_json", ask.to_json())
    if checking.superseded(mine):
        return None
    if not isinstance(answer, Drawn) or len(answer.boards) != count:
        why: Said = said("shuffle-worker-failed")
        if isinstance(answer, Failed):
            why = InEach(answer.text)
        language.write("shuffle-error", why)
        checking.schedule(inputs=inputs)  # the boxes as they were, checked again
        return None
    boards = [Board(request.rows, request.cols, tiles) for tiles in answer.boards]
    said_of = [
        said(
            "shuffled-moves" if uniform else "shuffled-moves-walk",
            shape=shape,
            moves=Count(moves, "move"),
        )
        for moves, uniform in zip(answer.moves, answer.uniform, strict=True)
    ]
    return boards, said_of


def boards_steps(request: ShuffleRequest, count: int) -> Generator[Any, None, list[Board]]:
    """``count`` boards in slices, board k shuffled with the seed plus k - 1."""
    boards = []
    for k in range(count):
        board = yield from shuffle_steps(dataclasses.replace(request, seed=request.seed + k))
        boards.append(board)
        if count > 1:
            yield k + 1, count
    return boards


async def shuffle(
    mine: int,
    request: ShuffleRequest,
    count: int,
    steps: Generator[Any, None, list[Board]] | None,
    boards: list[Board] | None,
    inputs: Inputs,
) -> None:
    """Finish a shuffle in slices and put its text in the Board box; superseded by newer actions."""
    checking.working(1)
    try:
        await shuffle_slices(mine, request, count, steps, boards, inputs)
    except Exception as error:  # nobody foresaw it: say so instead of a stuck "Shuffling…"
        if not checking.superseded(mine):
            checking.fail(error, inputs)
    finally:
        checking.working(-1)


async def shuffle_slices(
    mine: int,
    request: ShuffleRequest,
    count: int,
    steps: Generator[Any, None, list[Board]] | None,
    boards: list[Board] | None,
    inputs: Inputs,
) -> None:
    """``shuffle``'s work; ``inputs`` is what the boxes held when Shuffle was clicked (any change
    since would have superseded the shuffle)."""
    shape = said("shuffle-shape", rows=request.rows, cols=request.cols, seed=request.seed)
    said_of: list[PagePhrase] = []
    if steps is None:
        from_worker = await drawn(mine, request, count, inputs)
        if from_worker is None:
            return
        boards, said_of = from_worker
    elif boards is None:
        boards = await checking.in_slices(steps, mine, shuffling("shuffling-progress", shape))
        if boards is None:
            return
    if count > 1:
        text = "\n\n".join(map(str, boards))  # at most ``MAKE_CELLS`` cells: at once
        last = request.seed + count - 1
        info: PagePhrase = said(
            "made-boards",
            boards=Count(count, "board"),
            rows=request.rows,
            cols=request.cols,
            first=request.seed,
            last=last,
        )
    else:
        board = boards[0]
        written = await checking.in_slices(
            format_steps(board), mine, shuffling("writing-progress", shape)
        )
        if written is None:
            return
        text = written
        checking.shuffled(text, board)
        info = said_of[0] if said_of else said("shuffled", shape=shape)
        if request.moves is not None and not said_of:  # a lookup in the table just built
            goal = goal_board(request.rows, request.cols, request.goal)
            length, _ = shortest_length(board, goal)
            info = said("shuffled-moves", shape=shape, moves=Count(length or 0, "move"))
    boxes.replace_board(text, "shuffle", inputs.boxes)
    editing.bring_into_view("verdict")
    dom.set_value("example", "")
    boxes.new_entry(inputs.boxes)
    language.write("shuffle-info", info)
    shuffled = dataclasses.replace(inputs.boxes, board=text)
    checking.schedule(inputs=dataclasses.replace(inputs, boxes=shuffled))


def shuffle_steps(request: ShuffleRequest) -> Generator[Any, None, Board]:
    """The board asked for, in slices: a fair shuffle, or one needing the moves asked for (the
    first slices build the shape's distance table, the first time)."""
    if request.moves is None:
        return (
            yield from random_board_steps(
                request.rows,
                request.cols,
                seed=request.seed,
                solvable=request.solvable,
                fixed_blank=request.fixed_blank,
                goal=request.goal,
            )
        )
    if not request.solvable or request.fixed_blank:
        raise RequestError("moves-and-verdict")
    graded = yield from graded_board_steps(
        request.rows, request.cols, moves=request.moves, seed=request.seed, goal=request.goal
    )
    return graded.board


def shuffling(key: str, shape: PagePhrase) -> Callable[[tuple[int, int]], None]:
    """A progress display for a big shuffle: "Shuffling 1000 x 1000 with seed 7: 40%"."""

    def show(progress: tuple[int, int]) -> None:
        done, total = progress
        lang = language.lang()
        line = said(key, shape=shape, share=done / max(total, 1)).text(lang)
        dom.verdict(Status(say(lang, "shuffling"), "checking", (line,)))

    return show
