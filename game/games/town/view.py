"""What a seat sees: everything on the table (nothing is secret in Wilds & Depths), as plain data for the
screen (SCREEN.md), with the chances worked out by odds.py.

Face-down decks show their counts and what is left in them (anyone can count the cards that have come
out), never their order.
"""

from __future__ import annotations

from typing import Any

from . import content, equipment, odds
from .board import Track
from .content import card, item
from .rules import cards, end, movement, trade
from .state import TownState


def item_face(iid: str) -> dict[str, Any]:
    it = item(iid)
    return {"item": iid, "name": it.name, "price": it.price, "resale": it.resale, "effect": it.effect,
            "text": it.text}


def card_face(cid: str, items: list[str] | None = None) -> dict[str, Any]:
    """A monster deck card; with `items`, the chance that a pawn carrying them beats it."""
    c = card(cid)
    face: dict[str, Any] = {"card": cid, "name": c.name, "kind": c.kind, "depth": c.depth, "text": c.text}
    if c.monster:
        face |= {"target": c.target, "silver": c.silver, "skulls": c.skulls, "special": c.special}
        if items is not None:
            face["chance"] = round(odds.monster_chance(cid, items), 3)
    else:
        face["effect"] = c.effect
    return face


def deck_chance(state: TownState, depth: int, items: list[str]) -> dict[str, Any]:
    """What a card drawn at this depth would be: from which deck, the share of monsters in it, and the
    average chance of beating one of them."""
    source = cards.source(state, depth)
    if source is None:
        return {"deck": None, "monsters": 0.0, "chance": None}
    left = state.decks[source].cards
    monsters = [c for c in left if card(c).monster]
    chance = sum(odds.monster_chance(c, items) for c in monsters) / len(monsters) if monsters else None
    return {"deck": source, "monsters": round(len(monsters) / len(left), 3),
            "chance": None if chance is None else round(chance, 3)}


def silver_in_coins(silver: int) -> dict[str, int]:
    """"Gold coins are worth 5 silver coins": the coins a pawn holds, in gold and silver."""
    return {"gold": silver // 5, "silver": silver % 5}


def view(state: TownState, track: Track, seat: int | None) -> dict[str, Any]:
    pawns = []
    for s, p in enumerate(state.pawns):
        pawns.append({
            "seat": s, "name": state.name(s), "square": p.square, "square_name": track.name(p.square),
            "depth": track.depth(p.square), "hp": p.hp, "max_hp": equipment.max_hp(p.equipment),
            "silver": p.silver, "coins": silver_in_coins(p.silver),
            "equipment": [item_face(i) for i in p.equipment], "room": equipment.room(p.equipment),
            "fight_bonus": equipment.weapon_bonus(p.equipment),
            "victory": [card_face(c) for c in p.victory], "skulls": end.skulls(state, s),
            "skip_turns": p.skip_turns,
        })
    mover = state.to_act
    items = state.pawns[mover].equipment if mover is not None else []
    return {
        "phase": state.phase,
        "prompt": prompt(state, track),
        "to_act": state.to_act,
        "viewer": seat,
        "round": state.round,
        "turn": state.turn,
        "order": list(state.order),
        "pawns": pawns,
        "dice": list(state.dice),
        "choices": _choices(state, track) if state.phase == "move" else [],
        "card": card_face(state.card, items) | {"deck": state.card_deck} if state.card else None,
        "lantern": [card_face(c, items) | {"deck": d} for c, d in zip(state.lantern, state.lantern_decks, strict=True)],
        "decks": [{"depth": d.depth, "name": d.name, "back": d.back, "count": len(state.decks[d.depth]),
                   "contents": sorted(state.decks[d.depth].cards), "discards": list(state.decks[d.depth].discards)}
                  for d in content.decks()],
        "town_deck": len(state.town_deck),
        "shop": [item_face(i) if i else None for i in state.shop],
        "shopping": state.shopping,
        "meeting": _meeting(state, track),
        "duel": list(state.duel),
        "draft": _draft(state),
        "offer": {"by": state.offer.by, "to": state.offer.to, "words": state.offer.words,
                  "terms": dict(state.offer.terms)} if state.offer else None,
        "again": state.again,
        "monsters_left": end.monsters_left(state),
        "winners": list(state.winners),
        "ended": state.ended,
    }


def _choices(state: TownState, track: Track) -> list[dict[str, Any]]:
    """For each die (and each stop at the Town on the way): where it lands, what the square says, who is
    passed, and the chance against a monster drawn there."""
    seat = state.to_act
    assert seat is not None
    items = state.pawns[seat].equipment
    out = []
    for w in movement.landings(state, track, seat):
        entry: dict[str, Any] = {
            "die": w.die, "value": w.value, "square": w.square, "name": track.name(w.square),
            "kind": track.kind(w.square), "depth": track.depth(w.square),
            "instruction": track.instruction(w.square), "town_stop": w.town_stop, "passes_town": w.passes_town,
            "path": list(w.path), "passes": list(w.meets),
        }
        if track.kind(w.square) == "draw":
            entry["draw"] = deck_chance(state, track.depth(w.square), items)
        out.append(entry)
    return out


def _meeting(state: TownState, track: Track) -> dict[str, Any] | None:
    m = state.meeting
    if m is None:
        return None
    a, b = state.pawns[m.mover], state.pawns[m.other]
    fight = odds.duel(odds.fighter(a.hp, a.equipment), odds.fighter(b.hp, b.equipment))
    return {"mover": m.mover, "other": m.other, "asker": m.asker, "square": a.square,
            "mover_wins": round(fight.first_wins, 3), "other_wins": round(fight.second_wins, 3),
            "both_fall": round(fight.both_fall, 3)}


def _draft(state: TownState) -> dict[str, Any] | None:
    d = state.draft
    if d is None:
        return None
    return {"by": d.by, "to": d.to, "give_items": list(d.give_items), "give_cards": list(d.give_cards),
            "give_silver": d.give_silver, "ask_items": list(d.ask_items), "ask_cards": list(d.ask_cards),
            "ask_silver": d.ask_silver, "words": trade.words(state, d), "ready": trade.valid(state, d)}


def prompt(state: TownState, track: Track) -> str:
    """Who decides what, in one line."""
    if state.to_act is None:
        return state.ended
    name = state.name(state.to_act)
    phase = state.phase
    if phase == "roll":
        return f"{name}: roll the dice"
    if phase == "move":
        dice = " or ".join(str(v) for v in sorted(set(state.dice)))
        return f"{name}: move by the {dice} (click the square to land on)"
    if phase == "meet" and state.meeting is not None:
        m = state.meeting
        other = m.other if m.asker == m.mover else m.mover
        return f"{name} meets {state.name(other)}: fight, offer a trade, or " + \
            ("go on" if m.asker == m.mover else "let them pass")
    if phase == "trade" and state.draft is not None:
        return f"{name}: put together an offer for {state.name(state.draft.to)}"
    if phase == "offer" and state.offer is not None:
        return f"{name}: accept or refuse? {state.offer.words}"
    if phase == "toll" and state.card:
        c = card(state.card)
        return f"{name}: pay the {c.name} {c.amount} silver to pass, or fight it?"
    if phase == "lantern":
        return f"{name}: which card to face by lantern light?"
    if phase == "shop":
        if state.shopping == "town":
            return f"{name} is in the Town: buy, sell, pay for new wares, or leave"
        return f"{name} meets a pedlar: buy, sell, or let the pedlar go"
    return name
