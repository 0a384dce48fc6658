"""Which legal action a click on the board means, and what the screen says about it before the click:
the space each action is about, the doors a pawn may open from where it stands, the words for a hover
(the path's cost, the odds of a fight), the tips of the buttons, and the line that says what to do now.

Everything here reads the legal actions and the view of the seat at the screen, nothing else.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Action
from game.engine.words import percent
from game.games.dungeon import content
from game.games.dungeon.actions import (
    CastSpell,
    ChooseChamber,
    ChoosePawn,
    DropPrize,
    EndTurn,
    Fight,
    MoveTo,
    OpenDoor,
    Retreat,
    TakeSpell,
    Transfer,
    TrySecretDoor,
    UseCrystalBall,
    UseESP,
)
from game.games.dungeon.dungeonmap import DungeonMap
from game.games.dungeon.odds import needs_text, spell_text, unknown_text
from game.games.dungeon.state import CHAMBER_ENTRY, DROP, PICK_PAWN, PICK_SPELL, REGAIN, RETREAT, TRANSPORT

View = dict[str, Any]
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


# --- words ---------------------------------------------------------------------------------------------

def me(view: View) -> dict[str, Any] | None:
    seat = view.get("you")
    return view["pawns"][seat] if seat is not None and seat < len(view["pawns"]) else None


def acting(view: View) -> dict[str, Any] | None:
    seat = view.get("to_act")
    return view["pawns"][seat] if seat is not None else None


def has_sword(pawn: dict[str, Any] | None) -> bool:
    return bool(pawn and pawn.get("prizes") and any(p.get("special") == "magic_sword" for p in pawn["prizes"]))


def top_card(view: View, space: int) -> dict[str, Any] | None:
    stack = view["lairs"].get(space) or []
    return stack[0] if stack else None


def fight_odds(view: View, space: int, kind: str, sword: bool) -> str:
    """What fighting the top card of `space` takes, as far as this seat knows it."""
    top = top_card(view, space)
    if top is None:
        return ""
    card = top["card"]
    if card is not None:
        if card["kind"] == "trap":
            return "it is a trap"
        return f"the {card['name']}: {needs_text(card, kind, sword)}"
    return unknown_text(top["level"], kind, sword)


def action_words(action: Action, view: View, m: DungeonMap) -> str:
    """One line about an action, with its cost or odds, for hovers and button tips."""
    pawn = acting(view)
    kind = pawn["kind"] if pawn else ""
    sword = has_sword(me(view)) if pawn is me(view) else False
    if isinstance(action, MoveTo):
        left = (view["turn_info"] or {}).get("moves_left", 0)
        words = f"Move here: {action.cost} of {left} moves"
        if action.fight:
            words += f", then fight {fight_odds(view, action.space, kind, sword)}"
        return words
    if isinstance(action, OpenDoor):
        return f"Open the door and fight {fight_odds(view, action.room, kind, sword)}"
    if isinstance(action, Fight):
        return f"Fight {fight_odds(view, action.space, kind, sword)}"
    if isinstance(action, TrySecretDoor):
        chance_text = action.chance or "1–2"
        high = int(chance_text.split("–")[-1])
        return f"Search for the secret door: {chance_text} on one die ({percent(high / 6)}); a miss ends your turn"
    if isinstance(action, CastSpell):
        name = content.spell_name(action.spell)
        top = top_card(view, action.space)
        odds = spell_text(top["card"], name) if top and top["card"] and top["card"]["kind"] == "monster" else \
            "the card is turned up when the spell is laid on it"
        return f"Throw a {name}: {odds}; a miss does you no harm"
    if isinstance(action, Transfer):
        waiting = " — monsters wait there: you must fight the top one" if action.space in view["lairs"] else ""
        return f"Transference to {action.name}{waiting}"
    if isinstance(action, UseESP):
        return "Look at the monster with the ESP Medallion; then attack it, or your turn is over"
    if isinstance(action, UseCrystalBall):
        return "Look at two of its cards with the Crystal Ball, instead of moving (that is your turn)"
    if isinstance(action, Retreat):
        return str(action)
    if isinstance(action, ChooseChamber):
        waiting = " — monsters wait there" if action.space in view["lairs"] else ""
        return f"Be transported here{waiting}"
    return str(action)


def button_tip(action: Action, view: View, m: DungeonMap) -> str | None:
    if isinstance(action, ChoosePawn):
        p = content.pawn_types()[action.pawn]
        return (f"{action.pawn}: wins with {p.need:,} gold pieces; suits levels {p.levels[0]} to {p.levels[1]}; "
                f"finds secret doors on 1–{p.secret_door}")
    if isinstance(action, TakeSpell):
        spell = content.spells()[action.spell]
        return f"{spell.text} ({view['stock'].get(action.spell, 0)} left in the stock)"
    if isinstance(action, DropPrize):
        card = content.prize(action.card)
        return f"{card.title}: {card.text or 'worth ' + format(card.value, ',') + ' gold pieces'}"
    if isinstance(action, EndTurn):
        return "End your turn" + (f": {action.note}" if action.note else "")
    return action_words(action, view, m)


def hint(view: View, legal: list[Action], mine: bool) -> str:
    """What the seat at the screen may do now, in one line above the board."""
    pending = view.get("pending")
    if not mine:
        return ""
    if pending:
        return {
            PICK_PAWN: "Choose your pawn: click a card",
            PICK_SPELL: f"Choose your spells: click a card ({pending['count']} still to take)",
            REGAIN: "You rested on the Main Staircase: take a spell",
            CHAMBER_ENTRY: "Monsters! Fight the top one, or click a lit chamber to escape by Transference",
            DROP: "You lost the fight: click the prize to drop",
            RETREAT: "You lost the fight: click a lit space to retreat to",
            TRANSPORT: "The trap sends you one level lower: click a lit large chamber",
        }.get(pending["kind"], pending.get("text", ""))
    t = view.get("turn_info") or {}
    if t.get("esp") is not None:
        return "You looked with the ESP Medallion: attack that monster, or end your turn"
    kinds = {type(a) for a in legal}
    parts = []
    if MoveTo in kinds:
        parts.append(f"a lit space to move ({t.get('moves_left', 0)} of 5 moves left)")
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
