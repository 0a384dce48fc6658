"""The side panel of every table: whose turn it is and what about, every seat with its key numbers, the
choices (buttons), the log, and Menu / Undo / Rules.

It shows the moment the table shows (the panel view and the header of the event being animated). When a
response window waits on people, the choices become one question to the whole table — "Anyone? Ann ·
Bo · No one" — so a window no one answers costs one click, and only the person who answers is handed
the screen.

The panel's height is shared out so that nothing a player reads is squeezed away at any table size: every
seat keeps a row (shorter rows for a long table; the seats scroll only when even those do not fit), the
log keeps at least LOG_MIN lines, and the choices take what is left, a page at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.protocol import Action

from . import assets, draw
from .pieces import draw_pawn
from .theme import H2, SCREEN_H, SMALL
from .widgets import Button, Widget, dispatch, draw_tooltip, tooltip_of

if TYPE_CHECKING:
    from .table import TableScene

Rect = pygame.Rect
SEAT_NAME_W = 120      # a seat's name, at most
PER_PAGE = 5           # choices shown at once, at most (more pages follow)
LOG_LINE = 19
LOG_MIN = 5            # lines of the log that stay in view however many seats and choices there are
BUTTON_STEP = 42       # a choice's button and the gap below it
PAGER_H = 36
SEATS_ROOM = 260       # the height the seat rows may take before they scroll
BAR_W = 8              # the log's scroll bar



def fitting(line: str | tuple[str, ...], room: int) -> str:
    """A seat's line; of several wordings (longest first), the first that fits the room beside the name."""
    if isinstance(line, str):
        return line
    return next((w for w in line if assets.width("body", SMALL - 1, w) <= room), line[-1])

