"""The combat zone, as of the moment shown: the monsters and their enhancers, both sides' totals with every
modifier, the run-away die, the help button, the help bargain or trade offered, the treasure being shared, a
dead seat's cards being picked over; or, with no fight, what to do now.

The numbers are the view's (the fight's `lines` and totals); nothing here adds up a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.words import listing, plural
from game.games.doors.content import DoorsCard
from game.games.doors.view import CombatView, DoorsView, FoeView
from game.ui import draw
from game.ui.compose import part
from game.ui.dice import draw_die
from game.ui.looks import Text, paint_text, plate
from game.ui.tabletop.cards import Notice, Offer, Tally, clip, lay_offer, notice_rect, paint_notice, paint_tally
from game.ui.tabletop.layout import Layout
from game.ui.theme import SMALL, Palette

from .cards import KIND_COLOUR, Lying, face_in, lying_spill, paint_lying
from .clicks import Clicks, Target
from .layout import FightLayout, card_rects, fight_layout
from .seats import Answer, light

Rect = pygame.Rect
PHASES = {"setup": "Getting ready", "kick": "Kick open the door", "after": "Trouble or loot",
          "end": "Tidy up", "charity": "Charity", "combat": "Combat", "over": "Game over"}


def fight_title(view: DoorsView) -> str:
    seats = view.seats
    pending = view.pending
    if pending and pending.options:
        victim = seats[pending.victim].name
        if pending.kind == "plunder":
            return f"{victim}'s remains: {seats[pending.seat].name} picks"
        return f"{seats[pending.seat].name} loses {plural(pending.count, 'item')}"
    combat = view.combat
    if combat is None:
        return ""
    fighter = seats[combat.fighter].name
    if combat.stage == "split" and combat.picker is not None:
        return f"The treasure: {seats[combat.picker].name} picks"
    if combat.helper is not None:
        return f"{fighter} fights, {seats[combat.helper].name} helping"
    return f"{fighter} fights"


def tallies(view: DoorsView) -> tuple[Tally, Tally]:
    """Both sides of the fight with every modifier, grouped by whom they belong to."""
    combat = view.combat
    assert combat is not None
    seats = view.seats
    names = [seats[combat.fighter].name] + ([seats[combat.helper].name] if combat.helper is not None else [])
    foes = [f.name for f in combat.foes]
    sides = {}
    for side, owners in (("players", names), ("monsters", foes)):
        groups: dict[str, list[tuple[str, int]]] = {}
        for line in combat.lines:
            if line.side != side:
                continue
            owner, sep, what = line.label.partition(": ")
            if not sep or owner not in owners:
                what, _, by = line.label.rpartition(" (")   # a one-shot item: "Bottled Thunder (Ann)"
                owner = by.rstrip(")") if by.rstrip(")") in owners else "Played"
                what = what if owner != "Played" else line.label
            groups.setdefault(owner, []).append((what, line.value))
        single = len(owners) == 1 and set(groups) <= {owners[0]}
        sides[side] = tuple(("" if single else owner, tuple(lines)) for owner, lines in groups.items())
    ahead = combat.winning
    players = Tally(" & ".join(names), combat.players, sides["players"], ahead=ahead)
    monsters = Tally(foes[0] if len(foes) == 1 else f"{len(foes)} monsters", combat.monsters, sides["monsters"],
                     ahead=not ahead)
    return players, monsters


def fight_foot(view: DoorsView) -> str:
    combat = view.combat
    seats = view.seats
    if combat is None:
        return ""
    fighter = seats[combat.fighter].name
    if combat.stage == "split":
        left = combat.loot_count
        if combat.helper is None:
            return f"{plural(left, 'treasure')} left"
        helper = seats[combat.helper].name
        return f"{plural(left, 'treasure')} left · {helper}'s share {combat.share}, {fighter} the rest"
    margin = combat.players - combat.monsters
    if combat.winning:
        tie = " (a Brawler wins ties)" if margin == 0 else ""
        return f"{fighter} is winning by {margin}{tie} · {plural(combat.treasures, 'treasure')} to win"
    need = combat.monsters - combat.players + (0 if combat.ties_win else 1)
    return f"{fighter} is losing: {need} more needed · {plural(combat.treasures, 'treasure')} to win"


def middle(view: DoorsView) -> tuple[DoorsCard, ...]:
    """The cards in the combat zone: the monsters fought, or the treasure being shared, or a dead seat's cards
    being picked over, or the items a curse may take."""
    pending = view.pending
    if pending and pending.options:
        return pending.options
    combat = view.combat
    if combat is None:
        return ()
    return combat.loot or combat.foes   # (the loot's faces: the fighter's and the helper's only)


def fighting(view: DoorsView) -> bool:
    return view.combat is not None or bool(view.pending and view.pending.options)


def areas(zone: Rect, view: DoorsView) -> FightLayout:
    combat = view.combat
    pending = view.pending
    if not (combat and combat.foes and combat.stage in ("decide", "run") and not (pending and pending.options)):
        return fight_layout(zone, None)
    return fight_layout(zone, max(len(t.rows()) for t in tallies(view)))


def help_rect(foot: Rect) -> Rect:
    """"Offer help…": at a window, for a seat that may offer to help (its terms from a menu)."""
    return Rect(foot.right - 130, foot.y + 4, 130, foot.h - 8)


# --- the looks of the foot of the zone ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Foot:
    """A line or two at the foot of the fight: who is winning, by how much, for what."""

    lines: tuple[str, ...]
    width: int


def paint_foot(surface: pygame.Surface, foot: Rect, look: Foot, pal: Palette) -> None:
    n = len(look.lines)
    for k, line in enumerate(look.lines):
        draw.text(surface, clip(line, "body", SMALL, look.width - 8),
                  (foot.x + 4, round(foot.centery + (k - (n - 1) / 2) * 20)), size=SMALL, colour=pal.text,
                  anchor="midleft")


@dataclass(frozen=True, slots=True)
class Run:
    """The die for running away: who runs from what, what the roll needs, with its modifier and chance."""

    who: str
    need: str


def paint_run(surface: pygame.Surface, foot: Rect, look: Run, pal: Palette) -> None:
    draw_die(surface, 6, 5, (foot.x + 24, foot.centery), 38, pal)
    draw.text(surface, look.who, (foot.x + 52, foot.y + 2), size=SMALL, colour=pal.text, face="bold",
              max_width=foot.w - 56)
    draw.text(surface, look.need, (foot.x + 52, foot.y + 23), size=SMALL, colour=pal.text_dim, max_width=foot.w - 56)


def run_look(view: DoorsView, combat: CombatView) -> Run:
    first = combat.runs[0]
    mod = first.modifier
    need = f"5 or more{f' with {mod:+d}' if mod else ''}"
    more = f" · {len(combat.runs) - 1} more to run from" if len(combat.runs) > 1 else ""
    return Run(f"{view.seats[first.seat].name} runs from the {first.name}",
               f"needs {need}: {round(first.chance * 100)}% chance{more}")


@dataclass(frozen=True, slots=True)
class HelpButton:
    lit: bool


def paint_help(surface: pygame.Surface, rect: Rect, look: HelpButton, pal: Palette) -> None:
    draw.panel(surface, rect, pal.panel_light if look.lit else pal.panel, pal.gold if look.lit else pal.line,
               radius=8)
    draw.text(surface, "Offer help…", rect.center, size=SMALL, colour=pal.text, face="bold", anchor="center")


# --- the zone ---------------------------------------------------------------------------------------------------
def lay_fight(zone: Rect, view: DoorsView, clicks: Clicks, answer: Answer, pal: Palette) -> Layout:
    """The fight (or a pending choice): its title, its cards, both sides, and its foot."""
    out = Layout()
    combat = view.combat
    lay = areas(zone, view)
    out.parts.append(part(lay.title, Text(fight_title(view), 22, pal.gold, "title", "centre"), paint_text))
    cards = middle(view)
    for rect, f in zip(card_rects(lay.cards, len(cards)), cards, strict=True):
        target: Target = ("card", f.id)
        out.parts += light(rect, target, clicks)
        out.parts.append(part(rect, Lying(f), paint_lying, spill=lying_spill(rect)))
        enhancers = f.enhancers if isinstance(f, FoeView) else ()
        if enhancers:   # each is listed on the monsters' side; the card says how much they add
            total = sum(e.bonus for e in enhancers)
            out.parts.append(plate(f"{total:+d} enhanced", (rect.centerx, rect.bottom - 4), SMALL - 1, pal.ink,
                                   KIND_COLOUR["enhancer"], pal.ink, anchor="midbottom"))
        out.things.append(answer(rect, target, "", f))
    if lay.players.w:
        for side, tally, rect in zip(("players", "monsters"), tallies(view), (lay.players, lay.monsters),
                                     strict=True):
            hidden = tally.hidden(rect)
            words = f"The {side}' side of the fight." + ("\n" + "\n".join(hidden) if hidden else "")
            out.things.append(answer(rect, ("side", side), words, None))
            out.parts += light(rect, ("side", side), clicks)
            out.parts.append(part(rect, tally, paint_tally))
    if combat is not None and combat.stage == "run" and combat.runs:
        out.parts.append(part(lay.foot, run_look(view, combat), paint_run))
    elif combat is not None and not (view.pending and view.pending.options):
        helping = clicks.own(("help", None))
        button = help_rect(lay.foot) if helping else None
        width = lay.foot.w - (button.w + 8 if button else 0)
        lines = tuple(draw.wrap(fight_foot(view), "body", SMALL, width - 8)[:2])
        out.parts.append(part(lay.foot, Foot(lines, width), paint_foot))
        if button is not None:
            out.parts.append(part(button, HelpButton(clicks.lit(("help", None))), paint_help))
            out.parts += light(button, ("help", None), clicks)
            out.things.append(answer(button, ("help", None), "Offer to help in this fight: choose your share of the "
                                                             "treasure and who picks first.", None))
    return out


def lay_idle(zone: Rect, view: DoorsView, mine: bool) -> Layout:
    """No fight: the phase and what to do now, in the middle of the combat zone."""
    look = Notice(PHASES.get(view.phase, view.phase.capitalize()), view.prompt, mine)
    return Layout([part(notice_rect(zone, look), look, paint_notice)])


def offer(view: DoorsView) -> Offer | None:
    """The offer open now, written out: who helps whom against what, for what share, who picks first; or
    which item for which. Accept / Refuse for the seat it is made to."""
    made = view.offer
    if made is None:
        return None
    seats = view.seats
    by, to = seats[made.by].name, seats[made.to].name
    terms = made.terms
    answers = ("Accept", "Refuse")
    if made.kind == "trade":
        give, take = (getattr(face_in(view, cid), "name", "item") for cid in (terms.give, terms.take))
        return Offer("A trade offered", (f"{by} gives {to} the {give}", f"for {to}'s {take}",
                                         f"{to}: accept or refuse?"), answers)
    combat = view.combat
    fighter = combat.fighter if combat else made.by
    helper = made.to if made.by == fighter else made.by
    total = combat.treasures if combat else 0
    share = terms.share
    foes = listing([f"the {f.name}" for f in combat.foes] if combat else []) or "the monster"
    helper_name = seats[helper].name
    lines = [f"{helper_name} helps {seats[fighter].name} against {foes}"]
    if share == 0:
        lines.append(f"{helper_name}'s share: no treasure")
    elif share >= total:
        lines.append(f"{helper_name}'s share: {'all ' if total > 1 else ''}the {plural(total, 'treasure')}")
    else:
        first = helper if terms.helper_first else fighter
        lines += [f"{helper_name}'s share: {share} of the {plural(total, 'treasure')}",
                  f"First pick: {seats[first].name}"]
    lines.append(f"{to}: accept or refuse?")
    return Offer("Help asked" if made.by == fighter else "Help offered", tuple(lines), answers)


def lay_offer_plate(zone: Rect, view: DoorsView, clicks: Clicks) -> Layout:
    plate_of = offer(view)
    if plate_of is None:
        return Layout()
    answers = [(key, clicks.actions_at(key)) for key in (("answer", "accept"), ("answer", "refuse"))]
    return lay_offer(zone, plate_of, answers)
