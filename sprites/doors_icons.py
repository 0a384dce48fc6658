"""Kick the Door's card pictures, one per kind of card and slot (cards/doors_icon_<name>.png, 96 x 96, in the
sticker look): DOORS_ICONS, and the glows drawn over or under some (GLOW_OVER, GLOW_UNDER).
"""

from __future__ import annotations

import math

from geometry import bezier, circle_pts, rot, star_pts
from palette import GOLD, WHITE, shade
from sticker_kit import (
    BONE,
    GLINT,
    GOLDEN,
    IRON,
    LINE,
    SKIN,
    STEEL,
    WOOD,
    along,
    disc,
    fill,
    flip,
    heater,
    horn,
    mirror,
    shrink,
)

# ---------------------------------------------------------------------------------------------------------
# Kick the Door: the pictures of the kinds of card
# ---------------------------------------------------------------------------------------------------------


def monster(cv):
    """A horned brute's head: ivory horns, red hide, heavy brow, yellow eyes, tusks jutting from the jaw."""
    left = horn((30, 30), (38, 22), (12, 2), (2, 26))
    for pts, angle in ((left, 30), (flip(left), 150)):   # the light falls on each horn's outer curve
        fill(cv, pts, [(0, (252, 244, 222, 255)), (1, (176, 154, 118, 255))], angle=angle)
        for k in (0.35, 0.6):   # growth rings
            i = int(len(pts) * k / 2)
            a, b = pts[i], pts[-1 - i]
            cv.line(a, b, (176, 154, 118, 255), 1.0)
    for side in (1, -1):        # ears
        ear = [(48 + side * 27, 44), (48 + side * 42, 38), (48 + side * 29, 56)]
        fill(cv, ear, [(0, (200, 92, 72, 255)), (1, (130, 46, 36, 255))])
    head = mirror([(48, 16), (36, 18), (27, 26), (23, 40), (24, 54), (20, 66), (26, 80), (38, 89), (48, 90)])
    fill(cv, head, [(0, (214, 98, 76, 255)), (0.55, (178, 72, 58, 255)), (1, (112, 38, 30, 255))])
    cv.poly(mirror([(48, 20), (40, 22), (36, 28), (48, 26)]), (230, 128, 104, 180))   # light on the crown
    brow = mirror([(48, 40), (36, 32), (24, 34), (26, 42), (36, 42), (48, 47)])
    fill(cv, brow, [(0, (150, 52, 40, 255)), (1, (96, 30, 24, 255))], outline=1.2)
    for side in (1, -1):
        eye = [(48 + side * 8, 46), (48 + side * 21, 42), (48 + side * 17, 50), (48 + side * 10, 50)]
        cv.poly(eye, (255, 214, 70, 255))
        cv.poly(eye, LINE, 1.0)
        cv.circle((48 + side * 14, 47.6), 1.9, (30, 10, 6, 255))
    cv.poly([(44, 52), (52, 52), (55, 60), (48, 63), (41, 60)], (150, 52, 40, 255))   # a broad snout
    for side in (1, -1):
        cv.ellipse((48 + side * 4.5 - 2.2, 57, 4.4, 3.4), (50, 14, 10, 255))
    mouth = [(30, 70), (40, 74), (56, 74), (66, 70), (62, 79), (48, 82), (34, 79)]
    cv.poly(mouth, (60, 14, 12, 255))
    cv.poly(mouth, LINE, 1.2)
    for side in (1, -1):        # tusks up out of the underbite
        tusk = [(48 + side * 10, 80), (48 + side * 17, 79), (48 + side * 17, 64)]
        fill(cv, tusk, [(0, (252, 246, 226, 255)), (1, (196, 180, 146, 255))], outline=1.0)
    for x in (43, 48, 53):
        cv.poly([(x - 2, 74), (x + 2, 74), (x, 77.5)], (240, 232, 210, 255))


