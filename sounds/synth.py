"""The sound building blocks every effect and piece of music is made from (standard library only): the sample
rate, oscillators, noise, filters, envelopes, reverb, and instruments (a bell, a pluck, brass). The bottom of
sounds/: it imports none of the effects or music.
"""

from __future__ import annotations

import math

# The sample rate everything is made at, read by every block as it runs: the effects at 22050 Hz; the commands
# set it to MUSIC_SR (synth.SR = synth.MUSIC_SR) before they make music.
SR = 22050
# The music is made at 16 kHz (all it holds is below 8 kHz; a fifth smaller than at 22 kHz for the same
# Vorbis quality); the mixer resamples it as it plays. Effects stay at 22050 Hz.
MUSIC_SR = 16000
TAU = math.tau

# ---------------------------------------------------------------------------------------------------------
# Building blocks
# ---------------------------------------------------------------------------------------------------------


def n_of(sec):
    return int(round(sec * SR))


def silence(sec):
    return [0.0] * n_of(sec)


def add(dst, src, at=0.0, gain=1.0, wrap=False):
    """Mix src into dst starting at `at` seconds (wrapping round the end when wrap is set)."""
    j0 = n_of(at)
    n = len(dst)
    if wrap:
        for i, v in enumerate(src):
            dst[(j0 + i) % n] += v * gain
        return dst
    for i, v in enumerate(src):
        j = j0 + i
        if j >= n:
            break
        if j >= 0:
            dst[j] += v * gain
    return dst


def damped_sine(freq, tau, sec, amp=1.0, attack=0.003, phase_env=None):
    """amp * exp(-t/tau) * sin(2 pi f t) via a two-multiply recurrence, with a short linear attack."""
    n = n_of(sec)
    w = TAU * freq / SR
    r = math.exp(-1.0 / (tau * SR)) if tau > 0 else 1.0
    c = 2 * r * math.cos(w)
    r2 = r * r
    out = [0.0] * n
    y2, y1 = 0.0, r * math.sin(w)
    if n > 1:
        out[1] = y1
    for i in range(2, n):
        y = c * y1 - r2 * y2
        out[i] = y
        y2, y1 = y1, y
    na = max(1, n_of(attack))
    for i in range(n):
        out[i] *= amp * (i / na if i < na else 1.0)
    return out


def noise(sec, rng):
    return [rng.uniform(-1.0, 1.0) for _ in range(n_of(sec))]


def lowpass(x, fc):
    a = 1 - math.exp(-TAU * fc / SR)
    y = 0.0
    out = [0.0] * len(x)
    for i, v in enumerate(x):
        y += a * (v - y)
        out[i] = y
    return out


def highpass(x, fc):
    lp = lowpass(x, fc)
    return [v - w for v, w in zip(x, lp, strict=False)]


def bandpass(x, f0, q):
    """RBJ biquad band-pass (0 dB peak)."""
    w0 = TAU * f0 / SR
    alpha = math.sin(w0) / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * math.cos(w0) / a0, (1 - alpha) / a0
    x1 = x2 = y1 = y2 = 0.0
    out = [0.0] * len(x)
    for i, v in enumerate(x):
        y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, v
        y2, y1 = y1, y
        out[i] = y
    return out


def svf_sweep(x, fc_of_t, q):
    """State-variable band-pass whose centre follows fc_of_t(seconds)."""
    lo = bd = 0.0
    damp = 1.0 / q
    out = [0.0] * len(x)
    f = 0.0
    for i, v in enumerate(x):
        if i % 16 == 0:
            f = 2 * math.sin(math.pi * min(fc_of_t(i / SR), SR / 6) / SR)
        hi = v - lo - damp * bd
        bd += f * hi
        lo += f * bd
        out[i] = bd
    return out


def envelope(n, points):
    """Piecewise-linear envelope through (seconds, level) points."""
    out = [0.0] * n
    pts = sorted(points)
    k = 0
    for i in range(n):
        t = i / SR
        while k < len(pts) - 2 and t > pts[k + 1][0]:
            k += 1
        (t0, v0), (t1, v1) = pts[k], pts[min(k + 1, len(pts) - 1)]
        if t <= t0:
            out[i] = v0
        elif t >= t1:
            out[i] = v1
        else:
            out[i] = v0 + (v1 - v0) * (t - t0) / (t1 - t0)
    return out


def mul(x, e):
    return [a * b for a, b in zip(x, e, strict=False)]


def fade(x, fin=0.004, fout=0.02):
    n = len(x)
    a, b = max(1, n_of(fin)), max(1, n_of(fout))
    for i in range(min(a, n)):
        x[i] *= math.sin(0.5 * math.pi * i / a) ** 2
    for i in range(min(b, n)):
        x[n - 1 - i] *= math.sin(0.5 * math.pi * i / b) ** 2
    return x


