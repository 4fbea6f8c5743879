"""``python -m slidepuzzle``: the command line."""

import sys

from slidepuzzle.cli import main

sys.exit(main())