def undead(cv):
    """A skull whose eye sockets burn with a ghostly green light (the glow itself is painted over it all)."""
    jaw = [(33, 60), (63, 60), (64, 76), (58, 84), (38, 84), (32, 76)]
    fill(cv, jaw, BONE)
    skull = circle_pts((48, 40), 29, 40, ry=27, a0=math.pi * 0.8, a1=math.pi * 2.2) + [(66, 66), (30, 66)]
    fill(cv, skull, BONE)
    cv.poly([(36, 64), (60, 64), (60, 66), (36, 66)], (196, 184, 156, 255))
    for x in (38, 43, 48, 53, 58):              # the teeth
        cv.rect((x - 2.2, 64, 4.4, 12), (250, 244, 226, 255), radius=1.2)
        cv.rect((x - 2.2, 64, 4.4, 12), LINE, radius=1.2, width=0.9)
    cv.line((36, 70), (60, 70), LINE, 0.9)
    for side in (1, -1):
        socket = [(48 + side * 4, 40), (48 + side * 10, 34), (48 + side * 19, 36), (48 + side * 20, 45),
                  (48 + side * 14, 52), (48 + side * 6, 50)]
        cv.poly(socket, (26, 20, 18, 255))
    cv.poly([(48, 52), (44, 60), (48, 58.5), (52, 60)], (26, 20, 18, 255))   # the nose
    cv.polyline([(56, 14), (53, 20), (57, 24), (54, 30)], LINE, 1.0)        # a crack in the crown
    cv.polyline(circle_pts((48, 40), 24, 8, a0=math.pi * 1.1, a1=math.pi * 1.4), GLINT, 2.4)


def glowing_eyes(cv, y, dx, radius, light, iris, core, r, alpha=150):
    """Two eyes of light either side of the middle: a glow of `radius`, an iris of r and a white-hot core."""
    for side in (1, -1):
        c = (48 + side * dx, y)
        cv.light(c, radius, light, alpha=alpha, power=1.4)
        cv.circle(c, r, iris)
        cv.circle(c, r / 2, core)


def undead_glow(cv):
    glowing_eyes(cv, 43, 12, 15, (120, 255, 150), (110, 240, 140, 255), (230, 255, 235, 255), 4.4)


def curse(cv):
    """A hex sigil: a dark purple disc with a ring of rune ticks, a hexagram and an evil eye at its heart."""
    disc(cv, (48, 48), 40, [(0, (84, 54, 120, 255)), (1, (34, 20, 50, 255))])
    lilac = (196, 160, 240, 255)
    cv.circle((48, 48), 35, lilac, 2.0)
    cv.circle((48, 48), 28, lilac, 1.2)
    for i in range(24):                          # runic ticks between the two rings
        a = math.tau * i / 24
        r0, r1 = (29.5, 33.5) if i % 2 else (30.5, 32.5)
        cv.line((48 + math.cos(a) * r0, 48 + math.sin(a) * r0), (48 + math.cos(a) * r1, 48 + math.sin(a) * r1),
                lilac, 1.1)
    for a0 in (-math.pi / 2, math.pi / 2):       # two triangles: the hexagram
        tri = [(48 + math.cos(a0 + k * math.tau / 3) * 28, 48 + math.sin(a0 + k * math.tau / 3) * 28)
               for k in range(3)]
        cv.poly(tri, (150, 110, 200, 255), 1.4)
    lens = bezier((22, 48), (34, 32), (62, 32), (74, 48), 16) + bezier((74, 48), (62, 64), (34, 64), (22, 48), 16)
    cv.poly(lens, (246, 236, 250, 255))
    cv.grad_shape(lambda k: k.circle((48, 48), 11, WHITE), [(0, (230, 120, 255, 255)), (1, (110, 30, 150, 255))],
                  angle=60)
    cv.ellipse((46, 38, 4, 20), (16, 6, 20, 255))   # the slit pupil
    cv.poly(lens, LINE, 1.6)
    cv.circle((44, 44), 2.2, (255, 255, 255, 230))


def curse_glow(cv):
    cv.light((48, 48), 46, (170, 110, 255), alpha=70, power=2.2)


