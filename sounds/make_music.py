"""Synthesize each game's music with the standard library, on the building blocks in synth.py (written as OGG
Vorbis by ogg_writer.py, at 16 kHz: synth.MUSIC_SR).

Run from anywhere:  python sounds/make_music.py  [name ...]     (make_sounds.py makes it too)
Deterministic (seeded). Each piece is one seamless loop of two to two and a half minutes, chained from
sections that change the instruments, the register, the rhythm and the melody over the same small themes, so
a long game does not hear the same forty seconds over and over. Like the menu's loop it is built circularly:
every note, echo and reverb tail that runs past the end wraps round into the start.

A piece is data (STYLES, in pieces.py): a mode and tempo, its instruments, and a form: sections of bars, each
naming its chords (as scale degrees), the accompaniment, the drum pattern and the melody (2-bar motifs,
generated from a seed and repeated or varied, transposed onto the chords by scale degree: score.py), played on
the instruments in instruments.py. This is the command, and nothing imports it: game_music.py writes the pieces
(make_sounds.py asks it too).
"""

from __future__ import annotations

import sys

from game_music import write_music


def main(argv):
    write_music(set(argv[1:]))


if __name__ == "__main__":
    main(sys.argv)
