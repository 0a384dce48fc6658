"""The Flaming Fireball of Doom.

"To begin, place the FFD on the number 1 fireball square ... After every round of play, advance the FFD
to the next fireball space. After the fourth round, the fireball enters the start area. After that, at
the end of each round one of the players rolls a 6-sided die and moves the FFD that many spaces ahead."
Its place is an index on the route (board.EscapePath.route): 0 is fireball square 1, 4 is START.
"""

from __future__ import annotations

from .board import EscapePath
from .content import card
from .events import CardsDiscarded, FireballMoved, FireCaught
from .state import EscapeState
from .table import ask
from .winning import escape

HEAD_START = 4   # rounds in which the fireball moves one square (Rovert takes and holds his breath)


def next_move_text(state: EscapeState) -> str:
    """What the fireball will do at the end of this round, for the screen."""
    if not state.fire_on:
        return "switched off"
    if state.round < HEAD_START:
        return f"moves 1 square at the end of round {state.round} (head start: round {state.round} of 4)"
    if state.round == HEAD_START:
        return "enters the start area at the end of this round"
    return "rolls a d6 at the end of this round and moves that many squares"


def burning(state: EscapeState, path: EscapePath) -> list[int]:
    """Every square the fire has reached (for the screen), the other branch of a split included once the
    fireball has gone fully round it."""
    if not state.fire_on:
        return []
    return [s for s, at in path.burns_at.items() if at <= state.fire]


def end_of_round(state: EscapeState, path: EscapePath) -> None:
    """Move the fireball and list every hireling it caught or passed (resolve_catches deals with them)."""
    finished = state.round
    state.round += 1
    if not state.fire_on:
        return
    if finished <= HEAD_START:
        steps, rolled = 1, False
    else:
        steps = state.roll(1, 6, seat=None, who="Rovert", reason="the Flaming Fireball of Doom moves").total
        rolled = True
    old = state.fire
    # "chase the characters all the way to the exit": the fire stops on the last square before the exit
    # (the exit is daylight), so a caught hireling always has a square one ahead of it to be thrown to.
    new = min(old + steps, path.last_fire())
    state.fire = new
    newly_burning = [f for f, j in path.forks.items() if old < path.route_index.get(j, -1) <= new]
    branch = ""
    if newly_burning:
        fork = newly_burning[0]
        other = [b for b in path.nexts[fork] if b not in path.route_index]
        branch = path.branch_name(other[0]) if other else ""
    state.caught = [s for s in state.order if state.hirelings[s].active
                    and path.burns_at.get(state.hirelings[s].square, 10**6) <= new]
    state.emit(FireballMoved(path=tuple(path.route[old:new + 1]), to_name=path.name(path.route[new]),
                             round=finished, rolled=rolled, burning_branch=branch))


def throw_options(state: EscapeState, seat: int) -> list[int]:
    """Cards a caught hireling may throw: -1 for the top of the pack, else an index of a card in front.
    Cards in front that are alike are one choice."""
    h = state.hirelings[seat]
    options = [-1] if h.pack else []
    seen: set[str] = set()
    for i, f in enumerate(h.front):
        if f.card not in seen:
            seen.add(f.card)
            options.append(i)
    return options


def resolve_catches(state: EscapeState, path: EscapePath) -> bool:
    """Work through the caught hirelings in turn order. "If a roll indicates that the FFD would catch or
    pass a hireling, that player may discard one item card to stay one square ahead of the FFD, wherever
    it ends that round. If a player does not have any items left when the FFD catches him, then that
    character is removed from the game."

    "May": a caught hireling with a card decides whether to throw one and which (phase "fire"; returns
    False until all are done, or the game ended). One with no card left burns at once.
    """
    while state.caught and state.phase != "over":
        seat = state.caught[0]
        if not throw_options(state, seat):
            burn(state, seat, "no cards left to throw")
            continue
        ask(state, "fire", seat)
        return False
    if state.phase == "over":
        return False
    state.phase = "turn"
    return True


def burn(state: EscapeState, seat: int, why: str) -> None:
    """"That character is removed from the game.\""""
    state.caught.remove(seat)
    state.hirelings[seat].status = "burned"
    state.emit(FireCaught(seat=seat, who=state.name(seat), threw="", to=None, why=why))


def throw(state: EscapeState, path: EscapePath, seat: int, front: int) -> None:
    """Throw one card and stand one square ahead of the fireball (freed from any room or web).
    front: -1 the top of the pack, else a card in front. When the square ahead of the fire is the exit
    itself, the hireling is blown out of the lair ahead of the flames: out of the dungeon."""
    h = state.hirelings[seat]
    if front < 0:
        cid = h.pack.pop()
    else:
        cid = h.front.pop(front).card
    state.discards.append(cid)
    ahead = path.ahead_of_fire(state.fire)
    h.square = ahead
    h.held = ""
    h.skip_turns = 0
    state.caught.remove(seat)
    state.emit(FireCaught(seat=seat, who=state.name(seat), threw=str(card(cid)), to=ahead,
                          to_name=path.name(ahead), card=cid, out=ahead == path.exit))
    state.emit(CardsDiscarded(seat=seat, who=state.name(seat), names=(str(card(cid)),), why="thrown to the fire"))
    if ahead == path.exit:
        escape(state, seat)
