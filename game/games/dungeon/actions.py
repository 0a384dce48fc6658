"""Every decision a player makes in Dungeon!, as small frozen dataclasses.

str(action) is the button text. Actions that are places on the board carry the space id (and a move its
whole path, for the screen's hover preview), so the screen can also take them by a click; names ride
along only so that the text reads well.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Action

from .content import spell_name, spells


def _article(word: str) -> str:
    return f"{'an' if word[:1] in 'AEIOU' else 'a'} {word}"


@dataclass(frozen=True)
class ChoosePawn(Action):
    pawn: str

    def __str__(self) -> str:
        return f"Play as {_article(self.pawn)}"


@dataclass(frozen=True)
class TakeSpell(Action):
    """Take one spell card from the general stock (at the start, or resting on the Main Staircase)."""

    spell: str

    def __str__(self) -> str:
        return f"Take {_article(spell_name(self.spell))} spell"


@dataclass(frozen=True)
class TakeMix(Action):
    """Take the spells still owed at the start in one go, as one of the usual mixes (data/spells.json)."""

    mix: str
    spells: tuple[str, ...]     # one entry per card taken
    name: str = ""

    def __str__(self) -> str:
        counts = sorted({s: self.spells.count(s) for s in dict.fromkeys(self.spells)}.items(), key=lambda c: -c[1])
        return f"{self.name or self.mix}: " + ", ".join(f"{k} {spells()[s].word}" for s, k in counts)


@dataclass(frozen=True)
class MoveTo(Action):
    """Move to a space within the movement points left, along `path` (the spaces entered, in order)."""

    space: int
    path: tuple[int, ...]
    cost: int
    name: str = ""
    fight: bool = False     # the destination is a large chamber with monsters: entering means a fight

    def __str__(self) -> str:
        where = f"Move to {self.name}" if self.name else "Move"
        cost = f"{self.cost} space{'s' if self.cost != 1 else ''}"
        return f"{where} ({cost}){' and fight' if self.fight else ''}"


@dataclass(frozen=True)
class OpenDoor(Action):
    """Open the door of a room with a monster in it, and fight what is behind it."""

    room: int
    name: str = ""
    monster: str = ""       # the monster's name where the seat knows it

    def __str__(self) -> str:
        behind = f" and fight the {self.monster}" if self.monster else " and fight"
        return f"Open the door to {self.name}{behind}"


@dataclass(frozen=True)
class TrySecretDoor(Action):
    """Roll to find a secret door (1-2, an Elf 1-4) into the room or chamber `space`; a failure ends the turn."""

    link: int
    space: int
    name: str = ""
    chance: str = ""

    def __str__(self) -> str:
        return f"Search for the secret door to {self.name}" + (f" ({self.chance})" if self.chance else "")


@dataclass(frozen=True)
class Fight(Action):
    """Fight the top monster of the space the pawn stands in."""

    space: int
    name: str = ""
    monster: str = ""

    def __str__(self) -> str:
        what = f"the {self.monster}" if self.monster else "the monster"
        return f"Fight {what} in {self.name}" if self.name else f"Fight {what}"


@dataclass(frozen=True)
class CastSpell(Action):
    """A Wizard throws Lightning Bolt or Fire Ball at the monster in a space next to him."""

    spell: str
    space: int
    name: str = ""

    def __str__(self) -> str:
        return f"Throw {_article(spell_name(self.spell))} into {self.name}"


@dataclass(frozen=True)
class Transfer(Action):
    """A Wizard's Transference spell, from one large chamber to another."""

    space: int
    name: str = ""

    def __str__(self) -> str:
        return f"Transference to {self.name}"


@dataclass(frozen=True)
class UseESP(Action):
    space: int
    name: str = ""

    def __str__(self) -> str:
        return f"Look at the monster in {self.name} with the ESP Medallion"


@dataclass(frozen=True)
class UseCrystalBall(Action):
    space: int
    name: str = ""

    def __str__(self) -> str:
        return f"Look into {self.name} with the Crystal Ball"


@dataclass(frozen=True)
class EndTurn(Action):
    note: str = ""          # what ending the turn here brings with it ("fight the Troll")

    def __str__(self) -> str:
        return "End the turn" + (f": {self.note}" if self.note else "")


@dataclass(frozen=True)
class DropPrize(Action):
    card: str
    name: str = ""

    def __str__(self) -> str:
        return f"Drop the {self.name}" if self.name else "Drop a prize"


