"""Teaching at the table: the hint a person asks for, and the pointers of a first game.

A hint is asked for with the Hint button over a person's choices: the computer player's choice (hints.py) for
their seat is ringed where it is clicked, with its reason in a box beside it. It belongs to
that moment only: an action played, an undo or the screen handed on and it is gone; it is never saved nor
logged. A first-game pointer says in a line what a kind of choice does, beside where it is clicked, the
first time a person meets it in a game (engine/pointers.py remembers who saw what): one at a time, closed by
a click on it, by playing or by asking for a hint over it (it never comes back), the main choice first
(the kind with the most legal actions now), none while a menu is open, and off for everyone with a
switch in Settings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.hints import HINT_SEED, Explains, Hint, HintMissing, hint_for
from game.engine.pointers import Seen, pointer_words

from .. import tips
from ..compose import part
from ..errors import log_error
from ..theme import SCREEN_H, SCREEN_W, Colour, Palette
from .layout import Layout
from .shown import Shown
from .things import Thing, offering, visible_point

if TYPE_CHECKING:
    from .desk import Desk

Rect = pygame.Rect
HINT: Colour = (86, 180, 233)   # Okabe & Ito's sky blue: told apart from the gold of what may be clicked, by all
RING = 10                       # how far the hint's ring stands off the thing it lights
NOTE_SPILL = (10, 10, 10, 12)   # a note's notch and shadow, beyond its rect


@dataclass(frozen=True, slots=True)
class Note:
    """Words beside a thing: a parchment box edged in its colour, with a notch toward the thing (the side of
    the box it is on and how far along it)."""

    lines: tuple[tuple[str, str], ...]
    colour: Colour
    notch: tuple[str, int] | None


def paint_note(surface: pygame.Surface, rect: Rect, look: Note, pal: Palette) -> None:
    tips.paint_box(surface, rect, look.lines, pal)
    pygame.draw.rect(surface, look.colour, rect, 3, border_radius=6)
    if look.notch is not None:
        side, at = look.notch
        x, y = rect.x + at, rect.y + at
        tip = {"top": [(x - 9, rect.top + 1), (x + 9, rect.top + 1), (x, rect.top - 9)],
               "bottom": [(x - 9, rect.bottom - 2), (x + 9, rect.bottom - 2), (x, rect.bottom + 8)],
               "left": [(rect.left + 1, y - 9), (rect.left + 1, y + 9), (rect.left - 9, y)],
               "right": [(rect.right - 2, y - 9), (rect.right - 2, y + 9), (rect.right + 8, y)]}[side]
        pygame.draw.polygon(surface, look.colour, tip)


@dataclass(frozen=True, slots=True)
class Ring:
    colour: Colour
    gaps: tuple[tuple[int, int, int, int], ...] = ()   # words it crosses, left showing (relative to the ring)


def paint_ring(surface: pygame.Surface, rect: Rect, look: Ring, pal: Palette) -> None:
    """A thick ring with a dark edge, so that it reads over any board or card; broken where it would paint
    over words."""
    ring = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(ring, pal.bg, ring.get_rect(), 7, border_radius=12)
    pygame.draw.rect(ring, look.colour, ring.get_rect().inflate(-2, -2), 4, border_radius=11)
    for gap in look.gaps:
        ring.fill((0, 0, 0, 0), gap)
    surface.blit(ring, rect)


def notch(box: Rect, anchor: Rect) -> tuple[str, int] | None:
    """The side of the box that faces the anchor, and where along it the notch points."""
    def along(lo: int, hi: int, at: int) -> int:
        return max(14, min(hi - lo - 14, at - lo))
    if box.top >= anchor.bottom:
        return "top", along(box.left, box.right, anchor.centerx)
    if box.bottom <= anchor.top:
        return "bottom", along(box.left, box.right, anchor.centerx)
    if box.left >= anchor.right:
        return "left", along(box.top, box.bottom, anchor.centery)
    if box.right <= anchor.left:
        return "right", along(box.top, box.bottom, anchor.centery)
    return None


class Coach:
    """The hint asked for now (with the moment it answers), and what the first-game pointers have seen."""

    def __init__(self, table: Desk) -> None:
        self.table = table
        self.game = table.game
        self.hint: tuple[Shown[Any], Hint] | None = None
        self.missing: Shown[Any] | None = None   # the moment the computer player could say nothing about
        self.seen = Seen.read()
        self.words = pointer_words(self.game)
        self.pointed: tuple[Shown[Any], str] | None = None   # the pointer last shown, with its moment
        self.explains: bool | None = None        # whether the game's computer player says why (asked once)
        self._laid: tuple[Hashable, Layout] = (None, Layout())   # the note laid out, with what it is of

    # --- the hint ---------------------------------------------------------------------------------------
    def offers(self, shown: Shown[Any]) -> bool:
        """The Hint button is offered: a person at the screen may act, in a game whose computer player says
        why it chooses."""
        if not shown.mine or shown.holder is None:
            return False
        if self.explains is None:
            self.explains = isinstance(self.game.agent(shown.holder, HINT_SEED, self.game.hint_strength), Explains)
        return self.explains

    def hint_now(self, shown: Shown[Any]) -> Hint | None:
        return self.hint[1] if self.hint is not None and self.hint[0] == shown and shown.mine else None

    def button(self, shown: Shown[Any]) -> tuple[str, bool]:
        """The Hint button's words, and whether it may be clicked."""
        if self.missing == shown:
            return "The computer has no hint for this step", False
        if self.hint_now(shown) is not None:
            return "Hide the hint", True
        return "What would the computer do in your place, and why? (ringed in blue on the table)", True

    def ask(self) -> None:
        """The Hint button: the hint for the moment shown (or, shown already, hidden again)."""
        table = self.table
        shown = table.shown
        if self.hint_now(shown) is not None or not shown.mine:
            self.hint = None
            return
        try:
            hint = hint_for(self.game, table.session.state)
        except Exception as e:  # noqa: BLE001 - a hint that breaks costs the hint, not the game: logged, button off
            if not isinstance(e, HintMissing):   # (a step the computer player has no hint for is no fault)
                log_error()
            self.missing = shown
            return
        self.moved_on()   # (the pointer under it is seen: hidden by the hint, it never comes back)
        self.hint = (shown, hint)
        table.click_for(hint.action)   # (brought into sight: the board turned to it, the page of choices holding it)

    def drop(self) -> None:
        """The moment changes (an action played, an undo): the hint goes with it."""
        self.hint = self.missing = None

    # --- first-game pointers ----------------------------------------------------------------------------
    def pointers(self, shown: Shown[Any], things: Sequence[Thing]) -> Iterator[tuple[str, list[Thing]]]:
        """The kinds of choice to point at now, each with the things where it is clicked (those taking one of its
        actions alone first): the kinds among the choices that the person holding the screen has not been shown
        in this game, the main choice first (the kind with the most legal actions now: where to walk before
        "End the turn", which die before "Retire"; a kind that passes or ends a turn is a single action, so it
        comes last), ties in the choices' order."""
        if not (self.table.app.prefs.pointers and self.words and shown.mine and shown.holder is not None):
            return
        name, kinds = self.table.name(shown.holder), Counter(type(a).__name__ for a in shown.choices)
        for kind, _ in kinds.most_common():
            if kind in self.words and not self.seen.has(self.game.id, name, kind):
                found = [t for t in things if t.only is None and any(type(a).__name__ == kind for a in t.actions)
                         and visible_point(things, t) is not None]
                if found:
                    yield kind, sorted(found, key=lambda t: len(t.actions))

    def moved_on(self) -> None:
        """The person moves on from the pointer shown (plays, or asks for a hint over it): it is seen, never
        shown again to them in this game (even one hidden under a menu or a hint meanwhile)."""
        shown = self.table.shown
        if self.pointed is not None and self.pointed[0] == shown and shown.mine:
            self.close_pointer(shown, self.pointed[1])()
        self.pointed = None

    def played(self) -> None:
        """A person plays: the pointer shown is seen (playing is the click that closes it), and the hint goes."""
        self.moved_on()
        self.drop()

    def close_pointer(self, shown: Shown[Any], kind: str) -> Callable[[], None]:
        """What closes the pointer of this kind: it is remembered as seen by the person holding the screen (by
        this table at least, if the data folder cannot keep it)."""
        assert shown.holder is not None
        return partial(self.seen.mark, self.game.id, self.table.name(shown.holder), kind)

    # --- the layout -------------------------------------------------------------------------------------
    def over(self, shown: Shown[Any], things: Sequence[Thing], under: tuple[object, ...], seats: Rect,
             words: Sequence[Rect]) -> Layout:
        """lay(), laid out again only when the moment, the coach's state (the hint, the pointers seen and
        switched on) or what lies `under` it changes."""
        key = (shown, self.hint, self.missing, self.seen.count, self.table.app.prefs.pointers, under)
        if key != self._laid[0]:
            self._laid = (key, self.lay(shown, things, seats, words))
        return self._laid[1]

    def lay(self, shown: Shown[Any], things: Sequence[Thing], seats: Rect, words: Sequence[Rect]) -> Layout:
        """The hint (its thing ringed, its reason beside it, the ring broken where it crosses the `words` on
        the table) or the pointer, over the table laid out as `things`; a note is kept off `seats` (whose turn
        it is and the seats), but for a thing of theirs."""
        hint = self.hint_now(shown)
        if hint is not None:
            found = offering(things, hint.action)
            target = found[0] if found is not None else next((t for t in things if t.key == ("hint",)), None)
            if target is None:
                return Layout()
            lines = (("Hint", "bold"), (hint.reason, "body"), ("Click this box to close it", "italic"))
            out = self.note(lines, HINT, target, things, seats, self.drop, "hint")[0]
            if found is not None:
                ring = target.rect.inflate(2 * RING, 2 * RING)
                gaps = tuple(tuple(w.inflate(4, 2).move(-ring.x, -ring.y)) for w in words if w.colliderect(ring))
                out.parts.insert(0, part(ring, Ring(HINT, gaps), paint_ring))
            return out
        if self.table.menu is not None:   # (a menu open: a pointer about another thing would only be in the way)
            return Layout()
        for kind, targets in self.pointers(shown, things):   # (the main kind only: the others after it)
            lines = (("New here", "bold"), (self.words[kind], "body"), ("Click this box to close it", "italic"))
            for target in targets[:12]:   # (by the first of its things where it is off what may be clicked)
                out, clear = self.note(lines, self.table.app.palette.gold, target, things, seats,
                                       self.close_pointer(shown, kind), kind)
                if clear:
                    self.pointed = (shown, kind)
                    return out
            break   # (else it waits, and no lesser one shows before it: unasked for, it never covers a choice)
        return Layout()

    def note(self, lines: tuple[tuple[str, str], ...], colour: Colour, target: Thing, things: Sequence[Thing],
             seats: Rect, close: Callable[[], None], what: str) -> tuple[Layout, bool]:
        """A note beside the target (`what`: "hint", or the kind of choice a pointer is about), kept off what may
        be clicked and the seats, then over as few things with words as it can be (the monster a hint names, a
        player's dice or strength); and whether it is off what may be clicked."""
        anchor = target.rect.inflate(2 * RING, 2 * RING)
        # (not the zone that holds it, nor what shows only under the pointer: a card of a hand grown large)
        others = [t for t in things if t is not target and t.only is None and not t.rect.contains(target.at)]
        clicked = [t.rect for t in others if t.actions or t.do] + [seats] * (not seats.colliderect(target.at))
        bounds = Rect(0, 0, SCREEN_W, SCREEN_H).inflate(-16, -16)
        # (off what may be clicked, else over as little of it as can be; then over the fewest things to read)
        wrapped, box = tips.fit(lines, anchor, bounds, clicked, gap=12, soft=[t.rect for t in others if t.words])
        look = Note(tuple(wrapped), colour, notch(box, anchor))
        return (Layout([part(box, look, paint_note, spill=NOTE_SPILL)], [Thing(tuple(box), ("coach", what), do=close)]),
                not any(box.colliderect(r) for r in clicked))
