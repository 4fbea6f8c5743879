"""A second corpus of pastes, from sources the first (test_paste_corpus.py) does not cover:
database clients, DataFrame and array prints, REPLs and debuggers, markup tables, grids drawn
for games, chat logs and editor gutters, invisible marks, the 15-puzzle's hex and letter
notations, Simon Tatham's Fifteen (save file and text), and grids that are no board (calendars,
sudoku, 2048, bingo) which must be refused.

Every family names its source in a comment; every writer builds its paste FROM random boards,
so the expectation (the boards, in order; ``[]`` for a paste to refuse) was decided before the
reader ran. ``test_the_shapes_corpus_score`` asks 95% read right and no board nobody pasted.
"""

from __future__ import annotations

import calendar
import random
from collections.abc import Callable

import pytest
from slidepuzzle import Board
from slidepuzzle.parse import read_boards

Paste = tuple[str, list[Board]]
Writer = Callable[[random.Random], Paste]

SHAPES = ((3, 3), (4, 4), (2, 3), (3, 4), (2, 4))


def board_of(rng: random.Random, shapes: tuple[tuple[int, int], ...] = SHAPES) -> Board:
    rows, cols = rng.choice(shapes)
    tiles = list(range(rows * cols))
    rng.shuffle(tiles)
    return Board(rows, cols, tiles)


def cells(board: Board, blank: str = "0") -> list[list[str]]:
    return [[blank if t == 0 else str(t) for t in row] for row in board.grid()]


def width(board: Board) -> int:
    return len(str(board.size - 1))


def aligned(board: Board, blank: str = "0", gap: str = " ", right: bool = True) -> list[str]:
    """Rows with every cell padded to the widest (right-aligned as most printers do)."""
    size = max(width(board), len(blank))
    pad = str.rjust if right else str.ljust
    return [gap.join(pad(cell, size) for cell in row) for row in cells(board, blank)]


# --- Database clients ------------------------------------------------------------------------


def psql(rng: random.Random) -> Paste:
    """PostgreSQL's psql, default ``\\pset format aligned``: a header of column names, a rule of
    ``-`` and ``+``, right-aligned numbers, NULL shown empty, ``(N rows)`` under it."""
    board = board_of(rng)
    names = rng.choice(
        [[f"c{i}" for i in range(board.cols)], [f"col{i + 1}" for i in range(board.cols)]]
    )
    wide = [max(len(name), width(board)) for name in names]
    blank = rng.choice(["0", ""])
    head = " " + " | ".join(n.center(w) for n, w in zip(names, wide, strict=True)) + " "
    rule = "-" + "-+-".join("-" * w for w in wide) + "-"
    body = [
        " " + " | ".join(c.rjust(w) for c, w in zip(row, wide, strict=True)) + " "
        for row in cells(board, blank)
    ]
    text = "\n".join(
        ["puzzles=# SELECT * FROM start;", head, rule, *body, f"({board.rows} rows)", ""]
    )
    return text, [board]


def mysql(rng: random.Random) -> Paste:
    """The mysql command-line client's table: ``+---+`` rules, a header of names, NULL for a
    missing value, ``N rows in set (0.00 sec)``."""
    board = board_of(rng)
    names = [f"c{i + 1}" for i in range(board.cols)]
    blank = rng.choice(["0", "NULL"])
    wide = [max(len(n), width(board), len(blank)) for n in names]
    rule = "+" + "+".join("-" * (w + 2) for w in wide) + "+"
    head = "|" + "|".join(f" {n.ljust(w)} " for n, w in zip(names, wide, strict=True)) + "|"
    body = [
        "|" + "|".join(f" {c.rjust(w)} " for c, w in zip(row, wide, strict=True)) + "|"
        for row in cells(board, blank)
    ]
    lines = ["mysql> SELECT * FROM board;", rule, head, rule, *body, rule]
    lines.append(f"{board.rows} rows in set (0.00 sec)")
    return "\n".join(lines), [board]


