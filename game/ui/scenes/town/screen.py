"""The table of Wilds & Depths: the whole track round the town from the map, the depths in their colours, the
four monster decks and the Town's wares in their places (on the board's own layer: they change only with the
view), the adventurers on their squares, and in the middle of the board the stage (stage.py). Every seat's
row in the side panel is one part, two lines: the adventurer, name and hearts; then the coins, the three
equipment places and the victory pile with its skulls; each thing there a click would take is ringed (gold
under the pointer) by a part of its own.

A die is chosen by a click on it or on the square it lands on (both lit, the way there drawn under the
pointer); the Town's items are bought by a click on them and sold by a click on one's own in the panel;
a trade is put together by clicking the things in the two rows; everything else is a button.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from game.engine.board import Mark, Space
from game.engine.events import DiceRolled, Event, Moved, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment
from game.games.town import words
from game.games.town.actions import Buy, Face, Move, Put, Refresh, Sell
from game.games.town.events import CardDrawn, Fell, FightRoll, ItemMoved, Jumped, ShopStocked, SquareReached, Told
from game.games.town.view import PawnView, TownView, card_face
from game.ui import draw
from game.ui.anims import Animation, Banner, CardTurn, Delay, FightDice, Rising, Walk
from game.ui.boardview import Lens, map_rect
from game.ui.cards import DECK_SPILL, Deck, draw_face, paint_deck
from game.ui.compose import SHADOW, Part, part
from game.ui.dice import DiceTray
from game.ui.looks import Figure, Ring, figure, paint_ring
from game.ui.pieces import coin, draw_figure, heart
from game.ui.rows import in_rows
from game.ui.seatcolumn import DIM_GOLD, TEXT
from game.ui.tabletop.board import BoardScreen
from game.ui.tabletop.layout import Layout, Pointer, lit
from game.ui.tabletop.light import light
from game.ui.tabletop.screen import Table
from game.ui.tabletop.shown import Shown
from game.ui.theme import Palette

from . import stage
from .cards import Ware, back_of, draw_pile, draw_tile, draw_ware, monster_face
from .spots import Spot, thing
from .style import Amount, TownBoardStyle, amount_at, paint_amount, town_word

Rect = pygame.Rect
STEP = 0.16          # seconds a pawn takes per square, at the normal pace
PAUSES = {TurnBegan: 0.3, ShopStocked: 0.5}   # ... and the table waits on a turn's start and the Town's new wares
GAP = 0.5            # adventurers sharing a square stand this share of a figure apart
FEW = 16             # ... and never smaller than this
PLACES = 3   # "Players may only carry three equipment items at any given time."
PAWNS = ("town_knight", "town_ranger", "town_dwarf", "town_mage", "town_rogue", "town_cleric")
SPILL = (4, 2, 4, 2)   # a seat's adventurer stands a little past its row's left edge
TAKEN_ON_THE_TABLE = (Buy, Sell, Refresh, Face, Put)   # clicked on the things themselves, never buttons
SHOP = "an item for sale to buy it, one of yours to sell it, the Town deck for new wares"
HINTS = {"roll": f"Roll the dice, or click {SHOP}", "shop": f"Click {SHOP}",
         "move": "Click a die, or the lit square it lands on",
         "trade": "Click the seats' items or victory piles (right) to put them in the offer, or out",
         "lantern": "Click the card to face"}


def row_places(rect: Rect) -> tuple[list[Rect], Rect]:
    """The three equipment places of a row and its victory pile."""
    line = rect.h // 2
    size = rect.h - line - 4
    x = rect.right - 4 - (PLACES + 1) * (size + 5) - 18
    tiles = [Rect(x + i * (size + 5), rect.y + line + 1, size, size) for i in range(PLACES)]
    return tiles, Rect(x + PLACES * (size + 5) + 8, rect.y + line + 1, size, size)


def paint_row(surface: pygame.Surface, rect: Rect, look: PawnView, pal: Palette) -> None:
    """A seat's row: its adventurer, name and hearts; its coins, equipment places and victory pile."""
    line = rect.h // 2
    top, bottom = rect.y + line // 2, rect.y + line + (rect.h - line) // 2   # the middles of its two lines
    draw_figure(surface, PAWNS[look.seat % len(PAWNS)], look.seat, (rect.x + 14, top + 1), min(30, line + 6), pal)
    draw.text(surface, look.name, (rect.x + 32, top + 1), size=TEXT + 1, colour=pal.text, face="bold",
              anchor="midleft", max_width=rect.w - 140)
    if look.max_hp > 7:   # many hit points as a number
        heart(surface, (rect.right - 54, top), 7)
        draw.text(surface, f"{look.hp}/{look.max_hp}", (rect.right - 44, top), size=TEXT, colour=pal.text,
                  face="bold", anchor="midleft")
    else:   # else as hearts, right-aligned, the lost ones dark
        for k in range(look.max_hp):
            heart(surface, (rect.right - 10 - (look.max_hp - 1 - k) * 13, top), 6, full=k < look.hp)
    x = rect.x + 4
    for gold, count in ((True, look.coins.gold), (False, look.coins.silver)):   # "gold coins are worth 5 silver coins"
        coin(surface, (x + 7, bottom), 7, gold)
        draw.text(surface, str(count), (x + 18, bottom), size=TEXT, colour=pal.text, face="bold", anchor="midleft")
        x += 42
    if look.skip_turns:
        draw.text(surface, "loses a turn" if look.skip_turns == 1 else f"loses {look.skip_turns} turns",
                  (x, bottom), size=TEXT - 1, colour=pal.bad, anchor="midleft", max_width=rect.x + 124 - x)
    tiles, pile = row_places(rect)
    for i, tile in enumerate(tiles):
        draw_tile(surface, tile, look.equipment[i] if i < len(look.equipment) else None, pal)
    draw_pile(surface, pile, look.victory, pal)
    draw.text(surface, str(look.skulls), (pile.right + 3, pile.centery), size=TEXT, colour=pal.text, face="bold",
              anchor="midleft")


