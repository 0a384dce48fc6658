"""The computer player, at three strengths. It sees only its seat's view (everything is public) and the
board, and values every choice in skulls through appraise.py.

- Normal chooses the die by what the square it lands on is worth now: a card drawn there (the chance to
  beat each monster left in that deck with what it carries, the silver and skulls, what a loss costs at its
  hit points), the Town (hit points back, a good buy), or what the square says. It buys what is worth its
  price, sells what is worth less than half its price, refreshes the shop when nothing is worth buying,
  pays a toll when a fight is worth less, fights a pawn it passes when the coins it may win outweigh the
  fall it risks, and offers a trade the other should find fair.
- Hard adds where each landing leaves it for the next turn (the best of the next dice from there), and the
  pawns the move passes (a fight it would start with profit, or one they would start with it); and it
  refreshes the shop more readily.
- Easy plays like a beginner: it heads for any square that draws a card with the bigger die, whatever
  the odds; goes back to the Town only when nearly dead; buys the dearest thing it can pay for; always
  fights a monster that asks a toll; attacks whoever has fewer hit points; and accepts any trade that
  gives it something.
"""

from __future__ import annotations

from typing import Any

from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action, Agent, Game, State

from . import equipment
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
from .view import LandingChoice, TownView

WEIGHTS = {
    "easy": Weights(),
    "normal": Weights(),
    "hard": Weights(lookahead=0.4, fight_margin=0.3),
}


def view_choices(a: Appraiser) -> list[LandingChoice]:
    return list(a.view.choices)


