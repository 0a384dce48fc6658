"""The computer player, at three strengths. It sees only its seat's view (everything is public but the
order of the decks) and the board, and values every choice in skulls through appraise.py.

- The full reckoning chooses the die by what the square it lands on is worth now: a card drawn there (the
  chance to beat each monster left in that deck with what it carries, the silver and skulls, what a loss
  costs at its hit points), the Town (hit points back, a good buy), or what the square says. It buys what is
  worth its price, sells what is worth less than half its price, refreshes the shop when nothing is worth
  buying, pays a toll when a fight is worth less, fights a pawn it passes when the coins it may win outweigh
  the fall it risks, and offers a trade the other should find fair (an item, a swap of items, a defeated
  monster, with silver to share the gain, never more for an item than its price in the Town); it accepts a
  trade that leaves it better off, and at a table of two only one that gains it at least as much as the
  rival (and it offers none there). It values Chain Mail and Wooden Shields by the damage they stop over
  the rest of the game.
- Hard plays the full reckoning, and adds: where each landing leaves it for the next turn (the best of the
  next dice from there); the pawns the move passes (a fight it would start with profit, or one they would
  start with it); the cards everyone saw put under a deck (a monster not beaten, one paid off, the
  Lantern's other card), so that it knows what is left above them and, once those are gone, exactly
  what comes next; and it pays for new wares up to twice a turn.
- Normal is the full reckoning with a middling player's blind spot: while it has 3 hit points or more it
  feels strong, and heads for a card with the bigger die, as far as the dice take it, without weighing
  which deck is kinder or what else the landings offer (a heal, silver, the Town's shop). With 2 hit
  points or fewer it weighs every landing as Hard does. Nor does it keep count of the cards put under
  the decks. (Hard's edge by the reckoning alone is small, about 3 points in a hundred: the dice decide
  most games; the blind spot puts Normal where a player feels each step, between Easy and Hard.)
- Easy plays like a beginner: it heads for any square that draws a card with the bigger die, whatever
  the odds; goes back to the Town only when nearly dead; buys the dearest thing it can pay for; always
  fights a monster that asks a toll; attacks whoever has fewer hit points; and accepts any trade that
  gives it something.

`explain` gives the same choice as `choose` (both call `decide`) with its reason, worded by reasons.py only
when asked: the hint (issue 25).
"""

from __future__ import annotations

from typing import Any

from game.engine.choice import Choice
from game.engine.hints import Hint
from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action, Agent, Game, State

from . import equipment, reasons
from .actions import (
    Attack,
    Buy,
    CancelTrade,
    Face,
    FightMonster,
    GoOn,
    Leave,
    Move,
    PayToll,
    ProposeTrade,
    Put,
    Refresh,
    Roll,
    Sell,
    SendOffer,
    Silver,
)
from .appraise import Appraiser, Weights
from .content import card, item
from .view import ItemFace, LandingChoice, TownView

WEIGHTS = {
    "easy": Weights(),
    "normal": Weights(bold_from=3, refreshes=0),
    "hard": Weights(lookahead=0.4, fight_margin=0.3, minds_under=True, refreshes=2),
}


def outfit_change(a: Appraiser, before: list[str], after: list[str]) -> float:
    """What a pawn's outfit gains going from `before` to `after` (a trade): the items that leave are worth
    at least what the Town would pay for them (half their price), as they could be sold there instead."""
    gone = list(before)
    for i in after:
        if i in gone:
            gone.remove(i)
    change = a.kit_value(after) - a.kit_value(before)
    if not gone:
        return change
    kept = list(before)
    for i in gone:
        kept.remove(i)
    use = a.kit_value(before) - a.kit_value(kept)
    return change - max(0.0, sum(item(i).resale for i in gone) * a.coin - use)


def view_choices(a: Appraiser) -> list[LandingChoice]:
    return list(a.view.choices)


