"""Dungeon!'s cards as the screen shows them: monster, trap, prize, spell and pawn faces (the number that
matters marked, with the rules' odds), the card fought, their backs, and the gallery on the rules screen.
Nothing here knows more than the rules' card faces (content.MonsterCard and PrizeCard) say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.games.dungeon import content, words
from game.games.dungeon import events as E
from game.games.dungeon.content import MonsterCard, PrizeCard
from game.games.dungeon.levels import LEVELS
from game.games.dungeon.odds import SPELL_COLUMN, needs_text, spell_text
from game.games.dungeon.view import DungeonView

from ...cards import CardFace
from ...cards import draw_back as back
from ...gallery import Gallery, Section
from ...theme import NORMAL
from .style import level_rgb

if TYPE_CHECKING:
    from ...app import App

Card = MonsterCard | PrizeCard
COLUMNS = (("lightning", "Lightning Bolt"), ("fire_ball", "Fire Ball"), ("wizard", "Wizard"),
           ("superhero", "Superhero"), ("hero", "Hero"), ("elf", "Elf"))
SPELL_COLOUR = (96, 80, 150)
SPRITES = {"Elf": "pawns/elf", "Hero": "pawns/hero", "Superhero": "pawns/superhero", "Wizard": "pawns/wizard"}


def reconstructed(card: Card) -> list[str]:
    """The line that marks a card this version reconstructed (its deck is missing from the rulebook's text)."""
    return ["Reconstructed card"] if card.source == "reconstructed" else []


def kind_line(card: Card, what: str, count: int) -> str:
    """'Level 4 monster', or in the gallery 'Level 4 · 3 cards'."""
    return f"Level {card.level} · {count} cards" if count > 1 else f"Level {card.level} {what}"


def number_on(card: MonsterCard, column: str) -> str:
    """What a card says in a column: a trap's "!", the number to roll ("–": none will), or (no column) its initial."""
    if card.kind == "trap":
        return "!"
    if column:
        n = card.number(column)
        return "–" if n is None else str(n)
    return card.name[:1]


def monster_face(card: MonsterCard, highlight: str = "", footer: str = "", count: int = 0) -> CardFace:
    """A monster or trap card. `highlight` is a column (elf, hero, ..., lightning, fire_ball) to mark."""
    if card.kind == "trap":
        lose = card.trap == "lose_turns"
        title = "Trap! Lose 1–6 Turns" if lose else "Trap! Transported"
        what = ("Roll a die: you stay that many turns in the room, then take its prize." if lose else
                "Take the room's prize, then go to a large chamber one level lower and fight what is there.")
        return CardFace(title=title, kind=kind_line(card, "trap", count), lines=[*reconstructed(card), what],
                        footer=footer, colour=level_rgb(card.level))
    rows = [(label, number_on(card, col)) for col, label in COLUMNS]
    return CardFace(title=card.name, kind=kind_line(card, "monster", count), lines=reconstructed(card), rows=rows,
                    footer=footer, colour=level_rgb(card.level), highlight=dict(COLUMNS).get(highlight, ""))


def prize_face(card: PrizeCard, count: int = 0) -> CardFace:
    worth = ("no gold value" if not card.value else f"worth {card.value:,} more" if card.special == "magic_sword"
             else f"{card.value:,} gold pieces")
    return CardFace(title=card.name, kind=kind_line(card, "prize", count),
                    lines=reconstructed(card) + ([card.text] if card.text else []), footer=worth,
                    colour=level_rgb(card.level))


def spell_face(spell: content.Spell, footer: str = "", whole: bool = False) -> CardFace:
    return CardFace(title=spell.name, kind="Wizard's spell", lines=[spell.text if whole else spell.short],
                    footer=footer, colour=SPELL_COLOUR)


def pawn_face(kind: str) -> CardFace:
    p = content.pawn_types()[kind]
    low, high = p.levels
    spells = " · seven spells" if kind == content.WIZARD else ""
    return CardFace(title=kind, kind=f"{p.colour} pawn{spells}",
                    lines=[f"Wins with {p.need:,} gold", f"Suits levels {low} to {high}",
                           f"Secret doors on 1–{p.secret_door}"], colour=(120, 100, 70), picture=SPRITES.get(kind))


def shown_face(card_id: str) -> CardFace:
    """A card the seat has been shown (its id came in an event meant for it): monster, trap or prize."""
    return monster_face(content.monster(card_id)) if content.is_monster(card_id) else prize_face(content.prize(card_id))


def fought(card_id: str, view: DungeonView, seat: int | None, spell: str | None = None, sword: bool = False
           ) -> CardFace:
    """The monster fought, its fighter's number marked with what they need (a spell: its column and odds)."""
    card, kind = content.monster(card_id), "" if seat is None else view.pawns[seat].kind
    monster = card.kind == "monster"
    if spell:
        return monster_face(card, SPELL_COLUMN.get(spell, ""), spell_text(card, spell) if monster else "")
    return monster_face(card, kind.lower(), needs_text(card, kind, sword) if kind and monster else "")


def revealed(event: E.MonsterRevealed, view: DungeonView, watcher: int | None) -> CardFace:
    """A monster turned up, as its fighter meets it (its Magic Sword counted when its person watches)."""
    actor = view.to_act
    sword = actor is not None and actor == watcher and words.has_sword(view.pawns[actor])
    return fought(event.card_id, view, actor, event.spell, sword)


def draw_back(surface: pygame.Surface, rect: pygame.Rect, level: int, kind: str = "monster") -> None:
    back(surface, rect, NORMAL, f"cards/{kind}_back_{level}", level_rgb(level))


# --- the gallery on the rules screen -------------------------------------------------------------------------
def level_section(level: int, kind: str, label: str, cards: tuple[tuple[Card, int], ...],
                  face: Callable[..., CardFace]) -> Section:
    """A level's monsters or prizes, each kind once with its count, beside their back."""
    note = ("These cards are this version's reconstruction: the rulebook's text lacks them."
            if any(c.source == "reconstructed" for c, _ in cards) else
            f"Backs in level {level}'s colour, {LEVELS[level].colour}.")
    return Section(f"{label}: {sum(n for _, n in cards)} cards", note, [face(c, count=n) for c, n in cards],
                   emblem=lambda surface, rect, _face, _pal: draw_back(surface, rect, level, kind))


def gallery(app: App) -> Gallery:
    """Every card of every level face up, then the pawns and the Wizard's spells."""
    tabs = [(f"Level {level}", [level_section(level, "monster", "Monsters and traps", data.monsters, monster_face),
                                level_section(level, "prize", "Prizes", data.prizes, prize_face)])
            for level, data in content.gallery().items()]
    spells = list(content.spells().values())
    tabs.append(("Pawns and spells", [
        Section("The pawns", "At most three of a type in play.", [pawn_face(k) for k in content.pawn_types()]),
        Section("The Wizard's spells", f"{content.spells_at_start()} of his choice at the start; the stock holds "
                                       f"{spells[0].stock} of each.", [spell_face(s, whole=True) for s in spells],
                size=(370, 268)),
    ]))
    return Gallery("Dungeon!: every card", tabs)
