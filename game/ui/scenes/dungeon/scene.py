"""The Dungeon! table: the six-level board on the shared board scene, the pawns and the cards on it, every
move, door and spell taken by a click on the board, and each event shown as it happens (showing.py).

What a click on a space means comes from the rules' legal actions (targets.py); doors are clicked where a
pawn stands beside them; a place with several actions offers a small menu.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.board import Space
from game.engine.events import Event
from game.engine.protocol import Action
from game.engine.session import Moment, Session
from game.engine.words import plural
from game.games.dungeon import content, words
from game.games.dungeon.actions import ChoosePawn, DropPrize, MoveTo, Retreat, TakeMix, TakeSpell, TrySecretDoor
from game.games.dungeon.routes import Plan, Routes, entry
from game.games.dungeon.view import DungeonView

from ... import draw
from ...boardscene import BoardScene
from ...boardview import Lens
from ...cards import CardFace
from . import drawing, targets
from .cards import pawn_face, prize_face, spell_face, sprite_of
from .showing import SOUNDS, EventShow
from .style import DungeonBoardStyle, Layout
from .tray import Tray

if TYPE_CHECKING:
    from ...app import App

DOOR_REACH = 9.0      # map pixels round a door's middle that mean the door


def way_label(cost: str, fight: bool) -> str:
    """The words on a way drawn to a place: its cost in moves, and a fight at its end."""
    return " · ".join(w for w in (cost, "fight!" if fight else "") if w)


class DungeonScene(BoardScene):
    view: DungeonView   # (and panel_view, the board's or the moment's: a DungeonView too)

    def __init__(self, app: App, session: Session) -> None:
        self.m = session.game.map()  # type: ignore[attr-defined]
        self.layout = Layout(session.game.load_board())
        self.door_links: dict[int, int] = {}
        self.name_tags: dict[int, pygame.Rect] = {}   # where each room's name tag went (on the cards' layer)
        self.staircase_label: pygame.Rect | None = None
        self.pawns_drawn: dict[int, tuple[tuple[int, int], int]] = {}   # seat -> where, how large
        self.routes: Routes | None = None    # the ways into rooms no legal action takes by itself
        self.plan: Plan | None = None        # the way into a room being taken, a legal action at a time
        self.plan_turn = 0                   # ... in this turn (the id of the rules' turn record)
        self.show = EventShow(self)
        self.tray = Tray(app, pygame.Rect(12, self.board_rect.bottom - 50, 600, 40))
        super().__init__(app, session, DungeonBoardStyle(app.palette))
        if self.view.phase != "play":   # choosing pawns: the whole board; play zooms in on the pawn
            self.board_view.set_zoom(self.board_view.fit_zoom())
            self.following = False

    # --- the board's hooks --------------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        return targets.space_of(action)

    def button_actions(self, legal: list[Action]) -> list[Action]:
        """A Wizard taking his spells at the start: the cards take them one by one, the buttons offer the
        usual mixes in one click (so no page of buttons hides them)."""
        offered = super().button_actions(legal)
        if any(isinstance(a, TakeMix) for a in legal):
            return [a for a in offered if not isinstance(a, TakeSpell)]
        return offered

    def board_only(self, action: Action) -> bool:
        """Many at once (every reachable space), or words that two buttons would share (two ways back)."""
        words = str(action)
        return targets.board_only(action) or sum(str(a) == words for a in self.legal) > 1

    def action_words(self, action: Action) -> str:
        return words.action_words(action, self.view, self.m)

    def action_tip(self, action: Action) -> str | None:
        return words.button_tip(action, self.view, self.m)

    def menu_labels(self, actions: list[Action]) -> list[str]:
        return targets.labels(actions, self.m)

    def place_name(self, space: int) -> str:
        return self.m.name(space)

    def unreachable(self, space: int) -> str:
        return f"{self.m.name(space)[:1].upper() + self.m.name(space)[1:]}: not within reach this turn"

    def pawn_point(self, seat: int) -> tuple[float, float] | None:
        space = self.view.pawns[seat].space
        return None if space is None else self.layout.pawn_at[space]

    def focus_point(self) -> tuple[float, float] | None:
        seat = self.shown_turn()
        return self.pawn_point(seat) if seat is not None and self.view.phase == "play" else None

    def follow(self) -> None:
        """Back to your own pawn (or the one to act)."""
        super().follow()
        mine = self.viewer is not None and self.pawn_point(self.viewer) is not None
        point = self.pawn_point(self.viewer) if mine else self.focus_point()  # type: ignore[arg-type]
        if point is not None:
            self.board_view.centre_on(*point)

    def refresh(self) -> None:
        super().refresh()
        me = words.acting(self.view)
        self.door_links = targets.doors(self.legal, self.m, me.space if me else None)
        self.routes = Routes(self.legal, self.view, self.session.state, self.m, set(self.places)) \
            if self.my_turn() else None

    # --- a click on a room: the way there, a legal action at a time -------------------------------------
    def clicked(self, space: Space | None, point: tuple[float, float]) -> None:
        """A room no legal action takes by itself: the way in (to its door, then in), or why there is none."""
        target = self.place_at(point, space)
        routes = self.routes
        if target is None or target in self.places or routes is None or not self.my_turn():
            super().clicked(space, point)
        elif target in routes.plans:
            self.plan, self.plan_turn = routes.plans[target], id(self.session.state.t)
            self.act(self.plan.first)
        elif routes.why_not(target):
            self.app.say(routes.why_not(target))
        else:
            super().clicked(space, point)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.carry_on()

    def carry_on(self) -> None:
        """The next step of the way being taken, once the last one's events are shown: into the room by
        whatever the rules offer now (its door opened, a step in, its secret door searched for); nothing
        offered (the rules ask something else, the turn is over): the way stops there."""
        plan = self.plan
        if plan is not None and id(self.session.state.t) != self.plan_turn:
            self.plan = None     # the turn is over (or taken back): the way ends with it
            return
        if plan is None or self.playing_back() or self.app.stack.top is not self:
            return
        step = entry(self.legal, plan.room) if self.my_turn() else None
        if step is None or not isinstance(step, TrySecretDoor):
            self.plan = None     # in with this step (or stopped): the way is done
        if step is not None:
            self.act(step)

    def on_events_done(self) -> None:
        self.show.pinned = None

    def on_moment(self, moment: Moment[DungeonView]) -> None:
        super().on_moment(moment)
        if moment.view.phase == "play" and self.board_view.zoom < self.play_zoom and self.following:
            self.board_view.set_zoom(self.play_zoom)   # pawns placed: zoom in on the play

    def place_at(self, point: tuple[float, float], space: Space | None) -> int | None:
        """A door lies on the edge of the space beside it, half a slab from its middle: only a click nearer
        the door than that middle means the door."""
        best = None
        for link, behind in self.door_links.items():
            d = math.hypot(*(a - b for a, b in zip(self.layout.door_at[link], point, strict=True)))
            if d <= DOOR_REACH and (best is None or d < best[0]):
                best = (d, behind)
        return best[1] if best else (space.id if space is not None else None)

    def choice_items(self) -> list[tuple[Action, CardFace]]:
        view = self.view
        items: list[tuple[Action, CardFace]] = []
        for a in self.legal:
            if isinstance(a, ChoosePawn):
                items.append((a, pawn_face(a.pawn)))
            elif isinstance(a, TakeSpell):
                items.append((a, spell_face(content.spells()[a.spell], f"{view.in_stock(a.spell)} in the stock")))
            elif isinstance(a, DropPrize):
                items.append((a, prize_face(content.prize(a.card))))
        return items

    def choice_caption(self) -> str:
        return words.choice_caption(self.view, self.legal)

    def covers(self, pos: tuple[int, int]) -> bool:
        return super().covers(pos) or self.tray.rect.collidepoint(pos) or (
            self.tray.was_open and self.tray.hand(self.board_rect).area.collidepoint(pos))

    def hint(self) -> str:
        return targets.hint(self.view, self.legal, True)

    # --- the side panel -----------------------------------------------------------------------------
    def seat_icon(self, seat: int) -> str | None:
        return sprite_of(self.panel_view.pawns[seat].kind)

    def seat_line(self, seat: int) -> str | tuple[str, ...]:
        """Prizes (and their value, for the seat at the screen), spells, lost turns; the pawn's type too when
        it fits (its sprite says it anyway)."""
        p = self.panel_view.pawns[seat]
        if not p.kind:
            return "choosing a pawn"
        if not p.alive:
            return f"{p.kind} · killed"
        n = p.prize_count
        parts = [plural(n, "prize")]
        if p.value is not None:
            parts.append(f"{p.value:,} gp")
        if p.kind == content.WIZARD:
            parts.append(f"{p.spell_count} spells")
        if p.wounded:
            parts.append("wounded")
        elif p.lost_turns:
            parts.append(f"loses {p.lost_turns}")
        return " · ".join([p.kind, *parts]), " · ".join(parts)

    # --- events -------------------------------------------------------------------------------------
    def animate(self, moment: Moment[DungeonView]) -> Any:
        return self.show.animate(moment.event)

    def rehearsed(self) -> list[Any]:
        return [*super().rehearsed(), self.show]   # (it notes the card a fight is against)

    def ready(self, view: DungeonView) -> list[Callable[[], None]]:   # why a room is out of reach, worked out ahead
        routes = self.routes if view is self.view else None
        return [lambda: routes.prepare(0), lambda: routes.prepare(1)] if routes is not None else []

    sounds = SOUNDS

    def sound_for(self, event: Event) -> str | None:
        return self.show.sound(event) or super().sound_for(event)

    # --- drawing ------------------------------------------------------------------------------------
    def light(self, surface: pygame.Surface, space: int, actions: list[Action], hovered: bool) -> None:
        """Lit in the colour of what the click does: move, attack, magic."""
        kinds = {type(a).__name__ for a in actions}
        if kinds <= {"UseCrystalBall"}:
            return
        colour = drawing.MOVE
        if kinds & {"OpenDoor", "Fight", "CastSpell", "UseESP"} or any(getattr(a, "fight", False) for a in actions):
            colour = drawing.ATTACK
        elif kinds & {"Transfer", "ChooseChamber"}:
            colour = drawing.MAGIC
        if self.m.kind[space] == "corridor":
            self.light_spot(surface, space, colour)
        else:
            self.board_view.outline(surface, self.board.spaces[space], colour, 5 if hovered else 3)
        if hovered:
            self.draw_way_to(surface, space)

    def draw_way_to(self, surface: pygame.Surface, hover: int) -> None:
        """The path to the hovered place and what it costs (a move, a retreat)."""
        seat = self.session.to_act
        start = self.view.pawns[seat].space if seat is not None else None
        for a in self.places.get(hover, []):
            if isinstance(a, (MoveTo, Retreat)) and start is not None:
                points = [self.layout.pawn_at[s] for s in (start, *a.path)]
                label = plural(a.cost, "move") if isinstance(a, MoveTo) else "" if a.fight else "retreat"
                self.draw_route(surface, points, way_label(label, a.fight), drawing.ATTACK if a.fight else drawing.MOVE)
                return

    def draw_ways_in(self, surface: pygame.Surface) -> None:
        """The rooms a click goes into by the way to their door, outlined thinly; the one under the pointer
        with its way and what it costs."""
        routes = self.routes
        if routes is None or not self.my_turn() or not routes.plans:
            return
        hover = self.hovered()
        seat = self.session.to_act
        for room, plan in routes.plans.items():
            colour = drawing.ATTACK if plan.fights else drawing.MOVE
            self.board_view.outline(surface, self.board.spaces[room], colour, 4 if room == hover else 2)
            if room == hover and seat is not None:
                start = self.view.pawns[seat].space
                self.draw_route(surface, [self.layout.pawn_at[s] for s in (start, *plan.path)],
                                way_label(plural(plan.moves, "move"), plan.fights), colour)

    def fixed_key(self) -> Any:   # the cards in the rooms, with their numbers for the viewer's hero
        me = words.me(self.view)
        return self.view.lairs, me.kind if me else None   # (compared by value, not rewritten)

    def column(self) -> str:   # the column of a monster's numbers the seat at the screen needs (its hero)
        me = words.me(self.view)
        return me.kind.lower() if me and me.kind else ""

    def draw_fixed(self, surface: pygame.Surface, lens: Any) -> None:   # zoomed far in: straight on the screen
        for lair in self.view.lairs:
            parts = drawing.lair_parts(lens, self.layout, lair.space, lair.guards, self.column(), self.app.palette)
            draw.kept_drawing(surface, None, parts)
        surface.blits([(picture, rect) for _, picture, rect in self.tags(lens)])

    def fixed_parts(self, lens: Lens) -> list[draw.Placed]:   # on the board's layer: each room's cards, then tags
        return [*drawing.lair_pictures(lens, self.layout, self.view, self.column(), self.app.palette),
                *self.tags(lens)]

    def tags(self, lens: Any) -> list[draw.Placed]:
        tags = drawing.room_name_tags(lens, self.board, self.view)
        self.name_tags = {room: rect.copy() for room, (_, _, rect) in tags.items()}
        return list(tags.values())

    def draw_pieces(self, surface: pygame.Surface) -> None:
        """The labels said again when zoomed out (clear of the pawns), the pawns over them, the doors to click."""
        pal = self.app.palette
        bv = self.board_view
        view = self.view
        self.draw_ways_in(surface)
        moving = self.show.moving()
        standing = drawing.pawn_places(bv, self.layout, view.pawns, moving)
        self.staircase_label = drawing.draw_level_labels(
            surface, bv, self.board, pal, [pygame.Rect(x - r - 3, y - r - 3, 2 * r + 6, 2 * r + 6)
                                           for (x, y), r in standing.values()])
        self.pawns_drawn = drawing.draw_pawns(surface, bv, self.layout, view.pawns, moving, self.shown_turn(),
                                              pal)
        if self.my_turn():
            ring = max(5, round(DOOR_REACH * bv.zoom))
            for link in self.door_links:
                drawing.draw_door_mark(surface, bv.to_screen(*self.layout.door_at[link]), ring, drawing.ATTACK)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().draw_board(surface, rect)
        if not self.choices:
            self.tray.draw(surface, words.me(self.view), self.app.mouse, rect)

    def place_words(self, space: int) -> list[tuple[str, str]]:
        """What the place is; for a room a click takes the way into: where it goes and how many moves (or
        why it is out of reach)."""
        lines = words.place_lines(self.view, self.m, space)
        routes = self.routes if self.my_turn() else None
        if routes is not None and space in routes.plans:
            lines.append(("Click: " + routes.plans[space].words(self.m), "bold"))
        elif routes is not None and space not in self.places and routes.why_not(space):
            lines.append((routes.why_not(space), "italic"))
        return lines
