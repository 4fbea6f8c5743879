"""Boards in named notations, where the text carries what a grid cannot: its size, or a
program's state. Each reader here has its writer beside it.

- **the hex string** of the 15-puzzle: one hex digit a tile (1-F), ``0`` the blank or a mark of
  its own (``_ . * -``): ``FE169B4C0A73D852``; ``format_hex`` writes it.
- **letters**: tile k is the k-th letter (A-O on the 15-puzzle, A-H on the 8-puzzle), the blank
  a mark: ``ABCDEFGHIJKLMNO.``; ``format_letters`` writes it (a row a line or one string).
- **Simon Tatham's Fifteen save file** (midend.c's ``midend_serialise``: lines of an 8-letter
  key, ``:``, the value's length, ``:``, the value): the game's ``CPARAMS`` (width x height),
  its ``DESC`` (the tiles, 0 the blank), and the moves up to ``STATEPOS`` replayed (``Mx,y``
  slides the blank to column x, row y; ``S`` solves; ``RESTART`` starts from a description).
- **size keys** beside a flat list (INI, TOML, YAML): ``rows = 3``, ``cols: 4``,
  ``tiles = [...]``; a JSON object (``{"rows": 3, "cols": 4, "tiles": [...]}``), R's
  ``matrix(c(...), nrow = 3)`` and Tatham's game ids (``4x3:1,2,...``, width first).

``special_pieces(text)`` gives them all and masks them out of the text the other readers see.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from math import isqrt

from slidepuzzle.board import BLANK, Board, BoardError, ShapeError, clip
from slidepuzzle.scan import Format, Note, NoteKind, Piece

BLANK_MARKS = "_.*-"
"""The marks a hex string or the letter notation may write the blank as."""


@dataclass
class Found:
    """A board found in a named notation: where it stands in the text, and its piece."""

    start: int
    end: int
    piece: Piece


def _line(text: str, at: int) -> int:
    return text.count("\n", 0, at) + 1


def sized_piece(
    line: int,
    fmt: Format,
    tokens: list[str],
    rows: int,
    cols: int,
    text: str,
    columns_first: bool = False,
) -> Piece:
    """The piece of ``tokens`` in a given size; one of the two may be left out (0)."""
    count = len(tokens)
    if not rows and not cols:
        side = isqrt(count)
        rows, cols = (side, side) if side * side == count else (count, 1)
    elif not rows:
        rows = count // cols if count % cols == 0 else 0
    elif not cols:
        cols = count // rows if count % rows == 0 else 0
    if not rows or not cols or rows * cols != count:
        error = ShapeError("given-size", rows=rows or "?", cols=cols or "?", cells=count)
        return Piece(line, fmt, [], [], clip(text), error=error)
    if columns_first:
        grid = [[tokens[col * rows + row] for col in range(cols)] for row in range(rows)]
    else:
        grid = [tokens[row * cols : (row + 1) * cols] for row in range(rows)]
    piece = Piece(line, fmt, grid, [" ".join(row) for row in grid], clip(text), bracketed=True)
    piece.notes.append(Note(NoteKind.GIVEN_SIZE, row=rows, column=cols))
    if columns_first:
        piece.notes.append(Note(NoteKind.COLUMNS_FIRST))
    return piece


def named_pieces(text: str) -> Iterator[Found]:
    """The boards of ``text`` written in a named notation or with their size."""
    if '"' in text and ":" in text:
        yield from _json_pieces(text)
    if "matrix(" in text:
        yield from _r_pieces(text)
    if "x" in text and ":" in text:
        yield from _tatham_pieces(text)
    if "SAVEFILE" in text:
        yield from _save_pieces(text)
    if "=" in text or ":" in text:
        yield from _config_pieces(text)
    if _HEX_LETTER.search(text):
        yield from _string_pieces(text)


def special_pieces(text: str) -> tuple[list[Piece], str]:
    """The boards of ``text`` given with their size, and ``text`` with them masked out."""
    found = list(named_pieces(text))
    if not found:
        return [], text
    found.sort(key=lambda item: item.start)
    parts, at, pieces = [], 0, []
    for item in found:
        if item.start < at:  # inside one already found
            continue
        parts += [text[at : item.start], _mask(text[item.start : item.end])]
        at = item.end
        pieces.append(item.piece)
    return pieces, "".join([*parts, text[at:]])


def _mask(text: str) -> str:
    return re.sub(r"[^\n]", " ", text)


# --- Hex strings and letters -----------------------------------------------------------------

_HEX_LETTER = re.compile(r"[A-Fa-f]")
_HEX = "[0-9A-Fa-f_.*-]"
_LETTERS = "[A-O_.*-]"
_STRING = re.compile(
    r"(?<![\w.*-])(?:0[xX])?(?:"
    + "|".join(
        [
            f"{_HEX}{{16}}",
            f"{_HEX}{{4}}(?:[ \\n]{_HEX}{{4}}){{3}}",  # FE16 9B4C 0A73 D852, or a row a line
            f"{_LETTERS}{{16}}|{_LETTERS}{{9}}",
            f"{_LETTERS}{{4}}(?:[ \\n]{_LETTERS}{{4}}){{3}}",
            f"{_LETTERS}{{3}}(?:[ \\n]{_LETTERS}{{3}}){{2}}",
        ]
    )
    + r")(?![\w*-]|\.\w)"
)


def _string_pieces(text: str) -> Iterator[Found]:
    for match in _STRING.finditer(text):
        word = match.group().removeprefix("0x").removeprefix("0X").replace(" ", "")
        word = word.replace("\n", "")
        tiles, fmt = hex_tiles(word), Format.HEX
        if tiles is None:
            tiles, fmt = letter_tiles(word), Format.LETTERS
        if tiles is None:
            continue
        side = isqrt(len(tiles))
        cells = [str(tile) for tile in tiles]
        rows = [cells[top : top + side] for top in range(0, len(cells), side)]
        piece = Piece(
            _line(text, match.start()),
            fmt,
            rows,
            [" ".join(row) for row in rows],
            match.group(),
            bracketed=True,
        )
        yield Found(match.start(), match.end(), piece)


def hex_tiles(word: str) -> list[int] | None:
    """The tiles of a 15-puzzle's hex string (16 characters, each tile once), or ``None``."""
    word = word.upper()
    if len(word) != 16:
        return None
    marks = [char for char in word if char in BLANK_MARKS]
    digits = [char for char in word if char not in BLANK_MARKS]
    if len(marks) > 1 or not all(char in "0123456789ABCDEF" for char in digits):
        return None
    tiles = [BLANK if char in BLANK_MARKS else int(char, 16) for char in word]
    if marks and BLANK in [int(char, 16) for char in digits]:
        return None
    return tiles if sorted(tiles) == list(range(16)) else None


