"""What one seat may see (everything on the table, its own twist hand, counts of the others'), and the
one-line prompt for the screen. The view is a frozen value: the screen keeps it as it is, and caches
pictures by it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from . import content as C
from .actions import item_label, source_label
from .dragon import types_needed
from .scoring import score, treasure_worth
from .state import DRAGON, FORM, LOOT, MONSTER, OVER, PHASE_NAMES, REGROUP, TRADE, TWIST, DelveState
from .twists import open_now, playable_cards


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatView:
    """A seat's hero card, XP and face-up treasure tokens; of its twist hand only the count."""

    name: str
    computer: bool
    hero_id: str
    card: str                 # both sides' names, "Novice / Master"
    hero: str                 # the name of the side up
    side: str                 # "Novice" or "Master"
    specialty: str
    ultimate: str
    ultimate_used: bool       # this delve (only the Adventurer's can be)
    xp: int
    treasures: tuple[str, ...]
    treasure_worth: int
    twist_cards: int
    delves_done: int
    score: int
    adventurer: bool
    dungeon_lord: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class DragonTeamMember:
    """A companion set against the Dragon, and the companion type it counts as."""

    source: str
    role: str


@dataclass(frozen=True, kw_only=True, slots=True)
class DragonView:
    """The Dragon: awake or not, the Lair's dice that bring it, the foes it takes and those chosen."""

    awake: bool
    lair_needed: int
    types_needed: int
    team: tuple[DragonTeamMember, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class PendingView:
    """A decision being made in several clicks. The fields after `revives` belong to twist cards and
    trades only (None otherwise); a twist card being aimed is named only to its player, a twist card
    offered in a trade only to the two seats trading."""

    kind: str
    source: str
    by: str
    party_marked: tuple[int, ...]
    dungeon_marked: tuple[int, ...]
    revives: int
    seat: int | None = None          # the twist card's player, or the trade's proposer
    card: str | None = None          # the twist card ("" to every other seat)
    partner: int | None = None       # the seat asked to trade (-1: not chosen yet)
    answering: bool | None = None    # the partner is answering the offer
    want: str | None = None
    give: str | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class HelpText:
    """The rulebook's words on one thing, by its name: a die face, a treasure token or a twist card."""

    name: str
    text: str


@dataclass(frozen=True, kw_only=True, slots=True)
class HelpTexts:
    """The rulebook's words on every die face, treasure token and twist card (the same for every seat)."""

    faces: tuple[HelpText, ...]
    treasures: tuple[HelpText, ...]
    twists: tuple[HelpText, ...]

    def face(self, name: str) -> str | None:
        return _text_of(self.faces, name)

    def treasure(self, name: str) -> str | None:
        return _text_of(self.treasures, name)

    def twist(self, name: str) -> str | None:
        return _text_of(self.twists, name)


def _text_of(texts: tuple[HelpText, ...], name: str) -> str | None:
    return next((h.text for h in texts if h.name == name), None)


@dataclass(frozen=True, kw_only=True, slots=True)
class TableOptions:
    """The optional rules this table plays with."""

    twists: bool
    trading: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class DelveView:
    """What one seat sees: the whole table (treasures lie face up), its own twist hand (empty for the
    others and for a spectator), and only counts of the other hands, the twist deck and the bag."""

    phase: str
    phase_name: str
    level: int
    round: int
    turn: int
    to_act: int | None
    prompt: str
    adventurer: int
    dungeon_lord: int | None         # None alone: the app is the Dungeon Lord
    party: tuple[str, ...]
    graveyard: tuple[str, ...]
    dungeon: tuple[str, ...]
    borrowed: tuple[str, ...]
    lair: int
    pool: int
    bag: int
    dragon: DragonView
    distractions: bool
    pending: PendingView | None
    seats: tuple[SeatView, ...]
    hand: tuple[str, ...]
    twist_deck: int
    twist_discard: tuple[str, ...]
    options: TableOptions
    help: HelpTexts
    finished: bool


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
        whose = "their own" if seat == adv else f"{state.name(adv)}'s"   # (shown to every seat: never "your")
        return f"{who}: play a twist card on {whose} level {state.level}, or pass"
    head = f"{who} ({state.hero_name(seat)}), level {state.level}"
    if p is not None:
        asks = {"companion": f"choose what {source_label(p.source, state.name(seat))} does",   # (to every seat)
                "reroll": "mark the dice to reroll, then roll them",
                "revive": f"choose the face of each revived die ({p.revives} to go)",
                "dragon_role": f"choose how {source_label(p.source, state.name(seat))} faces the Dragon",
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


def _pending(state: DelveState, seat: int | None) -> PendingView | None:
    p = state.pending
    if p is None:
        return None
    base = PendingView(kind=p.kind, source=p.source, by=p.by, party_marked=tuple(p.party_marked),
                       dungeon_marked=tuple(p.dungeon_marked), revives=p.revives)
    if p.kind == "twist":
        return replace(base, seat=p.seat, card=p.card if seat == p.seat else "")   # shown once it is played
    if p.kind == "trade":
        insiders = (p.seat, p.partner)
        secret = p.give.startswith("twist:") and seat not in insiders
        return replace(base, seat=p.seat, partner=p.partner, answering=p.answering,
                       want=item_label(p.want) if p.want else "",
                       give="a twist card" if secret else item_label(p.give))
    return base


def _seat(state: DelveState, s: int) -> SeatView:
    hero = state.hero(s)
    side = state.side(s)
    tokens = sorted(state.treasures[s])
    return SeatView(
        name=state.name(s), computer=state.seats[s].is_computer,
        hero_id=hero.id, card=hero.card, hero=side.name,
        side="Master" if state.master[s] else "Novice",
        specialty=side.specialty.text, ultimate=side.ultimate.text,
        ultimate_used=state.ultimate_used if s == state.adventurer else False,
        xp=state.xp[s], treasures=tuple(tokens), treasure_worth=treasure_worth(tokens),
        twist_cards=len(state.twists[s]), delves_done=state.delves_done[s], score=score(state, s),
        adventurer=s == state.adventurer, dungeon_lord=state.n > 1 and s == state.dungeon_lord,
    )


@cache
def help_texts() -> HelpTexts:
    """The rulebook's words, read once: they are the same in every view."""
    return HelpTexts(faces=tuple(HelpText(name=f, text=t) for f, t in C.face_help().items()),
                     treasures=tuple(HelpText(name=t.name, text=t.text) for t in C.treasures().values()),
                     twists=tuple(HelpText(name=c.name, text=c.text) for c in C.twists().values()))


def _dragon(state: DelveState) -> DragonView:
    return DragonView(
        awake=state.dragon_awake, lair_needed=state.dragon_need,
        types_needed=types_needed(state) if state.phase != OVER else C.DRAGON_TYPES_NEED,
        team=tuple(DragonTeamMember(source=source, role=role)
                   for source, role in (e.split("|") for e in state.dragon_team)))


def view(state: DelveState, seat: int | None) -> DelveView:
    """The table as one seat sees it. Treasures are face up on the table (seen by all, as in the box game);
    twist hands are secret: a seat sees its own cards and only the count of the others'."""
    hand = tuple(state.twists[seat]) if seat is not None and 0 <= seat < state.n else ()
    return DelveView(
        phase=state.phase, phase_name=PHASE_NAMES[state.phase], level=state.level,
        round=state.round, turn=state.turn, to_act=state.to_act, prompt=prompt(state, seat),
        adventurer=state.adventurer, dungeon_lord=state.dungeon_lord if state.n > 1 else None,
        party=tuple(state.party), graveyard=tuple(state.graveyard), dungeon=tuple(state.dungeon),
        borrowed=tuple(state.borrowed), lair=state.lair, pool=state.pool(), bag=len(state.bag),
        dragon=_dragon(state),
        distractions=state.distractions,
        pending=_pending(state, seat),
        seats=tuple(_seat(state, s) for s in range(state.n)),
        hand=hand, twist_deck=len(state.twist_deck), twist_discard=tuple(state.twist_discard),
        options=TableOptions(twists=state.twists_on(), trading=state.trading_on()),
        help=help_texts(),
        finished=state.finished,
    )
