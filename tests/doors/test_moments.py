"""One moment at a time: a card moved shows where it went in the view kept at its own event, not before,
and the view at an action's last event is the view after it."""

from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.doors import GAME
from game.games.doors.events import CardMoved


def where(view, card):
    """The places a card shows in a view: the viewer's hand, a seat's items, the combat zone."""
    places = set()
    if any(c.id == card for c in view.hand):
        places.add("hand")
    for seat in view.seats:
        if any(c.id == card for c in seat.items):
            places.add(f"items:{seat.seat}")
    fight = view.combat
    if fight and (any(f.id == card or any(e.id == card for e in f.enhancers) for f in fight.foes)
                  or any(b.id == card for b in fight.boosts)):
        places.add("combat")
    return places


def test_cards_show_where_they_went_at_their_own_event():
    rng = Rng(seed=5)
    checked = 0
    for game in range(4):
        n = 3 + game
        session = Session(GAME, TableConfig(seats=[Seat(name=f"S{i}", kind="computer") for i in range(n)]), game)
        agents = [GAME.agent(s, game * 10 + s, "normal") for s in range(n)]
        for _ in range(400):
            if session.outcome is None:
                seat = session.state.to_act
                session.watch(seat)
                before = GAME.view(session.state, seat)
                action = agents[seat].choose(GAME, session.state, session.legal()) if rng.below(3) else \
                    rng.choice(session.legal())
                events = session.play(action)
                moments = session.moments
                assert moments[-1].view == GAME.view(session.state, seat)
                for k, event in enumerate(events):
                    if not isinstance(event, CardMoved) or not event.card:
                        continue
                    was = moments[k - 1].view if k else before
                    now = moments[k].view
                    target = {"hand": "hand" if event.dst_seat == seat else None, "combat": "combat",
                              "items": f"items:{event.dst_seat}"}.get(event.dst)
                    if target is None:
                        continue
                    assert target in where(now, event.card) and target not in where(was, event.card), event.text()
                    checked += 1
    assert checked > 50
