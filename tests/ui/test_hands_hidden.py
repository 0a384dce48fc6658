"""Hot-seat secrets: once a person has acted and the computers play, that person's hand is no longer on the
screen (others at the table would see it); the next person's decision comes after the hand-off screen."""

from __future__ import annotations

from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui.launch import table_scene
from game.ui.scenes.handoff import HandOffScene
from tests.ui.conftest import show
from tests.ui.tables import things


def test_a_persons_hand_is_hidden_while_the_computers_play(app):
    game = load_game("doors")
    seats = [Seat(name="Ada"), Seat(name="Bram"), Seat(name="Cora", kind="computer"),
             Seat(name="Dain", kind="computer")]
    session = Session(game, TableConfig(seats=seats), 5)
    table = show(app, table_scene(app, session))
    acted = False
    for _ in range(4000):
        app.frame([], 1 / 30)
        top = app.stack.top
        if isinstance(top, HandOffScene):
            top.widgets[0].on_click()
            app.stack.apply()
            continue
        if table.shown.asking:
            table.claim(None)
            continue
        seat = session.to_act
        if acted and seat is not None and session.is_computer(seat):
            table.skip_animations()
            app.frame([], 1 / 30)
            assert table.shown.holder is None and table.shown.view.hand == ()   # no one's cards left open
            held = {cid for p in session.state.players for cid in p.hand}   # (cards are named by id)
            on_table = {t.key[1] for t in things(table) if isinstance(t.key, tuple) and t.key[0] == "card"}
            assert not held & on_table
            return
        if table.shown.mine:
            table.play(session.computer_choice())
            acted = True
    raise AssertionError("no computer's turn came after a person's")

