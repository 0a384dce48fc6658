"""What the table says on hover: each die's and treasure's powers (the view's help texts), what a click
there would do, and for the buttons the odds and the cost of each choice."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Action
from game.games.delve import actions as A
from game.games.delve import content as C
from game.games.delve.seen import Seen

from .clicks import Target
from .zones import zone_tip


def survive_chance(view: dict[str, Any]) -> tuple[int, float] | None:
    """The next level and the chance to come through it with the party as it is (the computer player's
    own arithmetic, over every way the dungeon dice can fall), or None when there is no next level."""
    level = view["level"]
    if level >= C.TOP_LEVEL:
        return None
    dice = min(level + 1, view["pool"])
    try:
        return level + 1, Seen(view).delve().outlook(dice).survive
    except (KeyError, ValueError, IndexError, StopIteration):
        return None


def action_tip(action: Action, view: dict[str, Any]) -> str | None:  # noqa: PLR0911 - one case per action
    if isinstance(action, A.SeekGlory):
        odds = survive_chance(view)
        if odds is None:
            return None
        chance = "over 99%" if odds[1] > 0.995 else "under 1%" if odds[1] < 0.005 else f"about {odds[1]:.0%}"
        return (f"Level {odds[0]}: {chance} to come through it with this party (counting every way "
                f"the dungeon dice can fall). Fleeing there would lose the {view['level']} XP you can retire with now.")
    if isinstance(action, A.Retire):
        return f"Take {action.xp} XP now and end this delve."
    if isinstance(action, A.Flee):
        return "The delve ends at once: no XP for this level (XP gained earlier stays)."
    if isinstance(action, A.Proceed):
        return ("Unopened Chests and unquaffed Potions go back to the pool." if action.to == "dragon"
                else "The monsters are beaten: on to the loot.")
    if isinstance(action, A.UseTreasure):
        return view["help"]["treasures"].get(action.name)
    if isinstance(action, A.GiveUp):
        return view["help"]["treasures"].get(action.treasure)
    if isinstance(action, A.PlayTwist):
        return view["help"]["twists"].get(action.card)
    if isinstance(action, A.Ultimate):
        seat = view["seats"][view["adventurer"]]
        return f"{seat['hero']}'s ultimate, once a delve: {seat['ultimate']}"
    if isinstance(action, A.ReadScroll):
        return view["help"]["faces"]["Scroll"]
    if isinstance(action, A.FaceDragon):
        return f"It counts as {C.article(action.role)} among the Dragon's foes (each type once)."
    if isinstance(action, A.Quaff):
        return view["help"]["faces"]["Potion"]
    if isinstance(action, A.OpenChests):
        return view["help"]["faces"]["Chest"]
    return None


def click_line(found: list[Action]) -> str:
    if len(found) == 1:
        return f"Click: {found[0]}"
    if found:
        return "Click: more than one way — choose it on the right"
    return ""


def target_tip(target: Target, view: dict[str, Any], found: list[Action]) -> str:
    """The hover text of something on the table."""
    helps = view["help"]
    if target.kind == "die":
        zone = {"party": "party die", "dungeon": "dungeon die", "graveyard": "in the graveyard",
                "borrowed": "fighting for the party", "lair": "in the Dragon's Lair"}[target.zone]
        text = f"{target.name} ({zone}). {helps['faces'].get(target.name, '')}"
        if target.zone == "borrowed":
            text += " It goes back to the pool at the Regroup."
    elif target.kind == "token":
        t = C.treasures().get(target.name)
        worth = f" Worth {t.worth} XP at the end." if t else ""
        text = f"{target.name}: {helps['treasures'].get(target.name, '')}{worth}"
    elif target.kind == "twist" and target.name:
        text = f"{target.name}: {helps['twists'].get(target.name, '')}"
    elif target.kind == "twist":
        n = view["seats"][target.seat]["twist_cards"]
        text = f"{view['seats'][target.seat]['name']} holds {n} secret twist card{'' if n == 1 else 's'}."
    elif target.kind == "face":
        text = f"Revive a die as {C.article(target.name)}. {helps['faces'].get(target.name, '')}"
    elif target.kind == "zone":
        text = zone_tip(target.zone, view)
    elif target.kind == "xp":
        s = view["seats"][target.seat]
        side = "" if s["side"] == "Master" else " At 5 XP the hero card turns to its Master side."
        text = f"{s['name']}: {s['xp']} XP, score {s['score']} with the treasures' worth.{side}"
    else:
        text = ""
    line = click_line(found)
    return f"{text}\n{line}" if line else text
