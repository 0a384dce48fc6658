"""The plainest things that happen on the table: a pawn walked or put somewhere, a decision asked of a seat,
the game ended. Every other module builds on these."""

from __future__ import annotations

from game.engine.events import Asked, GameEnded

from .content import monster
from .dungeonmap import DungeonMap
from .events import Moved
from .movement import door_open_to
from .state import OVER, PENDING_TEXT, DungeonState, Pending, who

TRAIL = 30  # spaces of the line of movement kept for retreats


def walk(state: DungeonState, m: DungeonMap, seat: int, path: list[int] | tuple[int, ...], how: str,
         cost: int = 0) -> None:
    """Move a pawn along adjacent spaces: secret doors crossed become known to it for good."""
    pawn = state.pawns[seat]
    if not path:
        return
    prev = pawn.space
    for v in path:
        if prev is not None:
            for e in m.edges[prev]:
                if e.to == v and e.kind == "secret_door" and door_open_to(state, seat, e):
                    if e.link not in pawn.known_doors:
                        pawn.known_doors.append(e.link)
                    break
        prev = v
    pawn.space = path[-1]
    pawn.trail = (pawn.trail + list(path))[-TRAIL:]
    state.emit(Moved(seat=seat, who=who(state, seat), path=tuple(path), to=m.the(path[-1]), cost=cost, how=how))


def place(state: DungeonState, m: DungeonMap, seat: int, space: int, how: str) -> None:
    """Put a pawn somewhere not joined to where it was (transported, transferred, back to the staircase)."""
    pawn = state.pawns[seat]
    pawn.space = space
    pawn.trail = [space]
    state.emit(Moved(seat=seat, who=who(state, seat), path=(space,), to=m.the(space), how=how))


def ask(state: DungeonState, pending: Pending) -> None:
    """Stop for a seat's decision: set it, then say so (the screen's moment after this shows it asked)."""
    state.pending = pending
    state.to_act = pending.seat
    left = f" ({pending.count} still to take)" if pending.count else ""
    state.emit(Asked(seat=pending.seat, prompt=f"{who(state, pending.seat)} {PENDING_TEXT.get(pending.kind, 'decides')}"
                                                f"{left}"))


def end_game(state: DungeonState, winner: int | None, reason: str, summary: str) -> None:
    """The game is over: nothing more is owed or asked."""
    state.winner = winner
    state.phase = OVER
    state.pending = None
    state.steps = []
    state.ambush = None
    state.handover = None
    state.end_reason = reason
    state.to_act = None
    state.emit(GameEnded(summary=summary))


def monster_known(state: DungeonState, seat: int, space: int) -> str:
    """The name of the top monster in `space` if this seat knows it (face up, or seen), else ""."""
    guards = state.guards(space)
    if not guards:
        return ""
    g = guards[0]
    return monster(g.monster).name if g.face_up or state.knows(seat, g.monster) else ""
