"""A turn's move and the square it ends on.

"4. The first player rolls two dice, chooses ONE of them, and then moves clockwise one square for each
dot that is facing up on that die. 5. The player then follows the instructions printed on that square."
"When players move past the Town, they may choose to stop at the Town instead." The move is walked
square by square; passing another pawn pauses it for the meeting (meetings.py), and it resumes from the
state, so every pause survives a save.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.events import Moved

from . import cards, equipment, meetings, pawns, town, turns
from .board import Track
from .events import MoveDice, SquareReached
from .state import TownState, Walk


@dataclass(frozen=True, kw_only=True)
class Landing:
    """Where one die would take the pawn: the square it lands on, or the Town it stops at on the way."""

    die: int
    value: int
    square: int
    town_stop: bool            # stopping at the Town that the move passes
    path: tuple[int, ...]      # the squares entered, the last being where the pawn stops
    passes_town: bool          # the full move goes past the Town
    meets: tuple[int, ...]     # seats passed (or landed beside) on the way


def roll(state: TownState) -> None:
    """Roll two dice (three with Seven-League Boots); the choice of one comes next."""
    seat = state.to_act
    assert seat is not None
    values = tuple(state.rng.die(6) for _ in range(turns.dice_count(state, seat)))
    state.dice = list(values)
    state.phase = "move"
    state.emit(MoveDice(seat=seat, who=pawns.who(state), dice=f"{len(values)}d6", values=values, reason="to move"))


def landings(state: TownState, track: Track, seat: int) -> list[Landing]:
    """Every choice of the rolled dice: each distinct value lands on a square; a move that goes past the
    Town may stop there instead."""
    here = state.pawns[seat].square
    out: list[Landing] = []
    seen: set[tuple[int, bool]] = set()
    for die, value in enumerate(state.dice):
        step = track.ring.walk(here, value)
        passes = track.town in step.passed
        full = [(step.squares, False)]
        if passes:
            full.append((step.squares[: step.squares.index(track.town) + 1], True))
        for path, stop in full:
            end = path[-1]
            if (end, stop or end == track.town) in seen:
                continue
            seen.add((end, stop or end == track.town))
            out.append(Landing(die=die, value=value, square=end, town_stop=stop, path=tuple(path),
                               passes_town=passes, meets=tuple(_met(state, track, seat, path))))
    return out


def _met(state: TownState, track: Track, seat: int, path: tuple[int, ...]) -> list[int]:
    met: list[int] = []
    for square in path:
        if square != track.town:
            met += [s for s, p in enumerate(state.pawns) if s != seat and p.square == square and s not in met]
    return met


def move(state: TownState, track: Track, landing: Landing) -> None:
    state.dice = [landing.value]
    state.phase = "moving"   # the die is chosen: no landing is offered any more, from here or on the way
    state.walk = Walk(value=landing.value, path=list(landing.path))
    walk(state, track)


def walk(state: TownState, track: Track, resumed: bool = False) -> None:
    """Step along the path until it is used up or another pawn is met (then the meeting decides)."""
    w = state.walk
    assert w is not None and state.to_act is not None
    seat = state.to_act
    p = state.pawns[seat]
    trail = [p.square]
    if resumed and _meet_here(state, track, trail):
        return
    while w.path:
        p.square = w.path.pop(0)
        trail.append(p.square)
        if _meet_here(state, track, trail):
            return
    _moved(state, track, trail)
    state.walk = None
    land(state, track, p.square)


def walk_on(state: TownState, track: Track) -> None:
    """A meeting over leaves the mover "moving" with the rest of its move (meetings.finish): it goes on."""
    if state.phase == "moving" and state.meeting is None and state.walk is not None:
        walk(state, track, resumed=True)


def _meet_here(state: TownState, track: Track, trail: list[int]) -> bool:
    """A pawn on the square just entered that the mover has not met yet on this move: the meeting begins."""
    w = state.walk
    assert w is not None and state.to_act is not None
    here = trail[-1]
    if here == track.town:
        return False   # the Town is no place for a fight
    others = [s for s, p in enumerate(state.pawns) if s != state.to_act and p.square == here and s not in w.met]
    if not others:
        return False
    _moved(state, track, trail)
    w.met.append(others[0])
    meetings.begin(state, track, state.to_act, others[0])
    return True


def _moved(state: TownState, track: Track, trail: list[int]) -> None:
    if len(trail) > 1:
        state.emit(Moved(seat=state.to_act, who=pawns.who(state), path=tuple(trail), to_name=track.name(trail[-1])))


def land(state: TownState, track: Track, square: int) -> None:
    """Follow the instruction printed on the square."""
    seat = state.to_act
    assert seat is not None
    kind = track.kind(square)
    state.emit(SquareReached(seat=seat, who=pawns.who(state), square=square, name=track.name(square), kind=kind,
                             instruction=track.instruction(square)))
    if kind == "town":
        town.enter(state, track, seat)
        return
    if kind == "draw":
        cards.draw(state, track, track.depth(square))
        return
    if kind == "move":
        pawns.jump(state, track, seat, track.jumps[square], f"goes on to {track.name(track.jumps[square])}")
        land(state, track, track.jumps[square])
        return
    follow(state, track, seat, square)
    turns.end_turn(state, track)


def follow(state: TownState, track: Track, seat: int, square: int) -> None:
    """The squares whose instruction is carried out at once."""
    kind, n = track.kind(square), track.amount(square)
    name = track.name(square)
    if kind == "heal":
        pawns.heal(state, seat, n, f"rests at {name}")
    elif kind == "silver":
        pawns.gain(state, seat, n, f"finds silver at {name}")
    elif kind == "toll":
        toll_square(state, track, seat, n, name)
    elif kind == "damage":
        if pawns.hurt(state, seat, n, f"is hurt at {name}"):
            pawns.fall(state, track, seat)
    elif kind == "lose_turn":
        state.pawns[seat].skip_turns += 1
        pawns.tell(state, seat, "will lose the next turn")
    elif kind == "extra_turn":
        state.again = True
        pawns.tell(state, seat, "takes another turn")
    else:
        pawns.tell(state, seat, "rests a moment: nothing happens")


def toll_square(state: TownState, track: Track, seat: int, amount: int, name: str) -> None:
    """Pay the toll; with the Royal Writ, nothing. Short of silver: pay what you have and take a beating
    (1 damage) from the toll-keepers (project design)."""
    p = state.pawns[seat]
    if equipment.has(p.equipment, "writ"):
        pawns.tell(state, seat, f"shows the Royal Writ at {name} and pays nothing")
        return
    short = p.silver < amount
    pawns.pay(state, seat, amount, f"pays the toll at {name}")
    if short and pawns.hurt(state, seat, 1, "cannot pay it all and is beaten by the toll-keepers"):
        pawns.fall(state, track, seat)

