"""Prizes changing hands: taken from a monster, dropped to one or on the floor, picked up from the floor,
left on the Main Staircase for safe keeping; and what the Magic Swords held add to a fight."""

from __future__ import annotations

from game.engine.events import DiceRolled

from .content import WIZARD, monster, prize, special_sword_roll, value_of
from .dungeonmap import DungeonMap
from .events import PrizesDropped, PrizesTaken
from .events_optional import PrizesKept, SwordEnchanted
from .options import MORE_SPELLS, SPECIAL_SWORDS, on
from .state import DungeonState, who


def treasure(state: DungeonState, seat: int) -> int:
    """What counts toward the win: the prizes carried and those left for safe keeping."""
    pawn = state.pawns[seat]
    return value_of(pawn.prizes) + value_of(pawn.kept)


def take(state: DungeonState, m: DungeonMap, seat: int, cards: list[str], where: int | None) -> None:
    if not cards:
        return
    state.pawns[seat].prizes.extend(cards)
    for c in cards:
        state.learn(c, [seat])
    state.emit(PrizesTaken(seat=seat, visible_to=(seat,), who=who(state, seat),
                           cards=tuple(prize(c).title for c in cards), where=m.the(where) if where is not None else "",
                           ids=tuple(cards)))
    for c in cards:
        if prize(c).special == "magic_sword" and c not in state.swords and on(state, SPECIAL_SWORDS):
            enchant(state, seat, c)


def enchant(state: DungeonState, seat: int, card: str) -> None:
    """Special Magic Swords: a sword found deep down may add 2. Rolled once, when the sword is first taken,
    in secret like the card itself (project choice); the bonus stays with the sword."""
    level = prize(card).level
    need = special_sword_roll(level)
    if need is None:
        state.swords[card] = 1
        return
    values = (state.rng.die(6), state.rng.die(6))
    bonus = 2 if sum(values) >= need else 1
    state.swords[card] = bonus
    state.emit(DiceRolled(seat=seat, visible_to=(seat,), who=who(state, seat), dice="2d6", values=values,
                          reason=f"is the Magic Sword of level {level} more potent? {need}+ makes it +2",
                          target=need, success=bonus == 2))
    state.emit(SwordEnchanted(seat=seat, visible_to=(seat,), who=who(state, seat), level=level, bonus=bonus))


def sword_bonus(state: DungeonState, seat: int) -> int:
    """What Magic Swords add to a combat roll: the best one held (only one is used at a time); none for a
    Wizard under the Increased Wizard Spells rule."""
    if on(state, MORE_SPELLS) and state.pawns[seat].kind == WIZARD:
        return 0
    swords = [c for c in state.pawns[seat].prizes if prize(c).special == "magic_sword"]
    return max((state.swords.get(c, 1) for c in swords), default=0)


def drop(state: DungeonState, m: DungeonMap, seat: int, cards: list[str], monster_card: str, space: int) -> None:
    """Prizes dropped go under the monster that won the fight (not every monster in the chamber); dropped in
    a fight between players (monster_card ""), they lie on the floor for whoever comes first."""
    pawn = state.pawns[seat]
    cards = [c for c in cards if c in pawn.prizes]
    if not cards:
        return
    if not monster_card:
        for c in cards:
            pawn.prizes.remove(c)
        state.loot.setdefault(space, []).extend(cards)
        state.emit(PrizesDropped(seat=seat, visible_to=(seat,), who=who(state, seat),
                                 cards=tuple(prize(c).title for c in cards), monster="", where=m.the(space),
                                 ids=tuple(cards)))
        return
    guard = next((g for g in state.guards(space) if g.monster == monster_card), None)
    if guard is None and state.guards(space):
        guard = state.guards(space)[0]
    if guard is None:
        return  # nothing there to guard it (cannot happen in play): the pawn keeps it
    for c in cards:
        pawn.prizes.remove(c)
        guard.prizes.append(c)
    state.emit(PrizesDropped(seat=seat, visible_to=(seat,), who=who(state, seat),
                             cards=tuple(prize(c).title for c in cards), monster=monster(guard.monster).name,
                             ids=tuple(cards)))


def can_pick_up(state: DungeonState, seat: int) -> bool:
    """Seriously wounded pieces may never pick up prizes."""
    pawn = state.pawns[seat]
    return pawn.alive and not pawn.wounded


def pick_up(state: DungeonState, m: DungeonMap, seat: int, spaces: list[int] | tuple[int, ...]) -> None:
    """Prizes dropped in a fight between players: whichever pawn arrives first gets the loot."""
    if not state.loot or not can_pick_up(state, seat):
        return
    for space in spaces:
        cards = state.loot.pop(space, [])
        take(state, m, seat, cards, space)


def keep_safe(state: DungeonState, m: DungeonMap, seat: int, card: str, back: bool = False) -> None:
    """Returning Prizes for Safe Keeping: a prize left on the Main Staircase (or taken back from there)."""
    pawn = state.pawns[seat]
    src, dst = (pawn.kept, pawn.prizes) if back else (pawn.prizes, pawn.kept)
    src.remove(card)
    dst.append(card)
    state.emit(PrizesKept(seat=seat, visible_to=(seat,), who=who(state, seat), card=prize(card).title, back=back,
                          kept=len(pawn.kept)))
