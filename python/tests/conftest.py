"""Shared settings of the Python tests.

``TABLETOP_TEST_SCALE`` (default 1) multiplies the case counts, as in the
Rust suites.
"""

import os

import pytest

SCALE = max(1, int(os.environ.get("TABLETOP_TEST_SCALE", "1") or "1"))

# One game string per game, small enough for quick simulation tests, plus
# the multi-seat and hidden-information configs the adapters must handle.
GAMES = [
    "xobrainer(format=one-round)",
    "xobrainer(format=one-round,variants=mission)",
    "oduludo(players=2)",
    "oduludo(players=4,mode=team)",
    "numseq",
    "numseq(players=4)",
    "deblockle(blocks=2)",
]


def scaled(n: int) -> int:
    """``n`` times the test scale."""
    return n * SCALE


@pytest.fixture(params=GAMES)
def game_string(request):
    return request.param


def needs_encodings(game_string: str) -> None:
    """Skips a test of the id-based adapters for a game whose encodings
    have not landed yet (``Game.has_encodings()``)."""
    import tabletop

    if not tabletop.load_game(game_string).has_encodings():
        pytest.skip(f"{game_string}: encodings not implemented yet")
