"""One look for the whole app: the palette (with a colour-blind-safe variant), fonts and sizes."""

from __future__ import annotations

from dataclasses import dataclass, replace

Colour = tuple[int, int, int]


def hex_colour(text: str) -> Colour:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


@dataclass(frozen=True, eq=False)
class Palette:
    """The colours of the app. Palettes are compared, and kept pictures keyed, by name (there are two)."""

    name: str
    bg: Colour
    panel: Colour
    panel_light: Colour
    line: Colour
    parchment: Colour
    ink: Colour
    text: Colour
    text_dim: Colour
    gold: Colour
    red: Colour
    blue: Colour
    white: Colour
    good: Colour
    bad: Colour
    seats: tuple[Colour, ...]
    shapes: bool  # seats are also told apart by marker shape

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Palette) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)


_SEATS = ("#d9a441", "#4f7cac", "#b5483a", "#5f9e6e", "#7d5ba6", "#e07b39",
          "#4fb0b0", "#c15f9e", "#9aa34a", "#8c6a4f", "#6f86d6", "#cfcfcf")
# Okabe & Ito's palette, told apart by people with every common colour vision deficiency.
_OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00",
              "#CC79A7", "#f4f1ea", "#E69F00", "#56B4E9", "#009E73", "#F0E442")

NORMAL = Palette(
    name="normal", bg=hex_colour("1b1a22"), panel=hex_colour("2a2833"), panel_light=hex_colour("3a3746"),
    line=hex_colour("4a4658"), parchment=hex_colour("e9dcc0"), ink=hex_colour("2b2118"),
    text=hex_colour("ece6da"), text_dim=hex_colour("a59f95"), gold=hex_colour("d9a441"),
    red=hex_colour("b5483a"), blue=hex_colour("4f7cac"), white=hex_colour("f4f1ea"), good=hex_colour("6fbf73"),
    bad=hex_colour("d9614c"), seats=tuple(hex_colour(c) for c in _SEATS), shapes=False,
)
COLOURBLIND = replace(NORMAL, name="colour-blind", good=hex_colour("56B4E9"), bad=hex_colour("E69F00"),
                      seats=tuple(hex_colour(c) for c in _OKABE_ITO), shapes=True)

# Type sizes at the logical 1280x720: nothing a player must read is smaller than SMALL.
TITLE = 60
H1 = 36
H2 = 26
BODY = 20
SMALL = 16

SCREEN_W, SCREEN_H = 1280, 720
RADIUS = 10
