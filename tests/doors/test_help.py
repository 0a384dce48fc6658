"""Asking for help and the bargain before it. Rulebook, "Asking For Help"."""

from game.engine.offer import Accept, Refuse
from game.engine.respond import Pass
from game.games.doors import GAME
from game.games.doors.actions import AskHelp, Fight, KickDoor, OfferHelp, RollToRun, RunAway, TakeTreasure
from game.games.doors.odds import totals
from tests.doors.helpers import act, be, equip, fresh, kinds, legal_types, pass_all, top


def kick_into(state, *cards):
    top(state, *cards)
    act(state, KickDoor())
    pass_all(state)


def test_the_fighter_asks_for_help_naming_the_share_and_who_picks_first():
    """"Players will want some of the treasure if they help. Agree on who gets what and who picks first before
    helping." The fighter asks; the other accepts or refuses (an offer)."""
    state = fresh()
    state.players[1].level = 4
    kick_into(state, "troll_toll_collector", "dented_colander", "pointy_stick")    # level 6, 2 treasures
    act(state, AskHelp(seat=1, share=1, helper_first=True))
    offer = GAME.offer(state)
    assert offer is not None and offer.to == 1 and state.to_act == 1
    assert "1 treasure of 2, Bo picking first" in offer.words
    assert set(map(str, GAME.legal_actions(state))) == {"Accept", "Refuse"}
    act(state, Accept())
    assert state.combat.helper == 1 and totals(state).players == 1 + 4


def test_the_helper_picks_first_and_picks_alternate_until_the_share_is_taken():
    """"Agree on who gets what and who picks first before helping." The treasures lie open to the two of them;
    the helper takes the agreed share, picking first here; the fighter keeps the rest."""
    state = fresh()
    state.players[0].level = 3
    state.players[1].level = 8
    kick_into(state, "ogre_chef", "dented_colander", "pointy_stick", "bucket_of_bravery")   # level 10, 3 treasures
    act(state, AskHelp(seat=1, share=1, helper_first=True))
    act(state, Accept())
    act(state, Fight())
    pass_all(state)                                  # the window before combat resolves, on a changed fight
    assert state.combat.stage == "split" and state.to_act == 1
    loot = state.combat.loot
    assert kinds(loot) == ["dented_colander", "pointy_stick", "bucket_of_bravery"]
    assert GAME.view(state, 1).combat.loot[0].name == "Dented Colander"
    hidden = GAME.view(state, 2).combat          # hidden from the others: only how many
    assert hidden.loot == () and hidden.loot_count == 3
    act(state, TakeTreasure(card=loot[1]))
    assert kinds(state.players[1].hand) == ["pointy_stick"]
    assert kinds(state.players[0].hand) == ["dented_colander", "bucket_of_bravery"]   # the rest, no more picks
    assert state.players[0].level == 4 and state.players[1].level == 8   # the helper gains no level
    assert state.phase == "end"


def test_the_fighter_picks_first_when_so_agreed():
    """"Agree on ... who picks first.\""""
    state = fresh()
    state.players[0].level = 3
    state.players[1].level = 8
    kick_into(state, "ogre_chef", "dented_colander", "pointy_stick", "bucket_of_bravery")
    act(state, AskHelp(seat=1, share=1, helper_first=False))
    act(state, Accept())
    act(state, Fight())
    pass_all(state)
    loot = list(state.combat.loot)
    assert state.to_act == 0
    act(state, TakeTreasure(card=loot[0]))
    assert state.to_act == 1
    act(state, TakeTreasure(card=loot[2]))
    assert kinds(state.players[1].hand) == ["bucket_of_bravery"]
    assert kinds(state.players[0].hand) == ["dented_colander", "pointy_stick"]


def test_only_one_player_can_help():
    """"Only one player can help you if you cannot defeat a monster by yourself.\""""
    state = fresh(4)
    kick_into(state, "ogre_chef")
    act(state, AskHelp(seat=1, share=0))
    act(state, Accept())
    assert "AskHelp" not in legal_types(state)