def race(cv):
    """A head in profile facing left, long hair behind a long pointed ear: an elf, for a race."""
    neck = [(40, 66), (60, 70), (64, 90), (36, 90)]
    fill(cv, neck, [(0, (214, 164, 124, 255)), (1, (180, 130, 96, 255))])
    hair = bezier((30, 22), (40, 4), (80, 6), (82, 38), 16) + bezier((82, 38), (84, 60), (86, 78), (78, 90), 10) \
        + [(62, 90), (64, 70), (60, 50), (44, 30)]
    fill(cv, hair, [(0, (196, 130, 64, 255)), (1, (110, 62, 28, 255))], angle=80)
    face = [(32, 18), (46, 16), (58, 28), (62, 50), (60, 66), (50, 72), (40, 72), (33, 67), (31, 63), (28, 62),
            (30, 58), (27, 56), (29, 53), (22, 46), (26, 42), (28, 34), (28, 26)]
    fill(cv, face, SKIN, angle=20)
    cv.polyline(bezier((30, 22), (44, 14), (58, 18), (60, 34), 12), (120, 70, 32, 255), 5)   # the hair's front
    cv.polyline([(29, 39), (34, 37), (38, 38)], LINE, 1.6)                                   # brow
    cv.poly([(31, 43), (37, 41.5), (37, 45)], (60, 90, 50, 255))                            # eye
    cv.line((29, 55.5), (33, 56), (160, 80, 70, 255), 1.4)                                  # lips
    ear = [(50, 56), (52, 44), (58, 38), (80, 16), (66, 46), (60, 58)]
    fill(cv, ear, SKIN, angle=30)
    cv.polyline([(56, 52), (60, 44), (70, 30)], (190, 130, 96, 255), 1.4)
    band = bezier((29, 27), (40, 20), (56, 22), (66, 32), 12)                               # a green circlet
    cv.polyline(band, (70, 130, 80, 255), 3.4)
    cv.circle((33, 25), 3, (120, 200, 140, 255))
    cv.circle((33, 25), 3, LINE, 1.0)


def sword(cv, a, b, width=12.0, guard=30.0, grip=18.0, gem=(181, 72, 58, 255)):
    """A sword from its pommel at a to its tip at b."""
    f = along(a, b)
    ln = f.length
    g0 = grip + 4                                  # where the guard starts
    w = width / 2
    blade = [f(g0 + 4, -w), f(ln - w * 2.4, -w), f(ln, 0), f(ln - w * 2.4, w), f(g0 + 4, w)]
    fill(cv, blade, STEEL, angle=60)
    cv.poly([f(g0 + 4, 0), f(ln - 1, 0), f(ln - w * 2.4, w), f(g0 + 4, w)], (140, 150, 170, 160))
    cv.line(f(g0 + 8, 0), f(ln - w * 3, 0), (110, 118, 136, 255), 1.2)
    cv.poly(blade, LINE, 1.4)
    cv.line(f(g0 + 8, -w + 1.6), f(ln - w * 2.6, -w + 1.6), GLINT, 1.0)
    fill(cv, [f(4, -3.4), f(g0, -3.4), f(g0, 3.4), f(4, 3.4)], [(0, (140, 84, 44, 255)), (1, (80, 44, 20, 255))])
    for t in range(8, int(g0), 5):                 # the grip's binding
        cv.line(f(t, -3.2), f(t + 2, 3.2), (60, 32, 14, 255), 0.9)
    fill(cv, [f(g0, -guard / 2), f(g0 + 5, -guard / 2), f(g0 + 5, guard / 2), f(g0, guard / 2)], GOLDEN)
    disc(cv, f(2, 0), 5, GOLDEN)
    cv.circle(f(2, 0), 2.2, gem)


def hand1(cv):
    sword(cv, (18, 80), (82, 14), width=14, guard=32, grip=18)