def letter_tiles(word: str) -> list[int] | None:
    """The tiles of the letter notation (A is tile 1; 9 or 16 characters, a blank mark)."""
    if len(word) not in (9, 16) or sum(char in BLANK_MARKS for char in word) != 1:
        return None
    tiles = [BLANK if char in BLANK_MARKS else ord(char) - ord("A") + 1 for char in word]
    return tiles if sorted(tiles) == list(range(len(word))) else None


def format_hex(board: Board) -> str:
    """``board`` as a hex string (boards of up to 16 cells): ``FE169B4C0A73D852``."""
    if board.size > 16:
        raise ShapeError("hex-too-large", cells=board.size)
    return "".join(format(tile, "X") for tile in board.tiles)


def format_letters(board: Board) -> str:
    """``board`` in letters, a row a line, ``.`` the blank (boards of up to 16 cells: A-O)."""
    if board.size > 16:
        raise ShapeError("letters-too-large", cells=board.size)
    return "\n".join(
        " ".join("." if tile == BLANK else chr(ord("A") + tile - 1) for tile in row)
        for row in board.grid()
    )


# --- Simon Tatham's Fifteen save file --------------------------------------------------------

_SAVE_LINE = re.compile(r"^([A-Z][A-Z ]{7}):(\d+):(.*)$", re.M)
_SAVE_START = "SAVEFILE:41:Simon Tatham's Portable Puzzle Collection"


