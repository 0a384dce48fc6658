"""The Adventurer's companions: which sources are at hand, the roles each may take (hero specialties,
the Distractions twist), what a role defeats, and spending a source (dice go to the graveyard before
their effect, treasures back to the box, borrowed dungeon dice back to the pool)."""

from __future__ import annotations

from collections import Counter
from functools import cache

from . import content as C
from .actions import source_label
from .events import DiceMoved, Told
from .state import MONSTER, DelveState
from .table import return_token

Counts = tuple[int, int, int]  # Goblins, Skeletons, Oozes


def base_face(state: DelveState, source: str) -> str:
    kind, _, what = source.partition(":")
    if kind == "treasure":
        return C.treasures()[what].acts_as
    if kind == "die" and what == "Champion" and state.distractions:
        return "Thief"  # Distractions: Champion dice are treated as Thieves for this level
    return what


def roles(state: DelveState, source: str) -> list[str]:
    """The roles this source may take, its own face first."""
    if source == "hero":
        return list(state.ultimate().get("roles", []))
    face = base_face(state, source)
    if face == "Scroll":
        return ["Scroll", *C.COMPANIONS] if state.specialty("scroll_any") else ["Scroll"]
    out = [face]
    pair = state.specialty("interchange") or []
    if face in pair:
        out += [f for f in pair if f != face]
    return out


def companion_roles(state: DelveState, source: str) -> list[str]:
    return [r for r in roles(state, source) if r in C.COMPANIONS]


def source_counts(state: DelveState) -> Counter[str]:
    """Every source at hand and how many of it, less those already sent against the Dragon."""
    counts: Counter[str] = Counter(f"die:{f}" for f in state.party)
    counts.update(f"borrowed:{f}" for f in state.borrowed)
    for token in state.treasures[state.adventurer]:
        if C.treasures()[token].kind == "companion":
            counts[f"treasure:{token}"] += 1
    if hero_joins(state):
        counts["hero"] = 1
    for entry in state.dragon_team:
        counts[entry.split("|")[0]] -= 1
    return +counts


def hero_joins(state: DelveState) -> bool:
    """The Crusader's and Spellsword's ultimate: the hero fights as a companion (Monster phase only)."""
    return (state.phase == MONSTER and not state.ultimate_used
            and state.ultimate().get("kind") == "hero_companion")


def ordered(sources: Counter[str]) -> list[str]:
    """A stable, readable order: dice by face, borrowed dice, treasures, the hero."""
    def key(s: str) -> tuple[int, int, str]:
        kind, _, what = s.partition(":")
        rank = {"die": 0, "borrowed": 1, "treasure": 2}.get(kind, 3)
        face = C.PARTY_FACES.index(what) if what in C.PARTY_FACES else 9
        return (rank, face, what)
    return sorted(sources, key=key)


def extra_kill(state: DelveState, role: str) -> bool:
    """Commander: each Fighter defeats one more monster of any kind; Bard: each Champion does."""
    return state.specialty("extra_kill") == role


@cache
def defeat_options(role: str, counts: Counts, extra: bool = False) -> list[Counts]:
    """What one companion in `role` may defeat, as (Goblins, Skeletons, Oozes); never a choice that
    another choice beats on every kind."""
    table = C.defeats()[role]
    found: set[Counts] = set()
    for i, monster in enumerate(C.MONSTERS):
        if not counts[i]:
            continue
        cap = table[monster]
        base = [0, 0, 0]
        base[i] = counts[i] if cap == C.ALL else min(cap, counts[i])
        extras = [j for j in range(3) if counts[j] - base[j] > 0] if extra else []
        if not extras:
            found.add((base[0], base[1], base[2]))
        for j in extras:
            with_extra = list(base)
            with_extra[j] += 1
            found.add((with_extra[0], with_extra[1], with_extra[2]))
    return prune(found)  # cached: callers must not change the list


def prune(options: set[Counts] | list[Counts]) -> list[Counts]:
    unique = set(options)
    kept = [o for o in unique
            if not any(p != o and all(p[k] >= o[k] for k in range(3)) for p in unique)]
    return sorted(kept, key=lambda o: (-sum(o), o))


def chest_capacity(state: DelveState, source: str) -> int:
    """Chests one companion opens: every one for a Thief or Champion, else one; a Scroll opens none."""
    best = 0
    for role in companion_roles(state, source):
        best = max(best, C.DUNGEON_DICE if role in C.opens_every_chest() else 1)
    return best


def spend(state: DelveState, source: str, deed: str) -> None:
    """Use up a source. A die goes to the graveyard before its effect (so a quaffing die can be revived
    by its own Potions), a treasure goes back into the box, a borrowed dungeon die back to the pool."""
    kind, _, what = source.partition(":")
    who = state.name(state.adventurer)
    if kind == "die":
        state.party.remove(what)
        state.graveyard.append(what)
        state.emit(DiceMoved(faces=(what,), src="party", dst="graveyard",
                             message=f"{who} sends {C.article(what)} to the graveyard to {deed}"))
    elif kind == "treasure":
        return_token(state, state.adventurer, what, f"{who} uses the {what} to {deed}; it goes back in the box")
    elif kind == "borrowed":
        state.borrowed.remove(what)
        state.emit(DiceMoved(faces=(what,), src="borrowed", dst="pool",
                             message=f"{who} uses {source_label(source)} to {deed}; the die goes back to the pool"))
    else:
        state.ultimate_used = True
        state.emit(Told(seat=state.adventurer, message=f"{who}'s hero steps in (ultimate) to {deed}"))
