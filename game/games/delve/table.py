"""The physical table: rolling dice into zones, Dragons flying to the Lair, XP and level-up, treasure
tokens drawn from and returned to the box. Every change emits an event in words."""

from __future__ import annotations

from . import content as C
from .events import DiceMoved, LevelUp, Rolled, TreasureTaken, XpGained
from .state import DelveState


def _dice(state: DelveState, zone: str) -> list[str]:
    return state.party if zone == "party" else state.dungeon


def roll_zone(state: DelveState, zone: str, count: int, who: str, purpose: str, seat: int | None = -1) -> None:
    """Roll `count` party or dungeon dice into their zone (the roll is an event, emitted once they lie there).
    `seat` is who rolls: the Adventurer unless told (None: the app, as the Dungeon Lord of a single player)."""
    values = tuple(state.rng.die(6) for _ in range(count))
    to_face = C.party_face if zone == "party" else C.dungeon_face
    faces = tuple(to_face(v) for v in values)
    _dice(state, zone)[:] = list(faces)
    if count:
        state.emit(Rolled(seat=state.adventurer if seat == -1 else seat, who=who, dice=f"{count}d6", values=values,
                          zone=zone, faces=faces, purpose=purpose))


def reroll_at(state: DelveState, zone: str, places: list[int], who: str, purpose: str, seat: int | None = -1) -> None:
    """Roll again the dice at these places of a zone, in place."""
    dice = _dice(state, zone)
    before = tuple(dice[i] for i in places)
    values = tuple(state.rng.die(6) for _ in places)
    to_face = C.party_face if zone == "party" else C.dungeon_face
    faces = tuple(to_face(v) for v in values)
    for i, face in zip(places, faces, strict=True):
        dice[i] = face
    if places:
        state.emit(Rolled(seat=state.adventurer if seat == -1 else seat, who=who, dice=f"{len(places)}d6",
                          values=values, zone=zone, faces=faces, before=before, places=tuple(places),
                          purpose=purpose))


def dragons_to_lair(state: DelveState) -> None:
    """Dragons fly to the Lair the moment they are rolled; they cannot be rerolled there."""
    dragons = state.dungeon.count("Dragon")
    if not dragons:
        return
    state.dungeon = [f for f in state.dungeon if f != "Dragon"]
    state.lair += dragons
    state.emit(DiceMoved(faces=("Dragon",) * dragons, src="dungeon", dst="lair",
                         message=f"{C.count_of('Dragon', dragons)} fl{'y' if dragons > 1 else 'ies'} to the "
                                 f"Dragon's Lair ({state.lair} there now)"))


def remove_dungeon(state: DelveState, faces: list[str], why: str, dst: str = "pool") -> None:
    """Take dungeon dice of these faces off the level (defeated, opened, quaffed...) back to the pool."""
    for face in faces:
        state.dungeon.remove(face)
    if faces:
        state.emit(DiceMoved(faces=tuple(faces), src="dungeon", dst=dst, message=why))


def empty_lair(state: DelveState, why: str) -> None:
    if state.lair:
        n, state.lair = state.lair, 0
        state.emit(DiceMoved(faces=("Dragon",) * n, src="lair", dst="pool", message=why))


def gain_xp(state: DelveState, seat: int, amount: int, why: str) -> None:
    """XP at once; at 5 XP the hero card flips to its Master side immediately (the ultimate is not
    refreshed by the flip: it comes back only with the next delve)."""
    if amount <= 0:
        return
    state.xp[seat] += amount
    if seat == state.adventurer:
        state.delve_xp += amount
    state.emit(XpGained(seat=seat, who=state.name(seat), amount=amount, total=state.xp[seat], why=why))
    if not state.master[seat] and state.xp[seat] >= C.master_at():
        state.master[seat] = True
        hero = state.hero(seat)
        state.emit(LevelUp(seat=seat, who=state.name(seat), novice=hero.novice.name, master=hero.master.name))


def draw_treasure(state: DelveState, seat: int, why: str) -> None:
    """One token from the box at random; when the box is empty, 1 XP instead."""
    if not state.bag:
        gain_xp(state, seat, 1, f"{why}, but the treasure box is empty")
        return
    token = state.bag.pop(state.rng.below(len(state.bag)))
    state.treasures[seat].append(token)
    state.emit(TreasureTaken(seat=seat, who=state.name(seat), token=token, why=why))


def return_token(state: DelveState, seat: int, token: str, why: str) -> None:
    """A used (or given up) token goes back into the box and may be drawn again."""
    state.treasures[seat].remove(token)
    state.bag.append(token)
    state.emit(DiceMoved(faces=(token,), src="treasures", dst="bag", message=why))
