"""The table of Escape from Rovert's Lair: the tall escape path with the hirelings and the Flaming Fireball
of Doom on it, the column on its left, and the side panel.

A way is chosen at a split by a click on it (or its plate), a pack or card in the column is clicked to play
it; every other decision is a button. Over the pre-rendered path lies, at a size that reads at any zoom, what
changes: the burning squares and where the fire may reach next, the ways to choose at a split, what each
special room asks, the dragon's hoard, the hirelings and the fireball.

The column shows the round, the Flaming Fireball of Doom and its next move, and every hireling with their
pack face down (a count only: nobody may look, the owner neither) and the cards face up in front of them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.engine.board import Space
from game.engine.events import CardRevealed, DiceRolled, Event, GameEnded, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment
from game.engine.words import plural
from game.games.escape import odds, words
from game.games.escape.actions import ChooseBranch, KeepCards, PayToll, Steal, ThrowCard, UseCard
from game.games.escape.board import EscapePath
from game.games.escape.events import Encounter, Escaped, FireballMoved, FireCaught, Moved
from game.games.escape.view import EscapeView, HirelingView, card_face
from game.ui import assets, draw, labels, seatcolumn
from game.ui.anims import Animation, Banner, CardTurn, Delay, FightDice, Rising, Walk
from game.ui.cards import DECK_SPILL, Deck, paint_deck
from game.ui.compose import SHADOW, Part, part
from game.ui.dice import DiceTray, draw_die, sides_of
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
from game.ui.pieces import crowd_positions, draw_figure, halo
from game.ui.seatcolumn import TEXT, Answer, Held, SeatBox
from game.ui.tabletop.board import BoardScreen
from game.ui.tabletop.layout import Layout, Pointer, lit
from game.ui.tabletop.screen import Section, Table
from game.ui.tabletop.shown import Shown
from game.ui.tabletop.things import Spot, Thing
from game.ui.theme import Palette

from .cards import BACK, CHARACTER_SPRITES, card_size, paint_card
from .style import KIND_COLOURS, EscapeBoardStyle, caption

Rect = pygame.Rect
COL_W = 210          # the column of packs left of the board
STEP = 0.17          # seconds a hireling takes per square, at the normal pace
FIRE_STEP = 0.26
FIRE = (255, 140, 50)


class EscapeScreen(BoardScreen[EscapeView]):
    sounds = {FireballMoved: "fireball", Escaped: "level_up"}

    def __init__(self, table: Table) -> None:
        self.path = table.game.path()  # type: ignore[attr-defined]
        board = self.path.board
        self.titles = [caption(m, Rect(0, 0, board.width, board.height))[2] for m in board.marks_of_kind("label")]
        area = table.board_rect
        self.column = Column(Rect(area.x, area.y, COL_W, area.h), self.path, table)
        view = Rect(area.x + COL_W, area.y, area.w - COL_W, area.h)
        # The path is followed up and down only: the play zoom fits the board's width and the room at its
        # edges, so that no square at the edge, nor the words under it, ever runs under the column or panel.
        self.play_zoom = min(type(self).play_zoom, (view.w - 2 * EscapeBoardStyle.edge_room) / board.width)
        super().__init__(table, EscapeBoardStyle(table.app.palette), view, self.play_zoom)

    def square(self, sid: int) -> Rect:
        return self.camera.space_rect(self.path.space(sid))

    # --- the board's hooks ------------------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        return action.square if isinstance(action, ChooseBranch) else None

    def place_at(self, point: tuple[float, float], space: Space | None, shown: Shown[EscapeView]) -> int | None:
        """Any square of a way at a split means that way."""
        if space is None:
            return None
        return next((first for first in self.places(shown) if space.id in odds.branch_squares(self.path, first)),
                    space.id)

    def place_words(self, shown: Shown[EscapeView], space: int) -> list[tuple[str, str]]:
        return [(words.square_words(shown.view, self.path, space), "body")]

    def action_words(self, view: EscapeView, action: Action) -> str:
        return words.action_words(action, view, self.path) or str(action)

    def light(self, shown: Shown[EscapeView], space: int, actions: tuple[Action, ...], hovered: bool) -> list[Part]:
        return []   # the ways of a split are lit whole, with their plates (ways)

    def place_rect(self, space: int) -> Rect:
        """A way at a split: all its squares."""
        return self.square(space).unionall([self.square(s) for s in odds.branch_squares(self.path, space)])

    def space_marks(self, shown: Shown[EscapeView], space: int) -> tuple[Part, ...]:
        """A square under the pointer is ringed (its words follow the pointer)."""
        if self.places(shown):
            return ()
        return (part(self.square(space).inflate(4, 4), Ring(self.app.palette.gold, 2, 6), paint_ring),)

    def sections(self) -> list[Section]:
        return [self, self.column]   # (the column over the board's edge)

    def focus_point(self, shown: Shown[EscapeView]) -> tuple[float, float] | None:
        if shown.turn is None:
            return self.path.space(self.path.exit).center if shown.view.winner is not None else None
        h = shown.view.hirelings[shown.turn]
        return self.path.space(h.square).center if h.status == "in" else None

    def extras(self, shown: Shown[EscapeView], pointer: Pointer) -> Layout:
        return self.ways(shown)[1]

    # --- what lies over the board -----------------------------------------------------------------------
    def pieces(self, shown: Shown[EscapeView]) -> list[Part]:
        view, path, cam = shown.view, self.path, self.camera
        walk = self.walker()
        fire = walk if walk is not None and walk.who is None else None   # the fire travelling
        marks, plates = self.ways(shown)
        asks = self.asks()
        out: list[Part] = []
        if view.fireball.on:
            at = words.fire_index(view)
            if fire is not None and fire.reached() is not None:   # (while it travels, the squares reached burn)
                at = path.route_index.get(fire.reached(), at)
            out += [part(self.square(sid), Sprite("boards/escape/burnt"), paint_sprite)   # scorched, with embers
                    for sid, burns in path.burns_at.items() if burns <= at and path.kind(sid) != "fireball"]
            # Where the fire may reach after this round (while it stands, the game not over), ringed in orange, the
            # sure ones solid, each square of its own route with the chance, where it covers no words on the board.
            reach = odds.fire_reach(path, at, view.round) if fire is None and not view.ended else {}
            taken = [*self.board_words(), *(a.rect for a in asks), *(Rect(t.at) for t in plates.things)]
            for sid, p in reach.items():
                r = self.square(sid)
                out.append(part(r.inflate(8, 8), Ring(FIRE, 4 if p >= 0.99 else 3 if p >= 0.5 else 2), paint_ring))
                if sid in path.route_index and r.w >= 30:
                    out.append(self.chance(odds.percent(p), r, taken))
                    taken.append(out[-1].rect)
        out += marks + asks   # (what each special room asks, in words under it)
        out += self.hoard(view)
        out += self.hirelings(view)
        if view.fireball.on:
            x, y = cam.to_screen(*(fire.position() if fire else path.space(view.fireball.square).center))
            size = max(40, min(120, round(104 * cam.zoom)))
            out.append(part((x - size, y - size, 2 * size, 2 * size), None, paint_fireball))
        return out

    def asks(self) -> list[Part]:
        """What each special room asks, in words on a plate under it in the room's colour: none zoomed out."""
        pal = self.app.palette
        return [plate(odds.room_ask(self.path, s.id), self.square(s.id).move(0, 4).midbottom, TEXT, pal.text,
                      (28, 24, 30), KIND_COLOURS[s.kind], anchor="midtop", inside=self.view_rect)
                for s in self.path.board.of_kind(*odds.ROOM_ASKS)] if self.camera.zoom >= 0.45 else []

    def board_words(self) -> list[Rect]:
        """Where the map's own words (the names of the ways, Rovert's lair: the labels' captions) lie on screen."""
        return [self.camera.on_screen(c) for c in self.titles]

    def chance(self, text: str, square: Rect, taken: list[Rect]) -> Part:
        """The fire's chance to reach a square, on a tag over it or else under it, where it covers none of the
        words `taken`; on the square itself when both would."""
        spots = (((square.centerx, square.y - 3), "midbottom"), ((square.centerx, square.bottom + 3), "midtop"),
                 (square.center, "center"))
        over, under, on = [plate(text, at, TEXT, (255, 236, 200), (90, 30, 14), FIRE, anchor=anchor, pad=(8, 2),
                                 inside=self.view_rect) for at, anchor in spots]
        return next((tag for tag in (over, under) if tag.rect.collidelist(taken) < 0), on)

    def ways(self, shown: Shown[EscapeView]) -> tuple[list[Part], Layout]:
        """At a split, each way: its squares lit, brighter under the pointer with those the move would cross
        numbered (with the pieces); and its name on a plate over the branch, a click on which chooses it (the
        board's extras, over everything), else under it (plate_spot)."""
        pal, path, view = self.app.palette, self.path, shown.view
        marks: list[Part] = []
        plates = Layout()
        ways = {first: [self.square(sid) for sid in odds.branch_squares(path, first)] for first in self.places(shown)}
        for first, actions in self.places(shown).items():
            key = ("place", first)   # (the way's own key: its plate and its squares light together)
            for r in ways[first]:
                marks += lit(r, key, Wash(pal.gold, 80), Wash(pal.gold, 150), paint_wash)
                marks += lit(r.inflate(8, 8), key, Ring(pal.gold, 3), Ring(pal.gold, 4), paint_ring)
            crossed = [first, *odds.walk_ends(path, first, view.steps_left - 1)] if view.steps_left > 0 else []
            marks += [replace(plate(str(k), self.square(sid).center, TEXT + 2, pal.ink, pal.parchment, pal.gold,
                                    pad=(12, 6), radius=10), only=key) for k, sid in enumerate(crossed, start=1)]
            label = f"Go by {path.branch_name(first)}"
            others = [r for way, rects in ways.items() if way != first for r in rects]
            box = self.plate_spot(label, ways[first], others, [Rect(t.at) for t in plates.things])
            plates.things.append(Thing(tuple(box), key, actions, words=self.action_words(view, actions[0]),
                                       tip="pointer", menu=label))
            look = Plate(label, TEXT + 1, pal.ink, pal.parchment, pal.gold, shadow=True)   # (gold under the pointer)
            plates.parts += lit(box, key, look, replace(look, fill=pal.gold), paint_plate, spill=SHADOW)
        return marks, plates

    def plate_spot(self, label: str, squares: list[Rect], others: list[Rect], placed: list[Rect]) -> Rect:
        """Where a way's plate goes: just over the middle of its squares, else just under them, whichever
        covers least of another way's squares (a click there would choose the other way), then of any other
        square or what a room asks under it, then of the plates placed before; over them where both cover as
        much."""
        middle = squares[len(squares) // 2]
        rest = [r for r in (self.square(sid) for sid in self.path.board.spaces) if r not in squares]
        rest += [ask.rect for ask in self.asks()]
        spots = [plate_rect(label, at, TEXT + 1, anchor=anchor, pad=(18, 10), inside=self.view_rect)
                 for at, anchor in (((middle.centerx, middle.y - 10), "midbottom"),
                                    ((middle.centerx, middle.bottom + 10), "midtop"))]
        return min(spots, key=lambda box: tuple(labels.covered(box, box.center, rects)
                                                for rects in (others, rest, placed)))

    def hoard(self, view: EscapeView) -> list[Part]:
        mark = self.path.board.marks_of_kind("hoard")[0]   # (the map has one)
        cam = self.camera
        x, y = cam.to_screen(mark.x, mark.y)
        h = max(30, round(mark.h * cam.zoom * 1.1))
        card = Rect((x + 6, y - h // 6), card_size(h))
        out = [part(card, Deck(view.hoard, BACK), paint_deck, spill=DECK_SPILL)]
        if cam.zoom >= 0.45:
            label = plate_rect("hoard", (card.right + 8, card.centery), TEXT, anchor="midleft", pad=(0, 0))
            out.append(part(label, Text("hoard", TEXT, self.app.palette.gold, "bold"), paint_text))
        return out

    def hirelings(self, view: EscapeView) -> list[Part]:
        cam, path, travelling = self.camera, self.path, self.travelling()
        size = max(26, min(64, round(72 * cam.zoom)))
        standing = {h.seat: h.square for h in view.hirelings if h.status != "burned" and h.seat not in travelling}
        placed = {seat: (x, round(y - size * 0.1)) for seat, (x, y) in crowd_positions(
            standing, lambda sid: cam.to_screen(*path.space(sid).center), lambda n: size * 0.42).items()}
        placed.update({seat: cam.to_screen(*at) for seat, at in travelling.items()})
        return [figure(at, Figure(CHARACTER_SPRITES[view.hirelings[seat].character], seat, size,
                                  seat in travelling or (seat == view.to_act and view.hirelings[seat].status == "in")))
                for seat, at in placed.items()]

    # --- the side panel ---------------------------------------------------------------------------------
    def seat_line(self, view: EscapeView, seat: int) -> str:
        h = view.hirelings[seat]
        return {"escaped": "out of the dungeon!", "burned": "burned to a crisp"}.get(
            h.status, f"{plural(h.pack, 'card')} · {h.steps_to_exit} to go")

    def button_style(self, action: Action) -> str:
        return "danger" if isinstance(action, KeepCards) else super().button_style(action)

    def grave(self, view: EscapeView, action: Action) -> str | None:
        """Burning while cards could still be thrown is asked once more."""
        h = view.hirelings[view.to_act] if view.to_act is not None else None
        held = h.pack + len(h.front) if h is not None else 0
        return f"Burn? You still hold {plural(held, 'card')}" if isinstance(action, KeepCards) and held else None

    # --- events -----------------------------------------------------------------------------------------
    def caught_up(self, moment: Moment[EscapeView]) -> None:
        super().caught_up(moment)
        if isinstance(moment.event, DiceRolled):
            self.column.last_roll = moment.event

    def animate(self, moment: Moment[EscapeView], before: EscapeView) -> Animation | None:
        event = moment.event
        pace, pal = self.table.pace(), self.app.palette
        if isinstance(event, TurnBegan):
            return Delay(0.35 * pace)
        if isinstance(event, (Moved, FireballMoved)):
            seat, step = (event.seat, STEP) if isinstance(event, Moved) else (None, FIRE_STEP)
            return Walk(seat, [self.path.space(s).center for s in event.path], step * pace, event.path)
        if isinstance(event, CardRevealed):   # (a card flipped, stolen or paid to the troll)
            return CardTurn(card_face(event.card), paint_card, (BACK, None), card_size(230), words.card_caption(event),
                            self.view_rect.center, 1.25 * pace)
        if isinstance(event, DiceRolled):
            # (on the half of the board away from the roller: Rovert rolls for the fire)
            sid = before.fireball.square if event.seat is None else before.hirelings[event.seat].square
            y = self.camera.to_screen(*self.path.space(sid).center)[1]
            top = self.view_rect.y + 50 if y > self.view_rect.centery else self.view_rect.bottom - 226
            return FightDice(DiceTray(event, pace, dark=event.seat is None),
                             place=Rect(self.view_rect.x, top, self.view_rect.w, 220))
        if isinstance(event, Encounter):
            colour = {True: pal.good, False: pal.bad}.get(event.success, pal.gold)
            return Rising(words.encounter_words(event), self.path.space(event.square).center,
                          self.camera.to_screen, colour, 1.1 * pace, self.view_rect)
        if isinstance(event, (FireCaught, Escaped)):
            colour = pal.good if isinstance(event, Escaped) else pal.bad if event.to is None else (230, 130, 50)
            return Banner(event.text(), colour, 2.0 * pace, top=70)
        return None

    def sound(self, event: Event) -> str | None:
        if isinstance(event, FireCaught):
            return "defeat" if event.to is None else "fireball"
        if isinstance(event, Encounter):
            return {("monster", False): "monster_roar", ("spider_web", None): "trap"}.get((event.kind, event.success))
        if isinstance(event, GameEnded) and self.table.shown.view.winner is None:
            return "defeat"
        return super().sound(event)


def paint_fireball(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    halo(surface, rect.center, rect.w // 2, (255, 120, 30))   # (its glow fills the rect, the fireball half of it)
    draw.sprite(surface, "pawns/fireball", rect.w // 2, rect.center)


# --- the column left of the board -------------------------------------------------------------------------
def actions_at(spot: Spot, view: EscapeView, choices: tuple[Action, ...]) -> tuple[Action, ...]:
    """What a click on a thing of the column takes (a hireling's "box", "pack" or card in "front"; the "fire",
    the last "roll" and the "discards" take nothing). A pack flips its top card (or pays the troll, or is thrown
    to the fire); a card in front is thrown; another hireling's pack is reached into."""
    me = view.to_act
    fronts = view.hirelings[me].front if me is not None else ()

    def takes(action: Action) -> bool:
        if spot.seat != me:
            return spot.what in ("pack", "box") and isinstance(action, Steal) and action.victim == spot.seat
        if spot.what == "pack":
            return isinstance(action, (UseCard, PayToll)) or (isinstance(action, ThrowCard) and action.front < 0)
        return (spot.what == "front" and isinstance(action, ThrowCard) and action.front >= 0
                and 0 <= spot.index < len(fronts) and fronts[action.front].card == fronts[spot.index].card)
    return next(((action,) for action in choices if takes(action)), ())


def paint_hireling(surface: pygame.Surface, at: tuple[int, int], size: int, h: HirelingView, pal: Palette) -> None:
    """A hireling in their box: their character's figure, faded once burned."""
    draw_figure(surface, CHARACTER_SPRITES[h.character], h.seat, at, size, pal, faded=h.status == "burned")


@dataclass(frozen=True, slots=True)
class Fire:
    where: str
    next: str


def paint_fire(surface: pygame.Surface, box: Rect, look: Fire | None, pal: Palette) -> None:
    draw.panel(surface, box, (48, 26, 22), (200, 90, 40), radius=8)
    surface.blit(assets.scaled("pawns/fireball", 46, 46), (box.x + 4, box.y + 6))
    if look is None:
        draw.paragraph(surface, "The Flaming Fireball of Doom is switched off: a plain race.",
                       Rect(box.x + 54, box.y + 8, box.w - 60, box.h - 12), size=TEXT, colour=pal.text)
        return
    draw.text(surface, "The Fireball of Doom", (box.x + 54, box.y + 8), size=TEXT + 1, colour=(255, 200, 120),
              face="bold", max_width=box.w - 58)
    draw.text(surface, f"on {look.where}", (box.x + 54, box.y + 29), size=TEXT, colour=pal.text, max_width=box.w - 58)
    draw.paragraph(surface, look.next, Rect(box.x + 8, box.y + 54, box.w - 14, 42), size=TEXT, colour=(255, 214, 160))


def paint_roll(surface: pygame.Surface, box: Rect, roll: DiceRolled | None, pal: Palette) -> None:
    """The last die rolled stays on screen: who, the die, the sum and what it had to reach."""
    if roll is None:
        draw.text(surface, "The dice rolled show here", (box.x + 6, box.centery), size=TEXT, colour=pal.text_dim,
                  anchor="midleft")
        return
    draw_die(surface, sides_of(roll.dice), roll.values[0], (box.x + 20, box.centery), 36, pal, dark=roll.seat is None)
    draw.text(surface, f"{roll.who}, {roll.dice}", (box.x + 44, box.y + 3), size=TEXT, colour=pal.text, face="bold",
              max_width=box.w - 46)
    sums = " + ".join(str(v) for v in roll.values)
    if roll.modifier:
        sums += f" + {roll.modifier} = {roll.total}"
    if roll.target is not None:
        sums += f" vs {roll.target}: " + ("made it" if roll.success else "failed")
    colour = pal.text_dim if roll.success is None else pal.good if roll.success else pal.bad
    draw.text(surface, sums, (box.x + 44, box.y + 22), size=TEXT, colour=colour, max_width=box.w - 46)


def paint_column(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    surface.fill(pal.bg, rect)
    pygame.draw.line(surface, pal.line, rect.topright, rect.bottomright, 2)


@dataclass
class Column:
    """The column beside the board, laid out on its own (the camera gliding leaves it be). It keeps the last
    roll shown until the next."""

    rect: Rect
    path: EscapePath
    table: Table   # (its palette, which the person may change)
    last_roll: DiceRolled | None = None

    def state(self) -> DiceRolled | None:
        return self.last_roll

    def lay(self, shown: Shown[EscapeView], pointer: Pointer) -> Layout:
        rect, view, path, pal, last_roll = self.rect, shown.view, self.path, self.table.app.palette, self.last_roll

        def answer(spot: Spot) -> Answer:
            found = actions_at(spot, view, shown.choices)
            click = f"\nClick: {found[0]}" if found else ""
            return Answer(spot, lambda: words.spot_words(view, path, spot.what, spot.seat, spot.index, last_roll)
                          + click, found)

        fire = Rect(rect.x + 6, 44, rect.w - 12, 98)
        roll = Rect(rect.x + 6, rect.bottom - 74, rect.w - 12, 42)
        foot = Rect(rect.x + 6, rect.bottom - 30, rect.w - 12, 26)
        line = f"Discards {len(view.discards)} · hoard {view.hoard} · box {view.box}"
        where = path.name(path.route[words.fire_index(view)])
        out = Layout([part(rect, None, paint_column, opaque=True),
                      part((rect.x + 12, 10, rect.w - 20, 30), Text(f"Round {view.round}", 24, pal.gold, "title"),
                           paint_text),
                      part(fire, Fire(where, words.fire_next(view)) if view.fireball.on else None, paint_fire),
                      part(roll, last_roll, paint_roll),
                      part(foot.inflate(-12, 0).move(6, 0), Text(line, TEXT, pal.text_dim), paint_text)])
        # (the fire, the roll and the discards take no action: only their words)
        out.things += [Thing(tuple(at), Spot(what), words=answer(Spot(what)).words)
                       for at, what in ((fire, "fire"), (roll, "roll"), (foot, "discards"))]
        boxes = seatcolumn.boxes(rect, len(view.hirelings), rect.y + 148, rect.bottom - 76)
        for box, h in zip(boxes, view.hirelings, strict=True):
            fronts = [answer(Spot("front", h.seat, i)) for i in range(len(h.front))]
            out.add(seatcolumn.lay(box, seat_box(h, view, path, pal), answer(Spot("box", h.seat)),
                                   answer(Spot("pack", h.seat)), fronts, pointer))
        return out


def seat_box(h: HirelingView, view: EscapeView, path: EscapePath, pal: Palette) -> SeatBox:
    fill, border, status_colour = {"burned": ((44, 26, 26), (120, 50, 40), pal.bad),   # (a box's colours by standing)
                                   "escaped": ((34, 52, 36), pal.good, pal.good)}.get(h.status, (None, None, None))
    gap = words.fire_gap(view, path, h)
    return SeatBox(seat=h.seat, name=h.name, piece=h, paint_piece=paint_hireling, paint_thing=paint_card,
                   status=words.status(path, h), status_colour=status_colour, lead=Held(Deck(h.pack, BACK)),
                   held=tuple(Held(f) for f in h.front), empty="no card in front", info=words.info_line(view, path, h),
                   info_colour=((255, 150, 90) if gap > 3 else pal.bad) if gap is not None and gap <= 6 else None,
                   active=view.to_act == h.seat and h.status == "in", fill=fill, border=border)
