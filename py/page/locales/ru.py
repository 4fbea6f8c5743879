"""The page's words in Russian (Русский): the same keys as ``en``; terms as in seed 002 and
/work/notes/TERMS.md (инверсия, пустая клетка, фишка, поле, строка снизу). Nouns take the three
plural forms (1 ход, 2 хода, 5 ходов); numbers are written 1 234, 0,31 and 45 % by ``i18n``."""

NOUNS: dict[str, tuple[str, ...]] = {
    "char": ("{count:,} символ", "{count:,} символа", "{count:,} символов"),
    "cell": ("{count:,} клетка", "{count:,} клетки", "{count:,} клеток"),
    "position": ("{count:,} позиция", "{count:,} позиции", "{count:,} позиций"),
    "tile": ("{count:,} фишка", "{count:,} фишки", "{count:,} фишек"),
    "speed": ("{count:,} ход/с", "{count:,} хода/с", "{count:,} ходов/с"),
}

TEXTS: dict[str, str] = {
    # The verdict
    "solvable": "Решение существует",
    "unsolvable": "Решения нет",
    "checking": "Проверяем…",
    "no-verdict": "Ответа нет",
    "check-failed": "Проверка не удалась",
    "check-failed-why": "При проверке этого поля что-то пошло не так: {error}. Страница "
    "по-прежнему работает: исправьте поле или перезагрузите её.",
    "reading-chars": "Читаем текст: {chars}.",
    "following-cycles": "Проходим циклы перестановки: {share:.0%}.",
    "counting-inversions": "Считаем инверсии для объяснения: {share:.0%}.",
    "fix-board": "Исправьте поле: {error}",
    "fix-goal": "Исправьте целевое поле: {error}",
    "facts": "Правило: {rule} · {inversions} · пустая клетка в строке {row} снизу "
    "(в цели: в строке {goal_row})",
    "inversion-count": "{inversions}. Инверсия — пара фишек, стоящих не в том порядке, что "
    "в цели (для обычной цели: бо́льшая фишка раньше меньшей).",
    "checked-in": "Проверено за {ms:,.0f} мс.",
    # How the text was read
    "read-from": "Прочитано как {source}: поле {rows} × {cols}.",
    "read-note": "{note}.",
    "read-as-first": "Как прочитано сначала",
    # Several boards
    "batch-summary": "{boards}: решаемых {solvable:,}, нерешаемых {unsolvable:,}",
    "batch-summary-bad": "{boards}: решаемых {solvable:,}, нерешаемых {unsolvable:,}, "
    "не прочитано {bad:,}",
    "batch-details": "Ответ для каждого поля — в таблице ниже; «Скачать CSV» сохраняет её.",
    "batch-reading": "Читаем поля: {share:.0%}.",
    "batch-checking": "Проверяем поле {done:,} из {total:,}.",
    "optimal-building": "Ищем наименьшее число ходов: строим таблицу расстояний "
    "{rows} × {cols}, {share:.0%}.",
    "optimal-finding": "Ищем наименьшее число ходов: поле {done:,} из {total:,}.",
    "optimal-all": "Наименьшее число ходов найдено для всех решаемых полей.",
    "optimal-some": "Наименьшее число ходов: найдено — {found:,}, не вычислено — {rest:,}: "
    "этим полям нужен поиск дольше {seconds} с, которые даёт ему страница (командная строка "
    "может искать дольше: slidepuzzle check --optimal 600 --csv).",
    "optimal-worker": "Ищем наименьшее число ходов для полей от 11 до 16 клеток ({boards}) в "
    "фоновом потоке решателя (не дольше {seconds} с)…",
    "optimal-failed": "Не удалось найти наименьшее число ходов: {error}",
    "batch-shape": "{rows} × {cols}",
    "batch-not-read": "Не прочитано",
    "batch-open": "Открыть поле {number:,}",
    "batch-too-large": "слишком большое для ссылки",
    # The picture
    "caption": "Поле {rows} × {cols}. Строки нумеруются снизу; пустая клетка — в строке "
    "{blank_row} снизу (отмечена ▸).",
    "summary": "Поле {rows} × {cols} ({tiles}) слишком велико, чтобы его нарисовать "
    "(рисуем не больше {most} × {most}). Пустая клетка — в строке {row}, столбце {col}, считая "
    "от левого верхнего угла, то есть в строке {blank_row} снизу.",
    "spoken-board": "Поле {rows} на {cols}, строки сверху вниз: {cells}",
    "blank": "пусто",
    "pair": "{a} перед {b}",
    "no-pairs": "нет",
    "caption-pairs": "Наведите указатель на фишку или выберите её с клавиатуры (Tab, затем "
    "стрелки), и фишки, с которыми она образует инверсии, будут выделены.",
    "tile-pairs": "Фишка {tile}: {inversions} (в паре с {partners}).",
    "tile-no-pairs": "Фишка {tile} не входит ни в одну инверсию.",
    "more-tiles": "{shown} … и ещё {rest:,}",
    # Shuffle
    "shuffling": "Перемешиваем…",
    "shuffle-shape": "{rows} × {cols} с зерном {seed}",
    "shuffling-progress": "Перемешиваем {shape}: {share:.0%}.",
    "writing-progress": "Записываем поле: {share:.0%}.",
    "shuffled": "Перемешано: {shape}.",
    "replaced-by-shuffle": "Перемешанное поле заменило ваш текст.",
    "replaced-by-example": "Пример заменил ваш текст.",
    "shuffled-moves": (
        "Перемешано {shape}: до цели {moves}; выбрано равновероятно среди полей, которым "
        "нужно столько ходов."
    ),
    "field-moves": "число ходов",
    "field-moves-high": "«до b»",
    "field-board-count": "число полей",
    "make-too-big": "{boards} {rows} × {cols} — это {cells}, а страница делает за раз не "
    "больше {most:,} клеток",
    "made-boards": "Готово: {boards} {rows} × {cols} с зёрнами от {first} до {last}; они в "
    "таблице ниже.",
    "moves-order": "«До b» должно быть не меньше {low}, а получено {high}",
    "difficulty-too-big": (
        "На этой странице сложность задаётся для полей до 10 клеток (3 × 3, 2 × 5, одна "
        "строка или столбец), а в поле {rows} × {cols} их {cells}. Большие поля строит "
        "командная строка: slidepuzzle shuffle {rows} {cols} --moves 40-45"
    ),
    "shuffle-too-big": "Поле {rows} × {cols} — это {cells}, а страница перемешивает поля не больше "
    "чем из {most:,} клеток (1000 × 1000)",
    # Reading numbers from fields
    "span-between": "от {least} до {most}",
    "span-from": "не меньше {least}",
    "number-bad": "{name}: это не целое число; введите целое число {span}",
    "number-empty": "{name}: пусто; введите целое число {span}",
    "number-not-whole": "{name}: нужно целое число, а не {text!r}",
    "number-out": "{name}: {span}, а не {number}",
    "field-rows": "строки",
    "field-cols": "столбцы",
    "field-seed": "зерно",
    "field-time-limit": "ограничение времени",
    # Share
    "board-too-large-to-share": "(поле слишком велико, чтобы поделиться им по ссылке)",
    "goal-too-large-to-share": "(целевое поле слишком велико, чтобы поделиться им по ссылке)",
    "board-too-large-copy": "Это поле слишком велико, чтобы поделиться им по ссылке.",
    "goal-too-large-copy": "Это целевое поле слишком велико, чтобы поделиться им по ссылке.",
    "link-copied": "Ссылка скопирована.",
    "link-not-copied": "Скопировать не удалось: ссылка выделена ниже, скопируйте её оттуда.",
    "board-copied": "Поле скопировано.",
    "board-not-copied": "Скопировать не удалось: поле выделено ниже, скопируйте его оттуда.",
    "no-board-to-copy": (
        "Нет одного поля, которое можно скопировать: вставьте или введите одно поле."
    ),
    # Solve
    "starting-solver": "Запускаем решатель…",
    "starting-solver-why": "Первое решение запускает Python в фоновом потоке: несколько секунд.",
    "solving": "Решаем…",
    "solving-why": "Не дольше {limit:g} с; «Стоп» отменяет.",
    "searching": "Ищем кратчайшее решение для этого поля {rows} × {cols}: не дольше "
    "{limit:g} с; «Стоп» отменяет.",
    "searching-best": "{searching} {best}.",
    "loading-tables": "Загружаем таблицы шаблонов для полей {rows} × {cols} (только один раз): "
    "{done:.1f} из {total:.1f} МБ.",
    "tables-unavailable": "Таблицы шаблонов недоступны без сети: ищем без них, медленнее.",
    "solver-failed": "Решатель не справился: {error}",
    "solver-bad-answer": "ответ решателя не удалось прочитать ({error})",
    "board-changed": "Поле изменилось во время решения: нажмите «Решить» ещё раз.",
    "stopped": "Остановлено. Следующее «Решить» запустит решатель заново (несколько секунд).",
    "cannot-reach": "Из этой позиции цель недостижима: см. ответ выше.",
    "too-big-to-solve": "Поле {rows} × {cols} слишком велико, чтобы решать его здесь: нужны "
    "миллионы ходов. Решаются поля, у которых клетки × (строки + столбцы) ≤ {most:,} "
    "(60 × 60, 2 × 500).",
    "already-solved": "Уже решено",
    "already-solved-why": "Это поле и есть цель: двигать нечего.",
    "moves-optimal": "{moves}, кратчайшее решение",
    "moves-bounded": "{moves}, не более чем на {gap}% длиннее кратчайшего",
    "moves-stopped": "{moves}, лучшее до «Стоп»: не более чем на {gap}% длиннее кратчайшего",
    "stopped-bound": "Нижняя оценка: {bound}. Следующее «Решить» запустит решатель заново.",
    "with-bound": "{figures} Нижняя оценка: {bound}.",
    "moves-not-optimal-time": "{moves}, не доказано, что это кратчайшее (ограничение времени)",
    "moves-not-optimal-size": "{moves}, не доказано, что это кратчайшее (собрано строка за "
    "строкой: поле слишком велико для поиска)",
    "searched": "Поиск ({how}) за {seconds:,.2f} с: {positions}.",
    "searched-proven": "Поиск за {seconds:,.2f} с: {positions}; решение найдено методом «{how}», "
    "а полный перебор доказал, что короче не бывает.",
    "found-in": "Найдено за {seconds:,.2f} с ({how}).",
    # Playback and play
    "play-help": "Щёлкните по фишке рядом с пустой клеткой или, когда поле в фокусе, нажмите "
    "стрелку, чтобы сдвинуть фишку.",
    "play-help-touch": "Коснитесь фишки рядом с пустой клеткой, чтобы сдвинуть её.",
    "playback-help": "Когда поле в фокусе, стрелки влево и вправо перелистывают ходы назад и "
    "вперёд.",
    "playback-help-touch": "Перелистывайте ходы кнопками ниже.",
    "your-turn": "Ваш ход",
    "your-turn-why": "Передвигайте фишки, пока не соберёте целевую позицию.",
    "play-solved": "Решено!",
    "play-solved-why": "«Отменить» или «Сначала» — чтобы сыграть ещё раз.",
    "move-of": "Ход {done:,} из {total:,}.",
    "move-of-tile": "Ход {done:,} из {total:,}: фишка {tile} сдвигается {way}.",
    "move-of-goal": "Ход {done:,} из {total:,}: фишка {tile} сдвигается {way}; цель достигнута.",
    "move-of-goal-jump": "Ход {done:,} из {total:,}: цель достигнута.",
    "moves-made": "Сделано: {moves}.",
    "moves-made-tile": "Сделано: {moves}; фишка {tile} сдвинулась {way}.",
    "solved-in": "Решено за {moves}!",
    "cannot-move": "{error}.",
    "stage-label": "Поле {rows} на {cols}.",
    "stage-too-large": "Поле {rows} × {cols} слишком велико, чтобы его нарисовать; ходы всё равно "
    "считаются.",
    "tile-moves": "Фишки, сдвинутые в пустую клетку: {moves}",
    "blank-moves": "Ходы пустой клетки (U, D, L, R — вверх, вниз, влево, вправо: куда идёт "
    "пустая клетка): {moves}",
    "moves-copied": "Ходы скопированы.",
    "moves-not-copied": "Скопировать не удалось: ходы выделены ниже, скопируйте их оттуда.",
    # The ways a tile slides, on the screen
    "way-up": "вверх",
    "way-down": "вниз",
    "way-left": "влево",
    "way-right": "вправо",
    # The rule that decided (Verdict.rule), short, for the facts line
    "rule-single-line": "одна строка или один столбец",
    "rule-odd-width": "нечётная ширина",
    "rule-even-width": "чётная ширина",
    "rule-parity": "чётность перестановки",
    # Playback's run button
    "run-play": "Пуск",
    "run-pause": "Пауза",
    # The 3-cycle on the board (page.proof)
    "cycle-caption": "На вашем поле отмеченные фишки {a}, {b} и {c} вместе с пустой клеткой "
    "стоят в окне {rows} × {cols} и переставляются по циклу за {moves}.",
    "cycle-result": "После этого {a} стоит на месте {b}, {b} — на месте {c}, а {c} — на месте {a}; "
    "пустая клетка и остальные фишки возвращаются на свои места.",
    "cycle-start": "Нажмите «Пуск» или листайте ходы: пустая клетка собирает три фишки, сдвигает "
    "их по кругу и возвращается.",
    "cycle-gather": "Ход {done:,} из {total:,}: пустая клетка собирает три фишки вокруг себя в "
    "квадрат 2 × 2.",
    "cycle-turn": "Ход {done:,} из {total:,}: пустая клетка обходит квадрат, и три фишки "
    "сдвигаются по кругу на одно место.",
    "cycle-undo": "Ход {done:,} из {total:,}: пустая клетка возвращается тем же путём.",
    "cycle-done": "Ход {done:,} из {total:,}: готово. Сдвинулись только фишки {a}, {b} и {c}, "
    "каждая на место следующей.",
    # The why (page.why_view): the swap's undo note.
    "replaced-by-swap": "Обмен фишек заменил ваш текст.",
    # Links (page.navigation): a goal a link names that the page cannot use; typing over its board.
    "goal-unknown": "В ссылке указана цель, которой эта страница не знает («{goal}»), поэтому "
    "используется обычная цель.",
    "goal-custom-missing": "В ссылке указана своя цель, но целевого поля в ней нет, поэтому "
    "используется обычная цель.",
    "typed-over-link": "Ваш текст заменил поле из ссылки.",
    "restore-link": "Вернуть поле из ссылки",
}