def hand2(cv):
    """A great double-bitted axe on a long haft."""
    f = along((26, 90), (62, 16))
    ln = f.length
    fill(cv, [f(0, -4), f(ln, -4), f(ln, 4), f(0, 4)], WOOD, angle=0)
    for t in (10, 16, 22):                          # leather wraps on the grip
        cv.line(f(t, -4), f(t + 3, 4), (60, 32, 14, 255), 1.6)
    disc(cv, f(2, 0), 5.2, IRON, outline=1.2)
    top = ln - 10
    for side in (1, -1):
        edge = bezier(f(top - 26, side * 22), f(top - 20, side * 34), f(top + 8, side * 34), f(top + 12, side * 20), 16)
        bit = [f(top - 8, side * 4), f(top - 24, side * 20)] + edge + [f(top + 4, side * 4)]
        fill(cv, bit, STEEL, angle=60)
        cv.polyline(bezier(f(top - 22, side * 25), f(top - 16, side * 31), f(top + 5, side * 31),
                           f(top + 9, side * 23), 12), GLINT, 1.4)
    fill(cv, [f(top - 10, -6), f(top + 6, -6), f(top + 6, 6), f(top - 10, 6)], IRON, angle=0)
    cv.poly([f(ln, -4), f(ln + 6, 0), f(ln, 4)], (130, 136, 150, 255))
    cv.poly([f(ln, -4), f(ln + 6, 0), f(ln, 4)], LINE, 1.2)


def crest(cv):
    """A blue crest shield in front of a crossed sword and wand: a class."""
    sword(cv, (78, 88), (14, 12), width=9, guard=22, grip=12)
    f = along((18, 88), (78, 16))                   # the wand, crossing the other way
    fill(cv, [f(0, -2.6), f(f.length - 6, -2.2), f(f.length - 6, 2.2), f(0, 2.6)], WOOD, angle=0)
    tip = f(f.length, 0)
    cv.poly(star_pts(tip, 10, 4, 4, a0=-math.pi / 2), (255, 226, 140, 255))
    cv.poly(star_pts(tip, 10, 4, 4, a0=-math.pi / 2), LINE, 1.2)
    cv.circle(tip, 2.6, (255, 250, 230, 255))
    shield = heater((48, 52), 46, 54)
    fill(cv, shield, [(0, (110, 156, 204, 255)), (0.6, (79, 124, 172, 255)), (1, (44, 74, 112, 255))], angle=70)
    cv.poly(shrink(shield, 0.86, (48, 51)), (230, 190, 100, 255), 2.0)
    cv.poly([(48, 33), (62, 45), (62, 52), (48, 40), (34, 52), (34, 45)], GOLD)   # a chevron
    cv.poly([(48, 33), (62, 45), (62, 52), (48, 40), (34, 52), (34, 45)], LINE, 1.0)
    cv.circle((48, 62), 4.6, (240, 230, 200, 255))
    cv.circle((48, 62), 4.6, LINE, 1.0)
    cv.poly(shield, LINE, 1.6)


def double(cv):
    """Two gold shields overlapping, one with a green stone and one with a blue: two races, two classes."""
    for c, ang, gem in (((36, 42), -0.2, (95, 158, 110, 255)), ((60, 54), 0.18, (79, 124, 172, 255))):
        shield = rot(heater(c, 44, 54), ang, c)
        fill(cv, shield, GOLDEN, angle=70, outline=1.8)
        inner = shrink(shield, 0.8, c)
        cv.poly(inner, (150, 100, 30, 255), 1.4)
        cv.polyline(inner[:2], (255, 240, 190, 255), 1.2)
        cx, cy = c[0], c[1] - 2
        cv.circle((cx, cy), 7.5, (110, 70, 20, 255))
        cv.grad_shape(lambda k, cc=(cx, cy): k.circle(cc, 6.2, WHITE), [(0, shade(gem, 1.5)), (1, shade(gem, 0.7))],
                      angle=60)
        cv.circle((cx - 2, cy - 2), 1.8, (255, 255, 255, 220))


