"""The computer player's use of twist cards and trades (a part of DelveAgent, kept apart for size).

Twist cards: each card and target is scored by how the Adventurer's level looks after it (can it be
cleared, the Dragon included; a Scroll's chance; a little for loot). On its own delve it plays a card that
helps; on a rival's, one that hurts enough, weighed by the level at stake (twist cards are worth nothing
at the end, so holding them back gains little). Trades: it makes no offers and accepts one only for gain.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.protocol import Action

from . import content as C
from .actions import AcceptTrade, Back, DeclineTrade, NoTrade, PassTwist, PlayTwist, TwistTarget
from .odds import outcomes
from .scoring import treasure_worth
from .seen import Seen
from .view import DelveView

TWIST_VALUE = 0.3      # twist cards are worth nothing at the end


class CardSense:
    """Mixed into DelveAgent, which gives it `seat` and `start` (queue the clicks of a several-step choice)."""

    seat: int
    start: Callable[..., Action]
    note: Callable[..., None]

    # --- twist cards ----------------------------------------------------------------------------------
    def twist(self, v: DelveView, legal: list[Action]) -> Action:
        if v.pending is not None:
            self.note("undo")
            return next(a for a in legal if isinstance(a, Back))
        best = self.best_twist(v, legal)
        if best is not None:
            return self.start(best[0], *best[1:])
        self.note("pass twist", mine=v.adventurer == self.seat)
        return next(a for a in legal if isinstance(a, PassTwist))

    def own_twist(self, v: DelveView, legal: list[Action]) -> Action | None:
        """In its own Monster phase, before the first fight: a card that helps, once per look at the dice
        (the same dice give the same answer, so they are not weighed twice)."""
        key = (v.turn, v.level, v.party, v.dungeon, v.lair, v.hand)
        if getattr(self, "twist_looked", None) == key:
            return None
        self.twist_looked = key
        best = self.best_twist(v, legal)
        return self.start(best[0], *best[1:]) if best is not None else None

    def best_twist(self, v: DelveView, legal: list[Action]) -> list[Action] | None:
        """The card and target that help most (or, on a rival's delve, hurt most), if worth a card."""
        mine = v.adventurer == self.seat
        seen = Seen(v)
        self.qualities: dict[tuple[object, ...], float] = {}
        base = self.quality(seen)
        best: tuple[float, list[Action]] | None = None
        gains: dict[str, float] = {}   # each card's best, for the hint (a tie is no 'most')
        for play in (a for a in legal if isinstance(a, PlayTwist)):
            for target, q in self.twist_effects(seen, play.card):
                gain = (q - base) if mine else (base - q) * (0.4 + 0.3 * v.level)
                gains[play.card] = max(gain, gains.get(play.card, gain))
                if best is None or gain > best[0]:
                    best = (gain, [play] + ([target] if target else []))
        if best is not None and best[0] > (0.03 if mine else 0.25):
            chosen = best[1][0].card   # type: ignore[attr-defined]
            self.note("twist", mine=mine, before=base, gain=best[0],
                      tied=[c for c, g in gains.items() if g == best[0] and c != chosen])
            return best[1]
        return None

    def quality(self, seen: Seen, party: list[str] | None = None, dungeon: list[str] | None = None,
                lair: int | None = None, lair_need: int | None = None, distractions: bool | None = None) -> float:
        """How well the Adventurer's level looks: 1 if it can be cleared (Dragon included), a little if a
        Scroll might save it; plus a little for the loot."""
        v = seen.view
        dungeon = list(v.dungeon) if dungeon is None else dungeon
        key = (tuple(sorted(v.party if party is None else party)), tuple(sorted(dungeon)), lair, lair_need,
               distractions)
        cache = getattr(self, "qualities", {})
        if key not in cache:
            cache[key] = self._quality(seen, party, dungeon, lair, lair_need, distractions)
        return cache[key]

    def _quality(self, seen: Seen, party: list[str] | None, dungeon: list[str], lair: int | None,
                 lair_need: int | None, distractions: bool | None) -> float:
        delve = seen.delve(party=party, lair=lair, lair_need=lair_need, distractions=distractions)
        m = seen.monsters(dungeon)
        potions = dungeon.count("Potion")
        # A Scroll's rescue is valued roughly: working it out for every card and target costs too much time.
        q = 1.0 if delve.level_ok(m, 0, potions) else (0.35 if delve.scrolls else 0.0)
        return q + 0.04 * dungeon.count("Chest") + 0.02 * potions

    def twist_effects(self, seen: Seen, card: str) -> list[tuple[Action | None, float]]:
        """Each way to play the card, with the level's quality after it (expected, for rerolls)."""
        v = seen.view
        twist = C.twists()[card]
        party, dungeon = list(v.party), list(v.dungeon)
        if twist.kind == "distractions":
            return [(None, self.quality(seen, distractions=True))]
        if twist.kind == "dragon_need":
            return [(None, self.quality(seen, lair_need=twist.need))]
        out: list[tuple[Action | None, float]] = []
        zones = ["party", "dungeon"] if twist.zone == "any" else [twist.zone]
        for zone in zones:
            dice = party if zone == "party" else dungeon
            faces = C.PARTY_FACES if zone == "party" else C.DUNGEON_FACES
            for face in sorted(set(dice)):
                if twist.kind == "change" and face == twist.to:
                    continue
                n = 1 if twist.kind in ("change", "reroll") else dice.count(face)
                results: list[tuple[list[str], float]] = []
                if twist.kind == "change":
                    results = [([twist.to], 1.0)]
                else:
                    # Many dice rerolled: the likeliest results stand for all (a time limit on the choice).
                    likely = sorted(outcomes(n), key=lambda o: -o[1])[:24]
                    total = sum(prob for _, prob in likely)
                    results = [([faces[i] for i in range(6) for _ in range(c[i])], prob / total) for c, prob in likely]
                q = 0.0
                for new, prob in results:
                    rest = list(dice)
                    for _ in range(n):
                        rest.remove(face)
                    lair = v.lair
                    if zone == "dungeon":
                        lair += new.count("Dragon")
                        new = [f for f in new if f != "Dragon"]
                    changed = rest + new
                    q += prob * (self.quality(seen, party=changed, lair=lair) if zone == "party" else
                                 self.quality(seen, dungeon=changed, lair=lair))
                out.append((TwistTarget(card=card, zone=zone, face=face), q))
        return out

    # --- trading ------------------------------------------------------------------------------------
    def trade(self, v: DelveView, legal: list[Action]) -> Action:
        p = v.pending
        if p is None or not p.answering or p.want is None or p.give is None:
            self.note("no trade")
            return next((a for a in legal if isinstance(a, NoTrade | Back)), legal[-1])
        mine = v.seats[self.seat].treasures
        give = p.want
        offered = p.give
        got = TWIST_VALUE if offered.startswith("the twist card") or offered == "a twist card" else \
            treasure_worth([*mine, offered.removeprefix("the ")]) - treasure_worth(mine)
        accepts = [a for a in legal if isinstance(a, AcceptTrade)]
        if give.startswith("a twist card"):
            lost = TWIST_VALUE
        else:
            name = give.removeprefix("the ")
            rest = list(mine)
            rest.remove(name)
            lost = treasure_worth(mine) - treasure_worth(rest)
        self.note("trade", got=got, lost=lost)
        if got > lost + 0.05 and accepts:
            return accepts[0]
        return next(a for a in legal if isinstance(a, DeclineTrade))
