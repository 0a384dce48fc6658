"""The sound effects (22050 Hz): UI ticks, dice, cards, doors, combat, coins, a trap, a level-up, a fireball,
victory and defeat, the turn bell. SOUNDS gives each its maker and its peak.
"""

from __future__ import annotations

import math
import random

import synth
from synth import (
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
    note_hz,
    reverb,
    silence,
    soft_clip,
    svf_sweep,
)

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
    mod = [0.55 + 0.45 * abs(math.sin(TAU * 2.7 * i / synth.SR + 0.8 * math.sin(TAU * 0.9 * i / synth.SR)))
           for i in range(gn)]
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
        t = i / synth.SR
        jitter += (rng.uniform(-1, 1) - jitter) * 0.002
        f0 = (92 - 30 * (t / dur) ** 1.2) * (1 + 0.05 * math.sin(TAU * 6.5 * t) + 0.08 * jitter)
        ph += f0 / synth.SR
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
            if f * ratio < synth.SR / 2.2:
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
        t = i / synth.SR
        f = 330 * (1 - 0.45 * min(1.0, t / 0.5)) * (1 + 0.06 * math.sin(TAU * 13 * t))
        ph += TAU * f / synth.SR
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


SOUNDS = {
    "click": (s_click, -6.0), "hover": (s_hover, -18.0), "dice_roll": (s_dice_roll, -3.0),
    "dice_land": (s_dice_land, -3.0), "card_flip": (s_card_flip, -4.0), "door_open": (s_door_open, -3.0),
    "secret_door": (s_secret_door, -3.0), "sword_hit": (s_sword_hit, -3.0), "monster_roar": (s_monster_roar, -3.0),
    "coin": (s_coin, -4.0), "trap": (s_trap, -3.0), "level_up": (s_level_up, -3.0), "fireball": (s_fireball, -3.0),
    "victory": (s_victory, -3.0), "defeat": (s_defeat, -3.0), "turn_start": (s_turn_start, -8.0),
}