def enhancer(cv):
    """A fierce upward arrow: a barbed head on a thick shaft driven by flames, a gold plus beside it."""
    flames = [(28, 66), (52, 66), (54, 80), (48, 74), (46, 92), (40, 78), (34, 92), (32, 74), (26, 80)]
    fill(cv, flames, [(0, (255, 236, 150, 255)), (1, (220, 80, 30, 255))], outline=1.4)
    arrow = [(40, 4), (68, 40), (56, 38), (50, 34), (50, 70), (30, 70), (30, 34), (24, 38), (12, 40)]
    fill(cv, arrow, [(0, (255, 200, 100, 255)), (0.5, (226, 116, 46, 255)), (1, (150, 44, 24, 255))], outline=1.6)
    cv.poly([(40, 4), (68, 40), (56, 38), (40, 18)], (140, 40, 20, 110))   # the shaded side of the head
    cv.polyline([(38, 10), (18, 36)], (255, 244, 200, 220), 1.6)
    cv.line((35, 38), (35, 66), (255, 236, 170, 150), 2.4)
    plus = [(72, 10), (80, 10), (80, 20), (90, 20), (90, 28), (80, 28), (80, 38), (72, 38), (72, 28), (62, 28),
            (62, 20), (72, 20)]
    fill(cv, plus, GOLDEN, outline=1.6)


def levelup(cv):
    """A gold star rising (its trail of light is painted beneath, see levelup_trail)."""
    star = star_pts((48, 38), 34, 14, 5)
    fill(cv, star, GOLDEN, angle=70, outline=0)
    for i in range(5):                               # each point bevelled: a lit and a shaded face
        p, left, right = star[2 * i], star[2 * i - 1], star[2 * i + 1]
        cv.poly([(48, 38), left, p], (255, 236, 170, 150))
        cv.poly([(48, 38), p, right], (150, 96, 26, 110))
    cv.poly(star, LINE, 1.6)
    cv.poly(star_pts((76, 14), 7, 2, 4), (255, 246, 210, 255))
    cv.poly(star_pts((16, 26), 5, 1.5, 4), (255, 246, 210, 255))


def levelup_trail(cv):
    """Three streaks of gold light fading down behind the rising star."""
    for x, w, bottom in ((30, 5, 84), (48, 9, 94), (66, 5, 84)):
        cv.grad_shape(lambda k, x=x, w=w, b=bottom: k.poly([(x - w, 50), (x + w, 50), (x + 1, b), (x - 1, b)], WHITE),
                      [(0, (240, 170, 50, 255)), (0.4, (230, 160, 50, 200)), (1, (217, 164, 65, 0))],
                      box=(0, 50, 96, bottom - 50))


def hireling(cv):
    """A small hooded figure holding up a lantern (its light is painted over it all)."""
    for x in (30, 44):                               # boots below the cloak
        cv.rect((x - 6, 82, 14, 8), (70, 42, 22, 255), radius=3)
        cv.rect((x - 6, 82, 14, 8), LINE, radius=3, width=1.2)
    cloak = [(34, 40), (50, 40), (58, 84), (20, 84)]
    fill(cv, cloak, [(0, (190, 156, 120, 255)), (1, (118, 88, 62, 255))])
    cv.line((39, 52), (34, 82), (120, 90, 64, 255), 1.4)
    cv.rect((24, 62, 32, 5), (110, 62, 30, 255), radius=2)   # belt
    cv.rect((36, 61, 6, 7), GOLD, radius=1)
    hood = circle_pts((42, 30), 15, 24, a0=math.pi * 0.75, a1=math.pi * 2.25) + [(56, 44), (28, 44)]
    fill(cv, hood, [(0, (176, 140, 104, 255)), (1, (120, 90, 64, 255))])
    fill(cv, circle_pts((45, 32), 9, 20), SKIN, outline=1.0)
    cv.circle((48, 30), 1.5, LINE)
    cv.poly([(30, 22), (42, 15), (40, 20)], (150, 116, 84, 255))   # the hood's fold
    arm = [(50, 46), (66, 44), (68, 49), (52, 54)]
    fill(cv, arm, [(0, (180, 146, 110, 255)), (1, (128, 96, 68, 255))], outline=1.2)
    cv.circle((68, 46), 3.6, (232, 190, 150, 255))
    cv.circle((68, 46), 3.6, LINE, 1.0)
    cv.line((68, 44), (68, 52), (60, 56, 60, 255), 1.6)              # the lantern's bail
    fill(cv, [(62, 52), (74, 52), (72, 56), (64, 56)], IRON, outline=1.0)
    glass = [(63, 56), (73, 56), (75, 70), (61, 70)]
    cv.grad_shape(lambda k: k.poly(glass, WHITE), [(0, (255, 246, 200, 255)), (1, (255, 170, 60, 255))])
    cv.line((68, 56), (68, 70), (60, 56, 60, 255), 1.2)
    cv.poly(glass, LINE, 1.2)
    fill(cv, [(60, 70), (76, 70), (74, 74), (62, 74)], IRON, outline=1.0)


