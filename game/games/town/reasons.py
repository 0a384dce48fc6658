"""Why the computer player chooses what it does, in words a child can read: the hint's reasons (agent.py
decides, and asks for these words only when a hint is wanted).

Every function reads the seat's view (nothing is secret in Wilds & Depths but the order of the decks,
which no view shows) and works its odds out with odds.py, as the screen's hover text does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.engine.offer import Accept
from game.engine.protocol import Action
from game.engine.words import faces_from, listing, percent, plural

from . import equipment, odds
from .actions import Buy, CancelTrade, Face, GoOn, Move, PayToll, ProposeTrade, Put, Roll, Sell, Silver
from .appraise import Appraiser
from .content import card, deck_name, deck_phrase
from .view import ItemFace, LandingChoice, PawnView, TownView
from .words import action_words, choice_for

# What a loss costs beyond the hit point, by the monster's special (its card's words, shortened).
LOSS_EXTRA = {"pickpocket": "and {amount} silver", "thief": "and your dearest item", "web": "and your next turn",
              "rust": "and your dearest weapon or Chain Mail", "drag": "and drags you down a depth"}


def _lower(text: str) -> str:
    """A printed text inside a sentence: 'Take 2 damage.' is 'take 2 damage'."""
    text = text.strip().rstrip(".")
    return text[:1].lower() + text[1:]


# --- monsters and their odds ----------------------------------------------------------------------------
def beat_words(cid: str, items: Sequence[str]) -> str:
    """'the Bridge Troll is beaten on 4 or more: with your +2, a 2, 3, 4, 5 or 6 on the die, 83%'."""
    c = card(cid)
    p = odds.monster_chance(cid, items)
    ghost = c.special == "ghost"
    bonus = 0 if ghost else equipment.weapon_bonus(items)
    roll = f"{faces_from(c.target - bonus)} on the die"
    notes = ([f"with your +{bonus}"] if bonus else []) + (["your equipment does not help"] if ghost else [])
    notes += ["twice in a row"] if c.special == "twice" else []
    notes += ["with the Rabbit's Foot's roll again"] if not ghost and equipment.has(items, "reroll") else []
    how = f"{', '.join(notes)}, {roll}" if notes else roll
    return f"the {c.name} is beaten on {c.target} or more: {how}, {percent(p)}"


def loss_words(cid: str) -> str:
    """What losing to a monster costs: 'a loss costs a hit point and your next turn'."""
    c = card(cid)
    if c.special == "deadly":
        return "a loss kills you outright"
    text = "a loss costs 2 hit points" if c.special == "fierce" else "a loss costs a hit point"
    extra = LOSS_EXTRA.get(c.special, "")
    return f"{text} {extra.format(amount=c.amount)}" if extra else text


def prize_words(cid: str) -> str:
    c = card(cid)
    return f"{plural(c.skulls, 'skull')} and {c.silver} silver"


def fall_words(cid: str, hp: int, silver: int) -> str:
    """', and with 1 hit point left you could fall and lose your 30 silver' when a loss may be a fall."""
    c = card(cid)
    if c.special != "deadly" and hp > (2 if c.special == "fierce" else 1):
        return ""
    return f", and with {plural(hp, 'hit point')} left you could fall and lose your {silver} silver"


def toll(chosen: Action, pay: PayToll, cid: str, me: PawnView) -> str:
    """Pay the toll or fight the monster that asks it."""
    name = card(cid).name
    items = [e.item for e in me.equipment]
    beat, loss = beat_words(cid, items), loss_words(cid) + fall_words(cid, me.hp, me.silver)
    if isinstance(chosen, PayToll):
        price = "Show the Royal Writ and pass for free" if not pay.amount else f"Pay the {pay.amount} silver"
        return (f"{price}: {beat}, and {loss}. Paying is worth more to you than the fight.")
    paying = "passing free with the Royal Writ" if not pay.amount else f"paying {pay.amount} silver"
    return (f"Fight the {name}: {beat}. Winning brings {prize_words(cid)}; {loss}. The fight is worth more to "
            f"you than {paying}.")


def lantern(chosen: Face, faces: Sequence[Any], items: Sequence[str]) -> str:
    """Which of the two cards drawn by lantern light to face."""
    def summary(face: Any) -> str:
        if card(face.card).monster:
            return f"the {face.name}: you beat it {percent(odds.monster_chance(face.card, items))}, for " \
                f"{prize_words(face.card)}; {loss_words(face.card)}"
        return f"the {face.name}: {_lower(face.text)}"
    mine = faces[chosen.index]
    others = [summary(f) for k, f in enumerate(faces) if k != chosen.index]
    text = f"Face {summary(mine)}."
    if others:
        text += f" The other card is {others[0]}."
    return text + f" The {mine.name} is the better card for you now (the other goes under its deck)."


# --- moving -----------------------------------------------------------------------------------------------
def landing(c: LandingChoice) -> str:
    """A die's landing, and what it gives: 'the 5 to Troll Bridge, which draws a card from ...'."""
    if c.town_stop:
        return f"stop at the Town on the way (moving by the {c.value}): every hit point back, then the shop"
    if c.kind == "draw" and c.draw is not None:
        if c.draw.deck is None:
            return f"the {c.value} to {c.name}, where every monster deck is empty"
        text = f"the {c.value} to {c.name}, which draws a card from {deck_phrase(deck_name(c.draw.deck))}: " \
            f"{percent(c.draw.monsters)} of its cards are monsters"
        return text + (f", and you beat them {percent(c.draw.chance)} on average" if c.draw.chance is not None else "")
    return f"the {c.value} to {c.name}: {_lower(c.instruction)}"


