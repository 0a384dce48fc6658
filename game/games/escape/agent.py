"""The computer hireling. It sees only the seat's view (no one's pack, its own included) and prices every
decision in turns: the board model (model.py) gives the turns still needed from where a move ends, and
the fireball's move at the end of the round is counted on top (caught: a card thrown; with none left,
burned).

- Spending a card: the unknown top card is one of the cards nobody has seen yet (the box minus the face-up
  discards and cards in front), so it weighs what a "+ to move" or a "+ to evade Monster" card would save
  on this very move — an evade card is the hope before a monster, a move card on open ground — against
  what the card is worth kept (a move to come, a life against the fire). When a rival is about to get
  out, cards kept are worth nothing and everything is spent.
- The fire: every place a move may end is priced with the chance of burning before the game ends from
  there (burn_risk): the fire's expected travel until someone gets out against the hireling's lead, and
  the cards left to throw when it catches up. So a hireling with the fire on its heels keeps its last
  cards as lives, and one far ahead spends them on moving.
- The branch at a split with the roll in hand; swimming or taking the ledge; paying the troll or waiting;
  dancing in the pit with or without a card.
- Whose backpack to reach into (the rival nearest the exit) and which card to throw to the fire.

The weights were tuned by simulation against the random player and against itself.

Strengths: Hard is this player in full. Normal is the same player with two blind spots a middling player
has. It fears the fire too much (fire_respect): it counts the fire's later catches about four times
what they are worth, so it keeps its cards as lives long after it could spend them on moving (in two-seat
games against Hard it turns over about 3 of its 8 cards, where it turned over about 5 when it made light
of the fire) and falls behind in the race. And at a split it takes the way with fewer squares, whatever
waits on it. Easy (agent_easy.py) plays by a beginner's habits throughout.

What Hard does beyond Normal: besides weighing the fire as it is and the monsters at a split, once a rival
is within race_window turns of the exit it prices every move by its chance of getting out first (race.py),
not by the turns it saves on average: a roll that gets it out this turn is worth its whole chance, a card
that saves a turn it would lose the race by anyway is worth little, and not burning counts as a share of
that chance.

The ladder, two-seat games with the seats rotating (simulate), on a seed the play was not tuned on
(7919): Hard beats Normal in 63.9% of 4,000 games, Normal beats Easy in 65.3% of 4,000, Hard beats Easy in
74.6% of 2,000. Before, when Normal made light of the fire, Hard beat it only 56.7-57.1% (4,000 games).
"""

from __future__ import annotations

import math

from game.engine.hints import Hint
from game.engine.protocol import Action, Agent, Game, State

from .actions import (
    ChooseBranch,
    LeaveBackpacks,
    NoCard,
    PayToll,
    Steal,
    Swim,
    TakeLedge,
    ThrowCard,
    UseCard,
    WaitAtBridge,
)
from .agent_easy import shorter_way
from .content import Card, cards, unseen
from .fireball import HEAD_START
from .model import Model, evade_odds, mix, model_for
from .race import chance_first, rival_left, turns_per_chance
from .reasons import reason
from .view import EscapeView, HirelingView

FIRE_PACE = 3.5   # squares the fireball moves a round on average once it rolls (a d6)


