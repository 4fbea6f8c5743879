"""The shipped pattern table files (``tables/``): each one's size and SHA-256.

Written by ``make pdb`` (``tools/build_pdb.py``) with the files; ``tests/test_patterns.py`` checks
it against them. The page's worker puts the hash in each file's address, so a rebuilt table is a
new address that no cache has seen.
"""

TABLE_FILES: dict[str, tuple[int, str]] = {
    "pdb-2x8.bin": (4425682, "2ea4603b0905865861cec02eaff3ea59500ff79cdecb7ab11944f422f398f7b4"),
    "pdb-3x4.bin": (269825, "159612b2cedc3c2f0ec7792fd83c31577cf04757c1da3be1a24611c3f8534c56"),
    "pdb-3x5.bin": (262390, "62d8ab4451032ae72688a7fab526bd27a28ee6103eae48896ca6cd54161a6acd"),
    "pdb-4x4.bin": (1972301, "e5224df74bb5d7da796e2d054ab2a31113b921db283af085a0cac2853d84b4c1"),
    "pdb-5x5.bin": (43185, "b2bafd447bb1f81ebac97269979b7bdd4eaceb5043a7909f3b8671b2241e78cd"),
}
"""File name: (bytes, SHA-256 of the file)."""
