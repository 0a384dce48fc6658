"""Dungeon! in words, for the screen's hovers, buttons, seat list and the line above the board: what an action
does (its cost, the odds of a fight as far as the seat knows the card), what a place holds, what to do now, how
each pawn fares.

Plain functions of the view of the seat at the screen and the map: no pygame, testable alone. The odds
themselves are odds.py's, the same the computer player uses.
"""

from __future__ import annotations

from game.engine.board import Board
from game.engine.protocol import Action, PlaceWords
from game.engine.words import capital, percent, plural

from . import content
from . import state as S
from .actions import (
    CastSpell,
    ChooseChamber,
    ChoosePawn,
    DropPrize,
    EndTurn,
    Fight,
    MoveTo,
    OpenDoor,
    Retreat,
    TakeMix,
    TakeSpell,
    Transfer,
    TrySecretDoor,
    UseCrystalBall,
    UseESP,
)
from .dungeonmap import CHAMBER, CORRIDOR, ROOM, START, DungeonMap, dungeon_map
from .odds import needs_text, spell_text, unknown_text
from .state import PICK_SPELL
from .view import DungeonView, GuardView, PawnView


def me(view: DungeonView) -> PawnView | None:
    seat = view.you
    return view.pawns[seat] if seat is not None and seat < len(view.pawns) else None


def acting(view: DungeonView) -> PawnView | None:
    seat = view.to_act
    return view.pawns[seat] if seat is not None else None


def has_sword(pawn: PawnView | None) -> bool:
    return bool(pawn and pawn.prizes and any(p.special == "magic_sword" for p in pawn.prizes))


def top_card(view: DungeonView, space: int) -> GuardView | None:
    stack = view.guards(space)
    return stack[0] if stack else None


def fight_odds(view: DungeonView, space: int, kind: str, sword: bool) -> str:
    """What fighting the top card of `space` takes, as far as this seat knows it."""
    top = top_card(view, space)
    if top is None:
        return ""
    card = top.card
    if card is not None:
        if card.kind == "trap":
            return "it is a trap"
        return f"the {card.name}: {needs_text(card, kind, sword)}"
    return unknown_text(top.level, kind, sword)


def action_words(action: Action, view: DungeonView, m: DungeonMap) -> str:
    """One line about an action, with its cost or odds, for hovers and button tips."""
    pawn = acting(view)
    kind = pawn.kind if pawn else ""
    sword = has_sword(me(view)) if pawn is me(view) else False
    if isinstance(action, MoveTo):
        left = view.turn_info.moves_left if view.turn_info is not None else 0
        words = f"Move here: {action.cost} of {plural(left, 'move')}"
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
        odds = spell_text(top.card, name) if top and top.card and top.card.kind == "monster" else \
            "the card is turned up when the spell is laid on it"
        return f"Throw a {name}: {odds}; a miss does you no harm"
    if isinstance(action, Transfer):
        waiting = " — monsters wait there: you must fight the top one" if view.lair(action.space) is not None else ""
        return f"Transference to {action.name}{waiting}"
    if isinstance(action, UseESP):
        return "Look at the monster with the ESP Medallion; then attack it, or your turn is over"
    if isinstance(action, UseCrystalBall):
        return "Look at two of its cards with the Crystal Ball, instead of moving (that is your turn)"
    if isinstance(action, Retreat):
        return str(action)
    if isinstance(action, ChooseChamber):
        waiting = " — monsters wait there" if view.lair(action.space) is not None else ""
        return f"Be transported here{waiting}"
    return str(action)


