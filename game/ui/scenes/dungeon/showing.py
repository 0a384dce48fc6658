"""Each event of Dungeon! as the table shows it: which animation, which sound, and the card being fought
kept beside the dice until the fight is over.

The board shows the view as it was before the event (the table's moment k-1) while the event's animation
plays: a pawn walks from where that view has it. What a seat saw privately (the ESP Medallion, the Crystal
Ball, the prizes it took) is shown large to that seat only, when it is the seat at the screen; the others
see the event's public words.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import DiceRolled, Event, TurnBegan
from game.games.dungeon import content
from game.games.dungeon.events import (
    CLTResult,
    CombatResolved,
    DoorOpened,
    Fallen,
    MonsterRevealed,
    Moved,
    OrderSet,
    PawnChosen,
    Peeked,
    PrizesDropped,
    PrizesTaken,
    SecretDoorTried,
    SpellCast,
    Transferred,
    TrapSprung,
    TurnLost,
)
from game.games.dungeon.odds import SPELL_COLUMN, needs_text, spell_text

from ... import assets
from ...anims import Banner, CardShow, Chain, FightDice, Teleport, Timed, ToScreen, Walk
from ...cards import CardFace
from ...dice import DiceTray
from ...table import whose_turn
from ...theme import Palette
from .cards import card_by_id, face_of, monster_face, sprite_of
from .drawing import MAGIC

if TYPE_CHECKING:
    from .scene import DungeonScene

Point = tuple[float, float]
WALKS = ("moves to", "retreats to", "steps into")
STEP = 0.17          # seconds a pawn takes per space, at the normal pace
SOUNDS = {DoorOpened: "door_open", PrizesTaken: "coin", TrapSprung: "trap", Fallen: "defeat",
          Transferred: "level_up", SpellCast: "fireball"}


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


class EventShow:
    def __init__(self, scene: DungeonScene) -> None:
        self.scene = scene
        self.pinned: CardFace | None = None

    def moving(self) -> dict[int, Point]:
        """The pawn walking now, at its point on the way."""
        anim = self.scene.anim
        part = anim.parts[0] if isinstance(anim, Chain) and anim.parts else anim
        if isinstance(part, (Walk, Teleport)) and part.who is not None:
            return {part.who: part.position()}
        return {}

    def sound(self, event: Event) -> str | None:
        if isinstance(event, CombatResolved):
            return "sword_hit" if event.won else "monster_roar"
        if isinstance(event, SecretDoorTried):
            return "secret_door" if event.found else None
        return None

    def animate(self, event: Event) -> Any:
        scene = self.scene
        pace = scene.app.prefs.pace
        pal = scene.app.palette
        seen = event.seen_by(scene.viewer)
        if isinstance(event, Moved):
            return self.move(event, pace)
        if isinstance(event, MonsterRevealed):
            return self.reveal(event, pace)
        if isinstance(event, DiceRolled) and event.target is not None:   # a fight, a spell, players fighting
            if self.pinned is None and event.against:
                self.pinned = self.fought(event.against, event.seat)
            return FightDice(DiceTray(event, pace), self.pinned)
        if isinstance(event, (CombatResolved, SpellCast)):
            won = event.won if isinstance(event, CombatResolved) else event.killed
            return Banner(event.text(), pal.good if won else pal.bad, 1.3 * pace, self.pinned)
        if isinstance(event, CLTResult):
            return Banner(event.text().removeprefix("— "), pal.bad, 1.8 * pace, self.pinned)
        if isinstance(event, Peeked):
            if seen and event.ids:
                return CardShow([face_of(card_by_id(c)) for c in event.ids],
                                f"The {event.item} shows you {event.where}", 3.2 * pace)
            return Banner(event.public() or "", MAGIC, 1.2 * pace)
        if isinstance(event, PrizesTaken):
            if seen and event.ids:
                where = f", from {event.where}" if event.where else ""
                return CardShow([face_of(card_by_id(c)) for c in event.ids], f"Yours now{where}", 2.2 * pace,
                                flip=False)
            return Banner(event.public() or "", pal.gold, 1.1 * pace)
        if isinstance(event, PrizesDropped):
            return Banner((event.text() if seen else event.public()) or "", pal.bad, 1.4 * pace, self.pinned)
        if isinstance(event, (TrapSprung, Fallen)):
            return Banner(event.text(), pal.bad, 2.0 * pace, icon=sprite_of(self.kind_of(event.seat)))
        if isinstance(event, SecretDoorTried):
            return Banner(event.text(), pal.good if event.found else pal.bad, 1.2 * pace)
        if isinstance(event, PawnChosen):
            return Banner(event.text(), pal.gold, 1.0 * pace, icon=sprite_of(event.pawn))
        if isinstance(event, OrderSet):
            return Banner(event.text(), pal.gold, 1.4 * pace)
        if isinstance(event, (TurnLost, Transferred)):
            return Banner(event.text(), pal.text if isinstance(event, TurnLost) else MAGIC, 1.1 * pace)
        if isinstance(event, TurnBegan):
            self.pinned = None
            if event.seat is not None and not scene.session.is_computer(event.seat):
                return Banner(whose_turn(scene.session.state.name(event.seat)), pal.gold, 0.8 * pace)
        return None

    def kind_of(self, seat: int | None) -> str:
        return "" if seat is None else self.scene.view.pawns[seat].kind

    def move(self, event: Moved, pace: float) -> Any:
        """From where the board shows the pawn (the view before the move) along its path."""
        scene = self.scene
        seat = event.seat
        start = scene.view.pawns[seat].space if seat is not None else None
        if seat is None or not event.path or start is None:
            return None
        at = scene.layout.pawn_at
        if event.how in WALKS:
            return Walk(seat, [at[start], *(at[s] for s in event.path)], STEP * pace)
        return Teleport(seat, at[start], at[event.path[-1]], 0.9 * pace, scene.board_view.to_screen)

    def reveal(self, event: MonsterRevealed, pace: float) -> Any:
        """A monster card turned up: shown large, with the number that matters to whoever fights it marked."""
        scene = self.scene
        card = content.monster(event.card_id)
        view = scene.view
        actor = view.to_act
        kind = self.kind_of(actor)
        if event.spell:
            face = monster_face(card, SPELL_COLUMN.get(event.spell, ""),
                                spell_text(card, event.spell) if card.kind == "monster" else "")
        else:
            mine = actor is not None and actor == scene.viewer
            sword = mine and any(p.special == "magic_sword" for p in view.pawns[actor].prizes or ())
            footer = needs_text(card, kind, sword) if kind and card.kind == "monster" else ""
            face = monster_face(card, kind.lower(), footer)
        self.pinned = face
        show = CardShow([face], f"The card in {event.where}", 1.5 * pace)
        if event.spell and actor is not None:
            start = scene.pawn_point(actor)
            end = scene.layout.pawn_at.get(event.space)
            if start is not None and end is not None:
                return Chain(Missile(start, end, event.spell, 0.6 * pace, scene.board_view.to_screen), show)
        return show

    def fought(self, card_id: str, seat: int | None) -> CardFace:
        """The card a fight is against when none was turned up for it (a monster already known), with the
        number the fighter needs."""
        card, kind = content.monster(card_id), self.kind_of(seat)
        return monster_face(card, kind.lower(), needs_text(card, kind) if kind else "")
