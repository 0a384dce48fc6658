"""What each seat may not see, per game: a "swap" changes it and nothing else, so that a seat's view must not
change (tests/test_random_play.py checks it after every action, for every seat and for a spectator).

A swap takes the state, the seat looking (None: a spectator, who may see no one's secrets) and a random
source, and returns a changed copy (the state itself is left alone). Every swap also changes the dice to
come, which no one may see. To cover a new game with secrets (Kick the Door: the hands, the decks), write its
swap here and add it to SWAPS: the test asks for one for every game that has secrets.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import random
from collections.abc import Callable
from typing import Any

from game.engine.protocol import State
from game.engine.rng import Rng

Swap = Callable[[State, "int | None", random.Random], State]


def _base(state: State, rnd: random.Random) -> Any:
    """A shallow copy with other dice to come (the parts a swap changes are replaced, never mutated)."""
    new = copy.copy(state)
    new.rng = Rng(seed=rnd.randrange(1, 2**31), counter=rnd.randrange(1000))
    return new


def _redeal(hands: list[list[str]], rnd: random.Random, extra: list[str] = ()) -> list[list[str]]:
    """The cards of the hands (and `extra` cards) shuffled and dealt again, each hand keeping its count."""
    pool = [c for hand in hands for c in hand] + list(extra)
    rnd.shuffle(pool)
    out, at = [], 0
    for hand in hands:
        out.append(pool[at:at + len(hand)])
        at += len(hand)
    return out


def swap_toy(state: Any, seat: int | None, rnd: random.Random) -> Any:
    """Toy Race: each seat's face-down bonus card."""
    new = _base(state, rnd)
    new.bonus = [b if s == seat else b + 1 + rnd.randrange(5) for s, b in enumerate(state.bonus)]
    return new


@functools.cache
def _dungeon_cards() -> tuple[list[str], dict[tuple[str, int], list[str]]]:
    """Every prize card, and the cards of each kind and level (what a face-down card's back shows)."""
    from game.games.dungeon.content import monsters, prizes

    by_back: dict[tuple[str, int], list[str]] = {}
    for deck in (monsters(), prizes()):
        for card, info in deck.items():
            by_back.setdefault((card[0], info.level), []).append(card)
    return sorted(prizes()), by_back


def swap_dungeon(state: Any, seat: int | None, rnd: random.Random) -> Any:
    """Dungeon!: the prizes in other hands (and those a trap holds for them), the secret doors they know, the
    face-down cards this seat has not seen (another card of the same level: the back shows the level),
    and what the other seats know."""
    from game.games.dungeon.content import monster, prize

    every_prize, by_back = _dungeon_cards()
    new = _base(state, rnd)
    new.pawns = [p if s == seat else dataclasses.replace(
        p, prizes=[rnd.choice(every_prize) for _ in p.prizes], awaiting=[rnd.choice(every_prize) for _ in p.awaiting],
        known_doors=[*reversed(p.known_doors), rnd.randrange(10_000)]) for s, p in enumerate(state.pawns)]

    def unseen(card: str) -> str:
        if state.knows(seat, card):
            return card
        level = monster(card).level if card.startswith("M") else prize(card).level
        for _ in range(20):
            other = rnd.choice(by_back[(card[0], level)])
            if not state.knows(seat, other):
                return other
        return card

    lairs = dict(state.lairs)
    for space in rnd.sample(sorted(lairs), min(12, len(lairs))):   # a dozen rooms a time: enough, and quick
        changed = []
        for g in lairs[space]:
            g = copy.copy(g)
            if not g.face_up:
                g.monster = unseen(g.monster)
            g.prizes = [unseen(c) for c in g.prizes]
            changed.append(g)
        lairs[space] = changed
    new.lairs = lairs
    others = [s for s in range(len(state.pawns)) if s != seat]
    # what was shown to every seat is no one's secret (a spectator sees it too): kept as it is
    new.seen = {card: list(known) if len(known) == len(state.pawns) else
                [s for s in known if s == seat] + ([rnd.choice(others)] if others and rnd.random() < 0.5 else [])
                for card, known in state.seen.items()}
    new.set_aside = [rnd.choice(every_prize) for _ in state.set_aside]
    return new


