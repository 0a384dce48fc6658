"""What each seat sees (hands are secret) and the numbers the screen and the computer player share."""

import json

from game.engine import protocol, serial
from game.games.doors import GAME
from game.games.doors.actions import AskHelp, KickDoor, RunAway
from game.games.doors.odds import chance, run_chance, totals
from game.games.doors.words import fight_foot
from tests.doors.helpers import act, be, equip, fresh, hand, new, pass_all, top


def test_each_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    """Hands are secret: the game hides them from the other seats (GAME.has_secrets)."""
    state = new(4, 3)
    assert GAME.secrets(state)
    for seat in range(4):
        view = GAME.view(state, seat)
        assert [c.id for c in view.hand] == state.players[seat].hand
        assert [s.hand for s in view.seats] == [len(p.hand) for p in state.players]
        text = json.dumps(serial.to_json(view))
        for other in range(4):
            if other != seat:
                assert not any(f'"id": "{c}"' in text for c in state.players[other].hand
                               if c not in state.players[seat].hand)
    assert GAME.view(state, None).hand == ()


def test_the_view_shows_the_table_and_the_fight_with_every_modifier():
    state = fresh()
    state.players[0].level = 3
    equip(state, 0, "helm_of_moderate_courage")
    be(state, 0, "leafling")
    top(state, "cave_pigeon")
    act(state, KickDoor())
    view = GAME.view(state, 2)
    seat = view.seats[0]
    assert seat.level == 3 and seat.strength == 5 and seat.races[0].name == "Leafling"
    assert seat.items[0].equipped and seat.items[0].slot == "headgear"
    fight = view.combat
    assert (fight.players, fight.monsters, fight.winning) == (5, 4, True)
    assert {(line.label, line.value, line.side) for line in fight.lines} == {
        ("Ann: level", 3, "players"), ("Ann: Helm of Moderate Courage", 2, "players"),
        ("Cave Pigeon: level", 2, "monsters"), ("Cave Pigeon: against Leafling", 2, "monsters")}
    assert view.window.tag == "reveal" and view.window.waiting == (1, 2)
    assert view.prompt.startswith("Anyone? Cave Pigeon is revealed")
    # plain data: it goes to JSON and comes back the same
    assert serial.from_json(type(view), json.loads(json.dumps(serial.to_json(view)))) == view


def test_the_prompt_says_who_decides_what():
    """The turn label names the seat and the decision ("Ann: fight the Sewer Hydra (level 16) — 9 vs 16"),
    in words fit for a computer's seat too (no "you")."""
    state = fresh()
    state.players[0].level = 9
    top(state, "sewer_hydra")
    act(state, KickDoor())
    pass_all(state)
    assert GAME.turn_label(state) == "Ann: fight the Sewer Hydra (level 16) — 9 vs 16, losing"
    act(state, AskHelp(seat=1, share=0))
    assert GAME.turn_label(state) == "Bo: Ann asks: Bo helps Ann for no treasure? Accept or refuse"   # (one question)


def test_the_chance_to_run_away():
    """"If you get a 5 or more, you escape": 2 in 6, better with a bonus, never past sure."""
    assert chance(0) == 2 / 6 and chance(1) == 3 / 6 and chance(4) == 1.0 and chance(-1) == 1 / 6
    state = fresh()
    equip(state, 0, "boots_of_hasty_retreat")
    hand(state, 0, "lint_golem")
    top(state, "dread_jelly")            # -1 to run away
    act(state, KickDoor())
    assert run_chance(state, 0, state.combat.foes[0].card) == chance(1)
    assert totals(state).margin < 0


def test_the_fight_s_foot_while_running_away_says_the_rolls_not_the_totals():
    """The auditor's: after "Cora rolled 5 and escapes" the fight box said "Cora is losing: 10 more needed",
    the totals no longer deciding anything. While running away the foot counts the rolls to make, and once
    they are made (the monster not yet cleared away) says the running away is over."""
    state = fresh()
    hand(state, 0, "lint_golem")
    top(state, "dread_jelly")
    act(state, KickDoor())
    pass_all(state)
    act(state, RunAway())
    pass_all(state)
    view = GAME.view(state, 0)
    assert view.combat is not None and fight_foot(view.combat, view.seats) == "Running away: 1 roll to make"
    feet = []
    with protocol.observing(lambda st, ev: feet.append((type(ev).__name__, GAME.view(st, 0)))):
        GAME.apply(state, GAME.legal_actions(state)[0])   # the roll
    after = next(v for name, v in feet if name == "RunResult")
    assert after.combat is not None and after.combat.foes, "the monster is still on the table"
    assert fight_foot(after.combat, after.seats) == "The running away is over"
