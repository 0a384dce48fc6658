"""Each seat's place on the table (boards/doors.tmx's zones), as of the moment shown: its name strip, its cards
in their slots (the carried ones sideways), the frame of the turn and the light on what a click takes; and, on
the table itself, its empty slots. The numbers are the view's (its `strength`): nothing here adds up a rule.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.games.doors.content import DoorsCard
from game.games.doors.view import SeatView
from game.games.doors.words import seat_words
from game.ui import assets, draw
from game.ui.compose import part
from game.ui.looks import Ring, Wash, paint_ring, paint_wash
from game.ui.tabletop.cards import clip, seat_box
from game.ui.tabletop.layout import Layout
from game.ui.theme import SMALL, Palette

from .cards import Clicks

Rect = pygame.Rect
# A table of n seats sits at these places of the map, clockwise from the top left (boards/doors.md): four
# seats two down each side, five leaving the bottom left free.
PLACES = {3: (1, 2, 3), 4: (1, 2, 3, 6), 5: (1, 2, 3, 4, 6), 6: (1, 2, 3, 4, 5, 6)}


def spread(zone: Rect, n: int) -> list[Rect]:
    """n cards in one slot: one fills it; more are made smaller and stacked down it, each showing a strip (a
    race and the double-race card, two curses), all inside the slot."""
    h = min(zone.h, round(zone.w * 1.4)) if n == 1 else max(zone.h // 2, zone.h - (n - 1) * 14)
    w = min(zone.w, round(h / 1.4))
    down = 0 if n == 1 else (zone.h - h) / (n - 1)
    return [Rect(zone.centerx - w // 2, round(zone.y + i * down), w, h) for i in range(n)]


def sideways(zone: Rect, n: int) -> list[Rect]:
    """n cards turned sideways (carried, not equipped): one column while two fit, else two, each row
    overlapping the one above and showing a strip of it."""
    cols = 1 if n <= 2 else 2
    w = min(62, (zone.w - 2 * (cols - 1)) // cols)
    h = min(zone.h, round(w / 1.4))
    rows = math.ceil(n / cols)
    step = 0 if rows == 1 else min(h + 2, (zone.h - h) / (rows - 1))
    left = zone.centerx - (cols * w + 2 * (cols - 1)) // 2
    return [Rect(left + (i % cols) * (w + 2), round(zone.y + (i // cols) * step), w, h) for i in range(n)]


def seat_cards(zones: dict[str, Rect], s: SeatView) -> list[tuple[Rect, DoorsCard]]:
    """Every card a seat has on the table, with where it lies: an equipped item in its slot (a one-handed one
    in a free hand, else with the big ones; a two-handed one across both hands), the carried ones sideways."""
    placed: dict[str, list[DoorsCard]] = {}
    hands = ["left_hand", "right_hand"]
    for f in (f for f in s.items if f.equipped):
        if f.slot == "hand1":
            slot = hands.pop(0) if hands else "big"
        elif f.slot == "hand2":
            slot, hands = "both_hands", []
        else:
            slot = f.slot if f.slot in ("headgear", "armor", "footgear") else "big"
        placed.setdefault(slot, []).append(f)
    placed |= {"race": [*s.races, *(f for f in s.doubles if f.kind == "double_race")],
               "class": [*s.classes, *(f for f in s.doubles if f.kind != "double_race")],
               "hireling": [*s.hirelings], "curses": [*s.curses]}
    both = zones["left_hand"].union(zones["right_hand"])
    zones = {**zones, "both_hands": Rect(0, 0, zones["left_hand"].w, both.h).move_to(midtop=both.midtop)}
    out: list[tuple[Rect, DoorsCard]] = []
    for key, cards in placed.items():
        out += zip(spread(zones[key], len(cards)), cards, strict=True)
    carried = [f for f in s.items if not f.equipped]
    return out + list(zip(sideways(zones["carried"], len(carried)), carried, strict=True))


def furnish(surface: pygame.Surface, zones: dict[str, Rect], pal: Palette) -> None:
    """A seat's empty slots, on the table itself: a faint outline and the picture of what goes there."""
    for zone, rect in zones.items():
        if zone == "level":
            continue
        pygame.draw.rect(surface, pal.line, rect, 1, border_radius=5)
        icon = "cards/doors_icon_" + {"left_hand": "hand1", "right_hand": "hand1", "curses": "curse"}.get(zone, zone)
        size = min(rect.w, rect.h) - 12
        if size > 12 and assets.exists(icon):   # (nothing pictures the carried items: they are named)
            draw.sprite(surface, icon, size, rect.center, 60)
        elif zone == "carried":
            draw.text(surface, "carried", rect.center, size=SMALL - 1, colour=pal.line, face="italic",
                      anchor="center")


