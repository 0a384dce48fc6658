"""WANDERING MONSTERS (optional), 8-page rules page 6, with fixed dice on the rules' test map."""

from game.games.dungeon.actions import DropPrize, EndTurn
from game.games.dungeon.events import CombatResolved, PrizesDropped
from game.games.dungeon.events_optional import MonsterSettles, WanderingMonster
from game.games.dungeon.state import DROP
from tests.dungeon.helpers import act, card, game, lair, space, started, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731
ON = {"wandering": True}
GHOULS = card(2, "Ghouls")          # Superhero 4, Hero 5, Elf 6
GOBLINS = card(1, "Goblins")
CUP, RING = card(2, "Silver Cup (1,000)"), card(2, "Silver Ring (2,000)")


def end_round(state, *dice):
    """End the turn of the player moving last, with these dice queued."""
    last = state.order[-1]
    turn_of(state, last)
    state.rng.force(*dice)
    return act(g, state, EndTurn)


def wanderings(events):
    return [e for e in events if isinstance(e, WanderingMonster)]


def test_wandering_monsters_come_only_once_a_monster_has_been_killed_after_the_last_players_turn():
    """WANDERING MONSTERS: 'As soon as one or more Monsters have been killed by Dungeon Adventurers this rule
    comes into play. The player moving last will hereafter roll two dice after his turn.'"""
    state = started(g, "Hero", "Elf", options=ON)
    first, last = state.order
    state.pawns[first].space = S("b3")
    state.pawns[last].space = S("a1")
    assert not wanderings(end_round(state))                 # nothing killed yet: no roll
    state.discard.append(GHOULS)
    turn_of(state, first)
    assert not wanderings(act(g, state, EndTurn))          # not after the first player's turn
    events = end_round(state, 5, 6)                        # 11: none appears
    (w,) = wanderings(events)
    assert w.roll == 11 and w.text() == "Wandering Monster Table 11: none appears"
    roll = next(e for e in events if getattr(e, "reason", "") == "Wandering Monster Table")
    assert roll.seat == last


def test_without_the_option_no_monster_wanders():
    """Wandering Monsters is an optional rule: off, nothing is rolled."""
    state = started(g, "Hero", "Elf")
    state.discard.append(GHOULS)
    state.pawns[state.order[0]].space = S("b3")
    assert not wanderings(end_round(state, 1, 2))


def test_the_wandering_monster_table_gives_the_level_and_a_killed_monster_of_it_attacks_in_a_corridor():
    """The roll indicates where a Wandering Monster appears, of the same level (3: level 2); it attacks a
    piece in a corridor there, and combat occurs in the usual manner (the Hero kills the Ghouls on 5)."""
    state = started(g, "Hero", "Elf", options=ON)
    hero = 0
    state.pawns[hero].space = S("b6")
    state.pawns[1].space = S("a1")
    state.discard += [GOBLINS, GHOULS]
    events = end_round(state, 1, 2, 2, 3)
    (w,) = wanderings(events)
    assert (w.section, w.monster, w.victim) == ("level 2", "Ghouls", "Ann (Hero)")
    assert [(e.target, e.won) for e in events if isinstance(e, CombatResolved)] == [(5, True)]
    assert [e.killed for e in events if isinstance(e, MonsterSettles)] == [True]
    assert GHOULS in state.discard and state.pawns[hero].space == S("b6")


def test_a_roll_for_a_level_with_no_monster_killed_is_none():
    """'If a roll on the table indicates a Monster for which there is currently no card available as none
    have been killed, ignore the result, treating it as a None appears.'"""
    state = started(g, "Hero", "Elf", options=ON)
    state.pawns[0].space = S("b6")
    state.discard.append(GOBLINS)             # only a level 1 monster was killed
    events = end_round(state, 1, 2)           # 3: level 2
    (w,) = wanderings(events)
    assert "no monster of level 2 has been killed" in w.text()
    assert not [e for e in events if isinstance(e, CombatResolved)]


