"""Shuffles: the options read and checked, a board drawn in slices, its text put in the Board box.

A shuffle supersedes a check or shuffle under way (``page.checking``) and ends in a check of its
own text (which needs no reading: ``CheckState.shuffled``).
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
from collections.abc import Callable, Generator
from typing import Any

from slidepuzzle import Board, BoardError, RequestError, goal_board
from slidepuzzle.board import format_steps
from slidepuzzle.distance import shortest_length
from slidepuzzle.generate import graded_board_steps, random_board_steps
from slidepuzzle.messages import Count

from page import boxes, checking, dom, language
from page.check import Inputs
from page.options import OptionError, ShuffleRequest, difficulty, shuffle_request
from page.view import Status
from page.wording import PagePhrase, error_said, said, say


def shuffle_clicked() -> None:
    """Validate the options, then shuffle in slices (superseding a check or shuffle under way)."""
    language.write("shuffle-error", "")
    inputs = checking.read_inputs()
    board = None
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
        steps = shuffle_steps(request)
        next(steps)  # a request no board can answer raises here, before anything is superseded
    except StopIteration as end:  # a single line is drawn at once
        board = end.value
    except OptionError as error:
        language.write("shuffle-error", error.phrase)
        return
    except (ValueError, BoardError) as error:
        language.write("shuffle-error", error_said(error))
        return
    mine = checking.state.begin()  # supersedes a check or shuffle under way
    dom.busy(True)  # now, before the click returns
    checking.state.task = asyncio.ensure_future(shuffle(mine, request, steps, board, inputs))


async def shuffle(
    mine: int,
    request: ShuffleRequest,
    steps: Generator[Any, None, Board],
    board: Board | None,
    inputs: Inputs,
) -> None:
    """Finish a shuffle in slices and put its text in the Board box; superseded by newer actions."""
    checking.working(1)
    try:
        await shuffle_slices(mine, request, steps, board, inputs)
    except Exception as error:  # nobody foresaw it: say so instead of a stuck "Shuffling…"
        if not checking.superseded(mine):
            checking.fail(error, inputs)
    finally:
        checking.working(-1)


async def shuffle_slices(
    mine: int,
    request: ShuffleRequest,
    steps: Generator[Any, None, Board],
    board: Board | None,
    inputs: Inputs,
) -> None:
    """``shuffle``'s work; ``inputs`` is what the boxes held when Shuffle was clicked (any change
    since would have superseded the shuffle)."""
    shape = said("shuffle-shape", rows=request.rows, cols=request.cols, seed=request.seed)
    if board is None:
        board = await checking.in_slices(steps, mine, shuffling("shuffling-progress", shape))
        if board is None:
            return
    text = await checking.in_slices(format_steps(board), mine, shuffling("writing-progress", shape))
    if text is None:
        return
    checking.state.shuffled = (text, board)
    boxes.replace_board(text, "shuffle", inputs.boxes)
    dom.set_value("example", "")
    boxes.new_entry(inputs.boxes)
    if request.moves is None:
        language.write("shuffle-info", said("shuffled", shape=shape))
    else:  # a table's lookup, the table built by the shuffle: at once
        length, _ = shortest_length(board, goal_board(request.rows, request.cols, request.goal))
        moves = Count(length or 0, "move")
        language.write("shuffle-info", said("shuffled-moves", shape=shape, moves=moves))
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
