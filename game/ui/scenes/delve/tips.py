"""What the table says on hover: each die's and treasure's powers (the view's help texts) and what a click
there would do. (What each choice does, with its odds, is the rules' words.py.)"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Action
from game.games.delve import content as C
from game.games.delve.words import zone_words

from .clicks import Target


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
        text = zone_words(target.zone, view)
    elif target.kind == "xp":
        s = view["seats"][target.seat]
        side = "" if s["side"] == "Master" else " At 5 XP the hero card turns to its Master side."
        text = f"{s['name']}: {s['xp']} XP, score {s['score']} with the treasures' worth.{side}"
    else:
        text = ""
    line = click_line(found)
    return f"{text}\n{line}" if line else text
