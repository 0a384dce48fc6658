"""The odds and the words about them, for the computer player and the screen alike: the odds of a d8,
what a square asks, where the fire may reach at the end of the round, what the next card from a pack may
be, what each way of a split holds. Plain functions of the board and the view."""

from __future__ import annotations

from game.engine.words import percent

from .board import EscapePath
from .content import cards, unseen
from .fireball import HEAD_START
from .view import EscapeView

# What each special room asks, short enough for a plate under the room on the board.
ROOM_ASKS = {
    "goblin_pit": "Dance out: d8 {number}+",
    "spider_web": "Stuck: lose {turns} turn{s}",
    "troll_bridge": "Pay a card or wait",
    "underground_river": "Swim d8 {number}+ or ledge",
}
ROLLS = ("monster", "goblin_pit", "underground_river")   # squares whose number is a d8 roll to reach
KIND_WORDS = {
    "square": "a square of the path", "monster": "a monster square", "goblin_pit": "special room",
    "spider_web": "special room", "troll_bridge": "special room", "underground_river": "special room",
    "start": "START, on the dragon's treasure", "exit": "the way out", "fireball": "a fireball square",
}


def d8_odds(number: int, bonus: int = 0) -> float:
    """The chance that a d8 plus `bonus` reaches `number` (success on equal, as the rulebook's example)."""
    return min(1.0, max(0.0, (9 - (number - bonus)) / 8))


def room_ask(path: EscapePath, sid: int) -> str:
    space = path.space(sid)
    template = ROOM_ASKS.get(space.kind, "")
    turns = int(space.prop("turns", 1) or 1)
    return template.format(number=space.prop("number", ""), turns=turns, s="" if turns == 1 else "s")


def space_text(path: EscapePath, sid: int, evade: int = 0, who: str = "") -> str:
    """The hover text of a square: what it is, what it asks, and the odds for the hireling to act."""
    space = path.space(sid)
    kind = space.kind
    name = path.name(sid)
    number = int(space.prop("number", 0) or 0)
    bonus = f" + evade cards ({evade:+d})" if evade else ""
    odds = f" {who + ': ' if who else ''}{percent(d8_odds(number, evade))} with d8{bonus}." if who or evade else ""
    if kind == "monster":
        return (f"{name}: a monster. Reaching it stops you: roll the d8 plus your evade cards; {number} or more "
                f"gets you past.{odds}")
    if kind == "goblin_pit":
        return (f"{name}: the goblins make you dance. Roll the d8 (plus evade cards), {number} or more, to whirl "
                f"out and carry on; fall short and you dance again next turn.{odds}")
    if kind == "spider_web":
        turns = int(space.prop("turns", 1) or 1)
        lost = "next turn" if turns == 1 else f"next {turns} turns"
        return f"{name}: stuck fast. Your move ends here and you lose your {lost}."
    if kind == "troll_bridge":
        return (f"{name}: the troll wants the top card of your pack to let you cross at once; refuse and you wait, "
                "losing your next turn.")
    if kind == "underground_river":
        return (f"{name}: swim (the d8 plus evade cards, {number} or more; fail and you lose your next turn) or "
                f"walk round by the ledge (your move ends here).{odds}")
    if kind == "fireball":
        return f"{name}: where the Flaming Fireball of Doom waits before it enters the lair."
    if kind == "start":
        return "START, on the dragon's treasure: every hireling begins here."
    if kind == "exit":
        return "The way out: the first hireling to reach it wins (no exact roll needed)."
    return f"{name}: {KIND_WORDS.get(kind, kind)}."


# --- the fireball --------------------------------------------------------------------------------
def fire_steps(round_: int) -> dict[int, float]:
    """How far the fire moves at the end of this round, with the chance of each distance."""
    if round_ <= HEAD_START:
        return {1: 1.0}
    return {k: 1 / 6 for k in range(1, 7)}


def fire_reach(path: EscapePath, fire_index: int, round_: int) -> dict[int, float]:
    """Every square not yet burning that the fire reaches at the end of this round, with the chance (asked
    every frame by the screen: kept with the path; do not change the dict)."""
    steps = fire_steps(round_)
    kept = path.__dict__.setdefault("_reach", {})
    key = (fire_index, tuple(steps))
    if key in kept:
        return kept[key]
    out: dict[int, float] = {}
    for sid, at in path.burns_at.items():
        ahead = at - fire_index
        if ahead > 0:
            p = sum(q for k, q in steps.items() if k >= ahead)
            if p > 0:
                out[sid] = p
    kept[key] = out
    return out


def fire_gap(path: EscapePath, fire_index: int, square: int) -> int:
    """Squares of the fire's route between the fire and a hireling (0 or less: caught)."""
    return path.burns_at.get(square, fire_index) - fire_index


# --- the cards -----------------------------------------------------------------------------------


def next_card_text(view: EscapeView) -> str:
    """What the top card of a pack may be, from the cards not yet seen."""
    left = unseen(view)
    total = sum(left.values())
    if not total:
        return ""
    table = cards()
    move = sum(n for cid, n in left.items() if table[cid].kind == "move")
    evade = total - move
    parts = []
    for kind, n, words in ((move, "move", "+ to move"), (evade, "evade", "+ to evade Monster")):
        count = kind
        if count:
            avg = sum(table[cid].value * k for cid, k in left.items() if table[cid].kind == n) / count
            parts.append(f"{percent(count / total)} {words} (+{avg:.1f} on average)")
    return "The top card is one of the cards not yet seen: " + ", ".join(parts) + "."


def branch_squares(path: EscapePath, first: int) -> list[int]:
    """A branch of a split from its first square to the last before the join."""
    fork = next((f for f, nexts in path.nexts.items() if first in nexts and len(nexts) > 1), None)
    join = path.forks.get(fork) if fork is not None else None
    out, here = [], first
    while here != join and here not in out:
        out.append(here)
        nexts = path.nexts.get(here, [])
        if len(nexts) != 1:
            break
        here = nexts[0]
    return out


def walk_ends(path: EscapePath, start: int, steps: int, first: int | None = None) -> list[int]:
    """The squares a move of `steps` crosses from `start` (after choosing `first` at a split), up to the
    first square that stops it: a monster or room, the exit, or another split."""
    out, here, nxt = [], start, first
    while steps > 0:
        if nxt is None:
            nexts = path.nexts.get(here, [])
            if len(nexts) != 1:
                break
            nxt = nexts[0]
        here, nxt, steps = nxt, None, steps - 1
        out.append(here)
        if path.stops(here) or here == path.exit:
            break
    return out


def branch_text(path: EscapePath, first: int, steps: int) -> str:
    squares = branch_squares(path, first)
    on_route = first in path.route_index
    stops = [path.name(s) + (f" ({path.number(s)})" if path.number(s) else "") for s in squares if path.stops(s)]
    words = f"{path.branch_name(first).capitalize()}: {len(squares)} squares to where the ways join"
    words += "; " + (", ".join(stops) if stops else "nothing in the way") + ". "
    if on_route:
        words += "The fireball's way: it burns square by square as the fireball comes."
    else:
        words += "Not the fireball's way: it burns all at once when the fireball has gone right round the split."
    if steps > 0:
        crossed = [first, *walk_ends(path, first, steps - 1)]
        words += f" With {steps} to move you reach {path.name(crossed[-1])}."
    return words
