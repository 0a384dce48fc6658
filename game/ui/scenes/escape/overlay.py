"""What the scene draws over the pre-rendered board, at a size that reads at any zoom: the burning
squares and where the fire may reach next, the ways to choose at a split, what each special room asks,
the dragon's hoard, the hirelings and the Flaming Fireball of Doom, and the hover text of a square."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.protocol import Action
from game.games.escape import odds, words
from game.ui import assets, draw
from game.ui.anims import Walk
from game.ui.pieces import crowd_positions
from game.ui.theme import Palette

from .cards import draw_hireling, draw_pack
from .style import KIND_COLOURS

if TYPE_CHECKING:
    from .scene import EscapeScene

Rect = pygame.Rect
TEXT = 15
FIRE = (255, 140, 50)


class Overlay:
    def __init__(self, scene: EscapeScene) -> None:
        self.scene = scene
        self.plates: list[tuple[Rect, Action]] = []   # "Go by ..." plates of the split, clickable
        self.words: list[Rect] = []    # the plates of words drawn at squares this frame

    @property
    def path(self) -> Any:
        return self.scene.path

    def _rect(self, sid: int) -> Rect:
        return self.scene.board_view.space_rect(self.path.space(sid))

    def fire_index(self) -> int:
        """Where the fire is drawn: along its travel while it moves, else where it stands."""
        anim = self.scene.anim
        if isinstance(anim, Walk) and anim.who is None and anim.reached() is not None:
            return self.path.route_index.get(anim.reached(), words.fire_index(self.scene.view))
        return words.fire_index(self.scene.view)

    def fire_moving(self) -> bool:
        anim = self.scene.anim
        return isinstance(anim, Walk) and anim.who is None

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, pal: Palette) -> None:
        view = self.scene.view
        self.words = []
        if view.fireball.on:
            self._burning(surface)
            if not self.fire_moving():
                self._reach(surface, pal)
        self._choice(surface, pal)
        self._plates(surface, pal)
        self._hoard(surface, pal)
        self._pawns(surface, pal)
        if view.fireball.on:
            self._fireball(surface)
        space = self.scene.board_view.hover_space
        if space is not None and not self.scene.board_view.dragging and self.scene.hovered() is not None:
            self.scene.board_view.outline(surface, space, pal.gold, 2)

    def _burning(self, surface: pygame.Surface) -> None:
        at = self.fire_index()
        for sid, burns in self.path.burns_at.items():
            if burns <= at and self.path.kind(sid) != "fireball":
                r = self._rect(sid)
                surface.blit(assets.scaled("boards/escape/burnt", r.w, r.h), r)   # scorched, with embers

    def _reach(self, surface: pygame.Surface, pal: Palette) -> None:
        """The squares the fire may reach after this round, ringed in orange, the sure ones solid, each
        square of its own route with the chance."""
        view = self.scene.view
        reach = odds.fire_reach(self.path, words.fire_index(view), view.round)
        for sid, p in reach.items():
            r = self._rect(sid)
            width = 4 if p >= 0.99 else 3 if p >= 0.5 else 2
            pygame.draw.rect(surface, FIRE, r.inflate(8, 8), width, border_radius=8)
            if sid in self.path.route_index and r.w >= 30:
                self.plate(surface, odds.percent(p), (r.centerx, r.y - 3), ink=(255, 236, 200),
                           fill=(90, 30, 14), border=FIRE, anchor="midbottom", pad=(8, 2))

    def _choice(self, surface: pygame.Surface, pal: Palette) -> None:
        """At a split: both ways lit, the one under the pointer brighter with where the move would take you."""
        self.plates = []
        actions = self.scene.branch_actions()
        if not actions:
            return
        hover = self.scene.board_view.hover_space
        steps = self.scene.view.steps_left
        for action in actions:
            squares = odds.branch_squares(self.path, action.square)
            lit = hover is not None and hover.id in squares
            for sid in squares:
                r = self._rect(sid)
                surface.blit(draw.wash(r.w, r.h, pal.gold, 150 if lit else 80), r)
                pygame.draw.rect(surface, pal.gold, r.inflate(8, 8), 4 if lit else 3, border_radius=8)
            crossed = [action.square, *odds.walk_ends(self.path, action.square, steps - 1)] if steps > 0 else []
            if lit and crossed:
                for k, sid in enumerate(crossed, start=1):
                    draw.plate(surface, str(k), self._rect(sid).center, size=TEXT + 2, ink=pal.ink,
                               fill=pal.parchment, border=pal.gold, pad=(12, 6), radius=10)
            middle = self._rect(squares[len(squares) // 2])   # the name sits just over the branch itself
            label = f"Go by {self.path.branch_name(action.square)}"
            img = assets.text("bold", TEXT + 1, label, pal.ink)
            plate = img.get_rect(midbottom=(middle.centerx, middle.y - 10)).inflate(18, 10)
            plate.clamp_ip(self.scene.view_rect.inflate(-8, -8))
            draw.panel(surface, plate, pal.gold if lit else pal.parchment, pal.gold, shadow=True)
            surface.blit(img, img.get_rect(center=plate.center))
            self.plates.append((plate, action))

    def _plates(self, surface: pygame.Surface, pal: Palette) -> None:
        """What each special room asks, in words under it."""
        if self.scene.board_view.zoom < 0.45:
            return
        for sid, space in self.path.board.spaces.items():
            if space.kind not in odds.ROOM_ASKS:
                continue
            r = self._rect(sid)
            self.plate(surface, odds.room_ask(self.path, sid), (r.centerx, r.bottom + 4), ink=pal.text,
                       fill=(28, 24, 30), border=KIND_COLOURS[space.kind], anchor="midtop")

    def plate(self, surface: pygame.Surface, text: str, at: tuple[int, int], *, ink: Any, fill: Any, border: Any,
              anchor: str, pad: tuple[int, int] = (10, 4)) -> Rect:
        """Words on a plate at a square, kept inside the board's view."""
        box = draw.plate(surface, text, at, size=TEXT, ink=ink, fill=fill, border=border, anchor=anchor, pad=pad,
                         inside=self.scene.view_rect)
        self.words.append(box)
        return box

    def _hoard(self, surface: pygame.Surface, pal: Palette) -> None:
        mark = next((m for m in self.path.board.marks.values() if m.kind == "hoard"), None)
        if mark is None:
            return
        bv = self.scene.board_view
        x, y = bv.to_screen(mark.x, mark.y)
        h = max(30, round(mark.h * bv.zoom * 1.1))
        card = Rect(x + 6, y - h // 6, round(h * 120 / 168), h)
        draw_pack(surface, card, self.scene.view.hoard, pal)
        if bv.zoom >= 0.45:
            draw.text(surface, "hoard", (card.right + 8, card.centery), size=TEXT, colour=pal.gold, face="bold",
                      anchor="midleft")

    def _pawns(self, surface: pygame.Surface, pal: Palette) -> None:
        bv = self.scene.board_view
        view = self.scene.view
        anim = self.scene.anim
        walker = anim.who if isinstance(anim, Walk) and anim.who is not None else None
        size = max(26, min(64, round(72 * bv.zoom)))
        hs = {h.seat: h for h in view.hirelings if h.status != "burned" and h.seat != walker}
        active = view.to_act
        placed = crowd_positions({seat: h.square for seat, h in hs.items()},
                                 lambda sid: bv.to_screen(*self.path.space(sid).center), lambda n: size * 0.42)
        for seat, (x, y) in placed.items():
            h = hs[seat]
            draw_hireling(surface, h.character, seat, (x, round(y - size * 0.1)), size, pal,
                          active=seat == active and h.status == "in")
        if walker is not None:
            assert isinstance(anim, Walk)
            h = view.hirelings[walker]
            draw_hireling(surface, h.character, walker, bv.to_screen(*anim.position()), size, pal, active=True)

    def _fireball(self, surface: pygame.Surface) -> None:
        bv = self.scene.board_view
        anim = self.scene.anim
        if isinstance(anim, Walk) and anim.who is None:
            at = anim.position()
        else:
            at = self.path.space(self.path.route[words.fire_index(self.scene.view)]).center
        centre = bv.to_screen(*at)
        size = max(40, min(120, round(104 * bv.zoom)))
        glow = draw.halo(size, (255, 120, 30))   # a warm halo, brightest at the heart
        surface.blit(glow, glow.get_rect(center=centre))
        if assets.exists("pawns/fireball"):
            img = assets.scaled("pawns/fireball", size, size)
            surface.blit(img, img.get_rect(center=centre))
