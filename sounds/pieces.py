"""Each game's piece as data (STYLES): a mode and tempo, its instruments, and a form of sections, each naming
its chords (as scale degrees), the accompaniment, the drum pattern and the melody; and the few sounds some
sections add (torches, bells, the fireball, slide whistles).
"""

from __future__ import annotations

from instruments import cached, drum, glide, lead_note, rumble

# ---------------------------------------------------------------------------------------------------------
# The pieces
# ---------------------------------------------------------------------------------------------------------

def torches(sc, at):
    """A torch spitting now and then: a few soft crackles over a bar."""
    for _ in range(5):
        sc.put(drum("crackle", sc.rng.randrange(3)), at + sc.rng.uniform(0, sc.bar_beats), 0.05, dry=True)


def bells(*degrees):
    def ring(sc, at):
        for j, d in enumerate(degrees):
            sc.put(lead_note("bell", sc.deg(d) + 12, 3.0), at + 2 * j, 0.09)
    return ring


def fireball(sc, at):
    sc.put(cached(("rumble",), lambda: rumble(4 * sc.beat * sc.bar_beats / 2, 7)), at, 0.35, dry=True)


def slide_up(sc, at):
    sc.put(cached(("glide", 1), lambda: glide(500, 1400, 0.45)), at + sc.bar_beats - 1, 0.18)


def slide_down(sc, at):
    sc.put(cached(("glide", 2), lambda: glide(1300, 420, 0.6)), at + sc.bar_beats - 1, 0.18)


# Dungeon!: a torch-lit crawl. D dorian, slow; a drone, footfalls on a low drum, a harp, a horn, far bells.
DUNGEON = {
    "seed": 101, "bpm": 72, "meter": 4, "tonic": 62, "mode": "dorian", "echo": 0.3, "wet": 0.3, "room": 0.84,
    "gains": {"bass": 0.35, "pad": 0.10, "acc": 0.22, "drums": 0.45, "lead": 0.5},
    "rhythms": [[(0, 2), (2, 1), (3, 1), (4, 3), (7, 1)], [(0, 1.5), (1.5, 0.5), (2, 2), (4, 1), (5, 1), (6, 2)],
                [(0, 3), (3, 1), (4, 4)]],
    "bass": {"drone": ("drone", [(-0.4, 0, 4.8)]), "walk": ("pluck", [(0, 0, 2), (2, 4, 2)])},
    "acc": {"pad": ("harp", []), "arp": ("harp", [(0, [0], 0.6), (1, [1], 0.5), (2, [2], 0.5), (3, [3], 0.45)])},
    "drums": {"steps": [("tom", 0, 0.8), ("tom", 2, 0.6)], "march": [("tom", 0, 0.9), ("tom", 2, 0.6),
                                                                      ("tom", 3.5, 0.4), ("hat", 1, 0.12),
                                                                      ("hat", 3, 0.12)]},
    "form": [
        {"bars": 4, "chords": [0, 0, 6, 0], "bass": "drone", "acc": "pad", "drums": "steps",
         "extra": [(0, torches), (2, torches)]},
        {"bars": 8, "chords": [0, 6, 5, 4], "bass": "drone", "acc": "pad", "drums": "steps",
         "tune": ("aaba", "harp", 0, 1.0), "extra": [(3, torches), (7, bells(4, 2))]},
        {"bars": 8, "chords": [0, 3, 6, 0], "bass": "walk", "acc": "arp", "drums": "march",
         "tune": ("cdcd", "horn", -1, 0.5), "extra": [(4, torches)]},
        {"bars": 4, "chords": [5, 6, 0, 0], "bass": "drone", "acc": "pad",
         "extra": [(0, bells(7, 4, 2)), (2, torches)]},
        {"bars": 8, "chords": [0, 6, 5, 4], "bass": "walk", "acc": "arp", "drums": "steps",
         "tune": ("abab", "harp", 1, 0.7), "motifs": 7},
        {"bars": 8, "chords": [3, 0, 6, 4], "bass": "drone", "acc": "pad", "drums": "march",
         "tune": ("e-e-", "horn", -1, 0.5), "extra": [(1, torches), (6, bells(0, 4))]},
        {"bars": 4, "chords": [0, 0, 6, 0], "bass": "drone", "acc": "pad", "drums": "steps",
         "tune": ("a-", "harp", 0, 0.6), "extra": [(2, torches)]},
    ],
}

