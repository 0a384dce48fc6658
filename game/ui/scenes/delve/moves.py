"""What one event does to the dice on the table: the view before it and the view after it, matched die by die
(from the event's typed fields, never its words). Which of two dice of one face moved is no rule, so the one a
player watches is taken: the companion raised as the chosen one (the first of its face), the Scroll being
read (the last), the die buried last.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.events import Event
from game.games.delve import events as E
from game.games.delve.view import DelveView

# every zone of dice, in the order they are drawn (the pool, a count on one die, last)
DICE_ZONES = ("lair", "graveyard", "borrowed", "dungeon", "party", "pool")
Place = tuple[str, int, int, str]   # zone, index, dice in that zone, face
Spot = tuple[str, int]              # zone, index


@dataclass
class Step:
    """What one event did, for its animation. A die is named by its index in places(view after)."""

    before: dict[int, Place] = field(default_factory=dict)   # where each die lay in the view before (if there)
    after: dict[int, Place] = field(default_factory=dict)    # every die of the view after
    rolled: list[int] = field(default_factory=list)          # dice that tumble: new rolls and rerolls
    turned: dict[int, str] = field(default_factory=dict)     # die -> the face it showed before (no roll)
    gone: list[Place] = field(default_factory=list)          # dice taken off the table (the party's, at the end)
    token: tuple[int, str, bool] | None = None               # (seat, token, into the bag?) a treasure moving
    xp: tuple[int, int] | None = None                        # (seat, XP gained)
    flipped: int | None = None                               # the seat whose hero card turns to its Master side


def dice(view: DelveView) -> dict[str, list[str]]:
    """The faces in every zone of a view (the Lair's and the pool's dice as blanks of their kind)."""
    return {"party": list(view.party), "graveyard": list(view.graveyard), "dungeon": list(view.dungeon),
            "borrowed": list(view.borrowed), "lair": ["Dragon"] * view.lair, "pool": [""] * view.pool}


def places(view: DelveView) -> list[Place]:
    """Every die of a view in drawing order; a die's name in an animation is its index here."""
    faces = dice(view)
    return [(zone, i, len(faces[zone]), face) for zone in DICE_ZONES for i, face in enumerate(faces[zone])]


def step(before: DelveView, after: DelveView, event: Event) -> Step:
    old, new = dice(before), dice(after)
    came = {zone: [(zone, i) for i in range(len(old[zone]))] for zone in DICE_ZONES}   # zone -> origins, in order
    out = Step()
    rolled: list[Spot] = []
    turned: dict[Spot, str] = {}
    if isinstance(event, E.Rolled) and event.before:          # a reroll: the dice tumble where they lie
        rolled = [(event.zone, i) for i in event.places]
    elif isinstance(event, E.Rolled) and event.zone in came:  # a new roll: the Dungeon Lord's come from the pool
        pool = len(old["pool"])
        came[event.zone] = [("pool", pool - 1 - k) for k in range(len(event.faces))] if event.zone == "dungeon" \
            else [("", -1)] * len(event.faces)
        rolled = [(event.zone, i) for i in range(len(event.faces))]
    elif isinstance(event, E.DiceMoved) and event.src == "treasures":   # a used token goes back into the box
        out.token = (before.adventurer, event.faces[0], True)
    elif isinstance(event, E.DiceMoved) and event.src in came and event.dst in came:
        p = before.pending   # (a Scroll read leaves the party before the reroll: the last Scroll is the one read)
        reading = p is not None and p.kind == "reroll" and p.by == "scroll" and p.source == "die:Scroll"
        taken = _taken(old[event.src], event.src, event.faces, reading)
        came[event.src] = [(event.src, i) for i in range(len(old[event.src])) if i not in taken]
        came[event.dst] = came[event.dst] + [(event.src, i) for i in taken]
    elif isinstance(event, E.DieChanged) and event.zone in came:
        i = next((i for i, (a, b) in enumerate(zip(old[event.zone], new[event.zone], strict=False)) if
                  (a, b) == (event.before, event.after)), None)
        if i is not None:
            turned[(event.zone, i)] = event.before
    elif isinstance(event, E.DelveBegan | E.DelveEnded):         # the party leaves; the dungeon's dice go back
        out.gone = [(z, i, len(old[z]), f) for z in ("party", "graveyard") for i, f in enumerate(old[z])]
        came["pool"] = came["pool"] + [(z, i) for z in ("dungeon", "lair", "borrowed") for i in range(len(old[z]))]
    elif isinstance(event, E.TreasureTaken) and event.seat is not None:
        out.token = (event.seat, event.token, False)
    elif isinstance(event, E.XpGained) and event.seat is not None:
        out.xp = (event.seat, event.amount)
    elif isinstance(event, E.LevelUp):
        out.flipped = event.seat
    out.after = dict(enumerate(places(after)))
    ids = {(p[0], p[1]): k for k, p in out.after.items()}
    for k, (zone, i, _n, _face) in out.after.items():
        origin = came[zone][i] if i < len(came[zone]) else ("", -1)
        if 0 <= origin[1] < len(old.get(origin[0], ())):
            out.before[k] = (origin[0], origin[1], len(old[origin[0]]), old[origin[0]][origin[1]])
    out.rolled = [ids[s] for s in rolled if s in ids]
    out.turned = {ids[s]: face for s, face in turned.items() if s in ids}
    return out


def _taken(faces: list[str], zone: str, moved: tuple[str, ...], reading: bool) -> list[int]:
    """Which dice of a zone left it: the Lair and the graveyard give their last, a Scroll read is the last
    Scroll, any other die the first of its face."""
    left = dict(enumerate(faces))
    out: list[int] = []
    for face in moved:
        anyone = zone in ("lair", "graveyard", "pool")   # taken from the top whatever it shows (a revived
        hits = [i for i, f in left.items() if anyone or f == face]   # die takes the face chosen for it)
        if not hits:
            continue
        i = hits[-1] if anyone or (reading and face == "Scroll") else hits[0]
        out.append(i)
        del left[i]
    return out
