"""The card set (project design): the mix FACTS.md asks for, every card its own name and a short text."""

import json
from collections import Counter
from pathlib import Path

from game.games.doors import content as C

DATA = Path(C.__file__).with_name("data")
KNOWN_EFFECTS = {"lose_level", "lose_slot", "lose_hand", "lose_items", "lose_small", "lose_big", "lose_race",
                 "lose_class", "discard_hand", "lose_cards", "lose_priciest", "death"}


def deck(name):
    return [C.card(c) for c in C.deck_ids(name)]


def test_about_95_door_and_73_treasure_cards():
    """FACTS: "about 95 door and 73 treasure cards in a base deck\""""
    assert len(deck("door")) == 95 and len(deck("treasure")) == 73


def test_the_files_say_they_are_the_projects_design():
    for name in ("doors.json", "treasures.json"):
        raw = json.loads((DATA / name).read_text())
        assert raw["source"] == "project design" and "project's own design" in raw["about"]


def test_every_card_has_its_own_name_and_a_short_text():
    """Every card is readable at 1280x720: about 20 words of rules text at most."""
    names = [c.name for c in C.kinds().values()]
    assert len(names) == len(set(names))
    for c in C.kinds().values():
        assert len((c.text + " " + c.bad_text).split()) <= 20, c.name


def test_monsters_of_level_1_to_20_the_strongest_giving_2_levels_some_undead():
    monsters = [c for c in deck("door") if c.kind == "monster"]
    levels = {c.level for c in monsters}
    assert min(levels) == 1 and max(levels) == 20
    assert all((c.levels == 2) == (c.level >= 16) for c in monsters)
    assert all(c.treasures >= 1 and c.bad for c in monsters)
    assert sum(c.undead for c in monsters) >= 8
    assert all(e.do in KNOWN_EFFECTS for c in C.kinds().values() for e in (*c.bad, *c.effects))


def test_three_races_and_four_classes_three_copies_each_and_the_double_cards():
    """FACTS: "Races (3 copies each)", "Classes (3 copies each)"; a double-race and a double-class card."""
    kinds = Counter(c.id for c in deck("door") if c.kind in ("race", "class", "double_race", "double_class"))
    assert {k: kinds[k] for k in C.RACES + C.CLASSES} == {k: 3 for k in C.RACES + C.CLASSES}
    assert kinds["family_tree"] == 2 and kinds["double_major"] == 2


def test_enhancers_curses_items_one_shots_level_ups_and_a_hireling():
    """FACTS: "Monster enhancers: -5, +5, +5, +10, +10 kinds"; curses (some taking items of the victim's choice);
    items with bonus, slot, size and price; one-shot items; go-up-a-level cards; a hireling."""
    enhancers = sorted(c.bonus for c in C.kinds().values() if c.kind == "enhancer")
    assert enhancers == [-5, 5, 5, 10, 10]
    curses = [c for c in deck("door") if c.kind == "curse"]
    assert len(curses) >= 12 and any(e.do == "lose_items" and e.n > 1 for c in curses for e in c.effects)
    items = [c for c in deck("treasure") if c.kind == "item"]
    assert {c.slot for c in items} == set(C.SLOTS)
    assert any(c.big for c in items) and any(c.small for c in items) and all(c.gold > 0 for c in items)
    assert any(c.power for c in items)                         # usable in combat by its text
    assert sum(c.kind == "oneshot" for c in deck("treasure")) >= 10
    assert sum(c.kind == "levelup" for c in deck("treasure")) >= 8
    assert sum(c.kind == "hireling" for c in deck("treasure")) == 1


def test_every_physical_card_has_a_unique_id():
    ids = C.deck_ids("door") + C.deck_ids("treasure")
    assert len(ids) == len(set(ids)) == 168
    assert C.card("lint_golem#1").deck == "door" and C.card("dented_colander#1").deck == "treasure"
    assert all(cid == f"{C.card(cid).id}#{cid.partition('#')[2]}" for cid in ids)   # its kind and its copy


EFFECT_WORDS = {"lose_level": "level", "lose_hand": "in your hands", "lose_items": "items of your choice",
                "lose_small": "small item", "lose_big": "big item", "lose_race": "race", "lose_class": "class",
                "discard_hand": "hand", "lose_cards": "cards from your hand", "lose_priciest": "priciest item",
                "death": "Death"}
# Flavour lines that read as rules the cards do not have (a curse takes the Boomerang; the player, not the
# bees, picks the Jar's side; no monster flees the Banjo; ...).
NOT_RULES = ("cannot lose", "choose", "flee", "bites", "weeps", "sneak", "long nap", "the toll is everything",
             "grow back", "contagious", "death and taxes", "the rent is", "for emergencies", "for kicking doors",
             "everyone is a winner")


