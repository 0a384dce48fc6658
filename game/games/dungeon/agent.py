"""The computer player for Dungeon!: it sees the game only through its seat's view and plays by the legal
actions, as a person would.

How it plays: it weighs every room and chamber it knows to hold monsters by what winning there is worth
(the prizes, at their value if it has seen them, else the level's average), the odds of two dice against
the monster's number for its pawn type (exact when the card is face up or seen, else the average of that
level's deck), the expected cost of the Combat Losing Table (a dropped prize, a lost turn, a serious
wound that drops everything, death), and how many turns away it is; levels its pawn type suits weigh
more. It walks toward the best, opens the door, looks first with an ESP Medallion, throws the spell with
the best odds when it is a Wizard, and goes home to the Main Staircase once it carries enough.
"""

from __future__ import annotations

import functools
import heapq
import math
from typing import Any

from game.engine.protocol import Action, Agent, Game, State
from game.engine.rng import Rng

from .actions import (
    CastSpell,
    ChoosePawn,
    DropPrize,
    EndTurn,
    Fight,
    MoveTo,
    OpenDoor,
    Retreat,
    TakeSpell,
    Transfer,
    TrySecretDoor,
    UseCrystalBall,
    UseESP,
)
from .content import ATTACK_SPELLS, LEVELS, TRANSFERENCE, monsters, pawn_types, prizes
from .dungeonmap import CHAMBER, ROOM, SECRET_DOOR, DungeonMap

INF = 10**9
CLT_P = {"killed": 1 / 36, "wounded": 3 / 36, "none": 8 / 36, "r1": 10 / 36, "r2": 14 / 36}
PAWN_PREFERENCE = ("Hero", "Elf", "Superhero", "Wizard")
SPELL_MIX = {"fire_ball": 4, "lightning_bolt": 2, TRANSFERENCE: 1}
SPECIAL_WORTH = {"magic_sword": 1500, "secret_entrance": 600, "esp_medallion": 1200, "crystal_ball": 300}
LEVEL_WEIGHT_OUTSIDE = 0.55


_AT_LEAST = {t: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= t) / 36 for t in range(-12, 20)}


def p_at_least(target: int | None, modifier: int = 0) -> float:
    """Chance that 2d6 + modifier reaches target."""
    if target is None:
        return 0.0
    return _AT_LEAST[max(-12, min(19, target - modifier))]


