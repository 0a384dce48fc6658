"""Escape from Rovert's Lair in words, for the screen's hovers, buttons and captions: what an action does
(with the odds), what a square is and asks, how each hireling stands against the fire, what a card turned
over means. Plain functions of the view and the path: no pygame. The odds are odds.py's.
"""

from __future__ import annotations

from game.engine.board import Board
from game.engine.events import DiceRolled, Event
from game.engine.protocol import Action, PlaceWords
from game.engine.words import capital, plural

from . import odds
from .actions import (
    ChooseBranch,
    KeepCards,
    LeaveBackpacks,
    NoCard,
    PayToll,
    Steal,
    Swim,
    TakeLedge,
    ThrowCard,
    UseCard,
    WaitAtBridge,
)
from .board import EscapePath, build_path
from .events import CardFlipped, CardStolen, Encounter, TollPaid
from .fireball import HEAD_START
from .view import CardFaceView, EscapeView, HirelingView, card_face


def card_text(face: CardFaceView) -> str:
    """A card as the log names it: "Potion of Haste (+3 to move)"."""
    return f"{face.name} ({face.label})"


def fire_next(view: EscapeView) -> str:
    """What the Flaming Fireball of Doom does after this round (the rulebook's head start, then a d6), or that
    it does nothing more: the game is over."""
    round_ = view.round
    if view.ended:
        return "Burns no more: the game is over"
    if round_ < HEAD_START:
        return f"Creeps 1 square after this round ({round_} of {HEAD_START})"
    if round_ == HEAD_START:
        return "Enters the lair after this round"
    return "Rolls a d6 after this round and moves that far"


def fire_index(view: EscapeView) -> int:
    return view.fireball.route_index


def square_words(view: EscapeView, path: EscapePath, sid: int) -> str:
    """What a square is and asks, the odds for the hireling to act, the fire, who stands there."""
    space = path.space(sid)
    seat = view.to_act
    evade, who = 0, ""
    if seat is not None:
        h = view.hirelings[seat]
        evade = sum(f.value for f in h.front if f.kind == "evade")
        who = h.name
    text = odds.space_text(path, sid, evade, who if space.kind in odds.ROLLS else "")
    if view.fireball.on:
        at = path.burns_at.get(sid)
        reach = odds.fire_reach(path, fire_index(view), view.round)
        if at is not None and at <= fire_index(view) and space.kind != "fireball":
            text += " Burning: the fire has been here."
        elif sid in reach:
            text += f" The fire reaches it after this round: {odds.percent(reach[sid])}."
    here = [h.name for h in view.hirelings if h.square == sid and h.status == "in"]
    if here:
        text += " Here: " + ", ".join(here) + "."
    return text


def status(path: EscapePath, h: HirelingView) -> str:
    if h.status == "escaped":
        return "OUT!"
    if h.status == "burned":
        return "burned"
    return f"{path.steps_to_exit(h.square)} to go"


def fire_gap(view: EscapeView, path: EscapePath, h: HirelingView) -> int | None:
    if not view.fireball.on or h.status != "in":
        return None
    return odds.fire_gap(path, fire_index(view), h.square)


def info_line(view: EscapeView, path: EscapePath, h: HirelingView) -> str:
    if h.status != "in":
        return ""
    if h.held == "goblin_pit":
        return "dancing in the Goblin Polka Pit"
    if h.skip_turns:
        return f"stuck: loses {h.skip_turns} turn" + ("s" if h.skip_turns > 1 else "")
    gap = fire_gap(view, path, h)
    if gap is None:
        return path.name(h.square)
    if gap <= 0:   # (reached or passed: a card thrown, or burned, is being decided)
        return "caught by the fire"
    p = odds.fire_reach(path, fire_index(view), view.round).get(h.square, 0.0)
    return f"fire {gap} behind" + (f" · {odds.percent(p)} this round" if p else "")


def spot_words(v: EscapeView, path: EscapePath, what: str, seat: int | None, index: int,
               last_roll: DiceRolled | None) -> str:
    """The column's things under the pointer: the fire, the last roll, the discards, a pack, a card."""
    if what == "fire":
        return ("The Flaming Fireball of Doom follows its own route (the fireball symbols on the board), never "
                "stopped by monsters. For four rounds it moves one square; then it rolls a d6 after every round. "
                "Squares it may reach after this round are ringed in orange with the chance.")
    if what == "roll":
        roll = last_roll
        return roll.text() if roll is not None else "The dice rolled will show here."
    if what == "discards":
        faces = v.discards
        recent = ", ".join(card_text(f) for f in faces[-4:]) or "none yet"
        return (f"Discarded, face up: {len(faces)} (latest: {recent}). The dragon's hoard: {v.hoard} face down. "
                f"Never dealt: {v.box}. {odds.next_card_text(v)}")
    if seat is None:
        return ""
    h = v.hirelings[seat]
    if what == "pack":
        return (f"{h.name}'s pack: {plural(h.pack, 'card')} face down. Nobody may look "
                f"at them, the owner neither. {odds.next_card_text(v)}")
    if what == "front" and 0 <= index < len(h.front):
        face = h.front[index]
        does = ("adds to every move roll this turn, then is discarded" if face.kind == "move" else
                "stays in front until a d8 roll at a monster or room, adds to it, then is discarded")
        used = " Already put to a roll this turn: it goes at the end of the turn." if face.spent else ""
        return f"{face.name}: {face.label}. It {does}.{used}"
    where = path.name(h.square)
    text = f"{h.name} ({h.character}) on {where}. Pack: {h.pack} face down."
    if h.front:
        text += " In front: " + ", ".join(card_text(f) for f in h.front) + "."
    if h.status == "in":
        text += f" {path.steps_to_exit(h.square)} squares from the exit."
        gap = fire_gap(v, path, h)
        if gap is not None:
            text += f" The fire is {plural(gap, 'square')} behind." if gap > 0 else " Caught by the fire!"
    else:
        text += " Out of the dungeon!" if h.status == "escaped" else " Burned to a crisp."
    return text


