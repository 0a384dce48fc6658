"""Using companions: choose one (a party die, a companion treasure, a borrowed die, the hero), then what
it does — defeat monsters, open Chests, quaff the Potions, or read a Scroll and mark dice to reroll —
and revive dice from the graveyard with the faces chosen."""

from __future__ import annotations

from game.engine.protocol import Action

from . import content as C
from .actions import Defeat, Mark, OpenChests, Pick, Quaff, ReadScroll, Revive, RollMarked, source_label
from .events import DiceMoved, Told
from .party import (
    base_face,
    chest_capacity,
    companion_roles,
    defeat_options,
    extra_kill,
    ordered,
    prune,
    roles,
    source_counts,
    spend,
)
from .state import LOOT, MONSTER, DelveState, Pending
from .table import dragons_to_lair, draw_treasure, remove_dungeon, reroll_at


def counts(state: DelveState) -> tuple[int, int, int]:
    m = state.monsters()
    return (m["Goblin"], m["Skeleton"], m["Ooze"])


def loot_now(state: DelveState) -> bool:
    """Chests and Potions are for the Loot phase, or the Monster phase too for the Half-Goblin."""
    return state.phase == LOOT or (state.phase == MONSTER and bool(state.specialty("early_loot")))


# --- what a chosen companion can do ---------------------------------------------------------------
def defeat_actions(state: DelveState, source: str) -> list[Defeat]:
    here = counts(state)
    if not any(here):
        return []
    by_counts: dict[tuple[int, int, int], str] = {}
    for role in companion_roles(state, source):
        for option in defeat_options(role, here, extra_kill(state, role)):
            by_counts.setdefault(option, role)   # the die's own face first, so no needless "As a ..."
    face = base_face(state, source)
    return [Defeat(role=by_counts[o], goblin=o[0], skeleton=o[1], ooze=o[2],
                   stand_in=source == "hero" or by_counts[o] != face)
            for o in prune(list(by_counts))]


def rerollable(state: DelveState, source: str) -> bool:
    others = len(state.party) - (1 if source.startswith("die:") else 0)
    return others + len(state.dungeon) > 0


def uses(state: DelveState, source: str) -> list[Action]:
    """The second step: what this companion may do now."""
    out: list[Action] = []
    if state.phase == MONSTER:
        out += defeat_actions(state, source)
        if "Scroll" in roles(state, source) and rerollable(state, source):
            out.append(ReadScroll())
    if loot_now(state) and source != "hero":
        chests = state.dungeon.count("Chest")
        capacity = chest_capacity(state, source)
        if chests and capacity:
            out.append(OpenChests(count=min(chests, capacity), every=capacity > 1))
        potions = state.dungeon.count("Potion")
        if potions:
            out.append(Quaff(potions=potions))
    return out


def picks(state: DelveState) -> list[Pick]:
    """The first step in the Monster and Loot phases: every companion that can do something now."""
    return [Pick(source) for source in ordered(source_counts(state)) if uses(state, source)]


# --- doing it --------------------------------------------------------------------------------------
def do_defeat(state: DelveState, action: Defeat) -> None:
    source = state.pending.source if state.pending else ""
    slain = ["Goblin"] * action.goblin + ["Skeleton"] * action.skeleton + ["Ooze"] * action.ooze
    told = " and ".join(C.count_of(f, n) for f, n in (("Goblin", action.goblin), ("Skeleton", action.skeleton),
                                                       ("Ooze", action.ooze)) if n)
    as_role = f" as {C.article(action.role)}" if action.stand_in else ""
    state.fought = True   # the fight has begun: no more twist cards this level
    spend(state, source, f"defeat {told}{as_role}")
    state.pending = None
    remove_dungeon(state, slain, f"{told} defeated by {source_label(source, state.name(state.adventurer))}{as_role}")


def do_open(state: DelveState, action: OpenChests) -> None:
    source = state.pending.source if state.pending else ""
    n = action.count
    spend(state, source, f"open {'the ' + C.count_of('Chest', n) if n > 1 else 'a Chest'}")
    state.pending = None
    remove_dungeon(state, ["Chest"] * n, f"{C.count_of('Chest', n)} opened")
    for _ in range(n):
        draw_treasure(state, state.adventurer, "a Chest opened")


def do_quaff(state: DelveState, action: Quaff) -> None:
    source = state.pending.source if state.pending else ""
    spend(state, source, "quaff the Potions")
    state.pending = None
    quaff_potions(state, action.potions)