class Knowledge:
    """What the seat knows, read from its view, with the map (which is public)."""

    def __init__(self, m: DungeonMap, v: dict[str, Any], seat: int) -> None:
        self.m = m
        self.v = v
        self.seat = seat
        me = v["pawns"][seat]
        self.me = me
        self.kind = me["kind"]
        self.ptype = pawn_types()[self.kind] if self.kind else None
        self.here = me["space"]
        held = me["prizes"] or []
        self.specials = {p["special"] for p in held if p["special"]}
        self.sword = "magic_sword" in self.specials
        self.value = me["value"] or 0
        self.need = me["need"]
        self.low = min((p["value"] for p in held), default=0)
        self.known_doors = set(me["known_doors"] or [])
        ti = v["turn_info"]
        self.found = set(ti["found"]) if ti and ti["seat"] == seat else set()
        self.mp = ti["moves_left"] if ti and ti["seat"] == seat else 5
        self.moved = bool(ti and ti["seat"] == seat and ti["moved"])
        self.lairs: dict[int, list[dict]] = v["lairs"]
        self.spells = me["spells"]
        self.rate = max(300.0, self.need / 30)
        self._avg: dict[tuple[int, str], float] = {}
        self._pen: dict[int, float | None] | None = None
        self._dist: dict[tuple, dict[int, float]] = {}
        self._out: dict[int, float] | None = None
        self._reward: dict[int, float] = {}
        gone = {c["id"] for c in v["discard"]}
        self.pool = {lvl: [c for c in monsters().values() if c.level == lvl and c.id not in gone] for lvl in LEVELS}

    # --- odds --------------------------------------------------------------------------------------
    def p_card(self, card: dict | None, column: str, level: int, arms: bool) -> float:
        if card is None:
            key = (level, column + ("+" if arms and self.sword else ""))
            if key not in self._avg:
                pool = self.pool.get(level) or [c for c in monsters().values() if c.level == level]
                self._avg[key] = sum(self._p_monster(c.as_dict(), column, arms) for c in pool) / max(1, len(pool))
            return self._avg[key]
        return self._p_monster(card, column, arms)

    def _p_monster(self, card: dict, column: str, arms: bool) -> float:
        if card["kind"] == "trap":
            return 0.85 if arms else 0.0   # a trap is no fight; a lose-turns trap costs time
        target = card["numbers"].get(column)
        if arms and self.sword:
            return p_at_least(12 if target is None else target, 1)
        return p_at_least(target)

    def top(self, space: int) -> dict:
        return self.lairs[space][0]

    def p_arms(self, space: int) -> float:
        g = self.top(space)
        return self.p_card(g["card"], self.ptype.column, g["level"], True)

    def p_spell(self, space: int, spell: str) -> float:
        g = self.top(space)
        column = "lightning" if spell == "lightning_bolt" else "fire_ball"
        return self.p_card(g["card"], column, g["level"], False)

    # --- worth -------------------------------------------------------------------------------------
    def prize_worth(self, p: dict) -> float:
        card = p["card"]
        if card is None:
            return level_prize_average(p["level"])
        worth = card["value"]
        if card["special"] == "magic_sword" and self.kind == "Wizard":
            return worth + 300
        if card["special"] and card["special"] not in self.specials:
            worth += SPECIAL_WORTH.get(card["special"], 0)
        return worth

    def reward(self, space: int) -> float:
        if space not in self._reward:
            self._reward[space] = sum(self.prize_worth(p) for p in self.top(space)["prizes"])
        return self._reward[space]

    def clt_cost(self) -> float:
        """Expected cost of a roll on the Combat Losing Table, in gold pieces."""
        return (CLT_P["killed"] * (self.value + 1.5 * self.need) + CLT_P["wounded"] * (self.value + 6 * self.rate)
                + CLT_P["r1"] * (self.low + 0.3 * self.rate) + CLT_P["r2"] * (self.low + 1.3 * self.rate)
                + CLT_P["none"] * 0.5 * self.rate)

    def level_weight(self, level: int) -> float:
        low, high = self.ptype.levels
        if low <= level <= high:
            return 1.0
        return LEVEL_WEIGHT_OUTSIDE if abs(level - (low if level < low else high)) == 1 else 0.25

    # --- routes ------------------------------------------------------------------------------------
    def door_open(self, link: int, kind: str) -> bool:
        return kind != SECRET_DOOR or link in self.known_doors or link in self.found or "secret_entrance" in \
            self.specials

    def secret_penalty(self) -> int:
        return 3 if self.kind == "Elf" else 8

    def penalties(self) -> dict[int, float | None]:
        """Per place with monsters: None for a room (never crossed), the cost of crossing for a chamber."""
        if self._pen is None:
            self._pen = {s: (None if self.m.kind[s] == ROOM else 5 + 10 * (1 - self.p_arms(s))) for s in self.lairs}
        return self._pen

    def distances(self, sources: dict[int, float], target: int | None = None,
                  settle: int | None = None, slack: float = 0.0) -> dict[int, float]:
        """Cheapest movement from the sources, rooms with monsters closed, chambers with monsters costly to
        cross; used outward from the pawn and backward from a target alike (the costs are symmetric).
        With `settle`, it stops once everything within `slack` of that space is known."""
        key = (tuple(sorted(sources.items())), target, settle, slack)
        cached = self._dist.get(key)
        if cached is not None:
            return cached
        adj = static_edges(self.m)
        pen = self.penalties()
        opened = self.known_doors | self.found
        all_open = "secret_entrance" in self.specials
        sp = self.secret_penalty()
        dist = dict(sources)
        heap = [(d, s) for s, d in sources.items()]
        heapq.heapify(heap)
        bound = INF
        while heap:
            d, u = heapq.heappop(heap)
            if d > bound:
                break
            if d > dist.get(u, INF):
                continue
            if u == settle:
                bound = d + slack
            if u != target and pen.get(u, 0) is None and u not in sources:
                continue
            opening = u == target and self.m.kind[u] == ROOM
            for v, cost, link, secret in adj[u]:
                shut = secret and not all_open and link not in opened
                if opening:
                    step: float = sp if shut else 0  # the door of the target room: opening it costs nothing
                else:
                    step = cost + (sp if shut else 0)
                    if v in pen and v != target:
                        extra = pen[v]
                        if extra is None:
                            continue
                        step += extra
                nd = d + step
                if nd < dist.get(v, INF):
                    dist[v] = nd
                    heapq.heappush(heap, (nd, v))
        self._dist[key] = dist
        return dist

    def outward(self) -> dict[int, float]:
        """How far each place is from the pawn; a room with monsters counts from the space at its door."""
        if self._out is not None:
            return self._out
        dist = dict(self.distances({self.here: 0}))
        adj = static_edges(self.m)
        opened = self.known_doors | self.found
        all_open = "secret_entrance" in self.specials
        for room, extra in self.penalties().items():
            if extra is not None:
                continue
            best = INF
            for v, _, link, secret in adj[room]:
                if v in dist:
                    shut = secret and not all_open and link not in opened
                    best = min(best, dist[v] + (self.secret_penalty() if shut else 0))
            if best < INF:
                dist[room] = best
        self._out = dist
        return dist


