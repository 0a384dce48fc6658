"""The computer player. It reads only its seat's view and chooses among the legal actions.

- Monster phase: the cheapest plan that defeats every monster (solver.Solver over dice, treasures, borrowed
  dice and the hero's ultimate); with no plan, a Scroll rerolls the monsters that give the best odds
  (exact over the reroll); else the Town Portal from level 3, else flee.
- Loot: Chests first (so their openers can be revived), then the Potions with the least useful die;
  revived faces chosen to clear the level or face the Dragon, else to round out the party.
- Dragon: the cheapest team of different companions; else the Ring, an Elixir, the Town Portal, or flee.
- Regroup: seeks glory when the exact chance of surviving the next level, times the XP it would bring
  (plus the Chests expected), beats retiring now; pushes on regardless on a last delve that cannot win.
- Twist cards and trades: agent_cards.py.
This is the Normal player; Hard (agent_hard.py) looks further and plays for the win, Easy (agent_easy.py)
plays like a beginner. Several-click decisions are queued and replayed while they stay legal.
"""

from __future__ import annotations

from typing import Any

from game.engine.hints import Hint
from game.engine.protocol import Action, Agent, Game, State
from game.engine.rng import Rng

from . import content as C
from .actions import (
    Back,
    Defeat,
    FaceDragon,
    Flee,
    GiveUp,
    KeepParty,
    Mark,
    OpenChests,
    Pick,
    PlayTwist,
    Proceed,
    Quaff,
    ReadScroll,
    Retire,
    Revive,
    RollMarked,
    SeekGlory,
    Ultimate,
    UseTreasure,
)
from .agent_cards import CardSense
from .agent_carry import FORM_KEEP, CarryOn
from .odds import best_reroll, dragon_ok, dragon_team, keeping_a_dragon_team
from .reasons import reason
from .seen import Seen, token_loss
from .solver import ANY2, CLEAR, LAIR, Plan, Step
from .view import DelveView

TREASURE_VALUE = 1.1   # a Chest's token: about a point at the end, or a use on the way