class TownAgent(Agent):
    name = "town-ai"

    def __init__(self, seat: int, seed: int, strength: str = "normal") -> None:
        self.seat = seat          # the player is deterministic: the seed is accepted for the protocol's sake
        self.strength = strength if strength in WEIGHTS else "normal"
        self.weights = WEIGHTS[self.strength]
        self.plan: dict[str, Any] | None = None    # the trade it is putting together
        self.refreshes: tuple[int, int] = (-1, 0)  # (turn, shop refreshes paid for in that turn)
        self.dealings: tuple[int, int] = (-1, 0)   # (turn, decisions taken in the shop in that turn)

    @property
    def easy(self) -> bool:
        return self.strength == "easy"

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        view: TownView = game.view(state, self.seat)
        a = Appraiser(view, game.track(), self.seat, self.weights)  # type: ignore[attr-defined]
        phase = view.phase
        if phase == "move":
            return self.move(legal, a)
        if phase == "meet":
            return self.meet(legal, view, a)
        if phase == "trade":
            return self.draft(legal, view)
        if phase == "offer":
            return Accept() if self.accepts(view, a) else Refuse()
        if phase == "toll":
            return self.toll(legal, view, a)
        if phase == "lantern":
            return self.lantern(legal, view, a)
        if phase == "shop" or (phase == "roll" and view.shopping == "town"):
            return self.shop(legal, view, a)   # (a turn begun in the Town: rolling the dice leaves the shop)
        return legal[0]

    # --- the heart: which die -------------------------------------------------------------------------
    def move(self, legal: list[Action], a: Appraiser) -> Action:
        moves = [m for m in legal if isinstance(m, Move)]
        if self.easy:
            to_town = [m for m in moves if a.track.kind(m.square) == "town"]
            if to_town and a.hp <= 1:
                return to_town[0]
            draws = [m for m in moves if a.track.kind(m.square) == "draw"]
            return max(draws or moves, key=lambda m: m.value)
        look = self.weights.lookahead
        met = {c.square: c.passes for c in view_choices(a)} if look else {}

        def worth(m: Move) -> float:
            value = a.square_value(m.square)
            if look:
                value += look * a.position_value(m.square) + sum(self.passing(a, s) for s in met.get(m.square, ()))
            return value
        return max(moves, key=worth)

    def passing(self, a: Appraiser, seat: int) -> float:
        """Meeting a pawn on the way: a fight I would start, or one it would start with me."""
        other = a.view.pawns[seat]
        mine = a.duel_value(other)
        if mine > self.weights.fight_margin:
            return mine
        theirs = Appraiser(a.view, a.track, seat, self.weights).duel_value(a.me)
        return -max(0.0, theirs) if theirs > self.weights.fight_margin else 0.0

    # --- passing another pawn ----------------------------------------------------------------------------
    def meet(self, legal: list[Action], view: TownView, a: Appraiser) -> Action:
        attack = next((x for x in legal if isinstance(x, Attack)), None)
        other = view.pawns[attack.target] if attack else None
        if attack and other:
            if self.easy:
                if a.hp > other.hp:
                    return attack
            elif a.duel_value(other) > self.weights.fight_margin:
                return attack
        propose = next((x for x in legal if isinstance(x, ProposeTrade)), None)
        if propose and not self.easy:
            self.plan = self.trade_plan(view, a, propose.target)
            if self.plan:
                return propose
        return next(x for x in legal if isinstance(x, GoOn))

    def trade_plan(self, view: TownView, a: Appraiser, target: int) -> dict[str, Any] | None:
        """One thing for silver, that pays for me and that the other should find fair: one of their
        defeated monsters bought, or one of my items sold or theirs bought."""
        them = Appraiser(view, a.track, target, self.weights)
        other = view.pawns[target]
        best: tuple[float, dict[str, Any]] | None = None
        options: list[tuple[dict[str, Any], float, float]] = []   # plan, my worth of the thing, theirs
        for k, won in enumerate(other.victory):
            skulls = won.skulls or 0   # (a victory pile holds only monsters)
            options.append(({"ask_cards": [k]}, skulls, skulls))
        for k, face in enumerate(a.me.equipment):
            rest = [e.item for n, e in enumerate(a.me.equipment) if n != k]
            options.append(({"give_items": [k]}, -a.item_value(face.item, rest), -them.item_value(face.item)))
        if equipment.room(a.items) > 0:
            for k, face in enumerate(other.equipment):
                rest = [e.item for n, e in enumerate(other.equipment) if n != k]
                options.append(({"ask_items": [k]}, a.item_value(face.item), them.item_value(face.item, rest)))
        for plan, mine, theirs in options:
            buying = mine > 0
            if buying:   # I pay silver: the least they would take
                price = next((x for x in range(1, a.silver + 1) if x * them.coin - theirs > 0.1), None)
                gain = None if price is None else mine - price * a.coin
                plan = plan | {"give_silver": price}
            else:        # they pay silver: the most they would give
                price = next((x for x in range(other.silver, 0, -1) if -theirs - x * them.coin > 0.1), None)
                gain = None if price is None else price * a.coin + mine
                plan = plan | {"ask_silver": price}
            if gain is not None and gain > 0.3 and (best is None or gain > best[0]):
                best = (gain, plan)
        return best[1] if best else None

    def draft(self, legal: list[Action], view: TownView) -> Action:
        """Put the planned offer together, one step at a time, then make it."""
        d = view.draft
        assert d is not None
        plan = self.plan or {}
        for key, side, what in (("give_items", "give", "item"), ("give_cards", "give", "card"),
                                ("ask_items", "ask", "item"), ("ask_cards", "ask", "card")):
            for k in plan.get(key, []):
                if k not in getattr(d, key):
                    step = Put(side=side, what=what, index=k, on=True)  # type: ignore[arg-type]
                    if step in legal:
                        return step
        for key, side in (("give_silver", "give"), ("ask_silver", "ask")):
            want = plan.get(key, 0)
            gap = want - getattr(d, key)
            if gap:
                size = 5 if abs(gap) >= 5 else 1
                step = Silver(side=side, delta=size if gap > 0 else -size)  # type: ignore[arg-type]
                if step in legal:
                    return step
        if SendOffer() in legal and plan:
            self.plan = None
            return SendOffer()
        self.plan = None
        return CancelTrade()

    def accepts(self, view: TownView, a: Appraiser) -> bool:
        offer = view.offer
        assert offer is not None
        by = view.pawns[offer.by]
        t = offer.terms
        gets_items = [by.equipment[k].item for k in t.give_items]
        gives_items = [a.items[k] for k in t.ask_items]
        skulls = sum(by.victory[k].skulls or 0 for k in t.give_cards)
        skulls -= sum(a.me.victory[k].skulls or 0 for k in t.ask_cards)
        kit = [i for k, i in enumerate(a.items) if k not in t.ask_items] + gets_items
        worth = skulls + (t.give_silver - t.ask_silver) * a.coin + a.kit_value(kit) - a.kit_value(a.items)
        if self.easy:
            return bool(gets_items or t.give_cards or t.give_silver) and worth > -1.0
        if len(view.pawns) == 2 and skulls < 0:
            return False   # two at the table: skulls given are the rival's gain
        return worth > 0.1 and not gives_items == gets_items

    # --- monsters ---------------------------------------------------------------------------------------
    def toll(self, legal: list[Action], view: TownView, a: Appraiser) -> Action:
        pay = next(x for x in legal if isinstance(x, PayToll))
        if self.easy:
            return FightMonster()
        assert view.card is not None and view.card.chance is not None   # (a toll is a monster's, faced now)
        c = card(view.card.card)
        p = view.card.chance
        fight = p * (c.skulls + c.silver * a.coin) - (1 - p) * a.loss_cost(c, a.items)
        return pay if -pay.amount * a.coin >= fight else FightMonster()

    def lantern(self, legal: list[Action], view: TownView, a: Appraiser) -> Action:
        faces = view.lantern
        if self.easy:   # (a fortune has no skulls)
            return max((x for x in legal if isinstance(x, Face)), key=lambda f: faces[f.index].skulls or 0)
        return max((x for x in legal if isinstance(x, Face)), key=lambda f: a.card_value(faces[f.index].card))

    # --- the shop ---------------------------------------------------------------------------------------
    def shop(self, legal: list[Action], view: TownView, a: Appraiser) -> Action:
        """Buy, sell, refresh, or leave (Leave; or Roll, for a turn begun in the Town). Every buy costs silver
        and every sale an item, and refreshes are few: it always leaves; and after a dozen dealings in one
        turn it leaves whatever it might still do."""
        buys = [x for x in legal if isinstance(x, Buy)]
        leave = next(x for x in legal if isinstance(x, Leave | Roll))
        turn, dealt = self.dealings
        dealt = dealt + 1 if turn == view.turn else 1
        self.dealings = (view.turn, dealt)
        if dealt > 12:
            return leave
        if self.easy:
            return max(buys, key=lambda b: b.price) if buys else leave

        def bargain(b: Buy) -> float:
            face = view.shop[b.slot]
            assert face is not None   # (only a space with an item is bought)
            return a.item_value(face.item) - b.price * a.coin
        good = [b for b in buys if bargain(b) > 0.05]
        if good:
            return max(good, key=bargain)
        for s in (x for x in legal if isinstance(x, Sell)):
            rest = [i for k, i in enumerate(a.items) if k != s.index]
            if a.item_value(a.items[s.index], rest) < s.price * a.coin:
                return s
        sell = self.make_room(legal, view, a)
        if sell is not None:
            return sell
        refresh = next((x for x in legal if isinstance(x, Refresh)), None)
        turn, done = self.refreshes
        if turn != view.turn:
            done = 0
        most = 2 if self.strength == "hard" else 1
        if refresh and done < most and a.silver - refresh.cost >= 3 and equipment.room(a.items) > 0:
            self.refreshes = (view.turn, done + 1)
            return refresh
        return leave

    def make_room(self, legal: list[Action], view: TownView, a: Appraiser) -> Action | None:
        """With no room left: sell the least useful item if something for sale is worth much more."""
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
                return next((x for x in legal if isinstance(x, Sell) and x.index == worst), None)
        return None
