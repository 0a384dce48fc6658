"""An offer between two seats that the other accepts or refuses: help in a fight for a share of the
treasure, a trade of equipment or coins.

The rules keep the open offer in their state; while it is open the seat it is made to is `to_act` and
has exactly two actions, Accept and Refuse (with secrets, the screen hands over to that person first).
What is offered is the game's own business: `terms` holds it as plain data the game reads back, and
`words` says it for the screen and the log.

    offer = Offer(by=0, to=2, kind="help", terms={"share": 1, "first_pick": 2},
                  words="Ann asks Cy to help against the Gravelord for 1 treasure, Cy to pick first")
    state.offer = offer; state.to_act = offer.to
    ... Accept() / Refuse() from seat 2 ...
    state.offer = None; state.to_act = offer.back_to
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .action import Action
from .events import Event


@dataclass(kw_only=True)
class Offer:
    by: int                       # the seat making the offer
    to: int                       # the seat that accepts or refuses it
    kind: str                     # the game's word for it: "help", "trade", ...
    words: str                    # the offer in a sentence, for the button and the log
    terms: dict[str, Any] = field(default_factory=dict)
    back_to: int | None = None    # who acts once it is answered (the one who made it, unless set)

    def __post_init__(self) -> None:
        if self.by == self.to:
            raise ValueError("an offer is made to another seat")
        if self.back_to is None:
            self.back_to = self.by


@dataclass(frozen=True)
class Accept(Action):
    def __str__(self) -> str:
        return "Accept"


@dataclass(frozen=True)
class Refuse(Action):
    def __str__(self) -> str:
        return "Refuse"


ANSWERS: tuple[type[Action], ...] = (Accept, Refuse)


@dataclass(frozen=True, kw_only=True)
class OfferMade(Event):
    to: int
    words: str

    def text(self) -> str:
        return self.words


@dataclass(frozen=True, kw_only=True)
class OfferAnswered(Event):
    """`seat` is the one who answered; `by` made the offer."""

    by: int
    who: str
    accepted: bool
    kind: str

    def text(self) -> str:
        return f"{self.who} {'accepts' if self.accepted else 'refuses'} the {self.kind}"


def answers() -> list[Action]:
    """The legal actions of the seat an offer is made to."""
    return [Accept(), Refuse()]
