"""The legal decisions of the seat to act, by the moment: a pending choice, an offer, a response window, the
set-up, the fight, or a turn out of combat."""

from __future__ import annotations

from game.engine.offer import answers
from game.engine.protocol import Action
from game.engine.respond import Pass

from . import content as C
from .actions import (
    AddUndead,
    AskHelp,
    Backstab,
    Berserk,
    Charm,
    ChooseLoss,
    Curse,
    Discard,
    DropCard,
    EndTurn,
    Enhance,
    Equip,
    Fight,
    FightOne,
    Flee,
    Give,
    KickDoor,
    LevelUp,
    LookForTrouble,
    LootRoom,
    MarkForSale,
    OfferHelp,
    OfferTrade,
    PlayCard,
    PlayItem,
    Plunder,
    Ready,
    RollToRun,
    RunAway,
    Sacrifice,
    Sell,
    Steal,
    TakeTreasure,
    Turning,
    Unequip,
    Unmark,
    UsePotion,
    UsePower,
)
from .cards import can_play, droppable, level_up_targets
from .core import has, living, who
from .death import lowest_others
from .help import terms
from .items import can_equip, levels_for_sale, room_for, sale_cards, sale_value, sellable, stealable, trade_fits
from .odds import combatants, has_undead, totals, treasures
from .powers import LIMIT, spent_count, stabbed
from .state import DoorsState, Player
from .windows import in_window

TRADES_PER_TURN = 2   # project design: a turn is not an auction


def legal(state: DoorsState) -> list[Action]:
    seat = state.to_act
    assert seat is not None
    if state.pending:
        pending = state.pending[-1]
        kind = ChooseLoss if pending.kind == "lose" else Plunder
        return [kind(card=c, name=C.name(c)) for c in pending.options]
    if state.offer is not None:
        return answers()
    if in_window(state):
        return window_actions(state, seat)
    if state.phase == "setup":
        return [*item_actions(state, seat), Ready()]
    if state.phase == "combat":
        combat = state.combat
        assert combat is not None
        if combat.stage == "split":
            return [TakeTreasure(card=c, name=C.name(c)) for c in combat.loot]
        if combat.stage == "run":
            return run_actions(state, seat)
        return fighter_actions(state, seat)
    out = own_turn(state, seat)
    if state.phase == "kick":
        return [KickDoor(), *out]
    if state.phase == "after":
        monsters = [c for c in state.players[seat].hand if C.card(c).kind == "monster"]
        return [*(LookForTrouble(card=c, name=C.name(c)) for c in monsters), LootRoom(), *out]
    if state.phase == "charity":
        return charity_actions(state, seat)
    return [EndTurn(), *out]


def table_cards(p: Player) -> list[Action]:
    """Races, classes and the double cards a seat may play from its hand now (on its own turn)."""
    return [PlayCard(card=c, name=C.name(c)) for c in p.hand
            if C.card(c).kind in ("race", "class", "double_race", "double_class") and can_play(p, c)]


# --- at any time ------------------------------------------------------------------------------------------
def anytime(state: DoorsState, seat: int) -> list[Action]:
    """Curses on anyone else, Go Up a Level on anyone below 9, a hireling, discarding a race or class."""
    p = state.players[seat]
    out: list[Action] = []
    targets = [s for s in living(state) if s != seat]
    ups = level_up_targets(state)
    for cid in p.hand:
        c = C.card(cid)
        if c.kind == "curse":
            out += [Curse(card=cid, target=t, name=c.name, who=who(state, t)) for t in targets]
        elif c.kind == "levelup":
            out += [LevelUp(card=cid, target=t, name=c.name, who=who(state, t)) for t in ups]
        elif c.kind == "hireling" and can_play(p, cid):
            out.append(PlayCard(card=cid, name=c.name))
    out += [DropCard(card=cid, name=C.name(cid)) for cid in droppable(p)]
    return out


# --- items on the table -----------------------------------------------------------------------------------
def item_actions(state: DoorsState, seat: int) -> list[Action]:
    p = state.players[seat]
    out: list[Action] = []
    for cid in p.hand:
        if C.card(cid).is_item and room_for(p, cid):
            if can_equip(p, cid):
                out.append(PlayItem(card=cid, equip=True, name=C.name(cid)))
            out.append(PlayItem(card=cid, equip=False, name=C.name(cid)))
    for held in p.items:
        if held.equipped:
            out.append(Unequip(card=held.card, name=C.name(held.card)))
        elif can_equip(p, held.card):
            out.append(Equip(card=held.card, name=C.name(held.card)))
    return out


def own_turn(state: DoorsState, seat: int) -> list[Action]:
    """Out of combat on your own turn: items, races and classes, selling, trading, stealing, any-time cards."""
    p = state.players[seat]
    out = item_actions(state, seat)
    out += table_cards(p)
    out += anytime(state, seat)
    marked = sale_cards(state)
    if p.level < C.WIN_LEVEL - 1:
        out += [MarkForSale(card=c, name=C.name(c)) for c in sellable(p) if c not in marked]
    out += [Unmark(card=c, name=C.name(c)) for c in marked]
    if levels_for_sale(state) >= 1:
        out.append(Sell(levels=levels_for_sale(state), gold=sale_value(state)[0]))
    if len(state.trades) < TRADES_PER_TURN:
        for other in living(state):
            if other == seat:
                continue
            for give in p.item_ids():
                for take in state.players[other].item_ids():
                    if f"{give}>{take}" not in state.trades and trade_fits(state, seat, give, other, take):
                        out.append(OfferTrade(give=give, take=take, to=other, give_name=C.name(give),
                                              take_name=C.name(take), who=who(state, other)))
    if has(p, "cutpurse") and not p.stole:
        out += [Steal(card=c, victim=v, name=C.name(c), who=who(state, v)) for v, c in stealable(state, seat)]
    return out


