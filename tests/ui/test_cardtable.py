"""The card table's shared pieces: the hand fanned out (the card under the pointer rises, grows and is the
one a click takes), the line under the table, a card shown large, and a table map's zones fitted to the
board area."""

import pygame

from game.engine.registry import get_game
from game.engine.respond import Pass
from game.ui.cards import CardFace
from game.ui.compose import part
from game.ui.tablemap import TableMap, grid_for
from game.ui.tabletop.cards import Fan, Held, Phase, Ringed, paint_phase, preview_rect
from game.ui.tabletop.things import top_at


def test_the_shared_tables_fan_overlaps_when_crowded_and_the_pointed_card_rises_grows_and_is_clicked(app):
    """Kick the Door's hand on the shared table: the same fan, as parts and things (the raised card shows
    only while the pointer is on it; along the row the pointer finds the card lying there, above it the
    raised card); a card ringed is lifted a little when the game says so, though a click takes no action."""
    fan = Fan(pygame.Rect(100, 500, 600, 200), height=150)
    few, many = fan.rects(3), fan.rects(12)
    assert all(a.right <= b.x for a, b in zip(few, few[1:], strict=False))            # room: side by side
    assert all(b.x < a.right for a, b in zip(many, many[1:], strict=False))            # crowded: overlapping
    assert all(fan.area.x <= r.x and r.right <= fan.area.right for r in many)
    cards = [Held(("card", i), CardFace(title=f"Card {i}"), lifted=i == 3, lit=i == 3) for i in range(12)]
    laid = fan.lay(cards)
    raised = fan.raised(many[5])
    assert raised.h > many[5].h and raised.bottom == fan.area.bottom and raised.top < many[5].top
    assert top_at(laid.things, raised.move(0, 5).midtop, ("card", 5)).key == ("card", 5)   # above the row
    assert raised.collidepoint(many[6].x + 5, many[6].centery)
    assert top_at(laid.things, (many[6].x + 5, many[6].centery), ("card", 5)).key == ("card", 6)   # the row
    assert top_at(laid.things, (5, 5), None) is None
    shown = [p for p in laid.parts if p.shows(("card", 5))]
    assert max(p.rect.h for p in shown) >= raised.h and sum(p.only == ("card", 5) for p in shown) == 1
    assert fan.rects(12, [i == 3 for i in range(12)])[3].y == many[3].y - Fan.LIFT
    assert sum(isinstance(p.look, Ringed) for p in laid.parts) == 2   # card 3, at rest and raised


def test_a_table_maps_zones_fit_the_board_area_and_slots_fit_their_zone():
    table = TableMap.fit(get_game("delve").load_board(), pygame.Rect(0, 0, 920, 720))
    area = pygame.Rect(0, 0, 920, 720)
    assert table.zones and table.seats and all(area.contains(r) for r in table.zones.values())
    grid = grid_for(table.zones["party"], 7, 66)
    slots = [grid.rect(i, 7) for i in range(7)]
    assert all(table.zones["party"].contains(r) for r in slots)
    assert len({r.topleft for r in slots}) == 7


def test_the_new_tables_fan_overlaps_when_crowded_and_the_pointed_card_rises_grows_and_is_the_one_clicked(app):
    """The shared table's hand (tabletop/cards.Fan): the same shape as above, as parts and things. Along the
    row the pointer finds the card lying there, above it the raised card; a card a click plays is ringed."""
    fan = Fan(pygame.Rect(100, 500, 600, 200), height=150)
    cards = [Held(("card", i), CardFace(title=f"Card {i}"), (Pass(),) if i % 2 == 0 else ()) for i in range(12)]
    laid = fan.lay(cards)
    many = fan.rects(12)
    assert all(b.x < a.right for a, b in zip(many, many[1:], strict=False))            # crowded: overlapping
    assert all(fan.area.x <= r.x and r.right <= fan.area.right for r in many)
    raised = fan.raised(many[5])
    assert raised.h > many[5].h and raised.bottom == fan.area.bottom and raised.top < many[5].top
    assert top_at(laid.things, raised.move(0, 5).midtop, ("card", 5)).key == ("card", 5)   # above the row
    assert raised.collidepoint(many[6].x + 5, many[6].centery)
    assert top_at(laid.things, (many[6].x + 5, many[6].centery), ("card", 5)).key == ("card", 6)   # along it
    assert top_at(laid.things, (5, 5)) is None
    shown = [p for p in laid.parts if p.shows(("card", 5))]
    big = [p for p in shown if p.rect.h > 200]
    assert len(shown) == 12 and len(big) == 1 and shown[-1] is big[0], "the raised card, over the others"
    assert [isinstance(p.look, Ringed) for p in shown[:-1]] == [i % 2 == 0 for i in range(12) if i != 5]
    surface = pygame.Surface((1280, 720))
    for p in shown:
        p.draw(surface, app.palette)


def test_the_line_under_the_table_is_lit_on_the_persons_turn_and_a_card_large_never_covers_the_pointer(app):
    pal = app.palette
    lit, unlit = (part(pygame.Rect(0, 0, 700, 50), Phase("Monster phase", "Level 1", "Click a die", mine), paint_phase)
                  for mine in (True, False))
    assert tuple(lit.picture(pal).get_at((350, 1)))[:3] == pal.gold
    assert tuple(unlit.picture(pal).get_at((350, 1)))[:3] != pal.gold
    screen = pygame.Rect(0, 0, 1280, 720)
    for pointer in ((10, 10), (640, 360), (1270, 710), (1100, 20)):
        where = preview_rect(pointer, screen)
        assert screen.contains(where) and not where.collidepoint(pointer)
