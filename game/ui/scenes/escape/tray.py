"""The column left of the board: the round, the Flaming Fireball of Doom and its next move, and every
hireling with their pack face down (a count only: nobody may look, the owner neither) and the cards
face up in front of them. Clicking a pack or a card there is a way to play it, when that is legal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.games.escape import odds
from game.games.escape.board import EscapePath
from game.games.escape.fireball import HEAD_START
from game.ui import assets, draw
from game.ui.dice import draw_die, sides_of
from game.ui.theme import Palette

from .cards import card_size, draw_face, draw_hireling, draw_pack
from .shown import Shown, card_text

Rect = pygame.Rect
TEXT = 15          # the smallest size a player must read


@dataclass(frozen=True)
class Spot:
    """Something in the column under the pointer: a hireling's box, pack or card in front, the fire box,
    or the discards."""

    what: str               # "box", "pack", "front", "fire", "discards"
    seat: int | None = None
    index: int = -1


class Tray:
    def __init__(self, rect: Rect, path: EscapePath) -> None:
        self.rect = Rect(rect)
        self.path = path
        self.spots: list[tuple[Rect, Spot]] = []

    # --- layout ------------------------------------------------------------------------------------
    def boxes(self, n: int) -> list[Rect]:
        top, bottom = self.rect.y + 148, self.rect.bottom - 76
        h = min(156, (bottom - top) // max(1, n))
        return [Rect(self.rect.x + 6, top + i * h, self.rect.w - 12, h - 6) for i in range(n)]

    def hit(self, pos: tuple[int, int]) -> Spot | None:
        for rect, spot in reversed(self.spots):
            if rect.collidepoint(pos):
                return spot
        return None

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, shown: Shown, pal: Palette, hover: Spot | None,
             clickable: set[Spot]) -> None:
        v = shown.view
        self.spots = []
        surface.fill(pal.bg, self.rect)
        pygame.draw.line(surface, pal.line, self.rect.topright, self.rect.bottomright, 2)
        draw.text(surface, f"Round {v['round']}", (self.rect.x + 12, 10), size=24, colour=pal.gold, face="title")
        self._fire(surface, shown, pal, Rect(self.rect.x + 6, 44, self.rect.w - 12, 98))
        for rect, h in zip(self.boxes(len(v["hirelings"])), v["hirelings"], strict=True):
            self._hireling(surface, rect, h, shown, pal, hover, clickable)
        self._last_roll(surface, shown, pal, Rect(self.rect.x + 6, self.rect.bottom - 74, self.rect.w - 12, 42))
        foot = Rect(self.rect.x + 6, self.rect.bottom - 30, self.rect.w - 12, 26)
        self.spots.append((foot, Spot("discards")))
        line = f"Discards {len(v['discards'])} · hoard {v['hoard']} · box {v['box']}"
        draw.text(surface, line, (foot.x + 6, foot.centery), size=TEXT, colour=pal.text_dim, anchor="midleft",
                  max_width=foot.w - 8)

    def _last_roll(self, surface: pygame.Surface, shown: Shown, pal: Palette, box: Rect) -> None:
        """The last die rolled stays on screen: who, the die, the sum and what it had to reach."""
        roll = shown.last_roll
        self.spots.append((box, Spot("roll")))
        if roll is None:
            draw.text(surface, "The dice rolled show here", (box.x + 6, box.centery), size=TEXT,
                      colour=pal.text_dim, anchor="midleft")
            return
        draw_die(surface, sides_of(roll.dice), roll.values[0], (box.x + 20, box.centery), 36, pal,
                 dark=roll.seat is None)
        draw.text(surface, f"{roll.who}, {roll.dice}", (box.x + 44, box.y + 3), size=TEXT, colour=pal.text,
                  face="bold", max_width=box.w - 46)
        sums = " + ".join(str(v) for v in roll.values)
        if roll.modifier:
            sums += f" + {roll.modifier} = {roll.total}"
        if roll.target is not None:
            sums += f" vs {roll.target}: " + ("made it" if roll.success else "failed")
        colour = pal.text_dim if roll.success is None else pal.good if roll.success else pal.bad
        draw.text(surface, sums, (box.x + 44, box.y + 22), size=TEXT, colour=colour, max_width=box.w - 46)

    def _fire(self, surface: pygame.Surface, shown: Shown, pal: Palette, box: Rect) -> None:
        self.spots.append((box, Spot("fire")))
        draw.panel(surface, box, (48, 26, 22), (200, 90, 40), radius=8)
        if assets.exists("pawns/fireball"):
            icon = assets.scaled("pawns/fireball", 46, 46)
            surface.blit(icon, (box.x + 4, box.y + 6))
        fire = shown.view["fireball"]
        if not fire["on"]:
            draw.paragraph(surface, "The Flaming Fireball of Doom is switched off: a plain race.",
                           Rect(box.x + 54, box.y + 8, box.w - 60, box.h - 12), size=TEXT, colour=pal.text)
            return
        draw.text(surface, "The Fireball of Doom", (box.x + 54, box.y + 8), size=TEXT + 1, colour=(255, 200, 120),
                  face="bold", max_width=box.w - 58)
        where = self.path.name(self.path.route[shown.fire_index])
        draw.text(surface, f"on {where}", (box.x + 54, box.y + 29), size=TEXT, colour=pal.text, max_width=box.w - 58)
        rnd = shown.view["round"]
        if rnd < HEAD_START:
            nxt = f"Creeps 1 square after this round ({rnd} of {HEAD_START})"
        elif rnd == HEAD_START:
            nxt = "Enters the lair after this round"
        else:
            nxt = "Rolls a d6 after this round and moves that far"
        draw.paragraph(surface, nxt, Rect(box.x + 8, box.y + 54, box.w - 14, 42), size=TEXT, colour=(255, 214, 160))

    def _hireling(self, surface: pygame.Surface, rect: Rect, h: dict[str, Any], shown: Shown, pal: Palette,
                  hover: Spot | None, clickable: set[Spot]) -> None:
        seat = h["seat"]
        active = shown.view.get("to_act") == seat and h["status"] == "in"
        fill = pal.panel_light if active else pal.panel
        border = pal.gold if active else pal.line
        if h["status"] == "burned":
            fill, border = (44, 26, 26), (120, 50, 40)
        elif h["status"] == "escaped":
            fill, border = (34, 52, 36), pal.good
        draw.panel(surface, rect, fill, border, radius=8, width=3 if active else 2)
        self.spots.append((rect, Spot("box", seat)))
        draw_hireling(surface, h["character"], seat, (rect.x + 17, rect.y + 17), 30, pal,
                      faded=h["status"] == "burned")
        draw.text(surface, h["name"], (rect.x + 36, rect.y + 16), size=TEXT + 1, colour=pal.text, face="bold",
                  anchor="midleft", max_width=rect.w - 110)
        draw.text(surface, self.status(h), (rect.right - 8, rect.y + 16), size=TEXT, colour=self._status_colour(h, pal),
                  anchor="midright", max_width=70)
        info = self.info_line(h, shown)
        info_h = 20 if rect.h >= 118 and info else 0
        ch = max(34, min(84, rect.h - 44 - info_h))
        cw, _ = card_size(ch)
        y = rect.y + 36
        pack = Rect(rect.x + 10, y, cw, ch)
        spot = Spot("pack", seat)
        self._mark(surface, pack, spot, hover, clickable, pal)
        draw_pack(surface, pack, h["pack"], pal)
        self.spots.append((pack.inflate(6, 10), spot))
        fronts = h["front"]
        left = pack.right + 14
        room = rect.right - 8 - left
        step = cw + 4 if len(fronts) * (cw + 4) <= room else max(12, (room - cw) // max(1, len(fronts) - 1))
        for i, face in enumerate(fronts):
            r = Rect(left + i * step, y, cw, ch)
            spot = Spot("front", seat, i)
            self._mark(surface, r, spot, hover, clickable, pal)
            draw_face(surface, r, face, pal, dim=face.get("spent", False))
            self.spots.append((r, spot))
        if not fronts and rect.h >= 80:
            draw.text(surface, "no card in front", (left + 4, y + ch // 2), size=TEXT, colour=pal.text_dim,
                      anchor="midleft", max_width=room)
        if info_h:
            draw.text(surface, info, (rect.x + 10, rect.bottom - 12), size=TEXT,
                      colour=self._info_colour(h, shown, pal), anchor="midleft", max_width=rect.w - 16)

    @staticmethod
    def _mark(surface: pygame.Surface, rect: Rect, spot: Spot, hover: Spot | None, clickable: set[Spot],
              pal: Palette) -> None:
        """A pack or card that a click would play glows gold (brighter under the pointer)."""
        if spot in clickable:
            pygame.draw.rect(surface, pal.gold if spot == hover else (150, 116, 50), rect.inflate(10, 10), 3,
                             border_radius=8)

    # --- words ---------------------------------------------------------------------------------------
    def status(self, h: dict[str, Any]) -> str:
        if h["status"] == "escaped":
            return "OUT!"
        if h["status"] == "burned":
            return "burned"
        return f"{self.path.steps_to_exit(h['square'])} to go"

    @staticmethod
    def _status_colour(h: dict[str, Any], pal: Palette) -> tuple[int, int, int]:
        return {"escaped": pal.good, "burned": pal.bad}.get(h["status"], pal.text_dim)

    def gap(self, h: dict[str, Any], shown: Shown) -> int | None:
        if not shown.fire_on or h["status"] != "in":
            return None
        return odds.fire_gap(self.path, shown.fire_index, h["square"])

    def info_line(self, h: dict[str, Any], shown: Shown) -> str:
        if h["status"] != "in":
            return ""
        if h["held"] == "goblin_pit":
            return "dancing in the Goblin Polka Pit"
        if h["skip_turns"]:
            return f"stuck: loses {h['skip_turns']} turn" + ("s" if h["skip_turns"] > 1 else "")
        gap = self.gap(h, shown)
        if gap is None:
            return self.path.name(h["square"])
        p = odds.fire_reach(self.path, shown.fire_index, shown.view["round"]).get(h["square"], 0.0)
        words = f"fire {gap} behind"
        return words + (f" · {odds.percent(p)} this round" if p else "")

    def _info_colour(self, h: dict[str, Any], shown: Shown, pal: Palette) -> tuple[int, int, int]:
        gap = self.gap(h, shown)
        if gap is not None and gap <= 6:
            return (255, 150, 90) if gap > 3 else pal.bad
        return pal.text_dim

    def tip(self, spot: Spot, shown: Shown) -> str:
        v = shown.view
        if spot.what == "fire":
            return ("The Flaming Fireball of Doom follows its own route (the fireball symbols on the board), never "
                    "stopped by monsters. For four rounds it moves one square; then it rolls a d6 after every round. "
                    "Squares it may reach after this round are ringed in orange with the chance.")
        if spot.what == "roll":
            roll = shown.last_roll
            return roll.text() if roll is not None else "The dice rolled will show here."
        if spot.what == "discards":
            faces = v["discards"]
            recent = ", ".join(card_text(f) for f in faces[-4:]) or "none yet"
            return (f"Discarded, face up: {len(faces)} (latest: {recent}). The dragon's hoard: {v['hoard']} face down. "
                    f"Never dealt: {v['box']}. {odds.next_card_text(v)}")
        if spot.seat is None:
            return ""
        h = v["hirelings"][spot.seat]
        if spot.what == "pack":
            return (f"{h['name']}'s pack: {h['pack']} card{'s' if h['pack'] != 1 else ''} face down. Nobody may look "
                    f"at them, the owner neither. {odds.next_card_text(v)}")
        if spot.what == "front" and 0 <= spot.index < len(h["front"]):
            face = h["front"][spot.index]
            what = ("adds to every move roll this turn, then is discarded" if face["kind"] == "move" else
                    "stays in front until a d8 roll at a monster or room, adds to it, then is discarded")
            used = " Already put to a roll this turn: it goes at the end of the turn." if face.get("spent") else ""
            return f"{face['name']}: {face['label']}. It {what}.{used}"
        where = self.path.name(h["square"])
        words = f"{h['name']} ({h['character']}) on {where}. Pack: {h['pack']} face down."
        if h["front"]:
            words += " In front: " + ", ".join(card_text(f) for f in h["front"]) + "."
        if h["status"] == "in":
            words += f" {self.path.steps_to_exit(h['square'])} squares from the exit."
            gap = self.gap(h, shown)
            if gap is not None:
                words += f" The fire is {gap} square{'s' if gap != 1 else ''} behind."
        else:
            words += " Out of the dungeon!" if h["status"] == "escaped" else " Burned to a crisp."
        return words
