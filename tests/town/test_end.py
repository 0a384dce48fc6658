"""The end. Rulebook, step 7: "Repeat for every player, until all monsters are defeated. At that point,
the players look through their victory piles to total up their victory points (the values shown in the
skulls of their defeated enemies). Whoever has the most is the winner!" Tie-break (project design): the
most silver; then the win is shared."""

from game.engine.events import GameEnded
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.town import GAME, content, odds
from tests.town.helpers import fight, new


def all_but(state, last: str, depth: int) -> None:
    """Every monster in a victory pile (Ann's and Bob's) except `last`, left alone in its deck."""
    monsters = [c for d in content.DEPTHS for c in content.deck_cards(d) if content.card(c).monster]
    monsters.remove(last)
    state.pawns[0].victory = monsters[::2]
    state.pawns[1].victory = monsters[1::2]
    for d in content.DEPTHS:
        state.decks[d].cards = []
    state.decks[depth].cards = [last]


def test_the_game_ends_when_the_last_monster_is_defeated_and_the_most_skulls_wins():
    state = new()
    all_but(state, "red_dragon", 3)
    assert GAME.outcome(state) is None and GAME.view(state, 0).monsters_left == 1
    events = fight(state, 3, ("red_dragon",), 6)
    assert isinstance(events[-1], GameEnded) and state.phase == "over" and GAME.legal_actions(state) == []
    outcome = GAME.outcome(state)
    skulls = [sum(content.card(c).skulls for c in p.victory) for p in state.pawns]
    assert outcome.scores == {0: skulls[0], 1: skulls[1]}
    assert outcome.winners == ((0,) if skulls[0] > skulls[1] else (1,))
    assert "Every monster is defeated" in outcome.reason


def test_fortune_cards_left_in_the_decks_do_not_hold_up_the_end():
    state = new()
    all_but(state, "giant_rat", 0)
    state.decks[1].cards = ["old_shrine", "spike_trap"]
    fight(state, 0, ("giant_rat",), 6)
    assert GAME.outcome(state) is not None


def split(cards: list[str], diff: int) -> tuple[list[str], list[str], list[str]]:
    """Share the cards between Ann, Bob and Cid so that Ann has `diff` skulls more than Bob (Cid takes a
    one-skull card if the total's parity demands it)."""
    skull = {c: content.card(c).skulls for c in cards}
    ann = sorted(cards, key=lambda c: -skull[c])
    cid = [ann.pop()] if (sum(skull.values()) - diff) % 2 else []     # the last is a one-skull card
    bob: list[str] = []
    gap = sum(skull[c] for c in ann)
    for c in list(ann):
        if gap - 2 * skull[c] >= diff:
            ann.remove(c)
            bob.append(c)
            gap -= 2 * skull[c]
    assert gap == diff
    return ann, bob, cid


def test_equal_skulls_the_most_silver_wins():
    """The project's tie-break: Bob takes the last monster and draws level with Ann, with more silver."""
    state = new(3)
    monsters = [c for d in content.DEPTHS for c in content.deck_cards(d) if content.card(c).monster]
    monsters.remove("giant_rat")
    ann, bob, cid = split(monsters, 1)
    assert sorted(ann + bob + cid) == sorted(monsters)
    state.pawns[0].victory, state.pawns[1].victory, state.pawns[2].victory = ann, bob, cid
    for d in content.DEPTHS:
        state.decks[d].cards = []
    state.pawns[0].silver = state.pawns[1].silver = 5             # the Rat pays Bob 1 more
    state.to_act = 1
    events = fight(state, 0, ("giant_rat",), 6, seat=1)
    outcome = GAME.outcome(state)
    assert outcome.scores[0] == outcome.scores[1] and outcome.winners == (1,)
    assert "with the most silver" in events[-1].text()


def test_the_tie_break_is_the_most_silver_then_a_shared_win():
    from game.games.town import end
    state = new(3)
    state.pawns[0].victory, state.pawns[1].victory, state.pawns[2].victory = ["ogre"], ["ghoul"], ["kobold"]
    state.pawns[0].silver, state.pawns[1].silver = 4, 9
    assert end.winners(state) == [1]
    state.pawns[0].silver = 9
    assert end.winners(state) == [0, 1]


def test_every_monster_can_be_beaten_by_a_bare_die():
    """So the game always ends: every target is a 6 or less, and no special or missing equipment puts it
    out of reach (at worst one chance in six, or one in 36 for a monster beaten twice)."""
    for c in content.cards().values():
        if c.monster:
            assert 1 <= c.target <= 6, c.name
            assert odds.monster_chance(c.id, []) >= 1 / 36, c.name


def test_games_played_by_the_computer_always_end():
    for n in (2, 4, 6):
        seats = [Seat(name=f"P{i}", kind="computer") for i in range(n)]
        session = Session(GAME, TableConfig(seats=seats), seed=40 + n, keep_undo=False)
        steps = 0
        while session.outcome is None and steps < GAME.action_limit:
            session.play(session.computer_choice())
            steps += 1
        assert session.outcome is not None and session.outcome.winners
        assert sum(len(p.victory) for p in session.state.pawns) == content.monster_total()


def test_the_view_counts_the_monsters_left():
    state = new()
    assert GAME.view(state, 0).monsters_left == content.monster_total()
    fight(state, 0, ("giant_rat",), 6)
    assert GAME.view(state, 0).monsters_left == content.monster_total() - 1


def test_a_one_skull_score_is_counted_in_words():
    """The game's end said "1 skulls from 1 monsters": "1 skull from 1 monster"."""
    state = new()
    all_but(state, "red_dragon", 3)
    ann, bob = state.pawns[0], state.pawns[1]
    ann.victory, bob.victory = [c for c in ann.victory + bob.victory if c != "carrion_crows"], ["carrion_crows"]
    fight(state, 3, ("red_dragon",), 6)
    assert content.card("carrion_crows").skulls == 1
    assert GAME.outcome(state).details[1] == f"1 skull from 1 monster, {state.pawns[1].silver} silver"
