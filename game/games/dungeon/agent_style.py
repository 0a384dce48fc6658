"""The three strengths of the computer player, as the habits that tell them apart.

Hard plays as well as the computer player can. Easy plays like a beginner at the table: it goes down to
the deep levels at once (the big treasure is there), throws itself at monsters it is unlikely to beat (it
hardly weighs what a lost fight costs), keeps going after it has the treasure it needs instead of going
home, never looks before a fight (ESP Medallion, Crystal Ball), throws whichever spell comes first, never
travels by Transference, never leaves prizes for safe keeping, and ambushes recklessly. Normal is a
careful player (a little too careful in a fight) who escapes by Transference but does not travel by it,
has not learnt the safe keeping, nor when an ambush pays, and pushes its luck a little: it heads home only
with a fifth more treasure than its pawn needs.

The ladder, two-seat games with the seats rotating (simulate, 1,000 games a pairing, seeds not tuned on):
Hard beats Normal 65.4% (seed 94; 58.3% before Normal pushed its luck), Normal beats Easy 67.9% (seed 93;
78.5% before). Tuned on seeds 91-92 (600 games): heading home at 1.3 times the need, Hard won 68.8% and
Normal against Easy 64.7%; keeping to the levels its pawn suits instead changed nothing (59.0%).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .content import TRANSFERENCE

# The pawn types in the order the Normal player prefers them (a style's own `pawns` comes first).
PAWN_PREFERENCE = ("Hero", "Elf", "Superhero", "Wizard")


@dataclass(frozen=True, kw_only=True)
class Style:
    name: str
    fear: float = 1.0            # how much the Combat Losing Table's expected cost weighs against a prize
    home_margin: float = 1.0     # goes home once its treasure reaches the need times this
    depth: float = 0.0           # a beginner's pull toward deeper levels, whatever his pawn type suits
    outside: float = 0.55        # the weight of a level next to those the rulebook advises the pawn type
    looks: bool = True           # looks first (ESP Medallion, Crystal Ball) and picks the best spell
    transference: bool = True    # escapes monsters and ambushes by Transference
    travel: bool = True          # plans its routes through Transference
    rest: bool = True            # a Wizard rests on the Main Staircase to take spells back
    safe_keeping: bool = True    # leaves its gold on the Main Staircase when passing
    ambush: float = 0.0          # what an ambush must be worth (gold) to declare it; None-like: never
    hunts: bool = True           # sets out to ambush rich pawns on its own turn
    reckless: bool = False       # declares an ambush whenever the other pawn carries anything
    pawns: tuple[str, ...] = ()  # its preferred pawn types, best first (the default order when empty)
    spell_mix: dict[str, int] = field(default_factory=lambda: {"fire_ball": 4, "lightning_bolt": 2,
                                                               TRANSFERENCE: 1})


STYLES: dict[str, Style] = {
    "hard": Style(name="hard", fear=0.75, outside=1.0, ambush=300.0, pawns=("Hero", "Superhero", "Elf", "Wizard"),
                  spell_mix={"fire_ball": 4, "lightning_bolt": 2, TRANSFERENCE: 2}),
    "normal": Style(name="normal", fear=1.3, home_margin=1.2, outside=1.0, travel=False, safe_keeping=False,
                    ambush=1500.0, hunts=False),
    "easy": Style(name="easy", fear=0.15, home_margin=1.6, depth=0.6, looks=False, transference=False, travel=False,
                  rest=False, safe_keeping=False, hunts=False, reckless=True,
                  pawns=("Superhero", "Wizard", "Hero", "Elf")),
}
