"""What a seat sees: every card on the table, its own hand, and of the other hands only their size.

Face-down loot and dealt cards are in a hand, so only their owner sees them. Treasure being shared out
after a fight is seen by the fighter and the helper only. Everything else (the combat zone, the items on
the table, a dead seat's remains, curses, the discards' top cards) is face up for all.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal

from game.engine.words import listing, percent, plural, the

from . import content as C
from .content import DoorsCard
from .core import hand_limit
from .items import levels_for_sale, sale_cards, sale_value
from .odds import Line, foe_total, run_chance, run_modifier, strength, totals, treasures
from .state import DoorsState, Phase, Stage

SHOWN_DISCARDS = 5


@dataclass(frozen=True, kw_only=True, slots=True)
class ItemView(DoorsCard):
    """An item on the table in front of its owner, face up: equipped (it counts) or carried."""

    equipped: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class FoeView(DoorsCard):
    """A monster in the fight, with the enhancers played on it and its total."""

    enhancers: tuple[DoorsCard, ...]
    total: int


@dataclass(frozen=True, kw_only=True, slots=True)
class BoostView(DoorsCard):
    """A one-shot item thrown into the fight, for the players' side or the monsters', and who threw it."""

    side: Literal["players", "monsters"]
    by: int


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatView:
    """A seat at the table: level, strength, its cards in play face up, and only the size of its hand."""

    seat: int
    name: str
    computer: bool
    level: int
    strength: int
    hand: int               # how many cards: the hand itself is secret
    hand_limit: int
    races: tuple[DoorsCard, ...]
    classes: tuple[DoorsCard, ...]
    doubles: tuple[DoorsCard, ...]
    hirelings: tuple[DoorsCard, ...]
    curses: tuple[DoorsCard, ...]
    items: tuple[ItemView, ...]
    dead: bool
    current: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class RunView:
    """One roll still to make: `seat` runs away from the monster `foe` (its card), with its chance."""

    seat: int
    foe: str
    name: str
    modifier: int
    chance: float


@dataclass(frozen=True, kw_only=True, slots=True)
class CombatView:
    """The fight under way, face up for all, but for the treasures being shared out: their faces are seen by
    the fighter and the helper only (`loot`, empty for the others), their number by everyone."""

    fighter: int
    helper: int | None
    share: int
    helper_first: bool
    stage: Stage
    declared: str
    foes: tuple[FoeView, ...]
    boosts: tuple[BoostView, ...]
    players: int
    monsters: int
    winning: bool
    ties_win: bool
    lines: tuple[Line, ...]
    treasures: int
    runs: tuple[RunView, ...]
    loot: tuple[DoorsCard, ...]
    loot_count: int
    picker: int | None
    asked: tuple[int, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class DecksView:
    """The two decks, face down (only their size), and the top cards of their discards, face up."""

    door: int
    treasure: int
    door_discards: int
    treasure_discards: int
    door_discards_top: tuple[DoorsCard, ...]       # the top card first
    treasure_discards_top: tuple[DoorsCard, ...]

    def size(self, deck: str) -> int:
        """The cards left in the door or treasure deck."""
        return self.door if deck == "door" else self.treasure

    def top(self, deck: str) -> tuple[DoorsCard, ...]:
        """The door or treasure discards shown, the top card first."""
        return self.door_discards_top if deck == "door" else self.treasure_discards_top


@dataclass(frozen=True, kw_only=True, slots=True)
class WindowView:
    """A response window: the moment anyone may answer, and who may still answer it."""

    moment: str
    tag: str
    owner: int
    order: tuple[int, ...]
    waiting: tuple[int, ...]
    answers: int


@dataclass(frozen=True, kw_only=True, slots=True)
class OfferTerms:
    """What an offer asks: a help bargain's share and first pick, or a trade's two items (card ids)."""

    share: int = 0
    helper_first: bool = False
    give: str | None = None
    take: str | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class OfferView:
    """An offer of help or of a trade, open for `to` to accept or refuse; seen by all."""

    by: int
    to: int
    kind: str        # help | trade
    words: str
    terms: OfferTerms


@dataclass(frozen=True, kw_only=True, slots=True)
class PendingView:
    """A choice that interrupts the game: the items a curse may take from `seat`, or a dead seat's cards
    picked over; the options are face up for all."""

    kind: Literal["lose", "plunder"]
    seat: int
    victim: int
    count: int
    why: str
    options: tuple[DoorsCard, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class SaleView:
    """The sale the seat whose turn it is puts together. Its owner sees every card it marked, in its hand and
    on its table (`cards`: the screen draws the mark on them), and what they fetch. The others see the
    marked items of its table, only how many cards of its hand are marked (`from_hand`, for all), and the
    gold and levels only when no hand card is in the sale (else None): a hand card is shown when it is
    sold, not before."""

    cards: tuple[str, ...]
    from_hand: int
    gold: int | None
    levels: int | None


@dataclass(frozen=True, kw_only=True, slots=True)
class DoorsView:
    """What one seat sees of Kick the Door: the whole table, its own hand (none for a spectator), and of the
    other hands only their size."""

    viewer: int | None
    phase: Phase
    turn: int
    current: int
    to_act: int | None
    order: tuple[int, ...]
    prompt: str
    decks: DecksView
    seats: tuple[SeatView, ...]
    hand: tuple[DoorsCard, ...]
    combat: CombatView | None
    window: WindowView | None
    offer: OfferView | None
    pending: PendingView | None
    sale: SaleView
    winner: int | None
    ended: str

    def face(self, card: str | None) -> DoorsCard | None:
        """A card's face where this seat sees it face up (None: nowhere, or face down): in its hand, on the
        table, on top of a discard pile, in the fight, among the cards a pending choice picks from."""
        pools = [self.hand, *(s.items + s.races + s.classes + s.doubles + s.hirelings + s.curses for s in self.seats),
                 self.decks.door_discards_top, self.decks.treasure_discards_top]
        if self.combat is not None:
            pools += [self.combat.foes, self.combat.loot]
        if self.pending is not None:
            pools.append(self.pending.options)
        return next((f for pool in pools for f in pool if f.id == card), None)

    @property
    def fighting(self) -> bool:
        """A fight is on the table: monsters in it, its treasure being shared out, or a pending choice picking
        cards. A fight whose monsters are gone (beaten, or sent off) and with nothing left to share is over,
        though the rules clear it away only after the levels and the treasure are handed out (or never, when the
        kill won the game: a monster left to run from stays in it too)."""
        combat, picking = self.combat, bool(self.pending and self.pending.options)
        return self.phase != "over" and (picking or (combat is not None and bool(combat.foes or combat.loot_count)))


def faces(cards: list[str]) -> tuple[DoorsCard, ...]:
    return tuple(C.face(c) for c in cards)


def printed(cid: str) -> dict[str, Any]:
    """A card's face as keywords, for a record that adds what the table says of it."""
    f = C.face(cid)
    return {k.name: getattr(f, k.name) for k in dataclasses.fields(DoorsCard)}


