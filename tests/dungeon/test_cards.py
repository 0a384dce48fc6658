"""The cards as data, checked against the card faces printed in the rulebook (seeds/003, card lists), and
the two reconstructed decks (FACTS.md) checked for what they must be."""

from collections import Counter

import pytest

from game.games.dungeon import content
from game.games.dungeon.content import monsters, prizes, spells

N = None
# name: (count per level, (Lightning, Fire Ball, Wizard, Superhero, Hero, Elf)) as printed on the cards.
RULEBOOK_MONSTERS = {
    1: {"Giant Lizard": (2, (2, 2, 5, 2, 4, 5)), "Giant Rats": (2, (7, 2, 6, 3, 4, 5)),
        "Goblins": (2, (6, 2, 5, 2, 4, 3)), "Hobgoblins": (1, (3, 3, 6, 3, 5, 4)),
        "Skeleton": (2, (2, 2, 6, 3, 4, 5))},
    2: {"Evil Hero": (2, (4, 5, 6, 5, 7, 8)), "Ghouls": (4, (3, 3, 6, 4, 5, 6)),
        "Giant Lizard": (2, (2, 2, 5, 2, 4, 5)), "Giant Spider": (3, (4, 3, 5, 4, 6, 6)),
        "Hobgoblins": (3, (3, 3, 6, 3, 5, 4))},
    3: {"Evil Hero": (3, (4, 5, 6, 5, 7, 8)), "Gargoyle": (3, (4, N, 6, 5, 6, 7)),
        "Giant Snake": (3, (5, 6, 9, 6, 8, 10)), "Giant Spider": (2, (4, 3, 5, 4, 6, 6)),
        "Mummy": (2, (N, 3, 8, 8, 10, 11)), "Ogre": (4, (5, 4, 8, 6, 9, 8)), "Werewolf": (3, (9, 8, 7, 7, 9, 9))},
    4: {"Evil Superhero": (4, (7, 7, 8, 7, 9, 10)), "Giant": (2, (9, 6, 10, 9, 11, 10)),
        "Green Slime": (3, (6, N, 11, 10, 11, 12)), "Giant Snake": (3, (5, 6, 9, 6, 8, 10)),
        "Mummy": (4, (N, 3, 8, 8, 10, 11)), "Troll": (4, (N, 7, 8, 8, 10, 9)), "Werewolf": (2, (9, 8, 7, 7, 9, 9))},
    6: {"Black Pudding": (2, (N, 5, 12, 10, 12, N)), "Blue Dragon": (4, (N, 7, 12, 10, 12, N)),
        "Evil Wizard": (3, (11, 11, 7, 11, 12, N)), "Purple Worm": (3, (6, 8, 12, 10, 11, 12)),
        "Red Dragon": (2, (8, N, 12, 11, N, N)), "Vampire": (4, (10, 10, 9, 8, 10, 12))},
}
RULEBOOK_TRAPS = {2: ["lose_turns"], 3: ["lose_turns", "transport"], 4: ["lose_turns", "transport"]}
# (title, count) per level, as printed (a Magic Sword's "additional value" in its title).
RULEBOOK_PRIZES = {
    1: {"Magic Sword": 1, "Sack of Gold (250)": 2, "Sack of Gold (500)": 2, "Sack of Gold (750)": 2,
        "Sack of Gold (1,000)": 1, "Secret Entrance Card": 1},
    2: {"Magic Sword": 1, "Sack of Gold (500)": 1, "Sack of Gold (750)": 1, "Sack of Gold (1,000)": 2,
        "Secret Entrance Card": 1, "Silver Cup (1,000)": 2, "Silver Ring (2,000)": 1},
    3: {"ESP Medallion (1,000)": 1, "Gold Cup (2,500)": 3, "Gold Ring (3,000)": 2, "Sack of Gold (750)": 1,
        "Sack of Gold (1,000)": 2, "Secret Entrance Card": 1, "Silver Cup (1,000)": 3, "Silver Ring (2,000)": 3},
    4: {"Crystal Ball (500)": 1, "Huge Emerald (5,000)": 1, "Huge Sapphire (6,000)": 1, "Gold Cup (2,500)": 2,
        "Gold Ring (3,000)": 2, "Jade Idol (5,000)": 2, "Magic Sword (+500)": 2, "Sack of Gold (1,000)": 1,
        "Secret Entrance Card": 1, "Silver Coffar (4,000)": 2, "Silver Cup (1,000)": 1, "Silver Ring (2,000)": 2},
    5: {"ESP Medallion (1,000)": 1, "Gold Cup (2,500)": 2, "Gold Ring (3,000)": 2, "Huge Emerald (5,000)": 2,
        "Huge Ruby (8,000)": 1, "Huge Sapphire (6,000)": 2, "Jade Idol (5,000)": 2, "Silver Coffar (4,000)": 2,
        "Silver Necklace (7,000)": 1, "Silver Ring (2,000)": 1},
}
COLUMNS = ("lightning", "fire_ball", "wizard", "superhero", "hero", "elf")
# FACTS.md: monster cards (traps included) and prize cards per level; levels 5 (monsters) and 6 (prizes)
# are reconstructed to the counts the board needs: 16 rooms + 2 chambers x 3, and 12 rooms.
MONSTER_COUNTS = {1: 9, 2: 15, 3: 22, 4: 24, 5: 22, 6: 18}
PRIZE_COUNTS = {1: 9, 2: 9, 3: 16, 4: 18, 5: 16, 6: 12}