def sqlite(rng: random.Random) -> Paste:
    """sqlite3's shell: the default ``list`` mode (``|`` between values, no spaces) or
    ``.mode column`` with ``.headers on`` (names over a rule of dashes)."""
    board = board_of(rng)
    if rng.random() < 0.5:
        body = ["|".join(row) for row in cells(board, rng.choice(["0", ""]))]
        return "\n".join(["sqlite> SELECT * FROM board;", *body]), [board]
    names = [f"c{i}" for i in range(board.cols)]
    wide = [max(len(n), width(board)) for n in names]
    head = "  ".join(n.ljust(w) for n, w in zip(names, wide, strict=True))
    rule = "  ".join("-" * w for w in wide)
    body = ["  ".join(c.ljust(w) for c, w in zip(row, wide, strict=True)) for row in cells(board)]
    return "\n".join(["sqlite> .mode column", "sqlite> SELECT * FROM board;", head, rule, *body]), [
        board
    ]


# --- DataFrames and arrays -------------------------------------------------------------------


def console_table(rng: random.Random) -> Paste:
    """``console.table(board)``: Node prints a box with an ``(index)`` column; copying the table
    from Chrome's DevTools gives tab-separated lines under ``(index)  0  1  2``."""
    board = board_of(rng)
    if rng.random() < 0.5:
        head = "\t".join(["(index)", *map(str, range(board.cols))])
        body = ["\t".join([str(r), *row]) for r, row in enumerate(cells(board))]
        return "\n".join([head, *body]), [board]
    wide = max(2, width(board))
    first = 9
    top = "┌" + "─" * first + "┬" + "┬".join("─" * (wide + 2) for _ in range(board.cols)) + "┐"
    mid = "├" + "─" * first + "┼" + "┼".join("─" * (wide + 2) for _ in range(board.cols)) + "┤"
    end = "└" + "─" * first + "┴" + "┴".join("─" * (wide + 2) for _ in range(board.cols)) + "┘"
    head = "│ (index) │" + "│".join(f" {str(c).center(wide)} " for c in range(board.cols)) + "│"
    body = [
        "│" + str(r).center(first) + "│" + "│".join(f" {c.rjust(wide)} " for c in row) + "│"
        for r, row in enumerate(cells(board))
    ]
    return "\n".join(["> console.table(board)", top, head, mid, *body, end]), [board]


def pandas_floats(rng: random.Random) -> Paste:
    """A pandas DataFrame of floats (a NaN in an int column makes it float64): the header
    0 .. c-1, the index 0 .. r-1, ``8.0`` values, ``NaN`` for the missing one."""
    board = board_of(rng)
    blank = rng.choice(["0.0", "NaN"])
    rows = [[blank if t == 0 else f"{t}.0" for t in row] for row in board.grid()]
    wide = max(len(c) for row in rows for c in row)
    head = " " * (len(str(board.rows - 1)) + 1) + " ".join(
        str(c).rjust(wide + 1) for c in range(board.cols)
    )
    body = [str(r) + " " + " ".join(c.rjust(wide + 1) for c in row) for r, row in enumerate(rows)]
    return "\n".join(["In [7]: df", "Out[7]:", head, *body]), [board]


def numpy_floats(rng: random.Random) -> Paste:
    """numpy float arrays: ``repr`` (``array([[8., 6., 7.], ...])``) and ``print``
    (``[[8. 6. 7.]`` / `` [2. 5. 4.]]``), right-aligned."""
    board = board_of(rng)
    wide = width(board) + 1
    rows = [[f"{t}.".rjust(wide) for t in row] for row in board.grid()]
    if rng.random() < 0.5:
        inner = (",\n       ").join("[" + ", ".join(row) + "]" for row in rows)
        return f">>> a.astype(float)\narray([{inner}])", [board]
    inner = "\n ".join("[" + " ".join(row) + "]" for row in rows)
    return f">>> print(a / 1)\n[{inner}]", [board]


def polars(rng: random.Random) -> Paste:
    """A polars DataFrame print: ``shape: (r, c)``, a box with ``┆`` between columns, the
    column names and dtypes over a ``╞═╪═╡`` rule."""
    board = board_of(rng)
    names = [f"column_{i}" for i in range(board.cols)]
    wide = [len(n) for n in names]
    top = "┌" + "┬".join("─" * (w + 2) for w in wide) + "┐"
    head = "│" + "┆".join(f" {n} " for n in names) + "│"
    types = "│" + "┆".join(f" {'---'.ljust(w)} " for w in wide) + "│"
    dtypes = "│" + "┆".join(f" {'i64'.ljust(w)} " for w in wide) + "│"
    rule = "╞" + "╪".join("═" * (w + 2) for w in wide) + "╡"
    body = [
        "│" + "┆".join(f" {c.ljust(w)} " for c, w in zip(row, wide, strict=True)) + "│"
        for row in cells(board)
    ]
    end = "└" + "┴".join("─" * (w + 2) for w in wide) + "┘"
    lines = [f"shape: ({board.rows}, {board.cols})", top, head, types, dtypes, rule, *body, end]
    return "\n".join(lines), [board]


