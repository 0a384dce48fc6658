"""rules.md: the rules screen's markup only, and the card table matches the card data."""

import re

from game.games.escape import GAME
from game.games.escape.content import cards

WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def test_rules_use_only_the_markup_the_rules_screen_knows():
    text = GAME.rules_path().read_text(encoding="utf-8")
    for line in text.splitlines():
        if not line.strip():
            continue
        ok = (re.match(r"#{1,3} \S", line) or line.startswith("- ") or line.startswith("  ")
              or re.match(r"\|.*\|$", line) or re.match(r"[A-Za-z\"(*]", line))
        assert ok, line
        assert "`" not in line and "[" not in line, line


def test_the_card_table_matches_the_data():
    """The data is checked against what rules.md tells players."""
    text = GAME.rules_path().read_text(encoding="utf-8")
    for c in cards().values():
        kind = "+ to move" if c.kind == "move" else "+ to evade Monster"
        assert f"| {c.name} | {kind} | {c.value} | {c.count} |" in text
    assert f"deck has {sum(c.count for c in cards().values())} cards" in text


def test_the_splits_on_the_rules_screen_match_the_board():
    """The rules screen's table of the splits says what the board holds: how many splits, and for each the
    fireball's way and the other way, their lengths, and every monster and room on them."""
    from tests.escape.helpers import PATH

    text = GAME.rules_path().read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if re.match(r"\| \d, after ", line)]
    forks = sorted(PATH.forks.items(), key=lambda f: PATH.burns_at[f[0]])
    assert len(rows) == len(forks) and f"splits into two ways {WORDS[len(forks)]} times" in text
    for n, ((fork, join), row) in enumerate(zip(forks, rows, strict=True), start=1):
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert cells[0] == f"{n}, after {PATH.name(fork)}", row
        for branch in PATH.nexts[fork]:
            cell = cells[1] if branch in PATH.route_index else cells[2]
            squares, here = [], branch
            while here != join:
                squares.append(here)
                here = PATH.nexts[here][0]
            assert cell.startswith(f"{PATH.branch_name(branch).removeprefix('the ')}: {len(squares)} squares"), cell
            named = [s for s in squares if PATH.stops(s)]
            for s in named:
                assert PATH.name(s) in cell, (PATH.name(s), cell)
                if PATH.number(s):
                    assert f"{PATH.number(s)})" in cell.split(PATH.name(s))[1][:25], (PATH.name(s), cell)
            assert cell.count(",") == len(named), cell
