"""The working side's end of the page (``page.messages``): the adapters' calls recorded as ops,
posted to the DOM side in one batch per run; what the inputs hold, as the last event carried it;
questions asked of the DOM side and their answers awaited; what the solver's workers post, passed
on.

In the page's worker the ops go out through ``js.postMessage`` (``Posted``); natively a test puts
its own side in (``tests/fakedom.py``: a Python twin of ``static/page.mjs`` on a fake page).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from page.messages import (
    JSON,
    Answer,
    Event,
    Form,
    Grid,
    Op,
    lift_texts,
    write_ops,
    write_question,
)


class Side(Protocol):
    """Where ops go and what the inputs hold."""

    def apply(self, op: Op) -> None:
        """Make ``op`` (or post it, to be made)."""

    def form(self) -> Form:
        """What the inputs hold now, as far as this side knows."""

    def question(self, number: int, op: Op) -> None:
        """Ask ``op``; its answer comes back through ``answered``."""

    def flush(self) -> None:
        """Post the ops made so far (where they wait to be posted)."""


@dataclass
class Posted:
    """The page's worker's side: ops batched and posted once the run that made them yields."""

    known: Form = field(default_factory=Form)
    """The form as the last event carried it, with the values the ops wrote since."""
    pending: list[Op] = field(default_factory=list)

    def apply(self, op: Op) -> None:
        if not self.pending:
            asyncio.get_event_loop().call_soon(self.flush)
        self.pending.append(op)

    def flush(self) -> None:
        """Post the ops made so far, in one message."""
        if self.pending:
            ops, texts = lift_texts(self.pending)
            self.pending = []
            if texts:  # as they are, just before the batch that names them
                _post_texts(texts)
            _post(write_ops(ops))

    def form(self) -> Form:
        return self.known

    def question(self, number: int, op: Op) -> None:
        self.flush()  # the ops before the question are made before it
        _post(write_question(number, op))


def _post(text: str) -> None:
    import js  # the worker's global scope (Pyodide only)

    js.postMessage(text)


def _post_texts(texts: dict[str, str]) -> None:
    """Long texts posted as a JavaScript object (a structured clone, not JSON to parse)."""
    import js  # the worker's global scope (Pyodide only)
    from pyodide.ffi import to_js

    js.postMessage(to_js({"bulk": texts}, dict_converter=js.Object.fromEntries))


@dataclass
class Channel:
    """The side in use, the questions awaiting their answers, who hears each solver worker."""

    side: Side = field(default_factory=Posted)
    asked: dict[int, asyncio.Future[JSON]] = field(default_factory=dict)
    count: int = 0
    hearing: dict[str, Callable[[object], None]] = field(default_factory=dict)
    bulk: dict[str, str] = field(default_factory=dict)
    """The long texts posted for the next event (``page.messages``)."""
    kept: dict[str, str] = field(default_factory=dict)
    """The last long text posted under each name: the DOM side keeps it too."""


channel = Channel()


def op(name: str, *args: JSON) -> None:
    """An adapter call for the DOM side."""
    channel.side.apply([name, *args])


def flush() -> None:
    """Post the ops made so far: a handler's run is over."""
    channel.side.flush()


def form() -> Form:
    """What the inputs hold (as the last event carried them, with what the page wrote since)."""
    return channel.side.form()


def wrote(name: str, value: str | bool) -> None:
    """The page wrote ``value`` into the input ``name``: later reads see it at once."""
    known = form()
    if isinstance(value, bool):
        known.checked[name] = value
    else:
        known.values[name] = value


def moved(href: str) -> None:
    """The page changed its address (the history's entry)."""
    form().href = href


def picked(on: bool) -> None:
    """The page marked a drawn tile picked, or none (a board drawn anew has none): known at once,
    whatever an event still on its way says."""
    known = form()
    known.grid = Grid(known.grid.tiles if known.grid is not None else [], on)


def heard(event: Event) -> None:
    """An event arrived: what it says the inputs hold is known from now."""
    form().update(event.form)


async def ask(name: str, *args: JSON) -> JSON:
    """The DOM side's answer to ``[name, *args]``; its error raised as a ``RuntimeError``."""
    channel.count += 1
    number = channel.count
    waiting: asyncio.Future[JSON] = asyncio.get_event_loop().create_future()
    channel.asked[number] = waiting
    channel.side.question(number, [name, *args])
    return await waiting


def bulk(texts: dict[str, str]) -> None:
    """Long texts posted as they are for the next event."""
    channel.bulk.update(texts)
    channel.kept.update(texts)


def kept_as(text: str) -> str | None:
    """The name under which the DOM side posted ``text`` last, itself (not a copy: a 5 MB text
    is not sent back); None: not one it keeps."""
    return next((name for name, kept in channel.kept.items() if kept is text), None)


def taken_bulk() -> dict[str, str]:
    """The long texts posted for the event now arriving (then forgotten)."""
    texts, channel.bulk = channel.bulk, {}
    return texts


def answered(answer: Answer) -> None:
    """The DOM side answered a question (an answer to none asked, or to one given up, is
    dropped)."""
    waiting = channel.asked.pop(answer.ask, None)
    if waiting is None or waiting.done():
        return
    if answer.error is not None:
        waiting.set_exception(RuntimeError(answer.error))
    else:
        waiting.set_result(answer.value)


def listen(name: str, hearing: Callable[[object], None]) -> None:
    """Pass what the worker ``name`` posts to ``hearing``."""
    channel.hearing[name] = hearing


def forget(name: str) -> None:
    channel.hearing.pop(name, None)


def posted(name: str, data: object) -> None:
    """The worker ``name`` posted ``data`` (relayed by the DOM side)."""
    hearing = channel.hearing.get(name)
    if hearing is not None:
        hearing(data)
