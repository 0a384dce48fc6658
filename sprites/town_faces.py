"""The parts Wilds & Depths' monster faces share (and Kick the Door's borrow): fangs, a maw, slanted eyes."""

from __future__ import annotations

from sticker_kit import LINE, fill

FANG = [(0, (255, 252, 240, 255)), (1, (206, 196, 170, 255))]
MAW = (70, 16, 18, 255)


def eyes(cv, y, dx, w, h, colour, slant=4.0, pupil=None):
    """A pair of angry almond eyes, their inner corners lower (a scowl)."""
    for side in (1, -1):
        x = 48 + side * dx
        eye = [(x - side * w / 2, y + slant / 2), (x, y - h / 2), (x + side * w / 2, y - slant / 2),
               (x, y + h / 2)]
        cv.poly(eye, colour)
        cv.poly(eye, LINE, 1.0)
        if pupil:
            cv.ellipse((x - 1.3, y - h / 2 + 0.8, 2.6, h - 1.6), pupil)


def fangs(cv, pts, down=True, size=6.0):
    """White triangular teeth at each point, pointing down (upper jaw) or up."""
    for x, y, k in pts:
        s = size * k
        tip = (x, y + s * 1.6) if down else (x, y - s * 1.6)
        fill(cv, [(x - s / 2, y), tip, (x + s / 2, y)], FANG, outline=0.9)