def move(best: Move, moves: Sequence[Move], view: TownView, worth: Callable[[Move], float], lookahead: bool) -> str:
    """The die to move by: the landing worth most now (and, for Hard, where it leaves the pawn)."""
    me = view.pawns[view.to_act] if view.to_act is not None else None
    chosen = choice_for(best, view)
    if chosen is None or me is None:
        return action_words(best, view)
    text = f"Move by {landing(chosen)}."
    hp = f"{me.hp} of {me.max_hp} hit points"
    text += f" It is the move worth most to you now: what you may win there, against what you may lose with {hp}"
    text += ", and where it leaves you for your next turn." if lookahead else "."
    others = sorted((m for m in moves if (m.square, m.town) != (best.square, best.town)), key=worth, reverse=True)
    nxt = choice_for(others[0], view) if others else None
    if nxt is not None:
        text += f" Next best: {landing(nxt)}."
    return text


def bold_move(best: Move, view: TownView, bold_from: int) -> str:
    """Normal's blind spot: with hit points to spare it heads for a card, as far as the dice take it."""
    me = view.pawns[view.to_act] if view.to_act is not None else None
    chosen = choice_for(best, view)
    where = landing(chosen) if chosen else str(best)
    hp = f"{me.hp} of {me.max_hp} hit points" if me else "hit points to spare"
    return (f"Move by {where}. With {hp} you feel strong: you head for a card to draw, as far as the dice take "
            f"you. You weigh the odds of every landing only with {plural(bold_from - 1, 'hit point')} or fewer.")


def easy_move(best: Move, view: TownView) -> str:
    chosen = choice_for(best, view)
    where = landing(chosen) if chosen else str(best)
    return f"Move by {where}: a beginner heads for a card to draw with the bigger die, back to the Town when hurt."


# --- meeting another pawn ----------------------------------------------------------------------------------
def duel_words(me: PawnView, other: PawnView) -> str:
    """'you win 62%, Bob wins 30%, both fall 8%; the winner takes the loser's silver (Bob has 12, you 4)'."""
    fight = odds.duel(odds.fighter(me.hp, [e.item for e in me.equipment]),
                      odds.fighter(other.hp, [e.item for e in other.equipment]))
    return (f"you win {percent(fight.first_wins)}, {other.name} wins {percent(fight.second_wins)}, both fall "
            f"{percent(fight.both_fall)}; the winner takes the loser's silver: {other.name} has {other.silver}, "
            f"you have {me.silver}")


def plan_words(plan: dict[str, Any], me: PawnView, other: PawnView) -> str:
    """A planned trade: 'your Dagger and 2 silver for Bob's Lantern'."""
    gives = [f"your {me.equipment[k].name}" for k in plan.get("give_items", [])]
    gives += [f"your {me.victory[k].name}" for k in plan.get("give_cards", [])]
    gives += [f"{plan['give_silver']} silver"] if plan.get("give_silver") else []
    gets = [f"{other.name}'s {other.equipment[k].name}" for k in plan.get("ask_items", [])]
    gets += [f"{other.name}'s {other.victory[k].name} ({plural(other.victory[k].skulls or 0, 'skull')})"
             for k in plan.get("ask_cards", [])]
    gets += [f"{plan['ask_silver']} silver"] if plan.get("ask_silver") else []
    if not gives:
        return f"ask {other.name} for {listing(gets)}, for nothing"
    return f"{listing(gives)} for {listing(gets)}" if gets else f"give {other.name} {listing(gives)}"


def meet(chosen: Action, view: TownView, target: int, plan: dict[str, Any] | None, fights: bool,
         trades: bool) -> str:
    """Fight the pawn met, offer it a trade, or go on. `fights`, `trades`: a fight, a trade is offered here."""
    me, other = view.pawns[view.to_act or 0], view.pawns[target]
    duel = duel_words(me, other)
    if not isinstance(chosen, (ProposeTrade, GoOn)):
        return f"Fight {other.name}: {duel}. The silver you may win is worth the risk."
    no_fight = f" A fight is not worth the risk: {duel}." if fights else ""
    if isinstance(chosen, ProposeTrade) and plan is not None:
        return (f"Offer {other.name} a trade: {plan_words(plan, me, other)}. It leaves you better off, and "
                f"{other.name} should find it fair.{no_fight}")
    go = "Go on" if not isinstance(chosen, GoOn) or chosen.mover else "Let them pass"
    no_trade = ""
    if trades:
        no_trade = (" At a table of two, a trade your rival would take helps it as much as you."
                    if len(view.pawns) == 2 else " No trade would leave you both better off.")
    return f"{go}.{no_fight}{no_trade}" if no_fight or no_trade else f"{go}: nothing to gain here."