@pytest.mark.parametrize("level", [1, 2, 3, 4, 6])
def test_monster_cards_match_the_rulebook(level):
    """Card lists: every monster card of the level, with its count and its six numbers ("-" as None)."""
    found = Counter(c.name for c in monsters().values() if c.level == level and not c.is_trap)
    assert dict(found) == {name: count for name, (count, _) in RULEBOOK_MONSTERS[level].items()}
    for c in monsters().values():
        if c.level == level and not c.is_trap:
            assert tuple(c.number(col) for col in COLUMNS) == RULEBOOK_MONSTERS[level][c.name][1], c.id
            assert c.source == "rulebook"


def test_trap_cards_match_the_rulebook():
    """Levels 2-4 hold the printed traps: 'Lose 1-6 Turns' and 'Transported to a Chamber 1 Level Lower'."""
    for level, traps in RULEBOOK_TRAPS.items():
        assert sorted(c.trap for c in monsters().values() if c.level == level and c.is_trap) == sorted(traps)
    assert not [c for c in monsters().values() if c.is_trap and c.level in (1, 6)]


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_prize_cards_match_the_rulebook(level):
    """Card lists: every prize card of the level with its value (FACTS.md: level 5 totals 69,000)."""
    found = Counter(p.title for p in prizes().values() if p.level == level)
    assert dict(found) == RULEBOOK_PRIZES[level]
    assert all(p.source == "rulebook" for p in prizes().values() if p.level == level)
    if level == 5:
        assert sum(p.value for p in prizes().values() if p.level == 5) == 69000


def test_card_counts_per_level():
    """FACTS.md's table: monster cards (with traps) and prize cards per level."""
    assert Counter(c.level for c in monsters().values()) == MONSTER_COUNTS
    assert Counter(p.level for p in prizes().values()) == PRIZE_COUNTS


def test_counts_fit_the_board_schema():
    """Rooms per level = prize cards; large chambers = (monster cards - rooms) / 3 (level 1: the empty
    Main Gallery only)."""
    chambers = {level: (MONSTER_COUNTS[level] - PRIZE_COUNTS[level]) / 3 for level in MONSTER_COUNTS}
    assert chambers == {1: 0, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}


def test_level_5_monster_deck_is_reconstructed_from_monsters_of_other_levels():
    """FACTS.md: 22 cards; the rules' examples put Black Pudding, Troll, Green Slime, Purple Worm and Giant
    on level 5; a monster has the same numbers on every level."""
    deck = [c for c in monsters().values() if c.level == 5]
    assert len(deck) == 22 and all(c.source == "reconstructed" for c in deck)
    names = {c.name for c in deck}
    assert {"Black Pudding", "Troll", "Green Slime", "Purple Worm", "Giant"} <= names
    printed = {c.name: c.numbers for c in monsters().values() if c.source == "rulebook" and not c.is_trap}
    for c in deck:
        if not c.is_trap:
            assert c.numbers == printed[c.name], c.id


def test_same_monster_has_the_same_numbers_on_every_level():
    """FACTS.md: every monster that appears on several levels has the same numbers everywhere."""
    numbers: dict[str, content.Numbers] = {}
    for c in monsters().values():
        if not c.is_trap:
            assert numbers.setdefault(c.name, c.numbers) == c.numbers, c.id


def test_level_6_prize_deck_is_reconstructed_with_a_magic_sword():
    """FACTS.md: 12 cards, one a Magic Sword (the Special Magic Swords rule names level 6 swords), values
    continuing the rise of levels 1-5."""
    deck = [p for p in prizes().values() if p.level == 6]
    assert len(deck) == 12 and all(p.source == "reconstructed" for p in deck)
    assert [p.special for p in deck].count("magic_sword") == 1
    totals = [sum(p.value for p in prizes().values() if p.level == lvl) for lvl in range(1, 7)]
    assert totals == sorted(totals) and totals[5] > totals[4]


