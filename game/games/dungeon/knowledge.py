"""What a computer player knows and can work out from its seat's view: the odds of a fight, what a room
is worth, what a lost fight costs, and how far places are. The map is public; everything else comes from
the view, so a computer player never learns a card its seat has not seen."""

from __future__ import annotations

import functools
import heapq

from .agent_style import STYLES, Style
from .content import LEVELS, MonsterCard, monsters, pawn_types, prizes
from .dungeonmap import ROOM, SECRET_DOOR, DungeonMap
from .odds import p_at_least
from .solo import goals
from .view import DungeonView, GuardView, LairPrize, TableRules

INF = 10**9
CLT_P = {"killed": 1 / 36, "wounded": 3 / 36, "none": 8 / 36, "r1": 10 / 36, "r2": 14 / 36}
SPECIAL_WORTH = {"magic_sword": 1500, "secret_entrance": 600, "esp_medallion": 1200, "crystal_ball": 300}
TRANSFER_STEP = 6    # Transference in a route: a turn's movement and a spell


class Knowledge:
    """What the seat knows, read from its view, with the map (which is public)."""

    def __init__(self, m: DungeonMap, v: DungeonView, seat: int, style: Style | None = None) -> None:
        self.m = m
        self.style = style or STYLES["normal"]
        self.v = v
        self.seat = seat
        me = v.pawns[seat]
        self.me = me
        self.kind = me.kind
        self.ptype = pawn_types()[self.kind] if self.kind else None
        self.here = me.space
        held = me.prizes or ()
        self.held = held
        self.specials = {p.special for p in held if p.special}
        barred = self.kind == "Wizard" and v.options.more_spells
        self.sword = "magic_sword" in self.specials and not barred   # Increased Wizard Spells bars swords
        self.value = me.value or 0                     # carried, and so at risk in a lost fight
        self.kept = me.kept_value or 0                 # left on the Main Staircase for safe keeping
        self.total = self.value + self.kept            # what counts toward the win
        self.need = me.need
        self.options: TableRules = v.options
        self.quest = quest_prize(self.options) if len(v.pawns) == 1 else ""
        self.low = min((p.value for p in held), default=0)
        self.known_doors = set(me.known_doors or ())
        ti = v.turn_info
        self.found = set(ti.found) if ti and ti.seat == seat else set()
        self.mp = ti.moves_left if ti and ti.seat == seat else 5
        self.moved = bool(ti and ti.seat == seat and ti.moved)
        self.lairs: dict[int, tuple[GuardView, ...]] = {lair.space: lair.guards for lair in v.lairs}
        self.spells: dict[str, int] = {h.spell: h.count for h in me.spells}
        self.max_spells = me.max_spells
        # A Wizard who holds Transference (and knows to use it) plans routes through it.
        self.transfers = bool(self.spells.get("transference")) and self.style.travel
        self.carried = bool(ti and ti.seat == seat and ti.carried)
        self.sword_bonus = max((s.bonus for s in me.swords or ()), default=1) if self.sword else 0
        self.rate = max(300.0, self.need / 30)
        self._avg: dict[tuple[int, str], float] = {}
        self._pen: dict[int, float | None] | None = None
        self._dist: dict[tuple, dict[int, float]] = {}
        self._out: dict[int, float] | None = None
        self._reward: dict[int, float] = {}
        gone = {c.id for c in v.discard}
        self.pool = {lvl: [c for c in monsters().values() if c.level == lvl and c.id not in gone] for lvl in LEVELS}

    # --- odds --------------------------------------------------------------------------------------
    def p_card(self, card: MonsterCard | None, column: str, level: int, arms: bool) -> float:
        if card is None:
            key = (level, column + ("+" * self.sword_bonus if arms else ""))
            if key not in self._avg:
                pool = self.pool.get(level) or [c for c in monsters().values() if c.level == level]
                self._avg[key] = sum(self._p_monster(c, column, arms) for c in pool) / max(1, len(pool))
            return self._avg[key]
        return self._p_monster(card, column, arms)

    def _p_monster(self, card: MonsterCard, column: str, arms: bool) -> float:
        if card.kind == "trap":
            return 0.85 if arms else 0.0   # a trap is no fight; a lose-turns trap costs time
        target = card.number(column)
        if arms and self.sword:
            return p_at_least(12 if target is None else target, self.sword_bonus)
        return p_at_least(target)

    def top(self, space: int) -> GuardView:
        return self.lairs[space][0]

    def p_arms(self, space: int) -> float:
        g = self.top(space)
        return self.p_card(g.card, self.ptype.column, g.level, True)

    def p_spell(self, space: int, spell: str) -> float:
        g = self.top(space)
        column = "lightning" if spell == "lightning_bolt" else "fire_ball"
        return self.p_card(g.card, column, g.level, False)

    # --- worth -------------------------------------------------------------------------------------
    def prize_worth(self, p: LairPrize, held: bool = False) -> float:
        """What a prize is worth to this pawn: its gold, and what its power adds. A special prize adds its
        power only once: one in hand (or one more to win, when none is held) counts, a second does not. On
        a solo quest, the prize sought is worth the game."""
        card = p.card
        if card is None:
            average = level_prize_average(p.level)
            if self.quest:
                average += QUEST_WORTH * quest_chance(self.quest, p.level)
            return average
        worth = card.value
        if self.quest and card.name == self.quest:
            worth += QUEST_WORTH
        special = card.special
        if not special:
            return worth
        same = sum(1 for c in self.held if c.special == special)
        if (held and same == 1) or (not held and same == 0):
            worth += SPECIAL_WORTH.get(special, 0) * (0.3 if special == "magic_sword" and self.kind == "Wizard"
                                                       else 1)
        return worth

    def reward(self, space: int) -> float:
        if space not in self._reward:
            self._reward[space] = sum(self.prize_worth(p) for p in self.top(space).prizes)
        return self._reward[space]

    def clt_cost(self) -> float:
        """Expected cost of a roll on the Combat Losing Table, in gold pieces."""
        return (CLT_P["killed"] * (self.value + 1.5 * self.need) + CLT_P["wounded"] * (self.value + 6 * self.rate)
                + CLT_P["r1"] * (self.low + 0.3 * self.rate) + CLT_P["r2"] * (self.low + 1.3 * self.rate)
                + CLT_P["none"] * 0.5 * self.rate)

    def level_weight(self, level: int) -> float:
        low, high = self.ptype.levels
        if self.style.depth:  # a beginner: the deeper the richer, whatever suits his pawn
            return 1.0 + self.style.depth * max(0, level - low)
        if low <= level <= high:
            return 1.0
        return self.style.outside if abs(level - (low if level < low else high)) == 1 else 0.25

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
        adj = transfer_edges(self.m) if self.transfers else static_edges(self.m)
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
                # The door of the target room: opening it costs nothing; but the space before the door costs
                # what it costs to stand there (a chamber with monsters is crossed at its price, a room with
                # a monster never), as outward() counts it, so that both ways agree on how far a place is.
                step: float = (0 if opening else cost) + (sp if shut else 0)
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


