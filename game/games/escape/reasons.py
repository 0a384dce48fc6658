"""Why the computer hireling chooses as it does, in words a child can read: the hint's reason.

The agent notes what it weighed (agent.py, `why`: expected turns still needed each way, in its own
arithmetic); this turns the note, the view and the chosen action into a sentence or two with the odds that
matter (odds.py's). Plain functions of the view and the path: no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.protocol import Action
from game.engine.words import at_least, listing, percent, plural, possessive, sentence

from . import actions as A
from . import odds
from .board import EscapePath
from .view import EscapeView, HirelingView

WEAK_CARD = 2   # the agent's rule of thumb: a card in front worth this or less goes to the fire first


def turns(saved: float) -> str:
    """A difference in expected turns, as a player reads it."""
    return "a little time" if saved < 0.1 else f"about {saved:.1f} turns" if saved < 1.95 else \
        f"about {round(saved)} turns"


def fire_words(me: HirelingView) -> str:
    if me.to_fire is None:
        return "the fireball has not entered the lair yet"
    return f"the fireball is {plural(me.to_fire, 'square')} behind you"


def reason(why: Mapping[str, float], view: EscapeView, path: EscapePath, action: Action) -> str:
    """The reason for `action`, chosen by the hireling of the seat to act with `why` noted."""
    me = view.hirelings[view.to_act if view.to_act is not None else 0]
    if isinstance(action, A.ThrowCard | A.KeepCards):
        return throw_words(me, action)
    if isinstance(action, A.Steal):
        return steal_words(why, view, action)
    if isinstance(action, A.LeaveBackpacks):
        return sentence("No backpack is within reach: end your turn")
    if isinstance(action, A.ChooseBranch):
        return branch_words(why, view, path, action)
    if isinstance(action, A.PayToll | A.WaitAtBridge):
        return toll_words(why, me, action)
    if isinstance(action, A.Swim | A.TakeLedge):
        return river_words(why, me, path, action)
    if isinstance(action, A.UseCard | A.NoCard):
        return card_words(why, view, me, path, action)
    return sentence(str(action))


def steal_words(why: Mapping[str, float], view: EscapeView, action: A.Steal) -> str:
    other = view.hirelings[action.victim].name
    to_go = f"about {plural(round(why.get('turns', 0)), 'turn')} to go"
    tied, same_pack = int(why.get("tied", 1)), int(why.get("same_pack", 1))
    if why.get("rivals", 1) <= 1:
        why_them = f"it is the only backpack within reach ({other} has {to_go})"
    elif tied <= 1:
        why_them = f"{other} is nearest the way out ({to_go})"
    elif same_pack <= 1:
        why_them = (f"{other} is as near the way out as any rival here ({to_go}), and has the most cards "
                    f"({plural(view.hirelings[action.victim].pack, 'card')})")
    else:
        why_them = (f"the rivals here are equally near the way out ({to_go}) with as many cards each: {other} "
                    "simply comes first at the table")
    return sentence(f"Reach into {possessive(other)} backpack: {why_them}",
                    "Rule of thumb: always reach in, and into the leader's pack: the card slows them down, "
                    "and it is yours to use")


def throw_words(me: HirelingView, action: A.ThrowCard | A.KeepCards) -> str:
    if isinstance(action, A.KeepCards):
        return sentence("You have no card to throw: the fire burns you")
    rule = (f"Rule of thumb: throw a card in front worth {WEAK_CARD} or less; otherwise the unseen top card of "
            "your pack, which is worth about 2.5 on average")
    if action.front >= 0:
        card = me.front[action.front]
        ties = sorted({("the other " if f.name == card.name else "your ") + f.name
                       for i, f in enumerate(me.front) if f.value == card.value and i != action.front})
        weakest = (f"no card you have in sight is weaker ({listing(ties)} is worth as little)" if ties
                   else "it is the weakest card you have in sight")
        return sentence(f"Throw your {card.name} ({card.label}) to the fire: {weakest}", rule)
    if me.front:
        return sentence("Throw the top card of your pack to the fire: the cards in front of you are worth more "
                        "than it", rule)
    return sentence("Throw the top card of your pack to the fire: without a card you would burn")


def branch_words(why: Mapping[str, float], view: EscapeView, path: EscapePath, action: A.ChooseBranch) -> str:
    way = path.branch_name(action.square)
    if why.get("shorter"):
        mine = path.steps_to_exit(action.square)
        ways = path.nexts.get(view.hirelings[view.to_act or 0].square, [])
        others = [f"{path.branch_name(sq)} {plural(path.steps_to_exit(sq), 'square')}" for sq in ways
                  if sq != action.square]
        tied = [path.branch_name(sq) for sq in ways if path.steps_to_exit(sq) == mine]
        if len(tied) > 1:
            two = len(tied) == 2
            return sentence(f"{'Both' if two else 'All the'} ways are {plural(mine, 'square')}: {listing(tied)}",
                            f"{'Neither' if two else 'None'} is shorter, so {'either' if two else 'any'} will do: "
                            f"go by {way}, the first named")
        return sentence(f"Go by {way}: it is {plural(mine, 'square')} from the way out"
                        + (f"; {', '.join(others)}" if others else ""),
                        "Rule of thumb: at a split, take the way with fewer squares")
    costs = {int(k[3:]): v for k, v in why.items() if k.startswith("way")}
    mine = costs.get(action.square, 0.0)
    worst = max(costs.values(), default=mine)
    return sentence(f"Go by {way}: with {plural(view.steps_left, 'step')} to move, the fire and what waits on "
                    f"each way counted, it saves {turns(worst - mine)}")


def toll_words(why: Mapping[str, float], me: HirelingView, action: Action) -> str:
    gain = why.get("wait", 0.0) - why.get("pay", 0.0)
    if isinstance(action, A.PayToll):
        return sentence("Pay the troll your top card: you cross now and go on with your move",
                        f"Even with the card counted, that saves {turns(gain)} against waiting")
    return sentence(f"Wait at the bridge: your {plural(me.pack, 'card')} are worth more to you than the turn "
                    f"you lose ({fire_words(me)})")


def river_words(why: Mapping[str, float], me: HirelingView, path: EscapePath, action: Action) -> str:
    number = path.number(me.square)
    evade = sum(f.value for f in me.front if f.kind == "evade")
    p = odds.d8_odds(number, evade)
    roll = at_least(number, "the d8") + (f" with your +{evade} evade cards" if evade else "")
    if isinstance(action, A.Swim):
        return sentence(f"Swim: {roll} gets you across, {percent(p)}; a miss loses your next turn",
                        "The ledge is sure but ends your move here, which is slower on average")
    return sentence(f"Take the ledge: the swim needs {roll}, only {percent(p)}, and a miss loses your next turn",
                    "The ledge is sure")


def card_words(why: Mapping[str, float], view: EscapeView, me: HirelingView, path: EscapePath,
               action: A.UseCard | A.NoCard) -> str:
    saved = abs(why.get("keep", 0.0) - why.get("flip", 0.0))
    cards_seen = odds.next_card_text(view)
    if action.then == "dance":
        number = path.number(me.square)
        evade = sum(f.value for f in me.front if f.kind == "evade")
        dance = f"{at_least(number, 'the d8')} dances you out of the pit, {percent(odds.d8_odds(number, evade))}"
        if isinstance(action, A.UseCard):
            return sentence(dance, f"An evade card from your pack would add to that roll: flipping saves "
                            f"{turns(saved)}", cards_seen)
        if not me.pack:
            return sentence(dance, "Your pack is empty: dance without a card")
        return sentence(dance, f"Keep your {plural(me.pack, 'card')} for later: a flip is not worth it now")
    race = "A rival is nearly out: cards kept at the end are worth nothing, so spend them" if why.get("race") else ""
    if isinstance(action, A.UseCard):
        return sentence(f"Flip your top card: on average it saves {turns(saved)} on this move", race, cards_seen)
    if not me.pack:
        return sentence("Your pack is empty: roll to move")
    return sentence(f"Roll without a card: keep your {plural(me.pack, 'card')} as moves for later and as lives "
                    f"when the fire catches you ({fire_words(me)})")
