"""The end of the game: XP plus what the unused treasures are worth, and the tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.protocol import Outcome

from . import content as C
from .solo import rank_for
from .state import DelveState


def treasure_worth(tokens: Sequence[str]) -> int:
    """1 XP a token (the Town Portal 2), and 2 XP more for each pair of Dragon Scales."""
    table = C.treasures()
    worth = sum(table[t].worth for t in tokens)
    for name, t in table.items():
        if t.pair_bonus:
            worth += t.pair_bonus * (tokens.count(name) // 2)
    return worth


def score(state: DelveState, seat: int) -> int:
    return state.xp[seat] + treasure_worth(state.treasures[seat])


def detail(state: DelveState, seat: int) -> str:
    tokens = state.treasures[seat]
    if not tokens:
        return f"{state.xp[seat]} XP, no treasures: {score(state, seat)}"
    return (f"{state.xp[seat]} XP + {len(tokens)} treasure{'s' if len(tokens) != 1 else ''} worth "
            f"{treasure_worth(tokens)} = {score(state, seat)}")


def winners(state: DelveState) -> tuple[tuple[int, ...], str]:
    """Highest score; a tie goes to fewer treasure tokens; still tied, the victory is shared."""
    scores = {s: score(state, s) for s in range(state.n)}
    best = max(scores.values())
    if state.n == 1:
        # Alone there is no one to beat: the score earns a rank (solo.py; the personal best is told there).
        rank = rank_for(best)
        return (0,), f"{state.name(0)} ends the three delves with {best}: {rank.title}"
    tied = [s for s in range(state.n) if scores[s] == best]
    names = lambda seats: " and ".join(state.name(s) for s in seats)  # noqa: E731
    if len(tied) == 1:
        return (tied[0],), f"{state.name(tied[0])} wins with {best}"
    fewest = min(len(state.treasures[s]) for s in tied)
    kept = [s for s in tied if len(state.treasures[s]) == fewest]
    if len(kept) == 1:
        return (kept[0],), (f"{names(tied)} tie on {best}; {state.name(kept[0])} wins holding fewer treasure "
                            f"tokens ({fewest})")
    return tuple(kept), f"{names(kept)} share the victory on {best}, with {fewest} treasure tokens each"


def outcome(state: DelveState) -> Outcome | None:
    if not state.finished:
        return None
    won, reason = winners(state)
    return Outcome(winners=won, scores={s: score(state, s) for s in range(state.n)}, reason=reason,
                   details={s: detail(state, s) for s in range(state.n)})


def summary(state: DelveState) -> str:
    _, reason = winners(state)
    return "The game ends. " + "; ".join(f"{state.name(s)}: {detail(state, s)}" for s in range(state.n)) + \
        f". {reason}."
