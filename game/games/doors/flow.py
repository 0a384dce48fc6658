"""Carrying out a decision, then whatever follows by itself (a monster that won't chase, the end of a fight
once every roll is made, the turn passing once Charity is done)."""

from __future__ import annotations

from game.engine import dispatch
from game.engine.dispatch import Handlers
from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action
from game.engine.respond import Pass

from . import actions as A
from . import cards, combat, curses, death, door, help, items, powers, runaway, setup, turns, windows
from .core import decide, hand_limit
from .state import DoorsState

DECLARES = (A.Fight, A.FightOne, A.RunAway)
NOT_ANSWERS = (Pass, A.OfferHelp)


def carry_out(state: DoorsState, action: Action) -> None:
    seat = state.to_act
    assert seat is not None
    if windows.in_window(state) and not isinstance(action, NOT_ANSWERS):
        windows.answered(state)   # an answer reopens the window to the others
    elif (state.phase == "combat" and state.combat is not None and state.combat.stage == "decide"
          and state.window is None and state.offer is None and not state.pending
          and not isinstance(action, DECLARES)):
        state.combat.dirty = True  # the fighter changed the fight: the others get another say
    dispatch.carry_out(HANDLERS, action, state, seat)
    advance(state)
    decide(state)


def advance(state: DoorsState) -> None:
    """What happens without a decision: escapes from monsters that won't chase, the end of the fight once
    every roll is made, the next turn once Charity is done."""
    while state.phase != "over" and not state.pending and state.offer is None and state.window is None:
        fight = state.combat
        if state.phase == "combat" and fight is not None and fight.stage == "run":
            if not fight.runs:
                combat.end(state)
                continue
            if runaway.unchased(state):
                continue
            return
        if state.phase == "charity":
            p = state.players[state.current]
            if len(p.hand) <= hand_limit(p):
                turns.pass_turn(state)
                continue
        return


def pass_window(state: DoorsState) -> None:
    """A pass; the window's last pass may leave the fight to be resolved as the fighter declared."""
    if windows.pass_(state):
        combat.resolve(state)


# Each action type to the rule that carries it out, given the state and the seat acting (CONTRIBUTING.md).
HANDLERS: Handlers = {
    A.Ready: lambda s, seat, a: setup.ready(s),
    A.KickDoor: lambda s, seat, a: door.kick(s),
    A.LookForTrouble: lambda s, seat, a: door.look_for_trouble(s, a.card),
    A.LootRoom: lambda s, seat, a: door.loot(s),
    A.EndTurn: lambda s, seat, a: turns.end_turn(s),
    A.PlayItem: lambda s, seat, a: items.play_item(s, seat, a.card, a.equip),
    A.Equip: lambda s, seat, a: items.equip(s, seat, a.card),
    A.Unequip: lambda s, seat, a: items.unequip(s, seat, a.card),
    A.PlayCard: lambda s, seat, a: cards.play(s, seat, a.card),
    A.DropCard: lambda s, seat, a: cards.drop(s, seat, a.card),
    A.Curse: lambda s, seat, a: curses.strike(s, a.card, a.target, seat),
    A.LevelUp: lambda s, seat, a: cards.level_up(s, seat, a.card, a.target),
    A.Enhance: lambda s, seat, a: powers.enhance(s, seat, a.card, a.foe),
    A.AddUndead: lambda s, seat, a: powers.add_undead(s, seat, a.card),
    A.UsePotion: lambda s, seat, a: powers.potion(s, seat, a.card, a.side),
    A.UsePower: lambda s, seat, a: (powers.vanish(s, seat, a.card, a.foe) if a.foe else runaway.escape_all(s, a.card)),
    A.Berserk: lambda s, seat, a: powers.spend(s, seat, "berserk", a.card),
    A.Turning: lambda s, seat, a: powers.spend(s, seat, "turning", a.card),
    A.Flee: lambda s, seat, a: powers.spend(s, seat, "flee", a.card),
    A.Backstab: lambda s, seat, a: powers.spend(s, seat, "backstab", a.card, a.target),
    A.Charm: lambda s, seat, a: powers.charm(s, seat, a.foe),
    A.Steal: lambda s, seat, a: items.steal(s, a.victim, a.card),
    A.AskHelp: lambda s, seat, a: help.ask(s, a.seat, a.share, a.helper_first),
    A.OfferHelp: lambda s, seat, a: help.offer_help(s, a.share, a.helper_first),
    A.Fight: lambda s, seat, a: combat.declare(s, "fight"),
    A.FightOne: lambda s, seat, a: combat.declare(s, "one", a.foe),
    A.RunAway: lambda s, seat, a: combat.declare(s, "run"),
    A.RollToRun: lambda s, seat, a: runaway.roll_to_run(s),
    A.Sacrifice: lambda s, seat, a: runaway.sacrifice(s, a.card),
    A.TakeTreasure: lambda s, seat, a: combat.pick(s, a.card),
    A.ChooseLoss: lambda s, seat, a: curses.choose_loss(s, a.card),
    A.Plunder: lambda s, seat, a: death.plunder(s, a.card),
    A.Give: lambda s, seat, a: death.give(s, a.card, a.to),
    A.Discard: lambda s, seat, a: death.throw_away(s, a.card),
    A.MarkForSale: lambda s, seat, a: items.mark(s, a.card, True),
    A.Unmark: lambda s, seat, a: items.mark(s, a.card, False),
    A.Sell: lambda s, seat, a: items.sell(s),
    A.OfferTrade: lambda s, seat, a: items.offer_trade(s, a.give, a.take, a.to),
    Accept: lambda s, seat, a: help.answer(s, True),
    Refuse: lambda s, seat, a: help.answer(s, False),
    Pass: lambda s, seat, a: pass_window(s),
}

