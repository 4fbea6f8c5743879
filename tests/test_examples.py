"""The seed articles' boards, and the examples of README.md and docs/*.md, run: they cannot rot."""

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


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.name)
def test_each_example_s_name_says_what_a_user_sees_and_its_numbers_are_the_board_s(example):
    assert not re.search(r"C\+\+|driver|commented", example.name)  # no words of the sources
    board = parse_board(example.text, largest_is_blank=example.largest_is_blank)
    verdict = analyze(board, example.goal)
    if found := re.search(r"(\d+) inversions", example.name):
        assert int(found[1]) == verdict.inversions
    if found := re.search(r"blank on row (\d+)", example.name):
        assert int(found[1]) == verdict.blank_row_from_bottom
    if found := re.match(r"(\d+)-puzzle", example.name):
        assert int(found[1]) == board.size - 1


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


DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# Files the docs tell you to make (docs/i18n.md: adding German).
TO_MAKE = {"py/slidepuzzle/locales/de.py", "py/page/locales/de.py"}
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def blocks(path: Path, language: str) -> list[str]:
    return [body for lang, body in FENCE.findall(path.read_text()) if lang == language]


def test_the_docs_are_there_and_the_readme_is_short():
    names = {path.name for path in DOCS}
    assert {"page.md", "formats.md", "solver.md", "i18n.md", "offline.md"} <= names
    assert len((ROOT / "README.md").read_text().splitlines()) <= 250


@pytest.mark.parametrize("path", DOCS, ids=lambda path: path.name)
def test_python_examples_run(path):
    """Each file's ``pycon`` blocks run in order, as one doctest: no example outside them."""
    text = "\n".join(blocks(path, "pycon"))
    outside = FENCE.sub("", path.read_text())
    assert not re.search(r"^>>> ", outside, re.M), f"{path.name}: an example outside ```pycon"
    test = doctest.DocTestParser().get_doctest(text, {}, path.name, str(path), 0)
    assert len(test.examples) == len(re.findall(r"^>>> ", text, re.M))
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


@pytest.mark.parametrize("path", DOCS, ids=lambda path: path.name)
def test_command_line_examples_run(path):
    """Each file's ``console`` blocks run in one shell: ``$ `` lines, then what they print."""
    lines = [line for block in blocks(path, "console") for line in block.splitlines()]
    commands = [line[2:] for line in lines if line.startswith("$ ")]
    expected = [line for line in lines if not line.startswith("$ ")]
    locale = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # an example sets its own
    env = {key: value for key, value in os.environ.items() if key not in locale}
    env |= {
        "PYTHONPATH": str(ROOT / "py"),
        "PYTHONUNBUFFERED": "1",
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    script = "\n".join(f"{command} 2>&1" for command in commands)
    done = subprocess.run(
        ["sh", "-c", script], capture_output=True, text=True, env=env, check=False
    )
    assert done.stdout.splitlines() == expected


def test_the_examples_are_many():
    pycon = [
        line for path in DOCS for block in blocks(path, "pycon") for line in block.splitlines()
    ]
    console = [
        line for path in DOCS for block in blocks(path, "console") for line in block.splitlines()
    ]
    assert sum(line.startswith(">>> ") for line in pycon) > 40
    assert sum(line.startswith("$ ") for line in console) >= 7


@pytest.mark.parametrize("path", DOCS, ids=lambda path: path.name)
def test_the_files_the_docs_name_exist(path):
    """Links, and paths in code spans (`py/page/dom.py`), name files that are there."""
    text = path.read_text()
    links = re.findall(r"\]\(([^)#:\s]+)", text)
    named = re.findall(r"`((?:py|static|tests|tools|docs)/[\w./-]*)`", text)
    missing = [link for link in links if not (path.parent / link).exists()]
    missing += [
        name
        for name in named
        if name not in TO_MAKE
        and not name.startswith("static/vendor")
        and not (ROOT / name).exists()
    ]
    assert not missing, f"{path.name} names files that are not there: {missing}"
