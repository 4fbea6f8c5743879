"""Pattern databases: the shipped files are the ones `make pdb` builds, their entries are the
fewest moves in each pattern's abstract space, and the search with them finds the shortest
solutions (against breadth-first search, the old lower bound, and published optimal lengths)."""

import hashlib
import heapq
import math
import random
import re
import sys
import zlib
from collections import deque
from itertools import pairwise
from pathlib import Path

import pytest
from korf_taylor_1996 import KORF_TAYLOR_1996
from slidepuzzle import patterns, table_files
from slidepuzzle.board import BLANK, Board, goal_board
from slidepuzzle.construct import construct
from slidepuzzle.generate import random_board
from slidepuzzle.patterns import (
    PATTERNS,
    SECOND,
    TABLE_DIR,
    TableError,
    TableFile,
    decode_tables,
    frame,
    install_tables,
    missing_tables,
    pattern_tables,
    table_file,
    tables_for,
)
from slidepuzzle.search import (
    CHECK_EVERY,
    ida_star,
    pattern_beam_search,
    pattern_bound,
    pattern_ida_star,
    shorten_end,
)
from slidepuzzle.solve import BEAM_GROWTH, BEAM_WIDTHS, solve
from slidepuzzle.table_files import TABLE_FILES
from test_solve import assert_anytime, assert_solves, bfs_distances, board, in_order

sys.path.insert(0, str(Path(__file__).parents[1] / "tools"))

KORF_1985 = [  # Korf (1985), Depth-first iterative-deepening, Table 1: instances 1, 2, 4, 5
    ("14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3", 57),
    ("13 5 4 10 / 9 12 8 14 / 2 3 7 1 / 0 15 11 6", 55),
    ("5 12 10 7 / 15 11 14 0 / 8 2 1 13 / 3 4 9 6", 56),
    ("4 7 14 13 / 10 3 9 12 / 11 5 6 15 / 1 2 8 0", 56),
]
"""Published optimal lengths; the goal is the blank first (0 1 2 ... 15)."""


# The files -----------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", list(PATTERNS))
def test_shipped_files_match_their_checksums(shape):
    data = (TABLE_DIR / table_file(shape)).read_bytes()
    listed = TableFile.of(shape)  # slidepuzzle/table_files.py, which make pdb writes
    assert (len(data), hashlib.sha256(data).hexdigest()) == (listed.size, listed.sha256)
    tables = decode_tables(data)  # checks the tables' own checksum in the header
    n = shape[0] * shape[1]
    assert [len(t) for t in tables.tables] == [n ** len(p) for p in PATTERNS[shape]]
    second = SECOND.get(shape, ())
    assert [len(t) for t in tables.second_tables] == [n ** len(p) for p in second]


def test_the_list_of_files_is_what_the_build_script_writes():
    build_pdb = pytest.importorskip("build_pdb")
    assert sorted(TABLE_FILES) == sorted(p.name for p in TABLE_DIR.glob("*.bin"))
    assert build_pdb.manifest() == Path(table_files.__file__).read_text()


def test_a_table_files_address_changes_with_its_bytes():
    """The worker fetches ``address``: a rebuilt file must not be answered from a cache."""
    listed = TableFile.of((4, 4))
    assert listed.address == f"pdb-4x4.bin?v={listed.sha256[:12]}"
    rebuilt = TableFile(listed.name, listed.size, hashlib.sha256(b"other bytes").hexdigest())
    assert rebuilt.address != listed.address
    assert missing_tables(goal_board(4, 4, "blank-first")) in (listed, None)


def test_patterns_are_disjoint_and_cover_every_tile():
    for (rows, cols), parts in [*PATTERNS.items(), *SECOND.items()]:
        tiles = sorted(t for part in parts for t in part)
        assert tiles == list(range(1, rows * cols)), (rows, cols)
    assert set(SECOND) <= set(PATTERNS)


def test_damaged_files_are_refused():
    data = (TABLE_DIR / table_file((3, 4))).read_bytes()
    with pytest.raises(TableError, match="not a pattern table file"):
        install_tables(b"<html>not found</html>")
    with pytest.raises(TableError, match="damaged"):
        install_tables(data[:-100])
    head, _, body = data.partition(b"\n")
    header, _, compressed = body.partition(b"\n")
    payload = bytearray(zlib.decompress(compressed))
    payload[1000] ^= 2
    with pytest.raises(TableError, match="checksum does not match"):
        install_tables(b"\n".join([head, header, zlib.compress(bytes(payload))]))