def hireling_glow(cv):
    cv.light((68, 63), 26, (255, 200, 90), alpha=120, power=1.5)
    cv.circle((68, 63), 3, (255, 250, 220, 255))


def oneshot(cv):
    """A long-necked flask of bubbling green brew, bubbles rising from its mouth."""
    fill(cv, [(40, 30), (56, 30), (56, 46), (40, 46)], [(0, (210, 232, 236, 255)), (1, (150, 180, 190, 255))])
    body = circle_pts((48, 64), 25, 40, a0=-math.pi * 0.36, a1=math.pi * 1.36)
    fill(cv, body, [(0, (220, 238, 242, 255)), (1, (150, 178, 190, 255))], outline=0)
    brew = circle_pts((48, 64), 22.5, 30, a0=-0.35, a1=math.pi + 0.35)
    cv.grad_shape(lambda k: k.poly(brew, WHITE), [(0, (150, 240, 160, 255)), (1, (40, 130, 80, 255))],
                  box=(26, 56, 44, 32))
    cv.ellipse((27, 54, 42, 7), (190, 255, 190, 255))
    for x, y, r in ((38, 68, 2.6), (54, 74, 2), (46, 62, 1.6), (58, 64, 1.4)):
        cv.circle((x, y), r, (220, 255, 220, 220))
    cv.poly(body, LINE, 1.6)
    cv.rect((38, 26, 20, 6), (180, 206, 214, 255), radius=2)        # the lip of the neck
    cv.rect((38, 26, 20, 6), LINE, radius=2, width=1.2)
    cv.line((42, 34), (42, 44), GLINT, 1.6)
    cv.polyline(circle_pts((48, 64), 18, 8, a0=math.pi * 1.05, a1=math.pi * 1.4), GLINT, 2.4)
    for x, y, r in ((50, 19, 4.5), (42, 10, 3.4), (54, 5, 2.4)):     # bubbles boiling out
        cv.circle((x, y), r, (170, 250, 180, 255))
        cv.circle((x, y), r, LINE, 1.0)
        cv.circle((x - r * 0.35, y - r * 0.35), r * 0.3, (255, 255, 255, 230))


def headgear(cv):
    """A steel barbute helm with a T-shaped face opening, rivets and a red plume."""
    plume = bezier((48, 18), (60, -2), (88, 4), (90, 30), 16) + bezier((90, 30), (80, 16), (64, 16), (52, 24), 12)
    fill(cv, plume, [(0, (230, 110, 90, 255)), (1, (140, 40, 30, 255))], angle=30)
    for k in (0.3, 0.5, 0.7):
        cv.polyline(bezier((52, 20), (62, 6 + k * 8), (80, 8 + k * 10), (86 - k * 6, 24 + k * 4), 10),
                    (120, 30, 24, 255), 1.0)
    helm = circle_pts((48, 48), 28, 30, a0=math.pi, a1=math.tau) + [(76, 72), (70, 86), (54, 88), (54, 70),
                                                                     (42, 70), (42, 88), (26, 86), (20, 72)]
    fill(cv, helm, STEEL, angle=60, outline=1.8)
    cv.polyline(circle_pts((48, 48), 23, 10, a0=math.pi * 1.1, a1=math.pi * 1.45), GLINT, 2.4)
    slit = [(30, 46), (66, 46), (66, 53), (54, 53), (54, 70), (42, 70), (42, 53), (30, 53)]
    cv.poly(slit, (24, 22, 30, 255))
    cv.poly(slit, LINE, 1.2)
    cv.line((48, 21), (48, 44), (120, 128, 146, 255), 1.6)               # the crest ridge
    cv.rect((20, 57, 56, 5), (150, 158, 176, 255))
    for x in (24, 32, 64, 72):
        cv.circle((x, 59.5), 1.6, (80, 84, 98, 255))


