"""The command line: check boards from files or stdin, shuffle; exit codes and messages."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from slidepuzzle import analyze, goal_board, is_solvable, parse_board, random_board
from slidepuzzle.cli import env_lang, main
from slidepuzzle.notation import blank_moves, parse_moves
from slidepuzzle.solve import solve

BOARDS = """\
1 2 3
4 5 6
7 0 8

1 2
3

2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 X
"""


@pytest.fixture(autouse=True)
def english_environment(monkeypatch):
    """The command line's language comes from the environment: these tests start from none."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def run(argv, capsys, stdin: str | bytes = ""):
    """Exit code, stdout lines, stderr lines of ``slidepuzzle argv`` (stdin as text or bytes)."""
    data = stdin if isinstance(stdin, bytes) else stdin.encode()
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        code = main(argv)
    finally:
        sys.stdin = sys.__stdin__
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


def test_check_reports_every_board_and_exits_2_naming_the_bad_one(capsys):
    code, out, err = run(["check"], capsys, BOARDS)
    assert code == 2
    assert out == [
        "stdin, board 1 (line 1): 3 x 3, solvable (odd-width: 0 inversions)",
        "stdin, board 3 (line 8): 4 x 4, not solvable "
        "(even-width: 1 inversion, blank on row 1 from the bottom)",
    ]
    assert err == [
        "stdin, board 2 (line 5): rows must have the same length; row 2 has 1 value, "
        "row 1 has 2 (row lengths: 2, 1): '3'"
    ]


def test_check_exits_0_when_every_board_is_read(capsys, tmp_path):
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    first.write_text("1 2\n0 3\n")
    second.write_text("[[2, 1, 0]]\n\n2 1 3 0\n")
    code, out, err = run(["check", str(first), str(second)], capsys)
    assert (code, err) == (0, [])
    assert out == [
        f"{first}, board 1 (line 1): 2 x 2, solvable (even-width: 0 inversions, "
        "blank on row 1 from the bottom)",
        f"{second}, board 1 (line 1): 1 x 3, not solvable (single-line: tiles out of order)",
        "  Read from a JSON/Python list: a 1 x 3 board",
        f"{second}, board 2 (line 3): 2 x 2, not solvable (even-width: 1 inversion, "
        "blank on row 1 from the bottom)",
    ]


def test_check_json_says_where_the_board_starts_and_a_line_s_order_apart(capsys):
    code, out, err = run(["check", "--json"], capsys, "\n1 2 3\n4 5 6\n8 7 0\n\n2 1 0\n")
    grid, line = map(json.loads, out)
    assert (code, err, grid["line"], line["line"]) == (0, [], 2, 6)
    assert grid["line_order"] is None
    assert line["line_order"] == {**line["line_order"], "tile": 2, "goal_tile": 1}


def test_check_json_and_goal(capsys):
    code, out, err = run(["check", "--json", "--goal", "blank-first"], capsys, BOARDS)
    assert code == 2 and len(err) == 1
    records = [json.loads(line) for line in out]
    assert [r["board"] for r in records] == [1, 2, 3]
    assert records[1] == {
        "source": "stdin",
        "board": 2,
        "line": 5,
        "format": "plain",
        "notes": [],
        "other_shapes": [],
        "error": "rows must have the same length; row 2 has 1 value, row 1 has 2 "
        "(row lengths: 2, 1): '3'",
    }
    first = records[0]
    assert (first["rule"], first["goal"], first["rows"], first["cols"]) == (
        "odd-width",
        "blank-first",
        3,
        3,
    )
    assert first["solvable"] is is_solvable(parse_board("1 2 3\n4 5 6\n7 0 8"), "blank-first")
    assert "explanation" in first and first["inversions"] == 0  # 1 2 3 4 5 6 7 8
    # the one count's facts, none of the second formulation's
    assert first["goal_blank_row_from_bottom"] == 3
    assert "permutation_parity" not in first and "blank_distance" not in first


