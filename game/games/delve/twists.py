"""Twist cards (optional rule): two each at the start, one more after each round of delves, played by any
seat on anyone's delve before the monsters are fought.

The response moment: when a level's dungeon dice are down (Dragons already in the Lair), each seat
holding a playable card is asked in turn, starting with the Adventurer, to play one or pass. A card played
gives everyone a new chance to answer it; the moment ends when every seat holding a playable card has
passed since the last card. It is skipped at once when no one holds a playable card."""

from __future__ import annotations

from game.engine.protocol import Action
from game.engine.words import capital

from . import content as C
from .actions import Back, PassTwist, PlayTwist, TwistTarget
from .events import DieChanged, TwistDrawn, TwistPlayed
from .state import MONSTER, DelveState, Pending
from .table import dragons_to_lair, reroll_at


def _faces(state: DelveState, zone: str) -> list[str]:
    dice = state.party if zone == "party" else state.dungeon
    order = C.PARTY_FACES if zone == "party" else C.DUNGEON_FACES
    return [f for f in order if f in dice]


def targets(state: DelveState, card: str) -> list[TwistTarget]:
    twist = C.twists()[card]
    zones = ["party", "dungeon"] if twist.zone == "any" else [twist.zone]
    if twist.kind not in ("reroll", "change", "scatter"):
        return []
    return [TwistTarget(card=card, zone=z, face=f) for z in zones for f in _faces(state, z)
            if not (twist.kind == "change" and f == twist.to)]


def playable(state: DelveState, card: str) -> bool:
    twist = C.twists()[card]
    if twist.kind == "distractions":
        return not state.distractions and "Champion" in state.party
    if twist.kind == "dragon_need":
        return state.dragon_need != twist.need
    return bool(targets(state, card))


def playable_cards(state: DelveState, seat: int) -> list[str]:
    return [c for c in sorted(set(state.twists[seat])) if playable(state, c)]


def next_responder(state: DelveState) -> int | None:
    for step in range(1, state.n + 1):
        seat = (state.window_last + step) % state.n
        if seat not in state.window_passed and playable_cards(state, seat):
            return seat
    return None


def moment(state: DelveState) -> tuple[object, ...]:
    """Everything a twist card may answer: the dice on the table and the Dragon's terms."""
    return (tuple(state.party), tuple(state.dungeon), tuple(state.graveyard), tuple(state.borrowed), state.lair,
            state.dragon_need, state.distractions)


def open_now(state: DelveState) -> bool:
    """The Adventurer may play a card in the Monster phase itself until a monster is fought."""
    return state.twists_on() and state.phase == MONSTER and not state.fought and state.pending is None


def window_actions(state: DelveState) -> list[Action]:
    seat = state.to_act
    assert seat is not None
    return [PlayTwist(c) for c in playable_cards(state, seat)] + [PassTwist()]


def aiming_actions(state: DelveState) -> list[Action]:
    """A card being aimed: its targets, or Back (the card returns to the hand unplayed)."""
    assert state.pending is not None
    return [*targets(state, state.pending.card), Back()]


def answered(state: DelveState, seat: int) -> None:
    """A seat answered the moment (a card played, a treasure used): everyone may answer it in turn."""
    state.window_passed = []
    state.window_last = seat


def do_play(state: DelveState, action: PlayTwist) -> None:
    seat = state.to_act
    assert seat is not None
    twist = C.twists()[action.card]
    if twist.kind in ("distractions", "dragon_need"):
        resolve(state, seat, action.card, "", "")
    else:
        state.pending = Pending(kind="twist", card=action.card, seat=seat)


def do_target(state: DelveState, action: TwistTarget) -> None:
    seat = state.pending.seat if state.pending else state.to_act
    assert seat is not None
    resolve(state, seat, action.card, action.zone, action.face)


def do_pass(state: DelveState) -> None:
    seat = state.to_act
    assert seat is not None
    state.window_passed.append(seat)
    state.window_last = seat


def resolve(state: DelveState, seat: int, card: str, zone: str, face: str) -> None:
    twist = C.twists()[card]
    state.pending = None
    state.twists[seat].remove(card)
    state.twist_discard.append(card)
    who = state.name(seat)
    if twist.kind == "distractions":
        state.distractions = True
        state.emit(TwistPlayed(seat=seat, who=who, card=card, effect="this level every Champion acts as a Thief"))
    elif twist.kind == "dragon_need":
        state.dragon_need = twist.need
        state.emit(TwistPlayed(seat=seat, who=who, card=card,
                               effect=f"the next Dragon of this delve comes with {twist.need} dice in the Lair"))
    else:
        dice = state.party if zone == "party" else state.dungeon
        where = "party" if zone == "party" else "dungeon"
        if twist.kind == "change":
            state.emit(TwistPlayed(seat=seat, who=who, card=card,
                                   effect=f"{C.article(face)} ({where} die) becomes {C.article(twist.to)}"))
            dice[dice.index(face)] = twist.to
            state.emit(DieChanged(seat=seat, zone=zone, before=face, after=twist.to,
                                  message=f"{capital(C.article(face))} turns into {C.article(twist.to)}"))
        else:
            chosen = [i for i, f in enumerate(dice) if f == face]
            if twist.kind == "reroll":
                chosen = chosen[:1]
            state.emit(TwistPlayed(seat=seat, who=who, card=card,
                                   effect=f"reroll {'every' if len(chosen) > 1 else 'a'} {face} ({where} dice)"))
            reroll_at(state, zone, chosen, who, f"{where} dice ({card})", seat=seat)
        if zone == "dungeon":
            dragons_to_lair(state)
    # A card played reopens the moment for everyone.
    answered(state, seat)


def draw(state: DelveState, seat: int, count: int = 1) -> None:
    for _ in range(count):
        if not state.twist_deck and state.twist_discard:
            state.twist_deck, state.twist_discard = state.twist_discard, []
            state.rng.shuffle(state.twist_deck)
        if not state.twist_deck:
            return
        card = state.twist_deck.pop()
        state.twists[seat].append(card)
        state.emit(TwistDrawn(seat=seat, visible_to=(seat,), who=state.name(seat), card=card))
