"""Combat: a monster is met, the others may step in, the fighter fights or runs, the winner levels up and
draws the treasure.

"If your level plus bonuses add up to more than the monster, you win. You only get level(s) from killing
monster(s), not making them disappear etc." "If you and the monster are tied, or the monster has more than
you, you lose. Ask for help, or try to run away." "If more monsters are in the battle, beat their total
strength. You can defeat one and try to Run Away from the other, though."
"""

from __future__ import annotations

from game.engine.events import GameEnded, Note
from game.engine.words import listing, plural, the

from . import content as C
from .core import draw, emit, who
from .curses import lift_curses
from .events import CardMoved, CardsDrawn, CombatResolved, LevelChanged
from .odds import levels, totals, treasures
from .state import Combat, DoorsState, Foe, RunStep
from .turns import pass_turn
from .windows import open_window


def start(state: DoorsState, cid: str, kicked: bool) -> None:
    """A monster is met: the fight begins and the others may answer its reveal."""
    seat = state.current
    c = C.card(cid)
    state.combat = Combat(fighter=seat, foes=[Foe(card=cid)], kicked=kicked)
    state.phase = "combat"
    state.sale = []
    if kicked:
        message = f"{who(state, seat)} kicks open the door: {C.name(cid)} (level {c.level})!"
        src, src_seat = "door_deck", None
    else:
        state.players[seat].hand.remove(cid)
        message = f"{who(state, seat)} looks for trouble: {C.name(cid)} (level {c.level})"
        src, src_seat = "hand", seat
    open_window(state, "reveal", f"{C.name(cid)} is revealed")
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src=src, dst="combat", src_seat=src_seat,
                          message=message))


def foe_names(foes: list[Foe]) -> str:
    return listing([C.name(f.card) for f in foes])


def declare(state: DoorsState, kind: str, target: str = "") -> None:
    """The fighter says how the fight ends. If the fighter changed the fight since the others last had
    their say, they get one more ("before combat is resolved"); else it resolves now."""
    combat = state.combat
    assert combat is not None
    combat.declared, combat.target = kind, target
    if combat.dirty:
        combat.dirty = False
        what = {"fight": "fight", "one": f"defeat {the(C.name(target) if target else '')} and run",
                "run": "run away"}[kind]
        if open_window(state, "resolve", f"{who(state, combat.fighter)} is about to {what}"):
            emit(state, Note(seat=combat.fighter, message=f"{who(state, combat.fighter)} is about to {what}: "
                                                          f"last chance for the others to step in"))
            return
    resolve(state)


def resolve(state: DoorsState) -> None:
    combat = state.combat
    assert combat is not None
    kind, combat.declared = combat.declared, ""
    if kind == "run":
        t = totals(state)
        emit(state, CombatResolved(seat=combat.fighter, who=who(state, combat.fighter), players=t.players,
                                   monsters=t.monsters, won=False, foes=tuple(C.name(f.card) for f in combat.foes)))
        start_runs(state, list(combat.foes))
        return
    beaten = combat.foes if kind == "fight" else [f for f in combat.foes if f.card == combat.target]
    rest = [f for f in combat.foes if f not in beaten]
    win(state, beaten, rest)


def win(state: DoorsState, beaten: list[Foe], rest: list[Foe]) -> None:
    """Levels for the kill (2 from the strongest monsters; a Leafling helper gains one per monster), the
    treasure drawn, then running from the monsters left, if any."""
    combat = state.combat
    assert combat is not None
    fighter = combat.fighter
    t = totals(state, beaten)
    count = treasures(combat, beaten)
    combat.foes = rest
    for foe in beaten:
        for cid in [foe.card, *foe.enhancers]:
            state.door.discard(cid)
    emit(state, CombatResolved(seat=fighter, who=who(state, fighter), players=t.players, monsters=t.monsters,
                               won=True, foes=tuple(C.name(f.card) for f in beaten)))
    if gain(state, fighter, levels(beaten), f"killed {the(foe_names(beaten))}"):
        return
    helper = combat.helper
    if helper is not None and any(C.card(r).id == "leafling" for r in state.players[helper].races):
        if gain(state, helper, len(beaten), "a Leafling helped kill"):
            return
    lift_curses(state, fighter)
    loot = draw_for(state, count)
    if helper is not None and combat.share > 0 and loot:
        share_out(state, loot)
        return
    take_loot(state, fighter, loot)
    after_loot(state)


def gain(state: DoorsState, seat: int, n: int, why: str) -> bool:
    """Levels from a kill; reaching level 10 this way wins the game (True)."""
    p = state.players[seat]
    before = p.level
    p.level = min(C.WIN_LEVEL, p.level + n)
    if p.level >= C.WIN_LEVEL:
        state.phase = "over"
        state.winner = seat
        state.window = None
        state.ended = f"{who(state, seat)} reaches level {C.WIN_LEVEL} ({why}) and wins"
    emit(state, LevelChanged(seat=seat, who=who(state, seat), before=before, after=p.level, why=why, kill=True))
    if state.phase == "over":
        emit(state, GameEnded(seat=seat, summary=state.ended))
        return True
    return False


