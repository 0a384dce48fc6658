"""The odds of two dice, for the computer player and the screen's words alike: the chance to reach a
monster's number, and what a pawn type needs against a card, said in a line.

A dash on a card means that pawn type cannot kill the monster; a Magic Sword's +1 lets a roll of 11 or 12
do it (the 8-page rules, Magic Sword), which is the same as 2d6 + 1 reaching 12.
"""

from __future__ import annotations

from game.engine.words import percent

from . import content
from .content import MonsterCard

_AT_LEAST = {t: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= t) / 36 for t in range(-12, 20)}
SPELL_COLUMN = {"Lightning Bolt": "lightning", "Fire Ball": "fire_ball"}


def p_at_least(target: int | None, modifier: int = 0) -> float:
    """The chance that 2d6 + modifier reaches target (no target, a dash: no chance)."""
    if target is None:
        return 0.0
    return _AT_LEAST[max(-12, min(19, target - modifier))]


def chance(target: int | None, sword: bool = False) -> float:
    """The chance to kill a monster whose number is `target` (None: a dash), with a Magic Sword or not."""
    if target is None:
        return p_at_least(12, 1) if sword else 0.0
    return p_at_least(target, 1 if sword else 0)


def needs_text(card: MonsterCard, kind: str, sword: bool = False) -> str:
    """'Hero needs 10 on two dice: 17%' — what a pawn of this type must roll against this monster."""
    number = card.number(kind.lower())
    if number is None:
        return f"{kind}: only 11+ with the sword: {percent(chance(None, True))}" if sword else \
            f"A {kind} cannot kill it (a dash)"
    extra = " (sword +1)" if sword else ""
    return f"{kind} needs {number}{extra}: {percent(chance(number, sword))}"


def spell_text(card: MonsterCard, spell: str) -> str:
    number = card.number(SPELL_COLUMN.get(spell, ""))
    if number is None:
        return f"{spell} cannot harm it (a dash)"
    return f"{spell} needs {number}: {percent(chance(number))}"


def unknown_text(level: int, kind: str, sword: bool) -> str:
    """A face-down card: the range of numbers the level's monsters ask of this pawn type (public data)."""
    numbers = [c.number(kind.lower()) for c, _ in content.gallery()[level].monsters if c.kind == "monster"]
    known = sorted(n for n in numbers if n is not None)
    dashes = len(numbers) - len(known)
    if not known:
        return f"a face-down level {level} card"
    span = f"{known[0]}" if known[0] == known[-1] else f"{known[0]} to {known[-1]}"
    odds = f"{percent(chance(known[-1], sword))}–{percent(chance(known[0], sword))}"
    more = f"; {dashes} kind{'s' if dashes != 1 else ''} it cannot kill" if dashes else ""
    return f"a face-down level {level} card: a {kind} needs {span} ({odds}){more}"
