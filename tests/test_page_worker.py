"""The worker protocol and the worker's answers, natively: one format both sides use."""

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

import pytest
from page.protocol import (
    Failed,
    ProtocolError,
    Request,
    Solved,
    ToGoFound,
    Working,
    read_message,
    write_message,
)
from page.wording import loading_tables, say
from page.worker import answer, read_all, to_go_json
from page.worker import solve_json as solve_json_async
from slidepuzzle import Board, goal_board, moves_to_go, parse_board
from slidepuzzle.hint import Known
from slidepuzzle.i18n import LANGS
from slidepuzzle.patterns import TableFile
from slidepuzzle.solve import MAX_BUILD, too_big


def run(awaitable):
    """Await in a loop of its own (the page tests may hold one in this thread)."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, awaitable).result()


def solve_json(text: str) -> str:
    """The worker's export, awaited as the page does."""
    return run(solve_json_async(text))


def test_worker_answers_with_moves_that_reach_the_goal():
    board = parse_board("8 6 7\n2 5 4\n3 _ 1")
    got = read_message(solve_json(Request.of(board, None, 10).to_json()))
    assert isinstance(got, Solved)
    assert got.optimal is True and len(got.moves) == 31 and got.nodes > 0
    assert board.play(got.moves) == goal_board(3, 3)
    spiral = Board(3, 3, [1, 2, 3, 8, 0, 4, 7, 6, 5])
    start = spiral.play([8, 7, 6, 5, 4, 8, 7, 1])
    got = answer(Request.of(start, spiral, 5))
    assert isinstance(got, Solved) and got.optimal and start.play(got.moves) == spiral


def test_worker_says_what_is_wrong():
    unsolvable = answer(Request(3, 3, [1, 2, 3, 4, 5, 6, 8, 7, 0], "blank-last", 10))
    assert isinstance(unsolvable, Failed)
    assert unsolvable.unsolvable is True and "not solvable" in unsolvable.text["en"]
    assert set(unsolvable.text) == set(LANGS) and "не" in unsolvable.text["ru"]
    cases = {
        "{": "bad solve request: not JSON",
        "[1, 2]": "bad solve request: expected a JSON object",
        '{"rows": 3}': "bad solve request: a solve request needs 'cols'",
        '{"rows": 2, "cols": 2, "tiles": [0, 1, 2, 2], "goal": "blank-last", "time_limit": 1}': (
            "tile 2"
        ),
        '{"rows": 2, "cols": 2, "tiles": [0, 1, 2, 3], "goal": "sideways", "time_limit": 1}': (
            "sideways"
        ),
        '{"rows": 2, "cols": 2, "tiles": [0, 1, 2, 3], "goal": "blank-last", "time_limit": -1}': (
            "got -1"
        ),
        '{"rows": "2", "cols": 2, "tiles": [], "goal": "blank-last", "time_limit": 1}': (
            "rows and cols must be whole numbers"
        ),
    }
    for request, message in cases.items():
        got = read_message(solve_json(request))
        assert isinstance(got, Failed), request
        assert got.unsolvable is False and message in got.text["en"], (request, got)


def test_an_unforeseen_failure_in_the_worker_still_ends_in_a_message(monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("page.worker.solve", broken)
    got = read_message(solve_json(Request.of(parse_board("1 2\n0 3"), None, 1).to_json()))
    said = "ZeroDivisionError: division by zero"
    assert got == Failed({"en": said, "ko": said, "ru": said, "zh": said})


def test_the_tables_bytes_are_reported_as_they_arrive():
    chunks = [b"x" * 65_536] * 5 + [b"y" * 1_000]  # 328,680 bytes, as a fetch's reader gives
    left = iter(chunks)

    async def read():
        return next(left, None)

    heard: list[int] = []
    data = run(read_all(read, 328_680, heard.append))
    assert data == b"".join(chunks)
    assert heard == [0, 131_072, 262_144, 327_680, 328_680]  # each new tenth of a MB, the end
    shown = [loading_tables("en", 4, 4, done, 328_680) for done in heard]
    assert shown[0] == "Loading the tables for 4 x 4 boards (once only): 0.0 of 0.3 MB."
    assert shown[-1].endswith(": 0.3 of 0.3 MB.")
    assert loading_tables("en", 4, 4, 3_100_000, 5_800_000).endswith(": 3.1 of 5.8 MB.")


@pytest.mark.parametrize(
    "message",
    [
        Working({"en": "Loading the tables: 3.1 of 5.8 MB", "ru": "Загружаем таблицы"}),
        Working({"en": "Best so far: 3 moves; at least 1 move is needed"}, [1, 2, 3], 1),
        Failed({"en": "no"}, True),
        Solved([1, 2], True, 5, 0.5, "ida*"),
        Solved([1, 2], False, 5, 0.5, "weighted", 1, [{"en": "The pattern tables are missing."}]),
        ToGoFound("optimal", 2, [3, 7]),
    ],
)
def test_messages_round_trip(message):
    assert read_message(write_message(message)) == message


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        (None, "expected JSON text, got NoneType"),
        ("{", "not JSON"),
        ("[]", "expected a JSON object"),
        ('{"kind": "shout"}', "unknown message kind 'shout'"),
        ('{"kind": "progress"}', "progress message: text is None"),
        (
            '{"kind": "solved", "moves": [1], "optimal": 1, "nodes": 2, "seconds": 1, '
            '"method": "x"}',
            "solved message: optimal is 1",
        ),
        (
            '{"kind": "solved", "moves": [1], "optimal": true, "nodes": true, "seconds": 1, '
            '"method": "x"}',
            "solved message: nodes is True",
        ),
    ],
)
def test_malformed_messages_are_named(text, complaint):
    with pytest.raises(ProtocolError, match=complaint.replace("(", r"\(")):
        read_message(text)