def r_data_frame(rng: random.Random) -> Paste:
    """R's ``as.data.frame(m)``: columns V1 .. Vc, row names 1 .. r, NA for a missing value."""
    board = board_of(rng)
    blank = rng.choice(["0", "NA"])
    wide = max(2, width(board), len(blank))
    head = (
        " " * len(str(board.rows))
        + " "
        + " ".join(f"V{c + 1}".rjust(wide) for c in range(board.cols))
    )
    body = [
        str(r + 1).ljust(len(str(board.rows))) + " " + " ".join(c.rjust(wide) for c in row)
        for r, row in enumerate(cells(board, blank))
    ]
    return "\n".join(["> as.data.frame(m)", head, *body]), [board]


def pandas_to_csv(rng: random.Random) -> Paste:
    """``df.to_csv()`` keeps the index and the header: ``,0,1,2`` then ``0,8,6,7``; floats
    as ``8.0`` and the missing value empty when the frame is float."""
    board = board_of(rng)
    floats = rng.random() < 0.5
    rows = [
        ["" if t == 0 and floats else f"{t}.0" if floats else str(t) for t in row]
        for row in board.grid()
    ]
    head = "," + ",".join(map(str, range(board.cols)))
    return "\n".join([head, *(f"{r}," + ",".join(row) for r, row in enumerate(rows))]), [board]


def to_markdown(rng: random.Random) -> Paste:
    """``df.to_markdown()`` (tabulate's pipe format): an empty corner, the header 0 .. c-1,
    ``|---:|`` alignment rules, the index in the first column."""
    board = board_of(rng)
    wide = max(3, width(board))
    head = "|    |" + "|".join(f" {str(c).rjust(wide)} " for c in range(board.cols)) + "|"
    rule = "|---:|" + "|".join("-" * (wide + 1) + ":" for _ in range(board.cols)) + "|"
    body = [
        f"| {str(r).rjust(2)} |" + "|".join(f" {c.rjust(wide)} " for c in row) + "|"
        for r, row in enumerate(cells(board))
    ]
    return "\n".join([head, rule, *body]), [board]


def tabulate_simple(rng: random.Random) -> Paste:
    """tabulate's ``simple`` format: the header over rules of dashes, two spaces between."""
    board = board_of(rng)
    names = rng.choice(
        [[str(c) for c in range(board.cols)], [chr(ord("a") + c) for c in range(board.cols)]]
    )
    wide = max(3, width(board))
    head = "  ".join(n.rjust(wide) for n in names)
    rule = "  ".join("-" * wide for _ in names)
    body = ["  ".join(c.rjust(wide) for c in row) for row in cells(board)]
    return "\n".join([head, rule, *body]), [board]


def spreadsheet_coords(rng: random.Random) -> Paste:
    """A grid typed as a spreadsheet shows it: column letters A B C over it, row numbers
    1 2 3 down its left (forum posts describing a sheet)."""
    board = board_of(rng)
    wide = max(1, width(board))
    head = "   " + " ".join(chr(ord("A") + c).rjust(wide) for c in range(board.cols))
    body = [
        str(r + 1).ljust(2) + " " + " ".join(c.rjust(wide) for c in row)
        for r, row in enumerate(cells(board))
    ]
    return "\n".join(["My sheet looks like this:", head, *body]), [board]


# --- Grids drawn by hand or by games ---------------------------------------------------------


def tictactoe_bars(rng: random.Random) -> Paste:
    """The tic-tac-toe drawing of beginners' tutorials (``print(' | '.join(row))``): bars
    between cells, ``-+-+-`` or ``---+---+---`` between rows, the blank as a space."""
    board = board_of(rng, ((3, 3), (2, 3), (3, 4)))
    wide = width(board)
    spaced = rng.random() < 0.5
    rows = [[c.rjust(wide) for c in row] for row in cells(board, " " * wide)]
    if spaced:
        lines = [" " + " | ".join(row) + " " for row in rows]
        rule = "+".join("-" * (wide + 2) for _ in range(board.cols))
    else:
        lines = ["|".join(row) for row in rows]
        rule = "+".join("-" * wide for _ in range(board.cols))
    text = f"\n{rule}\n".join(lines)
    return text, [board]


