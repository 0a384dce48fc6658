"""Trading (the advanced option: 'Players may trade Twist cards and treasures') and the final score with its
tie-breaks (rulebook 6)."""

from game.games.delve.events import TradeOffered, TradeSettled
from tests.delve.helpers import GAME, REGROUP, A, at, labels, play, start


def round_two(state):
    """Finish round 1 (both delves retire at level 1), opening the trading of round 2."""
    for _ in range(state.n):
        at(state, REGROUP, party=["Fighter"], level=1, treasures=list(state.treasures[state.adventurer]))
        play(state, A.Retire(xp=1))


def test_trading_opens_each_round_and_swaps_named_treasures():
    """5: 'Advanced: Players may trade Twist cards and treasures.' Offered at the start of each round."""
    state = start("Knight", "Minstrel", trading=True)
    state.treasures = [["Talisman", "Dragon Scales"], ["Town Portal"]]
    for t in ("Talisman", "Dragon Scales", "Town Portal"):
        state.bag.remove(t)
    round_two(state)
    assert state.phase == "trade" and state.to_act == 0
    assert labels(state) == ["Offer the Dragon Scales", "Offer the Talisman", "No trade"]
    play(state, A.OfferTrade("treasure:Talisman"), A.TradeWith(seat=1, name="Bob"))
    assert labels(state) == ["Ask for the Town Portal", "Back"]
    events = play(state, A.AskFor("treasure:Town Portal"))
    assert state.to_act == 1 and labels(state) == ["Accept the trade", "Decline the trade"]
    assert any(isinstance(e, TradeOffered) and e.visible_to is None for e in events)
    play(state, A.AcceptTrade())
    assert sorted(state.treasures[0]) == ["Dragon Scales", "Town Portal"] and state.treasures[1] == ["Talisman"]
    assert state.to_act == 1 and labels(state)[-1] == "No trade"       # Bob's own offer next
    play(state, A.NoTrade())
    assert state.phase == "form" or state.adventurer == 0   # the round's first delve begins


def test_a_twist_card_of_their_choice_and_secrecy_between_traders():
    """5: trading twist cards; hands are secret, so a card is asked for blind and only the traders learn it."""
    state = start("Knight", "Minstrel", twists=True, trading=True)
    round_two(state)
    state.twists = [["Lucky Charm"], ["Dragon Call", "Wary Dragon"]]
    state.treasures = [["Elixir"], []]
    state.bag.remove("Elixir")
    play(state, A.OfferTrade("treasure:Elixir"), A.TradeWith(seat=1, name="Bob"))
    assert labels(state) == ["Ask for a twist card of their choice", "Back"]
    play(state, A.AskFor("twist:"))
    assert labels(state) == ["Accept: give your Dragon Call", "Accept: give your Wary Dragon", "Decline the trade"]
    events = play(state, A.AcceptTrade(card="Wary Dragon"))
    settled = next(e for e in events if isinstance(e, TradeSettled))
    assert settled.visible_to == (0, 1) and "a twist card" in settled.text_for(None)
    assert "Wary Dragon" in settled.text_for(0)
    assert state.twists[0] == ["Lucky Charm", "Wary Dragon"] and state.treasures[1] == ["Elixir"]


def test_a_declined_offer_changes_nothing_and_each_seat_offers_once():
    """Trading: an offer may be declined; one offer per seat per round."""
    state = start("Knight", "Minstrel", trading=True)
    state.treasures = [["Talisman"], ["Scroll"]]
    state.bag.remove("Talisman")
    state.bag.remove("Scroll")
    round_two(state)
    play(state, A.OfferTrade("treasure:Talisman"), A.TradeWith(seat=1, name="Bob"), A.AskFor("treasure:Scroll"),
         A.DeclineTrade())
    assert state.treasures == [["Talisman"], ["Scroll"]]
    assert state.to_act == 1 and "Offer the Scroll" in labels(state)
    play(state, A.NoTrade())
    assert state.phase != "trade"


def test_no_trading_without_the_option_or_with_nothing_to_trade():
    """Trading is the advanced option: off by default, and skipped when no one holds anything."""
    state = start("Knight", "Minstrel")
    round_two(state)
    assert state.phase != "trade"
    state = start("Knight", "Minstrel", trading=True)
    round_two(state)
    assert state.phase != "trade"   # no one holds anything yet


# --- scoring ---------------------------------------------------------------------------------------------
def finish(state, xp, treasures):
    state.xp = list(xp)
    state.treasures = [list(t) for t in treasures]
    state.delves_done = [2] * state.n
    state.delves_done[-1] = 3
    for seat in range(state.n - 1):
        state.adventurer = seat
        at(state, REGROUP, party=["Fighter"], level=1, treasures=())
        state.treasures = [list(t) for t in treasures]
        state.xp[seat] = xp[seat] - 1
        play(state, A.Retire(xp=1))
    # the last seats' third delves
    while not state.finished:
        at(state, REGROUP, party=["Fighter"], level=1)
        state.treasures = [list(t) for t in treasures]
        state.xp[state.adventurer] = xp[state.adventurer] - 1
        play(state, A.Retire(xp=1))
    return GAME.outcome(state)


def test_final_score_is_xp_plus_unused_treasures():
    """6: 'Final Score = XP ... +1 XP per unused Treasure token (Town Portal = 2 XP) +2 XP per pair of Dragon
    Scales'; the highest score wins."""
    state = start("Knight", "Minstrel")
    out = finish(state, [10, 9], [["Town Portal", "Dragon Scales", "Dragon Scales"], ["Talisman"]])
    assert out.scores == {0: 16, 1: 10} and out.winners == (0,)
    assert out.details[0] == "10 XP + 3 treasures worth 6 = 16"
    assert "Ann wins with 16" in out.reason


def test_a_tie_goes_to_fewer_treasure_tokens():
    """6: 'Tiebreakers: 1. Fewer Treasure tokens'."""
    state = start("Knight", "Minstrel")
    out = finish(state, [10, 9], [["Talisman"], ["Scroll", "Elixir"]])
    assert out.scores == {0: 11, 1: 11} and out.winners == (0,)
    assert "Ann wins holding fewer treasure tokens" in out.reason


def test_still_tied_the_victory_is_shared():
    """6: 'Tiebreakers: ... 2. Shared victory if still tied'."""
    state = start("Knight", "Minstrel", "Crusader")
    out = finish(state, [8, 8, 3], [["Elixir"], ["Scroll"], []])
    assert out.winners == (0, 1) and "Ann and Bob share the victory on 9" in out.reason
