"""Kick the Door's item pictures: every item card has one of its own (cards/doors_item_<kind id>.png, 96 x 96);
an item added without one shows its slot's picture (card_art's doors_icon_<slot>). Made by make_sprites.py
(`--only doorsart`), deterministic, CC0 like every sprite here. The pictures are in files by slot (doors_items_worn,
_one_hand, _two_hands, _carried) on the strokes in doors_strokes.py; here they are named.
"""

from __future__ import annotations

from doors_items_carried import (
    bag_of_spare_courage,
    bagpipes_of_despair,
    cape_of_dramatic_exits,
    dodging_ring,
    mysterious_amulet,
    mysterious_amulet_glow,
    pet_mimic,
    portable_hole,
    rabbits_other_foot,
    wishbone,
)
from doors_items_one_hand import (
    boomerang,
    buckler,
    candle_glow,
    candle_of_courage,
    cheese_grater,
    dagger_of_treachery,
    frying_pan,
    holy_mop,
    holy_mop_glow,
    mace_of_minor_smiting,
    pointy_stick,
    pot_lid_shield,
    rapier_of_wit,
    rubber_chicken,
    slightly_sharp_sword,
    wand_of_sparkles,
)
from doors_items_two_hands import crossbow, greatsword, halberd, ladder, staff_of_whacking, two_handed_mallet, war_banjo
from doors_items_worn import (
    barrel_armor,
    bent_halo,
    bent_halo_glow,
    boots_of_hasty_retreat,
    bucket_of_bravery,
    cardboard_cuirass,
    chainmail_onesie,
    dented_colander,
    fuzzy_slippers,
    glowing_armor,
    glowing_armor_glow,
    helm_of_moderate_courage,
    hood_of_shady_dealings,
    horned_helmet,
    league_flipflops,
    plate_of_many_dents,
    pointy_hat,
    robe_of_questionable_taste,
    scale_shirt,
    slimy_jerkin,
    steel_toed_boots,
    stompers,
)

ITEMS = {"dented_colander": dented_colander, "helm_of_moderate_courage": helm_of_moderate_courage,
         "pointy_hat": pointy_hat, "horned_helmet": horned_helmet, "bucket_of_bravery": bucket_of_bravery,
         "hood_of_shady_dealings": hood_of_shady_dealings, "bent_halo": bent_halo,
         "cardboard_cuirass": cardboard_cuirass, "chainmail_onesie": chainmail_onesie, "slimy_jerkin": slimy_jerkin,
         "plate_of_many_dents": plate_of_many_dents, "glowing_armor": glowing_armor, "barrel_armor": barrel_armor,
         "scale_shirt": scale_shirt, "robe_of_questionable_taste": robe_of_questionable_taste,
         "boots_of_hasty_retreat": boots_of_hasty_retreat, "steel_toed_boots": steel_toed_boots,
         "fuzzy_slippers": fuzzy_slippers, "league_flipflops": league_flipflops, "stompers": stompers,
         "pointy_stick": pointy_stick, "rubber_chicken": rubber_chicken, "slightly_sharp_sword": slightly_sharp_sword,
         "frying_pan": frying_pan, "buckler": buckler, "dagger_of_treachery": dagger_of_treachery,
         "pot_lid_shield": pot_lid_shield, "wand_of_sparkles": wand_of_sparkles, "holy_mop": holy_mop,
         "mace_of_minor_smiting": mace_of_minor_smiting, "rapier_of_wit": rapier_of_wit, "cheese_grater": cheese_grater,
         "candle_of_courage": candle_of_courage, "boomerang": boomerang, "greatsword": greatsword, "halberd": halberd,
         "ladder": ladder, "staff_of_whacking": staff_of_whacking, "two_handed_mallet": two_handed_mallet,
         "crossbow": crossbow, "war_banjo": war_banjo, "rabbits_other_foot": rabbits_other_foot,
         "mysterious_amulet": mysterious_amulet, "cape_of_dramatic_exits": cape_of_dramatic_exits,
         "pet_mimic": pet_mimic, "wishbone": wishbone, "dodging_ring": dodging_ring, "portable_hole": portable_hole,
         "bag_of_spare_courage": bag_of_spare_courage, "bagpipes_of_despair": bagpipes_of_despair}
OVER = {"bent_halo": bent_halo_glow, "glowing_armor": glowing_armor_glow, "holy_mop": holy_mop_glow,
        "candle_of_courage": candle_glow, "mysterious_amulet": mysterious_amulet_glow}
UNDER = {}
