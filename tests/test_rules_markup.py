"""Every playable game's rules.md reads as Markdown reads: parsed by the rules screen's parser, no markup is
left in its words (no stray ** or backquote, no table pipe, no heading hashes), and it has headings."""

import pytest

from game.engine.registry import load_game, playable_ids

pytest.importorskip("pygame")

from game.ui.markdown import parse  # noqa: E402


@pytest.mark.parametrize("game_id", playable_ids())
def test_rules_leave_no_markup_in_their_words(game_id):
    blocks = parse(load_game(game_id).rules_path().read_text(encoding="utf-8"))
    assert any(b.kind == "h1" for b in blocks) and sum(b.kind == "p" for b in blocks) > 5
    words = [w.text for b in blocks for w in b.words] + [w.text for b in blocks for r in b.rows for c in r for w in c]
    leftovers = [w for w in words if "**" in w or "`" in w or w == "|" or w.startswith("#")]
    assert not leftovers, leftovers[:10]
