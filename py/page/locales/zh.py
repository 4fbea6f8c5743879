"""The page's words in Chinese (中文, simplified): the same keys as ``en``; terms as in seed 003
and docs/glossary.md (逆序对, 空格, 方块, 棋盘, 从下往上数第 N 行, 奇偶性). Counts take
measure words (``15个方块``, ``31步``): Chinese has one plural form."""

NOUNS: dict[str, tuple[str, ...]] = {
    "char": ("{count:,}个字符",),
    "cell": ("{count:,}格",),
    "position": ("{count:,}个状态",),
    "tile": ("{count:,}个方块",),
    "speed": ("每秒 {count:,}步",),
}

TEXTS: dict[str, str] = {
    # The verdict
    "solvable": "可解",
    "unsolvable": "不可解",
    "checking": "正在检查…",
    "no-board": "还没有棋盘",
    "no-board-prompt": "在“棋盘”框中输入或粘贴一个棋盘，或选择一个讲解示例，或点击“打乱”。",
    "no-verdict": "无法判断",
    "check-failed": "检查失败",
    "check-failed-why": "检查这个棋盘时出错了：{error}。页面仍然可用：请修改棋盘或刷新页面。",
    "reading-chars": "正在读取{chars}。",
    "following-cycles": "正在遍历排列的轮换：{share:.0%}。",
    "counting-inversions": "正在为解释统计逆序对：{share:.0%}。",
    "fix-board": "请修改棋盘：{error}",
    "fix-goal": "请修改目标棋盘：{error}",
    "facts": "规则：{rule} · {inversions} · 空格在从下往上数第{row}行（目标：第{goal_row}行）",
    "inversion-count": "{inversions}：与目标顺序相反的方块对（对默认目标而言，"
    "就是大的方块排在小的方块前面）。",
    "checked-in": "检查用时 {ms:,.0f}毫秒。",
    # How the text was read
    "read-from": "按{source}读取：{rows}×{cols} 的棋盘。",
    "read-note": "{note}。",
    "read-as-first": "按最初的读法",
    # Several boards
    "batch-summary": "{boards}：{solvable:,}个可解，{unsolvable:,}个不可解",
    "batch-summary-bad": "{boards}：{solvable:,}个可解，{unsolvable:,}个不可解，{bad:,}个无法读取",
    "batch-details": "下表列出每个棋盘的判定；点“下载 CSV”可以保存。",
    "batch-reading": "正在读取棋盘：{share:.0%}。",
    "batch-checking": "正在检查第{done:,}个棋盘，共{total:,}个。",
    "optimal-building": "正在求最少步数：正在建立{rows}×{cols}的距离表，{share:.0%}。",
    "optimal-finding": "正在求最少步数：第{done:,}个棋盘，共{total:,}个。",
    "optimal-all": "已求出每个可解棋盘的最少步数。",
    "optimal-some": "最少步数：求出{found:,}个，{rest:,}个未计算。它们的搜索超过了本页给的"
    "{seconds}秒（命令行可以搜索更久：slidepuzzle check --optimal 600 --csv）。",
    "optimal-worker": "正在求解器的后台线程中求11到16格棋盘（{boards}）的最少步数"
    "（最多{seconds}秒）…",
    "optimal-failed": "无法求出最少步数：{error}",
    "batch-shape": "{rows}×{cols}",
    "batch-not-read": "无法读取",
    "batch-open": "单独打开第{number:,}个棋盘",
    "batch-too-large": "太大，无法生成链接",
    # The picture
    "caption": "{rows}×{cols} 的棋盘。行号从下往上数；空格在从下往上数第{blank_row}行（标有 ▸）。",
    "summary": "{rows}×{cols} 的棋盘（{tiles}）太大，无法画出（最多画{most}×"
    "{most}）。空格在从左上角数第{row}行、第{col}列，即从下往上数第{blank_row}行。",
    "spoken-board": "{rows}行{cols}列的棋盘，从上往下逐行：{cells}",
    "blank": "空格",
    "pair": "{a} 在 {b} 前",
    "no-pairs": "无",
    "caption-pairs": "指向某个方块或让它获得焦点（按 Tab，再按方向键），与它构成逆序对的方块"
    "就会被标出。",
    "tile-pairs": "方块 {tile} 与 {partners} 构成{inversions}。",
    "tile-no-pairs": "方块 {tile} 不在任何逆序对中。",
    "more-tiles": "{shown} … 还有{rest:,}个",
    # Shuffle
    "shuffling": "正在打乱…",
    "shuffle-shape": "{rows}×{cols}，种子 {seed}",
    "shuffling-progress": "正在打乱 {shape}：{share:.0%}。",
    "writing-progress": "正在写出棋盘：{share:.0%}。",
    "shuffled": "已打乱：{shape}。",
    "replaced-by-shuffle": "打乱的棋盘替换了你输入的内容。",
    "replaced-by-example": "示例替换了你输入的内容。",
    "shuffled-moves": "已打乱 {shape}：离目标 {moves}，在需要这么多步的棋盘中均匀抽取。",
    "shuffling-worker": "正在求解器的后台线程中打乱 {shape}："
    "寻找需要这么多步的棋盘可能要一些时间。",
    "shuffle-worker-failed": "求解器的后台线程未能打乱（须先结束正在进行的求解）：请再试一次。",
    "shuffled-moves-walk": (
        "已打乱 {shape}：离目标 {moves}，由从目标出发的随机移动得到"
        "（不是均匀抽取：这样的棋盘在随机棋盘中很少见）。"
    ),
    "field-moves": "步数",
    "field-moves-high": "“最多 b”",
    "field-board-count": "棋盘数",
    "make-too-big": "{boards}（每个{rows}×{cols}）共{cells}：本页一次最多生成{most:,}格",
    "made-boards": "已生成{boards}（每个{rows}×{cols}），种子从{first}到{last}，见下表。",
    "moves-order": "“最多 b”不能小于 {low}，输入的是 {high}",
    "difficulty-too-big": (
        "本页的难度只用于最多16格的棋盘（4×4、3×5、2×8、单行或单列）；{rows}×{cols} 有{cells}格。"
        "更大的棋盘请用命令行：slidepuzzle shuffle {rows} {cols} --moves 40-45"
    ),
    "shuffle-too-big": "{rows}×{cols} 共{cells}：本页最多打乱 {most:,}格（1000×1000）",
    # Reading numbers from fields
    "span-between": "在{least}到{most}之间",
    "span-from": "不小于{least}",
    "number-bad": "{name}不是整数：请输入{span}的整数",
    "number-empty": "{name}为空：请输入{span}的整数",
    "number-not-whole": "{name}必须是整数，而输入的是 {text!r}",
    "number-out": "{name}应{span}，而输入的是 {number}",
    "field-rows": "行数",
    "field-cols": "列数",
    "field-seed": "种子",
    "field-time-limit": "时间限制",
    # Share
    "board-too-large-to-share": "（棋盘太大，无法用链接分享）",
    "goal-too-large-to-share": "（目标棋盘太大，无法用链接分享）",
    "board-too-large-copy": "这个棋盘太大，无法用链接分享。",
    "goal-too-large-copy": "这个目标棋盘太大，无法用链接分享。",
    "link-copied": "链接已复制。",
    "link-not-copied": "无法复制：链接已在下方选中，请从那里复制。",
    "board-copied": "棋盘已复制。",
    "board-not-copied": "无法复制：棋盘已在下方选中，请从那里复制。",
    "board-not-written": "未复制：{error}。",
    "no-board-to-copy": "没有单个棋盘可复制：请粘贴或输入一个棋盘。",
    # Solve
    "starting-solver": "正在启动求解器…",
    "starting-solver-why": "第一次求解要在后台线程中启动 Python，需要几秒钟。",
    "solving": "正在求解…",
    "solving-why": "最多{limit:g}秒；点“停止”可取消。",
    "searching": "正在为这个 {rows}×{cols} 的棋盘寻找最少步数：最多{limit:g}秒；点“停止”可取消。",
    "searching-best": "{searching}{best}。",
    "loading-tables": "正在下载 {rows}×{cols} 棋盘用的模式表（只需一次）："
    "{done:.1f} / {total:.1f} MB。",
    "tables-unavailable": "离线时无法使用模式表：不用它们搜索，会更慢。",
    "solver-failed": "求解失败：{error}",
    "solver-bad-answer": "无法读取求解器的回答（{error}）",
    "board-changed": "求解过程中棋盘改变了：请再点一次“求解”。",
    "stopped": "已停止。下次点“求解”会重新启动求解器（几秒钟）。",
    "cannot-reach": "这个棋盘无法到达目标：见上面的判定。",
    "too-big-to-solve": "{rows}×{cols} 的棋盘太大，无法在这里求解：需要数百万步。"
    "格数×（行数 + 列数）不超过 {most:,} 的棋盘才会求解（60×60、2×500）。",
    "already-solved": "已经是目标",
    "already-solved-why": "这个棋盘就是目标：不需要移动。",
    "moves-optimal": "{moves}，最优",
    "moves-bounded": "{moves}，最多比最短解长 {gap}%",
    "moves-stopped": "{moves}，停止前找到的最好解：最多比最短解长 {gap}%",
    "stopped-bound": "至少需要 {bound}。下次点“求解”会重新启动求解器。",
    "with-bound": "{figures}至少需要 {bound}。",
    "moves-not-optimal-time": "{moves}，未证明最优（时间限制）",
    "moves-not-optimal-size": "{moves}，未证明最优（逐行构造：太大，无法搜索）",
    "searched": "用{seconds:,.2f}秒搜索了{positions}（{how}）。",
    "searched-proven": "用{seconds:,.2f}秒搜索了{positions}：解由“{how}”得到，"
    "再用完整搜索证明不存在更短的解。",
    "found-in": "用{seconds:,.2f}秒找到（{how}）。",
    # Playback and play
    "play-help": "点击或拖动与空格同行或同列的方块，它和中间的方块会一起移动；"
    "棋盘获得焦点时也可以按方向键移动方块。",
    "play-help-touch": "点按或拖动与空格同行或同列的方块，它和中间的方块会一起移动。",
    "playback-help": "棋盘获得焦点时，用左右方向键后退或前进一步。",
    "playback-help-touch": "用下面的按钮逐步查看。",
    "your-turn": "轮到你了",
    "your-turn-why": "移动方块，拼出目标局面。",
    "to-go-searching": "至少还需{moves}（正在寻找最短的解…）。",
    "play-solved": "完成了！",
    "play-solved-why": "点“撤销”或“重来”再玩一次。",
    "move-of": "第{done:,}步，共{total:,}步。",
    "move-of-tile": "第{done:,}步，共{total:,}步：方块 {tile} 向{way}移动。",
    "move-of-goal": "第{done:,}步，共{total:,}步：方块 {tile} 向{way}移动；已到达目标。",
    "move-of-goal-jump": "第{done:,}步，共{total:,}步：已到达目标。",
    "moves-made": "已走{moves}。",
    "moves-made-tile": "已走 {moves}：方块 {tile} 向{way}移动了。",
    "solved-in": "用{moves}完成！",
    "solved-first": "用{moves}完成，用时 {time}。已在本设备上记为最佳成绩。",
    "solved-new-best": "用{moves}完成，用时 {time}。这是本设备上的新最佳成绩"
    "（之前：{best_moves}，{best_time}）。",
    "solved-not-best": "用{moves}完成，用时 {time}。最佳成绩：{best_moves}，{best_time}。",
    "best-kept": "本设备上的最佳成绩：{best_moves}，{best_time}。",
    "cannot-move": "{error}。",
    "stage-label": "{rows}行{cols}列的棋盘。",
    "picture-unreadable": "这个文件不是浏览器能显示的图片，请选择另一个。",
    "stage-too-large": "{rows}×{cols} 的棋盘太大，无法画出；步数照样计算。",
    "tile-moves": "移入空格的方块：{moves}",
    "blank-moves": "空格的移动（U、D、L、R：空格移动的方向）：{moves}",
    "moves-copied": "步骤已复制。",
    "moves-not-copied": "无法复制：步骤已在下方选中，请从那里复制。",
    # The ways a tile slides, on the screen
    "way-up": "上",
    "way-down": "下",
    "way-left": "左",
    "way-right": "右",
    # The rule that decided (Verdict.rule), short, for the facts line
    "rule-single-line": "单行或单列",
    "rule-odd-width": "宽度为奇数",
    "rule-even-width": "宽度为偶数",
    # Playback's run button
    "run-play": "播放",
    "run-pause": "暂停",
    # The 3-cycle on the board (page.proof)
    "cycle-caption": "在你的棋盘上，标出的方块 {a}、{b}、{c} 和空格在一个{rows}×{cols}的窗口里，"
    "用{moves}完成一次轮换。",
    "cycle-result": "之后 {a} 在 {b} 原来的位置，{b} 在 {c} 原来的位置，{c} 在 {a} 原来的位置；"
    "空格和其他方块都回到原处。",
    "cycle-start": "点“播放”或逐步前进：空格先把三个方块聚合起来，再轮换，最后原路拆散。",
    "cycle-gather": "第{done:,}步，共{total:,}步：聚合，空格把三个方块聚到身边，组成2×2的正方形。",
    "cycle-turn": "第{done:,}步，共{total:,}步：轮换，空格绕正方形走一圈，三个方块各转一格。",
    "cycle-undo": "第{done:,}步，共{total:,}步：拆散，空格沿原路返回。",
    "cycle-done": "第{done:,}步，共{total:,}步：完成。只有方块 {a}、{b}、{c} 各自移到了下一个"
    "的位置。",
    # The why (page.why_view): the swap's undo note.
    "replaced-by-swap": "交换后的棋盘替换了你的文本。",
    "grid-picked": "已选中方块{tile}：用方向键移到另一个方块，按空格键或 Enter 交换，按 Esc 取消。",
    "grid-swapped": "已交换方块{a}和方块{b}。",
    "grid-cancelled": "已取消交换。",
    "grid-resized": "棋盘现在是{rows}×{cols}。",
    "replaced-by-resize": "改变形状后的棋盘替换了你的文本。",
    "grid-typed": "已输入{number}：按 Enter 把这个方块放到这一格（0表示空格），按 Esc 取消。",
    "grid-already": "方块{tile}已经在这一格。",
    "grid-blank-swapped": "已交换空格和方块{tile}。",
    "replaced-by-turn": "旋转或翻转后的棋盘替换了你的文本。",
    "held-info": "文本太长（{chars}），框中只显示开头几行。全文已保存并在检查；编辑此框会替换"
    "全文（“恢复你的内容”可取回）。",
    "replaced-by-edit": "你的编辑替换了长文本。",
    "held-copied": "全文已复制。",
    "held-not-copied": "无法复制：请先用“在框中编辑全文”把全文放进框里，再从那里复制。",
    # Links (page.navigation): a goal a link names that the page cannot use; typing over its board.
    "goal-unknown": "链接要求的目标（“{goal}”）本页面不认识，已改用默认目标。",
    "goal-custom-missing": "链接要求自定义目标，但没有给出目标棋盘，已改用默认目标。",
    "typed-over-link": "你输入的内容替换了链接中的棋盘。",
    "restore-link": "恢复链接中的棋盘",
    # The Copy as menu's choices (slidepuzzle.COPY_STYLES), filled in by the page
    "style-plain": "逐行文本",
    "style-line": "一行",
    "style-json": "JSON",
    "style-python": "Python",
    "style-c": "C/C++",
    "style-java": "Java",
    "style-javascript": "JavaScript",
    "style-markdown": "Markdown 表格",
    "style-latex": "LaTeX pmatrix",
    "style-cstimer": "cstimer 字符串",
    "style-tatham": "Tatham 游戏 ID",
    "style-hex": "十六进制字符串（4×4）",
    "style-letters": "字母表示（最多16格）",
}

