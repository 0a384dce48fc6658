"""The side panel's log: the newest entry stands out, every line it wraps to."""

from __future__ import annotations

from game.ui import draw
from game.ui.tabletop import panel as side
from tests.ui.harness import open_table, session_for
from tests.ui.tables import parts


def test_the_newest_entry_is_bright_on_every_line_it_wraps_to(app, monkeypatch):
    scene = open_table(app, session_for("delve", seats=3, humans=0, seed=4))
    pal = app.palette
    width = scene.panel.log_box.w - 26
    for _ in range(200):   # on until the newest entry takes two lines or more
        scene.play(scene.session.computer_choice())
        scene.skip_animations()
        shown = scene.shown
        newest = scene.session.log_for(shown.holder, last=1, upto=shown.log_upto)[-1]
        if len(draw.wrap(newest, "body", side.LOG_TEXT, width)) >= 2:
            break
    lines = list(draw.wrap(newest, "body", side.LOG_TEXT, width))
    assert len(lines) >= 2
    [log] = [p for p in parts(scene, side.Log)]
    assert list(log.look.lines[-len(lines):]) == lines and log.look.newest == len(lines)
    drawn: list[tuple[str, object]] = []
    real = draw.text

    def noting(surface, text, pos, **kw):
        drawn.append((text, kw.get("colour")))
        return real(surface, text, pos, **kw)
    monkeypatch.setattr(side.draw, "text", noting)
    side.paint_log(app.screen, log.rect, log.look, pal)
    assert [t for t, _ in drawn[-len(lines):]] == list(lines)
    assert all(c == pal.text for _, c in drawn[-len(lines):]), "every line of the newest entry is bright"
    assert drawn[-len(lines) - 1][1] == pal.text_dim, "the entry before it is dim"
