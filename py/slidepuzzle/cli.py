"""The command line: ``python -m slidepuzzle check [FILE...]`` and ``... shuffle ROWS [COLS]``.

``check`` reads boards separated by blank lines (from stdin when no file is named) and prints one
line per board, or one JSON object per board with ``--json``. It exits 0 when every board was
read, 2 when one could not be (naming the board and its line; the others are still reported).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict

from slidepuzzle.board import GOAL_NAMES, BoardError, plural
from slidepuzzle.generate import random_board
from slidepuzzle.parse import parse_board
from slidepuzzle.rule import Rule, Verdict, analyze

EXIT_UNREADABLE = 2


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); the exit code."""
    args = _parser().parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except BrokenPipeError:  # e.g. piped into head
        return 0


def split_boards(text: str) -> Iterator[tuple[int, str]]:
    """Each board of ``text`` (boards are separated by blank lines) with its first line number."""
    first, lines = 0, []
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip():
            first = first or number
            lines.append(line)
        elif lines:
            yield first, "\n".join(lines)
            first, lines = 0, []
    if lines:
        yield first, "\n".join(lines)


def _check(args: argparse.Namespace) -> int:
    code = 0
    for name, text, why in _inputs(args.files):
        if text is None or not text.strip():
            print(f"{name}: {why or 'no board found'}", file=sys.stderr)
            code = EXIT_UNREADABLE
            continue
        for count, (line, board_text) in enumerate(split_boards(text), 1):
            where = f"{name}, board {count} (line {line})"
            try:
                board = parse_board(board_text, largest_is_blank=args.largest_is_blank)
            except BoardError as error:
                print(f"{where}: {error}", file=sys.stderr)
                code = EXIT_UNREADABLE
                facts = {"error": str(error)}
            else:
                verdict = analyze(board, args.goal)
                facts = asdict(verdict)
                if not args.json:
                    print(f"{where}: {_summary(verdict)}")
            if args.json:
                print(json.dumps({"source": name, "board": count, "line": line, **facts}))
    return code


def _summary(verdict: Verdict) -> str:
    """One line: the shape, the verdict and the rule's numbers."""
    word = "solvable" if verdict.solvable else "not solvable"
    numbers = {
        Rule.SINGLE_LINE: "tiles in the goal's order" if verdict.solvable else "tiles out of order",
        Rule.ODD_WIDTH: plural(verdict.inversions, "inversion"),
        Rule.EVEN_WIDTH: f"{plural(verdict.inversions, 'inversion')}, "
        f"blank on row {verdict.blank_row_from_bottom} from the bottom",
        Rule.PARITY: f"{verdict.permutation_parity} permutation, "
        f"blank {plural(verdict.blank_distance, 'move')} from its goal cell",
    }[verdict.rule]
    return f"{verdict.rows} x {verdict.cols}, {word} ({verdict.rule}: {numbers})"


def _inputs(files: list[str]) -> Iterator[tuple[str, str | None, str]]:
    """(name, text, "") of each file, or of stdin when there is none; (name, None, why) if the
    file cannot be read."""
    if not files:
        yield "stdin", sys.stdin.read(), ""
    for path in files:
        try:
            with open(path, encoding="utf-8") as file:
                yield path, file.read(), ""
        except OSError as error:
            yield path, None, f"cannot read the file: {error.strerror or error}"
        except UnicodeDecodeError as error:
            yield path, None, f"cannot read the file: not UTF-8 text (byte {error.start + 1})"


def _shuffle(args: argparse.Namespace) -> int:
    try:
        board = random_board(
            args.rows,
            args.cols,
            seed=args.seed,
            solvable=not args.unsolvable,
            fixed_blank=args.fixed_blank,
            goal=args.goal,
        )
    except ValueError as error:
        print(f"cannot shuffle: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    print(board)
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="slidepuzzle", description="Sliding-tile puzzles of any shape."
    )
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    check = commands.add_parser("check", help="is each board solvable, and why")
    check.add_argument("files", nargs="*", metavar="FILE", help="boards (default: stdin)")
    check.add_argument("--json", action="store_true", help="one JSON object per board")
    check.add_argument(
        "--largest-is-blank", action="store_true", help="the largest number is the blank"
    )
    shuffle = commands.add_parser("shuffle", help="a fair random board")
    shuffle.add_argument("rows", type=int)
    shuffle.add_argument("cols", type=int, nargs="?", help="default: as many as ROWS")
    shuffle.add_argument("--seed", type=int, help="the same seed gives the same board")
    shuffle.add_argument("--unsolvable", action="store_true", help="an unsolvable board")
    shuffle.add_argument(
        "--fixed-blank", action="store_true", help="keep the blank in its goal cell"
    )
    for command, run in ((check, _check), (shuffle, _shuffle)):
        command.add_argument("--goal", choices=GOAL_NAMES, default=None, help="default: blank-last")
        command.set_defaults(run=run)
    return parser
