"""The hint in Wilds & Depths (issue 25): at every decision, what the Hard computer player would do in the
seat (Normal is Hard with blind spots made on purpose, which a hint should not teach), and why, with the
chances odds.py works out: the monster's roll to beat, a fight between pawns, a card drawn where a die lands,
what an item for sale adds."""

import random

from game.engine.hints import hint_for
from game.engine.offer import Accept
from game.engine.words import percent
from game.games.town import GAME, odds
from game.games.town import actions as A
from game.games.town.content import card
from tests.hint_checks import mixed_mover, play_asking, shared_reasons
from tests.town.helpers import act, fight, give, new, roll
from tests.town.test_meetings import meet

COMMON = {"Roll", "Move", "GoOn", "Attack", "Buy", "Sell", "Leave", "Face", "CancelTrade"}


def test_every_hint_in_played_games_is_legal_worded_the_hard_choice_and_blind_to_the_decks_order():
    reasons: dict[str, set[str]] = {}
    for seed in range(3):
        n = 2 + seed
        for kind, texts in play_asking(GAME, new(n, seed), mixed_mover(GAME, n, seed), 300,
                                       random.Random(seed)).items():
            reasons.setdefault(kind, set()).update(texts)
    assert COMMON <= set(reasons), f"no hint was asked for {COMMON - set(reasons)}"
    assert not shared_reasons(reasons)


def test_a_toll_is_fought_with_the_chance_to_beat_the_monster():
    state = new()
    fight(state, 0, ("bridge_troll",))
    hint = hint_for(GAME, state)
    assert hint.action == A.FightMonster()
    assert percent(odds.monster_chance("bridge_troll", [])) == "50%"
    assert hint.reason.startswith("Fight the Bridge Troll: the Bridge Troll is beaten on 4 or more: a 4, 5 or 6 on "
                                  "the die, 50%. Winning brings 2 skulls and 3 silver; a loss costs a hit point.")


def test_a_toll_is_paid_when_a_loss_would_cost_too_much():
    state = new()
    state.pawns[0].hp, state.pawns[0].silver = 1, 30      # a fall would lose all that silver
    fight(state, 0, ("bridge_troll",))
    hint = hint_for(GAME, state)
    assert hint.action == A.PayToll(amount=2)
    assert hint.reason == ("Pay the 2 silver: the Bridge Troll is beaten on 4 or more: a 4, 5 or 6 on the die, 50%, "
                           "and a loss costs a hit point, and with 1 hit point left you could fall and lose your 30 "
                           "silver. Paying is worth more to you than the fight.")


def test_meeting_a_pawn_the_hint_gives_the_odds_of_the_whole_fight():
    state = new()
    meet(state)
    duel = odds.duel(odds.fighter(5, []), odds.fighter(5, []))
    hint = hint_for(GAME, state)
    assert hint.action == A.GoOn(mover=True)
    assert (f"A fight is not worth the risk: you win {percent(duel.first_wins)}, Bob wins "
            f"{percent(duel.second_wins)}, both fall {percent(duel.both_fall)}") in hint.reason
    assert "At a table of two" in hint.reason          # the rival's gain is Ann's loss: no trade offered
    state = new()
    give(state, 0, "axe")
    state.pawns[1].silver = 40
    meet(state)
    hint = hint_for(GAME, state)
    assert hint.action == A.Attack(target=1)
    assert hint.reason.startswith("Fight Bob: you win") and "Bob has 40, you have 3" in hint.reason


def test_a_trade_is_planned_put_together_and_answered_with_its_reason():
    state = new(n=3)
    give(state, 0, "lantern", "lantern")                # a second Lantern adds nothing to Ann
    state.pawns[1].silver = 10
    meet(state)
    hint = hint_for(GAME, state)
    assert hint.action == A.ProposeTrade(target=1)
    assert hint.reason.startswith("Offer Bob a trade: your Lantern for 4 silver. It leaves you better off")
    act(state, hint.action)
    hint = hint_for(GAME, state)
    assert hint.action == A.Put(side="give", what="item", index=0, on=True)
    assert str(hint.action) == "Give your Lantern" and "the offer to put together is your Lantern" in hint.reason
    while not isinstance(hint.action, A.SendOffer):
        act(state, hint.action)
        hint = hint_for(GAME, state)
    act(state, hint.action)
    hint = hint_for(GAME, state)
    assert hint.action == Accept()
    assert hint.reason == "Accept: it leaves you better off. The offer: Ann offers Bob the Lantern for 4 silver."


def test_the_die_to_move_by_names_the_landing_and_the_odds_of_the_card_drawn_there():
    """With 2 hit points the Normal player weighs every landing (with more it feels strong: below)."""
    state = new()
    state.pawns[0].hp = 2
    roll(state, 2, 5)
    hint = hint_for(GAME, state)
    assert isinstance(hint.action, A.Move)
    chosen = next(c for c in GAME.view(state, 0).choices if c.value == hint.action.value)
    assert hint.reason.startswith(f"Move by the {chosen.value} to {chosen.name}")
    if chosen.draw is not None and chosen.draw.chance is not None:
        assert f"you beat them {percent(chosen.draw.chance)} on average" in hint.reason
    other = 2 if chosen.value == 5 else 5
    assert f"Next best: the {other} to" in hint.reason


