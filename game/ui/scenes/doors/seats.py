"""Each seat's place on the table, as of the moment shown: its name strip (name, race and class, level,
strength, cards in hand), its cards in their slots (the carried ones sideways), a frame on the seat whose
turn it is and on the seat to act, and the light on whatever of it a click would take.

The numbers are the view's (its `strength`); nothing here adds up a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.words import plural
from game.games.doors.content import DoorsCard
from game.games.doors.view import DoorsView, SeatView
from game.ui import draw
from game.ui.compose import Part, part
from game.ui.looks import Ring, Wash, paint_ring, paint_wash
from game.ui.tabletop.cards import clip, seat_box
from game.ui.tabletop.layout import Layout, lit
from game.ui.tabletop.things import Thing, Words
from game.ui.theme import SMALL, Palette

from .cards import LIGHT, LIT, POINTED, TAKEN_UP, Lying, lying_spill, paint_light, paint_lying
from .clicks import Clicks, Target
from .layout import seat_cards

Rect = pygame.Rect


def character(s: SeatView) -> str:
    """A seat's races and classes in words ("Leafling · Brawler"), or what it lacks."""
    names = [f.name for f in s.races + s.classes + s.doubles]
    return " · ".join(names) if names else "no race or class"


def strength_words(s: SeatView) -> str:
    """How a seat's strength adds up: its level and each equipped item, hireling and curse that counts; the
    view's total stands, any part of it not printed on a card is named as such."""
    parts = [(f"level {s.level}", s.level)]
    parts += [(f.name, f.bonus) for f in s.items if f.equipped and f.bonus]
    parts += [(f.name, f.bonus) for f in s.hirelings if f.bonus]
    rest = s.strength - sum(v for _, v in parts)
    if rest:
        parts.append(("curses and powers", rest))
    words = " + ".join(f"{name} {value}" if k == 0 else f"{name} ({value:+d})" for k, (name, value) in
                       enumerate(parts))
    return f"Strength {s.strength}: {words}"


def seat_words(s: SeatView) -> str:
    words = (f"{s.name}: {strength_words(s)}\n{plural(s.hand, 'card')} in hand (at most "
             f"{s.hand_limit} at the end of a turn)")
    return words + ("\nDead: draws afresh next turn" if s.dead else "")


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


HEAD_SPILL = (0, 0, 0, 4)   # (the level's line sits low in the strip)


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


def light(rect: Rect, target: Target, clicks: Clicks) -> list[Part]:
    """The light on a thing: the card taken up glows; a thing a click takes is ringed, glowing under the
    pointer; anything else is not lit."""
    at = rect.inflate(2 * LIGHT, 2 * LIGHT)
    if clicks.armed == target:
        return [part(at, TAKEN_UP, paint_light)]
    if clicks.lit(target):
        return lit(at, target, LIT, POINTED, paint_light)
    return []


# A thing of the table as the screen makes it (clicks.Answers): from its rect, its target, its words and its card
# (shown large under the pointer).
Answer = Callable[[Rect, Target, Words | Callable[[], Words], DoorsCard | None], Thing]


def lay_seat(s: SeatView, zones: dict[str, Rect], view: DoorsView, turn: int | None, you: bool, clicks: Clicks,
             answer: Answer, pal: Palette) -> Layout:
    """A seat's place: the frame of the turn, its light, its name strip, its cards, the wash of the dead; and
    the things of it (the seat, each card) as `answer` makes them."""
    out = Layout()
    box = seat_box(zones)
    if box is None:
        return out
    if s.current or s.seat == turn:
        out.parts.append(part(box.inflate(4, 4), Ring(pal.gold if s.current else pal.text, 3, 12), paint_ring))
    target: Target = ("seat", s.seat)
    out.things.append(answer(box, target, lambda: seat_words(s), None))
    out.parts += light(box, target, clicks)
    head = zones["level"]
    out.parts.append(part(head, Head(s.seat, s.name + (" (you)" if you else ""), character(s), s.level, s.strength,
                                     s.hand, s.dead), paint_head, spill=HEAD_SPILL))
    selling = set(view.sale.cards) if s.current else set()
    for rect, f, _carried in seat_cards(zones, s):
        card: Target = ("card", f.id)
        out.parts += light(rect, card, clicks)
        out.parts.append(part(rect, Lying(f, s.dead, f.id in selling), paint_lying, spill=lying_spill(rect)))
        out.things.append(answer(rect, card, "", f))
    if s.dead:
        out.parts.append(part(box, Wash((10, 8, 14), 90), paint_wash))
    return out

