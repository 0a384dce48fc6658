"""The menu's own music: a calm, seamless dungeon loop (a breathing D drone, wind, a slow D-minor harp with
echo, distant bells and dripping water, in reverb). Each game's music: pieces.py.
"""

from __future__ import annotations

import math
import random

import synth
from synth import TAU, add, bell, lowpass, n_of, noise, note_hz, pluck, reverb

# ---------------------------------------------------------------------------------------------------------
# Music: the menu's own, a calm, seamless dungeon loop (each game's music: make_music.py)
# ---------------------------------------------------------------------------------------------------------

BEAT = 0.8  # 75 bpm
BEATS = 56  # 14 bars of 4/4
LOOP = BEAT * BEATS  # 44.8 s


def loop_freq(f):
    """Nudge f so that it completes a whole number of cycles in the loop (a drone that joins up)."""
    return round(f * LOOP) / LOOP


def music_loop():
    rng = random.Random(20)
    n = n_of(LOOP)
    out = [0.0] * n
    # drone: D2, A2, D3, each a few soft harmonics, breathing slowly (LFO periods divide the loop)
    for f, amp, lfo_cycles, lfo_phase in ((73.42, 0.5, 2, 0.0), (110.0, 0.28, 3, 1.3), (146.83, 0.2, 5, 2.1),
                                          (220.0, 0.06, 7, 0.4)):
        for k, ka in ((1, 1.0), (2, 0.35), (3, 0.12), (4, 0.05)):
            fk = loop_freq(f * k * (1.0015 if k == 2 else 1.0))
            w = TAU * fk / synth.SR
            lw = TAU * lfo_cycles / n
            a = amp * ka * 0.6
            for i in range(n):
                out[i] += a * (0.65 + 0.35 * math.sin(lw * i + lfo_phase + k)) * math.sin(w * i)
    # wind in the passages: filtered noise, crossfaded end into start so it loops
    xf = n_of(3.0)
    wind = lowpass(lowpass(noise(LOOP + 3.0, rng), 420), 600)
    wmod = [0.5 + 0.5 * math.sin(TAU * 3 * i / n + 0.5) * math.sin(TAU * 2 * i / n) for i in range(n)]
    for i in range(n):
        v = wind[i]
        if i < xf:
            g = i / xf
            v = wind[i] * math.sqrt(g) + wind[n + i] * math.sqrt(1 - g)
        out[i] += v * 1.6 * (0.35 + 0.65 * wmod[i])
    # the melody, D minor, on a soft harp
    melody = [(0, "D4", 1.0), (2, "A4", 0.8), (4, "G4", 0.8), (6, "F4", 0.7), (7, "E4", 0.6), (8, "D4", 0.9),
              (12, "A3", 0.7), (13.5, "C4", 0.6), (14, "D4", 0.8), (16, "F4", 0.8), (18, "A4", 0.8),
              (19, "C5", 0.7), (20, "Bb4", 0.85), (22, "A4", 0.75), (24, "G4", 0.8), (25, "F4", 0.6),
              (26, "G4", 0.7), (28, "A4", 0.9), (32, "D5", 0.8), (33.5, "C5", 0.6), (34, "A4", 0.75),
              (36, "F4", 0.7), (37, "G4", 0.6), (38, "A4", 0.75), (40, "E4", 0.7), (42, "D4", 0.8),
              (44, "C4", 0.7), (46, "A3", 0.75), (48, "D4", 0.9)]
    voice = [0.0] * n
    for beat, nm, vel in melody:
        f = note_hz(nm)
        add(voice, pluck(f, 3.2, vel, tau=1.4), beat * BEAT, 0.55, wrap=True)
        add(voice, pluck(f / 2, 2.5, vel * 0.3, tau=1.0), beat * BEAT, 0.55, wrap=True)
    # an echo, circular so the tail of bar 14 falls into bar 1
    d = n_of(BEAT * 0.75)
    echo = [0.0] * n
    for lap in range(1, 4):
        g = 0.32 ** lap
        for i in range(n):
            echo[(i + d * lap) % n] += voice[i] * g
    for i in range(n):
        out[i] += voice[i] + echo[i] * 0.8
    # distant bells at the ends of phrases
    for beat, nm in ((10, "A5"), (30, "D6"), (50, "F5"), (52, "A5")):
        add(out, bell(note_hz(nm), 4.0, 0.12, tau=1.6), beat * BEAT, wrap=True)
    # water dripping somewhere
    for _ in range(7):
        t0 = rng.uniform(0, LOOP)
        m = n_of(0.12)
        drip = [0.0] * m
        ph = 0.0
        f0 = rng.uniform(900, 1300)
        for i in range(m):
            t = i / synth.SR
            ph += TAU * f0 * (1 + 1.2 * min(1.0, t / 0.03)) / synth.SR
            drip[i] = math.sin(ph) * math.exp(-t / 0.025)
        add(out, drip, t0, 0.12, wrap=True)
    return reverb(out, wet=0.3, room=0.84, damp=0.4, circular=True)