PAGE: dict[str, str] = {
    "title": "Пятнашки: есть ли решение у этой позиции?",
    "description": "Вставьте или перемешайте поле пятнашек любого размера и узнайте, существует "
    "ли решение и почему.",
    "heading": "Пятнашки: есть ли решение у этой позиции?",
    "lede": "Вставьте или наберите поле пятнашек любой формы (восьмёрка, пятнашки, "
    "поле любого размера) и сразу узнайте, можно ли передвинуть фишки в целевую позицию, "
    "и почему.",
    "language": "Язык",
    "app": "Проверка пятнашек",
    "input-heading": "Поле и настройки",
    "board": "Поле",
    "board-placeholder": "Наберите или вставьте поле: каждая строка поля — с новой строки",
    "restore": "Вернуть ваш текст",
    "board-help": "Каждая строка поля — с новой строки; числа разделяются пробелами или запятыми "
    "(годятся и списки JSON, массивы из кода, таблицы и ячейки электронных таблиц; несколько "
    "полей, разделённых пустыми строками, проверяются по одному). Пустая клетка — любое из: "
    "{codes}.",
    "largest-blank": "Наибольшее число — пустая клетка",
    "goal": "Цель",
    "goal-blank-last": "Пустая клетка в конце (1 2 3 … _)",
    "goal-blank-first": "Пустая клетка в начале (_ 1 2 …)",
    "goal-spiral": "Спираль (по часовой стрелке, пустая клетка в середине)",
    "goal-custom": "Своё целевое поле…",
    "goal-board": "Целевое поле",
    "goal-help": "Пустая клетка цели — всегда одно из: {codes}, даже если на поле пустая клетка — "
    "наибольшее число.",
    "result-heading": "Ответ",
    "batch-heading": "Поля из вставленного текста",
    "batch-board": "Поле",
    "batch-shape-heading": "Размер",
    "batch-verdict": "Ответ",
    "batch-numbers": "Решающие числа",
    "batch-optimal-heading": "Наименьшее число ходов",
    "batch-link": "Открыть отдельно",
    "download-csv": "Скачать CSV",
    "reading-heading": "Фишки в порядке чтения",
    "show-pairs": "Показать пары-инверсии",
    "solve-heading": "Решить и сыграть",
    "solve": "Решить",
    "stop": "Стоп",
    "time-limit": "Ограничение времени (с)",
    "play": "Сыграть самому",
    "stage": "поле головоломки",
    "playback": "Просмотр решения",
    "first": "В начало",
    "back": "Назад",
    "forward": "Вперёд",
    "last": "В конец",
    "speed": "Скорость",
    "moves-heading": "Ходы",
    "tile-moves-label": "Фишки, сдвинутые в пустую клетку:",
    "blank-moves-label": "Ходы пустой клетки (U, D, L, R — куда идёт пустая клетка; U сдвигает "
    "её вверх, а фишку над ней — вниз):",
    "copy-moves": "Скопировать ходы",
    "moves-text": "Ходы для копирования",
    "your-moves": "Ваши ходы",
    "undo": "Отменить",
    "reset": "Сначала",
    "options-heading": "Примеры, перемешивание и ссылка",
    "examples": "Разобранные примеры",
    "choose-example": "Выберите пример…",
    "shuffle": "Перемешать",
    "rows": "Строки",
    "cols": "Столбцы",
    "seed": "Зерно",
    "seed-placeholder": "случайное",
    "kind": "Вид",
    "kind-solvable": "Решаемое",
    "kind-unsolvable": "Нерешаемое",
    "blank-place": "Пустая клетка",
    "blank-anywhere": "Где угодно",
    "blank-goal": "На своём месте в цели",
    "difficulty": "Сложность",
    "difficulty-any": "Любая",
    "difficulty-exactly": "Ровно N ходов",
    "difficulty-between": "От a до b ходов",
    "moves-low": "Ходов (N или a)",
    "moves-high": "До b",
    "difficulty-help": (
        "Наименьшее число ходов от поля до цели. Самым трудным полям нужно: 2 × 2 — 6; "
        "2 × 3 — 21; 2 × 4 — 36; 3 × 3 — 31; 2 × 5 — 55 (пустая клетка цели в углу). На "
        "этой странице — для полей до 10 клеток, выбранных равновероятно; поля 4 × 4 "
        "строит командная строка."
    ),
    "board-count": "Полей",
    "make-boards": "Сделать поля",
    "make-help": "Набор уровней: столько полей с этими настройками (у поля k зерно плюс k − 1) "
    "в таблице с наименьшим числом ходов; её можно скачать в CSV.",
    "share": "Поделиться",
    "copy-link": "Скопировать ссылку",
    "share-link": "Ссылка на это поле",
    "read-as": "Прочитать как",
    "copy-style": "Скопировать поле как",
    "style-plain": "Строки текстом",
    "style-line": "Одна строка",
    "style-json": "JSON",
    "style-python": "Python",
    "style-c": "C/C++",
    "style-java": "Java",
    "style-javascript": "JavaScript",
    "style-markdown": "Таблица Markdown",
    "style-latex": "LaTeX pmatrix",
    "style-cstimer": "Строка cstimer",
    "style-tatham": "Код игры Тэтхема",
    "copy-board": "Скопировать поле",
    "board-copy-text": "Поле для копирования",
    "update": "Готова новая версия —",
    "reload": "Перезагрузить",
    "footer": "Всё работает в вашем браузере: Python (PyScript на Pyodide), никуда ничего не "
    "отправляется.",
    # The why: the swap, the invariant under the board, the proof both ways.
    "swap-them": "Поменять их",
    "show-invariant": "Показывать инвариант под полем",
    "proof": "Доказательство в обе стороны",
    "why-no-heading": "Почему другие позиции нерешаемы",
    "why-no-text": "Ни один ход не меняет чётность этих сумм, поэтому позиция с иной чётностью, "
    "чем у цели, никогда до неё не дойдёт. Вот оба способа подсчёта из статей для этой позиции:",
    "why-yes-heading": "Почему решаема любая позиция с правильной чётностью",
    "why-yes-text": "В окне 2 × 3 три фишки A, B, C можно сдвинуть по кругу на одно место так, "
    "что пустая клетка вернётся туда, где была: это 3-цикл. Любые три фишки можно собрать в такое "
    "окно, сдвинуть по кругу и отменить ходы сборки — значит, по циклу можно переставить любые "
    "три фишки. Два 3-цикла меняют местами две пары, а из таких обменов складывается любая "
    "чётная перестановка. Поэтому каждая позиция с чётностью цели до неё доходит; «Решить» "
    "покажет ходы для этой позиции шаг за шагом.",
    "cycle-controls": "3-цикл",
    "cycle-solve": "Решить эту позицию по шагам",
}

