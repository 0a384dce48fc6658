"""Kick the Door's item pictures: every item card has one of its own (cards/doors_item_<kind id>.png, 96 x 96);
an item added without one shows its slot's picture (card_art's doors_icon_<slot>). Made by make_sprites.py
(`--only doorsart`), deterministic, CC0 like every sprite here.
"""

from __future__ import annotations

import math

from card_art import BONE, GLINT, GOLDEN, IRON, LINE, STEEL, WOOD, along, armor, disc, fill, flip, horn, mirror, sword
from doors_monsters import Placed, bang, bubble, cloud, round_eyes, tinted, tube
from flames import draw_flame
from geometry import bezier, circle_pts, rot, star_pts
from palette import WHITE
from town_items import inside, lucky_foot
from town_kit import arrow_pts, boot, coin, heart, heart_pts, lettering

# ---------------------------------------------------------------------------------------------------------
# Shared strokes: a rod, a sparkle, a drop, whooshes and smells
# ---------------------------------------------------------------------------------------------------------


def rod(cv, a, b, w, stops=None, w1=None, outline=1.3):
    """A straight bar from a to b (a haft, a stick, a wand), w wide at a and w1 at b; returns its axis."""
    f = along(a, b)
    w1 = w if w1 is None else w1
    fill(cv, [f(0, -w / 2), f(f.length, -w1 / 2), f(f.length, w1 / 2), f(0, w / 2)], stops or WOOD, angle=0,
         outline=outline)
    return f


def sparkle(cv, c, r, colour=(255, 246, 210, 255), ink=True):
    """A four-pointed twinkle."""
    pts = star_pts(c, r, r * 0.28, 4)
    cv.poly(pts, colour)
    if ink:
        cv.poly(pts, LINE, 0.8)


def drop(cv, c, r, stops):
    """A falling drop, its point up."""
    x, y = c
    pts = [(x, y - r * 2.2)] + circle_pts(c, r, 16, a0=-0.3, a1=math.pi + 0.3)
    fill(cv, pts, stops, outline=1.0)
    cv.circle((x - r * 0.35, y - r * 0.2), r * 0.25, GLINT)


def whoosh(cv, lines, colour=(255, 250, 235, 230), width=2.0):
    """Speed lines: each (start, end) a stroke fading into the air."""
    for a, b in lines:
        cv.line(a, b, LINE, width + 1.6)
        cv.line(a, b, colour, width)


def smell(cv, xs, y, colour=(150, 170, 90, 200), h=22):
    """Wavy lines of a smell rising from y."""
    for x in xs:
        cv.polyline(bezier((x, y), (x - 5, y - h * 0.35), (x + 5, y - h * 0.65), (x, y - h), 8), colour, 1.6)


def within(poly, p, r):
    """Whether a mark of radius r at p lies wholly inside the polygon (to pattern a shape without spilling)."""
    return all(inside((p[0] + dx, p[1] + dy), poly) for dx, dy in ((r, 0), (-r, 0), (0, r), (0, -r)))


def clipped(cv, a, b, poly, colour, width, n=24):
    """The line a -> b drawn only where it crosses the polygon (a pattern on a shape)."""
    for i in range(n):
        p = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
        q = (a[0] + (b[0] - a[0]) * (i + 1) / n, a[1] + (b[1] - a[1]) * (i + 1) / n)
        if within(poly, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2), width / 2):
            cv.line(p, q, colour, width)


def holes(cv, pts, r, colour=(30, 26, 30, 255)):
    for p in pts:
        cv.circle(p, r, colour)


SLIME = [(0, (190, 240, 120, 255)), (1, (70, 150, 50, 255))]
CLOTH_PURPLE = [(0, (176, 130, 220, 255)), (0.6, (125, 91, 166, 255)), (1, (70, 44, 100, 255))]
LEATHER = [(0, (176, 110, 58, 255)), (1, (100, 56, 26, 255))]
CARDBOARD = [(0, (222, 182, 124, 255)), (1, (160, 118, 70, 255))]


# ---------------------------------------------------------------------------------------------------------
# Headgear
# ---------------------------------------------------------------------------------------------------------


def dented_colander(cv):
    """Dented Colander: a tin colander worn upside down, holes in rows, two loop handles, a dent, soup dripping."""
    dome = circle_pts((48, 60), 38, 32, ry=42, a0=math.pi, a1=math.tau) + [(86, 66), (10, 66)]
    for side in (1, -1):                                   # the loop handles
        cv.polyline(circle_pts((48 + side * 40, 52), 8, 10, a0=math.pi / 2 - side * math.pi / 2 - 1.3,
                               a1=math.pi / 2 - side * math.pi / 2 + 1.3), LINE, 5)
        cv.polyline(circle_pts((48 + side * 40, 52), 8, 10, a0=math.pi / 2 - side * math.pi / 2 - 1.3,
                               a1=math.pi / 2 - side * math.pi / 2 + 1.3), (190, 198, 212, 255), 2.6)
    fill(cv, dome, STEEL, angle=60, outline=1.8)
    for row, (y, n, w) in enumerate(((30, 3, 14), (42, 5, 13), (54, 7, 11))):
        holes(cv, [(48 + (i - (n - 1) / 2) * w, y) for i in range(n)], 2.6 - row * 0.2)
    fill(cv, [(6, 64), (90, 64), (88, 72), (8, 72)], STEEL, outline=1.4)     # the rim
    cv.polyline([(60, 24), (66, 32), (62, 40)], (96, 104, 122, 255), 1.6)   # a dent
    cv.poly(circle_pts((66, 30), 5, 12, ry=3.4), (216, 222, 232, 255))
    cv.polyline(circle_pts((48, 60), 32, 8, a0=math.pi * 1.1, a1=math.pi * 1.35), GLINT, 2.6)
    for x, y, r in ((24, 82, 2.6), (50, 88, 3.2), (70, 80, 2.4)):
        drop(cv, (x, y), r, [(0, (240, 190, 110, 255)), (1, (190, 120, 50, 255))])


def helm_of_moderate_courage(cv):
    """Helm of Moderate Courage: a round steel nasal helm with a small, slightly nervous heart on the brow and
    one short feather (not a plume)."""
    feather = bezier((52, 16), (54, 4), (64, 0), (70, 2), 10) + bezier((70, 2), (64, 8), (60, 12), (56, 18), 8)
    fill(cv, feather, [(0, (250, 240, 220, 255)), (1, (200, 180, 150, 255))], outline=1.1)
    helm = circle_pts((48, 54), 36, 30, a0=math.pi, a1=math.tau) + [(84, 64), (12, 64)]
    fill(cv, helm, STEEL, angle=60, outline=1.8)
    band = [(10, 54), (86, 54), (86, 66), (10, 66)]
    fill(cv, band, [(0, (200, 208, 222, 255)), (1, (120, 128, 146, 255))], outline=1.4)
    for x in (16, 28, 68, 80):
        cv.circle((x, 60), 1.8, (80, 84, 98, 255))
    nasal = [(44, 54), (52, 54), (51, 88), (48, 92), (45, 88)]
    fill(cv, nasal, STEEL, angle=0, outline=1.4)
    cv.line((48, 20), (48, 53), (120, 128, 146, 255), 1.6)
    heart(cv, (34, 38), 9)
    for x, y in ((22, 30), (24, 44)):                       # it trembles a little
        cv.polyline([(x, y), (x - 3, y + 2)], LINE, 1.2)
    cv.polyline(circle_pts((48, 54), 30, 8, a0=math.pi * 1.12, a1=math.pi * 1.4), GLINT, 2.6)


def pointy_hat(cv):
    """Pointy Hat of Pointiness: a tall purple wizard's hat, a wide brim, gold stars, its tip sharp as a needle
    with a glint on the point."""
    cone = [(48, 0), (56, 20), (66, 50), (72, 74), (24, 74), (32, 46), (42, 18)]
    fill(cv, cone, CLOTH_PURPLE, angle=30, outline=1.6)
    cv.poly([(48, 0), (56, 20), (66, 50), (72, 74), (56, 74), (54, 40)], (50, 30, 80, 90))
    cv.rect((24, 64, 48, 8), (217, 164, 65, 255))
    cv.rect((24, 64, 48, 8), LINE, width=1.2)
    brim = circle_pts((48, 76), 44, 32, ry=12)
    fill(cv, brim, CLOTH_PURPLE, angle=80, outline=1.6)
    cv.polyline(circle_pts((48, 76), 44, 16, ry=12, a0=0.1, a1=math.pi - 0.1), (60, 36, 90, 255), 1.2)
    for c, r in (((42, 36), 5), ((54, 54), 4), ((46, 22), 3)):
        cv.poly(star_pts(c, r, r * 0.45, 5), (255, 216, 100, 255))
    sparkle(cv, (48, 4), 8)


def horned_helmet(cv):
    """Horned Helmet of Headbutting: a steel dome with two great horns, a brow band, and a doorframe's
    splinters flying where it last went through."""
    for pts in (horn((30, 46), (32, 34), (4, 4), (2, 40)), flip(horn((30, 46), (32, 34), (4, 4), (2, 40)))):
        fill(cv, pts, BONE, angle=20, outline=1.5)
    helm = circle_pts((48, 62), 30, 30, a0=math.pi, a1=math.tau) + [(78, 70), (18, 70)]
    fill(cv, helm, STEEL, angle=60, outline=1.8)
    fill(cv, [(16, 60), (80, 60), (80, 72), (16, 72)], GOLDEN, outline=1.4)
    for x in (22, 36, 60, 74):
        cv.circle((x, 66), 1.8, (120, 80, 24, 255))
    cv.line((48, 32), (48, 60), (120, 128, 146, 255), 1.8)
    fill(cv, [(44, 72), (52, 72), (51, 90), (45, 90)], STEEL, angle=0, outline=1.3)
    cv.polyline(circle_pts((48, 62), 24, 8, a0=math.pi * 1.12, a1=math.pi * 1.4), GLINT, 2.4)
    for p in ([(84, 52), (94, 44), (90, 54)], [(80, 78), (92, 80), (84, 84)], [(86, 64), (95, 64), (88, 68)]):
        fill(cv, p, WOOD, outline=1.0)                           # splinters of the doorframe


