"""Setting up the table: each seat's hero (chosen, or dealt from those no one chose), the treasure bag,
the twist cards when they are played, and the first round."""

from __future__ import annotations

from game.engine.rng import Rng
from game.engine.seats import TableConfig

from . import content as C
from . import flow, twists
from .events import Told
from .state import DelveState

RANDOM = "random"


def new_state(config: TableConfig, seed: int) -> DelveState:
    n = len(config.seats)
    state = DelveState(seats=config.seats, options=config.options, rng=Rng(seed=seed))
    wanted = [C.hero_by_name(s.choices.get("hero", RANDOM)) if s.choices.get("hero", RANDOM) != RANDOM
              else None for s in config.seats]
    free = [h for h in C.heroes() if h not in {w.id for w in wanted if w}]
    for w in wanted:
        state.heroes.append(w.id if w else free.pop(state.rng.below(len(free))))
    state.master = [False] * n
    state.xp = [0] * n
    state.treasures = [[] for _ in range(n)]
    state.twists = [[] for _ in range(n)]
    state.delves_done = [0] * n
    state.bag = C.treasure_bag()
    state.emit(Told(message="Heroes: " + ", ".join(f"{state.name(s)} is the {state.hero_name(s)}"
                                                   for s in range(n))))
    if state.twists_on():
        state.twist_deck = C.twist_deck()
        state.rng.shuffle(state.twist_deck)
        for s in range(n):
            twists.draw(state, s, 2)
    flow.begin_round(state)
    flow.settle(state)
    return state
