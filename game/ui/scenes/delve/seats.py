"""Each seat's corner of the table, across its top: its hero card (shown large under the pointer), its XP, its
treasure tokens face up, and its twist cards: a count for the others; for the seat holding the screen (only
that seat's), by name as chips in its twist zone, fanned out large below it while the pointer is on them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.words import plural
from game.games.delve.view import DelveView, SeatView
from game.ui import assets, draw
from game.ui.cards import CardFace, card_width, face_part, paint_face
from game.ui.compose import AnyOf, Part, part
from game.ui.looks import Plate, Ring, Text, paint_plate, paint_ring, paint_text
from game.ui.tabletop.cards import Fan, Held
from game.ui.tabletop.layout import Layout
from game.ui.tabletop.light import REACH, Light, light, paint_light
from game.ui.tabletop.shown import Shown
from game.ui.tabletop.things import Thing
from game.ui.theme import Palette

from .clicks import Target, actions_for, chosen_source, click_line, words
from .layout import TOKEN_BADGE, Token, paint_token, token_rects
from .motion import Away

Rect = pygame.Rect
MASTER_AT = 5
TWIST_COLOUR = (170, 140, 210)


@dataclass(frozen=True, slots=True)
class Hero:
    """A hero card: the seat's name on its colour, the side up, its ultimate, its part in this delve."""

    seat: int
    player: str
    name: str          # the side up
    master: bool
    used: bool         # the ultimate, this delve
    role: str          # "Adventurer", "Dungeon Lord" or ""


def hero_look(seat: int, s: SeatView, master: bool | None = None) -> Hero:
    up = s.side == "Master" if master is None else master
    novice, _, master_name = s.card.partition(" / ")
    role = "Adventurer" if s.adventurer else "Dungeon Lord" if s.dungeon_lord else ""
    return Hero(seat, s.name, master_name if up else novice, up, s.ultimate_used, role)


def paint_hero(surface: pygame.Surface, box: Rect, look: Hero, pal: Palette) -> None:
    adventurer = look.role == "Adventurer"
    draw.panel(surface, box, pal.parchment, pal.gold if adventurer else pal.line, radius=8,
               width=3 if adventurer else 2)
    band = Rect(box.x + 3, box.y + 3, box.w - 6, 22)
    pygame.draw.rect(surface, pal.seats[look.seat % len(pal.seats)], band, border_top_left_radius=6,
                     border_top_right_radius=6)
    draw.marker(surface, look.seat, (band.x + 10, band.centery), 6, pal)
    draw.text(surface, look.player, (band.x + 20, band.centery), size=15, colour=pal.ink, face="bold",
              anchor="midleft", max_width=band.w - 22)
    y = band.bottom + 4
    for size in (18, 17, 16, 15):   # the largest size at which the name fits in at most two lines
        lines = draw.wrap(look.name, "title", size, box.w - 8)
        if len(lines) <= 2 and all(assets.width("title", size, line) <= box.w - 8 for line in lines):
            break
    for line in lines[:2]:
        draw.text(surface, line, (box.centerx, y), size=size, colour=pal.ink, face="title", anchor="midtop")
        y += 19
    draw.text(surface, "Master" if look.master else "Novice", (box.centerx, y + 1), size=15, colour=(110, 80, 50),
              face="italic", anchor="midtop")
    colour = pal.text_dim if look.used else (60, 120, 70)
    label = draw.text(surface, "Ultimate", (box.centerx, box.bottom - 44), size=15, colour=colour, face="bold",
                      anchor="midtop")
    if look.used:
        pygame.draw.line(surface, pal.red, (label.x - 2, label.centery), (label.right + 2, label.centery), 2)
    if look.role:
        draw.text(surface, look.role, (box.centerx, box.bottom - 22), size=15,
                  colour=pal.red if adventurer else pal.ink, face="bold" if adventurer else "italic",
                  anchor="midtop", max_width=box.w - 6)


@dataclass(frozen=True, slots=True)
class Xp:
    xp: int
    master: bool


def paint_xp(surface: pygame.Surface, rect: Rect, look: Xp, pal: Palette) -> None:
    draw.panel(surface, rect, pal.panel, pal.line, radius=8)
    draw.text(surface, f"{look.xp} XP", (rect.x + 10, rect.centery), size=22, colour=pal.gold, face="title",
              anchor="midleft")
    if look.master:
        draw.text(surface, "Master", (rect.right - 8, rect.centery), size=15, colour=pal.text_dim, face="italic",
                  anchor="midright")
        return
    for k in range(MASTER_AT):   # the way to the Master side: 5 XP
        c = (rect.right - 12 - (MASTER_AT - 1 - k) * 12, rect.centery)
        pygame.draw.circle(surface, pal.gold if k < look.xp else pal.panel_light, c, 5)


