"""Hard's race against the nearest rival: a hireling's expected turns as a chance of getting out first.

Two hirelings who each need some turns to get out win the race by turns, not on average: a hireling
one turn behind still wins often, one five turns behind hardly ever. The chance is a normal curve on the
difference, its spread growing with the turns both still need (the dice, the monsters, the cards and the
fire all swing a race). Plain functions of the view and the board model: no pygame.
"""

from __future__ import annotations

import math

from .model import Key, Model
from .view import EscapeView, HirelingView


def standing(h: HirelingView, m: Model) -> Key:
    """Where a hireling stands in the model's terms: held in the pit, with turns to lose, or free."""
    if h.skip_turns:
        return ("web", h.square, h.skip_turns)
    if h.held == "goblin_pit" and ("pit", h.square) in m.value:
        return ("pit", h.square)
    return ("free", h.square)


def rival_left(view: EscapeView, m: Model, seat: int) -> float:
    """Turns the rival nearest the exit still needs, counting a pit that holds it and turns it must lose
    (infinite with no rival left in the lair)."""
    return min((m.of(standing(h, m)) for h in view.hirelings if h.seat != seat and h.status == "in"),
               default=math.inf)


def spread_of(turns: float, rival: float, spread: float, floor: float) -> float:
    return spread * math.sqrt(max(turns, 0.0) + rival) + floor


def chance_first(turns: float, rival: float, spread: float, floor: float, slack: float) -> float:
    """The chance of getting out before the rival, needing `turns` after this one against its `rival`
    turns from its next (it moves before my next turn, so a tie in turns is its win: `slack`)."""
    if rival == math.inf:
        return 1.0
    sigma = spread_of(turns, rival, spread, floor)
    return 0.5 * (1 + math.erf((rival - turns - slack) / (sigma * math.sqrt(2))))


def turns_per_chance(turns: float, rival: float, spread: float, floor: float) -> float:
    """How many turns a whole chance of winning is worth in an even race (the curve's slope at its middle),
    so that chances and the agent's prices in turns can be added."""
    if rival == math.inf:
        rival = turns
    return spread_of(turns, rival, spread, floor) * math.sqrt(2 * math.pi)
