"""Running away: one roll per monster, per runner.

"Roll the dice. If you get a 5 or more, you escape. If not, read the monster card and do what the 'Bad
Stuff' is. You have to Run Away from each separate monster (roll for each monster)." "If you cannot defeat
the monster(s), you both have to Run Away."
"""

from __future__ import annotations

from game.engine.words import the

from . import content as C
from .core import emit, roll, spend_treasure, who
from .curses import apply
from .events import CardMoved, RunResult
from .odds import pursues, run_modifier
from .state import DoorsState


def roll_to_run(state: DoorsState) -> None:
    combat = state.combat
    assert combat is not None and combat.runs
    step = combat.runs[0]
    foe = C.card(step.foe)
    mod = run_modifier(state, step.seat, step.foe)
    total = roll(state, step.seat, f"to run away from {the(foe.name)}", modifier=mod, target=C.RUN_TARGET)
    combat.runs.pop(0)
    if total >= C.RUN_TARGET:
        emit(state, RunResult(seat=step.seat, who=who(state, step.seat), foe=foe.name, escaped=True,
                              detail=f"rolled {total} and escapes {the(foe.name)}"))
        return
    emit(state, RunResult(seat=step.seat, who=who(state, step.seat), foe=foe.name, escaped=False,
                          detail=f"rolled {total}: {the(foe.name)} catches them. Bad Stuff: {foe.bad_text}"))
    apply(state, step.seat, foe.bad, f"{the(foe.name)}'s Bad Stuff")


def unchased(state: DoorsState) -> bool:
    """Escape without a roll from a monster that won't chase the runner; True if one was."""
    combat = state.combat
    assert combat is not None and combat.runs
    step = combat.runs[0]
    if pursues(step.foe, state.players[step.seat].level):
        return False
    combat.runs.pop(0)
    name = C.name(step.foe)
    emit(state, RunResult(seat=step.seat, who=who(state, step.seat), foe=name, escaped=True,
                          detail=f"escapes without a roll: {the(name)} won't chase them"))
    return True


def sacrifice(state: DoorsState, cid: str) -> None:
    """Leave the hireling behind: escape the monster of this roll."""
    combat = state.combat
    assert combat is not None and combat.runs
    step = combat.runs.pop(0)
    p = state.players[step.seat]
    p.hirelings.remove(cid)
    state.treasure.discard(cid)
    emit(state, CardMoved(seat=step.seat, card=cid, name=C.name(cid), src="hireling", dst="treasure_discards",
                          src_seat=step.seat, message=f"{who(state, step.seat)} leaves {C.name(cid)} behind and "
                                                      f"escapes {the(C.name(step.foe))}"))


def escape_all(state: DoorsState, cid: str) -> None:
    """A treasure that escapes every monster: the runner's rolls are all done."""
    combat = state.combat
    assert combat is not None and combat.runs
    seat = combat.runs[0].seat
    combat.runs = [r for r in combat.runs if r.seat != seat]
    src = spend_treasure(state, seat, cid)
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src=src, dst="treasure_discards", src_seat=seat,
                          message=f"{who(state, seat)} uses {C.name(cid)} and escapes every monster"))
