"""What things are worth to one seat, in skulls: the computer player's yardstick (agent.py).

It reads only the seat's view (everything in Wilds & Depths is public) and the board. Silver is worth
less as the game nears its end (skulls win; silver only breaks ties) and less to a pawn with nothing
left to buy; a hit point is worth what it does against falling (every coin lost, and the way back).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from . import content, equipment, odds
from .board import Track
from .cards import fallback
from .content import Card, card, item
from .view import PawnView, TownView

# The chance of falling soon with h hit points left (h = 0: fallen), as the weights of a hit point.
RISK = (1.0, 0.45, 0.2, 0.08, 0.03, 0.012, 0.005, 0.002)


@dataclass(frozen=True, kw_only=True)
class Weights:
    """How a strength values things (in skulls)."""

    coin: float = 0.2          # a silver early in the game, with things still to buy
    death: float = 1.5         # falling, beyond the silver lost: the walk back
    turn: float = 0.5          # a turn lost or gained
    lookahead: float = 0.0     # the weight of the best move from where a die lands (0: none)
    fight_margin: float = 0.4  # how much a fight between pawns must be worth before starting it
    refreshes: int = 1         # new wares it pays for in one turn in the Town, at most
    bold_from: int = 99        # from this many hit points up, it heads for a card with the bigger die, unweighed
    minds_under: bool = False  # remembers the cards put under each deck: what is left above them comes first


def risk(hp: int) -> float:
    return RISK[max(0, min(hp, len(RISK) - 1))]


class Appraiser:
    """Values for one seat, from one view."""

    def __init__(self, view: TownView, track: Track, seat: int, weights: Weights) -> None:
        self.view, self.track, self.seat, self.w = view, track, seat, weights
        self.me = view.pawns[seat]
        self.items: list[str] = [e.item for e in self.me.equipment]
        self.hp: int = self.me.hp
        self.silver: int = self.me.silver
        total = content.monster_total()
        self.stage = view.monsters_left / total if total else 0.0
        self.coin = weights.coin * (0.15 + 0.85 * self.stage)
        self.left = {d.depth: list(d.contents) for d in view.decks}
        self.under = {d.depth: list(d.under) for d in view.decks}
        self.monsters = [c for cards in self.left.values() for c in cards if card(c).monster]
        self.fights = max(1.0, len(self.monsters) / max(1, len(view.pawns)))
        self._square: dict[int, float] = {}
        # an item's worth to an outfit, kept: a trade weighs the same outfits many times over (trade_plan)
        self._item: dict[tuple[str, tuple[str, ...]], float] = {}
        self._fights: dict[tuple[str, str, tuple[str, ...]], float] = {}

    # --- hit points and falling -------------------------------------------------------------------
    def death_cost(self, silver: int | None = None) -> float:
        return (self.silver if silver is None else silver) * self.coin + self.w.death

    def hp_loss(self, n: int, hp: int | None = None) -> float:
        """The cost of losing n hit points from `hp`."""
        h = self.hp if hp is None else hp
        return self.death_cost() * (risk(h - n) - risk(h))

    def hp_gain(self, n: int | None) -> float:
        most = self.me.max_hp
        after = most if n is None else min(most, self.hp + n)
        return self.death_cost() * (risk(self.hp) - risk(after))

    def hp_value(self) -> float:
        """One hit point over the rest of the game: a share of the way to a fall (the coins lost and the
        walk back), of which healing (the Town, the squares that heal) gives about half back."""
        return 0.5 * self.death_cost() / max(1, self.me.max_hp)

    def damage_ahead(self, items: Sequence[str]) -> float:
        """The damage the pawn may expect to take in the rest of the game: every monster it must still beat
        costs (1 - p) / p lost fights on average, with a little more for traps and fights between pawns."""
        if not self.monsters:
            return 0.0
        p = sum(odds.monster_chance(c, items) for c in self.monsters) / len(self.monsters)
        return 1.2 * self.fights * (1 - p) / max(p, 0.25)

    def blow_cost(self, n: int, items: Sequence[str]) -> float:
        """Expected cost of n damage, with Chain Mail and shields."""
        if equipment.has(items, "shield"):
            n -= 1
        through = odds.damage_survival([i for i in items if item(i).effect != "shield"])
        return self.hp_loss(max(0, n)) * through if n > 0 else 0.0

    # --- cards -------------------------------------------------------------------------------------
    def card_value(self, cid: str, items: Sequence[str] | None = None) -> float:
        c = card(cid)
        kit = self.items if items is None else items
        return self.monster_value(c, kit) if c.monster else self.fortune_value(c)

    def monster_value(self, c: Card, items: Sequence[str]) -> float:
        p = odds.monster_chance(c.id, items)
        win = c.skulls + (c.silver + (1 if equipment.has(items, "map") else 0)) * self.coin
        fight = p * win - (1 - p) * self.loss_cost(c, items)
        if c.special == "toll" and (equipment.has(items, "writ") or self.silver >= c.amount):
            toll = 0.0 if equipment.has(items, "writ") else -c.amount * self.coin
            return max(fight, toll)
        return fight

    def loss_cost(self, c: Card, items: Sequence[str]) -> float:
        if c.special == "deadly":
            cost = self.death_cost() * (1.0 if not equipment.has(items, "draught") else 0.3)
        else:
            cost = self.blow_cost(2 if c.special == "fierce" else 1, items)
        if c.special == "pickpocket":
            cost += min(c.amount, self.silver) * self.coin
        elif c.special == "thief" and items:
            cost += max(item(i).price for i in items) * self.coin * 0.8
        elif c.special == "rust":
            metal = [item(i).price for i in items if item(i).effect in ("weapon", "mail")]
            cost += max(metal, default=0) * self.coin * 0.8
        elif c.special == "web":
            cost += self.w.turn
        return cost

    def fortune_value(self, c: Card) -> float:
        if c.effect == "silver":
            return c.amount * self.coin
        if c.effect in ("heal", "heal_full"):
            return self.hp_gain(c.amount if c.effect == "heal" else None)
        if c.effect == "trap":
            return -self.blow_cost(c.amount, self.items)
        if c.effect == "lose_turn":
            return -self.w.turn
        if c.effect == "gift":
            return 0.6 if equipment.room(self.items) > 0 else 0.0
        if c.effect == "merchant":
            return 0.5 * self.shop_value()
        if c.effect == "surface":
            return self.town_value()
        return 0.0

    def draw_value(self, depth: int) -> float:
        """A card drawn at this depth: from its deck, or the one the empty-deck rule turns to."""
        source = next((d for d in fallback(depth) if self.left.get(d)), None)
        if source is None:
            return 0.0
        lantern = equipment.has(self.items, "lantern")
        under = self.under[source] if self.w.minds_under else []
        if not under:
            return _draw_value(tuple(sorted(self.left[source])), self, lantern)
        above = list(self.left[source])
        for c in under:
            above.remove(c)
        if len(above) >= (2 if lantern else 1):
            return _draw_value(tuple(sorted(above)), self, lantern)
        coming = [*above, *under][:2 if lantern else 1]   # what is drawn next is known
        return max(self.card_value(c) for c in coming)

    # --- squares -----------------------------------------------------------------------------------
    def square_value(self, sq: int) -> float:
        if sq not in self._square:
            self._square[sq] = self._square_value(sq)
        return self._square[sq]

    def _square_value(self, sq: int) -> float:
        t = self.track
        kind, n = t.kind(sq), t.amount(sq)
        if kind == "town":
            return self.town_value()
        if kind == "draw":
            return self.draw_value(t.depth(sq))
        if kind == "heal":
            return self.hp_gain(n)
        if kind == "silver":
            return n * self.coin
        if kind == "toll":
            if equipment.has(self.items, "writ"):
                return 0.0
            return -min(n, self.silver) * self.coin - (self.blow_cost(1, self.items) if self.silver < n else 0.0)
        if kind == "damage":
            return -self.blow_cost(n, self.items)
        if kind == "lose_turn":
            return -self.w.turn
        if kind == "extra_turn":
            return self.w.turn
        if kind == "move":
            return self.square_value(t.jumps[sq])
        return 0.0

    def town_value(self) -> float:
        return self.hp_gain(None) + self.shop_value()

    def shop_value(self) -> float:
        """The best buy among the items for sale (nothing if none is worth its price)."""
        best = 0.0
        for face in self.view.shop:
            if face and face.price <= self.silver and equipment.room(self.items) > 0:
                best = max(best, self.item_value(face.item) - face.price * self.coin)
        return best

    def position_value(self, sq: int) -> float:
        """The best landing next turn from `sq`, over the dice (two, or three with the boots)."""
        n = equipment.dice_to_move(self.items)
        ahead = [self.square_value(self.track.ring.ahead(sq, v)) for v in range(1, 7)]
        return _best_of(tuple(ahead), n)

    # --- items -------------------------------------------------------------------------------------
    def item_value(self, iid: str, items: Sequence[str] | None = None) -> float:
        """What an item would add to `items` (the pawn's own, without it) for the rest of the game."""
        key = (iid, tuple(self.items if items is None else items))
        if key not in self._item:
            self._item[key] = self._item_value(iid, list(key[1]))
        return self._item[key]

    def _item_value(self, iid: str, kit: list[str]) -> float:
        it = item(iid)
        if it.effect in ("weapon", "reroll"):
            return self.fights * self.fight_gain(kit, [*kit, iid])
        if it.effect == "shield":   # the damage it stops before it breaks, each as one hit point
            stops = min(odds.shield_stops(), self.damage_ahead(kit))
            return stops * max(self.hp_value(), self.hp_loss(1))
        if it.effect == "mail":     # a share of every damage still to come
            if equipment.has(kit, "mail"):
                return 0.0
            return self.damage_ahead(kit) * odds.mail_save() * self.hp_value()
        if it.effect == "draught":
            return 0.35 * self.death_cost() / (1 + equipment.count(kit, "draught"))
        if it.effect == "vigour":
            return 0.6 + self.death_cost() * 0.15
        if it.effect == "lantern":
            return 0.0 if equipment.has(kit, "lantern") else self.fights * 0.1
        if it.effect == "boots":
            return 0.0 if equipment.has(kit, "boots") else 0.15 * self.fights
        if it.effect == "writ":
            return 0.0 if equipment.has(kit, "writ") else 0.3
        if it.effect == "map":
            return self.fights * 0.5 * self.coin
        return 0.0

    def fight_gain(self, before: Sequence[str], after: Sequence[str]) -> float:
        """The average gain per fight over the monsters still to be found."""
        if not self.monsters:
            return 0.0
        gain = 0.0
        was, now = tuple(before), tuple(after)
        for cid in self.monsters:
            c = card(cid)
            stake = c.skulls + c.silver * self.coin + self._loss(c, was)
            gain += (self._chance(cid, now) - self._chance(cid, was)) * stake
        return gain / len(self.monsters)

    # Worked out once per appraisal: a trade plan weighs the same outfits against every monster many times.
    def _chance(self, cid: str, kit: tuple[str, ...]) -> float:
        key = ("chance", cid, kit)
        if key not in self._fights:
            self._fights[key] = odds.monster_chance(cid, kit)
        return self._fights[key]

    def _loss(self, c: Card, kit: tuple[str, ...]) -> float:
        key = ("loss", c.id, kit)
        if key not in self._fights:
            self._fights[key] = self.loss_cost(c, kit)
        return self._fights[key]

    def kit_value(self, items: Sequence[str]) -> float:
        """An outfit's worth: its items added one by one, the dearest first, each worth what it adds to those
        before it (so a Dagger beside a Sword adds nothing, and giving it away loses nothing)."""
        ordered = sorted(items, key=lambda i: (-item(i).price, i))
        return sum(self.item_value(i, ordered[:n]) for n, i in enumerate(ordered))

    # --- other pawns ---------------------------------------------------------------------------------
    def duel_value(self, other: PawnView) -> float:
        """Starting a fight with another pawn: its coins if it falls, mine if I do."""
        mine = odds.fighter(self.hp, self.items)
        theirs = odds.fighter(other.hp, [e.item for e in other.equipment])
        fight = odds.duel(mine, theirs)
        return (fight.first_wins * other.silver * self.coin
                - (fight.second_wins + fight.both_fall) * self.death_cost())


def _draw_value(cards: tuple[str, ...], a: Appraiser, lantern: bool) -> float:
    values = sorted(a.card_value(c) for c in cards)
    if not lantern or len(values) < 2:
        return sum(values) / len(values)
    # the better of two cards drawn: over every pair
    n = len(values)
    return sum(values[j] * j for j in range(n)) / (n * (n - 1) / 2)


@functools.cache
def _best_of(ahead: tuple[float, ...], dice: int) -> float:
    """The expected best of `dice` dice, each landing on a square worth ahead[value - 1]."""
    best = sorted(ahead, reverse=True)
    # P(the best face among the dice is the k-th best) = ((6-k)^n - (5-k)^n) / 6^n, k from 0
    return sum(best[k] * ((6 - k) ** dice - (5 - k) ** dice) for k in range(6)) / 6 ** dice
