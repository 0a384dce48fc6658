"""Dungeon!'s optional and advanced rules (8-page rules, pages 5-6), each switched at set-up.

The keys are what `python -m game simulate dungeon --option KEY=on` takes; the set-up screen shows the
labels and the help. The rules read them through `on(state, KEY)`; the solo goal through `solo_goal`.
"""

from __future__ import annotations

from game.engine.protocol import OptionalRule, State

from .solo import GOALS, SOLO_KEY, goal_labels

WANDERING = "wandering"
SAFE_KEEPING = "safe_keeping"
REENTRY = "reentry"
AMBUSH = "ambush"
MORE_SPELLS = "more_spells"
SPECIAL_SWORDS = "special_swords"
SOLO = SOLO_KEY

OPTIONAL_RULES: tuple[OptionalRule, ...] = (
    OptionalRule(key=WANDERING, label="Wandering Monsters",
                 help="Once a monster has been killed, the last player rolls two dice after each round: a "
                      "monster killed earlier may come back on a level and attack the strongest pawn in its "
                      "corridors."),
    OptionalRule(key=SAFE_KEEPING, label="Prizes kept safe at the stairs",
                 help="Returning Prizes for Safe Keeping: on the Main Staircase a pawn may leave prizes; they "
                      "can never be lost and count toward the win."),
    OptionalRule(key=REENTRY, label="Re-entry as a new adventurer",
                 help="A killed player comes back on the Main Staircase with a new pawn of a lower type than "
                      "the one he began with (a Wizard as a Superhero, Hero or Elf)."),
    OptionalRule(key=AMBUSH, label="Ambush and fights between players",
                 help="A pawn moving onto or through another's space may be ambushed, or ambush: both roll "
                      "on the Player Combat Table; a Wizard may ambush with a spell from the next space."),
    OptionalRule(key=MORE_SPELLS, label="Increased Wizard Spells",
                 help="Each Wizard may hold 6 + a die of spells (7 to 12), but may not use Magic Swords."),
    OptionalRule(key=SPECIAL_SWORDS, label="Special Magic Swords",
                 help="A sword found on level 6 (roll 7+), 4 (9+), 2 (10+) or 1 (12) adds 2, not 1."),
    OptionalRule(key=SOLO, label="Solo goal", default=GOALS[0], seats=(1,),
                 values=GOALS, labels=goal_labels(),
                 help="Playing solo (one seat only): a goal to meet, and a result that says how well you "
                      "did. Ignored with more than one seat."),
)


def on(state: State, key: str) -> bool:
    """Whether an optional rule is played at this table."""
    return bool(state.options.get(key, False))
