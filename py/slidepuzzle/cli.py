"""The command line: ``python -m slidepuzzle check [FILE...]``, ``... shuffle ROWS [COLS]`` and
``... solve [FILE|-]``.

``check`` reads boards separated by blank lines (from stdin when no file is named) and prints one
line per board, or one JSON object per board with ``--json``. It exits 0 when every board was
read, 2 when one could not be (naming the board and its line; the others are still reported).
``solve`` reads boards the same way and prints, per board, the solution's length, whether it is
proven optimal and how it was found, the tiles slid and the blank's moves. It exits 0 when every
board was solved, 2 when one was not (unreadable, unsolvable or too big: said on stderr).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass

from slidepuzzle.board import GOAL_NAMES, Board, BoardError, plural
from slidepuzzle.generate import random_board
from slidepuzzle.notation import CONVENTION, blank_moves, format_blank_moves, format_tile_moves
from slidepuzzle.parse import parse_board
from slidepuzzle.rule import Rule, Verdict, analyze
from slidepuzzle.solve import Method, Solution, UnsolvableError, solve

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


@dataclass(frozen=True)
class _Read:
    """One board of the input, or why there is none."""

    where: str  # "stdin, board 2 (line 5)", or the file's name when it cannot be read
    place: dict[str, object]  # source, board and line, for --json; empty for an unread file
    board: Board | None
    error: str  # why there is no board


def _read_boards(files: list[str], largest_is_blank: bool) -> Iterator[_Read]:
    """Each board of each file (stdin when there is none), read, or the reason it is not."""
    for name, text, why in _inputs(files):
        if text is None or not text.strip():
            yield _Read(name, {}, None, why or "no board found")
            continue
        for count, (line, board_text) in enumerate(split_boards(text), 1):
            where = f"{name}, board {count} (line {line})"
            place: dict[str, object] = {"source": name, "board": count, "line": line}
            try:
                board = parse_board(board_text, largest_is_blank=largest_is_blank)
            except BoardError as error:
                yield _Read(where, place, None, str(error))
            else:
                yield _Read(where, place, board, "")


def _check(args: argparse.Namespace) -> int:
    code = 0
    for read in _read_boards(args.files, args.largest_is_blank):
        if read.board is None:
            print(f"{read.where}: {read.error}", file=sys.stderr)
            code = EXIT_UNREADABLE
            facts: dict[str, object] = {"error": read.error}
        else:
            verdict = analyze(read.board, args.goal)
            facts = asdict(verdict)
            if not args.json:
                print(f"{read.where}: {_summary(verdict)}")
        if args.json and read.place:
            print(json.dumps({**read.place, **facts}))
    return code


def _solve(args: argparse.Namespace) -> int:
    code = 0
    files = [] if args.file == "-" else [args.file]
    for read in _read_boards(files, args.largest_is_blank):
        error = read.error
        if read.board is not None:
            try:
                solution = solve(read.board, args.goal, time_limit=args.time_limit)
            except UnsolvableError as unsolvable:
                error = f"cannot reach the goal: {unsolvable}"
            except ValueError as too_big:  # a board too big to solve
                error = str(too_big)
            else:
                _print_solution(read, read.board, solution, args.json)
                continue
        print(f"{read.where}: {error}", file=sys.stderr)
        code = EXIT_UNREADABLE
        if args.json and read.place:
            print(json.dumps({**read.place, "error": error}))
    return code


def _print_solution(read: _Read, board: Board, solution: Solution, as_json: bool) -> None:
    """The solution's length, whether it is optimal, how it was found, and both notations."""
    directions = blank_moves(board, solution.moves)
    if as_json:
        facts = {
            "rows": board.rows,
            "cols": board.cols,
            "length": len(solution),
            "optimal": solution.optimal,
            "method": solution.method,
            "nodes": solution.nodes,
            "seconds": round(solution.seconds, 3),
            "moves": list(solution.moves),
            "blank_moves": directions,
        }
        print(json.dumps({**read.place, **facts}))
        return
    print(f"{read.where}: {board.rows} x {board.cols}, {_how(solution)}")
    if solution.moves:
        print(f"  tiles slid: {format_tile_moves(solution.moves)}")
        print(f"  blank moves (where the blank goes): {format_blank_moves(directions)}")


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


_FOUND_BY = {
    Method.NONE: "the board is the goal",
    Method.LINE: "one line: the only solution",
    Method.CONSTRUCTIVE: "built row by row",
    Method.WEIGHTED: "found by a weighted search",
    Method.SHORTENED: "a solution shortened",
    Method.IDA_STAR: "optimal search",
}


def _how(solution: Solution) -> str:
    """``"31 moves, optimal (optimal search, 3,201 nodes)"``: the length, proven or not, how."""
    how = _FOUND_BY[solution.method]
    if solution.optimal and solution.method not in (Method.NONE, Method.LINE, Method.IDA_STAR):
        how += ", none shorter by the optimal search"
    if solution.nodes:
        how += f"; {plural(solution.nodes, 'node')}"
    proven = "optimal" if solution.optimal else "not proven optimal"
    return f"{plural(len(solution), 'move')}, {proven} ({how})"


def _seconds(text: str) -> float:
    """A time limit: a positive number of seconds."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 < seconds < math.inf:
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return seconds


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="slidepuzzle", description="Sliding-tile puzzles of any shape."
    )
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    check = commands.add_parser("check", help="is each board solvable, and why")
    check.add_argument("files", nargs="*", metavar="FILE", help="boards (default: stdin)")
    check.add_argument("--json", action="store_true", help="one JSON object per board")
    shuffle = commands.add_parser("shuffle", help="a fair random board")
    shuffle.add_argument("rows", type=int)
    shuffle.add_argument("cols", type=int, nargs="?", help="default: as many as ROWS")
    shuffle.add_argument("--seed", type=int, help="the same seed gives the same board")
    shuffle.add_argument("--unsolvable", action="store_true", help="an unsolvable board")
    shuffle.add_argument(
        "--fixed-blank", action="store_true", help="keep the blank in its goal cell"
    )
    solve = commands.add_parser(
        "solve",
        help="the moves to the goal: tiles slid and the blank's moves",
        epilog=f"Blank moves: {CONVENTION}.",
    )
    solve.add_argument(
        "file", nargs="?", default="-", metavar="FILE", help="boards (default or -: stdin)"
    )
    solve.add_argument(
        "--time-limit",
        type=_seconds,
        default=10.0,
        metavar="S",
        help="seconds per board for the optimal search (default: 10)",
    )
    solve.add_argument("--json", action="store_true", help="one JSON object per board")
    for command in (check, solve):
        command.add_argument(
            "--largest-is-blank", action="store_true", help="the largest number is the blank"
        )
    for command, run in ((check, _check), (shuffle, _shuffle), (solve, _solve)):
        command.add_argument("--goal", choices=GOAL_NAMES, default=None, help="default: blank-last")
        command.set_defaults(run=run)
    return parser