def test_a_seat_at_the_window_offers_to_help_for_a_share():
    """At the window a seat may "offer to help" on its own terms; the fighter accepts or refuses."""
    state = fresh()
    state.players[2].level = 5
    top(state, "troll_toll_collector", "dented_colander", "pointy_stick")
    act(state, KickDoor())
    act(state, Pass())                                   # Bo
    act(state, OfferHelp(share=1, helper_first=True))    # Cy
    assert state.to_act == 0 and "Cy offers" in GAME.offer(state).words
    act(state, Refuse())
    assert state.combat.helper is None
    assert "OfferHelp" not in legal_types(state)         # one offer a fight (project design)
    act(state, Pass())
    assert state.to_act == 0 and GAME.window(state) is None


def test_every_bonus_the_helper_can_add_applies():
    """"Every bonus the helper can add to the fight applies.\""""
    state = fresh()
    state.players[1].level = 2
    equip(state, 1, "helm_of_moderate_courage", "greatsword")
    be(state, 1, "gerald")
    kick_into(state, "troll_toll_collector")
    act(state, AskHelp(seat=1, share=0))
    act(state, Accept())
    assert totals(state).players == 1 + 2 + 2 + 4 + 1


def test_the_helper_gains_no_level_unless_a_card_says_so():
    """"The helper does not gain levels, only treasure, unless a card specifies otherwise." A Leafling helper
    gains a level for each monster it helps kill."""
    state = fresh()
    state.players[1].level = 6
    be(state, 1, "leafling")
    kick_into(state, "troll_toll_collector")
    act(state, AskHelp(seat=1, share=0))
    act(state, Accept())
    act(state, Fight())
    pass_all(state)
    assert state.players[0].level == 2 and state.players[1].level == 7
    state = fresh()
    state.players[1].level = 6
    kick_into(state, "troll_toll_collector")
    act(state, AskHelp(seat=1, share=0))
    act(state, Accept())
    act(state, Fight())
    pass_all(state)
    assert state.players[1].level == 6


def test_if_you_cannot_defeat_the_monster_you_both_run_away():
    """"If you cannot defeat the monster(s), you both have to Run Away.\""""
    state = fresh()
    kick_into(state, "clockwork_wasps")       # level 5
    act(state, AskHelp(seat=1, share=0))
    act(state, Accept())
    act(state, RunAway())
    pass_all(state)
    assert [r.seat for r in state.combat.runs] == [0, 1]
    state.rng.force(6, 6)
    act(state, RollToRun())
    assert state.to_act == 1
    act(state, RollToRun())
    assert state.combat is None


def test_help_is_only_for_a_fight_you_cannot_win_alone():
    """"Only one player can help you if you cannot defeat a monster by yourself." A fighter who wins alone may
    not ask for help, and nobody may offer it; once the fight turns against the fighter (a monster enhancer
    here), the others may offer and the fighter may ask."""
    from game.games.doors.actions import Enhance
    from tests.doors.helpers import hand
    state = fresh()
    state.players[0].level = 3
    state.players[1].level = 5
    furious = hand(state, 2, "furious")[0]
    top(state, "lint_golem")                             # level 1: Ann (3) wins alone
    act(state, KickDoor())
    assert state.to_act == 1 and totals(state).winning
    assert "OfferHelp" not in legal_types(state)         # Bo may not offer
    act(state, Pass())
    assert "OfferHelp" not in legal_types(state)         # nor Cy
    foe = state.combat.foes[0].card
    act(state, Enhance(card=furious, foe=foe))           # Cy: the golem is 6 now, Ann loses alone
    assert not totals(state).winning
    assert state.to_act == 1 and "OfferHelp" in legal_types(state)   # Bo may offer now
    pass_all(state)
    assert state.to_act == 0 and "AskHelp" in legal_types(state)


def test_a_fighter_who_wins_alone_cannot_ask_for_help():
    """"Only one player can help you if you cannot defeat a monster by yourself.\""""
    state = fresh()
    state.players[0].level = 4
    kick_into(state, "lint_golem")
    assert state.to_act == 0 and totals(state).winning
    assert "AskHelp" not in legal_types(state) and "Fight" in legal_types(state)
