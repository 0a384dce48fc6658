"""Things set out in centred rows (pawns on a space, figures on a square)."""

from __future__ import annotations


def in_rows(n: int, per: int) -> list[tuple[float, int]]:
    """n things in rows of `per` (the last row may be shorter), each row centred: for each thing its column
    counted from its row's middle, and its row."""
    return [(k % per - (min(per, n - k // per * per) - 1) / 2, k // per) for k in range(n)]