def armor(cv):
    """A steel breastplate: round shoulder plates, a central ridge, gold trim at the neck and the waist."""
    pad = circle_pts((76, 26), 15, 20, a0=math.pi, a1=math.tau) + [(76, 30)]
    for pts in (pad, flip(pad)):
        fill(cv, pts, STEEL, angle=70)
    plate = mirror([(40, 16), (30, 18), (20, 26), (26, 42), (26, 62), (20, 80), (34, 88), (48, 92)])
    fill(cv, plate, STEEL, angle=70, outline=1.8)
    cv.poly([(48, 27), (56, 19), (66, 18), (76, 26), (70, 42), (70, 62), (76, 80), (62, 88), (48, 92)],
            (110, 118, 136, 120))
    cv.line((48, 28), (48, 90), (230, 236, 244, 255), 1.6)
    cv.line((49.5, 28), (49.5, 90), (104, 112, 130, 255), 1.0)
    neck = bezier((30, 18), (36, 30), (60, 30), (66, 18), 14)
    cv.polyline(neck, GOLD, 4)
    cv.polyline(neck, LINE, 1.0)
    cv.polyline([(21, 80), (34, 88), (48, 92), (62, 88), (75, 80)], GOLD, 3.6)
    for side in (1, -1):
        cv.polyline(bezier((48 + side * 20, 30), (48 + side * 24, 44), (48 + side * 22, 58), (48 + side * 20, 70),
                           10), (130, 138, 156, 255), 1.2)
        cv.circle((48 + side * 14, 78), 1.8, (80, 84, 98, 255))
    cv.polyline(circle_pts((36, 48), 14, 8, a0=math.pi * 1.05, a1=math.pi * 1.4), GLINT, 2.2)


def footgear(cv):
    """A tall leather boot, cuff folded, a gold buckle at the ankle."""
    boot = [(26, 20), (56, 20), (58, 56), (76, 62), (86, 70), (86, 80), (24, 80), (24, 60)]
    fill(cv, boot, [(0, (170, 106, 56, 255)), (1, (100, 56, 26, 255))], angle=60, outline=1.8)
    cv.polyline([(58, 60), (70, 66), (80, 74)], (200, 140, 90, 200), 1.4)
    cuff = [(22, 10), (60, 10), (58, 24), (24, 24)]
    fill(cv, cuff, [(0, (120, 72, 36, 255)), (1, (80, 44, 20, 255))], outline=1.6)
    cv.line((28, 13), (54, 13), (170, 110, 60, 255), 1.4)
    sole = [(22, 80), (88, 80), (88, 86), (80, 90), (22, 90)]
    fill(cv, sole, [(0, (70, 46, 30, 255)), (1, (36, 24, 16, 255))], outline=1.4)
    cv.line((40, 80), (40, 90), LINE, 1.0)                                  # the heel
    cv.poly([(24, 48), (58, 48), (58, 55), (24, 55)], (70, 40, 20, 255))   # the strap
    cv.poly([(24, 48), (58, 48), (58, 55), (24, 55)], LINE, 1.0)
    cv.rect((44, 45, 10, 13), GOLD, radius=2)
    cv.rect((44, 45, 10, 13), LINE, radius=2, width=1.2)
    cv.rect((46.8, 48, 4.4, 7), (70, 40, 20, 255))
    cv.line((30, 28), (30, 44), (200, 140, 90, 200), 1.6)