def button_tip(action: Action, view: DungeonView, m: DungeonMap) -> str | None:
    if isinstance(action, ChoosePawn):
        p = content.pawn_types()[action.pawn]
        return (f"{action.pawn}: wins with {p.need:,} gold pieces; suits levels {p.levels[0]} to {p.levels[1]}; "
                f"finds secret doors on 1–{p.secret_door}")
    if isinstance(action, TakeSpell):
        spell = content.spells()[action.spell]
        return f"{spell.text} ({view.in_stock(action.spell)} left in the stock)"
    if isinstance(action, TakeMix):
        mix = next((m for m in content.spell_mixes() if m.id == action.mix), None)
        return f"All {len(action.spells)} spells in one click. " + (mix.about if mix else "")
    if isinstance(action, DropPrize):
        card = content.prize(action.card)
        return f"{card.title}: {card.text or 'worth ' + format(card.value, ',') + ' gold pieces'}"
    if isinstance(action, EndTurn):
        return "End your turn" + (f": {action.note}" if action.note else "")
    return action_words(action, view, m)


def place_lines(view: DungeonView, m: DungeonMap, space: int) -> list[tuple[str, str]]:
    """A place under the pointer: its name and kind, its cards as far as this seat knows them (the top one
    with the odds where it is known, then how many more, the prizes each guards), who stands there."""
    name = m.name(space)
    lines: list[tuple[str, str]] = [(capital(name), "bold")]
    kind = m.kind[space]
    if kind in ("room", "chamber"):
        lines.append((f"{'Room' if kind == 'room' else 'Large chamber'} of level {m.level_label(space)}", "italic"))
    pawn = me(view)
    unknown = 0
    stack = view.guards(space)
    for i, g in enumerate(stack):
        card = g.card
        prizes = len(g.prizes)
        guarding = f", guarding {prizes} prize{'s' if prizes != 1 else ''}" if prizes else ""
        if card is None and i > 0 and not guarding:
            unknown += 1
            continue
        what = card.name if card else f"a face-down level {g.level} monster card"
        if card and card.kind == "monster" and pawn and pawn.kind:
            what += f" ({needs_text(card, pawn.kind, has_sword(pawn))})"
        elif card and not g.face_up:
            what += " (you have seen it)"
        lines.append((("Top: " if i == 0 and len(stack) > 1 else "") + what + guarding, "body"))
    if unknown:
        lines.append((f"under it, {unknown} more face-down card{'s' if unknown != 1 else ''}", "body"))
    names = [p.name for p in view.pawns if p.space == space and p.alive]
    if names:
        lines.append(("Here: " + ", ".join(names), "body"))
    return lines


def choice_caption(view: DungeonView, legal: list[Action]) -> str:
    """What the cards offered at the start ask for: a pawn, a prize to drop, or the Wizard's spells."""
    if any(isinstance(a, ChoosePawn) for a in legal):
        return "Choose your pawn"
    if any(isinstance(a, DropPrize) for a in legal):
        return "Choose the prize to drop: the monster will guard it"
    mine = me(view)
    held = ", ".join(f"{h.count} {content.spell_name(h.spell)}" for h in (mine.spells if mine else ()) if h.count)
    pending = view.pending
    left = f" ({pending.count} to take)" if pending is not None and pending.kind == PICK_SPELL else ""
    mixes = any(isinstance(a, TakeMix) for a in legal)
    return (f"Take a spell{left}" + (f" — you hold {held}" if held else "")
            + (", or a whole mix at the right" if mixes else ""))


# The line above the board, to the person who may act: what a decision asks, and where to click for it.
ASKED = {S.PICK_PAWN: "Choose your pawn: click a card",
         S.PICK_SPELL: "Choose your spells: click a card, or a mix at the right ({count} still to take)",
         S.REGAIN: "You rested on the Main Staircase: take a spell",
         S.CHAMBER_ENTRY: "Monsters! Fight the top one, or click a lit chamber to escape by Transference",
         S.DROP: "You lost the fight: click the prize to drop",
         S.RETREAT: "You lost the fight: click a lit space to retreat to",
         S.TRANSPORT: "The trap sends you one level lower: click a lit large chamber",
         S.STEP_IN: "You killed the monster: step into its place, or stay",
         S.REENTER: "You were killed: re-enter the dungeon as a new adventurer, or stay out",
         S.AMBUSH_ASK: "You may ambush the pawn passing by",
         S.AMBUSH_TARGET: "Several pawns ambush you: choose the one to fight",
         S.AMBUSH_ESCAPE: "You are ambushed: face it, or escape by Transference",
         S.MELEE: "You hold a pawn in a melee: keep fighting, or let it go"}
