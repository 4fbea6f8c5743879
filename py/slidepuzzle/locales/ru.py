"""The core's words in Russian: see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {
    # How a message is put together from its parts, and the parts shared by many messages
    "placed": "{place}: {message}",
    "hinted": "{message}; {hint}",
    "quoting": "{message}: {text!r}",
    "cell": "строка {row}, столбец {column}",
    "the-blank": "пустая клетка",
    "list-comma": ", ",
    "list-and": " и ",
    "list-more": "{items} и ещё {more}",
    "rows": "число строк",
    "cols": "число столбцов",
    # Places: a board of several, a list in code, a move
    "at-board": "поле {board} (строка текста {line})",
    "at-list": "{format}, список в строке текста {line}",
    "at-move": "ход {move}",
    # The text as a whole
    "not-text": "поле ожидалось в виде текста, а получено {type}",
    "empty-text": "поля нет: текст пуст",
    "only-comments": "поля нет: в тексте одни комментарии",
    "text-too-long": (
        "текст слишком длинный ({chars:,} зн.): читается не больше {most:,} знаков "
        "(поле до {cells:,} клеток, 2000 x 2000)"
    ),
    "too-many-lines": (
        "в тексте слишком много строк ({lines:,}): обрабатывается не больше {most:,} (2000 x 2000)"
    ),
    "several-boards": ("найдено {boards} ({shown}): вставьте одно или проверьте все сразу"),
    "line-board": "строка текста {line}: {rows} x {cols}",
    "line-no-board": "строка текста {line}: не поле",
    # Brackets and code
    "empty-brackets": "поля нет: в скобках нет значений",
    "no-literal": "в коде не найдено поле: нет списка чисел вроде {example}",
    "unbalanced-close": (
        "скобки не сбалансированы: {token!r} (символ {at}) не закрывает {opening!r}"
    ),
    "unbalanced-stray": (
        "скобки не сбалансированы: {token!r} (символ {at}) закрывает скобку, которая не открыта"
    ),
    "unbalanced-open": "скобки не сбалансированы: незакрытых скобок — {count}",
    "text-before-brackets": "лишний текст {text!r} перед первой скобкой",
    "text-after-brackets": "лишний текст {text!r} после закрывающей скобки",
    "nested-too-deep": (
        "глубина вложенности скобок в строке текста {line} — {depth}: поле — это строки "
        "значений в скобках ([[1, 2], [3, 0]]), список полей — на уровень глубже"
    ),
    "rows-in-rows": (
        "строки должны быть в скобках, как в [[1, 2], [3, 0]]; в строке {row} внутри скобок "
        "ещё скобки"
    ),
    "values-beside-rows": (
        "строки должны быть в скобках, как в [[1, 2], [3, 0]]; перед строкой {row} стоит {found!r}"
    ),
    # The shape
    "no-values": "поля нет: нет значений",
    "no-rows": "в поле должна быть хотя бы одна строка, а их нет",
    "not-whole-size": "{name} должно быть целым, а получено {value}",
    "size-below-one": "{name} должно быть не меньше 1, а получено {value}",
    "one-cell": "в поле должно быть не меньше 2 клеток, а в поле {rows} x {cols} всего одна",
    "too-many-cells": (
        "поле {rows} x {cols} слишком велико ({cells:,} кл.): обрабатывается не больше "
        "{most:,} клеток (2000 x 2000)"
    ),
    "too-many-values": (
        "слишком много значений ({cells:,}): обрабатывается не больше {most:,} (2000 x 2000)"
    ),
    "cells-and-tiles": ("клеток в поле {rows} x {cols} — {cells}, а фишек дано — {tiles}"),
    "ragged-rows": (
        "строки должны быть одной длины: в строке {row} — {length}, в строке 1 — {cols} "
        "(длины строк: {lengths})"
    ),
    "hint-empty-cell": "если пустая клетка — это незаполненная ячейка, обозначьте её _ или 0",
    "hint-nothing-between": ("ячейка ({cell}) не заполнена: между двумя разделителями ничего нет"),
    # The values
    "token-at": "{cell}: {token!r} в {line!r}",
    "token-at-value": "{cell} ({value}-е значение строки): {token!r} в {line!r}",
    "negative": "{where} — отрицательное число; фишки нумеруются с 1, пустая клетка — 0",
    "not-whole": "{where} — не целое число: номера фишек пишутся только цифрами",
    "not-a-tile": ("{where} — не номер фишки (нужно целое число или знак пустой клетки: _ x . *)"),
    "blank-but-largest": (
        "{where} обозначает пустую клетку, но здесь пустая клетка — наибольшее число"
    ),
    "far-too-large": (
        "{where} — слишком большое число для фишки ({digits}; в поле не больше {most:,} клеток)"
    ),
    "empty-cells": (
        "{empty} ({cells}): незаполненной может быть только одна ячейка — пустая клетка; "
        "между двумя разделителями должно что-то стоять"
    ),
    "empty-but-largest": (
        "ячейка ({cell}) не заполнена, но здесь пустая клетка — наибольшее число: заполните её"
    ),
    "negative-tile": "в клетке ({cell}) отрицательный номер фишки: {token}",
    "tile-not-whole": "в клетке ({cell}) номер фишки — не целое число: {value}",
    # The tiles
    "out-of-range": (
        "фишка {tile} в клетке ({cell}) вне диапазона: клеток в поле — {cells}, номера от "
        "{low} до {high}; не хватает: {missing}"
    ),
    "tile-twice": (
        "фишка {tile} встречается дважды: в клетках ({first}) и ({cell}); не хватает: {missing}"
    ),
    "two-blanks": "две пустые клетки: ({first}) и ({cell}); не хватает: {missing}",
    "empty-and-blank": (
        "две пустые клетки: ячейка ({cell}) не заполнена, и пустая клетка записана ещё "
        "в ({other}); заполните ячейку или оставьте только одну пустую клетку"
    ),
    "hint-no-blank": (
        "пустая клетка не записана (нет 0 или _), поэтому номера должны быть от 1 до {size}, "
        "а {size} — пустая клетка"
    ),
    # The goal
    "goal-type": (
        "цель должна быть Board или одним из {names}, а получено {type} {value} "
        "(записанную цель читает parse_board)"
    ),
    "goal-shape": "цель — {goal_rows} x {goal_cols}, а поле — {rows} x {cols}",
    "unknown-goal": "неизвестная цель {goal!r}: нужно поле или одно из {names}",
    # Moves
    "not-next-to-blank": "фишка {tile} не рядом с пустой клеткой ({blank})",
    "no-such-tile": "на поле {rows} x {cols} нет фишки {value}",
    "not-a-tile-here": "{value} — не фишка этого поля (от 1 до {largest})",
    "off-the-edge": (
        "пустая клетка не может сдвинуться {direction} ({way}) из клетки ({blank}) у края поля"
    ),
    "blank-goes-up": "вверх",
    "blank-goes-down": "вниз",
    "blank-goes-left": "влево",
    "blank-goes-right": "вправо",
    "not-a-direction": "{value} — не одно из U, D, L, R",
    "not-a-direction-mixed": (
        "{token!r} — не одно из U, D, L, R (ходы начаты как ходы пустой клетки, значит, "
        "так должен быть записан каждый)"
    ),
    "not-a-tile-number-mixed": (
        "{token!r} — не номер фишки (ходы начаты номерами фишек, значит, так должен быть "
        "записан каждый)"
    ),
    # Requests: shuffling, solving
    "always-solvable": (
        "любое поле {rows} x {cols} решаемо: единственная фишка не может стоять не по порядку"
    ),
    "time-limit": "time_limit должен быть положительным числом секунд, а получено {value}",
    "too-big-to-solve": (
        "поле {rows} x {cols} слишком велико для решения: нужны миллионы ходов; решаются поля, "
        "у которых клетки x (строки + столбцы) не больше {most:,} (60 x 60, 2 x 500)"
    ),
    # Pattern table files
    "table-not-a-file": "это не файл таблиц шаблонов: он начинается с {start}",
    "table-damaged": "файл таблиц шаблонов повреждён: {why}",
    "table-checksum": "файл таблиц шаблонов повреждён: контрольная сумма не совпадает",
    "table-version": "эта версия не может использовать таблицы шаблонов для {rows} x {cols}",
    "table-size": "файл таблиц шаблонов повреждён: размер {size:,} байт вместо {want:,}",
}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("{count:,} значение", "{count:,} значения", "{count:,} значений"),
    "empty-cell": ("{count:,} пустая ячейка", "{count:,} пустые ячейки", "{count:,} пустых ячеек"),
    "digit": ("{count:,} цифра", "{count:,} цифры", "{count:,} цифр"),
    "board": ("{count:,} поле", "{count:,} поля", "{count:,} полей"),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
