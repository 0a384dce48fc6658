"""The side panel of every table, laid out from the moment shown: whose turn it is and what about, every
seat with its key numbers, the choices (buttons), the log, and Menu / Undo / Rules.

When a response window asks several people, the choices become one question to the whole table ("Anyone?
Ann · Bo · No one"), so a window no one answers costs one click, and only the person who answers is handed
the screen. The panel's height is shared out so that nothing a player reads is squeezed away at any table
size: every seat keeps a row (shorter rows for a long table; the seats scroll only when even those do not
fit), the log keeps at least LOG_MIN lines, and the choices take what is left, a page at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.protocol import Action

from .. import assets, draw
from ..compose import part
from ..pieces import draw_pawn
from ..theme import H2, SCREEN_H, SMALL, Palette
from ..widgets import ButtonLook
from .layout import Layout, Pointer, button
from .shown import Shown
from .things import Thing

if TYPE_CHECKING:
    from .coach import Coach
    from .desk import Desk

Rect = pygame.Rect
SEAT_NAME_W = 120      # a seat's name, at most
PER_PAGE = 5           # choices shown at once, at most (more pages follow)
LOG_LINE = 19
LOG_MIN = 5            # lines of the log that stay in view however many seats and choices there are
BUTTON_STEP = 42       # a choice's button and the gap below it
PAGER_H = 36
SEATS_TOP = 112
SEATS_ROOM = 260       # the height the seat rows may take before they scroll
BAR_W = 8              # the log's scroll bar
LOG_TEXT = SMALL - 1
Button = tuple[Thing, ButtonLook]   # a control: what answers the pointer, and its look


def whose_turn(name: str) -> str:
    """"Ada's turn" (and "Your turn" for a seat named You, as the command line may name the person)."""
    return "Your turn" if name.strip().lower() == "you" else f"{name}'s turn"


def fitting(line: str | tuple[str, ...], room: int) -> str:
    """A seat's line; of several wordings (longest first), the first that fits the room beside the name."""
    if isinstance(line, str):
        return line
    return next((w for w in line if assets.width("body", SMALL - 1, w) <= room), line[-1])


