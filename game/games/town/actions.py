"""The decisions of Wilds & Depths. str() is what a player reads on a button; `square` fields say where on
the board the action is clicked (SCREEN.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action


@dataclass(frozen=True)
class Roll(Action):
    def __str__(self) -> str:
        return "Roll the dice"


@dataclass(frozen=True)
class Move(Action):
    """Move by the die at `die` (its index among the dice rolled) to `square`: the square the die lands on,
    or the town square when the move passes the Town and the pawn stops there instead."""

    die: int
    value: int
    square: int
    name: str = field(default="", compare=False)
    town: bool = field(default=False, compare=False)   # a stop at the Town on the way

    def __str__(self) -> str:
        if self.town:
            return f"Stop at the Town (moving by the {self.value})"
        return f"Move {self.value} to {self.name or f'square {self.square}'}"


@dataclass(frozen=True)
class Attack(Action):
    """Start a fight with the pawn being passed (its seat)."""

    target: int
    name: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"Fight {self.name or f'seat {self.target + 1}'}"


@dataclass(frozen=True)
class ProposeTrade(Action):
    target: int
    name: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"Offer {self.name or f'seat {self.target + 1}'} a trade"


@dataclass(frozen=True)
class GoOn(Action):
    """Let the meeting go by (the mover goes on; the passed pawn lets it pass)."""

    mover: bool = True

    def __str__(self) -> str:
        return "Go on" if self.mover else "Let them pass"


Side = Literal["give", "ask"]
What = Literal["item", "card"]


@dataclass(frozen=True)
class Put(Action):
    """Put a thing into the trade being drafted (on=True) or take it out: an item or a defeated monster,
    by its index in its owner's inventory; `give` things are the drafter's, `ask` things the other's."""

    side: Side
    what: What
    index: int
    on: bool
    name: str = field(default="", compare=False)

    def __str__(self) -> str:
        if self.side == "give":
            return f"{'Give' if self.on else 'Keep'} your {self.name}"
        return f"{'Ask for' if self.on else 'Stop asking for'} {self.name}"


@dataclass(frozen=True)
class Silver(Action):
    """Change the silver in the trade by `delta`: 1 silver, or 5 (a gold coin)."""

    side: Side
    delta: int

    def __str__(self) -> str:
        verb = "Give" if self.side == "give" else "Ask"
        coin = "silver" if abs(self.delta) == 1 else f"gold ({abs(self.delta)} silver)"
        return f"{verb} 1 more {coin}" if self.delta > 0 else f"{verb} 1 {coin} less"


@dataclass(frozen=True)
class SendOffer(Action):
    def __str__(self) -> str:
        return "Make the offer"


@dataclass(frozen=True)
class CancelTrade(Action):
    def __str__(self) -> str:
        return "Give up the trade"


@dataclass(frozen=True)
class PayToll(Action):
    amount: int

    def __str__(self) -> str:
        return f"Pay {self.amount} silver to pass" if self.amount else "Show the Royal Writ and pass"


@dataclass(frozen=True)
class FightMonster(Action):
    def __str__(self) -> str:
        return "Fight it"


@dataclass(frozen=True)
class Face(Action):
    """Lantern light: face the card at `index` of the two drawn; the other goes to the bottom of its deck."""

    index: int
    name: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"Face the {self.name}" if self.name else f"Face card {self.index + 1}"


@dataclass(frozen=True)
class Buy(Action):
    slot: int
    name: str = field(default="", compare=False)
    price: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"Buy the {self.name} for {self.price} silver"


@dataclass(frozen=True)
class Sell(Action):
    index: int
    name: str = field(default="", compare=False)
    price: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"Sell your {self.name} for {self.price} silver"


@dataclass(frozen=True)
class Refresh(Action):
    cost: int = 1

    def __str__(self) -> str:
        return f"Pay {self.cost} silver for three new items"


@dataclass(frozen=True)
class Leave(Action):
    pedlar: bool = False

    def __str__(self) -> str:
        return "Let the pedlar go" if self.pedlar else "Leave the Town"


ACTION_TYPES: tuple[type[Action], ...] = (Roll, Move, Attack, ProposeTrade, GoOn, Put, Silver, SendOffer,
                                          CancelTrade, Accept, Refuse, PayToll, FightMonster, Face, Buy, Sell,
                                          Refresh, Leave)