def bucket_of_bravery(cv):
    """Bucket of Bravery: a wooden bucket worn as a helm, iron hoops, an eye slit cut in it, the handle hanging
    under the chin, and an echo ringing round it."""
    body = [(22, 14), (74, 14), (82, 84), (14, 84)]
    fill(cv, body, WOOD, angle=0, outline=1.8)
    for x in (30, 40, 50, 60, 70):                           # the staves
        cv.line((x - (x - 48) * 0.0, 16), (48 + (x - 48) * 1.3, 82), (100, 60, 30, 255), 1.0)
    for y, w in ((22, 27), (72, 33)):
        fill(cv, [(48 - w - 1, y - 3), (48 + w + 1, y - 3), (48 + w + 2, y + 4), (48 - w - 2, y + 4)], IRON,
             outline=1.2)
    slit = [(28, 42), (68, 42), (68, 50), (28, 50)]
    cv.poly(slit, (20, 16, 20, 255))
    cv.poly(slit, LINE, 1.2)
    for side in (1, -1):
        cv.circle((48 + side * 10, 46), 2.2, (255, 230, 140, 255))
    cv.polyline(bezier((16, 60), (20, 100), (76, 100), (80, 60), 14), LINE, 4)     # the handle, as a chin strap
    cv.polyline(bezier((16, 60), (20, 100), (76, 100), (80, 60), 14), (150, 154, 168, 255), 2.2)
    for r in (8, 13):                                        # the echo
        cv.polyline(circle_pts((84, 30), r, 8, a0=-0.9, a1=0.9), (255, 250, 235, 230), 2.0)


def hood_of_shady_dealings(cv):
    """Hood of Shady Dealings: a deep charcoal hood, only two sly eyes in its shadow, a coin flipped above."""
    hood = [(48, 4), (30, 10), (16, 30), (10, 60), (4, 92), (92, 92), (86, 60), (80, 30), (66, 10)]
    fill(cv, hood, [(0, (110, 104, 118, 255)), (0.6, (64, 60, 72, 255)), (1, (30, 28, 34, 255))], outline=1.6)
    face = circle_pts((48, 50), 22, 30, ry=26)
    cv.poly(face, (18, 14, 18, 255))
    cv.poly(face, LINE, 1.2)
    for side in (1, -1):                                     # sly eyes, narrowed
        eye = [(48 + side * 4, 46), (48 + side * 10, 43), (48 + side * 16, 45), (48 + side * 10, 48)]
        cv.poly(eye, (255, 226, 120, 255))
        cv.circle((48 + side * 10 - 2, 45.5), 1.5, (20, 14, 10, 255))
    cv.polyline(bezier((38, 62), (44, 66), (52, 66), (60, 60), 8), (200, 200, 190, 255), 1.6)   # a smirk
    cv.polyline([(28, 22), (36, 40), (34, 60)], (140, 134, 150, 255), 1.2)
    coin(cv, (80, 14), 9, GOLDEN)
    cv.polyline(bezier((70, 30), (74, 24), (76, 22), (78, 24), 6), (255, 250, 235, 200), 1.4)


def bent_halo(cv):
    """Halo, Slightly Bent: a gold ring of light floating askew with a kink in it, sparkles round it."""
    pts = rot(circle_pts((48, 50), 36, 48, ry=15), -0.22, (48, 50))
    pts = [(x, y - 11 * max(0.0, 1 - abs(i - 41) / 4)) for i, (x, y) in enumerate(pts)]   # the kink
    cv.polyline(pts, LINE, 11)
    cv.polyline(pts, (190, 130, 40, 255), 8)
    cv.polyline(pts, (255, 220, 120, 255), 5)
    cv.polyline(pts[28:44], (255, 250, 220, 255), 2)
    for c, r in (((16, 24), 6), ((80, 74), 5), ((50, 80), 4)):
        sparkle(cv, c, r)


def bent_halo_glow(cv):
    cv.light((48, 50), 44, (255, 220, 120), alpha=90, power=1.4, squash=0.5)


# ---------------------------------------------------------------------------------------------------------
# Armor
# ---------------------------------------------------------------------------------------------------------

TORSO = mirror([(48, 14), (34, 14), (18, 20), (8, 32), (16, 44), (22, 40), (22, 84), (48, 88)])   # a vest, arms out


def cardboard_cuirass(cv):
    """Cardboard Cuirass: a brown cardboard box with arm and head holes cut out, parcel tape across it, printed
    'this side up' arrows and a soggy corner from the rain."""
    box = [(14, 18), (82, 18), (84, 88), (12, 88)]
    fill(cv, box, CARDBOARD, angle=70, outline=1.8)
    cv.poly([(82, 18), (92, 10), (94, 80), (84, 88)], (150, 108, 62, 255))     # its side
    cv.poly([(82, 18), (92, 10), (94, 80), (84, 88)], LINE, 1.4)
    cv.poly([(14, 18), (24, 10), (92, 10), (82, 18)], (232, 200, 148, 255))      # the flaps on top
    cv.poly([(14, 18), (24, 10), (92, 10), (82, 18)], LINE, 1.4)
    cv.ellipse((34, 11, 28, 10), (40, 30, 24, 255))                             # the head hole
    for x in (12, 74):
        cv.ellipse((x, 34, 10, 18), (40, 30, 24, 255))                          # the arm holes
    fill(cv, [(44, 18), (54, 18), (55, 88), (45, 88)], [(0, (236, 214, 160, 220)), (1, (200, 176, 120, 220))],
         angle=0, outline=1.0)                                                  # parcel tape
    for x in (26, 66):                                                          # "this side up"
        cv.poly([(x, 56), (x + 6, 64), (x + 2, 64), (x + 2, 72), (x - 2, 72), (x - 2, 64), (x - 6, 64)],
                (70, 44, 24, 255))
    cv.poly([(12, 72), (30, 88), (12, 88)], (120, 84, 50, 255))                # the soggy corner
    for x in (18, 24):
        drop(cv, (x, 93), 2.2, [(0, (170, 210, 240, 255)), (1, (80, 130, 190, 255))])


def chainmail_onesie(cv):
    """Chainmail Onesie: a one-piece suit with sleeves, legs and feet all of steel rings, a row of buttons and a
    floppy hood with bunny ears."""
    suit = mirror([(48, 14), (36, 14), (22, 20), (8, 46), (18, 50), (26, 36), (26, 60), (22, 90), (42, 90),
                   (46, 66), (48, 66)])
    fill(cv, suit, STEEL, angle=70, outline=1.8)
    for row in range(12):                                     # the rings
        y = 20 + row * 6
        for col in range(-6, 7):
            x = 48 + col * 6 + (3 if row % 2 else 0)
            if within(suit, (x, y), 3.4):
                cv.circle((x, y), 2.4, (110, 118, 136, 255), 0.9)
    cv.poly(suit, LINE, 1.8)
    for y in (30, 42, 54):
        disc(cv, (48, y), 2.4, GOLDEN, outline=0.8)
    for side in (1, -1):                                      # the feet, soft and padded
        cv.ellipse((48 + side * 16 - 10, 86, 20, 9), (120, 160, 210, 255))
        cv.ellipse((48 + side * 16 - 10, 86, 20, 9), LINE, 1.2)
        ear = [(48 + side * 6, 16), (48 + side * 12, -2), (48 + side * 20, 0), (48 + side * 16, 18)]
        fill(cv, ear, STEEL, outline=1.4)
    fill(cv, circle_pts((48, 18), 14, 20, ry=8, a0=math.pi, a1=math.tau), [(0, (120, 160, 210, 255)),
                                                                             (1, (70, 110, 160, 255))],
         outline=1.2)


def slimy_jerkin(cv):
    """Slimy Leather Jerkin: a laced leather vest running with green slime, drips falling off its hem (so
    things slip off you)."""
    fill(cv, TORSO, LEATHER, angle=70, outline=1.8)
    cv.poly(mirror([(48, 22), (40, 16), (44, 16), (48, 20)]), LINE, 1.2)
    for y in (30, 40, 50, 60):                                # the lacing
        cv.line((44, y), (52, y + 6), (236, 214, 170, 255), 1.4)
        cv.line((52, y), (44, y + 6), (236, 214, 170, 255), 1.4)
    cv.line((48, 22), (48, 86), LINE, 1.2)
    slime = [(18, 20), (40, 16), (38, 28), (34, 48), (30, 42), (28, 62), (24, 54), (22, 40)]
    fill(cv, slime, SLIME, outline=1.1)
    fill(cv, flip([(22, 26), (36, 16), (34, 36), (30, 30), (28, 50), (24, 40)]), SLIME, outline=1.1)
    fill(cv, [(26, 84), (70, 84), (66, 90), (56, 92), (50, 88), (40, 94), (30, 90)], SLIME, outline=1.1)
    for x, y, r in ((40, 98 - 6, 2.6), (60, 99 - 6, 2.2), (26, 80 - 14, 2.0)):
        drop(cv, (x, y), r, SLIME)
    for p in ((30, 30), (64, 26), (36, 88)):
        cv.circle(p, 1.4, GLINT)


def plate_of_many_dents(cv):
    """Plate of Many Dents: a big steel breastplate battered all over, dents everywhere and a sticking plaster."""
    armor(cv)
    for x, y, r in ((34, 40, 5), (60, 34, 4), (40, 62, 6), (62, 56, 5), (30, 78, 4), (56, 76, 4), (70, 44, 3),
                    (50, 48, 3), (26, 54, 3)):
        cv.poly(circle_pts((x, y), r, 12, ry=r * 0.7), (110, 118, 136, 255))
        cv.polyline(circle_pts((x, y), r, 6, ry=r * 0.7, a0=math.pi * 0.1, a1=math.pi * 0.9), LINE, 1.1)
        cv.polyline(circle_pts((x, y), r, 6, ry=r * 0.7, a0=math.pi * 1.1, a1=math.pi * 1.9), GLINT, 1.0)
    patch = rot([(60, 64), (80, 64), (80, 70), (60, 70)], -0.5, (70, 67))
    fill(cv, patch, [(0, (240, 200, 170, 255)), (1, (210, 160, 130, 255))], outline=1.0)
    cv.poly(rot([(67, 64.5), (73, 64.5), (73, 69.5), (67, 69.5)], -0.5, (70, 67)), (250, 232, 214, 255))


def glowing_armor(cv):
    """Armor of Awkward Glow: a breastplate shining lurid lime-green, rays off it, a disco star on the chest."""
    tinted(cv, armor, (170, 255, 120))
    cv.poly(star_pts((48, 56), 12, 5, 5), (255, 250, 190, 255))
    cv.poly(star_pts((48, 56), 12, 5, 5), LINE, 1.0)


