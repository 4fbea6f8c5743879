"""The package as installed: a wheel built from the source tree, installed in a fresh venv,
solves a 4 x 4 with the pattern databases it carries (``slidepuzzle/tables/*.bin``)."""

import json
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]

KORF_1985_5 = "4 7 14 13 / 10 3 9 12 / 11 5 6 15 / 1 2 8 0"
"""Korf (1985), instance 5: 56 moves to the blank-first goal."""

CHECK = """
import json, sys
from slidepuzzle import patterns
from slidepuzzle.board import Board
from slidepuzzle.solve import solve
rows = [[int(v) for v in row.split()] for row in sys.argv[1].split("/")]
solution = solve(Board.from_rows(rows), "blank-first", time_limit=600)
print(json.dumps({
    "module": patterns.__file__,
    "tables": sorted(p.name for p in patterns.TABLE_DIR.glob("*.bin")),
    "moves": len(solution), "optimal": solution.optimal, "nodes": solution.nodes,
    "notes": [note.key for note in solution.notes],
}))
"""


def run(*args: str | Path, cwd: Path) -> str:
    done = subprocess.run(args, cwd=cwd, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.mark.slow
def test_the_wheel_carries_the_tables_and_solves_with_them(tmp_path):
    source, wheels = tmp_path / "source", tmp_path / "wheels"
    # A copy of what the wheel is built from (the build writes build/ and *.egg-info beside it)
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "py" / "slidepuzzle", source / "py" / "slidepuzzle", ignore=skip)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    # pip builds in an isolated environment with the build backend pyproject.toml asks for
    # (from the configured index: a local one here), exactly as `pip install .` does.
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", wheels, source, cwd=tmp_path)
    (wheel,) = wheels.glob("slidepuzzle-*.whl")
    env = tmp_path / "env"
    venv.create(env)  # no pip of its own (ensurepip takes 3 s): this pip installs into it
    python = env / "bin" / "python"
    pip = (sys.executable, "-m", "pip", "--python", python)
    run(*pip, "install", "-q", "--no-deps", "--no-index", wheel, cwd=tmp_path)
    found = json.loads(run(python, "-c", CHECK, KORF_1985_5, cwd=tmp_path))
    assert str(env) in found["module"]  # the installed copy, not the source tree
    # Every table the source tree holds, and so the 4 x 4's (a table added later is carried too)
    in_source = sorted(p.name for p in (ROOT / "py" / "slidepuzzle" / "tables").glob("*.bin"))
    assert "pdb-4x4.bin" in in_source
    assert found["tables"] == in_source
    assert found["notes"] == []
    assert found["moves"] == 56 and found["optimal"]
    # With the tables: about 92,000 nodes; with the other bounds (walking distance included),
    # about 585,000.
    assert found["nodes"] < 200_000
