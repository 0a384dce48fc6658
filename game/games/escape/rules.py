"""A hireling's turn: the card decision, the move, monsters and special rooms, landing, discards.

The rulebook's sections are quoted where each rule is carried out (rules.md says them in full). A move
is walked square by square; it pauses for a decision (the split, the Troll Toll Bridge, the Underground
River, a backpack to reach into) and resumes from the state, so every pause survives a save.
"""

from __future__ import annotations

from game.engine.events import TurnBegan

from . import fireball
from .board import EscapePath
from .content import card
from .events import CardFlipped, CardsDiscarded, CardStolen, Encounter, Moved
from .state import EscapeState, FrontCard, Hireling
from .table import ask, hireling, who
from .winning import dragon_wins, escape


def move_bonus(h: Hireling) -> int:
    """"+ to move" cards in front of you add to every movement roll of the turn."""
    return sum(card(f.card).value for f in h.front if card(f.card).kind == "move")


def roll_move(state: EscapeState, reason: str):  # noqa: ANN201 - the engine's DiceRolled
    """The six-sided die plus every "+ to move" card in front, each of which is now used for this turn
    ("Movement cards are discarded at the end of the turn": the turn they moved you)."""
    h = hireling(state)
    for f in h.front:
        if card(f.card).kind == "move":
            f.spent = True
    return state.roll(1, 6, seat=state.to_act, reason=reason, modifier=move_bonus(h))


def evade_bonus(h: Hireling) -> int:
    """"+ to evade Monster" cards add to the d8 against monsters and in the special rooms."""
    return sum(card(f.card).value for f in h.front if card(f.card).kind == "evade")


# --- the start of a turn ------------------------------------------------------------------------------
def begin_turn(state: EscapeState, path: EscapePath, seat: int) -> bool:
    """Start `seat`'s turn. Returns False if the turn was spent at once (stuck in a web)."""
    state.to_act = seat
    state.turn += 1
    state.phase = "turn"
    state.steps_left = 0
    h = state.hirelings[seat]
    for f in h.front:
        f.spent = False
    state.emit(TurnBegan(seat=seat, who=who(state)))
    if h.skip_turns > 0:
        h.skip_turns -= 1
        kind = path.kind(h.square)
        doing = {"spider_web": "still stuck in the web", "troll_bridge": "still waiting for the troll",
                 "underground_river": "still climbing out of the river"}.get(kind, "stuck")
        more = f"{h.skip_turns} more turn{'s' if h.skip_turns != 1 else ''} to lose" if h.skip_turns else \
            "free to move next turn"
        state.emit(Encounter(seat=seat, who=who(state), square=h.square, place=path.name(h.square), kind=kind,
                             success=None, detail=f"{doing}: this turn is lost ({more})"))
        return False
    return True


def flip_card(state: EscapeState) -> None:
    """"If you decide to use a card, flip over the top one and place it in front of you.\""""
    h = hireling(state)
    cid = h.pack.pop()
    c = card(cid)
    # A move card flipped is this turn's: discarded at its end even if no movement roll came (the pit).
    h.front.append(FrontCard(card=cid, spent=c.kind == "move"))
    state.emit(CardFlipped(seat=state.to_act, card=cid, where="in front of " + who(state), who=who(state),
                           name=c.name, kind=c.kind, value=c.value))


def roll_to_move(state: EscapeState, path: EscapePath, reason: str = "to move") -> None:
    """Roll the d6, add the "+ to move" cards in front, and walk that many squares."""
    state.steps_left = roll_move(state, reason).total
    walk(state, path)


# --- the move -------------------------------------------------------------------------------------------
def walk(state: EscapeState, path: EscapePath, first: int | None = None) -> None:
    """Step along the path until the move is used up, a decision is needed, or the turn ends.

    `first` is the square chosen at a split, stepped to before anything else.
    """
    seat = state.to_act
    h = hireling(state)
    trail = [h.square]
    nxt = first
    while True:
        if nxt is None:
            if state.steps_left <= 0:
                break
            options = path.nexts[h.square]
            if len(options) > 1:
                state.phase = "branch"
                if not _moved(state, path, trail):
                    ask(state, "branch")
                return
            nxt = options[0]
        h.square = nxt
        state.steps_left -= 1
        trail.append(nxt)
        nxt = None
        if h.square == path.exit:
            _moved(state, path, trail)
            escape(state, seat)
            return
        if path.stops(h.square):
            _moved(state, path, trail)
            trail = [h.square]
            if not encounter(state, path):
                return
    _moved(state, path, trail)
    land(state, path)


