"""The core's words in Korean: see ``slidepuzzle/locales/__init__.py``."""

ERRORS: dict[str, str] = {
    # How a message is put together from its parts, and the parts shared by many messages
    "placed": "{place}: {message}",
    "hinted": "{message}. {hint}",
    "quoting": "{message}: {text!r}",
    "cell": "{row}행 {column}열",
    "the-blank": "빈칸",
    "list-comma": ", ",
    "list-and": " 및 ",
    "list-more": "{items} 외 {more}개",
    "rows": "행 수",
    "cols": "열 수",
    # Places: a board of several, a list in code, a move
    "at-board": "{board}번째 보드({line}번째 줄)",
    "at-list": "{format}, {line}번째 줄의 목록",
    "at-move": "{move}번째 이동",
    # The text as a whole
    "not-text": "보드는 텍스트로 주어야 합니다. 입력값: {type}",
    "empty-text": "보드 없음: 텍스트가 비어 있습니다",
    "only-comments": "보드 없음: 텍스트에 주석만 있습니다",
    "hex-too-large": (
        "16진수 문자열은 16칸 이하의 보드만 적을 수 있습니다. 이 보드는 {cells}칸입니다"
    ),
    "letters-too-large": (
        "문자 표기는 16칸 이하의 보드만 적을 수 있습니다. 이 보드는 {cells}칸입니다"
    ),
    "hex-shape": "16진수 문자열은 4×4 보드만 적을 수 있습니다. 이 보드는 {rows}×{cols}입니다",
    "letters-shape": (
        "문자 표기는 2×2 이상, 16칸 이하의 보드만 적을 수 있습니다. 이 보드는 {rows}×{cols}입니다"
    ),
    "calendar": "보드 없음: 퍼즐이 아니라 달력입니다(요일 이름 아래에 날짜)",
    "tatham-save-game": "저장 파일이 Fifteen이 아니라 {game!r}의 것입니다",
    "tatham-save-move": (
        "저장 파일의 이동 {move!r}: 빈칸을 같은 행이나 열을 따라 옮기는 이동이 아닙니다"
    ),
    "text-too-long": (
        "텍스트가 {chars:,}자입니다. 최대 {most:,}자까지 읽습니다"
        "(보드는 최대 {cells:,}칸, 2000×2000)"
    ),
    "too-many-lines": "텍스트가 {lines:,}줄입니다. 최대 {most:,}줄까지 처리합니다(2000×2000)",
    "several-boards": (
        "{boards}를 찾았습니다({shown}). 하나만 붙여 넣거나, 모두 한꺼번에 검사하세요"
    ),
    "line-board": "{line}번째 줄: {rows}×{cols}",
    "line-no-board": "{line}번째 줄: 보드 아님",
    # Brackets and code
    "empty-brackets": "보드 없음: 괄호 안에 값이 없습니다",
    "no-literal": "코드에서 보드를 찾지 못했습니다: {example} 같은 숫자 목록이 없습니다",
    "unbalanced-close": (
        "괄호 짝이 맞지 않습니다: {at}번째 문자의 닫는 괄호({token!r})가 "
        "여는 괄호({opening!r})와 짝이 아닙니다"
    ),
    "unbalanced-stray": (
        "괄호 짝이 맞지 않습니다: {at}번째 문자의 닫는 괄호({token!r})에 맞는 여는 괄호가 없습니다"
    ),
    "unbalanced-open": "괄호 짝이 맞지 않습니다: 닫히지 않은 괄호가 {count}개 있습니다",
    "no-board-in-text-one": (
        "보드를 찾지 못했습니다: 숫자로 된 행이 없습니다({lines}번째 줄은 글입니다)"
    ),
    "no-board-in-text-many": (
        "보드를 찾지 못했습니다: 숫자로 된 행이 없습니다({lines}번째 줄은 글입니다)"
    ),
    "shape-asked": "요청한 모양({rows}×{cols})이 보드의 값 개수({cells})와 맞지 않습니다",
    "given-size": "주어진 크기({rows}×{cols})가 주어진 타일 수({cells}개)와 맞지 않습니다",
    "size-line-mismatch": (
        "{line}번째 줄({text!r})에 적힌 크기는 {rows}×{cols}이지만, 이어지는 것은 "
        "값 {got_cols}개짜리 행 {got_rows}개입니다"
    ),
    "text-before-brackets": "첫 괄호 앞에 뜻밖의 텍스트({text!r})가 있습니다",
    "text-after-brackets": "닫는 괄호 뒤에 뜻밖의 텍스트({text!r})가 있습니다",
    "nested-too-deep": (
        "{line}번째 줄의 괄호가 {depth}겹으로 겹쳐 있습니다: 보드는 괄호로 묶은 행들이고"
        "([[1, 2], [3, 0]]), 보드 목록은 한 겹 더 묶습니다"
    ),
    "rows-in-rows": (
        "행마다 [[1, 2], [3, 0]]처럼 괄호로 묶어야 합니다. {row}행의 괄호 안에 또 괄호가 있습니다"
    ),
    "values-beside-rows": (
        "행마다 [[1, 2], [3, 0]]처럼 괄호로 묶어야 합니다. {row}행 앞에 괄호 밖의 값({found!r})이 "
        "있습니다"
    ),
    # The shape
    "no-values": "보드 없음: 값이 없습니다",
    "no-rows": "보드에는 행이 하나 이상 있어야 하는데, 하나도 없습니다",
    "not-whole-size": "{name}는 정수여야 합니다. 입력값: {value}",
    "size-below-one": "{name}는 1 이상이어야 합니다. 입력값: {value}",
    "one-cell": "보드에는 칸이 2개 이상 있어야 하는데, {rows}×{cols} 보드는 1칸입니다",
    "too-many-cells": (
        "{rows}×{cols} 보드는 {cells:,}칸입니다. 최대 {most:,}칸까지 처리합니다(2000×2000)"
    ),
    "too-many-values": "값이 {cells:,}개입니다. 최대 {most:,}개까지 처리합니다(2000×2000)",
    "picture-size": "그림의 너비와 높이는 0보다 커야 하는데, {width}×{height}가 주어졌습니다",
    "no-such-cell": "{rows}×{cols} 보드에는 {cell}번 칸이 없습니다. 칸 번호는 읽는 순서로 0부터 "
    "{last}까지입니다",
    "cells-and-tiles": "{rows}×{cols} 보드는 {cells}칸인데, 타일이 {tiles}개 주어졌습니다",
    "ragged-rows": (
        "모든 행의 길이가 같아야 합니다. {row}행에는 {length}가 있고 1행에는 {cols}개가 "
        "있습니다(행 길이: {lengths})"
    ),
    "hint-empty-cell": "빈칸을 비워 둔 셀로 나타냈다면 _ 또는 0으로 쓰세요",
    "hint-nothing-between": "{cell}이 비어 있습니다: 두 구분자 사이에 아무것도 없습니다",
    # The values
    "token-at": "{cell}의 값 {token!r}({line!r} 줄)",
    "token-at-value": "{cell}의 값 {token!r}({line!r} 줄의 {value}번째 값)",
    "negative": "{where}: 음수입니다. 타일 번호는 1부터이고 빈칸은 0입니다",
    "minus-zero": "{where}: 0 앞에 빼기 부호가 있습니다. 빈칸은 0으로, 타일은 1부터 쓰세요",
    "not-whole": "{where}: 정수가 아닙니다. 타일 번호는 숫자로만 쓰세요",
    "not-a-tile": "{where}: 타일 번호가 아닙니다(정수나 빈칸 표시 {blanks} 중 하나를 쓰세요)",
    "blank-but-largest": "{where}: 빈칸 표시이지만, 여기서는 가장 큰 수가 빈칸입니다",
    "far-too-large": ("{where}: 타일 번호로는 너무 큽니다({digits}. 보드는 최대 {most:,}칸입니다)"),
    "empty-cells": (
        "{empty}({cells}): 비워 둘 수 있는 셀은 빈칸 자리 하나뿐입니다. 두 구분자 사이를 "
        "비워 두지 마세요"
    ),
    "empty-but-largest": (
        "{cell}이 비어 있지만, 여기서는 가장 큰 수가 빈칸입니다: 값을 채워 넣으세요"
    ),
    "negative-tile": "{cell}의 타일 번호가 음수입니다: {token}",
    "tile-not-whole": "{cell}의 타일 번호가 정수가 아닙니다: {value}",
    # The tiles
    "out-of-range": (
        "{cell}의 타일 번호가 범위를 벗어났습니다({tile}): {cells}칸 보드의 번호는 "
        "{low}부터 {high}까지입니다. 빠진 번호: {missing}"
    ),
    "tile-twice": (
        "같은 타일 번호가 두 번 나옵니다({tile}): {first}과 {cell}. 빠진 번호: {missing}"
    ),
    "two-blanks": "빈칸이 두 개입니다: {first}과 {cell}. 빠진 번호: {missing}",
    "empty-and-blank": (
        "빈칸이 두 개입니다: {cell}이 비어 있고, {other}에도 빈칸이 적혀 있습니다. "
        "빈 셀을 채우거나 빈칸을 한 번만 쓰세요"
    ),
    "hint-no-blank": (
        "빈칸이 적혀 있지 않으므로(0이나 _가 없음) 번호는 1부터 {size}까지여야 하고, "
        "빈칸은 가장 큰 수({size})입니다"
    ),
    # The goal
    "goal-type": (
        "목표는 Board이거나 {names} 중 하나여야 합니다. 입력값: {type} {value}"
        "(적어 둔 목표는 parse_board로 읽으세요)"
    ),
    "goal-shape": "목표는 {goal_rows}×{goal_cols}인데 보드는 {rows}×{cols}입니다",
    "unknown-goal": "알 수 없는 목표 {goal!r}: 보드이거나 {names} 중 하나여야 합니다",
    # Moves
    "not-next-to-blank": "타일 {tile}은 빈칸({blank}) 옆에 있지 않습니다",
    "no-such-tile": "{rows}×{cols} 보드에 없는 타일입니다: {value}",
    "not-in-line": "타일 {tile}은 빈칸({blank})과 같은 행에도 같은 열에도 있지 않습니다",
    "not-towards-blank": "타일 {tile}은 빈칸({blank}) 쪽으로만 움직입니다",
    "not-a-tile-here": "이 보드의 타일(1~{largest})이 아닙니다: {value}",
    "off-the-edge": (
        "빈칸은 보드 가장자리인 {blank}에서 {direction}({way}) 방향으로 움직일 수 없습니다"
    ),
    "blank-goes-up": "위",
    "blank-goes-down": "아래",
    "blank-goes-left": "왼쪽",
    "blank-goes-right": "오른쪽",
    "not-a-direction": "U, D, L, R 중 하나가 아닙니다: {value}",
    "not-a-direction-mixed": (
        "U, D, L, R 중 하나가 아닙니다: {token!r}(빈칸의 이동으로 쓰기 시작했으므로 모든 "
        "이동을 그렇게 써야 합니다)"
    ),
    "not-a-tile-number-mixed": (
        "타일 번호가 아닙니다: {token!r}(타일 번호로 쓰기 시작했으므로 모든 이동을 그렇게 "
        "써야 합니다)"
    ),
    # Requests: shuffling, solving
    "always-solvable": (
        "{rows}×{cols} 보드는 언제나 풀 수 있습니다: 타일이 하나뿐이라 순서가 어긋날 수 없습니다"
    ),
    "time-limit": "time_limit은 0보다 큰 초 단위 값이어야 합니다. 입력값: {value}",
    "too-big-to-solve": (
        "{rows}×{cols} 보드는 너무 커서 풀지 않습니다: 수백만 번 움직여야 합니다. "
        "칸 수 × (행 수 + 열 수)가 {most:,} 이하인 보드까지 풉니다(60×60, 2×500)"
    ),
    # Graded shuffles: boards needing a number of moves
    "moves-value": (
        "moves는 이동 횟수(0 이상의 정수)이거나 0 <= lo <= hi인 범위(lo, hi)여야 합니다. "
        "입력값: {value}"
    ),
    "moves-and-verdict": (
        "이동 횟수를 정한 보드는 늘 풀 수 있고 빈칸은 어디에나 올 수 있습니다. moves는 "
        "solvable=False나 fixed_blank와 함께 쓸 수 없습니다"
    ),
    "moves-too-big": (
        "이동 횟수를 정한 보드는 {most}칸까지만 만듭니다. {rows}×{cols} 보드는 {cells}칸입니다"
    ),
    "moves-beyond": (
        "이 목표까지 {band}이 필요한 {rows}×{cols} 보드는 없습니다. "
        "가장 어려운 보드도 {most}이면 충분합니다"
    ),
    "moves-band": "이동 {lo}~{hi}",
    "moves-timeout": (
        "주어진 시간 안에 {band}이 필요한 {rows}×{cols} 보드를 찾지 못했습니다"
        "({boards} 시도). 흔한 길이에서 이만큼 벗어난 보드는 드뭅니다. 흔한 길이에 더 가까운 "
        "범위를 고르세요"
    ),
    # Pattern table files
    "table-not-a-file": "패턴 테이블 파일이 아닙니다: 시작 부분이 {start}입니다",
    "table-damaged": "손상된 패턴 테이블 파일입니다: {why}",
    "table-checksum": "손상된 패턴 테이블 파일입니다: 체크섬이 맞지 않습니다",
    "table-version": "이 버전에서 쓸 수 없는 {rows}×{cols}용 패턴 테이블입니다",
    "table-size": (
        "손상된 패턴 테이블 파일입니다: 크기가 {want:,}바이트가 아니라 {size:,}바이트입니다"
    ),
}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {
    # The verdict's explanation (slidepuzzle.rule.explain), whole sentences per case.
    "single-row": "보드가 한 행({rows}×{cols})뿐입니다. 빈칸은 이 행을 따라서만 움직일 수 "
    "있으므로 타일들은 서로를 지나칠 수 없고, 순서도 바뀌지 않습니다.",
    "single-column": "보드가 한 열({rows}×{cols})뿐입니다. 빈칸은 이 열을 따라서만 움직일 "
    "수 있으므로 타일들은 서로를 지나칠 수 없고, 순서도 바뀌지 않습니다.",
    "single-line-solvable": "빈칸을 빼고 읽으면 타일이 이미 목표와 같은 순서이므로, 빈칸을 "
    "목표 칸까지 옮기기만 하면 됩니다. 풀 수 있습니다.",
    "single-line-unsolvable": "빈칸을 빼고 읽으면 타일은 {tiles}이고, 목표는 {goal_tiles}"
    "입니다. 처음으로 다른 곳은 {place}번째 자리로, 이 보드는 {tile}, 목표는 {goal_tile}입니다. "
    "한 줄에 놓인 타일은 서로를 지나칠 수 없으므로 이 보드는 목표에 도달할 수 없습니다. 풀 수 "
    "없습니다.",
    "odd-width": "홀수 너비 규칙: 보드의 너비는 {cols}이며 홀수입니다. 좌우 이동은 "
    "반전 수를 바꾸지 않고, 상하 이동은 "
    "타일이 {others}를 건너뛰게 하는데 이는 짝수이므로 반전 수의 홀짝성은 바뀌지 "
    "않습니다. 목표의 반전 수는 0(짝수)이므로 반전 수가 짝수인 "
    "보드만 목표에 도달할 수 있습니다.",
    "inversions-even": "빈칸을 빼고 타일을 읽는 순서대로 늘어놓으면 {inversions}가 있고(a가 "
    "b보다 앞에 있지만 a > b인 쌍), 이는 짝수입니다.",
    "inversions-none": "빈칸을 빼고 타일을 읽는 순서대로 늘어놓으면 반전(a가 b보다 "
    "앞에 있지만 a > b인 쌍)이 하나도 없습니다. 0은 짝수입니다.",
    "inversions-odd": "빈칸을 빼고 타일을 읽는 순서대로 늘어놓으면 {inversions}가 있고(a가 "
    "b보다 앞에 있지만 a > b인 쌍), 이는 홀수입니다.",
    "odd-width-blank-row": "(빈칸은 아래에서 {row}번째 행에 있지만, 너비가 홀수이면 빈칸의 "
    "행은 상관없습니다.)",
    "odd-width-solvable": "따라서 이 보드는 풀 수 있습니다.",
    "odd-width-unsolvable": "따라서 이 보드는 풀 수 없습니다.",
    "even-width": "짝수 너비 규칙: 보드의 너비는 {cols}이며 짝수입니다. 상하 이동은 "
    "타일이 {others}를 건너뛰게 하는데 이는 홀수이므로 반전 수의 홀짝성이 바뀝니다. 이때 빈칸은 "
    "한 행 위나 아래로 가므로 빈칸이 아래에서 몇 번째 행에 있는지도 홀짝성이 바뀝니다. 둘이 함께 "
    "바뀌므로 '반전 수 + 빈칸의 행 번호'의 홀짝성은 변하지 않습니다.",
    "even-width-goal-even": "목표는 반전이 0개이고 빈칸이 아래에서 {goal_row}번째 행에 "
    "있으므로 0 + {goal_row} = {goal_row}로 짝수입니다.",
    "even-width-goal-odd": "목표는 반전이 0개이고 빈칸이 아래에서 {goal_row}번째 행에 "
    "있으므로 0 + {goal_row} = {goal_row}로 홀수입니다.",
    "inversions-goal-order": "목표는 {goal}입니다. 반전은 목표의 순서를 기준으로 세며, "
    "목표의 타일도 같은 "
    "방식으로 읽습니다.",
    "inversions-goal-even": "빈칸을 빼고 타일을 읽는 순서대로 늘어놓으면 {inversions}가 "
    "있고(목표와 순서가 반대인 쌍), 이는 짝수입니다.",
    "inversions-goal-odd": "빈칸을 빼고 타일을 읽는 순서대로 늘어놓으면 {inversions}가 "
    "있고(목표와 순서가 반대인 쌍), 이는 홀수입니다.",
    "inversions-goal-none": "빈칸을 빼고 타일을 읽는 순서대로 늘어놓으면 반전(목표와 순서가 "
    "반대인 쌍)이 하나도 없습니다. 0은 짝수입니다.",
    "blank-row-even": "빈칸은 아래에서 {row}번째 행(짝수)에 있습니다.",
    "blank-row-odd": "빈칸은 아래에서 {row}번째 행(홀수)에 있습니다.",
    "even-width-even-solvable": "{count} + {row} = {total}, 목표와 같은 짝수이므로 이 보드는 "
    "풀 수 있습니다.",
    "even-width-even-unsolvable": "{count} + {row} = {total}, 목표와 달리 짝수이므로 이 보드는 "
    "풀 수 없습니다.",
    "even-width-odd-solvable": "{count} + {row} = {total}, 목표와 같은 홀수이므로 이 보드는 "
    "풀 수 있습니다.",
    "even-width-odd-unsolvable": "{count} + {row} = {total}, 목표와 달리 홀수이므로 이 보드는 "
    "풀 수 없습니다.",
    # The goals, by name.
    "goal-blank-first": "빈칸이 맨 앞",
    "goal-spiral": "나선형",
    "goal-custom": "직접 입력한 목표",
    # The rules: their names and what each says (slidepuzzle.RULES).
    "rule-name-single-line": "한 줄",
    "rule-name-odd-width": "홀수 너비",
    "rule-name-even-width": "짝수 너비",
    "rule-single-line": "한 행 또는 한 열: 타일이 서로를 지나칠 수 없으므로 이미 목표의 순서대로 "
    "있어야 합니다",
    "rule-odd-width": "홀수 너비: 목표의 순서를 기준으로 센 반전 수가 짝수이면 풀 수 있고, "
    "홀수이면 풀 수 없습니다",
    "rule-even-width": "짝수 너비: 목표의 순서를 기준으로 센 반전 수와, 빈칸이 아래에서 몇 번째 "
    "행에 있는지의 합이 목표의 빈칸 행과 홀짝성이 같으면 풀 수 있고(기본 목표에서는 홀수), "
    "다르면 풀 수 없습니다",
    # The numbers a rule decided by, in a line (slidepuzzle.batch.deciding_numbers).
    "deciding-in-order": "타일이 목표의 순서대로",
    "deciding-out-of-order": "타일의 순서가 다름",
    "deciding-odd-width": "{inversions}",
    "deciding-even-width": "{inversions}, 빈칸은 아래에서 {row}번째 행",
    # How a text was read (slidepuzzle.parse: Note.message, describe, format_name).
    "note-no-blank": "빈칸이 적혀 있지 않아 가장 큰 수({number})를 빈칸으로 봅니다",
    "note-empty-cell": "빈 셀({row}행 {column}열)을 빈칸으로 봅니다",
    "note-square-line": (
        "값 {values}개로 된 한 줄을 {side}×{side} 보드로 읽습니다"
        "(1×{values} 등 다른 모양으로 읽게 할 수도 있습니다)"
    ),
    "note-one-row": (
        "값 {number}개로 된 한 줄을 1×{number} 보드로 읽습니다"
        "({rows}×{cols} 등 다른 모양으로 읽게 할 수도 있습니다)"
    ),
    "note-stacked": "위아래로 이어 쓴 {boards}를 하나씩 읽습니다",
    "note-joined": "빈 줄로 나뉜 {blocks}를 보드 하나로 읽습니다",
    "note-skipped-one": "{lines}번째 줄은 글이라 건너뜁니다",
    "note-skipped-many": "{lines}번째 줄은 글이라 건너뜁니다",
    "note-code-one": "{lines}번째 줄은 프로그램 코드라 건너뜁니다",
    "note-code-many": "{lines}번째 줄은 프로그램 코드라 건너뜁니다",
    "note-output-one": "{lines}번째 줄은 예제 출력이라 건너뜁니다",
    "note-output-many": "{lines}번째 줄은 예제 출력이라 건너뜁니다",
    "note-labels-one": "{lines}번째 줄의 값 앞에 붙은 이름표를 떼어 냅니다",
    "note-labels-many": "{lines}번째 줄의 값 앞에 붙은 이름표를 떼어 냅니다",
    "note-small": "{line}번째 줄({text!r})은 값이 너무 적어 보드가 될 수 없으므로 건너뜁니다",
    "note-size-line": "{line}번째 줄({text!r})은 보드의 크기입니다: {rows}×{cols}",
    "note-count-line": "{line}번째 줄({text!r})은 보드의 개수이지 보드가 아닙니다",
    "note-given-size": "타일 옆에 적힌 크기를 씁니다: {rows}×{cols}",
    "note-line-numbers": "첫 열({text})은 줄 번호이므로 떼어 냅니다",
    "note-index": "출력된 표의 머리글 행과 인덱스 열을 떼어 냅니다",
    "note-header": "{line}번째 줄({text!r})은 표의 머리글이라 건너뜁니다",
    "note-columns-first": "값을 열부터 채웁니다(행 우선 옵션이 없을 때 R의 기본 방식)",
    "note-width-first": "게임 ID는 너비를 먼저 적습니다: 가로 {cols}칸, 세로 {rows}칸",
    "note-row-marks": "행 구분 기호: {text!r}",
    "note-line-boards": (
        "값 {values}개로 된 각 줄을 저마다 {side}×{side} 보드로 읽습니다"
        "(1×{values} 등 다른 모양으로 읽게 할 수도 있습니다)"
    ),
    "note-shape": "요청한 대로 {rows}×{cols}로 읽습니다",
    "read-from": "{source}에서 읽음: {rows}×{cols} 보드",
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
    "format-json": "JSON 객체",
    "format-r": "R 코드",
    "format-tatham": "사이먼 테이섬 퍼즐 모음의 15퍼즐 게임 ID",
    "format-html": "HTML 표",
    "format-hex": "16진수 문자열(한 자리가 타일 하나)",
    "format-letters": "문자 표기(A가 1번 타일)",
    "format-tatham-save": "사이먼 테이섬 퍼즐 모음의 15퍼즐 저장 파일",
    # How a solution was found (slidepuzzle.solve.method_name), by Solution.method.
    "method-ida*": "IDA* 탐색",
    "method-weighted": "가중치 IDA* 탐색",
    "method-beam": "패턴 테이블을 쓴 빔 탐색",
    "method-constructive": "한 행씩 맞춰 나가기",
    "method-line": "한 줄: 가는 길이 하나뿐",
    "method-none": "할 일 없음",
    "method-shortened": "가중치 탐색으로 찾은 뒤 구간마다 최단 이동으로 줄임",
    "method-reduced": "탐색으로 한 행 또는 한 열씩 맞춘 뒤 남은 작은 보드를 풂",
    # The CSV table's header and its words (slidepuzzle.batch.batch_csv).
    "csv-source": "출처",
    "csv-board": "보드",
    "csv-line": "줄",
    "csv-format": "형식",
    "csv-rows": "행 수",
    "csv-cols": "열 수",
    "csv-solvable": "풀 수 있음",
    "csv-rule": "규칙",
    "csv-inversions": "반전 수",
    "csv-blank_row_from_bottom": "빈칸의 행(아래에서)",
    "csv-goal_blank_row_from_bottom": "목표의 빈칸 행(아래에서)",
    "csv-deciding": "판정 근거",
    "csv-notes": "참고",
    "csv-error": "오류",
    "csv-tiles": "타일 배치",
    "csv-optimal_moves": "최소 이동 수",
    "csv-not-computed": "계산 안 함",
    "csv-yes": "예",
    "csv-no": "아니요",
    "csv-note-separator": " / ",
    # The command line (slidepuzzle.cli): where a board is, its line, a solution.
    "cli-board": "{source}, {board}번째 보드({line}번째 줄)",
    "cli-solvable": "{rows}×{cols}, 풀 수 있음({rule}: {deciding})",
    "cli-unsolvable": "{rows}×{cols}, 풀 수 없음({rule}: {deciding})",
    "cli-placed": "{where}: {message}",
    "cli-other-shapes": "다른 모양으로도 읽을 수 있습니다: --shape {shapes}",
    "cli-no-board": "보드를 찾지 못했습니다",
    "cli-unreadable": "파일을 읽을 수 없습니다: {why}",
    "cli-not-utf8": "파일을 읽을 수 없습니다: UTF-8 텍스트가 아닙니다({byte}번째 바이트)",
    "cli-cannot-reach": "목표에 도달할 수 없습니다. {why}",
    "cli-cannot-shuffle": "섞을 수 없습니다: {why}",
    # Notes on a solution (slidepuzzle.solve.Solution.notes) and its lower bound.
    "tables-missing": (
        "{rows}×{cols}용 패턴 테이블이 없어 더 약한 하한으로 탐색했습니다(더 느립니다)"
    ),
    "tables-unusable": (
        "{rows}×{cols}용 패턴 테이블을 쓸 수 없어({why}) 더 약한 하한으로 탐색했습니다(더 느립니다)"
    ),
    "best-so-far": "지금까지 찾은 가장 짧은 풀이: {moves}, 적어도 {bound}이 필요합니다",
    "cli-solved-bounded": (
        "{rows}×{cols}, {moves}, 최단 풀이보다 길어도 {gap}% 이내입니다"
        "(적어도 {bound}이 필요합니다. {how})"
    ),
    "cli-solved": "{rows}×{cols}, {moves}, 최적({how})",
    "cli-proven": "{how}, 최적 탐색으로 더 짧은 풀이가 없음을 확인",
    "cli-nodes": "{how}, {nodes}",
    "cli-tiles-slid": "밀어 넣은 타일: {moves}",
    "cli-blank-moves": "빈칸의 이동(빈칸이 가는 쪽): {moves}",
    # The verdict's steps, the two formulations, the fix, the invariant in play (slidepuzzle.why,
    # slidepuzzle.fix).
    "word-even": "짝수",
    "word-odd": "홀수",
    "step-tiles": "빈칸을 빼고 읽는 순서대로 적은 타일: {tiles}.",
    "step-tiles-goal": "빈칸을 빼고 읽는 순서대로 적은 타일: {tiles}. 목표의 순서: {goal_tiles}.",
    "step-inversions": "큰 타일이 작은 타일보다 앞에 있는 쌍: {inversions}({parity}).",
    "step-inversions-goal": "목표와 순서가 반대인 쌍: {inversions}({parity}).",
    "step-blank-row": "빈칸은 아래에서 {row}번째 행에 있습니다({parity}).",
    "step-blank-row-unused": "빈칸은 아래에서 {row}번째 행에 있습니다. 너비가 홀수이면 빈칸의 "
    "행은 셈에 들어가지 않습니다.",
    "step-blank-line": "빈칸은 줄을 따라 어디로든 갈 수 있으므로 빈칸의 위치는 셈에 들어가지 "
    "않습니다.",
    "step-rule-line-solvable": "한 줄에서는 타일이 서로를 지나칠 수 없으므로 반전이 0개여야 "
    "합니다. 0개이므로 이 보드는 풀 수 있습니다.",
    "step-rule-line-unsolvable": "한 줄에서는 타일이 서로를 지나칠 수 없으므로 반전이 "
    "0개여야 합니다. {count}개이므로 이 보드는 풀 수 없습니다.",
    "step-rule-odd-width-solvable": "너비가 홀수이면 반전 수의 홀짝성이 바뀌지 않고, 목표는 "
    "0개(짝수)입니다. {count}개도 {parity}이므로 이 보드는 풀 수 있습니다.",
    "step-rule-odd-width-unsolvable": "너비가 홀수이면 반전 수의 홀짝성이 바뀌지 않고, 목표는 "
    "0개(짝수)입니다. {count}개는 {parity}이므로 이 보드는 풀 수 없습니다.",
    "step-rule-even-width-solvable": "너비가 짝수이면 '반전 수 + 빈칸의 행'의 홀짝성이 바뀌지 "
    "않습니다. {first} + {second} = {total}, {parity}로 목표의 0 + {goal_total}과 같으므로 풀 수 "
    "있습니다.",
    "step-rule-even-width-unsolvable": "너비가 짝수이면 '반전 수 + 빈칸의 행'의 홀짝성이 "
    "바뀌지 않습니다. {first} + {second} = {total}, {parity}로 목표의 0 + {goal_total}과 다르므로 "
    "풀 수 없습니다.",
    "form-inversions": "반전 수 + 빈칸의 행: {count} + {row} = {total}, {parity}. 목표: 0 + "
    "{goal_row} = {goal_row}, {goal_parity}. {answer}",
    "form-inversions-odd-width": "반전 수(너비가 홀수이면 행은 세지 않음): {count}, "
    "{parity}. 목표: 0, 짝수. {answer}",
    "form-permutation": "순열의 호환 수(빈칸 포함) + 빈칸의 거리: {swaps} + {distance} = "
    "{total}, {parity}. 목표: 0 + 0 = 0, 짝수. {answer}",
    "form-same": "홀짝성이 같으므로 풀 수 있습니다.",
    "form-different": "홀짝성이 다르므로 풀 수 없습니다.",
    "fix-swap": "{a}번 타일과 {b}번 타일을 맞바꾸면 풀 수 있습니다.",
    "fix-swap-moves": "{a}번 타일과 {b}번 타일을 맞바꾸면 풀 수 있고, 가장 짧은 풀이는 "
    "{moves}입니다.",
    "fix-swap-solves": "{a}번 타일과 {b}번 타일을 맞바꾸면 바로 풀립니다.",
    "fix-why": "두 타일을 맞바꾸는 것은 호환 하나입니다. 빈칸은 그대로인 채 순열의 홀짝성만 "
    "뒤집히므로, 풀 수 없던 보드가 풀 수 있는 보드가 됩니다.",
    "fix-none": "두 타일을 맞바꾸는 것만으로는 이 줄을 목표의 순서로 만들 수 없습니다.",
    "live-even-width": "{inversions} · 빈칸은 아래에서 {row}번째 행 · {count} + {row} = {total}, "
    "처음과 같은 {parity}",
    "live-odd-width": "{inversions} · 빈칸은 아래에서 {row}번째 행 · {count}, 처음과 같은 "
    "{parity}(너비가 홀수이면 행은 세지 않음)",
    "move-passed": "이번 이동으로 {tile}번 타일이 {passed}를 건너뛰었습니다. {changed}({before} → "
    "{after}), 빈칸의 행도 바뀌었습니다.",
    "move-along": "이번 이동으로 {tile}번 타일이 같은 행에서 옆으로 움직였습니다. 순서도 빈칸의 "
    "행도 그대로입니다.",
    "move-across": "이번 이동으로 {tile}번 타일이 건너뛴 타일 없이 옆 행으로 움직였습니다. 순서는 "
    "그대로입니다.",
    "cli-fix": "고치는 법: {swap}",
    "cli-fix-why": "  ({why})",
    # Moves to go (slidepuzzle.hint) and the symmetries' effect (slidepuzzle.symmetry)
    "to-go-optimal": "목표까지 {moves} 남음(최적)",
    "to-go-at-least": "목표까지 적어도 {moves} 남음(지금까지 찾은 가장 짧은 풀이: {best}번)",
    "to-go-solved": "풀렸습니다: 남은 이동 없음",
    "to-go-unsolvable": "목표에 절대 도달할 수 없습니다: {invariant}. 목표는 {goal_parity}입니다",
    "to-go-unsolvable-line": "목표에 절대 도달할 수 없습니다: 한 줄짜리 보드에서는 타일이 서로 "
    "지나갈 수 없는데, {place}번째 자리에 목표의 {goal_tile} 대신 {tile}이 있습니다",
    "symmetry-rotate-right": "시계 방향 90도 회전",
    "symmetry-rotate-left": "시계 반대 방향 90도 회전",
    "symmetry-half-turn": "180도 회전",
    "symmetry-flip-horizontal": "좌우 뒤집기",
    "symmetry-flip-vertical": "상하 뒤집기",
    "symmetry-transpose": "전치(주대각선 대칭)",
    "symmetry-anti-transpose": "반대 대각선 대칭",
    "effect-keeps": "모든 보드의 판정을 그대로 둡니다",
    "effect-flips": "모든 보드의 판정을 뒤집습니다",
    "symmetry-parity": "{rows}×{cols} 보드의 {symmetry}는 {effect}. 칸 순열의 홀짝성 {cells} + "
    "체스판 색으로 본 빈칸의 색 변화 {colour} + 목표의 변화 {goal_change} = {total}, {parity}.",
    "symmetry-line-kept": "{rows}×{cols} 한 줄 보드의 {symmetry}는 판정을 그대로 둡니다. 타일의 "
    "순서가 바뀌지 않습니다.",
    "symmetry-line-reversed-keeps": "{rows}×{cols} 한 줄 보드의 {symmetry}는 판정을 그대로 "
    "둡니다. 타일이 하나뿐이라 뒤집을 순서가 없습니다.",
    "symmetry-line-reversed-flips": "{rows}×{cols} 한 줄 보드의 {symmetry}는 판정을 뒤집습니다. "
    "두 타일의 순서가 바뀝니다.",
    "symmetry-line-reversed-reverses": "{rows}×{cols} 한 줄 보드의 {symmetry}는 타일의 순서를 "
    "거꾸로 만듭니다. 풀 수 있는 보드는 풀 수 없게 되고, 풀 수 없는 보드는 타일이 목표와 정확히 "
    "거꾸로였을 때만 풀 수 있게 됩니다.",
    "symmetry-goal-turned": "{symmetry}는 판정을 그대로 둡니다. 목표도 보드와 함께 돌아가고, 모든 "
    "이동도 함께 돌아갑니다.",
}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("값 {count:,}개",),
    "empty-cell": ("빈 셀 {count:,}개",),
    "digit": ("{count:,}자리",),
    "board": ("보드 {count:,}개",),
    "inversion": ("반전 {count:,}개",),
    "other-tile": ("다른 타일 {count:,}개",),
    "move": ("이동 {count:,}번",),
    "square-board": ("정사각형 보드 {count:,}개",),
    "block": ("블록 {count:,}개",),
    "node": ("노드 {count:,}개",),
    "band-end": ("{count:,}번",),
    "inversion-changed": ("반전 {count:,}개가 바뀌었고",),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
