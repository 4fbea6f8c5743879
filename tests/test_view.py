"""The page's pure helpers: whole numbers read from form fields."""

from types import SimpleNamespace

import pytest
import view


def field(value, bad=False):
    return SimpleNamespace(value=value, validity=SimpleNamespace(badInput=bad))


@pytest.mark.parametrize(
    ("value", "bad", "message"),
    [
        ("", True, "time limit is not a whole number: type one, 1 to 600"),
        ("", False, "time limit is empty: type a whole number, 1 to 600"),
        ("2.5", False, "time limit must be a whole number, got '2.5'"),
        ("abc", False, "time limit must be a whole number, got 'abc'"),
        ("0", False, "time limit must be 1 to 600, got 0"),
        ("601", False, "time limit must be 1 to 600, got 601"),
    ],
)
def test_bad_whole_numbers_are_named(value, bad, message):
    with pytest.raises(ValueError) as error:
        view.whole(field(value, bad), "time limit", 1, 600)
    assert str(error.value) == message


def test_whole_numbers():
    assert view.whole(field(" 600 "), "time limit", 1, 600) == 600
    assert view.whole(field("0"), "seed", 0) == 0
    with pytest.raises(ValueError, match="rows must be at least 1, got -3"):
        view.whole(field("-3"), "rows", 1)