QUEST_WORTH = 40000


def quest_prize(options: TableRules) -> str:
    """The prize a solo quest seeks ("" for none)."""
    goal = goals().get(options.solo)
    return goal.prize if goal is not None and goal.kind == "quest" else ""


def transfer_edges(m: DungeonMap) -> dict[int, list[tuple[int, int, int, bool]]]:
    """The map's links plus Transference between large chambers (the Main Staircase counting as one above
    the Main Gallery), for a Wizard's routes."""
    found = m.__dict__.get("_agent_transfer_edges")
    if found is None:
        found = {u: list(edges) for u, edges in static_edges(m).items()}
        places = [m.start, *m.chambers]
        for a in places:
            found[a] += [(b, TRANSFER_STEP, -1, False) for b in places if b != a and abs(m.level[a] - m.level[b]) <= 1]
        m.__dict__["_agent_transfer_edges"] = found
    return found


@functools.cache
def quest_chance(name: str, level: int) -> float:
    """How likely an unseen prize card of this level is the one sought."""
    cards = [p for p in prizes().values() if p.level == level]
    return sum(1 for p in cards if p.name == name) / max(1, len(cards))


@functools.cache
def level_prize_average(level: int) -> float:
    cards = [p for p in prizes().values() if p.level == level]
    return sum(p.value + SPECIAL_WORTH.get(p.special or "", 0) * 0.5 for p in cards) / max(1, len(cards))
