"""What a seat sees: everything on the table, and no card that lies face down.

The packs are face down for everyone, their owners included ("may not look at them"), so every seat,
and a spectator, sees the same view: counts for packs, the hoard and the box; faces for the cards in
front of each hireling and the discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.words import plural

from . import fireball
from .board import EscapePath
from .content import CardKind, card
from .state import EscapeState, FrontCard, Phase, Status


@dataclass(frozen=True, kw_only=True, slots=True)
class CardFaceView:
    """A backpack card face up (on the discard pile, turned over, in front of a hireling): open to everyone."""

    card: str
    name: str
    kind: CardKind
    value: int
    label: str


@dataclass(frozen=True, kw_only=True, slots=True)
class FrontCardView(CardFaceView):
    """A card face up in front of a hireling; spent: already put to a roll this turn, gone at its end."""

    spent: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class HirelingView:
    """A hireling on the escape path, in full sight; its pack is face down, a count only."""

    seat: int
    name: str
    character: str
    square: int
    square_name: str
    status: Status
    pack: int
    front: tuple[FrontCardView, ...]
    held: str
    skip_turns: int
    steps_to_exit: int
    to_fire: int | None          # squares of the fire's route still between it and the hireling (fire off: None)


@dataclass(frozen=True, kw_only=True, slots=True)
class FireballView:
    """The Flaming Fireball of Doom: where it stands, what it does next, where it has burned, whom it caught."""

    on: bool
    square: int | None
    route_index: int
    next: str
    burning: tuple[int, ...]
    caught: tuple[int, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class EscapeView:
    """The whole table as any seat sees it: no face-down card (a pack, the hoard, the box) shows its face."""

    round: int
    turn: int
    phase: Phase
    to_act: int | None
    order: tuple[int, ...]
    steps_left: int
    hirelings: tuple[HirelingView, ...]
    fireball: FireballView
    hoard: int
    box: int
    discards: tuple[CardFaceView, ...]
    winner: int | None
    ended: str
    viewer: int | None


def card_face(cid: str) -> CardFaceView:
    c = card(cid)
    return CardFaceView(card=cid, name=c.name, kind=c.kind, value=c.value, label=c.label)


def front_card(f: FrontCard) -> FrontCardView:
    c = card(f.card)
    return FrontCardView(card=f.card, name=c.name, kind=c.kind, value=c.value, label=c.label, spent=f.spent)


def view(state: EscapeState, path: EscapePath, seat: int | None) -> EscapeView:
    hirelings = tuple(
        HirelingView(
            seat=s,
            name=state.name(s),
            character=h.character,
            square=h.square,
            square_name=path.name(h.square),
            status=h.status,
            pack=len(h.pack),                       # face down: a count only
            front=tuple(front_card(f) for f in h.front),
            held=h.held,
            skip_turns=h.skip_turns,
            steps_to_exit=path.steps_to_exit(h.square),
            to_fire=path.burns_at.get(h.square, 0) - state.fire if state.fire_on else None,
        )
        for s, h in enumerate(state.hirelings))
    return EscapeView(
        round=state.round,
        turn=state.turn,
        phase=state.phase,
        to_act=state.to_act,
        order=tuple(state.order),
        steps_left=state.steps_left,
        hirelings=hirelings,
        fireball=FireballView(
            on=state.fire_on,
            square=path.route[state.fire] if state.fire_on else None,
            route_index=state.fire,
            next=fireball.next_move_text(state),
            burning=tuple(fireball.burning(state, path)),
            caught=tuple(state.caught),
        ),
        hoard=len(state.hoard),
        box=len(state.box),
        discards=tuple(card_face(c) for c in state.discards),
        winner=state.winner,
        ended=state.ended,
        viewer=seat,
    )


def turn_label(state: EscapeState, path: EscapePath) -> str:
    """Whose decision it is and what it is, in a line."""
    if state.to_act is None:
        return state.ended
    name = state.name(state.to_act)
    h = state.hirelings[state.to_act]
    if state.phase == "turn":
        if h.held == "goblin_pit":
            if not h.pack:
                return f"{name}: dance out of the Goblin Polka Pit (no cards left in the pack)"
            return f"{name}: use a card before dancing out of the Goblin Polka Pit?"
        if not h.pack:
            return f"{name}'s turn: roll to move (no cards left in the pack)"
        return f"{name}'s turn: flip a card from the pack, or just roll?"
    return {
        "branch": f"{name}: the path splits — which way? ({plural(state.steps_left, 'square')} still to move)",
        "bridge": f"{name}: pay the troll a card, or wait?",
        "river": f"{name}: swim the {path.name(h.square)}, or walk round by the ledge?",
        "steal": f"{name}: reach into a backpack on this square?",
        "fire": f"{name}: caught by the fireball — throw a card to stay ahead of it, or burn?",
    }.get(state.phase, name)
