"""The page's two halves' message format (``page.messages``), natively: events and answers round-
trip through JSON, a malformed one is refused by name; the working side's end (``page.bridge``)
posts a run's ops in one message and awaits answers by number; every op and question the page's
modules make has its twin in the DOM side (``static/page.mjs``) and in the fake page's."""

import ast
import asyncio
import json
import re
import sys
import types
from pathlib import Path

import fakedom
import pytest
from fakedom import run
from page import bridge, wiring
from page.messages import (
    Answer,
    Event,
    Form,
    Grid,
    Listener,
    MessageError,
    read_answer,
    read_event,
    write_listeners,
    write_ops,
    write_question,
)

ROOT = Path(__file__).parent.parent
PAGE_MJS = (ROOT / "static" / "page.mjs").read_text()


def test_an_event_round_trips_with_its_facts_and_form():
    form = Form(
        values={"board": "1 2\n3 _", "goal": "spiral"},
        checked={"largest-blank": True},
        bad=["grid-rows"],
        opened=["proof"],
        focused="board",
        href="http://127.0.0.1/slidepuzzle/#b=1",
        base="http://127.0.0.1/slidepuzzle/",
        stored={"slidepuzzle-lang": "ru"},
        languages=["ru-RU", "en"],
        touch_only=True,
        grid=Grid([1, None, 2, 3], picked=True),
    )
    event = Event(
        7, "paste", "board", key="v", cell=2, tile=None, x=3.5, y=4, pasted=["whole", "shown"],
        edited_away="kept", browsed=True, chosen=False, data={"board": "2 1\n3 _"}, form=form,
    )  # fmt: skip
    assert read_event(event.to_json()) == event
    bare = read_event('{"handler": 0, "type": "click"}')
    assert bare == Event(0, "click") and bare.form == Form()


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("not json", "an event is not JSON: 'not json'"),
        ("[1, 2]", "an event must be a JSON object"),
        ('{"type": "click"}', "an event needs 'handler'"),
        ('{"handler": "3", "type": "click"}', "an event's handler must be int: '3'"),
        ('{"handler": true, "type": "click"}', "an event's handler must be int: True"),
        ('{"handler": 1, "type": "x", "cell": "4"}', "an event's cell must be int or null: '4'"),
        ('{"handler": 1, "type": "x", "pasted": ["a"]}', "an event's paste must be two texts"),
        ('{"handler": 1, "type": "x", "form": []}', "an event's form must be an object"),
        ('{"handler": 1, "type": "x", "form": {"values": {"a": 1}}}', "a form's values must be"),
        ('{"handler": 1, "type": "x", "form": {"grid": {"tiles": ["1"]}}}', "a form's grid"),
    ],
)
def test_a_malformed_event_is_refused_saying_what_is_wrong(text, says):
    with pytest.raises(MessageError) as refused:
        read_event(text)
    assert str(refused.value).startswith(says)


def test_answers_round_trip_and_a_malformed_one_is_refused():
    for answer in (Answer(3, {"url": "blob:1", "width": 4}), Answer(4, error="refused")):
        assert read_answer(answer.to_json()) == answer
    with pytest.raises(MessageError, match="an answer needs 'ask'"):
        read_answer('{"value": 1}')
    with pytest.raises(MessageError, match="an answer's error must be text: 5"):
        read_answer('{"ask": 1, "error": 5}')


def test_a_later_form_updates_what_is_known_keeping_a_board_it_leaves_out():
    known = Form(values={"board": "5 MB", "goal": "spiral"}, grid=Grid([1, 2, 0]))
    known.update(Form(values={"goal": "custom"}, focused="goal"))
    assert known.values == {"board": "5 MB", "goal": "custom"} and known.focused == "goal"
    assert known.grid == Grid([1, 2, 0])  # an event off the grid reads no grid
    known.grid = Grid([1, 2, 0], picked=True)  # the page's own op marked a tile picked
    known.update(Form(grid=Grid([2, 1, 0], picked=False)))  # an event sent before it was made
    assert known.grid == Grid([2, 1, 0], picked=True)


def test_ops_questions_and_listeners_are_json_the_dom_side_reads():
    assert json.loads(write_ops([["show", "fix", True]])) == {"ops": [["show", "fix", True]]}
    assert json.loads(write_question(2, ["copy_text", "x"])) == {"ask": 2, "op": ["copy_text", "x"]}
    wired = json.loads(write_listeners([Listener("click", "#solve", 4)], {"held_text": 9}))
    assert wired == {
        "listeners": [{"event": "click", "selector": "#solve", "handler": 4}],
        "settings": {"held_text": 9},
    }


def test_the_worker_posts_a_run_s_ops_in_one_message_and_awaits_answers(monkeypatch):
    posted: list[str] = []
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(postMessage=posted.append))
    monkeypatch.setattr(bridge, "channel", bridge.Channel())

    async def scenario():
        bridge.op("show", "fix", True)
        bridge.op("text", "timing", "")
        assert posted == []  # not yet: the run goes on
        await asyncio.sleep(0)
        asking = asyncio.ensure_future(bridge.ask("copy_text", "words"))
        await asyncio.sleep(0)
        bridge.answered(Answer(1, "copied"))
        bridge.answered(Answer(9, "asked by nobody"))  # dropped
        return await asking

    assert run(scenario()) == "copied"
    assert [json.loads(text) for text in posted] == [
        {"ops": [["show", "fix", True], ["text", "timing", ""]]},
        {"ask": 1, "op": ["copy_text", "words"]},
    ]