def glowing_armor_glow(cv):
    cv.light((48, 54), 48, (200, 255, 120), alpha=80, power=1.2)
    for a in range(10):                                       # the glow, rays out past its edge
        ang = a * math.tau / 10 + 0.3
        p, q = (48 + math.cos(ang) * 38, 54 + math.sin(ang) * 40), (48 + math.cos(ang) * 47, 54 + math.sin(ang) * 47)
        cv.line(p, q, (220, 255, 140, 230), 2.4)


def barrel_armor(cv):
    """Barrel Armor: a cider barrel worn on braces, iron hoops round it, the bung dripping cider, a whiff of it
    rising."""
    for side in (1, -1):
        cv.line((48 + side * 16, 4), (48 + side * 18, 20), LINE, 5.4)      # the braces over the shoulders
        cv.line((48 + side * 16, 4), (48 + side * 18, 20), (120, 70, 30, 255), 3.2)
    body = bezier((20, 16), (8, 40), (8, 66), (20, 92), 14) + bezier((76, 92), (88, 66), (88, 40), (76, 16), 14)
    fill(cv, body, WOOD, angle=0, outline=1.8)
    for x in (30, 40, 56, 66):
        cv.polyline(bezier((x, 17), (48 + (x - 48) * 1.5, 40), (48 + (x - 48) * 1.5, 66), (x, 91), 10),
                    (100, 58, 28, 255), 1.0)
    for y, w in ((26, 32), (70, 33)):
        fill(cv, [(48 - w, y - 3), (48 + w, y - 3), (48 + w, y + 4), (48 - w, y + 4)], IRON, outline=1.2)
    cv.ellipse((20, 12, 56, 10), (60, 34, 18, 255))
    cv.ellipse((20, 12, 56, 10), LINE, 1.4)
    cv.circle((62, 48), 4, (70, 40, 20, 255))
    cv.circle((62, 48), 4, LINE, 1.2)
    drop(cv, (64, 58), 2.4, [(0, (255, 220, 120, 255)), (1, (210, 140, 40, 255))])
    smell(cv, (30, 42), 12, (220, 180, 90, 200), h=14)


def scale_shirt(cv):
    """Shimmering Scale Shirt: a shirt of fish scales shading blue to teal, a pink sheen on some scales, sparkles."""
    fill(cv, TORSO, [(0, (170, 230, 230, 255)), (0.6, (80, 160, 180, 255)), (1, (40, 90, 120, 255))], angle=70,
         outline=1.8)
    for row in range(11):
        y = 20 + row * 6.4
        for col in range(-6, 7):
            x = 48 + col * 7 + (3.5 if row % 2 else 0)
            arc = circle_pts((x, y), 3.8, 6, a0=0.1, a1=math.pi - 0.1)
            if not within(TORSO, (x, y + 2), 3.4):
                continue
            cv.polyline(arc, (30, 70, 100, 255), 1.0)
            if (row + col) % 4 == 0:
                cv.polyline(arc[2:5], (255, 220, 240, 255), 1.2)
    cv.poly(TORSO, LINE, 1.8)
    cv.poly(mirror([(48, 24), (40, 14), (44, 14), (48, 20)]), (30, 60, 80, 255))
    for c, r in (((30, 40), 5), ((66, 64), 4)):
        sparkle(cv, c, r)


def robe_of_questionable_taste(cv):
    """Robe of Questionable Taste: a hot-pink wizard's robe with wide sleeves, leopard spots, sequins and a gold
    star belt buckle."""
    robe = mirror([(48, 10), (38, 10), (24, 16), (4, 52), (8, 60), (24, 56), (28, 38), (12, 92), (48, 94)])
    fill(cv, robe, [(0, (255, 140, 210, 255)), (0.6, (220, 60, 160, 255)), (1, (130, 20, 90, 255))], angle=70,
         outline=1.8)
    for x, y in ((30, 70), (60, 76), (38, 32), (66, 40), (28, 50), (56, 60), (42, 80)):     # leopard spots
        cv.ellipse((x - 3, y - 2, 6, 4), (120, 60, 40, 255), 1.2)
    for i in range(26):                                        # sequins
        x, y = 22 + (i * 37) % 52, 22 + (i * 23) % 66
        cv.circle((x, y), 1.3, (255, 250, 200, 255))
    fill(cv, [(26, 50), (70, 50), (70, 56), (26, 56)], [(0, (150, 240, 220, 255)), (1, (40, 160, 150, 255))],
         outline=1.0)
    cv.poly(star_pts((48, 53), 8, 3.4, 5), (255, 216, 100, 255))
    cv.poly(star_pts((48, 53), 8, 3.4, 5), LINE, 1.0)
    cv.poly(mirror([(48, 24), (38, 10), (44, 10), (48, 18)]), (80, 10, 60, 255))


# ---------------------------------------------------------------------------------------------------------
# Footgear
# ---------------------------------------------------------------------------------------------------------


def boots_of_hasty_retreat(cv):
    """Boots of Hasty Retreat: a boot running off to the left, a little wing at its cuff, a dust cloud and
    speed lines behind it."""
    whoosh(cv, [((70, 50), (94, 50)), ((74, 62), (94, 62)), ((70, 74), (92, 74))])
    boot(Placed(cv, 0, 0, 1, fx=True), (24, 18), 0.94)
    wing = [(66, 24), (72, 8), (84, 0), (92, 2), (86, 8), (95, 10), (88, 16), (94, 20), (84, 24), (88, 30), (74, 30)]
    fill(cv, wing, [(0, (255, 255, 255, 255)), (1, (200, 210, 226, 255))], outline=1.2)   # a wing at the cuff
    for a_, b_ in (((72, 22), (86, 6)), ((74, 24), (88, 16)), ((74, 26), (84, 24))):
        cv.line(a_, b_, (170, 180, 200, 255), 1.0)
    cloud(cv, (80, 86), 26)


def steel_toed_boots(cv):
    """Steel-Toed Boots: a heavy work boot with a bright steel cap over the toe, rivets, and a spark and a clang
    off it."""
    boot(cv, (12, 20), 1.04)
    cap = [(48, 56), (56, 58), (68, 66), (78, 74), (79, 84), (48, 84)]
    fill(cv, cap, [(0, (255, 255, 255, 255)), (0.5, (214, 220, 232, 255)), (1, (150, 158, 176, 255))], angle=45,
         outline=1.8)
    cv.line((52, 60), (52, 82), (120, 128, 146, 255), 1.2)
    for x, y in ((56, 64), (56, 76), (66, 72)):
        cv.circle((x, y), 1.8, (90, 96, 110, 255))
    cv.polyline([(54, 61), (68, 68), (75, 74)], GLINT, 2.2)
    sparkle(cv, (82, 62), 7)
    for a in (-0.9, -0.4, 0.1):                                  # clang
        cv.line((84 + math.cos(a) * 6, 70 + math.sin(a) * 6), (84 + math.cos(a) * 12, 70 + math.sin(a) * 12),
                (255, 240, 190, 255), 1.8)


def fuzzy_slippers(cv):
    """Fuzzy Slippers of Menace: a pink fluffy slipper with a monster's face, beady eyes and fangs; soft and
    silent, and deadly."""
    body = bezier((6, 84), (2, 66), (12, 58), (40, 58), 10) + bezier((40, 58), (52, 30), (92, 30), (94, 70), 16) + \
        [(90, 86)]
    fluff = []
    for i, (x, y) in enumerate(body):
        cx, cy = 50, 66
        d = math.hypot(x - cx, y - cy) or 1
        k = 2.6 if i % 2 else 0
        fluff.append((x + (x - cx) / d * k, y + (y - cy) / d * k))
    fill(cv, fluff, [(0, (255, 200, 226, 255)), (0.6, (240, 140, 190, 255)), (1, (170, 80, 130, 255))], angle=60,
         outline=1.6)
    fill(cv, [(10, 84), (88, 84), (86, 92), (12, 92)], [(0, (150, 100, 120, 255)), (1, (80, 50, 60, 255))],
         outline=1.3)
    cv.ellipse((8, 58, 40, 12), (120, 50, 90, 255))              # the opening
    cv.ellipse((8, 58, 40, 12), LINE, 1.2)
    for x in (60, 78):                                           # eyes, on stalks of fluff
        cv.circle((x, 48), 7, (255, 250, 240, 255))
        cv.circle((x, 48), 7, LINE, 1.2)
        cv.circle((x + 2, 50), 3.4, (30, 20, 20, 255))
        cv.line((x - 7, 40), (x + 5, 44), LINE, 2.0)              # a menacing brow
    mouth = [(58, 66), (92, 64), (88, 76), (62, 76)]
    cv.poly(mouth, (90, 20, 30, 255))
    cv.poly(mouth, LINE, 1.2)
    for x in (66, 74, 82):
        fill(cv, [(x - 3, 65.5), (x + 3, 65.3), (x, 71)], BONE, outline=0.8)


def league_flipflops(cv):
    """Seven-League Flip-Flops: a pair of bright flip-flops from above, thong straps, one striding far ahead
    of the other, a '7' on the sole and dashes of the stride between them."""
    for c, ang, colour in (((28, 64), -0.3, (79, 124, 172)), ((68, 30), -0.3, (79, 124, 172))):
        sole = rot([(c[0] + 13 * math.cos(a) * (1.1 - 0.25 * math.sin(a)), c[1] + 26 * math.sin(a))
                    for a in [i * math.tau / 32 for i in range(32)]], ang, c)
        fill(cv, sole, [(0, (*[min(255, v + 60) for v in colour], 255)), (1, (*colour, 255))], outline=1.6)
        toe = rot([(c[0], c[1] - 16)], ang, c)[0]
        left, right = rot([(c[0] - 11, c[1] - 2), (c[0] + 11, c[1] - 2)], ang, c)
        for p in (left, right):
            cv.line(toe, p, LINE, 6.4)
            cv.line(toe, p, (240, 80, 60, 255), 4.2)
        cv.circle(toe, 2.6, (240, 80, 60, 255))
        cv.circle(toe, 2.6, LINE, 1.0)
    for i in range(5):                                           # the stride
        t = i / 4
        cv.circle((36 + t * 22, 36 + (1 - t) * 22), 1.8, (255, 250, 235, 230))
    for c in ((28, 72), (68, 38)):
        lettering_7(cv, c)


