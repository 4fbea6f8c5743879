"""The page's handlers by event: ``when`` records them (``py/main.py`` decorates its handlers with
it, as with PyScript's own), ``listeners`` lists them for the DOM side, which attaches them, and
``handle`` runs the one an ``Event`` names. What the worker exports to the DOM side is here:
``listeners``, ``handle``, ``answer`` (a question's answer) and ``posted`` (a solver worker's
message relayed).
"""

from __future__ import annotations

import asyncio
import inspect
import sys
import traceback
from collections.abc import Callable
from typing import Any

from page import bridge
from page.messages import (
    JSON,
    Event,
    Listener,
    MessageError,
    read_answer,
    read_event,
    write_listeners,
)

Handler = Callable[[Event], Any]

WINDOW = "window"
"""The selector of the window itself (``popstate``, ``hashchange``)."""

START = ("start", "page")
"""The event the DOM side sends once, when the working side is up: the page's start."""
BROKEN = ("broken", "page")
"""The event the DOM side sends when it could not make an op (``data``: the op, the error)."""

handlers: list[Handler] = []
heard_on: list[Listener] = []


def when(event: str, selector: str) -> Callable[[Handler], Handler]:
    """Run the decorated handler on ``event`` at the elements ``selector`` picks."""

    def record(handler: Handler) -> Handler:
        if handler not in handlers:
            handlers.append(handler)
        heard_on.append(Listener(event, selector, handlers.index(handler)))
        return handler

    return record


def listeners(settings: dict[str, JSON]) -> str:
    """The listeners to attach, and ``settings`` the DOM side decides by, as JSON."""
    return write_listeners(heard_on, settings)


tasks: set[asyncio.Future[Any]] = set()
"""The async handlers running (kept until done)."""


def handle(text: str) -> None:
    """Run the handler ``text`` (an ``Event``) names; an async one is started."""
    try:
        event = read_event(text, bridge.taken_bulk())
        handler = handlers[event.handler]
    except (MessageError, IndexError) as error:
        print(f"not an event of this page: {error}")
        return
    bridge.heard(event)
    try:
        result = handler(event)
    except Exception:
        traceback.print_exc()
        result = None
    if inspect.isawaitable(result):
        task = asyncio.ensure_future(result)
        tasks.add(task)
        task.add_done_callback(_done)
    bridge.flush()  # the ops made are on their way before the DOM side hears the handler returned


def _done(task: asyncio.Future[Any]) -> None:
    tasks.discard(task)
    if not task.cancelled() and task.exception() is not None:
        traceback.print_exception(task.exception())


def hear_bulk(xworker: Any) -> None:
    """Take the long texts the DOM side posts as they are (``{"bulk": {...}}``, a plain message
    to this worker: PyScript's ``xworker.onmessage`` hears it) into ``page.bridge`` for the next
    event."""
    from pyodide.ffi import create_proxy

    def heard(message: Any) -> None:
        texts = getattr(message.data, "bulk", None)
        if texts is not None:
            bridge.bulk({str(name): str(text) for name, text in texts.to_py().items()})

    xworker.onmessage = create_proxy(heard)


def answer(text: str) -> None:
    """The DOM side's answer to a question."""
    try:
        bridge.answered(read_answer(text))
    except MessageError as error:
        print(f"not an answer of this page: {error}")


def imported(*prefixes: str) -> str:
    """The modules this Python has imported whose names start with one of ``prefixes``, space-
    separated (which languages' catalogues a visit loaded: tests/e2e/test_lang.py asks)."""
    return " ".join(sorted(name for name in sys.modules if name.startswith(prefixes)))


def posted(name: str, data: object) -> None:
    """What the solver's worker ``name`` posted, relayed by the DOM side."""
    bridge.posted(name, data)
