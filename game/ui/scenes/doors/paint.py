"""Drawing Kick the Door's table from a view: each seat's place (name, level, strength, hand, race and class,
the items in their slots, the carried ones sideways) and the combat zone (the monsters and their enhancers,
both sides' totals with every modifier, the run-away die, the help bargain or trade offered, the treasure
being shared, a dead seat's cards being picked over), or, with no fight, what to do now.

The numbers are the view's (its `strength`, the fight's `lines`); nothing here adds up a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.words import listing, plural
from game.games.doors.content import DoorsCard
from game.games.doors.view import CombatView, DoorsView, FoeView, SeatView
from game.ui import assets, draw
from game.ui.cardtable import OfferPlate, Tally, clip, draw_notice
from game.ui.dice import draw_die
from game.ui.theme import SMALL

from . import cards
from .cards import KIND_COLOUR
from .layout import SLOT_ICONS, FightLayout, fight_layout, seat_cards

if TYPE_CHECKING:
    from .scene import DoorsScene

Rect = pygame.Rect
Face = DoorsCard
PHASES = {"setup": "Getting ready", "kick": "Kick open the door", "after": "Trouble or loot",
          "end": "Tidy up", "charity": "Charity", "combat": "Combat", "over": "Game over"}


# --- a seat's place -----------------------------------------------------------------------------------------
def character(s: SeatView) -> str:
    """A seat's races and classes in words ("Leafling Brawler"), or what it lacks."""
    names = [f.name for f in s.races + s.classes + s.doubles]
    return " · ".join(names) if names else "no race or class"


def strength_words(s: SeatView) -> str:
    """How a seat's strength adds up: its level and each equipped item, hireling and curse that counts; the
    view's total stands, any part of it not printed on a card is named as such."""
    parts = [(f"level {s.level}", s.level)]
    parts += [(f.name, f.bonus) for f in s.items if f.equipped and f.bonus]
    parts += [(f.name, f.bonus) for f in s.hirelings if f.bonus]
    rest = s.strength - sum(v for _, v in parts)
    if rest:
        parts.append(("curses and powers", rest))
    words = " + ".join(f"{name} {value}" if k == 0 else f"{name} ({value:+d})" for k, (name, value) in
                       enumerate(parts))
    return f"Strength {s.strength}: {words}"


