"""Kick the Door's monsters, one picture each (cards/doors_monster_<kind id>.png, 96 x 96), named by the card's
kind in game/games/doors/data/doors.json. Made by make_sprites.py (`--only doorsart`), deterministic, CC0 like
every sprite here.

Each picture shows what the card's name says, in sticker_kit's sticker style: a creature (often one of Wilds &
Depths' portraits, moved, scaled or recoloured with `Placed` and `tinted`) and the thing that makes the joke:
the accountant rat's eyeshade and ledger, the vampire landlord's ring of keys, the ogre chef's toque. The faces
share the helpers in doors_kit.py (eyes, spectacles, hats, papers, serpent heads, tentacles, bees). The
pictures are in three files by the cards' levels (doors_monsters_1_5, _6_11, _12_20); here they are named.
"""

from __future__ import annotations

from doors_monsters_1_5 import (
    angry_beekeeper,
    cave_pigeon,
    clockwork_wasps,
    cursed_chest,
    cursed_chest_glow,
    doormat_mimic,
    gelatinous_cubelet,
    goblin_debt_collector,
    haunted_teapot,
    haunted_teapot_glow,
    lint_golem,
    moaning_drainpipe,
    moaning_drainpipe_glow,
    plague_jester,
    rat_accountant,
    skeleton_intern,
    sulking_skeleton,
)
from doors_monsters_6_11 import (
    banshee_babysitter,
    banshee_glow,
    basilisk_optometrist,
    carnivorous_carpet,
    chimera_committee,
    gargoyle_bouncer,
    intern_wraith,
    intern_wraith_glow,
    mummys_boy,
    ogre_chef,
    opinion_hydra,
    owlbear,
    paperwork_minotaur,
    troll_toll_collector,
    vampire_landlord,
    wight_knight,
    wight_knight_glow,
    zombie_tax_inspector,
)
from doors_monsters_12_20 import (
    advice_hag,
    basement_bulb,
    basement_dragon,
    bone_dragon,
    bone_dragon_glow,
    cyclops_nemesis,
    demon_headmaster,
    demon_headmaster_over,
    dread_jelly,
    final_boss_mum,
    golem_of_regret,
    golem_of_regret_glow,
    lich_accountant,
    lich_glow,
    manticore_mascot,
    puddle_kraken,
    sewer_hydra,
    titan_of_tidiness,
    titan_sparkles,
    trick_sphinx,
    wyrm_of_annoyance,
)

MONSTERS = {
    "lint_golem": lint_golem, "doormat_mimic": doormat_mimic, "sulking_skeleton": sulking_skeleton,
    "cave_pigeon": cave_pigeon, "gelatinous_cubelet": gelatinous_cubelet, "rat_accountant": rat_accountant,
    "haunted_teapot": haunted_teapot, "goblin_debt_collector": goblin_debt_collector,
    "moaning_drainpipe": moaning_drainpipe, "cursed_chest": cursed_chest, "angry_beekeeper": angry_beekeeper,
    "skeleton_intern": skeleton_intern, "clockwork_wasps": clockwork_wasps, "plague_jester": plague_jester,
    "banshee_babysitter": banshee_babysitter, "carnivorous_carpet": carnivorous_carpet,
    "troll_toll_collector": troll_toll_collector, "owlbearish_thing": owlbear,
    "zombie_tax_inspector": zombie_tax_inspector, "paperwork_minotaur": paperwork_minotaur,
    "wight_knight": wight_knight, "basilisk_optometrist": basilisk_optometrist, "chimera_committee": chimera_committee,
    "mummys_boy": mummys_boy, "ogre_chef": ogre_chef, "vampire_landlord": vampire_landlord,
    "opinion_hydra": opinion_hydra, "gargoyle_bouncer": gargoyle_bouncer, "intern_wraith": intern_wraith,
    "cyclops_nemesis": cyclops_nemesis, "advice_hag": advice_hag, "golem_of_regret": golem_of_regret,
    "lich_accountant": lich_accountant, "manticore_mascot": manticore_mascot, "dread_jelly": dread_jelly,
    "trick_sphinx": trick_sphinx, "bone_dragon": bone_dragon, "sewer_hydra": sewer_hydra,
    "puddle_kraken": puddle_kraken, "demon_headmaster": demon_headmaster, "wyrm_of_annoyance": wyrm_of_annoyance,
    "titan_of_tidiness": titan_of_tidiness, "final_bosss_mum": final_boss_mum, "basement_dragon": basement_dragon,
}
OVER = {"haunted_teapot": haunted_teapot_glow, "moaning_drainpipe": moaning_drainpipe_glow,
        "banshee_babysitter": banshee_glow, "wight_knight": wight_knight_glow, "intern_wraith": intern_wraith_glow,
        "golem_of_regret": golem_of_regret_glow, "lich_accountant": lich_glow, "bone_dragon": bone_dragon_glow,
        "demon_headmaster": demon_headmaster_over, "titan_of_tidiness": titan_sparkles}
UNDER = {"cursed_chest": cursed_chest_glow, "basement_dragon": basement_bulb}
