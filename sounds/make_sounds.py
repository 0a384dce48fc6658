"""Synthesize every sound in sounds/ with the standard library (math, random, struct), written as OGG Vorbis.

Run from anywhere:  python sounds/make_sounds.py  [name ...]     (each game's music: make_music.py, run from here)
Deterministic: every noise source is a seeded random.Random and the Ogg stream's serial number is fixed, so a
re-run writes identical files. Writing OGG Vorbis is the one thing beyond the standard library: the soundfile
package (pip install soundfile, or the project's `sounds` extra), needed only here, never by the game.
Effects are 22050 Hz mono, normalised to a peak near -3 dBFS (the UI ticks and the turn bell softer); the music
is 16 kHz mono at -12 dBFS. Every effect gets a short fade at both ends so it starts and stops without a click;
the music loops are built circularly (events wrap, the reverb is run over two laps and the second kept) so that
each end runs seamlessly into its start. The script prints length, peak, RMS and size per file.

This is the command, and nothing imports it: the building blocks are in synth.py and the OGG writer in
ogg_writer.py (the bottom, importing no sound), the effects in effects.py, the menu's music in menu_music.py and
each game's music in game_music.py (on instruments.py, score.py and pieces.py).
"""

from __future__ import annotations

import sys

import synth
from effects import SOUNDS
from game_music import write_music
from menu_music import music_loop
from ogg_writer import write
from pieces import STYLES


def main(argv):
    chosen = set(argv[1:])
    for name, (fn, peak) in SOUNDS.items():
        if chosen and name not in chosen:
            continue
        write(name, fn(), peak)
    if not chosen or "music_menu" in chosen:
        synth.SR = synth.MUSIC_SR
        loop = write("music_menu", music_loop(), -12.0, fades=False, rms_cap_db=None, music=True)
        # the join: the step from the last sample to the first should look like any other step
        steps = [abs(loop[i + 1] - loop[i]) for i in range(len(loop) - 1)]
        print(f"music_menu join step {abs(loop[0] - loop[-1]):.4f} (typical step {sum(steps) / len(steps):.4f}, "
              f"largest {max(steps):.4f})")
    music = [a for a in argv[1:] if a in STYLES]  # each game's music
    if not chosen or music:
        write_music(set(music))


if __name__ == "__main__":
    main(sys.argv)
