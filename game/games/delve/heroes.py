"""The heroes' powers: specialties used when forming the party, and every ultimate (once per delve, in
the Monster phase; the card turns sideways until the next delve)."""

from __future__ import annotations

from game.engine.protocol import Action
from game.engine.words import capital

from . import content as C
from .actions import GiveUp, Ultimate
from .companions import quaff_potions
from .events import DiceMoved, DieChanged, Told
from .state import MONSTER, DelveState, Pending
from .table import draw_treasure, empty_lair, remove_dungeon, return_token


def form_party(state: DelveState) -> None:
    """The Knight's (and Dragon Slayer's) specialty: Scrolls become Champions when forming the party."""
    to = state.specialty("form_scrolls_to")
    if not to:
        return
    for i, face in enumerate(state.party):
        if face == "Scroll":
            state.party[i] = str(to)
            state.emit(DieChanged(seat=state.adventurer, zone="party", before="Scroll", after=str(to),
                                  message=f"The {state.hero_name(state.adventurer)} turns a Scroll into "
                                          f"{C.article(str(to))}"))


def _combos(state: DelveState, count: int) -> list[str]:
    """Monster choices for 'up to N monsters': the pairs when two can be taken, else the singles."""
    present = [m for m in C.MONSTERS if m in state.dungeon]
    if count < 2 or state.monster_count() < 2:
        return present
    pairs = []
    for i, a in enumerate(present):
        for b in present[i:]:
            if a != b or state.dungeon.count(a) >= 2:
                pairs.append(f"{a}+{b}")
    return pairs


def ultimate_actions(state: DelveState) -> list[Action]:
    """The Adventurer's ultimate, when it is unused and would change something (Monster phase only)."""
    if state.phase != MONSTER or state.ultimate_used:
        return []
    ult = state.ultimate()
    kind = ult.get("kind")
    monsters = state.monster_count() > 0
    if kind == "defeat_any":
        return [Ultimate(f"defeat:{c}") for c in _combos(state, int(ult.get("count", 1)))]
    if kind == "to_potion":
        return [Ultimate(f"to_potion:{c}") for c in _combos(state, int(ult.get("count", 1)))]
    if kind == "reroll_any" and (state.party or state.dungeon):
        return [Ultimate("reroll")]
    if kind == "divine" and state.treasures[state.adventurer] and (state.dungeon or state.lair):
        return [Ultimate("divine")]
    if kind == "sweep" and (state.dungeon or state.lair):
        return [Ultimate("sweep")]
    if kind == "convert":
        n = min(int(ult.get("count", 1)), state.dungeon.count(ult.get("from")))
        return [Ultimate(f"convert:{ult.get('from')}:{ult.get('to')}:{n}")] if n else []
    if kind == "to_lair" and monsters:
        return [Ultimate("to_lair")]
    if kind == "empty_lair" and state.lair:
        return [Ultimate("empty_lair")]
    return []


def give_up_actions(state: DelveState) -> list[Action]:
    return [GiveUp(t) for t in sorted(set(state.treasures[state.adventurer]))]


def _announce(state: DelveState) -> None:
    seat = state.adventurer
    state.emit(Told(seat=seat, message=f"{state.name(seat)} uses the {state.hero_name(seat)}'s ultimate "
                                       f"(the card turns sideways): {state.ultimate().text}"))


def do_ultimate(state: DelveState, action: Ultimate) -> None:
    kind, _, arg = action.option.partition(":")
    if kind == "reroll":
        state.pending = Pending(kind="reroll", by="ultimate")
        return
    if kind == "divine":
        state.pending = Pending(kind="divine")
        return
    state.ultimate_used = True
    state.fought = state.fought or kind in ("defeat", "sweep")   # the hero fights: twist cards are over
    _announce(state)
    monsters = [f for f in state.dungeon if f in C.MONSTERS]
    if kind == "defeat":
        faces = arg.split("+")
        remove_dungeon(state, faces, f"{C.several(faces)} defeated by the hero")
    elif kind == "sweep":
        remove_dungeon(state, list(state.dungeon), "Every monster, Chest and Potion is swept back to the pool")
        empty_lair(state, "The Dragon's Lair is swept empty (no reward)")
    elif kind == "convert":
        src, dst, n = arg.split(":")
        for _ in range(int(n)):
            state.dungeon.remove(src)
            state.borrowed.append(dst)
        state.emit(DiceMoved(faces=(src,) * int(n), src="dungeon", dst="borrowed",
                             message=f"{C.count_of(src, int(n))} join{'s' if n == '1' else ''} the party as "
                                     f"{C.article(dst) if n == '1' else C.plural(dst)} until the Regroup"))
    elif kind == "to_lair":
        dragons_from(state, monsters, "by the hero's ultimate")
    elif kind == "to_potion":
        faces = arg.split("+")
        i = state.dungeon.index(faces[0])
        state.dungeon[i] = "Potion"
        state.emit(DieChanged(seat=state.adventurer, zone="dungeon", before=faces[0], after="Potion",
                              message=f"{capital(C.article(faces[0]))} turns into a Potion"))
        remove_dungeon(state, faces[1:], f"{C.several(faces[1:])} melts into the same "
                                         "Potion; the die goes back to the pool")
    elif kind == "empty_lair":
        empty_lair(state, "Every die in the Dragon's Lair goes back to the pool")


def dragons_from(state: DelveState, monsters: list[str], why: str) -> None:
    """Monsters become Dragons and fly to the Lair (the Knight's ultimate, Dragon Bait)."""
    for face in monsters:
        state.dungeon.remove(face)
    state.lair += len(monsters)
    one = len(monsters) == 1
    state.emit(DiceMoved(faces=tuple(monsters), src="dungeon", dst="lair",
                         message=f"{C.count_of('monster', len(monsters))} become{'s a Dragon' if one else ' Dragons'} "
                                 f"{why} and fl{'ies' if one else 'y'} to the Dragon's Lair ({state.lair} there now)"))


def do_give_up(state: DelveState, action: GiveUp) -> None:
    """The Paladin's ultimate: one treasure given up clears the whole level and the Lair."""
    seat = state.adventurer
    state.pending = None
    state.ultimate_used = True
    state.fought = True
    _announce(state)
    return_token(state, seat, action.treasure, f"{state.name(seat)} gives up the {action.treasure}")
    monsters = [f for f in state.dungeon if f in C.MONSTERS]
    remove_dungeon(state, monsters, "Every monster is defeated")
    chests = state.dungeon.count("Chest")
    if chests:
        remove_dungeon(state, ["Chest"] * chests, f"{C.count_of('Chest', chests)} opened")
        for _ in range(chests):
            draw_treasure(state, seat, "a Chest opened")
    empty_lair(state, "The Dragon's Lair is emptied (no reward)")
    potions = state.dungeon.count("Potion")
    if potions:
        quaff_potions(state, potions)
