"""The page's words in Korean (한국어): the same keys as ``en``; terms as in seed 000 and
docs/glossary.md (반전, 빈칸, 타일, 보드, 아래에서 N번째 행). Counts take counters
(``타일 15개``, ``31번``): Korean has one plural form."""

NOUNS: dict[str, tuple[str, ...]] = {
    "char": ("{count:,}자",),
    "cell": ("{count:,}칸",),
    "move": ("{count:,}번",),  # the page counts moves alone: "23번 만에", not "이동 23번"
    "position": ("상태 {count:,}개",),
    "tile": ("타일 {count:,}개",),
    "speed": ("초당 {count:,}번",),
}

TEXTS: dict[str, str] = {
    # The verdict
    "solvable": "풀 수 있음",
    "unsolvable": "풀 수 없음",
    "checking": "확인하는 중…",
    "no-board": "아직 보드가 없습니다",
    "no-board-prompt": "보드 칸에 보드를 입력하거나 붙여 넣으세요. 풀이 예제를 고르거나 섞기를 "
    "눌러도 됩니다.",
    "no-verdict": "판정 없음",
    "check-failed": "확인하지 못했습니다",
    "check-failed-why": "이 보드를 확인하다가 문제가 생겼습니다: {error}. 페이지는 계속 "
    "쓸 수 있습니다. 보드를 고치거나 새로 고침하세요.",
    "reading-chars": "{chars}를 읽는 중입니다.",
    "following-cycles": "순열의 순환을 따라가는 중: {share:.0%}.",
    "counting-inversions": "설명을 위해 반전을 세는 중: {share:.0%}.",
    "fix-board": "보드를 고치세요: {error}",
    "fix-goal": "목표 보드를 고치세요: {error}",
    "facts": "규칙: {rule} · {inversions} · 빈칸은 아래에서 {row}번째 행(목표: {goal_row}번째 행)",
    "inversion-count": "{inversions}: 목표 순서와 어긋난 타일 쌍입니다"
    "(기본 목표라면 큰 타일이 작은 타일보다 앞에 있는 쌍).",
    "checked-in": "{ms:,.0f}ms 만에 확인했습니다.",
    # How the text was read
    "read-from": "{source}에서 읽었습니다: {rows}×{cols} 보드.",
    "read-note": "{note}.",
    "read-as-first": "처음 읽은 대로",
    # Several boards
    "batch-summary": "{boards}: 풀 수 있음 {solvable:,}개, 풀 수 없음 {unsolvable:,}개",
    "batch-summary-bad": "{boards}: 풀 수 있음 {solvable:,}개, 풀 수 없음 {unsolvable:,}개, "
    "읽지 못함 {bad:,}개",
    "batch-details": "보드마다 판정을 아래 표에 적었습니다. CSV 내려받기로 저장할 수 있습니다.",
    "batch-reading": "보드를 읽는 중: {share:.0%}.",
    "batch-checking": "보드 {total:,}개 중 {done:,}번째를 확인하는 중입니다.",
    "optimal-building": "최소 이동 수를 찾는 중입니다. {rows}×{cols} 거리 표를 만드는 중: "
    "{share:.0%}.",
    "optimal-finding": "최소 이동 수를 찾는 중입니다: 보드 {total:,}개 중 {done:,}번째.",
    "optimal-all": "풀 수 있는 모든 보드의 최소 이동 수를 찾았습니다.",
    "optimal-some": "최소 이동 수: {found:,}개 찾음, {rest:,}개 계산 안 함. 이 보드들은 이 "
    "페이지가 쓰는 {seconds}초보다 긴 탐색이 필요합니다(명령줄은 더 오래 찾을 수 있습니다: "
    "slidepuzzle check --optimal 600 --csv).",
    "optimal-worker": "11~16칸인 {boards}의 최소 이동 수를 풀이 엔진이 백그라운드에서 찾는 "
    "중입니다(최대 {seconds}초)…",
    "optimal-failed": "최소 이동 수를 찾지 못했습니다: {error}",
    "batch-shape": "{rows}×{cols}",
    "batch-not-read": "읽지 못함",
    "batch-open": "{number:,}번 보드 열기",
    "batch-too-large": "너무 커서 링크할 수 없음",
    # The picture
    "caption": "{rows}×{cols} 보드. 행 번호는 아래에서부터 셉니다. 빈칸은 아래에서 "
    "{blank_row}번째 행에 있습니다(▸ 표시).",
    "summary": "{rows}×{cols} 보드({tiles})는 너무 커서 그릴 수 없습니다(최대 "
    "{most}×{most}). 빈칸은 왼쪽 위에서 {row}번째 행, {col}번째 열, 즉 아래에서 "
    "{blank_row}번째 행에 있습니다.",
    "spoken-board": "{rows}행 {cols}열 보드, 위쪽 행부터: {cells}",
    "blank": "빈칸",
    "pair": "({a}, {b})",
    "no-pairs": "없음",
    "caption-pairs": "타일을 가리키거나 포커스하면(Tab 다음 화살표 키) 그 타일과 반전을 "
    "이루는 타일들이 표시됩니다.",
    "tile-pairs": "{tile}번 타일은 {partners}번 타일과 {inversions}를 이룹니다.",
    "tile-no-pairs": "{tile}번 타일은 어떤 반전에도 속하지 않습니다.",
    "more-tiles": "{shown} … 외 {rest:,}개",
    # Shuffle
    "shuffling": "섞는 중…",
    "shuffle-shape": "{rows}×{cols}, 시드 {seed}",
    "shuffling-progress": "{shape} 섞는 중: {share:.0%}.",
    "writing-progress": "보드를 쓰는 중: {share:.0%}.",
    "shuffled": "{shape}로 섞었습니다.",
    "replaced-by-shuffle": "섞은 보드가 입력한 내용을 대신했습니다.",
    "replaced-by-example": "예제가 입력한 내용을 대신했습니다.",
    "shuffled-moves": (
        "{shape} 섞음: 목표까지 이동 {moves}. 그만큼 이동해야 하는 보드들 가운데서 고르게 "
        "뽑았습니다."
    ),
    "shuffling-worker": "풀이 엔진이 백그라운드에서 {shape} 섞는 중: 그만큼의 이동이 필요한 보드를 "
    "찾는 데 시간이 걸릴 수 있습니다.",
    "shuffle-worker-failed": "풀이 엔진이 섞지 못했습니다(진행 중인 풀이가 먼저 끝나야 "
    "합니다). 다시 해 보세요.",
    "shuffled-moves-walk": (
        "{shape} 섞음: 목표까지 이동 {moves}. 목표에서 무작위로 움직여 찾았습니다(고르게 뽑은 "
        "보드 가운데 이런 보드는 드물어서 고른 뽑기가 아닙니다)."
    ),
    "field-moves": "이동 횟수",
    "field-moves-high": "최대 이동 횟수",
    "field-board-count": "보드 수",
    "make-too-big": "{rows}×{cols}인 {boards}는 모두 {cells}입니다. 이 페이지는 한 번에 최대 "
    "{most:,}칸까지 만듭니다",
    "made-boards": "{rows}×{cols}인 {boards}를 만들었습니다(시드 {first}부터 {last}까지). "
    "아래 표에 있습니다.",
    "moves-order": "“b번까지”는 {low} 이상이어야 합니다. 입력값: {high}",
    "difficulty-too-big": (
        "이 페이지에서 난이도는 16칸 이하의 보드(4×4, 3×5, 2×8, 한 줄 보드)에만 쓸 수 있습니다. "
        "{rows}×{cols} 보드는 {cells}칸입니다. 더 큰 보드는 명령줄에서 만드세요: "
        "slidepuzzle shuffle {rows} {cols} --moves 40-45"
    ),
    "shuffle-too-big": "{rows}×{cols}는 {cells}입니다. 이 페이지는 최대 {most:,}칸"
    "(1000×1000)까지 섞습니다",
    # Reading numbers from fields
    "span-between": "{least}에서 {most} 사이",
    "span-from": "{least} 이상",
    "number-bad": "{name}가 정수가 아닙니다: {span}의 정수를 입력하세요",
    "number-empty": "{name}가 비어 있습니다: {span}의 정수를 입력하세요",
    "number-not-whole": "{name}는 정수여야 합니다. 입력값: {text!r}",
    "number-out": "{name}는 {span}이어야 합니다. 입력값: {number}",
    "field-rows": "행 수",
    "field-cols": "열 수",
    "field-seed": "시드",
    "field-time-limit": "시간 제한",
    # Share
    "board-too-large-to-share": "(보드가 너무 커서 링크로 공유할 수 없습니다)",
    "goal-too-large-to-share": "(목표 보드가 너무 커서 링크로 공유할 수 없습니다)",
    "board-too-large-copy": "이 보드는 너무 커서 링크로 공유할 수 없습니다.",
    "goal-too-large-copy": "이 목표 보드는 너무 커서 링크로 공유할 수 없습니다.",
    "link-copied": "링크를 복사했습니다.",
    "link-not-copied": "복사하지 못했습니다. 아래에 선택된 링크를 직접 복사하세요.",
    "board-copied": "보드를 복사했습니다.",
    "board-not-copied": "복사하지 못했습니다. 아래에 선택된 보드를 직접 복사하세요.",
    "board-not-written": "복사하지 않았습니다: {error}.",
    "no-board-to-copy": "복사할 보드가 하나가 아닙니다. 보드 하나를 붙여 넣거나 입력하세요.",
    # Solve
    "starting-solver": "풀이 엔진을 시작하는 중…",
    "starting-solver-why": "처음 풀 때는 백그라운드에서 Python을 시작하므로 몇 초 걸립니다.",
    "solving": "푸는 중…",
    "solving-why": "최대 {limit:g}초. 중지를 누르면 취소됩니다.",
    "searching": "이 {rows}×{cols} 보드의 최소 이동을 찾는 중: 최대 {limit:g}초. "
    "중지를 누르면 취소됩니다.",
    "searching-best": "{searching} {best}.",
    "loading-tables": "{rows}×{cols} 보드용 패턴 테이블을 내려받는 중(한 번만): "
    "{total:.1f}MB 중 {done:.1f}MB.",
    "tables-unavailable": "오프라인에서는 패턴 테이블을 쓸 수 없습니다. 테이블 없이 탐색하므로 "
    "더 느립니다.",
    "solver-failed": "풀이에 실패했습니다: {error}",
    "solver-bad-answer": "풀이 엔진의 응답을 읽을 수 없습니다({error})",
    "board-changed": "푸는 동안 보드가 바뀌었습니다. 이 보드를 풀려면 풀기를 다시 누르세요.",
    "stopped": "중지했습니다. 다음에 '풀기'를 누르면 풀이 엔진을 새로 시작합니다(몇 초 걸림).",
    "cannot-reach": "이 보드는 목표에 도달할 수 없습니다. 위의 판정을 보세요.",
    "too-big-to-solve": "{rows}×{cols} 보드는 여기서 풀기에 너무 큽니다. 수백만 번을 "
    "움직여야 합니다. 칸 수 × (행 수 + 열 수)가 {most:,} 이하인 보드까지 풉니다"
    "(60×60, 2×500).",
    "already-solved": "이미 풀려 있음",
    "already-solved-why": "이 보드가 곧 목표입니다. 움직일 것이 없습니다.",
    "moves-optimal": "이동 {moves}, 최적",
    "moves-bounded": "이동 {moves}: 최단 풀이보다 길어도 {gap}% 이내",
    "moves-stopped": (
        "이동 {moves}: 중지 전까지 찾은 가장 짧은 풀이로, 최단 풀이보다 길어도 {gap}% 이내"
    ),
    "stopped-bound": "적어도 {bound} 움직여야 합니다. 다음에 '풀기'를 누르면 풀이 엔진을 새로 "
    "시작합니다.",
    "with-bound": "{figures} 적어도 {bound}이 필요합니다.",
    "moves-not-optimal-time": "이동 {moves}, 최적인지 증명하지 못함(시간 제한)",
    "moves-not-optimal-size": "이동 {moves}, 최적인지 증명하지 못함(행 단위로 만듦: 탐색하기에 "
    "너무 큼)",
    "searched": "{seconds:,.2f}초 동안 {positions}를 탐색했습니다({how}).",
    "searched-proven": "{seconds:,.2f}초 동안 {positions}를 탐색했습니다. 풀이는 '{how}'로 "
    "찾았고, 전체 탐색으로 더 짧은 풀이가 없음을 증명했습니다.",
    "found-in": "{seconds:,.2f}초 만에 찾았습니다({how}).",
    # Playback and play
    "play-help": "빈칸과 같은 행이나 열의 타일을 클릭하거나 끌면 그 타일과 사이의 타일이 "
    "함께 밀립니다. 보드에 포커스가 있을 때 화살표 키로도 밀 수 있습니다.",
    "play-help-touch": "빈칸과 같은 행이나 열의 타일을 누르거나 끌면 그 타일과 사이의 타일이 "
    "함께 밀립니다.",
    "playback-help": "보드에 포커스가 있을 때 왼쪽·오른쪽 화살표 키로 한 단계씩 "
    "뒤로·앞으로 갑니다.",
    "playback-help-touch": "아래 버튼으로 이동을 하나씩 넘겨 보세요.",
    "your-turn": "직접 풀어 보세요",
    "your-turn-why": "타일을 밀어 목표 모양을 만드세요.",
    "to-go-searching": "목표까지 적어도 이동 {moves} 남음(가장 짧은 풀이를 찾는 중…).",
    "play-solved": "풀었습니다!",
    "play-solved-why": "'되돌리기'나 '처음으로'를 눌러 다시 해 보세요.",
    "move-of": "{total:,}번 중 {done:,}번째 이동.",
    "move-of-tile": "{total:,}번 중 {done:,}번째 이동: 타일 {tile}이 {way} 움직입니다.",
    "move-of-goal": "{total:,}번 중 {done:,}번째 이동: 타일 {tile}이 {way} "
    "움직여 목표에 도달했습니다.",
    "move-of-goal-jump": "{total:,}번 중 {done:,}번째 이동: 목표에 도달했습니다.",
    "moves-made": "이동 {moves}.",
    "moves-made-tile": "이동 {moves}: 타일 {tile}이 {way} 움직였습니다.",
    "solved-in": "이동 {moves} 만에 풀었습니다!",
    "solved-first": "이동 {moves} 만에 풀었습니다. 시간 {time}. 이 기기에 최고 기록으로 "
    "저장했습니다.",
    "solved-new-best": "이동 {moves} 만에 풀었습니다. 시간 {time}. 이 기기의 새 최고 "
    "기록입니다. 이전 기록: 이동 {best_moves}, 시간 {best_time}.",
    "solved-not-best": "이동 {moves} 만에 풀었습니다. 시간 {time}. 최고 기록: 이동 "
    "{best_moves}, 시간 {best_time}.",
    "best-kept": "이 기기의 최고 기록: 이동 {best_moves}, 시간 {best_time}.",
    "cannot-move": "{error}.",
    "stage-label": "{rows}행 {cols}열 보드.",
    "picture-unreadable": (
        "이 파일은 브라우저가 보여 줄 수 있는 이미지가 아닙니다. 다른 파일을 고르세요."
    ),
    "stage-too-large": "{rows}×{cols} 보드는 너무 커서 그릴 수 없지만, 이동은 계속 셉니다.",
    "tile-moves": "빈칸으로 민 타일: {moves}",
    "blank-moves": "빈칸의 이동(U, D, L, R: 빈칸이 가는 방향): {moves}",
    "moves-copied": "이동을 복사했습니다.",
    "moves-not-copied": "복사하지 못했습니다. 아래에 선택된 이동을 직접 복사하세요.",
    # The ways a tile slides, on the screen
    "way-up": "위로",
    "way-down": "아래로",
    "way-left": "왼쪽으로",
    "way-right": "오른쪽으로",
    # The rule that decided (Verdict.rule), short, for the facts line
    "rule-single-line": "한 행 또는 한 열",
    "rule-odd-width": "너비가 홀수",
    "rule-even-width": "너비가 짝수",
    # Playback's run button
    "run-play": "재생",
    "run-pause": "일시 정지",
    # The 3-cycle on the board (page.proof)
    "cycle-caption": "지금 보드에서 표시된 타일 {a}, {b}, {c}는 빈칸과 함께 {rows}×{cols} "
    "영역 안에 있습니다. {moves} 움직이면 이 세 타일이 한 칸씩 돌아갑니다(3-순환).",
    "cycle-result": "끝나면 {a}는 {b}의 자리에, {b}는 {c}의 자리에, {c}는 {a}의 자리에 오고, "
    "빈칸과 나머지 타일은 모두 제자리로 돌아옵니다.",
    "cycle-start": "재생을 누르거나 한 단계씩 넘겨 보세요. 빈칸이 세 타일을 모으고, 돌리고, 왔던 "
    "길로 돌아갑니다.",
    "cycle-gather": "{total:,}번 중 {done:,}번째 이동: 빈칸이 세 타일을 곁으로 모아 2×2 "
    "정사각형을 만듭니다.",
    "cycle-turn": "{total:,}번 중 {done:,}번째 이동: 빈칸이 정사각형을 한 바퀴 돌고, 세 타일이 "
    "한 칸씩 돌아갑니다.",
    "cycle-undo": "{total:,}번 중 {done:,}번째 이동: 빈칸이 왔던 길을 되짚어 갑니다.",
    "cycle-done": "{total:,}번 중 {done:,}번째 이동: 끝. 타일 {a}, {b}, {c}만 한 칸씩 "
    "옮겨 갔습니다.",
    # The why (page.why_view): the swap's undo note.
    "replaced-by-swap": "타일을 맞바꾼 보드가 입력한 내용을 대신했습니다.",
    "grid-picked": "{tile}번 타일을 골랐습니다. 화살표 키로 다른 타일로 옮겨 스페이스바나 Enter를 "
    "누르면 맞바꾸고, Esc를 누르면 취소합니다.",
    "grid-swapped": "{a}번 타일과 {b}번 타일을 맞바꿨습니다.",
    "grid-cancelled": "맞바꾸기를 취소했습니다.",
    "grid-resized": "이제 {rows}×{cols} 보드입니다.",
    "replaced-by-resize": "모양을 바꾼 보드가 입력한 내용을 대신했습니다.",
    "grid-typed": "{number} 입력: Enter를 누르면 그 타일을 이 칸에 놓고(0은 빈칸), Esc를 누르면 "
    "취소합니다.",
    "grid-already": "{tile}번 타일은 이미 이 칸에 있습니다.",
    "grid-blank-swapped": "빈칸과 {tile}번 타일을 맞바꿨습니다.",
    "replaced-by-turn": "돌리거나 뒤집은 보드가 입력한 내용을 대신했습니다.",
    "held-info": "텍스트가 너무 길어서(총 {chars}) 상자에는 첫 몇 줄만 보입니다. 전체 텍스트는 "
    "보관되어 검사됩니다. 상자를 고치면 전체 텍스트가 바뀌며, “입력한 내용 되돌리기”로 다시 "
    "가져올 수 있습니다.",
    "replaced-by-edit": "고친 내용이 긴 텍스트를 대신했습니다.",
    "held-copied": "전체 텍스트를 복사했습니다.",
    "held-not-copied": "복사하지 못했습니다. “상자에서 전체 편집”으로 전체 텍스트를 상자에 넣은 "
    "뒤 거기서 복사하세요.",
    # Links (page.navigation): a goal a link names that the page cannot use; typing over its board.
    "goal-unknown": "링크에 이 페이지가 모르는 목표(“{goal}”)가 들어 있어서 기본 목표를 씁니다.",
    "goal-custom-missing": "링크가 직접 입력한 목표를 가리키지만 목표 보드가 들어 있지 않아서 "
    "기본 목표를 씁니다.",
    "typed-over-link": "입력한 내용이 링크의 보드를 대신했습니다.",
    "restore-link": "링크의 보드 되돌리기",
    # The Copy as menu's choices (slidepuzzle.COPY_STYLES), filled in by the page
    "style-plain": "행마다 한 줄",
    "style-line": "한 줄",
    "style-json": "JSON",
    "style-python": "Python",
    "style-c": "C/C++",
    "style-java": "Java",
    "style-javascript": "JavaScript",
    "style-markdown": "Markdown 표",
    "style-latex": "LaTeX pmatrix",
    "style-cstimer": "cstimer 문자열",
    "style-tatham": "Tatham 게임 ID",
    "style-hex": "16진수 문자열(4×4)",
    "style-letters": "문자 표기(16칸 이하)",
}