def lettering_7(cv, c):
    x, y = c
    cv.polyline([(x - 4, y - 5), (x + 4, y - 5), (x - 1, y + 6)], (255, 255, 255, 255), 2.2)


def stompers(cv):
    """Stoutfolk Stompers: a big dwarven boot with an iron toe cap and a hobnailed iron sole, a fur cuff,
    cracks and dust where it stomps."""
    boot(cv, (14, 16), 1.05, leather=[(0, (150, 96, 60, 255)), (1, (80, 46, 22, 255))],
         cuff=[(0, (220, 200, 170, 255)), (1, (150, 126, 96, 255))])
    for x in (20, 30, 40, 50):                                    # the fur of the cuff
        cv.line((x, 10), (x + 3, 21), (120, 96, 70, 255), 1.2)
    fill(cv, [(12, 82), (82, 82), (82, 88), (76, 92), (12, 92)], IRON, outline=1.4)   # the iron sole
    for x in (20, 34, 48, 62, 74):
        cv.circle((x, 87), 1.5, (200, 204, 216, 255))
    fill(cv, [(60, 62), (70, 66), (80, 74), (81, 82), (60, 82)], IRON, outline=1.3)   # the toe cap
    cv.polyline([(63, 66), (72, 70)], (170, 176, 190, 255), 1.4)
    for pts in ([(8, 93), (2, 96)], [(86, 92), (94, 96)], [(46, 93), (44, 96)]):     # cracks where it lands
        cv.line(*pts, LINE, 1.6)
    for p in ((4, 80), (90, 80)):
        sparkle(cv, p, 4, (230, 220, 200, 255))


# ---------------------------------------------------------------------------------------------------------
# One hand
# ---------------------------------------------------------------------------------------------------------


def pointy_stick(cv):
    """Pointy Stick: a plain crooked branch sharpened to a pale point, a twig and a leaf still on it."""
    f = along((14, 86), (80, 14))
    pts = [f(0, -4), f(30, -4.6), f(44, -3.4), f(f.length - 14, -3.6), f(f.length, 0), f(f.length - 14, 3.6),
           f(44, 3.8), f(30, 4.4), f(0, 4)]
    fill(cv, pts, WOOD, angle=0, outline=1.5)
    fill(cv, [f(f.length - 14, -3.6), f(f.length, 0), f(f.length - 14, 3.6)], BONE, outline=1.1)   # whittled
    for t in (12, 26, 40):
        cv.line(f(t, -2), f(t + 4, -1), (90, 54, 26, 255), 1.0)
    tw = f(34, -4)
    cv.line(tw, (tw[0] - 14, tw[1] - 10), LINE, 3.6)
    cv.line(tw, (tw[0] - 14, tw[1] - 10), (150, 96, 50, 255), 2)
    leaf = rot([(0, 0), (6, -5), (14, 0), (6, 5)], -2.4, (0, 0))
    leaf = [(tw[0] - 14 + x, tw[1] - 10 + y) for x, y in leaf]
    fill(cv, leaf, [(0, (150, 210, 110, 255)), (1, (60, 130, 60, 255))], outline=1.0)
    for t in (0, 6):
        cv.line(f(f.length - 20 + t, 2.6), f(f.length - 17 + t, 3.6), (255, 240, 210, 255), 1)


def rubber_chicken(cv):
    _rubber_chicken(Placed(cv, 7, 2, 0.9))


def _rubber_chicken(cv):
    """Rubber Chicken: the classic plucked yellow rubber chicken, lying limp, a long floppy neck, red comb, eyes
    screwed shut, beak wide open in a squeak, legs stuck up in the air."""
    yellow = [(0, (255, 240, 120, 255)), (0.6, (246, 206, 50, 255)), (1, (200, 150, 20, 255))]
    orange = [(0, (255, 170, 70, 255)), (1, (220, 100, 20, 255))]
    for leg in (((62, 46), (74, 14)), ((72, 50), (88, 22))):     # legs up, toes spread
        rod(cv, leg[0], leg[1], 4, orange, outline=1.1)
        x, y = leg[1]
        for dx, dy in ((-6, -4), (0, -7), (6, -4)):
            cv.line((x, y), (x + dx, y + dy), LINE, 3.2)
            cv.line((x, y), (x + dx, y + dy), (255, 170, 70, 255), 1.6)
    body = circle_pts((64, 62), 26, 36, ry=20)
    neck = tube(bezier((44, 60), (30, 62), (30, 80), (22, 80), 12), 14, 9)
    fill(cv, neck, yellow, outline=1.4)
    fill(cv, body, yellow, outline=1.6)
    cv.polyline(bezier((52, 60), (62, 54), (76, 56), (80, 66), 8), (200, 150, 20, 255), 1.6)   # a wing
    head = circle_pts((18, 74), 11, 24)
    fill(cv, head, yellow, outline=1.4)
    fill(cv, [(12, 64), (10, 54), (16, 58), (18, 50), (22, 58), (28, 54), (25, 66)],
         [(0, (240, 80, 70, 255)), (1, (170, 30, 30, 255))], outline=1.1)    # the comb
    fill(cv, [(10, 72), (0, 68), (8, 76)], orange, outline=1.0)              # the beak, open
    fill(cv, [(10, 78), (0, 84), (10, 81)], orange, outline=1.0)
    fill(cv, circle_pts((14, 86), 3.4, 10, ry=4.4), [(0, (240, 80, 70, 255)), (1, (170, 30, 30, 255))],
         outline=0.9)                                                      # the wattle
    cv.line((14, 70), (19, 75), LINE, 1.4)                                  # eyes shut in an X
    cv.line((19, 70), (14, 75), LINE, 1.4)
    for r in (6, 11):                                                       # the squeak
        cv.polyline(circle_pts((2, 76), r, 6, a0=math.pi * 1.2, a1=math.pi * 1.5), (255, 250, 235, 230), 2.0)
    cv.polyline(circle_pts((64, 62), 20, 6, a0=math.pi * 1.1, a1=math.pi * 1.4), GLINT, 2.4)


def slightly_sharp_sword(cv):
    """Sword of Slightly Sharp: a nicked sword crossed over the wooden spoon it is only just sharper than, one
    glint at its point."""
    f = along((80, 88), (26, 14))                                  # the spoon
    fill(cv, [f(0, -3), f(f.length - 10, -2.6), f(f.length - 10, 2.6), f(0, 3)], WOOD, angle=0, outline=1.2)
    fill(cv, circle_pts(f(f.length, 0), 9, 20, ry=12), [(0, (214, 156, 94, 255)), (1, (130, 80, 40, 255))],
         outline=1.3)
    sword(cv, (16, 84), (74, 26), width=14, guard=30, grip=16, gem=(79, 124, 172, 255))
    g = along((16, 84), (74, 26))
    for t, s in ((40, 7), (52, -7), (60, 7), (46, -7)):            # nicks in the edge
        cv.poly([g(t - 2.4, s), g(t, s * 0.55), g(t + 2.4, s)], (120, 128, 146, 255))
        cv.polyline([g(t - 2.4, s), g(t, s * 0.55), g(t + 2.4, s)], LINE, 1.0)
    sparkle(cv, (78, 22), 6)


def frying_pan(cv):
    """Frying Pan of Justice: a black iron frying pan swung, two gold 'bonk' stars flying off it, an egg still
    in it."""
    rod(cv, (10, 88), (42, 58), 8, [(0, (90, 60, 40, 255)), (1, (40, 26, 18, 255))])
    fill(cv, circle_pts((58, 42), 32, 40, ry=30), [(0, (110, 110, 120, 255)), (0.6, (60, 60, 70, 255)),
                                                     (1, (26, 26, 32, 255))], angle=60, outline=1.8)
    fill(cv, circle_pts((58, 42), 25, 40, ry=23), [(0, (70, 70, 80, 255)), (1, (30, 30, 36, 255))], angle=250,
         outline=1.0)
    egg = circle_pts((60, 44), 11, 20, ry=9)
    egg = [(x + 2 * math.sin(i), y) for i, (x, y) in enumerate(egg)]
    fill(cv, egg, [(0, (255, 255, 250, 255)), (1, (220, 220, 210, 255))], outline=1.0)
    disc(cv, (58, 44), 4.6, [(0, (255, 220, 80, 255)), (1, (230, 150, 20, 255))], outline=1.0)
    cv.polyline(circle_pts((58, 42), 28, 8, a0=math.pi * 1.1, a1=math.pi * 1.4), (180, 180, 200, 200), 2.4)
    for c, r in (((90, 12), 9), ((80, 4), 4)):
        fill(cv, star_pts(c, r, r * 0.45, 6), GOLDEN, outline=1.0)
    whoosh(cv, [((6, 64), (18, 50)), ((14, 72), (24, 62))])


def buckler(cv):
    """Buckler of Blocking: a small round shield with a big iron boss, an arrow stopped dead in it (and two broken
    shafts lying about)."""
    f = along((94, 6), (58, 44))
    rod(cv, f(0, 0), f(f.length, 0), 2.4, WOOD)
    for s in (1, -1):
        fill(cv, [f(0, 0), f(-6, s * 4), f(2, s * 3)], [(0, (240, 240, 240, 255)), (1, (190, 190, 200, 255))],
             outline=0.8)
    disc(cv, (46, 50), 38, [(0, (150, 100, 60, 255)), (1, (90, 56, 30, 255))], outline=1.8)
    cv.circle((46, 50), 36, IRON[1][1], 4)
    for a in range(8):
        ang = a * math.tau / 8
        cv.line((46 + math.cos(ang) * 14, 50 + math.sin(ang) * 14), (46 + math.cos(ang) * 33, 50 + math.sin(ang) * 33),
                (80, 48, 24, 255), 1.0)
        cv.circle((46 + math.cos(ang) * 30, 50 + math.sin(ang) * 30), 1.6, (200, 204, 214, 255))
    disc(cv, (46, 50), 13, STEEL, outline=1.4)
    cv.circle((42, 46), 3, GLINT)
    cv.line((52, 44), (60, 36), LINE, 1.4)                           # the broken tip
    for x, y, a in ((10, 90, -0.2), (70, 92, 0.15)):
        g = along((x, y), (x + 20 * math.cos(a), y + 20 * math.sin(a)))
        rod(cv, g(0, 0), g(g.length, 0), 2.2, WOOD, outline=0.9)