def static_edges(m: DungeonMap) -> dict[int, list[tuple[int, int, int, bool]]]:
    """The map's links as plain tuples (to, cost, link, secret), built once per map for fast searches."""
    found = m.__dict__.get("_agent_edges")
    if found is None:
        found = {u: [(e.to, e.cost, e.link, e.kind == SECRET_DOOR) for e in edges] for u, edges in m.edges.items()}
        m.__dict__["_agent_edges"] = found
    return found


@functools.cache
def level_prize_average(level: int) -> float:
    cards = [p for p in prizes().values() if p.level == level]
    return sum(p.value + SPECIAL_WORTH.get(p.special or "", 0) * 0.5 for p in cards) / max(1, len(cards))


class DungeonAgent(Agent):
    name = "dungeon"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed=seed)
        self.target: int | None = None
        self.skip: set[int] = set()
        self.skip_turn = -1

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, ChoosePawn):
            return self.pick_pawn(legal)
        m = game.map()  # type: ignore[attr-defined]
        v = game.view(state, self.seat)
        k = Knowledge(m, v, self.seat)
        if v["turn"] != self.skip_turn:
            self.skip, self.skip_turn = set(), v["turn"]
        pending = v["pending"]
        kind = pending["kind"] if pending else None
        if isinstance(first, TakeSpell):
            return self.pick_spell(k, legal)
        if kind == "drop":
            return min(legal, key=lambda a: k.prize_worth({"card": _prize(a), "level": 1}))
        if kind == "retreat":
            return self.pick_retreat(k, legal)
        if kind == "transport":
            return max(legal, key=lambda a: self.chamber_safety(k, a.space))  # type: ignore[attr-defined]
        if kind == "chamber":
            return self.chamber_entry(k, legal)
        return self.play(k, legal)

    # --- set-up decisions ------------------------------------------------------------------------------
    def pick_pawn(self, legal: list[Action]) -> Action:
        for kind in PAWN_PREFERENCE:
            for a in legal:
                if isinstance(a, ChoosePawn) and a.pawn == kind:
                    return a
        return legal[0]

    def pick_spell(self, k: Knowledge, legal: list[Action]) -> Action:
        held = k.spells
        return max(legal, key=lambda a: SPELL_MIX.get(a.spell, 0) - held.get(a.spell, 0))  # type: ignore[attr-defined]

    # --- decisions after a lost fight ------------------------------------------------------------------
    def pick_retreat(self, k: Knowledge, legal: list[Action]) -> Action:
        def score(a: Action) -> float:
            assert isinstance(a, Retreat)
            if a.into >= 0:
                return 10 * k.p_arms(a.into) - 20
            goal = self.goal_distances(k)
            return -goal.get(a.space, INF / 2) / 100
        return max(legal, key=score)

    def chamber_safety(self, k: Knowledge, space: int) -> float:
        if space not in k.lairs:
            return 1.0
        return k.p_arms(space) - 0.01 * len(k.lairs[space])

    def chamber_entry(self, k: Knowledge, legal: list[Action]) -> Action:
        fight = next(a for a in legal if isinstance(a, Fight))
        p = k.p_arms(fight.space)
        if p >= 0.5:
            return fight
        options = [a for a in legal if isinstance(a, Transfer)]
        safe = [a for a in options if a.space not in k.lairs]
        if not safe:
            return fight
        goal = self.goal_distances(k)
        return min(safe, key=lambda a: goal.get(a.space, INF))

    # --- the free part of a turn -----------------------------------------------------------------------
    def goal(self, k: Knowledge) -> int | None:
        """Where to go: home with enough (or a Wizard out of spells); else the best lair."""
        attack_spells = sum(k.spells.get(s, 0) for s in ATTACK_SPELLS)
        if k.value >= k.need:
            return k.m.start
        if k.kind == "Wizard" and attack_spells == 0 and k.value < k.need:
            return k.m.start
        dist = k.outward()
        best, best_score = None, -INF
        for space in k.lairs:
            if space in self.skip or space not in dist or k.m.kind[space] not in (ROOM, CHAMBER):
                continue
            score = self.lair_score(k, space, dist[space])
            if space == self.target:
                score *= 1.25 if score > 0 else 0.8
            if score > best_score:
                best, best_score = space, score
        return best

    def lair_score(self, k: Knowledge, space: int, distance: float) -> float:
        reward = k.reward(space)
        if k.m.kind[space] == CHAMBER and not reward:
            return -INF / 4  # a chamber is crossed when it is in the way, never sought
        p = self.best_odds(k, space)
        gain = p * reward * k.level_weight(k.m.level[space])
        loss = (1 - k.p_arms(space)) * k.clt_cost() if p == k.p_arms(space) else 0.0
        turns = 1 + math.ceil(max(0.0, distance - k.mp) / 5)
        net = gain - loss
        # Gold per turn when the fight is worth it; when every fight left is a bad bet, the nearest of the
        # least bad (dividing a loss by the turns would make the farthest look best, and the pawn wander).
        return net / turns if net > 0 else net * turns

    def best_odds(self, k: Knowledge, space: int) -> float:
        p = k.p_arms(space)
        for spell in ATTACK_SPELLS:
            if k.spells.get(spell, 0):
                p = max(p, k.p_spell(space, spell))
        return p

    def goal_distances(self, k: Knowledge) -> dict[int, float]:
        target = self.target if self.target is not None else k.m.start
        return k.distances({target: 0.0}, target=target)

    def play(self, k: Knowledge, legal: list[Action]) -> Action:
        end = next(a for a in legal if isinstance(a, EndTurn))
        attack_spells = sum(k.spells.get(s, 0) for s in ATTACK_SPELLS)
        if (k.kind == "Wizard" and k.here == k.m.start and not k.moved and k.value < k.need
                and sum(k.spells.values()) < 7 and attack_spells < 6):
            return end  # rest on the Main Staircase: a spell for each turn spent unmoving
        for _ in range(4):
            self.target = self.goal(k)
            if self.target is None:
                return end
            ball = self.crystal_ball(k, legal, self.target)
            if ball is not None:
                return ball
            choice = self.act_toward(k, legal, self.target)
            if choice is not None:
                return choice
            self.skip.add(self.target)
        return end

    def crystal_ball(self, k: Knowledge, legal: list[Action], target: int) -> Action | None:
        """Before walking up to an unknown room it would fight at poor odds, look into it first."""
        ball = next((a for a in legal if isinstance(a, UseCrystalBall) and a.space == target), None)
        if ball is None or k.m.kind[target] != ROOM or k.top(target)["card"] is not None:
            return None
        return ball if self.best_odds(k, target) < 0.6 else None

    def act_toward(self, k: Knowledge, legal: list[Action], target: int) -> Action | None:
        attack = self.attack(k, legal, target)
        if attack is not None:
            return attack
        goal = k.distances({target: 0.0}, target=target, settle=k.here, slack=k.mp + 1)
        here = goal.get(k.here, INF)
        best: Action | None = None
        best_d = here
        for a in legal:
            if isinstance(a, MoveTo):
                if a.fight and a.space != target and a.space not in self.on_way(k, goal):
                    continue
                d = goal.get(a.space, INF)
            elif isinstance(a, TrySecretDoor):
                d = (0 if a.room == target else goal.get(a.room, INF) + 1) + 0.5
            elif isinstance(a, Transfer):
                d = goal.get(a.space, INF) + 4 + (10 if a.space in k.lairs else 0)
            else:
                continue
            if d < best_d - 1e-9 or (best is not None and d == best_d and isinstance(a, MoveTo)
                                     and isinstance(best, MoveTo) and a.cost < best.cost):
                best, best_d = a, d
        if best is not None:
            return best
        if k.here in k.lairs:
            fight = next((a for a in legal if isinstance(a, Fight)), None)
            if fight is not None and target == k.here:
                return fight
        if here < INF and not k.moved and k.mp == 5:
            return None  # nothing brings it closer this turn
        return next(a for a in legal if isinstance(a, EndTurn)) if here < INF else None

    def on_way(self, k: Knowledge, goal: dict[int, float]) -> set[int]:
        """Monster chambers on a best route (crossing them means fighting)."""
        here = goal.get(k.here, INF)
        return {s for s in k.lairs if k.m.kind[s] == CHAMBER and goal.get(s, INF) < here}

    def attack(self, k: Knowledge, legal: list[Action], target: int) -> Action | None:
        """Beside the target: look with ESP first, throw the best spell, or fight."""
        at_door = [a for a in legal if (isinstance(a, OpenDoor) and a.room == target)
                   or (isinstance(a, MoveTo) and a.space == target and a.fight and len(a.path) == 1)]
        spells = [a for a in legal if isinstance(a, CastSpell) and a.space == target]
        if not at_door and not spells:
            return None
        esp = next((a for a in legal if isinstance(a, UseESP) and a.space == target), None)
        if esp is not None:
            return esp
        p_arms = k.p_arms(target)
        if spells:
            best = max(spells, key=lambda a: k.p_spell(target, a.spell))
            p_spell = k.p_spell(target, best.spell)
            if p_spell >= 0.3 or (p_spell > 0 and p_spell >= p_arms - 0.15):
                return best
        # The target was chosen as the best lair knowing what this seat knows (odds, prizes, risk, way), so
        # beside it the pawn attacks; after an ESP look the choice was made again with the card known.
        return at_door[0] if at_door else None


def _prize(a: Action) -> dict:
    assert isinstance(a, DropPrize)
    return prizes()[a.card].as_dict()
