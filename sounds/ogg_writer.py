"""The OGG writer: a sound normalised, faded and written to sounds/<name>.ogg as Ogg Vorbis, with a fixed
stream serial number so that a re-run writes byte-identical files.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

import synth
from synth import db, fade, normalise

HERE = Path(__file__).resolve().parent
# Vorbis settings (libsndfile's compression level: 0 is the best quality, 1 the smallest file). The effects
# are short and full of transients, so they keep more; the music is long, soft and tonal, and is kept small.
EFFECT_COMPRESSION = 0.5
MUSIC_COMPRESSION = 1.0


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
    with soundfile.SoundFile(str(path), "w", synth.SR, 1, format="OGG", subtype="VORBIS",
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
    print(f"{name + '.ogg':22s} {len(x) / synth.SR:6.2f} s  peak {db(peak):6.1f} dBFS  rms {db(rms):6.1f} dBFS  "
          f"{path.stat().st_size / 1024:7.1f} KiB  ends {x[0]:+.4f} / {x[-1]:+.4f}")
    return x
