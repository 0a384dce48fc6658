"""Where the drawing kit saves a picture: under sprites/ by its path there, from whatever folder the script runs."""

from __future__ import annotations

from pathlib import Path

import pygame

HERE = Path(__file__).resolve().parent


def save(img, rel):
    path = HERE / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(img, str(path))
    return path