def test_wandering_monsters_attack_only_pieces_in_corridors():
    """'Wandering Monsters attack only if pieces are in Corridors': not in a room, nor a large chamber."""
    state = started(g, "Hero", "Elf", options=ON)
    state.pawns[0].space = S("Wine Cellar")
    state.pawns[1].space = S("Guard Room")
    state.discard.append(GHOULS)
    events = end_round(state, 1, 2)
    (w,) = wanderings(events)
    assert w.monster == "Ghouls" and not w.victim and "no pawn is in its corridors" in w.text()
    assert GHOULS in state.discard


def test_wandering_monsters_attack_the_strongest_then_most_prizes_then_farthest_from_the_stairs_up():
    """They attack the stronger player (Wizard, Superhero, Hero, Elf); then the one with the greatest number
    of Prize Cards; then the one farthest from the nearest set of stairs upwards (b1 leads up to level 1)."""
    def victim(kinds, spaces, prizes):
        state = started(g, *kinds, options=ON)
        for seat, (where, held) in enumerate(zip(spaces, prizes, strict=True)):
            state.pawns[seat].space = S(where)
            state.pawns[seat].prizes = list(held)
        state.discard.append(GHOULS)
        events = end_round(state, 1, 2, 6, 6)
        return wanderings(events)[0].victim.split(" ")[0]
    assert victim(("Elf", "Superhero", "Hero"), ("b3", "b6", "b7"), ((), (), ())) == "Bob"
    assert victim(("Hero", "Hero", "Elf"), ("b3", "b6", "b7"), ((CUP,), (CUP, RING), ())) == "Bob"
    assert victim(("Hero", "Hero", "Elf"), ("b2", "b6", "b7"), ((CUP,), (RING,), ())) == "Bob"
    assert victim(("Hero", "Hero", "Elf"), ("b7", "b2", "a1"), ((CUP,), (RING,), ())) == "Ann"


def test_prizes_dropped_to_a_wandering_monster_go_with_it_to_the_nearest_vacant_room():
    """'If a Prize or Prizes are dropped the Monster Card and the Prize(s) are immediately placed in the
    nearest vacant Room or Large Chamber. Rooms have priority over Large Chambers.' (the Cell, by b5)"""
    state = started(g, "Hero", "Elf", options=ON)
    hero = 0
    state.pawns[hero].space = S("b6")
    state.pawns[hero].trail = [S("b8"), S("b7"), S("b6")]
    state.pawns[hero].prizes = [CUP, RING]
    state.pawns[1].space = S("a1")
    state.discard.append(GHOULS)
    events = end_round(state, 1, 2, 1, 1, 3, 3)   # level 2; the Hero rolls 2 (lost); CLT 6: drop one, retreat one
    settled = [e for e in events if isinstance(e, MonsterSettles)]
    assert [e.where for e in settled] == ["the Cell"]
    assert state.pending.kind == DROP and state.to_act == hero   # the victim chooses what he drops
    events = act(g, state, DropPrize, card=CUP)
    assert [e.monster for e in events if isinstance(e, PrizesDropped)] == ["Ghouls"]
    assert [(gd.monster, gd.prizes) for gd in state.lairs[S("Cell")]] == [(GHOULS, [CUP])]
    assert state.pawns[hero].space == S("b7")    # one space back along the way it came
    assert state.to_act == state.order[0]        # then the next round begins


def test_no_effect_sends_the_wandering_monster_to_the_nearest_large_chamber_under_the_pile():
    """'If a No Effect result is rolled the Wandering Monster is moved to the nearest Large Chamber, being
    placed on the bottom of the pile if there are already Monster Cards there.' (the Crypt, from b6)"""
    state = started(g, "Hero", "Elf", options=ON)
    lair(state, S("Crypt"), card(4, "Troll"))
    state.pawns[0].space = S("b6")
    state.pawns[1].space = S("a1")
    state.discard.append(GHOULS)
    end_round(state, 1, 2, 1, 1, 3, 4)           # lost; CLT 7: no effect
    assert [gd.monster for gd in state.lairs[S("Crypt")]] == [card(4, "Troll"), GHOULS]
    assert state.pawns[0].space == S("b6") and GHOULS not in state.discard
