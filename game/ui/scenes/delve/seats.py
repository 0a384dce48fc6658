"""Each seat's corner of the table: its hero card (the side up, whose turn, the ultimate used or not), its
XP, its treasure tokens face up, and its twist cards (names for the seat at the screen, a count for the
others). The geometry is shared by drawing and clicking, so what is drawn is what is clicked."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame

from game.games.delve.view import DelveView, SeatView
from game.ui import assets, draw
from game.ui.cards import CardFace, draw_face
from game.ui.tablemap import grid_for
from game.ui.theme import Palette

from . import paint
from .clicks import Target
from .layout import TableLayout

Rect = pygame.Rect
MASTER_AT = 5


def token_groups(tokens: Sequence[str]) -> list[tuple[str, int]]:
    """A seat's tokens gathered by name (the same token shows once, with its count)."""
    return sorted(Counter(tokens).items())


def token_slots(rect: Rect, n: int) -> tuple[int, list[tuple[int, int]]]:
    """(radius, centres) for n token groups in a seat's treasure zone: the biggest that fit, 48 across at most."""
    if n <= 0:
        return 0, []
    grid = grid_for(rect.inflate(-6, -6), n, 48, gap=6)
    return max(9, grid.size // 2), [grid.rect(k, n).center for k in range(n)]


def hand_chips(rect: Rect, hand: Sequence[str]) -> list[tuple[Rect, str]]:
    """The viewing seat's twist cards as chips along its twist zone; what does not fit becomes '+N'."""
    chips: list[tuple[Rect, str]] = []
    x = rect.x
    for k, card in enumerate(hand):
        w = min(rect.w, assets.width("bold", 15, card) + 16)
        rest = len(hand) - k - 1
        if x + w > rect.right - (40 if rest else 0) and chips:
            chips.append((Rect(x, rect.y + 2, max(36, rect.right - x), rect.h - 4), f"+{len(hand) - k}"))
            return chips
        chips.append((Rect(x, rect.y + 2, w, rect.h - 4), card))
        x += w + 4
    return chips


def seat_targets(layout: TableLayout, view: DelveView, viewer: int | None) -> list[tuple[Rect, Target]]:
    out: list[tuple[Rect, Target]] = []
    treasures = [s.treasures for s in view.seats]
    for seat in range(len(view.seats)):
        zones = layout.seats.get(seat)
        if not zones:
            continue
        out.append((zones["hero"], Target("hero", seat=seat)))
        radius, centres = token_slots(zones["treasures"], len(token_groups(treasures[seat])))
        for (name, _n), c in zip(token_groups(treasures[seat]), centres, strict=True):
            r = Rect(0, 0, radius * 2, radius * 2)
            r.center = c
            out.append((r, Target("token", seat=seat, name=name)))
        if view.options.twists:
            if seat == viewer:
                out += [(r, Target("twist", seat=seat, name="" if card.startswith("+") else card))
                        for r, card in hand_chips(zones["twists"], view.hand)]
            else:
                out.append((zones["twists"], Target("twist", seat=seat)))
    return out


# --- drawing ---------------------------------------------------------------------------------------
def draw_hero(surface: pygame.Surface, rect: Rect, seat: int, s: SeatView, master: bool, pal: Palette,
              squash: float = 1.0, novice_shown: bool = False) -> None:
    """The hero card: the seat's name on its colour, the side up, its ultimate, its part in this delve."""
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    box = card.get_rect()
    border = pal.gold if s.adventurer else pal.line
    draw.panel(card, box, pal.parchment, border, radius=8, width=3 if s.adventurer else 2)
    band = Rect(3, 3, box.w - 6, 22)
    pygame.draw.rect(card, pal.seats[seat % len(pal.seats)], band, border_top_left_radius=6,
                     border_top_right_radius=6)
    draw.marker(card, seat, (band.x + 10, band.centery), 6, pal)
    draw.text(card, s.name, (band.x + 20, band.centery), size=15, colour=pal.ink, face="bold",
              anchor="midleft", max_width=band.w - 22)
    up = master and not novice_shown
    novice, _, master_name = s.card.partition(" / ")
    name = master_name if up else novice
    y = band.bottom + 4
    size, lines = title_fit(name, box.w - 8)
    for line in lines:
        draw.text(card, line, (box.centerx, y), size=size, colour=pal.ink, face="title", anchor="midtop")
        y += 19
    draw.text(card, "Master" if up else "Novice", (box.centerx, y + 1), size=15, colour=(110, 80, 50),
              face="italic", anchor="midtop")
    ult_y = box.bottom - 44
    used = s.ultimate_used
    colour = pal.text_dim if used else (60, 120, 70)
    label = draw.text(card, "Ultimate", (box.centerx, ult_y), size=15, colour=colour, face="bold", anchor="midtop")
    if used:
        pygame.draw.line(card, pal.red, (label.x - 2, label.centery), (label.right + 2, label.centery), 2)
    role = "Adventurer" if s.adventurer else "Dungeon Lord" if s.dungeon_lord else ""
    if role:
        draw.text(card, role, (box.centerx, box.bottom - 22), size=15, colour=pal.red if s.adventurer else pal.ink,
                  face="bold" if s.adventurer else "italic", anchor="midtop", max_width=box.w - 6)
    if squash < 0.999:
        card = pygame.transform.smoothscale(card, (max(1, round(rect.w * squash)), rect.h))
    surface.blit(card, card.get_rect(center=rect.center))


def title_fit(name: str, width: int) -> tuple[int, tuple[str, ...]]:
    """The largest title size (18 down to 15) at which the hero's name fits the card in at most two lines."""
    for size in (18, 17, 16, 15):
        lines = draw.wrap(name, "title", size, width)
        if len(lines) <= 2 and all(assets.width("title", size, line) <= width for line in lines):
            return size, lines
    return 15, draw.wrap(name, "title", 15, width)[:2]


def draw_xp(surface: pygame.Surface, rect: Rect, xp: int, master: bool, pal: Palette) -> None:
    draw.panel(surface, rect, pal.panel, pal.line, radius=8)
    draw.text(surface, f"{xp} XP", (rect.x + 10, rect.centery), size=22, colour=pal.gold, face="title",
              anchor="midleft")
    if master:
        draw.text(surface, "Master", (rect.right - 8, rect.centery), size=15, colour=pal.text_dim, face="italic",
                  anchor="midright")
        return
    for k in range(MASTER_AT):   # the way to the Master side: 5 XP
        c = (rect.right - 12 - (MASTER_AT - 1 - k) * 12, rect.centery)
        pygame.draw.circle(surface, pal.gold if k < xp else pal.panel_light, c, 5)


def draw_treasures(surface: pygame.Surface, rect: Rect, tokens: Sequence[str], pal: Palette,
                   hidden: str | None = None) -> None:
    """The seat's tokens face up; `hidden` is one still flying here from the bag."""
    draw.panel(surface, rect, pal.panel, pal.line, radius=8)
    shown = list(tokens)
    if hidden in shown:
        shown.remove(hidden)
    groups = token_groups(tokens)
    if not tokens:
        draw.text(surface, "no treasure", rect.center, size=15, colour=pal.text_dim, face="italic", anchor="center")
        return
    radius, centres = token_slots(rect, len(groups))
    for (name, _n), c in zip(groups, centres, strict=True):
        count = shown.count(name)
        if count:
            paint.draw_token(surface, name, c, radius, count, pal)


def draw_twists(surface: pygame.Surface, rect: Rect, s: SeatView, hand: Sequence[str] | None,
                pal: Palette) -> None:
    """The seat at the screen sees its own cards by name; the others show only how many they hold."""
    if hand is not None:
        if not hand:
            draw.text(surface, "no twist cards", (rect.x + 4, rect.centery), size=15, colour=pal.text_dim,
                      face="italic", anchor="midleft")
        for r, card in hand_chips(rect, hand):
            paint.chip(surface, r, card, paint.TWIST_PURPLE, (190, 160, 230), pal.white)
        return
    n = s.twist_cards
    h = rect.h - 4
    w = round(h * 120 / 168)
    for k in range(min(n, 4)):
        surface.blit(assets.scaled("cards/twist_back", w, h), (rect.x + 2 + k * (w // 2), rect.y + 2))
    left = rect.x + 10 + (w if n else 0) + max(0, min(n, 4) - 1) * (w // 2)
    draw.text(surface, f"{n} twist card{'' if n == 1 else 's'}", (left, rect.centery), size=15,
              colour=pal.text_dim, anchor="midleft", max_width=rect.right - left)


def hero_preview(surface: pygame.Surface, near: Rect, seat: int, s: SeatView, area: Rect, pal: Palette,
                 click: str = "") -> None:
    """The hero card large, for reading: both its powers, its other side, the seat's score (and what a click
    on it would do)."""
    other = s.card.split(" / ")[0 if s.side == "Master" else 1]
    used = "used this delve" if s.ultimate_used else "ready"
    lines = [f"Specialty: {s.specialty}", f"Ultimate ({used}): {s.ultimate}"] + ([click] if click else [])
    face = CardFace(title=s.hero, kind=f"{s.name} · {s.side} side", lines=lines,
                    footer=f"{s.xp} XP · score {s.score}",
                    note=f"Other side: {other} · delves done {s.delves_done} of 3",
                    colour=pal.seats[seat % len(pal.seats)])
    width = 330
    line_h = assets.font("body", 17).get_linesize()
    body = sum(len(draw.wrap(line, "body", 17, width - 32)) * line_h + 6 for line in lines)
    rect = Rect(0, 0, width, 50 + 8 + 26 + body + 70)
    rect.topleft = (near.x, near.bottom + 8)
    rect.clamp_ip(area.inflate(-8, -8))
    draw_face(surface, rect, face, pal)


def seat_panel_label(s: SeatView) -> str:
    """The side panel's summary of a seat: hero side, XP, delves."""
    return f"{s.hero} · {s.xp} XP · {s.delves_done}/3"