def test_check_largest_is_blank(capsys):
    code, out, _ = run(["check", "--largest-is-blank"], capsys, "0 1\n3 2\n")  # 1 2 / _ 3
    assert code == 0
    assert out == [
        "stdin, board 1 (line 1): 2 x 2, solvable (even-width: 0 inversions, "
        "blank on row 1 from the bottom)"
    ]


def test_check_names_an_unreadable_file_and_goes_on(capsys, tmp_path):
    good = tmp_path / "good.txt"
    good.write_text("1 0\n")
    code, out, err = run(["check", str(tmp_path / "missing.txt"), str(good)], capsys)
    assert code == 2
    assert err == [f"{tmp_path / 'missing.txt'}: cannot read the file: No such file or directory"]
    assert out == [
        f"{good}, board 1 (line 1): 1 x 2, solvable (single-line: tiles in the goal's order)"
    ]


def test_check_says_why_a_file_cannot_be_read(capsys, tmp_path):
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"1 2\n3 \xe9\n")
    code, out, err = run(["check", str(latin), str(tmp_path)], capsys)
    assert code == 2
    assert out == []
    assert err == [
        f"{latin}: cannot read the file: not UTF-8 text (byte 7)",
        f"{tmp_path}: cannot read the file: Is a directory",
    ]


@pytest.mark.parametrize("stdin", ["", "\n \n\t\n"])
def test_check_with_no_board_says_so_and_exits_2(capsys, stdin):
    assert run(["check"], capsys, stdin) == (2, [], ["stdin: no board found"])
    assert run(["check", "--json"], capsys, stdin) == (2, [], ["stdin: no board found"])


def test_check_reads_past_a_byte_order_mark(capsys, tmp_path):
    marked = tmp_path / "marked.txt"
    marked.write_bytes("\ufeff1 2\n3 0\n".encode())
    code, out, _ = run(["check", str(marked)], capsys)
    assert (code, out) == (
        0,
        [
            f"{marked}, board 1 (line 1): 2 x 2, solvable "
            "(even-width: 0 inversions, blank on row 1 from the bottom)"
        ],
    )


def test_shuffle_prints_a_board_that_reads_back(capsys):
    code, out, _ = run(["shuffle", "3", "4", "--seed", "7"], capsys)
    board = parse_board("\n".join(out))
    assert code == 0 and board.shape == (3, 4) and is_solvable(board)
    assert run(["shuffle", "3", "4", "--seed", "7"], capsys)[1] == out
    code, out, _ = run(["shuffle", "3", "--seed", "7", "--unsolvable", "--goal", "spiral"], capsys)
    assert not is_solvable(parse_board("\n".join(out)), "spiral")
    code, out, _ = run(["shuffle", "2", "--seed", "1", "--fixed-blank"], capsys)
    assert parse_board("\n".join(out)).tiles[-1] == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["shuffle", "1", "2", "--unsolvable"], "cannot shuffle: every 1 x 2 board is solvable"),
        (["shuffle", "0"], "cannot shuffle: rows must be at least 1, got 0"),
    ],
)
def test_shuffle_refuses_what_cannot_be(argv, message, capsys):
    code, out, err = run(argv, capsys)
    assert (code, out) == (2, [])
    assert err[0].startswith(message)


def shuffled_csv(argv, capsys):
    code, out, err = run(["shuffle", *argv, "--csv"], capsys)
    assert (code, err) == (0, [])
    return list(csv.DictReader(io.StringIO("\n".join(out) + "\n")))


def test_shuffle_by_moves_as_a_csv_table(capsys):
    """Ten 8-puzzles of 20 moves: each board, read back from its cell, is 20 moves away."""
    table = shuffled_csv(["3", "--moves", "20", "--count", "10", "--seed", "5"], capsys)
    assert [row["board"] for row in table] == [str(k) for k in range(1, 11)]
    for row in table:
        board = parse_board(row["tiles"])
        assert row["optimal_moves"] == "20" and row["solvable"] == "yes"
        solution = solve(board)
        assert solution.optimal and len(solution) == 20
    again = shuffled_csv(["3", "--moves", "20", "--count", "10", "--seed", "5"], capsys)
    assert again == table
    assert len({row["tiles"] for row in table}) == 10


