"""What a seat sees: every card on the table, its own hand, and of the other hands only their size.

Face-down loot and dealt cards are in a hand, so only their owner sees them. Treasure being shared out
after a fight is seen by the fighter and the helper only. Everything else (the combat zone, the items on
the table, a dead seat's remains, curses, the discards' top cards) is face up for all.
"""

from __future__ import annotations

from typing import Any

from game.engine.words import percent, plural

from . import content as C
from .core import hand_limit
from .items import levels_for_sale, sale_value
from .odds import foe_total, run_chance, run_modifier, strength, totals, treasures
from .state import DoorsState

SHOWN_DISCARDS = 5


def faces(cards: list[str]) -> list[dict[str, Any]]:
    return [C.face(c) for c in cards]


def seat_view(state: DoorsState, s: int) -> dict[str, Any]:
    p = state.players[s]
    return {
        "seat": s,
        "name": state.name(s),
        "computer": state.seats[s].is_computer,
        "level": p.level,
        "strength": strength(state, s),
        "hand": len(p.hand),
        "hand_limit": hand_limit(p),
        "races": faces(p.races),
        "classes": faces(p.classes),
        "doubles": faces(p.doubles),
        "hirelings": faces(p.hirelings),
        "curses": faces(p.curses),
        "items": [C.face(c.card) | {"equipped": c.equipped} for c in p.items],
        "dead": p.dead,
        "current": s == state.current,
    }


def combat_view(state: DoorsState, seat: int | None) -> dict[str, Any] | None:
    combat = state.combat
    if combat is None:
        return None
    t = totals(state)
    pair = (combat.fighter, combat.helper)
    return {
        "fighter": combat.fighter,
        "helper": combat.helper,
        "share": combat.share,
        "helper_first": combat.helper_first,
        "stage": combat.stage,
        "declared": combat.declared,
        "foes": [C.face(f.card) | {"enhancers": faces(f.enhancers), "total": foe_total(state, f, combat)[0]}
                 for f in combat.foes],
        "boosts": [C.face(b.card) | {"side": b.side, "by": b.by} for b in combat.boosts],
        "players": t.players,
        "monsters": t.monsters,
        "winning": t.winning,
        "ties_win": t.ties_win,
        "lines": [{"label": line.label, "value": line.value, "side": line.side} for line in t.lines],
        "treasures": treasures(combat),
        "runs": [{"seat": r.seat, "foe": r.foe, "name": C.name(r.foe),
                  "modifier": run_modifier(state, r.seat, r.foe),
                  "chance": run_chance(state, r.seat, r.foe)} for r in combat.runs],
        "loot": faces(combat.loot) if seat is not None and seat in pair else len(combat.loot),
        "picker": combat.picker,
        "asked": list(combat.asked),
    }


def prompt(state: DoorsState) -> str:
    """One line: who decides what."""
    if state.phase == "over":
        return state.ended
    s = state.to_act
    if s is None:
        return ""
    name = state.name(s)
    if state.pending:
        pending = state.pending[-1]
        if pending.kind == "plunder":
            return f"{name}: take a card from {state.name(pending.victim)}'s remains"
        return f"{name}: choose {plural(pending.count, 'card')} to lose ({pending.why})"
    if state.offer is not None:
        return f"{name}: {state.offer.words} Accept or refuse"
    combat = state.combat
    if state.window is not None and state.window.current is not None and combat is not None:
        t = totals(state)
        return (f"Anyone? {state.window.moment}: {state.name(combat.fighter)} {t.players} against "
                f"{t.monsters} — play a card, offer help, or pass")
    if state.phase == "setup":
        return f"{name}: equip items from your hand before the game begins, then say you are ready"
    if state.phase == "combat" and combat is not None:
        if combat.stage == "split":
            return f"{name}: pick a treasure ({plural(len(combat.loot), 'card')} left to share)"
        if combat.stage == "run" and combat.runs:
            step = combat.runs[0]
            chance = percent(run_chance(state, step.seat, step.foe))
            return f"{name}: run away from the {C.name(step.foe)} (5 or more on the die; {chance})"
        if not combat.foes:   # the moment the monsters are gone (beaten or charmed), before the fight ends
            return f"{name}: the fight is over"
        t = totals(state)
        foes = " and the ".join(f"{C.name(f.card)} (level {C.card(f.card).level})" for f in combat.foes)
        verdict = "winning" if t.winning else "losing"
        return f"{name}: fight the {foes} — you {t.players} vs {t.monsters}, {verdict}"
    p = state.players[s]
    return {
        "kick": f"{name}: kick open the door (or first equip, sell, play cards)",
        "after": f"{name}: look for trouble (fight a monster from your hand) or loot the room",
        "end": f"{name}: tidy up (equip, sell, play cards), then end the turn",
        "charity": f"{name}: charity — {plural(len(p.hand), 'card')} in hand, keep {hand_limit(p)}: play, give "
                   f"or discard",
    }.get(state.phase, name)


def view(state: DoorsState, seat: int | None) -> dict[str, Any]:
    window = state.window
    offer = state.offer
    pending = state.pending[-1] if state.pending else None
    return {
        "viewer": seat,
        "phase": state.phase,
        "turn": state.turn,
        "current": state.current,
        "to_act": state.to_act,
        "order": list(state.order),
        "prompt": prompt(state),
        "decks": {
            "door": len(state.door.cards),
            "treasure": len(state.treasure.cards),
            "door_discards": len(state.door.discards),
            "treasure_discards": len(state.treasure.discards),
            "door_discards_top": faces(list(reversed(state.door.discards[-SHOWN_DISCARDS:]))),
            "treasure_discards_top": faces(list(reversed(state.treasure.discards[-SHOWN_DISCARDS:]))),
        },
        "seats": [seat_view(state, s) for s in range(state.n)],
        "hand": faces(state.players[seat].hand) if seat is not None else [],
        "combat": combat_view(state, seat),
        "window": None if window is None else {
            "moment": window.moment, "tag": window.tag, "owner": window.owner, "order": list(window.order),
            "waiting": list(window.waiting), "answers": window.answers},
        "offer": None if offer is None else {
            "by": offer.by, "to": offer.to, "kind": offer.kind, "words": offer.words, "terms": dict(offer.terms)},
        "pending": None if pending is None else {
            "kind": pending.kind, "seat": pending.seat, "victim": pending.victim, "count": pending.count,
            "why": pending.why, "options": faces(pending.options)},
        "sale": {"cards": list(state.sale), "gold": sale_value(state)[0] if state.sale else 0,
                 "levels": levels_for_sale(state) if state.sale else 0},
        "winner": state.winner,
        "ended": state.ended,
    }
