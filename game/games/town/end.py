"""The end: "Repeat for every player, until all monsters are defeated. At that point, the players look
through their victory piles to total up their victory points (the values shown in the skulls of their
defeated enemies). Whoever has the most is the winner!"

Tie-break (project design): between equal skull totals the one carrying the most silver wins; if that is
equal too, they share the win.
"""

from __future__ import annotations

from game.engine.events import GameEnded
from game.engine.words import listing, plural

from . import content
from .state import TownState


def skulls(state: TownState, seat: int) -> int:
    return sum(content.card(c).skulls for c in state.pawns[seat].victory)


def monsters_left(state: TownState) -> int:
    """Monsters not yet in anyone's victory pile."""
    return content.monster_total() - sum(len(p.victory) for p in state.pawns)


def ranking(state: TownState) -> list[int]:
    """Seats from first to last: skulls, then silver."""
    return sorted(range(len(state.pawns)), key=lambda s: (-skulls(state, s), -state.pawns[s].silver, s))


def winners(state: TownState) -> list[int]:
    top = ranking(state)[0]
    key = (skulls(state, top), state.pawns[top].silver)
    return [s for s in ranking(state) if (skulls(state, s), state.pawns[s].silver) == key]


def check(state: TownState) -> bool:
    """End the game if every monster is defeated. True if it is over."""
    if state.phase == "over":
        return True
    if monsters_left(state) > 0:
        return False
    state.phase = "over"
    state.to_act = None
    state.walk = state.meeting = state.draft = state.offer = None
    state.winners = winners(state)
    names = [state.name(s) for s in state.winners]
    best = skulls(state, state.winners[0])
    tied = [s for s in range(len(state.pawns)) if skulls(state, s) == best]
    if len(state.winners) > 1:
        why = f"{listing(names)} share the win with {plural(best, 'skull')} and the same silver"
    elif len(tied) > 1:
        others = listing([state.name(s) for s in tied if s not in state.winners])
        why = (f"{names[0]} wins: {plural(best, 'skull')}, tied with {others}, but with the most silver "
               f"({state.pawns[state.winners[0]].silver})")
    else:
        why = f"{names[0]} wins with {plural(best, 'skull')}"
    state.ended = f"Every monster is defeated. {why}"
    state.emit(GameEnded(summary=state.ended + "."))
    return True
