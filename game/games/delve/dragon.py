"""The Dragon phase: three or more dice in the Lair bring the Dragon (fewer or more after a twist card);
three companions of different types defeat it (two for the Dragon Slayer). Treasures acting as companions
count. The reward is 1 treasure and 1 XP; the Lair's dice go back to the pool."""

from __future__ import annotations

from game.engine.protocol import Action

from . import content as C
from .actions import Back, FaceDragon, Pick, source_label
from .events import Told
from .party import companion_roles, ordered, source_counts, spend
from .state import DelveState, Pending
from .table import draw_treasure, empty_lair, gain_xp


def types_needed(state: DelveState) -> int:
    return int(state.specialty("dragon_types") or C.DRAGON_TYPES_NEED)


def team_roles(state: DelveState) -> list[str]:
    return [entry.split("|")[1] for entry in state.dragon_team]


def new_roles(state: DelveState, source: str) -> list[str]:
    taken = team_roles(state)
    return [r for r in companion_roles(state, source) if r not in taken]


def dragon_actions(state: DelveState) -> list[Action]:
    out: list[Action] = [Pick(s) for s in ordered(source_counts(state)) if new_roles(state, s)]
    if state.dragon_team:
        out.append(Back())
    return out


def role_actions(state: DelveState) -> list[Action]:
    assert state.pending is not None
    return [FaceDragon(r) for r in new_roles(state, state.pending.source)] + [Back()]


def pick(state: DelveState, source: str) -> None:
    roles = new_roles(state, source)
    if len(roles) == 1:
        commit(state, source, roles[0])
    else:
        state.pending = Pending(kind="dragon_role", source=source)


def commit(state: DelveState, source: str, role: str) -> None:
    state.pending = None
    state.dragon_team.append(f"{source}|{role}")
    need = types_needed(state)
    said = source_label(source, state.name(state.adventurer))
    state.emit(Told(seat=state.adventurer, message=f"{said[0].upper()}{said[1:]} stands against the Dragon as "
                                                   f"{C.article(role)} ({len(state.dragon_team)} of {need})"))
    if len(state.dragon_team) >= need:
        slay(state)


def take_back(state: DelveState) -> None:
    state.dragon_team.clear()
    state.emit(Told(seat=state.adventurer, message=f"{state.name(state.adventurer)} takes back the companions "
                                                   "chosen against the Dragon"))


def slay(state: DelveState) -> None:
    seat = state.adventurer
    team = list(state.dragon_team)
    state.dragon_team.clear()
    for entry in team:
        source, role = entry.split("|")
        spend(state, source, f"fight the Dragon as {C.article(role)}")
    state.dragon_awake = False
    state.emit(Told(seat=seat, message=f"{state.name(seat)}'s party of "
                                       f"{', '.join(e.split('|')[1] for e in team)} defeats the Dragon!"))
    empty_lair(state, "The Dragon's Lair is empty again: its dice go back to the pool")
    draw_treasure(state, seat, "the Dragon's hoard")
    gain_xp(state, seat, 1, "the Dragon defeated")
