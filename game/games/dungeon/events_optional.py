"""What happens under Dungeon!'s optional and advanced rules, in words: prizes kept safe, special swords,
wandering monsters, ambushes and fights between players, re-entry, and the Wizard's spell count."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import Event
from game.engine.words import article, plural, possessive


@dataclass(frozen=True, kw_only=True)
class PrizesKept(Event):
    who: str
    card: str
    back: bool = False
    kept: int = 0          # prizes left on the Main Staircase now

    def text(self) -> str:
        if self.back:
            return f"{self.who} takes the {self.card} back from safe keeping"
        return f"{self.who} leaves the {self.card} on the Main Staircase for safe keeping ({self.kept} kept)"

    def public(self) -> str:
        if self.back:
            return f"{self.who} takes a prize back from safe keeping"
        return f"{self.who} leaves a prize on the Main Staircase for safe keeping ({self.kept} kept)"


@dataclass(frozen=True, kw_only=True)
class SwordEnchanted(Event):
    """Special Magic Swords: the roll for a sword found on a deep level, told to its finder only."""

    who: str
    level: int
    bonus: int
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        if self.bonus == 2:
            return f"{possessive(self.who)} Magic Sword of level {self.level} is more potent: it adds 2"
        return f"{possessive(self.who)} Magic Sword of level {self.level} is a plain one: it adds 1"


@dataclass(frozen=True, kw_only=True)
class SpellsAllowed(Event):
    """Increased Wizard Spells: 6 plus a die."""

    who: str
    roll: int
    spells: int
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        return f"{self.who} rolls {self.roll}: 6 + {self.roll} = {self.spells} spells may be held"


@dataclass(frozen=True, kw_only=True)
class WanderingMonster(Event):
    """The Wandering Monster Table after the last player's turn: where, which monster, whom it attacks."""

    roll: int
    section: str = ""        # "level 3 upper"; "" when none appears
    monster: str = ""
    victim: str = ""
    where: str = ""
    why: str = ""            # why nothing happens
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        head = f"Wandering Monster Table {self.roll}"
        if not self.section:
            return f"{head}: none appears"
        if not self.monster:
            return f"{head}: {self.section}, but {self.why}"
        if not self.victim:
            return f"{head}: {article(self.monster)} wanders on {self.section}; {self.why}"
        return f"{head}: {article(self.monster)} wanders on {self.section} and attacks {self.victim} in {self.where}!"


@dataclass(frozen=True, kw_only=True)
class MonsterSettles(Event):
    """Where a wandering monster goes after its fight (and the prizes dropped to it)."""

    monster: str
    where: str
    space: int
    prizes: int = 0
    killed: bool = False

    def text(self) -> str:
        if self.killed:
            return f"The wandering {self.monster} is killed"
        if self.prizes:
            return f"The {self.monster} carries {plural(self.prizes, 'prize')} off to {self.where}"
        return f"The {self.monster} wanders off to {self.where}"


@dataclass(frozen=True, kw_only=True)
class AmbushDeclared(Event):
    who: str
    target: str
    where: str

    def text(self) -> str:
        return f"{self.who} declares an ambush on {self.target} in {self.where}!"


@dataclass(frozen=True, kw_only=True)
class PlayerStrike(Event):
    """One pawn's roll on the Player Combat Table (or the Spell Combat Table) against another."""

    who: str
    target: str
    total: int
    need: int
    hit: bool
    sword: int = 0
    spell: str = ""
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        score = f"{self.total - self.sword} + {self.sword} for the Magic Sword = {self.total}" if self.sword \
            else str(self.total)
        with_what = f"throws {article(self.spell)} at" if self.spell else "strikes at"
        verdict = f"{self.target} is hit!" if self.hit else "a miss"
        return f"{self.who} {with_what} {self.target}: {score} against {self.need}, {verdict}"


@dataclass(frozen=True, kw_only=True)
class MeleeHeld(Event):
    """At the turn of a pawn held in a melee, its opponent keeps it in the fight or lets it go."""

    who: str
    other: str
    kept: bool

    def text(self) -> str:
        if self.kept:
            return f"{self.who} keeps {self.other} in the melee: the fight goes on"
        return f"{self.who} lets {self.other} go"


@dataclass(frozen=True, kw_only=True)
class Reentered(Event):
    who: str
    pawn: str
    stayed_out: bool = False

    def text(self) -> str:
        if self.stayed_out:
            return f"{self.who} stays out of the game"
        return f"{self.who} re-enters the dungeon as {article(self.pawn)}, on the Main Staircase"