def stand_area(space: Space) -> Rect:
    """Where adventurers stand on a square (map pixels): the square and a few pixels round it (a figure's
    picture has room round it), the Town's above its name."""
    rect = map_rect(space)
    if space.prop("kind") == "town":
        rect.h = town_word(rect).y - 2 - rect.y
    else:
        rect.inflate_ip(16, 8)
    return rect


def stand_in(area: Rect, n: int, size: int) -> tuple[int, list[tuple[int, int]]]:
    """Where n figures stand inside `area` and their size: the largest, up to `size`, at which they fit in
    rows with each GAP of a figure from the next (a row in front of the one behind); never below FEW."""
    best = (0.0, 1)
    for cols in range(n, 0, -1):
        rows = math.ceil(n / cols)
        fits = min(size, area.w / (1 + GAP * (cols - 1)), area.h / (1 + GAP * (rows - 1)))
        if fits > best[0] + 0.5:
            best = (fits, cols)
    fits, cols = best
    each = max(min(size, FEW), int(fits))
    rows, step = math.ceil(n / cols), GAP * each
    return each, [(round(area.centerx + col * step), round(area.centery + (row - (rows - 1) / 2) * step))
                  for col, row in in_rows(n, cols)]


class TownScreen(BoardScreen[TownView]):
    sounds = {Fell: "defeat"}   # (the Town's new wares turn up with a card's flip: a ShopStocked is a CardRevealed)

    def __init__(self, table: Table) -> None:
        self.track = table.game.track()  # type: ignore[attr-defined]
        super().__init__(table, TownBoardStyle(table.app.palette))
        self.middle = stage.area(self.board)
        self.play_zoom = self.camera.fit_zoom()   # the whole track fits: every square in sight at once
        self.camera.set_zoom(self.play_zoom)   # (and so, clamped, centred)

    # --- the board's hooks ------------------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        return action.square if isinstance(action, Move) else None

    def buttons(self, shown: Shown[TownView]) -> list[Action]:
        return [a for a in super().buttons(shown) if not isinstance(a, TAKEN_ON_THE_TABLE)]

    def action_words(self, view: TownView, action: Action) -> str:
        return words.action_words(action, view)

    def place_words(self, shown: Shown[TownView], space: int) -> list[tuple[str, str]]:
        lines = words.square_words(shown.view, self.track, space)
        return [(lines[0], "bold"), *((line, "body") for line in lines[1:])]

    def focus_point(self, shown: Shown[TownView]) -> tuple[float, float] | None:
        return None if shown.turn is None else self.track.space(shown.view.pawns[shown.turn].square).center

    def hint(self, shown: Shown[TownView]) -> str:
        v = shown.view   # (a roll says what to click only in the Town at the turn's start: the shop is open too)
        return "" if v.phase == "roll" and v.shopping != "town" else HINTS.get(v.phase, "")

    def on_board(self, view: TownView) -> list[tuple[Mark, Spot, Hashable]]:
        """The decks and the wares in their places on the map: what each is to the pointer, and its look (None:
        an empty place for sale)."""
        out = [(self.track.mark("monster_deck", depth=d.depth), Spot("deck", None, d.depth),
                Deck(d.count, *back_of(d.depth))) for d in view.decks]
        out.append((self.track.mark("town_deck"), Spot("town_deck"), Deck(view.town_deck, *back_of(None))))
        out += [(self.track.mark("for_sale", slot=k + 1), Spot("sale", None, k),
                 f and Ware(f, bool(view.shop_adds_nothing[k]))) for k, f in enumerate(view.shop)]
        return [(mark, spot, look) for mark, spot, look in out if mark is not None]

    def fixed(self, view: TownView, lens: Lens) -> list[Part]:
        return [part(lens.on_screen(mark), look, paint_deck, spill=DECK_SPILL) if isinstance(look, Deck)
                else part(lens.on_screen(mark), look, draw_ware, spill=SHADOW)
                for mark, _, look in self.on_board(view) if look is not None]

    def fixed_of(self, view: TownView) -> Hashable:
        # (a pawn's move leaves the decks and wares be; what a ware would add is the seat to act's)
        return view.decks, view.town_deck, view.shop, view.shop_adds_nothing

    def pieces(self, shown: Shown[TownView]) -> list[Part]:
        """The adventurers on their squares (several on one side by side, smaller, each in sight), inside the
        square, so that none stands on a caption beside it, and on the Town above its name; the one to act on
        top; the one walking, where it is. A square's number is printed again over those standing on it."""
        cam, track, travelling = self.camera, self.track, self.travelling()
        size = max(24, round(56 * cam.zoom))
        groups: dict[int, list[int]] = {}
        for p in shown.view.pawns:
            if p.seat not in travelling:
                groups.setdefault(p.square, []).append(p.seat)
        standing: list[tuple[int, tuple[int, int], int]] = []
        numbers: list[Part] = []
        for square, seats in groups.items():
            space = track.space(square)
            each, spots = stand_in(cam.on_screen(stand_area(space)), len(seats), size)
            standing += [(seat, at, each) for seat, at in zip(sorted(seats), spots, strict=True)]
            if (amount := space.prop("amount")) and cam.zoom >= 0.4:
                r = round(12 * cam.zoom)
                at = Rect(cam.to_screen(*amount_at(map_rect(space)).center), (0, 0)).inflate(2 * r, 2 * r)
                numbers.append(part(at, Amount(int(amount), cam.zoom), paint_amount))
        standing.sort(key=lambda item: item[0] == shown.turn)
        standing += [(seat, cam.to_screen(*at), size) for seat, at in travelling.items()]
        return [*(figure(at, Figure(PAWNS[seat % len(PAWNS)], seat, each, seat == shown.turn or seat in travelling))
                  for seat, at, each in standing), *numbers]

    def extras(self, shown: Shown[TownView], pointer: Pointer) -> Layout:
        """The decks and wares as things (a ware bought, the Town deck for new wares), and over them the stage."""
        out = Layout()
        for mark, spot, _ in self.on_board(shown.view):
            at = self.camera.on_screen(mark)
            if at.colliderect(self.view_rect):
                found = thing(at.clip(self.view_rect), spot, shown)
                out.things.append(found)
                out.parts += light(found.rect, spot, found.lit)
        # The rules choose the die and walk in one step, so the moment shown while the pawn walks from the roll
        # is still the roll's, offering both dice: the move's own moment, the walk's arrival, says which was
        # chosen, and the stage shows that die chosen the whole walk long.
        playing = self.table.playback.playing
        dice = playing.view if playing is not None and isinstance(playing.event, Moved) else shown.view
        return out.add(stage.lay(shown, stage.place(self.middle, self.camera, self.view_rect), self.camera,
                                 self.track, self.app.palette, dice))

    # --- the side panel ---------------------------------------------------------------------------------
    def seat_row_height(self, seats: int) -> int:
        return 50 if seats <= 5 else 44

    def seat_row(self, shown: Shown[TownView], seat: int, rect: Rect, pointer: Pointer) -> Layout:
        p = shown.view.pawns[seat]
        out = Layout([part(rect, p, paint_row, spill=SPILL)], [thing(rect, Spot("box", seat), shown)])
        tiles, pile = row_places(rect)
        spots = [(tile, Spot("item" if i < len(p.equipment) else "place", seat, i)) for i, tile in enumerate(tiles)]
        for at, spot in [*spots, (pile, Spot("pile", seat))]:
            found = thing(at, spot, shown)
            out.things.append(found)
            if found.lit:   # a click on it would play it: a gold ring (brighter under the pointer)
                radius = max(6, (at.w + 4) // 5)
                out.parts += lit(at.inflate(4, 4), spot, Ring(DIM_GOLD, 2, radius),
                                 Ring(self.app.palette.gold, 2, radius), paint_ring)
        return out

    # --- events -----------------------------------------------------------------------------------------
    def animate(self, moment: Moment[TownView], before: TownView) -> Animation | None:
        event = moment.event
        pace, pal, track = self.table.pace(), self.app.palette, self.track
        if type(event) in PAUSES:
            return Delay(PAUSES[type(event)] * pace)
        if isinstance(event, (Moved, Jumped)):   # (to where an adventurer alone on the square stands)
            squares, step = (event.path, STEP) if isinstance(event, Moved) else ((event.frm, event.to), 0.5)
            return Walk(event.seat, [stand_area(track.space(s)).center for s in squares], step * pace, squares)
        if isinstance(event, CardDrawn):   # (its face as the moment shows it: faced, or one of the lantern's two)
            drawn = next((f for f in [moment.view.card, *moment.view.lantern] if f and f.card == event.card), None)
            return CardTurn(monster_face(drawn or card_face(event.card)), draw_face, back_of(event.deck), (200, 290),
                            event.text(), self.view_rect.center, 1.3 * pace)
        if isinstance(event, DiceRolled) and event.seat is not None and event.target is not None:
            return FightDice(DiceTray(event, pace), place=Rect(self.view_rect.x, self.view_rect.bottom - 240,
                                                               self.view_rect.w, 220))
        if isinstance(event, (FightRoll, Told, ItemMoved, SquareReached)) and event.seat is not None:
            good = getattr(event, "result", "") == "beaten" or (isinstance(event, Told) and (event.silver or 0) > 0)
            bad = getattr(event, "result", "") == "lost" or (isinstance(event, Told) and (event.hp or 0) < 0)
            colour = pal.good if good else pal.bad if bad else pal.gold
            where = track.space(moment.view.pawns[event.seat].square).center
            return Rising(words.risen_words(event), where, self.camera.to_screen, colour, 1.1 * pace, self.view_rect)
        if isinstance(event, Fell):
            return Banner(event.text(), pal.bad, 1.8 * pace, top=70)
        return None

    def sound(self, event: Event) -> str | None:
        if isinstance(event, FightRoll):
            return "level_up" if event.result == "beaten" else "monster_roar" if event.result == "lost" else None
        return super().sound(event)
