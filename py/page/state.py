"""The page's one state: the board checked, its goal and verdict, the check under way, the panel.

Pure Python (asyncio only). ``checked`` is an ``asyncio.Event`` set when the check of the text now
in the boxes is done (cleared the moment the text changes): Solve and Play wait on it.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Literal

from slidepuzzle import Board, Goal, Verdict
from slidepuzzle.batch import BatchRow
from slidepuzzle.i18n import DEFAULT_LANG, Lang

from page.game import Game
from page.links import Boxes
from page.wording import Words, words

Mode = Literal["idle", "solving", "playback", "play"]
"""What the Solve panel is doing."""


@dataclass
class State:
    """Everything the page knows."""

    lang: Lang = DEFAULT_LANG
    """The language the page speaks (the menu's choice, a link's, or the browser's)."""

    board: Board | None = None
    """The board last checked (None: the boxes hold no board)."""
    goal: Goal = None
    verdict: Verdict | None = None
    generation: int = 0
    """Raised by every new check or shuffle: work from an older one stops."""
    task: asyncio.Future[Any] | None = None
    """The check or shuffle under way."""
    working: int = 0
    """Checks and shuffles still running, superseded ones included."""
    checked: asyncio.Event = field(default_factory=asyncio.Event)
    """Set when the check of the text now in the boxes is done."""
    shuffled: tuple[str, Board] | None = None
    """The text and board of the last shuffle: its check needs no parse."""
    replaced: Boxes | None = None
    """What the boxes held before a shuffle or an example replaced it, offered back."""
    batch: list[BatchRow] = field(default_factory=list)
    """The rows of the last paste of several boards checked, for Download CSV."""

    mode: Mode = "idle"
    game: Game | None = None
    solution: tuple[int, ...] = ()
    solve_task: asyncio.Future[Any] | None = None
    """The solve under way (one at a time)."""
    runner: asyncio.Future[Any] | None = None
    """The playback running."""
    worker: Any = None
    worker_script: Any = None
    worker_starts: int = 0
    status: str = ""
    """The Solve status's line now, in English (compared, to say it once: it is a live region)."""
    solving_for: tuple[Board | None, Goal] | None = None
    """The board and goal of the solve under way."""
    shown_for: tuple[Board | None, Goal] | None = None
    """The board and goal the panel was last shown for."""
    moves_text: Words = field(default_factory=lambda: words(""))
    """The solution played back, in both notations, for Copy moves (in the language then)."""
    target: Board | None = None
    """The goal board of ``board``, made on first use (a million-cell goal takes a while)."""

    def solving(self) -> bool:
        """Whether a solve was asked for and has not ended."""
        return self.mode == "solving"

    def begin(self) -> int:
        """A new check or shuffle starts: it supersedes older ones; its number."""
        self.generation += 1
        self.checked.clear()
        return self.generation

    def keep(self, board: Board | None, goal: Goal = None, verdict: Verdict | None = None) -> bool:
        """Hold the board checked; whether it differs from the one held before."""
        changed = board != self.board or goal != self.goal
        self.board, self.goal, self.verdict = board, goal, verdict
        if changed:
            self.target = None
        return changed


state = State()