@dataclass(frozen=True, slots=True)
class Head:
    """A seat's name strip: its marker and name, its races and classes, its level and strength (or that it is
    dead), and how many cards it holds."""

    seat: int
    name: str
    character: str
    level: int
    strength: int
    hand: int
    dead: bool


def paint_head(surface: pygame.Surface, head: Rect, look: Head, pal: Palette) -> None:
    draw.marker(surface, look.seat, (head.x + 14, head.y + 12), 8, pal)
    name = draw.text(surface, look.name, (head.x + 28, head.y + 12), size=SMALL + 1, colour=pal.text,
                     face="bold", anchor="midleft", max_width=head.w // 2)
    draw.text(surface, clip(look.character, "body", SMALL - 1, head.right - name.right - 16),
              (head.right - 6, head.y + 12), size=SMALL - 1, colour=pal.text_dim, anchor="midright")
    y = head.y + 33
    hand = draw.text(surface, f"{look.hand} in hand", (head.right - 6, y), size=SMALL - 1, colour=pal.text_dim,
                     anchor="midright")
    if look.dead:
        draw.text(surface, f"Level {look.level} · dead", (head.x + 8, y), size=SMALL, colour=pal.bad, face="bold",
                  anchor="midleft", max_width=hand.x - head.x - 14)
        return
    level = draw.text(surface, f"Level {look.level}", (head.x + 8, y), size=SMALL + 2, colour=pal.gold,
                      face="bold", anchor="midleft")
    draw.text(surface, f"Strength {look.strength}", (level.right + 12, y), size=SMALL + 2, colour=pal.text,
              face="bold", anchor="midleft", max_width=hand.x - level.right - 18)


def lay_seat(at: Clicks, s: SeatView, zones: dict[str, Rect], turn: int | None, you: bool, pal: Palette) -> Layout:
    """A seat's place: the frame of the turn, its light, its name strip, its cards, the wash of the dead; and
    the things of it (the seat, each card)."""
    box = seat_box(zones)
    out = Layout()
    # Gold frames the seat whose turn it is, white one another seat the moment waits on (a helper, a curse's
    # target). Getting ready is no one's turn yet: only the seat equipping, the one the header names, is framed.
    gold = s.seat == turn if at.view.phase == "setup" else s.current
    if gold or s.seat == turn:
        out.parts.append(part(box.inflate(4, 4), Ring(pal.gold if gold else pal.text, 3, 12), paint_ring))
    out.add(at.lit_thing(box, ("seat", s.seat), lambda: seat_words(s)))
    character = " · ".join(f.name for f in s.races + s.classes + s.doubles) or "no race or class"
    head = Head(s.seat, s.name + (" (you)" if you else ""), character, s.level, s.strength, s.hand, s.dead)
    out.parts.append(part(zones["level"], head, paint_head, spill=(0, 0, 0, 4)))   # (its level's line sits low)
    for rect, f in seat_cards(zones, s):
        out.add(at.lying(rect, f, s.dead, s.current and f.id in at.view.sale.cards))
    if s.dead:
        out.parts.append(part(box, Wash((10, 8, 14), 90), paint_wash))
    return out
