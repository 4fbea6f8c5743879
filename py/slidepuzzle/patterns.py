"""Additive pattern databases: stored lower bounds for boards of up to 16 cells, and 5 x 5.

- A *pattern* is a set of tiles; its *table* holds, for every placement of those tiles, the fewest
  moves of those tiles (the others' moves are free) to bring them to their goal cells, found by
  breadth-first search over the pattern's abstract space (``tools/build_pdb.py``, ``make pdb``).
- The patterns of a shape are *disjoint*, so their entries add up to a lower bound on the moves
  left (Korf & Felner 2002): 6-6-3 tiles on 4 x 4. Each table stores its entry less the
  pattern tiles' Manhattan distance (the *excess*, small numbers that compress well), so the
  bound is the Manhattan distance plus the excesses.
- On a square board the same tables also bound the board *reflected* about the main diagonal
  (the goal is its own mirror image), and the larger of the two sums is taken.
- Tables are kept for the blank-last goal of one shape of each pair (2 x 8 serves 8 x 2 too):
  ``canonical`` turns a board and a goal whose blank is in a corner into that frame by a
  flip or a transpose and renaming the tiles; other goals fall back to the other lower bounds.

A table's index is ``sum(cell_i * n ** i)`` over the pattern's tiles in order (n cells), so a
move changes it by one addition; the tables are bytes, one per index.
The files (``tables/pdb-4x4.bin``...) are a format line, a JSON header (shape, patterns, the
SHA-256 of the tables) and the tables zlib-compressed. The core reads them from its package
directory on first use; the page's worker fetches them (at ``TableFile.address``, which holds the
file's hash from ``slidepuzzle.table_files``) and hands them to ``install_tables``.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeAlias

from slidepuzzle.board import BLANK, Board, Cell, Tile
from slidepuzzle.errors import InputError
from slidepuzzle.messages import Phrase, phrase
from slidepuzzle.table_files import TABLE_FILES

Shape: TypeAlias = tuple[int, int]
"""(rows, columns)."""

PATTERNS: dict[Shape, tuple[tuple[Tile, ...], ...]] = {
    (5, 5): (
        (1, 2, 3, 4),
        (5, 10, 15, 20),
        (6, 7, 11, 12),
        (8, 9, 13, 14),
        (16, 17, 21, 22),
        (18, 19, 23, 24),
    ),
    (4, 4): ((1, 5, 6, 9, 10, 13), (7, 8, 11, 12, 14, 15), (2, 3, 4)),
    (2, 8): ((1, 2, 3, 9, 10, 11), (4, 5, 6, 12, 13, 14), (7, 8, 15)),
    (3, 5): ((1, 2, 6, 7, 11), (3, 4, 8, 12, 13), (5, 9, 10, 14)),
    (3, 4): ((1, 2, 5, 6, 9, 10), (3, 4, 7, 8, 11)),
}
"""The disjoint patterns of each shape with tables, tiles numbered as in the blank-last goal:
on 5 x 5, six blocks of four tiles: the top row's first four, the right column's first four,
and four 2 x 2 blocks (seconds to build; not symmetric about the main diagonal, so the reflected
lookup is a second, different partition for free: see docs/solver.md; the 5-5-5-5-4 blocks,
127 M abstract states each, did not finish building within this stop's time on the shared
machine);
Korf & Felner's 6-6-3 on 4 x 4; on 2 x 8, 6-6-3 in blocks of three columns (stronger than the
5-5-5 blocks before them: see docs/solver.md's figures); blocks of neighbouring cells on the others
(5-5-4 and 6-5, which take seconds to build)."""

SECOND: dict[Shape, tuple[tuple[Tile, ...], ...]] = {
    (2, 8): ((1, 2, 3, 9, 10), (4, 5, 11, 12, 13), (6, 7, 8, 14, 15)),
    (3, 5): ((1, 2, 3, 6, 7), (4, 5, 8, 9, 10), (11, 12, 13, 14)),
}
"""A second partition, where one pays: its sum is maxed with the first's. On 2 x 8 the 5-5-5
blocks (some boards take a tenth of the nodes with them, others ten times as many with 6-6-3
alone); on 3 x 5 blocks cut across the first ones. On a square board the second lookup is the
reflected one instead."""

FORMAT = b"slidepuzzle pattern tables 1\n"
"""The first line of a table file."""

TABLE_DIR = Path(__file__).parent / "tables"
"""Where the table files live beside the core (``make pdb`` writes them, ``make site`` copies)."""


class TableError(InputError):
    """Raised for table data that is not a table file, or whose checksum does not match."""


def table_file(shape: Shape) -> str:
    """The file name of a shape's tables: ``pdb-4x4.bin``."""
    return f"pdb-{shape[0]}x{shape[1]}.bin"


