"""The middle of the table: the dice in their zones, the level die, the dungeon pool, the treasure bag, the
foot of the Dragon's Lair, the picker for the faces of revived dice, and the words of a trade."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from game.engine.protocol import Action
from game.games.delve import actions as A
from game.games.delve import content as C
from game.games.delve.view import DelveView
from game.games.delve.words import trade_words
from game.ui import assets, draw
from game.ui.compose import part
from game.ui.looks import Text, paint_text
from game.ui.tabletop.layout import Layout, lit
from game.ui.tabletop.light import light
from game.ui.tabletop.shown import Shown
from game.ui.tabletop.things import Thing
from game.ui.theme import Palette

from .clicks import Target, actions_for, chosen_source, words
from .layout import CAPTION_H, LIGHT_SPILL, TableLayout, bag_token, paint_borrowed, paint_die, paint_reroll, paint_team
from .motion import Spot, places

Rect = pygame.Rect
REVIVE_SIZE = 52
RAISE = 9        # how far a marked or chosen die lifts
HEAP_SPILL = (0, 10, 8, 0)   # the dice behind the pool's front die lie above it and to its right


def lay_middle(layout: TableLayout, shown: Shown[DelveView], away: frozenset[Spot], pal: Palette) -> Layout:
    """Everything between the seats and the phase line; `away`: the dice an animation draws itself."""
    view, legal, p = shown.view, shown.choices, shown.view.pending
    revive = p is not None and p.kind == "revive" and bool(legal)
    out = Layout(things=[Thing(tuple(rect), t, words=words(t, view)) for zone, rect in layout.zones.items()
                         if zone not in ("party", "dungeon") and (t := Target("zone", zone=zone))])
    level, pool, lair, d = layout.zones["level"], layout.zones["pool"], layout.zones["lair"], view.dragon
    die = layout.die_rect("pool", 0, 1)   # (the pool's front die, its count beside it)
    out.parts += [part(Rect(level.x, level.y + CAPTION_H, level.w, level.h - CAPTION_H).inflate(-16, -8),
                       view.level, paint_level),
                  part(die, min(view.pool, 3), paint_heap, spill=HEAP_SPILL),
                  part(Rect(die.right + 8, die.y, pool.right - die.right - 8, die.h),
                       Text(f"× {view.pool}", 24, pal.text, "title"), paint_text),
                  part(layout.zones["bag"], view.bag, paint_bag),
                  part(Rect(lair.x + 8, lair.bottom - 72, lair.w - 16, 64),
                       Lair(d.awake, view.lair, d.lair_needed, d.types_needed, tuple(e.role for e in d.team)),
                       paint_lair)]
    out.add(lay_dice(layout, shown, away, revive))
    if revive and p is not None:
        out.add(lay_revive(layout.zones["graveyard"], view, legal, p.revives))
    if view.phase == "trade":
        out.parts.append(part(layout.zones["dungeon"].inflate(-40, -60), trade_words(view), paint_trade))
    return out


# --- the dice ----------------------------------------------------------------------------------------------
def die_of(view: DelveView, source: str, k: int) -> Spot | None:
    """The k-th die (counted from the end when negative) that a companion source stands for ("die:Mage" in
    the party, "borrowed:Goblin"), if any."""
    kind, _, face = source.partition(":")
    zone = {"die": "party", "borrowed": "borrowed"}.get(kind)
    hits = [i for i, f in enumerate(getattr(view, zone)) if f == face] if zone else []
    return (zone, hits[k]) if zone and -len(hits) <= k < len(hits) else None


def lay_dice(layout: TableLayout, shown: Shown[DelveView], away: frozenset[Spot], revive: bool) -> Layout:
    """The dice at rest (raised: the companion chosen and the dice marked for a reroll; ringed in blue: the
    Dragon's foes)."""
    out = Layout()
    view, legal, p = shown.view, shown.choices, shown.view.pending
    reroll = p is not None and p.kind == "reroll"
    marked = {("party", i) for i in p.party_marked} | {("dungeon", i) for i in p.dungeon_marked} \
        if p is not None and reroll else set()
    chosen: Spot | None = None   # (the Scroll being read is the last of its face, any other companion the first)
    team: set[Spot | None] = set()
    if shown.settled:   # (while events play, the Scroll being read may be gone already: another would seem chosen)
        source = chosen_source(view)
        chosen = die_of(view, source, -1 if reroll else 0) if source else None
        team = {die_of(view, src, k) for src, n in Counter(e.source for e in view.dragon.team).items()
                for k in range(n)}
    at_rest = {(zone, i): layout.die_rect(zone, i, n) for zone, i, n, _f in places(view)}
    badges = []
    for zone, i, _n, face in places(view):
        if zone == "pool":
            continue
        spot, rect = (zone, i), at_rest[(zone, i)]
        target = Target("die", zone, i, face)
        found = actions_for(target, view, legal)
        if not (revive and zone == "graveyard"):
            out.things.append(Thing(tuple(rect), target, tuple(found), words=words(target, view, found),
                                    marks=doomed(found, view, at_rest)))
        if spot in away:
            continue
        if spot in marked or spot == chosen:
            rect = rect.move(0, -RAISE)
        marks = ((paint_reroll, spot in marked), (paint_team, spot in team), (paint_borrowed, zone == "borrowed"))
        out.parts += light(rect, target, bool(found), spot == chosen, tuple((paint, None) for paint, on in marks if on))
        out.parts.append(part(rect, face, paint_die))
        if spot in marked:   # (its badge centred on the die's top right corner)
            badges.append(part(Rect(rect.right - 19, rect.y - 11, 30, 30), None, paint_badge))
    out.parts += badges
    return out


def doomed(found: list[Action], view: DelveView, at_rest: dict[Spot, Rect]) -> tuple:
    """Pointing at a monster a companion would defeat: a cross over every die its Defeat takes (the first of
    each kind, as many as it names)."""
    defeats, d = [a for a in found if isinstance(a, A.Defeat)], view.dungeon
    if len(defeats) != 1:
        return ()
    return tuple(part(at_rest[("dungeon", i)], None, paint_cross) for i, face in enumerate(d)
                 if face in C.MONSTERS and d[:i].count(face) < getattr(defeats[0], face.lower()))


def paint_badge(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    """A die marked for the reroll: a round arrow on a gold badge at its corner."""
    pygame.draw.circle(surface, pal.gold, rect.center, 14)
    pygame.draw.circle(surface, pal.ink, rect.center, 14, 2)
    draw.sprite(surface, "ui/undo", 20, rect.center)


def paint_cross(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    """A slash over a die a companion would defeat (shown while pointing at a monster)."""
    r = rect.inflate(-rect.w // 4, -rect.h // 4)
    pygame.draw.line(surface, pal.bad, r.topleft, r.bottomright, 5)
    pygame.draw.line(surface, pal.bad, r.topright, r.bottomleft, 5)


# --- the zones that are not a row of dice --------------------------------------------------------------------
def paint_level(surface: pygame.Surface, rect: Rect, level: int, pal: Palette) -> None:
    """The level die: the project's blank d10 with the level written on its top face."""
    size = min(rect.w, rect.h)
    box = draw.sprite(surface, "dice/d10_blank", size, rect.center)
    draw.text(surface, str(level), (box.centerx, box.y + round(size * 31 / 64)), size=max(16, size * 3 // 8),
              colour=pal.ink, face="bold", anchor="center")


def paint_heap(surface: pygame.Surface, front: Rect, dice: int, pal: Palette) -> None:
    """The dungeon dice beside the table: a small heap of up to three, one behind another from the front one."""
    for k in reversed(range(dice)):
        paint_die(surface, front.move(k * 4, -k * 5), "", pal)


def paint_bag(surface: pygame.Surface, rect: Rect, count: int, pal: Palette) -> None:
    """The treasure bag: a face-down token and how many are left."""
    token = bag_token(rect)
    if count:
        surface.blit(assets.scaled("cards/treasure_token_back", token.w, token.h), token)
    draw.text(surface, str(count), (rect.centerx, token.bottom + 8), size=28, colour=pal.gold, face="title",
              anchor="midtop")
    draw.text(surface, "tokens left", (rect.centerx, token.bottom + 42), size=15, colour=pal.text_dim,
              anchor="midtop")


@dataclass(frozen=True, slots=True)
class Lair:
    """The foot of the Dragon's Lair: its count and what brings the Dragon, or the Dragon awake and the
    companions set against it (a slot for each one still needed)."""

    awake: bool
    lair: int
    needed: int
    types: int
    team: tuple[str, ...]


def paint_lair(surface: pygame.Surface, base: Rect, look: Lair, pal: Palette) -> None:
    if look.awake:
        draw.text(surface, "The Dragon is awake!", (base.centerx, base.y + 2), size=20, colour=pal.bad,
                  face="title", anchor="midtop")
        size = 32
        x0 = base.centerx - (look.types * (size + 8) - 8) // 2
        for k in range(look.types):
            slot = Rect(x0 + k * (size + 8), base.y + 28, size, size)
            if k < len(look.team):
                paint_die(surface, slot, look.team[k], pal)
            else:
                pygame.draw.rect(surface, pal.text_dim, slot, 2, border_radius=6)
        return
    colour = pal.bad if look.lair >= look.needed - 1 and look.lair else pal.text
    draw.text(surface, f"{look.lair} / {look.needed}", (base.x + 4, base.y + 30), size=30, colour=colour,
              face="title", anchor="midleft")
    draw.paragraph(surface, f"{look.needed} bring the Dragon", Rect(base.x + 78, base.y + 14, base.w - 80, 44),
                   size=15, colour=pal.text_dim)


# --- the revive picker ---------------------------------------------------------------------------------
def paint_revive(surface: pygame.Surface, zone: Rect, left: int, pal: Palette) -> None:
    """The revive picker's panel over the graveyard, with how many revived dice are still to choose a face."""
    draw.panel(surface, zone.inflate(-6, -6), pal.panel, pal.gold, radius=10, width=3)
    draw.text(surface, f"Revive as… ({left} to go)", (zone.centerx, zone.y + CAPTION_H), size=18,
              colour=pal.gold, face="title", anchor="midtop")


@dataclass(frozen=True, slots=True)
class Face:
    """A face a revived die may show, in the picker (glowing under the pointer)."""

    face: str
    hover: bool


def paint_face_choice(surface: pygame.Surface, rect: Rect, look: Face, pal: Palette) -> None:
    if look.hover:
        draw.glow(surface, rect, pal.gold, 220)
    draw.ring(surface, rect, pal.gold, 2)
    paint_die(surface, rect, look.face, pal)


def lay_revive(zone: Rect, view: DelveView, legal: tuple[Action, ...], left: int) -> Layout:
    """Six party faces over the graveyard, to choose the face of a revived die."""
    out = Layout([part(zone, left, paint_revive)])
    step = REVIVE_SIZE + 12
    x0, y0 = zone.centerx - (3 * step - 12) // 2, zone.y + CAPTION_H + 28
    for k, face in enumerate(C.PARTY_FACES):
        rect = Rect(x0 + k % 3 * step, y0 + k // 3 * step, REVIVE_SIZE, REVIVE_SIZE)
        target = Target("face", name=face)
        found = actions_for(target, view, legal)
        out.things.append(Thing(tuple(rect), target, tuple(found), words=words(target, view, found)))
        out.parts += lit(rect, target, Face(face, False), Face(face, True), paint_face_choice, spill=LIGHT_SPILL)
    return out


# --- a trade ---------------------------------------------------------------------------------------------
def paint_trade(surface: pygame.Surface, area: Rect, lines: tuple[str, ...], pal: Palette) -> None:
    """The words of a trade, line by line, over the dungeon."""
    y = area.y
    for line in lines:
        y += draw.paragraph(surface, line, Rect(area.x, y, area.w, area.h), size=18, colour=pal.text,
                            align="center") + 10
