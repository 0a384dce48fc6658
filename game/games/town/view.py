"""What a seat sees: everything on the table (nothing is secret in Wilds & Depths), as a frozen value for
the screen (SCREEN.md), with the chances worked out by odds.py.

Face-down decks show their counts and what is left in them (anyone can count the cards that have come
out), never their order.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from . import cards, content, end, equipment, movement, odds, town, trade
from .board import Track
from .content import card, item
from .state import Draft, Phase, TownState


@dataclass(frozen=True, kw_only=True, slots=True)
class Coins:
    """A purse as coins: "gold coins are worth 5 silver coins" (nothing secret: purses lie open)."""

    gold: int
    silver: int


@dataclass(frozen=True, kw_only=True, slots=True)
class ItemFace:
    """A card of the Town deck, face up: for sale, or in a pawn's equipment."""

    item: str
    name: str
    price: int
    resale: int
    effect: str
    text: str


@dataclass(frozen=True, kw_only=True, slots=True)
class MonsterCardFace:
    """A card of a monster deck, face up: a monster (its number to beat, silver, skulls, special) or a
    fortune (its effect). `chance` is the seat to act's chance against the card faced or lit by lantern
    light; `deck` the deck it was drawn from (those two only; a victory pile's cards have neither)."""

    card: str
    name: str
    kind: str
    depth: int
    text: str
    target: int | None = None       # monsters only, like silver, skulls and special
    silver: int | None = None
    skulls: int | None = None
    special: str | None = None
    chance: float | None = None
    effect: str | None = None       # fortunes only
    deck: int | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class PawnView:
    """A seat's adventurer: where it stands, its hit points, its purse, its equipment and victory pile."""

    seat: int
    name: str
    square: int
    square_name: str
    depth: int
    hp: int
    max_hp: int
    silver: int                     # the count; `coins` is the same purse in gold and silver
    coins: Coins
    equipment: tuple[ItemFace, ...]
    room: int                       # equipment places free
    fight_bonus: int
    victory: tuple[MonsterCardFace, ...]
    skulls: int                     # the victory pile's total
    skip_turns: int


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawOdds:
    """What a card drawn on a square would be: the deck it would come from (after the empty-deck rule; None:
    every deck is empty), the share of monsters in it, the average chance of beating one."""

    deck: int | None
    monsters: float
    chance: float | None


@dataclass(frozen=True, kw_only=True, slots=True)
class LandingChoice:
    """A die's move (or its stop at the Town on the way): where it lands, what the square says, the path,
    who is passed, and for a square that draws, the odds of the card drawn there."""

    die: int
    value: int
    square: int
    name: str
    kind: str
    depth: int
    instruction: str
    town_stop: bool
    passes_town: bool
    path: tuple[int, ...]
    passes: tuple[int, ...]         # seats met on the way
    draw: DrawOdds | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class DeckView:
    """A face-down monster deck: its count and what is left in it, sorted (never its order), the cards
    everyone saw put under it (in the order they will come up: they are public, the rest of its order is
    not), and the fortunes played from it."""

    depth: int
    name: str
    back: str
    count: int
    contents: tuple[str, ...]
    discards: tuple[str, ...]
    under: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True, slots=True)
class MeetingView:
    """The mover passing another pawn: whose choice it is now, where, and the odds of a fight."""

    mover: int
    other: int
    asker: int
    square: int
    mover_wins: float
    other_wins: float
    both_fall: float


@dataclass(frozen=True, kw_only=True, slots=True)
class TradeTerms:
    """A trade between two seats: indices into `by`'s equipment and victory pile (give) and `to`'s (ask),
    and silver each way."""

    by: int
    to: int
    give_items: tuple[int, ...]
    give_cards: tuple[int, ...]
    give_silver: int
    ask_items: tuple[int, ...]
    ask_cards: tuple[int, ...]
    ask_silver: int


@dataclass(frozen=True, kw_only=True, slots=True)
class DraftView(TradeTerms):
    """A trade offer being put together: its terms so far, in words, and whether it may be sent."""

    words: str
    ready: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class OfferView:
    """A trade offer waiting for its answer: who made it, to whom, in words, and its terms."""

    by: int
    to: int
    words: str
    terms: TradeTerms