PAGE: dict[str, str] = {
    "title": "슬라이딩 퍼즐: 이 보드는 풀 수 있을까?",
    "description": "크기와 상관없이 슬라이딩 퍼즐 보드를 붙여 넣거나 섞어서, 풀 수 있는지와 "
    "그 이유를 확인하세요.",
    "heading": "슬라이딩 퍼즐: 이 보드는 풀 수 있을까?",
    "lede": "어떤 모양이든(8퍼즐, 15퍼즐, 행과 열의 수는 자유) 슬라이딩 퍼즐 보드를 붙여 넣거나 "
    "입력하면, 타일을 밀어 목표 모양을 만들 수 있는지와 그 이유를 바로 알려 줍니다.",
    "language": "언어",
    "app": "슬라이딩 퍼즐 검사기",
    "input-heading": "보드와 옵션",
    "board": "보드",
    "board-placeholder": "여기에 보드를 입력하거나 붙여 넣으세요: 한 줄에 한 행",
    "restore": "입력한 내용 되돌리기",
    "held-copy": "전체 텍스트 복사",
    "held-show": "상자에서 전체 편집(느림)",
    "board-help-summary": "보드 쓰는 법",
    "board-help": "한 줄에 한 행씩, 값은 공백이나 쉼표로 구분합니다(JSON 리스트, 코드의 배열, "
    "표, 스프레드시트 셀도 됩니다. 빈 줄로 나눈 여러 보드는 하나씩 확인합니다). 빈칸은 "
    "다음 중 하나로 씁니다: {codes}.",
    "largest-blank": "가장 큰 수가 빈칸",
    "goal": "목표",
    "goal-blank-last": "빈칸이 맨 끝(1 2 3 … _)",
    "goal-blank-first": "빈칸이 맨 앞(_ 1 2 …)",
    "goal-spiral": "나선형(시계 방향, 빈칸은 가운데)",
    "goal-custom": "목표 보드 직접 입력…",
    "goal-board": "목표 보드",
    "goal-help": "보드의 빈칸이 가장 큰 수일 때도, 목표의 빈칸은 언제나 다음 중 "
    "하나입니다: {codes}.",
    "result-heading": "판정",
    "batch-heading": "붙여 넣은 보드들",
    "batch-board": "보드",
    "batch-shape-heading": "크기",
    "batch-verdict": "판정",
    "batch-numbers": "판정 근거",
    "batch-optimal-heading": "최소 이동 수",
    "batch-link": "따로 열기",
    "download-csv": "CSV 내려받기",
    "reading-heading": "읽는 순서대로 본 타일",
    "show-pairs": "반전 쌍 보기",
    "solve-heading": "풀기와 직접 하기",
    "solve": "풀기",
    "stop": "중지",
    "time-limit": "시간 제한(초)",
    "play": "직접 풀기",
    "stage": "퍼즐 보드",
    "playback": "재생",
    "first": "처음",
    "back": "이전",
    "forward": "다음",
    "last": "끝",
    "speed": "속도",
    "moves-heading": "이동 목록",
    "tile-moves-label": "빈칸으로 민 타일:",
    "blank-moves-label": "빈칸의 이동(U, D, L, R: 빈칸이 가는 방향. U는 빈칸을 위로 "
    "옮기고, 그 위의 타일을 아래로 밉니다):",
    "copy-moves": "이동 복사",
    "moves-text": "복사할 이동",
    "your-moves": "내 이동",
    "undo": "되돌리기",
    "time": "시간:",
    "hint": "힌트",
    "turn-board": "보드 돌리기",
    "rotate": "회전",
    "flip": "뒤집기",
    "transpose": "전치",
    "grid-help": "타일을 다른 타일 위로 끌어다 놓거나, 한 타일에서 스페이스바를 누르고 화살표 키로 "
    "다른 타일로 옮겨 스페이스바를 다시 누르면 두 타일을 맞바꿉니다. 타일에서 "
    "다른 타일의 번호를 입력하고 Enter를 누르면 그 타일을 그 자리에 놓습니다.",
    "grid-shape": "보드의 행과 열",
    "grid-rows": "보드 행",
    "grid-cols": "보드 열",
    "resize": "행×열 정하기",
    "reset": "처음으로",
    "options-heading": "예제, 섞기, 공유",
    "examples": "풀이 예제",
    "choose-example": "예제를 고르세요…",
    "shuffle": "섞기",
    "rows": "행",
    "cols": "열",
    "seed": "시드",
    "seed-placeholder": "무작위",
    "kind": "종류",
    "kind-solvable": "풀 수 있음",
    "kind-unsolvable": "풀 수 없음",
    "blank-place": "빈칸",
    "blank-anywhere": "아무 곳",
    "blank-goal": "목표 위치에",
    "difficulty": "난이도",
    "difficulty-any": "제한 없음",
    "difficulty-exactly": "정확히 N번 이동",
    "difficulty-between": "a번에서 b번 이동 사이",
    "moves-low": "이동 횟수(N 또는 a)",
    "moves-high": "b번까지",
    "difficulty-help": (
        "보드에서 목표까지 필요한 최소 이동 횟수입니다. 가장 어려운 보드는 2×2: 6번, 2×3: "
        "21번, 2×4: 36번, 3×3: 31번, 2×5: 55번, 3×4: 53번, 4×4: 80번이 필요합니다(목표의 "
        "빈칸이 구석에 있을 때). 10칸 이하는 고르게 뽑습니다. 11~16칸은 풀이 엔진이 "
        "백그라운드에서 뽑는데, 그런 보드가 흔하면 고르게, 아니면 목표에서 무작위로 "
        "움직여 뽑습니다(그렇다고 "
        "알려 줍니다)."
    ),
    "board-count": "보드 수",
    "make-boards": "보드 만들기",
    "make-help": "레벨 묶음: 이 설정으로 그만큼의 보드를 만듭니다(k번째 보드의 시드는 시드 + "
    "k - 1). 최소 이동 수와 함께 표로 보여 주고 CSV로 내려받을 수 있습니다.",
    "share": "공유",
    "copy-link": "링크 복사",
    "share-link": "이 보드의 링크",
    "read-as": "다르게 읽기",
    "copy-style": "보드 복사 형식",
    "copy-board": "보드 복사",
    "board-copy-text": "복사할 보드",
    "update": "새 버전이 준비되었습니다 —",
    "reload": "새로 고침",
    "footer": "모든 계산은 브라우저 안에서 Python(Pyodide 위의 PyScript)으로 이루어지며, 어떤 "
    "데이터도 밖으로 보내지 않습니다.",
    # The why: the swap, the invariant under the board, the proof both ways.
    "swap-them": "맞바꾸기",
    "show-invariant": "보드 아래에 불변량 보이기",
    # Picture mode on the stage.
    "picture": "그림",
    "picture-numbers": "숫자",
    "picture-built-in": "기본 그림",
    "picture-own": "내 그림…",
    "picture-file": "내 그림(이 기기를 떠나지 않습니다)",
    "show-numbers": "숫자 보이기",
    "proof": "증명: 두 방향",
    "why-no-heading": "다른 보드는 왜 풀 수 없는가",
    "why-no-text": "어떤 이동도 이 합들의 홀짝성을 바꾸지 않으므로, 홀짝성이 목표와 다른 보드는 "
    "결코 목표에 도달하지 못합니다. 두 가지 방법으로 이 보드를 세면 다음과 같습니다.",
    "why-yes-heading": "홀짝성이 맞는 보드는 왜 모두 풀 수 있는가",
    "why-yes-text": "2×3 영역 안에서는 빈칸을 제자리로 돌려놓으면서 세 타일 A, B, C만 한 칸씩 "
    "돌릴 수 있습니다(3-순환). 어떤 세 타일이든 이런 영역으로 모아서 돌린 다음, 모을 때의 "
    "이동을 거꾸로 되돌리면 그 세 타일만 자리가 바뀝니다. 3-순환을 두 번 하면 두 쌍을 맞바꿀 수 "
    "있고(호환 두 개), 모든 짝순열은 짝수 개의 호환의 곱입니다. "
    "그러므로 홀짝성이 목표와 같은 보드는 "
    "모두 목표에 도달합니다. '풀기'를 누르면 이 보드의 풀이를 한 단계씩 보여 줍니다.",
    "cycle-controls": "3-순환",
    "cycle-solve": "이 보드의 풀이를 한 단계씩 보기",
}