# --- the looks of the panel's pieces, and how each is painted ---------------------------------------------
def paint_ground(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    surface.fill(pal.panel, rect)
    pygame.draw.line(surface, pal.line, rect.topleft, rect.bottomleft, 2)


@dataclass(frozen=True, slots=True)
class Header:
    """Whose turn it is (with their marker) and what about."""

    seat: int | None
    big: str
    small: str


def paint_header(surface: pygame.Surface, rect: Rect, look: Header, pal: Palette) -> None:
    if look.seat is not None:
        draw.marker(surface, look.seat, (rect.x + 30, rect.y + 34), 14, pal)
    draw.text(surface, look.big, (rect.x + 54, rect.y + 34), size=H2, colour=pal.gold, face="title",
              anchor="midleft", max_width=rect.w - 64)
    draw.paragraph(surface, look.small, Rect(rect.x + 16, rect.y + 58, rect.w - 28, 50), size=SMALL,
                   colour=pal.text, least=SMALL - 5)


@dataclass(frozen=True, slots=True)
class SeatRow:
    """A seat's row: its marker or pawn, its name, a few words about it; lit when it is its turn."""

    seat: int
    name: str
    line: str
    icon: str | None
    turn: bool
    room: int   # the width the line may take


def paint_seat_row(surface: pygame.Surface, rect: Rect, look: SeatRow, pal: Palette) -> None:
    """`rect` is the row's band (lit on its seat's turn); the row's words sit 2 pixels inside it."""
    if look.turn:
        paint_turn_band(surface, rect, True, pal)
    middle = rect.y + rect.h // 2 + 1
    if look.icon:
        draw_pawn(surface, look.seat, (rect.x + 16, middle - 2), max(6, rect.h // 2 - 3), pal, look.icon)
    else:
        draw.marker(surface, look.seat, (rect.x + 16, middle - 2), 8, pal)
    draw.text(surface, look.name, (rect.x + 32, middle), size=SMALL, colour=pal.text, face="bold",
              anchor="midleft", max_width=SEAT_NAME_W)
    draw.text(surface, look.line, (rect.right - 6, middle), size=SMALL - 1, colour=pal.text_dim,
              anchor="midright", max_width=look.room)


@dataclass(frozen=True, slots=True)
class Words:
    """A line of small dim words (the heading over the choices, the note that seats scroll)."""

    text: str
    centred: bool = False


def paint_words(surface: pygame.Surface, rect: Rect, look: Words, pal: Palette) -> None:
    if look.centred:
        draw.text(surface, look.text, rect.center, size=SMALL - 3, colour=pal.text_dim, anchor="center",
                  max_width=rect.w)
    else:
        draw.text(surface, look.text, (rect.x, rect.centery), size=SMALL, colour=pal.text_dim, face="bold",
                  anchor="midleft", max_width=rect.w)


@dataclass(frozen=True, slots=True)
class Log:
    """The log's lines in view, how many of the last are the newest entry (bright), and its scroll bar
    (the track and thumb, relative to the box), if it runs longer than its box; its wrapped lines in all
    and how far back it is scrolled (what the scroll bar's input reads)."""

    lines: tuple[str, ...]
    newest: int
    bar: tuple[tuple[int, int, int, int], tuple[int, int, int, int]] | None
    held: bool
    total: int
    scroll: int


def paint_log(surface: pygame.Surface, rect: Rect, look: Log, pal: Palette) -> None:
    pygame.draw.rect(surface, pal.bg, rect, border_radius=8)
    y = rect.y + 6
    for k, text in enumerate(look.lines):   # (the newest entry bright, every line it wraps to)
        newest = k >= len(look.lines) - look.newest
        draw.text(surface, text, (rect.x + 10, y), size=LOG_TEXT, colour=pal.text if newest else pal.text_dim)
        y += LOG_LINE
    if look.bar is not None:
        track, thumb = (Rect(b).move(rect.topleft) for b in look.bar)
        pygame.draw.rect(surface, pal.panel_light, track, border_radius=BAR_W // 2)
        pygame.draw.rect(surface, pal.gold if look.held else pal.text_dim, thumb, border_radius=BAR_W // 2)


# --- the panel ------------------------------------------------------------------------------------------------
class Panel:
    """The panel's own state is what a person did to it: the page of choices, how far the log and the seats
    are scrolled, the scroll bar held. Everything else comes from the moment shown."""

    def __init__(self, table: Desk, coach: Coach) -> None:
        self.table = table
        self.coach = coach   # (its Hint button stands over the choices)
        self.seats = len(table.session.config.seats)
        self.rect = table.side_rect
        self.page = 0
        self.log_scroll = 0
        self.log_reader: int | None = None   # whose screen it was when the log was scrolled back (theirs alone)
        self.seat_scroll = 0
        self.held: tuple[int, int] | None = None   # (pointer y, scroll) when the scroll bar's thumb was taken

    # --- geometry -----------------------------------------------------------------------------------
    def seat_row(self) -> int:
        n = self.seats
        return self.table.screen.seat_row_height(n) or max(21, min(26, (SEATS_ROOM - 4) // max(1, n)))

    def seats_shown(self) -> int:
        n, row = self.seats, self.seat_row()
        room = max(SEATS_ROOM, self.table.screen.seat_row_height(n) * 6)
        return min(n, (room - 20) // row) if n * row > room else n

    def seats_in_view(self) -> range:
        first = max(0, min(self.seat_scroll, self.seats - self.seats_shown()))
        return range(first, first + self.seats_shown())

    def actions_top(self) -> int:
        return SEATS_TOP + self.seats_shown() * self.seat_row() + 16

    def seats_area(self) -> Rect:
        """The header and the seat rows: whose turn it is and the seats (a note is kept off them)."""
        return Rect(self.rect.x, 0, self.rect.w, self.actions_top())

    def bar_top(self) -> int:
        return SCREEN_H - 52

    def per_page(self, count: int, top: int) -> int:
        """How many choices a page holds: as many as leave the log its LOG_MIN lines (a pager, when needed,
        takes a row), at least one, at most PER_PAGE."""
        room = self.bar_top() - 10 - (LOG_LINE * LOG_MIN + 12) - 8 - top
        fit = max(1, min(PER_PAGE, room // BUTTON_STEP))
        return fit if count <= fit else max(1, min(PER_PAGE, (room - PAGER_H) // BUTTON_STEP))

    # --- the layout ---------------------------------------------------------------------------------
    def lay(self, shown: Shown[Any], pointer: Pointer) -> Layout:
        out = Layout([part(self.rect, None, paint_ground, opaque=True)])
        side = self.rect
        out.parts.append(part(Rect(side.x, 0, side.w, 108), self.header(shown), paint_header))
        out.parts.append(part(Rect(side.x + 12, SEATS_TOP - 6, side.w - 24, 1), ("rule",), paint_rule))
        self._seats(shown, pointer, out)
        top = self.actions_top()
        out.parts.append(part(Rect(side.x + 12, top - 4, side.w - 24, 1), ("rule",), paint_rule))
        buttons: list[Button] = []
        hint = self.coach.offers(shown)
        if hint:   # (beside the heading over the choices: the hint is about them)
            words, enabled = self.coach.button(shown)
            self._button(buttons, (side.right - 92, top + 1, 78, 26), ("hint",), "Hint", self.coach.ask, words,
                         style="ghost", enabled=enabled)
        out.parts.append(part(Rect(side.x + 16, top + 4, side.w - 30 - 84 * hint, 20), Words(self.heading(shown)),
                              paint_words))
        y = self._choices(shown, top + 28, buttons)
        box = Rect(side.x + 10, max(y + 8, top + 30), side.w - 20, 0)
        box.height = self.bar_top() - 10 - box.y
        out.parts.append(part(box, self.log(shown, box), paint_log))
        self._bar(shown, buttons)
        for thing, look in buttons:
            out.parts += button(thing, look, pointer)
            out.things.append(thing)
        return out

    def state(self) -> tuple[Any, ...]:
        """What a person did to the panel: the page of choices, the log and the seats scrolled, the bar held;
        what of the game's screen the choices hang on besides the moment (Screen.panel_state); a hint asked; the
        seconds "Anyone?" has left."""
        table = self.table
        return (self.page, self.log_scroll, self.log_reader, self.seat_scroll, self.held is not None,
                table.screen.panel_state(), self.coach.hint, self.coach.missing,
                table.holding.left(table.app.prefs.answer_wait))

    def _seats(self, shown: Shown[Any], pointer: Pointer, out: Layout) -> None:
        table, side, row = self.table, self.rect, self.seat_row()
        y, view = SEATS_TOP, self.seats_in_view()
        for seat in view:
            band = Rect(side.x + 6, y - 2, side.w - 12, row)
            turn = seat == shown.whose and not shown.asking
            own = table.screen.seat_row(shown, seat, Rect(side.x + 8, y, side.w - 16, row - 2), pointer)
            if own is not None:
                if turn:
                    out.parts.append(part(band, True, paint_turn_band))
                out.add(own)
            else:
                you = seat == shown.holder and len(table.holding.people) > 1
                name = table.name(seat) + (" (you)" if you else "")
                room = side.w - 12 - 38 - min(SEAT_NAME_W, assets.width("bold", SMALL, name)) - 14
                line = fitting(table.screen.seat_line(shown.view, seat), room)
                icon = table.screen.seat_icon(shown.view, seat)
                out.parts.append(part(band, SeatRow(seat, name, line, icon, turn, room), paint_seat_row))
            y += row
        if len(view) < self.seats:   # a long table scrolls: say so, and which seats are in view
            out.parts.append(part(Rect(side.x + 8, y, side.w - 16, 16), Words(
                f"seats {view.start + 1}–{view.stop} of {self.seats} · wheel to scroll", centred=True), paint_words))

    def header(self, shown: Shown[Any]) -> Header:
        """The big line (whose turn) and the small one (what about), as of the moment shown."""
        if shown.over is not None and shown.settled:
            return Header(None, "Game over", shown.over.reason)
        if shown.asking:
            names = " · ".join(self.table.name(s) for s in shown.asking)
            about = f"{shown.asked}: " if shown.asked else ""
            return Header(None, "Anyone?", f"{about}{names} may act, or no one")
        seat = shown.whose
        if seat is None:
            return Header(None, "", "")
        return Header(seat, *self.turn_words(shown, seat))

    def turn_words(self, shown: Shown[Any], seat: int) -> tuple[str, str]:
        """The header's lines for a seat's turn. The small line says what the seat to act decides (within the
        turn it may be another seat: a helper, a seat asked to answer), so it waits while a decision already
        taken still animates: "or roll the dice" under the dice just rolled reads as a second moment."""
        name, computer = self.table.name(seat), self.table.session.is_computer(seat)
        thinking = shown.turn is not None and self.table.session.is_computer(shown.turn)
        about = "" if not shown.settled else shown.label or ("thinking…" if thinking else "")
        return (f"{name} (computer)" if computer else whose_turn(name)), about

    def heading(self, shown: Shown[Any]) -> str:
        if shown.asking:
            return f"Anyone? {shown.asked}" if shown.asked else "Anyone?"
        if shown.choices and self.table.screen.buttons(shown):
            return "Your choices"
        if not shown.settled:
            return "Click to skip the animation"
        if shown.turn is not None and self.table.session.is_computer(shown.turn) and shown.over is None:
            return "The computer is playing…"
        return "Click the board to play" if shown.mine else ""

    def _choices(self, shown: Shown[Any], y: int, out: list[Button]) -> int:
        side, screen = self.rect, self.table.screen
        if shown.asking:
            width = (side.w - 28 - 6 * len(shown.asking)) // (len(shown.asking) + 1)
            x = side.x + 14
            for seat in shown.asking:
                name = self.table.name(seat)
                self._button(out, (x, y, width, 36), ("claim", seat), name, partial(self.table.claim, seat),
                             f"{name} wants to act: the screen goes to them alone")
                x += width + 6
            left = self.table.holding.left(self.table.app.prefs.answer_wait)
            self._button(out, (x, y, side.right - 14 - x, 36), ("claim", None),
                         "No one" if left is None else f"No one · {left}", partial(self.table.claim, None),
                         "Everyone lets it go: play on" + (f" (by itself in {left} s)" if left else ""),
                         style="primary")
            return y + 42
        offered = screen.buttons(shown) if shown.choices else []
        per_page = self.per_page(len(offered), y)
        pages = max(1, -(-len(offered) // per_page))
        page = min(self.page, pages - 1)
        for action in offered[page * per_page:(page + 1) * per_page]:
            self._button(out, (side.x + 14, y, side.w - 28, 36), ("choice", action), str(action), None,
                         screen.button_tip(shown.view, action) or "", size=SMALL + 1,
                         style=screen.button_style(action), actions=(action,))
            y += BUTTON_STEP
        if pages > 1:
            for to, x, label in ((-1, side.x + 14, "‹ more"), (1, side.right - 94, "more ›")):
                self._button(out, (x, y, 80, 30), ("page", to), label, partial(self._turn_to, page + to, pages), "",
                             style="ghost")
            y += PAGER_H
        return y

    def _bar(self, shown: Shown[Any], out: list[Button]) -> None:
        x, y, table = self.rect.x, self.bar_top(), self.table
        self._button(out, (x + 12, y, 104, 40), ("bar", "menu"), "Menu", table.pause,
                     "Pause: save, rules, settings, quit (Escape)", icon="ui/pause")
        self._button(out, (x + 126, y, 104, 40), ("bar", "undo"), "Undo", table.undo,
                     "Take back your last choice (never a die roll or a revealed card)", icon="ui/undo",
                     enabled=shown.can_undo and shown.mine)
        self._button(out, (x + 240, y, 108, 40), ("bar", "rules"), "Rules", lambda: table.app.open("rules", table.game),
                     "", icon="ui/rules")

    @staticmethod
    def _button(out: list[Button], at: tuple[int, int, int, int], key: Hashable, label: str,
                do: Callable[[], None] | None, words: str, *, size: int = SMALL, style: str = "normal",
                icon: str | None = None, enabled: bool = True, actions: tuple[Action, ...] = ()) -> None:
        out.append((Thing(at, key, actions, do if enabled else None, words, enabled=enabled),
                    ButtonLook(label, style, icon, size, enabled=enabled)))

    def _turn_to(self, page: int, pages: int) -> None:
        self.page = max(0, min(page, pages - 1))

    def page_of(self, offered: list[Action], action: Action) -> int:
        return offered.index(action) // self.per_page(len(offered), self.actions_top() + 28)

    # --- the log ------------------------------------------------------------------------------------
    def log(self, shown: Shown[Any], box: Rect) -> Log:
        """The log as of the moment shown, newest at the bottom, wrapped, scrolled back as far as asked."""
        wrapped: list[str] = []
        newest = 1
        for line in self.table.session.log_for(shown.holder, last=80, upto=shown.log_upto):
            newest = len(parts := draw.wrap(line, "body", LOG_TEXT, box.w - 26))
            wrapped += parts
        fit = log_fit(box)
        # (scrolled back by the person holding the screen; the next one handed it reads the newest lines)
        scroll = min(self.log_scroll if self.log_reader == shown.holder else 0, max(0, len(wrapped) - fit))
        end = len(wrapped) - scroll
        bar = None
        if len(wrapped) > fit:
            track = (box.w - BAR_W - 4, 6, BAR_W, box.h - 12)
            h = max(24, track[3] * fit // len(wrapped))
            top = track[1] + (track[3] - h) * (len(wrapped) - fit - scroll) // max(1, len(wrapped) - fit)
            bar = (track, (track[0], top, BAR_W, h))
        return Log(tuple(wrapped[max(0, end - fit): end]), newest if scroll == 0 else 0, bar, self.held is not None,
                   len(wrapped), scroll)

    def laid_log(self) -> tuple[Rect, Log]:
        """Where the log lies on the table as laid out now, and what it shows (what scrolling reads)."""
        found = next(p for p in self.table.layout().parts if p.paint is paint_log)
        return found.rect, found.look

    @property
    def log_box(self) -> Rect:
        return self.laid_log()[0]

    # --- input the panel takes itself: scrolling ----------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        box, log = self.laid_log()
        fit = log_fit(box)
        last = max(0, log.total - fit)   # (scrolled back this far, the first line is at the top)
        if event.type == pygame.MOUSEWHEEL:
            mouse = self.table.app.mouse
            if box.collidepoint(mouse):
                self.scroll_log(log.scroll + event.y * 2, last)
                return True
            seats = Rect(self.rect.x, SEATS_TOP, self.rect.w, self.actions_top() - SEATS_TOP)
            if seats.collidepoint(mouse):
                self.seat_scroll = max(0, min(self.seats - self.seats_shown(), self.seat_scroll - event.y))
                return True
            return False
        bar = log.bar
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and bar is not None:
            track, thumb = (Rect(b).move(box.topleft) for b in bar)
            if track.inflate(10, 0).collidepoint(event.pos):
                if thumb.inflate(10, 4).collidepoint(event.pos):
                    self.held = (event.pos[1], log.scroll)
                else:
                    page = max(1, fit - 1)
                    self.scroll_log(log.scroll + (page if event.pos[1] < thumb.y else -page), last)
                return True
        if event.type == pygame.MOUSEMOTION and self.held is not None and bar is not None:
            y0, scroll0 = self.held
            track, thumb = (Rect(b) for b in bar)
            per_pixel = max(1, last) / max(1, track.h - thumb.h)
            self.scroll_log(round(scroll0 - (event.pos[1] - y0) * per_pixel), last)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held is not None:
            self.held = None
            return True
        return False

    def scroll_log(self, scroll: int, last: int) -> None:
        """Scrolled back `scroll` lines (at most `last`, the first line at the top) by the screen's holder."""
        self.log_scroll, self.log_reader = max(0, min(last, scroll)), self.table.shown.holder


def log_fit(box: Rect) -> int:
    return max(1, (box.h - 12) // LOG_LINE)


def paint_rule(surface: pygame.Surface, rect: Rect, look: Any, pal: Palette) -> None:
    pygame.draw.line(surface, pal.line, rect.topleft, rect.topright)


def paint_turn_band(surface: pygame.Surface, rect: Rect, look: Any, pal: Palette) -> None:
    pygame.draw.rect(surface, pal.panel_light, rect, border_radius=6)
