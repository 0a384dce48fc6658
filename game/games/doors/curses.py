"""Curses and Bad Stuff: what they take, and the victim's choice when they could take several things.

"Curses in your hand can be played at any time on any player." "The victim chooses what item a
multiple-item curse applies to." A monster's Bad Stuff uses the same effects ("read the monster card and
do what the 'Bad Stuff' is").
"""

from __future__ import annotations

from game.engine.events import Note

from . import content as C
from .core import discard_quietly, emit, who
from .death import die
from .events import CardMoved, CardPlaced, LevelChanged
from .items import HANDS, lose_item, recheck
from .state import DoorsState, Pending


def lose_levels(state: DoorsState, seat: int, n: int, why: str) -> None:
    """"You can never have a lower level than 1.\""""
    p = state.players[seat]
    before = p.level
    p.level = max(1, p.level - n)
    emit(state, LevelChanged(seat=seat, who=who(state, seat), before=before, after=p.level, why=why))


def drop_card(state: DoorsState, seat: int, cid: str, why: str, chosen: bool = False) -> None:
    """A race, class or double card leaves the table; items it allowed are turned sideways. `chosen`: by its
    owner's own choice (a CardPlaced, which undo may take back)."""
    p = state.players[seat]
    zone = "race" if C.card(cid).kind in ("race", "double_race") else "class"
    for pile in (p.races, p.classes, p.doubles):
        if cid in pile:
            pile.remove(cid)
    state.door.discard(cid)
    event = CardPlaced if chosen else CardMoved
    emit(state, event(seat=seat, card=cid, name=C.name(cid), src=zone, dst="door_discards", src_seat=seat,
                      message=f"{who(state, seat)} is no longer {C.name(cid)} ({why})"))
    recheck(state, seat)


def _choose_or_take(state: DoorsState, seat: int, options: list[str], n: int, why: str, what: str) -> None:
    """Take `n` of `options`: all of them when there are no more than that, else the victim picks."""
    if not options:
        emit(state, Note(seat=seat, message=f"{who(state, seat)} has no {what} to lose"))
        return
    if len(options) <= n:
        for cid in options:
            take(state, seat, cid, why)
        return
    state.pending.append(Pending(kind="lose", seat=seat, victim=seat, options=list(options), count=n, why=why))
    emit(state, Note(seat=seat, message=f"{who(state, seat)} chooses {'the' if n == 1 else str(n)} "
                                        f"{what} to lose ({why})"))


def take(state: DoorsState, seat: int, cid: str, why: str) -> None:
    """One card the curse takes: an item from the table, or a race or class."""
    p = state.players[seat]
    if cid in p.item_ids():
        lose_item(state, seat, cid, why)
    else:
        drop_card(state, seat, cid, why)


def choose_loss(state: DoorsState, cid: str) -> None:
    """The victim picks one card of a pending loss."""
    pending = state.pending[-1]
    pending.options.remove(cid)
    pending.count -= 1
    if pending.count <= 0 or not pending.options:
        state.pending.pop()
    take(state, pending.victim, cid, pending.why)


def apply(state: DoorsState, seat: int, effects: tuple[C.Effect, ...], why: str) -> None:
    """Carry out a curse's or a Bad Stuff's effects on `seat`, in order."""
    for effect in effects:
        p = state.players[seat]
        if p.dead:
            return
        items = p.item_ids()
        if effect.do == "lose_level":
            lose_levels(state, seat, effect.n, why)
        elif effect.do == "lose_slot":
            on = [c for c in p.equipped_ids() if C.card(c).slot == effect.slot]
            _choose_or_take(state, seat, on, 1, why, C.SLOT_WORDS[effect.slot])
        elif effect.do == "lose_hand":
            on = [c for c in p.equipped_ids() if C.card(c).slot in HANDS]
            _choose_or_take(state, seat, on, 1, why, "item in hand")
        elif effect.do == "lose_items":
            _choose_or_take(state, seat, items, effect.n, why, "items")
        elif effect.do == "lose_small":
            _choose_or_take(state, seat, [c for c in items if C.card(c).small], effect.n, why, "small item")
        elif effect.do == "lose_big":
            _choose_or_take(state, seat, [c for c in items if C.card(c).big], 1, why, "big item")
        elif effect.do == "lose_race":
            _choose_or_take(state, seat, list(p.races), 1, why, "race")
        elif effect.do == "lose_class":
            _choose_or_take(state, seat, list(p.classes), 1, why, "class")
        elif effect.do == "lose_priciest":
            if items:
                lose_item(state, seat, max(items, key=lambda c: C.card(c).gold), why)
            else:
                emit(state, Note(seat=seat, message=f"{who(state, seat)} has no item to lose"))
        elif effect.do == "discard_hand":
            discard_from_hand(state, seat, list(p.hand), why)
        elif effect.do == "lose_cards":
            picked = []
            for _ in range(min(effect.n, len(p.hand))):
                cid = state.rng.choice([c for c in p.hand if c not in picked])
                picked.append(cid)
            discard_from_hand(state, seat, picked, why)
        elif effect.do == "death":
            die(state, seat, why)
        else:  # pragma: no cover - the data test checks every effect's name
            raise ValueError(f"unknown effect {effect.do!r}")


def discard_from_hand(state: DoorsState, seat: int, cards: list[str], why: str) -> None:
    p = state.players[seat]
    if not cards:
        emit(state, Note(seat=seat, message=f"{who(state, seat)} has no cards in hand to lose"))
    for cid in cards:
        p.hand.remove(cid)
        c = C.card(cid)
        discard_quietly(state, cid)
        emit(state, CardMoved(seat=seat, card=cid, name=c.name, src="hand", dst=f"{c.deck}_discards",
                              src_seat=seat, message=f"{who(state, seat)} discards {c.name} ({why})"))


def strike(state: DoorsState, cid: str, victim: int, by: int | None) -> None:
    """A curse hits `victim`: from `by`'s hand, or (by None) from the door the victim kicked open."""
    c = C.card(cid)
    if by is None:
        message = f"{who(state, victim)} kicks open the door: Curse! {c.name}"
        src, src_seat = "door_deck", None
    else:
        state.players[by].hand.remove(cid)
        message = f"{who(state, by)} curses {who(state, victim)}: {c.name}"
        src, src_seat = "hand", by
    if c.persist:
        state.players[victim].curses.append(cid)
        emit(state, CardMoved(seat=by, card=cid, name=c.name, src=src, dst="curses", src_seat=src_seat,
                              dst_seat=victim, message=f"{message} ({c.text.removeprefix('Curse! ')})"))
        return
    state.door.discard(cid)
    emit(state, CardMoved(seat=by, card=cid, name=c.name, src=src, dst="door_discards", src_seat=src_seat,
                          dst_seat=victim, message=message))
    apply(state, victim, c.effects, c.name)


def lift_curses(state: DoorsState, seat: int) -> None:
    """Curses that stay on you last "until you kill a monster"."""
    p = state.players[seat]
    for cid in list(p.curses):
        p.curses.remove(cid)
        state.door.discard(cid)
        emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="curses", dst="door_discards",
                              src_seat=seat, message=f"{who(state, seat)} shakes off {C.name(cid)}"))
