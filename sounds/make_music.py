"""Synthesize each game's music with the standard library, on make_sounds.py's building blocks (which write
it as OGG Vorbis, at 16 kHz: make_sounds.MUSIC_SR).

Run from anywhere:  python sounds/make_music.py  [name ...]     (make_sounds.py runs it too)
Deterministic (seeded). Each piece is one seamless loop of two to two and a half minutes, chained from
sections that change the instruments, the register, the rhythm and the melody over the same small themes, so
a long game does not hear the same forty seconds over and over. Like the menu's loop it is built circularly:
every note, echo and reverb tail that runs past the end wraps round into the start.

A piece is data (STYLES): a mode and tempo, its instruments, and a form: sections of bars, each naming its
chords (as scale degrees), the accompaniment, the drum pattern and the melody (2-bar motifs, generated from
a seed and repeated or varied, transposed onto the chords by scale degree).
"""

from __future__ import annotations

import math
import random
import sys

import make_sounds as ms
from make_sounds import (
    TAU,
    add,
    bandpass,
    bell,
    brass,
    damped_sine,
    envelope,
    highpass,
    lowpass,
    mul,
    n_of,
    noise,
    pluck,
    reverb,
    write,
)

# ---------------------------------------------------------------------------------------------------------
# Instruments (each note is made once and reused: _CACHE)
# ---------------------------------------------------------------------------------------------------------

_CACHE: dict[tuple, list[float]] = {}


def cached(key, make):
    if key not in _CACHE:
        _CACHE[key] = make()
    return _CACHE[key]


def hz(midi):
    return 440.0 * 2 ** ((midi - 69) / 12)


def flute(freq, sec, breath=0.05):
    """A soft flute / whistle: a sine with a little second and third harmonic, slow attack, gentle vibrato."""
    n = n_of(sec)
    out = [0.0] * n
    att, rel = n_of(min(0.07, sec / 3)), n_of(min(0.12, sec / 3))
    ph = 0.0
    rng = random.Random(int(freq * 10))
    for i in range(n):
        t = i / ms.SR
        e = min(1.0, i / att) if att else 1.0
        if i > n - rel:
            e *= (n - i) / rel
        ph += TAU * freq * (1 + 0.004 * math.sin(TAU * 5.0 * t) * min(1.0, t / 0.25)) / ms.SR
        out[i] = e * (math.sin(ph) + 0.18 * math.sin(2 * ph) + 0.06 * math.sin(3 * ph))
    if breath:
        chiff = mul(highpass(noise(0.05, rng), 2000), envelope(n_of(0.05), [(0, 0), (0.01, 1), (0.05, 0)]))
        add(out, chiff, 0, breath)
    return out


def pad(freqs, sec, attack=1.2, release=1.5):
    """A slow-swelling pad: each pitch a pair of slightly detuned sines with an octave above."""
    n = n_of(sec)
    out = [0.0] * n
    for f in freqs:
        for ratio, a in ((1.0, 0.5), (1.003, 0.5), (2.0, 0.15)):
            add(out, damped_sine(f * ratio, 0, sec, a, attack=0.0))
    return mul(out, envelope(n, [(0, 0), (attack, 1), (max(attack, sec - release), 0.85), (sec, 0)]))


def tom(freq=90.0, sec=0.5, amp=1.0, seed=0):
    """A low drum (tom, taiko, bodhran): a falling sine with a thump of filtered noise."""
    rng = random.Random(seed)
    n = n_of(sec)
    out = [0.0] * n
    ph = 0.0
    for i in range(n):
        t = i / ms.SR
        ph += TAU * freq * (1 + 0.8 * math.exp(-t / 0.02)) / ms.SR
        out[i] = math.sin(ph) * math.exp(-t / (sec / 4))
    hit = mul(lowpass(noise(0.04, rng), 900), envelope(n_of(0.04), [(0, 1), (0.04, 0)]))
    add(out, hit, 0, 0.5)
    return [v * amp for v in out]


def hat(sec=0.05, seed=0, fc=6000):
    """A shaker / hi-hat tick: high noise, quickly gone."""
    rng = random.Random(seed)
    return mul(highpass(noise(sec, rng), fc), envelope(n_of(sec), [(0, 0), (0.002, 1), (sec, 0)]))


def snare(sec=0.18, seed=0):
    rng = random.Random(seed)
    body = damped_sine(190, 0.05, sec, 0.6)
    rattle = mul(bandpass(noise(sec, rng), 2500, 0.8), envelope(n_of(sec), [(0, 0), (0.002, 1), (sec, 0)]))
    add(body, rattle, 0, 1.4)
    return body


def woodblock(freq=950.0):
    out = damped_sine(freq, 0.025, 0.12, 1.0, attack=0.0005)
    add(out, damped_sine(freq * 2.6, 0.012, 0.06, 0.4, attack=0.0005))
    return out


def xylo(freq, sec=0.6):
    return bell(freq, sec, 1.0, partials=((1.0, 1.0, 1.0), (3.93, 0.25, 0.35), (9.2, 0.06, 0.15)), tau=0.35)


