"""The computer player of Kick the Door, at three strengths.

It plays its hand sensibly: plays races, classes and Go Up a Level cards, equips its best items, sells what
it does not use for levels, fights what it can beat (with its one-shot items and class powers when it needs
them), asks for help for a fair share and helps others for one, curses and enhances against whoever is
about to win, and runs away when the odds are bad (with an escape card when the Bad Stuff is deadly).

- Easy plays like a beginner: it equips what it draws, fights or runs, but never asks for help, never
  spends a card to swing a fight, and curses whoever comes to mind.
- Normal plays as above.
- Hard drives a harder bargain (it offers its help for all of the treasure, picking first) and counts its
  potions when it looks for trouble. (Holding back its potions and refusing help to anyone two levels from
  winning, as it once did, made it weaker: it won 41% of games against two Normal players,
  46-50% without.)
All of it reads the same odds the screen shows (odds.py), and only what its seat may see. `explain` gives the
same choice as `choose` (both call `decide`) with its reason, worded by reasons.py: the hint (issue 25).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.choice import Choice
from game.engine.hints import Hint
from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action, Agent, Game, State
from game.engine.respond import Pass
from game.engine.rng import Rng

from . import actions as A
from . import content as C
from . import reasons as R
from .agent_values import against, bad_weight, cost, curse_harm, curse_hurts, gain, helps, is_junk, keep_value
from .core import has
from .items import levels_for_sale, sale_cards
from .odds import combatants, has_undead, run_chance, strength, totals, treasures
from .state import DoorsState

DEADLY = 3   # Bad Stuff worth this much or more is worth an escape card


@dataclass(frozen=True)
class Style:
    """How a strength plays."""

    plans: bool = True          # spends cards to swing a fight, asks for help, sells, steals, escapes
    near: int = 0               # will not help anyone who would come this close to level 10 (levels short)
    trouble: int = 1            # looks for trouble only with this margin over the monster
    greedy: bool = False        # offers to help for all of the treasure, picking first
    bold: bool = False          # counts its one-shot items when it looks for trouble


STYLES = {"easy": Style(plans=False, trouble=0), "normal": Style(),
          "hard": Style(greedy=True, bold=True)}


class DoorsAgent(Agent):
    name = "doors"

    def __init__(self, seat: int, seed: int, strength: str = "normal") -> None:
        self.seat = seat
        self.rng = Rng(seed=seed)
        self.strength = strength
        self.style = STYLES.get(strength, STYLES["normal"])

    @property
    def easy(self) -> bool:
        return not self.style.plans

    # --- the choice ------------------------------------------------------------------------------------
    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        return self.decide(state, legal).action

    def explain(self, game: Game, state: State, legal: list[Action]) -> Hint:
        """The same choice as `choose`, with its reason (the hint)."""
        return self.decide(state, legal).hint(legal)

    def decide(self, state: State, legal: list[Action]) -> Choice:
        assert isinstance(state, DoorsState)
        me = state.to_act
        assert me is not None
        for pick in (self.pending, self.answer, self.window, self.combat, self.turn):
            choice = pick(state, me, legal)
            if choice is not None:
                return choice
        return Choice(legal[0], lambda: R.fallback(legal[0]))

    # --- choices that interrupt --------------------------------------------------------------------------
    def pending(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        def value(a: Action) -> float:
            return keep_value(state.players[me], a.card)  # type: ignore[attr-defined]

        def as_good(chosen: Action, options: list[Action]) -> list[str]:   # for the hint: the others that tie
            kinds = {C.card(a.card).id: a.card for a in options if value(a) == value(chosen)}  # type: ignore[attr-defined]
            kinds.pop(C.card(chosen.card).id, None)   # type: ignore[attr-defined]
            return list(kinds.values())
        losses = [a for a in legal if isinstance(a, A.ChooseLoss)]
        if losses:
            return Choice.of(min(losses, key=value), lambda loss: R.lose(state, loss, as_good(loss, losses)))
        takes = [a for a in legal if isinstance(a, (A.Plunder, A.TakeTreasure))]
        if takes:
            return Choice.of(max(takes, key=value), lambda best: R.take(state, me, best, as_good(best, takes)))
        return None

    def answer(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        offer = state.offer
        if offer is None or Accept() not in legal:
            return None
        if offer.kind == "trade":
            p = state.players[me]
            good = gain(p, offer.terms["give"]) > gain(p, offer.terms["take"]) + 0.5
            said = Accept() if good and not self.easy else Refuse()
            return Choice(said, lambda: R.trade_answer(state, said, good, self.easy))
        combat = state.combat
        assert combat is not None
        share = int(offer.terms["share"])
        total = treasures(combat)
        if me == combat.fighter:
            helper = offer.by
            with_help = totals(state).players + strength(state, helper, has_undead(combat))
            wins = with_help - totals(state).monsters - (0 if totals(state).ties_win else 1) >= 0 or \
                has(state.players[helper], "brawler") and with_help == totals(state).monsters
            helper_wins_game = has(state.players[helper], "leafling") and \
                state.players[helper].level + len(combat.foes) >= C.WIN_LEVEL
            said = Accept() if wins and not helper_wins_game else Refuse()
            return Choice(said, lambda: R.help_offered(state, said, with_help, helper_wins_game))
        # asked to help
        t = totals(state)
        mine = strength(state, me, has_undead(combat))
        wins = t.players + mine > t.monsters or (t.players + mine == t.monsters and
                                                 (t.ties_win or has(state.players[me], "brawler")))
        fighter = state.players[combat.fighter]
        near = fighter.level + sum(C.card(f.card).levels for f in combat.foes) >= C.WIN_LEVEL - self.style.near
        fair = share >= (max(1, total // 2) if not self.easy else 0) or has(state.players[me], "leafling")
        said = Accept() if wins and fair and not near else Refuse()
        return Choice(said, lambda: R.help_asked(state, me, said, wins, fair, near))

    # --- response windows ----------------------------------------------------------------------------------
    def window(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        if Pass() not in legal:
            return None
        combat = state.combat
        assert combat is not None
        if self.easy:
            said = self.easy_window(state, me, legal)
            return Choice(said, lambda: R.easy_window(state, said))
        t = totals(state)
        ours = me in combatants(combat)
        stop = False
        if ours:
            if not t.winning:
                boost = self.swing(state, me, legal, -t.margin)
                if boost is not None:
                    return boost
            return self.level_up_self(state, me, legal) or \
                Choice(Pass(), lambda: R.pass_window(state, me, True, False))
        if t.winning and self.must_stop(state, me):
            stop = True
            hinder = self.hinder(state, me, legal, t.margin + 1)
            if hinder is not None:
                return hinder
        if not t.winning and combat.helper is None:
            offer = self.offer_help(state, me, legal)
            if offer is not None:
                return offer
        return self.level_up_self(state, me, legal) or Choice(Pass(), lambda: R.pass_window(state, me, False, stop))

    def easy_window(self, state: DoorsState, me: int, legal: list[Action]) -> Action:
        """A beginner curses whoever is fighting now and then, and otherwise lets things pass."""
        curses = [a for a in legal if isinstance(a, A.Curse) and a.target == state.combat.fighter  # type: ignore[union-attr]
                  and curse_hurts(state, a.target, a.card)]
        if curses and self.rng.below(3) == 0:
            return curses[0]
        return Pass()

    def must_stop(self, state: DoorsState, me: int) -> bool:
        """Whether the fight under way should be lost: it would win the game, or make the leader stronger."""
        combat = state.combat
        assert combat is not None
        fighter = state.players[combat.fighter]
        after = fighter.level + sum(C.card(f.card).levels for f in combat.foes)
        if after >= C.WIN_LEVEL:
            return True
        mine = state.players[me].level
        return fighter.level >= mine + 2 and fighter.level >= 6

    def hinder(self, state: DoorsState, me: int, legal: list[Action], needed: int) -> Choice | None:
        """Play against the fighter: the card that does the most, if my cards together can turn the fight
        (or always, against a fight that would win the game)."""
        combat = state.combat
        assert combat is not None
        options: list[tuple[int, Action]] = []
        for a in legal:
            worth = against(state, me, a)
            if worth > 0:
                options.append((worth, a))
        if not options:
            return None
        fighter = state.players[combat.fighter]
        game_ends = fighter.level + sum(C.card(f.card).levels for f in combat.foes) >= C.WIN_LEVEL
        if sum(w for w, _ in options) < needed and not game_ends:
            return None
        worth, card = max(options, key=lambda o: o[0])
        return Choice(card, lambda: R.hinder(state, me, card, worth))

    def swing(self, state: DoorsState, me: int, legal: list[Action], needed: int) -> Choice | None:
        """Turn a losing fight for my side, if my cards together can (the cheapest first that is enough)."""
        options = [(w, a) for a in legal if (w := helps(state, me, a)) > 0]
        if not options or sum(w for w, _ in options) < needed:
            return None
        enough = [o for o in options if o[0] >= needed]
        if enough:
            worth, card = min(enough, key=lambda o: (o[0], cost(state, o[1])))
        else:
            worth, card = max(options, key=lambda o: o[0])
        return Choice(card, lambda: R.swing(state, card, worth, needed))

    def offer_help(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        combat = state.combat
        assert combat is not None
        t = totals(state)
        mine = strength(state, me, has_undead(combat))
        if t.players + mine - t.monsters - (0 if t.ties_win or has(state.players[me], "brawler") else 1) < 0:
            return None
        fighter = state.players[combat.fighter]
        if fighter.level + sum(C.card(f.card).levels for f in combat.foes) >= C.WIN_LEVEL - self.style.near:
            return None
        total = treasures(combat)
        want = total if self.style.greedy else 0 if total == 0 else max(1, (total + 1) // 2)
        offers = [a for a in legal if isinstance(a, A.OfferHelp) and a.share == want]
        return Choice.of(max(offers, key=lambda a: a.helper_first) if offers else None,
                         lambda offer: R.offer_help(state, offer, mine))

    # --- the fighter ---------------------------------------------------------------------------------------
    def combat(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        combat = state.combat
        if state.phase != "combat" or combat is None:
            return None
        if combat.stage == "run":
            return self.run(state, me, legal)
        if A.Fight() in legal:
            return Choice(A.Fight(), lambda: R.fight(state))
        if not self.easy:
            for attempt in (self.swing_now, self.ask):
                choice = attempt(state, me, legal)
                if choice is not None:
                    return choice
        ones = [a for a in legal if isinstance(a, A.FightOne)]
        if ones:
            one = max(ones, key=lambda a: C.card(a.foe).level)
            return Choice(one, lambda: R.fight_one(state, one))
        return Choice(A.RunAway(), lambda: R.run_away(state, me))

    def swing_now(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        return self.swing(state, me, legal, -totals(state).margin)

    def ask(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        combat = state.combat
        assert combat is not None
        t = totals(state)
        undead = has_undead(combat)
        total = treasures(combat)
        share = 0 if total == 0 else max(1, total // 2)
        best: tuple[int, A.AskHelp, int] | None = None
        for a in legal:
            if not isinstance(a, A.AskHelp) or a.share != share or (share and share < total and a.helper_first):
                continue
            helper = state.players[a.seat]
            power = strength(state, a.seat, undead)
            ties = t.ties_win or has(helper, "brawler")
            if t.players + power - t.monsters - (0 if ties else 1) < 0:
                continue
            if has(helper, "leafling") and helper.level + len(combat.foes) >= C.WIN_LEVEL:
                continue
            if best is None or power - helper.level > best[0]:
                best = (power - helper.level, a, power)
        if best is None:
            return None
        _, asked, power = best
        return Choice(asked, lambda: R.ask(state, asked, power))

    def run(self, state: DoorsState, me: int, legal: list[Action]) -> Choice:
        combat = state.combat
        assert combat is not None
        foe = combat.runs[0].foe
        odds = run_chance(state, me, foe)
        harm = bad_weight(state.players[me], foe)
        pick: Action = next(a for a in legal if isinstance(a, A.RollToRun))
        escape = [a for a in legal if isinstance(a, (A.UsePower, A.Sacrifice))]
        flee = [a for a in legal if isinstance(a, A.Flee)]
        if odds < 1 and harm >= DEADLY and not self.easy and escape:
            pick = escape[0]
        elif odds < 1 and harm >= 2 and not self.easy and flee:
            pick = min(flee, key=lambda a: keep_value(state.players[me], a.card))
        return Choice(pick, lambda: R.run(state, me, pick, foe))

    # --- a turn out of combat ------------------------------------------------------------------------------
    def turn(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        for step in (self.play_cards, self.level_up_self, self.equip, self.sell, self.curse_leader, self.steal):
            choice = step(state, me, legal)
            if choice is not None:
                return choice
        if A.KickDoor() in legal:
            return Choice(A.KickDoor(), lambda: R.kick(state, me))
        if A.LootRoom() in legal:
            return self.trouble(state, me, legal) or Choice(A.LootRoom(), lambda: R.loot(state, me))
        if state.phase == "charity":
            return self.charity(state, me, legal)
        if A.Ready() in legal:
            return Choice(A.Ready(), R.ready)
        if A.EndTurn() in legal:
            return Choice(A.EndTurn(), R.end_turn)
        return None

    def play_cards(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        p = state.players[me]

        def wanted(a: A.PlayCard) -> bool:
            kind = C.card(a.card).kind
            double_race = any(C.card(d).kind == "double_race" for d in p.doubles) and len(p.races) < 2
            double_class = any(C.card(d).kind == "double_class" for d in p.doubles) and len(p.classes) < 2
            return kind in ("hireling", "double_race", "double_class") or \
                kind == "race" and (not p.races or double_race) or kind == "class" and (not p.classes or double_class)
        return Choice.of(next((a for a in legal if isinstance(a, A.PlayCard) and wanted(a)), None),
                         lambda card: R.play_card(state, me, card))

    def level_up_self(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        ups = [a for a in legal if isinstance(a, A.LevelUp) and a.target == me]
        return Choice.of(ups[0] if ups else None, lambda up: R.level_up(state, up))

    def equip(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        p = state.players[me]
        best: tuple[float, Action] | None = None
        gains: dict[str, float] = {}
        for a in legal:
            if isinstance(a, (A.Equip, A.PlayItem)) and getattr(a, "equip", True):
                g = gains[a.card] = gain(p, a.card)
                if g > 0 and (best is None or g > best[0]):
                    best = (g, a)
        ties = [c for c, g in gains.items() if best and g == best[0] and c != best[1].card]  # type: ignore[attr-defined]
        return Choice.of(best[1] if best else None, lambda item: R.equip(state, me, item, ties))

    def sell(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        return Choice.of(self.selling(state, me, legal), R.sale)

    def selling(self, state: DoorsState, me: int, legal: list[Action]) -> Action | None:
        """Put together a sale of what does nothing for me, while it reaches a level."""
        if self.easy or state.current != me:
            return None
        sells = [a for a in legal if isinstance(a, A.Sell)]
        p = state.players[me]
        junk = sorted((c for c in p.hand + p.item_ids() if is_junk(p, c)), key=lambda c: -C.card(c).gold)
        marked = sale_cards(state)
        worth = sum(C.card(c).gold for c in junk) + (max((C.card(c).gold for c in junk), default=0)
                                                    if has(p, "pocketkin") and not p.sold_double else 0)
        room = C.WIN_LEVEL - 1 - p.level
        goal = min(worth // C.GOLD_PER_LEVEL, room)
        if goal <= 0:
            unmark = [a for a in legal if isinstance(a, A.Unmark)]
            return unmark[0] if unmark else None
        if sells and levels_for_sale(state) >= goal:
            return sells[0]
        for c in junk:
            if c not in marked and A.MarkForSale(card=c) in legal:
                return A.MarkForSale(card=c, name=C.name(c))
        return sells[0] if sells else None

    def curse_leader(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        """Curse a rival where it hurts: never a curse that would take nothing (no big item for Housekeeping,
        no race for Identity Crisis). Easy curses now and then, anyone it hurts; Normal and Hard weigh what
        the curse takes against how close its victim is to winning, and curse only a rival no more than a
        level below them (at the end of the turn, with too many cards, any rival rather than give it away)."""
        curses = [a for a in legal if isinstance(a, A.Curse) and curse_hurts(state, a.target, a.card)]
        if not curses:
            return None
        if self.easy:
            if self.rng.below(2) != 0:
                return None
            whim = self.rng.choice(curses)
            return Choice(whim, lambda: f"{whim}: a beginner curses anyone it can hurt, now and then.")
        mine = state.players[me].level
        if state.phase != "charity":
            curses = [a for a in curses if state.players[a.target].level >= mine - 1]

        def worth(a: A.Curse) -> tuple[float, int]:
            rival = state.players[a.target]
            weight = max(0.25, 1 + (rival.level - mine) / 4)
            return curse_harm(state, a.target, a.card) * weight, strength(state, a.target)

        if not curses:
            return None
        best = max(curses, key=worth)

        def why() -> str:   # for the hint: the rivals it would hurt as much, and what broke the tie
            level = [a for a in curses if worth(a)[0] == worth(best)[0] and a.target != best.target]
            return R.curse(state, me, best, sorted({a.who for a in level}),
                           all(worth(a)[1] < worth(best)[1] for a in level))
        return Choice(best, why)

    def steal(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        if self.easy or state.players[me].level < 3:
            return None
        steals = [a for a in legal if isinstance(a, A.Steal) and C.card(a.card).bonus >= 3]
        return Choice.of(steals[0] if steals else None, R.steal)

    def trouble(self, state: DoorsState, me: int, legal: list[Action]) -> Choice | None:
        """Fight a monster from the hand that is an easy kill."""
        mine = strength(state, me)
        if self.style.bold:
            mine += sum(C.card(c).bonus for c in state.players[me].hand if C.card(c).kind == "oneshot")
        margin = self.style.trouble
        fights = [a for a in legal if isinstance(a, A.LookForTrouble)
                  and C.card(a.card).level + margin < mine + (1 if has(state.players[me], "brawler") else 0)]
        return Choice.of(max(fights, key=lambda a: C.card(a.card).level) if fights else None,
                         lambda fight: R.trouble(state, me, fight))

    def charity(self, state: DoorsState, me: int, legal: list[Action]) -> Choice:
        p = state.players[me]
        play = [a for a in legal if isinstance(a, A.PlayItem)]
        out = [a for a in legal if isinstance(a, (A.Give, A.Discard))]
        pick: Action = max(play, key=lambda a: gain(p, a.card) + (1 if a.equip else 0)) if play else \
            min(out, key=lambda a: keep_value(p, a.card))
        return Choice(pick, lambda: R.charity(state, me, pick))
