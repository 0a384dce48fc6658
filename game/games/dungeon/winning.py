"""How a game of Dungeon! ends: a pawn back on the Main Staircase with the treasure its type needs (the
prizes left there for safe keeping count too), every adventurer fallen, or, playing solo, the goal met or
its time run out."""

from __future__ import annotations

from .content import pawn_types, value_of
from .dungeonmap import DungeonMap
from .reentry import can_reenter
from .solo import judge, quest_met, solo_goal, time_up_text, turns_allowed
from .state import DungeonState, who
from .table import end_game
from .treasure import treasure


def need(state: DungeonState, seat: int) -> int:
    return pawn_types()[state.pawns[seat].kind].need


def check_win(state: DungeonState, m: DungeonMap, seat: int) -> bool:
    """Back on the Main Staircase with enough treasure (a solo quest: with the prize sought): the game ends
    at once."""
    pawn = state.pawns[seat]
    if pawn.space != m.start or not pawn.alive:
        return False
    goal = solo_goal(state)
    brought = pawn.prizes + pawn.kept
    worth = treasure(state, seat)
    if goal is not None and goal.kind == "quest":
        if not quest_met(goal, brought):
            return False
    elif worth < need(state, seat):
        return False
    if len(state.seats) == 1:  # playing solo: the result says how well the player did
        met, state.result = judge(state, pawn.kind, brought, state.turn, worth)
        if goal is not None:
            end_game(state, seat if met else None, state.result, f"{state.result}.")
            return True
    reason = (f"{who(state, seat)} came back to the Main Staircase with {worth:,} gold pieces of treasure "
              f"(needed {need(state, seat):,})")
    end_game(state, seat, reason, f"{reason}: {state.name(seat)} wins!")
    return True


def check_time(state: DungeonState) -> bool:
    """Solo: once the turns allowed have passed, the game ends with the goal missed."""
    seat = 0
    allowed = turns_allowed(state, state.pawns[seat].kind)
    if allowed is None or state.turn <= allowed:
        return False
    result = time_up_text(state, state.pawns[seat].kind, allowed, treasure(state, seat))
    state.result = result
    end_game(state, None, result, f"{result}.")
    return True


def check_all_fallen(state: DungeonState) -> bool:
    """No adventurer is left in the dungeon, and no player can come back in: the dungeon wins."""
    if state.alive_seats() or any(can_reenter(state, s) for s in state.order):
        return False
    if len(state.seats) == 1:
        kept = value_of(state.pawns[0].kept)
        state.result = f"Killed in the dungeon on turn {state.turn}, with {kept:,} gp kept safe"
    end_game(state, None, "every adventurer has fallen in the dungeon",
             "No adventurer is left: the dungeon wins.")
    return True
