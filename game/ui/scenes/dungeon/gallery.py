"""Dungeon!'s card gallery (from the rules screen): every card of every level face up — monsters and traps
with their six numbers, prizes with their values — and the pawns and the Wizard's spells. Cards this
version reconstructed (level 5's monsters, level 6's prizes) say so on their face and above their row."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.dungeon import content
from game.games.dungeon.levels import LEVELS

from ...cards import CardFace
from ...gallery import Gallery, Section
from ...theme import Palette
from .cards import draw_back, monster_face, pawn_face, prize_face, spell_face

if TYPE_CHECKING:
    from ...app import App


def _back(level: int, kind: str):  # noqa: ANN202 - a Section emblem
    def emblem(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, pal: Palette) -> None:
        draw_back(surface, rect, level, kind)
    return emblem


def _section(level: int, kind: str, label: str, cards: tuple[tuple[content.MonsterCard | content.PrizeCard, int], ...],
             faces: list[CardFace]) -> Section:
    total = sum(count for _, count in cards)
    note = ("These cards are this version's reconstruction: the rulebook's text lacks them."
            if any(c.source == "reconstructed" for c, _ in cards) else
            f"Backs in level {level}'s colour, {LEVELS[level].colour}.")
    return Section(f"{label}: {total} cards", note, faces, emblem=_back(level, kind))


def gallery(app: App) -> Gallery:
    tabs = []
    for level in LEVELS:
        data = content.gallery()[level]
        tabs.append((f"Level {level}", [
            _section(level, "monster", "Monsters and traps", data.monsters,
                     [monster_face(c, count=n) for c, n in data.monsters]),
            _section(level, "prize", "Prizes", data.prizes,
                     [prize_face(c, count=n) for c, n in data.prizes]),
        ]))
    spells = list(content.spells().values())
    tabs.append(("Pawns and spells", [
        Section("The pawns", "At most three of a type in play.", [pawn_face(k) for k in content.pawn_types()]),
        Section("The Wizard's spells", f"{content.spells_at_start()} of his choice at the start; the stock holds "
                                       f"{spells[0].stock} of each.", [spell_face(s, whole=True) for s in spells],
                size=(370, 268)),
    ]))
    return Gallery("Dungeon!: every card", tabs)
