"""The core's words in Korean: see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {
    # The verdict's explanation (slidepuzzle.rule.explain), whole sentences per case.
    "single-row": "보드가 한 행({rows} x {cols})뿐입니다. 빈 공간은 이 행을 따라서만 움직일 수 "
    "있으므로 타일들은 서로를 지나칠 수 없고, 순서도 바뀌지 않습니다.",
    "single-column": "보드가 한 열({rows} x {cols})뿐입니다. 빈 공간은 이 열을 따라서만 움직일 "
    "수 있으므로 타일들은 서로를 지나칠 수 없고, 순서도 바뀌지 않습니다.",
    "single-line-solvable": "빈 공간을 빼고 읽으면 타일이 이미 목표와 같은 순서이므로, 빈 공간을 "
    "목표 칸까지 옮기기만 하면 됩니다. 풀 수 있습니다.",
    "single-line-unsolvable": "빈 공간을 빼고 읽으면 타일은 {tiles}이고, 목표는 {goal_tiles}"
    "입니다. 처음으로 다른 곳은 {place}번째 자리로, 이 보드는 {tile}, 목표는 {goal_tile}입니다. "
    "한 줄 위의 타일은 서로를 지나칠 수 없으므로 이 보드는 목표에 도달할 수 없습니다. 풀 수 "
    "없습니다.",
    "odd-width": "홀수 너비 규칙: 보드의 너비는 {cols}이며 홀수입니다. 좌우 이동은 inversion "
    "수를 바꾸지 않고, 상하 이동은 타일이 {others}를 건너뛰게 하는데 이는 짝수이므로 inversion "
    "수의 홀짝은 바뀌지 않습니다. 목표의 inversion 수는 0(짝수)이므로 inversion 수가 짝수인 "
    "보드만 목표에 도달할 수 있습니다.",
    "inversions-even": "빈 공간을 빼고 타일을 읽는 순서대로 늘어놓으면 {inversions}(a가 b보다 "
    "앞에 있지만 a > b인 쌍)가 있으며, 짝수입니다.",
    "inversions-odd": "빈 공간을 빼고 타일을 읽는 순서대로 늘어놓으면 {inversions}(a가 b보다 "
    "앞에 있지만 a > b인 쌍)가 있으며, 홀수입니다.",
    "odd-width-blank-row": "(빈 공간은 아래에서 {row}번째 행에 있지만, 너비가 홀수이면 빈 공간의 "
    "행은 상관없습니다.)",
    "odd-width-solvable": "따라서 이 보드는 풀 수 있습니다.",
    "odd-width-unsolvable": "따라서 이 보드는 풀 수 없습니다.",
    "even-width": "짝수 너비 규칙: 보드의 너비는 {cols}이며 짝수입니다. 상하 이동은 타일이 "
    "{others}를 건너뛰게 하는데 이는 홀수이므로 inversion 수의 홀짝이 바뀌고, 그와 함께 빈 "
    "공간의 행도 바뀝니다. 따라서 'inversion 수 + 아래에서 센 빈 공간의 행 번호'의 홀짝은 "
    "변하지 않습니다. 목표는 inversion이 0개이고 빈 공간이 아래에서 1번째 행에 있으므로 0 + 1, "
    "홀수입니다.",
    "blank-row-even": "빈 공간은 아래에서 {row}번째 행(짝수)에 있습니다.",
    "blank-row-odd": "빈 공간은 아래에서 {row}번째 행(홀수)에 있습니다.",
    "even-width-solvable": "{count} + {row} = {total}, 목표와 같은 홀수이므로 이 보드는 풀 수 "
    "있습니다.",
    "even-width-unsolvable": "{count} + {row} = {total}, 목표와 달리 짝수이므로 이 보드는 풀 수 "
    "없습니다.",
    "parity": "홀짝 규칙(목표: {goal}): 빈 공간도 타일 하나로 셉니다. 한 번 이동할 때마다 빈 "
    "공간과 이웃한 타일이 자리를 바꾸므로 순열의 홀짝이 바뀌고 빈 공간은 한 칸 움직입니다. "
    "그러므로 보드를 목표로 보내는 순열의 홀짝이 빈 공간에서 목표 칸까지의 거리의 홀짝과 "
    "같아야만 목표에 도달할 수 있고, 2 x 2 이상의 보드에서는 그런 보드가 모두 목표에 도달할 수 "
    "있습니다.",
    "permutation-even": "이 보드에서 목표로 가는 순열은 짝수 순열입니다.",
    "permutation-odd": "이 보드에서 목표로 가는 순열은 홀수 순열입니다.",
    "blank-distance-even": "빈 공간은 {row}행 {column}열, 목표 칸은 {goal_row}행 {goal_column}열"
    "에 있어 거리는 {moves}이며 짝수입니다.",
    "blank-distance-odd": "빈 공간은 {row}행 {column}열, 목표 칸은 {goal_row}행 {goal_column}열"
    "에 있어 거리는 {moves}이며 홀수입니다.",
    "parity-solvable": "두 홀짝이 같으므로 이 보드는 풀 수 있습니다.",
    "parity-unsolvable": "두 홀짝이 다르므로 이 보드는 풀 수 없습니다.",
    "parity-pairs": "(빈 공간을 빼고 읽으면 목표의 순서와 어긋난 타일 쌍은 {pairs}입니다.)",
    # The goals, by name.
    "goal-blank-last": "빈 공간이 마지막",
    "goal-blank-first": "빈 공간이 처음",
    "goal-spiral": "나선형",
    "goal-custom": "직접 입력한 목표",
    # The rules: their names and what each says (slidepuzzle.RULES).
    "rule-name-single-line": "한 줄",
    "rule-name-odd-width": "홀수 너비",
    "rule-name-even-width": "짝수 너비",
    "rule-name-parity": "홀짝",
    "rule-single-line": "한 행 또는 한 열: 타일이 서로를 지나칠 수 없으므로 이미 목표의 순서대로 "
    "있어야 합니다",
    "rule-odd-width": "보통의 목표, 홀수 너비: inversion 수가 짝수일 때만 풀 수 있습니다",
    "rule-even-width": "보통의 목표, 짝수 너비: inversion 수와 아래에서 센 빈 공간의 행 번호의 "
    "합이 홀수일 때만 풀 수 있습니다",
    "rule-parity": "임의의 목표: 목표로 가는 순열(빈 공간 포함)의 홀짝이 빈 공간에서 목표 "
    "칸까지의 거리의 홀짝과 같을 때만 풀 수 있습니다",
    # The numbers a rule decided by, in a line (slidepuzzle.batch.deciding_numbers).
    "deciding-in-order": "타일이 목표의 순서대로",
    "deciding-out-of-order": "타일의 순서가 다름",
    "deciding-odd-width": "{inversions}",
    "deciding-even-width": "{inversions}, 빈 공간은 아래에서 {row}번째 행",
    "deciding-parity-even": "짝수 순열, 빈 공간에서 목표 칸까지 {moves}",
    "deciding-parity-odd": "홀수 순열, 빈 공간에서 목표 칸까지 {moves}",
    # How a text was read (slidepuzzle.parse: Note.message, describe, format_name).
    "note-no-blank": "빈 공간이 적혀 있지 않아 가장 큰 수({number})를 빈 공간으로 봅니다",
    "note-empty-cell": "비어 있는 칸({row}행 {column}열)을 빈 공간으로 봅니다",
    "note-square-line": "값 {values}개로 된 한 줄을 {side} x {side} 보드로 읽습니다",
    "note-stacked": "위아래로 이어 쓴 {boards}를 하나씩 읽습니다",
    "note-joined": "빈 줄로 나뉜 {blocks}를 보드 하나로 읽습니다",
    "read-from": "{source}에서 읽음: {rows} x {cols} 보드",
    "not-read-from": "{source}에서 읽지 못함({line}번째 줄): {error}",
    "format-plain": "일반 텍스트",
    "format-list": "JSON/Python 리스트",
    "format-braces": "중괄호 {{{{...}}}}",
    "format-python": "Python 코드",
    "format-numpy": "numpy 배열",
    "format-c": "C/C++ 코드",
    "format-java": "Java 코드",
    "format-csharp": "C# 코드",
    "format-javascript": "JavaScript 코드",
    "format-go": "Go 코드",
    "format-rust": "Rust 코드",
    "format-php": "PHP 코드",
    "format-markdown": "Markdown 표",
    "format-ascii-box": "ASCII 상자",
    "format-latex": "LaTeX 행렬",
    "format-csv": "스프레드시트 또는 CSV",
    "format-compact": "붙여 쓴 숫자",
}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "inversion": ("inversion {count:,}개",),
    "other-tile": ("다른 타일 {count:,}개",),
    "move": ("이동 {count:,}번",),
    "distance": ("{count:,}칸",),
    "pair": ("{count:,}쌍",),
    "square-board": ("정사각형 보드 {count:,}개",),
    "block": ("블록 {count:,}개",),
    "node": ("노드 {count:,}개",),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