def soft_clip(x, drive=1.0):
    return [math.tanh(v * drive) / math.tanh(drive) for v in x]


def reverb(x, wet=0.25, room=0.78, damp=0.35, tail=1.0, circular=False):
    """A small Schroeder/Freeverb-style reverb. circular: treat x as a loop (run two laps, keep the second)."""
    n = len(x)
    src = x + x if circular else x + [0.0] * n_of(tail)
    combs = [1116, 1188, 1277, 1356]
    combs = [int(c * SR / 44100) for c in combs]
    alls = [int(c * SR / 44100) for c in (556, 441)]
    acc = [0.0] * len(src)
    for d in combs:
        buf = [0.0] * d
        idx = 0
        store = 0.0
        for i, v in enumerate(src):
            out = buf[idx]
            store = out * (1 - damp) + store * damp
            buf[idx] = v * 0.015 * 1.0 + store * room
            idx += 1
            if idx == d:
                idx = 0
            acc[i] += out
    for d in alls:
        buf = [0.0] * d
        idx = 0
        for i, v in enumerate(acc):
            b = buf[idx]
            o = -v + b
            buf[idx] = v + b * 0.5
            idx += 1
            if idx == d:
                idx = 0
            acc[i] = o
    if circular:
        wetpart = acc[n:]
        return [a + wet * 12 * b for a, b in zip(x, wetpart, strict=False)]
    dry = src
    return [a + wet * 12 * b for a, b in zip(dry, acc, strict=False)]


def bell(freq, sec, amp=1.0, partials=((1.0, 1.0, 1.0), (2.0, 0.45, 0.6), (2.76, 0.35, 0.45), (5.4, 0.18, 0.25),
                                       (8.93, 0.08, 0.15)), tau=0.9):
    out = [0.0] * n_of(sec)
    for ratio, a, tscale in partials:
        if freq * ratio >= SR / 2.2:
            continue
        add(out, damped_sine(freq * ratio, tau * tscale, sec, a * amp, attack=0.002))
    return out


def pluck(freq, sec, amp=1.0, tau=1.2):
    """A soft harp / kalimba pluck: harmonics that die away faster the higher they are."""
    out = [0.0] * n_of(sec)
    for k, a in ((1, 1.0), (2, 0.42), (3, 0.2), (4, 0.09), (5, 0.04)):
        if freq * k >= SR / 2.2:
            continue
        add(out, damped_sine(freq * k * (1 + 0.0007 * k * k), tau / (k ** 0.9), sec, a * amp, attack=0.006))
    add(out, damped_sine(freq * 5.2, 0.06, min(sec, 0.3), 0.05 * amp, attack=0.001))
    return out


def brass(freq, sec, amp=1.0, rng=None, vib=0.0):
    """A warm brass-like tone: additive saw whose upper harmonics swell in with the attack."""
    n = n_of(sec)
    out = [0.0] * n
    att = n_of(0.04)
    rel = n_of(0.12)
    phases = [0.0] * 14
    for i in range(n):
        t = i / SR
        e = min(1.0, i / att) if i < att else 1.0
        if i > n - rel:
            e *= (n - i) / rel
        bright = 0.35 + 0.65 * math.exp(-t / 0.25) * min(1.0, i / (att * 0.7 + 1))
        f = freq * (1 + vib * math.sin(TAU * 5.2 * t) * min(1.0, t / 0.3))
        s = 0.0
        for k in range(1, 14):
            if f * k > 5000:
                break
            phases[k] += TAU * f * k / SR
            s += math.sin(phases[k]) / k * (bright ** ((k - 1) * 0.35))
        out[i] = s * e * amp
    return out


def note_hz(name):
    names = {"C": -9, "C#": -8, "Db": -8, "D": -7, "D#": -6, "Eb": -6, "E": -5, "F": -4, "F#": -3, "Gb": -3,
             "G": -2, "G#": -1, "Ab": -1, "A": 0, "A#": 1, "Bb": 1, "B": 2}
    pitch, octave = name[:-1], int(name[-1])
    return 440.0 * 2 ** ((names[pitch] + 12 * (octave - 4)) / 12)


def db(v):
    return 20 * math.log10(v) if v > 0 else -999.0


def normalise(x, peak_db, rms_cap_db=None):
    """Scale to the peak target; a long loud sound is held down further so its RMS stays under the cap."""
    p = max(abs(v) for v in x) or 1.0
    g = 10 ** (peak_db / 20) / p
    if rms_cap_db is not None:
        rms = math.sqrt(sum(v * v for v in x) / len(x)) or 1.0
        g = min(g, 10 ** (rms_cap_db / 20) / rms)
    return [v * g for v in x]
