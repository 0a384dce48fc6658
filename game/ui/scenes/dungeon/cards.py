"""Dungeon!'s cards as the screen shows them: monster, trap, prize, spell and pawn faces (large and readable,
with the number that matters marked) and small cards on the board; the odds are the rules' (odds.py).

Card data comes as the rules' card faces (content.MonsterCard and PrizeCard, in views and
`content.gallery()`): nothing here knows more than the card face says.
"""

from __future__ import annotations

import pygame

from game.games.dungeon import content
from game.games.dungeon.content import MonsterCard, PrizeCard

from ... import draw
from ...cards import CardFace
from ...cards import draw_back as back
from ...theme import NORMAL, Palette
from .style import level_rgb

Card = MonsterCard | PrizeCard

COLUMNS = (("lightning", "Lightning Bolt"), ("fire_ball", "Fire Ball"), ("wizard", "Wizard"),
           ("superhero", "Superhero"), ("hero", "Hero"), ("elf", "Elf"))
COLUMN_LABEL = dict(COLUMNS)
SPELL_COLOUR = (96, 80, 150)
SPRITES = {"Elf": "pawns/elf", "Hero": "pawns/hero", "Superhero": "pawns/superhero", "Wizard": "pawns/wizard"}


def sprite_of(kind: str) -> str | None:
    return SPRITES.get(kind)


def reconstructed(card: Card) -> list[str]:
    """The line that marks a card this version reconstructed (its deck is missing from the rulebook's text)."""
    return ["Reconstructed card"] if card.source == "reconstructed" else []


def kind_line(card: Card, what: str, count: int) -> str:
    """'Level 4 monster', or in the gallery 'Level 4 · 3 cards'."""
    return f"Level {card.level} · {count} cards" if count > 1 else f"Level {card.level} {what}"


def monster_face(card: MonsterCard, highlight: str = "", footer: str = "", count: int = 0) -> CardFace:
    """A monster or trap card. `highlight` is a column (elf, hero, ..., lightning, fire_ball) to mark."""
    level = card.level
    if card.kind == "trap":
        lose = card.trap == "lose_turns"
        title = "Trap! Lose 1–6 Turns" if lose else "Trap! Transported"
        what = ("Roll a die: you stay that many turns in the room, then take its prize." if lose else
                "Take the room's prize, then go to a large chamber one level lower and fight what is there.")
        return CardFace(title=title, kind=kind_line(card, "trap", count), lines=[*reconstructed(card), what],
                        footer=footer, colour=level_rgb(level))
    rows = [(label, "–" if card.number(col) is None else str(card.number(col))) for col, label in COLUMNS]
    return CardFace(title=card.name, kind=kind_line(card, "monster", count), lines=reconstructed(card), rows=rows,
                    footer=footer, colour=level_rgb(level), highlight=COLUMN_LABEL.get(highlight, ""))


def prize_face(card: PrizeCard, count: int = 0) -> CardFace:
    level = card.level
    lines = reconstructed(card) + ([card.text] if card.text else [])
    if not card.value:
        worth = "no gold value"
    elif card.special == "magic_sword":
        worth = f"worth {card.value:,} more"
    else:
        worth = f"{card.value:,} gold pieces"
    return CardFace(title=card.name, kind=kind_line(card, "prize", count), lines=lines, footer=worth,
                    colour=level_rgb(level))


def spell_face(spell: content.Spell, footer: str = "", whole: bool = False) -> CardFace:
    text = spell.text if whole else spell.short
    return CardFace(title=spell.name, kind="Wizard's spell", lines=[text], footer=footer, colour=SPELL_COLOUR)


def pawn_face(kind: str) -> CardFace:
    p = content.pawn_types()[kind]
    low, high = p.levels
    spells = " · seven spells" if kind == content.WIZARD else ""
    return CardFace(title=kind, kind=f"{p.colour} pawn{spells}",
                    lines=[f"Wins with {p.need:,} gold", f"Suits levels {low} to {high}",
                           f"Secret doors on 1–{p.secret_door}"], colour=(120, 100, 70), picture=sprite_of(kind))


def face_of(card: Card, highlight: str = "", footer: str = "") -> CardFace:
    """Any card from the view: monster, trap or prize."""
    return monster_face(card, highlight, footer) if isinstance(card, MonsterCard) else prize_face(card)


def card_by_id(card_id: str) -> Card:
    """A card the seat has been shown (its id came in an event meant for it)."""
    return content.monster(card_id) if content.is_monster(card_id) else content.prize(card_id)


# --- small cards on the board ------------------------------------------------------------------------

def draw_back(surface: pygame.Surface, rect: pygame.Rect, level: int, kind: str = "monster") -> None:
    back(surface, rect, NORMAL, f"cards/{kind}_back_{level}", level_rgb(level))


def draw_mini_face(surface: pygame.Surface, rect: pygame.Rect, level: int, number: str, pal: Palette,
                   seen_only: bool = False) -> None:
    """A monster card lying face up on the board: its level's band and, large, the number that matters
    to the seat at the screen (or its initial). `seen_only`: face down, but this seat has seen it."""
    if seen_only:
        draw_back(surface, rect, level)
        inner = rect.inflate(-max(2, rect.w // 6), -max(2, rect.h // 3))
        pygame.draw.rect(surface, pal.parchment, inner, border_radius=3)
        pygame.draw.rect(surface, pal.ink, inner, 1, border_radius=3)
        box = inner
    else:
        pygame.draw.rect(surface, pal.parchment, rect, border_radius=3)
        band = pygame.Rect(rect.x, rect.y, rect.w, max(3, rect.h // 5))
        pygame.draw.rect(surface, level_rgb(level), band, border_top_left_radius=3, border_top_right_radius=3)
        pygame.draw.rect(surface, pal.ink, rect, 1, border_radius=3)
        box = pygame.Rect(rect.x, band.bottom, rect.w, rect.bottom - band.bottom)
    size = max(8, min(box.h - 2, round(box.w * (0.62 if len(number) > 1 else 0.9))))
    if size >= 8 and number:
        draw.text(surface, number, box.center, size=size, colour=(150, 30, 24), face="bold", anchor="center")