def unicode_cross(rng: random.Random) -> Paste:
    """Box-drawing lines between rows and columns without an outer frame (``─┼─``), the blank
    left empty (a grid drawn in a chat or a README)."""
    board = board_of(rng)
    wide = width(board)
    rows = [" │ ".join(c.rjust(wide) for c in row) for row in cells(board, " ")]
    rule = "─┼─".join("─" * wide for _ in range(board.cols))
    return f"\n{rule}\n".join(rows), [board]


def rich_table(rng: random.Random) -> Paste:
    """Python's rich ``Table`` (its default box, HEAVY_HEAD): ``┏━┳━┓`` over a header of
    names in ``┃``, ``┡━╇━┩`` under it, the body in ``│``."""
    board = board_of(rng)
    names = [f"c{i}" for i in range(board.cols)]
    wide = [max(len(n), width(board)) for n in names]
    top = "┏" + "┳".join("━" * (w + 2) for w in wide) + "┓"
    head = "┃" + "┃".join(f" {n.ljust(w)} " for n, w in zip(names, wide, strict=True)) + "┃"
    under = "┡" + "╇".join("━" * (w + 2) for w in wide) + "┩"
    body = [
        "│" + "│".join(f" {c.rjust(w)} " for c, w in zip(row, wide, strict=True)) + "│"
        for row in cells(board)
    ]
    end = "└" + "┴".join("─" * (w + 2) for w in wide) + "┘"
    return "\n".join([top, head, under, *body, end]), [board]


def org_table(rng: random.Random) -> Paste:
    """An Emacs Org-mode table: ``|`` cells, ``|---+---|`` rules (a header of names above the
    first rule, or none)."""
    board = board_of(rng)
    wide = max(2, width(board))
    rule = "|" + "+".join("-" * (wide + 2) for _ in range(board.cols)) + "|"
    body = ["| " + " | ".join(c.rjust(wide) for c in row) + " |" for row in cells(board)]
    if rng.random() < 0.5:
        head = "| " + " | ".join(chr(ord("a") + c).ljust(wide) for c in range(board.cols)) + " |"
        return "\n".join([head, rule, *body]), [board]
    return "\n".join([rule, *body, rule]), [board]


def wiki_table(rng: random.Random) -> Paste:
    """MediaWiki table markup: ``{|`` opens, ``|-`` starts a row, ``||`` between cells, ``|}``
    closes; the blank cell left empty."""
    board = board_of(rng)
    lines = ['{| class="wikitable"']
    for row in cells(board, rng.choice(["0", " "])):
        lines += ["|-", "| " + " || ".join(row)]
    lines.append("|}")
    return "\n".join(lines), [board]


def bbcode_table(rng: random.Random) -> Paste:
    """A forum's BBCode table (phpBB, vBulletin): ``[table][tr][td]8[/td]...[/tr][/table]``."""
    board = board_of(rng)
    rows = [
        "[tr]" + "".join(f"[td]{c}[/td]" for c in row) + "[/tr]"
        for row in cells(board, rng.choice(["0", ""]))
    ]
    return "Here it is:\n[table]\n" + "\n".join(rows) + "\n[/table]", [board]


def bracket_tiles(rng: random.Random) -> Paste:
    """Tiles drawn as keys in a forum post: ``[8][6][7]``, the blank ``[ ]``."""
    board = board_of(rng, ((3, 3), (4, 4), (2, 3)))
    wide = width(board)
    rows = ["".join(f"[{c.rjust(wide)}]" for c in row) for row in cells(board, " ")]
    return "\n".join(["Got this in the app:", *rows, "Is it stuck?"]), [board]


def tatham_text(rng: random.Random) -> Paste:
    """Simon Tatham's Fifteen, Copy (``game_text_format`` in fifteen.c): each cell as wide as
    the largest tile, one space between, the blank as spaces."""
    board = board_of(rng, ((4, 4), (3, 3), (3, 4)))
    wide = width(board)
    rows = [" ".join(c.rjust(wide) for c in row) for row in cells(board, "")]
    return "\n".join(rows) + "\n", [board]


# --- Programs' state: sizes, notations, save files -------------------------------------------


