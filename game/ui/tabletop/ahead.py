"""Work ahead: what the table shows next, painted into the picture store in a frame's spare time.

What comes next is the next moment in the queue, laid out (the game's table and the side panel) with the
large pictures its event's animation will show (Animation.ahead), or, once the last moment has started, the
game at rest with its choices, and its side panel as it shows once the decision is taken (the frame that
answers a click). Each is laid out once, and its parts not yet in the store are painted one at a
time, so that the frame which shows it only blits. Nothing is shown and nothing needs putting back: a layout
writes nothing, and a picture painted early is simply in the store sooner. Then the computer's next choice
is thought out (the session keeps it until it is played), so that the frame which plays it only plays it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

from .. import compose
from ..anims import ahead
from .layout import Pointer
from .shown import Shown, decided, of_moment

if TYPE_CHECKING:
    from .desk import Desk


class WorkAhead:
    def __init__(self, table: Desk) -> None:
        self.table = table
        self.for_: Hashable = None                  # what the steps left are for
        self.steps: list[Callable[[], Any]] = []
        self.thought = -1                           # the session's changes the computer has thought at

    def step(self) -> bool:
        """One picture painted ahead; False when there is none left to paint."""
        table = self.table
        coming = (len(table.session.history), len(table.playback.queue), table.holding.holder)
        if coming != self.for_:
            self.for_, self.steps = coming, compose.missing(self.parts(), table.app.palette)
        if not self.steps:
            return self.think()
        self.steps.pop(0)()
        return True

    def think(self) -> bool:
        """The computer to act next chooses (once for each change of the game); False if there is none."""
        session = self.table.session
        if self.thought == session.changes or self.table.holding.next().what != "computer":
            return False
        self.thought = session.changes
        session.computer_choice()
        return True

    def parts(self) -> list[compose.Part]:
        """The parts of what the table shows next."""
        table = self.table
        if not table.playback.queue:   # the game at rest, and its panel once the decision is taken
            rest = table.rest()
            taken = table.panel.lay(decided(rest, 1), Pointer()).parts
            return taken if table.resting else self.laid(rest) + taken
        coming, playing = table.playback.queue[0], table.playback.playing
        anim = table.screen.animate(coming, (playing or table.shown).view) if table.pace() > 0 else None
        # (shown once its event is done, with the rest of the queue still to come)
        return self.laid(of_moment(coming, len(table.playback.queue) - 1)) + ahead([anim], table.screen.area)

    def laid(self, shown: Shown[Any]) -> list[compose.Part]:
        return self.table.screen.ahead(shown) + self.table.panel.lay(shown, Pointer()).parts