def seat_view(state: DoorsState, s: int) -> SeatView:
    p = state.players[s]
    return SeatView(
        seat=s,
        name=state.name(s),
        computer=state.seats[s].is_computer,
        level=p.level,
        strength=strength(state, s),
        hand=len(p.hand),
        hand_limit=hand_limit(p),
        races=faces(p.races),
        classes=faces(p.classes),
        doubles=faces(p.doubles),
        hirelings=faces(p.hirelings),
        curses=faces(p.curses),
        items=tuple(ItemView(**printed(c.card), equipped=c.equipped) for c in p.items),
        dead=p.dead,
        current=s == state.current,
    )


def combat_view(state: DoorsState, seat: int | None) -> CombatView | None:
    combat = state.combat
    if combat is None:
        return None
    t = totals(state)
    pair = (combat.fighter, combat.helper)
    return CombatView(
        fighter=combat.fighter,
        helper=combat.helper,
        share=combat.share,
        helper_first=combat.helper_first,
        stage=combat.stage,
        declared=combat.declared,
        foes=tuple(FoeView(**printed(f.card), enhancers=faces(f.enhancers), total=foe_total(state, f, combat)[0])
                   for f in combat.foes),
        boosts=tuple(BoostView(**printed(b.card), side=b.side, by=b.by) for b in combat.boosts),
        players=t.players,
        monsters=t.monsters,
        winning=t.winning,
        ties_win=t.ties_win,
        lines=tuple(t.lines),
        treasures=treasures(combat),
        runs=tuple(RunView(seat=r.seat, foe=r.foe, name=C.name(r.foe), modifier=run_modifier(state, r.seat, r.foe),
                           chance=run_chance(state, r.seat, r.foe)) for r in combat.runs),
        loot=faces(combat.loot) if seat is not None and seat in pair else (),
        loot_count=len(combat.loot),
        picker=combat.picker,
        asked=tuple(combat.asked),
    )