def dagger_of_treachery(cv):
    """Dagger of Treachery: a wavy black-bladed dagger held point down, dripping green poison, a gleaming eye on
    its pommel."""
    f = along((74, 10), (28, 88))
    wave = [f(30 + i * 4, -5 + 1.6 * math.sin(i * 1.3)) for i in range(12)]
    blade = [f(28, -5)] + wave + [f(f.length, 0)] + [f(30 + i * 4, 5 + 1.6 * math.sin(i * 1.3)) for i in
                                                     range(11, -1, -1)] + [f(28, 5)]
    fill(cv, blade, [(0, (130, 126, 150, 255)), (1, (40, 36, 56, 255))], angle=60, outline=1.4)
    cv.line(f(32, 0), f(f.length - 8, 0), (170, 166, 190, 255), 1.0)
    fill(cv, [f(4, -3.4), f(24, -3.4), f(24, 3.4), f(4, 3.4)], [(0, (110, 30, 40, 255)), (1, (50, 10, 20, 255))])
    fill(cv, [f(24, -14), f(28, -10), f(28, 10), f(24, 14), f(22, 0)], GOLDEN)
    disc(cv, f(0, 0), 6, GOLDEN)
    cv.circle(f(0, 0), 3, (120, 220, 110, 255))
    cv.circle(f(0, 0), 1.2, (20, 30, 10, 255))
    for t, s, r in ((50, 6, 2.4), (66, -5, 2.6)):
        p = f(t, s)
        drop(cv, (p[0] + 2, p[1] + 6), r, SLIME)
    drop(cv, (30, 94 - 2), 2.8, SLIME)


def pot_lid_shield(cv):
    """Pot Lid Shield: a dented tin pot lid held as a shield by its knob, a wooden spoon for a sword behind it,
    a drip of stew on its rim and the smell still rising off it."""
    f = along((8, 92), (68, 14))                          # a wooden spoon for a sword, its bowl up and right
    fill(cv, [f(0, -3.4), f(f.length, -3.4), f(f.length, 3.4), f(0, 3.4)], WOOD, angle=0, outline=1.3)
    bowl = [f(f.length - 2 + 14 * (1 - math.cos(a)), 10 * math.sin(a)) for a in
            [i * math.tau / 28 for i in range(28)]]
    fill(cv, bowl, [(0, (214, 156, 94, 255)), (1, (130, 80, 40, 255))], angle=60, outline=1.4)
    cv.poly([f(f.length + 6 + 8 * (1 - math.cos(a)), 5 * math.sin(a)) for a in [i * math.tau / 20 for i in range(20)]],
            (110, 64, 30, 255))
    c = (40, 60)
    fill(cv, circle_pts(c, 38, 48, ry=34), STEEL, angle=60, outline=1.6)
    for r, colour in ((32, (120, 128, 146, 255)), (22, (150, 158, 174, 255))):   # the pressed rings
        cv.poly(circle_pts(c, r, 40, ry=r * 0.9), colour, 1.2)
    cv.polyline([(62, 38), (66, 44), (64, 50)], (100, 108, 126, 255), 1.4)         # a dent
    cv.poly(circle_pts((64, 44), 5, 12, ry=3.4), (210, 216, 228, 255))
    stew = [(4, 60), (8, 66), (7, 76), (10, 82), (13, 76), (12, 66), (10, 58)]
    fill(cv, stew, [(0, (190, 110, 50, 255)), (1, (120, 60, 24, 255))], outline=1.0)   # stew down the rim
    fill(cv, circle_pts(c, 9, 20, ry=7), [(0, (90, 70, 60, 255)), (1, (30, 22, 20, 255))], outline=1.3)
    fill(cv, circle_pts((40, 56), 7, 18, ry=4), [(0, (120, 96, 84, 255)), (1, (50, 36, 30, 255))], outline=1.2)
    cv.polyline(circle_pts(c, 30, 10, a0=math.pi * 1.05, a1=math.pi * 1.45), GLINT, 2.6)
    for x in (20, 34, 48):                                # the smell of stew, still rising
        cv.polyline(bezier((x, 24), (x - 5, 16), (x + 5, 10), (x, 2), 8), (150, 170, 90, 200), 1.6)


def wand_of_sparkles(cv):
    """Wand of Sparkles: a slim wand with a star at its tip spraying glitter, and one small flame among it."""
    f = rod(cv, (8, 92), (46, 52), 5, [(0, (60, 40, 70, 255)), (1, (30, 20, 36, 255))], w1=3.6)
    for t in (4, 10):
        cv.line(f(t, -2.6), f(t, 2.6), (217, 164, 65, 255), 1.6)
    tip = f(f.length + 6, 0)
    fill(cv, star_pts(tip, 12, 5, 5), GOLDEN, outline=1.3)
    colours = ((255, 120, 200), (120, 220, 255), (255, 230, 100), (170, 255, 150), (200, 150, 255))
    for i in range(16):                                       # the glitter, sprayed up and to the right
        a = -1.3 + (i * 0.37) % 1.6
        d = 16 + (i * 11) % 24
        p = (tip[0] + math.cos(a) * d, tip[1] + math.sin(a) * d)
        if i % 4 == 0:
            sparkle(cv, p, 4.5, (*colours[i % 5], 255))
        else:
            cv.circle(p, 1.8, (*colours[i % 5], 255))
    draw_flame(cv, (82, 50), 18, 9, seed=3)


def holy_mop(cv):
    """Holy Mop: a mop with a shaggy white head, a golden halo over it and a holy light coming off it."""
    f = rod(cv, (78, 12), (44, 58), 5.4, WOOD)
    fill(cv, [f(f.length - 2, -9), f(f.length + 6, -10), f(f.length + 6, 10), f(f.length - 2, 9)], IRON, angle=0,
         outline=1.2)
    head = f(f.length + 6, 0)
    for i in range(11):                                       # the strands, flopping down
        dx = (i - 5) * 3.6
        end = (head[0] + dx * 1.6 - 4, head[1] + 34 - abs(i - 5) * 1.5)
        strand = bezier((head[0] + dx * 0.7, head[1]), (head[0] + dx, head[1] + 12), (end[0] + 3, end[1] - 10), end, 8)
        cv.polyline(strand, LINE, 5.6)
    for i in range(11):
        dx = (i - 5) * 3.6
        end = (head[0] + dx * 1.6 - 4, head[1] + 34 - abs(i - 5) * 1.5)
        strand = bezier((head[0] + dx * 0.7, head[1]), (head[0] + dx, head[1] + 12), (end[0] + 3, end[1] - 10), end, 8)
        cv.polyline(strand, (246, 244, 236, 255) if i % 2 else (214, 210, 200, 255), 3.4)
    halo = circle_pts((76, 10), 13, 24, ry=5)
    cv.polyline(halo + [halo[0]], LINE, 6)
    cv.polyline(halo + [halo[0]], (255, 220, 120, 255), 3.2)
    for p in ((18, 30), (64, 90), (90, 44)):
        sparkle(cv, p, 5)


def holy_mop_glow(cv):
    cv.light((76, 10), 22, (255, 230, 150), alpha=110, power=1.4)


def mace_of_minor_smiting(cv):
    """Mace of Minor Smiting: a small flanged mace with a holy sun on its head, smiting with a tiny spark."""
    f = rod(cv, (22, 88), (56, 40), 6, [(0, (140, 84, 44, 255)), (1, (80, 44, 20, 255))])
    disc(cv, f(-2, 0), 4.4, GOLDEN, outline=1.1)
    fill(cv, [f(f.length - 4, -6), f(f.length + 2, -6), f(f.length + 2, 6), f(f.length - 4, 6)], GOLDEN)
    c = f(f.length + 14, 0)
    for i in range(6):                                        # the flanges
        a = i * math.tau / 6 + 0.3
        fl = [(c[0] + math.cos(a - 0.35) * 8, c[1] + math.sin(a - 0.35) * 8), (c[0] + math.cos(a) * 19,
                                                                                c[1] + math.sin(a) * 19),
              (c[0] + math.cos(a + 0.35) * 8, c[1] + math.sin(a + 0.35) * 8)]
        fill(cv, fl, STEEL, angle=60, outline=1.2)
    disc(cv, c, 11, STEEL, outline=1.4)
    cv.poly(star_pts(c, 8, 3.6, 8), (255, 216, 100, 255))
    cv.circle(c, 3, (255, 246, 210, 255))
    sparkle(cv, (86, 14), 6)
    sparkle(cv, (90, 30), 3)


def rapier_of_wit(cv):
    """Rapier of Witty Remarks: a thin rapier with a swept gold basket hilt, and a speech bubble of its own
    ('Ha!')."""
    f = along((20, 90), (86, 24))
    fill(cv, [f(22, -2.2), f(f.length, 0), f(22, 2.2)], STEEL, angle=60, outline=1.1)
    fill(cv, [f(2, -2.8), f(16, -2.8), f(16, 2.8), f(2, 2.8)], [(0, (140, 84, 44, 255)), (1, (80, 44, 20, 255))],
         outline=1.0)
    cv.polyline(bezier(f(18, 0), f(10, 14), f(-2, 12), f(2, 0), 10), LINE, 3.6)     # the swept guard
    cv.polyline(bezier(f(18, 0), f(10, 14), f(-2, 12), f(2, 0), 10), (230, 186, 80, 255), 2)
    cv.polyline(bezier(f(18, 0), f(14, -10), f(6, -10), f(4, -2), 10), LINE, 3.6)
    cv.polyline(bezier(f(18, 0), f(14, -10), f(6, -10), f(4, -2), 10), (230, 186, 80, 255), 2)
    fill(cv, [f(18, -9), f(21, -9), f(21, 9), f(18, 9)], GOLDEN, outline=1.0)
    disc(cv, f(0, 0), 3.6, GOLDEN, outline=1.0)
    bubble(cv, (32, 26), 48, 30, (44, 52))
    lettering(cv, "Ha!", (32, 25), 17, (40, 30, 24), face="title")