EXAMPLE_NAMES: dict[str, str] = {
    "example: 15-puzzle, 49 inversions, blank on row 2": (
        "15퍼즐, 반전 49개, 빈칸은 아래에서 2번째 행"
    ),
    "example: 15-puzzle, 41 inversions, blank on row 2": (
        "15퍼즐, 반전 41개, 빈칸은 아래에서 2번째 행"
    ),
    "example: 15-puzzle, 62 inversions, blank on row 3": (
        "15퍼즐, 반전 62개, 빈칸은 아래에서 3번째 행"
    ),
    "example: 15-puzzle, 56 inversions, blank on row 2": (
        "15퍼즐, 반전 56개, 빈칸은 아래에서 2번째 행"
    ),
    "example: 8-puzzle, 10 inversions": "8퍼즐, 반전 10개",
    "example: one inversion: 2 1 3 ... 15 X": "반전 1개: 2 1 3 ... 15 X",
    "example: six inversions: 2 1 3 4 8 6 7 5 ... X": "반전 6개: 2 1 3 4 8 6 7 5 ... X",
    "example: 15-puzzle solved": "다 맞춘 15퍼즐",
    "example: 3 x 2, two swaps (1 2 and 3 4)": "3×2, 두 번 맞바꿈(1 2와 3 4)",
    "example: 6 x 6, blank kept in place (largest is blank)": (
        "6×6, 빈칸은 제자리(가장 큰 수가 빈칸)"
    ),
    "example: 6 x 6, blank anywhere (largest is blank)": ("6×6, 빈칸은 아무 곳(가장 큰 수가 빈칸)"),
}
"""The worked examples' names (``slidepuzzle.EXAMPLES``), keyed as ``wording.example_key`` says."""

ALL: dict[str, str] = TEXTS | PAGE | EXAMPLE_NAMES
"""Every template by key: what the catalogue holds."""