class SidePanel:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.app = table.app
        self.rect = table.side_rect
        self.page = 0
        self.log_scroll = 0
        self.seat_scroll = 0
        self.choices: list[Widget] = []
        side = self.rect
        self.bar = [
            Button(self.app, (side.x + 12, SCREEN_H - 52, 104, 40), "Menu", table.pause, icon="ui/pause",
                   size=SMALL, tooltip="Pause: save, rules, settings, quit (Escape)"),
            Button(self.app, (side.x + 126, SCREEN_H - 52, 104, 40), "Undo", table.undo, icon="ui/undo",
                   size=SMALL, tooltip="Take back your last choice (never a die roll or a revealed card)"),
            Button(self.app, (side.x + 240, SCREEN_H - 52, 108, 40), "Rules", table.rules, icon="ui/rules",
                   size=SMALL),
        ]
        self.seats_top = 112
        self.actions_top = 0
        self.per_page = PER_PAGE
        self.log_rect = Rect(0, 0, 0, 0)
        self.log_bar: Rect | None = None     # the scroll bar's track, when the log runs longer than its box
        self._bar_drag: tuple[int, int] | None = None   # (pointer y, scroll) when the thumb was taken
        self._log_cache: tuple[tuple[Any, ...], list[str]] | None = None
        self.newest_lines = 1   # how many of the log's wrapped lines the newest entry took
        self._picture = draw.Kept()   # the panel as it was drawn, for what it showed
        self._upper = draw.Kept()     # the part above the log, for what it showed
        self.built = 0   # how many times the choices were laid out (the picture is drawn again after)
        self.rows_drawn: dict[int, tuple[Rect, str, int]] = {}   # seat -> its row, its line and the room for it

    # --- layout -------------------------------------------------------------------------------------
    def seat_row(self) -> int:
        """The height of a seat's row: shorter as the table grows, never below a readable line (a game that
        draws its own rows says their height). Twelve plain rows fit the room without scrolling."""
        n = len(self.table.session.config.seats)
        return self.table.seat_row_height(n) or max(21, min(26, (SEATS_ROOM - 4) // max(1, n)))

    def seats_room(self) -> int:
        return max(SEATS_ROOM, self.table.seat_row_height(len(self.table.session.config.seats)) * 6)

    def seats_shown(self) -> int:
        n = len(self.table.session.config.seats)
        room = self.seats_room()
        return min(n, (room - 20) // self.seat_row()) if n * self.seat_row() > room else n

    def seats_in_view(self) -> range:
        n = len(self.table.session.config.seats)
        first = min(self.seat_scroll, n - self.seats_shown())
        return range(first, first + self.seats_shown())

    def build(self) -> None:
        """The choices for the moment, laid out between the seats and the log."""
        table = self.table
        side = self.rect
        self.actions_top = self.seats_top + self.seats_shown() * self.seat_row() + 16
        self.choices = []
        self.built += 1
        y = self.actions_top + 28
        if table.asking_everyone():
            y = self._ask_everyone(y)
        else:
            offered = table.button_actions(table.legal)
            self.per_page = self.fitting(len(offered), y)
            pages = max(1, (len(offered) + self.per_page - 1) // self.per_page)
            self.page = min(self.page, pages - 1)
            for action in offered[self.page * self.per_page:(self.page + 1) * self.per_page]:
                self.choices.append(Button(self.app, (side.x + 14, y, side.w - 28, 36), str(action),
                                           self._doer(action), size=SMALL + 1, tooltip=table.action_tip(action),
                                           style=table.button_style(action)))
                y += BUTTON_STEP
            if pages > 1:
                self.choices += [
                    Button(self.app, (side.x + 14, y, 80, 30), "‹ more", self._pager(-1), size=SMALL, style="ghost"),
                    Button(self.app, (side.right - 94, y, 80, 30), "more ›", self._pager(1), size=SMALL,
                           style="ghost"),
                ]
                y += PAGER_H
        self.log_rect = Rect(side.x + 10, max(y + 8, self.actions_top + 30), side.w - 20, 0)
        self.log_rect.height = self.log_bottom() - self.log_rect.y
        self.bar[1].enabled = table.session.can_undo() and table.my_turn()

    def log_bottom(self) -> int:
        return self.bar[0].rect.y - 10

    def fitting(self, count: int, top: int) -> int:
        """How many choices a page holds: as many as leave the log its LOG_MIN lines (a pager, when needed,
        takes a row), at least one, at most PER_PAGE."""
        room = self.log_bottom() - (LOG_LINE * LOG_MIN + 12) - 8 - top
        fit = max(1, min(PER_PAGE, room // BUTTON_STEP))
        if count <= fit:
            return fit
        return max(1, min(PER_PAGE, (room - PAGER_H) // BUTTON_STEP))

    def _ask_everyone(self, y: int) -> int:
        """One question for the whole table: the people who may answer, and No one."""
        table = self.table
        side = self.rect
        people = table.window_people()
        width = (side.w - 28 - 6 * len(people)) // (len(people) + 1)
        x = side.x + 14
        for seat in people:
            self.choices.append(Button(self.app, (x, y, width, 36), table.session.state.name(seat),
                                       self._claimer(seat), size=SMALL, tooltip=f"{table.session.state.name(seat)} "
                                       "wants to answer: the screen goes to them alone"))
            x += width + 6
        self.choices.append(Button(self.app, (x, y, side.right - 14 - x, 36), "No one", self._claimer(None),
                                   size=SMALL, style="primary", tooltip="Everyone lets it go: play on"))
        return y + 42

    def _doer(self, action: Action) -> Callable[[], None]:
        return lambda: self.table.act(action)

    def _claimer(self, seat: int | None) -> Callable[[], None]:
        return lambda: self.table.claim(seat)

    def _pager(self, step: int) -> Callable[[], None]:
        def turn() -> None:
            self.page = max(0, self.page + step)
            self.build()
        return turn

    def click_for(self, action: Action) -> tuple[int, int] | None:
        offered = self.table.button_actions(self.table.legal)
        if action not in offered:
            return None
        page = offered.index(action) // self.per_page
        if page != self.page:
            self.page = page
            self.build()
        for w in self.choices:
            if isinstance(w, Button) and w.label == str(action) and w.on_click is not None:
                return w.rect.center
        return None

    # --- input --------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if dispatch([*self.bar, *self.choices], event):
            return True
        if self._scroll_bar(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log_rect.collidepoint(self.app.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y * 2)
                return True
            seats = Rect(self.rect.x, self.seats_top, self.rect.w, self.actions_top - self.seats_top)
            if seats.collidepoint(self.app.mouse):
                n = len(self.table.session.config.seats)
                self.seat_scroll = max(0, min(n - self.seats_shown(), self.seat_scroll - event.y))
                return True
        return False

    def _scroll_bar(self, event: pygame.event.Event) -> bool:
        """The log's scroll bar: its thumb dragged, or a click above or below it turning a page."""
        bar = self.log_bar
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and bar is not None \
                and bar.inflate(10, 0).collidepoint(event.pos):
            thumb = self.thumb()
            if thumb is not None and thumb.inflate(10, 4).collidepoint(event.pos):
                self._bar_drag = (event.pos[1], self.log_scroll)
            else:
                page = max(1, self.log_fit() - 1)
                above = thumb is not None and event.pos[1] < thumb.y
                self.log_scroll = max(0, self.log_scroll + (page if above else -page))
            return True
        if event.type == pygame.MOUSEMOTION and self._bar_drag is not None and bar is not None:
            y0, scroll0 = self._bar_drag
            total, fit, thumb = len(self.log_lines(self.log_rect.w - 26)), self.log_fit(), self.thumb()
            per_pixel = max(1, total - fit) / max(1, bar.h - (thumb.h if thumb is not None else 0))
            self.log_scroll = max(0, min(total - fit, round(scroll0 - (event.pos[1] - y0) * per_pixel)))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._bar_drag is not None:
            self._bar_drag = None
            return True
        return False

    def log_fit(self) -> int:
        return max(1, (self.log_rect.h - 12) // LOG_LINE)

    def thumb(self) -> Rect | None:
        """The scroll bar's thumb: where the lines in view sit in the whole log."""
        bar = self.log_bar
        if bar is None:
            return None
        total, fit = len(self.log_lines(self.log_rect.w - 26)), self.log_fit()
        if total <= fit:
            return None
        h = max(24, bar.h * fit // total)
        top = bar.y + (bar.h - h) * (total - fit - self.log_scroll) // max(1, total - fit)
        return Rect(bar.x, top, bar.w, h)

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The panel, drawn again only when something in it changed (a moment, a choice, a hover), else
        the last picture of it; the tooltips go over it."""
        table = self.table
        widgets = [*self.choices, *self.bar]
        key = (id(table.moment), table.log_upto, table.session.log_total, len(table.session.history),
               table.viewer, self.built, self.page, self.log_scroll, self.seat_scroll, id(self.app.palette),
               self._bar_drag is None,
               table.asking_everyone(), repr(table.hover_within(self.rect)),
               tuple((w.hover, w.enabled, getattr(w, "pressed", False)) for w in widgets))
        found = self._picture.find(key)
        if found is None:
            self._paint(surface)
            self._picture.keep(key, surface, self.rect)
        else:
            draw.blit_aligned(surface, found, self.rect.topleft)
        draw_tooltip(surface, self.app, tooltip_of(widgets))

    def _paint(self, surface: pygame.Surface) -> None:
        """The panel painted again: its upper part (whose turn, the seats, the choices) from the picture of
        it kept while what it says stays the same (a new event changes the log at least, the rest often not),
        the log and the bar below it always."""
        pal = self.app.palette
        side = self.rect
        upper = Rect(side.x, side.y, side.w, self.log_rect.y - 1 - side.y)   # (a choice's shadow reaches 11 below it)
        key = self._upper_key(upper)
        found = self._upper.find(key)
        if found is not None:
            draw.blit_aligned(surface, found, upper.topleft)
        else:
            self._paint_upper(surface, upper)
            self._upper.keep(key, surface, upper)
        lower = Rect(side.x, upper.bottom, side.w, side.bottom - upper.bottom)
        draw.fill_aligned(surface, pal.panel, lower)
        pygame.draw.line(surface, pal.line, lower.topleft, lower.bottomleft, 2)
        self.draw_log(surface)
        for w in self.bar:
            w.draw(surface)

    def _upper_key(self, upper: Rect) -> tuple[Any, ...]:
        """What the upper part shows, as a value: the header's words, each seat's line (or, for a game that
        draws its own rows, the view they are drawn from), the heading and the choices."""
        table = self.table
        seat = table.shown_turn()
        shown = self.seats_in_view()
        rows = table.panel_view if table.draws_seat_rows() else tuple(table.seat_line(i) for i in shown)
        return (tuple(upper), seat, table.turn_text(), table.session.outcome is not None and table.moment is None,
                rows, tuple((self.seat_name(i), table.seat_icon(i)) for i in shown), self.heading(seat), self.built,
                id(self.app.palette), tuple((w.hover, w.enabled, getattr(w, "pressed", False)) for w in self.choices),
                repr(table.hover_within(upper)))

    def _paint_upper(self, surface: pygame.Surface, upper: Rect) -> None:
        pal = self.app.palette
        table = self.table
        side = self.rect
        draw.fill_aligned(surface, pal.panel, upper)
        pygame.draw.line(surface, pal.line, upper.topleft, upper.bottomleft, 2)
        seat = table.shown_turn()
        big, small = table.turn_text()
        over = table.session.outcome is not None and table.moment is None
        if seat is not None and not over:
            draw.marker(surface, seat, (side.x + 30, 34), 14, pal)
        draw.text(surface, big, (side.x + 54, 34), size=H2, colour=pal.gold, face="title", anchor="midleft",
                  max_width=side.w - 64)
        draw.paragraph(surface, small, Rect(side.x + 16, 58, side.w - 28, 50), size=SMALL, colour=pal.text)
        self.draw_seats(surface, seat)
        top = self.actions_top - 4
        pygame.draw.line(surface, pal.line, (side.x + 12, top), (side.right - 12, top))
        draw.text(surface, self.heading(seat), (side.x + 16, self.actions_top + 4), size=SMALL, colour=pal.text_dim,
                  face="bold", max_width=side.w - 30)
        for w in self.choices:
            w.draw(surface)

    def heading(self, seat: int | None) -> str:
        table = self.table
        if table.asking_everyone():
            window = table.game.window(table.session.state)
            return f"Anyone? {window.moment}" if window is not None else "Anyone?"
        if self.choices:
            return "Your choices"
        if table.playing_back():
            return "Click to skip the animation"
        if seat is not None and table.session.is_computer(seat):
            return "The computer is playing…"
        return "Click the board to play" if table.my_turn() else ""

    def draw_seats(self, surface: pygame.Surface, turn: int | None) -> None:
        pal = self.app.palette
        table = self.table
        side = self.rect
        row = self.seat_row()
        y = self.seats_top
        pygame.draw.line(surface, pal.line, (side.x + 12, y - 6), (side.right - 12, y - 6))
        n = len(table.session.config.seats)
        shown = self.seats_shown()
        first = min(self.seat_scroll, n - shown)
        self.rows_drawn = {}
        for i in range(first, first + shown):
            if i == turn:
                pygame.draw.rect(surface, pal.panel_light, (side.x + 6, y - 2, side.w - 12, row), border_radius=6)
            if table.draw_seat_row(surface, Rect(side.x + 8, y, side.w - 16, row - 2), i, i == turn):
                self.rows_drawn[i] = (Rect(side.x + 8, y, side.w - 16, row - 2), "", 0)
                y += row
                continue
            icon = table.seat_icon(i)
            centre = (side.x + 22, y + row // 2 - 1)
            if icon:
                draw_pawn(surface, i, centre, max(6, row // 2 - 3), pal, icon)
            else:
                draw.marker(surface, i, centre, 8, pal)
            name = self.seat_name(i)
            draw.text(surface, name, (side.x + 38, y + row // 2), size=SMALL, colour=pal.text, face="bold",
                      anchor="midleft", max_width=SEAT_NAME_W)
            room = self.seat_line_width(i)
            line = fitting(table.seat_line(i), room)
            draw.text(surface, line, (side.right - 12, y + row // 2), size=SMALL - 1, colour=pal.text_dim,
                      anchor="midright", max_width=room)
            self.rows_drawn[i] = (Rect(side.x + 8, y, side.w - 16, row - 2), line, room)
            y += row
        if shown < n:   # a long table scrolls: say so, and which seats are in view
            draw.text(surface, f"seats {first + 1}–{first + shown} of {n} · wheel to scroll",
                      (side.centerx, y + 2), size=SMALL - 3, colour=pal.text_dim, anchor="midtop")

    def seat_name(self, seat: int) -> str:
        table = self.table
        you = seat == table.viewer and len(table.humans) > 1
        return table.session.config.seats[seat].name + (" (you)" if you else "")

    def seat_line_width(self, seat: int) -> int:
        """The room the seat's line has beside its name (a scene may word the line to fit it)."""
        name_w = min(SEAT_NAME_W, assets.width("bold", SMALL, self.seat_name(seat)))
        return self.rect.w - 12 - 38 - name_w - 14

    def log_lines(self, width: int) -> list[str]:
        """The log's last lines as the viewer may read them, wrapped; taken again only when the log moved."""
        session = self.table.session
        key = (self.table.log_upto, session.log_total, self.table.viewer, width)
        if self._log_cache is None or self._log_cache[0] != key:
            wrapped: list[str] = []
            for line in session.log_for(self.table.viewer, last=80, upto=self.table.log_upto):
                self.newest_lines = len(parts := draw.wrap(line, "body", SMALL - 1, width))
                wrapped += parts
            self._log_cache = (key, wrapped)
        return self._log_cache[1]

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log as of the moment shown, newest at the bottom, with a scroll bar when it runs long (its
        thumb dragged, or the bar clicked, turns back through the log; so does the wheel)."""
        pal = self.app.palette
        box = self.log_rect
        pygame.draw.rect(surface, pal.bg, box, border_radius=8)
        wrapped = self.log_lines(box.w - 26)
        fit = self.log_fit()
        self.log_scroll = min(self.log_scroll, max(0, len(wrapped) - fit))
        end = len(wrapped) - self.log_scroll
        visible = wrapped[max(0, end - fit): end]
        y = box.y + 6
        for k, text in enumerate(visible):   # (the newest entry bright, every line it wraps to)
            newest = k >= len(visible) - self.newest_lines and self.log_scroll == 0
            draw.text(surface, text, (box.x + 10, y), size=SMALL - 1, colour=pal.text if newest else pal.text_dim)
            y += LOG_LINE
        self.log_bar = Rect(box.right - BAR_W - 4, box.y + 6, BAR_W, box.h - 12) if len(wrapped) > fit else None
        thumb = self.thumb()
        if self.log_bar is not None and thumb is not None:
            pygame.draw.rect(surface, pal.panel_light, self.log_bar, border_radius=BAR_W // 2)
            pygame.draw.rect(surface, pal.text_dim if self._bar_drag is None else pal.gold, thumb,
                             border_radius=BAR_W // 2)