def test_value_choices_are_written_in_the_data():
    """FACTS.md: the ESP Medallion (level 3 card shows no value; sheet and level 5 card: 1,000) and the
    Crystal Ball (card: additional 500; sheet: 1,000) are decided in the data, with the reason."""
    esp = [p for p in prizes().values() if p.special == "esp_medallion"]
    assert [p.value for p in esp] == [1000, 1000] and any(p.note for p in esp)
    (ball,) = [p for p in prizes().values() if p.special == "crystal_ball"]
    assert ball.value == 500 and "1,000" in ball.note


def test_special_prizes():
    """Magic Swords on levels 1, 2, 4 (two) and 6; a Secret Entrance Card on levels 1-4."""
    swords = Counter(p.level for p in prizes().values() if p.special == "magic_sword")
    assert swords == {1: 1, 2: 1, 4: 2, 6: 1}
    entrances = Counter(p.level for p in prizes().values() if p.special == "secret_entrance")
    assert entrances == {1: 1, 2: 1, 3: 1, 4: 1}


def test_spell_cards_and_the_general_stock():
    """The Wizard's spells (Lightning Bolt, Fire Ball, Transference); seven at the start; the stock holds
    enough for three Wizards (project design)."""
    assert {s.name for s in spells().values()} == {"Lightning Bolt", "Fire Ball", "Transference"}
    assert content.spells_at_start() == 7
    assert sum(s.stock for s in spells().values()) >= 3 * 7
    assert spells()["lightning_bolt"].column == "lightning" and spells()["fire_ball"].column == "fire_ball"


def test_pawn_types():
    """TYPES OF DUNGEON ADVENTURERS: colours, prizes needed to win, the secret-door roll."""
    types = content.pawn_types()
    assert {k: (t.colour, t.need, t.secret_door) for k, t in types.items()} == {
        "Elf": ("green", 10000, 4), "Hero": ("blue", 10000, 2), "Superhero": ("red", 20000, 2),
        "Wizard": ("white", 30000, 2)}
    assert content.max_per_type() == 3


def test_card_gallery_shows_every_card():
    """The app's card gallery lists every card of every level (issue 3, The cards)."""
    gallery = content.gallery()
    assert sorted(gallery) == [1, 2, 3, 4, 5, 6]
    for level in gallery:
        assert sum(count for _, count in gallery[level].monsters) == MONSTER_COUNTS[level]
        assert sum(count for _, count in gallery[level].prizes) == PRIZE_COUNTS[level]


def test_card_counts_tie_to_the_boards_levels_table():
    """levels.py (the board's table): rooms per level = that level's prize cards; large chambers holding
    monsters = (monster cards - rooms) / 3, so that set-up uses every card."""
    from game.games.dungeon.levels import LEVELS

    prize_count = Counter(p.level for p in prizes().values())
    monster_count = Counter(c.level for c in monsters().values())
    for number, level in LEVELS.items():
        assert level.rooms == prize_count[number], number
        assert level.chambers * 3 == monster_count[number] - level.rooms, number


def test_the_real_board_deals_every_card():
    """On boards/dungeon.tmx every room gets a prize and a monster and every monster chamber three monsters,
    with no card left over."""
    from game.engine.seats import Seat, TableConfig
    from game.games.dungeon import GAME

    state = GAME.new_game(TableConfig(seats=[Seat(name="Ann", choices={"pawn": "Hero"})]), seed=1)
    assert state.set_aside == []
    assert sum(len(g.prizes) for stack in state.lairs.values() for g in stack) == len(prizes())
    assert sum(len(stack) for stack in state.lairs.values()) == len(monsters())


def test_the_rules_text_lists_the_cards_as_the_data_holds_them():
    """rules.md's card tables (the in-app rules screen) say what data/*.json says."""
    from pathlib import Path

    text = (Path(content.__file__).with_name("rules.md")).read_text(encoding="utf-8")
    for c in monsters().values():
        if not c.is_trap:
            cells = " | ".join("–" if c.number(col) is None else str(c.number(col)) for col in COLUMNS)
            count = sum(1 for o in monsters().values() if o.level == c.level and o.name == c.name)
            assert f"| {c.name} | {count} | {cells} |" in text, c.id
    for p in prizes().values():
        count = sum(1 for o in prizes().values() if o.level == p.level and o.title == p.title)
        assert f"| {p.title} | {count} |" in text, p.id
