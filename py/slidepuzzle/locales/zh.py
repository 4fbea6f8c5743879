"""The core's words in Chinese (simplified): see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {
    # The verdict's explanation (slidepuzzle.rule.explain), whole sentences per case.
    "single-row": "棋盘只有一行（{rows} x {cols}）：空格只能沿着这一行移动，方块之间永远不能"
    "互相越过，顺序也永远不会改变。",
    "single-column": "棋盘只有一列（{rows} x {cols}）：空格只能沿着这一列移动，方块之间永远不能"
    "互相越过，顺序也永远不会改变。",
    "single-line-solvable": "去掉空格按顺序读，方块已经和目标的顺序一致，只要把空格移到它在"
    "目标中的位置即可：可解。",
    "single-line-unsolvable": "去掉空格按顺序读，方块依次为 {tiles}；目标为 {goal_tiles}。"
    "第一个不同之处在第 {place} 位：这里是 {tile}，目标是 {goal_tile}。同一条线上的方块永远"
    "不能互相越过，所以这个棋盘永远到不了目标：不可解。",
    "odd-width": "奇数宽度规则：棋盘宽 {cols}，是奇数。左右移动不改变逆序数；上下移动让方块"
    "越过其他 {others}，是偶数个，所以逆序数的奇偶性永远不变。目标的逆序数是 0（偶数），所以"
    "只有逆序数为偶数的棋盘才能到达目标。",
    "inversions-even": "去掉空格，按从左到右、从上到下的顺序写出方块，共有 {inversions}（a 在 "
    "b 前面但 a > b 的数对），是偶数。",
    "inversions-odd": "去掉空格，按从左到右、从上到下的顺序写出方块，共有 {inversions}（a 在 "
    "b 前面但 a > b 的数对），是奇数。",
    "odd-width-blank-row": "（空格在从下往上数第 {row} 行，但宽度为奇数时空格所在的行无关紧要。）",
    "odd-width-solvable": "所以这个棋盘可解。",
    "odd-width-unsolvable": "所以这个棋盘不可解。",
    "even-width": "偶数宽度规则：棋盘宽 {cols}，是偶数。上下移动让方块越过其他 {others}，是"
    "奇数个，逆序数的奇偶性随之改变，同时空格换了一行；所以“逆序数 + 空格从下往上数的行号”的"
    "奇偶性保持不变。目标的逆序数是 0，空格在从下往上数第 1 行：0 + 1 是奇数。",
    "blank-row-even": "空格在从下往上数第 {row} 行（偶数）。",
    "blank-row-odd": "空格在从下往上数第 {row} 行（奇数）。",
    "even-width-solvable": "{count} + {row} = {total} 是奇数，和目标一样，所以这个棋盘可解。",
    "even-width-unsolvable": "{count} + {row} = {total} 是偶数，和目标不同，所以这个棋盘不可解。",
    "parity": "奇偶性规则（目标：{goal}）：把空格也当作一个方块。每走一步，空格都和相邻的方块"
    "交换一次，所以排列的奇偶性改变一次，空格移动一格；因此只有当从棋盘到目标的排列的奇偶性"
    "等于空格到其目标位置的距离（曼哈顿距离）的奇偶性时，棋盘才能到达目标，而在至少 2 x 2 的"
    "棋盘上，满足这一条件的棋盘都能到达。",
    "permutation-even": "从这个棋盘到目标的排列是偶排列。",
    "permutation-odd": "从这个棋盘到目标的排列是奇排列。",
    "blank-distance-even": "空格在第 {row} 行第 {column} 列，它的目标位置在第 {goal_row} 行第 "
    "{goal_column} 列：相距 {moves}，是偶数。",
    "blank-distance-odd": "空格在第 {row} 行第 {column} 列，它的目标位置在第 {goal_row} 行第 "
    "{goal_column} 列：相距 {moves}，是奇数。",
    "parity-solvable": "两者相同，所以这个棋盘可解。",
    "parity-unsolvable": "两者不同，所以这个棋盘不可解。",
    "parity-pairs": "（去掉空格来读，有 {pairs}不符合目标的顺序。）",
    # The goals, by name.
    "goal-blank-last": "空格在最后",
    "goal-blank-first": "空格在最前",
    "goal-spiral": "螺旋",
    "goal-custom": "自定义",
    # The rules: their names and what each says (slidepuzzle.RULES).
    "rule-name-single-line": "单行或单列",
    "rule-name-odd-width": "奇数宽度",
    "rule-name-even-width": "偶数宽度",
    "rule-name-parity": "奇偶性",
    "rule-single-line": "只有一行或一列：方块不能互相越过，所以必须已经按目标的顺序排列",
    "rule-odd-width": "通常的目标，宽度为奇数：当且仅当逆序数为偶数时可解",
    "rule-even-width": "通常的目标，宽度为偶数：当且仅当逆序数加上空格从下往上数的行号为奇数时可解",
    "rule-parity": "任意目标：当且仅当到目标的排列（空格也计入）的奇偶性等于空格到其目标位置的"
    "距离的奇偶性时可解",
    # The numbers a rule decided by, in a line (slidepuzzle.batch.deciding_numbers).
    "deciding-in-order": "方块已按目标顺序排列",
    "deciding-out-of-order": "方块顺序不对",
    "deciding-odd-width": "{inversions}",
    "deciding-even-width": "{inversions}，空格在从下往上数第 {row} 行",
    "deciding-parity-even": "偶排列，空格距目标位置 {moves}",
    "deciding-parity-odd": "奇排列，空格距目标位置 {moves}",
    # How a text was read (slidepuzzle.parse: Note.message, describe, format_name).
    "note-no-blank": "没有写出空格：把最大的数 {number} 当作空格",
    "note-empty-cell": "把空着的单元格（第 {row} 行第 {column} 列）当作空格",
    "note-square-line": "一行 {values} 个值按 {side} x {side} 读取",
    "note-stacked": "上下相连写的 {boards}逐个读取",
    "note-joined": "用空行隔开的 {blocks}作为一个棋盘读取",
    "read-from": "从{source}读取：{rows} x {cols} 的棋盘",
    "not-read-from": "未能从{source}读取（第 {line} 行）：{error}",
    "format-plain": "纯文本",
    "format-list": "JSON/Python 列表",
    "format-braces": "花括号 {{{{...}}}}",
    "format-python": "Python 代码",
    "format-numpy": "numpy 数组",
    "format-c": "C/C++ 代码",
    "format-java": "Java 代码",
    "format-csharp": "C# 代码",
    "format-javascript": "JavaScript 代码",
    "format-go": "Go 代码",
    "format-rust": "Rust 代码",
    "format-php": "PHP 代码",
    "format-markdown": "Markdown 表格",
    "format-ascii-box": "ASCII 方框表格",
    "format-latex": "LaTeX 矩阵",
    "format-csv": "电子表格或 CSV",
    "format-compact": "连写的数字",
}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "inversion": ("{count:,} 个逆序对",),
    "other-tile": ("{count:,} 个方块",),
    "move": ("{count:,} 步",),
    "distance": ("{count:,} 步",),
    "pair": ("{count:,} 对方块",),
    "square-board": ("{count:,} 个方形棋盘",),
    "block": ("{count:,} 段",),
    "node": ("{count:,} 个节点",),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
