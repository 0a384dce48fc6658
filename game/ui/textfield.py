"""Name fields and which of them takes the keys.

A page's fields form a FocusRing: at most one field takes the keys at a time, and it is always the one
the player put them in. A click on a field puts the keys there with its whole text selected (so typing
replaces the default name instead of appending to it; a second click keeps the text and types after it);
Tab and Shift+Tab go to the next and the previous field; a click on any other control (a stepper, a
switch) leaves the keys where they are; a click on the empty page, Enter or Escape puts them away.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from . import draw
from .theme import BODY
from .widgets import Widget

if TYPE_CHECKING:
    from .app import App

class TextBox(Widget):
    """One line of text to type in, with a sensible default already in (no one has to type)."""

    def __init__(self, app: App, rect: pygame.Rect | tuple[int, int, int, int], value: str,
                 on_change: Callable[[str], Any], max_len: int = 16) -> None:
        super().__init__(app, rect)
        self.value, self.on_change, self.max_len = value, on_change, max_len
        self.focused = False
        self.selected = False     # the whole text is selected: what is typed replaces it

    def handle(self, event: pygame.event.Event) -> bool:
        """The pointer only: clicks and keys reach a field through its FocusRing."""
        super().handle(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def _set(self, value: str) -> None:
        self.value = value[: self.max_len]
        self.selected = False
        self.on_change(self.value)

    def key(self, event: pygame.event.Event) -> bool:
        """A typed character or an editing key, while this field has the keys."""
        if event.type == pygame.TEXTINPUT:
            self._set(("" if self.selected else self.value) + event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._set("" if self.selected else self.value[:-1] if event.key == pygame.K_BACKSPACE else self.value)
        elif event.key == pygame.K_a and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.selected = bool(self.value)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False
        return event.key not in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB)

    def finish(self) -> None:
        """The keys leave the field: spaces around the name go."""
        self.focused = self.selected = False
        if self.value != self.value.strip():
            self._set(self.value.strip())

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        border = pal.gold if self.focused else (pal.text_dim if self.hover else pal.line)
        draw.panel(surface, self.rect, pal.parchment if self.focused else pal.panel_light, border)
        ink = pal.ink if self.focused else pal.text
        at = (self.rect.x + 12, self.rect.centery)
        width = self.rect.w - 20
        shown = self.value + ("|" if self.focused and not self.selected else "")
        if self.selected:   # (only a focused field is selected) the name on a gold band, measured by drawing it
            band = draw.text(surface, shown, at, size=BODY, colour=ink, anchor="midleft", max_width=width)
            pygame.draw.rect(surface, pal.gold, band.inflate(6, 2), border_radius=3)
        draw.text(surface, shown or " ", at, size=BODY, colour=ink, anchor="midleft", max_width=width)


class FocusRing:
    """The name fields of a page in order, and which of them (if any) takes the keys."""

    def __init__(self, fields: Sequence[TextBox], index: int | None = None, selected: bool = False) -> None:
        self.fields = list(fields)
        self.index: int | None = None
        if index is not None and 0 <= index < len(self.fields):
            self.focus(index, select=selected)
        elif index is not None:
            pygame.key.stop_text_input()   # the field is gone (fewer seats)

    @property
    def field(self) -> TextBox | None:
        return self.fields[self.index] if self.index is not None else None

    def focus(self, index: int, select: bool = True) -> None:
        if self.index is not None and self.index != index:
            self.fields[self.index].finish()
        self.index = index
        field = self.fields[index]
        field.focused = True
        field.selected = select and bool(field.value)
        pygame.key.start_text_input()

    def blur(self) -> None:
        if self.index is not None:
            self.fields[self.index].finish()
            self.index = None
        pygame.key.stop_text_input()

    def handle(self, event: pygame.event.Event, widgets: Sequence[Widget]) -> bool:
        """Before the page's widgets see an event: True if it was the fields' (a click on one, a key)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((i for i, f in enumerate(self.fields) if f.rect.collidepoint(event.pos)), None)
            if hit is not None:   # (a second click keeps the name, unselected, to type after it)
                self.focus(hit, select=hit != self.index)
                return True
            if not any(w.rect.collidepoint(event.pos) for w in widgets):
                self.blur()    # the empty page: the keys are put away
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.fields:
            back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            at = self.index if self.index is not None else 0 if back else -1   # none yet: the last or the first
            self.focus((at + (-1 if back else 1)) % len(self.fields))
            return True
        if self.index is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.blur()
            return True
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            return self.fields[self.index].key(event)
        return False
