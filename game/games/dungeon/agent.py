"""The computer player for Dungeon!: it sees the game only through its seat's view and plays by the legal
actions, as a person would.

How it plays: it weighs every room and chamber it knows to hold monsters by what winning there is worth
(the prizes, at their value if it has seen them, else the level's average), the odds of two dice against
the monster's number for its pawn type (exact when the card is face up or seen, else the average of that
level's deck), the expected cost of the Combat Losing Table (a dropped prize, a lost turn, a serious
wound that drops everything, death), and how many turns away it is; levels its pawn type suits weigh
more. It walks toward the best, opens the door, looks first with an ESP Medallion or the Crystal Ball,
throws the spell with the best odds and travels by Transference when it is a Wizard, and goes home to
the Main Staircase once it carries enough. Its answers under the optional rules (ambush, melee, safe
keeping, re-entry) are agent_answers.py.

Three strengths (style.py): Hard plays as well as it can; Easy makes a beginner's mistakes (goes too deep
too early, fights monsters it is unlikely to beat, forgets to go home, never looks before a fight);
Normal sits between.
"""

from __future__ import annotations

import math

from game.engine.hints import Hint
from game.engine.protocol import Action, Agent, Game, State

from . import agent_answers as answers
from .actions import (
    CastSpell,
    ChoosePawn,
    DropPrize,
    EndTurn,
    Fight,
    KeepSafe,
    MoveTo,
    OpenDoor,
    Retreat,
    TakeSpell,
    Transfer,
    TrySecretDoor,
    UseCrystalBall,
    UseESP,
)
from .agent_style import PAWN_PREFERENCE, STYLES, Style
from .content import ATTACK_SPELLS, PrizeCard, prizes
from .dungeonmap import CHAMBER, ROOM
from .knowledge import INF, Knowledge
from .reasons import reason
from .view import DungeonView, LairPrize


