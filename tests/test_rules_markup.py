"""Every playable game's rules.md uses only the markup the rules screen knows (headings, lists, tables,
plain paragraphs; no code marks or links)."""

import re

import pytest

from game.engine.registry import load_game, playable_ids


@pytest.mark.parametrize("game_id", playable_ids())
def test_rules_use_only_the_markup_the_rules_screen_knows(game_id):
    text = load_game(game_id).rules_path().read_text(encoding="utf-8")
    for line in text.splitlines():
        if not line.strip():
            continue
        ok = (re.match(r"#{1,3} \S", line) or line.startswith("- ") or line.startswith("  ")
              or re.match(r"\|.*\|$", line) or re.match(r"[A-Za-z0-9\"(*]", line))
        assert ok, line
        assert "`" not in line and "[" not in line, line
