"""Where Kick the Door's cards lie on the table (boards/doors.tmx's zones): each seat's items in their slots,
its races, classes, hireling and curses, the carried items sideways; the fight's cards, its two sides and its
run-away die in the combat zone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.games.doors.content import DoorsCard
from game.games.doors.view import SeatView
from game.ui.tablemap import grid_for

Rect = pygame.Rect
Face = DoorsCard
# A table of n seats sits at these places of the map, clockwise from the top left (boards/doors.md): four
# seats two down each side, five leaving the bottom left free.
PLACES = {3: (1, 2, 3), 4: (1, 2, 3, 6), 5: (1, 2, 3, 4, 6), 6: (1, 2, 3, 4, 5, 6)}
SLOT_ICONS = {"race": "race", "class": "class", "headgear": "headgear", "armor": "armor", "footgear": "footgear",
              "big": "big", "left_hand": "hand1", "right_hand": "hand1", "hireling": "hireling", "curses": "curse"}


def spread(zone: Rect, n: int) -> list[Rect]:
    """n cards in one slot: one fills it; more are made smaller and stacked down it, each showing a strip (a
    race and the double-race card, two curses), all inside the slot."""
    if n <= 0:
        return []
    strip = 14
    h = min(zone.h, round(zone.w * 1.4)) if n == 1 else max(zone.h // 2, zone.h - (n - 1) * strip)
    w = min(zone.w, round(h / 1.4))
    down = 0 if n == 1 else (zone.h - h) / (n - 1)
    return [Rect(zone.centerx - w // 2, round(zone.y + i * down), w, h) for i in range(n)]


def sideways(zone: Rect, n: int) -> list[Rect]:
    """n cards turned sideways (carried, not equipped): one column while two fit, else two, each row
    overlapping the one above and showing a strip of it."""
    if n <= 0:
        return []
    cols = 1 if n <= 2 else 2
    w = min(62, (zone.w - 2 * (cols - 1)) // cols)
    h = min(zone.h, round(w / 1.4))
    rows = math.ceil(n / cols)
    step = 0 if rows == 1 else min(h + 2, (zone.h - h) / (rows - 1))
    left = zone.centerx - (cols * w + 2 * (cols - 1)) // 2
    return [Rect(left + (i % cols) * (w + 2), round(zone.y + (i // cols) * step), w, h) for i in range(n)]


def seat_cards(zones: dict[str, Rect], s: SeatView) -> list[tuple[Rect, Face, bool]]:
    """Every card a seat has on the table, with where it lies and whether it is carried (not equipped)."""
    if not zones:
        return []
    placed: dict[str, list[Face]] = {}
    carried: list[Face] = []
    hands = ["left_hand", "right_hand"]
    for f in s.items:
        slot = f.slot
        if not f.equipped:
            carried.append(f)
        elif slot in ("headgear", "armor", "footgear"):
            placed.setdefault(slot, []).append(f)
        elif slot == "hand1":
            placed.setdefault(hands.pop(0) if hands else "big", []).append(f)
        elif slot == "hand2":
            placed.setdefault("both_hands", []).append(f)
            hands = []
        else:
            placed.setdefault("big", []).append(f)
    for key, cards in (("race", s.races), ("class", s.classes), ("hireling", s.hirelings),
                       ("curses", s.curses)):
        placed.setdefault(key, []).extend(cards)
    for f in s.doubles:
        placed.setdefault("race" if f.kind == "double_race" else "class", []).append(f)
    out: list[tuple[Rect, Face, bool]] = []
    for key, cards in placed.items():
        if key == "both_hands":
            both = zones["left_hand"].union(zones["right_hand"])
            zone = Rect(0, 0, zones["left_hand"].w, both.h)
            zone.center = both.center
        else:
            zone = zones.get(key)
        if zone is not None:
            out += [(r, f, False) for r, f in zip(spread(zone, len(cards)), cards, strict=True)]
    out += [(r, f, True) for r, f in zip(sideways(zones["carried"], len(carried)), carried, strict=True)]
    return out


@dataclass
class FightLayout:
    """The combat zone cut into its parts: a title line, the cards, the two sides, the line at the foot."""

    title: Rect
    cards: Rect
    players: Rect
    monsters: Rect
    foot: Rect


def fight_layout(zone: Rect, rows: int | None) -> FightLayout:
    """The parts of the combat zone; `rows`: the longest side's modifiers (None: no sides to show). The cards
    take what the sides leave, so a plain fight shows its monster whole."""
    inner = zone.inflate(-12, -10)
    title = Rect(inner.x, inner.y, inner.w, 26)
    foot = Rect(inner.x, inner.bottom - 44, inner.w, 44)
    body = Rect(inner.x, title.bottom + 4, inner.w, foot.y - title.bottom - 10)
    if rows is None:
        return FightLayout(title, body, Rect(0, 0, 0, 0), Rect(0, 0, 0, 0), foot)
    cards_h = max(100, min(224, body.h - (50 + 19 * rows) - 6))
    cards = Rect(body.x, body.y, body.w, cards_h)
    half = (body.w - 8) // 2
    top = cards.bottom + 6
    return FightLayout(title, cards, Rect(body.x, top, half, body.bottom - top),
                       Rect(body.right - half, top, half, body.bottom - top), foot)


def card_rects(area: Rect, n: int) -> list[Rect]:
    """n cards side by side (in rows when many) in an area, as large as fit, from its top."""
    if n <= 0:
        return []
    grid = grid_for(area, n, 160, gap=10, ratio=1.4)
    rects = [grid.rect(i, n) for i in range(n)]
    top = min(r.y for r in rects)
    return [r.move(0, area.y - top) for r in rects]
