"""Write boards/delve.tmx: the Dice Delve table laid out for a 1280x720 screen.

    python boards/src/make_delve.py

Top: four seat strips (hero card, XP, treasures, twist cards). Middle: the level die and the dungeon
pool, the dungeon dice rolled this level, the Dragon's Lair. Bottom: the treasure bag, the party (with the
borrowed dungeon dice under it), the graveyard, and a banner naming the phase. Right: the log panel.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parent.parent / "delve.tmx"
TILE = 16
WIDTH, HEIGHT = 1280, 720

# (name, zone, x, y, w, h) for the table's zones
TABLE = [
    ("Level die", "level", 16, 214, 120, 112),
    ("Dungeon pool", "pool", 16, 334, 120, 100),
    ("Dungeon dice", "dungeon", 150, 206, 520, 228),
    ("Dragon's Lair", "lair", 684, 206, 268, 228),
    ("Treasure bag", "bag", 16, 448, 120, 204),
    ("Party", "party", 150, 448, 520, 152),
    ("Borrowed dungeon dice", "borrowed", 150, 604, 520, 48),
    ("Graveyard", "graveyard", 684, 448, 268, 204),
]
SEAT_W, SEAT_GAP, SEAT_X, SEAT_Y = 232, 6, 8, 8


def seat_zones(seat: int) -> list[tuple[str, str, int, int, int, int]]:
    x = SEAT_X + (seat - 1) * (SEAT_W + SEAT_GAP)
    y = SEAT_Y
    return [
        (f"Seat {seat} hero", "hero", x, y, 100, 148),
        (f"Seat {seat} XP", "xp", x + 104, y, 128, 40),
        (f"Seat {seat} treasures", "treasures", x + 104, y + 44, 128, 104),
        (f"Seat {seat} twist cards", "twists", x, y + 152, SEAT_W, 34),
    ]


PANELS = [("Log", "log", 968, 8, 304, 704), ("Phase banner", "phase", 150, 660, 802, 52)]


def obj(oid: int, name: str, kind: str, x: int, y: int, w: int, h: int, props: dict[str, object]) -> str:
    lines = [f'  <object id="{oid}" name={quoteattr(name)} type="{kind}" x="{x}" y="{y}" width="{w}" height="{h}">',
             "   <properties>"]
    for key, value in props.items():
        typed = ' type="int"' if isinstance(value, int) else ""
        lines.append(f"    <property name={quoteattr(key)}{typed} value={quoteattr(str(value))}/>")
    lines += ["   </properties>", "  </object>"]
    return "\n".join(lines)


def build() -> str:
    zones: list[str] = []
    labels: list[str] = []
    oid = 1
    for name, zone, x, y, w, h in TABLE:
        zones.append(obj(oid, name, "zone", x, y, w, h, {"zone": zone}))
        oid += 1
    for seat in range(1, 5):
        for name, zone, x, y, w, h in seat_zones(seat):
            zones.append(obj(oid, name, "seat_zone", x, y, w, h, {"zone": zone, "seat": seat}))
            oid += 1
    for name, zone, x, y, w, h in PANELS:
        zones.append(obj(oid, name, "panel", x, y, w, h, {"zone": zone}))
        oid += 1
    # A caption along the top edge of each table zone (the screen prints mark texts).
    for name, _zone, x, y, w, _h in TABLE:
        labels.append(obj(oid, f"{name} label", "label", x + 4, y + 2, min(w - 8, 200), 18, {"text": name}))
        oid += 1
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'backgroundcolor="#2b2118" nextlayerid="3" nextobjectid="{oid}">',
        " <properties>",
        '  <property name="game" value="delve"/>',
        '  <property name="title" value="Dice Delve: the table"/>',
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
