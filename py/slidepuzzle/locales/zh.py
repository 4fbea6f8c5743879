"""The core's words in Chinese (simplified): see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {
    # How a message is put together from its parts, and the parts shared by many messages
    "placed": "{place}：{message}",
    "hinted": "{message}；{hint}",
    "quoting": "{message}：{text!r}",
    "cell": "第{row}行第{column}列",
    "the-blank": "空格",
    "list-comma": "、",
    "list-and": "和",
    "list-more": "{items}，另有{more}个",
    "rows": "行数",
    "cols": "列数",
    # Places: a board of several, a list in code, a move
    "at-board": "第{board}个棋盘（文本第{line}行）",
    "at-list": "{format}，文本第{line}行的列表",
    "at-move": "第{move}步",
    # The text as a whole
    "not-text": "棋盘应以文本给出，输入的是 {type}",
    "empty-text": "没有棋盘：文本为空",
    "only-comments": "没有棋盘：文本中只有注释",
    "hex-too-large": "十六进制字符串只能写最多16格的棋盘，这个棋盘有{cells}格",
    "letters-too-large": "字母表示只能写最多16格的棋盘，这个棋盘有{cells}格",
    "hex-shape": "十六进制字符串只能写4×4棋盘，这个棋盘是{rows}×{cols}",
    "letters-shape": "字母表示只能写2×2到最多16格的棋盘，这个棋盘是{rows}×{cols}",
    "calendar": "没有棋盘：这是日历（星期名称下面是日期），不是数字华容道",
    "tatham-save-game": "该存档文件属于 {game!r}，不是 Fifteen",
    "tatham-save-move": "存档文件中的移动 {move!r} 没有沿空格所在的行或列移动空格",
    "text-too-long": (
        "文本有{chars:,}个字符：最多读取{most:,}个（棋盘最多{cells:,}格，2000×2000）"
    ),
    "too-many-lines": "文本有{lines:,}行：最多处理 {most:,}行（2000×2000）",
    "several-boards": "找到 {boards}（{shown}）：请只粘贴一个，或一次检查全部",
    "line-board": "文本第{line}行：{rows}×{cols}",
    "line-no-board": "文本第{line}行：不是棋盘",
    # Brackets and code
    "empty-brackets": "没有棋盘：括号里没有数",
    "no-literal": "代码中没有找到棋盘：没有类似 {example} 的数字列表",
    "unbalanced-close": "括号不匹配：第{at}个字符 {token!r} 不能闭合 {opening!r}",
    "unbalanced-stray": "括号不匹配：第{at}个字符 {token!r} 没有对应的左括号",
    "unbalanced-open": "括号不匹配：有{count}个括号没有闭合",
    "no-board-in-text-one": "没有找到棋盘：没有由数字组成的行（第{lines}行是文字）",
    "no-board-in-text-many": "没有找到棋盘：没有由数字组成的行（第{lines}行是文字）",
    "shape-asked": "要求的形状 {rows}×{cols} 与棋盘的值（{cells}）不符",
    "given-size": "给出的尺寸 {rows}×{cols} 与给出的 {cells}个方块不符",
    "size-line-mismatch": (
        "第{line}行 {text!r} 给出的尺寸是 {rows}×{cols}，但后面是 {got_rows}行、每行 {got_cols}个值"
    ),
    "text-before-brackets": "第一个括号前有多余的文本 {text!r}",
    "text-after-brackets": "右括号后有多余的文本 {text!r}",
    "nested-too-deep": (
        "文本第{line}行的括号嵌套了 {depth}层：棋盘是括号里的各行数（[[1, 2], [3, 0]]），"
        "棋盘列表再多一层"
    ),
    "rows-in-rows": "每行应写在括号里，如 [[1, 2], [3, 0]]；第{row}行的括号里还有括号",
    "values-beside-rows": ("每行应写在括号里，如 [[1, 2], [3, 0]]；第{row}行前面有{found!r}"),
    # The shape
    "no-values": "没有棋盘：没有数",
    "no-rows": "棋盘至少要有一行，但一行也没有",
    "not-whole-size": "{name}必须是整数，输入的是 {value}",
    "size-below-one": "{name}至少为1，输入的是 {value}",
    "one-cell": "棋盘至少要有2格，{rows}×{cols} 的棋盘只有1格",
    "too-many-cells": ("{rows}×{cols} 的棋盘有{cells:,}格：最多处理 {most:,}格（2000×2000）"),
    "too-many-values": "有{cells:,}个数：最多处理 {most:,}个（2000×2000）",
    "picture-size": "图片的宽和高都必须大于0，却是{width}×{height}",
    "no-such-cell": "{rows}×{cols}的棋盘没有第{cell}格：格子按阅读顺序编号为0到{last}",
    "cells-and-tiles": "{rows}×{cols} 的棋盘有{cells}格，却给了 {tiles}个方块",
    "ragged-rows": (
        "各行长度必须相同：第{row}行有{length}，第1行有{cols}个（各行长度：{lengths}）"
    ),
    "hint-empty-cell": "如果空格就是那个空着的单元格，请写成“_”或“0”",
    "hint-nothing-between": "{cell}是空的：两个分隔符之间什么也没有",
    # The values
    "token-at": "{cell}：{line!r} 中的 {token!r}",
    "token-at-value": "{cell}（该行第{value}个数）：{line!r} 中的 {token!r}",
    "negative": "{where} 是负数；方块从1开始编号，空格为0",
    "minus-zero": "{where} 带有负号：空格写作0，方块从1开始编号",
    "not-whole": "{where} 不是整数：方块编号只能用数字书写",
    "not-a-tile": "{where} 不是方块编号（应为整数或空格：{blanks}）",
    "blank-but-largest": "{where} 表示空格，但这里最大的数才是空格",
    "far-too-large": "{where} 作为方块编号太大了（{digits}；棋盘最多{most:,}格）",
    "empty-cells": (
        "{empty}（{cells}）：只有一个单元格可以空着，用作空格；两个分隔符之间必须有内容"
    ),
    "empty-but-largest": "{cell}是空的，但这里最大的数才是空格：请填上",
    "negative-tile": "{cell}的方块编号是负数：{token}",
    "tile-not-whole": "{cell}的方块编号不是整数：{value}",
    # The tiles
    "out-of-range": (
        "{cell}的方块 {tile} 超出范围：{cells}格的棋盘编号为 {low} 到 {high}；缺少：{missing}"
    ),
    "tile-twice": "方块 {tile} 出现了两次：在{first}和{cell}；缺少：{missing}",
    "two-blanks": "有两个空格：在{first}和{cell}；缺少：{missing}",
    "empty-and-blank": (
        "有两个空格：{cell}是空的，{other}也写了空格；请填上空着的单元格，或只写一次空格"
    ),
    "hint-no-blank": "没有写出空格（没有“0”或“_”），所以编号应为1到{size}，其中 {size} 是空格",
    # The goal
    "goal-type": (
        "目标应为 Board 或 {names} 之一，输入的是 {type} {value}（写出的目标可用 parse_board 读取）"
    ),
    "goal-shape": "目标是 {goal_rows}×{goal_cols}，而棋盘是 {rows}×{cols}",
    "unknown-goal": "未知的目标 {goal!r}：应为棋盘或 {names} 之一",
    # Moves
    "not-next-to-blank": "方块 {tile} 不在空格（{blank}）旁边",
    "no-such-tile": "{rows}×{cols} 的棋盘上没有方块 {value}",
    "not-in-line": "方块 {tile} 不在空格（{blank}）所在的行或列上",
    "not-towards-blank": "方块 {tile} 只能朝空格（{blank}）移动",
    "not-a-tile-here": "{value} 不是这个棋盘上的方块（1到 {largest}）",
    "off-the-edge": "空格在棋盘边缘的{blank}，不能向 {direction}（{way}）移动",
    "blank-goes-up": "上",
    "blank-goes-down": "下",
    "blank-goes-left": "左",
    "blank-goes-right": "右",
    "not-a-direction": "{value} 不是 U、D、L、R 之一",
    "not-a-direction-mixed": (
        "{token!r} 不是 U、D、L、R 之一（移动是按空格的方向开始写的，所以每一步都必须这样写）"
    ),
    "not-a-tile-number-mixed": (
        "{token!r} 不是方块编号（移动是按方块编号开始写的，所以每一步都必须这样写）"
    ),
    # Requests: shuffling, solving
    "always-solvable": "{rows}×{cols} 的棋盘总是可解：只有一个方块，不可能乱序",
    "time-limit": "time_limit 必须是正的秒数，输入的是 {value}",
    "too-big-to-solve": (
        "{rows}×{cols} 的棋盘太大，无法求解：需要数百万步；只求解格数×（行数 + 列数）"
        "不超过 {most:,} 的棋盘（60×60、2×500）"
    ),
    # Graded shuffles: boards needing a number of moves
    "moves-value": (
        "moves 必须是步数（非负整数）或满足0 <= lo <= hi 的范围 (lo, hi)，输入的是 {value}"
    ),
    "moves-and-verdict": (
        "指定步数的棋盘总是可解的，空格可以在任何位置：moves 不能与 solvable=False 或 "
        "fixed_blank 一起使用"
    ),
    "moves-too-big": "指定步数的棋盘最多{most}格；{rows}×{cols} 的棋盘有{cells}格",
    "moves-beyond": (
        "没有哪个 {rows}×{cols} 的棋盘需要 {band}才能到达这个目标：最难的棋盘也只需 {most}"
    ),
    "moves-band": "{lo} 到 {hi}",
    "moves-timeout": (
        "在限定时间内没有找到需要 {band}的 {rows}×{cols} 棋盘（已试 {boards}）："
        "离常见步数这么远的棋盘很少见，请选一个更接近常见步数的范围"
    ),
    # Pattern table files
    "table-not-a-file": "不是模式表文件：开头是 {start}",
    "table-damaged": "模式表文件已损坏：{why}",
    "table-checksum": "模式表文件已损坏：校验和不匹配",
    "table-version": "这是本版本无法使用的 {rows}×{cols} 模式表",
    "table-size": "模式表文件已损坏：大小为 {size:,}字节，而不是 {want:,}字节",
}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {
    # The verdict's explanation (slidepuzzle.rule.explain), whole sentences per case.
    "single-row": "棋盘只有一行（{rows}×{cols}）：空格只能沿着这一行移动，方块之间永远不能"
    "互相越过，顺序也永远不会改变。",
    "single-column": "棋盘只有一列（{rows}×{cols}）：空格只能沿着这一列移动，方块之间永远不能"
    "互相越过，顺序也永远不会改变。",
    "single-line-solvable": "去掉空格按顺序读，方块已经和目标的顺序一致，只要把空格移到它在"
    "目标中的位置即可：可解。",
    "single-line-unsolvable": "去掉空格按顺序读，方块依次为 {tiles}；目标为 {goal_tiles}。"
    "第一个不同之处在第{place}位：这里是 {tile}，目标是 {goal_tile}。同一行或同一列上的方块永远"
    "不能互相越过，所以这个棋盘永远到不了目标：不可解。",
    "odd-width": "奇数宽度规则：棋盘宽度为{cols}，是奇数。左右移动不改变逆序数；上下移动让方块"
    "越过其他 {others}，是偶数个，所以逆序数的奇偶性永远不变。目标的逆序数是0（偶数），所以"
    "只有逆序数为偶数的棋盘才能到达目标。",
    "inversions-even": "去掉空格，按从左到右、从上到下的顺序写出方块，共有{inversions}（a 在 "
    "b 前面但 a > b 的数对），是偶数。",
    "inversions-odd": "去掉空格，按从左到右、从上到下的顺序写出方块，共有{inversions}（a 在 "
    "b 前面但 a > b 的数对），是奇数。",
    "inversions-none": "去掉空格，按从左到右、从上到下的顺序写出方块，没有逆序对（a 在 b 前面但 "
    "a > b 的数对）：0是偶数。",
    "odd-width-blank-row": "（空格在从下往上数第{row}行，但宽度为奇数时空格所在的行无关紧要。）",
    "odd-width-solvable": "所以这个棋盘可解。",
    "odd-width-unsolvable": "所以这个棋盘不可解。",
    "even-width": "偶数宽度规则：棋盘宽度为{cols}，是偶数。上下移动让方块越过其他 {others}，是"
    "奇数个，逆序数的奇偶性随之改变，同时空格换了一行；所以“逆序数 + 空格从下往上数的行号”的"
    "奇偶性保持不变。",
    "even-width-goal-even": "目标的逆序数是0，空格在从下往上数第{goal_row}行：0 + {goal_row} = "
    "{goal_row}，是偶数。",
    "even-width-goal-odd": "目标的逆序数是0，空格在从下往上数第{goal_row}行：0 + {goal_row} = "
    "{goal_row}，是奇数。",
    "inversions-goal-order": "这里的目标是{goal}：逆序对按目标的顺序来数，目标的方块也按"
    "同样的顺序读。",
    "inversions-goal-even": "去掉空格，按从左到右、从上到下的顺序写出方块，共有{inversions}"
    "（与目标顺序相反的数对），是偶数。",
    "inversions-goal-odd": "去掉空格，按从左到右、从上到下的顺序写出方块，共有{inversions}"
    "（与目标顺序相反的数对），是奇数。",
    "inversions-goal-none": "去掉空格，按从左到右、从上到下的顺序写出方块，没有逆序对（与目标"
    "顺序相反的数对）：0是偶数。",
    "blank-row-even": "空格在从下往上数第{row}行（偶数）。",
    "blank-row-odd": "空格在从下往上数第{row}行（奇数）。",
    "even-width-even-solvable": "{count} + {row} = {total} 是偶数，和目标一样，所以这个棋盘可解。",
    "even-width-even-unsolvable": "{count} + {row} = {total} 是偶数，和目标不同，所以这个棋盘"
    "不可解。",
    "even-width-odd-solvable": "{count} + {row} = {total} 是奇数，和目标一样，所以这个棋盘可解。",
    "even-width-odd-unsolvable": "{count} + {row} = {total} 是奇数，和目标不同，所以这个棋盘"
    "不可解。",
    # The goals, by name.
    "goal-blank-first": "空格在最前",
    "goal-spiral": "螺旋",
    "goal-custom": "自定义",
    # The rules: their names and what each says (slidepuzzle.RULES).
    "rule-name-single-line": "单行或单列",
    "rule-name-odd-width": "奇数宽度",
    "rule-name-even-width": "偶数宽度",
    "rule-single-line": "只有一行或一列：方块不能互相越过，所以必须已经按目标的顺序排列",
    "rule-odd-width": "宽度为奇数：当且仅当按目标的顺序数出的逆序数为偶数时可解",
    "rule-even-width": "宽度为偶数：当且仅当按目标的顺序数出的逆序数加上空格从下往上数的行号，"
    "与目标中空格的行号奇偶性相同时可解（默认目标为奇数）",
    # The numbers a rule decided by, in a line (slidepuzzle.batch.deciding_numbers).
    "deciding-in-order": "方块已按目标顺序排列",
    "deciding-out-of-order": "方块顺序不对",
    "deciding-odd-width": "{inversions}",
    "deciding-even-width": "{inversions}，空格在从下往上数第{row}行",
    # How a text was read (slidepuzzle.parse: Note.message, describe, format_name).
    "note-no-blank": "没有写出空格：把最大的数 {number} 当作空格",
    "note-empty-cell": "把空单元格（第{row}行第{column}列）当作空格",
    "note-square-line": (
        "一行 {values}个值按 {side}×{side} 读取（也可以指定其他形状，如1×{values}）"
    ),
    "note-one-row": "一行 {number}个值按1×{number} 读取（也可以指定其他形状，如{rows}×{cols}）",
    "note-stacked": "上下相连写的 {boards}逐个读取",
    "note-joined": "用空行隔开的 {blocks}作为一个棋盘读取",
    "note-skipped-one": "第{lines}行是文字，已跳过",
    "note-skipped-many": "第{lines}行是文字，已跳过",
    "note-code-one": "第{lines}行是程序代码，已跳过",
    "note-code-many": "第{lines}行是程序代码，已跳过",
    "note-output-one": "第{lines}行是样例输出，已跳过",
    "note-output-many": "第{lines}行是样例输出，已跳过",
    "note-labels-one": "去掉了第{lines}行数值前的标签",
    "note-labels-many": "去掉了第{lines}行数值前的标签",
    "note-small": "第{line}行 {text!r} 的值太少，构不成棋盘，已跳过",
    "note-size-line": "第{line}行 {text!r} 是棋盘的尺寸：{rows}×{cols}",
    "note-count-line": "第{line}行 {text!r} 是棋盘的个数，不是棋盘",
    "note-given-size": "采用方块旁边给出的尺寸：{rows}×{cols}",
    "note-line-numbers": "第一列（{text}）是行号，已去掉",
    "note-index": "已去掉打印结果的表头行和索引列",
    "note-header": "第{line}行 {text!r} 是表头，已跳过",
    "note-columns-first": "数值按列填入（R 的默认方式）",
    "note-width-first": "游戏编号先写宽度：宽 {cols}，高 {rows}",
    "note-row-marks": "用{text!r} 分隔各行",
    "note-line-boards": (
        "每行 {values}个值各自读作一个 {side}×{side} 的棋盘（也可以指定其他形状，如1×{values}）"
    ),
    "note-shape": "按要求读作 {rows}×{cols}",
    "read-from": "按{source}读取：{rows}×{cols} 的棋盘",
    "not-read-from": "未能按{source}读取（文本第{line}行）：{error}",
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
    "format-json": "JSON 对象",
    "format-r": "R 代码",
    "format-tatham": "Simon Tatham 谜题集的数字华容道游戏编号",
    "format-html": "HTML 表格",
    "format-hex": "十六进制字符串（每位一个方块）",
    "format-letters": "字母表示（A 为1号方块）",
    "format-tatham-save": "Simon Tatham 谜题集的数字华容道存档文件",
    # How a solution was found (slidepuzzle.solve.method_name), by Solution.method.
    "method-ida*": "IDA* 搜索",
    "method-weighted": "加权 IDA* 搜索",
    "method-beam": "使用模式表的束搜索",
    "method-constructive": "逐行构造",
    "method-line": "单行或单列：只有一种走法",
    "method-none": "无需移动",
    "method-shortened": "先加权搜索，再把每一段换成步数最少的走法",
    "method-reduced": "用搜索每次归位一行或一列，再解剩下的小棋盘",
    # The CSV table's header and its words (slidepuzzle.batch.batch_csv).
    "csv-source": "来源",
    "csv-board": "棋盘",
    "csv-line": "行号",
    "csv-format": "格式",
    "csv-rows": "行数",
    "csv-cols": "列数",
    "csv-solvable": "可解",
    "csv-rule": "规则",
    "csv-inversions": "逆序数",
    "csv-blank_row_from_bottom": "空格所在行（从下往上数）",
    "csv-goal_blank_row_from_bottom": "目标中空格所在行（从下往上数）",
    "csv-deciding": "判定依据",
    "csv-notes": "说明",
    "csv-error": "错误",
    "csv-tiles": "方块排列",
    "csv-optimal_moves": "最少步数",
    "csv-not-computed": "未计算",
    "csv-yes": "是",
    "csv-no": "否",
    "csv-note-separator": "；",
    # The command line (slidepuzzle.cli): where a board is, its line, a solution.
    "cli-board": "{source}，第{board}个棋盘（文本第{line}行）",
    "cli-solvable": "{rows}×{cols}，可解（{rule}：{deciding}）",
    "cli-unsolvable": "{rows}×{cols}，不可解（{rule}：{deciding}）",
    "cli-placed": "{where}：{message}",
    "cli-other-shapes": "也可以按其他形状读取：--shape {shapes}",
    "cli-no-board": "没有找到棋盘",
    "cli-unreadable": "无法读取文件：{why}",
    "cli-not-utf8": "无法读取文件：不是 UTF-8 文本（第{byte}个字节）",
    "cli-cannot-reach": "无法到达目标。{why}",
    "cli-cannot-shuffle": "无法打乱：{why}",
    # Notes on a solution (slidepuzzle.solve.Solution.notes) and its lower bound.
    "tables-missing": "缺少 {rows}×{cols} 的模式表：改用较弱的下界搜索，速度较慢",
    "tables-unusable": "{rows}×{cols} 的模式表无法使用（{why}）：改用较弱的下界搜索，速度较慢",
    "best-so-far": "目前最好：{moves}；至少需要 {bound}",
    "cli-solved-bounded": (
        "{rows}×{cols}，{moves}，最多比最短解长 {gap}%（至少需要 {bound}；{how}）"
    ),
    "cli-solved": "{rows}×{cols}，{moves}，最优（{how}）",
    "cli-proven": "{how}，最优搜索确认没有更短的解",
    "cli-nodes": "{how}；{nodes}",
    "cli-tiles-slid": "移动的方块：{moves}",
    "cli-blank-moves": "空格的移动（空格去的方向）：{moves}",
    # The verdict's steps, the two formulations, the fix, the invariant in play (slidepuzzle.why,
    # slidepuzzle.fix).
    "word-even": "偶数",
    "word-odd": "奇数",
    "step-tiles": "去掉空格，按从左到右、从上到下的顺序写出方块：{tiles}。",
    "step-tiles-goal": "去掉空格，按从左到右、从上到下的顺序写出方块：{tiles}。目标的顺序：{goal_t"
    "iles}。",
    "step-inversions": "大的方块排在小的方块前面的数对：{inversions}（{parity}）。",
    "step-inversions-goal": "与目标顺序相反的数对：{inversions}（{parity}）。",
    "step-blank-row": "空格在从下往上数第{row}行（{parity}）。",
    "step-blank-row-unused": "空格在从下往上数第{row}行；宽度为奇数时，行号不计入。",
    "step-blank-line": "空格可以沿着这条线随意移动，所以它的位置不计入。",
    "step-rule-line-solvable": "在一条线上方块不能互相越过，所以逆序数必须为0："
    "确实为0，这个棋盘可解。",
    "step-rule-line-unsolvable": "在一条线上方块不能互相越过，所以逆序数必须为0：现在是 {count}，"
    "这个棋盘不可解。",
    "step-rule-odd-width-solvable": "宽度为奇数时，逆序数的奇偶性不变，目标的逆序数是0（偶数）：{"
    "count} 也是{parity}，这个棋盘可解。",
    "step-rule-odd-width-unsolvable": "宽度为奇数时，逆序数的奇偶性不变，目标的逆序数是0（偶数）"
    "：{count} 是{parity}，这个棋盘不可解。",
    "step-rule-even-width-solvable": "宽度为偶数时，“逆序数 + 空格的行号”的奇偶性不变：{first} + {"
    "second} = {total}，是{parity}，与目标的0 + {goal_total} 相同：可解。",
    "step-rule-even-width-unsolvable": "宽度为偶数时，“逆序数 + 空格的行号”的奇偶性不变：{first} +"
    " {second} = {total}，是{parity}，与目标的0 + {goal_total} 不同：不可解。",
    "form-inversions": "逆序数 + 空格的行号：{count} + {row} = {total}，{parity}；目标：0 + {goal_"
    "row} = {goal_row}，{goal_parity}。{answer}",
    "form-inversions-odd-width": "逆序数（宽度为奇数时行号不计入）：{count}，{parity}；目标：0，偶"
    "数。{answer}",
    "form-permutation": "排列的对换次数（含空格）+ 空格的距离："
    "{swaps} + {distance} = {total}，{pa"
    "rity}；目标：0 + 0 = 0，偶数。{answer}",
    "form-same": "奇偶性相同：可解。",
    "form-different": "奇偶性不同：不可解。",
    "fix-swap": "交换方块 {a} 和 {b}，就可解了。",
    "fix-swap-moves": "交换方块 {a} 和 {b}，就可解了：最短要走 {moves}。",
    "fix-swap-solves": "交换方块 {a} 和 {b}，就直接还原了。",
    "fix-why": "交换任意两个方块就是一次对换：排列的奇偶性随之改变，而空格不动，"
    "所以不可解的棋盘会变成可解的。",
    "fix-none": "只交换两个方块无法让这条线变成目标的顺序。",
    "live-even-width": "{inversions} · 空格在从下往上数第{row}行 · {count} + {row} = {total}，{p"
    "arity}，和开始时一样",
    "live-odd-width": "{inversions} · 空格在从下往上数第{row}行 · {count}，{parity}，和开始时一"
    "样（宽度为奇数时行号不计入）",
    "move-passed": "这一步让方块 {tile} 越过了其他 {passed}：{changed}（{before} → {after}），空格"
    "也换了一行。",
    "move-along": "这一步让方块 {tile} 在同一行里移动：顺序和空格的行都不变。",
    "move-across": "这一步让方块 {tile} 移到相邻的行，没有越过任何方块：顺序不变。",
    "cli-fix": "修正：{swap}",
    "cli-fix-why": "  （{why}）",
    # Moves to go (slidepuzzle.hint) and the symmetries' effect (slidepuzzle.symmetry)
    "to-go-optimal": "还需{moves}（最优）",
    "to-go-at-least": "至少还需{moves}（目前找到的最好解：{best}步）",
    "to-go-solved": "已解开：不需要再走了",
    "to-go-unsolvable": "永远到不了目标：{invariant}；目标的是{goal_parity}",
    "to-go-unsolvable-line": "永远到不了目标：单行或单列上的方块永远不能互相越过，而第{place}位是{"
    "tile}，目标是{goal_tile}",
    "symmetry-rotate-right": "顺时针旋转90度",
    "symmetry-rotate-left": "逆时针旋转90度",
    "symmetry-half-turn": "旋转180度",
    "symmetry-flip-horizontal": "左右翻转",
    "symmetry-flip-vertical": "上下翻转",
    "symmetry-transpose": "转置（沿主对角线翻转）",
    "symmetry-anti-transpose": "沿副对角线翻转",
    "effect-keeps": "不改变任何棋盘的可解性",
    "effect-flips": "把每个棋盘的可解性反过来",
    "symmetry-parity": "{rows}×{cols}的棋盘{symmetry}，{effect}。依据：格子排列的奇偶性{cells} + "
    "空格的黑白格颜色变化{colour} + 目标的变化{goal_change} = {total}，{parity}。",
    "symmetry-line-kept": "{rows}×{cols}的单行或单列棋盘{symmetry}，不改变可解性：方块沿这条线的顺"
    "序不变。",
    "symmetry-line-reversed-keeps": "{rows}×{cols}的单行或单列棋盘{symmetry}，不改变可解性：只有一"
    "个方块，没有顺序可言。",
    "symmetry-line-reversed-flips": "{rows}×{cols}的单行或单列棋盘{symmetry}，把可解性反过来：两个"
    "方块的顺序对调。",
    "symmetry-line-reversed-reverses": "{rows}×{cols}的单行或单列棋盘{symmetry}，方块的顺序倒过来"
    "。可解的棋盘变成不可解；不可解的棋盘只有当方块恰好是目标顺序的倒序时才变成可解。",
    "symmetry-goal-turned": "{symmetry}不改变可解性：目标随棋盘一起变换，每一步也一样。",
}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("{count:,}个数",),
    "empty-cell": ("{count:,}个空单元格",),
    "digit": ("{count:,}位",),
    "board": ("{count:,}个棋盘",),
    "inversion": ("{count:,}个逆序对",),
    "other-tile": ("{count:,}个方块",),
    "move": ("{count:,}步",),
    "square-board": ("{count:,}个方形棋盘",),
    "block": ("{count:,}段",),
    "node": ("{count:,}个节点",),
    "band-end": ("{count:,}步",),
    "inversion-changed": ("{count:,}个逆序对发生了变化",),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
