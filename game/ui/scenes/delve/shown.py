"""The table as the screen shows it while a batch of events plays out.

The rules hand the scene the state after an action, with the events that led there; to let a die roll,
fly to the graveyard or turn over one event at a time, the screen keeps its own copy of the dice, moved
by each event in turn, and takes the rules' view again whenever the events have all been shown. Every
die has an id so that an animation can follow it from one zone to another. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.events import Event
from game.games.delve import content as C
from game.games.delve.events import (
    DelveBegan,
    DelveEnded,
    DiceMoved,
    DieChanged,
    LevelUp,
    PhaseBegan,
    Rolled,
    TreasureTaken,
    XpGained,
)

DICE_ZONES = ("party", "graveyard", "dungeon", "borrowed", "lair", "pool")
Place = tuple[str, int, int, str]   # zone, index, dice in that zone, face


@dataclass
class Die:
    id: int
    face: str


@dataclass
class Change:
    """What one event did to the shown table, for its animation."""

    rolled: list[int] = field(default_factory=list)        # dice that tumble: new rolls and rerolls
    turned: dict[int, str] = field(default_factory=dict)   # die id -> the face it showed before (no roll)
    gone: list[Place] = field(default_factory=list)        # dice taken off the table (the party's, at the end)
    token: tuple[int, str, bool] | None = None             # (seat, token, into the bag?) a treasure moving
    xp: tuple[int, int] | None = None                      # (seat, XP gained)
    flipped: int | None = None                             # the seat whose hero card turns to its Master side


@dataclass
class ShownTable:
    zones: dict[str, list[Die]]
    treasures: list[list[str]]
    xp: list[int]
    master: list[bool]
    bag: int
    level: int
    phase: str
    adventurer: int
    scroll_read: bool = False     # a Scroll is being read: it leaves the party before the reroll
    next_id: int = 0

    # --- building -------------------------------------------------------------------------------
    @classmethod
    def from_view(cls, view: dict[str, Any]) -> ShownTable:
        seats = view["seats"]
        table = cls(zones={z: [] for z in DICE_ZONES}, treasures=[list(s["treasures"]) for s in seats],
                    xp=[s["xp"] for s in seats], master=[s["side"] == "Master" for s in seats], bag=view["bag"],
                    level=view["level"], phase=view["phase"], adventurer=view["adventurer"])
        for zone in ("party", "graveyard", "dungeon", "borrowed"):
            table.zones[zone] = [table.new_die(f) for f in view[zone]]
        table.zones["lair"] = [table.new_die("Dragon") for _ in range(view["lair"])]
        table.zones["pool"] = [table.new_die("") for _ in range(view["pool"])]
        p = view["pending"]
        if p is not None and p["kind"] == "reroll":
            table.scroll_read = p["by"] == "scroll" and p["source"] == "die:Scroll"
        return table

    @classmethod
    def opening(cls, view: dict[str, Any]) -> ShownTable:
        """The table before the game's first events: every die in the pool, every token in the bag."""
        n = len(view["seats"])
        table = cls(zones={z: [] for z in DICE_ZONES}, treasures=[[] for _ in range(n)], xp=[0] * n,
                    master=[False] * n, bag=sum(t.count for t in C.treasures().values()), level=1,
                    phase=view["phase"], adventurer=view["adventurer"])
        table.zones["pool"] = [table.new_die("") for _ in range(C.DUNGEON_DICE)]
        return table

    def new_die(self, face: str) -> Die:
        self.next_id += 1
        return Die(self.next_id, face)

    # --- reading --------------------------------------------------------------------------------
    def snapshot(self) -> dict[int, Place]:
        """Where every die is: id -> (zone, index, count, face)."""
        return {d.id: (zone, i, len(dice), d.face) for zone, dice in self.zones.items() for i, d in enumerate(dice)}

    def faces(self, zone: str) -> list[str]:
        return [d.face for d in self.zones[zone]]

    # --- the events -----------------------------------------------------------------------------
    def apply(self, event: Event, view: dict[str, Any]) -> Change:
        change = Change()
        if isinstance(event, Rolled):
            self._rolled(event, change)
        elif isinstance(event, DiceMoved):
            self._moved(event, view, change)
        elif isinstance(event, DieChanged) and event.zone in self.zones:
            die = next((d for d in self.zones[event.zone] if d.face == event.before), None)
            if die is not None:
                change.turned[die.id] = die.face
                die.face = event.after
        elif isinstance(event, TreasureTaken) and event.seat is not None:
            self.treasures[event.seat].append(event.token)
            self.bag = max(0, self.bag - 1)
            change.token = (event.seat, event.token, False)
        elif isinstance(event, XpGained) and event.seat is not None:
            self.xp[event.seat] = event.total
            change.xp = (event.seat, event.amount)
        elif isinstance(event, LevelUp) and event.seat is not None:
            self.master[event.seat] = True
            change.flipped = event.seat
        elif isinstance(event, PhaseBegan):
            self.phase = event.phase
            self.level = event.level or self.level
        elif isinstance(event, DelveBegan):
            self.adventurer = event.seat if event.seat is not None else self.adventurer
            self._clear(change)
            self.level = 1
            self.phase = "form"     # the party is rolled before the first level's dice
        elif isinstance(event, DelveEnded):
            self._clear(change)
        return change

    def _rolled(self, event: Rolled, change: Change) -> None:
        zone = event.zone
        if event.before:
            for i, face in zip(event.places, event.faces, strict=True):
                die = self.zones[zone][i]
                die.face = face
                change.rolled.append(die.id)
            return
        if zone == "dungeon":   # the Dungeon Lord rolls dice taken from the pool
            self.zones["pool"] += self.zones["dungeon"]
            self.zones["dungeon"] = []
        dice = []
        for face in event.faces:
            die = self.zones["pool"].pop() if zone == "dungeon" and self.zones["pool"] else self.new_die(face)
            die.face = face
            dice.append(die)
            change.rolled.append(die.id)
        self.zones[zone] = dice

    def _moved(self, event: DiceMoved, view: dict[str, Any], change: Change) -> None:
        if event.src == "treasures":   # a token the Adventurer used goes back into the box
            token = event.faces[0]
            seat = self.adventurer
            if token in self.treasures[seat]:
                self.treasures[seat].remove(token)
            self.bag += 1
            change.token = (seat, token, True)
            return
        if event.src not in self.zones or event.dst not in self.zones:
            return
        taken = self._take(event.src, list(event.faces))
        target = self.zones[event.dst]
        joined = view["borrowed"][len(target):] if event.dst == "borrowed" else []
        for k, (die, face) in enumerate(zip(taken, event.faces, strict=True)):
            if event.dst == "lair":
                die.face = "Dragon"
            elif event.src == "graveyard" and event.dst == "party":
                die.face = face                       # revived with the face chosen
            elif event.src == "dungeon" and event.dst == "borrowed" and k < len(joined):
                die.face = joined[k]                  # a monster joining the party as a companion
            target.append(die)

    def _take(self, zone: str, faces: list[str]) -> list[Die]:
        dice = self.zones[zone]
        out: list[Die] = []
        for face in faces:
            if zone in ("lair", "graveyard"):      # the Lair empties; a revived die is the last one buried
                i = len(dice) - 1 if dice else None
            elif zone == "party" and face == "Scroll" and self.scroll_read:
                i = max((k for k, d in enumerate(dice) if d.face == "Scroll"), default=None)
                self.scroll_read = False
            else:
                i = next((k for k, d in enumerate(dice) if d.face == face), 0 if dice else None)
            out.append(dice.pop(i) if i is not None else self.new_die(face))
        return out

    def _clear(self, change: Change) -> None:
        """A delve ends: the party's dice leave the table, the dungeon dice go back to the pool."""
        for zone in ("party", "graveyard"):
            count = len(self.zones[zone])
            change.gone += [(zone, i, count, d.face) for i, d in enumerate(self.zones[zone])]
            self.zones[zone] = []
        for zone in ("dungeon", "lair", "borrowed"):
            self.zones["pool"] += self.zones[zone]
            self.zones[zone] = []
        self.scroll_read = False
