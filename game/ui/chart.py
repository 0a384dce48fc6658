"""The chart of how a game went (engine/chart.py gives the numbers): each seat's line in its colour, with its
shape at the line's end and at every point where the colour-blind palette is on, the moments that turned the
game ringed on the lines and named when the pointer rests on one. Also the overlay that shows it alone (at
the end of Watch again)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.chart import Chart, Mark, chart_steps
from game.engine.words import plural

from . import assets, draw, tips
from .errors import log_error
from .scene import Scene
from .theme import BODY, H2, NORMAL, SCREEN_H, SCREEN_W, SMALL, Palette
from .widgets import Button, dispatch, draw_all

if TYPE_CHECKING:
    from game.engine.session import Session
    from game.engine.simulate import SimResult

    from .app import App

Point = tuple[int, int]
HIT = 10     # how near the pointer must come to a marked moment to name it


class ChartPicture:
    """A chart placed in a rectangle: where every point and marked moment falls, and how to draw it."""

    def __init__(self, chart: Chart, rect: pygame.Rect) -> None:
        self.chart, self.rect = chart, rect
        legend_rows = (len(chart.names) + 2) // 3
        # room for the title above, the numbers at the left (and the second number's at the right), the turns
        # and the names below
        right = 58 if chart.seconds else 18
        self.plot = pygame.Rect(rect.x + 52, rect.y + 40, rect.w - 52 - right, rect.h - 84 - 24 * legend_rows)
        self.scales = [_scale(chart.lines), _scale(chart.seconds)]   # the second number's own, at the right
        self.lines = [[self.at(x, v) for x, v in line] for line in chart.lines]
        self.seconds = [[self.at(x, v, 1) for x, v in line] for line in chart.seconds]
        self.marks = [(mark, self.at(mark.x, mark.value)) for mark in chart.marks]
        self.hover: Mark | None = None

    def at(self, x: float, value: int, scale: int = 0) -> Point:
        p, (low, high) = self.plot, self.scales[scale]
        return (p.x + round(p.w * x / max(1.0, self.chart.turns)), p.bottom - round(p.h * (value - low) / (high - low)))

    def mark_at(self, pos: Point) -> Mark | None:
        """The marked moment nearest the pointer, if it is near enough (the last drawn wins a tie)."""
        near = [(abs(pos[0] - p[0]) + abs(pos[1] - p[1]), -i, m) for i, (m, p) in enumerate(self.marks)]
        best = min(near, default=None)
        return best[2] if best is not None and best[0] <= HIT else None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.mark_at(event.pos)

    def draw(self, surface: pygame.Surface, pal: Palette) -> None:
        chart, p = self.chart, self.plot
        draw.panel(surface, self.rect, pal.bg, pal.line)
        draw.text(surface, chart.title, (self.rect.x + 16, self.rect.y + 10), size=BODY, colour=pal.gold, face="bold",
                  max_width=self.rect.w - 32)
        for scale, (low, high) in enumerate(self.scales[: 1 + bool(self.seconds)]):   # the first numbers' at the left
            for value in sorted({low, (low + high) // 2, high}):
                y = self.at(0, value, scale)[1]
                if not scale:
                    pygame.draw.line(surface, pal.panel_light, (p.x, y), (p.right, y))
                draw.text(surface, f"{value:,}", (p.right + 12, y) if scale else (p.x - 6, y), size=SMALL,
                          colour=pal.text_dim, anchor="midleft" if scale else "midright", max_width=44)
        pygame.draw.line(surface, pal.line, p.bottomleft, p.topleft, 2)
        if self.seconds:   # the second numbers' axis dashed, as their lines are
            draw.dashed(surface, pal.line, [p.bottomright, p.topright], 2)
        for turn in (0, max(1, round(chart.turns))):
            draw.text(surface, str(turn), (self.at(turn, 0)[0], p.bottom + 4), size=SMALL, colour=pal.text_dim,
                      anchor="midtop")
        draw.text(surface, chart.turns_word, (p.centerx, p.bottom + 4), size=SMALL, colour=pal.text_dim,
                  anchor="midtop")
        for seat, points in enumerate(self.seconds):   # (under the first numbers' lines)
            if len(points) > 1:
                draw.dashed(surface, pal.seats[seat % len(pal.seats)], points, 2)
            if points and seat not in chart.out:
                draw.marker(surface, seat, points[-1], 5, pal)
        for seat, points in enumerate(self.lines):
            colour = pal.seats[seat % len(pal.seats)]
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, 3)
            if pal.shapes:   # the shape along the line too: two lines of like colours stay apart
                for point in points[:: max(1, len(points) // 8)]:
                    draw.marker(surface, seat, point, 5, pal)
            if points and seat not in chart.out:   # (a seat out of the game: its line ends at its mark)
                draw.marker(surface, seat, points[-1], 8, pal)
        for mark, point in self.marks:
            pygame.draw.circle(surface, pal.white if mark is not self.hover else pal.gold, point, 8, 2)
            draw.marker(surface, mark.seat, point, 5, pal)
        self._legend(surface, pal)
        if self.hover is not None:
            point = next(pt for m, pt in self.marks if m is self.hover)
            tips.draw_tooltip(surface, pal, (self.hover.words, pygame.Rect(point[0] - 8, point[1] - 8, 16, 16)))

    def _legend(self, surface: pygame.Surface, pal: Palette) -> None:
        width = (self.rect.w - 32) // 3
        for seat, name in enumerate(self.chart.names):
            x = self.rect.x + 16 + (seat % 3) * width
            y = self.plot.bottom + 36 + (seat // 3) * 24
            draw.marker(surface, seat, (x + 8, y), 7, pal)
            draw.text(surface, name, (x + 22, y), size=SMALL, colour=pal.text, anchor="midleft", max_width=width - 30)


def _scale(lines: tuple[tuple[tuple[float, int], ...], ...]) -> tuple[int, int]:
    """The numbers' span on an axis: from 0 (or below) to the highest (at least 1)."""
    values = [0, 1, *(v for line in lines for _, v in line)]
    return min(values), max(values)