class EscapeAgent(Agent):
    """The Hard and Normal computer hirelings (Easy is agent_easy.py)."""

    name = "escape-ai"

    def __init__(self, seat: int, seed: int, strength: str = "hard") -> None:
        self.seat = seat   # the player is deterministic: the seed is accepted for the protocol's sake
        self.strength = strength
        # Hard weighs the fire's later catches as they are; Normal sees this round's fire clearly but fears
        # the rounds after four times too much, so it hoards lives. Tuned by simulate (seeds 301-303, 2,000
        # games a pairing): at 3.0 Hard beat it 61-63% and it beat Easy 65%; at 4.0, 63-64% and 64%. Normal
        # once made light of the fire instead (0.45): it beat Easy 63-65%, but Hard beat it only 56-57%.
        self.fire_respect = 1.0 if strength == "hard" else 4.0
        # Hard prices the end of the race as its chance of getting out first (race.py); Normal in turns.
        self.plays_to_win = strength == "hard"

    # Weights in turns, tuned by simulation against the random player and against itself.
    race_turns = 2.5            # a rival this close to the exit (in expected turns): spend everything
    card_turns = 0.08           # a card in the pack, as a move or evade to come
    catch_turns = 0.3           # the cost of throwing a card to the fire, beyond the card itself
    death_turns = 30.0          # burned to a crisp
    again = 0.7                 # once the fire has caught me, the chance it catches me once more
    spread = 2.2                # how far (in squares per sqrt(round)) the race against the fire may swing
    kept_evade = 0.08           # per point, an evade card left in front for later
    # Hard only: the race as a chance of winning (race.py), tuned by simulation against Normal.
    race_window = 8.0           # from this close (the rival's turns to go), play for the chance, not the turns
    race_spread = 1.5           # how far a race may swing, in turns per sqrt(turns both still need)
    race_floor = 0.5            # ... and at the very end (the dice alone)
    race_slack = 0.5            # the rival moves before my next turn: a tie in turns is its win

    # --- the entry point ------------------------------------------------------------------------------
    def explain(self, game: Game, state: State, legal: list[Action]) -> Hint:
        """The choice `choose` makes, with its reason from what the decision weighed (self.why)."""
        action = self.choose(game, state, legal)
        path = game.path()  # type: ignore[attr-defined]  # the board is public
        return Hint(action=action, reason=reason(self.why, game.view(state, self.seat), path, action))

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        # What the choice weighed, noted for explain's words (noting changes nothing chosen).
        self.why: dict[str, float] = {}
        if len(legal) == 1:
            return legal[0]
        view: EscapeView = game.view(state, self.seat)
        self.memo: dict[tuple, float] = {}   # prices worked out for this decision (the view is fixed)
        path = game.path()  # type: ignore[attr-defined]  # the board is public
        m = model_for(path)
        me = view.hirelings[self.seat]
        kinds = {type(a) for a in legal}
        if ThrowCard in kinds:
            return self.throw(legal, me)
        if Steal in kinds:
            return self.steal(legal, view, m)
        if ChooseBranch in kinds:
            return self.branch(legal, view, me, m)
        if PayToll in kinds:
            return self.toll(legal, view, me, m)
        if Swim in kinds:
            return self.swim_on_arrival(legal, view, me, m)
        return self.start_of_turn(legal, view, me, m)

    # --- what things are worth ----------------------------------------------------------------------
    def bonuses(self, me: HirelingView) -> tuple[int, int]:
        move = sum(f.value for f in me.front if f.kind == "move")
        evade = sum(f.value for f in me.front if f.kind == "evade")
        return move, evade

    def pack_cost(self, view: EscapeView, me: HirelingView, m: Model, pack: int) -> float:
        """What the cards left in the pack are worth as moves and evades to come, in turns (negative: they
        save turns), while turns remain. Nothing once a rival is about to get out: cards left at the end
        are worth nothing. (As lives against the fire they count in fire_cost.)"""
        if self.rival_turns(view, m) <= self.race_turns:
            return 0.0
        turns_left = m.of(("free", me.square))
        return -self.card_turns * min(pack, turns_left)

    def rival_turns(self, view: EscapeView, m: Model) -> float:
        """Turns the nearest rival still needs (the game ends when someone gets out)."""
        memo = self.__dict__.setdefault("memo", {})
        if ("rival",) not in memo:
            rivals = [m.of(("free", h.square)) for h in view.hirelings
                      if h.seat != self.seat and h.status == "in"]
            memo[("rival",)] = min(rivals, default=math.inf)
        return memo[("rival",)]

    def burn_risk(self, view: EscapeView, m: Model, sq: int, fire_at: int, lives: int, rounds_on: int) -> float:
        """The chance that the fire burns me before the game ends, standing on `sq` with `lives` cards to
        throw, the fire at `fire_at` on its route and `rounds_on` rounds from now. The fire's expected travel
        until I (or a rival) get out is set against my lead and the way still to go, with a spread that
        grows with the rounds; once it has caught me it is on my heels, and each further catch (chance
        `again`) costs another card. The Normal player overrates this danger (fire_respect)."""
        path = m.path
        turns = max(0.5, m.of(("free", sq)))
        horizon = min(turns, max(0.5, self.rival_turns(view, m)))
        creeping = max(0.0, min(horizon, HEAD_START - view.round - rounds_on + 1))
        travel = creeping + FIRE_PACE * (horizon - creeping)
        lead = path.burns_at.get(sq, len(path.route)) - fire_at
        margin = lead + path.steps_to_exit(sq) * horizon / turns - travel
        spread = self.spread * math.sqrt(horizon) + 1.0
        caught = 0.5 * (1 + math.erf(-margin / (spread * math.sqrt(2))))
        return self.fire_respect * caught * self.again ** lives

    def fire_cost(self, view: EscapeView, m: Model, key: tuple, pack: int) -> float:
        """Turns still needed from `key` once the fireball has moved at the end of this round, the risk of
        burning later counted in: caught, the hireling throws a card and jumps to just ahead of the fire;
        with no card left, it burns."""
        memo = self.__dict__.setdefault("memo", {})
        if (key, pack) not in memo:
            memo[(key, pack)] = self._fire_cost(view, m, key, pack)
        return memo[(key, pack)]

    def _fire_cost(self, view: EscapeView, m: Model, key: tuple, pack: int) -> float:
        base = m.of(key)
        if key[0] == "exit" or not view.fireball.on:
            return base
        outcomes = self.fire_catches(view, m, key, pack)
        total = 0.0
        for what, sq, to in outcomes:
            if what == "safe":
                total += base + self.death_turns * self.burn_risk(view, m, sq, to, pack, 1)
            elif what == "burned":
                total += self.death_turns
            elif sq != m.path.exit:   # thrown: one card fewer (out, if that is the exit)
                total += (m.of(("free", sq)) + self.catch_turns + self.card_turns
                          + self.death_turns * self.burn_risk(view, m, sq, to, pack - 1, 1))
        return total / len(outcomes)

    def fire_catches(self, view: EscapeView, m: Model, key: tuple, pack: int) -> list[tuple[str, int, int]]:
        """What the fire's move at the end of this round does to a hireling at `key`, one entry per equally
        likely roll (one square a round while Rovert holds his breath), with where the fire ends: "safe"
        (not reached, still on its square), "thrown" (caught, a card thrown, standing just ahead of the
        fire) or "burned" (caught with no card)."""
        route = m.path.route
        burns = m.path.burns_at.get(key[1], len(route))
        rolls = [1] if view.round <= HEAD_START else [1, 2, 3, 4, 5, 6]
        outcomes = []
        for d in rolls:
            to = min(view.fireball.route_index + d, m.path.last_fire())
            outcomes.append(("safe", key[1], to) if burns > to else
                            ("thrown", route[to + 1], to) if pack > 0 else ("burned", key[1], to))
        return outcomes

    def after(self, view: EscapeView, m: Model, dist: dict, pack: int) -> float:
        """What the hireling still faces once this move ends in `dist`, in turns. Hard, with a rival within
        race_window turns of the exit, counts its chance of getting out first instead, priced in turns."""
        if self.plays_to_win and self.rival(view, m) <= self.race_window:
            me = view.hirelings[self.seat]
            scale = turns_per_chance(m.of(("free", me.square)), self.rival(view, m), self.race_spread,
                                     self.race_floor)
            return -scale * sum(p * self.fire_win(view, m, k, pack) for k, p in dist.items())
        return sum(p * self.fire_cost(view, m, k, pack) for k, p in dist.items())

    # --- Hard's race --------------------------------------------------------------------------------------
    def rival(self, view: EscapeView, m: Model) -> float:
        """Turns the nearest rival still needs, a pit or turns to lose counted (race.rival_left)."""
        memo = self.__dict__.setdefault("memo", {})
        if ("race",) not in memo:
            memo[("race",)] = rival_left(view, m, self.seat)
        return memo[("race",)]

    def first(self, view: EscapeView, m: Model, turns: float) -> float:
        return chance_first(turns, self.rival(view, m), self.race_spread, self.race_floor, self.race_slack)

    def fire_win(self, view: EscapeView, m: Model, key: tuple, pack: int) -> float:
        """The chance of getting out first from `key` once the fire has moved at the end of this round:
        caught, a card thrown puts me just ahead of it; not burning later (burn_risk) is part of it."""
        memo = self.__dict__.setdefault("memo", {})
        if ("win", key, pack) not in memo:
            memo[("win", key, pack)] = self._fire_win(view, m, key, pack)
        return memo[("win", key, pack)]

    def _fire_win(self, view: EscapeView, m: Model, key: tuple, pack: int) -> float:
        if key[0] == "exit":
            return 1.0
        if not view.fireball.on:
            return self.first(view, m, m.of(key))
        outcomes = self.fire_catches(view, m, key, pack)
        total = 0.0
        for what, sq, to in outcomes:
            if what == "safe":
                total += (1 - self.burn_risk(view, m, sq, to, pack, 1)) * self.first(view, m, m.of(key))
            elif what == "thrown":   # blown out, if that is the exit
                total += 1.0 if sq == m.path.exit else (
                    (1 - self.burn_risk(view, m, sq, to, pack - 1, 1))
                    * self.first(view, m, m.of(("free", sq)) + self.catch_turns + self.card_turns))
        return total / len(outcomes)

    def turn_cost(self, view: EscapeView, m: Model, sq: int, move: int, evade: int, pack: int) -> float:
        """Expected turns still needed after this turn's move from `sq` with these cards in front."""
        return sum(self.after(view, m, m.walk(sq, r + move, evade, move), pack) for r in range(1, 7)) / 6

    def card_options(self, view: EscapeView) -> list[tuple[float, Card]]:
        """The top card of my pack: each unseen card, with its chance."""
        left = unseen(view)
        total = sum(left.values()) or 1
        table = cards()
        return [(n / total, table[cid]) for cid, n in left.items()]

    def flip_or_not(self, view: EscapeView, me: HirelingView, m: Model) -> bool:
        sq, pack = me.square, me.pack
        move, evade = self.bonuses(me)
        keep = self.turn_cost(view, m, sq, move, evade, pack) + self.pack_cost(view, me, m, pack)
        flip = self.pack_cost(view, me, m, pack - 1)
        self.why["race"] = float(self.rival_turns(view, m) <= self.race_turns)
        for p, c in self.card_options(view):
            if c.kind == "move":
                flip += p * self.turn_cost(view, m, sq, move + c.value, evade, pack - 1)
            else:
                # An evade card not put to use this turn stays in front for the next monster.
                flip += p * (self.turn_cost(view, m, sq, move, evade + c.value, pack - 1) - self.kept_evade * c.value)
        self.why.update(keep=keep, flip=flip)
        return flip < keep

    # --- decisions --------------------------------------------------------------------------------------
    def start_of_turn(self, legal: list[Action], view: EscapeView, me: HirelingView, m: Model) -> Action:
        use = next((a for a in legal if isinstance(a, UseCard)), None)
        plain = next(a for a in legal if isinstance(a, NoCard))
        if plain.then != "move":
            return self.held(legal, view, me, m, use, plain)
        if use is None:
            return plain
        return use if self.flip_or_not(view, me, m) else plain

    def held(self, legal: list[Action], view: EscapeView, me: HirelingView, m: Model,
             use: Action | None, plain: NoCard) -> Action:
        """Held in the Goblin Polka Pit: the roll to leave comes first, so an evade card is the hope."""
        sq, pack = me.square, me.pack
        move, evade = self.bonuses(me)
        number = m.path.number(sq)
        stay = ("pit", sq)

        def leave(mv: int, ev: int, cards_left: int) -> float:
            q = evade_odds(number, ev)
            return (q * self.turn_cost(view, m, sq, mv, ev, cards_left)
                    + (1 - q) * self.after(view, m, {stay: 1.0}, cards_left))

        options: list[tuple[float, Action]] = [(leave(move, evade, pack) + self.pack_cost(view, me, m, pack), plain)]
        if use is not None:
            exp = sum(p * (leave(move + c.value, evade, pack - 1) if c.kind == "move"
                           else leave(move, evade + c.value, pack - 1)) for p, c in self.card_options(view))
            options.append((exp + self.pack_cost(view, me, m, pack - 1), use))
        self.why.update(keep=options[0][0], flip=options[-1][0])
        return min(options, key=lambda o: o[0])[1]

    def branch(self, legal: list[Action], view: EscapeView, me: HirelingView, m: Model) -> Action:
        """The quicker way with the roll in hand, the fireball counted (the branch off its route burns
        only once it has gone right round)."""
        if self.strength == "normal":
            self.why["shorter"] = 1.0
            return shorter_way(m.path, legal)
        move, evade = self.bonuses(me)
        steps, pack = view.steps_left, me.pack
        costs = {a.square: self.after(view, m, m.walk(me.square, steps, evade, move, a.square), pack)
                 for a in legal if isinstance(a, ChooseBranch)}
        self.why.update({f"way{sq}": cost for sq, cost in costs.items()})
        return min((a for a in legal if isinstance(a, ChooseBranch)), key=lambda a: costs[a.square])

    def toll(self, legal: list[Action], view: EscapeView, me: HirelingView, m: Model) -> Action:
        move, evade = self.bonuses(me)
        sq, steps, pack = me.square, view.steps_left, me.pack
        pay = self.after(view, m, m.onward(sq, steps, evade, move), pack - 1) + self.pack_cost(view, me, m, pack - 1)
        wait = self.after(view, m, {("web", sq, 1): 1.0}, pack) + self.pack_cost(view, me, m, pack)
        self.why.update(pay=pay, wait=wait)
        return next(a for a in legal if isinstance(a, PayToll if pay < wait else WaitAtBridge))

    def swim_on_arrival(self, legal: list[Action], view: EscapeView, me: HirelingView, m: Model) -> Action:
        move, evade = self.bonuses(me)
        sq, steps, pack = me.square, view.steps_left, me.pack
        q = evade_odds(m.path.number(sq), evade)
        swim = self.after(view, m, mix([(q, m.onward(sq, steps, evade, move)), (1 - q, {("web", sq, 1): 1.0})]), pack)
        ledge = self.after(view, m, {("free", sq): 1.0}, pack)
        self.why.update(swim=swim, ledge=ledge)
        return next(a for a in legal if isinstance(a, Swim if swim <= ledge else TakeLedge))

    def steal(self, legal: list[Action], view: EscapeView, m: Model) -> Action:
        """Always reach in (a card for me, one fewer for a rival): the rival nearest the exit first."""
        steals = [a for a in legal if isinstance(a, Steal)]
        if not steals:
            return next(a for a in legal if isinstance(a, LeaveBackpacks))
        hs = view.hirelings
        def key(a: Steal) -> tuple[float, int]:
            return m.of(("free", hs[a.victim].square)), -hs[a.victim].pack
        victim = min(steals, key=key)
        near = [a for a in steals if key(a)[0] == key(victim)[0]]   # for the hint: who tied, what broke it
        self.why.update(turns=key(victim)[0], rivals=len(steals), tied=len(near),
                        same_pack=sum(key(a) == key(victim) for a in near))
        return victim

    def throw(self, legal: list[Action], me: HirelingView) -> Action:
        """Throw a weak card in front of me rather than an unknown one from the pack (worth ~2.5 on average)."""
        throws = [a for a in legal if isinstance(a, ThrowCard)]
        front = [a for a in throws if a.front >= 0]
        weakest = min(front, key=lambda a: me.front[a.front].value, default=None)
        pack = next((a for a in throws if a.front < 0), None)
        if weakest is not None and (pack is None or me.front[weakest.front].value <= 2):
            return weakest
        return pack if pack is not None else throws[0]


__all__ = ["EscapeAgent"]