class DelveAgent(CarryOn, CardSense, Agent):
    name = "ai"

    # Pushing one's luck at the Regroup (a premium for the choice to go on, a margin the expected XP must
    # clear): Normal is a little bold. Hard's Regroup is its own (agent_hard.py); its entry is kept for
    # anyone building a DelveAgent("hard") directly.
    PUSH = {"hard": (0.0, 0.5), "normal": (0.15, 0.0)}
    # The level from which a Scroll (or the Commander's ultimate) is read to reroll monsters: Normal keeps
    # them for the deep levels, a middling player's thrift, and flees or opens the Town Portal before. So each
    # strength is a step a player feels (simulate, two seats, 1,500 games a pairing, seeds 104-107): from level
    # 6, Hard beats Normal 63.5% and Normal beats Easy 63.3%; from level 4, 60.7% and 66.5%; from level 8,
    # 64.5% and 61.6%. Reading every Scroll, Normal lost to Hard only 60.0% of 1,000 games.
    SCROLLS_FROM = {"hard": 1, "normal": 6}

    def __init__(self, seat: int, seed: int, strength: str = "normal") -> None:
        self.seat = seat
        self.strength = strength if strength in self.PUSH else "normal"
        self.rng = Rng(seed=seed)
        self.queue: list[Action] = []
        self.turn = -1
        self.steps = 0
        self.why: dict[str, Any] = {}   # what the last choice weighed, for explain's words (reasons.py)
        self.chosen = False             # whether it has chosen before (see CarryOn)

    def note(self, kind: str, **data: Any) -> None:
        """Note why the choice being made is made (noting changes nothing chosen)."""
        self.why = {"kind": kind, **data}

    def explain(self, game: Game, state: State, legal: list[Action]) -> Hint:
        """The choice `choose` makes, with its reason from what the decision weighed."""
        action = self.choose(game, state, legal)
        return Hint(action=action, reason=reason(self.why, game.view(state, self.seat), action))

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        self.carry_on, self.chosen = not self.chosen, True
        if len(legal) == 1:
            if not self.queue:
                self.note("only")
            return legal[0]
        while self.queue:
            planned = self.queue.pop(0)
            if planned in legal:
                return planned   # a click of a plan: its note still says why
            self.queue.clear()
        self.note("")
        # A guard against going round in circles on a position the plans misread: after many decisions
        # in one delve, take the last legal action (Flee, Retire, Pass, Proceed...) to move on.
        if state.turn != self.turn:
            self.turn, self.steps = state.turn, 0
        self.steps += 1
        if self.steps > 400:
            self.note("moving on")
            return legal[-1]
        v = game.view(state, self.seat)
        action = self.decide(v, legal)
        if action in legal:
            return action
        self.note("fallback")
        return legal[-1]

    # --- dispatch ---------------------------------------------------------------------------------
    def decide(self, v: DelveView, legal: list[Action]) -> Action:
        phase, p = v.phase, v.pending
        if phase == "trade":
            return self.trade(v, legal)
        if p is not None and p.kind == "revive":
            return self.revive(v, legal)
        if self.carry_on and p is not None:
            carried = self.carry(v, legal)
            if carried is not None:
                return carried
        if phase == "twist":
            return self.twist(v, legal)
        if phase == "form":
            return self.form(v, legal)
        if p is not None:
            if p.kind == "revive":
                return self.revive(v, legal)
            if p.kind == "companion":
                return self.companion(v, legal)
            if p.kind == "dragon_role":
                return self.dragon_role(v, legal)
            if p.kind == "divine":
                gives = [a for a in legal if isinstance(a, GiveUp)]
                mine = list(v.seats[self.seat].treasures)
                give = min(gives, key=lambda a: token_loss(mine, a.treasure))
                self.note("divine", tied=[a.treasure for a in gives if a.treasure != give.treasure
                                          and token_loss(mine, a.treasure) == token_loss(mine, give.treasure)])
                return give
            self.note("undo")
            return next(a for a in legal if isinstance(a, Back))   # a half-made choice not its own: undo
        if phase == "monster":
            return self.monster(v, legal)
        if phase == "loot":
            return self.loot(v, legal)
        if phase == "dragon":
            return self.dragon(v, legal)
        return self.regroup(v, legal)

    def start(self, first: Action, *rest: Action) -> Action:
        self.queue = list(rest)
        return first

    # --- Monster phase ------------------------------------------------------------------------------
    def monster(self, v: DelveView, legal: list[Action]) -> Action:
        if any(isinstance(a, PlayTwist) for a in legal):
            played = self.own_twist(v, legal)
            if played is not None:
                return played
        seen = Seen(v)
        m = seen.monsters()
        delve = seen.delve()
        if any(m):
            plan = self.best_plan(seen, delve, m, v)
            if plan is not None:
                self.note("plan", steps=plan.steps, monsters=m)
                return self.run(plan.steps[0], legal, v)
            early = self.early_quaff(seen, legal)
            if early is not None:
                return early
            reroll = self.reroll(seen, legal)
            if reroll is not None:
                return reroll
            return self.escape(v, legal)
        if v.lair >= v.dragon.lair_needed:
            units = seen.units(monster_phase=False)
            potions = v.dungeon.count("Potion")
            if not dragon_ok(tuple(units), seen.types_need(), potions, len(v.graveyard)):
                for a in legal:
                    if isinstance(a, Ultimate) and a.option in ("empty_lair", "sweep"):
                        self.note("empty lair")
                        return a
        self.note("proceed")
        return next((a for a in legal if isinstance(a, Proceed)), legal[-1])

    def best_plan(self, seen: Seen, delve: Any, m: tuple[int, int, int], v: DelveView) -> Plan | None:
        """The cheapest plan that also leaves the Dragon beatable when it will come; else the cheapest."""
        plan = delve.solver.solve(m, delve.units)
        if plan is None:
            return None
        potions = v.dungeon.count("Potion")
        if delve.level_ok(m, 0, potions):
            if plan.lair_added and v.lair + plan.lair_added >= v.dragon.lair_needed:
                without = delve.solver.solve(m, tuple(u for u in delve.units if LAIR not in u[1]))
                return without or plan
        # The Dragon comes at the end of this level: most delves that fail, fail there, with the wrong
        # companions spent on the monsters. Keep a team of different types when the monsters allow it.
        if v.lair >= v.dragon.lair_needed and not delve.ring:
            spent = len(delve.units) - len(plan.left)
            if not dragon_ok(plan.left, seen.types_need(), potions, len(v.graveyard) + spent):
                kept = keeping_a_dragon_team(delve.solver, m, delve.units, seen.types_need(), potions,
                                             len(v.graveyard))
                return kept or plan
        return plan

    def run(self, step: Step, legal: list[Action], v: DelveView) -> Action:
        unit, move, taken = step
        source = unit[0]
        if source == "treasure:Dragon Bait":
            return UseTreasure("Dragon Bait")
        if source == "treasure:Elixir":
            return UseTreasure("Elixir")
        if source == "ult":
            return self.ultimate(move, taken, legal)
        return Pick(source)

    def companion(self, v: DelveView, legal: list[Action]) -> Action:
        """A companion is chosen: do what the plan meant it to do (matched on the monsters it takes)."""
        seen = Seen(v)
        m = seen.monsters()
        defeats = [a for a in legal if isinstance(a, Defeat)]
        if v.phase == "monster" and any(m) and defeats:
            delve = seen.delve()
            plan = self.best_plan(seen, delve, m, v)
            for unit, _move, taken in plan.steps if plan else ():
                if v.pending is not None and unit[0] == v.pending.source:
                    for a in defeats:
                        if (a.goblin, a.skeleton, a.ooze) == taken:
                            self.note("plan", steps=plan.steps if plan else (), monsters=m)
                            return a
            self.note("most")
            return max(defeats, key=lambda a: a.goblin + a.skeleton + a.ooze)
        others = [a for a in legal if isinstance(a, OpenChests | Quaff)]
        self.note("loot" if others else "undo")
        return others[0] if others else next(a for a in legal if isinstance(a, Back))

    def ultimate(self, move: str, taken: tuple[int, int, int], legal: list[Action]) -> Action:
        ults = [a for a in legal if isinstance(a, Ultimate)]
        faces = [f for f, n in zip(C.MONSTERS, taken, strict=True) for _ in range(n)]
        want = {ANY2: f"defeat:{'+'.join(faces)}", LAIR: "to_lair"}.get(move)
        if move.startswith("POTION:"):
            want = f"to_potion:{'+'.join(faces)}"
        for a in ults:
            if a.option == want or (move == CLEAR and a.option in ("sweep", "divine")) or \
                    (move.startswith("CONVERT:") and a.option.startswith("convert:")):
                return a
        return ults[0] if ults else legal[-1]

    def reroll(self, seen: Seen, legal: list[Action]) -> Action | None:
        """Read a Scroll (or the Commander's ultimate) on the monster kinds whose reroll gives the best
        odds of a clearable level, worked out exactly over the rerolled dice."""
        v = seen.view
        if v.level < self.SCROLLS_FROM[self.strength]:
            return None
        scroll_pick = next((a for a in legal if isinstance(a, Pick) and a.source in ("die:Scroll", "treasure:Scroll")),
                           None)
        ult = next((a for a in legal if isinstance(a, Ultimate) and a.option == "reroll"), None)
        if scroll_pick is None and ult is None:
            return None
        dungeon = list(v.dungeon)
        rest = seen.reroll_delve(scroll_pick.source if scroll_pick is not None else "ult")
        best, best_p = best_reroll(rest, dungeon)
        if best is None:
            return None
        self.note("reroll", kinds=tuple(sorted(best)), chance=best_p)
        marks = [Mark(zone="dungeon", index=i, face=f, on=True) for i, f in enumerate(dungeon) if f in best]
        if scroll_pick is not None:
            return self.start(scroll_pick, ReadScroll(), *marks, RollMarked(count=len(marks)))
        assert ult is not None
        return self.start(ult, *marks, RollMarked(count=len(marks)))

    def early_quaff(self, seen: Seen, legal: list[Action]) -> Action | None:
        """The Half-Goblin's specialty: with no way through, drink the level's Potions before the fight (the
        cheapest die drinks and comes back with the rest, faces chosen for the fight)."""
        potions = seen.view.dungeon.count("Potion")
        drinkers = [a for a in legal if isinstance(a, Pick) and a.source.startswith("die:")]
        if not potions or not seen.spec("early_loot") or not drinkers:
            return None
        cost = {u[0]: u[3] for u in seen.units()}
        self.note("early quaff")
        return self.start(min(drinkers, key=lambda a: cost.get(a.source, 9.0)), Quaff(potions=potions))

    def escape(self, v: DelveView, legal: list[Action]) -> Action:
        """No way through: the Town Portal from level 3 (it is worth 2 unused), else flee."""
        portal = next((a for a in legal if isinstance(a, UseTreasure) and a.name == "Town Portal"), None)
        if portal is not None and v.level >= 3:
            self.note("portal")
            return portal
        self.note("flee")
        return next((a for a in legal if isinstance(a, Flee)), legal[-1])

    # --- Loot phase -----------------------------------------------------------------------------------
    def loot(self, v: DelveView, legal: list[Action]) -> Action:
        seen = Seen(v)
        chests, potions = v.dungeon.count("Chest"), v.dungeon.count("Potion")
        picks = {a.source for a in legal if isinstance(a, Pick)}
        units = sorted((u for u in seen.units(monster_phase=False) if u[0] in picks), key=lambda u: u[3])
        if chests:
            every = [u for u in units if any(r in C.opens_every_chest() for r in u[1])]
            single = [u for u in units if any(r in C.COMPANIONS for r in u[1])]
            # With Potions to come, a spent opener comes back: opening is nearly free.
            discount = 0.6 if potions and len(units) > 1 else 0.0
            if every and every[0][3] - discount <= TREASURE_VALUE * chests + 0.2:
                self.note("chests", count=chests)
                return self.start(Pick(every[0][0]), OpenChests(count=chests, every=True))
            if single and single[0][3] - discount <= TREASURE_VALUE + 0.05:
                self.note("chests", count=1)
                return self.start(Pick(single[0][0]), OpenChests(count=1, every=False))
        if potions and units:
            graveyard = len(v.graveyard)
            quaffer = next((u for u in units if u[0].startswith("die:")), units[0])
            if graveyard or quaffer[0] in ("die:Scroll",) or quaffer[3] < 1.0:
                self.note("quaff", potions=potions)
                return self.start(Pick(quaffer[0]), Quaff(potions=potions))
        self.note("leave loot")
        return next((a for a in legal if isinstance(a, Proceed)), legal[-1])

    def revive(self, v: DelveView, legal: list[Action]) -> Action:
        seen = Seen(v)
        faces = [a.face for a in legal if isinstance(a, Revive)]
        m = seen.monsters()
        if v.phase == "monster" and any(m):
            best, cost = None, float("inf")
            for face in faces:
                delve = seen.delve(party=[*v.party, face])
                plan = delve.solver.solve(m, delve.units)
                if plan is not None and plan.cost - seen.die_unit(face)[3] < cost:
                    best, cost = face, plan.cost - seen.die_unit(face)[3]
            if best is not None:
                self.note("revive for the fight")
                return Revive(best)
        if v.phase == "dragon" and v.dragon.awake:
            units = seen.units(monster_phase=False)
            for face in ("Champion", "Thief", "Mage", "Cleric", "Fighter"):
                if dragon_team([*units, seen.die_unit(face)], seen.types_need()):
                    self.note("revive for the dragon")
                    return Revive(face)
        self.note("round out")
        return Revive(self.round_out(seen, list(v.party)))

    def round_out(self, seen: Seen, party: list[str]) -> str:
        """The face that best rounds out a party: one of each specialist first, then Champions."""
        for face in ("Fighter", "Cleric", "Mage"):
            covered = any(face in seen.roles(f, False) for f in party)
            if not covered:
                return face
        return "Champion"

    # --- Dragon phase -------------------------------------------------------------------------------
    def dragon_units(self, seen: Seen) -> list:
        """Companions free to face the Dragon: those already chosen are set aside; roles already taken go."""
        v = seen.view
        units = [u for u in seen.units(monster_phase=False) if u[0] != "treasure:Elixir"]
        for entry in v.dragon.team:
            units.remove(next(u for u in units if u[0] == entry.source))
        taken = [e.role for e in v.dragon.team]
        units = [(u[0], tuple(r for r in u[1] if r not in taken), u[2], u[3]) for u in units]
        return [u for u in units if any(r in C.COMPANIONS for r in u[1])]

    def dragon(self, v: DelveView, legal: list[Action]) -> Action:
        seen = Seen(v)
        taken = v.dragon.team
        units = self.dragon_units(seen)
        team = dragon_team(units, seen.types_need() - len(taken))
        if team:
            self.note("dragon team", roles=tuple(role for _, role in team))
            return Pick(team[0][0][0])
        if taken:
            self.note("undo")
            return Back()
        for name in ("Ring of Invisibility", "Elixir"):
            use = next((a for a in legal if isinstance(a, UseTreasure) and a.name == name), None)
            if use is not None and (name == "Ring of Invisibility" or
                                    dragon_team([*units, seen.die_unit("Champion")], seen.types_need())):
                self.note("no team")
                return use
        return self.escape(v, legal)

    def dragon_role(self, v: DelveView, legal: list[Action]) -> Action:
        seen = Seen(v)
        team = dragon_team(self.dragon_units(seen), seen.types_need() - len(v.dragon.team)) or []
        source = v.pending.source if v.pending is not None else None
        for unit, role in team:
            if unit[0] == source and FaceDragon(role) in legal:
                self.note("dragon team", roles=tuple(r for _, r in team))
                return FaceDragon(role)
        self.note("first role")
        roles = [a for a in legal if isinstance(a, FaceDragon)]
        return roles[0] if roles else next(a for a in legal if isinstance(a, Back))

    # --- Regroup ----------------------------------------------------------------------------------------
    def regroup(self, v: DelveView, legal: list[Action]) -> Action:
        retire = next(a for a in legal if isinstance(a, Retire))
        seek = next((a for a in legal if isinstance(a, SeekGlory)), None)
        if seek is None:
            self.note("top")
            return retire
        level = v.level
        seen = Seen(v)
        dice = min(level + 1, v.pool)
        delve = seen.delve()
        look = delve.outlook(dice)
        portal = "Town Portal" in seen.treasures
        fail_value = (level + 1 - 2) if portal else 0.0
        ev = look.survive * (level + 1) + look.chests * TREASURE_VALUE + (1 - look.survive) * fail_value
        # Surviving also keeps the choice to go on: a premium while the odds stay good.
        premium, margin = self.PUSH[self.strength]
        ev += premium * look.survive * look.survive * (level + 1)
        self.note("regroup", survive=look.survive, ev=ev, push=self.must_push(v, level))
        if self.must_push(v, level):
            return seek
        return seek if ev > level + margin else retire

    def must_push(self, v: DelveView, level: int) -> bool:
        """On its last delve, if retiring now still leaves it behind a rival, it has nothing to lose."""
        me = v.seats[self.seat]
        if me.delves_done < C.DELVES_EACH - 1 or len(v.seats) == 1:
            return False
        best_rival = max(s.score for i, s in enumerate(v.seats) if i != self.seat)
        return me.score + level < best_rival

    # --- forming the party (the Mercenary) --------------------------------------------------------
    def form(self, v: DelveView, legal: list[Action]) -> Action:
        """The Mercenary's reroll: a third die of a kind and every Scroll are rolled again (a Scroll's
        reroll is worth less than a companion to a party that may reroll as it forms; simulation)."""
        party = list(v.party)
        seen_count: dict[str, int] = {}
        marks = []
        for i, face in enumerate(party):
            seen_count[face] = seen_count.get(face, 0) + 1
            if seen_count[face] > FORM_KEEP[face]:
                marks.append(Mark(zone="party", index=i, face=face, on=True))
        self.note("form", marks=len(marks))
        if not marks:
            return KeepParty()
        return self.start(marks[0], *marks[1:], RollMarked(count=len(marks)))