PAGE: dict[str, str] = {
    "title": "数字华容道：这个局面有解吗？",
    "description": "粘贴或打乱任意大小的数字华容道棋盘，看看它是否可解，以及为什么。",
    "heading": "数字华容道：这个局面有解吗？",
    "lede": "粘贴或输入任意形状的数字华容道棋盘（3×3、4×4或任意行×列），"
    "立即知道方块能否移成目标，以及为什么。",
    "language": "语言",
    "app": "数字华容道可解性检查",
    "input-heading": "棋盘和选项",
    "board": "棋盘",
    "board-placeholder": "在这里输入或粘贴棋盘：每行写棋盘的一行",
    "restore": "恢复你的内容",
    "held-copy": "复制全文",
    "held-show": "在框中编辑全文（较慢）",
    "board-help-summary": "棋盘的写法",
    "board-help": "每行写棋盘的一行，数之间用空白或逗号分隔（JSON 列表、代码中的数组、表格和"
    "电子表格的单元格也可以；用空行隔开的多个棋盘会逐个检查）。空格可以写成以下任意一种：{codes}。",
    "largest-blank": "最大的数字表示空格",
    "goal": "目标",
    "goal-blank-last": "空格在最后（1 2 3 … _）",
    "goal-blank-first": "空格在最前（_ 1 2 …）",
    "goal-spiral": "螺旋（顺时针，空格在中间）",
    "goal-custom": "自定义目标棋盘…",
    "goal-board": "目标棋盘",
    "goal-help": "即使棋盘的空格是最大的数字，目标的空格也总是以下之一：{codes}。",
    "result-heading": "判定",
    "batch-heading": "粘贴的各个棋盘",
    "batch-board": "棋盘",
    "batch-shape-heading": "大小",
    "batch-verdict": "判定",
    "batch-numbers": "判定依据",
    "batch-optimal-heading": "最少步数",
    "batch-link": "单独打开",
    "download-csv": "下载 CSV",
    "reading-heading": "按阅读顺序排列的方块",
    "show-pairs": "显示逆序对",
    "solve-heading": "求解和试玩",
    "solve": "求解",
    "stop": "停止",
    "time-limit": "时间限制（秒）",
    "play": "自己玩",
    "stage": "数字华容道棋盘",
    "playback": "回放",
    "first": "开头",
    "back": "后退",
    "forward": "前进",
    "last": "结尾",
    "speed": "速度",
    "moves-heading": "步骤",
    "tile-moves-label": "移入空格的方块：",
    "blank-moves-label": "空格的移动（U、D、L、R：空格移动的方向；U 把空格向上移，"
    "也就是把它上面的方块向下移）：",
    "copy-moves": "复制步骤",
    "moves-text": "要复制的步骤",
    "your-moves": "你走的步骤",
    "undo": "撤销",
    "time": "用时：",
    "hint": "提示",
    "turn-board": "转动棋盘",
    "rotate": "旋转",
    "flip": "翻转",
    "transpose": "转置",
    "grid-help": "把一个方块拖到另一个方块上即可交换它们；也可以在一个方块上按空格键，用方向键移到"
    "另一个方块，再按一次空格键。也可以在方块上"
    "输入另一个方块的编号并按 Enter，把它放到那里。",
    "grid-shape": "棋盘的行数和列数",
    "grid-rows": "棋盘行数",
    "grid-cols": "棋盘列数",
    "resize": "设定行×列",
    "reset": "重来",
    "options-heading": "示例、打乱和分享",
    "examples": "讲解示例",
    "choose-example": "选择一个示例…",
    "shuffle": "打乱",
    "rows": "行数",
    "cols": "列数",
    "seed": "种子",
    "seed-placeholder": "随机",
    "kind": "类型",
    "kind-solvable": "可解",
    "kind-unsolvable": "不可解",
    "blank-place": "空格",
    "blank-anywhere": "任意位置",
    "blank-goal": "在目标位置",
    "difficulty": "难度",
    "difficulty-any": "任意",
    "difficulty-exactly": "恰好 N 步",
    "difficulty-between": "a 到 b 步之间",
    "moves-low": "步数（N 或 a）",
    "moves-high": "最多 b",
    "difficulty-help": (
        "从棋盘到目标所需的最少步数。最难的棋盘需要：2×2：6步；2×3：21步；2×4：36步；"
        "3×3：31步；2×5：55步；3×4：53步；4×4：80步（目标的空格在角上）。最多10格的棋盘"
        "均匀抽取；11到16格在求解器的后台线程中抽取：这样的棋盘常见时均匀抽取，"
        "否则从目标随机移动得到（会注明）。"
    ),
    "board-count": "棋盘数",
    "make-boards": "生成棋盘",
    "make-help": "关卡集：按这些设置生成这么多棋盘（第 k 个棋盘的种子为种子加 k−1），"
    "列表显示它们的最少步数，可下载为 CSV。",
    "share": "分享",
    "copy-link": "复制链接",
    "share-link": "这个棋盘的链接",
    "read-as": "改为读作",
    "copy-style": "棋盘复制格式",
    "copy-board": "复制棋盘",
    "board-copy-text": "要复制的棋盘",
    "update": "新版本已就绪 —",
    "reload": "刷新",
    "footer": "完全在你的浏览器中运行：Python（Pyodide 上的 PyScript），不向任何地方发送数据。",
    # The why: the swap, the invariant under the board, the proof both ways.
    "swap-them": "交换这两个方块",
    "show-invariant": "在棋盘下方显示不变量",
    # Picture mode on the stage.
    "picture": "图片",
    "picture-numbers": "数字",
    "picture-built-in": "内置图片",
    "picture-own": "你的图片…",
    "picture-file": "你的图片（不会离开这台设备）",
    "show-numbers": "显示数字",
    "proof": "证明：两个方向",
    "why-no-heading": "为什么其他棋盘都不可解",
    "why-no-text": "任何一步都不会改变这些和的奇偶性，所以奇偶性与目标不同的棋盘永远到不了目标。"
    "按两种算法，这个棋盘的计算结果如下：",
    "why-yes-heading": "为什么奇偶性正确的棋盘都可解",
    "why-yes-text": "在2×3的窗口里，方块 A、B、C 可以绕着转一格，而空格回到原处：这就是3-轮换。"
    "任意三个方块都可以先聚合到这样的窗口里，轮换之后再把聚合的步骤倒着走回去（拆散），所以任意"
    "三个方块都能轮换。两个3-轮换可以同时交换两对方块（两个对换），而任何偶排列都是偶数个对换的乘积。所以"
    "奇偶性与目标相同的棋盘都能到达目标；点“求解”可以一步一步看到这个棋盘的走法。",
    "cycle-controls": "3-轮换",
    "cycle-solve": "一步一步求解这个棋盘",
}

