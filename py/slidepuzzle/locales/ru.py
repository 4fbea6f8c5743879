"""The core's words in Russian: see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {
    # The verdict's explanation (slidepuzzle.rule.explain), whole sentences per case.
    "single-row": "Поле состоит из одной строки ({rows} x {cols}): пустая клетка может двигаться "
    "только вдоль неё, поэтому фишки никогда не обгоняют друг друга и их порядок не меняется.",
    "single-column": "Поле состоит из одного столбца ({rows} x {cols}): пустая клетка может "
    "двигаться только вдоль него, поэтому фишки никогда не обгоняют друг друга и их порядок не "
    "меняется.",
    "single-line-solvable": "Если читать без пустой клетки, фишки уже стоят в порядке цели, так "
    "что достаточно довести пустую клетку до её места в цели: позиция решаема.",
    "single-line-unsolvable": "Если читать без пустой клетки, фишки идут так: {tiles}; в цели: "
    "{goal_tiles}. Первое различие на месте {place}: здесь {tile}, а в цели {goal_tile}. Фишки "
    "на одной линии никогда не обгоняют друг друга, поэтому цель недостижима: позиция нерешаема.",
    "odd-width": "Правило нечётной ширины: ширина поля {cols}, нечётная. Ход влево или вправо не "
    "меняет инверсий, а ход вверх или вниз переносит фишку через {others} — чётное число, "
    "поэтому чётность числа инверсий никогда не меняется. В цели 0 инверсий (чётное число), "
    "поэтому дойти до неё можно только с чётным числом инверсий.",
    "inversions-even": "Если выписать фишки в порядке чтения без пустой клетки, получится "
    "{inversions} (пар, где a стоит раньше b, но a > b) — чётное число.",
    "inversions-odd": "Если выписать фишки в порядке чтения без пустой клетки, получится "
    "{inversions} (пар, где a стоит раньше b, но a > b) — нечётное число.",
    "odd-width-blank-row": "(Строка пустой клетки — {row}-я снизу — при нечётной ширине не важна.)",
    "odd-width-solvable": "Значит, позиция решаема.",
    "odd-width-unsolvable": "Значит, позиция нерешаема.",
    "even-width": "Правило чётной ширины: ширина поля {cols}, чётная. Ход вверх или вниз "
    "переносит фишку через {others} — нечётное число, — поэтому чётность числа инверсий "
    "меняется, а пустая клетка переходит в другую строку; значит, чётность суммы «инверсии + "
    "номер строки пустой клетки снизу» сохраняется. В цели 0 инверсий, а пустая клетка в 1-й "
    "строке снизу: 0 + 1 — нечётное число.",
    "blank-row-even": "Пустая клетка в {row}-й строке снизу (чётной).",
    "blank-row-odd": "Пустая клетка в {row}-й строке снизу (нечётной).",
    "even-width-solvable": "{count} + {row} = {total} — нечётное число, как в цели, поэтому "
    "позиция решаема.",
    "even-width-unsolvable": "{count} + {row} = {total} — чётное число, а в цели нечётное, "
    "поэтому позиция нерешаема.",
    "parity": "Правило чётности (цель: {goal}): будем считать пустую клетку тоже фишкой. Каждый "
    "ход меняет местами пустую клетку и соседнюю фишку, поэтому меняет чётность перестановки и "
    "сдвигает пустую клетку на одну клетку; дойти до цели можно, только если перестановка, "
    "переводящая позицию в цель, имеет ту же чётность, что и расстояние от пустой клетки до её "
    "места в цели, а на поле не меньше 2 x 2 до цели доходит каждая такая позиция.",
    "permutation-even": "Перестановка от этой позиции к цели чётная.",
    "permutation-odd": "Перестановка от этой позиции к цели нечётная.",
    "blank-distance-even": "Пустая клетка стоит в строке {row}, столбце {column}, а её место в "
    "цели — строка {goal_row}, столбец {goal_column}: до него {moves}, чётное число.",
    "blank-distance-odd": "Пустая клетка стоит в строке {row}, столбце {column}, а её место в "
    "цели — строка {goal_row}, столбец {goal_column}: до него {moves}, нечётное число.",
    "parity-solvable": "Чётности совпадают, поэтому позиция решаема.",
    "parity-unsolvable": "Чётности различаются, поэтому позиция нерешаема.",
    "parity-pairs": "(Не в порядке цели, если читать без пустой клетки: {pairs}.)",
    # The goals, by name.
    "goal-blank-last": "пустая клетка в конце",
    "goal-blank-first": "пустая клетка в начале",
    "goal-spiral": "спираль",
    "goal-custom": "заданная позиция",
    # The rules: their names and what each says (slidepuzzle.RULES).
    "rule-name-single-line": "одна линия",
    "rule-name-odd-width": "нечётная ширина",
    "rule-name-even-width": "чётная ширина",
    "rule-name-parity": "чётность",
    "rule-single-line": "одна строка или один столбец: фишки никогда не обгоняют друг друга, "
    "поэтому они уже должны стоять в порядке цели",
    "rule-odd-width": "обычная цель, нечётная ширина: позиция решаема тогда и только тогда, когда "
    "число инверсий чётно",
    "rule-even-width": "обычная цель, чётная ширина: позиция решаема тогда и только тогда, когда "
    "число инверсий плюс номер строки пустой клетки снизу нечётно",
    "rule-parity": "любая цель: позиция решаема тогда и только тогда, когда перестановка к цели "
    "(с пустой клеткой) имеет ту же чётность, что и расстояние от пустой клетки до её места в "
    "цели",
    # The numbers a rule decided by, in a line (slidepuzzle.batch.deciding_numbers).
    "deciding-in-order": "фишки в порядке цели",
    "deciding-out-of-order": "фишки не по порядку",
    "deciding-odd-width": "{inversions}",
    "deciding-even-width": "{inversions}, пустая клетка в {row}-й строке снизу",
    "deciding-parity-even": "чётная перестановка, до места пустой клетки в цели: {moves}",
    "deciding-parity-odd": "нечётная перестановка, до места пустой клетки в цели: {moves}",
    # How a text was read (slidepuzzle.parse: Note.message, describe, format_name).
    "note-no-blank": "Пустая клетка не указана: пустой считается {number}, наибольшее число",
    "note-empty-cell": "Пустая ячейка (строка {row}, столбец {column}) считается пустой клеткой",
    "note-square-line": "Одна строка значений (всего {values}) прочитана как поле {side} x {side}",
    "note-stacked": "Квадратные поля, записанные одно под другим, прочитаны по одному: {boards}",
    "note-joined": "Блоки, разделённые пустыми строками, прочитаны как одно поле: {blocks}",
    "read-from": "Прочитано ({source}): поле {rows} x {cols}",
    "not-read-from": "Не прочитано ({source}, строка {line}): {error}",
    "format-plain": "обычный текст",
    "format-list": "список JSON/Python",
    "format-braces": "фигурные скобки {{{{...}}}}",
    "format-python": "код на Python",
    "format-numpy": "массив numpy",
    "format-c": "код на C/C++",
    "format-java": "код на Java",
    "format-csharp": "код на C#",
    "format-javascript": "код на JavaScript",
    "format-go": "код на Go",
    "format-rust": "код на Rust",
    "format-php": "код на PHP",
    "format-markdown": "таблица Markdown",
    "format-ascii-box": "рамка ASCII",
    "format-latex": "матрица LaTeX",
    "format-csv": "электронная таблица или CSV",
    "format-compact": "цифры подряд",
}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "inversion": ("{count:,} инверсия", "{count:,} инверсии", "{count:,} инверсий"),
    "other-tile": ("{count:,} другую фишку", "{count:,} другие фишки", "{count:,} других фишек"),
    "move": ("{count:,} ход", "{count:,} хода", "{count:,} ходов"),
    "distance": ("{count:,} ход", "{count:,} хода", "{count:,} ходов"),
    "pair": ("{count:,} пара фишек", "{count:,} пары фишек", "{count:,} пар фишек"),
    "square-board": (
        "{count:,} квадратное поле",
        "{count:,} квадратных поля",
        "{count:,} квадратных полей",
    ),
    "block": ("{count:,} блок", "{count:,} блока", "{count:,} блоков"),
    "node": ("{count:,} позиция", "{count:,} позиции", "{count:,} позиций"),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