# Wilds & Depths: travelling between the town and the wild. G major in 6/8 (six eighths a bar), a lute
# picking, a flute with the tune, a horn for the open country.
TOWN = {
    "seed": 202, "bpm": 198, "meter": 6, "tonic": 67, "mode": "ionian", "strong": 3, "echo": 0.2,
    "echo_beats": 1.5, "wet": 0.18,
    "gains": {"bass": 0.35, "pad": 0.08, "acc": 0.2, "drums": 0.35, "lead": 0.45},
    "rhythms": [[(0, 2), (2, 1), (3, 3), (6, 1), (7, 1), (8, 1), (9, 3)],
                [(0, 3), (3, 2), (5, 1), (6, 2), (8, 1), (9, 3)],
                [(0, 1), (1, 1), (2, 1), (3, 3), (6, 3), (9, 2), (11, 1)]],
    "bass": {"lilt": ("pluck", [(0, 0, 3), (3, 4, 3)]), "long": ("pluck", [(0, 0, 6)])},
    "acc": {"pick": ("lute", [(0, [0], 0.6), (1, [1], 0.4), (2, [2], 0.4), (3, [3], 0.5), (4, [2], 0.4),
                              (5, [1], 0.4)]),
            "open": ("lute", [(0, [0, 1, 2], 0.4), (3, [1, 2], 0.3)]), "pad": ("lute", [])},
    "drums": {"walk": [("bodhran", 0, 0.6), ("bodhran", 3, 0.4), ("shaker", 2, 0.15), ("shaker", 5, 0.15)],
              "soft": [("bodhran", 0, 0.4), ("shaker", 3, 0.1)]},
    "form": [
        {"bars": 4, "chords": [0, 3, 0, 4], "bass": "lilt", "acc": "pick", "drums": "soft"},
        {"bars": 8, "chords": [0, 3, 4, 0, 5, 3, 4, 0], "bass": "lilt", "acc": "pick", "drums": "walk",
         "tune": ("abac", "flute", 0, 0.9)},
        {"bars": 8, "chords": [0, 3, 4, 0, 5, 3, 4, 0], "bass": "lilt", "acc": "pick", "drums": "walk",
         "tune": ("abad", "flute", 1, 0.6)},
        {"bars": 8, "chords": [5, 3, 0, 4], "bass": "long", "acc": "pad", "drums": "soft",
         "tune": ("e-f-", "horn", -1, 0.45)},
        {"bars": 8, "chords": [5, 2, 3, 4], "bass": "long", "acc": "open", "drums": "soft",
         "tune": ("effe", "harp", 0, 0.7)},
        {"bars": 8, "chords": [0, 3, 4, 0, 5, 3, 4, 0], "bass": "lilt", "acc": "open", "drums": "walk",
         "tune": ("gbgc", "lute", 1, 0.7), "motifs": 9},
        {"bars": 8, "chords": [5, 3, 5, 4], "bass": "long", "acc": "pad", "tune": ("r-s-", "harp", 0, 0.6),
         "motifs": 23},
        {"bars": 4, "chords": [3, 4, 3, 4], "bass": "long", "acc": "open", "drums": "soft"},
        {"bars": 8, "chords": [0, 3, 4, 0, 5, 3, 4, 0], "bass": "lilt", "acc": "pick", "drums": "walk",
         "tune": ("abac", "flute", 0, 0.9)},
        {"bars": 4, "chords": [3, 4, 0, 0], "bass": "long", "acc": "pad", "tune": ("a-", "harp", 0, 0.6)},
    ],
}

