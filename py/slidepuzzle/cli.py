"""The command line: ``python -m slidepuzzle check [FILE...]``, ``... shuffle ROWS [COLS]`` and
``... solve [FILE|-]``.

``check`` reads every board of each file (stdin when no file is named, or ``-``) as
``read_boards`` does (plain lines, code, tables, spreadsheets; boards separated by blank lines)
and prints one line per board (and how it was read, when not plain text), one JSON object per
board with ``--json``, or a CSV table with ``--csv``. It exits 0 when every board was read, 2 when
one could not be (naming the board and its line; the others are still reported).
``solve`` reads boards the same way and prints, per board, the solution's length, whether it is
proven optimal and how it was found, the tiles slid and the blank's moves. It exits 0 when every
board was solved, 2 when one was not (unreadable, unsolvable or too big: said on stderr).

``check --fix`` adds, under an unsolvable board, the swap of two tiles that makes it solvable
(``slidepuzzle.fix``; with ``--json``, the best three as ``"fix"``).

``--lang en|ko|ru|zh`` says everything a person reads (verdicts, explanations, how a board was
read, errors, solutions) in that language; by default the language of the environment, read
as gettext reads it (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``ko_KR.UTF-8`` is
Korean), English when it is none of the four. The help (``--help``) and the JSON keys and CSV
columns of ``--json`` are English.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import AnyStr

from slidepuzzle.batch import (
    EXTRA_COLUMNS,
    CsvTable,
    batch_csv,
    batch_row,
    deciding_numbers,
    plain_readings,
    with_optimal,
)
from slidepuzzle.board import GOAL_NAMES, Board, RequestError, ShapeError, check_shape
from slidepuzzle.errors import InputError
from slidepuzzle.fix import Swap, fix_reason, fix_swaps
from slidepuzzle.generate import graded_board, random_board
from slidepuzzle.i18n import DEFAULT_LANG, LANGS, Lang, lang_of, pick_lang
from slidepuzzle.messages import counted, say
from slidepuzzle.notation import CONVENTION, blank_moves, format_blank_moves, format_tile_moves
from slidepuzzle.parse import Format, NoteKind, Reading, describe, other_shapes, read_boards
from slidepuzzle.rule import Verdict, explain, rule_name
from slidepuzzle.solve import (
    Method,
    Solution,
    UnsolvableError,
    best_so_far,
    method_name,
    solve,
)
from slidepuzzle.styles import COPY_STYLES, Style, format_board

EXIT_UNREADABLE = 2

MAX_COUNT = 1000
"""The most boards ``shuffle --count`` makes at once."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); the exit code."""
    args = _parser(env_lang(os.environ)).parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except BrokenPipeError:  # e.g. piped into head
        return 0


@dataclass(frozen=True)
class _Read:
    """One board of the input, or why there is none."""

    lang: Lang
    place: dict[str, object]  # source, board and line, for --json; empty for an unread file
    board: Board | None
    error: str  # why there is no board
    reading: Reading | None = None  # how it was read (None for an unread file)
    name: str = ""  # the file's name, for one that cannot be read

    @property
    def where(self) -> str:
        """``"stdin, board 2 (line 5)"``, or the file's name when it cannot be read (said
        only when printed: a CSV table of a million boards never says it)."""
        if not self.place:
            return self.name
        place = self.place
        return say(
            self.lang, "cli-board", source=place["source"], board=place["board"], line=place["line"]
        )


