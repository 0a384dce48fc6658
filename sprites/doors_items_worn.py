"""Kick the Door's items that are worn: headgear, armor and footgear (doors_items.py names each picture by its
card's kind).
"""

from __future__ import annotations

import math

from doors_icons import armor
from doors_kit import Placed, cloud, tinted
from doors_strokes import CARDBOARD, CLOTH_PURPLE, LEATHER, SLIME, drop, holes, smell, sparkle, whoosh, within
from geometry import bezier, circle_pts, rot, star_pts
from sticker_kit import BONE, GLINT, GOLDEN, IRON, LINE, STEEL, WOOD, disc, fill, flip, horn, mirror
from town_kit import boot, coin, heart

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
