"""Helpers for the Dice Delve tests: a table set up by new_game, then dice placed by hand, and the dice
to come fixed by face name (state.rng.force)."""

from __future__ import annotations

from collections.abc import Iterable

from game.engine.seats import Seat, TableConfig
from game.games.delve import GAME
from game.games.delve import actions as A
from game.games.delve import content as C
from game.games.delve.state import DRAGON, LOOT, MONSTER, REGROUP, DelveState

NAMES = ("Ann", "Bob", "Cat", "Dan")

__all__ = ["A", "C", "GAME", "DRAGON", "LOOT", "MONSTER", "REGROUP", "start", "at", "force", "play", "legal",
           "labels", "texts"]


def start(*heroes: str, twists: bool = False, trading: bool = False, seed: int = 3) -> DelveState:
    """A new game with these heroes (by name or 'random'), opening events drained."""
    heroes = heroes or ("Knight",)
    seats = [Seat(name=NAMES[i], choices={"hero": h}) for i, h in enumerate(heroes)]
    state = GAME.new_game(TableConfig(seats=seats, options={"twists": twists, "trading": trading}), seed)
    state.drain()
    return state


def at(state: DelveState, phase: str = MONSTER, *, party: Iterable[str] = (), dungeon: Iterable[str] = (),
       lair: int = 0, level: int = 1, treasures: Iterable[str] = (), graveyard: Iterable[str] = (),
       master: bool = False, borrowed: Iterable[str] = (), xp: int | None = None) -> DelveState:
    """Put the Adventurer in a phase of a level with exactly these dice and tokens."""
    seat = state.adventurer
    state.phase = phase
    state.pending = None
    state.party, state.dungeon = list(party), list(dungeon)
    state.graveyard, state.borrowed = list(graveyard), list(borrowed)
    state.lair, state.level = lair, level
    state.dragon_team = []
    state.dragon_awake = phase == DRAGON
    state.ultimate_used = False
    state.master[seat] = master
    if xp is not None:
        state.xp[seat] = xp
    for token in state.treasures[seat]:
        state.bag.append(token)
    state.treasures[seat] = []
    for token in treasures:
        state.bag.remove(token)
        state.treasures[seat].append(token)
    state.to_act = seat
    return state


def force(state: DelveState, *faces: str) -> None:
    """Fix the next dice by face: party faces and dungeon faces share the values 1-6."""
    values = []
    for face in faces:
        values.append((C.PARTY_FACES.index(face) if face in C.PARTY_FACES else C.DUNGEON_FACES.index(face)) + 1)
    state.rng.force(*values)


def play(state: DelveState, *actions: A.Action) -> list:
    """Apply legal actions in turn (each must be legal) and return every event."""
    events = []
    for action in actions:
        events += GAME.apply(state, action)
    return events


def legal(state: DelveState) -> list:
    return GAME.legal_actions(state)


def labels(state: DelveState) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state)]


def texts(events: list) -> str:
    return "\n".join(e.text() for e in events)
