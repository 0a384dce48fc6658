"""The twist cards of the seat holding the screen: by name, as chips in its twist zone, and fanned out large
below it while the pointer is on them (the card under the pointer raised, to be read). Only that seat's
hand is ever laid out here: every other seat shows a count (seats.py), and a table no one holds shows none.
A click on a chip or on a card of the fan plays it (or offers it in a trade)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from game.engine.protocol import Action
from game.games.delve.view import DelveView
from game.ui import assets
from game.ui.cards import CardFace, paint_face
from game.ui.compose import AnyOf, Part, part
from game.ui.looks import Text, paint_text
from game.ui.tabletop.cards import Fan, Held
from game.ui.tabletop.layout import Layout
from game.ui.tabletop.things import Thing
from game.ui.theme import Palette

from .clicks import Target, actions_for
from .paint import Chip, Light, light, paint_chip

Rect = pygame.Rect
TWIST_COLOUR = (170, 140, 210)


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


def opened(seat: int, hand: Sequence[str]) -> AnyOf:
    """The keys under which the fan lies open: any chip, any card of it, the strip between them."""
    return AnyOf({Target("hand", seat=seat), *(card_key(seat, hand, i) for i in range(-1, len(hand)))})


def lay_chips(zone: Rect, view: DelveView, seat: int, legal: list[Action], aimed: str | None,
              pal: Palette) -> Layout:
    out = Layout()
    hand = view.hand
    if not hand:
        out.parts.append(part(Rect(zone.x + 4, zone.y, zone.w - 4, zone.h),
                              Text("no twist cards", 15, pal.text_dim, "italic"), paint_text))
        return out
    chips = hand_chips(zone, hand)
    shown = {i for _r, i in chips if i >= 0}
    lights: list[Part] = []
    for rect, i in chips:
        key = card_key(seat, hand, i)
        if i >= 0:
            found = tuple(actions_for(key, view, legal))
        else:   # the cards with no chip of their own: a click on "+N" asks which
            found = tuple(dict.fromkeys(a for k in range(len(hand)) if k not in shown
                                        for a in actions_for(card_key(seat, hand, k), view, legal)))
        out.parts.append(part(rect, Chip(hand[i] if i >= 0 else f"+{len(hand) - len(shown)}"), paint_chip))
        lights += light(rect, key, Light(chosen=i >= 0 and hand[i] == aimed, lit=bool(found)))
        out.things.append(Thing(tuple(rect), key, found, menu="Which card?"))
    out.parts += lights   # (over every chip: a glow reaches the next one)
    return out


def fan_of(zone: Rect, board: Rect) -> Fan:
    """The strip below the twist zone the cards fan out on (over the table)."""
    return Fan(Rect(zone.x - 40, zone.bottom + 4, 440, 250).clamp(board), height=150, grow=1.5)


def bridge(zone: Rect, fan: Fan, n: int) -> Rect:
    """Where the pointer keeps the fan open on its way from the chips down to the cards: the strip between
    them, as wide as the chips and the cards together (the dice beside them stay within reach)."""
    rests = fan.rects(n)
    span = zone.unionall([*rests, *(fan.raised(r) for r in rests)])
    return Rect(span.x, zone.bottom, span.w, min(r.y for r in rests) - zone.bottom)


def lay_fan(zone: Rect, board: Rect, view: DelveView, seat: int, legal: list[Action]) -> Layout:
    """The hand fanned out, shown only while the pointer is on a chip, on a card of the fan or between them."""
    hand = view.hand
    if not hand:
        return Layout()
    fan = fan_of(zone, board)
    cards = []
    for i, name in enumerate(hand):
        key = card_key(seat, hand, i)
        face = CardFace(title=name, kind="twist card", lines=[view.help.twist(name) or ""], colour=TWIST_COLOUR)
        cards.append(Held(key, face, tuple(actions_for(key, view, legal))))
    laid = fan.lay(cards, drawer=paint_face)
    open_ = opened(seat, hand)
    out = Layout([p if p.only is not None else replace(p, only=open_) for p in laid.parts],
                 [Thing(tuple(bridge(zone, fan, len(hand))), Target("hand", seat=seat), only=open_)])
    out.things += [t if t.only is not None else replace(t, only=open_) for t in laid.things]
    return out