def big(cv):
    """An anvil: a big, heavy thing."""
    anvil = [(6, 28), (26, 26), (88, 26), (88, 40), (70, 44), (62, 52), (62, 62), (74, 74), (80, 80), (80, 88),
             (16, 88), (16, 80), (22, 74), (34, 62), (34, 52), (26, 44), (18, 40)]
    fill(cv, anvil, IRON, outline=1.8)
    cv.poly([(8, 28), (88, 28), (88, 32), (14, 32)], (188, 192, 206, 255))   # the worn, bright face
    cv.line((28, 34), (86, 34), (60, 62, 72, 255), 1.0)
    cv.poly([(18, 78), (78, 78), (78, 82), (18, 82)], (110, 112, 126, 255))
    cv.rect((72, 28, 5, 5), (40, 40, 48, 255))                                # the hardy hole
    cv.poly(star_pts((30, 24), 7, 1.6, 4), (255, 250, 230, 255))
    for x, y in ((10, 14), (18, 8), (46, 12)):                               # sparks
        cv.circle((x, y), 2, (255, 200, 90, 255))


def item(cv):
    """A tied sack of loot, coins at its mouth and spilling at its foot."""
    for x, y in ((34, 22), (48, 18), (60, 23)):
        disc(cv, (x, y), 7, GOLDEN, outline=1.2)
    sack = bezier((40, 34), (6, 44), (6, 92), (48, 90), 16) + bezier((48, 90), (90, 92), (90, 44), (56, 34), 16)
    fill(cv, sack, [(0, (214, 176, 120, 255)), (0.6, (176, 134, 82, 255)), (1, (110, 78, 44, 255))], angle=70)
    top = [(38, 34), (30, 24), (40, 28), (44, 20), (50, 27), (58, 20), (60, 28), (68, 26), (58, 36)]
    fill(cv, top, [(0, (214, 176, 120, 255)), (1, (150, 110, 66, 255))], outline=1.2)
    cv.rect((36, 32, 24, 6), (150, 56, 40, 255), radius=3)   # the tie
    cv.rect((36, 32, 24, 6), LINE, radius=3, width=1.2)
    for pts in (bezier((34, 46), (24, 56), (24, 72), (30, 82), 10), bezier((62, 46), (72, 56), (72, 72), (66, 82), 10)):
        cv.polyline(pts, (130, 94, 54, 255), 1.2)
    patch = [(52, 58), (68, 56), (70, 72), (54, 74)]                       # a patch, stitched on
    cv.poly(patch, (130, 96, 58, 255))
    cv.poly(patch, LINE, 1.0)
    for a, b in zip(patch, patch[1:] + patch[:1], strict=False):
        for t in (0.25, 0.5, 0.75):
            x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            cv.circle((x + (61 - x) * 0.15, y + (65 - y) * 0.15), 0.8, (230, 200, 150, 255))
    for x, y in ((74, 84), (84, 88)):
        cv.ellipse((x - 7, y - 3.5, 14, 7), (150, 100, 30, 255))
        cv.ellipse((x - 6.2, y - 3, 12.4, 5.6), (240, 200, 100, 255))
    cv.polyline(circle_pts((40, 62), 20, 8, a0=math.pi * 1.05, a1=math.pi * 1.35), (255, 240, 210, 200), 2.2)


DOORS_ICONS = {"monster": monster, "undead": undead, "curse": curse, "race": race, "class": crest, "double": double,
               "enhancer": enhancer, "levelup": levelup, "hireling": hireling, "oneshot": oneshot,
               "headgear": headgear, "armor": armor, "footgear": footgear, "hand1": hand1, "hand2": hand2,
               "big": big, "item": item}
GLOW_OVER = {"undead": undead_glow, "curse": curse_glow, "hireling": hireling_glow}   # light past the outline
GLOW_UNDER = {"levelup": levelup_trail}
