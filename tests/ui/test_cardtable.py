"""The card table's shared pieces: the hand fanned out (the card under the pointer rises, grows and is the
one a click takes), and a table map's zones fitted to the board area."""

import pygame

from game.engine.registry import get_game
from game.ui.cards import CardFace
from game.ui.cardtable import Hand
from game.ui.tablemap import TableMap, grid_for


def test_a_fanned_hand_overlaps_when_crowded_and_the_pointed_card_rises_and_grows(app):
    hand = Hand(pygame.Rect(100, 500, 600, 200), height=150)
    few, many = hand.rects(3), hand.rects(12)
    assert all(a.right <= b.x for a, b in zip(few, few[1:], strict=False))            # room: side by side
    assert all(b.x < a.right for a, b in zip(many, many[1:], strict=False))            # crowded: overlapping
    assert all(hand.area.x <= r.x and r.right <= hand.area.right for r in many)
    raised = hand.rects(12, hover=5)
    assert raised[5].h > many[5].h and raised[5].bottom == hand.area.bottom and raised[5].top < many[5].top
    assert hand.hit(raised[5].move(0, 5).midtop, 12, 5) == 5        # above the row: the raised card, on top
    assert raised[5].collidepoint(many[6].x + 5, many[6].centery)
    assert hand.hit((many[6].x + 5, many[6].centery), 12, 5) == 6   # along the row: the card lying there
    assert hand.hit((5, 5), 12, None) is None
    surface = pygame.Surface((1280, 720))
    hand.draw(surface, [CardFace(title=f"Card {i}") for i in range(12)], app.palette, hover=5, lit=lambda i: i % 2 == 0)


def test_a_table_maps_zones_fit_the_board_area_and_slots_fit_their_zone():
    table = TableMap.fit(get_game("delve").load_board(), pygame.Rect(0, 0, 920, 720))
    area = pygame.Rect(0, 0, 920, 720)
    assert table.zones and table.seats and all(area.contains(r) for r in table.zones.values())
    grid = grid_for(table.zones["party"], 7, 66)
    slots = [grid.rect(i, 7) for i in range(7)]
    assert all(table.zones["party"].contains(r) for r in slots)
    assert len({r.topleft for r in slots}) == 7
