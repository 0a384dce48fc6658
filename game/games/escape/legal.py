"""What the seat to act may do: the card decision of a turn, and each question the path asks on the way."""

from __future__ import annotations

from game.engine.protocol import Action

from . import actions as A
from . import fireball, rules
from .board import EscapePath
from .content import card
from .state import EscapeState


def legal(state: EscapeState, path: EscapePath) -> list[Action]:
    seat = state.to_act
    assert seat is not None
    h = state.hirelings[seat]
    if state.phase == "turn":
        then = "dance" if h.held == "goblin_pit" else "move"
        out: list[Action] = [A.UseCard(then)] if h.pack else []
        out.append(A.NoCard(then))
        return out
    if state.phase == "branch":
        return [A.ChooseBranch(square=s, name=path.branch_name(s)) for s in path.nexts[h.square]]
    if state.phase == "bridge":
        return [A.PayToll(), A.WaitAtBridge()]
    if state.phase == "river":
        return [A.Swim(), A.TakeLedge()]
    if state.phase == "steal":
        return [*(A.Steal(victim=v, name=state.name(v)) for v in rules.steal_victims(state, path)),
                A.LeaveBackpacks()]
    if state.phase == "fire":
        return [*(A.ThrowCard(front=i, name=str(card(h.front[i].card)) if i >= 0 else "")
                  for i in fireball.throw_options(state, seat)), A.KeepCards()]
    return []
