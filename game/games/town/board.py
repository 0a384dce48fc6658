"""The track as the rules see it, read from boards/town.tmx (boards/town.md says the schema).

Every square carries its printed instruction (`kind`, `amount`) and its `depth` (0: the wilderness round
the town, 1-3: the dungeon depths). `next` links run clockwise into one closed loop, which the engine's
Ring reads from the town square; a square of kind `move` has a `jump` link to where it sends the pawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.board import Board, BoardError, BoardSchema, Mark, Space
from game.engine.track import Ring
from game.engine.words import plural

# Square kinds and their printed instructions ({n}: the square's amount).
KINDS: dict[str, str] = {
    "town": "Heal every hit point, then buy, sell or refresh the shop",
    "draw": "Draw a card from this depth's deck",
    "rest": "A quiet spot: nothing happens",
    "heal": "Heal {hp}",
    "toll": "Pay a toll of {silver}",
    "damage": "Take {damage}",
    "silver": "Find {silver}",
    "lose_turn": "Lose your next turn",
    "extra_turn": "Take another turn",
    "move": "Go to {target}",
}
NEEDS_AMOUNT = ("heal", "toll", "damage", "silver")

SCHEMA = BoardSchema(
    spaces={"square": {"kind": str, "depth": int}},
    links={"next": {}, "jump": {}},
    marks={"zone": {"depth": int}, "label": {"text": str}, "monster_deck": {"depth": int, "back": str},
           "town_deck": {}, "for_sale": {"slot": int}},
)


@dataclass(kw_only=True)
class Track:
    """The loop of squares from the town square, clockwise, with each square's instruction."""

    board: Board
    ring: Ring
    town: int
    jumps: dict[int, int] = field(default_factory=dict)

    def space(self, sid: int) -> Space:
        return self.board.spaces[sid]

    def name(self, sid: int) -> str:
        return self.board.spaces[sid].label

    def kind(self, sid: int) -> str:
        return str(self.board.spaces[sid].prop("kind"))

    def depth(self, sid: int) -> int:
        return int(self.board.spaces[sid].prop("depth"))

    def amount(self, sid: int) -> int:
        return int(self.board.spaces[sid].prop("amount", 0))

    def instruction(self, sid: int) -> str:
        """The square's printed instruction in words ("Take 2 damage")."""
        n = self.amount(sid)
        target = self.name(self.jumps[sid]) if sid in self.jumps else "?"
        return KINDS[self.kind(sid)].format(hp=plural(n, "hit point"), silver=f"{n} silver",
                                            damage=plural(n, "damage", "damage"), target=target)

    def first_of_depth(self, depth: int) -> int | None:
        """The first square of a depth, clockwise from the town (None if the track has none)."""
        return next((s for s in self.ring.order if self.depth(s) == depth), None)

    def mark(self, kind: str, **props: int) -> Mark | None:
        for m in self.board.marks_of_kind(kind):
            if all(m.prop(k) == v for k, v in props.items()):
                return m
        return None


def build_track(board: Board) -> Track:
    """The rules' view of a map that check_board accepted."""
    town = next(s.id for s in board.of_kind("square") if s.prop("kind") == "town")
    ring = Ring(board, "next", town)
    jumps = {link.a: link.b for link in board.links_of_kind("jump")}
    return Track(board=board, ring=ring, town=town, jumps=jumps)


def _obj(s: Space | Mark) -> str:
    return f"object {s.id} {s.label!r} ({s.kind})"


def signed_area(points: list[tuple[float, float]]) -> float:
    """Twice the signed area of a polygon in screen coordinates (y down): positive when it runs clockwise
    as seen on the screen."""
    return sum(ax * by - bx * ay for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1], strict=True))


def check_board(board: Board) -> list[str]:
    """Everything the rules need from the map; each problem names the object."""
    problems: list[str] = []
    squares = board.of_kind("square")
    for s in squares:
        if s.prop("kind") not in KINDS:
            problems.append(f"{_obj(s)}: unknown kind {s.prop('kind')!r} (known: {', '.join(KINDS)})")
        if s.prop("depth") not in (0, 1, 2, 3):
            problems.append(f"{_obj(s)}: depth must be 0 (the wilderness), 1, 2 or 3, not {s.prop('depth')!r}")
        if s.prop("kind") in NEEDS_AMOUNT and not (isinstance(s.prop("amount"), int) and s.prop("amount") >= 1):
            problems.append(f"{_obj(s)}: a {s.prop('kind')} square needs a whole number `amount` of 1 or more")
    towns = [s for s in squares if s.prop("kind") == "town"]
    if len(towns) != 1:
        return problems + [f"there must be exactly one town square (kind town), found {len(towns)}"]
    town = towns[0]
    try:
        ring = Ring(board, "next", town.id)
    except BoardError as e:
        return problems + [f"the track is not one closed loop of `next` links: {e.fault}"
                           + (f" (object {e.obj.id} {e.obj.label!r})" if e.obj is not None else "")]
    problems += [f"{_obj(s)}: not on the loop of `next` links from the town" for s in squares if s.id not in ring]
    centres = [board.spaces[s].center for s in ring.order]
    if signed_area(centres) <= 0:
        problems.append("the track must run clockwise on the board (its `next` links run anticlockwise)")
    half = max(town.w, town.h) / 2
    tx, ty = town.center
    if any(x > tx + half or y > ty + half for x, y in centres):
        problems.append(f"{_obj(town)}: the town square belongs at the bottom-right corner of the track")
    if town.prop("depth") != 0:
        problems.append(f"{_obj(town)}: the town square lies in the wilderness (depth 0)")
    problems += _check_depths(board, ring)
    problems += _check_jumps(board, ring)
    problems += _check_places(board)
    return problems


