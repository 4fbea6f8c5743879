"""Best results kept on the device: what beats what, the text kept and read back, the keys."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from page.records import PREFIX, Result, clock, decode, record_key
from slidepuzzle import goal_board, parse_board, random_board


def test_fewer_moves_win_then_less_time():
    best = Result(30, 60.0)
    assert Result(29, 500.0).beats(best)
    assert Result(30, 59.9).beats(best)
    assert not Result(30, 60.0).beats(best)
    assert not Result(31, 1.0).beats(best)
    assert Result(31, 1.0).beats(None)


@given(st.integers(0, 10**6), st.floats(0, 10**6, allow_nan=False))
def test_a_result_reads_back(moves, seconds):
    kept = decode(Result(moves, seconds).encode())
    assert kept == Result(moves, round(seconds, 1))


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "null",
        "[23, 60]",
        "{not json",
        '{"moves": -1, "seconds": 3}',
        '{"moves": 2.5, "seconds": 3}',
        '{"moves": true, "seconds": 3}',
        '{"moves": 3, "seconds": "3"}',
        '{"moves": 3, "seconds": -1}',
        '{"moves": 3, "seconds": Infinity}',
        '{"moves": 3, "seconds": NaN}',
        '{"moves": 3}',
        42,
    ],
)
def test_anything_else_kept_is_no_result(text):
    assert decode(text) is None


def test_each_board_and_goal_has_its_own_key():
    board = parse_board("1 2 3\n4 _ 5\n7 8 6")
    key = record_key(board)
    assert key.startswith(PREFIX + "3x3:") and len(key) == len(PREFIX) + 4 + 32
    assert key == record_key(board, "blank-last") == record_key(board, goal_board(3, 3))
    others = {
        record_key(board, "blank-first"),
        record_key(board, "spiral"),
        record_key(board.slide(5)),
    }
    assert key not in others and len(others) == 3
    big = random_board(300, seed=1)
    assert len(record_key(big)) == len(PREFIX) + len("300x300:") + 32


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [
        (0, "0:00"),
        (7.9, "0:07"),
        (65, "1:05"),
        (3723, "1:02:03"),
        (-3, "0:00"),
        (36000, "10:00:00"),
    ],
)
def test_the_clock(seconds, shown):
    assert clock(seconds) == shown
