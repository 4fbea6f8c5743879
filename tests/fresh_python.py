"""A script run in a new Python process (nothing imported yet), with ``py/`` and ``tests/`` on its
path: for tests of what an import loads."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent


def run_fresh(script: str) -> str:
    """The standard output of ``script`` run in a new Python (an error fails the test with its
    traceback)."""
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(str(ROOT / d) for d in ("py", "tests"))},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout
