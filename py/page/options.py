"""Reading the page's options from what the form fields hold: whole numbers, shuffle requests.

Pure Python (no browser imports): the wiring passes in the fields' text (and whether the browser
flagged a number box as holding something that is not a number); errors are ``OptionError``s
whose message names the field and what is wrong, in any language.
"""

from __future__ import annotations

from dataclasses import dataclass

from slidepuzzle import Goal
from slidepuzzle.generate import Moves
from slidepuzzle.messages import Count, Value
from slidepuzzle.solve import OPTIMAL_CELLS

from page.wording import PagePhrase, said

SHUFFLE_CELLS = 1_000_000
"""The most cells the page shuffles (1000 x 1000): its text is already 7 MB."""

TIME_LIMIT_MOST = 600
"""The longest time limit for a solve, in seconds."""


class OptionError(ValueError):
    """A form field that holds no usable value: ``phrase`` says so in any language (the page
    writes it again when the reader switches), ``str`` in English."""

    def __init__(self, phrase: PagePhrase) -> None:
        super().__init__(phrase.text("en"))
        self.phrase = phrase


def whole(
    text: str, field: str, least: int, most: int | None = None, bad_input: bool = False
) -> int:
    """The whole number in a field's ``text``; ``OptionError`` naming the field if bad.

    ``field`` is the field's name's key in the catalogue (``"field-rows"``). A number box holds ""
    both when empty and when something else was typed: ``bad_input`` (the field's
    ``validity.badInput``) tells the two apart.
    """
    text = text.strip()

    def refuse(key: str, **values: Value) -> OptionError:
        if most is None:
            span = said("span-from", least=least)
        else:
            span = said("span-between", least=least, most=most)
        return OptionError(said(key, name=said(field), span=span, **values))

    if not text:
        raise refuse("number-bad" if bad_input else "number-empty")
    try:
        number = int(text)
    except ValueError:
        raise refuse("number-not-whole", text=text) from None
    if number < least or (most is not None and number > most):
        raise refuse("number-out", number=number)
    return number


@dataclass(frozen=True)
class Field:
    """What a form field holds: its text, and whether the browser found it not a number."""

    text: str
    bad_input: bool = False


@dataclass(frozen=True)
class ShuffleRequest:
    """A shuffle asked for: the arguments of ``random_board`` (with the seed always chosen)."""

    rows: int
    cols: int
    seed: int
    solvable: bool
    fixed_blank: bool
    goal: Goal
    moves: Moves | None = None
    """The Difficulty: a board needing exactly this many moves, or a number in the band."""


DIFFICULTY_CELLS = OPTIMAL_CELLS
"""The page shuffles by difficulty boards of up to 16 cells (single lines too): up to 10 cells
from a distance table, in slices; 11 to 16 cells in the solver's worker (``page.shuffling``)."""

MOVES_MOST = 200
"""The most moves the Difficulty boxes take (no board the page makes needs more than 55)."""


def difficulty(choice: str, low: Field, high: Field, rows: int, cols: int) -> Moves | None:
    """The Difficulty asked for (``choice``: any, exactly, between) from the two move boxes."""
    if choice not in ("exactly", "between"):
        return None
    if rows * cols > DIFFICULTY_CELLS and rows > 1 and cols > 1:
        raise OptionError(said("difficulty-too-big", rows=rows, cols=cols, cells=rows * cols))
    least = whole(low.text, "field-moves", 0, MOVES_MOST, low.bad_input)
    if choice == "exactly":
        return least
    most = whole(high.text, "field-moves-high", 0, MOVES_MOST, high.bad_input)
    if most < least:
        raise OptionError(said("moves-order", low=least, high=most))
    return least, most


MAKE_MOST = 1_000
"""The most boards Make boards makes at once (as ``slidepuzzle shuffle --count``)."""

MAKE_CELLS = 100_000
"""The most cells Make boards makes at once, all boards together (their text is read again)."""


def board_count(field: Field, rows: int, cols: int) -> int:
    """How many boards of ``rows`` x ``cols`` the Boards box asks Make boards for."""
    count = whole(field.text, "field-board-count", 1, MAKE_MOST, field.bad_input)
    if count * rows * cols > MAKE_CELLS:
        raise OptionError(
            said(
                "make-too-big",
                boards=Count(count, "board"),
                rows=rows,
                cols=cols,
                cells=Count(count * rows * cols, "cell"),
                most=MAKE_CELLS,
            )
        )
    return count


def shuffle_request(
    rows: Field,
    cols: Field,
    seed: Field,
    kind: str,
    blank_place: str,
    goal: Goal,
    random_seed: int,
) -> ShuffleRequest:
    """The shuffle the options ask for; ``random_seed`` when the Seed box is empty."""
    row_count = whole(rows.text, "field-rows", 1, bad_input=rows.bad_input)
    col_count = whole(cols.text, "field-cols", 1, bad_input=cols.bad_input)
    cells = row_count * col_count
    if cells > SHUFFLE_CELLS:
        raise OptionError(
            said(
                "shuffle-too-big",
                rows=row_count,
                cols=col_count,
                cells=Count(cells, "cell"),
                most=SHUFFLE_CELLS,
            )
        )
    chosen = whole(seed.text, "field-seed", 0) if seed.text.strip() else random_seed
    return ShuffleRequest(
        row_count, col_count, chosen, kind == "solvable", blank_place == "goal", goal
    )


def time_limit(field: Field) -> int:
    """The whole seconds in the Time limit box."""
    return whole(field.text, "field-time-limit", 1, TIME_LIMIT_MOST, field.bad_input)