def card_caption(event: Event) -> str:
    if isinstance(event, CardFlipped):
        face = card_face(event.card)
        keep = "" if event.kind == "move" else " (kept in front until a monster)"
        return f"{event.who} turns over {event.name}: {face.label}{keep}"
    if isinstance(event, CardStolen):
        return f"{event.who} pulls {event.name} out of {event.victim_name}'s pack"
    if isinstance(event, TollPaid):
        return f"{event.who} pays the troll {event.name}"
    return ""


def encounter_words(event: Encounter) -> str:
    """A few words for what happened at a monster or room, risen from the square (the log has it all)."""
    words = event.detail.split(":")[0].split(" (")[0].split(",")[0].strip()
    if len(words) > 30:
        words = {"troll_bridge": "The troll wants a card", "underground_river": "Swim or take the ledge?"}.get(
            event.kind, words[:28] + "…")
    return capital(words) + ("!" if event.success is not None else "")


def action_words(action: Action, view: EscapeView, path: EscapePath) -> str | None:
    """The hover text of an action: what it does, and the odds where there are any."""
    seat = view.to_act
    if seat is None:
        return None
    h = view.hirelings[seat]
    move = sum(f.value for f in h.front if f.kind == "move")
    evade = sum(f.value for f in h.front if f.kind == "evade")
    number = path.number(h.square)
    bonus = f" + {evade}" if evade else ""
    if isinstance(action, UseCard):
        then = (" Then you dance for the way out; an evade card would add to that roll."
                if action.then == "dance" else "")
        return f"Turn over the top card of your pack ({h.pack} left).{then} {odds.next_card_text(view)}"
    if isinstance(action, NoCard):
        if action.then == "dance":
            return (f"Roll the d8{bonus}: {number} or more dances you out of the pit "
                    f"({odds.percent(odds.d8_odds(number, evade))}), and then you roll to move.")
        extra = f" plus {move} from the card in front" if move else ""
        return (f"Roll the d6{extra} and move that many squares. Cards kept are moves for later, and your lives "
                "when the fire catches you.")
    if isinstance(action, PayToll):
        return "The troll takes the top card of your pack, unseen; you cross at once and go on with your move."
    if isinstance(action, WaitAtBridge):
        return ("Refuse to pay the troll and keep your cards: the move ends here and you lose your next turn; after "
                "that you cross free.")
    if isinstance(action, Swim):
        return (f"Roll the d8{bonus}: {number} or more ({odds.percent(odds.d8_odds(number, evade))}) and you cross "
                "and go on; fall short and you lose your next turn.")
    if isinstance(action, TakeLedge):
        return "Safe but slow: the move ends here, and next turn you go on from the far bank."
    if isinstance(action, Steal):
        other = view.hirelings[action.victim]
        return (f"Take the top card of {other.name}'s pack ({other.pack} cards) and lay it face up in front of "
                "you: an evade card stays until a monster; a move card is discarded at the end of this turn.")
    if isinstance(action, LeaveBackpacks):
        return "End your turn without taking a card."
    if isinstance(action, ThrowCard):
        if action.front < 0:
            return "Throw the unseen top card of your pack to the fire and stand one square ahead of it."
        return f"Throw {action.name or 'this card'} to the fire and stand one square ahead of it; your pack stays."
    if isinstance(action, KeepCards):
        return "Throw no card: the fireball burns you and you are out of the game."
    if isinstance(action, ChooseBranch):
        return odds.branch_text(path, action.square, view.steps_left)
    return None


def place_words(board: Board) -> PlaceWords:
    """What each square of the escape path is and what it asks, with no game in progress."""
    path = build_path(board)

    def lines(sid: int) -> list[tuple[str, str]]:
        name, text = path.name(sid), odds.space_text(path, sid)
        if text.startswith(name + ": "):
            text = capital(text[len(name) + 2:])
        return [(name, "bold"), (text, "body")]
    return lines