def _save_pieces(text: str) -> Iterator[Found]:
    start = text.find(_SAVE_START)
    while start >= 0:
        fields: list[tuple[str, str]] = []
        end = start
        for match in _SAVE_LINE.finditer(text, start):
            if match.start() != end and text[end : match.start()].strip():
                break
            fields.append((match.group(1).strip(), match.group(3)[: int(match.group(2))]))
            end = match.end()
        yield Found(start, end, _save_piece(_line(text, start), fields, text[start:end]))
        start = text.find(_SAVE_START, end)


def _save_piece(line: int, fields: list[tuple[str, str]], text: str) -> Piece:
    """The board at the save file's STATEPOS."""
    values = dict(fields)
    game = values.get("GAME", "")
    if game != "Fifteen":
        return Piece(line, Format.TATHAM_SAVE, [], [], clip(text), error=_game_error(game))
    width, _, height = values.get("CPARAMS", values.get("PARAMS", "")).partition("x")
    cols = int(width) if width.isdecimal() else 0
    rows = int(height) if height.isdecimal() else cols
    tokens = values.get("DESC", "").split(",")
    moves = [(key, value) for key, value in fields if key in ("MOVE", "SOLVE", "RESTART")]
    position = values.get("STATEPOS", "1")
    played = int(position) - 1 if position.isdecimal() else 0
    if cols and rows and all(token.isdecimal() for token in tokens) and len(tokens) == rows * cols:
        try:
            tokens = _replayed([int(token) for token in tokens], cols, moves[:played])
        except BoardError as error:
            return Piece(line, Format.TATHAM_SAVE, [], [], clip(text), error=error)
    return sized_piece(line, Format.TATHAM_SAVE, tokens, rows, cols, text)


def _game_error(game: str) -> BoardError:
    return ShapeError("tatham-save-game", game=game)


def _replayed(tiles: list[int], cols: int, moves: list[tuple[str, str]]) -> list[str]:
    """The tiles after ``moves`` (fifteen.c's ``execute_move``), as tokens."""
    for key, move in moves:
        if key == "RESTART":
            tiles = [int(token) for token in move.split(",") if token.isdecimal()]
            continue
        if move == "S" or key == "SOLVE":
            tiles = [(cell + 1) % len(tiles) for cell in range(len(tiles))]
            continue
        found = re.fullmatch(r"M(\d+),(\d+)", move)
        if BLANK not in tiles or found is None:
            raise ShapeError("tatham-save-move", move=move)
        gap = tiles.index(BLANK)
        gx, gy = gap % cols, gap // cols
        x, y = int(found.group(1)), int(found.group(2))
        if (x == gx) == (y == gy) or x >= cols or y >= len(tiles) // cols:
            raise ShapeError("tatham-save-move", move=move)
        step = (x > gx) - (x < gx) + cols * ((y > gy) - (y < gy))
        target = y * cols + x
        while gap != target:
            tiles[gap] = tiles[gap + step]
            gap += step
        tiles[target] = BLANK
    return [str(tile) for tile in tiles]


# --- Size keys beside a flat list -------------------------------------------------------------

_SIZE_KEY = re.compile(
    r"^[ \t]*(rows|height|cols|columns|width|size|n)[ \t]*[:=][ \t]*(\d+)[ \t]*;?[ \t]*$",
    re.I | re.M,
)
_TILES_KEY = re.compile(
    r"^[ \t]*(?:tiles|board|cells|start|puzzle|state|grid)[ \t]*[:=]"
    r"[ \t]*\[?([^\[\]\n]*)\]?[ \t]*;?[ \t]*$",
    re.I | re.M,
)
_SIZES = {"size": "both", "n": "both", "rows": "rows", "height": "rows"}


