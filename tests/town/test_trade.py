"""Trading when passing. Additional rule 3: "Alternately, when players move past each other, they may
decide to trade equipment, coins, or defeated enemies." One offers (the engine's Offer), the other accepts
or refuses. A meeting is a fight or a trade, not both ("Alternately")."""

from game.engine.offer import Accept, OfferMade, Refuse
from game.games.town import GAME
from game.games.town.actions import Attack, CancelTrade, GoOn, ProposeTrade, Put, SendOffer, Silver
from tests.town.helpers import act, at, give, new, of
from tests.town.test_meetings import meet


def draft(state):
    act(state, ProposeTrade(target=1))
    assert state.phase == "trade" and state.draft.by == 0 and state.draft.to == 1


def test_a_trade_of_equipment_coins_and_defeated_monsters_when_both_agree():
    state = new()
    give(state, 0, "sword")
    state.pawns[1].victory = ["ogre", "ghoul"]
    state.pawns[1].silver = 10
    meet(state)
    draft(state)
    assert SendOffer() not in GAME.legal_actions(state)        # an empty offer is no offer
    act(state, Put(side="give", what="item", index=0, on=True))
    act(state, Put(side="ask", what="card", index=1, on=True))
    act(state, Silver(side="ask", delta=5))
    act(state, Silver(side="ask", delta=-1))
    events = act(state, SendOffer())
    made = of(events, OfferMade)[0]
    assert made.text() == "Ann offers Bob the Sword for the Ghoul (3 skulls) and 4 silver"
    assert state.phase == "offer" and state.to_act == 1 and GAME.offer(state).words == made.words
    assert GAME.legal_actions(state) == [Accept(), Refuse()]
    state.rng.force(6)                                          # (the Rat, after the move goes on)
    act(state, Accept())
    assert state.pawns[0].equipment == [] and state.pawns[1].equipment == ["sword"]
    assert state.pawns[0].victory == ["ghoul", "giant_rat"] and state.pawns[1].victory == ["ogre"]
    assert state.pawns[0].silver == 7 + 1 and state.pawns[1].silver == 6


def test_a_meeting_is_a_fight_or_a_trade_not_both():
    """"Alternately, when players move past each other, they may decide to trade": a trade accepted ends the
    meeting, and nobody may start a fight after it (project design: rules.md, "Passing another pawn")."""
    for by in (0, 1):                            # the mover's offer, or the passed pawn's
        state = new()
        state.pawns[1].silver = 5
        meet(state)
        if by == 1:
            act(state, GoOn(mover=True))
        act(state, ProposeTrade(target=1 - by))
        act(state, Silver(side="give", delta=1))
        act(state, SendOffer())
        state.rng.force(6)
        act(state, Accept())
        assert state.meeting is None and at(state, 0) == "Bandit Ridge"
        assert state.pawns[0].victory == ["giant_rat"] and state.to_act == 1 and state.phase == "roll"
        assert not any(isinstance(a, Attack) for a in GAME.legal_actions(state))


def test_after_a_refused_offer_the_meeting_goes_on_and_the_other_may_fight():
    state = new()
    meet(state)
    draft(state)
    act(state, Silver(side="give", delta=1))
    act(state, SendOffer())
    act(state, Refuse())
    assert state.phase == "meet" and state.to_act == 1 and Attack(target=0) in GAME.legal_actions(state)


def test_a_refused_offer_changes_nothing():
    state = new()
    give(state, 0, "sword")
    meet(state)
    draft(state)
    act(state, Put(side="give", what="item", index=0, on=True))
    act(state, SendOffer())
    act(state, Refuse())
    assert state.pawns[0].equipment == ["sword"] and state.pawns[1].equipment == []
    assert state.to_act == 1 and ProposeTrade(target=0) in GAME.legal_actions(state)


def test_each_may_offer_once_a_meeting_and_a_trade_may_be_given_up():
    state = new()
    meet(state)
    draft(state)
    act(state, CancelTrade())
    assert state.phase == "meet" and ProposeTrade(target=1) not in GAME.legal_actions(state)
    act(state, GoOn(mover=True))
    assert ProposeTrade(target=0) in GAME.legal_actions(state)


def test_no_trade_leaves_anyone_with_more_than_three_items():
    state = new()
    give(state, 0, "dagger")
    give(state, 1, "shield", "boots", "lantern")
    meet(state)
    draft(state)
    act(state, Put(side="give", what="item", index=0, on=True))
    assert SendOffer() not in GAME.legal_actions(state)
    act(state, Put(side="ask", what="item", index=2, on=True))
    assert SendOffer() in GAME.legal_actions(state)
    act(state, SendOffer())
    state.rng.force(6)
    act(state, Accept())
    assert state.pawns[0].equipment == ["lantern"] and state.pawns[1].equipment == ["shield", "boots", "dagger"]


def test_no_one_offers_silver_they_do_not_have():
    state = new()
    state.pawns[0].silver = 1
    meet(state)
    draft(state)
    act(state, Silver(side="give", delta=1))
    assert Silver(side="give", delta=1) not in GAME.legal_actions(state)
    assert Silver(side="give", delta=5) not in GAME.legal_actions(state)


def test_an_offer_names_each_item_and_monster_with_the():
    """What players met: "Ann offers Bob Dagger as a gift". An offer reads as a sentence: "Ann offers Bob the
    Dagger as a gift", "… the Sword for the Ghoul (3 skulls) and 4 silver"."""
    from game.games.town.state import Draft
    from game.games.town.trade import words
    state = new()
    give(state, 0, "dagger")
    state.draft = Draft(by=0, to=1, give_items=[0])
    assert words(state, state.draft) == "Ann offers Bob the Dagger as a gift"
