"""Each event of Dungeon! as the table shows it: which animation, which sound, and the card being fought
kept beside the dice until the fight is over.

The board shows the view as it was before the event (the table's moment k-1) while the event's animation
plays: a pawn walks from where that view has it. What a seat saw privately (the ESP Medallion, the Crystal
Ball, the prizes it took) is shown large to that seat only, when its person holds the screen; the others see
the event's public words. The card a fight is against is noted as the table catches up with the moment it
was turned up (or the roll made against it), and let go when the turn ends or every moment is shown.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine.events import DiceRolled, Event, TurnBegan
from game.engine.session import Moment
from game.games.dungeon import content, words
from game.games.dungeon import events as E
from game.games.dungeon.odds import SPELL_COLUMN, needs_text, spell_text
from game.games.dungeon.view import DungeonView

from ... import assets
from ...anims import Animation, Banner, CardShow, Chain, FightDice, Teleport, Timed, ToScreen, Walk
from ...cards import CardFace
from ...dice import DiceTray
from ...tabletop.panel import whose_turn
from ...theme import Palette
from .cards import monster_face, shown_face, sprite_of
from .overlay import MAGIC

if TYPE_CHECKING:
    from .screen import DungeonScreen

Point = tuple[float, float]
WALKS = ("moves to", "retreats to", "steps into")
STEP = 0.17          # seconds a pawn takes per space, at the normal pace
SOUNDS = {E.DoorOpened: "door_open", E.PrizesTaken: "coin", E.TrapSprung: "trap", E.Fallen: "defeat",
          E.Transferred: "level_up", E.SpellCast: "fireball"}


class Missile(Timed):
    """A Fire Ball or a Lightning Bolt from the Wizard to the monster's place."""

    def __init__(self, start: Point, end: Point, kind: str, seconds: float, to_screen: ToScreen) -> None:
        super().__init__(seconds)
        self.start, self.end, self.kind, self.to_screen = start, end, kind, to_screen

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        (x0, y0), (x1, y1) = self.to_screen(*self.start), self.to_screen(*self.end)
        x, y = x0 + (x1 - x0) * self.k, y0 + (y1 - y0) * self.k
        clip = surface.get_clip()
        surface.set_clip(area)
        if self.kind == "Fire Ball" and assets.exists("pawns/fireball"):
            img = pygame.transform.rotate(assets.scaled("pawns/fireball", 64, 64),
                                          math.degrees(math.atan2(-(y1 - y0), x1 - x0)) - 45)
            surface.blit(img, img.get_rect(center=(x, y)))
        else:
            points = [(x0, y0)]
            for i in range(1, 7):
                f = i / 7 * self.k
                jitter = 10 * (1 if i % 2 else -1)
                points.append((x0 + (x1 - x0) * f + jitter, y0 + (y1 - y0) * f + jitter))
            points.append((x, y))
            pygame.draw.lines(surface, (250, 250, 200), False, points, 5)
            pygame.draw.lines(surface, (120, 160, 255), False, points, 2)
        surface.set_clip(clip)


def kind_of(view: DungeonView, seat: int | None) -> str:
    return "" if seat is None else view.pawns[seat].kind


def fought(card_id: str, view: DungeonView, seat: int | None, spell: str | None = None, sword: bool = False
           ) -> CardFace:
    """The monster a fight is against, with the number that matters to its fighter marked and what the fighter
    needs (for a spell, the spell's column and odds)."""
    card, kind = content.monster(card_id), kind_of(view, seat)
    monster = card.kind == "monster"
    if spell:
        return monster_face(card, SPELL_COLUMN.get(spell, ""), spell_text(card, spell) if monster else "")
    return monster_face(card, kind.lower(), needs_text(card, kind, sword) if kind and monster else "")


def revealed(event: E.MonsterRevealed, view: DungeonView, watcher: int | None) -> CardFace:
    """A monster card turned up, as its fighter meets it (the seat's own Magic Sword counted when its person
    watches)."""
    actor = view.to_act
    sword = actor is not None and actor == watcher and words.has_sword(view.pawns[actor])
    return fought(event.card_id, view, actor, event.spell, sword)