def cheese_grater(cv):
    """Cursed Cheese Grater: a box grater, rows of sharp holes, a handle on top, a wedge of cheese beside it and a
    green curse of a smell rising."""
    body = [(30, 24), (66, 24), (74, 88), (22, 88)]
    fill(cv, body, STEEL, angle=60, outline=1.8)
    cv.poly([(66, 24), (74, 20), (82, 84), (74, 88)], (120, 128, 146, 255))
    cv.poly([(66, 24), (74, 20), (82, 84), (74, 88)], LINE, 1.4)
    for row in range(7):
        y = 34 + row * 7.6
        for col in range(4):
            x = 33 - row * 0.9 + col * (9 + row * 0.45)
            cv.poly([(x - 2.6, y + 1.6), (x, y - 1.8), (x + 2.6, y + 1.6)], (40, 40, 50, 255))
    cv.polyline([(38, 24), (38, 12), (58, 12), (58, 24)], LINE, 5.4)
    cv.polyline([(38, 24), (38, 12), (58, 12), (58, 24)], (60, 40, 70, 255), 3.4)
    wedge = [(2, 88), (24, 70), (24, 92), (2, 94)]
    fill(cv, wedge, [(0, (255, 230, 120, 255)), (1, (220, 170, 50, 255))], outline=1.3)
    for p in ((10, 86), (17, 80), (18, 89)):
        cv.circle(p, 1.8, (200, 150, 40, 255))
    smell(cv, (72, 82, 92), 30, (150, 200, 80, 220), h=24)
    cv.polyline(circle_pts((36, 50), 12, 6, a0=math.pi * 1.05, a1=math.pi * 1.4), GLINT, 2.0)


def candle_of_courage(cv):
    """Candle of Courage: a fat white candle on a brass holder with a finger loop, wax running down it, its flame
    bright and steady."""
    fill(cv, circle_pts((48, 84), 34, 30, ry=9), [(0, (255, 232, 150, 255)), (0.5, (210, 160, 60, 255)),
                                                  (1, (120, 80, 24, 255))], outline=1.6)
    cv.polyline(circle_pts((84, 76), 8, 14, a0=-math.pi / 2, a1=math.pi / 2), LINE, 5)
    cv.polyline(circle_pts((84, 76), 8, 14, a0=-math.pi / 2, a1=math.pi / 2), (230, 186, 80, 255), 2.8)
    body = [(34, 36), (62, 36), (62, 82), (34, 82)]
    fill(cv, body, [(0, (255, 252, 240, 255)), (1, (220, 210, 190, 255))], angle=0, outline=1.6)
    for x, h in ((38, 14), (50, 22), (58, 10)):
        fill(cv, [(x - 3, 36), (x + 3, 36), (x + 3, 36 + h), (x, 36 + h + 4), (x - 3, 36 + h)],
             [(0, (255, 255, 250, 255)), (1, (230, 222, 204, 255))], outline=1.0)
    cv.ellipse((34, 32, 28, 8), (250, 246, 236, 255))
    cv.ellipse((34, 32, 28, 8), LINE, 1.2)
    cv.line((48, 36), (48, 28), LINE, 1.6)
    draw_flame(cv, (48, 30), 26, 14, seed=7)


def candle_glow(cv):
    cv.light((48, 18), 34, (255, 200, 100), alpha=110, power=1.4)


def boomerang(cv):
    """Boomerang of Returning: a painted wooden boomerang (bent, on purpose) spinning, the curved arrow of its
    flight coming back round to where it started."""
    path = circle_pts((50, 50), 42, 30, a0=math.pi * 0.7, a1=math.pi * 1.9)
    fill(cv, arrow_pts(path, 5, 9, 15), [(0, (255, 250, 235, 255)), (1, (210, 200, 180, 255))], outline=1.2)
    elbow = (28, 30)
    one, two = bezier((88, 54), (70, 42), (44, 30), elbow, 12), bezier(elbow, (24, 46), (34, 74), (50, 90), 12)
    arms = tube(one, 10, 17)[:13] + tube(two, 17, 10)[:13]
    back = tube(two, 17, 10)[13:] + tube(one, 10, 17)[13:]
    fill(cv, arms + back, [(0, (220, 160, 90, 255)), (1, (140, 80, 36, 255))], angle=60, outline=1.6)
    disc(cv, (elbow[0] + 2, elbow[1] + 3), 8.2, [(0, (220, 160, 90, 255)), (1, (140, 80, 36, 255))], angle=60,
         outline=0)                                            # the elbow, smoothed over
    for p in ((70, 43), (50, 34), (29, 52), (36, 72)):         # dots painted on it
        cv.circle(p, 2.6, (240, 240, 230, 255))
        cv.circle(p, 1.2, (181, 72, 58, 255))
    cv.polyline(circle_pts(elbow, 9, 6, a0=math.pi * 0.9, a1=math.pi * 1.4), (255, 250, 235, 220), 1.8)

# ---------------------------------------------------------------------------------------------------------
# Two hands
# ---------------------------------------------------------------------------------------------------------


def greatsword(cv):
    """Greatsword of Overcompensation: an enormous broad sword corner to corner, a huge jewelled guard, and an
    ordinary sword beside it for scale."""
    sword(cv, (8, 92), (82, 38), width=10, guard=22, grip=12, gem=(79, 124, 172, 255))
    sword(cv, (10, 74), (94, 2), width=24, guard=48, grip=22, gem=(181, 72, 58, 255))
    f = along((10, 74), (94, 2))
    for t in (40, 56, 72):                                    # runes on the great blade
        cv.circle(f(t, 0), 2, (255, 220, 120, 255))
    sparkle(cv, (88, 20), 5)


def halberd(cv):
    """Halberd of Doing Stuff: a long pole with an axe blade, a spear point and a back hook all on one head."""
    f = rod(cv, (16, 94), (70, 14), 5, WOOD)
    for t in (8, 14, 20):
        cv.line(f(t, -2.6), f(t + 2, 2.6), (60, 32, 14, 255), 1.4)
    top = f.length - 8
    fill(cv, [f(top, -3), f(top + 22, -2.6), f(top + 30, 0), f(top + 22, 2.6), f(top, 3)], STEEL, angle=60)
    axe = [f(top - 14, -3)] + bezier(f(top - 20, -10), f(top - 24, -26), f(top + 2, -30), f(top + 6, -24), 12) + \
        [f(top + 2, -10), f(top + 2, -3)]
    fill(cv, axe, STEEL, angle=60, outline=1.4)
    cv.polyline(bezier(f(top - 18, -14), f(top - 20, -24), f(top, -26), f(top + 3, -22), 8), GLINT, 1.4)
    hook = [f(top - 8, 3), f(top - 4, 12), f(top + 6, 20), f(top - 2, 14), f(top + 2, 3)]
    fill(cv, hook, STEEL, angle=60, outline=1.3)
    fill(cv, [f(top - 16, -4), f(top + 4, -4), f(top + 4, 4), f(top - 16, 4)], IRON, angle=0, outline=1.2)
    cv.polyline([f(top - 16, 4), f(top - 22, 10), f(top - 16, 14)], (181, 72, 58, 255), 2.4)   # a tassel


def ladder(cv):
    """Ladder, Used as a Weapon: a wooden ladder swung diagonally, rungs and rails, speed lines and the gold stars
    of its last bonk."""
    a, b = along((6, 86), (70, 6)), along((26, 94), (90, 14))
    for f in (a, b):
        fill(cv, [f(0, -3.6), f(f.length, -3.6), f(f.length, 3.6), f(0, 3.6)], WOOD, angle=0, outline=1.4)
    for t in range(10, int(a.length), 13):
        p, q = a(t, -3), b(t, 3)
        cv.line(p, q, LINE, 5.4)
        cv.line(p, q, (190, 130, 70, 255), 3.4)
    fill(cv, [a(0, -3.6), a(0, 3.6), b(0, 3.6), b(0, -3.6)], WOOD, outline=1.2)
    whoosh(cv, [((4, 40), (20, 22)), ((12, 46), (26, 30))])
    for c, r in (((88, 6), 6), ((78, 0), 3)):
        fill(cv, star_pts(c, r, r * 0.45, 6), GOLDEN, outline=1.0)


