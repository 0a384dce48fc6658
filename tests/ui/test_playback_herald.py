"""The playback's heralds (anims.Heralded): an event's change is drawn over the moment before it, its herald (a
new phase named large) over the event's own moment, once that is shown; the next event starts after it."""

from game.engine.events import Note
from game.engine.session import Moment
from game.ui.anims import Delay, Heralded
from game.ui.tabletop.playback import Playback

STEP = 0.05


def moment(k: int) -> Moment[int]:
    return Moment(event=Note(message=f"event {k}"), view=k, to_act=None, label="", line=k)


def frames(animations: dict[int, object], count: int) -> list[tuple[int | None, object]]:
    """The moments 1, 2, ... played (each event's animation from `animations`, else a short pause): at every
    frame, the moment the table was told to show (when it changed) and the animation drawn over the table."""
    playback: Playback[int] = Playback()
    playback.add([moment(k) for k in range(1, count + 1)])
    out = []
    while playback.busy:
        caught = playback.update(STEP, 1.0, lambda m: animations.get(m.view) or Delay(STEP))
        out.append((caught.view if caught is not None else None, playback.anim))
    return out


def test_a_herald_is_drawn_over_the_moment_it_names_once_the_change_is_shown():
    change, herald = Delay(2 * STEP), Delay(2 * STEP)
    seen = frames({2: Heralded(change, herald)}, 3)
    shown = 0
    for caught, anim in seen:
        shown = caught if caught is not None else shown
        if anim is change:
            assert shown == 1, "the change over the moment before its event"
        if anim is herald:
            assert shown == 2, "the herald over its event's moment"
    assert [a for _, a in seen].count(herald) >= 2 and shown == 3


def test_with_no_change_the_moment_is_shown_at_once_and_named():
    herald = Delay(2 * STEP)
    seen = frames({2: Heralded(None, herald)}, 3)
    first = next(i for i, (_, anim) in enumerate(seen) if anim is herald)
    assert seen[first][0] == 2, "the moment shown on the frame its herald begins"
    assert all(anim is herald for _, anim in seen[first:first + 2])
    assert seen[-1][0] == 3


def test_a_click_that_skips_the_animations_skips_the_herald_too():
    playback: Playback[int] = Playback()
    playback.add([moment(1), moment(2)])
    playback.update(STEP, 1.0, lambda m: Heralded(None, Delay(1.0)))
    assert playback.anim is not None
    assert playback.skip().view == 2 and not playback.busy and playback.herald is None