def sized_config(rng: random.Random) -> Paste:
    """A level file giving the size by keys beside a flat list of tiles: INI/TOML
    (``rows = 3``) or YAML (``rows: 3``)."""
    board = board_of(rng, ((3, 4), (2, 4), (4, 3), (2, 6), (3, 3)))
    tiles = ", ".join(map(str, board.tiles))
    if rng.random() < 0.5:
        text = f"[level]\nrows = {board.rows}\ncols = {board.cols}\ntiles = [{tiles}]\n"
    else:
        text = f"rows: {board.rows}\ncols: {board.cols}\ntiles: [{tiles}]\n"
    return text, [board]


def yaml_rows(rng: random.Random) -> Paste:
    """YAML: a block sequence of flow sequences under a key (``- [8, 6, 7]``)."""
    board = board_of(rng)
    rows = [f"  - [{', '.join(row)}]" for row in cells(board)]
    return "\n".join(["name: level 4", "board:", *rows]), [board]


def rust_pretty(rng: random.Random) -> Paste:
    """Rust's pretty Debug (``{:#?}``) of a ``Vec<Vec<u8>>``: one value a line, trailing commas."""
    board = board_of(rng)
    lines = ["["]
    for row in board.grid():
        lines += ["    ["] + [f"        {t}," for t in row] + ["    ],"]
    lines.append("]")
    return "\n".join(lines), [board]


def octave_display(rng: random.Random) -> Paste:
    """GNU Octave and MATLAB print a matrix as ``A =``, a blank line, right-aligned rows."""
    board = board_of(rng)
    name = rng.choice(["A", "ans", "start"])
    rows = ["   " + "   ".join(c.rjust(width(board)) for c in row) for row in cells(board)]
    return "\n".join([f">> {name}", f"{name} =", "", *rows, ""]), [board]


def repl(rng: random.Random) -> Paste:
    """The Python REPL and IPython/Jupyter: ``>>> b`` then the list, or ``In [3]: b`` /
    ``Out[3]:`` then numpy's ``array([[...]])`` over several lines."""
    board = board_of(rng)
    if rng.random() < 0.5:
        rows = ", ".join("[" + ", ".join(row) + "]" for row in cells(board))
        return f">>> b\n[{rows}]\n>>> solvable(b)", [board]
    n = rng.randint(2, 40)
    wide = width(board)
    inner = ",\n       ".join(
        "[" + ", ".join(c.rjust(wide) for c in row) + "]" for row in cells(board)
    )
    return f"In [{n}]: b\nOut[{n}]:\narray([{inner}])", [board]


def gdb(rng: random.Random) -> Paste:
    """gdb's ``print`` of a C array: ``$1 = {{8, 6, 7}, {2, 5, 4}, {3, 0, 1}}`` (value history
    numbers ``$N`` before it)."""
    board = board_of(rng)
    n = rng.randint(1, 12)
    rows = ", ".join("{" + ", ".join(row) + "}" for row in cells(board))
    return f"(gdb) p board\n${n} = {{{rows}}}\n(gdb) ", [board]


def hex_string(rng: random.Random) -> Paste:
    """The 15-puzzle as 16 hex digits, one a tile (1-F), 0 the blank or a mark of its own
    (solvers' and forum notation): ``FE169B4C0A73D852``."""
    board = board_of(rng, ((4, 4),))
    blank = rng.choice(["0", "0", "_"])
    digits = "".join(blank if t == 0 else format(t, "X") for t in board.tiles)
    if rng.random() < 0.3:
        digits = digits.lower()
    form = rng.choice(["{}", "Position: {}", "is {} solvable?", "{} (hex)"])
    return form.format(digits), [board]


def letters(rng: random.Random) -> Paste:
    """The letter notation: tile k is the k-th letter (A-O on the 15-puzzle, A-H on the
    8-puzzle), the blank a mark (``.``, ``_``, ``*`` or ``-``); a row a line, or one string."""
    board = board_of(rng, ((4, 4), (3, 3)))
    blank = rng.choice([".", "_", "*", "-"])
    rows = [[blank if t == 0 else chr(ord("A") + t - 1) for t in row] for row in board.grid()]
    if rng.random() < 0.5:
        return "\n".join(" ".join(row) for row in rows), [board]
    return "".join("".join(row) for row in rows), [board]


