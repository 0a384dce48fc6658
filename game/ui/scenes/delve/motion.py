"""One event over the table, which shows the moment before it: dice flying between zones, tumbling where they
land, turning over, leaving the table; XP rising over a seat; a hero card turning to its Master side. The
motion says what of the table it draws itself (`away`): the table leaves that out until the event is shown.
Every length is scaled by the pace. (A token flies with the shared anims.Fly; a new phase is a Title.)

Which die went where is found by matching the view before the event and the view after it, die by die, from
the event's typed fields (never its words). Which of two dice of one face moved is no rule, so the one a
player watches is taken: the companion raised as the chosen one (the first of its face), the Scroll being
read (the last), the die buried last.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.engine.events import Event
from game.games.delve import content as C
from game.games.delve import events as E
from game.games.delve.view import DelveView
from game.ui import assets
from game.ui.anims import Timed, blit_turned, ease, lerp_rect
from game.ui.compose import Part, part
from game.ui.theme import H1, Palette

from .layout import paint_die

Rect = pygame.Rect
FLY = 0.42       # seconds at the normal pace
TUMBLE = 0.6
LAND = 0.22
TURN = 0.4
TOKEN = 0.55
RISE = 0.8
FLIP = 0.7
# every zone of dice, in the order they are drawn (the pool, a count on one die, last)
DICE_ZONES = ("lair", "graveyard", "borrowed", "dungeon", "party", "pool")
Place = tuple[str, int, int, str]   # zone, index, dice in that zone, face
Spot = tuple[str, int]              # zone, index


@dataclass
class Step:
    """What one event did, for its animation. A die is named by its index in places(view after)."""

    before: dict[int, Place] = field(default_factory=dict)   # where each die lay in the view before (if there)
    after: dict[int, Place] = field(default_factory=dict)    # every die of the view after
    rolled: list[int] = field(default_factory=list)          # dice that tumble: new rolls and rerolls
    turned: dict[int, str] = field(default_factory=dict)     # die -> the face it showed before (no roll)
    gone: list[Place] = field(default_factory=list)          # dice taken off the table (the party's, at the end)
    token: tuple[int, str, bool] | None = None               # (seat, token, into the bag?) a treasure moving
    xp: tuple[int, int] | None = None                        # (seat, XP gained)
    flipped: int | None = None                               # the seat whose hero card turns to its Master side


def dice(view: DelveView) -> dict[str, list[str]]:
    """The faces in every zone of a view (the Lair's and the pool's dice as blanks of their kind)."""
    return {"party": list(view.party), "graveyard": list(view.graveyard), "dungeon": list(view.dungeon),
            "borrowed": list(view.borrowed), "lair": ["Dragon"] * view.lair, "pool": [""] * view.pool}


def places(view: DelveView) -> list[Place]:
    """Every die of a view in drawing order; a die's name in an animation is its index here."""
    faces = dice(view)
    return [(zone, i, len(faces[zone]), face) for zone in DICE_ZONES for i, face in enumerate(faces[zone])]


