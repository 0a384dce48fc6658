"""Drawing from the monster decks, the Lantern's choice, and the fortune cards.

"If the square requires drawing a card, the player draws from the deck corresponding to the depth he or
she has reached in the dungeon." "6. If a monster deck runs out of cards, you must draw from the next
monster deck above it. If there is no monster deck above it, draw from the monster deck below it. For
example, if Dungeon Level 2 runs out of cards, draw from the Dungeon Level 1 deck. If there are no cards
there either, draw from the Wilderness deck. If there are no cards there either, draw from the Dungeon
Level 3 deck."

Fortune cards (project design: the rulebook says "if the player draws a monster card", so a deck holds
other cards too) are played once and leave the game, on their deck's discard pile.
"""

from __future__ import annotations

from game.engine.events import Note

from . import content, equipment, fights, pawns, town, turns
from .board import Track
from .content import card, deck_name, deck_phrase
from .events import CardDrawn, ItemMoved
from .state import TownState


def fallback(depth: int) -> list[int]:
    """The decks to try, in order: this depth's, then each deck above it up to the wilderness, then the
    decks below it, nearest first (depth 2: 2, 1, 0, 3)."""
    return [depth, *range(depth - 1, -1, -1), *range(depth + 1, len(content.DEPTHS))]


def source(state: TownState, depth: int) -> int | None:
    """The deck a card is drawn from at this depth, or None if every deck is empty."""
    return next((d for d in fallback(depth) if state.decks[d].cards), None)


def draw(state: TownState, track: Track, depth: int) -> None:
    seat = state.to_act
    assert seat is not None
    d = source(state, depth)
    if d is None:
        pawns.tell(state, seat, "finds every monster deck empty: nothing to draw")
        turns.end_turn(state, track)
        return
    cid = state.draw_from(d)
    note = f"({deck_phrase(deck_name(depth))} is empty)" if d != depth else ""
    if equipment.has(state.pawns[seat].equipment, "lantern"):
        d2 = source(state, depth)
        if d2 is not None:
            state.lantern, state.lantern_decks = [cid], [d]
            _drawn(state, cid, d, note)
            second = state.draw_from(d2)
            state.lantern.append(second)
            state.lantern_decks.append(d2)
            state.phase = "lantern"
            _drawn(state, second, d2, "by lantern light: face one, the other goes to the bottom of its deck")
            return
    state.card, state.card_deck = cid, d
    _drawn(state, cid, d, note)
    face(state, track)


def _drawn(state: TownState, cid: str, deck: int, note: str) -> None:
    c = card(cid)
    state.emit(CardDrawn(seat=state.to_act, card=cid, where=deck_name(deck), who=pawns.who(state), name=c.name,
                         deck=deck, deck_name=deck_name(deck), monster=c.monster, target=c.target, note=note))


def choose(state: TownState, track: Track, index: int) -> None:
    """Lantern light: face the chosen card; the other goes to the bottom of the deck it came from."""
    keep, other = index, 1 - index
    state.card, state.card_deck = state.lantern[keep], state.lantern_decks[keep]
    put_back, deck = state.lantern[other], state.lantern_decks[other]
    state.put_under(deck, put_back)
    state.lantern, state.lantern_decks = [], []
    said = (f"{pawns.who(state)} faces the {card(state.card).name}; the {card(put_back).name} goes to the bottom "
            f"of {deck_phrase(deck_name(deck))}")
    state.emit(Note(seat=state.to_act, message=said))
    face(state, track)


def face(state: TownState, track: Track) -> None:
    if card(state.card).monster:
        fights.meet_monster(state, track)
    else:
        fortune(state, track)


def fortune(state: TownState, track: Track) -> None:
    """A fortune card: carried out, then out of the game."""
    seat = state.to_act
    assert seat is not None
    c = card(state.card)
    state.decks[state.card_deck].discard(c.id)
    if c.effect == "silver":
        pawns.gain(state, seat, c.amount, f"finds the {c.name}")
    elif c.effect in ("heal", "heal_full"):
        pawns.heal(state, seat, c.amount if c.effect == "heal" else None, f"is refreshed by the {c.name}")
    elif c.effect == "trap":
        if pawns.hurt(state, seat, c.amount, f"is caught by the {c.name}"):
            pawns.fall(state, track, seat)
    elif c.effect == "lose_turn":
        state.pawns[seat].skip_turns += 1
        pawns.tell(state, seat, f"is held up by the {c.name} and will lose the next turn")
    elif c.effect == "gift":
        _gift(state, seat, c.name)
    elif c.effect == "merchant":
        town.open_shop(state, track, seat, "pedlar")
        return
    elif c.effect == "surface":
        pawns.jump(state, track, seat, track.town, f"climbs the {c.name}")
        town.enter(state, track, seat)
        return
    turns.end_turn(state, track)


def _gift(state: TownState, seat: int, name: str) -> None:
    p = state.pawns[seat]
    if equipment.room(p.equipment) <= 0 or not state.town_deck.cards:
        pawns.tell(state, seat, f"finds the {name}, but has no room for anything in it")
        return
    iid = state.town_deck.draw()
    pawns.take(p, iid)
    state.emit(ItemMoved(seat=seat, who=pawns.who(state, seat), item=iid, name=content.item(iid).name,
                         message=f"finds a {content.item(iid).name} in the {name}"))
