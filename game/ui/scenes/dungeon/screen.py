"""The Dungeon! table: the six-level board with the cards in its rooms and the pawns (overlay.py), the tray
of the person's own prizes, and each event shown as it happens.

What a click on a space means comes from the rules' legal actions: doors are clicked where a pawn stands
beside them; a place with several actions offers a small menu; a room no single action takes is walked into
a legal action at a time, by the rules' Routes. The pawns, spells and prizes to choose are cards over the board.

While an event's animation plays the board shows the view before it: a pawn walks from where that view has
it. What a seat saw privately (the ESP Medallion, the Crystal Ball, its prizes) is shown large only while
its person holds the screen; the others see the event's public words.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.engine.board import Space
from game.engine.events import DiceRolled, Event, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment
from game.engine.words import capital, plural
from game.games.dungeon import actions as A
from game.games.dungeon import content, words
from game.games.dungeon import events as E
from game.games.dungeon import state as S
from game.games.dungeon.routes import Plan, Routes, entry
from game.games.dungeon.view import DungeonView

from ... import assets
from ...anims import Animation, Banner, CardShow, Chain, FightDice, Heralded, Teleport, Walk
from ...boardview import Lens
from ...cards import CardFace, paint_face
from ...compose import SHADOW, AnyOf, Part, part
from ...dice import DiceTray
from ...looks import Plate, paint_plate
from ...tabletop.board import BoardScreen
from ...tabletop.cards import Fan, Held
from ...tabletop.layout import Layout, Pointer, lit
from ...tabletop.panel import whose_turn
from ...tabletop.screen import Section, Table
from ...tabletop.shown import Shown
from ...tabletop.things import Thing
from ...theme import BODY, RADIUS, SMALL
from . import overlay
from .cards import SPRITES, fought, pawn_face, prize_face, revealed, shown_face, spell_face
from .style import DungeonBoardStyle, Places

Rect = pygame.Rect
Point = tuple[float, float]
WALKS = ("moves to", "retreats to", "steps into")
STEP = 0.17          # seconds a pawn takes per space, at the normal pace
DOOR_REACH = 9.0      # map pixels round a door's middle that mean the door
ON_BOARD = (A.MoveTo, A.OpenDoor, A.TrySecretDoor, A.Fight, A.CastSpell, A.Transfer, A.UseESP, A.UseCrystalBall,
            A.Retreat, A.ChooseChamber)
BOARD_ONLY = (A.MoveTo, A.CastSpell, A.UseCrystalBall)   # (dozens at once: every space in reach, every room)
TRAY = ("tray",)
HAND = ("tray", "hand")


class DungeonScreen(BoardScreen[DungeonView]):
    sounds = {E.DoorOpened: "door_open", E.PrizesTaken: "coin", E.TrapSprung: "trap", E.Fallen: "defeat",
              E.Transferred: "level_up", E.SpellCast: "fireball"}

    def __init__(self, table: Table) -> None:
        self.m = table.game.map()  # type: ignore[attr-defined]
        self.layout = Places(table.game.load_board())
        self.pinned: CardFace | None = None   # the card fought, beside the dice while the fight lasts
        self._routes: tuple[Shown[DungeonView], Routes | None] | None = None   # the moment they are of
        self.plan: Plan | None = None   # the way into a room being taken
        self.plan_turn = -1             # ... in this turn of the game
        super().__init__(table, DungeonBoardStyle(table.app.palette))
        self.tray = Tray(self)
        if table.shown.view.phase != "play":   # choosing pawns: the whole board; play zooms in on the pawn
            self.camera.set_zoom(self.camera.fit_zoom())
            self.following = False

    def sections(self) -> list[Section]:
        return [self, self.tray]

    # --- what a click takes where ---------------------------------------------------------------------------
    @staticmethod
    def place_of(action: Action) -> int | None:
        """The space a click takes a board action at (a door's: the room behind it)."""
        if isinstance(action, A.OpenDoor):
            return action.room
        return int(action.space) if isinstance(action, ON_BOARD) else None  # type: ignore[attr-defined]

    def board_only(self, action: Action, shown: Shown[DungeonView]) -> bool:
        """Many at once, or words that two buttons would share (two ways back)."""
        said = str(action)
        return isinstance(action, BOARD_ONLY) or sum(str(a) == said for a in shown.choices) > 1

    def buttons(self, shown: Shown[DungeonView]) -> list[Action]:
        """A Wizard's spells at the start: the cards take them one by one, the buttons only the usual mixes."""
        mixes = any(isinstance(a, A.TakeMix) for a in shown.choices)
        return [a for a in super().buttons(shown) if not (mixes and isinstance(a, A.TakeSpell))]

    def door_links(self, shown: Shown[DungeonView]) -> dict[int, int]:
        """The doors a click may open now (secret ones to search for), each with the space behind it."""
        me = words.acting(shown.view) if shown.mine else None
        out: dict[int, int] = {}
        for action in shown.choices if me else ():
            if isinstance(action, A.TrySecretDoor):
                out[action.link] = action.space
            elif isinstance(action, A.OpenDoor) and me.space is not None:
                edge = self.m.link_between(me.space, action.room, ("door", "secret_door"))
                if edge is not None:
                    out[edge.link] = action.room
        return out

    def place_at(self, point: Point, space: Space | None, shown: Shown[DungeonView]) -> int | None:
        """A door lies on the edge of the space beside it, half a slab from its middle: only a click nearer
        the door than that middle means the door."""
        near = [(d, behind) for link, behind in self.door_links(shown).items()
                if (d := math.dist(self.layout.door_at[link], point)) <= DOOR_REACH]
        return min(near, key=lambda n: n[0])[1] if near else super().place_at(point, space, shown)

    def place_rect(self, space: int) -> Rect:
        """A place and the doors round it (a click by a door may mean the place behind it)."""
        reach = math.ceil(DOOR_REACH * self.camera.zoom)
        return super().place_rect(space).unionall(
            [Rect(self.camera.to_screen(*self.layout.door_at[e.link]), (0, 0)).inflate(2 * reach, 2 * reach)
             for e in self.m.edges[space] if e.kind in ("door", "secret_door")])

    def routes(self, shown: Shown[DungeonView]) -> Routes | None:
        """The ways into the rooms no action takes by itself, while the person at the screen may act."""
        if self._routes is None or self._routes[0] is not shown:
            self._routes = (shown, Routes(list(shown.choices), shown.view, self.table.session.state, self.m,
                                          set(self.places(shown))) if shown.mine and shown.settled else None)
        return self._routes[1]

    def missed(self, key: Any, shown: Shown[DungeonView]) -> None:
        """A room no legal action takes by itself: the way in (its first step now, the next when settled)."""
        routes = self.routes(shown)
        if isinstance(key, tuple) and key[0] == "space" and routes is not None:
            room = key[1]
            if room in routes.plans:
                self.plan, self.plan_turn = routes.plans[room], shown.view.turn
                self.table.act(routes.plans[room].first)
                return
            if why := routes.why_not(room):
                self.app.say(why)
                return
        super().missed(key, shown)

    def settled(self, shown: Shown[DungeonView]) -> None:
        """Every moment shown: the fight is over; a way into a room goes on by whatever the rules offer now, and
        stops the moment they ask something else."""
        self.pinned = None
        plan, self.plan = self.plan, None
        if plan is None or shown.view.turn != self.plan_turn or not shown.mine:
            return
        step = entry(list(shown.choices), plan.room)
        if isinstance(step, A.TrySecretDoor):
            self.plan = plan   # (once the door is found, the step in)
        if step is not None:
            self.table.act(step)

    def choice_items(self, shown: Shown[DungeonView]) -> list[tuple[Action, CardFace]]:
        items: list[tuple[Action, CardFace]] = []
        for a in shown.choices:
            if isinstance(a, A.ChoosePawn):
                items.append((a, pawn_face(a.pawn)))
            elif isinstance(a, A.TakeSpell):
                items.append((a, spell_face(content.spells()[a.spell], f"{shown.view.in_stock(a.spell)} in the stock")))
            elif isinstance(a, A.DropPrize):
                items.append((a, prize_face(content.prize(a.card))))
        return items

    def choice_caption(self, shown: Shown[DungeonView]) -> str:
        return words.choice_caption(shown.view, list(shown.choices))

    def hint(self, shown: Shown[DungeonView]) -> str:
        return words.hint(shown.view, shown.choices)

    # --- words --------------------------------------------------------------------------------------------
    def action_words(self, view: DungeonView, action: Action) -> str:
        return words.action_words(action, view, self.m)

    def button_tip(self, view: DungeonView, action: Action) -> str | None:
        return words.button_tip(action, view, self.m)

    def menu_labels(self, view: DungeonView, actions: list[Action]) -> list[str]:
        """Each action's words, told apart where two would read the same (two ways back)."""
        said = [str(a) for a in actions]
        return [w + f" (by {self.m.name(a.path[0])})" if said.count(w) > 1 and getattr(a, "path", ()) else w
                for a, w in zip(actions, said, strict=True)]

    def place_name(self, space: int) -> str:
        return self.m.name(space)

    def unreachable(self, space: int) -> str:
        return f"{capital(self.m.name(space))}: not within reach this turn"

    def place_words(self, shown: Shown[DungeonView], space: int) -> list[tuple[str, str]]:
        """What the place is; for a room a click walks into, the way (or why it is out of reach)."""
        lines = words.place_lines(shown.view, self.m, space)
        routes = self.routes(shown)
        if routes is not None and space in routes.plans:
            lines.append(("Click: " + routes.plans[space].words(self.m), "bold"))
        elif routes is not None and space not in self.places(shown) and routes.why_not(space):
            lines.append((routes.why_not(space), "italic"))
        return lines

    # --- the side panel -------------------------------------------------------------------------------------
    def seat_icon(self, view: DungeonView, seat: int) -> str | None:
        return SPRITES.get(view.pawns[seat].kind)

    def seat_line(self, view: DungeonView, seat: int) -> str | tuple[str, ...]:
        return words.seat_line(view.pawns[seat])

    # --- the camera -----------------------------------------------------------------------------------------
    def pawn_point(self, view: DungeonView, seat: int | None) -> Point | None:
        space = None if seat is None else view.pawns[seat].space
        return None if space is None else self.layout.pawn_at[space]

    def focus_point(self, shown: Shown[DungeonView]) -> Point | None:
        return self.pawn_point(shown.view, shown.turn) if shown.view.phase == "play" else None

    def follow(self) -> None:
        """Back to your own pawn (or the one to act)."""
        super().follow()
        shown = self.table.shown
        point = self.pawn_point(shown.view, shown.holder) or self.focus_point(shown)
        if point is not None:
            self.camera.centre_on(*point)

    # --- the board ------------------------------------------------------------------------------------------
    def column(self, view: DungeonView) -> str:
        """The column of a monster's numbers the seat at the screen needs (its hero's)."""
        me = words.me(view)
        return me.kind.lower() if me else ""

    def fixed(self, view: DungeonView, lens: Lens) -> list[Part]:
        return overlay.fixed(lens, self.layout, view, self.column(view))

    def fixed_of(self, view: DungeonView) -> Hashable:
        # (the cards in the rooms, with the numbers the hero needs, and the names over them the pawns move aside)
        names = overlay.layer_names(self.layout, self.camera.zoom, overlay.crowd_of(view.pawns), view.carded())
        return view.lairs, self.column(view), names

    def pieces(self, shown: Shown[DungeonView]) -> list[Part]:
        """The ways into rooms, the labels said again when zoomed out, the pawns (over every name: the names
        they would hide are said beside them on the board's layer), the doors to click."""
        cam = self.camera
        pawns, standing = overlay.pawns(cam, self.layout, shown.view.pawns, self.travelling(), shown.turn)
        ring = max(5, round(DOOR_REACH * cam.zoom))
        doors = [part(Rect(cam.to_screen(*self.layout.door_at[link]), (0, 0)).inflate(2 * ring + 6, 2 * ring + 6),
                      ring, overlay.paint_door_mark) for link in self.door_links(shown)]
        labels = overlay.level_labels(cam, self.layout, self.app.palette, standing)
        return [*self.ways_in(shown), *labels, *pawns, *doors]

    def ways_in(self, shown: Shown[DungeonView]) -> list[Part]:
        """The rooms a click walks into, outlined thinly; under the pointer brighter, with the way and its cost."""
        routes = self.routes(shown)
        out: list[Part] = []
        for room, plan in (routes.plans.items() if routes is not None and shown.turn is not None else ()):
            colour, key = overlay.ATTACK if plan.fights else overlay.MOVE, ("space", room)
            way = self.way(shown, plan.path, plural(plan.moves, "move"), plan.fights)
            out += [replace(self.outline(room, colour, 2), not_on=key),
                    *(replace(p, only=key) for p in (self.outline(room, colour, 4), *way))]
        return out

    def way(self, shown: Shown[DungeonView], path: tuple[int, ...], cost: str, fight: bool) -> list[Part]:
        start = self.pawn_point(shown.view, shown.turn)
        if start is None:
            return []
        return overlay.way(self.camera, [start, *(self.layout.pawn_at[s] for s in path)], cost, fight, self.app.palette)

    def light(self, shown: Shown[DungeonView], space: int, actions: tuple[Action, ...], hovered: bool
              ) -> list[Part]:
        """Lit in the colour of what the click does (move, attack, magic); a move's way under the pointer."""
        kinds = {type(a) for a in actions}
        if kinds <= {A.UseCrystalBall}:
            return []
        attack = (kinds & {A.OpenDoor, A.Fight, A.CastSpell, A.UseESP}
                  or any(getattr(a, "fight", False) for a in actions))
        colour = overlay.ATTACK if attack else overlay.MAGIC if kinds & {A.Transfer, A.ChooseChamber} else overlay.MOVE
        out = [part(self.camera.space_rect(self.board.spaces[space]), colour, overlay.paint_spot)
               if self.m.kind[space] == "corridor" else self.outline(space, colour, 5 if hovered else 3)]
        walk = next((a for a in actions if isinstance(a, (A.MoveTo, A.Retreat))), None)
        if hovered and walk is not None:
            cost = plural(walk.cost, "move") if isinstance(walk, A.MoveTo) else "" if walk.fight else "retreat"
            out += self.way(shown, walk.path, cost, walk.fight)
        return out

    # --- events ---------------------------------------------------------------------------------------------
    def caught_up(self, moment: Moment[DungeonView]) -> None:
        """A card turned up (or rolled against) is the one fought until the turn ends; pawns placed, zoom in."""
        super().caught_up(moment)
        event = moment.event
        if isinstance(event, E.MonsterRevealed):
            self.pinned = revealed(event, moment.view, moment.seat)
        elif isinstance(event, DiceRolled) and event.target is not None and self.pinned is None and event.against:
            self.pinned = fought(event.against, moment.view, event.seat)
        elif isinstance(event, TurnBegan):
            self.pinned = None
        if moment.view.phase == "play" and self.camera.zoom < self.play_zoom and self.following:
            self.camera.set_zoom(self.play_zoom)

    def sound(self, event: Event) -> str | None:
        if isinstance(event, E.CombatResolved):
            return "sword_hit" if event.won else "monster_roar"
        if isinstance(event, E.SecretDoorTried):
            return "secret_door" if event.found else None
        return super().sound(event)

    def brisk(self, view: DungeonView) -> bool:
        return view.phase != S.PLAY   # the opening: the roll for order, each seat's pawn, the Wizards' spells

    def animate(self, moment: Moment[DungeonView], before: DungeonView) -> Animation | None:
        event = moment.event
        pace, pal = self.table.pace(), self.app.palette
        seen = event.seen_by(moment.seat)
        if isinstance(event, E.Moved):
            return self.moved(event, before, pace)
        if isinstance(event, E.MonsterRevealed):
            return self.turned_up(event, before, moment.seat, pace)
        if isinstance(event, DiceRolled) and event.target is not None:   # a fight, a spell, players fighting
            face = self.pinned or (fought(event.against, before, event.seat) if event.against else None)
            return FightDice(DiceTray(event, pace), face)
        if isinstance(event, (E.CombatResolved, E.SpellCast)):
            won = event.won if isinstance(event, E.CombatResolved) else event.killed
            return Banner(event.text(), pal.good if won else pal.bad, 1.3 * pace, self.pinned)
        if isinstance(event, E.CLTResult):
            return Banner(event.text().removeprefix("— "), pal.bad, 1.8 * pace, self.pinned)
        if isinstance(event, E.Peeked):
            if seen and event.ids:
                return CardShow([shown_face(c) for c in event.ids], f"The {event.item} shows you {event.where}",
                                3.2 * pace)
            return Banner(event.public() or "", overlay.MAGIC, 1.2 * pace)
        if isinstance(event, E.PrizesTaken):
            if seen and event.ids:
                where = f", from {event.where}" if event.where else ""
                return CardShow([shown_face(c) for c in event.ids], f"Yours now{where}", 2.2 * pace, flip=False)
            return Banner(event.public() or "", pal.gold, 1.1 * pace)
        if isinstance(event, E.PrizesDropped):
            return Banner((event.text() if seen else event.public()) or "", pal.bad, 1.4 * pace, self.pinned)
        if isinstance(event, (E.TrapSprung, E.Fallen)):
            kind = "" if event.seat is None else before.pawns[event.seat].kind
            return Banner(event.text(), pal.bad, 2.0 * pace, icon=SPRITES.get(kind))
        if isinstance(event, E.SecretDoorTried):
            return Banner(event.text(), pal.good if event.found else pal.bad, 1.2 * pace)
        if isinstance(event, E.PawnChosen):
            return Banner(event.text(), pal.gold, 1.0 * pace, icon=SPRITES.get(event.pawn))
        if isinstance(event, E.OrderSet):
            return Banner(event.text(), pal.gold, 1.4 * pace)
        if isinstance(event, (E.TurnLost, E.Transferred)):
            return Banner(event.text(), pal.text if isinstance(event, E.TurnLost) else overlay.MAGIC, 1.1 * pace)
        if isinstance(event, TurnBegan) and event.seat is not None and not self.table.session.is_computer(event.seat):
            # (over the moment it names: the new turn's, with no one's secrets while the screen is handed over)
            return Heralded(None, Banner(whose_turn(self.table.name(event.seat)), pal.gold, 0.8 * pace))
        return None

    def moved(self, event: E.Moved, before: DungeonView, pace: float) -> Animation | None:
        """From where the board shows the pawn (the view before the move) along its path."""
        start, at = self.pawn_point(before, event.seat), self.layout.pawn_at
        if start is None or not event.path:
            return None
        if event.how in WALKS:
            return Walk(event.seat, [start, *(at[s] for s in event.path)], STEP * pace)
        return Teleport(event.seat, start, at[event.path[-1]], 0.9 * pace, self.camera.to_screen)

    def turned_up(self, event: E.MonsterRevealed, before: DungeonView, watcher: int | None, pace: float) -> Animation:
        """A monster card turned up, shown large (a spell flies at it first)."""
        show = CardShow([revealed(event, before, watcher)], f"The card in {event.where}", 1.5 * pace)
        start, end = self.pawn_point(before, before.to_act), self.layout.pawn_at.get(event.space)
        if event.spell and start is not None and end is not None:
            return Chain(overlay.Missile(start, end, event.spell, 0.6 * pace, self.camera.to_screen), show)
        return show


@dataclass
class Tray:
    """The purse and prizes of the person holding the screen (its secrets: no one's while no one holds it), the
    cards fanned above it under the pointer. A section of its own: the camera gliding leaves it be."""

    screen: DungeonScreen

    def state(self) -> tuple[()]:
        return ()

    def lay(self, shown: Shown[DungeonView], pointer: Pointer) -> Layout:
        pawn, screen = words.me(shown.view), self.screen
        if pawn is None or not pawn.kind or pawn.value is None or (shown.mine and screen.choice_items(shown)):
            return Layout()
        area, text = screen.area, words.purse(pawn)
        rect = Rect(area.x + 12, area.bottom - 50, min(area.w - 24, assets.width("bold", SMALL, text) + 90), 40)
        purse = overlay.Purse(pawn.seat, SPRITES.get(pawn.kind), text, False)
        out = Layout(lit(rect, TRAY, purse, replace(purse, lit=True), overlay.paint_purse, spill=SHADOW),
                     [Thing(tuple(rect), TRAY, tip="pointer")])
        prizes = sorted(pawn.prizes or (), key=lambda c: -c.value)
        keys = [("prize", i) for i in range(len(prizes))]
        fan = Fan(Rect(area.x + 12, rect.y - 330, area.w - 100, 320), height=170)
        hand = Layout(things=[Thing(tuple(fan.area), HAND, tip="pointer")])
        if prizes:
            hand.add(fan.lay([Held(key, prize_face(card)) for key, card in zip(keys, prizes, strict=True)], paint_face))
        else:
            pal = screen.app.palette
            hand.parts.append(part((rect.x, rect.y - 52, 300, 44),
                                   Plate("No prizes yet", BODY, pal.ink, pal.parchment, pal.gold, RADIUS, "body", True),
                                   paint_plate, spill=SHADOW))
        return out.add(hand.only_on(AnyOf((TRAY, HAND, *keys))))   # (open while the pointer is on any of it)
