"""Why the computer player of Dice Delve chooses as it does, in words a child can read: the hint's reason.

The agent notes what each decision weighed (agent.py `note`: the plan through the monsters, the chance a
reroll brings, the chance to come through the next level); this turns the note, the view and the action
into a sentence or two with the odds that matter (odds.py's, through the agent). Where the agent plays by
a rule of thumb, the words say the rule. Plain functions of the view: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.engine.protocol import Action
from game.engine.words import listing, percent, plural, sentence

from . import actions as A
from . import content as C
from .view import DelveView
from .words import action_words

Words = Callable[[Mapping[str, Any], DelveView, Action], str]


def reason(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    """The reason for `action`, chosen by the computer player with `why` noted."""
    words = REASONS.get(why.get("kind", ""), plain)
    return words(why, view, action)


def chance(p: float) -> str:
    """A chance to come through, as odds.py works it out (over every way the dice can fall)."""
    return "over 99%" if p > 0.995 else "under 1%" if p < 0.005 else percent(p)


def taken_words(taken: tuple[int, int, int]) -> str:
    return A.monster_list(*taken) or "no monster"


def step_words(step: tuple[Any, str, tuple[int, int, int]]) -> str:
    unit, _move, taken = step
    return f"{A.source_label(unit[0])} on {taken_words(taken)}"


def plain(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    """A choice that needs no weighing: what it does."""
    return sentence(f"{action}", action_words(action, view) or "")


def only(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    return sentence(f"{action}: it is the only choice now", action_words(action, view) or "")


def plan(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    steps = why.get("steps", ())
    rest = [step_words(s) for s in steps[1:]]
    first = step_words(steps[0]) if steps else str(action)
    return sentence(f"{action}: your party can beat every monster here, "
                    f"{taken_words(why.get('monsters', (0, 0, 0)))}",
                    f"The plan is {first}" + (f", then {listing(rest)}" if rest else ""),
                    "This way spends the companions you will miss least later")


def reroll(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    kinds = listing([f"the {C.plural(k, 2)}" for k in why.get("kinds", ())])
    return sentence(f"No way through the monsters as they stand. Reroll {kinds}: "
                    f"{chance(why.get('chance', 0.0))} that the level can then be cleared",
                    "That counts every way the rerolled dice can fall")


def flee(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    return sentence("No way through the monsters, and nothing left to change them: flee",
                    "The XP of earlier delves stays yours")


def portal(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    return sentence("No way through the monsters on this level: use the Town Portal to get home",
                    view.help.treasure("Town Portal") or "")


def early_quaff(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    return sentence("No way through as the dice stand: drink the Potions before the fight",
                    "Your hero may quaff early; the dice that come back get faces chosen for this fight")


def regroup(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    level, survive, ev = view.level, why.get("survive", 0.0), why.get("ev", 0.0)
    odds = (f"Level {level + 1}: {chance(survive)} to come through it with this party (every way the dungeon "
            "dice can fall counted)")
    if why.get("push") and isinstance(action, A.SeekGlory):
        return sentence(odds, "This is your last delve, and retiring now still leaves you behind: you have "
                        "nothing to lose by going on")
    if isinstance(action, A.SeekGlory):
        return sentence(f"Seek glory. {odds}", f"Going on is worth about {ev:.1f} XP on average; retiring "
                        f"gives {plural(level, 'XP', 'XP')}")
    return sentence(f"Retire with {plural(level, 'XP', 'XP')}. {odds}",
                    f"Going on is worth only about {ev:.1f} XP on average")


def chests(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    n = why.get("count", 1)
    return sentence(f"Open {'the ' + plural(n, 'Chest') if n > 1 else 'a Chest'}: a treasure is worth about a "
                    "point at the end, more than the companion it costs",
                    "With Potions to come, the companion can even come back" if "Potion" in view.dungeon else "")


def quaff(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    n = why.get("potions", 1)
    back = f"{plural(len(view.graveyard), 'die', 'dice')} in the graveyard" if view.graveyard else "no die lost yet"
    return sentence(f"Quaff {'the Potion' if n == 1 else f'the {n} Potions'}: each brings a die back from the "
                    f"graveyard with the face you choose ({back})",
                    "Drink with the die you will miss least")


def leave_loot(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    return sentence(f"{action}: nothing left here is worth the companion it would cost")


def proceed(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    if isinstance(action, A.Proceed) and action.to == "loot":
        return sentence(f"{action}: every monster is beaten")
    return plain(why, view, action)


def empty_lair(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    need = view.dragon.types_needed
    return sentence(f"The Dragon is coming, and your party cannot field {need} different companions against it",
                    f"{action}: the Lair is emptied and the Dragon stays asleep")


def dragon_team(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    roles = why.get("roles", ())
    need = view.dragon.types_needed - len(view.dragon.team)
    return sentence(f"{action}: the Dragon needs {plural(need, 'more companion')} of different types, and "
                    f"you can field {listing([C.article(r) for r in roles]) or 'them'}",
                    "The cheapest team goes, keeping the best dice")


def no_team(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    return sentence(f"You cannot field {view.dragon.types_needed} different companions against the Dragon",
                    f"{action}: {action_words(action, view) or ''}")


def revive(face_for: str) -> Words:
    def words(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
        return sentence(f"{action}: {face_for}")
    return words


def form(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    rule = ("Rule of thumb: reroll a third die of a kind and every Scroll (a Scroll is worth less than a "
            "companion while the party may still reroll)")
    if isinstance(action, A.KeepParty):
        return sentence("Keep the party: no third die of a kind and no Scroll", rule)
    return sentence(f"{action}", rule)


def twist(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    tied = list(why.get("tied", ()))
    also = f"{listing(tied)} would do as much" if tied else ""
    if why.get("mine"):
        stuck = "as the dice stand the level cannot be cleared" if why.get("before", 1.0) < 1 else ""
        return sentence(f"{action}: of the twist cards you hold, it helps your own level "
                        f"{'as much as any' if tied else 'most'}", also, stuck, action_words(action, view) or "")
    who = view.seats[view.adventurer].name
    hard = "as hard to come through as any of your cards" if tied else "hardest to come through"
    return sentence(f"{action}: it makes {who}'s level {hard}", also,
                    "Twist cards are worth nothing at the end, so use them while a rival delves deep")


def pass_twist(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    if why.get("mine"):
        return sentence("Play no twist card now: none of yours makes this level easier")
    return sentence("Play no twist card now: none of yours would hurt this delve enough to be worth it")


def trade(why: Mapping[str, Any], view: DelveView, action: Action) -> str:
    got, lost = why.get("got", 0.0), why.get("lost", 0.0)
    worth = f"what you get is worth about {got:.1f} points to you, what you give about {lost:.1f}"
    if isinstance(action, A.AcceptTrade):
        return sentence(f"Accept: {worth}")
    return sentence(f"Decline: {worth}", "Trade only for a gain")


REASONS: dict[str, Words] = {
    "": plain, "only": only, "plan": plan, "reroll": reroll, "flee": flee, "portal": portal,
    "early quaff": early_quaff, "regroup": regroup, "chests": chests, "quaff": quaff, "leave loot": leave_loot,
    "proceed": proceed, "empty lair": empty_lair, "dragon team": dragon_team, "no team": no_team,
    "revive for the fight": revive("with it your party can beat every monster of this level, spending least"),
    "revive for the dragon": revive("with it your party can field a team of different companions against "
                                    "the Dragon"),
    "round out": revive("rule of thumb: round out the party, one Fighter, Cleric and Mage first, then "
                        "Champions"),
    "form": form, "twist": twist, "pass twist": pass_twist, "trade": trade,
    "top": lambda why, view, action: sentence(f"{action}: there is no deeper level"),
    "most": lambda why, view, action: sentence(f"{action}: as many monsters as this companion can take"),
    "loot": lambda why, view, action: (quaff if isinstance(action, A.Quaff) else chests)(
        {"count": getattr(action, "count", 1), "potions": getattr(action, "potions", 1)}, view, action),
    "divine": lambda why, view, action: sentence(f"{action}: the treasure worth least to you") if not why.get("tied")
    else sentence(f"{action}: no treasure is worth less to you; {listing([f'the {t}' for t in why['tied']])} would "
                  "cost as little"),
    "first role": lambda why, view, action: sentence(f"{action}: a role it can take"),
    "no trade": lambda why, view, action: sentence(f"{action}: rule of thumb: make no trade offers, and accept "
                                                   "one only for a gain"),
    "undo": lambda why, view, action: sentence(
        "Go back: this choice was begun another way than the hint would plan it",
        "Step back, then ask again for the whole plan"),
    "fallback": lambda why, view, action: sentence(
        f"{action}: the way the hint would play this cannot be clicked from here, so go on"),
    "moving on": lambda why, view, action: sentence(f"{action}: many choices this delve already, so move on"),
}