def test_request_round_trips_with_named_and_board_goals():
    board = parse_board("1 2 3\n4 5 6\n7 _ 8")
    for goal in (None, "spiral", goal_board(3, 3, "blank-first")):
        request = Request.of(board, goal, 7)
        again = Request.from_json(request.to_json())
        assert again == request and again.board() == board
        assert again.target() == (goal or "blank-last")
    assert json.loads(Request.of(board, None, 7).to_json())["goal"] == "blank-last"


def test_boards_too_big_to_solve_are_known_before_sending():
    assert not too_big(goal_board(60, 60))  # 3,600 cells x 120 = 432,000
    assert too_big(goal_board(64, 64)) and MAX_BUILD < 64 * 64 * 128
    assert not too_big(goal_board(1, 1000))  # a line is walked, never built


def test_the_worker_reports_the_best_so_far_with_its_lower_bound(monkeypatch):
    posted: list[Working] = []
    monkeypatch.setattr("page.worker.report", posted.append)
    monkeypatch.setattr("page.worker.PROGRESS_EVERY", 0.0)
    board = parse_board("17 1 20 9 16\n2 22 19 14 5\n15 21 0 3 24\n23 18 13 12 7\n10 8 6 4 11")
    starts = {"en": "Best so far: ", "ko": "지금까지", "ru": "Лучшее", "zh": "目前最好"}
    got = answer(Request.of(board, "blank-first", 0.3))
    assert isinstance(got, Solved) and not got.optimal
    assert 0 < got.lower_bound <= 100 < len(got.moves) and got.notes == []
    assert all(set(p.text) == set(LANGS) for p in posted)  # every language, every time
    for lang, start in starts.items():
        searching, *best = [p.text[lang] for p in posted]
        assert best and all(text.startswith(searching) and start in text for text in best)
    last = posted[-1]
    assert (last.best, last.lower_bound) == (got.moves, got.lower_bound)
    assert best[-1].endswith(f"目前最好：{len(got.moves)}步；至少需要{got.lower_bound}步。")


def test_tables_that_cannot_be_fetched_are_said_in_the_status_and_under_the_solution(monkeypatch):
    posted: list[Working] = []
    monkeypatch.setattr("page.worker.report", posted.append)
    monkeypatch.setattr("page.worker.missing_tables", lambda goal: TableFile.of((4, 4)))

    async def offline(url, wanted, heard):
        raise OSError(f"{url}: offline")

    monkeypatch.setattr("page.worker.fetch_table", offline)
    board = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 _ 15")
    request = Request.of(board, None, 5, "http://127.0.0.1/slidepuzzle/")
    got = read_message(solve_json(request.to_json()))
    said = {lang: say(lang, "tables-unavailable") for lang in LANGS}
    assert said["en"] == "Tables not available offline: searching without them, slower."
    assert posted[0].text == said  # said at once, in every language
    assert posted[1].text["ru"].startswith(said["ru"] + " ")  # and before the search's words
    assert isinstance(got, Solved) and got.moves == [15] and got.notes == [said]


def test_the_worker_finds_the_moves_to_go_and_the_hint_of_a_board_played():
    board = parse_board("1 2 3 4\n5 6 _ 8\n9 10 7 11\n13 14 15 12")  # 3 moves to go
    got = read_message(run(to_go_json(Request.of(board, None, 10).to_json())))
    assert isinstance(got, ToGoFound)
    to_go = got.to_go()
    assert to_go == moves_to_go(board) and to_go.known is Known.OPTIMAL
    assert to_go.lower_bound == 3 and board.play(to_go.solution) == goal_board(4, 4)
    assert to_go.text("en") == "3 moves to go (optimal)"
    spiral = goal_board(3, 4, "spiral")
    start = spiral.play([tile for tile in spiral.movable()][:1])
    got = read_message(run(to_go_json(Request.of(start, "spiral", 10).to_json())))
    assert isinstance(got, ToGoFound) and got.lower_bound == 1


def test_the_worker_names_what_it_cannot_answer_for_the_moves_to_go():
    loyd = Request(4, 4, [*range(1, 14), 15, 14, 0], "blank-last", 10)
    refused = read_message(run(to_go_json(loyd.to_json())))
    assert isinstance(refused, Failed) and "never" in refused.text["en"]
    bad = read_message(run(to_go_json('{"rows": 3}')))
    assert isinstance(bad, Failed)
    assert bad.text["en"].startswith("bad moves-to-go request: a solve request needs 'cols'")
    with pytest.raises(ProtocolError, match="unknown moves to go 'nearly'"):
        ToGoFound("nearly", 1, [1]).to_go()
    with pytest.raises(ProtocolError, match="does not say why"):
        ToGoFound("unsolvable", 0, []).to_go()
