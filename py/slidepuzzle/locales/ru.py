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
    "hex-too-large": (
        "шестнадцатеричной строкой записываются поля не больше 16 клеток, а в этом {cells}"
    ),
    "letters-too-large": "буквами записываются поля не больше 16 клеток, а в этом {cells}",
    "hex-shape": (
        "шестнадцатеричной строкой записывается только поле 4 × 4, а это поле {rows} × {cols}"
    ),
    "letters-shape": (
        "буквами записываются поля от 2 × 2 до 16 клеток, а это поле {rows} × {cols}"
    ),
    "calendar": "поля нет: это календарь (числа под названиями дней недели), а не головоломка",
    "tatham-save-game": "файл сохранения от игры {game!r}, а не Fifteen",
    "tatham-save-move": (
        "ход {move!r} в файле сохранения не сдвигает пустую клетку по её строке или столбцу"
    ),
    "text-too-long": (
        "текст слишком длинный ({chars:,} зн.): читается не больше {most:,} знаков "
        "(поле до {cells:,} клеток, 2000 × 2000)"
    ),
    "too-many-lines": (
        "в тексте слишком много строк ({lines:,}): обрабатывается не больше {most:,} (2000 × 2000)"
    ),
    "several-boards": ("найдено {boards} ({shown}): вставьте одно или проверьте все сразу"),
    "line-board": "строка текста {line}: {rows} × {cols}",
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
    "no-board-in-text-one": "поле не найдено: нет строк из чисел (строка {lines} — текст)",
    "no-board-in-text-many": "поле не найдено: нет строк из чисел (строки {lines} — текст)",
    "shape-asked": "запрошенная форма {rows} × {cols} не подходит к значениям поля ({cells})",
    "given-size": "указанный размер {rows} × {cols} не подходит к числу фишек ({cells})",
    "size-line-mismatch": (
        "строка {line}, {text!r}, задаёт размер {rows} × {cols}, но дальше идут строки "
        "по {got_cols} знач. (всего строк: {got_rows})"
    ),
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
    "one-cell": "в поле должно быть не меньше 2 клеток, а в поле {rows} × {cols} всего одна",
    "too-many-cells": (
        "поле {rows} × {cols} слишком велико ({cells:,} кл.): обрабатывается не больше "
        "{most:,} клеток (2000 × 2000)"
    ),
    "too-many-values": (
        "слишком много значений ({cells:,}): обрабатывается не больше {most:,} (2000 × 2000)"
    ),
    "picture-size": "ширина и высота картинки должны быть больше 0, а даны {width} × {height}",
    "no-such-cell": "в поле {rows} × {cols} нет клетки {cell}: клетки нумеруются в порядке чтения "
    "от 0 до {last}",
    "cells-and-tiles": ("клеток в поле {rows} × {cols} — {cells}, а фишек дано — {tiles}"),
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
    "minus-zero": "{where} — ноль со знаком минус: пустая клетка пишется как 0, фишки — с 1",
    "not-whole": "{where} — не целое число: номера фишек пишутся только цифрами",
    "not-a-tile": ("{where} — не номер фишки (нужно целое число или знак пустой клетки: {blanks})"),
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
    "goal-shape": "цель — {goal_rows} × {goal_cols}, а поле — {rows} × {cols}",
    "unknown-goal": "неизвестная цель {goal!r}: нужно поле или одно из {names}",
    # Moves
    "not-next-to-blank": "фишка {tile} не стоит рядом с пустой клеткой ({blank})",
    "no-such-tile": "на поле {rows} × {cols} нет фишки {value}",
    "not-in-line": "фишка {tile} не стоит ни в строке, ни в столбце пустой клетки ({blank})",
    "not-towards-blank": "фишка {tile} сдвигается только к пустой клетке ({blank})",
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
        "любое поле {rows} × {cols} решаемо: единственная фишка не может стоять не по порядку"
    ),
    "time-limit": "time_limit должен быть положительным числом секунд, а получено {value}",
    "too-big-to-solve": (
        "поле {rows} × {cols} слишком велико для решения: нужны миллионы ходов; решаются поля, "
        "у которых клетки × (строки + столбцы) не больше {most:,} (60 × 60, 2 × 500)"
    ),
    # Graded shuffles: boards needing a number of moves
    "moves-value": (
        "moves должно быть целым числом ходов или диапазоном (lo, hi), где 0 <= lo <= hi, "
        "а получено {value}"
    ),
    "moves-and-verdict": (
        "поле с заданным числом ходов всегда решаемо, а пустая клетка может быть где угодно: "
        "moves нельзя сочетать с solvable=False или fixed_blank"
    ),
    "moves-too-big": (
        "поля с заданным числом ходов строятся не больше чем из {most} клеток, а в поле "
        "{rows} × {cols} их {cells}"
    ),
    "moves-beyond": (
        "ни одному полю {rows} × {cols} не нужно {band}, чтобы дойти до этой цели: "
        "самым трудным нужно {most}"
    ),
    "moves-band": "от {lo} до {hi}",
    "moves-timeout": (
        "за отведённое время не нашлось поля {rows} × {cols}, которому нужно {band} "
        "(проверено: {boards}): поля, настолько далёкие от обычной длины, редки; выберите "
        "диапазон ближе к ней"
    ),
    # Pattern table files
    "table-not-a-file": "это не файл таблиц шаблонов: он начинается с {start}",
    "table-damaged": "файл таблиц шаблонов повреждён: {why}",
    "table-checksum": "файл таблиц шаблонов повреждён: контрольная сумма не совпадает",
    "table-version": "эта версия не может использовать таблицы шаблонов для {rows} × {cols}",
    "table-size": "файл таблиц шаблонов повреждён: размер {size:,} Б вместо {want:,} Б",
}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {
    # The verdict's explanation (slidepuzzle.rule.explain), whole sentences per case.
    "single-row": "Поле состоит из одной строки ({rows} × {cols}): пустая клетка может двигаться "
    "только вдоль неё, поэтому фишки никогда не обгоняют друг друга и их порядок не меняется.",
    "single-column": "Поле состоит из одного столбца ({rows} × {cols}): пустая клетка может "
    "двигаться только вдоль него, поэтому фишки никогда не обгоняют друг друга и их порядок не "
    "меняется.",
    "single-line-solvable": "Если читать без пустой клетки, фишки уже стоят в порядке цели, так "
    "что достаточно довести пустую клетку до её места в цели: позиция решаема.",
    "single-line-unsolvable": "Если читать без пустой клетки, фишки идут так: {tiles}; в цели: "
    "{goal_tiles}. Первое различие на месте {place}: здесь {tile}, а в цели {goal_tile}. Фишки "
    "в одной строке или одном столбце никогда не обгоняют друг друга, поэтому цель "
    "недостижима: позиция нерешаема.",
    "odd-width": "Правило нечётной ширины: ширина поля {cols}, нечётная. Ход влево или вправо не "
    "меняет числа инверсий, а ход вверх или вниз переносит фишку через {others} — чётное число, "
    "поэтому чётность числа инверсий никогда не меняется. В цели 0 инверсий (чётное число), "
    "поэтому дойти до неё можно только с чётным числом инверсий.",
    "inversions-even": "Если выписать фишки в порядке чтения без пустой клетки, в них будет "
    "{inversions} — чётное число (инверсия — это пара, где a стоит раньше b, но a > b).",
    "inversions-none": "Если выписать фишки в порядке чтения без пустой клетки, инверсий в них "
    "не будет: 0 — чётное число (инверсия — это пара, где a стоит раньше b, но a > b).",
    "inversions-odd": "Если выписать фишки в порядке чтения без пустой клетки, в них будет "
    "{inversions} — нечётное число (инверсия — это пара, где a стоит раньше b, но a > b).",
    "odd-width-blank-row": "(Пустая клетка стоит в {row}-й строке снизу, но при нечётной ширине "
    "её строка не важна.)",
    "odd-width-solvable": "Значит, позиция решаема.",
    "odd-width-unsolvable": "Значит, позиция нерешаема.",
    "even-width": "Правило чётной ширины: ширина поля {cols}, чётная. Ход вверх или вниз "
    "переносит фишку через {others}, а это нечётное число, поэтому чётность числа инверсий "
    "меняется. Но и пустая клетка при этом переходит в соседнюю строку, так что чётность суммы "
    "«число инверсий + строка снизу, где стоит пустая клетка» сохраняется.",
    "even-width-goal-even": "В цели 0 инверсий, а пустая клетка в {goal_row}-й строке снизу: "
    "0 + {goal_row} — чётное число.",
    "even-width-goal-odd": "В цели 0 инверсий, а пустая клетка в {goal_row}-й строке снизу: "
    "0 + {goal_row} — нечётное число.",
    "inversions-goal-order": "Цель — {goal}: инверсии считаются относительно её порядка, а "
    "фишки цели читаются так же.",
    "inversions-goal-even": "Если выписать фишки в порядке чтения без пустой клетки, в них будет "
    "{inversions} — чётное число (инверсия — это пара, стоящая в обратном по сравнению с целью "
    "порядке).",
    "inversions-goal-odd": "Если выписать фишки в порядке чтения без пустой клетки, в них будет "
    "{inversions} — нечётное число (инверсия — это пара, стоящая в обратном по сравнению с целью "
    "порядке).",
    "inversions-goal-none": "Если выписать фишки в порядке чтения без пустой клетки, инверсий в "
    "них не будет: 0 — чётное число (инверсия — это пара, стоящая в обратном по сравнению с целью "
    "порядке).",
    "blank-row-even": "Пустая клетка в {row}-й строке снизу (чётной).",
    "blank-row-odd": "Пустая клетка в {row}-й строке снизу (нечётной).",
    "even-width-even-solvable": "{count} + {row} = {total} — чётное число, как в цели, поэтому "
    "позиция решаема.",
    "even-width-even-unsolvable": "{count} + {row} = {total} — чётное число, а в цели нечётное, "
    "поэтому позиция нерешаема.",
    "even-width-odd-solvable": "{count} + {row} = {total} — нечётное число, как в цели, поэтому "
    "позиция решаема.",
    "even-width-odd-unsolvable": "{count} + {row} = {total} — нечётное число, а в цели чётное, "
    "поэтому позиция нерешаема.",
    # The goals, by name.
    "goal-blank-first": "пустая клетка в начале",
    "goal-spiral": "спираль",
    "goal-custom": "заданная позиция",
    # The rules: their names and what each says (slidepuzzle.RULES).
    "rule-name-single-line": "одна строка или столбец",
    "rule-name-odd-width": "нечётная ширина",
    "rule-name-even-width": "чётная ширина",
    "rule-single-line": "одна строка или один столбец: фишки никогда не обгоняют друг друга, "
    "поэтому они уже должны стоять в порядке цели",
    "rule-odd-width": "нечётная ширина: позиция решаема тогда и только тогда, когда число "
    "инверсий относительно порядка цели чётно",
    "rule-even-width": "чётная ширина: позиция решаема тогда и только тогда, когда сумма числа "
    "инверсий относительно порядка цели и номера строки снизу, где стоит пустая клетка, имеет ту "
    "же чётность, что и номер строки пустой клетки в цели (у обычной цели он нечётный)",
    # The numbers a rule decided by, in a line (slidepuzzle.batch.deciding_numbers).
    "deciding-in-order": "фишки в порядке цели",
    "deciding-out-of-order": "фишки не по порядку",
    "deciding-odd-width": "{inversions}",
    "deciding-even-width": "{inversions}, пустая клетка в {row}-й строке снизу",
    # How a text was read (slidepuzzle.parse: Note.message, describe, format_name).
    "note-no-blank": "Пустая клетка не указана: пустой клеткой считается {number}, наибольшее "
    "число",
    "note-empty-cell": "Пустая ячейка (строка {row}, столбец {column}) считается пустой клеткой",
    "note-square-line": (
        "Одна строка значений (всего {values}) прочитана как поле {side} × {side} "
        "(можно указать и другую форму, например 1 × {values})"
    ),
    "note-one-row": (
        "Одна строка значений (всего {number}) прочитана как поле 1 × {number} "
        "(можно указать и другую форму, например {rows} × {cols})"
    ),
    "note-stacked": "Квадратные поля, записанные одно под другим, прочитаны по одному: {boards}",
    "note-joined": "Блоки, разделённые пустыми строками, прочитаны как одно поле: {blocks}",
    "note-skipped-one": "Строка {lines} — текст, пропущена",
    "note-skipped-many": "Строки {lines} — текст, пропущены",
    "note-code-one": "Строка {lines} — программный код, пропущена",
    "note-code-many": "Строки {lines} — программный код, пропущены",
    "note-output-one": "Строка {lines} — пример вывода, пропущена",
    "note-output-many": "Строки {lines} — пример вывода, пропущены",
    "note-labels-one": "Подпись перед значениями в строке {lines} убрана",
    "note-labels-many": "Подписи перед значениями в строках {lines} убраны",
    "note-small": "В строке {line}, {text!r}, слишком мало значений для поля, она пропущена",
    "note-size-line": "Строка {line}, {text!r}, — это размер поля: {rows} × {cols}",
    "note-count-line": "Строка {line}, {text!r}, — это число полей, а не поле",
    "note-given-size": "Взят размер, указанный рядом с фишками: {rows} × {cols}",
    "note-line-numbers": "Первый столбец ({text}) — номера строк, он убран",
    "note-index": "Строка заголовков и столбец индексов распечатки убраны",
    "note-header": "Строка {line}, {text!r}, — заголовок таблицы, пропущена",
    "note-columns-first": "Значения заполняют сначала столбцы (так R делает по умолчанию)",
    "note-width-first": "В коде игры сначала идёт ширина: {cols} в ширину, {rows} в высоту",
    "note-row-marks": "Строки поля разделены знаком {text!r}",
    "note-line-boards": (
        "Каждая строка (значений в ней: {values}) прочитана как отдельное поле {side} × {side} "
        "(можно указать и другую форму, например 1 × {values})"
    ),
    "note-shape": "Прочитано как {rows} × {cols}, как указано",
    "read-from": "Прочитано ({source}): поле {rows} × {cols}",
    "not-read-from": "Не прочитано ({source}, строка текста {line}): {error}",
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
    "format-json": "объект JSON",
    "format-r": "код на R",
    "format-tatham": "код игры «Пятнашки» (головоломки Саймона Тэтхема)",
    "format-html": "таблица HTML",
    "format-hex": "шестнадцатеричная строка (одна цифра — одна фишка)",
    "format-letters": "буквы (A — фишка 1)",
    "format-tatham-save": "файл сохранения «Пятнашек» (головоломки Саймона Тэтхема)",
    # How a solution was found (slidepuzzle.solve.method_name), by Solution.method.
    "method-ida*": "поиск IDA*",
    "method-weighted": "взвешенный поиск IDA*",
    "method-beam": "лучевой поиск с таблицами шаблонов",
    "method-constructive": "сборка строка за строкой",
    "method-line": "одна строка или столбец: путь только один",
    "method-none": "делать нечего",
    "method-shortened": "взвешенный поиск, затем участки заменены кратчайшими цепочками ходов",
    "method-reduced": "поиском ставится строка или столбец за раз, затем решается меньшее поле",
    # The CSV table's header and its words (slidepuzzle.batch.batch_csv).
    "csv-source": "источник",
    "csv-board": "поле",
    "csv-line": "строка текста",
    "csv-format": "формат",
    "csv-rows": "строк",
    "csv-cols": "столбцов",
    "csv-solvable": "решаемо",
    "csv-rule": "правило",
    "csv-inversions": "инверсий",
    "csv-blank_row_from_bottom": "строка пустой клетки снизу",
    "csv-goal_blank_row_from_bottom": "строка пустой клетки снизу в цели",
    "csv-deciding": "решающие числа",
    "csv-notes": "примечания",
    "csv-error": "ошибка",
    "csv-tiles": "расположение фишек",
    "csv-optimal_moves": "наименьшее число ходов",
    "csv-not-computed": "не вычислено",
    "csv-yes": "да",
    "csv-no": "нет",
    "csv-note-separator": "; ",
    # The command line (slidepuzzle.cli): where a board is, its line, a solution.
    "cli-board": "{source}, поле {board} (строка текста {line})",
    "cli-solvable": "{rows} × {cols}, решаемо ({rule}: {deciding})",
    "cli-unsolvable": "{rows} × {cols}, нерешаемо ({rule}: {deciding})",
    "cli-placed": "{where}: {message}",
    "cli-other-shapes": "можно прочитать и в другой форме: --shape {shapes}",
    "cli-no-board": "поле не найдено",
    "cli-unreadable": "не удаётся прочитать файл: {why}",
    "cli-not-utf8": "не удаётся прочитать файл: это не текст UTF-8 (байт {byte})",
    "cli-cannot-reach": "цель недостижима. {why}",
    "cli-cannot-shuffle": "не удаётся перемешать: {why}",
    # Notes on a solution (slidepuzzle.solve.Solution.notes) and its lower bound.
    "tables-missing": (
        "таблиц шаблонов для {rows} × {cols} нет: поиск шёл с более слабыми нижними оценками, "
        "а это медленнее"
    ),
    "tables-unusable": (
        "таблицы шаблонов для {rows} × {cols} нельзя использовать ({why}): поиск шёл с более "
        "слабыми нижними оценками, а это медленнее"
    ),
    "best-so-far": "лучшее пока: {moves}; нижняя оценка: {bound}",
    "cli-solved-bounded": (
        "{rows} × {cols}, {moves}, не более чем на {gap}\u00a0% длиннее кратчайшего "
        "(нижняя оценка: {bound}; {how})"
    ),
    "cli-solved": "{rows} × {cols}, {moves}, оптимально ({how})",
    "cli-proven": "{how}; оптимальный поиск не нашёл решения короче",
    "cli-nodes": "{how}; {nodes}",
    "cli-tiles-slid": "сдвинутые фишки: {moves}",
    "cli-blank-moves": "ходы пустой клетки (куда она идёт): {moves}",
    # The verdict's steps, the two formulations, the fix, the invariant in play (slidepuzzle.why,
    # slidepuzzle.fix).
    "word-even": "чётное число",
    "word-odd": "нечётное число",
    "step-tiles": "Фишки в порядке чтения, без пустой клетки: {tiles}.",
    "step-tiles-goal": "Фишки в порядке чтения, без пустой клетки: {tiles}. Порядок в цели: "
    "{goal_tiles}.",
    "step-inversions": "Пары, где большая фишка стоит раньше меньшей, — инверсии; здесь "
    "{inversions} ({parity}).",
    "step-inversions-goal": "Пары, стоящие в обратном по сравнению с целью порядке, — инверсии; "
    "здесь {inversions} ({parity}).",
    "step-blank-row": "Пустая клетка в {row}-й строке снизу ({parity}).",
    "step-blank-row-unused": "Пустая клетка в {row}-й строке снизу; при нечётной ширине строка не "
    "учитывается.",
    "step-blank-line": "Пустая клетка ходит вдоль линии куда угодно: её место не учитывается.",
    "step-rule-line-solvable": "На одной линии фишки не обгоняют друг друга, поэтому инверсий "
    "должно быть 0: так и есть, позиция решаема.",
    "step-rule-line-unsolvable": "На одной линии фишки не обгоняют друг друга, поэтому инверсий "
    "должно быть 0, а их {count}: позиция нерешаема.",
    "step-rule-odd-width-solvable": "При нечётной ширине чётность числа инверсий не меняется, а в "
    "цели их 0 (чётное число): {count} — тоже {parity}, позиция решаема.",
    "step-rule-odd-width-unsolvable": "При нечётной ширине чётность числа инверсий не меняется, а "
    "в цели их 0 (чётное число): {count} — {parity}, позиция нерешаема.",
    "step-rule-even-width-solvable": "При чётной ширине чётность суммы «инверсии + строка пустой "
    "клетки» не меняется: {first} + {second} = {total} — {parity}, как у цели 0 + {goal_total}: "
    "позиция решаема.",
    "step-rule-even-width-unsolvable": "При чётной ширине чётность суммы «инверсии + строка "
    "пустой клетки» не меняется: {first} + {second} = {total} — {parity}, а у цели 0 + "
    "{goal_total} — нет: позиция нерешаема.",
    "form-inversions": "Инверсии + строка пустой клетки: {count} + {row} = {total} — {parity}; у "
    "цели 0 + {goal_row} = {goal_row} — {goal_parity}. {answer}",
    "form-inversions-odd-width": "Инверсии (при нечётной ширине строка не учитывается): {count} — "
    "{parity}; у цели 0 — чётное число. {answer}",
    "form-permutation": "Транспозиции перестановки (с пустой клеткой) + расстояние пустой клетки: "
    "{swaps} + {distance} = {total} — {parity}; у цели 0 + 0 = 0 — чётное число. {answer}",
    "form-same": "Чётность та же: позиция решаема.",
    "form-different": "Чётность другая: позиция нерешаема.",
    "fix-swap": "Поменяйте местами фишки {a} и {b}, и позиция станет решаемой.",
    "fix-swap-moves": "Поменяйте местами фишки {a} и {b}, и позиция станет решаемой: кратчайшее "
    "решение — {moves}.",
    "fix-swap-solves": "Поменяйте местами фишки {a} и {b} — и головоломка решена.",
    "fix-why": "Поменять местами две любые фишки — это одна транспозиция: чётность перестановки "
    "меняется, а пустая клетка остаётся на месте, поэтому нерешаемая позиция становится решаемой.",
    "fix-none": "Никакой обмен двух фишек не ставит эту линию в порядок цели.",
    "live-even-width": "{inversions} · пустая клетка в {row}-й строке снизу · {count} + {row} = "
    "{total} — {parity}, как в начале",
    "live-odd-width": "{inversions} · пустая клетка в {row}-й строке снизу · {count} — {parity}, "
    "как в начале (при нечётной ширине строка не учитывается)",
    "move-passed": "Этот ход перенёс фишку {tile} через {passed}: {changed} ({before} → {after}), "
    "а пустая клетка перешла в другую строку.",
    "move-along": "Этот ход сдвинул фишку {tile} вдоль строки: порядок и строка пустой клетки не "
    "изменились.",
    "move-across": "Этот ход перевёл фишку {tile} в соседнюю строку, ни через что не перенеся: "
    "порядок не изменился.",
    "cli-fix": "исправление: {swap!l}",
    "cli-fix-why": "  ({why})",
    # Moves to go (slidepuzzle.hint) and the symmetries' effect (slidepuzzle.symmetry)
    "to-go-optimal": "осталось {moves} до цели (оптимально)",
    "to-go-at-least": "до цели: нижняя оценка — {moves}, лучшее найденное решение — {best}",
    "to-go-solved": "решено: ходов больше не нужно",
    "to-go-unsolvable": "цель недостижима: {invariant}; у цели — {goal_parity}",
    "to-go-unsolvable-line": "цель недостижима: в одной строке или столбце фишки никогда не "
    "обгоняют друг друга, а на {place}-м месте стоит {tile} вместо {goal_tile}",
    "symmetry-rotate-right": "Поворот на четверть оборота по часовой стрелке",
    "symmetry-rotate-left": "Поворот на четверть оборота против часовой стрелки",
    "symmetry-half-turn": "Поворот на пол-оборота",
    "symmetry-flip-horizontal": "Отражение слева направо",
    "symmetry-flip-vertical": "Отражение сверху вниз",
    "symmetry-transpose": "Транспонирование (отражение в главной диагонали)",
    "symmetry-anti-transpose": "Отражение в побочной диагонали",
    "effect-keeps": "решаемость любой позиции сохраняется",
    "effect-flips": "решаемость любой позиции меняется на противоположную",
    "symmetry-parity": "Поле {rows} × {cols}. {symmetry}: {effect}, так как чётность перестановки "
    "клеток {cells} + смена цвета под пустой клеткой в шахматной раскраске {colour} + изменение "
    "цели {goal_change} = {total} — {parity}.",
    "symmetry-line-kept": "Поле {rows} × {cols} в одну линию. "
    "{symmetry}: решаемость сохраняется, фишки идут "
    "вдоль линии в том же порядке.",
    "symmetry-line-reversed-keeps": "Поле {rows} × {cols} в одну линию. "
    "{symmetry}: решаемость сохраняется, у "
    "единственной фишки нет порядка.",
    "symmetry-line-reversed-flips": "Поле {rows} × {cols} в одну линию. "
    "{symmetry}: решаемость меняется на "
    "противоположную, две фишки меняются местами.",
    "symmetry-line-reversed-reverses": "Поле {rows} × {cols} в одну линию. "
    "{symmetry}: порядок фишек "
    "переворачивается. Решаемая позиция становится нерешаемой, а нерешаемая становится решаемой, "
    "только если её фишки шли ровно в обратном порядке.",
    "symmetry-goal-turned": "{symmetry}: решаемость сохраняется, ведь цель поворачивается вместе "
    "с полем, а с ней и каждый ход.",
}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("{count:,} значение", "{count:,} значения", "{count:,} значений"),
    "empty-cell": ("{count:,} пустая ячейка", "{count:,} пустые ячейки", "{count:,} пустых ячеек"),
    "digit": ("{count:,} цифра", "{count:,} цифры", "{count:,} цифр"),
    "board": ("{count:,} поле", "{count:,} поля", "{count:,} полей"),
    "inversion": ("{count:,} инверсия", "{count:,} инверсии", "{count:,} инверсий"),
    "other-tile": ("{count:,} другую фишку", "{count:,} другие фишки", "{count:,} других фишек"),
    "move": ("{count:,} ход", "{count:,} хода", "{count:,} ходов"),
    "square-board": (
        "{count:,} квадратное поле",
        "{count:,} квадратных поля",
        "{count:,} квадратных полей",
    ),
    "block": ("{count:,} блок", "{count:,} блока", "{count:,} блоков"),
    "node": ("{count:,} позиция", "{count:,} позиции", "{count:,} позиций"),
    "band-end": ("{count:,} хода", "{count:,} ходов", "{count:,} ходов"),
    "inversion-changed": (
        "изменилась {count:,} инверсия",
        "изменились {count:,} инверсии",
        "изменилось {count:,} инверсий",
    ),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
