"""The shipped pattern table files (``tables/``): each one's size and SHA-256.

Written by ``make pdb`` (``tools/build_pdb.py``) with the files; ``tests/test_patterns.py`` checks
it against them. The page's worker puts the hash in each file's address, so a rebuilt table is a
new address that no cache has seen.
"""

TABLE_FILES: dict[str, tuple[int, str]] = {
    "pdb-2x8.bin": (587971, "9b7450430f652d40690f369480c4affdc1bf7189b547c7178b94cfc0232aa713"),
    "pdb-3x4.bin": (376672, "3c2c2322b6ae46cdb738d941b7dca6b3e724f7bbd3bd57e9ec59248d064ca242"),
    "pdb-3x5.bin": (182513, "1b29daad5186334d9f338a371556367bb7be90a18b3d068fa4e22b6f51fc6542"),
    "pdb-4x4.bin": (3207906, "b4efbd68d6cee1e8dee289b1acafc4cde02cd872dd2016a38236f9f37d81e14b"),
}
"""File name: (bytes, SHA-256 of the file)."""
