"""How a piece is played: scales and modes, 2-bar motifs generated from a seed (chord tones on the strong
beats, steps between), and render, which lays a piece's sections bar by bar into one seamless loop.
"""

from __future__ import annotations

import random

from instruments import bass_note, cached, drum, hz, lead_note, pad
from synth import add, n_of, reverb

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