class DungeonAgent(Agent):
    name = "dungeon"

    def __init__(self, seat: int, seed: int, strength: str = "normal") -> None:
        self.seat = seat  # (no randomness: the same view always brings the same choice)
        self.style: Style = STYLES.get(strength, STYLES["normal"])
        self.target: int | None = None
        self.skip: set[int] = set()
        self.skip_turn = -1
        # Memory against wandering for ever: where each of its turns began and what it had then; once its
        # turns go round the same few spaces with nothing gained, it holds to one goal (see stalled()).
        self.marks: list[tuple[int | None, tuple]] = []
        self.mark_turn = -1
        self.lock: int | None = None       # the goal it holds to until something changes
        self.shunned: set[int] = set()     # goals it could not get nearer to while holding to them
        # Why the last choice was made, for explain's words (noting changes nothing chosen): a word for
        # the part of the turn, the lair ranked next after the goal, and what the seat knew then.
        self.why = ""
        self.runner_up: int | None = None
        self.ties: list[str] = []          # the places as good as the one chosen (a retreat's)
        self.known: Knowledge | None = None

    def explain(self, game: Game, state: State, legal: list[Action]) -> Hint:
        """The choice `choose` makes, with its reason in words (reasons.py) from what it weighed."""
        action = self.choose(game, state, legal)
        k = self.known or Knowledge(game.map(), game.view(state, self.seat), self.seat, self.style)  # type: ignore[attr-defined]
        return Hint(action=action, reason=reason(self, k, action))

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        self.why, self.known, self.ties = "", None, []
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        m = game.map()  # type: ignore[attr-defined]  # the board is public
        v: DungeonView = game.view(state, self.seat)
        if isinstance(first, ChoosePawn):
            return self.pick_pawn(legal)
        k = Knowledge(m, v, self.seat, self.style)
        self.known = k
        if v.turn != self.skip_turn:
            self.skip, self.skip_turn = set(), v.turn
        pending = v.pending
        kind = pending.kind if pending else None
        if isinstance(first, TakeSpell):
            return self.pick_spell(k, legal)
        if kind == "drop":
            return min(legal, key=lambda a: k.prize_worth(LairPrize(level=1, card=_prize(a)), held=True))
        if kind == "retreat":
            return self.pick_retreat(k, legal)
        if kind == "transport":
            return max(legal, key=lambda a: self.chamber_safety(k, a.space))  # type: ignore[attr-defined]
        if kind == "chamber":
            return self.chamber_entry(k, legal)
        if kind == "step in":
            return answers.step_in(self, k, legal)
        if pending is not None and kind in ("ambush", "melee"):
            return answers.declare(self, k, legal, pending.other)
        if kind == "fight back":
            return answers.fight_back(self, k, legal)
        if kind == "escape":
            return answers.escape(self, k, legal)
        return self.play(k, legal)

    # --- set-up decisions ------------------------------------------------------------------------------
    def pick_pawn(self, legal: list[Action]) -> Action:
        for kind in self.style.pawns or PAWN_PREFERENCE:
            for a in legal:
                if isinstance(a, ChoosePawn) and a.pawn == kind:
                    return a
        return legal[0]

    def pick_spell(self, k: Knowledge, legal: list[Action]) -> Action:
        held = k.spells
        mix = self.style.spell_mix
        one_by_one = [a for a in legal if isinstance(a, TakeSpell)]   # its own mix, never the usual ones
        return max(one_by_one, key=lambda a: mix.get(a.spell, 0) - held.get(a.spell, 0))

    # --- decisions after a lost fight ------------------------------------------------------------------
    def pick_retreat(self, k: Knowledge, legal: list[Action]) -> Action:
        def score(a: Action) -> float:
            assert isinstance(a, Retreat)
            if a.into >= 0:
                return 10 * k.p_arms(a.into) - 20
            goal = self.goal_distances(k)
            return -goal.get(a.space, INF / 2) / 100
        best = max(legal, key=score)
        self.ties = sorted({a.name for a in legal if score(a) == score(best)} - {best.name})  # type: ignore[attr-defined]
        return best

    def chamber_safety(self, k: Knowledge, space: int) -> float:
        if space not in k.lairs:
            return 1.0
        return k.p_arms(space) - 0.01 * len(k.lairs[space])

    def chamber_entry(self, k: Knowledge, legal: list[Action]) -> Action:
        """Walked into monsters holding Transference: fight, or vanish to a chamber nearer the goal."""
        fight = next(a for a in legal if isinstance(a, Fight))
        p = k.p_arms(fight.space)
        options = [a for a in legal if isinstance(a, Transfer)]
        if not self.style.transference or p >= 0.5 or not options:
            return fight
        goal = self.goal_distances(k)

        def cost(a: Transfer) -> float:
            risk = 0.0 if a.space not in k.lairs else (1 - k.p_arms(a.space)) * 30
            return goal.get(a.space, INF) + risk
        best = min(options, key=cost)
        if best.space in k.lairs and k.p_arms(best.space) <= p:
            return fight
        return best

    # --- the free part of a turn -----------------------------------------------------------------------
    def enough(self, k: Knowledge) -> bool:
        """Whether to go home now: with the treasure needed (a beginner forgets, and goes on)."""
        if k.quest:
            return any(p.name == k.quest for p in k.held)
        return k.total >= k.need * self.style.home_margin

    def goal(self, k: Knowledge) -> int | None:
        """Where to go: home with enough (or a Wizard out of spells); else the best lair (or the one it
        holds to, after wandering without gain)."""
        self.runner_up = None
        attack_spells = sum(k.spells.get(s, 0) for s in ATTACK_SPELLS)
        if self.enough(k):
            return k.m.start
        if k.kind == "Wizard" and attack_spells == 0 and self.style.rest:
            return k.m.start
        dist = k.outward()
        lock = self.lock
        if lock is not None and lock in k.lairs and lock in dist and lock not in self.skip:
            return lock
        best, best_score, hopeless = None, -INF, None
        self.runner_up, second_score = None, -INF
        for space in k.lairs:
            if space in self.skip or space not in dist or k.m.kind[space] not in (ROOM, CHAMBER):
                continue
            if space in self.shunned:
                continue
            score = self.lair_score(k, space, dist[space])
            if self.best_odds(k, space) == 0:
                # A monster this pawn cannot kill is no target while any other is left; with none left,
                # going at it anyway is the only way the game can still end.
                hopeless = space if hopeless is None else hopeless
                continue
            if space == self.target:
                score *= 1.25 if score > 0 else 0.8
            if score > best_score:
                self.runner_up, second_score = best, best_score
                best, best_score = space, score
            elif score > second_score:
                self.runner_up, second_score = space, score
        return best if best is not None else hopeless

    def lair_score(self, k: Knowledge, space: int, distance: float) -> float:
        reward = k.reward(space)
        if k.m.kind[space] == CHAMBER and not reward:
            return -INF / 4  # a chamber is crossed when it is in the way, never sought
        p = self.best_odds(k, space)
        gain = p * reward * k.level_weight(k.m.level[space])
        loss = (1 - k.p_arms(space)) * k.clt_cost() if p == k.p_arms(space) else 0.0
        turns = 1 + math.ceil(max(0.0, distance - k.mp) / 5)
        net = gain - loss * self.style.fear
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
        if k.carried:
            self.why = "carried"
            return answers.spell_ambush(self, k, legal) or end
        keep = next((a for a in legal if isinstance(a, KeepSafe) and self.style.safe_keeping
                     and not _prize(a).special), None)
        if keep is not None:
            return keep  # safe at the stairs: what is left there can never be lost
        attack_spells = sum(k.spells.get(s, 0) for s in ATTACK_SPELLS)
        if (k.kind == "Wizard" and self.style.rest and k.here == k.m.start and not k.moved
                and not self.enough(k) and sum(k.spells.values()) < k.max_spells and attack_spells < 6):
            # rest on the Main Staircase: a spell for each turn spent unmoving (and a free look)
            self.why = "rest"
            return self.look_anyway(k, legal) or end
        ambush = answers.hunt(self, k, legal)
        if ambush is not None:
            return ambush
        self.mark(k)
        for _ in range(4):
            self.target = self.goal(k)
            if self.target is None and self.shunned:
                self.shunned.clear()   # every goal given up: try them again rather than stand still
                self.target = self.goal(k)
            if self.target is None and self.stalled() and k.here != k.m.start:
                self.target = k.m.start   # nothing left it can reach: home, rather than stand about
            if self.target is None:
                self.why = "no goal"
                return self.look_anyway(k, legal) or end
            if self.stalled() and self.lock is None and self.target in k.lairs:
                self.lock = self.target   # wandering without gain: hold to this goal until it is reached
            ball = self.crystal_ball(k, legal, self.target)
            if ball is not None:
                return ball
            self.why = "goal"
            choice = self.act_toward(k, legal, self.target)
            if choice is not None:
                if isinstance(choice, EndTurn) and not k.moved:
                    return self.look_anyway(k, legal) or choice
                return choice
            self.skip.add(self.target)
            if self.target == self.lock:
                self.shunned.add(self.lock)   # it cannot get nearer: held to no longer
                self.lock = None
        self.why = "no goal"
        return end

    # --- making progress ------------------------------------------------------------------------------
    STALL_TURNS = 8    # its own turns looked back over
    STALL_SPACES = 4   # turns begun on no more than this many spaces, with nothing gained: it is going round

    def mark(self, k: Knowledge) -> None:
        """Once a turn: note where the turn began and what the pawn had; anything gained or seen, any
        monster gone, and it chooses its goals afresh."""
        if k.v.turn == self.mark_turn:
            return
        self.mark_turn = k.v.turn
        known = sum(1 for guards in k.lairs.values() if guards[0].card is not None)
        state = (k.total, len(k.held), k.kept, sum(k.spells.values()), known, len(k.lairs))
        if self.marks and self.marks[-1][1] != state:
            self.marks, self.lock, self.shunned = [], None, set()
        self.marks = [*self.marks[-(self.STALL_TURNS - 1):], (k.here, state)]

    def stalled(self) -> bool:
        """Whether its last turns went round a few spaces (or stood still) with nothing gained, nothing
        seen and no monster gone: then it holds to one goal, so that it reaches a fight, another level or
        home rather than walking back and forth for ever."""
        recent = self.marks[-self.STALL_TURNS:]
        return len(recent) >= self.STALL_TURNS and len({space for space, _ in recent}) <= self.STALL_SPACES

    def crystal_ball(self, k: Knowledge, legal: list[Action], target: int) -> Action | None:
        """Before walking up to an unknown room it would fight at poor odds, look into it first."""
        if not self.style.looks:
            return None
        ball = next((a for a in legal if isinstance(a, UseCrystalBall) and a.space == target), None)
        if ball is None or k.m.kind[target] != ROOM or k.top(target).card is not None:
            return None
        return ball if self.best_odds(k, target) < 0.6 else None

    def look_anyway(self, k: Knowledge, legal: list[Action]) -> Action | None:
        """A turn spent without moving anyway: a free look with the Crystal Ball into the richest place
        not yet seen."""
        balls = [a for a in legal if isinstance(a, UseCrystalBall)]
        if not balls or not self.style.looks:
            return None
        dist = k.outward()
        return max(balls, key=lambda a: k.reward(a.space) * k.level_weight(k.m.level[a.space])
                   / (1 + dist.get(a.space, INF / 4) / 5))

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
                d = (0 if a.space == target else goal.get(a.space, INF) + 1) + 0.5
            elif isinstance(a, Transfer) and self.style.travel:
                d = goal.get(a.space, INF) + self.transfer_cost(k, a.space)
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

    def transfer_cost(self, k: Knowledge, space: int) -> float:
        """Travel by Transference ends the turn and spends a spell (worth a few spaces); a monster waiting
        at the far end must be fought by arms."""
        cost = 3.0 + max(0, k.mp - 1)
        if space in k.lairs:
            cost += 4 + 16 * (1 - k.p_arms(space))
        return cost

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
        if esp is not None and self.style.looks:
            return esp
        p_arms = k.p_arms(target)
        if spells:
            if not self.style.looks:
                return spells[0]  # a beginner throws the first spell he holds
            best = max(spells, key=lambda a: k.p_spell(target, a.spell))
            p_spell = k.p_spell(target, best.spell)
            if p_spell >= 0.3 or (p_spell > 0 and p_spell >= p_arms - 0.15):
                return best
        # The target was chosen as the best lair knowing what this seat knows (odds, prizes, risk, way), so
        # beside it the pawn attacks; after an ESP look the choice was made again with the card known.
        return at_door[0] if at_door else None


def _prize(a: Action) -> PrizeCard:
    assert isinstance(a, (DropPrize, KeepSafe))
    return prizes()[a.card]

