"""Setting the table: how many seats, each seat's name, person or computer, the game's per-seat choices
(a pawn type, a hero, an age) and its optional rules. Start is offered only for a table the rules accept.

The screen opens on the table last set for this game (kept by prefs.remember_table when the game starts or
the player goes back), each remembered value checked against the game and any that does not fit replaced
by the usual one. The names take typing through a FocusRing (textfield.py): the keys stay in the name the
player clicked or tabbed to, whatever else is clicked."""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.protocol import MAX_NAME, ConfigError, Game, OptionalRule, SeatChoice
from game.engine.seats import Seat, TableConfig
from game.engine.words import capital

from .. import draw
from ..launch import NAMES, start_game
from ..page import PageScene
from ..prefs import read_tables, remember_table
from ..textfield import FocusRing, TextBox
from ..theme import BODY, H1, H2, SCREEN_H, SCREEN_W, SMALL
from ..widgets import Button, Picker, Toggle, Widget

if TYPE_CHECKING:
    from ..app import App

KIND_LABELS = {"human": "Person", "computer": "Computer"}


class ColumnHead(Widget):
    """The head of a column of seat choices ("Pawn"), with a ? to hover for the choice's help."""

    def __init__(self, app: App, rect: tuple[int, int, int, int], label: str, help_text: str) -> None:
        super().__init__(app, rect, help_text or None)
        self.label = label

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        colour = pal.gold if self.hover and self.tooltip else pal.text_dim
        shown = draw.text(surface, self.label, (self.rect.x + 4, self.rect.bottom - 4), size=SMALL, colour=colour,
                          face="bold", anchor="bottomleft", max_width=self.rect.w - 34)
        if self.tooltip:
            centre = (shown.right + 14, shown.centery)
            pygame.draw.circle(surface, colour, centre, 9, 2)
            draw.text(surface, "?", centre, size=SMALL - 3, colour=colour, face="bold", anchor="center")


