"""Each game's music written out: every piece in STYLES (or the chosen ones) rendered as one seamless loop and
written as OGG Vorbis at 16 kHz, at the music's loudness. make_music.py and make_sounds.py both ask it.
"""

from __future__ import annotations

import synth
from instruments import _CACHE
from ogg_writer import write
from pieces import STYLES
from score import render

# The music's loudness: peaks at -12 dBFS and (for the dense pieces) an RMS no higher than -24 dBFS, well
# under the effects (peaks at -3 dBFS).
MUSIC_PEAK, MUSIC_RMS = -12.0, -24.0


def write_music(chosen: set[str]) -> None:
    """Write the pieces named in chosen (every piece when it is empty)."""
    synth.SR = synth.MUSIC_SR
    for name, style in STYLES.items():
        if chosen and name not in chosen:
            continue
        _CACHE.clear()
        loop = write(name, render(style), MUSIC_PEAK, fades=False, rms_cap_db=MUSIC_RMS, music=True)
        steps = [abs(loop[i + 1] - loop[i]) for i in range(len(loop) - 1)]
        print(f"{name} join step {abs(loop[0] - loop[-1]):.4f} (typical step {sum(steps) / len(steps):.4f}, "
              f"largest {max(steps):.4f})")