def _config_pieces(text: str) -> Iterator[Found]:
    """A flat list of tiles under, or over, keys giving its size (in one block of lines)."""
    for tiles in _TILES_KEY.finditer(text):
        tokens = tiles.group(1).replace(",", " ").split()
        if len(tokens) < 4:
            continue
        block_start = text.rfind("\n\n", 0, tiles.start()) + 1
        block_end = text.find("\n\n", tiles.end())
        block_end = len(text) if block_end < 0 else block_end
        sizes = list(_SIZE_KEY.finditer(text, block_start, block_end))
        if not sizes:
            continue
        given = {_SIZES.get(m.group(1).lower(), "cols"): int(m.group(2)) for m in sizes}
        rows = given.get("rows", given.get("both", 0))
        cols = given.get("cols", given.get("both", 0))
        start = min(tiles.start(), *(m.start() for m in sizes))
        end = max(tiles.end(), *(m.end() for m in sizes))
        piece = sized_piece(_line(text, start), Format.PLAIN, tokens, rows, cols, text[start:end])
        yield Found(start, end, piece)


# --- JSON objects, R matrices and Tatham game ids: the tiles beside their size -----------

_JSON_OBJECT = re.compile(r"\{[^{}]*\}")
_JSON_SIZE_KEY = re.compile(r'"(?:rows|cols|columns|size|width|height|n)"\s*:', re.I)
_R_MATRIX = re.compile(r"\bmatrix\(\s*(?:data\s*=\s*)?c\(([^()]*)\)([^()]*)\)")
_R_ARGUMENT = re.compile(r"\b(nrow|ncol|byrow)\s*=\s*(\w+)")
_TATHAM = re.compile(r"(?<![\w.])(\d+)x(\d+):(\d+(?:,\d+)+)")


_JSON_SIZES = {
    "size": "both",
    "n": "both",
    "rows": "rows",
    "height": "rows",
    "cols": "cols",
    "columns": "cols",
    "width": "cols",
}


def _json_pieces(text: str) -> Iterator[Found]:
    """JSON objects holding a list of tiles and the board's size beside it."""
    for match in _JSON_OBJECT.finditer(text):
        if not _JSON_SIZE_KEY.search(match.group()):
            continue
        try:
            value = json.loads(match.group())
        except ValueError:
            continue
        if not isinstance(value, dict):
            continue
        sizes = {
            _JSON_SIZES[key.lower()]: size
            for key, size in value.items()
            if key.lower() in _JSON_SIZES and isinstance(size, int) and size > 0
        }
        tiles = next((item for item in value.values() if isinstance(item, list)), None)
        if tiles is None or not sizes:
            continue
        rows = sizes.get("rows", sizes.get("both", 0))
        cols = sizes.get("cols", sizes.get("both", 0))
        if tiles and all(isinstance(row, list) for row in tiles):
            tiles = [tile for row in tiles for tile in row]
        tokens = [_json_token(tile) for tile in tiles]
        yield Found(
            match.start(),
            match.end(),
            sized_piece(_line(text, match.start()), Format.JSON, tokens, rows, cols, match.group()),
        )


def _json_token(value: object) -> str:
    if value is None or value == "":
        return "_"
    return str(value)


def _r_pieces(text: str) -> Iterator[Found]:
    """R's ``matrix(c(...), nrow = 3, byrow = TRUE)``; without ``byrow``, columns first."""
    for match in _R_MATRIX.finditer(text):
        tokens = [token.strip() for token in match.group(1).split(",")]
        arguments = dict(_R_ARGUMENT.findall(match.group(2)))
        byrow = arguments.get("byrow", "FALSE") in ("TRUE", "T")
        rows = int(arguments["nrow"]) if arguments.get("nrow", "").isdecimal() else 0
        cols = int(arguments["ncol"]) if arguments.get("ncol", "").isdecimal() else 0
        piece = sized_piece(
            _line(text, match.start()), Format.R, tokens, rows, cols, match.group(), not byrow
        )
        yield Found(match.start(), match.end(), piece)


def _tatham_pieces(text: str) -> Iterator[Found]:
    """Simon Tatham's Fifteen game ids: ``WxH:`` (width first), then the tiles, 0 the blank."""
    for match in _TATHAM.finditer(text):
        cols, rows = int(match.group(1)), int(match.group(2))
        tokens = match.group(3).split(",")
        line = _line(text, match.start())
        piece = sized_piece(line, Format.TATHAM, tokens, rows, cols, match.group())
        piece.notes = [Note(NoteKind.WIDTH_FIRST, row=rows, column=cols)]
        yield Found(match.start(), match.end(), piece)
