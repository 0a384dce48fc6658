"""Shared set-ups for the Dungeon! rule tests: games on the test maps, states put in a given situation, and
actions found among the legal ones (so every test plays through the protocol)."""

from __future__ import annotations

import functools
from pathlib import Path

from game.engine.board import load_board
from game.engine.seats import Seat, TableConfig
from game.games.dungeon.content import monsters, prizes
from game.games.dungeon.game import DungeonGame
from game.games.dungeon.state import PLAY, DungeonState, Guard, TurnInfo
from tests.dungeon.schema_copy import SCHEMA

MAPS = Path(__file__).parent / "maps"


@functools.cache
def game(name: str = "rules") -> DungeonGame:
    return DungeonGame(board=load_board(MAPS / f"{name}.tmx", SCHEMA, "dungeon"))


def table(*kinds: str, options: dict[str, bool | str] | None = None) -> TableConfig:
    """Seats named after their pawns ("Ann" the first...), each with a preset pawn type (or a choice)."""
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lee"]
    return TableConfig(seats=[Seat(name=names[i] if i < len(names) else f"Seat {i + 1}", kind="human",
                                   choices={"pawn": k}) for i, k in enumerate(kinds)], options=dict(options or {}))


def space(g: DungeonGame, name: str) -> int:
    return g.load_board().find(name).id


def started(g: DungeonGame, *kinds: str, seed: int = 1, spells: tuple[str, ...] = (),
            options: dict[str, bool | str] | None = None) -> DungeonState:
    """A game past set-up: pawns as given, Wizards with `spells` (else Fire Balls), the board cleared of
    cards so that each test lays out exactly what it needs; `options` the optional rules played."""
    state = g.new_game(table(*kinds, options=options), seed=seed)
    from game.games.dungeon.actions import TakeSpell
    while state.phase != PLAY:
        taken = sum(state.pawns[state.to_act].spells.values())
        wanted = spells[taken] if taken < len(spells) else "fire_ball"
        g.apply(state, TakeSpell(wanted))
    state.lairs.clear()
    state.drain()
    return state


def turn_of(state: DungeonState, seat: int, at: int | None = None, mp: int = 5) -> None:
    """Make it `seat`'s turn, fresh, with its pawn at `at` (a space id)."""
    pawn = state.pawns[seat]
    if at is not None:
        pawn.space = at
        pawn.trail = [at]
    state.t = TurnInfo(seat=seat, mp=mp, started_on=pawn.space, engaged=pawn.engaged,
                       engaged_from=pawn.engaged_from)
    pawn.engaged = pawn.engaged_from = None
    state.to_act = seat
    state.pending = None


def card(level: int, name: str, n: int = 1) -> str:
    """The id of the n-th card of that name on that level (monster, trap or prize)."""
    found = [c.id for c in monsters().values() if c.level == level and c.name == name]
    found += [c.id for c in prizes().values() if c.level == level and (c.name == name or c.title == name)]
    assert len(found) >= n, f"no card {name!r} #{n} on level {level}"
    return found[n - 1]


def lair(state: DungeonState, at: int, *cards: str, prizes_: tuple[str, ...] = (), face_up: bool = False) -> None:
    """Lay monster cards in a room or chamber (the first on top); `prizes_` go under the top one."""
    state.lairs[at] = [Guard(monster=c, face_up=face_up) for c in cards]
    state.lairs[at][0].prizes = list(prizes_)


def legal(g: DungeonGame, state: DungeonState, kind: type) -> list:
    return [a for a in g.legal_actions(state) if isinstance(a, kind)]


def act(g: DungeonGame, state: DungeonState, kind: type, **fields: object) -> list:
    """Play the one legal action of this kind whose fields match, and return the events."""
    options = [a for a in legal(g, state, kind) if all(getattr(a, k) == v for k, v in fields.items())]
    assert options, f"no legal {kind.__name__} with {fields}; legal: {[str(a) for a in g.legal_actions(state)]}"
    return g.apply(state, options[0])


def texts(events: list) -> list[str]:
    return [e.text() for e in events]


def last_of_round(state: DungeonState) -> int:
    """The seat moving last in the order of play (who rolls for wandering monsters)."""
    return state.order[-1]