def staff_of_whacking(cv):
    """Staff of Whacking: a long knobbly wooden quarterstaff, a big gnarled knot at its end, a WHACK star."""
    f = along((10, 92), (74, 20))
    pts = [f(0, -3.6)] + [f(t, -3.6 - (1.4 if (t // 10) % 2 else 0)) for t in range(8, int(f.length), 8)] + \
        [f(f.length, -4), f(f.length, 4)] + [f(t, 3.6 + (1.4 if (t // 10) % 2 else 0))
                                             for t in range(int(f.length) - 8, 0, -8)] + [f(0, 3.6)]
    fill(cv, pts, WOOD, angle=0, outline=1.4)
    for t in (20, 40, 60):
        cv.ellipse((f(t, 0)[0] - 2, f(t, 0)[1] - 1.5, 4, 3), (90, 52, 26, 255))
    knot = circle_pts(f(f.length + 6, 0), 12, 14)
    knot = [(x + (2.4 if i % 2 else -1.4) * math.cos(i), y + (2 if i % 3 else -1) * math.sin(i)) for i, (x, y) in
            enumerate(knot)]
    fill(cv, knot, [(0, (180, 120, 66, 255)), (1, (96, 56, 26, 255))], angle=60, outline=1.5)
    cv.polyline(circle_pts(f(f.length + 6, 0), 6, 10, a0=0.5, a1=4), (90, 52, 26, 255), 1.2)
    fill(cv, star_pts((84, 12), 11, 5, 7), [(0, (255, 240, 150, 255)), (1, (240, 150, 40, 255))], outline=1.2)
    whoosh(cv, [((50, 6), (62, 2)), ((44, 14), (58, 8))])


def two_handed_mallet(cv):
    """Two-Handed Mallet: a huge wooden mallet, its barrel head bound in iron, a long handle, the ground shaking
    where it lands."""
    rod(cv, (14, 92), (54, 40), 7, WOOD)
    c = (60, 32)
    head = rot([(c[0] - 32, c[1] - 17), (c[0] + 32, c[1] - 17), (c[0] + 32, c[1] + 17), (c[0] - 32, c[1] + 17)],
               0.65, c)
    fill(cv, head, [(0, (200, 140, 80, 255)), (1, (120, 70, 34, 255))], angle=0, outline=1.8)
    for t in (-26, 26):                                       # iron bands at the faces
        band = rot([(c[0] + t - 4, c[1] - 18), (c[0] + t + 4, c[1] - 18), (c[0] + t + 4, c[1] + 18),
                    (c[0] + t - 4, c[1] + 18)], 0.65, c)
        fill(cv, band, IRON, angle=0, outline=1.2)
    for t in (-10, 6):
        cv.line(*rot([(c[0] + t, c[1] - 14), (c[0] + t + 4, c[1] + 14)], 0.65, c), (100, 58, 28, 255), 1.2)
    for p in ((6, 70), (2, 80)):
        cv.line(p, (p[0] + 8, p[1] - 2), LINE, 1.6)


def crossbow(cv):
    """Crossbow of Mild Peril: a crossbow seen from above, a red-fletched bolt loaded, an exclamation mark for the
    peril."""
    stock = [(44, 10), (52, 10), (54, 64), (60, 90), (36, 90), (42, 64)]
    fill(cv, stock, WOOD, angle=0, outline=1.6)
    prod = bezier((6, 40), (20, 16), (76, 16), (90, 40), 20)
    cv.polyline(prod, LINE, 7)
    cv.polyline(prod, (130, 136, 150, 255), 4.6)
    cv.polyline([(6, 40), (48, 56), (90, 40)], (240, 236, 220, 255), 1.2)
    fill(cv, [(46.5, 56), (49.5, 56), (49.5, 20), (46.5, 20)], [(0, (200, 200, 200, 255)), (1, (140, 140, 150, 255))],
         outline=0.8)
    fill(cv, [(43, 22), (48, 6), (53, 22)], STEEL, outline=1.0)
    for s in (-1, 1):                                         # the bolt's fletching
        fill(cv, [(48, 52), (48 + s * 6, 60), (48 + s * 6, 54), (48, 46)], [(0, (240, 90, 70, 255)),
                                                                            (1, (160, 40, 30, 255))], outline=0.8)
    cv.rect((44, 62, 8, 6), IRON[1][1])
    cv.polyline([(58, 70), (62, 80), (56, 86)], LINE, 1.6)   # the trigger
    bang(cv, (80, 74), 18)
    bang(cv, (80, 74), 16, (255, 210, 80, 255))


def war_banjo(cv):
    """War Banjo: a round-bodied banjo with spikes round its rim, a long neck and tuning pegs, a loud note off it."""
    f = rod(cv, (40, 58), (86, 8), 8, WOOD)
    fill(cv, [f(f.length - 4, -6), f(f.length + 10, -6), f(f.length + 10, 6), f(f.length - 4, 6)], WOOD, angle=0)
    for t in (2, 8):
        for s in (-1, 1):
            cv.circle(f(f.length + t, s * 8), 2.4, (240, 230, 200, 255))
            cv.circle(f(f.length + t, s * 8), 2.4, LINE, 0.9)
    for i in range(10):                                       # spikes round the rim
        a = i * math.tau / 10
        c = (36, 62)
        sp = [(c[0] + math.cos(a - 0.16) * 28, c[1] + math.sin(a - 0.16) * 28), (c[0] + math.cos(a) * 36,
                                                                                  c[1] + math.sin(a) * 36),
              (c[0] + math.cos(a + 0.16) * 28, c[1] + math.sin(a + 0.16) * 28)]
        fill(cv, sp, STEEL, outline=1.0)
    disc(cv, (36, 62), 29, IRON, outline=1.6)
    disc(cv, (36, 62), 24, [(0, (255, 250, 236, 255)), (1, (220, 206, 176, 255))], outline=1.2)
    for s in (-3, -1, 1, 3):                                  # the strings
        cv.line(f(-6, s * 1.4), f(f.length + 2, s * 1.0), (120, 120, 130, 255), 0.8)
    cv.rect((30, 64, 12, 4), WOOD[1][1])
    for p in ((12, 20), (24, 8)):
        note(cv, p)


def note(cv, c):
    """A quaver."""
    x, y = c
    cv.line((x + 4, y), (x + 4, y + 12), LINE, 1.8)
    cv.poly([(x + 4, y), (x + 10, y + 4), (x + 10, y + 8), (x + 4, y + 4)], LINE)
    cv.ellipse((x - 2, y + 10, 7, 5), LINE)

# ---------------------------------------------------------------------------------------------------------
# No slot: things carried
# ---------------------------------------------------------------------------------------------------------

def rabbits_other_foot(cv):
    """Rabbit's Other Foot: Wilds & Depths' lucky rabbit's foot, the other way round (the other foot), and a
    clover of only three leaves, one of them wilting: lucky, but less so."""
    lucky_foot(Placed(cv, 6, 2, 1, fx=True))
    cv.polyline(bezier((72, 54), (74, 70), (80, 82), (90, 92), 8), LINE, 4.4)
    cv.polyline(bezier((72, 54), (74, 70), (80, 82), (90, 92), 8), (70, 140, 60, 255), 2.4)
    for k, a in enumerate((-2.4, -0.8, 0.9)):                    # three leaves, the last one wilting
        c = (72 + math.cos(a) * 10, 50 + math.sin(a) * 10)
        green = [(0, (150, 220, 120, 255)), (1, (50, 130, 60, 255))]
        fill(cv, rot(heart_pts(c, 10), a + math.pi / 2, c), green if k < 2 else
             [(0, (210, 200, 110, 255)), (1, (140, 120, 50, 255))], outline=1.3)
    cv.circle((72, 50), 2.4, (60, 120, 50, 255))


def mysterious_amulet(cv):
    """Mysterious Amulet: a gold pendant on a chain, a violet stone in it like an eye, question marks round it."""
    for side in (1, -1):
        chain = bezier((48 + side * 30, 2), (48 + side * 30, 22), (48 + side * 16, 32), (48 + side * 4, 36), 8)
        for i, p in enumerate(chain[:-1]):
            cv.line(p, chain[i + 1], (110, 70, 20, 255), 4.6)
            cv.line(p, chain[i + 1], (240, 196, 96, 255), 2.6)
    fill(cv, [(42, 32), (54, 32), (52, 40), (44, 40)], GOLDEN, outline=1.2)
    setting = [(48 + math.cos(a) * 24 * (1 + 0.12 * math.cos(4 * a)), 62 + math.sin(a) * 26 * (1 + 0.12 *
                                                                                           math.cos(4 * a)))
               for a in [i * math.tau / 48 for i in range(48)]]
    fill(cv, setting, GOLDEN, angle=60, outline=1.6)
    eye = bezier((30, 62), (40, 48), (56, 48), (66, 62), 10) + bezier((66, 62), (56, 76), (40, 76), (30, 62), 10)
    fill(cv, eye, [(0, (230, 190, 255, 255)), (0.5, (140, 80, 200, 255)), (1, (60, 20, 100, 255))], outline=1.2)
    cv.ellipse((45, 54, 6, 16), (20, 8, 30, 255))
    cv.circle((44, 57), 2, (255, 255, 255, 230))
    for c, size in (((14, 48), 20), ((82, 44), 16), ((80, 84), 14)):
        lettering(cv, "?", (c[0] + 1, c[1] + 1), size, (43, 33, 24))
        lettering(cv, "?", c, size, (200, 170, 240))


def mysterious_amulet_glow(cv):
    cv.light((48, 62), 30, (190, 130, 255), alpha=70, power=1.6)


def cape_of_dramatic_exits(cv):
    """Cape of Dramatic Exits: a red cape with a gold lining swirling away in a great swish, its clasp glinting,
    a puff of smoke where its wearer was."""
    cloud(cv, (24, 80), 34, [(0, (220, 220, 230, 255)), (1, (130, 130, 150, 255))])
    lining = bezier((40, 12), (8, 30), (6, 70), (30, 88), 14) + bezier((30, 88), (50, 70), (78, 82), (92, 62), 14) + \
        bezier((92, 62), (76, 50), (60, 30), (56, 12), 10)
    fill(cv, lining, [(0, (255, 220, 120, 255)), (1, (190, 130, 40, 255))], angle=60, outline=1.5)
    cape = bezier((40, 12), (20, 30), (18, 60), (34, 78), 14) + bezier((34, 78), (52, 62), (72, 70), (88, 58), 14) + \
        bezier((88, 58), (72, 46), (60, 30), (56, 12), 10)
    fill(cv, cape, [(0, (230, 80, 70, 255)), (0.6, (181, 50, 50, 255)), (1, (100, 20, 30, 255))], angle=60,
         outline=1.5)
    for pts in (bezier((44, 16), (34, 36), (34, 56), (40, 72), 8), bezier((50, 16), (50, 40), (60, 56), (70, 64), 8)):
        cv.polyline(pts, (120, 24, 30, 255), 1.4)                # folds
    cv.line((38, 12), (58, 12), LINE, 4.4)
    cv.line((38, 12), (58, 12), (217, 164, 65, 255), 2.4)
    disc(cv, (48, 12), 5, GOLDEN, outline=1.2)
    sparkle(cv, (54, 6), 5)
    whoosh(cv, [((70, 20), (90, 30)), ((76, 36), (94, 44))])


def pet_mimic(cv):
    """Pet Mimic: a little treasure chest with teeth, its lid open, tongue lolling like a happy dog's, big eyes, a
    collar with a tag, and a stubby tail wagging."""
    cv.polyline([(84, 66), (92, 58), (90, 50)], LINE, 5)          # the wagging tail
    cv.polyline([(84, 66), (92, 58), (90, 50)], (160, 96, 50, 255), 3)
    for r in (5, 9):
        cv.polyline(circle_pts((90, 52), r, 5, a0=-1.6, a1=-0.4), (255, 250, 235, 220), 1.4)
    box = [(16, 56), (84, 56), (82, 88), (18, 88)]
    fill(cv, box, WOOD, angle=70, outline=1.8)
    lid = [(14, 24), (20, 14), (80, 14), (86, 24), (84, 40), (16, 40)]
    fill(cv, lid, WOOD, angle=70, outline=1.8)
    mouth = [(18, 40), (82, 40), (84, 56), (16, 56)]
    cv.poly(mouth, (90, 20, 30, 255))
    cv.poly(mouth, LINE, 1.2)
    tongue = bezier((40, 50), (38, 66), (44, 80), (52, 78), 8) + bezier((52, 78), (60, 76), (60, 62), (58, 50), 8)
    fill(cv, tongue, [(0, (255, 140, 160, 255)), (1, (200, 70, 100, 255))], outline=1.2)
    cv.line((49, 56), (50, 72), (180, 60, 90, 255), 1.2)
    for x in range(22, 80, 8):                                    # teeth, top and bottom
        fill(cv, [(x - 3, 40), (x + 3, 40), (x, 46)], BONE, outline=0.8)
        if not 36 < x < 62:
            fill(cv, [(x - 3, 56), (x + 3, 56), (x, 50)], BONE, outline=0.8)
    for y in (20, 62):
        for x in (18, 78):
            cv.rect((x, y, 4, 20 if y > 50 else 16), IRON[1][1])
    round_eyes(cv, 27, 13, 7.5, look=(0, 1.4))
    fill(cv, [(20, 60), (80, 60), (80, 65), (20, 65)], [(0, (90, 150, 220, 255)), (1, (40, 80, 150, 255))],
         outline=1.0)                                             # the collar
    disc(cv, (66, 70), 5, GOLDEN, outline=1.0)


def wishbone(cv):
    """Wishbone of Never Mind: a wishbone, its two arms being pulled apart, a wish of a star going up from it."""
    left = tube(bezier((48, 74), (40, 52), (30, 36), (18, 16), 14), 9, 6)
    right = tube(bezier((48, 74), (56, 52), (66, 36), (78, 16), 14), 9, 6)
    for arm in (left, right):
        fill(cv, arm, BONE, angle=60, outline=1.5)
    for end in ((18, 16), (78, 16)):
        disc(cv, end, 5.6, BONE, outline=1.3)
    fill(cv, circle_pts((48, 76), 10, 20, ry=9), BONE, outline=1.5)
    cv.poly([(40, 70), (56, 70), (48, 60)], BONE[1][1])
    whoosh(cv, [((6, 24), (12, 16)), ((84, 24), (90, 16))])
    fill(cv, star_pts((48, 32), 11, 5, 5), GOLDEN, outline=1.3)
    for p in ((36, 12), (60, 10)):
        sparkle(cv, p, 4)


def dodging_ring(cv):
    """Ring of Remarkable Dodging: a gold ring with a blue stone leaning out of the way of an arrow that just
    missed it, speed lines showing where it was."""
    ring = rot(circle_pts((40, 58), 22, 36, ry=24), -0.35, (40, 58))
    cv.polyline([(x + 14, y + 4) for x, y in ring] + [(ring[0][0] + 14, ring[0][1] + 4)], (255, 250, 235, 120), 2)
    cv.polyline(ring + [ring[0]], LINE, 11)
    cv.polyline(ring + [ring[0]], (180, 120, 30, 255), 8)
    cv.polyline(ring + [ring[0]], (255, 214, 110, 255), 4.6)
    cv.polyline(ring[20:30], (255, 250, 220, 255), 1.8)
    disc(cv, (32, 34), 9, GOLDEN, outline=1.3)
    disc(cv, (32, 34), 6.4, [(0, (170, 220, 255, 255)), (1, (40, 90, 170, 255))], outline=1.0)
    cv.circle((30, 32), 1.6, GLINT)
    f = along((4, 10), (92, 88))                                  # the arrow, going past
    rod(cv, f(10, 14), f(f.length - 4, 14), 2.6, WOOD, outline=1.0)
    fill(cv, [f(f.length - 6, 10), f(f.length + 6, 14), f(f.length - 6, 18)], STEEL, outline=1.0)
    for s in (-1, 1):
        fill(cv, [f(10, 14), f(4, 14 + s * 6), f(18, 14 + s * 6), f(22, 14)],
             [(0, (240, 90, 70, 255)), (1, (160, 40, 30, 255))], outline=0.9)
    whoosh(cv, [((64, 16), (80, 10)), ((70, 28), (88, 24))])


def portable_hole(cv):
    """Portable Hole: a round black hole lying flat like a rug, one edge peeled up to show it is a thing you can
    fold, and stars deep inside it."""
    hole = circle_pts((44, 58), 38, 40, ry=22)
    cv.poly(hole, (14, 10, 20, 255))
    cv.poly(hole, LINE, 1.6)
    cv.grad_shape(lambda k: k.poly(hole, WHITE), [(0, (70, 50, 110, 255)), (0.5, (20, 14, 34, 255)),
                                                  (1, (6, 4, 10, 255))], angle=90, box=(6, 36, 76, 44))
    for p, r in (((36, 60), 3), ((56, 52), 2), ((28, 52), 1.6), ((50, 68), 1.6)):
        sparkle(cv, p, r, (230, 220, 255, 255), ink=False)
    flap = bezier((66, 40), (90, 26), (98, 52), (80, 72), 14) + bezier((80, 72), (86, 56), (80, 46), (66, 40), 10)
    fill(cv, flap, [(0, (70, 60, 90, 255)), (1, (20, 16, 30, 255))], angle=60, outline=1.5)
    cv.polyline(bezier((70, 42), (86, 34), (92, 50), (82, 66), 10), (130, 110, 170, 255), 1.2)
    for p in ((14, 26), (80, 16)):
        sparkle(cv, p, 5)


def bag_of_spare_courage(cv):
    """Bag of Spare Courage: a drawstring pouch with a red heart stitched on it, more hearts bubbling out of its
    mouth."""
    sack = bezier((38, 38), (6, 50), (10, 92), (48, 90), 16) + bezier((48, 90), (86, 92), (90, 50), (58, 38), 16)
    fill(cv, sack, [(0, (150, 190, 230, 255)), (0.6, (90, 130, 180, 255)), (1, (40, 70, 110, 255))], angle=70)
    top = [(36, 40), (28, 30), (38, 32), (42, 24), (48, 30), (56, 24), (58, 32), (68, 30), (60, 40)]
    fill(cv, top, [(0, (150, 190, 230, 255)), (1, (70, 110, 160, 255))], outline=1.2)
    cv.rect((34, 37, 28, 6), (217, 164, 65, 255), radius=3)
    cv.rect((34, 37, 28, 6), LINE, radius=3, width=1.2)
    cv.polyline([(60, 40), (72, 48), (70, 56)], LINE, 3.4)
    cv.polyline([(60, 40), (72, 48), (70, 56)], (217, 164, 65, 255), 1.8)
    heart(cv, (48, 66), 14)
    for a in range(12):                                           # the stitches round it
        p = heart_pts((48, 66), 17.5, 12)[a]
        cv.circle(p, 0.9, (255, 240, 220, 255))
    for c, r in (((34, 16), 7), ((52, 8), 5), ((66, 16), 6)):
        heart(cv, c, r)


def bagpipes_of_despair(cv):
    """Bagpipes of Despair: a tartan bag with three drones and a chanter, a tassel, and a sour note wailing out."""
    for x0, x1, y1 in ((34, 14, 6), (46, 34, 2), (58, 56, 8)):    # the drones
        f = rod(cv, (x0, 40), (x1, y1), 5, [(0, (60, 40, 34, 255)), (1, (30, 20, 18, 255))], w1=4)
        fill(cv, [f(f.length - 2, -4.5), f(f.length + 6, -4.5), f(f.length + 6, 4.5), f(f.length - 2, 4.5)],
             [(0, (250, 244, 226, 255)), (1, (200, 190, 170, 255))], angle=0, outline=1.1)
    bag = circle_pts((46, 56), 32, 36, ry=24)
    fill(cv, bag, [(0, (220, 80, 70, 255)), (1, (140, 30, 40, 255))], angle=70, outline=0)
    for x in range(14, 84, 12):                                   # the tartan, within the bag
        clipped(cv, (x, 30), (x + 4, 82), bag, (40, 70, 50, 180), 3.4)
        clipped(cv, (x + 6, 30), (x + 9, 82), bag, (255, 220, 120, 150), 1)
    for y in range(38, 82, 12):
        clipped(cv, (12, y), (82, y + 2), bag, (40, 70, 50, 180), 3.4)
    cv.poly(bag, LINE, 1.6)
    rod(cv, (58, 74), (72, 94), 5, [(0, (60, 40, 34, 255)), (1, (30, 20, 18, 255))], w1=7)   # the chanter
    rod(cv, (20, 48), (6, 58), 3, [(0, (60, 40, 34, 255)), (1, (30, 20, 18, 255))])          # the blowpipe
    cv.polyline([(34, 40), (30, 60), (26, 70)], (217, 164, 65, 255), 2.0)                   # the tassel cord
    note(cv, (78, 22))
    note(cv, (84, 44))
    for r in (6, 10):
        cv.polyline(circle_pts((80, 84), r, 6, a0=-0.8, a1=0.4), (255, 250, 235, 220), 1.6)

ITEMS = {"dented_colander": dented_colander, "helm_of_moderate_courage": helm_of_moderate_courage,
         "pointy_hat": pointy_hat, "horned_helmet": horned_helmet, "bucket_of_bravery": bucket_of_bravery,
         "hood_of_shady_dealings": hood_of_shady_dealings, "bent_halo": bent_halo,
         "cardboard_cuirass": cardboard_cuirass, "chainmail_onesie": chainmail_onesie, "slimy_jerkin": slimy_jerkin,
         "plate_of_many_dents": plate_of_many_dents, "glowing_armor": glowing_armor, "barrel_armor": barrel_armor,
         "scale_shirt": scale_shirt, "robe_of_questionable_taste": robe_of_questionable_taste,
         "boots_of_hasty_retreat": boots_of_hasty_retreat, "steel_toed_boots": steel_toed_boots,
         "fuzzy_slippers": fuzzy_slippers, "league_flipflops": league_flipflops, "stompers": stompers,
         "pointy_stick": pointy_stick, "rubber_chicken": rubber_chicken, "slightly_sharp_sword": slightly_sharp_sword,
         "frying_pan": frying_pan, "buckler": buckler, "dagger_of_treachery": dagger_of_treachery,
         "pot_lid_shield": pot_lid_shield, "wand_of_sparkles": wand_of_sparkles, "holy_mop": holy_mop,
         "mace_of_minor_smiting": mace_of_minor_smiting, "rapier_of_wit": rapier_of_wit, "cheese_grater": cheese_grater,
         "candle_of_courage": candle_of_courage, "boomerang": boomerang, "greatsword": greatsword, "halberd": halberd,
         "ladder": ladder, "staff_of_whacking": staff_of_whacking, "two_handed_mallet": two_handed_mallet,
         "crossbow": crossbow, "war_banjo": war_banjo, "rabbits_other_foot": rabbits_other_foot,
         "mysterious_amulet": mysterious_amulet, "cape_of_dramatic_exits": cape_of_dramatic_exits,
         "pet_mimic": pet_mimic, "wishbone": wishbone, "dodging_ring": dodging_ring, "portable_hole": portable_hole,
         "bag_of_spare_courage": bag_of_spare_courage, "bagpipes_of_despair": bagpipes_of_despair}
OVER = {"bent_halo": bent_halo_glow, "glowing_armor": glowing_armor_glow, "holy_mop": holy_mop_glow,
        "candle_of_courage": candle_glow, "mysterious_amulet": mysterious_amulet_glow}
UNDER = {}
