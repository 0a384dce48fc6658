"""The flow of the game: rounds of delves, a delve's levels, and its phases (Monster, Loot, Dragon,
Regroup). `carry_out` hands each action to the phase module that knows it (HANDLERS), then `settle` gives
the decision to the right seat and steps over phases that hold nothing to decide (no loot, no Dragon, a
twist moment no one can answer)."""

from __future__ import annotations

from game.engine import dispatch
from game.engine.dispatch import Handlers
from game.engine.events import Asked, GameEnded
from game.engine.protocol import Action

from . import actions as A
from . import companions, dragon, heroes, trade, treasure_use, twists
from . import content as C
from .companions import picks
from .events import DelveBegan, DelveEnded, DiceMoved, PhaseBegan
from .heroes import form_party, ultimate_actions
from .scoring import summary
from .state import DRAGON, FORM, LOOT, MONSTER, OVER, REGROUP, TRADE, TWIST, DelveState, Pending
from .table import dragons_to_lair, gain_xp, remove_dungeon, roll_zone
from .trade import next_proposer
from .twists import draw, moment, next_responder
from .view import turn_label


def carry_out(state: DelveState, action: Action) -> None:
    """Carry out the action (HANDLERS), reopen a twist moment it made, and hand on the decision."""
    before = moment(state)
    dispatch.carry_out(HANDLERS, action, state)
    reopen_twists(state, before)
    settle(state)


def begin_round(state: DelveState) -> None:
    """A round: every seat delves once, in table order. Trading (advanced option) opens it."""
    if state.trading_on() and state.n > 1:
        state.phase = TRADE
        state.trade_done = []
        if next_proposer(state) is not None:
            state.emit(PhaseBegan(phase=TRADE, level=0, message=f"Round {state.round}: trading — each seat may "
                                                                "offer one treasure or twist card"))
            return
    begin_delve(state)


def begin_delve(state: DelveState) -> None:
    seat = state.adventurer
    state.turn += 1
    state.level = 1
    state.party, state.graveyard, state.dungeon, state.borrowed, state.dragon_team = [], [], [], [], []
    state.lair = 0
    state.ultimate_used = False          # the hero card is turned upright again
    state.dragon_need = C.DRAGON_LAIR_NEED
    state.dragon_awake = state.distractions = False
    state.delve_xp = 0
    state.pending = None
    state.phase = FORM
    state.to_act = seat
    state.emit(DelveBegan(seat=seat, who=state.name(seat), hero=state.hero_name(seat),
                          delve=state.delves_done[seat] + 1, lord=state.lord_name()))
    roll_zone(state, "party", C.PARTY_DICE, state.name(seat), "the party")
    form_party(state)
    if state.specialty("form_reroll"):
        state.pending = Pending(kind="reroll", by="form")
        state.emit(PhaseBegan(phase=FORM, level=1, message=f"The {state.hero_name(seat)} may reroll any party "
                                                           "dice while forming the party"))
        return
    begin_level(state)


def begin_level(state: DelveState) -> None:
    """The Dungeon Lord rolls as many dungeon dice as the level, or as many as are left in the pool."""
    state.pending = None
    state.fought = state.monster_begun = False
    count = min(state.level, state.pool())
    state.phase = MONSTER
    state.emit(PhaseBegan(phase=MONSTER, level=state.level,
                          message=f"Level {state.level}: {state.lord_name()}, the Dungeon Lord, rolls "
                                  f"{C.count_of('dungeon die', count)}"))
    roll_zone(state, "dungeon", count, state.lord_name(), f"level {state.level}",
              seat=state.dungeon_lord if state.n > 1 else None)
    dragons_to_lair(state)
    if state.twists_on():
        state.phase = TWIST
        state.window_passed = []
        state.window_last = (state.adventurer - 1) % state.n   # the Adventurer is asked first
        if next_responder(state) is not None:
            state.emit(PhaseBegan(phase=TWIST, level=state.level,
                                  message="Twist cards may be played now, before the monsters are fought"))
            return
    to_monster(state)