@dataclass(frozen=True)
class TableFile:
    """A shipped table file as ``slidepuzzle.table_files`` lists it (``make pdb`` writes both)."""

    name: str
    size: int
    """Bytes."""
    sha256: str

    @classmethod
    def of(cls, shape: Shape) -> TableFile:
        size, sha256 = TABLE_FILES[table_file(shape)]
        return cls(table_file(shape), size, sha256)

    @property
    def address(self) -> str:
        """Its address in the tables' folder, with its content hash: ``pdb-4x4.bin?v=b4efbd68d6ce``.
        A rebuilt file is a new address, so no cache can answer with the old one."""
        return f"{self.name}?v={self.sha256[:12]}"


@dataclass(frozen=True)
class PatternTables:
    """One shape's patterns and their tables (``n ** len(pattern)`` bytes each), and those of
    its second partition if it has one."""

    shape: Shape
    patterns: tuple[tuple[Tile, ...], ...]
    tables: tuple[bytes, ...]
    second: tuple[tuple[Tile, ...], ...] = ()
    second_tables: tuple[bytes, ...] = ()


def _checksum(payload: bytes) -> str:
    """The tables' SHA-256, as the file's header writes it."""
    import hashlib  # here: about 30 ms to import in the page, which reads no table at start

    return hashlib.sha256(payload).hexdigest()


def encode_tables(shape: Shape, tables: Sequence[bytes]) -> bytes:
    """A table file: the format line, a JSON header line, the tables compressed (those of
    ``PATTERNS[shape]``, then of ``SECOND[shape]`` if any)."""
    payload = b"".join(tables)
    header: dict[str, object] = {
        "shape": list(shape),
        "patterns": [list(p) for p in PATTERNS[shape]],
        "sha256": _checksum(payload),
    }
    if shape in SECOND:
        header["second"] = [list(p) for p in SECOND[shape]]
    return FORMAT + json.dumps(header).encode() + b"\n" + zlib.compress(payload, 9)


def decode_tables(data: bytes) -> PatternTables:
    """The tables in a file made by ``encode_tables``; ``TableError`` if it is not one."""
    if not data.startswith(FORMAT):
        raise TableError("table-not-a-file", start=repr(data[:30]))
    line_end = data.find(b"\n", len(FORMAT))
    try:
        header = json.loads(data[len(FORMAT) : line_end])
        shape = (int(header["shape"][0]), int(header["shape"][1]))
        patterns = tuple(tuple(int(t) for t in p) for p in header["patterns"])
        second = tuple(tuple(int(t) for t in p) for p in header.get("second", ()))
        payload = zlib.decompress(data[line_end + 1 :])
    except (ValueError, KeyError, TypeError, IndexError, zlib.error) as error:
        raise TableError("table-damaged", why=str(error)) from None
    if _checksum(payload) != header.get("sha256"):
        raise TableError("table-checksum")
    if PATTERNS.get(shape) != patterns or SECOND.get(shape, ()) != second:
        raise TableError("table-version", rows=shape[0], cols=shape[1])
    n, tables, start = shape[0] * shape[1], [], 0
    for pattern in patterns + second:
        size = n ** len(pattern)
        tables.append(payload[start : start + size])
        start += size
    if start != len(payload):
        raise TableError("table-size", size=len(payload), want=start)
    first = len(patterns)
    return PatternTables(shape, patterns, tuple(tables[:first]), second, tuple(tables[first:]))


_installed: dict[Shape, PatternTables] = {}


def install_tables(data: bytes) -> PatternTables:
    """Check and keep the tables in ``data`` (a table file's bytes) for later solves."""
    tables = decode_tables(data)
    _installed[tables.shape] = tables
    _trouble.pop(tables.shape, None)
    return tables


