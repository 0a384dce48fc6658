"""The hint asked for at every decision of a game being played (issue 25), and checked each time: a legal
action, in words, the very choice the Normal computer player makes, and the same with what the seat may not
see changed (tests/hidden_data.py: the other hands, the decks' order, the dice to come)."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine.hints import HINT_SEED, Hint, hint_for
from game.engine.protocol import Action, Game, State
from tests.hidden_data import SWAPS

Mover = Callable[[State, list[Action]], Action]


def worded(reason: str) -> bool:
    """A reason a child can read: a few words, begun with a capital, ended with a stop, with no code in it."""
    text = reason.strip()
    return (len(text.split()) >= 5 and text[0].isupper() and text.endswith((".", "!"))
            and not any(bad in text for bad in ("None", "{", "}", "object at", "  ", "..")))


def checked_hint(game: Game, state: State, rnd: random.Random) -> Hint:
    """The hint for the seat to act, after checking it."""
    legal = game.legal_actions(state)
    hint = hint_for(game, state)
    assert hint.action in legal
    assert str(hint.action) == str(legal[legal.index(hint.action)]), "the hint's label is not the legal action's"
    assert worded(hint.reason), f"{type(hint.action).__name__}: {hint.reason!r}"
    chosen = game.agent(state.to_act, HINT_SEED, game.hint_strength).choose(game, state, legal)
    assert hint.action == chosen, f"the hint {hint.action} is not the {game.hint_strength} player's {chosen}"
    swapped = SWAPS[game.id](state, state.to_act, rnd)
    assert hint_for(game, swapped) == hint, f"the hint reads what seat {state.to_act} may not see: {hint}"
    return hint


def play_asking(game: Game, state: State, mover: Mover, steps: int, rnd: random.Random) -> dict[str, set[str]]:
    """Play up to `steps` decisions (each made by `mover`), checking the hint at every one; the reasons
    given, by the kind of action hinted."""
    reasons: dict[str, set[str]] = {}
    for _ in range(steps):
        if game.outcome(state) is not None:
            break
        hint = checked_hint(game, state, rnd)
        reasons.setdefault(type(hint.action).__name__, set()).add(hint.reason)
        game.apply(state, mover(state, game.legal_actions(state)))
    return reasons


def shared_reasons(reasons: dict[str, set[str]]) -> set[str]:
    """Reasons given for two kinds of decision: each kind has its own, never one sentence for all."""
    seen: dict[str, str] = {}
    shared = set()
    for kind, texts in reasons.items():
        for text in texts:
            if seen.setdefault(text, kind) != kind:
                shared.add(text)
    return shared


def mixed_mover(game: Game, n: int, seed: int, wild: float = 0.2) -> Mover:
    """The seats played by computer players of every strength in turn, with a random move now and then (so
    that the hint is asked where the Normal player would never have led)."""
    rnd = random.Random(seed)
    strengths = ("normal", "hard", "easy")
    agents = [game.agent(s, seed, strengths[(s + seed) % 3]) for s in range(n)]

    def move(state: State, legal: list[Action]) -> Action:
        if rnd.random() < wild:
            return rnd.choice(legal)
        return agents[state.to_act].choose(game, state, legal)
    return move