def step(before: DelveView, after: DelveView, event: Event) -> Step:
    old, new = dice(before), dice(after)
    came = {zone: [(zone, i) for i in range(len(old[zone]))] for zone in DICE_ZONES}   # zone -> origins, in order
    out = Step(after=dict(enumerate(places(after))))
    ids = {p[:2]: k for k, p in out.after.items()}
    if isinstance(event, E.Rolled) and event.before:          # a reroll: the dice tumble where they lie
        out.rolled = [ids[(event.zone, i)] for i in event.places]
    elif isinstance(event, E.Rolled) and event.zone in came:  # a new roll: the Dungeon Lord's come from the pool
        pool = len(old["pool"])
        came[event.zone] = [("pool", pool - 1 - k) for k in range(len(event.faces))] if event.zone == "dungeon" \
            else [("", -1)] * len(event.faces)
        out.rolled = [ids[(event.zone, i)] for i in range(len(event.faces))]
    elif isinstance(event, E.DiceMoved) and event.src == "treasures":   # a used token goes back into the box
        out.token = (before.adventurer, event.faces[0], True)
    elif isinstance(event, E.DiceMoved) and event.src in came and event.dst in came:
        p = before.pending   # (a Scroll read leaves the party before the reroll: the last Scroll is the one read)
        reading = p is not None and p.kind == "reroll" and p.by == "scroll" and p.source == "die:Scroll"
        taken = _taken(old[event.src], event.src, event.faces, reading)
        came[event.src] = [(event.src, i) for i in range(len(old[event.src])) if i not in taken]
        came[event.dst] = came[event.dst] + [(event.src, i) for i in taken]
    elif isinstance(event, E.DieChanged) and event.zone in came:
        i = next((i for i, (a, b) in enumerate(zip(old[event.zone], new[event.zone], strict=False)) if
                  (a, b) == (event.before, event.after)), None)
        if i is not None:
            out.turned[ids[(event.zone, i)]] = event.before
    elif isinstance(event, E.DelveBegan | E.DelveEnded):         # the party leaves; the dungeon's dice go back
        # (once the rules have taken them off: a delve ends with its dice still on the table, and they fade
        # as the next begins, before it is named)
        out.gone = [(z, i, len(old[z]), f) for z in ("party", "graveyard") if not new[z] for i, f in enumerate(old[z])]
        came["pool"] = came["pool"] + [(z, i) for z in ("dungeon", "lair", "borrowed") for i in range(len(old[z]))]
    elif isinstance(event, E.TreasureTaken) and event.seat is not None:
        out.token = (event.seat, event.token, False)
    elif isinstance(event, E.XpGained) and event.seat is not None:
        out.xp = (event.seat, event.amount)
    elif isinstance(event, E.LevelUp):
        out.flipped = event.seat
    for k, (zone, i, _n, _face) in out.after.items():
        origin = came[zone][i] if i < len(came[zone]) else ("", -1)
        if 0 <= origin[1] < len(old.get(origin[0], ())):
            out.before[k] = (origin[0], origin[1], len(old[origin[0]]), old[origin[0]][origin[1]])
    return out


def _taken(faces: list[str], zone: str, moved: tuple[str, ...], reading: bool) -> list[int]:
    """Which dice of a zone left it: the Lair and the graveyard give their last, a Scroll read is the last
    Scroll, any other die the first of its face."""
    left = dict(enumerate(faces))
    out: list[int] = []
    for face in moved:
        anyone = zone in ("lair", "graveyard", "pool")   # taken from the top whatever it shows (a revived
        hits = [i for i, f in left.items() if anyone or f == face]   # die takes the face chosen for it)
        if not hits:
            continue
        i = hits[-1] if anyone or (reading and face == "Scroll") else hits[0]
        out.append(i)
        del left[i]
    return out


# --- the event drawn ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Away:
    """What of the table an animation draws itself while it plays, and the table leaves out: dice (by their
    place in the view before), a hero card turning over, a token flying back into the bag."""

    dice: frozenset[Spot] = frozenset()
    hero: int | None = None
    token: tuple[int, str] | None = None


