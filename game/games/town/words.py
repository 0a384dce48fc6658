"""Wilds & Depths in words, for the screen's hovers, buttons and captions: what a square says and what a card
drawn there would be (with the odds), what an action does, how a pawn stands. Plain functions of the view
and the track: no pygame. The odds are odds.py's, worked out in the view.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Action
from game.engine.words import listing, percent, plural

from .actions import Attack, Buy, Face, FightMonster, Move, PayToll, Sell
from .board import Track


def coins(silver: int) -> str:
    """A purse as the screen shows it: "2 gold, 3 silver" (a gold coin is 5 silver)."""
    gold, rest = divmod(silver, 5)
    parts = ([f"{gold} gold"] if gold else []) + ([f"{rest} silver"] if rest or not gold else [])
    return ", ".join(parts)


def pawn_line(p: dict[str, Any]) -> str:
    """One pawn at a glance: "Ann: 4/5 hit points, 1 gold, 2 silver, 7 skulls (3 monsters)"."""
    line = (f"{p['name']}: {p['hp']}/{p['max_hp']} hit points, {coins(p['silver'])}, "
            f"{plural(p['skulls'], 'skull')} ({plural(len(p['victory']), 'monster')})")
    if p["skip_turns"]:
        line += ", loses the next turn"
    return line


def card_words(face: dict[str, Any]) -> str:
    """A card drawn: its name, its printed rule, and the chance of beating it if the view worked it out."""
    text = f"{face['name']}: {face['text']}"
    if face.get("chance") is not None:
        text += f" Your chance: {percent(face['chance'])}."
    return text


def draw_words(draw: dict[str, Any] | None) -> str:
    """What a card drawn on a square would be (a choice's `draw` in the view)."""
    if not draw or draw["deck"] is None:
        return "Every deck is empty."
    odds = f"; you beat one {percent(draw['chance'])} of the time" if draw["chance"] is not None else ""
    return f"A card from the depth {draw['deck']} deck: {percent(draw['monsters'])} monsters{odds}."


def square_words(view: dict[str, Any], track: Track, sid: int) -> str:
    """What a square says, what a card drawn there would be (for the pawn to act), and who stands there."""
    where = "the wilderness" if track.depth(sid) == 0 else f"depth {track.depth(sid)}"
    text = f"{track.name(sid)} ({where}): {track.instruction(sid)}."
    choice = next((c for c in view.get("choices", []) if c["square"] == sid), None)
    if choice and choice.get("draw"):
        text += " " + draw_words(choice["draw"])
    here = [p["name"] for p in view["pawns"] if p["square"] == sid]
    if here:
        text += f" Here: {listing(here)}."
    return text


def action_words(action: Action, view: dict[str, Any], track: Track) -> str | None:
    """What an action does, for its hover; None where its label says it all."""
    seat = view["to_act"]
    if isinstance(action, Move):
        choice = next((c for c in view["choices"] if c["square"] == action.square and c["die"] == action.die), None)
        if choice is None:
            return None
        text = square_words(view, track, action.square)
        if choice["passes"]:
            text += f" On the way you pass {listing([view['pawns'][s]['name'] for s in choice['passes']])}."
        if choice["passes_town"] and not choice["town_stop"]:
            text += " You go past the Town without stopping."
        return text
    if isinstance(action, Attack) and view["meeting"]:
        m = view["meeting"]
        win = m["mover_wins"] if seat == m["mover"] else m["other_wins"]
        other = view["pawns"][action.target]
        return (f"A fight to the end: you win {percent(win)} of the time and take {coins(other['silver'])}; "
                f"both fall {percent(m['both_fall'])}.")
    if isinstance(action, FightMonster | PayToll) and view["card"]:
        return card_words(view["card"])
    if isinstance(action, Face):
        return card_words(view["lantern"][action.index])
    if isinstance(action, Buy) and view["shop"][action.slot]:
        return view["shop"][action.slot]["text"]
    if isinstance(action, Sell) and seat is not None:
        return view["pawns"][seat]["equipment"][action.index]["text"]
    return None
