"""Synthesize every sound in sounds/ with the standard library (math, random, struct), written as OGG Vorbis.

Run from anywhere:  python sounds/make_sounds.py  [name ...]     (each game's music: make_music.py, run from here)
Deterministic: every noise source is a seeded random.Random and the Ogg stream's serial number is fixed, so a
re-run writes identical files. Writing OGG Vorbis is the one thing beyond the standard library: the soundfile
package (pip install soundfile, or the project's `sounds` extra), needed only here, never by the game.
Effects are 22050 Hz mono, normalised to a peak near -3 dBFS (the UI ticks and the turn bell softer); the music
is 16 kHz mono at -12 dBFS. Every effect gets a short fade at both ends so it starts and stops without a click;
the music loops are built circularly (events wrap, the reverb is run over two laps and the second kept) so that
each end runs seamlessly into its start. The script prints length, peak, RMS and size per file.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SR = 22050
# Vorbis settings (libsndfile's compression level: 0 is the best quality, 1 the smallest file). The effects
# are short and full of transients, so they keep more; the music is long, soft and tonal, and is kept small.
EFFECT_COMPRESSION = 0.5
MUSIC_COMPRESSION = 1.0
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


def encode(path, x, compression):
    """Write x as OGG Vorbis. pygame cannot write OGG, so this is the one thing the scripts need beyond the
    standard library: the soundfile package (libsndfile, with Vorbis, comes inside its wheel). It is needed
    only to make the files, never to play them: pip install soundfile (or the project's `sounds` extra)."""
    try:
        import soundfile
    except ImportError:
        sys.exit("writing OGG Vorbis needs the soundfile package: pip install soundfile "
                 "(or: pip install -e '.[sounds]')")
    # compression_level 0..1 is libsndfile's Vorbis quality, inverted (1.0 is quality 0, the smallest)
    clipped = [max(-1.0, min(1.0, v)) for v in x]
    with soundfile.SoundFile(str(path), "w", SR, 1, format="OGG", subtype="VORBIS",
                             compression_level=compression) as f:
        for i in range(0, len(clipped), 8192):   # in blocks: libsndfile's Vorbis writer crashes on one huge write
            f.write(clipped[i:i + 8192])


def _ogg_crc_table():
    table = []
    for i in range(256):
        r = i << 24
        for _ in range(8):
            r = ((r << 1) ^ 0x04C11DB7) if r & 0x80000000 else r << 1
        table.append(r & 0xFFFFFFFF)
    return table


def fix_serial(path, serial):
    """Give every Ogg page the stream serial number `serial` (libsndfile picks a random one) and recompute the
    pages' checksums, so that a re-run writes byte-identical files (the sound itself is identical anyway)."""
    table = _ogg_crc_table()
    data = bytearray(path.read_bytes())
    at = 0
    while at < len(data) and data[at:at + 4] == b"OggS":
        nseg = data[at + 26]
        size = 27 + nseg + sum(data[at + 27:at + 27 + nseg])
        data[at + 14:at + 18] = struct.pack("<I", serial)
        data[at + 22:at + 26] = b"\0\0\0\0"
        crc = 0
        for b in data[at:at + size]:
            crc = ((crc << 8) & 0xFFFFFFFF) ^ table[(crc >> 24) ^ b]
        data[at + 22:at + 26] = struct.pack("<I", crc)
        at += size
    path.write_bytes(bytes(data))


def write(name, x, peak_db=-3.0, fades=True, rms_cap_db=-15.0, music=False):
    if fades:
        x = fade(x)
    mean = sum(x) / len(x)
    x = [v - mean for v in x] if fades else x
    if fades:
        x = fade(x, 0.002, 0.005)
    x = normalise(x, peak_db, rms_cap_db)
    path = HERE / f"{name}.ogg"
    encode(path, x, MUSIC_COMPRESSION if music else EFFECT_COMPRESSION)
    fix_serial(path, zlib.crc32(name.encode()))
    peak = max(abs(v) for v in x)
    rms = math.sqrt(sum(v * v for v in x) / len(x))
    print(f"{name + '.ogg':22s} {len(x) / SR:6.2f} s  peak {db(peak):6.1f} dBFS  rms {db(rms):6.1f} dBFS  "
          f"{path.stat().st_size / 1024:7.1f} KiB  ends {x[0]:+.4f} / {x[-1]:+.4f}")
    return x


# ---------------------------------------------------------------------------------------------------------
# Effects
# ---------------------------------------------------------------------------------------------------------


def s_click():
    rng = random.Random(1)
    out = silence(0.06)
    burst = mul(highpass(noise(0.012, rng), 1500), envelope(n_of(0.012), [(0, 1), (0.012, 0)]))
    add(out, burst, 0, 0.6)
    add(out, damped_sine(1850, 0.012, 0.05, 0.9, attack=0.0005))
    add(out, damped_sine(3100, 0.006, 0.03, 0.4, attack=0.0005))
    return out


def s_hover():
    rng = random.Random(2)
    out = silence(0.035)
    add(out, mul(highpass(noise(0.006, rng), 3000), envelope(n_of(0.006), [(0, 1), (0.006, 0)])), 0, 0.5)
    add(out, damped_sine(4200, 0.004, 0.03, 0.8, attack=0.0005))
    return out


def wood_clack(rng, amp=1.0, bright=1.0):
    """One die striking a wooden table: a tiny noise impulse through a few woody resonances, plus a thump."""
    imp = mul(noise(0.004, rng), envelope(n_of(0.004), [(0, 1), (0.004, 0)]))
    imp += [0.0] * n_of(0.08)
    out = [0.0] * len(imp)
    for f, q, g in ((rng.uniform(900, 1300), 9, 1.0), (rng.uniform(1900, 2600) * bright, 12, 0.8),
                    (rng.uniform(3300, 4200) * bright, 14, 0.45)):
        add(out, bandpass(imp, f, q), 0, g * 6)
    add(out, imp, 0, 0.5)
    add(out, damped_sine(rng.uniform(110, 150), 0.025, 0.08, 0.22), 0)
    return [v * amp for v in out]


def s_dice_roll():
    rng = random.Random(3)
    out = silence(0.85)
    for die in range(3):
        t = 0.02 + die * rng.uniform(0.015, 0.04)
        gap = rng.uniform(0.07, 0.1)
        amp = 1.0
        while t < 0.74 and amp > 0.04:
            add(out, wood_clack(rng, amp, bright=rng.uniform(0.9, 1.15)), t)
            t += gap
            gap *= rng.uniform(0.7, 0.9) if t < 0.35 else rng.uniform(1.02, 1.25)
            gap = max(0.022, gap)
            amp *= rng.uniform(0.8, 0.93)
        # dice knocking into each other: a brighter, lighter tick
        for _ in range(2):
            tt = rng.uniform(0.1, 0.5)
            tick = bandpass(mul(noise(0.03, rng), envelope(n_of(0.03), [(0, 1), (0.003, 0.3), (0.03, 0)])),
                            rng.uniform(4500, 5500), 6)
            add(out, tick, tt, 1.2)
    return out


def s_dice_land():
    rng = random.Random(4)
    out = silence(0.3)
    add(out, wood_clack(rng, 1.0), 0.0)
    add(out, wood_clack(rng, 0.35), 0.045)
    add(out, wood_clack(rng, 0.12), 0.075)
    add(out, damped_sine(95, 0.04, 0.2, 0.25), 0.0)
    return out


def s_card_flip():
    rng = random.Random(5)
    n = noise(0.2, rng)
    swish = svf_sweep(n, lambda t: 1200 + 4200 * math.sin(math.pi * min(1.0, t / 0.16)), 1.4)
    swish = mul(swish, envelope(len(swish), [(0, 0), (0.05, 1.0), (0.13, 0.5), (0.2, 0)]))
    out = silence(0.24)
    add(out, swish)
    snap = mul(highpass(noise(0.012, rng), 1800), envelope(n_of(0.012), [(0, 1), (0.012, 0)]))
    add(out, snap, 0.125, 0.9)
    add(out, damped_sine(520, 0.012, 0.05, 0.25), 0.125)
    return out


def s_door_open():
    rng = random.Random(6)
    dur = 1.45
    n = n_of(dur)
    pulses = [0.0] * n
    t = 0.05
    while t < 1.2:
        i = n_of(t)
        # stick-slip: the creak's pulse rate wanders up and down as the hinge turns
        rate = 38 + 30 * math.sin(TAU * 0.55 * t + 0.6) + 14 * math.sin(TAU * 1.9 * t) + rng.uniform(-4, 4)
        amp = 0.6 + 0.4 * math.sin(math.pi * min(1.0, t / 1.15))
        if i < n:
            pulses[i] += amp * rng.uniform(0.7, 1.0)
        t += 1.0 / max(12.0, rate)
    out = [0.0] * n
    for f, q, g in ((650, 7, 1.0), (1250, 9, 0.8), (2300, 12, 0.5), (3400, 14, 0.25)):
        add(out, bandpass(pulses, f, q), 0, g * 3)
    add(out, lowpass(pulses, 300), 0, 0.6)
    out = mul(out, envelope(n, [(0, 0), (0.08, 1), (1.05, 0.9), (1.22, 0.0), (dur, 0)]))
    # the door comes to rest against the wall
    thud = mul(lowpass(noise(0.15, rng), 400), envelope(n_of(0.15), [(0, 1), (0.15, 0)]))
    add(out, thud, 1.22, 0.5)
    add(out, damped_sine(78, 0.07, 0.22, 0.5), 1.22)
    return out


def s_secret_door():
    rng = random.Random(7)
    dur = 2.4
    out = silence(dur)
    grind = lowpass(noise(1.3, rng), 500)
    grind = lowpass(grind, 900)
    gn = len(grind)
    mod = [0.55 + 0.45 * abs(math.sin(TAU * 2.7 * i / SR + 0.8 * math.sin(TAU * 0.9 * i / SR))) for i in range(gn)]
    grind = mul(mul(grind, mod), envelope(gn, [(0, 0), (0.15, 1), (1.1, 0.9), (1.3, 0)]))
    add(out, grind, 0, 3.0)
    add(out, mul(damped_sine(46, 0, 1.3, 0.35), envelope(gn, [(0, 0), (0.2, 1), (1.1, 1), (1.3, 0)])), 0)
    # stone settles
    add(out, damped_sine(70, 0.09, 0.35, 0.9), 1.3)
    add(out, mul(lowpass(noise(0.12, rng), 800), envelope(n_of(0.12), [(0, 1), (0.12, 0)])), 1.3, 0.8)
    # a faint, curious shimmer: the way is open
    for k, name in enumerate(("E6", "A6", "B6", "E7")):
        add(out, bell(note_hz(name), 0.8, 0.12, tau=0.5), 1.5 + k * 0.09)
    return reverb(out, wet=0.2, room=0.75, tail=0.2)[:n_of(dur)]


def s_sword_hit():
    rng = random.Random(8)
    out = silence(1.0)
    swish = svf_sweep(noise(0.09, rng), lambda t: 800 + 30000 * t, 1.2)
    add(out, mul(swish, envelope(len(swish), [(0, 0), (0.06, 1), (0.09, 0)])), 0, 0.5)
    t0 = 0.07
    hit = mul(highpass(noise(0.03, rng), 2000), envelope(n_of(0.03), [(0, 1), (0.03, 0)]))
    add(out, hit, t0, 0.9)
    base = 610
    for ratio, a, tau in ((1.0, 0.9, 0.45), (1.007, 0.5, 0.4), (2.71, 0.6, 0.28), (2.73, 0.3, 0.25),
                          (5.2, 0.35, 0.15), (8.6, 0.2, 0.08), (11.9, 0.1, 0.05)):
        add(out, damped_sine(base * ratio, tau, 0.9, a, attack=0.001), t0)
    add(out, damped_sine(140, 0.05, 0.2, 0.4), t0)
    return reverb(out, wet=0.15, room=0.7, tail=0.1)[:n_of(1.0)]


def s_monster_roar():
    rng = random.Random(9)
    dur = 1.5
    n = n_of(dur)
    src = [0.0] * n
    ph = 0.0
    jitter = 0.0
    for i in range(n):
        t = i / SR
        jitter += (rng.uniform(-1, 1) - jitter) * 0.002
        f0 = (92 - 30 * (t / dur) ** 1.2) * (1 + 0.05 * math.sin(TAU * 6.5 * t) + 0.08 * jitter)
        ph += f0 / SR
        saw = 2 * (ph % 1.0) - 1
        rough = 1 + 0.55 * math.sin(TAU * 31 * t + 3 * jitter)
        src[i] = saw * rough + rng.uniform(-0.6, 0.6)
    out = [0.0] * n
    for f, q, g in ((380, 4, 1.0), (820, 5, 0.8), (1500, 6, 0.35), (2600, 7, 0.15)):
        add(out, bandpass(src, f, q), 0, g)
    add(out, lowpass(src, 200), 0, 0.7)
    out = mul(out, envelope(n, [(0, 0), (0.18, 1.0), (0.5, 0.85), (1.05, 0.7), (1.5, 0)]))
    out = soft_clip([v * 1.6 for v in out], 2.0)
    add(out, damped_sine(52, 0.3, dur, 0.25), 0)
    return reverb(out, wet=0.18, room=0.72, tail=0.2)[:n]


def s_coin():
    out = silence(0.7)
    for t0, f in ((0.0, 2093.0), (0.085, 2793.8)):
        for ratio, a, tau in ((1.0, 1.0, 0.35), (2.32, 0.35, 0.18), (4.25, 0.2, 0.1), (6.63, 0.12, 0.06)):
            if f * ratio < SR / 2.2:
                add(out, damped_sine(f * ratio, tau, 0.6, a, attack=0.001), t0)
    rng = random.Random(10)
    add(out, mul(highpass(noise(0.01, rng), 4000), envelope(n_of(0.01), [(0, 1), (0.01, 0)])), 0, 0.4)
    return reverb(out, wet=0.12, room=0.6, tail=0.1)[:n_of(0.7)]


def s_trap():
    rng = random.Random(11)
    out = silence(0.9)
    snap = mul(noise(0.015, rng), envelope(n_of(0.015), [(0, 1), (0.015, 0)]))
    add(out, highpass(snap, 600), 0, 1.0)
    add(out, damped_sine(210, 0.04, 0.15, 0.8), 0)
    # the spring: a twang whose pitch sags, wobbling
    n = n_of(0.7)
    tw = [0.0] * n
    ph = 0.0
    for i in range(n):
        t = i / SR
        f = 330 * (1 - 0.45 * min(1.0, t / 0.5)) * (1 + 0.06 * math.sin(TAU * 13 * t))
        ph += TAU * f / SR
        tw[i] = (math.sin(ph) + 0.5 * math.sin(2 * ph) + 0.25 * math.sin(3 * ph)) * math.exp(-t / 0.22)
    add(out, tw, 0.02, 0.7)
    # spikes rattling up
    for k in range(5):
        add(out, bandpass(mul(noise(0.03, rng), envelope(n_of(0.03), [(0, 1), (0.03, 0)])), 3000 + 400 * k, 10),
            0.05 + k * 0.03, 2.5)
    return out


def s_level_up():
    out = silence(1.6)
    for k, name in enumerate(("C5", "E5", "G5", "C6")):
        add(out, bell(note_hz(name), 1.3, 0.8, tau=0.8), k * 0.09)
    for name in ("E6", "G6", "C7"):
        add(out, bell(note_hz(name), 1.0, 0.18, tau=0.6), 0.4)
    return reverb(out, wet=0.2, room=0.76, tail=0.2)[:n_of(1.6)]


def s_fireball():
    rng = random.Random(12)
    dur = 1.6
    n = n_of(dur)
    base = noise(dur, rng)
    whoosh = svf_sweep(base, lambda t: 250 + 2200 * math.sin(math.pi * min(1.0, t / 1.3)) ** 1.5, 1.3)
    whoosh = mul(whoosh, envelope(n, [(0, 0), (0.45, 0.7), (0.7, 1.0), (1.2, 0.5), (dur, 0)]))
    out = [0.0] * n
    add(out, whoosh, 0, 1.0)
    rumble = mul(lowpass(lowpass(noise(dur, rng), 160), 160), envelope(n, [(0, 0), (0.6, 1), (dur, 0)]))
    add(out, rumble, 0, 5.0)
    # crackle: sparse pops, densest at the peak
    t = 0.1
    while t < 1.45:
        density = 12 + 60 * math.sin(math.pi * min(1.0, t / 1.4))
        pop = bandpass(mul(noise(0.008, rng), envelope(n_of(0.008), [(0, 1), (0.008, 0)])),
                       rng.uniform(1800, 5000), 3)
        add(out, pop, t, rng.uniform(0.4, 1.4))
        t += rng.expovariate(density)
    return out


def s_victory():
    dur = 2.6
    out = silence(dur)
    seq = [(0.0, "G4", 0.14), (0.16, "G4", 0.14), (0.32, "G4", 0.14), (0.48, "C5", 0.38), (0.9, "E5", 0.16),
           (1.08, "G5", 0.22)]
    for t0, nm, d in seq:
        add(out, brass(note_hz(nm), d + 0.08, 0.5), t0)
        add(out, brass(note_hz(nm) / 2, d + 0.08, 0.18), t0)
    for nm, a in (("C4", 0.3), ("G4", 0.3), ("C5", 0.45), ("E5", 0.4), ("G5", 0.3), ("C6", 0.25)):
        tone = brass(note_hz(nm), 1.2, a, vib=0.004)
        tone = mul(tone, envelope(len(tone), [(0, 1), (0.7, 0.85), (1.2, 0.0)]))
        add(out, tone, 1.34)
    rng = random.Random(13)
    cym = mul(highpass(noise(1.2, rng), 5000), envelope(n_of(1.2), [(0, 0.5), (0.05, 0.3), (1.2, 0)]))
    add(out, cym, 1.34, 0.25)
    add(out, damped_sine(65, 0.25, 0.8, 0.6), 1.34)
    return reverb(out, wet=0.22, room=0.78, tail=0.2)[:n_of(dur)]


def s_defeat():
    dur = 2.6
    out = silence(dur)
    for t0, nm, d, vib in ((0.0, "G3", 0.42, 0.0), (0.48, "F#3", 0.42, 0.0), (0.96, "F3", 0.42, 0.0),
                           (1.44, "E3", 1.0, 0.012)):
        tone = lowpass(brass(note_hz(nm), d + 0.1, 0.6, vib=vib), 1400)
        add(out, tone, t0)
        add(out, lowpass(brass(note_hz(nm) / 2, d + 0.1, 0.3), 700), t0)
    add(out, damped_sine(55, 0.4, 1.0, 0.7), 0.0)
    add(out, damped_sine(41, 0.6, 1.1, 0.6), 1.44)
    return reverb(out, wet=0.25, room=0.8, tail=0.2)[:n_of(dur)]


def s_turn_start():
    out = silence(1.4)
    add(out, bell(note_hz("A5"), 1.4, 0.8, tau=0.9))
    add(out, bell(note_hz("A4"), 1.4, 0.25, tau=1.0))
    return reverb(out, wet=0.2, room=0.75, tail=0.1)[:n_of(1.4)]


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
            w = TAU * fk / SR
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
            t = i / SR
            ph += TAU * f0 * (1 + 1.2 * min(1.0, t / 0.03)) / SR
            drip[i] = math.sin(ph) * math.exp(-t / 0.025)
        add(out, drip, t0, 0.12, wrap=True)
    return reverb(out, wet=0.3, room=0.84, damp=0.4, circular=True)


SOUNDS = {
    "click": (s_click, -6.0), "hover": (s_hover, -18.0), "dice_roll": (s_dice_roll, -3.0),
    "dice_land": (s_dice_land, -3.0), "card_flip": (s_card_flip, -4.0), "door_open": (s_door_open, -3.0),
    "secret_door": (s_secret_door, -3.0), "sword_hit": (s_sword_hit, -3.0), "monster_roar": (s_monster_roar, -3.0),
    "coin": (s_coin, -4.0), "trap": (s_trap, -3.0), "level_up": (s_level_up, -3.0), "fireball": (s_fireball, -3.0),
    "victory": (s_victory, -3.0), "defeat": (s_defeat, -3.0), "turn_start": (s_turn_start, -8.0),
}


def main(argv):
    global SR
    chosen = set(argv[1:])
    for name, (fn, peak) in SOUNDS.items():
        if chosen and name not in chosen:
            continue
        write(name, fn(), peak)
    if not chosen or "music_menu" in chosen:
        SR = MUSIC_SR
        loop = write("music_menu", music_loop(), -12.0, fades=False, rms_cap_db=None, music=True)
        # the join: the step from the last sample to the first should look like any other step
        steps = [abs(loop[i + 1] - loop[i]) for i in range(len(loop) - 1)]
        print(f"music_menu join step {abs(loop[0] - loop[-1]):.4f} (typical step {sum(steps) / len(steps):.4f}, "
              f"largest {max(steps):.4f})")
    import make_music  # each game's music, on the building blocks above
    music = [a for a in argv[1:] if a in make_music.STYLES]
    if not chosen or music:
        make_music.main([argv[0], *music])


if __name__ == "__main__":
    main(sys.argv)
