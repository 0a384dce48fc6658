"""Running away. Rulebook, "Running Away"; FACTS: "run away on 5 or 6, rolled per monster"."""

from game.engine.events import DiceRolled
from game.games.doors.actions import AddUndead, Flee, KickDoor, RollToRun, RunAway, Sacrifice, UsePower
from game.games.doors.events import RunResult
from game.games.doors.odds import run_chance
from tests.doors.helpers import act, be, equip, fresh, hand, kinds, legal_types, of, pass_all, top


def run_from(state, *cards):
    top(state, *cards)
    act(state, KickDoor())
    pass_all(state)
    act(state, RunAway())


def test_a_five_or_more_escapes():
    """"Roll the dice. If you get a 5 or more, you escape.\""""
    state = fresh()
    equip(state, 0, "helm_of_moderate_courage")
    run_from(state, "banshee_babysitter")
    state.rng.force(5)
    events = act(state, RollToRun())
    roll = of(events, DiceRolled)[0]
    assert (roll.values, roll.target, roll.success) == ((5,), 5, True)
    assert of(events, RunResult)[0].escaped
    assert state.players[0].item_ids() and state.combat is None and state.phase == "end"


def test_a_failed_run_suffers_the_monsters_bad_stuff():
    """"If not, read the monster card and do what the 'Bad Stuff' is.\""""
    state = fresh()
    state.players[0].level = 3
    helm, = equip(state, 0, "helm_of_moderate_courage")
    run_from(state, "banshee_babysitter")      # Bad Stuff: lose your headgear and a level
    state.rng.force(4)
    events = act(state, RollToRun())
    assert not of(events, RunResult)[0].escaped
    assert state.players[0].level == 2 and helm not in state.players[0].item_ids()
    assert helm in state.treasure.discards


def test_run_away_from_each_monster_separately():
    """"You have to Run Away from each separate monster (roll for each monster).\""""
    state = fresh()
    state.players[0].level = 2
    ghost, = hand(state, 1, "zombie_tax_inspector")
    top(state, "haunted_teapot")
    act(state, KickDoor())
    act(state, AddUndead(card=ghost))
    pass_all(state)
    act(state, RunAway())
    assert len(state.combat.runs) == 2
    state.rng.force(6, 2)
    act(state, RollToRun())
    events = act(state, RollToRun())
    assert of(events, RunResult)[0].foe == "Zombie Tax Inspector" and not of(events, RunResult)[0].escaped
    assert state.combat is None


def test_a_leafling_gets_plus_one_to_run_away():
    """FACTS: a race "gets +1 to run away": a 4 is enough for a Leafling."""
    state = fresh()
    be(state, 0, "leafling")
    run_from(state, "haunted_teapot")
    assert run_chance(state, 0, state.combat.runs[0].foe) == 3 / 6
    state.rng.force(4)
    events = act(state, RollToRun())
    assert of(events, DiceRolled)[0].modifier == 1 and of(events, RunResult)[0].escaped


def test_items_and_monsters_change_the_run_roll():
    """Items with "+ to run away" and monsters with "-1 to run away" change the roll."""
    state = fresh()
    equip(state, 0, "boots_of_hasty_retreat")
    run_from(state, "clockwork_wasps")           # -1 to run away
    state.rng.force(4)
    events = act(state, RollToRun())
    assert of(events, DiceRolled)[0].modifier == 1 and of(events, RunResult)[0].escaped


def test_a_hexslinger_discards_for_plus_one_to_run_away():
    """FACTS: a caster may "discard for +1 to run away" (up to 3 cards)."""
    state = fresh()
    be(state, 0, "hexslinger")
    cards = hand(state, 0, "pointy_stick", "rubber_chicken", "bucket_of_bravery", "liquid_courage")
    run_from(state, "haunted_teapot")
    for cid in cards[:3]:
        act(state, Flee(card=cid))
    assert "Flee" not in legal_types(state)
    state.rng.force(2)
    events = act(state, RollToRun())
    assert of(events, DiceRolled)[0].modifier == 3 and of(events, RunResult)[0].escaped


def test_a_monster_that_wont_chase_the_lowly():
    """Some monsters won't chase a low-level seat: it escapes without a roll (card text, project design)."""
    state = fresh()
    state.players[0].level = 3
    run_from(state, "carnivorous_carpet")      # won't chase level 3 or lower
    assert state.combat is None and state.phase == "end"


def test_a_hireling_left_behind_escapes_one_monster():
    """The hireling (project design): "Running away, discard him to escape one monster.\""""
    state = fresh()
    gerald, = be(state, 0, "gerald")
    run_from(state, "ogre_chef")
    act(state, Sacrifice(card=gerald))
    assert state.combat is None and not state.players[0].hirelings and gerald in state.treasure.discards


def test_an_escape_card_escapes_every_monster():
    """"Smoke in a Jar: usable once, while running away: escape every monster.\""""
    state = fresh()
    smoke, = hand(state, 0, "smoke_in_a_jar")
    run_from(state, "ogre_chef")
    act(state, UsePower(card=smoke))
    assert state.combat is None and kinds(state.treasure.discards) == ["smoke_in_a_jar"]