def sale_view(state: DoorsState, seat: int | None) -> SaleView:
    marked = sale_cards(state)
    if not marked:
        return SaleView(cards=(), from_hand=0, gold=0, levels=0)
    hand = state.players[state.current].hand
    from_hand = [c for c in marked if c in hand]
    known = seat == state.current or not from_hand
    return SaleView(cards=tuple(c for c in marked if known or c not in from_hand), from_hand=len(from_hand),
                    gold=sale_value(state)[0] if known else None, levels=levels_for_sale(state) if known else None)


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
        words = state.offer.words.rstrip(".")   # (a help bargain is asked: its question mark stays)
        return f"{name}: {words if words.endswith('?') else words + '.'} Accept or refuse"
    combat = state.combat
    if state.window is not None and state.window.current is not None and combat is not None:
        t = totals(state)
        return (f"Anyone? {state.window.moment}: {state.name(combat.fighter)} {t.players} against "
                f"{t.monsters} — play a card, offer help, or pass")
    if state.phase == "setup":
        return f"{name}: equip items from the hand before the game begins, then say ready"
    if state.phase == "combat" and combat is not None:
        if combat.stage == "split":
            return f"{name}: pick a treasure ({plural(len(combat.loot), 'card')} left to share)"
        if combat.stage == "run" and combat.runs:
            step = combat.runs[0]
            chance = percent(run_chance(state, step.seat, step.foe))
            return f"{name}: run away from {the(C.name(step.foe))} (5 or more on the die; {chance})"
        if not combat.foes:   # the moment the monsters are gone (beaten or charmed), before the fight ends
            return f"{name}: the fight is over"
        t = totals(state)
        foes = listing([the(f"{C.name(f.card)} (level {C.card(f.card).level})") for f in combat.foes])
        verdict = "winning" if t.winning else "losing"
        return f"{name}: fight {foes} — {t.players} vs {t.monsters}, {verdict}"
    p = state.players[s]
    return {
        "kick": f"{name}: kick open the door (or first equip, sell, play cards)",
        "after": f"{name}: look for trouble (fight a monster from the hand) or loot the room",
        "end": f"{name}: tidy up (equip, sell, play cards), then end the turn",
        "charity": f"{name}: charity — {plural(len(p.hand), 'card')} in hand, keep {hand_limit(p)}: play, give "
                   f"or discard",
    }.get(state.phase, name)


def view(state: DoorsState, seat: int | None) -> DoorsView:
    window = state.window
    offer = state.offer
    pending = state.pending[-1] if state.pending else None
    return DoorsView(
        viewer=seat,
        phase=state.phase,
        turn=state.turn,
        current=state.current,
        to_act=state.to_act,
        order=tuple(state.order),
        prompt=prompt(state),
        decks=DecksView(
            door=len(state.door.cards),
            treasure=len(state.treasure.cards),
            door_discards=len(state.door.discards),
            treasure_discards=len(state.treasure.discards),
            door_discards_top=faces(list(reversed(state.door.discards[-SHOWN_DISCARDS:]))),
            treasure_discards_top=faces(list(reversed(state.treasure.discards[-SHOWN_DISCARDS:]))),
        ),
        seats=tuple(seat_view(state, s) for s in range(state.n)),
        hand=faces(state.players[seat].hand) if seat is not None else (),
        combat=combat_view(state, seat),
        window=None if window is None else WindowView(
            moment=window.moment, tag=window.tag, owner=window.owner, order=tuple(window.order),
            waiting=tuple(window.waiting), answers=window.answers),
        offer=None if offer is None else OfferView(
            by=offer.by, to=offer.to, kind=offer.kind, words=offer.words, terms=OfferTerms(**offer.terms)),
        pending=None if pending is None else PendingView(
            kind=pending.kind, seat=pending.seat, victim=pending.victim, count=pending.count, why=pending.why,
            options=faces(pending.options)),
        sale=sale_view(state, seat),
        winner=state.winner,
        ended=state.ended,
    )