def tatham_save(rng: random.Random) -> Paste:
    """Simon Tatham's Portable Puzzle Collection save file (midend.c, ``midend_serialise``):
    ``KEY     :len:value`` lines; Fifteen's DESC is the tiles (0 the blank), and MOVE ``Mx,y``
    slides the gap to column x, row y. The board is the state at STATEPOS."""
    board = board_of(rng, ((4, 4), (3, 3), (3, 4)))
    tiles = list(board.tiles)
    cols, rows = board.cols, board.rows
    moves = []
    for _ in range(rng.randint(0, 4)):
        gap = tiles.index(0)
        gx, gy = gap % cols, gap // cols
        if rng.random() < 0.5:
            x, y = rng.choice([x for x in range(cols) if x != gx]), gy
        else:
            x, y = gx, rng.choice([y for y in range(rows) if y != gy])
        moves.append(f"M{x},{y}")
        step = (1 if x > gx else -1 if x < gx else 0) + cols * (
            1 if y > gy else -1 if y < gy else 0
        )
        p, target = gap, y * cols + x
        while p != target:
            tiles[p] = tiles[p + step]
            p += step
        tiles[target] = 0
    final = Board(rows, cols, tiles)
    desc = ",".join(map(str, board.tiles))
    params = f"{cols}x{rows}"

    def wr(key: str, value: str) -> str:
        return f"{key:<8.8}:{len(value)}:{value}"

    lines = [
        wr("SAVEFILE", "Simon Tatham's Portable Puzzle Collection"),
        wr("VERSION", "1"),
        wr("GAME", "Fifteen"),
        wr("PARAMS", params),
        wr("CPARAMS", params),
        wr("DESC", desc),
        wr("NSTATES", str(len(moves) + 1)),
        wr("STATEPOS", str(len(moves) + 1)),
        *(wr("MOVE", move) for move in moves),
    ]
    return "\n".join(lines) + "\n", [final]


# --- Chat, editors, invisible marks ----------------------------------------------------------


def chat_log(rng: random.Random) -> Paste:
    """Chat logs: IRC (``[10:42] <alice> 8 6 7``) and WhatsApp exports
    (``12/03/2024, 10:42 - Alice: 8 6 7``): a time stamp and a name before every row."""
    board = board_of(rng)
    hour, minute = rng.randint(0, 23), rng.randint(0, 58)
    if rng.random() < 0.5:
        lines = [f"[{hour:02}:{minute:02}] <alice> " + " ".join(row) for row in cells(board)]
        lines.insert(0, f"[{hour:02}:{minute:02}] <alice> is this one solvable?")
    else:
        stamp = f"12/03/2024, {hour:02}:{minute:02}"
        lines = [f"{stamp} - Alice: " + " ".join(row) for row in cells(board)]
    return "\n".join(lines), [board]


def gutters(rng: random.Random) -> Paste:
    """Editor and pager gutters: bat's ``   1   │ 8 6 7`` under a ``File:`` header, or
    ``1|8 6 7`` line numbers with a bar."""
    board = board_of(rng)
    if rng.random() < 0.5:
        rule = "─" * 7
        lines = [f"{rule}┬{'─' * 20}", "       │ File: board.txt", f"{rule}┼{'─' * 20}"]
        lines += [f"   {n}   │ " + " ".join(row) for n, row in enumerate(cells(board), 1)]
        lines.append(f"{rule}┴{'─' * 20}")
        return "\n".join(lines), [board]
    return "\n".join(f"{n}|" + " ".join(row) for n, row in enumerate(cells(board), 1)), [board]


MARKS = ["\u200e", "\u200f", "\u200b", "\u2060", "\u00ad", "\u202a", "\u202c", "\ufeff"]


def invisible_marks(rng: random.Random) -> Paste:
    """Text copied from web pages and RTL chats carries invisible marks: LRM/RLM (U+200E/F),
    zero-width spaces, word joiners, soft hyphens, bidi embeddings, a BOM in the middle."""
    board = board_of(rng)
    lines = []
    for row in cells(board):
        line = ""
        for cell in row:
            line += rng.choice(MARKS) + cell + rng.choice(["", rng.choice(MARKS)]) + " "
        lines.append(line.rstrip())
    return "\n".join(lines), [board]


# --- Grids that are no board: refused --------------------------------------------------------