CLICKS: tuple[tuple[tuple[type[Action], ...], str], ...] = (
    ((MoveTo,), "a lit space to move ({moves} of 5 moves left)"),
    ((OpenDoor, TrySecretDoor), "a lit door to open it"),
    ((Fight,), "your own space to fight"),
    ((CastSpell,), "a monster beside you for a spell"),
    ((Transfer,), "a chamber for Transference"),
    ((UseCrystalBall,), "a room to look with the Crystal Ball"))


def hint(view: DungeonView, legal: tuple[Action, ...]) -> str:
    """The line above the board for the seat that may act: the decision pending, else where its clicks are."""
    kinds = {type(a) for a in legal}
    pending, t = view.pending, view.turn_info
    if pending:
        return ASKED.get(pending.kind, pending.text).format(count=pending.count)
    if t is not None and t.esp is not None:
        return "You looked with the ESP Medallion: attack that monster, or end your turn"
    said = [click.format(moves=t.moves_left if t is not None else 0) for taking, click in CLICKS
            if kinds.intersection(taking)]
    if said:
        return "Click " + ", ".join(said) + ", or end your turn"
    if kinds - {EndTurn}:   # (prizes to leave for safe keeping or take back, a spell to choose: at the right)
        return "Nothing to click on the board: choose at the right, or end your turn"
    return "Nothing more to do here: end your turn"


def purse(pawn: PawnView) -> str:
    """The seat's own pawn in a line: its gold against what it needs to win, its prizes, its spells."""
    value = pawn.value or 0   # (the seat's own pawn: its value is never hidden from it)
    parts = [f"{value:,} of {pawn.need:,} gold pieces", plural(pawn.prize_count, "prize")]
    if value >= pawn.need:
        parts.insert(1, "enough: back to the Main Staircase to win!")
    if pawn.kind == content.WIZARD:
        held = [f"{h.count} {content.spell_name(h.spell)}" for h in pawn.spells if h.count]
        parts.append("spells: " + (", ".join(held) if held else "none"))
    return " · ".join(parts)


def seat_line(pawn: PawnView) -> str | tuple[str, ...]:
    """A seat's pawn in the seat list: its type, prizes, purse (the seat's own), spells and wounds; the type only
    when it fits (its sprite says it anyway)."""
    if not pawn.kind:
        return "choosing a pawn"
    if not pawn.alive:
        return f"{pawn.kind} · killed"
    said = [w for w in (plural(pawn.prize_count, "prize"), f"{pawn.value:,} gp" if pawn.value is not None else "",
                        plural(pawn.spell_count, "spell") if pawn.kind == content.WIZARD else "",
                        "wounded" if pawn.wounded else f"loses {plural(pawn.lost_turns, 'turn')}" if pawn.lost_turns
                        else "") if w]
    return " · ".join([pawn.kind, *said]), " · ".join(said)


def place_words(board: Board) -> PlaceWords:
    """What each place of a Dungeon! board is, with no game in progress: the name (a corridor's by the
    nearest room), and the kind of place and its level."""
    m = dungeon_map(board)
    kinds = {ROOM: "Room", CHAMBER: "Large chamber", CORRIDOR: "Corridor"}

    def lines(sid: int) -> list[tuple[str, str]]:
        out = [(capital(m.name(sid)), "bold")]
        if m.kind[sid] == START:
            out.append(("Every adventurer starts here, and brings treasure back here to win", "italic"))
        elif m.kind[sid] in kinds:
            out.append((f"{kinds[m.kind[sid]]} of level {m.level_label(sid)}", "italic"))
        return out
    return lines