EXAMPLE_NAMES: dict[str, str] = {
    "example: 15-puzzle, 49 inversions, blank on row 2": (
        "4×4数字华容道，49个逆序对，空格在从下往上数第2行"
    ),
    "example: 15-puzzle, 41 inversions, blank on row 2": (
        "4×4数字华容道，41个逆序对，空格在从下往上数第2行"
    ),
    "example: 15-puzzle, 62 inversions, blank on row 3": (
        "4×4数字华容道，62个逆序对，空格在从下往上数第3行"
    ),
    "example: 15-puzzle, 56 inversions, blank on row 2": (
        "4×4数字华容道，56个逆序对，空格在从下往上数第2行"
    ),
    "example: 8-puzzle, 10 inversions": "3×3数字华容道，10个逆序对",
    "example: one inversion: 2 1 3 ... 15 X": "1个逆序对：2 1 3 ... 15 X",
    "example: six inversions: 2 1 3 4 8 6 7 5 ... X": "6个逆序对：2 1 3 4 8 6 7 5 ... X",
    "example: 15-puzzle solved": "已还原的4×4数字华容道",
    "example: 3 x 2, two swaps (1 2 and 3 4)": "3×2，两次对换（1 2和3 4）",
    "example: 6 x 6, blank kept in place (largest is blank)": (
        "6×6，空格留在原位（最大的数字是空格）"
    ),
    "example: 6 x 6, blank anywhere (largest is blank)": (
        "6×6，空格在任意位置（最大的数字是空格）"
    ),
}
"""The worked examples' names (``slidepuzzle.EXAMPLES``), keyed as ``wording.example_key`` says."""

ALL: dict[str, str] = TEXTS | PAGE | EXAMPLE_NAMES
"""Every template by key: what the catalogue holds."""