def glide(f0, f1, sec):
    """A slide whistle between two pitches."""
    n = n_of(sec)
    out = [0.0] * n
    ph = 0.0
    for i in range(n):
        x = i / n
        ph += TAU * f0 * (f1 / f0) ** x / ms.SR
        out[i] = math.sin(ph) * math.sin(math.pi * x) ** 0.5
    return out


def rumble(sec, seed=0):
    """Low roaring noise swelling up: the fireball coming on behind."""
    rng = random.Random(seed)
    x = lowpass(lowpass(noise(sec, rng), 220), 300)
    return mul(x, envelope(n_of(sec), [(0, 0), (sec * 0.8, 1), (sec, 0)]))


def lead_note(kind, midi, sec):
    """One melody note for the instrument `kind`, at unit level."""
    f = hz(midi)
    sec = round(sec, 3)
    if kind == "harp":
        return cached((kind, midi, sec), lambda: pluck(f, max(sec, 2.5), 0.9, tau=1.3))
    if kind == "lute":
        return cached((kind, midi, sec), lambda: pluck(f, max(sec, 1.2), 0.9, tau=0.45))
    if kind == "flute":
        return cached((kind, midi, sec), lambda: flute(f, sec * 0.95))
    if kind == "horn":
        return cached((kind, midi, sec), lambda: lowpass(brass(f, sec * 0.95, 0.7, vib=0.004), 1800))
    if kind == "fiddle":
        return cached((kind, midi, sec), lambda: lowpass(brass(f, sec * 0.92, 0.55, vib=0.006), 3200))
    if kind == "stab":
        return cached((kind, midi, sec), lambda: lowpass(brass(f, min(sec, 0.16), 0.6), 2200))
    if kind == "xylo":
        return cached((kind, midi, sec), lambda: xylo(f))
    if kind == "bell":
        return cached((kind, midi, sec), lambda: bell(f, 3.0, 0.6, tau=1.2))
    raise ValueError(kind)


def bass_note(kind, midi, sec):
    f = hz(midi)
    sec = round(sec, 3)
    if kind == "pluck":
        return cached(("b" + kind, midi, sec), lambda: lowpass(pluck(f, max(sec, 1.0), 1.0, tau=0.6), 900))
    if kind == "tuba":
        return cached(("b" + kind, midi, sec), lambda: lowpass(brass(f, min(sec, 0.35), 0.9), 700))
    if kind == "drone":
        return cached(("b" + kind, midi, sec), lambda: pad([f, f * 1.5], sec, attack=0.8, release=0.8))
    if kind == "ostinato":
        return cached(("b" + kind, midi, sec), lambda: lowpass(pluck(f, 0.4, 1.0, tau=0.18), 1200))
    raise ValueError(kind)


def drum(kind, var=0):
    """Percussion sounds, three variants each so repeats are not identical."""
    key = ("drum", kind, var % 3)
    makers = {
        "tom": lambda: tom(85 + 4 * var, 0.6, 1.0, seed=var),
        "taiko": lambda: tom(62 + 3 * var, 0.9, 1.2, seed=10 + var),
        "bodhran": lambda: tom(110 + 5 * var, 0.3, 0.8, seed=20 + var),
        "hat": lambda: hat(0.045, seed=30 + var),
        "shaker": lambda: hat(0.09, seed=40 + var, fc=4500),
        "snare": lambda: snare(0.16, seed=50 + var),
        "block": lambda: woodblock(900 + 60 * var),
        "clink": lambda: bell(2900 + 150 * var, 0.5, 0.5, tau=0.25),
        "crackle": lambda: mul(bandpass(noise(0.02, random.Random(60 + var)), 1800, 1.5),
                               envelope(n_of(0.02), [(0, 1), (0.02, 0)])),
    }
    return cached(key, makers[kind])


# ---------------------------------------------------------------------------------------------------------
# Scales, motifs and the score
# ---------------------------------------------------------------------------------------------------------

MODES = {"ionian": (0, 2, 4, 5, 7, 9, 11), "dorian": (0, 2, 3, 5, 7, 9, 10), "aeolian": (0, 2, 3, 5, 7, 8, 10),
         "mixolydian": (0, 2, 4, 5, 7, 9, 10), "harmonic": (0, 2, 3, 5, 7, 8, 11)}


def pitch(tonic, mode, degree):
    """MIDI pitch of a scale degree (0 = the tonic; 7 = an octave up; negative below)."""
    octave, step = divmod(degree, 7)
    return tonic + 12 * octave + MODES[mode][step]


def motif(rng, rhythm, strong):
    """A 2-bar melodic cell: [(beat, length, degree above the chord's root)]. Chord tones (0, 2, 4, 7) on the
    strong beats, steps between them, a gentle contour that comes back near where it started."""
    out = []
    d = rng.choice((0, 2, 4))
    for beat, length in rhythm:
        if beat % strong == 0:
            near = [c for c in (-3, 0, 2, 4, 7) if abs(c - d) <= 3] or [0]
            d = rng.choice(near)
        else:
            d += rng.choice((-1, -1, 1, 1, 2, -2))
            d = max(-3, min(9, d))
        out.append((beat, length, d))
    return out