def test_shuffle_by_a_band_in_text_and_csv(capsys):
    table = shuffled_csv(["2", "4", "--moves", "10-12", "--count", "5", "--seed", "1"], capsys)
    assert {int(row["optimal_moves"]) for row in table} <= {10, 11, 12}
    argv = ["shuffle", "2", "4", "--moves", "10-12", "--seed"]
    _, out, _ = run([*argv, "1", "--count", "5"], capsys)
    boards = "\n".join(out).split("\n\n")
    assert [str(parse_board(text)) for text in boards] == [row["tiles"] for row in table]
    # board k is the board of the seed plus k - 1, alone
    _, out, _ = run([*argv, "3"], capsys)
    assert "\n".join(out) == boards[2]


def test_shuffle_csv_without_moves_has_the_optimal_moves_too(capsys):
    table = shuffled_csv(["3", "--count", "3", "--seed", "1"], capsys)
    for row in table:
        assert int(row["optimal_moves"]) == len(solve(parse_board(row["tiles"])))


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["3", "--moves", "32"],
            "cannot shuffle: no 3 x 3 board needs 32 moves to reach this "
            "goal: the hardest need 31 moves",
        ),
        (["4", "--moves", "81-90"], "the hardest need 80 moves"),
        (["5", "--moves", "10"], "up to 16 cells; a 5 x 5 board has 25"),
        (["3", "--moves", "5", "--fixed-blank"], "moves cannot go with solvable=False"),
    ],
)
def test_shuffle_by_moves_refuses_what_cannot_be(argv, message, capsys):
    code, out, err = run(["shuffle", *argv], capsys)
    assert (code, out) == (2, [])
    assert message in err[0]


@pytest.mark.parametrize("value", ["x", "5-", "-3", "9-4"])
def test_bad_moves_arguments(value, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["shuffle", "3", "--moves", value])
    assert exit_.value.code == 2
    assert "expected a number of moves (20) or a band (40-45)" in capsys.readouterr().err


@pytest.mark.parametrize("value", ["0", "1001", "ten"])
def test_bad_counts(value, capsys):
    with pytest.raises(SystemExit):
        main(["shuffle", "3", "--count", value])
    assert "expected 1 to 1,000 boards" in capsys.readouterr().err


def test_check_optimal_column_within_a_budget(capsys):
    """Every 8-puzzle of a paste gets its optimal moves (the distance table); a 4 x 4 board
    after the budget is spent is 'not computed'; an unsolvable one has none."""
    eights = [random_board(3, seed=seed) for seed in range(200)]
    text = "\n\n".join(map(str, [*eights, random_board(3, seed=1, solvable=False)]))
    code, out, _ = run(["check", "--csv", "--optimal", "60"], capsys, text)
    table = list(csv.DictReader(io.StringIO("\n".join(out) + "\n")))
    assert code == 0 and len(table) == 201
    for board, row in zip(eights, table, strict=False):
        assert int(row["optimal_moves"]) == len(solve(board))
    assert table[-1]["optimal_moves"] == ""
    code, out, _ = run(
        ["check", "--csv", "--optimal", "1e-9"], capsys, str(random_board(4, seed=1))
    )
    assert out[1].endswith(",not computed")
    _, out, _ = run(["check", "--json", "--optimal", "30"], capsys, "1 2 3\n4 5 6\n7 0 8")
    assert json.loads(out[0])["optimal_moves"] == 1


def test_bad_arguments_exit_2(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["check", "--goal", "snail"])
    assert exit_.value.code == 2
    assert "invalid choice: 'snail'" in capsys.readouterr().err