def _check_depths(board: Board, ring: Ring) -> list[str]:
    """Each depth one unbroken stretch, in order from the town: wilderness, 1, 2, 3 (then wilderness again
    round to the town), and a square to draw a card at in every depth."""
    problems = []
    depths = [board.spaces[s].prop("depth") for s in ring.order]
    runs: list[tuple[object, int]] = []
    for sid, d in zip(ring.order, depths, strict=True):
        if not runs or runs[-1][0] != d:
            runs.append((d, sid))
    if len(runs) > 1 and runs[-1][0] == runs[0][0]:
        runs.pop()    # the loop closes: the last run is the first one
    seen: set[object] = set()
    for d, sid in runs:
        if d in seen:
            problems.append(f"{_obj(board.spaces[sid])}: depth {d} is broken in two; each depth is one unbroken "
                            "stretch of squares")
        seen.add(d)
    if [d for d, _ in runs] != [0, 1, 2, 3] and not problems:
        problems.append(f"from the town the depths must run 0 (the wilderness), 1, 2, 3; they run "
                        f"{', '.join(str(d) for d, _ in runs)}")
    for d in (0, 1, 2, 3):
        if not any(s.prop("kind") == "draw" and s.prop("depth") == d for s in board.of_kind("square")):
            problems.append(f"depth {d} has no square to draw a card at (kind draw)")
    return problems


def _check_jumps(board: Board, ring: Ring) -> list[str]:
    problems = []
    jumps: dict[int, list[int]] = {}
    for link in board.links_of_kind("jump"):
        jumps.setdefault(link.a, []).append(link.b)
    for s in board.of_kind("square"):
        outs = jumps.get(s.id, [])
        if s.prop("kind") == "move":
            if len(outs) != 1:
                problems.append(f"{_obj(s)}: a move square needs exactly one `jump` link to where it sends the "
                                f"pawn, found {len(outs)}")
            elif board.spaces[outs[0]].prop("kind") == "move":
                problems.append(f"{_obj(s)}: a jump may not land on another move square")
        elif outs:
            problems.append(f"{_obj(s)}: only a move square has a `jump` link")
    return problems


def _check_places(board: Board) -> list[str]:
    """The Town's three for-sale places above the Town deck on the right side; the four monster decks in a
    column, the wilderness at the top and the deepest at the bottom."""
    problems = []
    town_decks = board.marks_of_kind("town_deck")
    if len(town_decks) != 1:
        problems.append(f"there must be one Town deck place (type town_deck), found {len(town_decks)}")
    elif town_decks[0].center[0] < board.width / 2:
        problems.append(f"{_obj(town_decks[0])}: the Town deck lies on the right side of the board")
    slots = sorted(m.prop("slot") for m in board.marks_of_kind("for_sale"))
    if slots != [1, 2, 3]:
        problems.append(f"the Town needs three for-sale places (type for_sale) numbered 1, 2, 3, found {slots}")
    elif len(town_decks) == 1:
        for m in board.marks_of_kind("for_sale"):
            if m.y + m.h > town_decks[0].y:
                problems.append(f"{_obj(m)}: the items for sale lie above the Town deck")
    decks = board.marks_of_kind("monster_deck")
    found = sorted(m.prop("depth") for m in decks)
    if found != [0, 1, 2, 3]:
        problems.append(f"there must be four monster deck places (type monster_deck) for depths 0, 1, 2, 3, "
                        f"found {found}")
    else:
        ordered = sorted(decks, key=lambda m: m.prop("depth"))
        for upper, lower in zip(ordered, ordered[1:], strict=False):
            if lower.center[1] <= upper.center[1]:
                problems.append(f"{_obj(lower)}: the decks run from the wilderness at the top to the deepest at "
                                "the bottom")
    return problems