class ChartPanel:
    """A session's chart in a rectangle, made in the spare time of the frames (a long game of Dungeon! for
    eight takes a second to play again for its views); until then, and if it cannot be made, words say so."""

    def __init__(self, session: Session[Any], rect: pygame.Rect) -> None:
        self.rect, self.steps = rect, chart_steps(session)
        self.picture: ChartPicture | None = None
        self.failed = False

    @property
    def making(self) -> bool:
        return self.picture is None and not self.failed

    def spare_step(self) -> bool:
        """A moment more of the chart; False once it is made (or cannot be)."""
        if not self.making:
            return False
        try:
            made = next(self.steps, False)
        except Exception:  # noqa: BLE001 - moves that no longer play again: the chart is left out, in words
            log_error()
            made = False
        if made is False:
            self.failed = True
        elif made is not None:
            self.picture = ChartPicture(made, self.rect)
        return self.making

    def finish(self) -> ChartPicture | None:
        while self.spare_step():
            pass
        return self.picture

    def handle(self, event: pygame.event.Event) -> None:
        if self.picture is not None:
            self.picture.handle(event)

    def draw(self, surface: pygame.Surface, pal: Palette) -> None:
        if self.picture is not None:
            self.picture.draw(surface, pal)
            return
        draw.panel(surface, self.rect, pal.bg, pal.line)
        words = "Drawing how the game went…" if self.making else "How this game went cannot be drawn."
        draw.text(surface, words, self.rect.center, size=BODY, colour=pal.text_dim, anchor="center",
                  max_width=self.rect.w - 32)


