"""The Wizard's spells at the start in one go: the usual mixes (the project's design, data/spells.json)."""

from game.games.dungeon.actions import TakeMix, TakeSpell
from game.games.dungeon.content import spell_mixes
from game.games.dungeon.state import PICK_SPELL, PLAY
from tests.dungeon.helpers import game, table


def mixes(g, state) -> list[TakeMix]:
    return [a for a in g.legal_actions(state) if isinstance(a, TakeMix)]


def test_a_wizard_takes_his_seven_spells_as_one_of_the_usual_mixes_in_one_go():
    """"Maximum Number of Spells: seven Spell Cards at the beginning of the game", of his choice, "from the
    general stock": a mix is that choice made at once (Attack: 4 Fire Ball, 2 Lightning Bolt, 1 Transference)."""
    g = game()
    state = g.new_game(table("Wizard", "Hero"), seed=1)
    assert state.pending.kind == PICK_SPELL and state.to_act == 0
    offered = mixes(g, state)
    assert [m.name for m in offered] == [m.name for m in spell_mixes()]
    assert all(isinstance(a, TakeSpell) for a in g.legal_actions(state)[:3]), "one by one is still offered"
    stock = dict(state.stock)
    attack = next(m for m in offered if m.mix == "attack")
    assert str(attack) == "Attack: 4 Fire Ball, 2 Lightning, 1 Transference"
    events = g.apply(state, attack)
    assert state.pawns[0].spells == {"lightning_bolt": 2, "fire_ball": 4, "transference": 1}
    assert state.stock["fire_ball"] == stock["fire_ball"] - 4
    assert sum("takes a" in e.text() for e in events) == 7   # the log tells each card taken
    assert state.phase == PLAY and state.to_act == state.order[0]


def test_a_mix_is_offered_for_the_spells_still_owed_after_some_were_picked():
    """A Wizard who picked two spells by hand is offered the mixes of the five he is still owed."""
    g = game()
    state = g.new_game(table("Wizard", "Hero"), seed=1)
    g.apply(state, TakeSpell("transference"))
    g.apply(state, TakeSpell("transference"))
    assert state.pending.count == 5
    balanced = next(m for m in mixes(g, state) if m.mix == "balanced")
    assert len(balanced.spells) == 5
    g.apply(state, balanced)
    assert sum(state.pawns[0].spells.values()) == 7 and state.phase == PLAY


def test_a_mix_the_stock_cannot_give_is_not_offered():
    """The spells come "from the general stock": a mix needing more of a spell than it holds is not offered."""
    g = game()
    state = g.new_game(table("Wizard", "Hero"), seed=1)
    state.stock["transference"] = 2
    names = {m.mix for m in mixes(g, state)}
    assert "traveller" not in names and "attack" in names


def test_a_wizard_resting_on_the_staircase_takes_one_spell_never_a_mix():
    """Regaining spells: one spell card for every turn spent unmoving on the Main Staircase."""
    from tests.dungeon.helpers import started
    g = game()
    state = started(g, "Wizard", "Hero")
    from game.games.dungeon.state import REGAIN, Pending
    state.pawns[0].spells = {"fire_ball": 3}
    state.pending = Pending(kind=REGAIN, seat=0)
    state.to_act = 0
    assert not mixes(g, state) and all(isinstance(a, TakeSpell) for a in g.legal_actions(state))
