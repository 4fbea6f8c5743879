"""The solver's client: one solve at a time, in a PyScript worker (``page/worker.py``); between
solves, other work (``ask``: a paste's optimal moves, a 4 x 4 shuffle by difficulty), which a
solve or Stop ends.

The worker (its own Pyodide) starts on the first solve and is reused. ``stop`` terminates it (a
pure-Python search cannot be interrupted otherwise): the next solve starts a fresh one. Requests
and answers follow ``page.protocol``; every way a solve ends reaches ``answered`` as a ``Solved``,
a ``Failed`` or a ``Broken`` (the worker failed: it is ended), except ``stop``, which ends it
silently.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from slidepuzzle.messages import Phrase

from page import dom, protocol
from page.wording import said

WORKER_SRC = "./py/page/worker.py"
CONFIG = "./pyscript.toml"
"""The worker's config: the page's. PyScript warns at each start that the worker cannot reach
``window`` or ``document`` (no SharedArrayBuffer); it uses neither (docs/page.md)."""
WORKER_START_SECONDS = 120
"""How long a worker may take to start before the solve is given up, with a message."""


@dataclass(frozen=True)
class Broken:
    """The worker failed to start, crashed or answered what is not an answer: why."""

    why: Phrase | str


Answer = protocol.Solved | protocol.Failed | Broken
"""How a solve ends."""


@dataclass
class Client:
    """The worker (None: not started; its name, as the DOM side started it) and the solve under
    way."""

    worker: dom.Worker | None = None
    script: str | None = None
    starts: int = 0
    task: asyncio.Future[None] | None = None
    heard: Callable[[protocol.Texts], None] | None = None
    """Where the progress the worker posts goes, while a solve is under way."""
    best: protocol.Working | None = None
    """The best solution so far the worker reported in the solve under way (Stop keeps it)."""
    errand: asyncio.Future[protocol.Message | None] | None = None
    """Work asked of the worker between solves (``ask``; a solve, or Stop, ends it)."""


client = Client()


def busy() -> bool:
    """Whether a solve is under way."""
    return client.task is not None


def started() -> bool:
    """Whether the worker is up (a solve needs no start-up)."""
    return client.worker is not None


def start(
    request: protocol.Request,
    ready: Callable[[], None],
    heard: Callable[[protocol.Texts], None],
    answered: Callable[[Answer], None],
) -> None:
    """Solve ``request``: ``ready`` once the worker is up, ``heard`` with its progress,
    ``answered`` at the end. A solve still under way is stopped first."""
    stop()
    client.task = asyncio.ensure_future(_solve(request, ready, heard, answered))


async def _solve(
    request: protocol.Request,
    ready: Callable[[], None],
    heard: Callable[[protocol.Texts], None],
    answered: Callable[[Answer], None],
) -> None:
    answer: Answer | protocol.Message
    try:
        worker = await asyncio.wait_for(_worker(), WORKER_START_SECONDS)
        ready()
        client.heard = heard
        answer = protocol.read_message(await worker.solve_json(request.to_json()))
    except asyncio.CancelledError:
        raise
    except protocol.ProtocolError as error:
        answer = Broken(said("solver-bad-answer", error=str(error)))
    except Exception as error:  # the worker failed to start or crashed: a fresh one next time
        answer = Broken(str(error) or f"{type(error).__name__}: {error}")
    client.task = client.heard = None
    client.best = None
    if isinstance(
        answer, protocol.Working | protocol.Lengths | protocol.Drawn | protocol.ToGoFound
    ):
        answer = Broken(said("solver-bad-answer", error=str(answer)))
    if isinstance(answer, Broken):
        end_worker()
    answered(answer)


async def _worker() -> Any:
    """The solver worker, started on first use, its progress messages passed to ``heard``."""
    if client.worker is None:
        client.starts += 1
        name = f"solver-{client.starts}"  # a name resolves once: each start needs a new one
        client.script = dom.start_worker(name, WORKER_SRC, CONFIG)
        client.worker = await dom.worker(name)
        dom.listen(client.script, _progress)
    return client.worker


async def ask(method: str, request: str) -> protocol.Message | None:
    """The worker's answer to a JSON ``request`` for its ``method`` (``lengths_json``,
    ``graded_json``, ``to_go_json``), the worker started if need be; None if it failed, or a
    solve or Stop ended it. Never while a solve is under way (None)."""
    if busy():
        return None
    task = client.errand = asyncio.ensure_future(_ask(method, request))
    try:
        return await task
    except asyncio.CancelledError:
        if task.cancelled():  # ended by a solve or Stop
            return None
        raise
    finally:
        if client.errand is task:
            client.errand = None


async def _ask(method: str, request: str) -> protocol.Message | None:
    try:
        worker = await asyncio.wait_for(_worker(), WORKER_START_SECONDS)
        return protocol.read_message(await getattr(worker, method)(request))
    except asyncio.CancelledError:
        raise
    except Exception:  # the worker failed to start or crashed: a fresh one next time
        end_worker()
        return None


def _progress(text: object) -> None:
    """A message the worker posted while solving: its progress, passed on."""
    try:
        message = protocol.read_message(text)
    except protocol.ProtocolError:
        return  # not ours (the runtime's own messages share the channel)
    if isinstance(message, protocol.Working) and client.heard is not None:
        if message.best is not None:
            client.best = message
        client.heard(message.text)


def stop() -> protocol.Working | None:
    """End the solve under way, if any, and its worker; the best solution it reported, if any."""
    best, client.best = client.best, None
    if client.task is not None or client.errand is not None:
        for task in (client.task, client.errand):
            if task is not None:
                task.cancel()
        client.task = client.heard = client.errand = None
        end_worker()
    return best


def end_worker() -> None:
    """Terminate the worker, whatever it is doing; the next solve starts a fresh one."""
    script, client.script, client.worker = client.script, None, None
    if script is not None:
        dom.end_worker(script)