@dataclass(frozen=True, kw_only=True, slots=True)
class TownView:
    """What a seat sees of a game of Wilds & Depths: the whole table (nothing is secret)."""

    phase: Phase
    prompt: str
    to_act: int | None
    viewer: int | None
    round: int
    turn: int
    order: tuple[int, ...]          # the turn order, the first player first
    pawns: tuple[PawnView, ...]     # by seat
    dice: tuple[int, ...]
    choices: tuple[LandingChoice, ...]
    card: MonsterCardFace | None    # the card faced this turn
    lantern: tuple[MonsterCardFace, ...]
    decks: tuple[DeckView, ...]
    town_deck: int
    shop: tuple[ItemFace | None, ...]   # None: an empty space for sale
    # For each space for sale: why buying it would add nothing to the seat to act's equipment (a second
    # Lantern, a weapon no better than the one carried), in words; "" where it would add something.
    shop_adds_nothing: tuple[str, ...]
    shopping: Literal["", "town", "pedlar"]   # "town" too when a turn begins in the Town (phase roll)
    refreshes: int                  # new wares paid for in this turn, by the seat whose turn it is
    meeting: MeetingView | None
    duel: tuple[int, ...]
    draft: DraftView | None
    offer: OfferView | None
    again: bool
    monsters_left: int
    winners: tuple[int, ...]
    ended: str


@functools.cache
def item_face(iid: str) -> ItemFace:
    it = item(iid)
    return ItemFace(item=iid, name=it.name, price=it.price, resale=it.resale, effect=it.effect, text=it.text)


def card_face(cid: str, items: Sequence[str] | None = None, deck: int | None = None) -> MonsterCardFace:
    """A monster deck card; with `items`, the chance that a pawn carrying them beats it; with `deck`, the
    deck it was drawn from."""
    chance = None if items is None or not card(cid).monster else round(odds.monster_chance(cid, items), 3)
    return _card_face(cid, chance, deck)


@functools.cache   # (a face is a value: every view, and the gallery, may share it)
def _card_face(cid: str, chance: float | None, deck: int | None) -> MonsterCardFace:
    c = card(cid)
    if not c.monster:
        return MonsterCardFace(card=cid, name=c.name, kind=c.kind, depth=c.depth, text=c.text, effect=c.effect,
                               deck=deck)
    return MonsterCardFace(card=cid, name=c.name, kind=c.kind, depth=c.depth, text=c.text, target=c.target,
                           silver=c.silver, skulls=c.skulls, special=c.special, chance=chance, deck=deck)


def deck_chance(state: TownState, depth: int, items: Sequence[str]) -> DrawOdds:
    """What a card drawn at this depth would be: from which deck, the share of monsters in it, and the
    average chance of beating one of them."""
    source = cards.source(state, depth)
    if source is None:
        return DrawOdds(deck=None, monsters=0.0, chance=None)
    left = state.decks[source].cards
    monsters = [c for c in left if card(c).monster]
    chance = sum(odds.monster_chance(c, items) for c in monsters) / len(monsters) if monsters else None
    return DrawOdds(deck=source, monsters=round(len(monsters) / len(left), 3),
                    chance=None if chance is None else round(chance, 3))


