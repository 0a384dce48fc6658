"""What each seat may see, a line saying whose decision it is, and how the game ended.

A seat sees: every pawn (type, place, how many prizes, spells, lost turns); its own prizes and their
value; every card on the board as a back of its level unless it is face up or this seat has seen it (ESP
Medallion, Crystal Ball, a spell thrown in front of everyone); the monsters killed. Nothing else.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Outcome

from .content import monster, pawn_types, prize, value_of
from .dungeonmap import DungeonMap
from .state import OVER, PENDING_TEXT, PICK_PAWN, PICK_SPELL, DungeonState, who


def _card(state: DungeonState, seat: int | None, card: str, face_up: bool) -> dict[str, Any] | None:
    if face_up or state.knows(seat, card):
        return monster(card).as_dict() if card.startswith("M") else prize(card).as_dict()
    return None


def view(state: DungeonState, m: DungeonMap, seat: int | None) -> dict[str, Any]:
    pawns = []
    for s, pawn in enumerate(state.pawns):
        mine = seat == s
        ptype = pawn_types().get(pawn.kind)
        pawns.append({
            "seat": s, "name": state.name(s), "kind": pawn.kind, "colour": ptype.colour if ptype else "",
            "space": pawn.space, "alive": pawn.alive, "wounded": pawn.wounded, "lost_turns": pawn.lost_turns,
            "need": ptype.need if ptype else 0, "prize_count": len(pawn.prizes),
            "spells": dict(pawn.spells), "spell_count": sum(pawn.spells.values()),
            "max_spells": pawn.max_spells,
            "awaiting_count": len(pawn.awaiting), "you": mine,
            "value": value_of(pawn.prizes) if mine else None,
            "prizes": [prize(c).as_dict() for c in pawn.prizes] if mine else None,
            "known_doors": list(pawn.known_doors) if mine else None,
            "original": pawn.original, "out": pawn.out, "melee": list(pawn.melee),
            "kept_count": len(pawn.kept), "kept": [prize(c).as_dict() for c in pawn.kept] if mine else None,
            "kept_value": value_of(pawn.kept) if mine else None,
            "swords": {c: state.swords.get(c, 1) for c in pawn.prizes if prize(c).special == "magic_sword"}
            if mine else None,
        })
    lairs: dict[int, list[dict[str, Any]]] = {}
    for space, guards in sorted(state.lairs.items()):
        lairs[space] = [{
            "level": monster(g.monster).level, "face_up": g.face_up,
            "card": _card(state, seat, g.monster, g.face_up),
            "prizes": [{"level": prize(c).level, "card": _card(state, seat, c, False)} for c in g.prizes],
        } for g in guards]
    p = state.pending
    t = state.t
    a = state.ambush
    return {
        "you": seat, "phase": state.phase, "turn": state.turn, "to_act": state.to_act,
        "label": turn_label(state, m),
        "order": list(state.order), "opening": {s: list(r) for s, r in state.opening.items()},
        "pending": None if p is None else {"kind": p.kind, "seat": p.seat, "text": PENDING_TEXT.get(p.kind, ""),
                                           "space": p.space, "count": p.count, "other": p.other},
        "turn_info": None if t is None else {"seat": t.seat, "moves_left": t.mp, "moved": t.moved,
                                             "esp": t.esp, "fought": list(t.fought), "found": list(t.found),
                                             "carried": t.carried},
        "pawns": pawns, "lairs": lairs,
        "discard": [monster(c).as_dict() for c in state.discard],
        "stock": dict(state.stock),
        "winner": state.winner, "end_reason": state.end_reason, "result": state.result,
        "loot": {space: [prize(c).level for c in cards] for space, cards in sorted(state.loot.items())},
        "ambush": None if a is None else {"mover": a.mover, "space": a.space, "attackers": list(a.attackers),
                                          "target": a.target, "melee": a.melee},
        "options": {k: v for k, v in state.options.items() if v},
    }


def turn_label(state: DungeonState, m: DungeonMap) -> str:
    if state.phase == OVER:
        return state.end_reason
    if state.to_act is None:
        return ""
    seat = state.to_act
    p = state.pending
    if p is not None:
        text = PENDING_TEXT.get(p.kind, "decides")
        if p.kind == PICK_SPELL:
            text += f" ({p.count} still to take)"
        if p.kind == PICK_PAWN:
            text += f" (opening roll {state.opening[seat][0]})"
        return f"{who(state, seat)} {text}"
    t = state.t
    if t is None:
        return f"{who(state, seat)} to play"
    if t.esp is not None:
        return f"{who(state, seat)} looked into {m.the(t.esp)}: attack it, or end the turn"
    return f"{who(state, seat)} to play: {t.mp} of 5 moves left"


def seat_summary(state: DungeonState, seat: int) -> str:
    return state.pawns[seat].kind


def outcome(state: DungeonState) -> Outcome | None:
    if state.phase != OVER:
        return None
    scores = {s: value_of(p.prizes) + value_of(p.kept) for s, p in enumerate(state.pawns)}
    details = {}
    for s, p in enumerate(state.pawns):
        fate = "killed" if not p.alive else ("won" if s == state.winner else f"{scores[s]:,} gp")
        details[s] = f"{p.kind or 'no pawn'}: {fate}"
        if state.result:  # a solo game: how well the lone player did
            details[s] = f"{p.kind}: {state.result}"
    winners = (state.winner,) if state.winner is not None else ()
    return Outcome(winners=winners, scores=scores, reason=state.end_reason, details=details)
