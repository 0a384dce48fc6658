"""Dice Delve in words, for the screen's hovers, buttons and banners: what each choice does (with the chance
to come through the next level, from the computer player's own arithmetic), what each zone of the table
holds, a trade's words, and what a new phase or delve is named. Plain functions of the view: no pygame."""

from __future__ import annotations

from game.engine.events import Event
from game.engine.protocol import Action

from . import actions as A
from . import content as C
from . import events as E
from .seen import Seen
from .state import PHASE_NAMES
from .view import DelveView

ZONE_TIPS = {   # the big zones (party, dungeon dice) need none: their dice say it
    "graveyard": "Used party dice. Potions and the Elixir bring them back with the face you choose.",
    "borrowed": "Dungeon dice fighting for the party (a hero's ultimate) until the Regroup.",
    "pool": "Dungeon dice waiting beside the table, free to be rolled for the next level.",
}

def zone_words(zone: str, view: DelveView) -> str:
    if zone == "lair":
        d = view.dragon
        return (f"The Dragon's Lair: {view.lair} Dragon dice. {d.lair_needed} or more bring the Dragon after "
                f"the loot; companions of {d.types_needed} different types defeat it (1 treasure and 1 XP).")
    if zone == "level":
        return (f"Level {view.level} of {C.TOP_LEVEL}: the Dungeon Lord rolls as many dungeon dice as the level "
                "(as many as are left). Retiring gives XP equal to the level.")
    if zone == "bag":
        return f"{view.bag} treasure tokens left in the box. When it is empty, a Chest gives 1 XP instead."
    if zone == "pool":
        return f"{view.pool} " + ZONE_TIPS["pool"]
    return ZONE_TIPS.get(zone, "")


def thing_words(kind: str, zone: str, name: str, seat: int, view: DelveView) -> str:
    """What a thing on the table is, for the words under the pointer: a die (by its zone), a treasure token,
    a twist card (or a seat's hidden ones), a face a die may be revived as, a zone, a seat's experience."""
    helps = view.help
    if kind == "die":
        where = {"party": "party die", "dungeon": "dungeon die", "graveyard": "in the graveyard",
                 "borrowed": "fighting for the party", "lair": "in the Dragon's Lair"}[zone]
        text = f"{name} ({where}). {helps.face(name) or ''}"
        return text + (" It goes back to the pool at the Regroup." if zone == "borrowed" else "")
    if kind == "token":
        t = C.treasures().get(name)
        worth = f" Worth {t.worth} XP at the end." if t else ""
        return f"{name}: {helps.treasure(name) or ''}{worth}"
    if kind == "twist" and name:
        return f"{name}: {helps.twist(name) or ''}"
    if kind == "twist":
        n = view.seats[seat].twist_cards
        return f"{view.seats[seat].name} holds {n} secret twist card{'' if n == 1 else 's'}."
    if kind == "face":
        return f"Revive a die as {C.article(name)}. {helps.face(name) or ''}"
    if kind == "zone":
        return zone_words(zone, view)
    if kind == "xp":
        s = view.seats[seat]
        side = "" if s.side == "Master" else " At 5 XP the hero card turns to its Master side."
        return f"{s.name}: {s.xp} XP, score {s.score} with the treasures' worth.{side}"
    return ""


def trade_words(view: DelveView) -> tuple[str, ...]:
    """A trading round in a line, and the offer being made (to whom, for what) in another once it is begun."""
    p = view.pending
    lines = (f"Trading, round {view.round}: each seat may offer one treasure or twist card to another seat for "
             "one of theirs.",)
    if p and p.kind == "trade" and p.seat is not None and p.partner is not None:
        partner = view.seats[p.partner].name if p.partner >= 0 else "…"
        asked = f" for {p.want}." if p.want else "."
        lines += (f"{view.seats[p.seat].name} offers {p.give} to {partner}{asked}",)
    return lines


def survive_chance(view: DelveView) -> tuple[int, float] | None:
    """The next level and the chance to come through it with the party as it is (the computer player's
    own arithmetic, over every way the dungeon dice can fall), or None when there is no next level."""
    level = view.level
    if level >= C.TOP_LEVEL:
        return None
    dice = min(level + 1, view.pool)
    try:
        return level + 1, Seen(view).delve().outlook(dice).survive
    except (KeyError, ValueError, IndexError, StopIteration):
        return None


def action_words(action: Action, view: DelveView) -> str | None:  # noqa: PLR0911 - one case per action
    if isinstance(action, A.SeekGlory):
        odds = survive_chance(view)
        if odds is None:
            return None
        chance = "over 99%" if odds[1] > 0.995 else "under 1%" if odds[1] < 0.005 else f"about {odds[1]:.0%}"
        return (f"Level {odds[0]}: {chance} to come through it with this party (counting every way "
                f"the dungeon dice can fall). Fleeing there would lose the {view.level} XP you can retire with now.")
    if isinstance(action, A.Retire):
        return f"Take {action.xp} XP now and end this delve."
    if isinstance(action, A.Flee):
        return "The delve ends at once: no XP for this level (XP gained earlier stays)."
    if isinstance(action, A.Proceed):
        return ("Unopened Chests and unquaffed Potions go back to the pool." if action.to == "dragon"
                else "The monsters are beaten: on to the loot.")
    if isinstance(action, A.UseTreasure):
        return view.help.treasure(action.name)
    if isinstance(action, A.GiveUp):
        return view.help.treasure(action.treasure)
    if isinstance(action, A.PlayTwist):
        return view.help.twist(action.card)
    if isinstance(action, A.Ultimate):
        seat = view.seats[view.adventurer]
        return f"{seat.hero}'s ultimate, once a delve: {seat.ultimate}"
    if isinstance(action, A.ReadScroll):
        return view.help.face("Scroll")
    if isinstance(action, A.FaceDragon):
        return f"It counts as {C.article(action.role)} among the Dragon's foes (each type once)."
    if isinstance(action, A.Quaff):
        return view.help.face("Potion")
    if isinstance(action, A.OpenChests):
        return view.help.face("Chest")
    return None


def banner_words(event: Event, before: DelveView) -> tuple[str, str] | None:
    """What a new phase, a delve beginning or ending is named large over the table for a moment (the view
    before: a phase begun again at the same level is no news), and a line beneath; None: nothing to name."""
    if isinstance(event, E.PhaseBegan) and (event.phase, event.level or before.level) != (before.phase, before.level):
        name = PHASE_NAMES.get(event.phase, event.phase)
        return ("The Dragon wakes!" if event.phase == "dragon" else name if event.phase in ("trade", "form")
                else f"Level {event.level} · {name}", event.text())
    if isinstance(event, E.DelveBegan):
        return f"Delve {event.delve} of 3: {event.who}", f"The {event.hero} sets out; {event.lord} is the Dungeon Lord"
    if isinstance(event, E.DelveEnded):
        return ({"fled": "Fled!", "legend": "The stuff of legend!", "portal": "Through the Town Portal",
                 "retired": "Back to the Tavern"}.get(event.how, "The delve ends"), event.text())
    return None
