"""Wilds & Depths in words, for the screen's hovers, buttons and captions: what an action does (with the
odds), what a square is and asks, what a thing of the table is, what a seat carries, what an event says
over the pawn. Plain functions of the view, the track and the events: no pygame. The odds are odds.py's,
worked out by the view.
"""

from __future__ import annotations

from game.engine.board import Board
from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action, PlaceWords
from game.engine.words import capital, listing, percent, plural

from .actions import (
    Attack,
    Buy,
    CancelTrade,
    Face,
    FightMonster,
    GoOn,
    Leave,
    Move,
    PayToll,
    ProposeTrade,
    Put,
    Refresh,
    Roll,
    Sell,
    SendOffer,
    Silver,
)
from .board import Track, build_track
from .content import card, deck_name, deck_phrase, start
from .events import FightRoll, ItemMoved, SquareReached, Told
from .view import DeckView, DrawOdds, LandingChoice, PawnView, TownView

DEPTH_WORDS = {0: "the Wilderness", 1: "depth 1", 2: "depth 2", 3: "depth 3"}
# A special monster's power in a word or two, for its card.
SPECIALS = {"toll": "Toll", "pickpocket": "Pickpocket", "web": "Web", "thief": "Thief", "drag": "Drags you down",
            "twice": "Beat it twice", "deadly": "Deadly", "fierce": "Fierce", "rust": "Rust", "ghost": "Ghost"}


def coins(silver: int) -> str:
    """"Gold coins are worth 5 silver coins": 13 silver is "2 gold, 3 silver"."""
    gold, rest = divmod(silver, 5)
    parts = ([f"{gold} gold"] if gold else []) + ([f"{rest} silver"] if rest or not gold else [])
    return ", ".join(parts)


def draw_words(draw: DrawOdds | None, who: str) -> str:
    """What a card drawn there would be: the deck (after the empty-deck rule), monsters, the chance."""
    if not draw or draw.deck is None:
        return "Every monster deck is empty."
    text = f"Draws from {deck_phrase(deck_name(draw.deck))}: {percent(draw.monsters)} monsters"
    if draw.chance is not None:
        text += f", {who} beats them {percent(draw.chance)} on average"
    return text + "."


def landing_words(choice: LandingChoice, view: TownView) -> str:
    """A die's landing: where, what the square says, who is passed, the odds of a card drawn there."""
    who = view.pawns[view.to_act].name if view.to_act is not None else "you"
    if choice.town_stop:
        text = f"Stop at the Town, moving by the {choice.value}: heal, then the shop."
    else:
        text = f"By the {choice.value} to {choice.name}: {choice.instruction}."
        if choice.draw:
            text += " " + draw_words(choice.draw, who)
        if choice.passes_town:
            text += " Passes the Town (you may stop there instead)."
    met = [view.pawns[s].name for s in choice.passes]
    if met and not choice.town_stop:
        text += f" Meets {listing(met)} on the way."
    return text


def choice_for(action: Move, view: TownView) -> LandingChoice | None:
    return next((c for c in view.choices if c.die == action.die and c.square == action.square
                 and c.town_stop == action.town), None)


def action_words(action: Action, view: TownView) -> str:
    """What a click does, in a line, with its cost or its odds."""
    seat = view.to_act
    me = view.pawns[seat] if seat is not None else None
    card, meeting = view.card, view.meeting
    if isinstance(action, Move):
        choice = choice_for(action, view)
        return landing_words(choice, view) if choice else str(action)
    if isinstance(action, Roll):
        n = 3 if me and any(i.effect == "boots" for i in me.equipment) else 2
        done = ", done shopping in the Town" if view.phase == "roll" and view.shopping == "town" else ""
        return f"Roll {n} dice and move by the one you choose{done}"
    if isinstance(action, Attack) and meeting is not None:
        mine = meeting.mover_wins if seat == meeting.mover else meeting.other_wins
        theirs = meeting.other_wins if seat == meeting.mover else meeting.mover_wins
        other = view.pawns[action.target]
        return (f"Fight {other.name}: you win {percent(mine)}, lose {percent(theirs)}, both fall "
                f"{percent(meeting.both_fall)}; the winner takes the loser's silver ({other.name} has "
                f"{coins(other.silver)})")
    if isinstance(action, ProposeTrade):
        return f"{action}: equipment, silver or defeated monsters, if both agree"
    if isinstance(action, GoOn):
        return "Go on with the move" if action.mover else "Let them pass without a fight"
    if isinstance(action, FightMonster) and card is not None:
        return f"Fight the {card.name}: {percent(card.chance if card.chance is not None else 0)} to beat it"
    if isinstance(action, PayToll) and me is not None:
        return f"{action} (you have {coins(me.silver)})"
    if isinstance(action, Face):
        lit = view.lantern
        if action.index < len(lit):
            c = lit[action.index]
            odds = f": {percent(c.chance)} to beat it" if c.chance is not None else ""
            return f"Face the {c.name}{odds}. {c.text}"
    if isinstance(action, Buy) and me is not None:
        shop = view.shop
        face = shop[action.slot] if action.slot < len(shop) else None
        text = f"{face.name}: {face.text}" if face else ""
        idle = view.shop_adds_nothing[action.slot] if action.slot < len(view.shop_adds_nothing) else ""
        text += f" It would add nothing: {idle}." if idle else ""
        return f"{action} (you have {coins(me.silver)}). {text}".strip()
    if isinstance(action, Sell) and me is not None and action.index < len(me.equipment):
        return f"{action}: half its price of {me.equipment[action.index].price}, rounded down"
    if isinstance(action, Refresh):
        return f"{action}: the three for sale go under the Town deck"
    if isinstance(action, Leave):
        return "Done shopping: the turn goes on" if not action.pedlar else "Done with the pedlar: the turn goes on"
    if isinstance(action, (Put, Silver, SendOffer, CancelTrade)):
        draft = view.draft
        return f"{action}. The offer now: {draft.words}" if draft else str(action)
    if isinstance(action, (Accept, Refuse)) and view.offer:
        return f"{action}: {view.offer.words}"
    return str(action)


