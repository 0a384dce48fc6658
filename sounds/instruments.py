"""Each game's music's instruments, on the building blocks in synth.py: a flute, a pad, drums, a xylophone,
glides and rumbles, and the notes a tune or a bass line asks of them (each note is made once and reused:
_CACHE).
"""

from __future__ import annotations

import math
import random

import synth
from synth import TAU, add, bandpass, bell, brass, damped_sine, envelope, highpass, lowpass, mul, n_of, noise, pluck

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
        t = i / synth.SR
        e = min(1.0, i / att) if att else 1.0
        if i > n - rel:
            e *= (n - i) / rel
        ph += TAU * freq * (1 + 0.004 * math.sin(TAU * 5.0 * t) * min(1.0, t / 0.25)) / synth.SR
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
        t = i / synth.SR
        ph += TAU * freq * (1 + 0.8 * math.exp(-t / 0.02)) / synth.SR
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
        ph += TAU * f0 * (f1 / f0) ** x / synth.SR
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
