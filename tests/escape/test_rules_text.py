"""rules.md: the rules screen's markup only, and the card table matches the card data."""

import re

from game.games.escape import GAME
from game.games.escape.content import cards


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