# Escape from Rovert's Lair: a tense chase, the fireball behind. A harmonic minor, fast; a running bass,
# taiko and snare, brass stabs and a horn, and the fire roaring up in the bridge.
ESCAPE = {
    "seed": 303, "bpm": 144, "meter": 4, "tonic": 57, "mode": "harmonic", "echo": 0.15, "echo_beats": 0.5,
    "wet": 0.15, "room": 0.75,
    "gains": {"bass": 0.4, "pad": 0.07, "acc": 0.22, "drums": 0.5, "lead": 0.4},
    "rhythms": [[(0, 1), (1, 1), (2, 2), (4, 0.5), (4.5, 0.5), (5, 1), (6, 2)],
                [(0, 0.5), (0.5, 0.5), (1, 1), (2, 1), (3, 1), (4, 3), (7, 1)],
                [(0, 1.5), (1.5, 1.5), (3, 1), (4, 1.5), (5.5, 1.5), (7, 1)]],
    "bass": {"run": ("ostinato", [(0, 0, 0.5), (0.5, 0, 0.5), (1, 7, 0.5), (1.5, 0, 0.5), (2, 0, 0.5),
                                  (2.5, 0, 0.5), (3, 7, 0.5), (3.5, 4, 0.5)]),
             "gallop": ("ostinato", [(0, 0, 0.5), (0.75, 0, 0.25), (1, 0, 0.5), (1.75, 0, 0.25), (2, 0, 0.5),
                                     (2.75, 0, 0.25), (3, 4, 0.5), (3.75, 4, 0.25)]),
             "hold": ("drone", [(-0.4, 0, 4.8)])},
    "acc": {"stabs": ("stab", [(0, [0, 2], 0.6), (1.5, [0, 2], 0.5), (3, [1, 2], 0.5)]),
            "pad": ("stab", []), "trem": ("lute", [(i * 0.25, [i % 3 + 3], 0.25) for i in range(16)])},
    "drums": {"chase": [("taiko", 0, 0.9), ("taiko", 1.5, 0.6), ("snare", 2, 0.5), ("taiko", 2.5, 0.4),
                        ("snare", 3, 0.35), ("snare", 3.5, 0.45)] + [("hat", i + 0.5, 0.08) for i in range(4)],
              "pulse": [("taiko", 0, 0.8), ("taiko", 2, 0.6), ("hat", 1, 0.06), ("hat", 3, 0.06)],
              "hide": [("taiko", 0, 0.5)],
              "roll": [("snare", 2 + i * 0.25, 0.15 + 0.05 * i) for i in range(8)] + [("taiko", 0, 1.0)]},
    "form": [
        {"bars": 4, "chords": [0, 0, 5, 4], "bass": "run", "drums": "pulse"},
        {"bars": 8, "chords": [0, 5, 3, 4], "bass": "run", "acc": "stabs", "drums": "chase",
         "tune": ("abab", "horn", 0, 0.8)},
        {"bars": 8, "chords": [0, 5, 3, 4], "bass": "gallop", "acc": "stabs", "drums": "chase",
         "tune": ("acab", "horn", 1, 0.55)},
        {"bars": 4, "chords": [5, 5, 4, 4], "bass": "hold", "acc": "trem", "drums": "pulse",
         "extra": [(0, fireball)]},
        {"bars": 4, "chords": [5, 3, 4, 4], "bass": "gallop", "acc": "trem", "drums": "roll",
         "tune": ("d-", "horn", 0, 0.7)},
        {"bars": 8, "chords": [3, 0, 3, 4], "bass": "run", "acc": "stabs", "drums": "chase",
         "tune": ("efef", "fiddle", 1, 0.5), "motifs": 5},
        {"bars": 4, "chords": [0, 0, 5, 4], "bass": "hold", "acc": "trem", "drums": "pulse",
         "extra": [(0, fireball)]},
        {"bars": 8, "chords": [0, 5, 3, 4], "bass": "gallop", "acc": "stabs", "drums": "chase",
         "tune": ("abac", "horn", 0, 0.8)},
        {"bars": 4, "chords": [3, 4, 0, 4], "bass": "run", "acc": "trem", "drums": "roll"},
        {"bars": 8, "chords": [0, 0, 5, 5, 3, 3, 4, 4], "bass": "hold", "drums": "hide",
         "tune": ("g-h-", "horn", -1, 0.6), "motifs": 19},
        {"bars": 8, "chords": [0, 5, 3, 4], "bass": "run", "acc": "stabs", "drums": "pulse",
         "tune": ("ijij", "fiddle", 0, 0.55), "motifs": 19},
        {"bars": 8, "chords": [5, 4, 0, 0, 5, 4, 3, 4], "bass": "gallop", "acc": "stabs", "drums": "chase",
         "tune": ("kflf", "horn", 0, 0.7), "motifs": 29},
    ],
}

