"""Write boards/doors.tmx: the Kick the Door card table laid out for a 1280x720 screen.

    python boards/src/make_doors.py

The table keeps to x 0..920 (the screen's shared side panel takes the 360 px on the right), and its zones
fill x 8..912, y 8..712 exactly, so the screen draws them at their size. Six seat places, three down each
side: each a name strip (level, strength, hand) over two rows of card slots (race, class, headgear, armor,
footgear, big item; two hands, hireling, curses, and the items it carries unequipped). Between the two
columns: the door deck and its discards, the treasure deck and its discards, and the combat zone under
them. Along the bottom edge: the hand of the seat at the screen.

Places are numbered clockwise from the top left (1 top left, 2-4 down the right, 5 bottom left, 6 middle
left); a smaller table leaves some out (the screen's choice, boards/doors.md).
"""

from __future__ import annotations

from pathlib import Path

from make_delve import obj  # one way of writing a Tiled object, shared with the other table

OUT = Path(__file__).resolve().parent.parent / "doors.tmx"
TILE = 16
WIDTH, HEIGHT = 1280, 720
TABLE_W = 920
LEFT, RIGHT, TOP = 8, 912, 8

SEAT_W, SEAT_H, SEAT_GAP = 264, 180, 4
CENTRE_X, CENTRE_W = LEFT + SEAT_W + 8, 360
# (name, zone, x, y, w, h) for the shared zones of the table
TABLE = [
    ("Door deck", "door_deck", CENTRE_X, TOP, 100, 112),
    ("Door discards", "door_discards", CENTRE_X + 104, TOP, 74, 112),
    ("Treasure deck", "treasure_deck", CENTRE_X + 182, TOP, 100, 112),
    ("Treasure discards", "treasure_discards", CENTRE_X + 286, TOP, 74, 112),
    ("Combat", "combat", CENTRE_X, TOP + 118, CENTRE_W, 3 * SEAT_H + 2 * SEAT_GAP - 118),
    ("Your hand", "hand", LEFT, TOP + 3 * SEAT_H + 2 * SEAT_GAP + 6, RIGHT - LEFT, 150),
]
CAPTIONS = {"door_deck": "Door deck", "door_discards": "Discards", "treasure_deck": "Treasures",
            "treasure_discards": "Discards"}   # the hand and the combat zone say what they hold themselves
# Places clockwise round the table from the top left: 1 top left, 2-4 down the right, 5 and 6 up the left.
COLUMN = {1: LEFT, 2: RIGHT - SEAT_W, 3: RIGHT - SEAT_W, 4: RIGHT - SEAT_W, 5: LEFT, 6: LEFT}
ROW = {1: 0, 2: 0, 3: 1, 4: 2, 5: 2, 6: 1}
CARD_W, CARD_H, CARD_STEP = 42, 60, 44
ROW1 = ["race", "class", "headgear", "armor", "footgear", "big"]
ROW2 = ["left_hand", "right_hand", "hireling", "curses"]
WORDS = {"left_hand": "left hand", "right_hand": "right hand", "big": "big item"}


def seat_zones(seat: int) -> list[tuple[str, str, int, int, int, int]]:
    x0, y0 = COLUMN[seat], TOP + ROW[seat] * (SEAT_H + SEAT_GAP)
    zones = [(f"Seat {seat} level", "level", x0, y0, SEAT_W, 44)]
    for i, zone in enumerate(ROW1):
        zones.append((f"Seat {seat} {WORDS.get(zone, zone)}", zone, x0 + 1 + i * CARD_STEP, y0 + 48, CARD_W, CARD_H))
    for i, zone in enumerate(ROW2):
        zones.append((f"Seat {seat} {WORDS.get(zone, zone)}", zone, x0 + 1 + i * CARD_STEP, y0 + 114, CARD_W,
                      CARD_H))
    carried_x = x0 + 1 + len(ROW2) * CARD_STEP
    zones.append((f"Seat {seat} carried", "carried", carried_x, y0 + 114, x0 + SEAT_W - 1 - carried_x, CARD_H))
    return zones


PANELS = [("Side panel", "side", TABLE_W, 0, WIDTH - TABLE_W, HEIGHT)]


def build() -> str:
    zones: list[str] = []
    labels: list[str] = []
    oid = 1
    for name, zone, x, y, w, h in TABLE:
        zones.append(obj(oid, name, "zone", x, y, w, h, {"zone": zone}))
        oid += 1
    for seat in COLUMN:
        for name, zone, x, y, w, h in seat_zones(seat):
            zones.append(obj(oid, name, "seat_zone", x, y, w, h, {"zone": zone, "seat": seat}))
            oid += 1
    for name, zone, x, y, w, h in PANELS:
        zones.append(obj(oid, name, "panel", x, y, w, h, {"zone": zone}))
        oid += 1
    # A caption along the top edge of each deck's zone, inside it (the pile lies below it).
    for name, zone, x, y, w, _h in TABLE:
        if zone in CAPTIONS:
            labels.append(obj(oid, f"{name} label", "label", x + 4, y + 3, w - 8, 18, {"text": CAPTIONS[zone]}))
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
