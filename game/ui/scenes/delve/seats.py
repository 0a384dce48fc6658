"""Each seat's corner of the table, across its top: its hero card (shown large under the pointer), its XP, its
treasure tokens face up, and its twist cards (by name for the seat holding the screen: hand.py; a count for
the others)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.delve.view import DelveView, SeatView
from game.ui import assets, draw
from game.ui.cards import CardFace, paint_face
from game.ui.compose import SHADOW, Part, part
from game.ui.looks import Plate, Ring, paint_plate, paint_ring
from game.ui.tabletop.layout import Layout
from game.ui.tabletop.shown import Shown
from game.ui.tabletop.things import Thing
from game.ui.theme import Palette

from . import hand
from .clicks import Target, actions_for, chosen_source, click_line, words
from .layout import token_rects
from .motion import Away
from .paint import LIGHT_SPILL, TOKEN_BADGE, Light, Token, light, paint_light, paint_token

Rect = pygame.Rect
MASTER_AT = 5


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
    size, lines = title_fit(look.name, box.w - 8)
    for line in lines:
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


def title_fit(name: str, width: int) -> tuple[int, tuple[str, ...]]:
    """The largest title size (18 down to 15) at which the hero's name fits the card in at most two lines."""
    for size in (18, 17, 16, 15):
        lines = draw.wrap(name, "title", size, width)
        if len(lines) <= 2 and all(assets.width("title", size, line) <= width for line in lines):
            return size, tuple(lines)
    return 15, tuple(draw.wrap(name, "title", 15, width)[:2])


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


@dataclass(frozen=True, slots=True)
class Backs:
    """Another seat's twist cards: their backs and how many (never their names)."""

    count: int