def draft(step: Action, view: TownView, plan: dict[str, Any] | None) -> str:
    """A step in putting the planned offer together, sending it, or giving it up."""
    d = view.draft
    if d is None:
        return str(step)
    me, other = view.pawns[d.by], view.pawns[d.to]
    if plan is None:
        first = "Give up the trade" if isinstance(step, CancelTrade) else f"{step}, then give up the trade"
        return f"{first}: no offer {other.name} would accept leaves you better off."
    planned = plan_words(plan, me, other)
    if isinstance(step, (Put, Silver)):
        return f"{step}: the offer to put together is {planned}. It leaves you better off, and " \
            f"{other.name} should find it fair."
    return f"Make the offer ({d.words}): it leaves you better off, and {other.name} should find it fair."


def offer(answer: Action, view: TownView, why: str) -> str:
    """Accept or refuse a trade offered: `why` is the agent's verdict (better, worse, skulls, rival)."""
    o = view.offer
    words = o.words if o is not None else ""
    by = view.pawns[o.by].name if o is not None else "them"
    says = {"better": "it leaves you better off",
            "worse": "it does not leave you better off",
            "skulls": "you would give away skulls, and at a table of two your rival's skulls count against you",
            "rival": f"at a table of two it helps {by} more than it helps you",
            "gift": "a beginner takes any trade that gives it something"}[why]
    verb = "Accept" if isinstance(answer, Accept) else "Refuse"
    return f"{verb}: {says}. The offer: {words}."


# --- the shop -----------------------------------------------------------------------------------------------
def win_share(a: Appraiser, items: Sequence[str]) -> float:
    """The average chance to beat a monster still in the decks, carrying `items`."""
    if not a.monsters:
        return 0.0
    return sum(odds.monster_chance(c, items) for c in a.monsters) / len(a.monsters)


def buy(b: Buy, face: ItemFace, a: Appraiser, ties: Sequence[str] = ()) -> str:
    """`ties`: the other things for sale as good a buy (then 'none is a better buy', naming them)."""
    text = f"Buy the {face.name} for {face.price} silver: {_lower(face.text)}."
    if face.effect in ("weapon", "reroll") and a.monsters:
        before, after = win_share(a, a.items), win_share(a, [*a.items, face.item])
        text += (f" Against the monsters still in the decks you would win {percent(after)} of fights instead of "
                 f"{percent(before)}.")
    if ties:
        return text + (f" Of the things for sale, none is a better buy for you ({listing([f'the {t}' for t in ties])}"
                       " as good): worth more to you than its price.")
    return text + " Of the things for sale, it is the best buy for you: worth more to you than its price."


def sell_spare(s: Sell, a: Appraiser) -> str:
    name = a.me.equipment[s.index].name
    rest = [i for k, i in enumerate(a.items) if k != s.index]
    idle = equipment.adds_nothing(rest, a.items[s.index])
    why = idle if idle else "it is worth less to you than the silver the Town pays"
    return f"Sell your {name} for {s.price} silver: {why}."


def make_room(s: Sell, wanted: ItemFace, a: Appraiser) -> str:
    name = a.me.equipment[s.index].name
    most = equipment.room([])
    return (f"Sell your {name} for {s.price} silver: you carry {most} items, the most you may, and the "
            f"{wanted.name} for sale is worth much more to you than your {name}, the one you need least.")


def refresh(cost: int, silver: int, most: int) -> str:
    times = {1: "once", 2: "twice"}.get(most, f"{most} times")
    return (f"Pay {cost} silver for three new items: nothing for sale now is worth its price to you, and you "
            f"keep {silver - cost} silver to buy with. New wares are worth paying for {times} a turn at most.")


def leave(step: Action, a: Appraiser, dealt_out: bool) -> str:
    """Done in the shop: leave it (or roll the dice, for a turn begun in the Town)."""
    verb = "Roll the dice" if isinstance(step, Roll) else str(step)
    if dealt_out:
        return f"{verb}: you have bought and sold a dozen times this turn; enough."
    if equipment.room(a.items) <= 0:
        return (f"{verb}: you carry as many items as you may, and nothing for sale is worth much more than the "
                "one you need least.")
    again = " You have paid for new wares this turn already." if a.view.refreshes else ""
    carry = "what you carry is worth keeping" if a.items else "you carry nothing to sell"
    return f"{verb}: nothing for sale is worth its price to you, and {carry}.{again}"


def easy_shop(step: Action) -> str:
    if isinstance(step, Buy):
        return f"{step}: a beginner buys the dearest thing it can pay for."
    return f"{step}: nothing for sale that you can pay for."


def only(action: Action, view: TownView) -> str:
    """The one thing to do now, and what it does."""
    chosen = choice_for(action, view) if isinstance(action, Move) else None
    what = f"move by {landing(chosen)} (every die shows the same)" if chosen is not None else \
        _lower(action_words(action, view))
    return f"The only thing to do now: {what}."
