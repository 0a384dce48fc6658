"""What lies over the pre-rendered escape path, at a size that reads at any zoom: the burning squares and
where the fire may reach next, the ways to choose at a split, what each special room asks, the dragon's
hoard, the hirelings and the Flaming Fireball of Doom."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.games.escape import odds, words
from game.games.escape.actions import ChooseBranch
from game.games.escape.view import EscapeView
from game.ui import draw
from game.ui.anims import Walk
from game.ui.compose import SHADOW, Part, part
from game.ui.looks import (
    Figure,
    Plate,
    Ring,
    Sprite,
    Text,
    Wash,
    figure,
    paint_plate,
    paint_ring,
    paint_sprite,
    paint_text,
    paint_wash,
    plate,
    plate_rect,
)
from game.ui.pieces import crowd_positions
from game.ui.tabletop.layout import Layout, Pointer, lit
from game.ui.tabletop.shown import Shown
from game.ui.tabletop.things import Thing
from game.ui.theme import Palette

from .cards import CHARACTER_SPRITES, Pack, paint_pack_look
from .style import KIND_COLOURS

if TYPE_CHECKING:
    from .screen import EscapeScreen

Rect = pygame.Rect
TEXT = 15
FIRE = (255, 140, 50)


def fire_index(screen: EscapeScreen, view: EscapeView) -> int:
    """Where the fire is drawn: along its travel while it moves, else where it stands."""
    walk = screen.walker()
    if walk is not None and walk.who is None and walk.reached() is not None:
        return screen.path.route_index.get(walk.reached(), words.fire_index(view))
    return words.fire_index(view)


def branches(shown: Shown[EscapeView]) -> list[ChooseBranch]:
    return [a for a in shown.choices if isinstance(a, ChooseBranch)]


def pieces(screen: EscapeScreen, shown: Shown[EscapeView]) -> list[Part]:
    view, pal, path = shown.view, screen.app.palette, screen.path
    walk = screen.walker()
    fire_moving = walk is not None and walk.who is None
    out: list[Part] = []
    if view.fireball.on:
        at = fire_index(screen, view)
        out += [part(screen.square(sid), Sprite("boards/escape/burnt"), paint_sprite)   # scorched, with embers
                for sid, burns in path.burns_at.items() if burns <= at and path.kind(sid) != "fireball"]
        if not fire_moving:
            out += reach(screen, view)
    out += ways(screen, shown)
    if screen.camera.zoom >= 0.45:   # what each special room asks, in words under it
        for sid, space in path.board.spaces.items():
            if space.kind in odds.ROOM_ASKS:
                r = screen.square(sid)
                out.append(plate(odds.room_ask(path, sid), (r.centerx, r.bottom + 4), TEXT, pal.text, (28, 24, 30),
                                 KIND_COLOURS[space.kind], anchor="midtop", inside=screen.view_rect))
    out += hoard(screen, view, pal)
    out += hirelings(screen, view, walk)
    if view.fireball.on:
        centre = walk.position() if fire_moving and walk is not None else \
            path.space(path.route[words.fire_index(view)]).center
        out += fireball(screen.camera.to_screen(*centre), screen.camera.zoom)
    return out


def reach(screen: EscapeScreen, view: EscapeView) -> list[Part]:
    """The squares the fire may reach after this round, ringed in orange, the sure ones solid, each square of
    its own route with the chance."""
    out: list[Part] = []
    path = screen.path
    for sid, p in odds.fire_reach(path, words.fire_index(view), view.round).items():
        r = screen.square(sid)
        width = 4 if p >= 0.99 else 3 if p >= 0.5 else 2
        out.append(part(r.inflate(8, 8), Ring(FIRE, width), paint_ring))
        if sid in path.route_index and r.w >= 30:
            out.append(plate(odds.percent(p), (r.centerx, r.y - 3), TEXT, (255, 236, 200), (90, 30, 14), FIRE,
                             anchor="midbottom", pad=(8, 2), inside=screen.view_rect))
    return out


def ways(screen: EscapeScreen, shown: Shown[EscapeView]) -> list[Part]:
    """At a split: both ways lit, the one under the pointer brighter with the squares the move would cross."""
    out: list[Part] = []
    pal, path = screen.app.palette, screen.path
    for action in branches(shown):
        key = ("place", action.square)
        for sid in odds.branch_squares(path, action.square):
            r = screen.square(sid)
            out += lit(r, key, Wash(pal.gold, 80), Wash(pal.gold, 150), paint_wash)
            out += lit(r.inflate(8, 8), key, Ring(pal.gold, 3), Ring(pal.gold, 4), paint_ring)
        steps = shown.view.steps_left
        crossed = [action.square, *odds.walk_ends(path, action.square, steps - 1)] if steps > 0 else []
        out += [replace(plate(str(k), screen.square(sid).center, TEXT + 2, pal.ink, pal.parchment, pal.gold,
                              pad=(12, 6), radius=10), only=key) for k, sid in enumerate(crossed, start=1)]
    return out


def way_plates(screen: EscapeScreen, shown: Shown[EscapeView], pointer: Pointer) -> Layout:
    """The names of the ways at a split, over the branches themselves: a click on one chooses it."""
    pal, path = screen.app.palette, screen.path
    out = Layout()
    for action in branches(shown):
        squares = odds.branch_squares(path, action.square)
        middle = screen.square(squares[len(squares) // 2])   # the name sits just over the branch itself
        label = f"Go by {path.branch_name(action.square)}"
        box = plate(label, (middle.centerx, middle.y - 10), TEXT + 1, pal.ink, pal.parchment, pal.gold,
                    anchor="midbottom", pad=(18, 10), inside=screen.view_rect).rect
        key = ("place", action.square)   # (the way's own key: its plate and its squares light together)
        out.things.append(Thing(tuple(box), key, (action,), words=screen.action_words(shown.view, action),
                                tip="pointer", menu=label))
        out.parts += lit(box, key, Plate(label, TEXT + 1, pal.ink, pal.parchment, pal.gold, shadow=True),
                         Plate(label, TEXT + 1, pal.ink, pal.gold, pal.gold, shadow=True), paint_plate, spill=SHADOW)
    return out


def hoard(screen: EscapeScreen, view: EscapeView, pal: Palette) -> list[Part]:
    mark = next((m for m in screen.path.board.marks.values() if m.kind == "hoard"), None)
    if mark is None:
        return []
    cam = screen.camera
    x, y = cam.to_screen(mark.x, mark.y)
    h = max(30, round(mark.h * cam.zoom * 1.1))
    card = Rect(x + 6, y - h // 6, round(h * 120 / 168), h)
    out = [part(card, Pack(view.hoard), paint_pack_look, spill=(0, 6, 6, 6))]
    if cam.zoom >= 0.45:
        label = plate_rect("hoard", (card.right + 8, card.centery), TEXT, anchor="midleft", pad=(0, 0))
        out.append(part(label, Text("hoard", TEXT, pal.gold, "bold"), paint_text))
    return out


def hirelings(screen: EscapeScreen, view: EscapeView, walk: Walk | None) -> list[Part]:
    cam, path = screen.camera, screen.path
    walker = walk.who if walk is not None and walk.who is not None else None
    size = max(26, min(64, round(72 * cam.zoom)))
    standing = {h.seat: h for h in view.hirelings if h.status != "burned" and h.seat != walker}
    placed = crowd_positions({seat: h.square for seat, h in standing.items()},
                             lambda sid: cam.to_screen(*path.space(sid).center), lambda n: size * 0.42)
    out = []
    for seat, (x, y) in placed.items():
        h = standing[seat]
        sprite = CHARACTER_SPRITES.get(h.character, "hireling_torch")
        active = seat == view.to_act and h.status == "in"
        out.append(figure((x, round(y - size * 0.1)), Figure(sprite, seat, size, active=active)))
    if walker is not None and walk is not None:
        h = view.hirelings[walker]
        out.append(figure(cam.to_screen(*walk.position()),
                          Figure(CHARACTER_SPRITES.get(h.character, "hireling_torch"), walker, size, active=True)))
    return out


def fireball(centre: tuple[int, int], zoom: float) -> list[Part]:
    size = max(40, min(120, round(104 * zoom)))
    box = Rect(0, 0, 2 * size, 2 * size)
    box.center = centre
    return [part(box, ("fireball", size), paint_fireball)]


def paint_fireball(surface: pygame.Surface, rect: Rect, look: tuple[str, int], pal: Palette) -> None:
    """A warm halo, brightest at the heart, and the fireball."""
    from game.ui import assets
    size = look[1]
    glow = draw.halo(size, (255, 120, 30))
    surface.blit(glow, glow.get_rect(center=rect.center))
    if assets.exists("pawns/fireball"):
        img = assets.scaled("pawns/fireball", size, size)
        surface.blit(img, img.get_rect(center=rect.center))