def charity_actions(state: DoorsState, seat: int) -> list[Action]:
    """Play cards, or give the excess to the lowest-level seat (discard it if you are the lowest)."""
    p = state.players[seat]
    low = lowest_others(state, seat)
    out: list[Action] = []
    for cid in p.hand:
        if low:
            out += [Give(card=cid, to=t, name=C.name(cid), who=who(state, t)) for t in low]
        else:
            out.append(Discard(card=cid, name=C.name(cid)))
    out += [a for a in item_actions(state, seat) if isinstance(a, PlayItem)]
    out += table_cards(p)
    return out + [a for a in anytime(state, seat) if not isinstance(a, DropCard)]


# --- in a fight ---------------------------------------------------------------------------------------------
def meddling(state: DoorsState, seat: int) -> list[Action]:
    """What anyone may throw into a fight: enhancers, another undead, one-shot items for either side."""
    combat = state.combat
    assert combat is not None
    out: list[Action] = []
    undead = has_undead(combat)
    for cid in state.players[seat].hand:
        c = C.card(cid)
        if c.kind == "enhancer":
            out += [Enhance(card=cid, foe=f.card, name=c.name, foe_name=C.name(f.card)) for f in combat.foes]
        elif c.kind == "monster" and c.undead and undead:
            out.append(AddUndead(card=cid, name=c.name))
        elif c.kind == "oneshot" and c.bonus:
            out += [UsePotion(card=cid, side=side, name=c.name) for side in ("players", "monsters")]
    return out


def combat_powers(state: DoorsState, seat: int) -> list[Action]:
    """A combatant's own powers: class discards and treasures that send a monster away."""
    combat = state.combat
    assert combat is not None
    p = state.players[seat]
    out: list[Action] = []
    for cid in [*p.hand, *p.item_ids()]:
        if C.card(cid).power == "vanish":
            out += [UsePower(card=cid, foe=f.card, name=C.name(cid), foe_name=C.name(f.card)) for f in combat.foes]
    if has(p, "brawler") and spent_count(state, seat, "berserk") < LIMIT:
        out += [Berserk(card=c, name=C.name(c)) for c in p.hand]
    if has(p, "gravewarden") and has_undead(combat) and spent_count(state, seat, "turning") < LIMIT:
        out += [Turning(card=c, name=C.name(c)) for c in p.hand]
    return out


def fighter_actions(state: DoorsState, seat: int) -> list[Action]:
    combat = state.combat
    assert combat is not None
    p = state.players[seat]
    out: list[Action] = []
    t = totals(state)
    if t.winning:
        out.append(Fight())
    if len(combat.foes) > 1:
        out += [FightOne(foe=f.card, name=C.name(f.card)) for f in combat.foes if totals(state, [f]).winning]
    if not t.winning:
        out.append(RunAway())
    if combat.helper is None and not t.winning:     # help is for a fight you cannot win alone
        for other in living(state):
            if other != seat and other not in combat.asked:
                out += [AskHelp(seat=other, share=s, helper_first=f, who=who(state, other))
                        for s, f in terms(treasures(combat))]
    out += meddling(state, seat) + combat_powers(state, seat)
    if has(p, "hexslinger") and len(p.hand) >= 3:
        out += [Charm(foe=f.card, name=C.name(f.card)) for f in combat.foes]
    out += table_cards(p)
    return out + anytime(state, seat)


def window_actions(state: DoorsState, seat: int) -> list[Action]:
    combat = state.combat
    assert combat is not None
    p = state.players[seat]
    out: list[Action] = [Pass()]
    if combat.helper is None and seat not in combat.asked and not totals(state).winning:
        out += [OfferHelp(share=s, helper_first=f) for s, f in terms(treasures(combat))]
    out += meddling(state, seat)
    if seat == combat.helper:
        out += combat_powers(state, seat)
    if has(p, "cutpurse"):
        for target in combatants(combat):
            if target != seat and not stabbed(state, seat, target):
                out += [Backstab(card=c, target=target, name=C.name(c), who=who(state, target)) for c in p.hand]
    return out + anytime(state, seat)


def run_actions(state: DoorsState, seat: int) -> list[Action]:
    combat = state.combat
    assert combat is not None
    p = state.players[seat]
    out: list[Action] = [RollToRun(name=C.name(combat.runs[0].foe))]
    if has(p, "hexslinger") and spent_count(state, seat, "flee") < LIMIT:
        out += [Flee(card=c, name=C.name(c)) for c in p.hand]
    out += [Sacrifice(card=c, name=C.name(c)) for c in p.hirelings]
    out += [UsePower(card=c, name=C.name(c)) for c in [*p.hand, *p.item_ids()] if C.card(c).power == "escape"]
    return out
