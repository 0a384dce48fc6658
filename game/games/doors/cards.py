"""Cards played to the table in front of you: races, classes, the double-race and double-class cards, the
hireling, and Go Up a Level cards (played on anyone).

"If you have any cards in your hand that are either race or class cards, play them immediately."
"On your turn you can: Play a new class or race card (any time)." "At any time you can: Discard a class or
race, play a 'Go Up a Level' card, Hireling or curse." "'Go Up A Level' cards can be used on any player."
"""

from __future__ import annotations

from game.engine.events import Note

from . import content as C
from .core import class_keys, emit, max_classes, max_races, race_keys, who
from .curses import drop_card
from .events import CardMoved, CardPlaced, LevelChanged
from .state import DoorsState, Player

ZONES = {"race": "race", "class": "class", "double_race": "race", "double_class": "class", "hireling": "hireling"}


def replaces(p: Player, cid: str) -> str | None:
    """The race or class a new one would replace: with room for only one, the new card takes its place."""
    c = C.card(cid)
    if c.kind == "race" and len(p.races) >= max_races(p) == 1:
        return p.races[0]
    if c.kind == "class" and len(p.classes) >= max_classes(p) == 1:
        return p.classes[0]
    return None


def can_play(p: Player, cid: str, replacing: bool = True) -> bool:
    """Whether the card may go to the table now (replacing an old race or class, if allowed)."""
    c = C.card(cid)
    if c.kind == "race":
        if c.id in race_keys(p):
            return False
        return len(p.races) < max_races(p) or (replacing and replaces(p, cid) is not None)
    if c.kind == "class":
        if c.id in class_keys(p):
            return False
        return len(p.classes) < max_classes(p) or (replacing and replaces(p, cid) is not None)
    if c.kind in ("double_race", "double_class"):
        return not any(C.card(d).kind == c.kind for d in p.doubles)
    if c.kind == "hireling":
        return not p.hirelings
    return False


def play(state: DoorsState, seat: int, cid: str, message: str = "") -> None:
    p = state.players[seat]
    old = replaces(p, cid)
    if old is not None:
        drop_card(state, seat, old, f"now {C.name(cid)}", chosen=True)
    p.hand.remove(cid)
    kind = C.card(cid).kind
    {"race": p.races, "class": p.classes, "hireling": p.hirelings}.get(kind, p.doubles).append(cid)
    emit(state, CardPlaced(seat=seat, card=cid, name=C.name(cid), src="hand", dst=ZONES[kind], src_seat=seat,
                           dst_seat=seat, message=message or f"{who(state, seat)} plays {C.name(cid)}"))


def auto_play(state: DoorsState, seat: int, why: str) -> None:
    """When cards are dealt (`why`: the deal, back from the dead): every race and class card in hand that
    fits is played at once, for the seat, each in words as it happens ("play them immediately"). A race or
    class card that does not fit (one of each already) stays in the hand, and its owner is told why."""
    p = state.players[seat]
    for cid in list(p.hand):
        c = C.card(cid)
        if c.kind not in ("race", "class"):
            continue
        if can_play(p, cid, replacing=False):
            play(state, seat, cid, message=f"{who(state, seat)} plays {c.name} at once ({why}: a {c.kind} card "
                                           f"dealt is played immediately)")
        else:
            reason = (f"already a {c.name}" if c.id in race_keys(p) + class_keys(p)
                      else f"one {c.kind} at a time, play it on your turn to change")
            emit(state, Note(seat=seat, visible_to=(seat,),
                             message=f"{who(state, seat)} keeps {c.name} in hand ({why}): {reason}"))


def droppable(p: Player) -> list[str]:
    return [*p.races, *p.classes, *p.doubles]


def drop(state: DoorsState, seat: int, cid: str) -> None:
    drop_card(state, seat, cid, "discarded by choice", chosen=True)


def level_up_targets(state: DoorsState) -> list[int]:
    """Anyone below level 9: a Go Up a Level card never gives the winning level."""
    return [s for s, p in enumerate(state.players) if p.level < C.WIN_LEVEL - 1]


def level_up(state: DoorsState, seat: int, cid: str, target: int) -> None:
    state.players[seat].hand.remove(cid)
    state.treasure.discard(cid)
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="hand", dst="treasure_discards", src_seat=seat,
                          dst_seat=target, message=f"{who(state, seat)} plays {C.name(cid)} on "
                                                   f"{'themself' if target == seat else who(state, target)}"))
    p = state.players[target]
    before = p.level
    p.level += 1
    emit(state, LevelChanged(seat=target, who=who(state, target), before=before, after=p.level, why=C.name(cid)))
