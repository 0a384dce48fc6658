"""From a click on the table to one of the rules' legal actions, and what to tell the player.

A Target is what lies under the pointer: a die in a zone, a seat's treasure token, hero card or twist
card, a face in the revive picker. `actions_for` finds the legal actions that click means (more than one:
the side panel's buttons decide); every target with one is lit on the table. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Action
from game.games.delve import actions as A
from game.games.delve import content as C
from game.games.delve.actions import source_label
from game.games.delve.view import DelveView, PendingView

MONSTER_FIELD = {"Goblin": "goblin", "Skeleton": "skeleton", "Ooze": "ooze"}


@dataclass(frozen=True)
class Target:
    kind: str          # die, token, hero, twist (a card in hand, or a seat's hand), face (revive picker)
    zone: str = ""     # for dice: party, graveyard, dungeon, borrowed, lair
    index: int = -1
    name: str = ""    # a die's face, a token's name, a twist card, a face to revive as
    seat: int = -1


def source_of(t: Target, adventurer: int) -> str | None:
    """The companion source a target stands for (see game.games.delve.actions)."""
    if t.kind == "die" and t.zone == "party":
        return f"die:{t.name}"
    if t.kind == "die" and t.zone == "borrowed":
        return f"borrowed:{t.name}"
    if t.kind == "token" and t.seat == adventurer:
        return f"treasure:{t.name}"
    if t.kind == "hero" and t.seat == adventurer:
        return "hero"
    return None


def _matches(a: Action, t: Target, view: DelveView) -> bool:  # noqa: PLR0911 - one case per action
    adv = view.adventurer
    to_act = view.to_act
    pending = view.pending
    if isinstance(a, A.Mark):
        return t.kind == "die" and t.zone == a.zone and t.index == a.index
    if isinstance(a, A.TwistTarget):
        return t.kind == "die" and t.zone == a.zone and t.name == a.face
    if isinstance(a, A.Revive):
        return t.kind == "face" and t.name == a.face
    if isinstance(a, A.Pick):
        return source_of(t, adv) == a.source
    if isinstance(a, A.Defeat):
        kind = MONSTER_FIELD.get(t.name)
        return t.kind == "die" and t.zone == "dungeon" and kind is not None and getattr(a, kind) > 0
    if isinstance(a, A.OpenChests | A.Quaff):
        face = "Chest" if isinstance(a, A.OpenChests) else "Potion"
        return t.kind == "die" and t.zone == "dungeon" and t.name == face
    if isinstance(a, A.ReadScroll):   # the chosen Scroll, clicked again, is read
        chosen = pending.source if pending is not None else None
        return source_of(t, adv) == chosen and (chosen or "").endswith("Scroll")
    if isinstance(a, A.UseTreasure):
        return t.kind == "token" and t.seat == adv and t.name == a.name
    if isinstance(a, A.GiveUp):
        return t.kind == "token" and t.seat == adv and t.name == a.treasure
    if isinstance(a, A.Ultimate):
        return t.kind == "hero" and t.seat == adv
    if isinstance(a, A.PlayTwist):
        return t.kind == "twist" and t.seat == to_act and t.name == a.card
    if isinstance(a, A.OfferTrade):
        item = f"treasure:{t.name}" if t.kind == "token" else f"twist:{t.name}"
        return t.kind in ("token", "twist") and t.seat == to_act and bool(t.name) and item == a.item
    if isinstance(a, A.TradeWith):
        return t.kind == "hero" and t.seat == a.seat
    if isinstance(a, A.AskFor):
        partner = pending.partner if pending is not None and pending.partner is not None else -1
        item = f"treasure:{t.name}" if t.kind == "token" else "twist:"
        return t.kind in ("token", "twist") and t.seat == partner and item == a.item
    return False


def actions_for(t: Target, view: DelveView, legal: list[Action]) -> list[Action]:
    """The legal actions a click on this target means (usually one)."""
    return [a for a in legal if _matches(a, t, view)]


def chosen_source(view: DelveView) -> str | None:
    """The companion picked and waiting for its orders (lit on the table as chosen)."""
    p = view.pending
    if p and p.kind in ("companion", "dragon_role") or p and p.kind == "reroll" and p.by == "scroll":
        return p.source or None
    return None


def defeated_by(action: A.Defeat, dungeon: tuple[str, ...]) -> list[int]:
    """The dungeon dice a Defeat would take (the first of each kind, as many as it names)."""
    want = {"Goblin": action.goblin, "Skeleton": action.skeleton, "Ooze": action.ooze}
    out = []
    for i, face in enumerate(dungeon):
        if want.get(face, 0) > 0:
            want[face] -= 1
            out.append(i)
    return out


# --- words for the phase banner -------------------------------------------------------------------
def hint(view: DelveView, legal: list[Action], mine: bool) -> str:
    """What the person at the screen may do now, said as clicks; otherwise who is deciding what."""
    if not mine:
        return view.prompt or ""
    p = view.pending
    phase = view.phase
    if p is not None:
        return _pending_hint(view, p, legal)
    if phase == "trade":
        return "Offer a trade: click one of your treasures or twist cards (or choose on the right), or no trade."
    if phase == "twist":
        return "A twist moment: click a card in your hand to play it on this level, or pass."
    if phase == "monster":
        if not any(f in C.MONSTERS for f in view.dungeon):
            return "The monsters are beaten. Use what is lit (a Scroll, a treasure), or go on to the loot."
        return "Choose a companion: click a lit party die, treasure or hero. Then click the monsters it takes."
    if phase == "loot":
        return "Loot: click a companion, then a Chest to open or a Potion to quaff — or leave the loot."
    if phase == "dragon":
        d = view.dragon
        return (f"The Dragon! Click companions of {d.types_needed} different types to face it "
                f"({len(d.team)} chosen), or flee.")
    if phase == "regroup":
        return "Regroup: retire to the Tavern with the level's XP, or seek glory one level deeper (on the right)."
    if phase == "form":
        return "Forming the party: click dice to mark them for a reroll, then reroll them — or keep the party."
    return view.prompt


def _pending_hint(view: DelveView, p: PendingView, legal: list[Action]) -> str:
    kind = p.kind
    if kind == "companion":
        who = source_label(p.source)
        what = []
        if any(isinstance(a, A.Defeat) for a in legal):
            what.append("the monsters it defeats")
        if any(isinstance(a, A.OpenChests) for a in legal):
            what.append("a Chest")
        if any(isinstance(a, A.Quaff) for a in legal):
            what.append("a Potion")
        if any(isinstance(a, A.ReadScroll) for a in legal):
            what.append("the Scroll again to read it")
        listed = ", ".join(what[:-1]) + (" or " if len(what) > 1 else "") + what[-1] if what else "an action"
        return f"{who[0].upper()}{who[1:]} is chosen: click {listed} (lit), or choose on the right."
    if kind == "reroll":
        n = len(p.party_marked) + len(p.dungeon_marked)
        then = "then press the reroll button" if n else "then reroll them on the right"
        keep = " — or keep the party as rolled" if p.by == "form" else ""
        return f"Click dice to mark them for the reroll ({n} marked), {then}{keep}."
    if kind == "revive":
        return f"Potions: click the face each revived die shows ({p.revives} to go)."
    if kind == "dragon_role":
        return f"Choose how {source_label(p.source)} faces the Dragon (on the right)."
    if kind == "divine":
        return "The Paladin's ultimate: click the treasure to give up."
    if kind == "twist":
        card = p.card or ""
        return f"{card}: click the die it targets (lit), or go back." if card else view.prompt
    if kind == "trade":
        if p.answering and p.seat is not None:
            return f"{view.seats[p.seat].name} offers {p.give} for {p.want}: accept or decline."
        if (p.partner if p.partner is not None else -1) < 0:
            return f"Offering {p.give}: click the hero card of the seat to trade with."
        return "Click what you ask for in return: one of their treasures, or their twist cards."
    return view.prompt
