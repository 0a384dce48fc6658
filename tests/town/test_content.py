"""The content: every data file is marked as the project's design, and rules.md tells players exactly what
the data holds (its markup is checked for every game by tests/test_rules_markup.py)."""

import json

from game.games.town import GAME, content
from game.games.town.content import DATA


def test_every_data_file_is_marked_as_the_projects_design():
    for path in DATA.glob("*.json"):
        assert "project design" in json.loads(path.read_text())["_design"].lower(), path.name


def test_the_card_tables_match_the_data():
    text = GAME.rules_path().read_text(encoding="utf-8")
    for deck in content.decks():
        assert f"### {deck.name}\n\nIts back shows {deck.back}." in text
        for c in deck.cards:
            if c.monster:
                special = content.SPECIALS[c.special].format(amount=c.amount) if c.special else ""
                assert f"| {c.name} | {c.target} | {c.silver} | {c.skulls} | {c.count} | {special} |".replace(
                    "|  |", "| |") in text, c.name
            else:
                assert f"| {c.name} | {c.count} | {c.text} |" in text, c.name
    for i in content.items().values():
        assert f"| {i.name} | {i.price} | {i.resale} | {i.count} | {i.text} |" in text, i.name
    kit = content.start()
    assert f"with {kit.hit_points} hit points and {kit.silver}\n  silver" in text
    assert "**project design**" in text


def test_card_ids_are_unique_and_every_card_is_whole():
    ids = [c["id"] for d in json.loads((DATA / "monsters.json").read_text())["decks"] for c in d["cards"]]
    assert len(ids) == len(set(ids))
    for c in content.cards().values():
        assert c.count >= 1 and c.text
        if c.monster:
            assert c.skulls >= 1 and c.silver >= 1
    depths = [sorted({c.skulls for c in d.cards if c.monster}) for d in content.decks()]
    assert [min(s) for s in depths] == sorted(min(s) for s in depths)   # skulls rise with depth