def reopen_twists(state: DelveState, before: tuple[object, ...]) -> None:
    """Twist cards "can be played on anyone's turn, before fighting monsters": whenever the dice change in
    the Monster phase before the first fight (a Scroll read, a power or a treasure used, a card played by
    the Adventurer), the other seats may answer the new dice. The Adventurer, who made the change, plays
    their own cards in the Monster phase itself, so is asked again only after another seat's card."""
    if (not state.twists_on() or state.finished or state.phase != MONSTER or state.pending is not None
            or state.fought or moment(state) == before):
        return
    state.phase = TWIST
    state.window_passed = [state.adventurer]
    state.window_last = state.adventurer
    if next_responder(state) is None:
        state.phase = MONSTER
        return
    state.emit(PhaseBegan(phase=TWIST, level=state.level,
                          message="The dice have changed: twist cards may be played again before the "
                                  "monsters are fought"))


def to_monster(state: DelveState) -> None:
    """The Monster phase begins (said once a level; a twist moment within it returns without a word)."""
    if state.monster_begun:
        state.phase = MONSTER
        state.to_act = state.adventurer
        return
    state.monster_begun = True
    state.phase = MONSTER
    state.to_act = state.adventurer
    n = state.monster_count()
    said = f"{C.count_of('monster', n)} to defeat" if n else "no monsters"
    state.emit(PhaseBegan(phase=MONSTER, level=state.level, message=f"Monster phase, level {state.level}: {said}"))


def monster_options(state: DelveState) -> bool:
    """Anything left to do in the Monster phase once the monsters are gone (a Scroll, an ultimate...)."""
    return bool(picks(state)) or bool(ultimate_actions(state))


def to_loot(state: DelveState) -> None:
    state.phase = LOOT
    chests, potions = state.dungeon.count("Chest"), state.dungeon.count("Potion")
    if chests or potions:
        loot = " and ".join(C.count_of(f, n) for f, n in (("Chest", chests), ("Potion", potions)) if n)
        state.emit(PhaseBegan(phase=LOOT, level=state.level, message=f"Loot phase: {loot}"))


def to_dragon(state: DelveState) -> None:
    left = list(state.dungeon)
    if left:
        remove_dungeon(state, left, "The unopened Chests and unquaffed Potions go back to the pool")
    state.phase = DRAGON
    if state.lair >= state.dragon_need:
        state.dragon_awake = True
        state.dragon_need = C.DRAGON_LAIR_NEED   # a twist card's change lasts for this one Dragon
        state.emit(PhaseBegan(phase=DRAGON, level=state.level,
                              message=f"Dragon phase: {state.lair} dice in the Lair bring the Dragon! Defeat it "
                                      "with companions of different types, or flee"))


def to_regroup(state: DelveState) -> None:
    if state.borrowed:
        faces = tuple(state.borrowed)
        state.borrowed = []
        state.emit(DiceMoved(faces=faces, src="borrowed", dst="pool",
                             message="The dungeon dice that fought for the party go back to the pool"))
    state.distractions = False
    state.phase = REGROUP
    verb = "must retire" if state.level >= C.TOP_LEVEL else "may retire or seek glory"
    state.emit(PhaseBegan(phase=REGROUP, level=state.level, message=f"Regroup after level {state.level}: "
                                                                    f"{state.name(state.adventurer)} {verb}"))


def loot_left(state: DelveState) -> bool:
    return bool(picks(state))


def settle(state: DelveState) -> None:
    """Hand the decision to the right seat, stepping over phases with nothing to decide; a decision that
    passes to another seat is said (Asked), so the screen's last moment shows whose it is."""
    before = (state.to_act, turn_label(state))
    _settle(state)
    if state.to_act is not None and (state.to_act, turn_label(state)) != before:
        state.emit(Asked(seat=state.to_act, prompt=turn_label(state)))


def _settle(state: DelveState) -> None:
    while not state.finished and state.pending is None:
        phase = state.phase
        if phase == TWIST:
            seat = next_responder(state)
            if seat is None:
                to_monster(state)
                continue
            state.to_act = seat
            return
        if phase == TRADE:
            seat = next_proposer(state)
            if seat is None:
                begin_delve(state)
                continue
            state.to_act = seat
            return
        state.to_act = state.adventurer
        if phase == MONSTER and not state.monster_count() and not monster_options(state):
            to_loot(state)
        elif phase == LOOT and not loot_left(state):
            to_dragon(state)
        elif phase == DRAGON and not state.dragon_awake:
            to_regroup(state)
        else:
            return
    if state.pending is not None and state.pending.kind == "trade" and state.pending.answering:
        state.to_act = state.pending.partner
    elif state.pending is not None and state.pending.kind in ("twist", "revive") and state.pending.seat >= 0:
        state.to_act = state.pending.seat


