"""Where the boards, sprites and sounds are: beside the source, inside an installed package, or inside
a PyInstaller build. Everything that loads a file by name asks here, so all three work alike."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent  # game/


@functools.cache
def resource_dir(kind: str) -> Path:
    """The folder holding `kind` ("boards", "sprites" or "sounds")."""
    candidates = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.append(Path(frozen_root) / kind)
    candidates += [_PACKAGE.parent / kind, _PACKAGE / kind]
    for path in candidates:
        if path.is_dir():
            return path
    raise FileNotFoundError(f"the {kind} folder is missing (looked in {', '.join(map(str, candidates))})")


def board_path(name: str) -> Path:
    return resource_dir("boards") / name
