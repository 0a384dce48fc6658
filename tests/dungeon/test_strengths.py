"""The computer player at three strengths, and the Wizard's tricks and special prizes it now uses (issue 13:
it never cast Transference nor used the Crystal Ball)."""

from pathlib import Path

import pytest

from game.engine.simulate import simulate
from game.games.dungeon import content
from game.games.dungeon.actions import Fight, MoveTo, Transfer, UseCrystalBall
from game.games.dungeon.game import GAME
from game.games.dungeon.solo import goals
from game.games.dungeon.state import CHAMBER_ENTRY
from tests.dungeon.helpers import act, card, game, lair, space, started, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731


def test_each_strength_is_its_own_player():
    """DungeonGame.agent(seat, seed, strength) gives the player of that strength."""
    assert [g.agent(0, 1, s).style.name for s in ("easy", "normal", "hard")] == ["easy", "normal", "hard"]


@pytest.mark.soak   # a strength contest: dozens of whole games between computer players
def test_hard_beats_easy_in_most_two_seat_games():
    """Hard is the best play; Easy a beginner's: Hard wins at least 60% of two-seat games."""
    result = simulate(game("full"), [2], games=30, seed=4, agents=["hard", "easy"], rotate=True)
    assert result.errors == 0, result.first_error
    assert result.wins_by_agent["hard"] >= 18, result.wins_by_agent


@pytest.mark.soak   # a strength contest: 120 whole games
def test_each_step_of_the_ladder_wins_three_games_in_five():
    """Each strength a step a player feels: Hard beats Normal, and Normal beats Easy, in at least 60% of two-seat
    games (over 1,000 games on seeds not tuned on: 65.4% and 67.9%)."""
    for pair in (["hard", "normal"], ["normal", "easy"]):
        result = simulate(GAME, [2], games=60, seed=6, agents=pair, rotate=True)
        assert result.errors == 0 and result.finished == 60, result.first_error
        assert result.wins_by_agent[pair[0]] >= 36, (pair, result.wins_by_agent)