def env_lang(environ: Mapping[str, str]) -> Lang:
    """The language the environment asks for, in gettext's order.

    The locale is the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set (``C`` when
    none is). ``LANGUAGE``, a list such as ``de:ru:en``, comes first: its first language we speak
    (English when none); but, as in GNU gettext, only when the locale is not ``C`` or ``POSIX``.
    Else the locale's language (``ko_KR.UTF-8``: Korean); English for ``C``, ``POSIX`` or a
    language we do not speak.
    """
    locale = next(
        (environ[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(name)), "C"
    )
    if locale.split(".", 1)[0].split("@", 1)[0] in ("C", "POSIX"):  # C.UTF-8 too
        return DEFAULT_LANG
    if environ.get("LANGUAGE"):
        return pick_lang(tag for tag in environ["LANGUAGE"].split(":") if tag)
    return lang_of(locale) or DEFAULT_LANG


def _read_boards(args: argparse.Namespace, files: list[str], lang: Lang) -> Iterator[_Read]:
    """Each board of each file (stdin for none or ``-``), read, or the reason it is not; a
    file is read a chunk at a time (``chunks``), so memory stays flat however long it is."""
    options = {"largest_is_blank": args.largest_is_blank, "shape": args.shape}
    plain = not args.largest_is_blank and args.shape is None  # a plain batch read at once
    for name, chunks, why in _inputs(files, lang):
        count = 0
        try:
            for before, text in chunks:
                readings = plain_readings(text, before) if plain else None
                if readings is None:
                    readings = [_after(reading, before) for reading in read_boards(text, **options)]
                for reading in readings:
                    count += 1
                    place: dict[str, object] = {
                        "source": name,
                        "board": count,
                        "line": reading.line,
                    }
                    error = "" if reading.error is None else reading.error.message(lang)
                    yield _Read(lang, place, reading.board, error, reading)
        except _NotUtf8 as failed:
            count, why = 0, str(failed)
        if not count:
            yield _Read(lang, {}, None, why or say(lang, "cli-no-board"), name=name)


def _after(reading: Reading, before: int) -> Reading:
    """``reading`` with its line counted in the file, after the ``before`` lines of the chunks
    before its own (a new Reading: cheaper than replace)."""
    if not before:
        return reading
    return Reading(
        reading.line + before,
        reading.format,
        reading.text,
        reading.board,
        reading.error,
        reading.notes,
    )


CHUNK_CHARS = 1 << 17
"""A file is read in chunks of about this many characters, each cut at a blank line."""


def chunks(lines: Iterable[str], size: int = CHUNK_CHARS) -> Iterator[tuple[int, str]]:
    """The text of ``lines`` in chunks of about ``size`` characters or more, each with the
    number of lines before it: cut only after a blank line where no bracket is left open, so
    that a chunk holds whole boards (a text shorter than ``size`` is one chunk)."""
    for before, part in _parts(lines, size, "", ("[", "{", "("), ("]", "}", ")")):
        yield before, "".join(part)


def _parts(
    lines: Iterable[AnyStr],
    size: int,
    empty: AnyStr,
    opening: tuple[AnyStr, ...],
    closing: tuple[AnyStr, ...],
) -> Iterator[tuple[int, list[AnyStr]]]:
    """``chunks``' lines, text or bytes, cut into lists of lines (the brackets counted only
    where a cut may be, over the lines since the last count)."""
    parts: list[AnyStr] = []
    length = before = depth = counted = 0
    for count, line in enumerate(lines, 1):
        parts.append(line)
        length += len(line)
        if length >= size and line.strip() == empty:
            since = empty.join(parts[counted:])
            depth += sum(map(since.count, opening)) - sum(map(since.count, closing))
            counted = len(parts)
            if depth == 0:
                yield before, parts
                parts, length, before, counted = [], 0, count, 0
    if parts:
        yield before, parts


def _say_at(lang: Lang, where: str, message: str) -> str:
    """``"stdin, board 2 (line 5): message"``."""
    return say(lang, "cli-placed", where=where, message=message)


def _check(args: argparse.Namespace) -> int:
    code, lang = 0, args.lang
    extra = EXTRA_COLUMNS[1:] if args.optimal else ()
    deadline = time.perf_counter() + (args.optimal or 0)
    table = CsvTable(sys.stdout, lang=lang, extra=extra) if args.csv else None
    for read in _read_boards(args, args.files, lang):
        if read.error:
            print(_say_at(lang, read.where, read.error), file=sys.stderr)
            code = EXIT_UNREADABLE
        if read.reading is None:
            continue
        number = read.place["board"]
        assert isinstance(number, int)
        row = batch_row(number, read.reading, args.goal)
        if args.optimal:
            budget = deadline - time.perf_counter()
            row = next(with_optimal([row], args.goal, budget=budget))
        verdict = row.verdict
        fixes = None
        if args.fix and verdict is not None and not verdict.solvable and read.board is not None:
            fixes = fix_swaps(read.board, args.goal, limit=3)
        if args.format:
            if read.board is not None:
                try:
                    print(format_board(read.board, args.format), end="\n\n")
                except ShapeError as unfit:  # hex or letters, of a board they do not write
                    print(_say_at(lang, read.where, unfit.message(lang)), file=sys.stderr)
                    code = EXIT_UNREADABLE
        elif table is not None:
            table.write(str(read.place["source"]), row)
        elif args.json:
            facts: dict[str, object] = (
                {"error": read.error}
                if verdict is None
                else {**_verdict_facts(verdict), "explanation": explain(verdict, lang)}
            )
            if args.optimal and verdict is not None and verdict.solvable:
                facts["optimal_moves"] = row.optimal
            notes = [note.message(lang) for note in read.reading.notes]
            others = [list(shape) for shape in other_shapes([read.reading])]
            how = {"format": read.reading.format, "notes": notes, "other_shapes": others}
            fix = {} if fixes is None else {"fix": [asdict(swap) for swap in fixes]}
            print(json.dumps({**read.place, **how, **facts, **fix}))
        elif verdict is not None:
            print(_say_at(lang, read.where, _summary(verdict, lang)))
            if _worth_saying(read.reading):
                print(f"  {describe(read.reading, lang)}")
            if args.explain and (shaped := other_shapes([read.reading])):
                shapes = ", ".join(f"{rows}x{cols}" for rows, cols in shaped)
                print(f"  {say(lang, 'cli-other-shapes', shapes=shapes)}")
            if args.explain:
                print(f"  {explain(verdict, lang)}")
            if fixes is not None:
                _print_fix(fixes, lang)
    return code


def _verdict_facts(verdict: Verdict) -> dict[str, object]:
    """The verdict's fields for JSON; its single line's order as ``line_order``, since ``line``
    is where the board starts in its file."""
    facts = asdict(verdict)
    facts["line_order"] = facts.pop("line")
    return facts


def _print_fix(fixes: list[Swap], lang: Lang) -> None:
    """The best swap that makes a board solvable, and why any swap does (or that none does)."""
    if not fixes:
        print(f"  {say(lang, 'cli-fix', swap=say(lang, 'fix-none'))}")
        return
    print(f"  {say(lang, 'cli-fix', swap=fixes[0].text(lang))}")
    print(say(lang, "cli-fix-why", why=fix_reason(lang)))


def _solve(args: argparse.Namespace) -> int:
    code, lang = 0, args.lang
    files = [] if args.file == "-" else [args.file]
    for read in _read_boards(args, files, lang):
        error = read.error
        if read.board is not None:
            try:
                solution = solve(
                    read.board,
                    args.goal,
                    time_limit=args.time_limit,
                    progress=_progress(lang) if args.progress else None,
                )
            except UnsolvableError as unsolvable:
                error = say(lang, "cli-cannot-reach", why=unsolvable.message(lang))
            except InputError as too_big:  # a board too big to solve
                error = too_big.message(lang)
            else:
                _print_solution(read, read.board, solution, args.json, lang)
                continue
        print(_say_at(lang, read.where, error), file=sys.stderr)
        code = EXIT_UNREADABLE
        if args.json and read.place:
            print(json.dumps({**read.place, "error": error}))
    return code


def _print_solution(
    read: _Read, board: Board, solution: Solution, as_json: bool, lang: Lang
) -> None:
    """The solution's length, whether it is optimal, how it was found, and both notations."""
    directions = blank_moves(board, solution.moves)
    if as_json:
        facts = {
            "rows": board.rows,
            "cols": board.cols,
            "length": len(solution),
            "optimal": solution.optimal,
            "lower_bound": solution.lower_bound,
            "method": solution.method,
            "nodes": solution.nodes,
            "seconds": round(solution.seconds, 3),
            "moves": list(solution.moves),
            "blank_moves": directions,
            "notes": [note.text(lang) for note in solution.notes],
        }
        print(json.dumps({**read.place, **facts}))
        return
    print(_say_at(lang, read.where, _how(solution, board, lang)))
    for note in solution.notes:
        print(f"  {note.text(lang)}")
    if solution.moves:
        print(f"  {say(lang, 'cli-tiles-slid', moves=format_tile_moves(solution.moves))}")
        print(f"  {say(lang, 'cli-blank-moves', moves=format_blank_moves(directions))}")


_SAID_BY_SHAPES = (NoteKind.SQUARE_LINE, NoteKind.ONE_ROW)
"""Notes the summary's shape and the other shapes' line say already."""


def _worth_saying(reading: Reading) -> bool:
    """Whether to say how a board was read: not plain text, or a note beyond its shape."""
    notes = [note for note in reading.notes if note.kind not in _SAID_BY_SHAPES]
    return reading.format is not Format.PLAIN or bool(notes)


def _summary(verdict: Verdict, lang: Lang) -> str:
    """One line: the shape, the verdict and the rule's numbers."""
    return say(
        lang,
        "cli-solvable" if verdict.solvable else "cli-unsolvable",
        rows=verdict.rows,
        cols=verdict.cols,
        rule=rule_name(verdict.rule, lang),
        deciding=deciding_numbers(verdict, lang),
    )


Chunks = Iterator[tuple[int, str]]


def _inputs(files: list[str], lang: Lang) -> Iterator[tuple[str, Chunks, str]]:
    """(name, its chunks, "") of each file, or of stdin when there is none or for ``-``;
    (name, no chunks, why) if it cannot be read (not found; not UTF-8, ``_NotUtf8`` raised
    before any of its boards is read when it is one chunk)."""
    for path in files or ["-"]:
        name = "stdin" if path == "-" else path
        try:
            if path == "-":
                if hasattr(sys.stdin, "buffer"):
                    yield name, _decoded(sys.stdin.buffer, lang), ""
                else:
                    yield name, chunks(sys.stdin), ""
            else:
                with open(path, "rb") as file:
                    yield name, _decoded(file, lang), ""
        except OSError as error:
            yield name, iter(()), say(lang, "cli-unreadable", why=error.strerror or error)


class _NotUtf8(Exception):
    """A file's byte that is not UTF-8: its boards are not read (those of earlier chunks of a
    long file have been)."""


def _decoded(lines: Iterable[bytes], lang: Lang) -> Chunks:
    """``chunks`` of a file's bytes, each decoded at once; ``_NotUtf8`` at the first byte
    that is not UTF-8."""
    at = 0
    for before, part in _parts(lines, CHUNK_CHARS, b"", (b"[", b"{", b"("), (b"]", b"}", b")")):
        data = b"".join(part)
        try:
            yield before, data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise _NotUtf8(say(lang, "cli-not-utf8", byte=at + error.start + 1)) from None
        at += len(data)


def _shuffle(args: argparse.Namespace) -> int:
    """``--count`` boards (board k with the seed plus k - 1), each printed as soon as made: as
    text, blank lines between, or as the batch CSV table with the board and its fewest moves."""
    lang = args.lang
    if args.csv:
        print(batch_csv((), lang=lang, extra=EXTRA_COLUMNS), end="")
    for number in range(1, args.count + 1):
        seed = None if args.seed is None else args.seed + number - 1
        try:
            if args.moves is None:
                board = random_board(
                    args.rows,
                    args.cols,
                    seed=seed,
                    solvable=not args.unsolvable,
                    fixed_blank=args.fixed_blank,
                    goal=args.goal,
                )
                optimal = None
            else:
                if args.unsolvable or args.fixed_blank:
                    raise RequestError("moves-and-verdict")
                graded = graded_board(
                    args.rows,
                    args.cols,
                    moves=args.moves,
                    seed=seed,
                    goal=args.goal,
                    time_limit=args.time_limit,
                )
                board, optimal = graded.board, graded.moves
            words = "" if args.csv else format_board(board, args.format or Style.PLAIN)
        except InputError as error:
            print(say(lang, "cli-cannot-shuffle", why=error.message(lang)), file=sys.stderr)
            return EXIT_UNREADABLE
        if not args.csv:
            print(("\n" if number > 1 else "") + words, flush=True)
            continue
        line = 1 + (number - 1) * (board.rows + 1)  # where it would be in the text output
        row = batch_row(number, Reading(line, Format.PLAIN, str(board), board), args.goal)
        row = replace(row, optimal=optimal)
        if optimal is None:
            row = next(with_optimal([row], args.goal, budget=args.time_limit))
        print(batch_csv([("shuffle", row)], header=False, lang=lang, extra=EXTRA_COLUMNS), end="")
    return 0


def _moves(text: str) -> int | tuple[int, int]:
    """``--moves``: a number of moves (``20``) or a band (``40-45``)."""
    lo, dash, hi = text.partition("-")
    try:
        band = (int(lo), int(hi)) if dash else int(text)
    except ValueError:
        band = -1
    if band == -1 or (isinstance(band, tuple) and not 0 <= band[0] <= band[1]):
        raise argparse.ArgumentTypeError(
            f"expected a number of moves (20) or a band (40-45), got {text!r}"
        )
    return band


def _count(text: str) -> int:
    """``--count``: 1 to ``MAX_COUNT`` boards."""
    count = int(text) if text.isdigit() else 0
    if not 1 <= count <= MAX_COUNT:
        raise argparse.ArgumentTypeError(f"expected 1 to {MAX_COUNT:,} boards, got {text!r}")
    return count


def _how(solution: Solution, board: Board, lang: Lang) -> str:
    """``"3 x 3, 31 moves, optimal (IDA* search; 3,201 nodes)"``: the length, proven or not
    (then how far from the shortest at most, by the lower bound), how it was found."""
    how = method_name(lang, solution.method)
    if solution.optimal and solution.method not in (Method.NONE, Method.LINE, Method.IDA_STAR):
        how = say(lang, "cli-proven", how=how)
    if solution.nodes:
        how = say(lang, "cli-nodes", how=how, nodes=counted(lang, solution.nodes, "node"))
    return say(
        lang,
        "cli-solved" if solution.optimal else "cli-solved-bounded",
        rows=board.rows,
        cols=board.cols,
        moves=counted(lang, len(solution), "move"),
        gap=solution.gap,
        bound=counted(lang, solution.lower_bound, "move"),
        how=how,
    )


def _progress(lang: Lang) -> Callable[[Solution], None]:
    """``solve``'s progress for ``--progress``: each better solution so far, on stderr."""

    def heard(solution: Solution) -> None:
        print(f"  {best_so_far(solution, lang)}", file=sys.stderr, flush=True)

    return heard


def _seconds(text: str) -> float:
    """A time limit: a positive number of seconds."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 < seconds < math.inf:
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return seconds


def _shape(text: str) -> tuple[int, int]:
    """A shape asked for: ``3x4`` (rows x columns)."""
    rows, _, cols = text.lower().replace("\u00d7", "x").partition("x")
    if not (rows.strip().isdecimal() and cols.strip().isdecimal()):
        raise argparse.ArgumentTypeError(f"expected rows x columns, like 3x4, got {text!r}")
    try:
        check_shape(int(rows), int(cols))
    except InputError as error:
        raise argparse.ArgumentTypeError(error.message(DEFAULT_LANG)) from None
    return int(rows), int(cols)


def _parser(lang: Lang = DEFAULT_LANG) -> argparse.ArgumentParser:
    """The command line's arguments (its help in English); ``lang``: ``--lang``'s default."""
    parser = argparse.ArgumentParser(
        prog="slidepuzzle", description="Sliding-tile puzzles of any shape."
    )
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    check = commands.add_parser("check", help="is each board solvable, and why")
    check.add_argument("files", nargs="*", metavar="FILE", help="boards (default or -: stdin)")
    output = check.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="one JSON object per board")
    output.add_argument("--csv", action="store_true", help="a CSV table, one line per board")
    for command in (output, shuffle := commands.add_parser("shuffle", help="a fair random board")):
        command.add_argument(
            "--format",
            choices=[str(style) for style in COPY_STYLES],
            metavar="STYLE",
            help="each board written as STYLE, to copy: "
            + ", ".join(COPY_STYLES)
            + " (hex: a 4 x 4 board only; letters: 2 x 2 up to 16 cells)",
        )
    check.add_argument(
        "--explain", action="store_true", help="the reasoning under each verdict, in sentences"
    )
    check.add_argument(
        "--optimal",
        type=_seconds,
        metavar="S",
        help="with --csv or --json: each board's optimal moves (up to 16 cells), within S "
        "seconds for all of them; 'not computed' after",
    )
    check.add_argument(
        "--fix",
        action="store_true",
        help="for an unsolvable board, the swap of two tiles that makes it solvable (with --json: "
        "the best 3)",
    )
    shuffle.add_argument("rows", type=int)
    shuffle.add_argument("cols", type=int, nargs="?", help="default: as many as ROWS")
    shuffle.add_argument("--seed", type=int, help="the same seed gives the same board")
    shuffle.add_argument("--unsolvable", action="store_true", help="an unsolvable board")
    shuffle.add_argument(
        "--fixed-blank", action="store_true", help="keep the blank in its goal cell"
    )
    shuffle.add_argument(
        "--moves",
        type=_moves,
        metavar="D|LO-HI",
        help="a board needing exactly D moves, or LO to HI (boards of up to 16 cells): "
        "uniform where a table or the band's share allows, else a random walk then proven",
    )
    shuffle.add_argument(
        "--count", type=_count, default=1, metavar="N", help="N boards (1 to 1,000; default 1)"
    )
    shuffle.add_argument(
        "--csv",
        action="store_true",
        help="a CSV table, one line per board, with the board and its optimal moves",
    )
    shuffle.add_argument(
        "--time-limit",
        type=_seconds,
        default=30.0,
        metavar="S",
        help="seconds per board to find one with --moves, or to compute its optimal moves "
        "for --csv (default: 30)",
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
    solve.add_argument(
        "--progress",
        action="store_true",
        help="each shorter solution found and the lower bound, on stderr, as they come",
    )
    for command in (check, solve):
        command.add_argument(
            "--largest-is-blank", action="store_true", help="the largest number is the blank"
        )
        command.add_argument(
            "--shape",
            type=_shape,
            metavar="RxC",
            help="read each board's values, in order, as R rows of C (e.g. 2x8 for one line of "
            "16 values, which reads as 4 x 4 otherwise)",
        )
    for command, run in ((check, _check), (shuffle, _shuffle), (solve, _solve)):
        command.add_argument("--goal", choices=GOAL_NAMES, default=None, help="default: blank-last")
        command.add_argument(
            "--lang",
            choices=LANGS,
            default=lang,
            help="the language of the output (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG; "
            f"here {lang})",
        )
        command.set_defaults(run=run)
    return parser