def test_normal_with_hit_points_to_spare_heads_for_a_card_as_far_as_the_dice_go_and_says_so():
    """Normal's blind spot, in its own words: feeling strong, it takes the bigger die to a card (the hint,
    Hard's, weighs every landing)."""
    state = new()
    roll(state, 2, 5)
    draws = [c for c in GAME.view(state, 0).choices if c.kind == "draw"]
    hint = GAME.agent(0, 1, "normal").explain(GAME, state, GAME.legal_actions(state))
    assert not hint_for(GAME, state).reason.endswith("as far as the dice take you. You weigh the odds of every "
                                                     "landing only with 2 hit points or fewer.")
    farthest = max(draws, key=lambda c: c.value)
    assert isinstance(hint.action, A.Move) and hint.action.value == farthest.value
    assert hint.reason.startswith(f"Move by the {farthest.value} to {farthest.name}, which draws a card")
    assert hint.reason.endswith("With 5 of 5 hit points you feel strong: you head for a card to draw, as far as "
                                "the dice take you. You weigh the odds of every landing only with 2 hit points "
                                "or fewer.")


def test_a_weapon_for_sale_shows_how_much_more_often_you_would_win():
    state = new()
    state.shop = ["sword", "lantern", "map"]
    state.pawns[0].silver = 20
    hint = hint_for(GAME, state)
    assert hint.action == A.Buy(slot=0)
    monsters = [c for d in state.decks for c in d.cards if card(c).monster]
    before = sum(odds.monster_chance(c, []) for c in monsters) / len(monsters)
    after = sum(odds.monster_chance(c, ["sword"]) for c in monsters) / len(monsters)
    assert hint.reason == (f"Buy the Sword for 7 silver: +2 to your fight rolls. Against the monsters still in the "
                           f"decks you would win {percent(after)} of fights instead of {percent(before)}. Of the "
                           "things for sale, it is the best buy for you: worth more to you than its price.")


def test_hard_pays_for_new_wares_twice_a_turn_at_most_and_asked_afresh_knows_it():
    state = new()
    state.shop = ["axe", "axe", "axe"]                 # nothing Ann can pay for
    state.town_deck.cards = ["axe"] * 6
    state.pawns[0].silver = 10
    for _ in range(2):
        player = GAME.agent(0, 5, "hard")               # a fresh one each time: the view counts the refreshes
        hint = player.explain(GAME, state, GAME.legal_actions(state))
        assert hint.action == A.Refresh()
        assert hint.reason.startswith("Pay 1 silver for three new items: nothing for sale now is worth its price")
        assert hint.reason.endswith("New wares are worth paying for twice a turn at most.")
        act(state, hint.action)
    hint = GAME.agent(0, 5, "hard").explain(GAME, state, GAME.legal_actions(state))
    assert hint.action == A.Roll()
    assert hint.reason.endswith("You have paid for new wares this turn already.")


def test_normal_never_pays_for_new_wares():
    """Normal's blind spot: it buys from what is for sale, or leaves."""
    state = new()
    state.shop = ["axe", "axe", "axe"]
    state.town_deck.cards = ["axe", "axe", "axe"]
    state.pawns[0].silver = 10
    hint = GAME.agent(0, 1, "normal").explain(GAME, state, GAME.legal_actions(state))
    assert hint.action == A.Roll() == GAME.agent(0, 5, "normal").choose(GAME, state, GAME.legal_actions(state))
    assert hint.reason == "Roll the dice: nothing for sale is worth its price to you, and you carry nothing to sell."


def test_rolling_on_from_the_town_with_empty_hands_does_not_praise_what_you_carry():
    state = new()
    state.shop = ["axe", "axe", "axe"]                 # nothing Ann can pay for, new wares or not
    state.town_deck.cards = ["axe", "axe", "axe"]
    state.pawns[0].silver = 10
    assert not state.pawns[0].equipment
    act(state, A.Refresh())
    act(state, A.Refresh())   # (the hint, Hard's, pays for new wares twice a turn at most)
    hint = hint_for(GAME, state)
    assert hint.action == A.Roll()
    assert hint.reason.startswith("Roll the dice: nothing for sale is worth its price to you, and you carry "
                                  "nothing to sell.")
    give(state, 0, "lantern")
    assert "what you carry is worth keeping" in hint_for(GAME, state).reason


def test_a_buy_as_good_as_another_for_sale_is_not_called_the_best(monkeypatch):
    from game.games.town.appraise import Appraiser
    monkeypatch.setattr(Appraiser, "item_value", lambda self, item, items=None: 10.0)   # all worth the same
    state = new()
    state.shop = ["dagger", "shield", "sword"]     # the first two: 3 silver each
    state.pawns[0].silver = 5
    hint = hint_for(GAME, state)
    assert hint.action == A.Buy(slot=0)
    assert hint.reason.endswith("Of the things for sale, none is a better buy for you (the Wooden Shield as good): "
                                "worth more to you than its price.")
