"""From a click on the table (a Target: what lies under the pointer) to the rules' legal actions it means
(more than one: the side panel's buttons decide); the words on hover (the rules' own: words.py) and the
phase line's hint. No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.engine.protocol import Action
from game.engine.words import capital, listing
from game.games.delve import actions as A
from game.games.delve import content as C
from game.games.delve.view import DelveView, PendingView
from game.games.delve.words import thing_words


@dataclass(frozen=True)
class Target:
    kind: str          # die, token, hero, twist (a card in hand, or a seat's hand), face (revive picker)
    zone: str = ""     # for dice: party, graveyard, dungeon, borrowed, lair
    index: int = -1
    name: str = ""    # a die's face, a token's name, a twist card, a face to revive as
    seat: int = -1


def source_of(t: Target, adventurer: int) -> str | None:
    """The companion source a target stands for (see game.games.delve.actions)."""
    if t.kind == "die" and t.zone in ("party", "borrowed"):
        return f"{'die' if t.zone == 'party' else 'borrowed'}:{t.name}"
    if t.kind == "token" and t.seat == adventurer:
        return f"treasure:{t.name}"
    if t.kind == "hero" and t.seat == adventurer:
        return "hero"
    return None


def _matches(a: Action, t: Target, view: DelveView) -> bool:  # noqa: PLR0911 - one case per action
    adv, pending = view.adventurer, view.pending
    if isinstance(a, A.Mark):
        return t.kind == "die" and t.zone == a.zone and t.index == a.index
    if isinstance(a, A.TwistTarget):
        return t.kind == "die" and t.zone == a.zone and t.name == a.face
    if isinstance(a, A.Revive):
        return t.kind == "face" and t.name == a.face
    if isinstance(a, A.Pick):
        return source_of(t, adv) == a.source
    if isinstance(a, A.Defeat):
        return t.kind == "die" and t.zone == "dungeon" and t.name in C.MONSTERS and getattr(a, t.name.lower()) > 0
    if isinstance(a, A.OpenChests | A.Quaff):
        face = "Chest" if isinstance(a, A.OpenChests) else "Potion"
        return t.kind == "die" and t.zone == "dungeon" and t.name == face
    if isinstance(a, A.ReadScroll):   # the chosen Scroll, clicked again, is read
        chosen = pending.source if pending is not None else None
        return source_of(t, adv) == chosen and (chosen or "").endswith("Scroll")
    if isinstance(a, A.UseTreasure | A.GiveUp):
        name = a.name if isinstance(a, A.UseTreasure) else a.treasure
        return t.kind == "token" and t.seat == adv and t.name == name
    if isinstance(a, A.Ultimate):
        return t.kind == "hero" and t.seat == adv
    if isinstance(a, A.PlayTwist):
        return t.kind == "twist" and t.seat == view.to_act and t.name == a.card
    if isinstance(a, A.TradeWith):
        return t.kind == "hero" and t.seat == a.seat
    if isinstance(a, A.OfferTrade | A.AskFor):   # an item of your own to offer, of the partner's to ask for
        whose = view.to_act if isinstance(a, A.OfferTrade) else pending.partner if pending is not None else None
        item = f"treasure:{t.name}" if t.kind == "token" else f"twist:{t.name}"   # ("twist:": their hidden hand)
        return t.kind in ("token", "twist") and t.seat == whose and item == a.item
    return False


def actions_for(t: Target, view: DelveView, legal: Sequence[Action]) -> list[Action]:
    """The legal actions a click on this target means (usually one)."""
    return [a for a in legal if _matches(a, t, view)]


def click_line(found: Sequence[Action]) -> str:
    if len(found) > 1:
        return "Click: more than one way — choose it on the right"
    return f"Click: {found[0]}" if found else ""


def words(t: Target, view: DelveView, found: Sequence[Action] = ()) -> Callable[[], str]:
    """A thing's words on hover, worked out only when it is under the pointer: what it is, what a click does."""
    return lambda: "\n".join(filter(None, (thing_words(t.kind, t.zone, t.name, t.seat, view), click_line(found))))


def chosen_source(view: DelveView) -> str | None:
    """The companion picked and waiting for its orders (lit on the table as chosen)."""
    p = view.pending
    if p and (p.kind in ("companion", "dragon_role") or p.kind == "reroll" and p.by == "scroll"):
        return p.source or None
    return None


# --- words for the phase line -----------------------------------------------------------------------
PHASE_HINTS = {
    "trade": "Offer a trade: click one of your treasures or twist cards (or choose on the right), or no trade.",
    "twist": "A twist moment: click a card in your hand to play it on this level, or pass.",
    "loot": "Loot: click a companion, then a Chest to open or a Potion to quaff — or leave the loot.",
    "regroup": "Regroup: retire to the Tavern with the level's XP, or seek glory one level deeper (on the right).",
    "form": "Forming the party: click dice to mark them for a reroll, then reroll them — or keep the party.",
}
COMPANION_ORDERS = ((A.Defeat, "the monsters it defeats"), (A.OpenChests, "a Chest"), (A.Quaff, "a Potion"),
                    (A.ReadScroll, "the Scroll again to read it"))


def hint(view: DelveView, legal: list[Action], mine: bool) -> str:
    """What the person at the screen may do now, said as clicks; otherwise who is deciding what."""
    if not mine:
        return view.prompt or ""
    if view.pending is not None:
        return _pending_hint(view, view.pending, legal)
    if view.phase == "monster":
        if not any(f in C.MONSTERS for f in view.dungeon):
            return "The monsters are beaten. Use what is lit (a Scroll, a treasure), or go on to the loot."
        return "Choose a companion: click a lit party die, treasure or hero. Then click the monsters it takes."
    if view.phase == "dragon":
        d = view.dragon
        return (f"The Dragon! Click companions of {d.types_needed} different types to face it "
                f"({len(d.team)} chosen), or flee.")
    return PHASE_HINTS.get(view.phase, view.prompt)


def _pending_hint(view: DelveView, p: PendingView, legal: list[Action]) -> str:
    if p.kind == "companion":
        what = [said for kind, said in COMPANION_ORDERS if any(isinstance(a, kind) for a in legal)]
        return (f"{capital(A.source_label(p.source))} is chosen: click {listing(what, 'or') or 'an action'} (lit), "
                "or choose on the right.")
    if p.kind == "reroll":
        n = len(p.party_marked) + len(p.dungeon_marked)
        then = "then press the reroll button" if n else "then reroll them on the right"
        keep = " — or keep the party as rolled" if p.by == "form" else ""
        return f"Click dice to mark them for the reroll ({n} marked), {then}{keep}."
    if p.kind == "revive":
        return f"Potions: click the face each revived die shows ({p.revives} to go)."
    if p.kind == "dragon_role":
        return f"Choose how {A.source_label(p.source)} faces the Dragon (on the right)."
    if p.kind == "divine":
        return "The Paladin's ultimate: click the treasure to give up."
    if p.kind == "twist":
        return f"{p.card}: click the die it targets (lit), or go back." if p.card else view.prompt
    if p.kind == "trade":
        if p.answering and p.seat is not None:
            return f"{view.seats[p.seat].name} offers {p.give} for {p.want}: accept or decline."
        if p.partner is None or p.partner < 0:
            return f"Offering {p.give}: click the hero card of the seat to trade with."
        return "Click what you ask for in return: one of their treasures, or their twist cards."
    return view.prompt
