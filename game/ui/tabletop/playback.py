"""The moments still to show, one at a time, each with its animation.

While event k animates, the table shows moment k-1 and the animation draws the change; when it is done,
the table shows moment k (the next event starts on the next frame: one change a frame). An event's animation
may end in a herald (anims.Heralded: a new phase named large): it is drawn once moment k is shown, over it,
so that it names the moment the table shows. Everyone's opening roll is shown at once, as one moment. At the
instant pace every moment is shown at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from game.engine.events import DiceRolled
from game.engine.session import Moment

from ..anims import Animation, Heralded
from ..rollcall import RollCall, rolled_together

V = TypeVar("V")


class Playback(Generic[V]):
    def __init__(self) -> None:
        self.queue: list[Moment[V]] = []
        self.anim: Animation | None = None
        self.playing: Moment[V] | None = None   # the moment whose event animates now
        self.herald: Animation | None = None     # drawn over that moment once it is shown

    @property
    def busy(self) -> bool:
        return self.anim is not None or bool(self.queue)

    def add(self, moments: list[Moment[V]]) -> None:
        self.queue += moments

    def skip(self) -> Moment[V] | None:
        """Every moment shown at once (a click skips the animations); returns the last."""
        last = self.queue[-1] if self.queue else self.playing
        self.queue, self.anim, self.playing, self.herald = [], None, None, None
        return last

    def update(self, dt: float, pace: float, start: Callable[[Moment[V]], Animation | None]) -> Moment[V] | None:
        """Time passes: returns the moment the table now shows, when it changed (else None). `start` makes
        the animation of a moment's event (and plays its sound); None: it is shown at once."""
        if self.anim is not None:
            self.anim.update(dt)
            if not self.anim.done:
                return None
            # caught up this frame (and its herald begins over it); the next event starts on the next
            done, self.anim, self.playing, self.herald = self.playing, self.herald, None, None
            return done
        caught: Moment[V] | None = None
        while self.queue:
            moment, rolls = self._next()
            anim = start(moment)
            if rolls:
                anim = RollCall([m.event for m in rolls], pace)
            if pace > 0 and anim is not None and not moment.event.silent:
                if isinstance(anim, Heralded):
                    anim, self.herald = anim.change, anim.herald
                if anim is None:   # nothing to draw of the change: the moment shown at once, its herald over it
                    self.anim, self.herald = self.herald, None
                    return moment
                self.anim, self.playing = anim, moment
                return caught
            caught = moment
        return caught

    def _next(self) -> tuple[Moment[V], list[Moment[V]]]:
        """The next moment, and with a roll the rolls made together with it (taken off the queue, shown as
        one: the last roll's moment)."""
        moment = self.queue.pop(0)
        if not isinstance(moment.event, DiceRolled):
            return moment, []
        n = rolled_together(moment.event, [m.event for m in self.queue])
        if not n:
            return moment, []
        rolls, self.queue[:n] = [moment, *self.queue[:n]], []
        return rolls[-1], rolls