class SetupScene(PageScene):
    def __init__(self, app: App, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.seats: list[Seat] = []
        for i in range(game.max_players):   # (a seat's usual choices may depend on those of the seats before it)
            choices = {c.key: c.default_for([s.choices for s in self.seats]) for c in game.seat_choices}
            self.seats.append(Seat(name=NAMES[i % len(NAMES)], kind="human" if i == 0 else "computer", choices=choices))
        self.count = max(game.min_players, min(game.max_players, 2))
        self.options = self.game.default_options()
        self.error: str | None = None
        self.ring = FocusRing([])
        self.recall()
        self.build()

    # --- the table remembered from last time -------------------------------------------------------------
    def recall(self) -> None:
        """The last table of this game, value by value: what does not fit the game now keeps its usual value."""
        tables, note = read_tables()
        if note:
            self.app.say(note, 6.0)
        entry = tables.get(self.game.id)
        if entry is None:
            self._recall_people(list(tables.values())[-1:])
            return
        seats = entry.get("seats")
        if isinstance(seats, list) and seats:
            kept = seats[: self.game.max_players]
            for i, raw in enumerate(kept):
                if isinstance(raw, dict):
                    self._recall_seat(self.seats[i], raw)
            self.count = max(self.game.min_players, len(kept))
        options = entry.get("options")
        if isinstance(options, dict):
            for rule in self.game.optional_rules:
                value = options.get(rule.key)
                if (value in rule.values) if rule.values else isinstance(value, bool):
                    self.options[rule.key] = value

    def _recall_people(self, last: list[dict]) -> None:
        """A game never set here before: the people at the table set last (whatever its game) sit down again
        by name, first; the computer seats keep names of their own that none of them has."""
        seats = last[0].get("seats") if last else None
        people = [raw for raw in seats if isinstance(raw, dict) and raw.get("kind") == "human"] \
            if isinstance(seats, list) else []
        for seat, raw in zip(self.seats, people, strict=False):
            self._recall_seat(seat, {"name": raw.get("name"), "kind": "human"})
        taken = {s.name.casefold() for s in self.seats[: len(people)]}
        spare = (n for n in NAMES if n.casefold() not in taken)
        for seat in self.seats[len(people):]:
            if seat.name.casefold() in taken:
                seat.name = next(spare, seat.name)
            taken.add(seat.name.casefold())
        self.count = max(self.count, min(len(people), self.game.max_players))

    def _recall_seat(self, seat: Seat, raw: dict) -> None:
        name = raw.get("name")
        if isinstance(name, str) and name.strip() and len(name) <= MAX_NAME and name.isprintable():
            seat.name = name
        if raw.get("kind") in KIND_LABELS:
            seat.kind = raw["kind"]
        choices = raw.get("choices")
        if isinstance(choices, dict):
            for choice in self.game.seat_choices:
                if choices.get(choice.key) in self._values(choice):
                    seat.choices[choice.key] = choices[choice.key]

    def remember(self) -> None:
        """Keep the table on screen for next time (a failure to write it is said, and play goes on)."""
        config = self.config()
        table = {"seats": [{"name": s.name, "kind": s.kind, "choices": s.choices} for s in config.seats],
                 "options": config.options}
        try:
            remember_table(self.game.id, table)
        except OSError as e:
            self.app.say(f"This table could not be kept for next time: {e.strerror or e}")

    # --- layout -----------------------------------------------------------------------------------
    def build(self) -> None:
        app = self.app
        counts = [str(k) for k in range(self.game.min_players, self.game.max_players + 1)]
        self.widgets: list[Widget] = [Picker(app, (220, 104, 150, 42), counts, str(self.count), self.set_count)]
        self.step, self.row_h = (44, 38) if self.count <= 10 else (39, 34)
        self.rows_top = 196
        fields = []
        for i, seat in enumerate(self.seats[: self.count]):
            y = self.rows_top + i * self.step
            fields.append(TextBox(app, (100, y, 200, self.row_h), seat.name, partial(self.set_seat, i, "name"),
                                  max_len=MAX_NAME))
            self.widgets += [fields[-1], Picker(app, (312, y, 170, self.row_h), ["human", "computer"], seat.kind,
                                                partial(self.set_seat, i, "kind"), labels=KIND_LABELS)]
            for k, choice in enumerate(self.game.seat_choices):
                values = self._values(choice)
                self.widgets.append(Picker(app, (494 + 192 * k, y, 180, self.row_h), values,
                                           seat.choices.get(choice.key, values[0]),
                                           partial(self.set_seat, i, choice.key), labels={"": "not given"}))
        # a choice's help is the tooltip of its column's head: a tip on every row's picker would hide the rows
        # above and below it
        for k, choice in enumerate(self.game.seat_choices):
            self.widgets.append(ColumnHead(app, (494 + 192 * k, self.rows_top - 34, 180, 28), choice.label,
                                           choice.help))
        rules = self.rules()
        gap = 46 if len(rules) <= 6 else 38
        for j, rule in enumerate(rules):
            at, set_rule = (SCREEN_W - 400, 176 + j * gap, 360, 36), partial(self.set_option, rule.key)
            if rule.values:  # a pick among values (Dungeon!'s solo goal): ‹ Label: value ›
                words = {v: f"{rule.label}: {rule.label_of(v)}" for v in rule.values}
                rule_widget: Widget = Picker(app, at, rule.values, str(rule.value(self.options.get(rule.key))),
                                             set_rule, labels=words)
            else:
                rule_widget = Toggle(app, at, rule.label, bool(self.options.get(rule.key)), set_rule)
            rule_widget.tooltip = rule.help or None
            self.widgets.append(rule_widget)
        self.start = Button(app, (SCREEN_W - 300, SCREEN_H - 90, 250, 58), "Start the game", self.begin,
                            style="primary", icon="ui/play")
        self.widgets += [
            self.start,
            Button(app, (SCREEN_W - 460, SCREEN_H - 90, 140, 58), "Back", self.back, icon="ui/back"),
            Button(app, (SCREEN_W - 400, SCREEN_H - 160, 170, 48), "Rules", lambda: app.open("rules", self.game),
                   icon="ui/rules", style="ghost"),
        ]
        # the keys stay in the name they were in (a click on the seat count rebuilds the rows)
        old = self.ring.field
        self.ring = FocusRing(fields, self.ring.index, selected=old is not None and old.selected)
        self.validate()

    def rules(self) -> list[OptionalRule]:
        """The optional rules that matter at this many seats (a solo goal only for one): the ones shown."""
        return [rule for rule in self.game.optional_rules if rule.applies(self.count)]

    @staticmethod
    def _values(choice: SeatChoice) -> list[str]:
        if choice.kind == "number":
            blank = [""] if choice.default == "" else []  # "not given" (Escape: the table picks instead)
            return blank + [str(k) for k in range(choice.low, choice.high + 1)]
        return list(choice.values)

    def set_seat(self, i: int, key: str, value: str) -> None:
        """Seat i's name or kind ("name", "kind"), or one of its choices (by the choice's key), changed."""
        if key in ("name", "kind"):
            setattr(self.seats[i], key, value)
        else:
            self.seats[i].choices[key] = value
        self.validate()

    def set_option(self, key: str, value: bool | str) -> None:
        self.options[key] = value
        self.validate()

    def set_count(self, value: str) -> None:
        self.count = int(value)
        self.build()

    def config(self) -> TableConfig:
        seats = [Seat(name=s.name.strip(), kind=s.kind, choices=dict(s.choices)) for s in self.seats[: self.count]]
        return TableConfig(seats=seats, options=dict(self.options))

    def validate(self) -> None:
        try:   # the game's own check, as the command line and a loaded save meet it (names too)
            self.game.check_config(self.config())
            self.error = None
        except ConfigError as e:
            self.error = capital(str(e)) + "."
        self.start.enabled = self.error is None

    # --- input --------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if not self.ring.handle(event, self.widgets):   # the names first: a click on one, Tab, typing
            super().handle(event)   # (Escape goes back)

    def leave(self) -> None:
        self.ring.blur()

    # --- actions ----------------------------------------------------------------------------------
    def back(self) -> None:
        self.ring.blur()
        self.remember()
        self.app.stack.pop()

    def begin(self) -> None:
        if self.error:
            return
        self.ring.blur()
        self.remember()
        start_game(self.app, self.game, self.config(), seed=random.SystemRandom().randrange(1, 2**31))

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.text(surface, f"{self.game.title}: set the table", (56, 30), size=H1 + 6, colour=pal.gold, face="title")
        draw.text(surface, "Seats", (100, 125), size=H2, colour=pal.text, face="title", anchor="midleft")
        draw.text(surface, f"({self.game.player_range()} players)", (386, 125), size=SMALL, colour=pal.text_dim,
                  anchor="midleft")
        for head, x in (("Name", 104), ("Played by", 316)):
            draw.text(surface, head, (x, self.rows_top - 10), size=SMALL, colour=pal.text_dim, face="bold",
                      anchor="bottomleft")
        for i in range(self.count):
            draw.marker(surface, i, (76, self.rows_top + i * self.step + self.row_h // 2), 12, pal)
        if self.rules():
            draw.text(surface, "Optional rules", (SCREEN_W - 400, 133), size=H2, colour=pal.text, face="title",
                      anchor="midleft")
        if self.error:
            box = pygame.Rect(SCREEN_W - 460, SCREEN_H - 230, 410, 56)
            draw.paragraph(surface, self.error, box, size=BODY - 2, colour=pal.bad)