# Dice Delve: a tavern and a game of dice. D mixolydian jig in 6/8: a fiddle, a strummed lute, a bodhran,
# mugs clinking.
DELVE = {
    "seed": 404, "bpm": 300, "meter": 6, "tonic": 62, "mode": "mixolydian", "strong": 3, "echo": 0.12,
    "echo_beats": 1.5, "wet": 0.22, "room": 0.7,
    "gains": {"bass": 0.35, "pad": 0.0, "acc": 0.22, "drums": 0.4, "lead": 0.42},
    "rhythms": [[(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 2), (8, 1), (9, 3)],
                [(0, 2), (2, 1), (3, 2), (5, 1), (6, 1), (7, 1), (8, 1), (9, 2), (11, 1)],
                [(0, 1), (1, 1), (2, 1), (3, 3), (6, 1), (7, 1), (8, 1), (9, 3)]],
    "bass": {"jig": ("pluck", [(0, 0, 3), (3, 4, 3)]), "drone": ("drone", [(-0.6, 0, 7.2)])},
    "acc": {"strum": ("lute", [(0, [0, 1, 2], 0.5), (3, [0, 1, 2], 0.35), (5, [1, 2], 0.2)]),
            "light": ("lute", [(0, [0, 1, 2], 0.35)])},
    "drums": {"jig": [("bodhran", 0, 0.7), ("bodhran", 2, 0.3), ("bodhran", 3, 0.5), ("bodhran", 5, 0.3)],
              "clink": [("bodhran", 0, 0.6), ("bodhran", 3, 0.4), ("clink", 4, 0.25)],
              "dice": [("block", 0, 0.3), ("block", 1, 0.2), ("block", 2, 0.25), ("bodhran", 3, 0.5)]},
    "form": [
        {"bars": 4, "chords": [0, 6, 0, 4], "bass": "jig", "acc": "strum", "drums": "jig"},
        {"bars": 8, "chords": [0, 6, 0, 4, 0, 6, 3, 0], "bass": "jig", "acc": "strum", "drums": "jig",
         "tune": ("abac", "fiddle", 0, 0.9)},
        {"bars": 8, "chords": [0, 6, 0, 4, 0, 6, 3, 0], "bass": "jig", "acc": "strum", "drums": "clink",
         "tune": ("abac", "fiddle", 0, 0.9)},
        {"bars": 8, "chords": [3, 0, 3, 4], "bass": "drone", "acc": "light", "drums": "dice",
         "tune": ("dede", "flute", 1, 0.7)},
        {"bars": 8, "chords": [3, 0, 6, 4], "bass": "jig", "acc": "strum", "drums": "clink",
         "tune": ("dfdg", "lute", 1, 0.7)},
        {"bars": 4, "chords": [0, 4, 0, 4], "bass": "drone", "drums": "dice"},
        {"bars": 8, "chords": [5, 3, 0, 4], "bass": "drone", "acc": "light", "tune": ("r-s-", "harp", 0, 0.6),
         "motifs": 31},
        {"bars": 8, "chords": [5, 3, 0, 4], "bass": "jig", "acc": "light", "drums": "dice",
         "tune": ("rsrt", "lute", 1, 0.6), "motifs": 31},
        {"bars": 8, "chords": [0, 6, 0, 4, 0, 6, 3, 0], "bass": "jig", "acc": "strum", "drums": "jig",
         "tune": ("hbhc", "fiddle", 0, 0.9), "motifs": 11},
        {"bars": 8, "chords": [5, 4, 6, 0], "bass": "jig", "acc": "light", "drums": "clink",
         "tune": ("ijij", "flute", 1, 0.6)},
        {"bars": 8, "chords": [0, 6, 0, 4, 0, 6, 3, 0], "bass": "jig", "acc": "strum", "drums": "jig",
         "tune": ("abac", "fiddle", 0, 0.9)},
        {"bars": 8, "chords": [0, 3, 4, 0], "bass": "drone", "acc": "light", "drums": "clink",
         "tune": ("klkm", "harp", 1, 0.7), "motifs": 17},
        {"bars": 8, "chords": [0, 6, 0, 4, 0, 6, 3, 0], "bass": "jig", "acc": "strum", "drums": "jig",
         "tune": ("nono", "fiddle", 0, 0.85), "motifs": 17},
        {"bars": 8, "chords": [5, 4, 3, 4], "bass": "jig", "acc": "light", "drums": "dice",
         "tune": ("p-q-", "flute", 0, 0.7), "motifs": 17},
        {"bars": 4, "chords": [3, 4, 0, 0], "bass": "jig", "acc": "strum", "drums": "dice"},
    ],
}

