"""The chances, beside the rules: to beat a monster with given equipment, and to win a fight between two
pawns. The computer player and the screen's hover text both read them here.

    monster_chance("ogre", ["sword"])             # 5 to beat, +2: a roll of 3 or more -> 0.667
    duel(fighter(ann), fighter(bob)).first_wins   # the whole fight, to the last hit point
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from . import equipment
from .content import card

SIDES = 6


def roll_at_least(roll: int) -> float:
    """A d6 showing `roll` or more."""
    return min(1.0, max(0.0, (SIDES + 1 - roll) / SIDES))


def mail_save() -> float:
    """The chance that Chain Mail stops a damage (its card's roll or more)."""
    return roll_at_least(equipment.save_roll("mail"))


def shield_hold() -> float:
    """The chance that a Wooden Shield holds after it has stopped a damage (its card's roll or more)."""
    return roll_at_least(equipment.save_roll("shield"))


def shield_stops() -> float:
    """The damage a Wooden Shield stops, on average, before it breaks."""
    return 1 / (1 - shield_hold()) if shield_hold() < 1 else 99.0


def roll_chance(target: int, bonus: int = 0) -> float:
    """A d6 plus `bonus` reaching `target`."""
    return min(1.0, max(0.0, (SIDES + 1 - (target - bonus)) / SIDES))


def beat_chance(target: int, bonus: int = 0, reroll: bool = False, times: int = 1) -> float:
    """Beating a number `times` rolls in a row, with one roll again after a miss if `reroll`."""
    p = roll_chance(target, bonus)
    if times == 1:
        return 1 - (1 - p) ** 2 if reroll else p
    # two in a row: win-win, or one miss (first or second roll) saved by the one roll again
    return p * p + (2 * p * p * (1 - p) if reroll else 0.0)


def monster_chance(cid: str, items: Sequence[str]) -> float:
    """The chance that a pawn carrying `items` beats the monster on card `cid`."""
    c = card(cid)
    if c.special == "ghost":
        return beat_chance(c.target, times=1)
    return beat_chance(c.target, equipment.weapon_bonus(items), equipment.has(items, "reroll"),
                       2 if c.special == "twice" else 1)


def damage_survival(items: Sequence[str]) -> float:
    """The chance that one damage actually costs a hit point (Chain Mail may stop it; a shield always does,
    once)."""
    if equipment.has(items, "shield"):
        return 0.0
    return 1 - mail_save() if equipment.has(items, "mail") else 1.0


@dataclass(frozen=True, kw_only=True)
class Fighter:
    """What matters in a fight between pawns."""

    hp: int
    bonus: int = 0
    reroll: bool = False
    shields: int = 0
    mail: bool = False
    draughts: int = 0


def fighter(hp: int, items: Sequence[str]) -> Fighter:
    return Fighter(hp=hp, bonus=equipment.weapon_bonus(items), reroll=equipment.has(items, "reroll"),
                   shields=equipment.count(items, "shield"), mail=equipment.has(items, "mail"),
                   draughts=equipment.count(items, "draught"))


@dataclass(frozen=True, kw_only=True)
class DuelOdds:
    first_wins: float
    second_wins: float
    both_fall: float


def duel(a: Fighter, b: Fighter) -> DuelOdds:
    """The whole fight: rounds until one (or both) is down."""
    wa, wb, both = _duel(a.hp, a.shields, a.draughts, a.reroll, b.hp, b.shields, b.draughts, b.reroll,
                         a.bonus, b.bonus, a.mail, b.mail)
    return DuelOdds(first_wins=wa, second_wins=wb, both_fall=both)


@functools.cache
def _round(bonus_a: int, bonus_b: int, reroll_a: bool, reroll_b: bool) -> dict[tuple[bool, bool, bool, bool], float]:
    """One round: (a hit, b hit, a's reroll left, b's reroll left) -> chance. The lower rolls again with
    a Rabbit's Foot (a first, then b), as meetings.py does."""
    out: dict[tuple[bool, bool, bool, bool], float] = {}
    faces = range(1, SIDES + 1)
    for va in faces:
        for vb in faces:
            for (fa, fb, ra, rb), p in _rerolls(va, vb, bonus_a, bonus_b, reroll_a, reroll_b):
                key = (fa + bonus_a <= fb + bonus_b, fb + bonus_b <= fa + bonus_a, ra, rb)
                out[key] = out.get(key, 0.0) + p / SIDES ** 2
    return out


def _rerolls(va: int, vb: int, ba: int, bb: int, ra: bool, rb: bool) -> list[tuple[tuple[int, int, bool, bool], float]]:
    firsts = [((va, vb, ra), 1.0)]
    if va + ba < vb + bb and ra:
        firsts = [((v, vb, False), 1 / SIDES) for v in range(1, SIDES + 1)]
    out = []
    for (a, b, ra2), p in firsts:
        if b + bb < a + ba and rb:
            out += [((a, v, ra2, False), p / SIDES) for v in range(1, SIDES + 1)]
        else:
            out.append(((a, b, ra2, rb), p))
    return out


def _hit(hp: int, shields: int, draughts: int, mail: bool) -> list[tuple[tuple[int, int, int], float]]:
    """One damage to a fighter: the states it may leave them in, with their chances."""
    through = 1 - mail_save() if mail else 1.0
    out = [((hp, shields, draughts), 1 - through)] if mail else []
    if shields:   # the shield stops it, and holds or breaks
        hold = shield_hold()
        out.append(((hp, shields - 1, draughts), through * (1 - hold)))
        if hold:
            out.append(((hp, shields, draughts), through * hold))
    elif hp == 1 and draughts:
        out.append(((1, shields, draughts - 1), through))
    else:
        out.append(((hp - 1, shields, draughts), through))
    return out


@functools.cache
def _duel(ha: int, sa: int, da: int, ra: bool, hb: int, sb: int, db: int, rb: bool,
          ba: int, bb: int, ma: bool, mb: bool) -> tuple[float, float, float]:
    if ha <= 0 or hb <= 0:
        return (float(hb <= 0 < ha), float(ha <= 0 < hb), float(ha <= 0 and hb <= 0))
    here = (ha, sa, da, ra, hb, sb, db, rb)
    stay = 0.0
    total = [0.0, 0.0, 0.0]
    for (hit_a, hit_b, ra2, rb2), p in _round(ba, bb, ra, rb).items():
        after_a = _hit(ha, sa, da, ma) if hit_a else [((ha, sa, da), 1.0)]
        after_b = _hit(hb, sb, db, mb) if hit_b else [((hb, sb, db), 1.0)]
        for (ha2, sa2, da2), pa in after_a:
            for (hb2, sb2, db2), pb in after_b:
                q = p * pa * pb
                if (ha2, sa2, da2, ra2, hb2, sb2, db2, rb2) == here:
                    stay += q
                    continue
                result = _duel(ha2, sa2, da2, ra2, hb2, sb2, db2, rb2, ba, bb, ma, mb)
                for k in range(3):
                    total[k] += q * result[k]
    left = 1 - stay
    return (total[0] / left, total[1] / left, total[2] / left)
