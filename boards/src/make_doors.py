"""Write boards/doors.tmx: the Kick the Door card table laid out for a 1280x720 screen.

    python boards/src/make_doors.py

The table keeps to x 0..920 (the screen's shared side panel takes the 360 px on the right). Top and bottom
rows: six seat places (three each), each with its name and level strip, its race and class, its equipped
items (headgear, armor, footgear, two hands, one big item), its hireling, the curses on it and the items it
carries unequipped. Between them: the door deck and its discards on the left, the combat zone in the
middle, the treasure deck and its discards on the right. Along the bottom edge: the hand of the seat at the
screen.
"""

from __future__ import annotations

from pathlib import Path

from make_delve import obj  # one way of writing a Tiled object, shared with the other table

OUT = Path(__file__).resolve().parent.parent / "doors.tmx"
TILE = 16
WIDTH, HEIGHT = 1280, 720
TABLE_W = 920

# (name, zone, x, y, w, h) for the shared zones of the table
TABLE = [
    ("Door deck", "door_deck", 4, 204, 74, 90),
    ("Door discards", "door_discards", 4, 298, 74, 90),
    ("Combat", "combat", 82, 204, 756, 184),
    ("Treasure deck", "treasure_deck", 842, 204, 74, 90),
    ("Treasure discards", "treasure_discards", 842, 298, 74, 90),
    ("Your hand", "hand", 4, 592, 912, 124),
]
SEAT_W, SEAT_H, SLOT, SLOT_H = 300, 196, 50, 80
# Seats 1-3 along the top from the left, 4-6 along the bottom from the right: clockwise round the table.
SEAT_AT = {1: (4, 4), 2: (310, 4), 3: (616, 4), 4: (616, 392), 5: (310, 392), 6: (4, 392)}
ROW1 = ["race", "class", "headgear", "armor", "footgear", "big"]
ROW2 = ["left_hand", "right_hand", "hireling", "curses"]
WORDS = {"left_hand": "left hand", "right_hand": "right hand", "big": "big item"}


def seat_zones(seat: int) -> list[tuple[str, str, int, int, int, int]]:
    x0, y0 = SEAT_AT[seat]
    zones = [(f"Seat {seat} level", "level", x0, y0, SEAT_W, 22)]
    for i, zone in enumerate(ROW1):
        zones.append((f"Seat {seat} {WORDS.get(zone, zone)}", zone, x0 + i * SLOT, y0 + 26, SLOT - 2, SLOT_H))
    for i, zone in enumerate(ROW2):
        zones.append((f"Seat {seat} {WORDS.get(zone, zone)}", zone, x0 + i * SLOT, y0 + 110, SLOT - 2, SLOT_H))
    zones.append((f"Seat {seat} carried", "carried", x0 + len(ROW2) * SLOT, y0 + 110, SEAT_W - len(ROW2) * SLOT,
                  SLOT_H))
    return zones


PANELS = [("Side panel", "side", TABLE_W, 0, WIDTH - TABLE_W, HEIGHT)]


def build() -> str:
    zones: list[str] = []
    labels: list[str] = []
    oid = 1
    for name, zone, x, y, w, h in TABLE:
        zones.append(obj(oid, name, "zone", x, y, w, h, {"zone": zone}))
        oid += 1
    for seat in SEAT_AT:
        for name, zone, x, y, w, h in seat_zones(seat):
            zones.append(obj(oid, name, "seat_zone", x, y, w, h, {"zone": zone, "seat": seat}))
            oid += 1
    for name, zone, x, y, w, h in PANELS:
        zones.append(obj(oid, name, "panel", x, y, w, h, {"zone": zone}))
        oid += 1
    # A caption along the top edge of each shared zone (the screen prints mark texts).
    for name, _zone, x, y, w, _h in TABLE:
        labels.append(obj(oid, f"{name} label", "label", x + 2, y + 2, min(w - 4, 200), 14, {"text": name}))
        oid += 1
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'backgroundcolor="#1f3a2a" nextlayerid="3" nextobjectid="{oid}">',
        " <properties>",
        '  <property name="game" value="doors"/>',
        '  <property name="title" value="Kick the Door: the card table"/>',
        " </properties>",
        ' <objectgroup id="1" name="zones">',
        *zones,
        " </objectgroup>",
        ' <objectgroup id="2" name="labels">',
        *labels,
        " </objectgroup>",
        "</map>",
        "",
    ])


if __name__ == "__main__":
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT}")