def silver_in_coins(silver: int) -> Coins:
    """"Gold coins are worth 5 silver coins": the coins a pawn holds, in gold and silver."""
    return Coins(gold=silver // 5, silver=silver % 5)


def view(state: TownState, track: Track, seat: int | None) -> TownView:
    pawns = tuple(PawnView(
        seat=s, name=state.name(s), square=p.square, square_name=track.name(p.square),
        depth=track.depth(p.square), hp=p.hp, max_hp=equipment.max_hp(p.equipment),
        silver=p.silver, coins=silver_in_coins(p.silver),
        equipment=tuple(item_face(i) for i in p.equipment), room=equipment.room(p.equipment),
        fight_bonus=equipment.weapon_bonus(p.equipment),
        victory=tuple(card_face(c) for c in p.victory), skulls=end.skulls(state, s),
        skip_turns=p.skip_turns,
    ) for s, p in enumerate(state.pawns))
    mover = state.to_act
    items = state.pawns[mover].equipment if mover is not None else []
    return TownView(
        phase=state.phase,
        prompt=prompt(state, track),
        to_act=state.to_act,
        viewer=seat,
        round=state.round,
        turn=state.turn,
        order=tuple(state.order),
        pawns=pawns,
        dice=tuple(state.dice),
        choices=_choices(state, track) if state.phase == "move" else (),
        card=card_face(state.card, items, deck=state.card_deck) if state.card else None,
        lantern=tuple(card_face(c, items, deck=d) for c, d in zip(state.lantern, state.lantern_decks, strict=True)),
        decks=tuple(DeckView(depth=d.depth, name=d.name, back=d.back, count=len(state.decks[d.depth]),
                             contents=tuple(sorted(state.decks[d.depth].cards)),
                             discards=tuple(state.decks[d.depth].discards),
                             under=tuple(state.seen_under(d.depth)))
                    for d in content.decks()),
        town_deck=len(state.town_deck),
        shop=tuple(item_face(i) if i else None for i in state.shop),
        shop_adds_nothing=tuple(equipment.adds_nothing(items, i) if i else "" for i in state.shop),
        shopping="town" if mover is not None and town.before_rolling(state, track, mover) else state.shopping,
        refreshes=state.refreshes,
        meeting=_meeting(state, track),
        duel=tuple(state.duel),
        draft=_draft(state),
        offer=OfferView(by=state.offer.by, to=state.offer.to, words=state.offer.words,
                        terms=trade_terms(state.offer.terms)) if state.offer else None,
        again=state.again,
        monsters_left=end.monsters_left(state),
        winners=tuple(state.winners),
        ended=state.ended,
    )


def _choices(state: TownState, track: Track) -> tuple[LandingChoice, ...]:
    """For each die (and each stop at the Town on the way): where it lands, what the square says, who is
    passed, and the chance against a monster drawn there."""
    seat = state.to_act
    assert seat is not None
    items = state.pawns[seat].equipment
    return tuple(LandingChoice(
        die=w.die, value=w.value, square=w.square, name=track.name(w.square),
        kind=track.kind(w.square), depth=track.depth(w.square),
        instruction=track.instruction(w.square), town_stop=w.town_stop, passes_town=w.passes_town,
        path=tuple(w.path), passes=tuple(w.meets),
        draw=deck_chance(state, track.depth(w.square), items) if track.kind(w.square) == "draw" else None,
    ) for w in movement.landings(state, track, seat))


def _meeting(state: TownState, track: Track) -> MeetingView | None:
    m = state.meeting
    if m is None:
        return None
    a, b = state.pawns[m.mover], state.pawns[m.other]
    fight = odds.duel(odds.fighter(a.hp, a.equipment), odds.fighter(b.hp, b.equipment))
    return MeetingView(mover=m.mover, other=m.other, asker=m.asker, square=a.square,
                       mover_wins=round(fight.first_wins, 3), other_wins=round(fight.second_wins, 3),
                       both_fall=round(fight.both_fall, 3))


def trade_terms(terms: Mapping[str, Any]) -> TradeTerms:
    """An engine offer's terms (a draft, saved as plain data: trade.py) as the view shows them."""
    d = Draft(**terms)
    return TradeTerms(by=d.by, to=d.to, give_items=tuple(d.give_items), give_cards=tuple(d.give_cards),
                      give_silver=d.give_silver, ask_items=tuple(d.ask_items), ask_cards=tuple(d.ask_cards),
                      ask_silver=d.ask_silver)


def _draft(state: TownState) -> DraftView | None:
    d = state.draft
    if d is None:
        return None
    return DraftView(by=d.by, to=d.to, give_items=tuple(d.give_items), give_cards=tuple(d.give_cards),
                     give_silver=d.give_silver, ask_items=tuple(d.ask_items), ask_cards=tuple(d.ask_cards),
                     ask_silver=d.ask_silver, words=trade.words(state, d), ready=trade.valid(state, d))


def prompt(state: TownState, track: Track) -> str:
    """Who decides what, in one line, for everyone at the table (the computer's turn too): it says what is
    decided, never where a person clicks (that is the screen's hint, to the person who may act)."""
    if state.to_act is None:
        return state.ended
    name = state.name(state.to_act)
    phase = state.phase
    if phase == "roll":
        if town.before_rolling(state, track, state.to_act):
            return f"{name} is in the Town: buy, sell, pay for new wares, or roll the dice"
        return f"{name}: roll the dice"
    if phase == "move":
        dice = " or ".join(str(v) for v in sorted(set(state.dice)))
        return f"{name}: move by the {dice}"
    if phase == "moving":
        if state.walk is not None:
            return f"{name} moves by the {state.walk.value}"
        square = state.pawns[state.to_act].square
        where = "back in the Town" if square == track.town else f"at {track.name(square)}"
        says = track.instruction(square)
        return f"{name} is {where}: {says[:1].lower()}{says[1:]}"
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