def missing_tables(goal: Board) -> TableFile | None:
    """The file of the tables that would serve ``goal`` if they are not installed yet (what the
    page's worker fetches before solving), else None."""
    found = frame(goal)
    if found is None or found.shape in _installed:
        return None
    return TableFile.of(found.shape)


_trouble: dict[Shape, Phrase] = {}
"""Why a shape's tables could not be read from the package directory, once tried."""


def tables_for(shape: Shape) -> PatternTables | None:
    """The tables of a shape: installed, or read from the package directory on first use;
    None if the shape has none or they are not at hand (the page fetches them first), missing
    or damaged (``table_trouble`` then says why: the search goes on with the other bounds)."""
    if shape not in _installed and shape in PATTERNS and shape not in _trouble:
        try:
            install_tables((TABLE_DIR / table_file(shape)).read_bytes())
        except OSError:
            _trouble[shape] = phrase("tables-missing", rows=shape[0], cols=shape[1])
        except TableError as error:
            _trouble[shape] = phrase(
                "tables-unusable", rows=shape[0], cols=shape[1], why=error.phrase
            )
    return _installed.get(shape)


def table_trouble(goal: Board) -> Phrase | None:
    """Why the tables that would serve ``goal`` are not used (missing or damaged), if so."""
    found = frame(goal)
    if found is None or found.shape in _installed:
        return None
    tables_for(found.shape)
    return _trouble.get(found.shape)


# Reaching the tables' frame: flips, transposes, renamed tiles -----------------------------


@dataclass(frozen=True)
class Frame:
    """How a board of some shape and goal maps onto a shape with tables and its blank-last goal.

    ``cell[c]`` is where cell ``c`` goes; ``name[t]`` is tile ``t``'s name there.
    """

    shape: Shape
    cell: tuple[Cell, ...]
    name: tuple[Tile, ...]

    def board(self, board: Board) -> Board:
        """``board`` in the frame."""
        tiles = [0] * board.size
        for c, tile in enumerate(board.tiles):
            tiles[self.cell[c]] = self.name[tile]
        return Board(*self.shape, tiles)

    def moves(self, moves: Sequence[Tile]) -> list[Tile]:
        """Moves made in the frame, named as on the original board."""
        original = {new: old for old, new in enumerate(self.name)}
        return [original[tile] for tile in moves]


def _cell_maps(rows: int, cols: int) -> list[tuple[Shape, tuple[Cell, ...]]]:
    """The flips of a rows x cols board (and its transposes), as (shape, cell map)."""
    maps = []
    for transpose in (False, True):
        for flip_r in (False, True):
            for flip_c in (False, True):
                cells = []
                for c in range(rows * cols):
                    r, k = divmod(c, cols)
                    r, k = (rows - 1 - r if flip_r else r), (cols - 1 - k if flip_c else k)
                    cells.append(k * rows + r if transpose else r * cols + k)
                maps.append(((cols, rows) if transpose else (rows, cols), tuple(cells)))
    return maps


def frame(goal: Board) -> Frame | None:
    """The frame in which ``goal`` is the blank-last goal of a shape with tables, if any: the
    goal's blank must be in a corner (a flip or transpose takes it to the bottom-right)."""
    for shape, cells in _cell_maps(goal.rows, goal.cols):
        if shape in PATTERNS and cells[goal.blank] == goal.size - 1:
            name = [0] * goal.size
            for c, tile in enumerate(goal.tiles):
                name[tile] = BLANK if tile == BLANK else cells[c] + 1
            return Frame(shape, cells, tuple(name))
    return None


def transposed(shape: Shape) -> tuple[tuple[Cell, ...], tuple[Tile, ...]] | None:
    """For a square shape, the reflection about the main diagonal: (cell map, tile renaming),
    the tile renaming taking the blank-last goal to itself; None for other shapes."""
    rows, cols = shape
    if rows != cols:
        return None
    cells = tuple((c % cols) * rows + c // cols for c in range(rows * cols))
    name = tuple(BLANK if t == BLANK else cells[t - 1] + 1 for t in range(rows * cols))
    return cells, name


def pattern_tables(goal: Board) -> tuple[Frame, PatternTables] | None:
    """The frame and tables that bound boards with this goal, if there are any at hand."""
    found = frame(goal)
    if found is None:
        return None
    tables = tables_for(found.shape)
    return None if tables is None else (found, tables)