def test_every_card_text_says_what_it_does_and_nothing_it_does_not():
    """Every number the card face does not print is in its text (run-away bonuses, bonuses against undead,
    races or classes, who a monster won't chase, what a curse or Bad Stuff takes, what a power does); and no
    flavour line reads as a rule the card does not have."""
    for c in C.kinds().values():
        words = f"{c.text} {c.bad_text}"
        low = words.lower()
        assert not [w for w in NOT_RULES if w in low], c.name
        if c.run:
            assert f"{c.run:+d} to run away" in words, c.name
        if c.vs_undead:
            assert f"+{c.bonus + c.vs_undead} instead against undead" in words, c.name
        for key, bonus in c.vs.items():
            assert f"+{bonus} against {key.capitalize()}" in words, c.name
        if c.no_pursue_below:
            assert f"level {c.no_pursue_below} or lower" in words, c.name
        if c.no_pursue_above:
            assert f"above level {c.no_pursue_above}" in words, c.name
        if c.kind == "monster" and c.levels > 1:
            assert f"Gives {c.levels} levels" in words, c.name
        if c.kind == "enhancer":
            more = f"{c.treasure} more treasure" if c.treasure > 0 else f"{-c.treasure} treasure fewer"
            assert f"{c.bonus:+d}" in words and more in words, c.name
        for e in (*c.bad, *c.effects):
            what = C.SLOT_WORDS[e.slot] if e.do == "lose_slot" else EFFECT_WORDS[e.do]
            assert what.lower() in low, (c.name, e.do)
        for key, mod in c.persist.items():
            assert f"{mod:+d} {'in combat' if key == 'combat' else 'to run away'} until you kill a monster" in words
        if c.power == "vanish":
            assert "No treasure, no level" in words, c.name
        if c.power == "escape":
            assert "escape every monster" in words, c.name
        if c.kind == "levelup":
            assert words.startswith("Play on anyone below level 9: up a level."), c.name
    cutpurse, hexslinger = C.kinds()["cutpurse"].text, C.kinds()["hexslinger"].text
    assert "fighter or helper -2" in cutpurse and "fail: lose a level" in cutpurse      # powers.py, items.steal
    assert "take its treasure" in hexslinger                                             # powers.charm


def test_a_monster_whose_name_has_its_own_the_is_not_called_the_the():
    """'The Final Boss's Mum' keeps its own article in a button's words and in the log."""
    from game.engine.words import the
    from game.games.doors.actions import Charm, RollToRun
    assert the("Troll") == "the Troll" and the("The Final Boss's Mum") == "The Final Boss's Mum"
    assert str(Charm(foe="final_bosss_mum", name="The Final Boss's Mum")) == \
        "Hexslinger: discard your hand to charm The Final Boss's Mum away"
    assert "the The" not in str(RollToRun(name="The Final Boss's Mum"))


def test_a_fight_against_a_monster_and_the_final_bosss_mum_is_not_against_the_the():
    """What a tester's game said: "Cora helps Bram against the The Final Boss's Mum". With two monsters in the
    fight, each keeps its own article in the turn line, the fight's result and the help asked for."""
    from game.games.doors import GAME
    from game.games.doors.actions import AskHelp, KickDoor
    from game.games.doors.events import CombatResolved
    from game.games.doors.state import Foe
    from game.games.doors.words import offer_words
    from tests.doors.helpers import act, fresh, top
    state = fresh()
    top(state, "final_bosss_mum")
    act(state, KickDoor())
    state.combat.foes.insert(0, Foe(card=top(state, "lint_golem")[0]))
    while state.to_act != 0:
        act(state, next(a for a in GAME.legal_actions(state) if type(a).__name__ == "Pass"))
    line = GAME.view(state, 0).prompt
    assert "the Lint Golem (level 1) and The Final Boss's Mum (level 20)" in line and "the The" not in line
    said = CombatResolved(who="Ann", players=3, monsters=21, won=False,
                          foes=("Lint Golem", "The Final Boss's Mum")).text()
    assert said == "Ann cannot beat the Lint Golem and The Final Boss's Mum: 3 against 21"
    act(state, next(a for a in GAME.legal_actions(state) if isinstance(a, AskHelp)))
    asked = offer_words(GAME.view(state, 0))
    assert asked is not None and "against the Lint Golem and The Final Boss's Mum" in asked[1][0], asked
