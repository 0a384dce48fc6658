"""Writes the rules' test maps (run from the repository root: python tests/dungeon/maps/make_maps.py).

Both obey DUNGEON_BOARD_SCHEMA, so the rules can be tested before (and beside) the real board:
- rules.tmx: a small map, every space named, with the situations the rule tests need (doors, two secret
  doors in a row, rooms joined by a door, a dead end behind two chambers, stairs of 1 and 3 steps,
  chambers on levels 1 to 3);
- full.tmx: a plain generated dungeon with the real counts (rooms 9, 9, 16, 18, 16, 12; the empty Main
  Gallery and two chambers on each of levels 2-6), for set-up and whole-game tests.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

HERE = Path(__file__).parent


class Tmx:
    def __init__(self) -> None:
        self.next_id = 1
        self.spaces: list[str] = []
        self.links: list[str] = []
        self.marks: list[str] = []
        self.centres: dict[int, tuple[float, float]] = {}
        self.by_name: dict[str, int] = {}

    def _props(self, props: dict) -> str:
        if not props:
            return ""
        out = []
        for k, v in props.items():
            if isinstance(v, bool):
                out.append(f'<property name="{k}" type="bool" value="{str(v).lower()}"/>')
            elif isinstance(v, int):
                out.append(f'<property name="{k}" type="int" value="{v}"/>')
            elif isinstance(v, tuple):  # ("object", id)
                out.append(f'<property name="{k}" type="object" value="{v[1]}"/>')
            else:
                out.append(f'<property name="{k}" value={quoteattr(str(v))}/>')
        return "<properties>" + "".join(out) + "</properties>"

    def space(self, kind: str, name: str, x: float, y: float, w: float, h: float, **props: object) -> int:
        oid = self.next_id
        self.next_id += 1
        label = f' name={quoteattr(name)}' if name else ""
        self.spaces.append(f'  <object id="{oid}"{label} type="{kind}" x="{x}" y="{y}" width="{w}" height="{h}">'
                           f'{self._props(props)}</object>')
        self.centres[oid] = (x + w / 2, y + h / 2)
        if name:
            self.by_name[name] = oid
        return oid

    def link(self, kind: str, a: int, b: int, **props: object) -> int:
        oid = self.next_id
        self.next_id += 1
        (ax, ay), (bx, by) = self.centres[a], self.centres[b]
        allprops = {"from": ("object", a), "to": ("object", b), **props}
        self.links.append(f'  <object id="{oid}" type="{kind}" x="{ax}" y="{ay}">{self._props(allprops)}'
                          f'<polyline points="0,0 {bx - ax},{by - ay}"/></object>')
        return oid

    def label(self, text: str, x: float, y: float) -> None:
        oid = self.next_id
        self.next_id += 1
        self.marks.append(f'  <object id="{oid}" type="label" x="{x}" y="{y}" width="200" height="24">'
                          f'{self._props({"text": text})}</object>')

    def write(self, path: Path, width_px: int, height_px: int) -> None:
        w, h = width_px // 32 + 1, height_px // 32 + 1
        text = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
                f'width="{w}" height="{h}" tilewidth="32" tileheight="32" infinite="0" nextlayerid="4" '
                f'nextobjectid="{self.next_id}">\n'
                f' <properties><property name="game" value="dungeon"/></properties>\n'
                f' <objectgroup id="1" name="spaces">\n' + "\n".join(self.spaces) + "\n </objectgroup>\n"
                ' <objectgroup id="2" name="links">\n' + "\n".join(self.links) + "\n </objectgroup>\n"
                ' <objectgroup id="3" name="marks">\n' + "\n".join(self.marks) + "\n </objectgroup>\n</map>\n")
        path.write_text(text)


def rules_map() -> None:
    """The small map of the rule tests. Corridor spaces are named a1.., b1.., d1.. so tests can say where."""
    t = Tmx()
    S = 40
    start = t.space("start", "Main Staircase", 0, 200, 64, 64)
    gallery = t.space("chamber", "Main Gallery", 100, 180, 96, 96, level=1, section="1", empty=True)
    t.link("path", start, gallery)
    a = [t.space("corridor", f"a{i}", 200 + S * i, 210, 32, 32, level=1, section="1") for i in range(1, 9)]
    t.link("path", gallery, a[0])
    for x, y in zip(a, a[1:], strict=False):
        t.link("path", x, y)
    alms = t.space("room", "Almsroom", 200 + S * 2, 130, 48, 48, level=1, section="1")
    t.link("door", a[1], alms)
    store = t.space("room", "Storeroom", 200 + S * 3, 280, 48, 48, level=1, section="1")
    t.link("secret_door", a[2], store)
    strong = t.space("room", "Strongroom", 200 + S * 3, 350, 48, 48, level=1, section="1")
    t.link("secret_door", store, strong)
    kitchen = t.space("room", "Kitchen", 200 + S * 4, 130, 48, 48, level=1, section="1")
    t.link("door", a[3], kitchen)
    pantry = t.space("room", "Pantry", 200 + S * 6, 130, 48, 48, level=1, section="1")
    t.link("door", kitchen, pantry)
    t.link("door", a[5], pantry)
    closet = t.space("room", "Closet", 200 + S * 8, 280, 48, 48, level=1, section="1")
    t.link("door", a[7], closet)
    b = [t.space("corridor", f"b{i}", 600 + S * i, 400, 32, 32, level=2, section="2") for i in range(1, 9)]
    t.link("stairs", a[7], b[0], steps=1)
    guard = t.space("chamber", "Guard Room", 600 + S * 3, 380, 64, 64, level=2, section="2")
    crypt = t.space("chamber", "Crypt", 600 + S * 5, 380, 64, 64, level=2, section="2")
    # b1 - b2 - b3 - Guard Room - b4 - Crypt - b5 - b6 - b7 - b8 - Pit - e1 - Den (a dead end)
    chain = [b[0], b[1], b[2], guard, b[3], crypt, b[4], b[5], b[6], b[7]]
    for x, y in zip(chain, chain[1:], strict=False):
        t.link("path", x, y)
    cellar = t.space("room", "Wine Cellar", 600 + S * 2, 470, 48, 48, level=2, section="2")
    t.link("door", b[1], cellar)
    cell = t.space("room", "Cell", 600 + S * 6, 470, 48, 48, level=2, section="2")
    t.link("door", b[4], cell)
    pit = t.space("chamber", "Pit", 600 + S * 9, 460, 64, 64, level=2, section="2")
    e1 = t.space("corridor", "e1", 600 + S * 11, 480, 32, 32, level=2, section="2")
    den = t.space("chamber", "Den", 600 + S * 12, 460, 64, 64, level=2, section="2")
    for x, y in ((b[7], pit), (pit, e1), (e1, den)):
        t.link("path", x, y)
    d = [t.space("corridor", f"d{i}", 1000 + S * i, 600, 32, 32, level=3, section="3U") for i in range(1, 5)]
    t.link("stairs", b[7], d[0], steps=1)
    torture = t.space("chamber", "Torture Chamber", 1000 + S * 5, 580, 64, 64, level=3, section="3U")
    armory = t.space("chamber", "Armory", 1000 + S * 7, 580, 64, 64, level=3, section="3L")
    for x, y in zip([d[0], d[1], d[2], torture, d[3]], [d[1], d[2], torture, d[3], armory], strict=False):
        t.link("path", x, y)
    vault = t.space("room", "Vault", 1000 + S * 2, 680, 48, 48, level=3, section="3U")
    t.link("door", d[1], vault)
    t.link("stairs", start, d[0], steps=3)
    t.label("LEVEL 1", 200, 100)
    t.write(HERE / "rules.tmx", 1400, 800)


LEVEL_ROOMS = {1: 9, 2: 9, 3: 16, 4: 18, 5: 16, 6: 12}
CHAMBER_NAMES = {1: ["Main Gallery"], 2: ["Kitchen", "Guard Room"], 3: ["Armory", "Wizard's Laboratory"],
                 4: ["Torture Chamber", "Crypt"], 5: ["Queen's Treasure Room", "Queen's Treasure Room Annex"],
                 6: ["King's Treasure Room", "King's Library"]}


def full_map() -> None:
    """Each level a ring of corridor with its rooms along it and its chambers in the ring."""
    t = Tmx()
    start = t.space("start", "Main Staircase", 40, 40, 64, 64)
    rings: dict[int, list[int]] = {}
    for level in range(1, 7):
        rooms = LEVEL_ROOMS[level]
        length = 2 * rooms + 6
        y0 = 200 + (level - 1) * 500
        ring: list[int] = []
        split = level in (3, 4, 5)

        def section(i: int, level: int = level, split: bool = split, length: int = length) -> str:
            if not split:
                return str(level)
            return f"{level}{'U' if i < length // 2 else 'L'}"

        chamber_at = {length // 4: 0, (3 * length) // 4: 1} if level > 1 else {2: 0}
        for i in range(length):
            x, y = 100 + 44 * (i if i < length // 2 else length - 1 - i), y0 + (0 if i < length // 2 else 200)
            if i in chamber_at:
                name = CHAMBER_NAMES[level][chamber_at[i]]
                extra = {"empty": True} if level == 1 else {}
                ring.append(t.space("chamber", name, x - 16, y - 16, 72, 72, level=level, section=section(i),
                                    **extra))
            else:
                ring.append(t.space("corridor", "", x, y, 32, 32, level=level, section=section(i)))
        for i in range(length):
            t.link("path", ring[i], ring[(i + 1) % length])
        corridor_spots = [i for i in range(length) if i not in chamber_at]
        step = len(corridor_spots) / rooms
        made: list[int] = []
        for r in range(rooms):
            i = corridor_spots[int(r * step)]
            x, y = t.centres[ring[i]]
            dy = -70 if i < length // 2 else 50
            room = t.space("room", f"Room {level}-{r + 1:02d}", x - 20, y + dy, 40, 36, level=level,
                           section=section(i))
            t.link("secret_door" if r % 4 == 3 else "door", ring[i], room)
            if r % 5 == 4 and made:
                t.link("door", made[-1], room)
            made.append(room)
        rings[level] = ring
        t.label(f"LEVEL {level}", 60, y0 - 60)
    t.link("path", start, rings[1][2])
    for level in range(1, 6):
        t.link("stairs", rings[level][len(rings[level]) // 2], rings[level + 1][0], steps=1)
        t.link("stairs", rings[level][len(rings[level]) - 3], rings[level + 1][len(rings[level + 1]) // 2 + 2],
               steps=1)
    t.link("stairs", start, rings[3][3], steps=3)
    t.link("stairs", start, rings[5][5], steps=5)
    t.write(HERE / "full.tmx", 2000, 3400)


if __name__ == "__main__":
    rules_map()
    full_map()
