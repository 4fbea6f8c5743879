"""The core's words in Chinese (simplified): see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {
    # How a message is put together from its parts, and the parts shared by many messages
    "placed": "{place}：{message}",
    "hinted": "{message}；{hint}",
    "quoting": "{message}：{text!r}",
    "cell": "第 {row} 行第 {column} 列",
    "the-blank": "空格",
    "list-comma": "、",
    "list-and": "和",
    "list-more": "{items}，另有 {more} 个",
    "rows": "行数",
    "cols": "列数",
    # Places: a board of several, a list in code, a move
    "at-board": "第 {board} 个棋盘（文本第 {line} 行）",
    "at-list": "{format}，文本第 {line} 行的列表",
    "at-move": "第 {move} 步",
    # The text as a whole
    "not-text": "棋盘应以文本给出，收到的是 {type}",
    "empty-text": "没有棋盘：文本为空",
    "only-comments": "没有棋盘：文本中只有注释",
    "text-too-long": (
        "文本有 {chars:,} 个字符：最多读取 {most:,} 个（棋盘最多 {cells:,} 格，2000 x 2000）"
    ),
    "too-many-lines": "文本有 {lines:,} 行：最多处理 {most:,} 行（2000 x 2000）",
    "several-boards": "找到 {boards}（{shown}）：请只粘贴一个，或一次检查全部",
    "line-board": "文本第 {line} 行：{rows} x {cols}",
    "line-no-board": "文本第 {line} 行：不是棋盘",
    # Brackets and code
    "empty-brackets": "没有棋盘：括号里没有数",
    "no-literal": "代码中没有找到棋盘：没有类似 {example} 的数字列表",
    "unbalanced-close": "括号不匹配：第 {at} 个字符 {token!r} 不能闭合 {opening!r}",
    "unbalanced-stray": "括号不匹配：第 {at} 个字符 {token!r} 没有对应的左括号",
    "unbalanced-open": "括号不匹配：有 {count} 个括号没有闭合",
    "text-before-brackets": "第一个括号前有多余的文本 {text!r}",
    "text-after-brackets": "右括号后有多余的文本 {text!r}",
    "nested-too-deep": (
        "文本第 {line} 行的括号嵌套了 {depth} 层：棋盘是括号里的各行数（[[1, 2], [3, 0]]），"
        "棋盘列表再多一层"
    ),
    "rows-in-rows": "每行应写在括号里，如 [[1, 2], [3, 0]]；第 {row} 行的括号里还有括号",
    "values-beside-rows": ("每行应写在括号里，如 [[1, 2], [3, 0]]；第 {row} 行前面有 {found!r}"),
    # The shape
    "no-values": "没有棋盘：没有数",
    "no-rows": "棋盘至少要有一行，但一行也没有",
    "not-whole-size": "{name}必须是整数，收到的是 {value}",
    "size-below-one": "{name}至少为 1，收到的是 {value}",
    "one-cell": "棋盘至少要有 2 格，{rows} x {cols} 的棋盘只有 1 格",
    "too-many-cells": (
        "{rows} x {cols} 的棋盘有 {cells:,} 格：最多处理 {most:,} 格（2000 x 2000）"
    ),
    "too-many-values": "有 {cells:,} 个数：最多处理 {most:,} 个（2000 x 2000）",
    "cells-and-tiles": "{rows} x {cols} 的棋盘有 {cells} 格，却给了 {tiles} 个方块",
    "ragged-rows": (
        "各行长度必须相同：第 {row} 行有 {length}，第 1 行有 {cols} 个（各行长度：{lengths}）"
    ),
    "hint-empty-cell": "如果空格就是那个空着的单元格，请写成 _ 或 0",
    "hint-nothing-between": "{cell}是空的：两个分隔符之间什么也没有",
    # The values
    "token-at": "{cell}：{line!r} 中的 {token!r}",
    "token-at-value": "{cell}（该行第 {value} 个数）：{line!r} 中的 {token!r}",
    "negative": "{where} 是负数；方块从 1 开始编号，空格为 0",
    "not-whole": "{where} 不是整数：方块编号只能用数字书写",
    "not-a-tile": "{where} 不是方块编号（应为整数或空格：_ x . *）",
    "blank-but-largest": "{where} 表示空格，但这里最大的数才是空格",
    "far-too-large": "{where} 作为方块编号太大了（{digits}；棋盘最多 {most:,} 格）",
    "empty-cells": (
        "{empty}（{cells}）：只有一个单元格可以空着，用作空格；两个分隔符之间必须有内容"
    ),
    "empty-but-largest": "{cell}是空的，但这里最大的数才是空格：请填上",
    "negative-tile": "{cell}的方块编号是负数：{token}",
    "tile-not-whole": "{cell}的方块编号不是整数：{value}",
    # The tiles
    "out-of-range": (
        "{cell}的方块 {tile} 超出范围：{cells} 格的棋盘编号为 {low} 到 {high}；缺少：{missing}"
    ),
    "tile-twice": "方块 {tile} 出现了两次：在{first}和{cell}；缺少：{missing}",
    "two-blanks": "有两个空格：在{first}和{cell}；缺少：{missing}",
    "empty-and-blank": (
        "有两个空格：{cell}是空的，{other}也写了空格；请填上空着的单元格，或只写一次空格"
    ),
    "hint-no-blank": "没有写出空格（没有 0 或 _），所以编号应为 1 到 {size}，其中 {size} 是空格",
    # The goal
    "goal-type": (
        "目标应为 Board 或 {names} 之一，收到的是 {type} {value}（写出的目标可用 parse_board 读取）"
    ),
    "goal-shape": "目标是 {goal_rows} x {goal_cols}，而棋盘是 {rows} x {cols}",
    "unknown-goal": "未知的目标 {goal!r}：应为棋盘或 {names} 之一",
    # Moves
    "not-next-to-blank": "方块 {tile} 不在空格（{blank}）旁边",
    "no-such-tile": "{rows} x {cols} 的棋盘上没有方块 {value}",
    "not-a-tile-here": "{value} 不是这个棋盘上的方块（1 到 {largest}）",
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
    "always-solvable": "{rows} x {cols} 的棋盘总是可解：只有一个方块，不可能乱序",
    "time-limit": "time_limit 必须是正的秒数，收到的是 {value}",
    "too-big-to-solve": (
        "{rows} x {cols} 的棋盘太大，无法求解：需要数百万步；只求解 格数 x（行数 + 列数）"
        "不超过 {most:,} 的棋盘（60 x 60、2 x 500）"
    ),
    # Pattern table files
    "table-not-a-file": "不是模式表文件：开头是 {start}",
    "table-damaged": "模式表文件已损坏：{why}",
    "table-checksum": "模式表文件已损坏：校验和不匹配",
    "table-version": "这是本版本无法使用的 {rows} x {cols} 模式表",
    "table-size": "模式表文件已损坏：大小为 {size:,} 字节，而不是 {want:,} 字节",
}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("{count:,} 个数",),
    "empty-cell": ("{count:,} 个空单元格",),
    "digit": ("{count:,} 位",),
    "board": ("{count:,} 个棋盘",),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