def square_words(view: TownView, track: Track, sid: int) -> list[str]:
    """A square: its name and depth, its printed instruction, the odds of a card drawn there, who is here."""
    lines = [f"{track.name(sid)} ({DEPTH_WORDS[track.depth(sid)]})", track.instruction(sid) + "."]
    lit = next((c for c in view.choices if c.square == sid), None)
    if lit is not None:
        lines.append(landing_words(lit, view))
    here = [p.name for p in view.pawns if p.square == sid]
    if here:
        lines.append(f"Here: {listing(here)}.")
    return lines


def seat_words(pawn: PawnView) -> str:
    """A seat in a line: hit points, coins, what it carries, its victory pile."""
    gear = listing([i.name for i in pawn.equipment]) or "nothing"
    lost = f" Loses its next {plural(pawn.skip_turns, 'turn')}." if pawn.skip_turns else ""
    where = "in the Town" if pawn.square_name == "Town" else f"at {pawn.square_name}"
    return (f"{pawn.name} {where}: {pawn.hp} of {pawn.max_hp} hit points, "
            f"{coins(pawn.silver)} ({pawn.silver} silver). Carries {gear} ({pawn.room} place"
            f"{'s' if pawn.room != 1 else ''} free). {plural(len(pawn.victory), 'monster')} beaten: "
            f"{plural(pawn.skulls, 'skull')}.{lost}")


def thing_words(what: str, seat: int | None, index: int, view: TownView) -> str:
    """What a thing of the table is, for the words under the pointer: a die (where it lands), a ware for sale
    (or its empty place), the Town deck, a monster deck, the card faced or one of lantern light; in a seat's
    row an equipment item, an empty place, the victory pile, or the seat itself."""
    if what == "die":
        if view.phase != "move":   # the die chosen, the move under way
            return view.prompt
        # (two dice of one value land alike: said once)
        return " ".join(dict.fromkeys(landing_words(c, view) for c in view.choices if c.value == view.dice[index]))
    if what == "sale":
        f = view.shop[index]
        idle = view.shop_adds_nothing[index] if f else ""
        return (f"For sale: {f.name}, {f.price} silver. {f.text}" + (f" It would add nothing: {idle}." if idle else "")
                if f else "An empty space for sale")
    if what == "town_deck":
        return f"The Town deck: {plural(view.town_deck, 'item')} to come"
    if what == "deck":
        return deck_words(view.decks[index])
    if what in ("card", "lantern"):
        f = view.card if what == "card" else view.lantern[index]
        return f"{f.name}: {f.text}" if f is not None else ""
    if seat is None:
        return ""
    p = view.pawns[seat]
    if what == "item" and index < len(p.equipment):
        item = p.equipment[index]
        return f"{p.name}'s {item.name}: {item.text} (bought for {item.price}, sells for {item.resale})"
    if what == "place":
        return f"An empty equipment place: {p.name} may carry {start().equipment_limit} items"
    if what == "pile":
        names = ", ".join(f.name for f in p.victory[-6:]) + (" …" if len(p.victory) > 6 else "")
        return f"Victory pile: {plural(len(p.victory), 'monster')}, {plural(p.skulls, 'skull')}" + (
            f" ({names})" if p.victory else "")
    return seat_words(p)


def deck_words(deck: DeckView) -> str:
    """A monster deck: how many cards are left, how many of them monsters, and the strongest still in it
    (anyone can count the cards that have come out)."""
    left = [card(c) for c in deck.contents]
    if not left:
        return f"{capital(deck_phrase(deck.name))} is empty: a card drawn here comes from the next deck."
    monsters = [c for c in left if c.monster]
    name = capital(deck_phrase(deck.name))
    text = f"{name}: {plural(len(left), 'card')} left, {plural(len(monsters), 'monster')}"
    if monsters:
        worst = max(monsters, key=lambda c: (c.target, c.skulls))
        text += f" (numbers {min(c.target for c in monsters)} to {worst.target}; the {worst.name} is the worst)"
    text += "."
    if deck.under:   # put under it in the open: everyone saw them go, and they come up last, in this order
        above = len(left) - len(deck.under)
        names = listing([f"the {card(c).name}" for c in deck.under])
        text += (f" Under it, put there in the open: {names}, to come up in that order after the "
                 f"{plural(above, 'card')} above them." if above else f" Next to come up, in this order: {names}.")
    return text


def risen_words(event: FightRoll | Told | ItemMoved | SquareReached) -> str:
    """A few words risen over the pawn: the verdict of a fight, the square's instruction, what happened (a
    sentence, with the pawn's name: without it the words began mid-sentence, "finds silver at Hollow Oak: …")."""
    if isinstance(event, FightRoll):
        return f"{event.monster}: {event.result}"
    return event.instruction if isinstance(event, SquareReached) else event.text().strip()


def place_words(board: Board) -> PlaceWords:
    """What each square of the town track is (its depth) and the instruction printed on it."""
    track = build_track(board)
    return lambda sid: [(f"{track.name(sid)} ({DEPTH_WORDS.get(track.depth(sid), '')})", "bold"),
                        (track.instruction(sid) + ".", "body")]