def test_a_beginner_forgets_to_go_home_with_the_treasure_needed():
    """Hard goes home with the treasure his pawn needs; Normal pushes its luck for a fifth more, then goes home;
    Easy keeps exploring even then."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(5, "Huge Ruby (8,000)"), card(3, "Silver Ring (2,000)")]
    lair(state, S("Almsroom"), card(1, "Goblins"), prizes_=(card(1, "Sack of Gold (500)"),))
    turn_of(state, 0, S("a2"))
    for extra, homes in (((), ("hard",)), ((card(3, "Silver Ring (2,000)", 2),), ("hard", "normal"))):
        state.pawns[0].prizes += list(extra)   # 10,000 gold (what a Hero needs), then 12,000
        for strength in ("hard", "normal", "easy"):
            choice = g.agent(0, 1, strength).choose(g, state, g.legal_actions(state))
            home = isinstance(choice, MoveTo) and choice.space == S("Main Staircase")
            assert home is (strength in homes), (strength, extra, choice)


def test_a_beginner_fights_a_monster_he_is_unlikely_to_beat():
    """Easy heads for the Purple Worm (a Superhero kills it on 10 only) for the treasure it guards, with his
    own 13,000 at stake; Hard takes the sure Goblins."""
    state = started(g, "Superhero", "Elf")
    lair(state, S("Kitchen"), card(6, "Purple Worm"), prizes_=(card(6, "Jeweled Crown (15,000)"),
                                                            card(6, "Huge Diamond (10,000)")), face_up=True)
    lair(state, S("Almsroom"), card(1, "Goblins"), prizes_=(card(1, "Sack of Gold (250)"),), face_up=True)
    turn_of(state, 0, S("a3"))
    state.pawns[0].prizes = [card(5, "Huge Ruby (8,000)"), card(5, "Huge Emerald (5,000)")]
    easy = g.agent(0, 1, "easy").choose(g, state, g.legal_actions(state))
    hard = g.agent(0, 1, "hard").choose(g, state, g.legal_actions(state))
    assert easy.space in (S("a4"), S("Kitchen")) and hard.space == S("a2")


def test_the_wizard_escapes_monsters_by_transference():
    """Walked into a chamber of monsters he is unlikely to beat, the Hard Wizard vanishes to an empty chamber
    (8-page rules, Transference: 'the Monster ... need not be attacked'), and so does Normal; Easy fights."""
    state = started(g, "Wizard", "Elf", spells=("transference", "fire_ball"))
    lair(state, S("Crypt"), card(4, "Green Slime"), card(4, "Troll"))
    turn_of(state, 0, S("b4"))
    act(g, state, MoveTo, space=S("Crypt"))
    assert state.pending.kind == CHAMBER_ENTRY
    assert isinstance(g.agent(0, 1, "hard").choose(g, state, g.legal_actions(state)), Transfer)
    assert isinstance(g.agent(0, 1, "normal").choose(g, state, g.legal_actions(state)), Transfer)
    assert isinstance(g.agent(0, 1, "easy").choose(g, state, g.legal_actions(state)), Fight)


def test_the_computer_player_looks_with_the_crystal_ball_on_a_turn_it_would_not_move():
    """Crystal Ball: 'so long as he makes no movement'. A Wizard resting on the Main Staircase for his spells
    looks into the richest place he has not seen instead of just waiting."""
    state = started(g, "Wizard", "Elf", spells=("fire_ball",))
    state.pawns[0].prizes = [card(4, "Crystal Ball")]
    state.pawns[0].spells = {"fire_ball": 1}
    lair(state, S("Vault"), card(3, "Ogre"), prizes_=(card(6, "Huge Diamond (10,000)"),))
    turn_of(state, 0, S("Main Staircase"))
    choice = g.agent(0, 1, "hard").choose(g, state, g.legal_actions(state))
    assert isinstance(choice, UseCrystalBall) and choice.space == S("Vault")
    assert not isinstance(g.agent(0, 1, "easy").choose(g, state, g.legal_actions(state)), UseCrystalBall)
    act(g, state, UseCrystalBall, space=S("Vault"))
    assert state.knows(0, card(3, "Ogre")) and state.pending.kind == "regain"   # and he still takes a spell


def test_the_rules_screen_gives_the_solo_goals_numbers():
    """rules.md (the rules screen) says the turns and depths of the solo goals that data/solo.json holds."""
    text = Path(content.__file__).with_name("rules.md").read_text(encoding="utf-8")
    kinds = ("Elf", "Hero", "Superhero", "Wizard")
    clock = " | ".join(str(goals()["clock"].par[k]) for k in kinds)
    deep = " | ".join(f"{goals()['deep'].depth[k]:.1f}" for k in kinds)
    assert f"win within this many turns | {clock} |" in text
    assert f"on average | {deep} |" in text


def test_a_computer_player_going_round_without_gain_holds_to_one_goal():
    """A computer player always makes progress towards an end (project rule for the computer players): when
    its last eight turns began on no more than four spaces with nothing gained, seen or killed, it holds to
    the goal it had until it gets there (or cannot get nearer), whatever else comes to look better; the
    first thing gained and it chooses afresh. Every strength."""
    cup = card(3, "Silver Cup (1,000)")
    # The Almsroom's sack is such that from a1 each strength first chooses the Almsroom, beside the Vault the Vault.
    for strength, gold in (("easy", "1,000"), ("normal", "750"), ("hard", "750")):
        sack = card(1, f"Sack of Gold ({gold})")
        state = started(g, "Hero", "Elf")
        lair(state, S("Almsroom"), card(1, "Goblins"), prizes_=(sack,), face_up=True)
        lair(state, S("Vault"), card(3, "Giant Spider"), prizes_=(cup,), face_up=True)
        state.learn(sack, [0])
        state.learn(cup, [0])
        lair(state, S("Den"), card(2, "Ghouls"))     # far off the way, face down
        agent = g.agent(0, 1, strength)
        for n in range(8):                      # eight turns begun at a1, with nothing gained nor seen
            state.turn = 10 + n
            turn_of(state, 0, S("a1"))
            agent.choose(g, state, g.legal_actions(state))
        assert agent.target == S("Almsroom") and agent.lock == S("Almsroom"), strength
        state.turn += 1
        turn_of(state, 0, S("d2"))              # beside the Vault, which a free choice would take now
        agent.choose(g, state, g.legal_actions(state))
        assert agent.target == S("Almsroom"), strength          # held to
        state.lairs[S("Den")][0].face_up = True   # something seen: it chooses afresh
        state.turn += 1
        turn_of(state, 0, S("d2"))
        agent.choose(g, state, g.legal_actions(state))
        assert agent.target == S("Vault") and agent.lock is None, strength


def test_the_way_to_a_room_counts_the_monsters_it_passes_both_ways():
    """The computer player measures how far a room is from its pawn (to choose it) and how far each space is
    from the room (to walk there) alike: a room whose only way in for this pawn is through a chamber of
    monsters is far both ways (the Hard Hero of issue 27 chose the Charnel House from one space, walked
    towards it, found it far and walked back, for ever)."""
    from game.games.dungeon import GAME
    from game.games.dungeon.knowledge import Knowledge

    m = GAME.map()
    named = {m.the(sp): sp for sp in m.kind}
    crypt, charnel, corridor = named["the Crypt"], named["the Charnel House"], named["the corridor by the Crypt"]
    state = started(GAME, "Hero", "Elf")
    lair(state, crypt, card(4, "Troll"), card(4, "Mummy"))
    lair(state, charnel, card(4, "Werewolf"), prizes_=(card(4, "Jade Idol (5,000)"),))
    state.pawns[0].prizes = [card(1, "Secret Entrance Card")]
    turn_of(state, 0, corridor)
    k = Knowledge(m, GAME.view(state, 0), 0, g.agent(0, 1, "hard").style)
    outward = k.outward()[charnel]
    backward = k.distances({charnel: 0.0}, target=charnel)[corridor]
    assert outward == backward and outward > 5
