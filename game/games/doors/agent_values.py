"""What cards are worth to the computer player: an item's gain when equipped, a card's worth in hand, how
bad a monster's Bad Stuff is, and what a card played into a fight does to either side."""

from __future__ import annotations

from game.engine.protocol import Action

from . import actions as A
from . import content as C
from .core import has
from .items import HANDS, conflicts
from .odds import combatants, item_bonus, totals
from .state import DoorsState, Player


def gain(p: Player, cid: str) -> float:
    """How much stronger equipping the item makes its owner (run bonuses count half)."""
    c = C.card(cid)
    if not c.is_item or (c.only and not has(p, c.only)):
        return -1.0
    out = conflicts(p, cid)
    if out is None:
        return -1.0
    before = sum(item_bonus(x, False) + C.card(x).run / 2 for x in out)
    return item_bonus(cid, False) + c.run / 2 + (0.5 if c.vs_undead else 0) - before


def is_junk(p: Player, cid: str) -> bool:
    """A card worth more as gold than in hand or on the table: items that add nothing, spare potions."""
    c = C.card(cid)
    if not c.sellable:
        return False
    if c.kind == "oneshot":
        return c.bonus <= 2
    if c.power:
        return False
    held = next((h for h in p.items if h.card == cid), None)
    if held is not None and held.equipped:
        return False
    return gain(p, cid) <= 0


def keep_value(p: Player, cid: str) -> float:
    """How much a card is worth keeping (for choosing what to lose, give away or take)."""
    c = C.card(cid)
    if c.kind == "item":
        held = next((h for h in p.items if h.card == cid), None)
        equipped = 3 * (c.bonus + c.run / 2) if held is not None and held.equipped else 0
        return equipped + c.bonus + c.gold / 400 + (2 if c.power else 0)
    return {"oneshot": 2 + c.bonus / 2, "levelup": 6, "hireling": 4, "race": 3, "class": 3, "double_race": 2,
            "double_class": 2, "curse": 2, "enhancer": 2, "monster": 1}.get(c.kind, 1) + c.gold / 1000


def bad_weight(p: Player, foe: str) -> int:
    """How bad a monster's Bad Stuff is for this seat (3 or more: deadly)."""
    weight = 0
    for e in C.card(foe).bad:
        if e.do == "death":
            weight += 5
        elif e.do == "lose_level":
            weight += min(e.n, p.level - 1)
        else:
            weight += 1
    return weight


def curse_options(p: Player, e: C.Effect) -> list[str]:
    """The cards an item, race or class effect could take from `p` (the victim picks among them); empty when
    it would take nothing."""
    on = p.equipped_ids()
    items = p.item_ids()
    if e.do == "lose_slot":
        return [x for x in on if C.card(x).slot == e.slot]
    if e.do == "lose_hand":
        return [x for x in on if C.card(x).slot in HANDS]
    if e.do == "lose_items":
        return items
    if e.do == "lose_small":
        return [x for x in items if C.card(x).small]
    if e.do == "lose_big":
        return [x for x in items if C.card(x).big]
    if e.do == "lose_priciest":
        return [max(items, key=lambda x: C.card(x).gold)] if items else []
    if e.do == "lose_race":
        return list(p.races)
    if e.do == "lose_class":
        return list(p.classes)
    return []


def strength_lost(p: Player, cid: str) -> int:
    """Combat strength `p` loses with this card: an equipped item's bonus, or for a race or class the
    bonuses of the equipped items only it allows."""
    c = C.card(cid)
    if c.is_item:
        return c.bonus if cid in p.equipped_ids() else 0
    return sum(C.card(x).bonus for x in p.equipped_ids() if C.card(x).only == c.id)


def curse_hurts(state: DoorsState, seat: int, cid: str) -> bool:
    """Whether the curse would do anything to `seat` at all."""
    return curse_harm(state, seat, cid) > 0


def curse_harm(state: DoorsState, seat: int, cid: str) -> float:
    """Roughly what a curse costs `seat`: 0 when it would take nothing. A level counts 2, a card lost 1 and
    the strength it gave on top; where the victim picks, it picks its cheapest loss."""
    p = state.players[seat]
    c = C.card(cid)
    if p.dead:
        return 0.0
    if c.persist:
        return -c.persist.get("combat", 0) - c.persist.get("run", 0) / 2
    worth = 0.0
    for e in c.effects:
        if e.do == "lose_level":
            worth += 2 * min(e.n, p.level - 1)
        elif e.do in ("lose_cards", "discard_hand"):
            worth += len(p.hand) if e.do == "discard_hand" else min(e.n, len(p.hand))
        elif e.do == "death":
            worth += 10
        else:
            losses = sorted(1 + strength_lost(p, x) + (1 if C.card(x).kind in ("race", "class") else 0)
                            for x in curse_options(p, e))
            worth += sum(losses[:e.n])
    return worth


def curse_strength(state: DoorsState, seat: int, cid: str) -> int:
    """Roughly how much combat strength a curse takes from `seat` (the victim giving up what counts least)."""
    p = state.players[seat]
    c = C.card(cid)
    if c.persist:
        return -c.persist.get("combat", 0)
    worth = 0
    for e in c.effects:
        if e.do == "lose_level":
            worth += min(e.n, p.level - 1)
        else:
            worth += sum(sorted(strength_lost(p, x) for x in curse_options(p, e))[:e.n])
    return worth


def against(state: DoorsState, me: int, a: Action) -> int:
    """How much an action of mine costs the fighter's side."""
    combat = state.combat
    assert combat is not None
    if isinstance(a, A.Enhance):
        return max(0, C.card(a.card).bonus)
    if isinstance(a, A.UsePotion) and a.side == "monsters":
        return C.card(a.card).bonus
    if isinstance(a, A.AddUndead):
        return C.card(a.card).level
    if isinstance(a, A.Backstab):
        return 2
    if isinstance(a, A.Curse) and a.target in combatants(combat):
        return curse_strength(state, a.target, a.card)
    return 0


def helps(state: DoorsState, me: int, a: Action) -> int:
    """How much an action of mine adds for the players' side of a fight I am in."""
    combat = state.combat
    assert combat is not None
    if isinstance(a, A.UsePotion) and a.side == "players":
        return C.card(a.card).bonus
    if isinstance(a, A.Enhance) and C.card(a.card).bonus < 0:
        return -C.card(a.card).bonus
    if isinstance(a, A.Berserk):
        return 1
    if isinstance(a, A.Turning):
        return 3
    if isinstance(a, A.UsePower) and a.foe:
        foe = next(f for f in combat.foes if f.card == a.foe)
        return totals(state, [foe]).monsters + 100 if len(combat.foes) == 1 else totals(state, [foe]).monsters
    if isinstance(a, A.Charm) and len(combat.foes) == 1:
        return 100
    return 0


def cost(state: DoorsState, a: Action) -> float:
    """What an action spends: the card discarded or used up."""
    seat = state.to_act
    p = state.players[seat] if seat is not None else None
    card = getattr(a, "card", "")
    if isinstance(a, A.Charm):
        return 20.0
    return keep_value(p, card) if p is not None and card else 0.0