class Show:
    """The events' animations and sounds, and the card fought, pinned beside the dice while the fight lasts."""

    def __init__(self, screen: DungeonScreen) -> None:
        self.screen = screen
        self.pinned: CardFace | None = None

    def caught_up(self, moment: Moment[DungeonView]) -> None:
        """The table shows this moment: a card turned up (or a roll made against a card) is the one fought
        until the turn ends."""
        event = moment.event
        if isinstance(event, E.MonsterRevealed):
            self.pinned = revealed(event, moment.view, moment.seat)
        elif isinstance(event, DiceRolled) and event.target is not None and self.pinned is None and event.against:
            self.pinned = fought(event.against, moment.view, event.seat)
        elif isinstance(event, TurnBegan):
            self.pinned = None

    def sound(self, event: Event) -> str | None:
        if isinstance(event, E.CombatResolved):
            return "sword_hit" if event.won else "monster_roar"
        if isinstance(event, E.SecretDoorTried):
            return "secret_door" if event.found else None
        return None

    def animate(self, moment: Moment[DungeonView], before: DungeonView) -> Animation | None:
        event = moment.event
        table = self.screen.table
        pace, pal = table.pace(), self.screen.app.palette
        seen = event.seen_by(moment.seat)
        if isinstance(event, E.Moved):
            return self.move(event, before, pace)
        if isinstance(event, E.MonsterRevealed):
            return self.reveal(event, before, moment.seat, pace)
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
            return Banner(event.public() or "", MAGIC, 1.2 * pace)
        if isinstance(event, E.PrizesTaken):
            if seen and event.ids:
                where = f", from {event.where}" if event.where else ""
                return CardShow([shown_face(c) for c in event.ids], f"Yours now{where}", 2.2 * pace, flip=False)
            return Banner(event.public() or "", pal.gold, 1.1 * pace)
        if isinstance(event, E.PrizesDropped):
            return Banner((event.text() if seen else event.public()) or "", pal.bad, 1.4 * pace, self.pinned)
        if isinstance(event, (E.TrapSprung, E.Fallen)):
            return Banner(event.text(), pal.bad, 2.0 * pace, icon=sprite_of(kind_of(before, event.seat)))
        if isinstance(event, E.SecretDoorTried):
            return Banner(event.text(), pal.good if event.found else pal.bad, 1.2 * pace)
        if isinstance(event, E.PawnChosen):
            return Banner(event.text(), pal.gold, 1.0 * pace, icon=sprite_of(event.pawn))
        if isinstance(event, E.OrderSet):
            return Banner(event.text(), pal.gold, 1.4 * pace)
        if isinstance(event, (E.TurnLost, E.Transferred)):
            return Banner(event.text(), pal.text if isinstance(event, E.TurnLost) else MAGIC, 1.1 * pace)
        if isinstance(event, TurnBegan) and event.seat is not None and not table.session.is_computer(event.seat):
            return Banner(whose_turn(table.name(event.seat)), pal.gold, 0.8 * pace)
        return None

    def move(self, event: E.Moved, before: DungeonView, pace: float) -> Animation | None:
        """From where the board shows the pawn (the view before the move) along its path."""
        seat = event.seat
        start = before.pawns[seat].space if seat is not None else None
        if seat is None or not event.path or start is None:
            return None
        at = self.screen.layout.pawn_at
        if event.how in WALKS:
            return Walk(seat, [at[start], *(at[s] for s in event.path)], STEP * pace)
        return Teleport(seat, at[start], at[event.path[-1]], 0.9 * pace, self.screen.camera.to_screen)

    def reveal(self, event: E.MonsterRevealed, before: DungeonView, watcher: int | None, pace: float) -> Animation:
        """A monster card turned up, shown large (a spell flies at it first)."""
        screen = self.screen
        show = CardShow([revealed(event, before, watcher)], f"The card in {event.where}", 1.5 * pace)
        actor = before.to_act
        if event.spell and actor is not None:
            start = screen.pawn_point(before, actor)
            end = screen.layout.pawn_at.get(event.space)
            if start is not None and end is not None:
                return Chain(Missile(start, end, event.spell, 0.6 * pace, screen.camera.to_screen), show)
        return show