def _moved(state: EscapeState, path: EscapePath, trail: list[int]) -> bool:
    """Say the steps walked since the last stop, if any."""
    if len(trail) < 2:
        return False
    state.emit(Moved(seat=state.to_act, who=who(state), path=tuple(trail), to_name=path.name(trail[-1])))
    return True


def d8_against(state: EscapeState, path: EscapePath, reason: str) -> bool:
    """"Try to out-roll the number": a d8 plus every evade card in front, succeeding if the total is at
    least the number (the rulebook's example: against a 5, "if he rolls a 5 or higher, he continues")."""
    h = hireling(state)
    for f in h.front:
        if card(f.card).kind == "evade":
            f.spent = True   # "kept in front of you until you reach a monster square", then discarded
    roll = state.roll(1, 8, seat=state.to_act, reason=reason, modifier=evade_bonus(h),
                      target=path.number(h.square))
    return bool(roll.success)


def encounter(state: EscapeState, path: EscapePath) -> bool:
    """Meet the monster or special room the hireling has just reached. True: walk on (the move goes on,
    or a bonus move was rolled); False: the turn ended or a decision is awaited."""
    h = hireling(state)
    kind = path.kind(h.square)
    place = path.name(h.square)
    exact = state.steps_left <= 0
    if kind == "monster":
        ok = d8_against(state, path, f"to evade {place}")
        if not ok:
            tell(state, path, False, "not evaded: the turn ends here")
            end_on_stopping_square(state, path)
            return False
        return succeed(state, path, "evaded")
    if kind == "goblin_pit":
        ok = d8_against(state, path, f"to dance out of {place}")
        if not ok:
            h.held = kind
            tell(state, path, False, "the goblins keep them dancing: the turn ends, and next turn they must dance "
                                     "out before moving")
            end_on_stopping_square(state, path)
            return False
        return succeed(state, path, "danced out")
    if kind == "spider_web":
        turns = int(path.space(h.square).prop("turns"))
        h.skip_turns = turns
        lost = "the next turn is lost" if turns == 1 else f"the next {turns} turns are lost"
        tell(state, path, None, f"stuck in the web: the turn ends and {lost}")
        end_on_stopping_square(state, path)
        return False
    if kind == "troll_bridge":
        if not h.pack:
            h.skip_turns = 1
            tell(state, path, None, "no card to pay the troll: the turn ends here and the next turn is lost "
                                    "waiting; after that they cross free")
            end_on_stopping_square(state, path)
            return False
        state.phase = "bridge"
        tell(state, path, None, "the troll demands a card to cross" + (" and roll again" if exact else ""))
        return False
    if kind == "underground_river":
        state.phase = "river"
        tell(state, path, None, f"swim (a d8 plus evade cards, {path.number(h.square)} or more; a failure "
                                "costs the next turn) or walk round by the ledge (the move ends here)")
        return False
    raise AssertionError(f"{kind} is not a stopping square")


def tell(state: EscapeState, path: EscapePath, success: bool | None, detail: str) -> None:
    h = hireling(state)
    state.emit(Encounter(seat=state.to_act, who=who(state), square=h.square, place=path.name(h.square),
                         kind=path.kind(h.square), success=success, detail=detail))


def succeed(state: EscapeState, path: EscapePath, verb: str) -> bool:
    """Past the monster or room. Mid-move: finish the move. Ended exactly on it: "you get to roll the
    movement die again and may continue to use a card that was played this turn"."""
    if state.steps_left > 0:
        tell(state, path, True, f"{verb}: moving on {state.steps_left} more square"
                                f"{'s' if state.steps_left != 1 else ''}")
        return True
    tell(state, path, True, f"{verb}, having ended the move right there: roll to move again")
    state.steps_left = roll_move(state, "to move again").total
    return True