def retire(state: DelveState) -> None:
    legend = state.level >= C.TOP_LEVEL
    xp = C.TOP_LEVEL if legend else state.level
    gain_xp(state, state.adventurer, xp, "the stuff of legend" if legend else f"retiring from level {state.level}")
    end_delve(state, "legend" if legend else "retired", xp)


def seek_glory(state: DelveState) -> None:
    state.level += 1
    begin_level(state)


def end_delve(state: DelveState, how: str, xp: int = 0) -> None:
    seat = state.adventurer
    state.emit(DelveEnded(seat=seat, who=state.name(seat), how=how, xp=xp, level=state.level))
    state.delves_done[seat] += 1
    state.deepest += [0] * (state.n - len(state.deepest))   # (kept from the first delve's end: older saves too)
    state.deepest[seat] = max(state.deepest[seat], state.level)
    state.party, state.graveyard, state.dungeon, state.borrowed, state.dragon_team = [], [], [], [], []
    state.lair = 0
    state.pending = None
    state.dragon_awake = state.distractions = False
    state.dragon_need = C.DRAGON_LAIR_NEED
    if all(d >= C.DELVES_EACH for d in state.delves_done):
        finish(state)
        return
    # The dice pass to the left: the Dungeon Lord becomes the Adventurer.
    state.adventurer = (seat + 1) % state.n
    if state.adventurer == 0:
        state.round += 1
        if state.twists_on():
            for s in range(state.n):
                draw(state, s)
        begin_round(state)
    else:
        begin_delve(state)


def finish(state: DelveState) -> None:
    state.phase = OVER
    state.finished = True
    state.to_act = None
    state.emit(GameEnded(summary=summary(state)))


# --- carrying out each kind of action -------------------------------------------------------------------
def _pick(state: DelveState, action: A.Pick) -> None:
    if state.phase == DRAGON:
        dragon.pick(state, action.source)
    else:
        state.pending = Pending(kind="companion", source=action.source)


def _back(state: DelveState, action: A.Back) -> None:
    if state.phase == TRADE:
        trade.apply_trade(state, action)
        return
    if state.pending is None and state.phase == DRAGON:
        dragon.take_back(state)
    state.pending = None


def _read(state: DelveState, action: A.ReadScroll) -> None:
    assert state.pending is not None
    state.pending = Pending(kind="reroll", by="scroll", source=state.pending.source)


def _roll_marked(state: DelveState, action: A.RollMarked) -> None:
    forming = state.phase == FORM
    companions.do_roll_marked(state)
    if forming:
        begin_level(state)


def _face_dragon(state: DelveState, action: A.FaceDragon) -> None:
    assert state.pending is not None
    dragon.commit(state, state.pending.source, action.role)


def _use(state: DelveState, action: A.UseTreasure) -> None:
    seat = state.to_act
    assert seat is not None
    if treasure_use.do_use(state, action) == "portal":
        end_delve(state, "portal", state.level)
    elif state.phase == TWIST:
        twists.answered(state, seat)   # a treasure used in a twist moment is a new moment to answer


def _proceed(state: DelveState, action: A.Proceed) -> None:
    to_loot(state) if action.to == "loot" else to_dragon(state)


# Each action type to the rule that carries it out (CONTRIBUTING.md).
HANDLERS: Handlers = {
    A.OfferTrade: trade.apply_trade, A.NoTrade: trade.apply_trade, A.TradeWith: trade.apply_trade,
    A.AskFor: trade.apply_trade, A.AcceptTrade: trade.apply_trade, A.DeclineTrade: trade.apply_trade,
    A.PlayTwist: twists.do_play, A.PassTwist: lambda s, _a: twists.do_pass(s), A.TwistTarget: twists.do_target,
    A.Pick: _pick, A.Back: _back, A.Defeat: companions.do_defeat, A.OpenChests: companions.do_open,
    A.Quaff: companions.do_quaff, A.ReadScroll: _read, A.Mark: companions.do_mark, A.RollMarked: _roll_marked,
    A.KeepParty: lambda s, _a: begin_level(s), A.Revive: companions.do_revive, A.FaceDragon: _face_dragon,
    A.Ultimate: heroes.do_ultimate, A.GiveUp: heroes.do_give_up, A.UseTreasure: _use, A.Proceed: _proceed,
    A.Flee: lambda s, _a: end_delve(s, "fled"), A.Retire: lambda s, _a: retire(s),
    A.SeekGlory: lambda s, _a: seek_glory(s),
}