EXAMPLE_NAMES: dict[str, str] = {
    "example: 15-puzzle, the C++ driver's board": "Пятнашки, поле из программы на C++",
    "example: 15-puzzle, 41 inversions (commented out)": "Пятнашки, 41 инверсия (в комментарии)",
    "example: 15-puzzle, 62 inversions (commented out)": "Пятнашки, 62 инверсии (в комментарии)",
    "example: 15-puzzle, 56 inversions (commented out)": "Пятнашки, 56 инверсий (в комментарии)",
    "example: 8-puzzle, 10 inversions (commented out)": (
        "Восьмёрка 3 × 3, 10 инверсий (в комментарии)"
    ),
    "example: one inversion: 2 1 3 ... 15 X": "одна инверсия: 2 1 3 ... 15 X",
    "example: six inversions: 2 1 3 4 8 6 7 5 ... X": "шесть инверсий: 2 1 3 4 8 6 7 5 ... X",
    "example: 15-puzzle solved": "Собранные пятнашки",
    "example: 3 x 2, two swaps (1 2 and 3 4)": "3 × 2, два обмена (1 2 и 3 4)",
    "example: 6 x 6, blank kept in place (largest is blank)": (
        "6 × 6, пустая клетка на месте (наибольшее число — пустая клетка)"
    ),
    "example: 6 x 6, blank anywhere (largest is blank)": (
        "6 × 6, пустая клетка где угодно (наибольшее число — пустая клетка)"
    ),
}
"""The worked examples' names (``slidepuzzle.EXAMPLES``), keyed as ``wording.example_key`` says."""

ALL: dict[str, str] = TEXTS | PAGE | EXAMPLE_NAMES
"""Every template by key: what the catalogue holds."""
