"""Where Kick the Door's cards lie on the table (boards/doors.tmx's zones): each seat's items in their slots,
its races, classes, hireling and curses, the carried items sideways; the fight's cards in the combat zone.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.tablemap import TableMap, grid_for

Rect = pygame.Rect
Face = dict[str, Any]


def spread(zone: Rect, n: int) -> list[Rect]:
    """n cards in one zone: the first whole, the others fanned to its right or below it (overlapping)."""
    if n <= 0:
        return []
    w = min(zone.w, round(zone.h / 1.4))
    h = min(zone.h, round(w * 1.4))
    step = 0 if n == 1 else min(w + 2, (zone.w - w) / (n - 1)) if zone.w > zone.h else 0
    down = 0 if n == 1 or step else min(h // 3, (zone.h - h) / max(1, n - 1) or h // 4)
    return [Rect(round(zone.x + i * step), round(zone.y + i * down), w, h) for i in range(n)]


def seat_cards(table: TableMap, seat: int, s: dict[str, Any]) -> list[tuple[Rect, Face, bool]]:
    """Every card a seat has on the table, with where it lies and whether it is carried (not equipped)."""
    zones = table.seats.get(seat, {})
    if not zones:
        return []
    placed: dict[str, list[Face]] = {}
    carried: list[Face] = []
    hands = ["left_hand", "right_hand"]
    for f in s["items"]:
        slot = f.get("slot", "none")
        if not f.get("equipped"):
            carried.append(f)
        elif slot in ("headgear", "armor", "footgear"):
            placed.setdefault(slot, []).append(f)
        elif slot == "hand1":
            placed.setdefault(hands.pop(0) if hands else "carried", []).append(f)
        elif slot == "hand2":
            placed.setdefault("both_hands", []).append(f)
            hands = []
        else:
            placed.setdefault("big" if f.get("big") else "carried", []).append(f)
    for key, cards in (("race", s["races"]), ("class", s["classes"]), ("hireling", s["hirelings"]),
                       ("curses", s["curses"])):
        placed.setdefault(key, []).extend(cards)
    for f in s["doubles"]:
        placed.setdefault("race" if f["kind"] == "double_race" else "class", []).append(f)
    out: list[tuple[Rect, Face, bool]] = []
    for key, cards in placed.items():
        zone = zones["left_hand"].union(zones["right_hand"]) if key == "both_hands" else zones.get(key)
        if zone is not None:
            out += [(r, f, False) for r, f in zip(spread(zone, len(cards)), cards, strict=True)]
    out += [(r, f, True) for r, f in zip(spread(zones["carried"], len(carried)), carried, strict=True)]
    return out


def combat_cards(zone: Rect, n: int) -> list[Rect]:
    """The monsters fought, side by side in the middle of the combat zone, as large as fit."""
    middle = Rect(zone.x + zone.w // 4, zone.y + 8, zone.w // 2, zone.h - 16)
    grid = grid_for(middle, max(1, n), 130, gap=10, ratio=1.4)
    return [grid.rect(i, n) for i in range(n)]