def draw_for(state: DoorsState, count: int) -> list[str]:
    """The treasure cards a fight gives (fewer if both treasure piles have run out)."""
    return [c for c in (draw(state, "treasure") for _ in range(count)) if c is not None]


def take_loot(state: DoorsState, seat: int, loot: list[str]) -> None:
    """Treasure goes into the hand face down (the rulebook does not show it to the others)."""
    if not loot:
        return
    state.players[seat].hand += loot
    emit(state, CardsDrawn(seat=seat, visible_to=(seat,), who=who(state, seat), cards=tuple(loot),
                           names=tuple(C.name(c) for c in loot), deck="treasure",
                           message=f"{who(state, seat)} takes {listing([C.name(c) for c in loot])}",
                           hidden=f"{who(state, seat)} takes {plural(len(loot), 'treasure')}"))


def share_out(state: DoorsState, loot: list[str]) -> None:
    """The helper's share, as bargained: the cards lie open to the two of them, and who picks first picks
    first; picks alternate until the helper has the share, and the fighter keeps the rest."""
    combat = state.combat
    assert combat is not None and combat.helper is not None
    combat.loot = loot
    combat.stage = "split"
    combat.helper_got = 0
    combat.picker = combat.helper if combat.helper_first else combat.fighter
    pair = (combat.fighter, combat.helper)
    emit(state, CardsDrawn(seat=combat.fighter, visible_to=pair, who=who(state, combat.fighter), cards=tuple(loot),
                           names=tuple(C.name(c) for c in loot), deck="treasure",
                           message=f"The treasure to share: {listing([C.name(c) for c in loot])}",
                           hidden=f"{plural(len(loot), 'treasure')} to share between {who(state, pair[0])} and "
                                  f"{who(state, pair[1])}"))
    settle_split(state)


def settle_split(state: DoorsState) -> None:
    """Hand out what needs no choosing: the rest to the fighter once the helper has the share, or all that
    is left to the helper when it is owed every card."""
    combat = state.combat
    assert combat is not None and combat.helper is not None
    owed = combat.share - combat.helper_got
    if combat.loot and (owed <= 0 or owed >= len(combat.loot)):
        seat = combat.fighter if owed <= 0 else combat.helper
        loot, combat.loot = combat.loot, []
        combat.picker = None
        combat.stage = "decide"
        take_loot(state, seat, loot)
    if not combat.loot:
        combat.picker = None
        combat.stage = "decide"
        after_loot(state)


def pick(state: DoorsState, cid: str) -> None:
    combat = state.combat
    assert combat is not None and combat.picker is not None and combat.helper is not None
    seat = combat.picker
    combat.loot.remove(cid)
    state.players[seat].hand.append(cid)
    if seat == combat.helper:
        combat.helper_got += 1
    combat.picker = combat.fighter if seat == combat.helper else combat.helper
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="loot", dst="hand", dst_seat=seat,
                          visible_to=(combat.fighter, combat.helper), message=f"{who(state, seat)} takes {C.name(cid)}",
                          hidden=f"{who(state, seat)} takes a treasure"))
    settle_split(state)


def after_loot(state: DoorsState) -> None:
    combat = state.combat
    assert combat is not None
    if combat.foes:
        start_runs(state, list(combat.foes))
    else:
        end(state)


def start_runs(state: DoorsState, foes: list[Foe]) -> None:
    """"You have to Run Away from each separate monster"; a helper runs too."""
    combat = state.combat
    assert combat is not None
    seats = [combat.fighter] + ([combat.helper] if combat.helper is not None else [])
    combat.runs = [RunStep(seat=s, foe=f.card) for s in seats for f in foes if not state.players[s].dead]
    combat.stage = "run"
    emit(state, Note(seat=combat.fighter, message=f"{listing([who(state, s) for s in seats])} must run away from "
                                                  f"{the(foe_names(foes))}"))


def remove_foe(state: DoorsState, foe_card: str, why: str) -> None:
    """A monster leaves the fight without being killed: no level, no treasure (unless a card says so)."""
    combat = state.combat
    assert combat is not None
    foe = next(f for f in combat.foes if f.card == foe_card)
    combat.foes.remove(foe)
    combat.runs = [r for r in combat.runs if r.foe != foe_card]
    for cid in [foe.card, *foe.enhancers]:
        state.door.discard(cid)
    emit(state, CardMoved(seat=combat.fighter, card=foe.card, name=C.name(foe.card), src="combat",
                          dst="door_discards", message=f"The {C.name(foe.card)} leaves the fight ({why})"))


def end(state: DoorsState) -> None:
    """The fight is over: what is left in the combat zone goes to the discards, and the turn goes on (or,
    for a dead fighter, passes)."""
    combat = state.combat
    assert combat is not None
    for foe in combat.foes:
        for cid in [foe.card, *foe.enhancers]:
            state.door.discard(cid)
    for boost in combat.boosts:
        state.treasure.discard(boost.card)
    state.combat = None
    state.window = None
    if state.players[state.current].dead:
        pass_turn(state)
        return
    state.phase = "end"
    emit(state, Note(seat=state.current, message=f"The fight is over: {who(state, state.current)} may tidy up "
                                                 f"and end the turn"))
