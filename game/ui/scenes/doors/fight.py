"""The combat zone, as of the moment shown: the monsters and their enhancers, both sides' totals with every
modifier, the run-away die, the help button, the treasure being shared, a dead seat's cards being picked over;
or, with no fight, what to do now. The numbers are the view's (the fight's `lines` and totals), its title and
foot line the game's words (game/games/doors/words.py, with the offer's): nothing here adds up a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.words import the
from game.games.doors.view import CombatView, FoeView, RunView, SeatView
from game.games.doors.words import PHASES, fight_foot, fight_title
from game.ui import draw
from game.ui.compose import part
from game.ui.dice import draw_die
from game.ui.looks import Plate, Text, paint_plate, paint_text, plate
from game.ui.tablemap import grid_for
from game.ui.tabletop.cards import Notice, Tally, notice_rect, paint_notice, paint_tally
from game.ui.tabletop.layout import Layout
from game.ui.theme import SMALL, Palette

from .cards import KIND_COLOUR, Clicks

Rect = pygame.Rect


def tallies(combat: CombatView, seats: tuple[SeatView, ...]) -> tuple[Tally, Tally]:
    """Both sides of the fight with every modifier, grouped by whom they belong to."""
    names = [seats[combat.fighter].name] + ([seats[combat.helper].name] if combat.helper is not None else [])
    foes = [f.name for f in combat.foes]
    sides = {}
    for side, owners in (("players", names), ("monsters", foes)):
        groups: dict[str, list[tuple[str, int]]] = {}
        for line in (line for line in combat.lines if line.side == side):
            owner, sep, what = line.label.partition(": ")
            if not sep or owner not in owners:
                thing, _, by = line.label.rpartition(" (")   # a one-shot item: "Bottled Thunder (Ann)"
                owner, what = (by.rstrip(")"), thing) if by.rstrip(")") in owners else ("Played", line.label)
            groups.setdefault(owner, []).append((what, line.value))
        single = len(owners) == 1 and set(groups) <= {owners[0]}
        sides[side] = tuple(("" if single else owner, tuple(lines)) for owner, lines in groups.items())
    return (Tally(" & ".join(names), combat.players, sides["players"], ahead=combat.winning),
            Tally(foes[0] if len(foes) == 1 else f"{len(foes)} monsters", combat.monsters, sides["monsters"],
                  ahead=not combat.winning))


def card_rects(area: Rect, n: int) -> list[Rect]:
    """n cards side by side (in rows when many) in an area, as large as fit, from its top."""
    grid = grid_for(area, n, 160, gap=10, ratio=1.4)
    down = area.y - grid.rect(0, n).y   # (the grid stands in the area's middle: its first row goes to the top)
    return [grid.rect(i, n).move(0, down) for i in range(n)]


@dataclass(frozen=True, slots=True)
class Run:
    """The die for running away: who (`name`) runs from what (the first roll still to make, and how many more
    there are), what the roll needs, with its modifier and chance."""

    name: str
    run: RunView
    more: int


def paint_run(surface: pygame.Surface, foot: Rect, look: Run, pal: Palette) -> None:
    run, more = look.run, f" · {look.more} more to run from" if look.more else ""
    need = f"5 or more{f' with {run.modifier:+d}' if run.modifier else ''}: {round(run.chance * 100)}% chance{more}"
    draw_die(surface, 6, 5, (foot.x + 24, foot.centery), 38, pal)
    draw.text(surface, f"{look.name} runs from {the(run.name)}", (foot.x + 52, foot.y + 2), size=SMALL,
              colour=pal.text, face="bold", max_width=foot.w - 56)
    draw.text(surface, f"needs {need}", (foot.x + 52, foot.y + 23), size=SMALL, colour=pal.text_dim,
              max_width=foot.w - 56)


def lay_fight(at: Clicks, zone: Rect, pal: Palette, mine: bool) -> Layout:
    """The combat zone: the fight (or a pending choice), its title, its cards, both sides while the fight is
    decided (the cards take what the sides leave, so a plain fight shows its monster whole), and its foot; with
    no fight (DoorsView.fighting), the phase and what to do now, in its middle: no title nor tally of a fight no
    longer there (its totals would count the players against no monster)."""
    view, pending, combat = at.view, at.view.pending, at.view.combat
    if not view.fighting:
        look = Notice(PHASES.get(view.phase, view.phase.capitalize()), view.prompt, mine)
        return Layout([part(notice_rect(zone, look), look, paint_notice)])
    inner = zone.inflate(-12, -10)
    title = Rect(inner.x, inner.y, inner.w, 26)
    foot = Rect(inner.x, inner.bottom - 44, inner.w, 44)
    cards = Rect(inner.x, title.bottom + 4, inner.w, foot.y - title.bottom - 10)
    out = Layout([part(title, Text(fight_title(view), 22, pal.gold, "title", "centre"), paint_text)])
    picking = pending.options if pending else ()   # the items a curse takes, or a dead seat's cards
    # (else the fight's: the loot's faces are the fighter's and the helper's only)
    faces = picking or (combat.loot or combat.foes if combat is not None else ())
    sides = []
    if not picking and combat is not None and combat.foes and combat.stage in ("decide", "run"):
        players, monsters = tallies(combat, view.seats)
        body, half = Rect(cards), (cards.w - 8) // 2
        cards.h = max(100, min(224, body.h - (50 + 19 * max(len(players.rows()), len(monsters.rows()))) - 6))
        top = cards.bottom + 6
        sides = [("players", players, Rect(body.x, top, half, body.bottom - top)),
                 ("monsters", monsters, Rect(body.right - half, top, half, body.bottom - top))]
    for rect, f in zip(card_rects(cards, len(faces)), faces, strict=True):
        out.add(at.lying(rect, f))
        # (each enhancer listed on the monsters' side; the card says what they add; none while the card flies off)
        if isinstance(f, FoeView) and f.enhancers and f.id != at.away:
            total = sum(e.bonus for e in f.enhancers)
            out.parts.append(plate(f"{total:+d} enhanced", (rect.centerx, rect.bottom - 4), SMALL - 1, pal.ink,
                                   KIND_COLOUR["enhancer"], pal.ink, anchor="midbottom"))
    for side, tally, rect in sides:
        words = "\n".join([f"The {side}' side of the fight.", *tally.hidden(rect)])
        out.add(at.lit_thing(rect, ("side", side), words))
        out.parts.append(part(rect, tally, paint_tally))
    if combat is not None and combat.stage == "run" and combat.runs:
        first, more = combat.runs[0], len(combat.runs) - 1
        out.parts.append(part(foot, Run(view.seats[first.seat].name, first, more), paint_run))
    elif combat is not None and not picking:
        helping = at.clicked_at(("help", None), None)
        width = foot.w - (138 if helping else 0)
        lines = draw.wrap(fight_foot(combat, view.seats), "body", SMALL, width - 8)[:2]
        for k, line in enumerate(lines):   # (each fits: draw.wrap keeps a line in its width)
            y = round(foot.centery + (k - (len(lines) - 1) / 2) * 20)
            out.parts.append(part((foot.x + 4, y - 12, width - 8, 24), Text(line, SMALL, pal.text), paint_text))
        if helping:   # a seat that may offer to help, at a window: its terms come from a menu
            button, lit = Rect(foot.right - 130, foot.y + 4, 130, foot.h - 8), at.lit(("help", None))
            out.parts.append(part(button, Plate("Offer help…", SMALL, pal.text, pal.panel_light if lit else pal.panel,
                                                pal.gold if lit else pal.line, 8), paint_plate))
            out.add(at.lit_thing(button, ("help", None), "Offer to help in this fight: choose your share of the "
                                                         "treasure and who picks first."))
    return out
