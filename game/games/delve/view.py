"""What one seat may see (everything on the table, its own twist hand, counts of the others'), and the
one-line prompt for the screen."""

from __future__ import annotations

from typing import Any

from . import content as C
from .actions import item_label, source_label
from .dragon import types_needed
from .scoring import score, treasure_worth
from .state import DRAGON, FORM, LOOT, MONSTER, OVER, PHASE_NAMES, REGROUP, TRADE, TWIST, DelveState
from .twists import open_now, playable_cards


def turn_label(state: DelveState) -> str:
    if state.phase == OVER or state.to_act is None:
        return ""
    seat = state.to_act
    who = state.name(seat)
    adv = state.adventurer
    p = state.pending
    if state.phase == TRADE:
        if p and p.answering:
            return f"{who}: accept or decline {state.name(p.seat)}'s offer"
        return f"{who}: offer a trade, or no trade"
    if p is not None and p.kind == "twist":
        # The card stays secret until it is played (Back returns it unplayed): this line is shown to
        # every seat (the side panel, the Asked event), so it never names the card.
        return f"{who}: choose the target of a twist card"
    if state.phase == TWIST and p is None:
        whose = "your" if seat == adv else f"{state.name(adv)}'s"
        return f"{who}: play a twist card on {whose} level {state.level}, or pass"
    head = f"{who} ({state.hero_name(seat)}), level {state.level}"
    if p is not None:
        asks = {"companion": f"choose what {source_label(p.source)} does",
                "reroll": "mark the dice to reroll, then roll them",
                "revive": f"choose the face of each revived die ({p.revives} to go)",
                "dragon_role": f"choose how {source_label(p.source)} faces the Dragon",
                "divine": "choose the treasure to give up"}
        return f"{head}: {asks.get(p.kind, p.kind)}"
    if state.phase == FORM:
        return f"{head}: forming the party"
    if state.phase == MONSTER:
        n = state.monster_count()
        line = f"{head} — Monster phase: " + (f"defeat {C.count_of('monster', n)} or flee" if n else
                                              "the monsters are beaten; go on when ready")
        return line
    if state.phase == LOOT:
        return f"{head} — Loot phase: open Chests, quaff Potions, or leave them"
    if state.phase == DRAGON:
        return (f"{head} — Dragon phase: {types_needed(state)} different companions defeat the Dragon "
                f"({len(state.dragon_team)} chosen), or flee")
    if state.phase == REGROUP:
        if state.level >= C.TOP_LEVEL:
            return f"{head} — Regroup: the stuff of legend, retire with {C.TOP_LEVEL} XP"
        return f"{head} — Regroup: retire with {state.level} XP or seek glory on level {state.level + 1}"
    return f"{who} to play"


def prompt(state: DelveState, seat: int | None) -> str:
    """The view's one line: the turn label, naming a twist card being aimed only to the seat aiming it."""
    p = state.pending
    if p is not None and p.kind == "twist" and seat == p.seat and state.to_act == seat:
        return f"{state.name(seat)}: choose the target of {p.card}"
    line = turn_label(state)
    # Only the seat holding a twist card may be told it could still play one: the turn label is seen by all.
    if (seat is not None and seat == state.to_act and state.phase == MONSTER and p is None and open_now(state)
            and playable_cards(state, seat)):
        line += " (a twist card may still be played before the first fight)"
    return line


def _pending(state: DelveState, seat: int | None) -> dict[str, Any] | None:
    p = state.pending
    if p is None:
        return None
    out: dict[str, Any] = {"kind": p.kind, "source": p.source, "by": p.by, "party_marked": list(p.party_marked),
                           "dungeon_marked": list(p.dungeon_marked), "revives": p.revives}
    if p.kind == "twist":
        out["seat"] = p.seat
        out["card"] = p.card if seat == p.seat else ""      # the card shows only once it is played
    if p.kind == "trade":
        insiders = (p.seat, p.partner)
        secret = p.give.startswith("twist:") and seat not in insiders
        out.update(seat=p.seat, partner=p.partner, answering=p.answering, want=item_label(p.want) if p.want else "",
                   give="a twist card" if secret else item_label(p.give))
    return out


def _seat(state: DelveState, s: int) -> dict[str, Any]:
    hero = state.hero(s)
    side = state.side(s)
    tokens = sorted(state.treasures[s])
    return {
        "name": state.name(s), "computer": state.seats[s].is_computer,
        "hero_id": hero.id, "card": hero.card, "hero": side.name,
        "side": "Master" if state.master[s] else "Novice",
        "specialty": side.specialty.text, "ultimate": side.ultimate.text,
        "ultimate_used": state.ultimate_used if s == state.adventurer else False,
        "xp": state.xp[s], "treasures": tokens, "treasure_worth": treasure_worth(tokens),
        "twist_cards": len(state.twists[s]), "delves_done": state.delves_done[s], "score": score(state, s),
        "adventurer": s == state.adventurer, "dungeon_lord": state.n > 1 and s == state.dungeon_lord,
    }


def view(state: DelveState, seat: int | None) -> dict[str, Any]:
    """Plain data for the screen. Treasures are face up on the table (seen by all, as in the box game);
    twist hands are secret: a seat sees its own cards and only the count of the others'."""
    hand = list(state.twists[seat]) if seat is not None and 0 <= seat < state.n else []
    return {
        "phase": state.phase, "phase_name": PHASE_NAMES[state.phase], "level": state.level,
        "round": state.round, "turn": state.turn, "to_act": state.to_act, "prompt": prompt(state, seat),
        "adventurer": state.adventurer, "dungeon_lord": state.dungeon_lord if state.n > 1 else None,
        "party": list(state.party), "graveyard": list(state.graveyard), "dungeon": list(state.dungeon),
        "borrowed": list(state.borrowed), "lair": state.lair, "pool": state.pool(), "bag": len(state.bag),
        "dragon": {"awake": state.dragon_awake, "lair_needed": state.dragon_need,
                   "types_needed": types_needed(state) if state.phase != OVER else C.DRAGON_TYPES_NEED,
                   "team": [dict(zip(("source", "role"), e.split("|"), strict=True)) for e in state.dragon_team]},
        "distractions": state.distractions,
        "pending": _pending(state, seat),
        "seats": [_seat(state, s) for s in range(state.n)],
        "hand": hand, "twist_deck": len(state.twist_deck), "twist_discard": list(state.twist_discard),
        "options": {"twists": state.twists_on(), "trading": state.trading_on()},
        "help": {"faces": C.face_help(), "treasures": {t.name: t.text for t in C.treasures().values()},
                 "twists": {c.name: c.text for c in C.twists().values()}},
        "finished": state.finished,
    }