def swap_delve(state: Any, seat: int | None, rnd: random.Random, target_card: bool = False) -> Any:
    """Dice Delve: the other seats' twist cards and the twist deck (dealt again), the treasures still in the
    bag, and a twist card offered in a trade between two other seats. `target_card`: also the card a seat
    holds while it picks the card's target (issue 15, item 15: a leak fixed on another branch)."""
    from game.games.delve.content import treasure_bag, twist_deck

    new = _base(state, rnd)
    others = [s for s in range(state.n) if s != seat]
    hands = _redeal([state.twists[s] for s in others] + [state.twist_deck], rnd, extra=twist_deck())
    new.twists = list(state.twists)
    for s, hand in zip(others, hands, strict=False):
        new.twists[s] = hand
    new.twist_deck = hands[-1]
    new.bag = [rnd.choice(treasure_bag()) for _ in state.bag]
    p = state.pending
    if p is not None and p.kind == "trade" and p.give.startswith("twist:") and seat not in (p.seat, p.partner):
        new.pending = dataclasses.replace(p, give=f"twist:{rnd.choice(twist_deck())}")
    if target_card and p is not None and p.kind == "twist" and seat != p.seat:
        new.pending = dataclasses.replace(p, card=rnd.choice([c for c in twist_deck() if c != p.card] or [p.card]))
    return new


def swap_escape(state: Any, seat: int | None, rnd: random.Random) -> Any:
    """Escape from Rovert's Lair: every pack is face down, for its owner too, as are the hoard beside the
    treasure square and the cards never dealt: all of them dealt again."""
    new = _base(state, rnd)
    piles = _redeal([h.pack for h in state.hirelings] + [state.hoard, state.box], rnd)
    new.hirelings = [dataclasses.replace(h, pack=pile) for h, pile in zip(state.hirelings, piles, strict=False)]
    new.hoard, new.box = piles[-2], piles[-1]
    return new


def swap_doors(state: Any, seat: int | None, rnd: random.Random) -> Any:
    """Kick the Door: the other seats' hands and the cards still in both decks (dealt again, each pile keeping
    its count), and the treasures being shared out after a fight unless this seat fights or helps. A hand
    card marked for sale is as secret as the rest of the hand (it is shown when sold): another card of the
    new hand takes its mark, so the sale keeps its count."""
    new = _base(state, rnd)
    others = [s for s in range(state.n) if s != seat]
    hidden = [list(state.players[s].hand) for s in others]
    piles = _redeal([*hidden, state.door.cards, state.treasure.cards], rnd)
    new.players = list(state.players)
    for s, pile in zip(others, piles, strict=False):
        new.players[s] = dataclasses.replace(state.players[s], hand=pile)
    if state.current in others:
        old_hand, new_hand = state.players[state.current].hand, new.players[state.current].hand
        marked = [c for c in state.sale if c in old_hand]
        new.sale = [c for c in state.sale if c not in old_hand] + new_hand[:len(marked)]
    new.door = dataclasses.replace(state.door, cards=piles[-2])
    new.treasure = dataclasses.replace(state.treasure, cards=piles[-1])
    c = state.combat
    if c is not None and c.loot and seat not in (c.fighter, c.helper):
        pool = [t for t in state.treasure.cards if t not in c.loot] or c.loot
        new.combat = dataclasses.replace(c, loot=[rnd.choice(pool) for _ in c.loot])
    return new


def swap_town(state: Any, seat: int | None, rnd: random.Random) -> Any:
    """Wilds & Depths: nothing in a hand is secret, but the order of the face-down decks is (the view shows
    what is left in a deck, sorted, and the cards everyone saw put under it): every monster deck shuffled
    again above the cards put under it, and the Town deck."""
    def shuffled(deck: Any, under: int = 0) -> Any:
        cards = list(deck.cards)
        above = cards[under:]
        rnd.shuffle(above)
        return dataclasses.replace(deck, cards=cards[:under] + above)
    new = _base(state, rnd)
    new.decks = [shuffled(d, len(state.seen_under(k))) for k, d in enumerate(state.decks)]
    new.town_deck = shuffled(state.town_deck)
    return new


SWAPS: dict[str, Swap] = {"toy": swap_toy, "dungeon": swap_dungeon, "delve": swap_delve, "escape": swap_escape,
                          "doors": swap_doors, "town": swap_town}