def month_calendar(rng: random.Random) -> Paste:
    """``cal`` output (Python's TextCalendar, Sunday first as ``cal`` does): days under a
    month name and weekday names. February 2026 and 2015 fill four rows of 1..28 exactly."""
    year, month = rng.choice([(2026, 2), (2015, 2), (2026, 11), (2024, 3), (2021, 2)])
    return calendar.TextCalendar(calendar.SUNDAY).formatmonth(year, month), []


def sudoku(rng: random.Random) -> Paste:
    """A sudoku as solvers' inputs write it: 9 rows of 9 digits, 0 or ``.`` for the empties."""
    empty = rng.choice(["0", "."])
    rows = []
    for _ in range(9):
        row = [str(rng.randint(1, 9)) if rng.random() < 0.4 else empty for _ in range(9)]
        rows.append(" ".join(row) if rng.random() < 0.5 else "".join(row))
    return "Sudoku (hard):\n" + "\n".join(rows), []


def game_2048(rng: random.Random) -> Paste:
    """A 2048 board: powers of two, 0 or ``.`` for empty cells, a score above it."""
    values = ["0", "2", "4", "8", "16", "32", "64", "128"]
    rows = [" ".join(rng.choice(values) for _ in range(4)) for _ in range(4)]
    return f"2048 - Score: {rng.randint(100, 9000)}\n" + "\n".join(rows), []


def tictactoe_xo(rng: random.Random) -> Paste:
    """A tic-tac-toe position: X and O, no numbers."""
    marks = [rng.choice(["X", "O", " "]) for _ in range(9)]
    rows = [" | ".join(marks[r * 3 : r * 3 + 3]) for r in range(3)]
    return "\n---------\n".join(rows), []


def bingo(rng: random.Random) -> Paste:
    """A bingo card: B I N G O over five columns of 1-75, FREE in the middle."""
    columns = [rng.sample(range(15 * c + 1, 15 * c + 16), 5) for c in range(5)]
    lines = [" B  I  N  G  O"]
    for r in range(5):
        row = ["FREE" if (r, c) == (2, 2) else f"{columns[c][r]:2}" for c in range(5)]
        lines.append(" ".join(row))
    return "\n".join(lines), []


def words_only(rng: random.Random) -> Paste:
    """Text with no numbers, pasted by mistake."""
    return rng.choice(
        ["hello world", "abc def", "see the picture", "def solve(board):", "TODO"]
    ), []


FAMILIES: dict[str, Writer] = {
    writer.__name__: writer
    for writer in [
        psql,
        mysql,
        sqlite,
        console_table,
        pandas_floats,
        numpy_floats,
        polars,
        r_data_frame,
        pandas_to_csv,
        to_markdown,
        tabulate_simple,
        spreadsheet_coords,
        tictactoe_bars,
        unicode_cross,
        rich_table,
        org_table,
        wiki_table,
        bbcode_table,
        bracket_tiles,
        tatham_text,
        sized_config,
        yaml_rows,
        rust_pretty,
        octave_display,
        repl,
        gdb,
        hex_string,
        letters,
        tatham_save,
        chat_log,
        gutters,
        invisible_marks,
        month_calendar,
        sudoku,
        game_2048,
        tictactoe_xo,
        bingo,
        words_only,
    ]
}
PER_FAMILY = 5


def corpus() -> list[tuple[str, str, list[Board]]]:
    """(family, paste, boards): ``PER_FAMILY`` pastes a family, each from its own seed."""
    found = []
    for name, writer in FAMILIES.items():
        rng = random.Random(f"shapes-{name}")
        for _ in range(PER_FAMILY):
            text, boards = writer(rng)
            found.append((name, text, boards))
    return found


CORPUS = corpus()


def outcome(text: str, boards: list[Board]) -> str:
    """``"right"``, ``"invented"`` (a board nobody pasted), ``"missed"``, or ``"crash"``."""
    try:
        readings = read_boards(text)
    except Exception:  # a crash is an outcome to count
        return "crash"
    read = [reading.board for reading in readings if reading.board is not None]
    if any(board not in boards for board in read):
        return "invented"
    if not boards:
        return "right" if readings and not read else "missed"
    errors = any(reading.error is not None for reading in readings)
    return "right" if read == boards and not errors else "missed"


def score() -> dict[str, list[tuple[str, str]]]:
    found: dict[str, list[tuple[str, str]]] = {}
    for family, text, boards in CORPUS:
        found.setdefault(outcome(text, boards), []).append((family, text))
    return found