def test_python_dash_m(tmp_path):
    python = [sys.executable, "-m", "slidepuzzle"]
    src = str(Path(__file__).parents[1] / "py")
    env = {"PYTHONPATH": src, "PATH": ""}
    done = subprocess.run(
        [*python, "check"], input=BOARDS, capture_output=True, text=True, env=env, check=False
    )
    assert done.returncode == 2
    assert len(done.stdout.splitlines()) == 2
    assert "board 2 (line 5)" in done.stderr
    done = subprocess.run(
        [*python, "shuffle", "2", "3", "--seed", "1"], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0
    assert parse_board(done.stdout) == random_board(2, 3, seed=1)


SOLVE_BOARDS = """\
8 6 7
2 5 4
3 _ 1

1 2
3

2 1 _

1 2 3
4 5 6
_ 7 8
"""


def test_solve_prints_both_notations_and_names_what_it_cannot_solve(capsys):
    code, out, err = run(["solve"], capsys, SOLVE_BOARDS)
    assert code == 2
    assert err[0] == (
        "stdin, board 2 (line 5): rows must have the same length; row 2 has 1 value, "
        "row 1 has 2 (row lengths: 2, 1): '3'"
    )
    assert err[1].startswith("stdin, board 3 (line 8): cannot reach the goal. The board is a ")
    assert len(err) == 2
    assert out[0].startswith("stdin, board 1 (line 1): 3 x 3, 31 moves, optimal (")
    assert out[3] == (
        "stdin, board 4 (line 10): 3 x 3, 2 moves, optimal (built row by row, none "
        "shorter by the optimal search; 6 nodes)"
    )
    assert out[4:] == ["  tiles slid: 7 8", "  blank moves (where the blank goes): R R"]
    for line, start in ((out[1], "8 6 7\n2 5 4\n3 _ 1"), (out[2], "8 6 7\n2 5 4\n3 _ 1")):
        board = parse_board(start)
        moves = parse_moves(line.partition(": ")[2], board)
        assert len(moves) == 31 and board.play(moves) == goal_board(3, 3)


def test_solve_json_from_a_file_with_a_goal(capsys, tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text("1 _ 3\n5 2 4\n\n1 _\n")
    code, out, err = run(["solve", str(boards), "--json", "--goal", "spiral"], capsys)
    assert (code, err) == (0, [])
    first, second = map(json.loads, out)
    board = parse_board("1 _ 3\n5 2 4")
    assert (first["source"], first["board"], first["line"]) == (str(boards), 1, 1)
    assert board.play(first["moves"]) == goal_board(2, 3, "spiral")
    assert first["blank_moves"] == blank_moves(board, first["moves"])
    assert first["length"] == len(first["moves"]) and first["optimal"] is True
    assert first["method"] in {"ida*", "weighted", "shortened", "constructive"}
    assert second == {
        **second,
        "line": 4,
        "moves": [],
        "blank_moves": [],
        "length": 0,
        "optimal": True,
        "method": "none",
    }


def test_solve_refuses_a_board_too_big_and_an_unreadable_file(capsys, tmp_path):
    big = goal_board(64, 64).slide(64 * 63)
    code, out, err = run(["solve", "-", "--json"], capsys, f"{big}\n")
    assert code == 2
    assert err == [
        "stdin, board 1 (line 1): a 64 x 64 board is too big to solve: it takes millions of "
        "moves; boards up to cells x (rows + columns) = 500,000 are solved (60 x 60, 2 x 500)"
    ]
    assert json.loads(out[0]) == {
        "source": "stdin",
        "board": 1,
        "line": 1,
        "error": err[0].removeprefix("stdin, board 1 (line 1): "),
    }
    code, out, err = run(["solve", str(tmp_path / "missing.txt")], capsys)
    assert (code, out) == (2, [])
    assert err == [f"{tmp_path / 'missing.txt'}: cannot read the file: No such file or directory"]


@pytest.mark.parametrize("limit", ["0", "-1", "soon", "inf", "nan"])
def test_solve_wants_a_positive_time_limit(limit, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["solve", "--time-limit", limit])
    assert exit_.value.code == 2
    assert f"expected a positive number of seconds, got {limit!r}" in capsys.readouterr().err


CPP = """\
int puzzle[N][N] =
{
    {12, 1, 10, 2},
    {7, 11, 4, 14},
    {5, 0, 9, 15}, // Value 0 is used for empty space
    {8, 13, 6, 3},
};
return 0;
"""


def test_check_reads_code_and_says_how(capsys, tmp_path):
    (tmp_path / "driver.cpp").write_text(CPP)
    argv = ["check", str(tmp_path / "driver.cpp"), "-"]
    code, out, err = run(argv, capsys, "1 2 3\n4 5 6\n7 9 8\n")
    assert (code, err) == (0, [])
    assert out == [
        f"{tmp_path / 'driver.cpp'}, board 1 (line 2): 4 x 4, solvable (even-width: "
        "49 inversions, blank on row 2 from the bottom)",
        "  Read from C/C++ code: a 4 x 4 board. Line 8 is program code, skipped",
        "stdin, board 1 (line 1): 3 x 3, solvable (odd-width: 0 inversions)",
        "  Read from plain text: a 3 x 3 board. "
        "No blank was written: 9, the largest number, is taken as the blank",
    ]


def test_check_csv_is_the_batch_table(capsys):
    code, out, err = run(["check", "--csv", "-"], capsys, BOARDS)
    assert code == 2 and len(err) == 1
    table = list(csv.DictReader(out))
    assert [row["board"] for row in table] == ["1", "2", "3"]
    assert [row["solvable"] for row in table] == ["yes", "", "no"]
    assert table[0]["deciding"] == "0 inversions" and table[0]["rows"] == "3"
    assert table[1]["error"].startswith("rows must have the same length; row 2 has 1 value")
    assert table[2]["rule"] == "even-width" and table[2]["line"] == "8"
    assert out[0].split(",")[:4] == ["source", "board", "line", "format"]


def test_check_json_says_how_the_board_was_read(capsys):
    code, out, _ = run(["check", "--json"], capsys, "| 1 | 2 |\n|---|---|\n| 3 |   |\n")
    record = json.loads(out[0])
    assert code == 0
    assert (record["format"], record["rows"], record["solvable"]) == ("markdown", 2, True)
    assert record["notes"] == ["The empty cell (row 2, column 2) is taken as the blank"]


def test_check_says_stdin_is_not_text(capsys):
    code, out, err = run(["check"], capsys, b"1 2\n3 \xff\n")
    assert (code, out) == (2, [])
    assert err == ["stdin: cannot read the file: not UTF-8 text (byte 7)"]


def test_check_names_every_board_of_a_list(capsys):
    code, out, err = run(["check"], capsys, "[[[1, 2], [3, 0]], [[1, 2], [0]], [[2, 1], [3, 0]]]")
    assert code == 2
    assert [line.split(":")[0] for line in out if not line.startswith(" ")] == [
        "stdin, board 1 (line 1)",
        "stdin, board 3 (line 1)",
    ]
    assert err[0].startswith("stdin, board 2 (line 1): rows must have the same length")


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({}, "en"),
        ({"LANG": "ko_KR.UTF-8"}, "ko"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "zh_TW"}, "zh"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "ko_KR.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "ko_KR.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8", "LC_ALL": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "ko_KR.UTF-8", "LC_ALL": "C"}, "en"),
        ({"LANG": "ru_RU.UTF-8", "LC_ALL": ""}, "ru"),
        # LANGUAGE first, a colon list: its first language we speak, else English (as gettext)
        ({"LANGUAGE": "ru", "LANG": "ko_KR.UTF-8"}, "ru"),
        ({"LANGUAGE": "ko", "LC_ALL": "ru_RU.UTF-8"}, "ko"),
        ({"LANGUAGE": "de:zh_CN:ru", "LANG": "en_US.UTF-8"}, "zh"),
        ({"LANGUAGE": "::ko:", "LANG": "ru_RU.UTF-8"}, "ko"),
        ({"LANGUAGE": "de:fr", "LANG": "ru_RU.UTF-8"}, "en"),
        ({"LANGUAGE": "", "LANG": "ko_KR.UTF-8"}, "ko"),
        # ... but not when the locale is C or POSIX (GNU gettext; unset is C)
        ({"LANGUAGE": "ru"}, "en"),
        ({"LANGUAGE": "ru", "LANG": "C"}, "en"),
        ({"LANGUAGE": "ru", "LANG": "C.UTF-8"}, "en"),
        ({"LANGUAGE": "ru", "LC_ALL": "POSIX", "LANG": "ko_KR.UTF-8"}, "en"),
    ],
)
def test_the_language_comes_from_the_environment_in_gettexts_order(environ, lang):
    assert env_lang(environ) == lang


