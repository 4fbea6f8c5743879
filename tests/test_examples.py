"""The seed articles' boards, and the README's examples, run so that they cannot rot."""

from __future__ import annotations

import doctest
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from slidepuzzle import EXAMPLES, analyze, goal_board, is_solvable, parse_board

ROOT = Path(__file__).parents[1]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.name)
def test_each_example_reads_and_agrees_with_the_textbook(example, textbook):
    board = parse_board(example.text, largest_is_blank=example.largest_is_blank)
    numbers = [int(v) for v in re.findall(r"\d+", example.text)]
    if example.largest_is_blank:  # the largest number is the blank, the others shift to 1 ..
        numbers = [0 if v == max(numbers) else v + 1 - min(numbers) for v in numbers]
    elif "X" in example.text or "_" in example.text:
        numbers.insert(_blank_index(example.text), 0)
    assert list(board.tiles) == numbers
    expected = textbook(board.rows, board.cols, board.tiles)
    assert is_solvable(board, example.goal) is expected
    assert analyze(board, example.goal).solvable is expected
    assert example.name and example.source


def _blank_index(text: str) -> int:
    return re.findall(r"\d+|[X_]", text).index("X" if "X" in text else "_")


def test_the_examples_cover_the_articles():
    sources = " ".join(example.source for example in EXAMPLES)
    for article in ("GeeksforGeeks", "MAXimal", "OI wiki", "Korean"):
        assert article in sources
    assert sum(example.largest_is_blank for example in EXAMPLES) == 2
    assert {parse_board(e.text, largest_is_blank=e.largest_is_blank).shape for e in EXAMPLES} == {
        (4, 4),
        (3, 3),
        (3, 2),
        (6, 6),
    }
    assert len({example.name for example in EXAMPLES}) == len(EXAMPLES)


def test_seed_003s_boards_keep_the_blank_as_printed():
    """puzzle(6, shufall=False) keeps the blank in the last cell."""
    fixed = next(e for e in EXAMPLES if "shufall=False" in e.source)
    board = parse_board(fixed.text, largest_is_blank=True)
    assert board.blank == goal_board(6, 6).blank


def core_section() -> str:
    readme = (ROOT / "README.md").read_text()
    start = readme.index("## The core: `slidepuzzle`")
    end = readme.find("\n## ", start + 1)
    return readme[start : end if end > 0 else None]


def test_readme_python_examples_run():
    test = doctest.DocTestParser().get_doctest(core_section(), {}, "README core", None, 0)
    assert len(test.examples) > 10
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def test_readme_command_line_examples_run():
    block = re.search(r"```console\n(.*?)```", core_section(), re.S).group(1)
    commands = [line[2:] for line in block.splitlines() if line.startswith("$ ")]
    expected = [line for line in block.splitlines() if not line.startswith("$ ")]
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT / "py"),
        "PYTHONUNBUFFERED": "1",
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    script = "\n".join(f"{command} 2>&1" for command in commands)
    done = subprocess.run(
        ["sh", "-c", script], capture_output=True, text=True, env=env, check=False
    )
    assert done.stdout.splitlines() == expected
