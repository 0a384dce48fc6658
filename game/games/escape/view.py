"""What a seat sees: everything on the table, and no card that lies face down.

The packs are face down for everyone, their owners included ("may not look at them"), so every seat,
and a spectator, sees the same view: counts for packs, the hoard and the box; faces for the cards in
front of each hireling and the discard pile.
"""

from __future__ import annotations

from typing import Any

from . import fireball
from .board import EscapePath
from .content import card
from .state import EscapeState


def card_face(cid: str) -> dict[str, Any]:
    c = card(cid)
    return {"card": cid, "name": c.name, "kind": c.kind, "value": c.value, "label": c.label}


def view(state: EscapeState, path: EscapePath, seat: int | None) -> dict[str, Any]:
    hirelings = []
    for s, h in enumerate(state.hirelings):
        hirelings.append({
            "seat": s,
            "name": state.name(s),
            "character": h.character,
            "square": h.square,
            "square_name": path.name(h.square),
            "status": h.status,
            "pack": len(h.pack),                       # face down: a count only
            "front": [card_face(f.card) | {"spent": f.spent} for f in h.front],
            "held": h.held,
            "skip_turns": h.skip_turns,
            "steps_to_exit": path.steps_to_exit(h.square),
            "to_fire": path.burns_at.get(h.square, 0) - state.fire if state.fire_on else None,
        })
    return {
        "round": state.round,
        "turn": state.turn,
        "phase": state.phase,
        "to_act": state.to_act,
        "order": list(state.order),
        "steps_left": state.steps_left,
        "hirelings": hirelings,
        "fireball": {
            "on": state.fire_on,
            "square": path.route[state.fire] if state.fire_on else None,
            "route_index": state.fire,
            "next": fireball.next_move_text(state),
            "burning": fireball.burning(state, path),
            "caught": list(state.caught),
        },
        "hoard": len(state.hoard),
        "box": len(state.box),
        "discards": [card_face(c) for c in state.discards],
        "winner": state.winner,
        "ended": state.ended,
        "viewer": seat,
    }