def abstract_distances(rows, cols, pattern):
    """Breadth-first search over the pattern's abstract space, in plain Python: the fewest
    moves of the pattern's tiles (the blank's other moves free) from each placement to the goal."""
    n = rows * cols
    shape = Board(rows, cols, range(n))
    next_to = [tuple(shape.neighbours(cell)) for cell in range(n)]
    start = (tuple(t - 1 for t in pattern), n - 1)
    seen = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        cells, blank = state
        d = seen[state]
        for to in next_to[blank]:
            if to in cells:
                i = cells.index(to)
                new = ((*cells[:i], blank, *cells[i + 1 :]), to)
                cost = 1
            else:
                new, cost = (cells, to), 0
            if new not in seen or seen[new] > d + cost:
                seen[new] = d + cost
                if cost:
                    queue.append(new)
                else:
                    queue.appendleft(new)
    best = {}
    for (cells, _), d in seen.items():
        best[cells] = min(d, best.get(cells, d))
    return best


@pytest.mark.parametrize(("shape", "k"), [((4, 4), 2)])
def test_a_small_patterns_entries_are_its_abstract_distances(shape, k):
    """Every entry of the small pattern: Manhattan distance + stored excess = the BFS distance."""
    rows, cols = shape
    n = rows * cols
    pattern = PATTERNS[shape][k]
    table = tables_for(shape).tables[k]
    distances = abstract_distances(rows, cols, pattern)
    assert len(distances) == math.perm(n, len(pattern))
    for cells, d in distances.items():
        index = sum(cell * n**i for i, cell in enumerate(cells))
        md = sum(
            abs(c // cols - (t - 1) // cols) + abs(c % cols - (t - 1) % cols)
            for c, t in zip(cells, pattern, strict=True)
        )
        assert md + table[index] == d, (cells, d)


def abstract_distance(rows, cols, pattern, cells, most=200_000):
    """The fewest moves of the pattern's tiles from ``cells`` (the blank anywhere else) to their
    goal cells with the blank on the last cell, the blank's other moves free: A* over the
    abstract space in plain Python (costs 0 and 1, the tiles' Manhattan distance its consistent
    bound), independent of the build script's breadth-first search."""
    n = rows * cols
    home = tuple(t - 1 for t in pattern)
    shape = Board(rows, cols, range(n))
    next_to = [tuple(shape.neighbours(cell)) for cell in range(n)]

    def md(at):
        return sum(
            abs(c // cols - h // cols) + abs(c % cols - h % cols)
            for c, h in zip(at, home, strict=True)
        )

    best = {(cells, blank): 0 for blank in range(n) if blank not in cells}
    heap = [(md(cells), 0, cells, blank) for cells, blank in best]
    while heap:
        _, g, at, blank = heapq.heappop(heap)
        if best[at, blank] < g:
            continue
        if at == home and blank == n - 1:
            return g
        most -= 1
        assert most > 0, "the sample took too long"
        for to in next_to[blank]:
            new, cost = at, 0
            if to in at:
                i = at.index(to)
                new, cost = (*at[:i], blank, *at[i + 1 :]), 1
            if g + cost < best.get((new, to), math.inf):
                best[new, to] = g + cost
                heapq.heappush(heap, (g + cost + md(new), g + cost, new, to))
    raise AssertionError("the goal was not reached")


@pytest.mark.parametrize("k", range(len(PATTERNS[5, 5])))
def test_5x5_entries_are_their_abstract_distances_on_samples(k):
    """Each 5 x 5 pattern's tiles placed as on boards 0, 10, 20, ... 200 random moves from the goal,
    and random placements within 10 moves of home by Manhattan distance, 5 with an excess (a
    placement far from home would take too long to search here): Manhattan distance + stored
    excess = the abstract distance."""
    rows, cols = shape = (5, 5)
    n = rows * cols
    pattern = PATTERNS[shape][k]
    table = tables_for(shape).tables[k]
    rng = random.Random(k)
    start = goal_board(rows, cols)
    samples = []
    for walk in range(0, 201, 10):
        tiles = list(start.tiles)
        blank = n - 1
        for _ in range(walk):
            cell = rng.choice(list(start.neighbours(blank)))
            tiles[blank], tiles[cell], blank = tiles[cell], BLANK, cell
        samples.append(tuple(tiles.index(t) for t in pattern))
    with_excess = 0
    while with_excess < 5:
        cells = tuple(rng.sample(range(n), len(pattern)))
        if manhattan(cols, pattern, cells) <= 10 and table[index_of(n, cells)]:
            samples.append(cells)
            with_excess += 1
    for cells in samples:
        distance = abstract_distance(rows, cols, pattern, cells)
        assert manhattan(cols, pattern, cells) + table[index_of(n, cells)] == distance, cells


def index_of(n, cells):
    return sum(cell * n**i for i, cell in enumerate(cells))


def manhattan(cols, pattern, cells):
    return sum(
        abs(c // cols - (t - 1) // cols) + abs(c % cols - (t - 1) % cols)
        for c, t in zip(cells, pattern, strict=True)
    )


def test_the_build_script_rebuilds_a_pattern_byte_for_byte():
    build_pdb = pytest.importorskip("build_pdb")
    shape, k = (4, 4), 2
    assert build_pdb.pattern_table(*shape, PATTERNS[shape][k]) == tables_for(shape).tables[k]


# Reaching the tables --------------------------------------------------------------------------


def test_frames_take_corner_blank_goals_to_the_tables():
    assert frame(goal_board(4, 4)).shape == (4, 4)
    assert frame(goal_board(4, 4, "blank-first")).shape == (4, 4)
    assert frame(goal_board(8, 2)).shape == (2, 8)
    assert frame(goal_board(5, 3, "blank-first")).shape == (3, 5)
    assert frame(goal_board(4, 4, "spiral")) is None  # the blank in the middle
    assert frame(goal_board(3, 3)) is None  # no tables
    for goal in (goal_board(4, 3, "blank-first"), goal_board(8, 2)):
        found = frame(goal)
        assert found.board(goal) == goal_board(*found.shape)


# Searching with them ------------------------------------------------------------------------


@pytest.fixture
def tables_3x3(monkeypatch):
    """Tables for 3 x 3 built by the build script, so the search can be checked against BFS."""
    build_pdb = pytest.importorskip("build_pdb")
    parts = ((1, 2, 4, 5), (3, 6), (7, 8))
    monkeypatch.setitem(PATTERNS, (3, 3), parts)
    monkeypatch.setitem(patterns._installed, (3, 3), None)
    data = patterns.encode_tables((3, 3), [build_pdb.pattern_table(3, 3, p) for p in parts])
    return install_tables(data)


@pytest.mark.parametrize("goal", ["blank-last", "blank-first", "corner"])
def test_pattern_search_lengths_match_breadth_first_search(tables_3x3, goal):
    """On 3 x 3 (reflected lookup included), the deepest states and a sample, for goals reached
    by a flip and by renaming tiles."""
    if goal == "corner":
        goal = Board(3, 3, [0, 8, 7, 6, 5, 4, 3, 2, 1])
    target = goal_board(3, 3, goal)
    found = pattern_tables(target)
    assert found is not None and found[1] is tables_3x3
    distance = bfs_distances(3, 3, goal)
    samples = distance.farthest()
    samples += random.Random(5).sample(in_order(3, 3, goal), 150)
    for tiles in samples:
        start = Board(3, 3, tiles)
        moves, _ = pattern_ida_star(start, found, math.inf)
        assert start.play(moves) == target
        assert len(moves) == distance[tiles], start


@pytest.fixture
def tables_2x5(monkeypatch):
    """Tables for 2 x 5, built by the build script in a second: 5-4 tiles, and a second
    partition maxed with it as on 2 x 8 (4-5 tiles); a two-row board, like 2 x 8, small enough
    for breadth-first search (1,814,400 boards)."""
    build_pdb = pytest.importorskip("build_pdb")
    parts, second = ((1, 2, 3, 6, 7), (4, 5, 8, 9)), ((1, 2, 6, 7), (3, 4, 5, 8, 9))
    monkeypatch.setitem(PATTERNS, (2, 5), parts)
    monkeypatch.setitem(SECOND, (2, 5), second)
    monkeypatch.setitem(patterns._installed, (2, 5), None)
    built = [build_pdb.pattern_table(2, 5, p) for p in parts + second]
    return install_tables(patterns.encode_tables((2, 5), built))


@pytest.mark.slow
def test_2x5_optimal_lengths_match_breadth_first_search(tables_2x5):
    """``solve`` with the tables: the deepest boards (55 moves) and a sample, proven optimal at
    their breadth-first distance, replayed to the goal."""
    assert pattern_tables(goal_board(2, 5))[1].second_tables == tables_2x5.second_tables != ()
    distance = bfs_distances(2, 5, None)  # 1,814,400 boards, kept packed
    samples = distance.farthest()
    assert distance.most == 55 and len(samples) == 2
    samples += random.Random(25).sample(in_order(2, 5, None), 40)  # as from sorted(boards)
    for tiles in samples:
        start = Board(2, 5, tiles)
        solution = solve(start, time_limit=math.inf)
        assert_solves(start, None, solution)
        assert solution.optimal and len(solution) == distance[tiles], start


@pytest.mark.parametrize("goal", [None, "blank-first"])
@pytest.mark.parametrize("shape", [(3, 4), (4, 3)])
def test_pattern_search_agrees_with_the_old_bound(shape, goal):
    target = goal_board(*shape, goal)
    found = pattern_tables(target)
    for seed in range(2):
        start = random_board(*shape, seed=seed, goal=target)
        moves, nodes = pattern_ida_star(start, found, math.inf)
        old, old_nodes = ida_star(start, target, math.inf)
        assert start.play(moves) == target
        assert len(moves) == len(old)
        assert nodes <= old_nodes


@pytest.mark.parametrize(("text", "length"), KORF_1985)
def test_published_optimal_15_puzzle_lengths(text, length):
    start = board(text)
    found = pattern_tables(goal_board(4, 4, "blank-first"))
    moves, _ = pattern_ida_star(start, found, math.inf)
    assert start.play(moves) == goal_board(4, 4, "blank-first")
    assert len(moves) == length
    assert pattern_ida_star(start, found, math.inf, shorter_than=length)[0] is None


@pytest.mark.parametrize("goal", [None, "blank-first"])
def test_beam_search_solves_5x5_boards_above_the_tables_bound(goal):
    """Random 24-puzzles (and Korf & Taylor's first, to the blank-first goal, through a flip):
    the moves reach the goal, are no fewer than the tables' bound (100 for that one), and a
    search for fewer finds fewer or none."""
    target = goal_board(5, 5, goal)
    found = pattern_tables(target)
    starts = [random_board(5, 5, seed=seed, goal=target) for seed in range(2)]
    if goal:
        starts.append(board(KORF_TAYLOR_1996[0][0]))
    for start in starts:
        moves, nodes = pattern_beam_search(start, found, math.inf, 100)
        assert start.play(moves) == target
        assert pattern_bound(start, found) <= len(moves)
        assert nodes <= 100 * len(moves)  # at most the width a move
        fewer, _ = pattern_beam_search(start, found, math.inf, 300, shorter_than=len(moves))
        assert fewer is None or (len(fewer) < len(moves) and start.play(fewer) == target)
    if goal:
        assert pattern_bound(starts[-1], found) <= KORF_TAYLOR_1996[0][1]


def test_5x5_beams_grow_with_the_nodes_left(monkeypatch):
    """Within a node limit (so whatever the machine's speed), each beam is sized by the nodes
    the one before took and those left: wider each time within ``BEAM_GROWTH``; every answer
    heard is legal and shorter than the one before."""
    widths = []

    def beam(start, found, deadline, width, **limits):
        widths.append(width)
        return pattern_beam_search(start, found, deadline, width, **limits)

    monkeypatch.setattr(sys.modules["slidepuzzle.solve"], "pattern_beam_search", beam)
    start = board(KORF_TAYLOR_1996[0][0])
    heard = []
    solution = solve(
        start, "blank-first", time_limit=600, node_limit=400_000, progress=heard.append
    )
    assert_anytime(start, "blank-first", solution, heard)
    assert widths[0] == BEAM_WIDTHS[0] and len(widths) >= 3
    for narrower, wider in pairwise(widths):
        assert BEAM_GROWTH[0] * narrower <= wider <= BEAM_GROWTH[1] * narrower
    assert solution.nodes < 400_000 + 10 * CHECK_EVERY


def test_shorten_end_replaces_the_last_stretch_by_the_fewest_moves():
    """A 5 x 5 board 36 random moves from the goal, and moves that first wander 30 moves away and
    back then undo the walk: ``shorten_end`` (the tables' IDA* on ever longer last stretches)
    gives legal moves, each shorter than the last heard, ending in the fewest there are."""
    target = goal_board(5, 5)
    found = pattern_tables(target)
    rng = random.Random(5)
    away = walk(target, 36, rng)
    start = target.play(away)
    wander = walk(start, 30, rng)
    moves = [*wander, *reversed(wander), *reversed(away)]  # a tile slid again slides back
    heard: list[list[int]] = []
    shorter, nodes = shorten_end(
        start, moves, found, math.inf, better=lambda better: heard.append(list(better))
    )
    fewest, _ = pattern_ida_star(start, found, math.inf)
    assert start.play(shorter) == target and len(shorter) == len(fewest) < len(moves)
    for before, after in zip([moves, *heard], heard, strict=False):
        assert len(after) < len(before) and start.play(after) == target
    assert heard[-1] == shorter and nodes > 0


def test_shorten_end_stops_at_its_node_limit_with_legal_moves():
    start = board(KORF_TAYLOR_1996[0][0])
    target = goal_board(5, 5, "blank-first")
    found = pattern_tables(target)
    moves = construct(start, target)
    shorter, nodes = shorten_end(start, moves, found, math.inf, max_nodes=CHECK_EVERY)
    assert start.play(shorter) == target and len(shorter) <= len(moves)
    assert CHECK_EVERY <= nodes < 10 * CHECK_EVERY


def walk(start, length, rng):
    """Tiles slid on a random walk from ``start`` that never slides a tile straight back."""
    moves, at = [], start
    while len(moves) < length:
        tile = rng.choice([t for t in at.movable() if not moves or t != moves[-1]])
        moves.append(tile)
        at = at.slide(tile)
    return moves


def test_solve_uses_the_tables_for_random_15_puzzles():
    for seed in (1, 2):
        start = random_board(4, seed=seed)
        solution = solve_optimal(start)
        assert_solves(start, None, solution)


def solve_optimal(start):
    solution = solve(start, time_limit=600)
    assert solution.optimal
    return solution


@pytest.mark.parametrize(("shape", "seed"), [((2, 8), 0), ((3, 5), 0), ((5, 3), 0)])
def test_shapes_with_tables_are_solved_optimally(shape, seed):
    """Boards whose optimal search with the tables is quick (2 x 8 seed 0: 87 moves)."""
    start = random_board(*shape, seed=seed)
    solution = solve_optimal(start)
    assert_solves(start, None, solution)
    assert solution.method in {"ida*", "weighted", "shortened"}


# Missing or damaged tables: the other bounds, with a note ---------------------------------


@pytest.fixture
def fresh_3x4(monkeypatch, tmp_path):
    """The 3 x 4 tables not read yet, from an empty folder of our own (``tmp_path``)."""
    monkeypatch.setattr(patterns, "TABLE_DIR", tmp_path)
    monkeypatch.setattr(patterns, "_installed", {})
    monkeypatch.setattr(patterns, "_trouble", {})
    return tmp_path / table_file((3, 4))


def solve_3x4_without_tables():
    start = random_board(3, 4, seed=2)
    solution = solve(start, time_limit=600)
    assert_solves(start, None, solution)
    assert solution.optimal  # the other bounds still prove it, more slowly
    assert pattern_tables(goal_board(3, 4)) is None
    return solution


def test_missing_tables_fall_back_with_a_note(fresh_3x4):
    solution = solve_3x4_without_tables()
    assert [note.key for note in solution.notes] == ["tables-missing"]
    assert "3 x 4 are missing" in solution.notes[0].text("en")


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        (lambda data: b"<html>not found</html>", "not a pattern table file"),
        (lambda data: data[:-100], "damaged"),
        (lambda data: data, "this version cannot use"),  # PATTERNS changed below
    ],
)
def test_damaged_tables_fall_back_with_a_note(fresh_3x4, monkeypatch, damage, why):
    data = (TABLE_DIR / table_file((3, 4))).read_bytes()
    fresh_3x4.write_bytes(damage(data))
    if why == "this version cannot use":
        monkeypatch.setitem(PATTERNS, (3, 4), ((1, 2, 3, 5, 6, 7), (4, 8, 9, 10, 11)))
    solution = solve_3x4_without_tables()
    assert [note.key for note in solution.notes] == ["tables-unusable"]
    assert why in solution.notes[0].text("en")
    for lang in ("ko", "ru", "zh"):
        assert re.search("3 ?[x×] ?4", solution.notes[0].text(lang))


def test_tables_in_use_leave_no_note():
    solution = solve(random_board(3, 4, seed=2), time_limit=600)
    assert solution.notes == ()