def test_an_answer_s_error_is_raised_where_it_was_asked(monkeypatch):
    fakedom.fresh(monkeypatch)
    fakedom.window.navigator.clipboard.allowed = False

    async def scenario():
        await bridge.ask("copy_text", "words")

    with pytest.raises(RuntimeError, match="clipboard refused"):
        run(scenario())


def test_an_event_runs_its_handler_with_what_its_form_says(monkeypatch):
    fakedom.fresh(monkeypatch)
    monkeypatch.setattr(bridge, "channel", bridge.Channel(side=bridge.Posted()))
    heard: list[tuple[str, str]] = []
    monkeypatch.setattr(wiring, "handlers", [lambda event: heard.append(event.key)])
    wiring.handle(Event(0, "keydown", "stage", key="ArrowUp", form=Form(focused="stage")).to_json())
    wiring.handle('{"handler": 5, "type": "click"}')  # no such handler: nothing runs
    assert heard == ["ArrowUp"] and bridge.form().focused == "stage"


def made(module: str, call: str) -> set[str]:
    """The names the page's ``module`` passes to ``bridge.CALL`` (its ops or questions)."""
    tree = ast.parse((ROOT / "py" / "page" / f"{module}.py").read_text())
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == call
        and isinstance(node.args[0], ast.Constant)
    }


def twins(table: str) -> set[str]:
    """The functions of ``OPS`` or ``ASKS`` in static/page.mjs."""
    body = PAGE_MJS.split(f"const {table} = {{", 1)[1].split("\n};", 1)[0]
    return set(re.findall(r"^  (?:async )?(\w+)\(", body, re.MULTILINE))


def test_every_op_and_question_has_its_twin_on_the_dom_side_and_the_fake_page():
    ops = set().union(*(made(module, "op") for module in ("dom", "drawn", "editing")))
    asks = set().union(*(made(module, "ask") for module in ("dom", "drawn", "editing")))
    assert {"set_value", "stage", "replace_text"} <= ops and "copy_text" in asks
    assert ops == twins("OPS")
    assert asks == twins("ASKS")
    fake = {name for name in dir(fakedom.Side) if name.startswith(("op_", "ask_"))}
    assert fake == {f"op_{name}" for name in ops} | {f"ask_{name}" for name in asks}


def test_main_defines_what_it_exports_to_the_dom_side():
    """``py/main.py``'s ``__export__`` names what it defines (an import a linter dropped as unused
    once left the page without ``handle``)."""
    tree = ast.parse((ROOT / "py" / "main.py").read_text())
    defined: set[str] = set()
    exported: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            defined.add(node.name)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                names = target.elts if isinstance(target, ast.Tuple) else [target]
                defined.update(name.id for name in names if isinstance(name, ast.Name))
                if isinstance(target, ast.Name) and target.id == "__export__":
                    exported = [element.value for element in node.value.elts]
    assert exported == ["listeners", "handle", "answer", "posted", "imported"]
    assert set(exported) <= defined


def test_long_texts_posted_as_they_are_fill_the_event_s_nulls():
    """The DOM side posts a text too long for JSON as it is, before its event, which holds null
    in its place; a null with no text posted is refused."""
    text = json.dumps(
        {
            "handler": 2,
            "type": "paste",
            "pasted": [None, "shown"],
            "form": {"values": {"board": None}},
        }
    )
    event = read_event(text, {"pasted": "5 MB", "board": "the box's 5 MB"})
    assert event.pasted == ["5 MB", "shown"] and event.form.values["board"] == "the box's 5 MB"
    edit = '{"handler": 3, "type": "input", "edited_away": null}'
    assert read_event(edit, {"edited_away": "the 5 MB kept"}).edited_away == "the 5 MB kept"
    assert read_event(edit, {}).edited_away is None  # nothing kept was replaced
    with pytest.raises(MessageError, match="an event's paste must be two texts"):
        read_event(text, {})
    with pytest.raises(MessageError, match="a form's values must be text"):
        read_event(text, {"pasted": "5 MB"})


def test_a_long_text_the_dom_side_posted_is_named_not_sent_back(monkeypatch):
    posted: list[str] = []
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(postMessage=posted.append))
    monkeypatch.setattr(bridge, "channel", bridge.Channel())
    lifted: list[dict[str, str]] = []
    monkeypatch.setattr(bridge, "_post_texts", lifted.append)
    whole = "1 2\n3 _\n\n" * 10_000
    bridge.bulk({"pasted": whole})
    copy = "".join(["1 2\n3 _\n\n"] * 10_000)

    async def scenario():
        from page import dom

        dom.set_value("board", "start", whole)
        dom.set_value("goal-text", "start", copy)  # equal, not the text posted: sent
        await asyncio.sleep(0)

    run(scenario())
    (ops,) = [json.loads(text)["ops"] for text in posted]
    assert ops == [
        ["set_value", "board", "start", None, "pasted"],
        ["set_value", "goal-text", "start", {"$text": "text0"}, None],
    ]
    assert lifted == [{"text0": copy}]  # as it is, posted before the batch
    assert bridge.form().values["board"] is whole


def test_an_op_s_long_text_is_lifted_out_of_its_json():
    """A 1000 x 1000 shuffle's board crosses as it is: the op names it, the short ones stay."""
    from page.messages import BULK, lift_texts

    long = "1 " * BULK
    ops, texts = lift_texts([["set_value", "board", "1 2", long, None], ["show", "fix", True]])
    assert ops == [["set_value", "board", "1 2", {"$text": "text0"}, None], ["show", "fix", True]]
    assert texts == {"text0": long}
    assert lift_texts([["text", "x", "a" * BULK]]) == ([["text", "x", "a" * BULK]], {})