class TownAgent(Agent):
    name = "town-ai"

    def __init__(self, seat: int, seed: int, strength: str = "normal") -> None:
        self.seat = seat          # the player is deterministic: the seed is accepted for the protocol's sake
        self.strength = strength if strength in WEIGHTS else "normal"
        self.weights = WEIGHTS[self.strength]
        self.plan: dict[str, Any] | None = None    # the trade it is putting together
        self.dealings: tuple[int, int] = (-1, 0)   # (turn, decisions taken in the shop in that turn)

    @property
    def easy(self) -> bool:
        return self.strength == "easy"

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        return self.decide(game, state, legal).action

    def explain(self, game: Game, state: State, legal: list[Action]) -> Hint:
        """The same choice as `choose`, with its reason (the hint)."""
        return self.decide(game, state, legal).hint(legal)

    def decide(self, game: Game, state: State, legal: list[Action]) -> Choice:
        if len(legal) == 1:
            return Choice(legal[0], lambda: reasons.only(legal[0], game.view(state, self.seat)))
        view: TownView = game.view(state, self.seat)
        a = Appraiser(view, game.track(), self.seat, self.weights)  # type: ignore[attr-defined]
        phase = view.phase
        if phase == "move":
            return self.move(legal, a)
        if phase == "meet":
            return self.meet(legal, view, a)
        if phase == "trade":
            return self.draft(legal, view, a)
        if phase == "offer":
            yes, why = self.accepts(view, a)
            answer = Accept() if yes else Refuse()
            return Choice(answer, lambda: reasons.offer(answer, view, why))
        if phase == "toll":
            return self.toll(legal, view, a)
        if phase == "lantern":
            return self.lantern(legal, view, a)
        if phase == "shop" or (phase == "roll" and view.shopping == "town"):
            return self.shop(legal, view, a)   # (a turn begun in the Town: rolling the dice leaves the shop)
        return Choice(legal[0], lambda: reasons.only(legal[0], view))

    # --- the heart: which die -------------------------------------------------------------------------
    def move(self, legal: list[Action], a: Appraiser) -> Choice:
        moves = [m for m in legal if isinstance(m, Move)]
        draws = [m for m in moves if a.track.kind(m.square) == "draw"]
        if self.easy:
            to_town = [m for m in moves if a.track.kind(m.square) == "town"]
            pick = to_town[0] if to_town and a.hp <= 1 else max(draws or moves, key=lambda m: m.value)
            return Choice(pick, lambda: reasons.easy_move(pick, a.view))
        if draws and a.hp >= self.weights.bold_from:   # (Normal's blind spot: feeling strong)
            bold = max(draws, key=lambda m: m.value)
            return Choice(bold, lambda: reasons.bold_move(bold, a.view, self.weights.bold_from))
        look = self.weights.lookahead
        met = {c.square: c.passes for c in view_choices(a)} if look else {}

        def worth(m: Move) -> float:
            value = a.square_value(m.square)
            if look:
                value += look * a.position_value(m.square) + sum(self.passing(a, s) for s in met.get(m.square, ()))
            return value
        best = max(moves, key=worth)
        return Choice(best, lambda: reasons.move(best, moves, a.view, worth, bool(look)))

    def passing(self, a: Appraiser, seat: int) -> float:
        """Meeting a pawn on the way: a fight I would start, or one it would start with me."""
        other = a.view.pawns[seat]
        mine = a.duel_value(other)
        if mine > self.weights.fight_margin:
            return mine
        theirs = Appraiser(a.view, a.track, seat, self.weights).duel_value(a.me)
        return -max(0.0, theirs) if theirs > self.weights.fight_margin else 0.0

    # --- passing another pawn ----------------------------------------------------------------------------
    def meet(self, legal: list[Action], view: TownView, a: Appraiser) -> Choice:
        attack = next((x for x in legal if isinstance(x, Attack)), None)
        propose = next((x for x in legal if isinstance(x, ProposeTrade)), None)
        m = view.meeting
        target = attack.target if attack else propose.target if propose else \
            (m.other if m and m.asker == m.mover else m.mover) if m else self.seat
        other = view.pawns[target]
        plan: dict[str, Any] | None = None

        def why(chosen: Action) -> Choice:
            return Choice(chosen, lambda: reasons.meet(chosen, view, target, plan, attack is not None,
                                                       propose is not None and not self.easy))
        if attack:
            if self.easy:
                if a.hp > other.hp:
                    return Choice(attack, lambda: f"{reasons.meet(attack, view, target, None, True, False)} "
                                  "(A beginner fights whoever has fewer hit points.)")
            elif a.duel_value(other) > self.weights.fight_margin:
                return why(attack)
        if propose and not self.easy:
            plan = self.plan = self.trade_plan(view, a, propose.target)
            if self.plan:
                return why(propose)
        return why(next(x for x in legal if isinstance(x, GoOn)))

    def trade_plan(self, view: TownView, a: Appraiser, target: int) -> dict[str, Any] | None:
        """The trade that pays me best and that the other should accept: one of their defeated monsters, one
        of my items, one of theirs, or one of mine for one of theirs, with silver one way or the other to
        share the gain. Both sides are valued as the other values an offer (accepts): each outfit as a whole,
        so an item that adds nothing to one pawn (a second Lantern, a weaker weapon) may be worth much to
        another. Silver is paid only for an item, never more than its price in the Town. Nothing that leaves someone
        more than three items. At a table of two it offers nothing: the rival's gain is my loss, and a trade
        it would accept (accepts) is one I would not offer."""
        if len(view.pawns) == 2:
            return None
        them = Appraiser(view, a.track, target, self.weights)
        other = view.pawns[target]
        mine_kit, their_kit = list(a.items), [e.item for e in other.equipment]
        # plan, my gain, theirs, the most silver I would pay, the most they would pay
        options: list[tuple[dict[str, Any], float, float, int, int]] = []
        for k, won in enumerate(other.victory):
            skulls = won.skulls or 0   # (a victory pile holds only monsters)
            options.append(({"ask_cards": [k]}, skulls, -skulls, a.silver, 0))
        for give in [None, *range(len(mine_kit))]:
            for ask in [None, *range(len(their_kit))]:
                if give is None and ask is None:
                    continue
                mine_after = [i for n, i in enumerate(mine_kit) if n != give] + \
                    ([their_kit[ask]] if ask is not None else [])
                their_after = [i for n, i in enumerate(their_kit) if n != ask] + \
                    ([mine_kit[give]] if give is not None else [])
                if equipment.room(mine_after) < 0 or equipment.room(their_after) < 0:
                    continue
                plan = ({"give_items": [give]} if give is not None else {}) | \
                    ({"ask_items": [ask]} if ask is not None else {})
                options.append((plan, outfit_change(a, mine_kit, mine_after),
                                outfit_change(them, their_kit, their_after),
                                item(their_kit[ask]).price if ask is not None else 0,
                                item(mine_kit[give]).price if give is not None else 0))
        best: tuple[float, dict[str, Any]] | None = None
        for plan, mine, theirs, i_pay, they_pay in options:
            # silver x from me to them (negative: from them to me), never more than the price of the item it
            # pays for: the least that they would accept
            for x in range(-min(other.silver, they_pay), min(a.silver, i_pay) + 1):
                gain, their_gain = mine - x * a.coin, theirs + x * them.coin
                if their_gain > 0.12:
                    if gain > 0.15 and (best is None or gain > best[0]):
                        silver = {"give_silver": x} if x > 0 else {"ask_silver": -x} if x < 0 else {}
                        best = (gain, plan | silver)
                    break
        return best[1] if best else None

    def draft(self, legal: list[Action], view: TownView, a: Appraiser) -> Choice:
        """Put the planned offer together, one step at a time, then make it. The plan is the one made when
        the trade was proposed; one asked afresh (a hint for a person's draft) works it out again from the
        view, which gives the same plan."""
        d = view.draft
        assert d is not None
        if self.plan is None and not self.easy:
            self.plan = self.trade_plan(view, a, d.to)
        planned = self.plan
        plan = planned or {}

        def why(step: Action) -> Choice:
            return Choice(step, lambda: reasons.draft(step, view, planned))
        for key, side, what in (("give_items", "give", "item"), ("give_cards", "give", "card"),
                                ("ask_items", "ask", "item"), ("ask_cards", "ask", "card")):
            for k in plan.get(key, []):
                if k not in getattr(d, key):
                    step = Put(side=side, what=what, index=k, on=True)  # type: ignore[arg-type]
                    if step in legal:   # (the legal one is named: "Give your Lantern")
                        return why(legal[legal.index(step)])
        for key, side in (("give_silver", "give"), ("ask_silver", "ask")):
            want = plan.get(key, 0)
            gap = want - getattr(d, key)
            if gap:
                size = 5 if abs(gap) >= 5 else 1
                step = Silver(side=side, delta=size if gap > 0 else -size)  # type: ignore[arg-type]
                if step in legal:
                    return why(step)
        self.plan = None
        if SendOffer() in legal and plan:
            return why(SendOffer())
        planned = None
        return why(CancelTrade())

    def accepts(self, view: TownView, a: Appraiser) -> tuple[bool, str]:
        """Whether to accept the trade offered, and why (a key of reasons.offer)."""
        offer = view.offer
        assert offer is not None
        by = view.pawns[offer.by]
        t = offer.terms
        gets_items = [by.equipment[k].item for k in t.give_items]
        gives_items = [a.items[k] for k in t.ask_items]
        skulls = sum(by.victory[k].skulls or 0 for k in t.give_cards)
        skulls -= sum(a.me.victory[k].skulls or 0 for k in t.ask_cards)
        kit = [i for k, i in enumerate(a.items) if k not in t.ask_items] + gets_items
        worth = skulls + (t.give_silver - t.ask_silver) * a.coin + outfit_change(a, a.items, kit)
        if self.easy:
            return bool(gets_items or t.give_cards or t.give_silver) and worth > -1.0, "gift"
        if len(view.pawns) == 2:   # two at the table: the rival's gain is my loss
            if skulls < 0:
                return False, "skulls"
            b = Appraiser(view, a.track, offer.by, self.weights)
            mine = [e.item for e in by.equipment]
            after = [i for k, i in enumerate(mine) if k not in t.give_items] + gives_items
            theirs = -skulls + (t.ask_silver - t.give_silver) * b.coin + outfit_change(b, mine, after)
            if theirs > worth:
                return False, "rival"
        yes = worth > 0.1 and not gives_items == gets_items
        return yes, "better" if yes else "worse"

    # --- monsters ---------------------------------------------------------------------------------------
    def toll(self, legal: list[Action], view: TownView, a: Appraiser) -> Choice:
        pay = next(x for x in legal if isinstance(x, PayToll))
        assert view.card is not None and view.card.chance is not None   # (a toll is a monster's, faced now)
        cid = view.card.card
        if self.easy:
            return Choice(FightMonster(), lambda: f"{reasons.toll(FightMonster(), pay, cid, a.me)} "
                          "(A beginner always fights.)")
        c = card(cid)
        p = view.card.chance
        fight = p * (c.skulls + c.silver * a.coin) - (1 - p) * a.loss_cost(c, a.items)
        chosen = pay if -pay.amount * a.coin >= fight else FightMonster()
        return Choice(chosen, lambda: reasons.toll(chosen, pay, cid, a.me))

    def lantern(self, legal: list[Action], view: TownView, a: Appraiser) -> Choice:
        faces = view.lantern
        if self.easy:   # (a fortune has no skulls)
            pick = max((x for x in legal if isinstance(x, Face)), key=lambda f: faces[f.index].skulls or 0)
        else:
            pick = max((x for x in legal if isinstance(x, Face)), key=lambda f: a.card_value(faces[f.index].card))
        return Choice(pick, lambda: reasons.lantern(pick, faces, a.items))

    # --- the shop ---------------------------------------------------------------------------------------
    def shop(self, legal: list[Action], view: TownView, a: Appraiser) -> Choice:
        """Buy, sell, refresh, or leave (Leave; or Roll, for a turn begun in the Town). Every buy costs silver
        and every sale an item, and refreshes are few: it always leaves; and after a dozen dealings in one
        turn it leaves whatever it might still do."""
        buys = [x for x in legal if isinstance(x, Buy)]
        leave = next(x for x in legal if isinstance(x, Leave | Roll))
        turn, dealt = self.dealings
        dealt = dealt + 1 if turn == view.turn else 1
        self.dealings = (view.turn, dealt)
        if dealt > 12:
            return Choice(leave, lambda: reasons.leave(leave, a, True))
        if self.easy:
            pick = max(buys, key=lambda b: b.price) if buys else leave
            return Choice(pick, lambda: reasons.easy_shop(pick))

        def bargain(b: Buy) -> float:
            face = view.shop[b.slot]
            assert face is not None   # (only a space with an item is bought)
            return a.item_value(face.item) - b.price * a.coin
        good = [b for b in buys if bargain(b) > 0.05]
        if good:
            best = max(good, key=bargain)
            face = view.shop[best.slot]
            assert face is not None
            return Choice(best, lambda: reasons.buy(best, face, a, sorted({   # the others as good, for the hint
                f.name for b in good if (f := view.shop[b.slot]) and f.item != face.item
                and bargain(b) == bargain(best)})))
        spare = next((s for s in legal if isinstance(s, Sell) and a.item_value(
            a.items[s.index], [i for k, i in enumerate(a.items) if k != s.index]) < s.price * a.coin), None)
        if spare is not None:   # an item worth less to me than the silver
            return Choice(spare, lambda: reasons.sell_spare(spare, a))
        room = self.make_room(legal, view, a)
        if room is not None:
            sell, wanted = room
            return Choice(sell, lambda: reasons.make_room(sell, wanted, a))
        refresh = next((x for x in legal if isinstance(x, Refresh)), None)
        space = equipment.room(a.items) > 0   # (the view counts the refreshes: a hint asked afresh knows too)
        if refresh and view.refreshes < self.weights.refreshes and a.silver - refresh.cost >= 3 and space:
            cost = refresh.cost
            return Choice(refresh, lambda: reasons.refresh(cost, a.silver, self.weights.refreshes))
        return Choice(leave, lambda: reasons.leave(leave, a, False))

    def make_room(self, legal: list[Action], view: TownView, a: Appraiser) -> tuple[Sell, ItemFace] | None:
        """With no room left: sell the least useful item if something for sale is worth much more (the
        sale, and the item for sale it makes room for)."""
        if equipment.room(a.items) > 0 or not a.items:
            return None
        worst = min(range(len(a.items)),
                    key=lambda k: a.item_value(a.items[k], [i for n, i in enumerate(a.items) if n != k]))
        rest = [i for n, i in enumerate(a.items) if n != worst]
        keep = a.item_value(a.items[worst], rest)
        money = a.silver + item(a.items[worst]).resale
        for face in view.shop:
            if not face or face.price > money:
                continue
            if a.item_value(face.item, rest) - face.price * a.coin > keep + 0.3:
                sell = next((x for x in legal if isinstance(x, Sell) and x.index == worst), None)
                return (sell, face) if sell is not None else None
        return None