@dataclass(frozen=True)
class Retreat(Action):
    """Retreat along `path` (the spaces after the pawn's own); may end in a new fight."""

    space: int
    path: tuple[int, ...]
    name: str = ""
    fight: str = ""         # the place whose monster this retreat runs into, if any
    into: int = -1          # that place's space id

    def __str__(self) -> str:
        if self.fight and self.path and self.space == self.into:
            return f"Retreat into {self.fight} and fight there"
        where = f"Retreat to {self.name}" if self.path else "Hold your ground"
        return where + (f" and fight the monster in {self.fight}" if self.fight else "")


@dataclass(frozen=True)
class ChooseChamber(Action):
    """Where a trap transports the pawn: a large chamber one level lower."""

    space: int
    name: str = ""

    def __str__(self) -> str:
        return f"Be transported to {self.name}"


@dataclass(frozen=True)
class StepIn(Action):
    """Step into the place of a monster just killed from the next space (or, after a spell ambush, into the
    victim's space, taking the prizes it dropped)."""

    space: int
    name: str = ""
    loot: bool = False

    def __str__(self) -> str:
        return f"Step into {self.name}" + (" and take the dropped prizes" if self.loot else "")


@dataclass(frozen=True)
class Stay(Action):
    def __str__(self) -> str:
        return "Stay where you are"


@dataclass(frozen=True)
class StayOut(Action):
    """Re-entry: a killed player may also stay out of the game."""

    def __str__(self) -> str:
        return "Stay out of the game"


@dataclass(frozen=True)
class KeepSafe(Action):
    """Returning Prizes for Safe Keeping: leave a prize on the Main Staircase."""

    card: str
    name: str = ""

    def __str__(self) -> str:
        return f"Leave the {self.name} for safe keeping"


@dataclass(frozen=True)
class TakeBack(Action):
    """Take a prize left for safe keeping back into the pawn's hands."""

    card: str
    name: str = ""

    def __str__(self) -> str:
        return f"Take the {self.name} back"


@dataclass(frozen=True)
class AmbushMove(Action):
    """Move onto another pawn's space and ambush it there."""

    target: int
    space: int
    path: tuple[int, ...]
    cost: int
    name: str = ""       # the target, "Bob (Hero)"
    where: str = ""

    def __str__(self) -> str:
        return f"Ambush {self.name} in {self.where} ({self.cost} space{'s' if self.cost != 1 else ''})"


@dataclass(frozen=True)
class DeclareAmbush(Action):
    """A pawn moves onto or through this seat's space: ambush it."""

    target: int
    name: str = ""

    def __str__(self) -> str:
        return f"Ambush {self.name}"


@dataclass(frozen=True)
class LetPass(Action):
    target: int
    name: str = ""

    def __str__(self) -> str:
        return f"Let {self.name} pass"


@dataclass(frozen=True)
class FightBack(Action):
    """Ambushed by several pawns, fight this one (the others still attack)."""

    target: int
    name: str = ""

    def __str__(self) -> str:
        return f"Fight back against {self.name}"


@dataclass(frozen=True)
class FaceAmbush(Action):
    def __str__(self) -> str:
        return "Face the ambush"


@dataclass(frozen=True)
class KeepFighting(Action):
    """Maintain the ambush: the melee goes on this turn."""

    target: int
    name: str = ""

    def __str__(self) -> str:
        return f"Keep {self.name} in the fight"


@dataclass(frozen=True)
class LetGo(Action):
    target: int
    name: str = ""

    def __str__(self) -> str:
        return f"Let {self.name} go"


@dataclass(frozen=True)
class SpellAmbush(Action):
    """A Wizard throws an attack spell at another pawn in a space next to him (Ambush by Wizard Spell)."""

    spell: str
    target: int
    space: int
    name: str = ""

    def __str__(self) -> str:
        return f"Throw {_article(spell_name(self.spell))} at {self.name}"


ACTION_TYPES: tuple[type[Action], ...] = (ChoosePawn, TakeSpell, MoveTo, OpenDoor, TrySecretDoor, Fight, CastSpell,
                                          Transfer, UseESP, UseCrystalBall, EndTurn, DropPrize, Retreat,
                                          ChooseChamber, StepIn, Stay, StayOut, KeepSafe, TakeBack, AmbushMove,
                                          DeclareAmbush, LetPass, FightBack, FaceAmbush, KeepFighting, LetGo,
                                          SpellAmbush, TakeMix)
