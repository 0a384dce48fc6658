"""The hint (game/engine/hints.py): at every decision, the Normal computer player's choice for the seat to act,
with its reason in words.

For each game whose computer player explains itself: random play with fixed seeds, and at every decision
the hint is a legal action with words, is the very choice `choose` makes, changes nothing in the game, and
is the same with what the seat may not see swapped (tests/hidden_data.py, as the views are tested). Then a
few fixed situations per game whose reason must carry the rules' own odds.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.cli import main
from game.engine import serial
from game.engine.hints import Explains, Hint, HintMissing, hint_for
from game.engine.protocol import Game, State
from game.engine.registry import load_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.simulate import table_choices
from game.engine.words import at_least, percent
from tests.hidden_data import SWAPS

# Every game's computer player explains its choices (a game added to the shelf joins here by itself).
HINTED = playable_ids()


def table(game: Game, n: int, seed: int, options: dict | None = None) -> TableConfig:
    choices = table_choices(game, n, Rng(seed=seed))
    return TableConfig(seats=[Seat(name=f"Seat {i + 1}", kind="computer", choices=choices[i]) for i in range(n)],
                       options=dict(options or {}))


@pytest.mark.parametrize("game_id", HINTED)
def test_the_computer_player_explains(game_id):
    game = load_game(game_id)
    assert isinstance(game.agent(0, 1, "normal"), Explains)


@pytest.mark.parametrize("game_id", HINTED)
def test_every_hint_is_legal_worded_the_choice_and_blind_to_secrets(game_id):
    game = load_game(game_id)
    swap = SWAPS.get(game_id)
    rng, rnd = Rng(seed=25), random.Random(25)
    asked = 0
    for round_ in range(3):
        n = game.min_players + rng.below(min(game.max_players, 4) - game.min_players + 1)
        options = {o.key: bool(rng.below(2)) for o in game.optional_rules} if round_ else {}
        state = game.new_game(table(game, n, round_, options), seed=round_)
        state.drain()
        for step in range(120):
            if game.outcome(state) is not None:
                break
            legal = game.legal_actions(state)
            before = serial.to_json(state) if step % 10 == 0 else None
            hint = hint_for(game, state)    # HintMissing if illegal or wordless
            asked += 1
            assert hint.action in legal and hint.reason.strip()
            if before is not None:
                assert serial.to_json(state) == before, f"{game_id}: asking for a hint changed the game"
            fresh = game.agent(state.to_act, 1, game.hint_strength)
            assert fresh.choose(game, state, legal) == hint.action, f"{game_id}: explain and choose differ"
            if swap is not None:
                other = hint_for(game, swap(state, state.to_act, rnd))
                assert other == hint, f"{game_id}: the hint reads what seat {state.to_act} may not see"
            game.apply(state, rng.choice(legal))
    assert asked > 60


@pytest.mark.parametrize("game_id", HINTED)
def test_a_table_that_follows_every_hint_finishes_its_game(game_id):
    """Followed click by click (the hint's player is asked afresh each time, remembering nothing), the hints
    play a whole game: no half-made choice sends them back, and they do not go round in circles."""
    game = load_game(game_id)
    options = {"twists": True} if game_id == "delve" else {}
    state = game.new_game(table(game, max(2, game.min_players), 3, options), seed=3)
    backs = 0
    for _ in range(3000):
        if game.outcome(state) is not None:
            break
        hint = hint_for(game, state)
        backs += type(hint.action).__name__ == "Back"
        game.apply(state, hint.action)
    assert game.outcome(state) is not None and backs == 0


def test_no_hint_without_a_decision():
    game = load_game("escape")
    state = game.new_game(table(game, 2, 1), seed=1)
    state.to_act = None
    with pytest.raises(HintMissing):
        hint_for(game, state)


# --- fixed situations ----------------------------------------------------------------------------------
def first_hint(game_id: str, n: int, seed: int, wanted: Callable[[State, Hint], bool],
               options: dict | None = None, limit: int = 3000) -> tuple[State, Hint]:
    """Normal computer players play a fixed game; the first position whose hint is `wanted`."""
    game = load_game(game_id)
    state = game.new_game(table(game, n, seed, options), seed=seed)
    agents = [game.agent(s, s, "normal") for s in range(n)]
    for _ in range(limit):
        if game.outcome(state) is not None:
            break
        hint = hint_for(game, state)
        if wanted(state, hint):
            return state, hint
        game.apply(state, agents[state.to_act].choose(game, state, game.legal_actions(state)))
    raise AssertionError(f"no such hint in {game_id} seed {seed}")


def test_dungeon_a_fight_against_a_known_monster_gives_the_odds_module_s_chance():
    from game.games.dungeon import actions as A
    from game.games.dungeon.odds import chance
    from game.games.dungeon.view import DungeonView

    game = load_game("dungeon")

    def known_fight(state, hint):
        if not isinstance(hint.action, A.Fight | A.OpenDoor):
            return False
        v: DungeonView = game.view(state, state.to_act)
        space = hint.action.space if isinstance(hint.action, A.Fight) else hint.action.room
        top = v.guards(space)[0]
        return top.card is not None and top.card.kind == "monster"

    for seed in range(1, 20):
        try:
            state, hint = first_hint("dungeon", 3, seed, known_fight, limit=1500)
            break
        except AssertionError:
            continue
    else:
        raise AssertionError("no fight against a known monster in these games")
    v = game.view(state, state.to_act)
    space = hint.action.space if isinstance(hint.action, A.Fight) else hint.action.room
    card, me = v.guards(space)[0].card, v.pawns[state.to_act]
    number = card.number(me.kind.lower())
    sword = any(p.special == "magic_sword" for p in me.prizes or ())
    assert card.name in hint.reason
    if number is not None and not sword:
        assert f"{at_least(number)} wins, {percent(chance(number))}" in hint.reason


def test_dungeon_the_pawn_and_a_dropped_prize_say_their_rule():
    from game.games.dungeon import actions as A
    from game.games.dungeon.content import prize

    _, hint = first_hint("dungeon", 2, 3, lambda s, h: isinstance(h.action, A.ChoosePawn))
    assert hint.action.pawn == "Hero" and "Rule of thumb" in hint.reason and "10,000" in hint.reason
    _, hint = first_hint("dungeon", 3, 7, lambda s, h: isinstance(h.action, A.DropPrize))
    assert prize(hint.action.card).name in hint.reason and "worth least" in hint.reason


def test_escape_the_river_gives_the_d8_odds():
    from game.games.escape import actions as A
    from game.games.escape.odds import d8_odds

    game = load_game("escape")
    state, hint = first_hint("escape", 3, 5, lambda s, h: isinstance(h.action, A.Swim | A.TakeLedge))
    path = game.path()
    me = game.view(state, state.to_act).hirelings[state.to_act]
    number = path.number(me.square)
    evade = sum(f.value for f in me.front if f.kind == "evade")
    assert at_least(number, "the d8") in hint.reason
    assert percent(d8_odds(number, evade)) in hint.reason


def test_escape_a_split_hint_weighs_the_fire_and_each_way_and_normal_says_its_rule_of_thumb():
    """Escape's hints are Hard's (Normal counts squares at a split and fears the fire too much, on purpose):
    the hint weighs what waits on each way; Normal, asked, says its rule of thumb with the squares."""
    from game.games.escape import actions as A

    game = load_game("escape")
    assert game.hint_strength == "hard"
    state, hint = first_hint("escape", 2, 5, lambda s, h: isinstance(h.action, A.ChooseBranch))
    way = game.path().branch_name(hint.action.square)
    assert hint.reason.startswith(f"Go by {way}:") and "what waits on each way counted" in hint.reason
    normal = game.agent(state.to_act, 1, "normal").explain(game, state, game.legal_actions(state))
    steps = game.path().steps_to_exit(normal.action.square)
    assert "Rule of thumb" in normal.reason and f"{steps} squares" in normal.reason


def test_delve_the_regroup_gives_the_chance_to_come_through():
    from game.games.delve import actions as A
    from game.games.delve.reasons import chance
    from game.games.delve.seen import Seen

    game = load_game("delve")
    state, hint = first_hint("delve", 2, 4, lambda s, h: isinstance(h.action, A.SeekGlory | A.Retire)
                             and any(isinstance(a, A.SeekGlory) for a in game.legal_actions(s)))
    v = game.view(state, state.to_act)
    survive = Seen(v).delve().outlook(min(v.level + 1, v.pool)).survive
    assert f"Level {v.level + 1}: {chance(survive)} to come through it" in hint.reason


def test_delve_a_plan_names_the_monsters_it_beats():
    from game.games.delve import actions as A

    _, hint = first_hint("delve", 2, 4, lambda s, h: isinstance(h.action, A.Pick) and "plan" in h.reason)
    assert "can beat every monster here" in hint.reason and "The plan is" in hint.reason


def test_delve_a_twist_card_played_on_the_hint_is_aimed_on_the_hint():
    from game.games.delve import actions as A

    game = load_game("delve")
    state = game.new_game(table(game, 3, 2, {"twists": True}), seed=2)
    aimed = 0
    for _ in range(3000):
        if game.outcome(state) is not None:
            break
        hint = hint_for(game, state)
        if state.pending is not None and state.pending.kind == "twist":
            assert isinstance(hint.action, A.TwistTarget) and "level" in hint.reason
            aimed += 1
        game.apply(state, hint.action)
    assert aimed


# --- the command -------------------------------------------------------------------------------------------
def test_the_hints_command_checks_every_decision(capsys):
    assert main(["hints", "escape", "--games", "1", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "hints were legal actions with words; 0 missing" in out and "slowest hint" in out


def test_the_hints_command_refuses_bad_input(capsys):
    assert main(["hints", "escape", "--games", "0"]) == 2
    assert "--games" in capsys.readouterr().err


def test_escape_a_split_of_equal_ways_is_called_a_tie_not_the_shorter_way():
    from game.games.escape import GAME
    from game.games.escape.actions import NoCard
    from tests.escape.helpers import act, new, place

    state = new()
    place(state, 0, "Square 12")
    state.rng.force(3)
    act(state, NoCard("move"))   # at the fork of the Old Mine and the Bat Cave, equally long
    hint = GAME.agent(state.to_act, 1, "normal").explain(GAME, state, GAME.legal_actions(state))   # (its words)
    steps = GAME.path().steps_to_exit(hint.action.square)
    assert hint.reason.startswith(f"Both ways are {steps} squares: the Old Mine and the Bat Cave.")
    assert "Neither is shorter" in hint.reason and "fewer squares" not in hint.reason


def test_escape_a_steal_says_how_a_tie_between_rivals_was_broken():
    from game.games.escape import GAME
    from tests.escape.helpers import new, place

    def steal_hint(packs: tuple[int, ...]) -> str:
        state = new(len(packs) + 1)
        for seat, n in enumerate(packs, start=1):
            state.hirelings[seat].pack = state.hirelings[seat].pack[:n]
        for seat in range(len(packs) + 1):
            place(state, seat, "Square 12")
        state.phase, state.to_act = "steal", 0
        return hint_for(GAME, state).reason

    alone = steal_hint((3,))
    assert "the only backpack within reach" in alone and "nearest" not in alone
    more = steal_hint((3, 5))
    assert more.startswith("Reach into Cid's backpack: Cid is as near the way out as any rival")
    assert "the most cards (5 cards)" in more
    same = steal_hint((4, 4))
    assert same.startswith("Reach into Bob's backpack:") and "as many cards each" in same and "comes first" in same