def test_check_in_the_first_language_of_language(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    monkeypatch.setenv("LANGUAGE", "de:ru:ko")
    code, out, _ = run(["check"], capsys, "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 X")
    assert (code, out[0].split(":")[0]) == (0, "stdin, поле 1 (строка текста 1)")


KOREAN_CHECK = [
    "stdin, 1번째 보드(1번째 줄): 3×3, 풀 수 있음(홀수 너비: 반전 0개)",
    "stdin, 3번째 보드(8번째 줄): 4×4, 풀 수 없음(짝수 너비: 반전 1개, 빈칸은 아래에서 1번째 행)",
]


def test_check_in_korean_from_the_environment_and_from_lang(capsys, monkeypatch):
    code, out, err = run(["check", "--lang", "ko"], capsys, BOARDS)
    assert (code, out) == (2, KOREAN_CHECK)
    korean_error = parse_error("ko")
    assert err == [f"stdin, 2번째 보드(5번째 줄): {korean_error}"]
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    assert run(["check"], capsys, BOARDS) == (2, KOREAN_CHECK, err)
    english = run(["check", "--lang", "en"], capsys, BOARDS)
    assert english[1][0] == "stdin, board 1 (line 1): 3 x 3, solvable (odd-width: 0 inversions)"


def parse_error(lang):
    """The message of the ragged board of ``BOARDS``, in ``lang``."""
    with pytest.raises(ValueError) as info:
        parse_board("1 2\n3")
    return info.value.message(lang)


def test_check_explains_and_says_how_a_board_was_read_in_russian(capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    code, out, _ = run(["check", "--explain"], capsys, "[[1, 2, 3], [4, 5, 6], [8, 7, 0]]")
    assert code == 0
    assert out[0] == (
        "stdin, поле 1 (строка текста 1): 3 × 3, нерешаемо (нечётная ширина: 1 инверсия)"
    )
    assert out[1] == "  Прочитано (список JSON/Python): поле 3 × 3"
    assert out[2].startswith("  Правило нечётной ширины: ширина поля 3, нечётная.")
    assert out[2].endswith("Значит, позиция нерешаема.")
    english = run(["check", "--explain", "--lang", "en"], capsys, "1 2 3\n4 5 6\n8 7 0")[1]
    assert english[1] == "  " + analyze(parse_board("1 2 3\n4 5 6\n8 7 0")).explanation


def test_check_json_keeps_english_keys_and_says_the_words_in_the_language(capsys):
    code, out, _ = run(["check", "--json", "--lang", "zh"], capsys, "1,2,3\n4,,5\n6,7,8\n")
    record = json.loads(out[0])
    assert code == 0 and record["rule"] == "odd-width" and record["format"] == "csv"
    assert record["notes"] == ["把空单元格（第2行第2列）当作空格"]
    assert record["explanation"].startswith("奇数宽度规则：棋盘宽度为3，是奇数。")


def test_check_csv_headers_in_the_language(capsys):
    code, out, _ = run(["check", "--csv", "--lang", "ru"], capsys, "1 2\n3 0\n")
    rows = list(csv.reader(out))
    assert code == 0 and rows[0][:3] == ["источник", "поле", "строка текста"]
    assert rows[1][6:8] == ["да", "чётная ширина"]
    english = list(csv.reader(run(["check", "--csv"], capsys, "1 2\n3 0\n")[1]))
    assert english[0][6] == "solvable" and english[1][6] == "yes"


def test_solve_in_chinese_and_the_unsolvable_board_in_korean(capsys):
    boards = "1 2 3\n4 5 6\n0 7 8\n\n2 1 3\n4 5 6\n7 8 0\n"
    code, out, err = run(["solve", "--lang", "zh"], capsys, boards)
    assert code == 2
    assert out == [
        "stdin，第1个棋盘（文本第1行）：3×3，2步，最优（逐行构造，最优搜索确认没有更短的解；"
        "6个节点）",
        "  移动的方块：7 8",
        "  空格的移动（空格去的方向）：R R",
    ]
    assert err[0].startswith("stdin，第2个棋盘（文本第5行）：无法到达目标。奇数宽度规则：")
    err = run(["solve", "--lang", "ko"], capsys, boards)[2]
    assert err[0].startswith("stdin, 2번째 보드(5번째 줄): 목표에 도달할 수 없습니다. 홀수 너비")


def test_shuffle_and_file_errors_in_the_language(capsys, tmp_path):
    code, out, err = run(["shuffle", "1", "--lang", "ru"], capsys)
    assert (code, out) == (2, [])
    assert err[0].startswith("не удаётся перемешать: ")
    assert "1 × 1" in err[0]
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"1 2\n3 \xe9\n")
    err = run(["check", "--lang", "ko", str(latin)], capsys)[2]
    assert err == [f"{latin}: 파일을 읽을 수 없습니다: UTF-8 텍스트가 아닙니다(7번째 바이트)"]
    assert run(["check", "--lang", "zh"], capsys, "") == (2, [], ["stdin：没有找到棋盘"])


def test_solve_states_the_lower_bound_and_the_gap_and_shows_progress(capsys):
    board = "17 1 20 9 16\n2 22 19 14 5\n15 21 0 3 24\n23 18 13 12 7\n10 8 6 4 11\n"
    code, out, err = run(
        ["solve", "--goal", "blank-first", "--time-limit", "0.5", "--progress", "--json"],
        capsys,
        board,
    )
    (answer,) = map(json.loads, out)
    assert code == 0 and answer["optimal"] is False
    assert 0 < answer["lower_bound"] <= 100 < answer["length"]  # Korf & Taylor's first: 100
    assert err[0].startswith("  best so far: ") and re.search(
        r"; none is shorter than \d+ moves$", err[0]
    )
    lengths = [int(line.split()[3]) for line in err]
    assert lengths == sorted(lengths, reverse=True) and lengths[-1] == answer["length"]
    code, out, err = run(["solve", "--goal", "blank-first", "--time-limit", "0.5"], capsys, board)
    assert re.fullmatch(
        r"stdin, board 1 \(line 1\): 5 x 5, \d+ moves, at most \d+% above the shortest "
        r"possible \(none is shorter than \d+ moves; .*\)",
        out[0],
    )


def test_check_fix_names_the_swap_and_why(capsys):
    unsolvable = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 _\n\n1 2 3\n4 5 6\n7 8 _\n"
    code, out, _ = run(["check", "--fix"], capsys, unsolvable)
    assert code == 0
    lines = out
    assert lines[1] == "  fix: swap tiles 14 and 15: that solves it."
    assert "flips the parity" in lines[2]
    assert len(lines) == 4  # the solvable board gets no fix
    code, out, _ = run(["check", "--fix", "--json"], capsys, unsolvable)
    first, second = map(json.loads, out)
    assert first["fix"][0] == {
        "tiles": [14, 15],
        "cells": [13, 14],
        "adjacent": True,
        "moves": 0,
        "shortest": True,
    }
    assert len(first["fix"]) == 3 and "fix" not in second
    code, out, _ = run(["check", "--fix", "--lang", "ru"], capsys, "3 2 1 _\n")
    assert "исправление" in out[1]
    code, out, _ = run(["check", "--fix"], capsys, "1 2 3\n")  # 1 x 3 read as a line: solvable
    assert not any("fix" in line for line in out)


def test_check_format_writes_each_board_to_copy(capsys):
    code, out, err = run(["check", "--format", "tatham"], capsys, "8 6 7\n2 5 4\n3 _ 1\n\n1 2\n3 _")
    assert (code, err) == (0, [])
    assert out == ["3x3:8,6,7,2,5,4,3,0,1", "", "2x2:1,2,3,0", ""]
    code, out, err = run(["shuffle", "2", "--seed", "1", "--format", "json"], capsys)
    assert code == 0 and len(out) == 1 and out[0].startswith("[[")


def test_format_hex_and_letters_write_the_boards_they_fit_and_name_the_others(capsys):
    paste = "FE169B4C0A73D852\n\n8 6 7\n2 5 4\n3 _ 1"
    code, out, err = run(["check", "--format", "hex"], capsys, paste)
    assert out == ["FE169B4C0A73D852", ""]
    assert code == 2 and err == [
        "stdin, board 2 (line 3): the hex string writes a 4 x 4 board only; this board is 3 x 3"
    ]
    code, out, err = run(["check", "--format", "letters"], capsys, paste)
    assert (code, err) == (0, [])
    assert out == ["O N A F", "I K D L", ". J G C", "M H E B", "", "H F G", "B E D", "C . A", ""]
    _, back, _ = run(["check"], capsys, "\n".join(out))  # read back: the same verdicts
    _, first, _ = run(["check"], capsys, paste)
    verdicts = [[line.split(": ", 1)[1] for line in lines[::2]] for lines in (back, first)]
    assert verdicts[0] == verdicts[1] and len(verdicts[0]) == 2
    code, out, err = run(["shuffle", "5", "--seed", "1", "--format", "hex"], capsys)
    assert (code, out) == (2, [])
    assert err == ["cannot shuffle: the hex string writes a 4 x 4 board only; this board is 5 x 5"]


def test_check_shape_asks_for_the_other_reading(capsys):
    line = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 _"
    _, out, _ = run(["check"], capsys, line)
    assert out[0].startswith("stdin, board 1 (line 1): 4 x 4,")
    _, out, _ = run(["check", "--json"], capsys, line)
    assert "such as 1 x 16, can be asked for" in json.loads(out[0])["notes"][0]
    assert json.loads(out[0])["other_shapes"] == [[1, 16], [2, 8], [8, 2]]
    _, out, _ = run(["check", "--explain"], capsys, line)
    assert "  other shapes it can be read in: --shape 1x16, 2x8, 8x2" in out
    _, out, _ = run(["check", "--shape", "2x8"], capsys, line)
    assert out[0].startswith("stdin, board 1 (line 1): 2 x 8,")
    assert out[1].endswith("Read as 2 x 8, as asked")
    with pytest.raises(SystemExit):
        run(["check", "--shape", "3by4"], capsys, line)
    assert "expected rows x columns, like 3x4, got '3by4'" in capsys.readouterr().err


def test_check_shape_reads_each_line_as_one_row(capsys):
    """Two lines of 16 values are two 4 x 4 boards; ``--shape 1x16`` reads each as one row
    (a whole multiple of the shape's cells is that many boards)."""
    text = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n"
    _, out, _ = run(["check", "--explain"], capsys, text)
    assert [line for line in out if "--shape" in line] == [
        "  other shapes it can be read in: --shape 1x16"
    ] * 2
    _, out, _ = run(["check", "--shape", "1x16"], capsys, text)
    assert [line.split(":")[0] for line in out if not line.startswith(" ")] == [
        "stdin, board 1 (line 1)",
        "stdin, board 2 (line 2)",
    ]
    assert all(", solvable" in line or "not solvable" in line for line in out[::2])
    assert "1 x 16" in out[0] and "1 x 16" in out[2]