@dataclass
class Motion(Timed):
    """One event on the table. `rects(place)` gives a die's rect for a (zone, index, count, face) place;
    `was` is every die of the view before."""

    was: list[Place]
    step: Step
    rects: Callable[[Place], Rect]
    pace: float
    xp_at: Rect | None = None                          # where "+N XP" rises
    flip: tuple[Part, Part] | None = None              # a hero card turning: its Novice side, its Master side
    on_land: Callable[[], None] | None = None          # the dice come to rest (a sound)
    t: float = 0.0
    total: float = 0.0
    moving: list[int] = field(default_factory=list)    # the dice of the view after that this motion draws
    away: Away = field(default_factory=Away)           # what of the table it draws itself
    _landed: bool = False

    def __post_init__(self) -> None:
        s = self.step
        moved = any(s.before.get(i, p)[:3] != p[:3] for i, p in s.after.items()) or s.gone
        self.total = self.pace * max(FLY if moved else 0.0, TUMBLE + LAND if s.rolled else 0.0,
                                     TURN if s.turned else 0.0, TOKEN if s.token is not None else 0.0,
                                     RISE if self.xp_at is not None else 0.0, FLIP if self.flip is not None else 0.0)
        self.moving = [k for k, p in s.after.items() if k in s.rolled or k in s.turned
                       or k not in s.before or self.rects(s.before[k]) != self.rects(p)]
        still = {s.before[k][:2] for k in s.after if k in s.before and k not in self.moving}
        self.away = Away(frozenset(p[:2] for p in self.was if p[0] != "pool" and p[:2] not in still),
                         s.flipped if self.flip is not None else None,
                         s.token[:2] if s.token is not None and s.token[2] else None)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._landed and self.step.rolled and self.t >= TUMBLE * self.pace:
            self._landed = True
            if self.on_land is not None:
                self.on_land()

    def _f(self, seconds: float) -> float:
        return 1.0 if self.pace <= 0 else min(1.0, self.t / (seconds * self.pace))

    def draw(self, surface: pygame.Surface, area: Rect, pal: Palette) -> None:
        if self.flip is not None:
            f = self._f(FLIP)
            card = self.flip[0 if f < 0.5 else 1]
            blit_turned(surface, card.picture(pal), card.rect.center, squash=abs(math.cos(math.pi * f)))
        fade = self._f(FLY)
        for p in self.step.gone if fade < 1 else ():   # dice taken off the table, fading where they were
            blit_die(surface, p[3], self.rects(p), pal, alpha=round(255 * (1 - fade)))
        for k in self.moving:
            self.draw_die(surface, k, self.step.after[k], pal)
        if self.xp_at is not None and self.step.xp is not None and self._f(RISE) < 1:
            f = self._f(RISE)
            img = assets.text("title", H1, f"+{self.step.xp[1]} XP", pal.gold).copy()
            img.set_alpha(round(255 * (1 - f * f)))
            surface.blit(img, img.get_rect(midbottom=(self.xp_at.centerx, self.xp_at.top - round(f * 30))))

    def draw_die(self, surface: pygame.Surface, k: int, place: Place, pal: Palette) -> None:
        """Die k as it is now: flying from where it lay to where it lies, tumbling where it lands, turning over."""
        rect, face, angle, squash = self.rects(place), place[3], 0.0, 1.0
        start = self.step.before.get(k)
        if start is not None and start[:3] != place[:3]:
            rect = lerp_rect(self.rects(start), rect, ease(self._f(FLY)))
        t = self.t / max(1e-6, self.pace)
        if k in self.step.rolled and t < TUMBLE:
            rng = random.Random(k * 1000 + int(t / 0.07))
            face = rng.choice(C.PARTY_FACES if place[0] in ("party", "graveyard") else C.DUNGEON_FACES)
            angle = rng.uniform(-40, 40)
            rect = rect.move(0, -round(abs(math.sin(t * 14 + k)) * rect.h * 0.22 * (1 - t / TUMBLE)))
        elif k in self.step.rolled and t < TUMBLE + LAND:
            grow = 1.0 + 0.14 * math.sin(math.pi * (t - TUMBLE) / LAND)
            rect = rect.inflate(round(rect.w * (grow - 1)), round(rect.h * (grow - 1)))
        if k in self.step.turned:
            f = self._f(TURN)
            squash = abs(math.cos(math.pi * f))
            face = self.step.turned[k] if f < 0.5 else face
        blit_die(surface, face, rect, pal, angle=angle, squash=squash)


def blit_die(surface: pygame.Surface, face: str, rect: Rect, pal: Palette, **how: float) -> None:
    size = max(4, rect.w)
    blit_turned(surface, part(Rect(0, 0, size, size), face, paint_die).picture(pal), rect.center, **how)

