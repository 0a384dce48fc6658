"""The twist cards of the seat holding the screen (only that seat's: the others show a count, seats.py): by
name, as chips in its twist zone, and fanned out large below it while the pointer is on them. A click on a
chip or a card of the fan plays it (or offers it in a trade)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from game.engine.protocol import Action
from game.games.delve.view import DelveView
from game.ui import assets, draw
from game.ui.cards import CardFace, paint_face
from game.ui.compose import AnyOf, Part, part
from game.ui.looks import Text, paint_text
from game.ui.tabletop.cards import Fan, Held
from game.ui.tabletop.layout import Layout
from game.ui.tabletop.things import Thing
from game.ui.theme import Palette

from .clicks import Target, actions_for
from .paint import Light, light

Rect = pygame.Rect
TWIST_COLOUR = (170, 140, 210)


@dataclass(frozen=True, slots=True)
class Chip:
    """A twist card of the hand at the screen, by name, as a small lozenge in its seat's twist zone."""

    label: str


def paint_chip(surface: pygame.Surface, rect: Rect, look: Chip, pal: Palette) -> None:
    draw.panel(surface, rect, (92, 62, 132), (190, 160, 230), radius=7)
    draw.text(surface, look.label, rect.center, size=15, colour=pal.white, face="bold", anchor="center",
              max_width=rect.w - 10)


def hand_chips(rect: Rect, hand: Sequence[str]) -> list[tuple[Rect, int]]:
    """The hand's cards as chips along the twist zone, each with its index in the hand; what does not fit
    becomes one chip "+N" (index -1)."""
    chips: list[tuple[Rect, int]] = []
    x = rect.x
    for k, card in enumerate(hand):
        w = min(rect.w, assets.width("bold", 15, card) + 16)
        rest = len(hand) - k - 1
        if x + w > rect.right - (40 if rest else 0) and chips:
            chips.append((Rect(x, rect.y + 2, max(36, rect.right - x), rect.h - 4), -1))
            return chips
        chips.append((Rect(x, rect.y + 2, w, rect.h - 4), k))
        x += w + 4
    return chips


def card_key(seat: int, hand: Sequence[str], index: int) -> Target:
    """A card of the hand to the pointer: its chip and its card in the fan are one thing ("+N" is -1)."""
    return Target("twist", index=index, name=hand[index] if index >= 0 else "", seat=seat)


def lay_chips(zone: Rect, view: DelveView, seat: int, legal: list[Action], aimed: str | None,
              pal: Palette) -> Layout:
    hand = view.hand
    if not hand:
        return Layout([part(Rect(zone.x + 4, zone.y, zone.w - 4, zone.h),
                            Text("no twist cards", 15, pal.text_dim, "italic"), paint_text)])
    out = Layout()
    chips = hand_chips(zone, hand)
    shown = {i for _r, i in chips if i >= 0}
    lights: list[Part] = []   # (over every chip: a glow reaches the next one)
    for rect, i in chips:
        key = card_key(seat, hand, i)
        cards = [i] if i >= 0 else [k for k in range(len(hand)) if k not in shown]   # "+N": a click asks which
        found = tuple(dict.fromkeys(a for k in cards for a in actions_for(card_key(seat, hand, k), view, legal)))
        out.parts.append(part(rect, Chip(hand[i] if i >= 0 else f"+{len(cards)}"), paint_chip))
        lights += light(rect, key, Light(chosen=i >= 0 and hand[i] == aimed, lit=bool(found)))
        out.things.append(Thing(tuple(rect), key, found, menu="Which card?"))
    out.parts += lights
    return out


def lay_fan(zone: Rect, board: Rect, view: DelveView, seat: int, legal: list[Action]) -> Layout:
    """The hand fanned out on the strip below the twist zone (over the table), shown only while the pointer is
    on a chip, on a card of the fan or on the strip between them (as wide as the chips and the cards
    together: the dice beside them stay within reach)."""
    hand = view.hand
    if not hand:
        return Layout()
    fan = Fan(Rect(zone.x - 40, zone.bottom + 4, 440, 250).clamp(board), height=150, grow=1.5)
    keys = [card_key(seat, hand, i) for i in range(len(hand))]
    laid = fan.lay([Held(key, CardFace(title=name, kind="twist card", lines=[view.help.twist(name) or ""],
                                       colour=TWIST_COLOUR), tuple(actions_for(key, view, legal)))
                    for key, name in zip(keys, hand, strict=True)], drawer=paint_face)
    opened = AnyOf({Target("hand", seat=seat), card_key(seat, hand, -1), *keys})
    rests = fan.rects(len(hand))
    span = zone.unionall([*rests, *(fan.raised(r) for r in rests)])
    between = Rect(span.x, zone.bottom, span.w, min(r.y for r in rests) - zone.bottom)
    return Layout([p if p.only is not None else replace(p, only=opened) for p in laid.parts],
                  [Thing(tuple(between), Target("hand", seat=seat), only=opened),
                   *(t if t.only is not None else replace(t, only=opened) for t in laid.things)])
