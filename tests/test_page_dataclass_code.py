"""The dataclasses' methods from bytecode compiled beforehand (``page.dataclass_code``), natively:
what is recorded is what is served, the classes behave the same, another Python's table is left
alone. The archive's own table, in Pyodide: ``tests/e2e/test_site.py``."""

import builtins
import dataclasses
import marshal
from types import CodeType

import pytest
from page import dataclass_code


@pytest.fixture(autouse=True)
def plain_dataclasses():
    """Each test starts with ``dataclasses`` calling the built-in ``exec`` and leaves it so."""
    vars(dataclasses).pop("exec", None)
    yield
    vars(dataclasses).pop("exec", None)


def make_point():
    @dataclasses.dataclass(frozen=True)
    class Point:
        """A cell."""

        row: int
        col: int = 0

    return Point


def make_counter():
    @dataclasses.dataclass
    class Counter:
        """A running count."""

        count: int = 0
        seen: list[int] = dataclasses.field(default_factory=list)

    return Counter


def ran(monkeypatch) -> list[object]:
    """What ``exec`` is given from now on: a source (compiled there) or a code object."""
    given: list[object] = []
    real = builtins.exec

    def spy(source, *namespaces):
        given.append(source)
        return real(source, *namespaces)

    monkeypatch.setattr(builtins, "exec", spy)
    return given


def test_what_is_recorded_is_served_from_bytecode_and_behaves_the_same(monkeypatch):
    written = dataclass_code.record()
    make_point(), make_counter()
    assert any("def __init__(self" in source for source in written)
    missed = dataclass_code.install(dataclass_code.compiled(written))
    given = ran(monkeypatch)
    point, counter = make_point(), make_counter()
    assert given and all(isinstance(each, CodeType) for each in given) and missed == []
    assert point(2, 3) == point(2, 3) != point(3, 2) and hash(point(2, 3)) == hash(point(2, 3))
    assert repr(point(2)) == "make_point.<locals>.Point(row=2, col=0)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        point(1).row = 5  # type: ignore[misc]
    one, other = counter(), counter()
    one.seen.append(1)
    assert other.seen == [] and one != other and counter(4) == counter(4)


def test_a_class_not_in_the_table_compiles_its_methods_as_usual(monkeypatch):
    written = dataclass_code.record()
    make_point()
    missed = dataclass_code.install(dataclass_code.compiled(written))
    given = ran(monkeypatch)
    counter = make_counter()
    assert given and all(isinstance(each, str) for each in given) and missed == given
    assert counter(2) == counter(2)


def test_another_python_s_table_is_not_installed(monkeypatch):
    written = dataclass_code.record()
    make_point()
    _, codes = marshal.loads(dataclass_code.compiled(written))
    assert dataclass_code.install(marshal.dumps(("cpython-00", codes))) is None
    given = ran(monkeypatch)
    make_point()
    assert given and all(isinstance(each, str) for each in given)


def test_without_the_table_beside_it_nothing_is_installed(monkeypatch):
    assert dataclass_code.install_beside() is None  # the repository holds none: make site makes it
    given = ran(monkeypatch)
    make_point()
    assert given and all(isinstance(each, str) for each in given)
