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
    "at-board": "보드 {board}({line}번째 줄)",
    "at-list": "{format}, {line}번째 줄의 목록",
    "at-move": "{move}번째 이동",
    # The text as a whole
    "not-text": "보드는 텍스트로 주어야 합니다. 받은 것: {type}",
    "empty-text": "보드 없음: 텍스트가 비어 있습니다",
    "only-comments": "보드 없음: 텍스트에 주석만 있습니다",
    "text-too-long": (
        "텍스트가 {chars:,}자입니다. 최대 {most:,}자까지 읽습니다"
        "(보드는 최대 {cells:,}칸, 2000 x 2000)"
    ),
    "too-many-lines": "텍스트가 {lines:,}줄입니다. 최대 {most:,}줄까지 처리합니다(2000 x 2000)",
    "several-boards": (
        "{boards}를 찾았습니다({shown}). 하나만 붙여 넣거나, 모두 한꺼번에 검사하세요"
    ),
    "line-board": "{line}번째 줄: {rows} x {cols}",
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
    "not-whole-size": "{name}는 정수여야 합니다. 받은 값: {value}",
    "size-below-one": "{name}는 1 이상이어야 합니다. 받은 값: {value}",
    "one-cell": "보드에는 칸이 2개 이상 있어야 하는데, {rows} x {cols} 보드는 1칸입니다",
    "too-many-cells": (
        "{rows} x {cols} 보드는 {cells:,}칸입니다. 최대 {most:,}칸까지 처리합니다(2000 x 2000)"
    ),
    "too-many-values": "값이 {cells:,}개입니다. 최대 {most:,}개까지 처리합니다(2000 x 2000)",
    "cells-and-tiles": "{rows} x {cols} 보드는 {cells}칸인데, 타일이 {tiles}개 주어졌습니다",
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
    "not-whole": "{where}: 정수가 아닙니다. 타일 번호는 숫자로만 쓰세요",
    "not-a-tile": "{where}: 타일 번호가 아닙니다(정수이거나 빈칸 표시 _ x . * 여야 합니다)",
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
        "목표는 Board이거나 {names} 중 하나여야 합니다. 받은 것: {type} {value}"
        "(적어 둔 목표는 parse_board로 읽으세요)"
    ),
    "goal-shape": "목표는 {goal_rows} x {goal_cols}인데 보드는 {rows} x {cols}입니다",
    "unknown-goal": "알 수 없는 목표 {goal!r}: 보드이거나 {names} 중 하나여야 합니다",
    # Moves
    "not-next-to-blank": "타일 {tile}은(는) 빈칸({blank}) 옆에 있지 않습니다",
    "no-such-tile": "{rows} x {cols} 보드에 없는 타일입니다: {value}",
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
        "{rows} x {cols} 보드는 언제나 풀 수 있습니다: 타일이 하나뿐이라 순서가 어긋날 수 없습니다"
    ),
    "time-limit": "time_limit은 0보다 큰 초 단위 값이어야 합니다. 받은 값: {value}",
    "too-big-to-solve": (
        "{rows} x {cols} 보드는 너무 커서 풀지 않습니다: 수백만 번 움직여야 합니다. "
        "칸 수 x (행 수 + 열 수)가 {most:,} 이하인 보드까지 풉니다(60 x 60, 2 x 500)"
    ),
    # Pattern table files
    "table-not-a-file": "패턴 테이블 파일이 아닙니다: 시작 부분이 {start}입니다",
    "table-damaged": "손상된 패턴 테이블 파일입니다: {why}",
    "table-checksum": "손상된 패턴 테이블 파일입니다: 체크섬이 맞지 않습니다",
    "table-version": "이 버전에서 쓸 수 없는 {rows} x {cols}용 패턴 테이블입니다",
    "table-size": (
        "손상된 패턴 테이블 파일입니다: 크기가 {want:,}바이트가 아니라 {size:,}바이트입니다"
    ),
}
"""Why a text, a board, a goal or a move is refused: ``BoardError`` and ``MoveError`` messages."""

REASONS: dict[str, str] = {}
"""The verdict's explanation, how a text was read, and the command line's sentences."""

TEXTS: dict[str, str] = ERRORS | REASONS
"""Every template by key."""

NOUNS: dict[str, tuple[str, ...]] = {
    "value": ("값 {count:,}개",),
    "empty-cell": ("빈 셀 {count:,}개",),
    "digit": ("{count:,}자리",),
    "board": ("보드 {count:,}개",),
}
"""Countable nouns by name, a ``{count}`` template per plural form."""