def test_the_shapes_corpus_is_large_and_varied():
    assert len(CORPUS) >= 150
    assert len(FAMILIES) >= 30
    assert sum(1 for _, _, boards in CORPUS if not boards) >= 25  # refusals


def test_the_shapes_corpus_score():
    """>= 95% read right, no board nobody pasted, no crash."""
    found = score()
    right = len(found.get("right", []))
    assert not found.get("invented"), found.get("invented")
    assert not found.get("crash"), found.get("crash")
    assert right >= 0.95 * len(CORPUS), (right, len(CORPUS), found.get("missed"))


@pytest.mark.parametrize("family", ["month_calendar", "sudoku", "game_2048", "bingo"])
def test_grids_that_are_no_board_are_refused_with_a_message(family):
    for name, text, _ in CORPUS:
        if name == family:
            readings = read_boards(text)
            assert readings and all(r.board is None and r.error for r in readings), text


if __name__ == "__main__":  # python tests/test_paste_shapes.py: the score, and each miss
    found = score()
    for kind in ("missed", "invented", "crash"):
        for family, text in found.get(kind, []):
            print(f"--- {kind}: {family}\n{text}")
    print({kind: len(items) for kind, items in found.items()}, "of", len(CORPUS))


@pytest.mark.parametrize("text", ["abc def", "hello world", "def ghi jkl"])
def test_text_with_no_numbers_gets_one_message(text):
    """Issue 33: text with no numbers, whether or not it looks like code, is named as text."""
    (reading,) = read_boards(text)
    assert str(reading.error) == "no board found: no rows of numbers (line 1 is text)"
    (comment,) = read_boards("# a comment")
    assert str(comment.error) == "no board: the text holds only comments"


# Found after the corpus above was scored (so not counted in it): pastes tried by hand, each
# with the board it holds, read since.
AFTER = {
    "lldb": "(lldb) p board\n(int[3][3]) $0 = {\n  [0] = ([0] = 8, [1] = 6, [2] = 7)\n"
    "  [1] = ([0] = 2, [1] = 5, [2] = 4)\n  [2] = ([0] = 3, [1] = 0, [2] = 1)\n}",
    "SQL Server": "c1          c2          c3\n----------- ----------- -----------\n"
    "          8           6           7\n          2           5           4\n"
    "          3        NULL           1\n\n(3 rows affected)",
    "AsciiDoc": "|===\n|8 |6 |7\n|2 |5 |4\n|3 | |1\n|===",
    "Visual Studio watch": "board\t{size=3}\tstd::vector<std::vector<int>>\n[0]\t{8, 6, 7}\n"
    "[1]\t{2, 5, 4}\n[2]\t{3, 0, 1}",
    "a numbered list": "1. 8 6 7\n2. 2 5 4\n3. 3 0 1",
    "emoji keycaps": "8\ufe0f\u20e3 6\ufe0f\u20e3 7\ufe0f\u20e3\n2 5 4\n3 0 1",
}
EIGHT = Board(3, 3, (8, 6, 7, 2, 5, 4, 3, 0, 1))


@pytest.mark.parametrize("name", AFTER)
def test_pastes_found_after_the_corpus(name):
    (reading,) = read_boards(AFTER[name])
    assert reading.board == EIGHT, reading


def test_hex_and_letters_in_groups_and_rows():
    fifteen = Board(4, 4, (15, 14, 1, 6, 9, 11, 4, 12, 0, 10, 7, 3, 13, 8, 5, 2))
    for text in ("FE16 9B4C 0A73 D852", "0xFE169B4C0A73D852", "FE16\n9B4C\n0A73\nD852"):
        assert [reading.board for reading in read_boards(text)] == [fifteen], text
    assert read_boards("ABCD\nEFGH\nIJKL\nMNO.")[0].board == Board(4, 4, [*range(1, 16), 0])


def test_a_count_line_over_stacked_square_boards():
    """UVa 10181's input: the number of puzzles, then each 4 x 4 board, no blank line between."""
    text = "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14"
    readings = read_boards(text)
    assert [reading.line for reading in readings] == [2, 6]
    assert [reading.board.tiles[:4] for reading in readings if reading.board] == [
        (2, 3, 4, 0),
        (13, 1, 2, 4),
    ]
    assert "is the number of boards" in str(readings[0])
