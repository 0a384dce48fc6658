"""What the table shows while the events of an action are being played out.

The rules have already moved everything when the screen starts to animate an action's events, so the
screen keeps its own copy of the view and advances it one event at a time: a pawn stands where its walk
has brought it, a card appears when it is turned over, the fire burns where it has reached. When the
events are all shown, the copy is the view again (`sync`).
"""

from __future__ import annotations

import copy
from typing import Any

from game.engine.events import DiceRolled, Event, TurnBegan
from game.games.escape.board import EscapePath
from game.games.escape.events import (
    CardFlipped,
    CardsDiscarded,
    CardStolen,
    Escaped,
    FireballMoved,
    FireCaught,
    Moved,
    TollPaid,
)
from game.games.escape.view import card_face


def card_text(face: dict[str, Any]) -> str:
    """A card as the log names it: "Potion of Haste (+3 to move)"."""
    return f"{face['name']} ({face['label']})"


class Shown:
    def __init__(self, view: dict[str, Any], path: EscapePath) -> None:
        self.path = path
        self.view: dict[str, Any] = {}
        self.last_roll: DiceRolled | None = None
        self.sync(view)

    def sync(self, view: dict[str, Any]) -> None:
        self.view = copy.deepcopy(view)

    # --- reading ----------------------------------------------------------------------------------
    @property
    def hirelings(self) -> list[dict[str, Any]]:
        return self.view["hirelings"]

    @property
    def fire_index(self) -> int:
        return self.view["fireball"]["route_index"]

    @property
    def fire_on(self) -> bool:
        return bool(self.view["fireball"]["on"])

    def burning(self) -> list[int]:
        if not self.fire_on:
            return []
        return [s for s, at in self.path.burns_at.items() if at <= self.fire_index]

    # --- one event at a time ----------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        v = self.view
        hs = v["hirelings"]
        seat = event.seat
        if isinstance(event, TurnBegan) and seat is not None:
            v["to_act"] = seat
            for f in hs[seat]["front"]:
                f["spent"] = False
        elif isinstance(event, DiceRolled):
            self.last_roll = event
            if event.dice == "d8" and seat is not None:
                for f in hs[seat]["front"]:
                    f["spent"] = f["spent"] or f["kind"] == "evade"
        elif isinstance(event, CardFlipped) and seat is not None:
            hs[seat]["pack"] = max(0, hs[seat]["pack"] - 1)
            hs[seat]["front"].append(card_face(event.card) | {"spent": False})
        elif isinstance(event, CardStolen) and seat is not None:
            hs[event.victim]["pack"] = max(0, hs[event.victim]["pack"] - 1)
            hs[seat]["front"].append(card_face(event.card) | {"spent": False})
        elif isinstance(event, TollPaid) and seat is not None:
            hs[seat]["pack"] = max(0, hs[seat]["pack"] - 1)
            v["discards"].append(card_face(event.card))
        elif isinstance(event, Moved) and seat is not None:
            hs[seat]["square"] = event.path[-1]
        elif isinstance(event, CardsDiscarded) and seat is not None and event.why != "thrown to the fire":
            self._discard(hs[seat], list(event.names))
        elif isinstance(event, FireballMoved):
            self.move_fire(event.path[-1])
            v["round"] = event.round + 1
        elif isinstance(event, FireCaught) and seat is not None:
            self._caught(hs[seat], event)
        elif isinstance(event, Escaped) and seat is not None:
            hs[seat]["status"] = "escaped"

    def move_fire(self, square: int) -> None:
        fire = self.view["fireball"]
        fire["route_index"] = self.path.route_index.get(square, fire["route_index"])
        fire["square"] = square

    def _discard(self, h: dict[str, Any], names: list[str]) -> None:
        kept = []
        for f in h["front"]:
            if card_text(f) in names:
                names.remove(card_text(f))
                self.view["discards"].append(f)
            else:
                kept.append(f)
        h["front"] = kept

    def _caught(self, h: dict[str, Any], event: FireCaught) -> None:
        if event.to is None:
            h["status"] = "burned"
            return
        h["square"] = event.to
        h["held"], h["skip_turns"] = "", 0
        if event.threw.startswith("a piece of the dragon's hoard"):
            self.view["hoard"] = max(0, self.view["hoard"] - 1)
        else:
            ids = [f["card"] for f in h["front"]]
            if event.card in ids:
                h["front"].pop(ids.index(event.card))
            else:
                h["pack"] = max(0, h["pack"] - 1)
        if event.card:
            self.view["discards"].append(card_face(event.card))
