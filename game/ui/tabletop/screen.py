"""A game's screen: the handful of functions the shared table asks of it, written down in one place.

To put a game on the shelf's screen, subclass Screen (or BoardScreen, for a game on a Tiled board; see
board.py) in game/ui/scenes/<id>/screen.py and name it SCREEN in that package's __init__. The shared table
(scene.py) runs the turns, the computers, the hand-offs, the side panel, the log and the animations' pace;
a game's screen says only what its table looks like and what answers the pointer at one moment (lay), a
few words for the side panel, and how its own events are animated.

Every function here is a function of its arguments (the moment shown, the pointer, and the screen's own
small state that a person's input sets: a card taken up, the camera). None draws on the screen or notes
where it drew something: a layout's parts are painted by the table, its things drive the pointer.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from game.engine.events import CardRevealed, DiceRolled, Event, GameEnded, TurnBegan
from game.engine.protocol import Action, Game
from game.engine.respond import Pass
from game.engine.session import Moment, Session

from ..anims import Animation
from ..compose import Part
from ..theme import SCREEN_W
from .layout import Layout, Pointer
from .shown import Shown

if TYPE_CHECKING:
    from ..app import App
    from .holding import Holding
    from .playback import Playback

V = TypeVar("V")
Rect = pygame.Rect


class Section(Protocol):
    """A section of a table laid out on its own: its layout at a moment, and what else it is laid out from."""

    def state(self) -> Hashable: ...

    def lay(self, shown: Shown[Any], pointer: Pointer) -> Layout: ...


class Table(Protocol):
    """What the shared table (scene.TableScene) offers a game's screen: the app, the game and its session, the
    moment shown and the moments still to show, who holds the screen, the pace, and an action played (act: a
    person's, taken only if it is one of the moment's choices; play: as it is, the session refusing an illegal
    one)."""

    app: App
    game: Game[Any, Any]
    session: Session[Any]
    shown: Shown[Any]
    playback: Playback[Any]
    holding: Holding
    board_rect: Rect
    spectator: bool   # watched by no seat (a replay): nothing is being played, only shown again

    def name(self, seat: int) -> str: ...

    def pace(self) -> float: ...

    def act(self, action: Action) -> None: ...

    def play(self, action: Action) -> None: ...


class Screen(Generic[V]):
    sounds: dict[type, str] = {}      # a game's events and the sound each makes (sound may say more)

    def __init__(self, table: Table) -> None:
        self.table = table
        self.app = table.app
        self.area = Rect(table.board_rect)   # where the game's table lies: left of the side panel

    # --- what the table shows ----------------------------------------------------------------------------
    def lay(self, shown: Shown[V], pointer: Pointer) -> Layout:
        """The game's table at the moment shown: its parts, bottom first, covering `area` whole, and the
        things on it that answer the pointer, each with the legal actions a click takes (from
        shown.choices: none when no one at the screen may act)."""
        return Layout()

    def ahead(self, shown: Shown[V]) -> list[Part]:
        """The parts of a coming moment to paint into the store in spare time: its layout's (a board adds the
        things on its layer)."""
        return self.lay(shown, Pointer()).parts

    def state(self) -> tuple[Any, ...]:
        """Everything lay() reads besides the moment shown and the pointer (the camera, a card taken up): the
        table lays the screen out again when it changes."""
        return ()

    def panel_state(self) -> Hashable:
        """What of the screen's own state the side panel is laid out from too (a card taken up, whose plays
        become buttons): the panel is laid out again when it changes."""
        return ()

    def results_bar(self, size: tuple[int, int]) -> Rect:
        """Where the small bar over the finished table lies (Results, Play again, Menu: the game-over scene's,
        while the table is looked at), as large as `size` or narrower: by default at the top of the screen, in
        its middle; a game whose cards lie there gives a place its final table leaves free."""
        w, h = size
        return Rect(SCREEN_W // 2 - w // 2, 8, w, h)

    def board_words(self) -> list[Rect]:
        """Where words lie on the table that are no part of its layout (a board's own names): the hint's ring
        leaves them showing."""
        return []

    def sections(self) -> list[Section]:
        """The sections the game's table is laid out in, bottom first, each laid out again only when the
        moment or its own state changes (a board whose camera glides; beside it, a column that stays): this
        screen's own lay, and any other section with a lay and a state of its own."""
        return [self]

    def reveal(self, action: Action) -> None:
        """Bring the thing an action is clicked at into sight (screen tests ask this before clicking)."""

    # --- the side panel ----------------------------------------------------------------------------------
    def seat_line(self, view: V, seat: int) -> str | tuple[str, ...]:
        """A few words about the seat as of the view; or several wordings, longest first: the panel shows
        the first that fits beside the seat's name."""
        return ""

    def seat_icon(self, view: V, seat: int) -> str | None:
        """The sprite that stands for the seat in the side panel (its pawn), or None for its marker."""
        return None

    def seat_row_height(self, seats: int) -> int:
        """The height of a seat's row when the game lays out its own rows (0: the panel's plain rows)."""
        return 0

    def seat_row(self, shown: Shown[V], seat: int, rect: Rect, pointer: Pointer) -> Layout | None:
        """A game's own row for a seat in the side panel (its things may answer the pointer); None: the
        panel's plain row."""
        return None

    def buttons(self, shown: Shown[V]) -> list[Action]:
        """The choices offered as buttons (a game leaves out those taken on its table)."""
        return list(shown.choices)

    def button_tip(self, view: V, action: Action) -> str | None:
        return None

    def button_style(self, action: Action) -> str:
        """"normal", "primary" (the usual next step) or "danger" (a choice that gives something up)."""
        return "danger" if isinstance(action, Pass) else "normal"

    def grave(self, view: V, action: Action) -> str | None:
        """The question asked once more (Yes / No) before an action clicked that cannot be taken back and may
        cost the seat dearly (ending its game while it could play on, a roll that may cost a level); None: a
        click plays it at once."""
        return None

    def menu_labels(self, view: V, actions: list[Action]) -> list[str]:
        """The words of a menu's rows when a click may take several actions."""
        return [str(a) for a in actions]

    # --- events ------------------------------------------------------------------------------------------
    def animate(self, moment: Moment[V], before: V) -> Animation | None:
        """An animation for the moment's event, drawn over the table showing `before` (the view before the
        event); None: the table's default (dice tumble, other events a short pause). A banner that names what
        the moment now is (a new phase, whose turn it is) is a herald (anims.Heralded): drawn over the moment
        itself, once it is shown."""
        return None

    def brisk(self, view: V) -> bool:
        """Whether the game is in steps the table plays at a brisk pace (a big table's opening: every seat
        choosing in turn), so that the first person's decision comes soon."""
        return False

    def caught_up(self, moment: Moment[V]) -> None:
        """The table now shows this moment (a board may turn its camera to the play)."""

    def sound(self, event: Event) -> str | None:
        if type(event) in self.sounds:
            return self.sounds[type(event)]
        if isinstance(event, DiceRolled):
            return "dice_roll"
        if isinstance(event, CardRevealed):
            return "card_flip"
        if isinstance(event, TurnBegan) and event.seat is not None and not self.table.session.is_computer(event.seat):
            return "turn_start"
        if isinstance(event, GameEnded):
            return "victory"
        return None

    # --- input the table does not take itself ------------------------------------------------------------
    def handle(self, event: pygame.event.Event, shown: Shown[V]) -> bool:
        """A press, a drag or the wheel on the table (a board pans and zooms); True when used."""
        return False

    def missed(self, key: Any, shown: Shown[V]) -> None:
        """A click on a thing that takes no action now (a card taken up, a room out of reach)."""

    def update(self, dt: float, shown: Shown[V]) -> None:
        """Time passes (a camera glides)."""

    def moving(self) -> bool:
        """The screen moves by itself (a camera gliding, a board dragged): frames are drawn meanwhile."""
        return False

    def settled(self, shown: Shown[V]) -> None:
        """Every moment has been shown and the choices are on the table (a way being walked goes on)."""

    def let_go(self) -> None:
        """Another table covers this one for a while: let go of large pictures made again when it shows."""
