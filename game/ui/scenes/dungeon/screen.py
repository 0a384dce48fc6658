"""The Dungeon! table: the six-level board with the cards in its rooms (lairs.py, on the board's own layer),
the pawns and what a click may take over it (overlay.py), the tray of the person's own prizes (tray.py), and
each event shown as it happens (showing.py).

What a click on a space means comes from the rules' legal actions (targets.py); doors are clicked where a
pawn stands beside them; a place with several actions offers a small menu; a room no single action takes
is walked into a step at a time (ways.py). The pawns, spells and prizes to choose are cards over the board.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.board import Space
from game.engine.events import Event
from game.engine.protocol import Action
from game.engine.session import Moment
from game.engine.words import plural
from game.games.dungeon import content, words
from game.games.dungeon.actions import ChoosePawn, DropPrize, MoveTo, Retreat, TakeMix, TakeSpell
from game.games.dungeon.routes import Routes
from game.games.dungeon.view import DungeonView

from ...anims import Animation, Chain, Teleport, Walk
from ...boardview import BoardView, Lens
from ...cards import CardFace
from ...compose import Part
from ...tabletop.board import TOOLS_H, BoardScreen
from ...tabletop.layout import Layout, Pointer
from ...tabletop.screen import Section
from ...tabletop.shown import Shown
from ...tabletop.things import Thing
from ...theme import Colour
from . import lairs, overlay, targets
from .cards import pawn_face, prize_face, spell_face, sprite_of
from .showing import SOUNDS, Show
from .style import DungeonBoardStyle, Places
from .tray import Tray
from .ways import Ways

if TYPE_CHECKING:
    from ...tabletop.scene import TableScene

Rect = pygame.Rect
Point = tuple[float, float]
DOOR_REACH = 9.0      # map pixels round a door's middle that mean the door


class DungeonScreen(BoardScreen[DungeonView]):
    sounds = SOUNDS

    def __init__(self, table: TableScene) -> None:
        self.m = table.game.map()  # type: ignore[attr-defined]
        self.layout = Places(table.game.load_board())
        self.ways = Ways(table.session, self.m)
        self.show = Show(self)
        super().__init__(table, DungeonBoardStyle(table.app.palette))
        self.tray = Tray(self)
        self.doors_of: dict[int, list[int]] = {}   # a space's doors (link ids): a click by one may mean it
        for link in self.board.links.values():
            if link.id in self.layout.door_at:
                for end in (link.a, link.b):
                    self.doors_of.setdefault(end, []).append(link.id)
        if table.shown.view.phase != "play":   # choosing pawns: the whole board; play zooms in on the pawn
            self.camera.set_zoom(self.camera.fit_zoom())
            self.following = False

    def sections(self) -> list[Section]:
        return [self, self.tray]

    # --- what a click takes where ---------------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        return targets.space_of(action)

    def board_only(self, action: Action, shown: Shown[DungeonView]) -> bool:
        """Many at once (every reachable space), or words that two buttons would share (two ways back)."""
        said = str(action)
        return targets.board_only(action) or sum(str(a) == said for a in shown.choices) > 1

    def buttons(self, shown: Shown[DungeonView]) -> list[Action]:
        """A Wizard taking his spells at the start: the cards take them one by one, the buttons offer the
        usual mixes in one click (so no page of buttons hides them)."""
        offered = super().buttons(shown)
        if any(isinstance(a, TakeMix) for a in shown.choices):
            return [a for a in offered if not isinstance(a, TakeSpell)]
        return offered

    def door_links(self, shown: Shown[DungeonView]) -> dict[int, int]:
        """The doors a click may open now, each with the space behind it."""
        me = words.acting(shown.view) if shown.mine else None
        return targets.doors(list(shown.choices), self.m, me.space if me else None) if me else {}

    def place_at(self, point: Point, space: Space | None, shown: Shown[DungeonView]) -> int | None:
        """A door lies on the edge of the space beside it, half a slab from its middle: only a click nearer
        the door than that middle means the door."""
        best = None
        for link, behind in self.door_links(shown).items():
            d = math.dist(self.layout.door_at[link], point)
            if d <= DOOR_REACH and (best is None or d < best[0]):
                best = (d, behind)
        return best[1] if best else (space.id if space is not None else None)

    def place_rect(self, space: int) -> Rect:
        """A place and the doors round it (a click by a door may mean the place behind it)."""
        rect = super().place_rect(space)
        reach = math.ceil(DOOR_REACH * self.camera.zoom)
        doors = [Rect(self.camera.to_screen(*self.layout.door_at[link]), (0, 0)).inflate(2 * reach, 2 * reach)
                 for link in self.doors_of.get(space, ())]
        return rect.unionall(doors) if doors else rect

    def routes(self, shown: Shown[DungeonView]) -> Routes | None:
        return self.ways.routes(shown, set(self.places(shown)))

    def missed(self, key: Any, shown: Shown[DungeonView]) -> None:
        """A room no legal action takes by itself: the way in (to its door, then in), or why there is none."""
        routes = self.routes(shown)
        if isinstance(key, tuple) and key[0] == "space" and routes is not None:
            room = key[1]
            if room in routes.plans:
                self.table.act(self.ways.walk(routes.plans[room], shown))
                return
            if routes.why_not(room):
                self.app.say(routes.why_not(room))
                return
        super().missed(key, shown)

    def settled(self, shown: Shown[DungeonView]) -> None:
        """Every moment shown: the fight is over; a way into a room goes on by its next step."""
        self.show.pinned = None
        step = self.ways.next_step(shown)
        if step is not None:
            self.table.act(step)

    def choice_items(self, shown: Shown[DungeonView]) -> list[tuple[Action, CardFace]]:
        items: list[tuple[Action, CardFace]] = []
        for a in shown.choices:
            if isinstance(a, ChoosePawn):
                items.append((a, pawn_face(a.pawn)))
            elif isinstance(a, TakeSpell):
                stock = shown.view.in_stock(a.spell)
                items.append((a, spell_face(content.spells()[a.spell], f"{stock} in the stock")))
            elif isinstance(a, DropPrize):
                items.append((a, prize_face(content.prize(a.card))))
        return items

    def choosing(self, shown: Shown[DungeonView]) -> bool:
        """Cards to choose from lie over the board."""
        return shown.mine and bool(self.choice_items(shown))

    def extras(self, shown: Shown[DungeonView], pointer: Pointer) -> Layout:
        """While cards to choose lie over the board, the board under them (all but its tools) answers nothing."""
        if not self.choosing(shown):
            return Layout()
        view = self.view_rect
        return Layout(things=[Thing((view.x, view.y + TOOLS_H, view.w, view.h - TOOLS_H), ("choosing",),
                                    tip="pointer")])

    def choice_caption(self, shown: Shown[DungeonView]) -> str:
        return words.choice_caption(shown.view, list(shown.choices))

    def hint(self, shown: Shown[DungeonView]) -> str:
        return targets.hint(shown.view, list(shown.choices), True)

    # --- words --------------------------------------------------------------------------------------------
    def action_words(self, view: DungeonView, action: Action) -> str:
        return words.action_words(action, view, self.m)

    def button_tip(self, view: DungeonView, action: Action) -> str | None:
        return words.button_tip(action, view, self.m)

    def menu_labels(self, view: DungeonView, actions: list[Action]) -> list[str]:
        return targets.labels(actions, self.m)

    def place_name(self, space: int) -> str:
        return self.m.name(space)

    def unreachable(self, space: int) -> str:
        return f"{self.m.name(space)[:1].upper() + self.m.name(space)[1:]}: not within reach this turn"

    def place_words(self, shown: Shown[DungeonView], space: int) -> list[tuple[str, str]]:
        """What the place is; for a room a click takes the way into: where it goes and how many moves (or
        why it is out of reach)."""
        lines = words.place_lines(shown.view, self.m, space)
        routes = self.routes(shown)
        if routes is not None and space in routes.plans:
            lines.append(("Click: " + routes.plans[space].words(self.m), "bold"))
        elif routes is not None and space not in self.places(shown) and routes.why_not(space):
            lines.append((routes.why_not(space), "italic"))
        return lines

    # --- the side panel -------------------------------------------------------------------------------------
    def seat_icon(self, view: DungeonView, seat: int) -> str | None:
        return sprite_of(view.pawns[seat].kind)

    def seat_line(self, view: DungeonView, seat: int) -> str | tuple[str, ...]:
        """Prizes (and their value, for the seat at the screen), spells, lost turns; the pawn's type too when
        it fits (its sprite says it anyway)."""
        p = view.pawns[seat]
        if not p.kind:
            return "choosing a pawn"
        if not p.alive:
            return f"{p.kind} · killed"
        said = [plural(p.prize_count, "prize")]
        if p.value is not None:
            said.append(f"{p.value:,} gp")
        if p.kind == content.WIZARD:
            said.append(f"{p.spell_count} spells")
        if p.wounded:
            said.append("wounded")
        elif p.lost_turns:
            said.append(f"loses {p.lost_turns}")
        return " · ".join([p.kind, *said]), " · ".join(said)

    # --- the camera -----------------------------------------------------------------------------------------
    def pawn_point(self, view: DungeonView, seat: int) -> Point | None:
        space = view.pawns[seat].space
        return None if space is None else self.layout.pawn_at[space]

    def focus_point(self, shown: Shown[DungeonView]) -> Point | None:
        seat = shown.turn
        return self.pawn_point(shown.view, seat) if seat is not None and shown.view.phase == "play" else None

    def follow(self) -> None:
        """Back to your own pawn (or the one to act)."""
        super().follow()
        shown = self.table.shown
        me = shown.holder
        point = self.pawn_point(shown.view, me) if me is not None else None
        point = point or self.focus_point(shown)
        if point is not None:
            self.camera.centre_on(*point)

    def travelling(self) -> dict[int, Point]:
        """The pawn on its way now (walking, or carried off by magic), at its point on the way."""
        anim = self.table.playback.anim
        first = anim.parts[0] if isinstance(anim, Chain) and anim.parts else anim
        if isinstance(first, (Walk, Teleport)) and first.who is not None:
            return {first.who: first.position()}
        return {}

    def state(self) -> tuple[object, ...]:
        return *super().state(), tuple(self.travelling().items())

    # --- the board ------------------------------------------------------------------------------------------
    def column(self, view: DungeonView) -> str:
        """The column of a monster's numbers the seat at the screen needs (its hero's)."""
        me = words.me(view)
        return me.kind.lower() if me and me.kind else ""

    def fixed(self, view: DungeonView, lens: BoardView | Lens) -> list[Part]:
        return lairs.fixed(lens, self.layout, view, self.column(view))

    def fixed_of(self, view: DungeonView) -> Hashable:
        return view.lairs, self.column(view)   # (the cards in the rooms, with the numbers the hero needs)

    def pieces(self, shown: Shown[DungeonView]) -> list[Part]:
        """The ways into rooms a click takes, the labels said again when zoomed out (clear of the pawns), the
        pawns over them, the doors to click."""
        cam, view, pal = self.camera, shown.view, self.app.palette
        out = self.ways_in(shown)
        moving = self.travelling()
        standing = overlay.pawn_places(cam, self.layout, view.pawns, moving)
        out += overlay.level_labels(cam, self.board, pal, [Rect(x - r - 3, y - r - 3, 2 * r + 6, 2 * r + 6)
                                                           for (x, y), r in standing.values()])
        out += overlay.pawns(cam, self.layout, view.pawns, moving, shown.turn)
        ring = max(5, round(DOOR_REACH * cam.zoom))
        out += [overlay.door_mark(cam.to_screen(*self.layout.door_at[link]), ring, overlay.ATTACK)
                for link in self.door_links(shown)]
        return out

    def ways_in(self, shown: Shown[DungeonView]) -> list[Part]:
        """The rooms a click goes into by the way to their door, outlined thinly; the one under the pointer
        brighter, with the way there and what it costs."""
        routes = self.routes(shown)
        seat = shown.turn
        out: list[Part] = []
        for room, plan in (routes.plans.items() if routes is not None and seat is not None else ()):
            colour = overlay.ATTACK if plan.fights else overlay.MOVE
            key = ("space", room)
            way = self.way(shown.view.pawns[seat].space, plan.path, plural(plan.moves, "move"), plan.fights, colour)
            out += [replace(self.outline(room, colour, 2), not_on=key),
                    *(replace(p, only=key) for p in (self.outline(room, colour, 4), *way))]
        return out

    def way(self, start: int | None, path: tuple[int, ...], cost: str, fight: bool, colour: Colour) -> list[Part]:
        """The way from the pawn along a path, with its cost and a fight at its end."""
        if start is None:
            return []
        points = [self.layout.pawn_at[s] for s in (start, *path)]
        return overlay.way(self.camera, points, overlay.way_label(cost, fight), colour, self.app.palette)

    def light(self, shown: Shown[DungeonView], space: int, actions: tuple[Action, ...], hovered: bool
              ) -> list[Part]:
        """Lit in the colour of what the click does: move, attack, magic; under the pointer, with the way there
        and what it costs (a move, a retreat)."""
        kinds = {type(a).__name__ for a in actions}
        if kinds <= {"UseCrystalBall"}:
            return []
        colour = overlay.MOVE
        if kinds & {"OpenDoor", "Fight", "CastSpell", "UseESP"} or any(getattr(a, "fight", False) for a in actions):
            colour = overlay.ATTACK
        elif kinds & {"Transfer", "ChooseChamber"}:
            colour = overlay.MAGIC
        if self.m.kind[space] == "corridor":
            out = [overlay.spot(self.camera.space_rect(self.board.spaces[space]), colour)]
        else:
            out = [self.outline(space, colour, 5 if hovered else 3)]
        walk = next((a for a in actions if isinstance(a, (MoveTo, Retreat))), None)
        if hovered and walk is not None and shown.turn is not None:
            cost = plural(walk.cost, "move") if isinstance(walk, MoveTo) else "" if walk.fight else "retreat"
            out += self.way(shown.view.pawns[shown.turn].space, walk.path, cost, walk.fight,
                            overlay.ATTACK if walk.fight else overlay.MOVE)
        return out

    # --- events ---------------------------------------------------------------------------------------------
    def caught_up(self, moment: Moment[DungeonView]) -> None:
        super().caught_up(moment)
        self.show.caught_up(moment)
        cam = self.camera
        if moment.view.phase == "play" and cam.zoom < self.play_zoom and self.following:
            cam.set_zoom(self.play_zoom)   # pawns placed: zoom in on the play

    def animate(self, moment: Moment[DungeonView], before: DungeonView) -> Animation | None:
        return self.show.animate(moment, before)

    def sound(self, event: Event) -> str | None:
        return self.show.sound(event) or super().sound(event)