class ChartScene(Scene):
    """The chart alone over the table, with a button to close it (the end of Watch again: its title says so,
    as the replay's own line it covers does)."""

    opaque = False

    def __init__(self, app: App, session: Session[Any]) -> None:
        super().__init__(app)
        box = pygame.Rect(0, 0, 860, 560).move_to(center=(SCREEN_W // 2, 360))
        self.box, self.chart = box, ChartPanel(session, box.inflate(-40, -160).move(0, 6))
        self.widgets = [Button(app, (box.centerx - 70, box.bottom - 64, 140, 48), "Close", app.stack.pop,
                               icon="ui/back", style="primary")]

    def spare_step(self) -> bool:
        self.app.dirty |= self.chart.making   # (drawn again as each moment of the chart is made)
        return self.chart.spare_step()

    def handle(self, event: pygame.event.Event) -> None:
        self.chart.handle(event)
        if not dispatch(self.widgets, event) and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.dim(surface, 170)
        draw.panel(surface, self.box, pal.panel, pal.gold, shadow=True)
        draw.text(surface, "Watching again: how the game went", (self.box.centerx, self.box.y + 34), size=H2,
                  colour=pal.gold, face="title", anchor="center")
        draw_all(self.widgets, surface)
        self.chart.draw(surface, pal)   # (last: a named moment's words lie over everything)


# --- a simulation run as a picture (python -m game simulate ... --chart FILE.png) -------------------------------
def simulation_picture(result: SimResult, title: str, out: Path) -> Path:
    """The run's win shares by seat and by choice, and the spread of the games' lengths, drawn with pygame-ce
    to a PNG at 1280x720 in the app's colours."""
    pygame.font.init()
    assets.clear_caches()   # (fonts kept from a pygame since quit are no use: as the app does when it starts)
    draw.clear_caches()
    pal, image = NORMAL, pygame.Surface((SCREEN_W, SCREEN_H))
    image.fill(pal.bg)
    draw.text(image, f"{title}: {result.finished:,} of {plural(result.games, 'game')} finished", (40, 24), size=H2,
              colour=pal.gold, face="title", max_width=SCREEN_W - 80)
    # (a seat's share of the games it sat in: with 2-4 players, the fourth seat sits in a third of them)
    sat = [sum(result.players[i % len(result.players)] > s for i in range(result.games)) or 1
           for s in range(max(result.players))]
    seats = [(f"Seat {s + 1}", result.wins_by_seat.get(s, 0) / n, f"{result.wins_by_seat.get(s, 0):,}/{n:,}")
             for s, n in enumerate(sat)]
    choices = [(k, result.wins_by_choice.get(k, 0) / n, f"{result.wins_by_choice.get(k, 0):,}/{n:,}")
               for k, n in sorted(result.played_by_choice.items())][:12]
    _bars(image, pal, pygame.Rect(40, 80, 580, 330), "Share of its games each seat won", seats)
    _bars(image, pal, pygame.Rect(660, 80, 580, 330), "Share won, by choice", choices,
          empty="The seats of this game choose nothing at set-up.")
    lengths = result.turns or [0]
    low, high = min(lengths), max(lengths)
    step = max(1, -(-(high - low + 1) // 16))
    counts = [(a, sum(a <= t < a + step for t in lengths)) for a in range(low, high + 1, step)]
    bins = [(str(a), n / len(lengths), f"{n:,}" if n else "") for a, n in counts]
    _bars(image, pal, pygame.Rect(40, 430, 1200, 260), "Game lengths in turns: the share of games in each span", bins,
          across=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(out))
    return out


def _bars(surface: pygame.Surface, pal: Palette, rect: pygame.Rect, title: str, items: list[tuple[str, float, str]],
          across: bool = False, empty: str = "") -> None:
    """Bars of shares (0 to 1): lying down with their labels at the left, or standing (`across`) on their
    labels."""
    draw.panel(surface, rect, pal.panel, pal.line)
    draw.text(surface, title, (rect.x + 16, rect.y + 10), size=BODY, colour=pal.text, face="bold",
              max_width=rect.w - 32)
    area = pygame.Rect(rect.x + 16, rect.y + 44, rect.w - 32, rect.h - 56)
    if not items:
        draw.text(surface, empty, area.center, size=SMALL, colour=pal.text_dim, anchor="center", max_width=area.w)
        return
    top = max((share for _, share, _ in items), default=0.0) or 1.0
    for i, (label, share, count) in enumerate(items):
        colour = pal.seats[i % len(pal.seats)] if not across else pal.gold
        if across:
            w = area.w // len(items)
            h = round((area.h - 48) * share / top)   # (room above the tallest for its count)
            pygame.draw.rect(surface, colour, (area.x + i * w + 3, area.bottom - 22 - h, w - 6, h), border_radius=3)
            draw.text(surface, count, (area.x + i * w + w // 2, area.bottom - 24 - h), size=SMALL, colour=pal.text,
                      anchor="midbottom", max_width=w - 4)
            draw.text(surface, label, (area.x + i * w + w // 2, area.bottom - 20), size=SMALL, colour=pal.text_dim,
                      anchor="midtop", max_width=w - 4)
            continue
        h = min(36, area.h // max(1, len(items)))
        y = area.y + i * h
        draw.text(surface, label, (area.x, y + h // 2), size=SMALL, colour=pal.text, anchor="midleft", max_width=150)
        width = round((area.w - 280) * share / top)
        pygame.draw.rect(surface, colour, (area.x + 160, y + 4, max(2, width), h - 8), border_radius=3)
        draw.text(surface, f"{100 * share:.0f}%  {count}", (area.x + 170 + width, y + h // 2), size=SMALL,
                  colour=pal.text_dim, anchor="midleft", max_width=110)