def quaff_potions(state: DelveState, potions: int) -> None:
    """All the level's Potions at once; each revives one graveyard die, with its face chosen."""
    remove_dungeon(state, ["Potion"] * potions, f"{C.count_of('Potion', potions)} quaffed")
    revives = min(potions, len(state.graveyard))
    if revives:
        state.pending = Pending(kind="revive", revives=revives)
        state.emit(Told(seat=state.adventurer, message=f"{state.name(state.adventurer)} may revive "
                                                        f"{C.count_of('die', revives)} from the graveyard"))
    else:
        state.emit(Told(seat=state.adventurer, message="The graveyard is empty: the Potions revive no one"))


def start_revive(state: DelveState, count: int, seat: int) -> None:
    """The Elixir: one die from the graveyard back to the Adventurer's party, its face chosen by whoever
    drank it (said after the choice is set)."""
    revives = min(count, len(state.graveyard))
    state.pending = Pending(kind="revive", revives=revives, seat=seat)
    whose = "the graveyard" if seat == state.adventurer else f"{state.name(state.adventurer)}'s graveyard"
    state.emit(Told(seat=seat, message=f"{state.name(seat)} may revive {C.count_of('die', revives)} from {whose}"))


def revive_actions(state: DelveState) -> list[Revive]:
    return [Revive(face) for face in C.PARTY_FACES]


def do_revive(state: DelveState, action: Revive) -> None:
    pending = state.pending
    assert pending is not None
    state.graveyard.pop()
    state.party.append(action.face)
    pending.revives -= 1
    who = state.name(pending.seat if pending.seat >= 0 else state.adventurer)
    if pending.revives <= 0 or not state.graveyard:
        state.pending = None
    state.emit(DiceMoved(faces=(action.face,), src="graveyard", dst="party",
                         message=f"{who} revives a die as {C.article(action.face)}"))


# --- marking dice to reroll: a Scroll, the Commander's ultimate, the Mercenary forming the party -----
def scroll_index(state: DelveState) -> int | None:
    """The Scroll die being read: it goes to the graveyard first, so it cannot reroll itself."""
    p = state.pending
    if p and p.by == "scroll" and p.source == "die:Scroll":
        return max(i for i, f in enumerate(state.party) if f == "Scroll")
    return None


def mark_actions(state: DelveState) -> list[Action]:
    p = state.pending
    assert p is not None
    reserved = scroll_index(state)
    out: list[Action] = [Mark(zone="party", index=i, face=f, on=i not in p.party_marked)
                         for i, f in enumerate(state.party) if i != reserved]
    if p.by != "form":
        out += [Mark(zone="dungeon", index=i, face=f, on=i not in p.dungeon_marked)
                for i, f in enumerate(state.dungeon)]
    marked = len(p.party_marked) + len(p.dungeon_marked)
    if marked:
        out.append(RollMarked(count=marked))
    return out


def do_mark(state: DelveState, action: Mark) -> None:
    p = state.pending
    assert p is not None
    marks = p.party_marked if action.zone == "party" else p.dungeon_marked
    if action.on:
        marks.append(action.index)
        marks.sort()
    else:
        marks.remove(action.index)


def do_roll_marked(state: DelveState) -> None:
    p = state.pending
    assert p is not None
    who = state.name(state.adventurer)
    party_marked = list(p.party_marked)
    reserved = scroll_index(state)
    if reserved is not None:
        # The Scroll goes to the graveyard before its effect; the marked dice after it move up one place.
        state.party.pop(reserved)
        state.graveyard.append("Scroll")
        state.emit(DiceMoved(faces=("Scroll",), src="party", dst="graveyard",
                             message=f"{who} reads a Scroll; it goes to the graveyard"))
        party_marked = [i - 1 if i > reserved else i for i in party_marked]
    elif p.by == "scroll":
        spend(state, p.source, "reroll dice")
    elif p.by == "ultimate":
        state.ultimate_used = True
        state.emit(Told(seat=state.adventurer, message=f"{who} uses the {state.hero_name(state.adventurer)}'s "
                                                        f"ultimate: {state.ultimate().text}"))
    purpose = {"form": "dice (forming the party)", "ultimate": "dice (ultimate)"}.get(p.by, "dice (Scroll)")
    state.pending = None   # the marks are spent as the dice are thrown
    if party_marked:
        reroll_at(state, "party", party_marked, who, "party " + purpose)
    if p.dungeon_marked:
        reroll_at(state, "dungeon", list(p.dungeon_marked), who, "dungeon " + purpose)
        dragons_to_lair(state)
