"""What the Dungeon! table marks on its board for the seat at the screen: the places a click may take (lit
in the colour of what the click does), the doors it may open, the path to the place under the pointer and
its cost, the words for that place (its cards as this seat knows them, the odds), and the line above the
board that says what to do now.

A mixin of DungeonScene: it reads the scene's board view, layout, map, legal targets and shown view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.dungeon.actions import MoveTo, Retreat

from ... import draw
from ...theme import SMALL
from . import drawing, targets

if TYPE_CHECKING:
    from .scene import DungeonScene

    Base = DungeonScene
else:
    Base = object

DOOR_REACH = 9.0      # map pixels round a door's middle that mean the door


class BoardMarks(Base):
    def draw_targets(self, surface: pygame.Surface, hover: int | None) -> None:
        """Light every place a click may take: spaces to move to, monsters to attack, doors to open."""
        bv = self.board_view
        for space, actions in self.targets.items():
            kinds = {type(a).__name__ for a in actions}
            if kinds <= {"UseCrystalBall"}:
                continue
            colour = drawing.MOVE
            if kinds & {"OpenDoor", "Fight", "CastSpell", "UseESP"} or any(getattr(a, "fight", False) for a in actions):
                colour = drawing.ATTACK
            elif kinds & {"Transfer", "ChooseChamber"}:
                colour = drawing.MAGIC
            if self.m.kind[space] == "corridor":
                drawing.light_space(surface, bv, self.board.spaces[space], colour)
            else:
                drawing.outline(surface, bv, self.board, space, colour, 3 if space != hover else 5)
        if hover is not None:
            self.draw_route(surface, hover)

    def draw_doors(self, surface: pygame.Surface) -> None:
        """The doors a click may open, ringed (over the pawns, which often stand right beside them)."""
        bv = self.board_view
        ring = max(5, round(DOOR_REACH * bv.zoom))
        for link in self.door_links:
            drawing.draw_door_mark(surface, bv.to_screen(*self.layout.door_at[link]), ring, drawing.ATTACK)

    def draw_route(self, surface: pygame.Surface, hover: int) -> None:
        """The path to the hovered place and what it costs (a move, a retreat)."""
        seat = self.session.to_act
        start = self.shown_at.get(seat) if seat is not None else None
        for a in self.targets.get(hover, []):
            if isinstance(a, (MoveTo, Retreat)) and start is not None:
                points = [self.layout.pawn_at[s] for s in (start, *a.path)]
                if isinstance(a, MoveTo):
                    label = f"{a.cost} move{'s' if a.cost != 1 else ''}" + (" · fight!" if a.fight else "")
                    colour = drawing.ATTACK if a.fight else drawing.MOVE
                else:
                    label, colour = ("fight!", drawing.ATTACK) if a.fight else ("retreat", drawing.MOVE)
                drawing.draw_path(surface, self.board_view, points, label, colour, self.app.palette)
                return

    def draw_hover(self, surface: pygame.Surface, space: int) -> None:
        """The name of the place under the pointer, its cards as far as this seat knows, and what a click does."""
        view = self.table_view
        lines: list[tuple[str, str]] = [(self.m.name(space)[:1].upper() + self.m.name(space)[1:], "bold")]
        kind = self.m.kind[space]
        if kind in ("room", "chamber"):
            lines.append((f"{'Room' if kind == 'room' else 'Large chamber'} of level {self.m.level_label(space)}",
                          "italic"))
        lines += [(line, "body") for line in self.card_lines(view["lairs"].get(space) or [])]
        names = [p["name"] for p in view["pawns"] if self.shown_at.get(p["seat"]) == space and p["alive"]]
        if names:
            lines.append(("Here: " + ", ".join(names), "body"))
        for a in self.targets.get(space, []):
            lines.append(("Click: " + targets.action_words(a, view, self.m), "bold"))
        if len(self.targets.get(space, [])) > 1:
            lines.append(("(a click offers these choices)", "italic"))
        drawing.draw_tip(surface, lines, self.board_view.mouse, self.board_rect, self.app.palette)

    def card_lines(self, stack: list[dict[str, Any]]) -> list[str]:
        """The cards in a room or chamber as this seat knows them: the top one (with the odds where it is
        known), then how many more; the prizes each guards."""
        me = targets.me(self.table_view)
        out = []
        unknown = 0
        for i, g in enumerate(stack):
            card = g["card"]
            prizes = len(g["prizes"])
            guarding = f", guarding {prizes} prize{'s' if prizes != 1 else ''}" if prizes else ""
            if card is None and i > 0 and not guarding:
                unknown += 1
                continue
            what = card["name"] if card else f"a face-down level {g['level']} monster card"
            if card and card["kind"] == "monster" and me and me["kind"]:
                what += f" ({targets.needs_text(card, me['kind'], targets.has_sword(me))})"
            elif card and not g["face_up"]:
                what += " (you have seen it)"
            out.append(("Top: " if i == 0 and len(stack) > 1 else "") + what + guarding)
        if unknown:
            out.append(f"under it, {unknown} more face-down card{'s' if unknown != 1 else ''}")
        return out

    def draw_hint(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        seat = self.shown_turn()
        if self.session.outcome is not None:
            text = self.session.outcome.reason
        elif self.my_turn():
            text = targets.hint(self.table_view, self.legal_now, True)
        elif seat is not None and self.session.is_computer(seat):
            text = f"{self.session.state.name(seat)} (computer) is playing"
        else:
            text = ""
        if not text:
            return
        img_w = draw.assets.font("bold", SMALL + 1).size(text)[0]
        box = pygame.Rect(12, 10, min(self.board_rect.w - 90, img_w + 36), 36)
        draw.panel(surface, box, pal.panel, pal.gold if self.my_turn() else pal.line, shadow=True)
        if seat is not None:
            draw.marker(surface, seat, (box.x + 16, box.centery), 7, pal)
        draw.text(surface, text, (box.x + 30, box.centery), size=SMALL + 1, colour=pal.text, face="bold",
                  anchor="midleft", max_width=box.w - 40)
