"""Dungeon!'s six levels as the board holds them: how many rooms and large chambers each has, the nine
sections (the folds of the board) they are drawn in, and their colours.

The counts come from the cards (FACTS.md, "Dungeon!"): a level has one room per prize card, and
(monster cards - rooms) / 3 large chambers, since set-up puts one monster in every room and three in every
large chamber. Level 1's only large chamber is the Main Gallery, which holds no monster by rule.
"""

from __future__ import annotations

from dataclasses import dataclass

MAIN_STAIRCASE = "Main Staircase"   # the start: the pawns begin and win there
MAIN_GALLERY = "Main Gallery"       # level 1's large chamber, empty by rule
START_LEVEL = 0                     # the Main Staircase counts as one level above level 1


@dataclass(frozen=True)
class Level:
    number: int
    rooms: int                  # = the level's prize cards
    chambers: int               # large chambers that hold monsters (three each at set-up)
    sections: tuple[str, ...]   # the board sections the level is drawn in
    colour: str                 # its rooms' colour, which is also its cards' backs
    rgb: tuple[int, int, int]

    @property
    def chambers_on_board(self) -> int:
        """Chamber objects on the map: the monster chambers, plus the Main Gallery on level 1."""
        return self.chambers + (1 if self.number == 1 else 0)


LEVELS: dict[int, Level] = {lv.number: lv for lv in (
    Level(1, 9, 0, ("1",), "gold", (201, 148, 24)),
    Level(2, 9, 2, ("2",), "orange", (230, 126, 40)),
    Level(3, 16, 2, ("3U", "3L"), "red", (196, 52, 44)),
    Level(4, 18, 2, ("4U", "4L"), "magenta", (178, 52, 150)),
    Level(5, 16, 2, ("5U", "5L"), "green", (60, 150, 70)),
    Level(6, 12, 2, ("6",), "blue", (50, 90, 190)),
)}

# The nine sections, in reading order of the board (upper halves at the top, lower at the bottom).
SECTION_LEVEL: dict[str, int] = {s: lv.number for lv in LEVELS.values() for s in lv.sections}

SECTION_NAMES: dict[str, str] = {
    "1": "Level 1", "2": "Level 2",
    "3U": "Level 3 — Upper", "3L": "Level 3 — Lower",
    "4U": "Level 4 — Upper", "4L": "Level 4 — Lower",
    "5U": "Level 5 — Upper", "5L": "Level 5 — Lower",
    "6": "Level 6",
}

# The large chambers the rulebook names (its examples move pawns between them), and where they must be.
NAMED_CHAMBERS: dict[str, tuple[str, ...]] = {
    MAIN_GALLERY: ("1",),
    "Armory": ("3L",),
    "Torture Chamber": ("4U",),
    "Crypt": ("4U", "4L"),
    "Queen's Treasure Room": ("5U", "5L"),
    "Queen's Treasure Room Annex": ("5U", "5L"),
    "King's Treasure Room": ("6",),
    "King's Library": ("6",),
}


def level_name(level: int) -> str:
    return "the Main Staircase" if level == START_LEVEL else f"level {level}"