# Kick the Door: a comic, bouncy card game. C major, oom-pah: a tuba, a plucked after-beat, a xylophone with
# the tune, a woodblock, and a slide whistle now and then.
DOORS = {
    "seed": 505, "bpm": 126, "meter": 4, "tonic": 60, "mode": "ionian", "echo": 0.1, "echo_beats": 0.5,
    "wet": 0.14, "room": 0.7,
    "gains": {"bass": 0.45, "pad": 0.0, "acc": 0.2, "drums": 0.35, "lead": 0.4},
    "rhythms": [[(0, 0.5), (0.5, 0.5), (1, 1), (2, 0.5), (2.5, 0.5), (3, 1), (4, 1), (5, 1), (6, 2)],
                [(0, 1), (1, 0.5), (1.5, 0.5), (2, 1), (3, 1), (4, 0.5), (4.5, 0.5), (5, 0.5), (5.5, 0.5),
                 (6, 1), (7, 1)],
                [(0, 1.5), (1.5, 0.5), (2, 1), (3, 1), (4, 1.5), (5.5, 0.5), (6, 2)]],
    "bass": {"oom": ("tuba", [(0, 0, 1), (2, 4, 1)]), "walk": ("tuba", [(0, 0, 1), (1, 2, 1), (2, 4, 1),
                                                                         (3, 2, 1)])},
    "acc": {"pah": ("lute", [(1, [0, 1, 2], 0.5), (3, [0, 1, 2], 0.5)]),
            "skip": ("lute", [(1, [1, 2], 0.45), (1.5, [1, 2], 0.2), (3, [1, 2], 0.45), (3.5, [1, 2], 0.2)])},
    "drums": {"bounce": [("block", 0, 0.4), ("block", 1, 0.25), ("block", 2, 0.4), ("block", 3, 0.25),
                         ("hat", 1.5, 0.08), ("hat", 3.5, 0.08)],
              "march": [("tom", 0, 0.6), ("snare", 1, 0.3), ("tom", 2, 0.5), ("snare", 3, 0.3)],
              "tiptoe": [("block", 0, 0.25), ("block", 2.5, 0.2)]},
    "form": [
        {"bars": 4, "chords": [0, 4, 0, 4], "bass": "oom", "acc": "pah", "drums": "bounce",
         "extra": [(3, slide_up)]},
        {"bars": 8, "chords": [0, 3, 4, 0, 0, 3, 4, 0], "bass": "oom", "acc": "pah", "drums": "bounce",
         "tune": ("abac", "xylo", 1, 0.9)},
        {"bars": 8, "chords": [0, 3, 4, 0, 0, 3, 4, 0], "bass": "walk", "acc": "skip", "drums": "march",
         "tune": ("abad", "flute", 1, 0.6), "extra": [(7, slide_down)]},
        {"bars": 8, "chords": [5, 1, 4, 0], "bass": "oom", "acc": "skip", "drums": "tiptoe",
         "tune": ("e-e-", "harp", 1, 0.6)},
        {"bars": 8, "chords": [3, 0, 1, 4], "bass": "walk", "acc": "pah", "drums": "march",
         "tune": ("fgfh", "horn", 0, 0.45), "extra": [(7, slide_up)]},
        {"bars": 8, "chords": [0, 3, 4, 0, 0, 3, 4, 0], "bass": "oom", "acc": "pah", "drums": "bounce",
         "tune": ("ijik", "xylo", 1, 0.9), "motifs": 13},
        {"bars": 8, "chords": [5, 5, 1, 4], "bass": "oom", "drums": "tiptoe", "tune": ("n-o-", "xylo", 0, 0.7),
         "motifs": 37},
        {"bars": 4, "chords": [4, 4, 4, 4], "bass": "oom", "drums": "tiptoe", "tune": ("l-", "xylo", 2, 0.6),
         "extra": [(3, slide_down)]},
        {"bars": 8, "chords": [0, 3, 4, 0, 0, 3, 4, 0], "bass": "oom", "acc": "pah", "drums": "bounce",
         "tune": ("abac", "xylo", 1, 0.9)},
        {"bars": 4, "chords": [3, 4, 0, 0], "bass": "walk", "acc": "pah", "drums": "march",
         "tune": ("m-", "flute", 1, 0.6)},
    ],
}

STYLES = {"music_dungeon": DUNGEON, "music_town": TOWN, "music_escape": ESCAPE, "music_delve": DELVE,
          "music_doors": DOORS}