class Score:
    def __init__(self, style):
        self.s = style
        self.beat = 60.0 / style["bpm"]
        self.bar_beats = style["meter"]
        self.bars = sum(sec["bars"] for sec in style["form"])
        self.n = n_of(self.bars * self.bar_beats * self.beat)
        self.out = [0.0] * self.n
        self.dry = [0.0] * self.n     # kept out of the echo
        self.rng = random.Random(style["seed"])

    def put(self, sound, beat, gain, dry=False):
        add(self.dry if dry else self.out, sound, beat * self.beat, gain, wrap=True)

    def deg(self, degree):
        return pitch(self.s["tonic"], self.s["mode"], degree)


def render(style):
    sc = Score(style)
    s = style
    mb = s["meter"]
    rhythms = s["rhythms"]
    motifs = {}
    bar0 = 0
    for section in s["form"]:
        chords = section["chords"]
        for b in range(section["bars"]):
            chord = chords[b % len(chords)]
            at = (bar0 + b) * mb
            root = chord
            # bass
            bass = section.get("bass")
            if bass:
                kind, pattern = s["bass"][bass]
                for beat, off, length in pattern:
                    sc.put(bass_note(kind, sc.deg(root + off) - 24, length * sc.beat), at + beat, s["gains"]["bass"])
            # chords
            acc = section.get("acc")
            if acc:
                kind, pattern = s["acc"][acc]
                tones = [sc.deg(root + k) - 12 for k in (0, 2, 4)]
                if acc == "pad":   # a bar's chord, swelling in as the last one fades
                    sec = mb * sc.beat + 1.0
                    chord_pad = cached(("pad", tuple(tones), round(sec, 2)), lambda t=tones, x=sec: pad(
                        [hz(m) for m in t], x, attack=min(1.2, x / 3), release=1.2))
                    sc.put(chord_pad, at - 0.5, s["gains"]["pad"])
                for beat, which, vel in pattern:
                    for j, k in enumerate(which):
                        m = tones[k % 3] + 12 * (k // 3)
                        sc.put(lead_note(kind, m, 0.25 * sc.beat * 4), at + beat + 0.03 * j, vel * s["gains"]["acc"])
            # drums
            drums = section.get("drums")
            if drums:
                for kind, beat, vel in s["drums"][drums]:
                    sc.put(drum(kind, sc.rng.randrange(3)), at + beat, vel * s["gains"]["drums"] *
                           sc.rng.uniform(0.85, 1.0), dry=True)
            # melody: 2-bar motifs named by letters, e.g. "aaba": a, a, b, a over 8 bars
            tune = section.get("tune")
            if tune and b % 2 == 0:
                name, kind, octave, gain = tune
                letter = name[(b // 2) % len(name)]
                if letter != "-":
                    key = (section.get("motifs", s["seed"]), letter)
                    if key not in motifs:
                        r = random.Random(f"{key}")
                        motifs[key] = motif(r, rhythms[r.randrange(len(rhythms))], s.get("strong", 2))
                    for beat, length, d in motifs[key]:
                        m = sc.deg(root + d) + 12 * octave
                        if beat >= mb:   # the second bar follows its own chord
                            nxt = chords[(b + 1) % len(chords)]
                            m = sc.deg(nxt + d) + 12 * octave
                        while m > s.get("ceiling", 86):   # kept in a singing range, whatever the chord
                            m -= 12
                        while m < 45:
                            m += 12
                        sc.put(lead_note(kind, m, length * sc.beat), at + beat, gain * s["gains"]["lead"])
            # extras: single sounds at a bar
            for when, what in section.get("extra", ()):
                if when == b:
                    what(sc, at)
        bar0 += section["bars"]
    # an echo on the tuneful part, circular
    d = n_of(sc.beat * s.get("echo_beats", 0.75))
    mixed = sc.out[:]
    for lap in range(1, 3):
        g = s.get("echo", 0.25) ** lap
        for i in range(sc.n):
            mixed[(i + d * lap) % sc.n] += sc.out[i] * g
    for i in range(sc.n):
        mixed[i] += sc.dry[i]
    return reverb(mixed, wet=s.get("wet", 0.2), room=s.get("room", 0.8), damp=0.45, circular=True)


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

# The music's loudness: peaks at -12 dBFS and (for the dense pieces) an RMS no higher than -24 dBFS, well
# under the effects (peaks at -3 dBFS).
MUSIC_PEAK, MUSIC_RMS = -12.0, -24.0


def main(argv):
    chosen = set(argv[1:])
    ms.SR = ms.MUSIC_SR
    for name, style in STYLES.items():
        if chosen and name not in chosen:
            continue
        _CACHE.clear()
        loop = write(name, render(style), MUSIC_PEAK, fades=False, rms_cap_db=MUSIC_RMS, music=True)
        steps = [abs(loop[i + 1] - loop[i]) for i in range(len(loop) - 1)]
        print(f"{name} join step {abs(loop[0] - loop[-1]):.4f} (typical step {sum(steps) / len(steps):.4f}, "
              f"largest {max(steps):.4f})")


if __name__ == "__main__":
    main(sys.argv)
