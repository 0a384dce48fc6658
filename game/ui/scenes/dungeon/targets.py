"""Which legal action a click on the board means: the space each action is about, the doors a pawn may
open from where it stands, which actions are taken on the board only, and the menu's words where two
would read the same, and the line above the board that says what to click now. (What an action does, in
words, is the rules' words.py.)
"""

from __future__ import annotations

from game.engine.protocol import Action
from game.games.dungeon.actions import (
    CastSpell,
    ChooseChamber,
    Fight,
    MoveTo,
    OpenDoor,
    Retreat,
    Transfer,
    TrySecretDoor,
    UseCrystalBall,
    UseESP,
)
from game.games.dungeon.dungeonmap import DungeonMap
from game.games.dungeon.state import CHAMBER_ENTRY, DROP, PICK_PAWN, PICK_SPELL, REGAIN, RETREAT, TRANSPORT
from game.games.dungeon.view import DungeonView

ON_BOARD = (MoveTo, OpenDoor, TrySecretDoor, Fight, CastSpell, Transfer, UseESP, UseCrystalBall, Retreat,
            ChooseChamber)
# Taken on the board only: there may be dozens of them (every reachable space, every room for the Crystal Ball).
BOARD_ONLY = (MoveTo, CastSpell, UseCrystalBall)


def space_of(action: Action) -> int | None:
    """The space a board action is about (a click there takes it)."""
    if isinstance(action, OpenDoor):
        return action.room
    if isinstance(action, ON_BOARD):
        return int(action.space)  # type: ignore[attr-defined]
    return None


def doors(legal: list[Action], m: DungeonMap, here: int | None) -> dict[int, int]:
    """The doors a click may open, link id -> the space behind it: secret doors to search for, and the
    doors of rooms with a monster the pawn stands beside."""
    out: dict[int, int] = {}
    for action in legal:
        if isinstance(action, TrySecretDoor):
            out[action.link] = action.space
        elif isinstance(action, OpenDoor) and here is not None:
            edge = m.link_between(here, action.room, ("door", "secret_door"))
            if edge is not None:
                out[edge.link] = action.room
    return out


def board_only(action: Action) -> bool:
    """Taken on the board only: there may be dozens of them (every reachable space, every room for the
    Crystal Ball)."""
    return isinstance(action, BOARD_ONLY)


def labels(actions: list[Action], m: DungeonMap) -> list[str]:
    """The words for each action in a menu, told apart where two would read the same (two ways back)."""
    words = [str(a) for a in actions]
    out = []
    for a, w in zip(actions, words, strict=True):
        path = getattr(a, "path", ())
        if words.count(w) > 1 and path:
            w += f" (by {m.name(path[0])})"
        out.append(w)
    return out


def hint(view: DungeonView, legal: list[Action], mine: bool) -> str:
    """What the seat at the screen may do now, in one line above the board."""
    pending = view.pending
    if not mine:
        return ""
    if pending:
        return {
            PICK_PAWN: "Choose your pawn: click a card",
            PICK_SPELL: f"Choose your spells: click a card, or a mix at the right ({pending.count} still to take)",
            REGAIN: "You rested on the Main Staircase: take a spell",
            CHAMBER_ENTRY: "Monsters! Fight the top one, or click a lit chamber to escape by Transference",
            DROP: "You lost the fight: click the prize to drop",
            RETREAT: "You lost the fight: click a lit space to retreat to",
            TRANSPORT: "The trap sends you one level lower: click a lit large chamber",
        }.get(pending.kind, pending.text)
    t = view.turn_info
    if t is not None and t.esp is not None:
        return "You looked with the ESP Medallion: attack that monster, or end your turn"
    kinds = {type(a) for a in legal}
    parts = []
    if MoveTo in kinds:
        parts.append(f"a lit space to move ({t.moves_left if t is not None else 0} of 5 moves left)")
    if kinds & {OpenDoor, TrySecretDoor}:
        parts.append("a lit door to open it")
    if Fight in kinds:
        parts.append("your own space to fight")
    if CastSpell in kinds:
        parts.append("a monster beside you for a spell")
    if Transfer in kinds:
        parts.append("a chamber for Transference")
    if UseCrystalBall in kinds:
        parts.append("a room to look with the Crystal Ball")
    if not parts:
        return "Nothing more to do here: end your turn"
    return "Click " + ", ".join(parts) + ", or end your turn"
