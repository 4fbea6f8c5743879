"""`make bench`: every benchmark section, each printing figures and ratios measured side by side.

Run one section with `python tests/bench.py core` (sections: core, batch, page, paste, solve,
graded, hint, designs).
These are benchmarks, not tests: they print, they do not assert.
"""

import importlib
import sys
from pathlib import Path

SECTIONS = ("core", "batch", "page", "paste", "solve", "graded", "hint", "designs")

if __name__ == "__main__":
    sys.path[:0] = [str(Path(__file__).parent), str(Path(__file__).parents[1] / "py")]
    unknown = [name for name in sys.argv[1:] if name not in SECTIONS]
    if unknown:
        sys.exit(f"no bench section {unknown[0]!r}: the sections are {', '.join(SECTIONS)}")
    for name in sys.argv[1:] or SECTIONS:
        print(f"\n== bench: {name} ==", flush=True)
        importlib.import_module(f"bench_{name}").main()