def resume(state: EscapeState, path: EscapePath, verb: str) -> None:
    """Carry on after a decision that let the hireling past a room."""
    state.phase = "turn"
    if succeed(state, path, verb):
        walk(state, path)


def end_on_stopping_square(state: EscapeState, path: EscapePath) -> None:
    """The turn ends on a monster square or in a room: no backpack to reach into, straight to discards."""
    state.steps_left = 0
    finish_turn(state, path)


def land(state: EscapeState, path: EscapePath) -> None:
    """The move is over on an open square. "If you finish your turn on the same space as another player,
    and it is not a monster space, and if you do not have a card in front of you (cards are discarded
    after checking ...), you may draw one of that player's cards and place it in front of you.\""""
    if steal_victims(state, path):
        ask(state, "steal")
        return
    finish_turn(state, path)


def steal_victims(state: EscapeState, path: EscapePath) -> list[int]:
    h = hireling(state)
    if h.front or path.stops(h.square) or h.square in (path.start, path.exit):
        return []
    return [s for s, other in enumerate(state.hirelings)
            if s != state.to_act and other.active and other.square == h.square and other.pack]


def steal(state: EscapeState, path: EscapePath, victim: int) -> None:
    """Draw the top card of the other pack (face down, so no one knows which it is) and "place it in front
    of you", face up. It came after the move, so no roll of this turn used it: like an evade card not yet
    put to a roll, it stays in front, and a "+ to move" card adds to the next turn's movement rolls."""
    h = hireling(state)
    cid = state.hirelings[victim].pack.pop()
    h.front.append(FrontCard(card=cid))
    c = card(cid)
    state.emit(CardStolen(seat=state.to_act, card=cid, where="in front of " + who(state), who=who(state),
                          victim=victim, victim_name=state.name(victim), name=str(c), kept=c.kind == "evade"))
    finish_turn(state, path)


# --- the end of a turn ----------------------------------------------------------------------------------
def discard(state: EscapeState) -> None:
    """"Movement cards are discarded at the end of the turn. Monster cards are kept in front of you until
    you reach a monster square and then are discarded at the end of that turn." A card goes once it has
    been used: a move card added to a movement roll this turn, an evade card put to a d8 roll. A card not
    yet used (an evade card before its monster, a card taken from a backpack at the end of the move)
    stays in front."""
    h = hireling(state)
    gone = [f for f in h.front if f.spent]
    if not gone:
        return
    h.front = [f for f in h.front if f not in gone]
    state.discards += [f.card for f in gone]
    state.emit(CardsDiscarded(seat=state.to_act, who=who(state), names=tuple(str(card(f.card)) for f in gone),
                              why="end of the turn"))


def finish_turn(state: EscapeState, path: EscapePath) -> None:
    discard(state)
    state.steps_left = 0
    next_turn(state, path)


def next_turn(state: EscapeState, path: EscapePath) -> None:
    """Hand over to the next hireling clockwise; after the last of the round, the fireball moves."""
    current = state.to_act
    assert current is not None
    while True:
        active = [s for s in state.order if state.hirelings[s].active]
        if not active:
            return dragon_wins(state)
        later = [s for s in active if state.order.index(s) > state.order.index(current)]
        if later:
            seat = later[0]
        else:
            # "a round is when everyone has moved once"
            state.to_act = None
            fireball.end_of_round(state, path)
            if not fireball.resolve_catches(state, path):
                return   # a caught hireling chooses which card to throw; start_round_after_fire follows
            active = [s for s in state.order if state.hirelings[s].active]
            if not active:
                return dragon_wins(state)
            seat = active[0]
        if begin_turn(state, path, seat):
            return
        current = seat


def start_round_after_fire(state: EscapeState, path: EscapePath) -> None:
    """Every caught hireling has thrown a card or burned: the next round begins."""
    active = [s for s in state.order if state.hirelings[s].active]
    if not active:
        return dragon_wins(state)
    seat = active[0]
    if not begin_turn(state, path, seat):
        next_turn(state, path)