def draw_seat(scene: DoorsScene, surface: pygame.Surface, s: SeatView) -> None:
    pal = scene.app.palette
    seat = s.seat
    zones = scene.seat_zones.get(seat)
    box = scene.seat_box(seat)
    if not zones or box is None:
        return
    if s.current or seat == scene.shown_turn():
        pygame.draw.rect(surface, pal.gold if s.current else pal.text, box.inflate(4, 4), 3, border_radius=12)
    scene.mark(surface, box, ("seat", seat), chosen=False)
    head = zones["level"]
    draw.marker(surface, seat, (head.x + 14, head.y + 12), 8, pal)
    you = " (you)" if seat == scene.viewer and len(scene.humans) > 1 else ""
    name = draw.text(surface, s.name + you, (head.x + 28, head.y + 12), size=SMALL + 1, colour=pal.text,
                     face="bold", anchor="midleft", max_width=head.w // 2)
    draw.text(surface, clip(character(s), "body", SMALL - 1, head.right - name.right - 16),
              (head.right - 6, head.y + 12), size=SMALL - 1, colour=pal.text_dim, anchor="midright")
    y = head.y + 33
    hand = draw.text(surface, f"{s.hand} in hand", (head.right - 6, y), size=SMALL - 1, colour=pal.text_dim,
                     anchor="midright")
    if s.dead:
        draw.text(surface, f"Level {s.level} · dead", (head.x + 8, y), size=SMALL, colour=pal.bad, face="bold",
                  anchor="midleft", max_width=hand.x - head.x - 14)
    else:
        level = draw.text(surface, f"Level {s.level}", (head.x + 8, y), size=SMALL + 2, colour=pal.gold,
                          face="bold", anchor="midleft")
        draw.text(surface, f"Strength {s.strength}", (level.right + 12, y), size=SMALL + 2, colour=pal.text,
                  face="bold", anchor="midleft", max_width=hand.x - level.right - 18)
    selling = set(scene.view.sale.cards) if s.current else set()
    for rect, f, _carried in seat_cards(zones, s):
        target = ("card", f.id)
        scene.mark(surface, rect, target, chosen=scene.armed == target)
        cards.mini(surface, rect, f, pal, dim=s.dead, sale=f.id in selling)
    if s.dead:
        surface.blit(draw.wash(box.w, box.h, (10, 8, 14), 90), box)


def furnish(scene: DoorsScene, surface: pygame.Surface) -> None:
    """The empty slots of every seat, drawn once: a faint outline and the picture of what goes there."""
    pal = scene.app.palette
    for zones in scene.seat_zones.values():
        for zone, rect in zones.items():
            if zone == "level":
                continue
            pygame.draw.rect(surface, pal.line, rect, 1, border_radius=5)
            icon = f"cards/doors_icon_{SLOT_ICONS.get(zone, '')}"
            size = min(rect.w, rect.h) - 12
            if zone in SLOT_ICONS and size > 12 and assets.exists(icon):
                img = assets.scaled(icon, size, size).copy()
                img.set_alpha(60)
                surface.blit(img, img.get_rect(center=rect.center))
            elif zone == "carried":
                draw.text(surface, "carried", rect.center, size=SMALL - 1, colour=pal.line, face="italic",
                          anchor="center")


# --- the combat zone ----------------------------------------------------------------------------------------
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
    names = [seats[combat.fighter].name] + ([seats[combat.helper].name]
                                            if combat.helper is not None else [])
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
        sides[side] = [("" if single else owner, lines) for owner, lines in groups.items()]
    ahead = combat.winning
    players = Tally(" & ".join(names), combat.players, sides["players"], ahead=ahead)
    monsters = Tally(foes[0] if len(foes) == 1 else f"{len(foes)} monsters", combat.monsters,
                     sides["monsters"], ahead=not ahead)
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


def draw_fight(scene: DoorsScene, surface: pygame.Surface, zone: Rect) -> None:
    pal = scene.app.palette
    view = scene.view
    combat = view.combat
    middle = scene.middle()
    lay = scene.fight_layout()
    draw.text(surface, fight_title(view), (lay.title.centerx, lay.title.centery), size=22, colour=pal.gold,
              face="title", anchor="center", max_width=lay.title.w)
    for rect, f in zip(scene.middle_rects(lay), middle, strict=True):
        target = ("card", f.id)
        scene.mark(surface, rect, target, chosen=scene.armed == target)
        cards.mini(surface, rect, f, pal)
        enhancers = f.enhancers if isinstance(f, FoeView) else ()
        if enhancers:   # each is listed on the monsters' side; the card says how much they add
            total = sum(e.bonus for e in enhancers)
            draw.plate(surface, f"{total:+d} enhanced", (rect.centerx, rect.bottom - 4), size=SMALL - 1, ink=pal.ink,
                       fill=KIND_COLOUR["enhancer"], border=pal.ink, anchor="midbottom")
    scene.hidden_rows = {}
    if lay.players.w:
        players, monsters = tallies(view)
        for side, tally, rect in (("players", players, lay.players), ("monsters", monsters, lay.monsters)):
            scene.mark(surface, rect, ("side", side))
            scene.hidden_rows[side] = tally.draw(surface, rect, pal)
    if combat is not None and combat.stage == "run" and combat.runs:
        draw_run(scene, surface, lay, combat)
    elif combat is not None and not (view.pending and view.pending.options):
        help_button = scene.help_button()
        width = lay.foot.w - (help_button.w + 8 if help_button else 0)
        lines = draw.wrap(fight_foot(view), "body", SMALL, width - 8)[:2]
        for k, line in enumerate(lines):
            draw.text(surface, clip(line, "body", SMALL, width - 8),
                      (lay.foot.x + 4, round(lay.foot.centery + (k - (len(lines) - 1) / 2) * 20)), size=SMALL,
                      colour=pal.text, anchor="midleft")
        if help_button:
            lit = scene.is_lit(("help", None))
            draw.panel(surface, help_button, pal.panel_light if lit else pal.panel, pal.gold if lit else pal.line,
                       radius=8)
            draw.text(surface, "Offer help…", help_button.center, size=SMALL, colour=pal.text, face="bold",
                      anchor="center")
            scene.mark(surface, help_button, ("help", None))
    plate = scene.offer_plate()
    if plate is not None:
        plate.draw(surface, pal, scene.is_lit, scene.hover)


def draw_run(scene: DoorsScene, surface: pygame.Surface, lay: FightLayout, combat: CombatView) -> None:
    """The die for running away: what the first roll needs, with its modifier and chance."""
    pal = scene.app.palette
    first = combat.runs[0]
    who = scene.view.seats[first.seat].name
    draw_die(surface, 6, 5, (lay.foot.x + 24, lay.foot.centery), 38, pal)
    mod = first.modifier
    need = f"5 or more{f' with {mod:+d}' if mod else ''}"
    more = f" · {len(combat.runs) - 1} more to run from" if len(combat.runs) > 1 else ""
    draw.text(surface, f"{who} runs from the {first.name}", (lay.foot.x + 52, lay.foot.y + 2), size=SMALL,
              colour=pal.text, face="bold", max_width=lay.foot.w - 56)
    draw.text(surface, f"needs {need}: {round(first.chance * 100)}% chance{more}", (lay.foot.x + 52,
              lay.foot.y + 23), size=SMALL, colour=pal.text_dim, max_width=lay.foot.w - 56)


def offer_plate(view: DoorsView, face_of: Callable[[Any], DoorsCard | None]) -> OfferPlate | None:
    """The offer open now, written out: who helps whom against what, for what share, who picks first; or
    which item for which. Accept / Refuse for the seat it is made to."""
    offer = view.offer
    if offer is None:
        return None
    seats = view.seats
    by, to = seats[offer.by].name, seats[offer.to].name
    terms = offer.terms
    answers = [("Accept", ("answer", "accept")), ("Refuse", ("answer", "refuse"))]
    if offer.kind == "trade":
        give, take = face_of(("card", terms.give)), face_of(("card", terms.take))
        lines = [f"{by} gives {to} the {give.name if give else 'item'}",
                 f"for {to}'s {take.name if take else 'item'}", f"{to}: accept or refuse?"]
        return OfferPlate("A trade offered", lines, answers)
    combat = view.combat
    fighter = combat.fighter if combat else offer.by
    helper = offer.to if offer.by == fighter else offer.by
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
    title = "Help asked" if offer.by == fighter else "Help offered"
    return OfferPlate(title, lines, answers)


def draw_idle(scene: DoorsScene, surface: pygame.Surface, zone: Rect) -> None:
    """No fight: the phase and what to do now, in the middle of the combat zone."""
    view = scene.view
    title = PHASES.get(view.phase, view.phase.capitalize())
    draw_notice(surface, zone, title, view.prompt, scene.my_turn(), scene.app.palette)


def fight_areas(zone: Rect, view: DoorsView) -> FightLayout:
    combat = view.combat
    pending = view.pending
    if not (combat and combat.foes and combat.stage in ("decide", "run") and not (pending and pending.options)):
        return fight_layout(zone, None)
    return fight_layout(zone, max(len(t.rows()) for t in tallies(view)))
