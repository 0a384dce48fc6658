"""The side panel's log: the newest entry stands out, every line it wraps to."""

from __future__ import annotations

from game.ui import draw, sidepanel
from tests.ui.harness import open_table, session_for


def test_the_newest_entry_is_bright_on_every_line_it_wraps_to(app, monkeypatch):
    scene = open_table(app, session_for("delve", seats=3, humans=0, seed=4))
    panel = scene.panel
    pal = app.palette
    width = panel.log_rect.w - 26
    for _ in range(200):   # on until the newest entry takes two lines or more
        scene.skip_animations()
        scene.session.play(scene.session.computer_choice())
        scene.skip_animations()
        newest = scene.session.log_for(scene.viewer, last=1, upto=scene.log_upto)[-1]
        if len(draw.wrap(newest, "body", sidepanel.SMALL - 1, width)) >= 2:
            break
    lines = draw.wrap(newest, "body", sidepanel.SMALL - 1, width)
    assert len(lines) >= 2
    drawn: list[tuple[str, object]] = []
    real = draw.text

    def noting(surface, text, pos, **kw):
        drawn.append((text, kw.get("colour")))
        return real(surface, text, pos, **kw)
    monkeypatch.setattr(sidepanel.draw, "text", noting)
    panel.draw_log(app.screen)
    assert [t for t, _ in drawn[-len(lines):]] == list(lines)
    assert all(c == pal.text for _, c in drawn[-len(lines):]), "every line of the newest entry is bright"
    assert drawn[-len(lines) - 1][1] == pal.text_dim, "the entry before it is dim"
