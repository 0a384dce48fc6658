"""Set-up: the cards dealt, the opening roll, the choice of pawns, turn order, the Wizard's spells."""

import pytest

from game.engine.events import DiceRolled
from game.engine.protocol import ConfigError
from game.engine.rng import Rng
from game.games.dungeon.actions import ChoosePawn, TakeSpell
from game.games.dungeon.content import monster, prize
from game.games.dungeon.setup import CHOOSE, opening_roll
from game.games.dungeon.state import PICK_PAWN, PICK_SPELL, PLAY, DungeonState
from tests.dungeon.helpers import game, legal, table


def test_deal_one_prize_then_one_monster_per_room_three_monsters_per_chamber():
    """PREPARE TO PLAY: per level, a prize face down in every room, a monster over it, three monsters in
    every large chamber; the Main Gallery holds none. On a board with the real counts every card is used."""
    g = game("full")
    m = g.map()
    state = g.new_game(table("Hero", "Elf"), seed=3)
    for room in m.rooms:
        (guard,) = state.lairs[room]
        assert monster(guard.monster).level == m.level[room]
        assert [prize(p).level for p in guard.prizes] == [m.level[room]]
        assert not guard.face_up
    for chamber in m.chambers:
        if chamber in m.empty:
            assert chamber not in state.lairs and m.name(chamber) == "Main Gallery"
            continue
        guards = state.lairs[chamber]
        assert len(guards) == 3 and all(not g_.prizes and monster(g_.monster).level == m.level[chamber]
                                        for g_ in guards)
    assert state.set_aside == []
    dealt = [g_.monster for gs in state.lairs.values() for g_ in gs]
    assert len(dealt) == len(set(dealt)) == 110


def test_deal_is_shuffled_per_seed():
    """PREPARE TO PLAY: the cards are shuffled before they are laid out."""
    g = game("full")
    a = g.new_game(table("Hero"), seed=1)
    b = g.new_game(table("Hero"), seed=2)
    assert a.lairs != b.lairs


def test_opening_roll_orders_the_choice_of_pawns_and_the_turns():
    """SELECTION and ORDER OF PLAY: highest roll chooses first and moves first, for the whole game."""
    g = game()
    state = g.new_game(table(CHOOSE, CHOOSE, CHOOSE), seed=5)
    firsts = {s: r[0] for s, r in state.opening.items()}
    assert [firsts[s] for s in state.order] == sorted(firsts.values(), reverse=True)
    rolls = [e for e in state.drain() if isinstance(e, DiceRolled)]
    assert len(rolls) >= 3 and all(e.reason == "opening roll" for e in rolls)
    assert state.pending.kind == PICK_PAWN and state.to_act == state.order[0]


def test_ties_in_the_opening_roll_roll_again():
    """Seats with the same opening roll roll again among themselves."""
    state = DungeonState(seats=table("Hero", "Elf", "Wizard").seats, rng=Rng(seed=1))
    state.rng.force(3, 3, 6, 6, 2, 4,   # seat 0: 6, seat 1: 12, seat 2: 6 -> seats 0 and 2 tie
                    1, 1, 5, 5)         # re-roll: seat 0: 2, seat 2: 10
    assert opening_roll(state, [0, 1, 2]) == [1, 2, 0]
    assert state.opening == {0: [6, 2], 1: [12], 2: [6, 10]}


def test_the_line_for_choosing_a_pawn_names_every_opening_roll_of_a_seat_that_tied():
    """A seat that tied rolled again, and its place in the order went by the roll again: the line that asks
    it to choose its pawn says both rolls, not only the first."""
    g = game()
    state = g.new_game(table(*[CHOOSE] * 3), seed=2)
    assert state.pending is not None and state.pending.kind == PICK_PAWN
    state.opening[state.to_act] = [6, 10]
    assert g.turn_label(state).endswith("(opening roll 6, then 10)")


def test_pawns_chosen_in_order_at_most_three_of_a_type():
    """SELECTION: never more than three pawns of one type in play."""
    g = game()
    state = g.new_game(table(*[CHOOSE] * 5), seed=2)
    for _ in range(3):
        g.apply(state, ChoosePawn("Hero"))
    assert [a.pawn for a in legal(g, state, ChoosePawn)] == ["Elf", "Superhero", "Wizard"]
    g.apply(state, ChoosePawn("Elf"))
    g.apply(state, ChoosePawn("Elf"))
    assert state.phase == PLAY
    assert [state.pawns[s].kind for s in state.order] == ["Hero", "Hero", "Hero", "Elf", "Elf"]


def test_a_preset_pawn_is_honoured_and_counts_toward_the_limit():
    """A seat that chose its pawn at the table set-up keeps it; the others choose from what is left, even
    when their turn to choose comes before the presets' (the presets are reserved)."""
    g = game()
    state = g.new_game(table("Wizard", "Wizard", "Wizard", CHOOSE), seed=4)
    assert state.pending.kind == PICK_PAWN and state.to_act == 3
    assert [a.pawn for a in legal(g, state, ChoosePawn)] == ["Elf", "Hero", "Superhero"]
    g.apply(state, ChoosePawn("Elf"))
    assert [p.kind for p in state.pawns] == ["Wizard", "Wizard", "Wizard", "Elf"]
    assert state.pending.kind == PICK_SPELL


def test_table_set_up_refuses_four_of_a_type_but_not_four_choosers():
    """SELECTION: not more than three of one type of pawn; 2 to 12 players (and solo)."""
    g = game()
    with pytest.raises(ConfigError, match="at most 3"):
        g.new_game(table("Elf", "Elf", "Elf", "Elf"), seed=1)
    g.new_game(table(*[CHOOSE] * 6), seed=1)
    # the engine's max_per_value would count "Choose in play" as a value too: the limit is the game's own
    assert all(c.max_per_value is None for c in g.seat_choices)
    with pytest.raises(ConfigError, match="no pawn type"):
        g.new_game(table("Dwarf"), seed=1)
    with pytest.raises(ConfigError, match="1–12"):
        g.new_game(table(*["Hero"] * 3, *["Elf"] * 3, *["Superhero"] * 3, *["Wizard"] * 3, CHOOSE), seed=1)


def test_wizard_takes_seven_spells_of_his_choice_at_the_start():
    """Maximum Number of Spells: seven Spell Cards at the beginning of the game, from the general stock."""
    g = game()
    state = g.new_game(table("Wizard", "Hero"), seed=1)
    assert state.pending.kind == PICK_SPELL and state.to_act == 0
    stock = dict(state.stock)
    for spell in ["fire_ball"] * 4 + ["lightning_bolt"] * 2 + ["transference"]:
        g.apply(state, TakeSpell(spell))
    assert state.pawns[0].spells == {"fire_ball": 4, "lightning_bolt": 2, "transference": 1}
    assert state.stock["fire_ball"] == stock["fire_ball"] - 4
    assert state.phase == PLAY and state.to_act == state.order[0]
    assert state.pawns[1].spells == {}


def test_turn_order_is_kept_for_the_whole_game():
    """ORDER OF PLAY: the order of the opening roll is maintained throughout (the 8-page rules win over the
    sheet's 'clockwise')."""
    from game.games.dungeon.actions import EndTurn
    g = game()
    state = g.new_game(table("Hero", "Elf", "Superhero"), seed=9)
    seen = []
    for _ in range(6):
        seen.append(state.to_act)
        g.apply(state, EndTurn())
    assert seen == state.order * 2
    assert state.turn == 3