def paint_backs(surface: pygame.Surface, rect: Rect, n: int, pal: Palette) -> None:
    """Another seat's twist cards: their backs and how many (never their names)."""
    h = rect.h - 4
    w = card_width(h)
    for k in range(min(n, 4)):
        surface.blit(assets.scaled("cards/twist_back", w, h), (rect.x + 2 + k * (w // 2), rect.y + 2))
    left = rect.x + 10 + (w if n else 0) + max(0, min(n, 4) - 1) * (w // 2)
    draw.text(surface, plural(n, "twist card"), (left, rect.centery), size=15,
              colour=pal.text_dim, anchor="midleft", max_width=rect.right - left)


# --- the row of seats ----------------------------------------------------------------------------------
def lay_seats(seats: dict[int, dict[str, Rect]], shown: Shown[DelveView], area: Rect, pal: Palette,
              away: Away) -> Layout:
    """Every seat's corner (`away`: what an animation draws itself meanwhile)."""
    out = Layout()
    view = shown.view
    for seat, s in enumerate(view.seats):
        z = seats[seat]   # (the map has a corner for each of the four seats)
        out.add(lay_hero(z["hero"], seat, shown, area, pal, away.hero != seat))
        xp = Target("xp", seat=seat)
        out.parts.append(part(z["xp"], Xp(s.xp, s.side == "Master"), paint_xp))
        out.things.append(Thing(tuple(z["xp"]), xp, words=words(xp, view)))
        flying = away.token[1] if away.token is not None and away.token[0] == seat else None
        out.add(lay_treasures(z["treasures"], seat, shown, pal, flying))
        if view.options.twists and seat == shown.holder:
            out.add(lay_chips(z["twists"], seat, shown, pal))
        elif view.options.twists:
            t = Target("twist", seat=seat)
            found = actions_for(t, view, shown.choices)
            out.parts.append(part(z["twists"], s.twist_cards, paint_backs))
            out.parts += light(z["twists"], t, bool(found))
            out.things.append(Thing(tuple(z["twists"]), t, tuple(found), words=words(t, view, found)))
    return out


def lay_hero(rect: Rect, seat: int, shown: Shown[DelveView], area: Rect, pal: Palette, drawn: bool) -> Layout:
    """The hero card (the Adventurer's glowing; not `drawn` while it turns over), shown large under the
    pointer with what a click on it would do, once the events are shown."""
    view, s, hero = shown.view, shown.view.seats[seat], Target("hero", seat=seat)
    found = actions_for(hero, view, shown.choices)
    large = hero_large(rect, seat, s, pal, click_line(found), area)
    out = Layout(things=[Thing(tuple(rect), hero, tuple(found), marks=(large,) if shown.settled else ())])
    if s.adventurer:   # (its card glows gold, unringed)
        out.parts.append(part(rect.inflate(2 * REACH, 2 * REACH), Light(110, 0), paint_light))
    if drawn:
        out.parts.append(part(rect, hero_look(seat, s), paint_hero))
        out.parts += light(rect, hero, bool(found), taken_up=s.adventurer and chosen_source(view) == "hero")
    return out


def lay_treasures(zone: Rect, seat: int, shown: Shown[DelveView], pal: Palette, flying: str | None) -> Layout:
    """A seat's tokens face up (`flying`: one on its way back to the bag meanwhile), the Adventurer's
    companion token chosen or set against the Dragon."""
    view, s = shown.view, shown.view.seats[seat]
    chosen = chosen_source(view) if s.adventurer else None
    team = {e.source for e in view.dragon.team} if s.adventurer else set()
    held = Counter(s.treasures) - Counter([flying])
    empty = Plate("" if s.treasures else "no treasure", 15, pal.text_dim, pal.panel, pal.line, 8, "italic")
    out = Layout([part(zone, empty, paint_plate)])
    lights: list[Part] = []   # (over every token: a glow reaches the next one)
    for r, name in token_rects(zone, s.treasures):
        t = Target("token", seat=seat, name=name)
        found = actions_for(t, view, shown.choices)
        if held[name]:
            out.parts.append(part(r, Token(name, held[name]), paint_token, spill=TOKEN_BADGE))
        lights += light(r, t, bool(found), taken_up=f"treasure:{name}" == chosen)
        if f"treasure:{name}" in team:   # set against the Dragon
            lights.append(part(r.inflate(10, 10), Ring(pal.blue, 3, max(6, r.w // 5)), paint_ring))
        out.things.append(Thing(tuple(r), t, tuple(found), words=words(t, view, found)))
    out.parts += lights
    return out


def hero_large(near: Rect, seat: int, s: SeatView, pal: Palette, click: str, area: Rect) -> Part:
    """A hero card large, for reading (both its powers, its other side, the seat's score, what a click on it
    would do): under the card, kept on the table, as tall as its words."""
    other = s.card.split(" / ")[0 if s.side == "Master" else 1]
    used = "used this delve" if s.ultimate_used else "ready"
    lines = (f"Specialty (always on): {s.specialty}",
             f"Ultimate (once a delve, in the Monster phase; {used}): {s.ultimate}", *([click] if click else []))
    face = CardFace(title=s.hero, kind=f"{s.name} · {s.side} side", lines=lines, footer=f"{s.xp} XP · score {s.score}",
                    note=f"Other side: {other} · delves done {s.delves_done} of 3",
                    colour=pal.seats[seat % len(pal.seats)])
    line_h = assets.font("body", 17).get_linesize()
    body = sum(len(draw.wrap(line, "body", 17, 330 - 32)) * line_h + 6 for line in lines)
    return face_part(Rect(near.x, near.bottom + 8, 330, 50 + 8 + 26 + body + 70).clamp(area.inflate(-8, -8)), face,
                     paint_face)


# --- the hand of the seat holding the screen ------------------------------------------------------------------
CHIP = ((92, 62, 132), (190, 160, 230))   # a twist card of the hand by name: a small lozenge, its fill and edge


def card_key(seat: int, hand: Sequence[str], index: int) -> Target:
    """A card of the hand to the pointer: its chip and its card in the fan are one thing ("+N" is -1)."""
    return Target("twist", index=index, name=hand[index] if index >= 0 else "", seat=seat)


def lay_chips(zone: Rect, seat: int, shown: Shown[DelveView], pal: Palette) -> Layout:
    """The hand's cards as chips along the twist zone (the one being aimed chosen); what does not fit becomes
    one chip "+N" (a click on it asks which)."""
    view, hand, legal = shown.view, shown.view.hand, shown.choices
    aimed = view.pending.card if view.pending is not None else None
    if not hand:
        return Layout([part(Rect(zone.x + 4, zone.y, zone.w - 4, zone.h),
                            Text("no twist cards", 15, pal.text_dim, "italic"), paint_text)])
    out = Layout()
    lights: list[Part] = []   # (over every chip: a glow reaches the next one)
    x = zone.x
    for k, card in enumerate(hand):
        rect = Rect(x, zone.y + 2, min(zone.w, assets.width("bold", 15, card) + 16), zone.h - 4)
        rest = k > 0 and rect.right > zone.right - (40 if k < len(hand) - 1 else 0)
        if rest:
            rect.w = max(36, zone.right - x)
        cards = range(k, len(hand)) if rest else [k]
        key = card_key(seat, hand, -1 if rest else k)
        found = tuple(dict.fromkeys(a for c in cards for a in actions_for(card_key(seat, hand, c), view, legal)))
        out.parts.append(part(rect, Plate(f"+{len(cards)}" if rest else card, 15, pal.white, *CHIP, 7), paint_plate))
        lights += light(rect, key, bool(found), taken_up=not rest and card == aimed)
        out.things.append(Thing(tuple(rect), key, found, menu="Which card?"))
        if rest:
            break
        x += rect.w + 4
    out.parts += lights
    return out


def lay_fan(zone: Rect, board: Rect, shown: Shown[DelveView], seat: int) -> Layout:
    """The hand fanned out on the strip below the twist zone (over the table), shown only while the pointer is
    on a chip, on a card of the fan or on the strip between them (as wide as the chips and the cards
    together: the dice beside them stay within reach)."""
    view, hand = shown.view, shown.view.hand
    if not hand:
        return Layout()
    fan = Fan(Rect(zone.x - 40, zone.bottom + 4, 440, 250).clamp(board), height=150, grow=1.5)
    keys = [card_key(seat, hand, i) for i in range(len(hand))]
    laid = fan.lay([Held(key, CardFace(title=name, kind="twist card", lines=[view.help.twist(name) or ""],
                                       colour=TWIST_COLOUR), tuple(actions_for(key, view, shown.choices)))
                    for key, name in zip(keys, hand, strict=True)], drawer=paint_face)
    opened = AnyOf({Target("hand", seat=seat), card_key(seat, hand, -1), *keys})
    rests = fan.rects(len(hand))
    span = zone.unionall([*rests, *(fan.raised(r) for r in rests)])
    between = Rect(span.x, zone.bottom, span.w, min(r.y for r in rests) - zone.bottom)
    return Layout(things=[Thing(tuple(between), Target("hand", seat=seat))]).add(laid).only_on(opened)