def paint_backs(surface: pygame.Surface, rect: Rect, look: Backs, pal: Palette) -> None:
    n = look.count
    h = rect.h - 4
    w = round(h * 120 / 168)
    for k in range(min(n, 4)):
        surface.blit(assets.scaled("cards/twist_back", w, h), (rect.x + 2 + k * (w // 2), rect.y + 2))
    left = rect.x + 10 + (w if n else 0) + max(0, min(n, 4) - 1) * (w // 2)
    draw.text(surface, f"{n} twist card{'' if n == 1 else 's'}", (left, rect.centery), size=15,
              colour=pal.text_dim, anchor="midleft", max_width=rect.right - left)


# --- the row of seats ----------------------------------------------------------------------------------
def lay_seats(seats: dict[int, dict[str, Rect]], shown: Shown[DelveView], area: Rect, pal: Palette,
              away: Away) -> Layout:
    """Every seat's corner (`away`: what an animation draws itself meanwhile)."""
    out = Layout()
    view, legal = shown.view, list(shown.choices)
    for seat, s in enumerate(view.seats):
        z = seats.get(seat)
        if z is None:
            continue
        out.add(lay_hero(z["hero"], seat, s, view, legal, area, pal, away.hero != seat, shown.settled))
        xp = Target("xp", seat=seat)
        out.parts.append(part(z["xp"], Xp(s.xp, s.side == "Master"), paint_xp))
        out.things.append(Thing(tuple(z["xp"]), xp, words=words(xp, view)))
        flying = away.token[1] if away.token is not None and away.token[0] == seat else None
        out.add(lay_treasures(z["treasures"], seat, s, view, legal, pal, flying))
        if view.options.twists and seat == shown.holder:
            aimed = view.pending.card if view.pending is not None else None   # a twist card being aimed
            out.add(hand.lay_chips(z["twists"], view, seat, legal, aimed, pal))
        elif view.options.twists:
            t = Target("twist", seat=seat)
            found = actions_for(t, view, legal)
            out.parts.append(part(z["twists"], Backs(s.twist_cards), paint_backs))
            out.parts += light(z["twists"], t, Light(lit=bool(found)))
            out.things.append(Thing(tuple(z["twists"]), t, tuple(found), words=words(t, view, found)))
    return out


def lay_hero(rect: Rect, seat: int, s: SeatView, view: DelveView, legal: list, area: Rect, pal: Palette,
             shown: bool, settled: bool) -> Layout:
    """The hero card (the Adventurer's glowing; not `shown` while it turns over), shown large under the
    pointer with what a click on it would do, once the events are shown."""
    hero = Target("hero", seat=seat)
    found = actions_for(hero, view, legal)
    face = hero_face(seat, s, pal, click_line(found))
    large = part(preview_rect(rect, face, area), face, paint_face, spill=SHADOW)
    out = Layout(things=[Thing(tuple(rect), hero, tuple(found), marks=(large,) if settled else ())])
    if s.adventurer:
        out.parts.append(part(rect, Light(adventurer=True), paint_light, spill=LIGHT_SPILL))
    if shown:
        out.parts.append(part(rect, hero_look(seat, s), paint_hero))
        out.parts += light(rect, hero, Light(chosen=s.adventurer and chosen_source(view) == "hero", lit=bool(found)))
    return out


def lay_treasures(zone: Rect, seat: int, s: SeatView, view: DelveView, legal: list, pal: Palette,
                  flying: str | None) -> Layout:
    """A seat's tokens face up (`flying`: one on its way back to the bag meanwhile), the Adventurer's
    companion token chosen or set against the Dragon."""
    chosen = chosen_source(view) if s.adventurer else None
    team = {e.source for e in view.dragon.team} if s.adventurer else set()
    tokens = list(s.treasures)
    if flying in tokens:
        tokens.remove(flying)
    empty = Plate("" if s.treasures else "no treasure", 15, pal.text_dim, pal.panel, pal.line, 8, "italic")
    out = Layout([part(zone, empty, paint_plate)])
    lights: list[Part] = []   # (over every token: a glow reaches the next one)
    for r, name in token_rects(zone, s.treasures):
        t = Target("token", seat=seat, name=name)
        found = actions_for(t, view, legal)
        if tokens.count(name):
            out.parts.append(part(r, Token(name, tokens.count(name)), paint_token, spill=TOKEN_BADGE))
        lights += light(r, t, Light(chosen=f"treasure:{name}" == chosen, lit=bool(found)))
        if f"treasure:{name}" in team:   # set against the Dragon
            lights.append(part(r.inflate(10, 10), Ring(pal.blue, 3, max(6, r.w // 5)), paint_ring))
        out.things.append(Thing(tuple(r), t, tuple(found), words=words(t, view, found)))
    out.parts += lights
    return out


# --- a hero card large, for reading -------------------------------------------------------------------------
def hero_face(seat: int, s: SeatView, pal: Palette, click: str) -> CardFace:
    """Both its powers, its other side, the seat's score (and what a click on it would do)."""
    other = s.card.split(" / ")[0 if s.side == "Master" else 1]
    used = "used this delve" if s.ultimate_used else "ready"
    lines = (f"Specialty: {s.specialty}", f"Ultimate ({used}): {s.ultimate}", *([click] if click else []))
    return CardFace(title=s.hero, kind=f"{s.name} · {s.side} side", lines=lines, footer=f"{s.xp} XP · score {s.score}",
                    note=f"Other side: {other} · delves done {s.delves_done} of 3",
                    colour=pal.seats[seat % len(pal.seats)])


def preview_rect(near: Rect, face: CardFace, area: Rect) -> Rect:
    """Under the hero card, kept on the table, as tall as its words."""
    width = 330
    line_h = assets.font("body", 17).get_linesize()
    body = sum(len(draw.wrap(line, "body", 17, width - 32)) * line_h + 6 for line in face.lines)
    return Rect(near.x, near.bottom + 8, width, 50 + 8 + 26 + body + 70).clamp(area.inflate(-8, -8))
