"""Races and classes and their abilities (FACTS.md, "Kick the Door"), and playing and discarding them
(Rulebook, "General Rules")."""

from game.engine.respond import Pass
from game.games.doors import GAME
from game.games.doors.actions import (
    Backstab,
    Berserk,
    Charm,
    DropCard,
    Fight,
    KickDoor,
    PlayCard,
    RollToRun,
    RunAway,
    Steal,
    Turning,
)
from game.games.doors.odds import totals
from tests.doors.helpers import act, be, equip, fresh, hand, kinds, legal_types, pass_all, top


def fight(state, *cards):
    top(state, *cards)
    act(state, KickDoor())
    pass_all(state)


def test_a_brawler_discards_up_to_three_cards_for_plus_one_each():
    """FACTS: "a fighter (+1 per discard, up to 3; wins ties)\""""
    state = fresh()
    be(state, 0, "brawler")
    cards = hand(state, 0, "lint_golem", "cave_pigeon", "paper_cut", "sock_goblin")
    fight(state, "plague_jester")          # level 5
    for cid in cards[:3]:
        act(state, Berserk(card=cid))
    assert "Berserk" not in legal_types(state)
    assert totals(state).players == 4 and cards[0] in state.door.discards


def test_a_brawler_wins_ties():
    """"If you and the monster are tied ... you lose", "unless a class says otherwise": a Brawler wins ties."""
    state = fresh()
    state.players[0].level = 2
    be(state, 0, "brawler")
    fight(state, "cave_pigeon")            # level 2
    assert totals(state).ties_win and "Fight" in legal_types(state)
    act(state, Fight())
    assert state.players[0].level == 3


def test_a_gravewarden_discards_for_plus_three_against_undead_only():
    """FACTS: "a holy one (+3 per discard against undead)\""""
    state = fresh()
    be(state, 0, "gravewarden")
    cards = hand(state, 0, "lint_golem", "cave_pigeon")
    fight(state, "plague_jester")
    assert "Turning" not in legal_types(state)
    state = fresh()
    be(state, 0, "gravewarden")
    cards = hand(state, 0, "lint_golem", "cave_pigeon")
    fight(state, "skeleton_intern")        # level 4, undead
    act(state, Turning(card=cards[0]))
    act(state, Turning(card=cards[1]))
    assert totals(state).players == 7


def test_a_hexslinger_charms_a_monster_away_with_the_whole_hand():
    """FACTS: a caster may "discard a whole hand to charm a monster away"; its treasure is the caster's, but
    there is no level (it was not killed)."""
    state = fresh()
    be(state, 0, "hexslinger")
    hand(state, 0, "lint_golem", "cave_pigeon")
    fight(state, "ogre_chef", "pointy_stick", "rubber_chicken", "frying_pan")
    assert "Charm" not in legal_types(state)          # at least three cards
    state = fresh()
    be(state, 0, "hexslinger")
    hand(state, 0, "lint_golem", "cave_pigeon", "paper_cut")
    fight(state, "ogre_chef", "pointy_stick", "rubber_chicken", "frying_pan")
    act(state, Charm(foe=state.combat.foes[0].card))
    assert state.combat is None and state.players[0].level == 1
    assert kinds(state.players[0].hand) == ["pointy_stick", "rubber_chicken", "frying_pan"]


def test_a_cutpurse_discards_to_give_a_fighter_minus_two_once():
    """FACTS: a rogue may "discard to give another -2\""""
    state = fresh()
    state.players[0].level = 3
    be(state, 1, "cutpurse")
    cards = hand(state, 1, "lint_golem", "cave_pigeon")
    top(state, "doormat_mimic")
    act(state, KickDoor())
    act(state, Backstab(card=cards[0], target=0))
    assert totals(state).players == 1 and not totals(state).winning
    assert "Backstab" not in legal_types(state)        # once a fighter, a fight
    act(state, Pass())
    act(state, Pass())
    assert state.to_act == 0 and "Fight" not in legal_types(state)


def test_a_cutpurse_tries_to_steal_a_small_item():
    """FACTS: a rogue may "try to steal a small item": a 4 or more takes it (project design), less and the
    Cutpurse loses a level."""
    state = fresh()
    state.players[0].level = 3
    be(state, 0, "cutpurse")
    helm, = equip(state, 1, "helm_of_moderate_courage")
    big, = equip(state, 2, "greatsword")
    steals = [a for a in GAME.legal_actions(state) if isinstance(a, Steal)]
    assert [(a.card, a.victim) for a in steals] == [(helm, 1)]          # small items only
    state.rng.force(4)
    act(state, Steal(card=helm, victim=1))
    assert state.players[0].item_ids() == [helm] and not state.players[0].items[0].equipped
    assert "Steal" not in legal_types(state)                              # once a turn
    state = fresh()
    state.players[0].level = 3
    be(state, 0, "cutpurse")
    helm, = equip(state, 1, "helm_of_moderate_courage")
    state.rng.force(3)
    act(state, Steal(card=helm, victim=1))
    assert state.players[1].item_ids() == [helm] and state.players[0].level == 2


def test_a_leafling_gains_a_level_for_each_monster_it_helps_kill_and_may_win_so():
    """FACTS: "a +1-to-run-away race that gains a level for each monster it helps kill\""""
    from game.engine.offer import Accept
    from game.games.doors.actions import AddUndead, AskHelp
    state = fresh()
    state.players[1].level = 8
    be(state, 1, "leafling")
    ghost, = hand(state, 2, "haunted_teapot")
    top(state, "sulking_skeleton")
    act(state, KickDoor())
    act(state, Pass())
    act(state, AddUndead(card=ghost))
    pass_all(state)
    act(state, AskHelp(seat=1, share=0))
    act(state, Accept())
    act(state, Fight())
    pass_all(state)
    # two monsters killed: the fighter gains 2 levels, the Leafling 2 as well, reaching level 10 by helping
    # kill them, which wins (project design: it is a kill)
    assert state.players[0].level == 3 and state.players[1].level == 10
    assert GAME.outcome(state).winners == (1,)


def test_discard_a_race_or_class_at_any_time():
    """"At any time you can: Discard a class or race.\""""
    state = fresh()
    race, = be(state, 1, "leafling")
    top(state, "lint_golem")
    act(state, KickDoor())
    act(state, DropCard(card=race))
    assert state.players[1].races == [] and race in state.door.discards


def test_a_new_race_replaces_the_old_and_the_double_card_allows_two():
    """"On your turn you can: Play a new class or race card (any time)"; the double-race card lets you keep
    two races at once."""
    state = fresh()
    old, = be(state, 0, "leafling")
    new, other = hand(state, 0, "stoutfolk", "pocketkin")
    act(state, PlayCard(card=new))
    assert state.players[0].races == [new] and old in state.door.discards
    tree, = hand(state, 0, "family_tree")
    act(state, PlayCard(card=tree))
    act(state, PlayCard(card=other))
    assert state.players[0].races == [new, other]


def test_the_helper_runs_with_a_leaflings_bonus():
    """The Leafling's +1 to run away is its own, when it runs as a helper too."""
    from game.engine.offer import Accept
    from game.games.doors.actions import AskHelp
    state = fresh()
    be(state, 1, "leafling")
    fight(state, "ogre_chef")
    act(state, AskHelp(seat=1, share=0))
    act(state, Accept())
    act(state, RunAway())
    pass_all(state)
    state.rng.force(5, 4)
    act(state, RollToRun())
    act(state, RollToRun())
    assert state.combat is None and state.players[1].level == 1


def test_the_double_class_card_keeps_two_classes_and_no_monster_bonus_against_them():
    """"Super Munchkin and Half-Breeds do not suffer penalties for either race/class they are.\""""
    state = fresh()
    be(state, 0, "brawler")
    major, second = hand(state, 0, "double_major", "gravewarden")
    act(state, PlayCard(card=major))
    act(state, PlayCard(card=second))
    assert len(state.players[0].classes) == 2
    fight(state, "owlbearish_thing")           # +2 against Brawlers
    assert totals(state).monsters == 7


def test_a_hireling_may_be_played_at_any_time():
    """"At any time you can: ... play a ... Hireling": here in another player's fight, at the window."""
    state = fresh()
    gerald, = hand(state, 1, "gerald")
    top(state, "lint_golem")
    act(state, KickDoor())
    act(state, PlayCard(card=gerald))
    assert state.players[1].hirelings == [gerald] and GAME.window(state).waiting == [2, 1]


def test_a_race_or_class_played_from_the_hand_can_be_taken_back():
    """"On your turn you can: Play a new class or race card (any time)." A card of your own put on your table by
    your own choice, or discarded from it, draws nothing and shows you nothing: undo takes it back (project
    design). A door kicked open cannot be."""
    from game.engine.session import Session
    from game.games.doors.actions import DropCard, KickDoor, PlayCard
    from tests.doors.helpers import table
    session = Session(GAME, table(3), 5)
    state = fresh()
    session.state = state
    brawler, elf = hand(state, 0, "brawler", "leafling")
    session.play(PlayCard(card=brawler))
    session.play(PlayCard(card=elf))
    session.play(DropCard(card=brawler))
    assert session.can_undo()
    for _ in range(3):
        session.undo()
    assert set(session.state.players[0].hand) == {brawler, elf} and not session.state.players[0].classes
    session.play(KickDoor())
    assert not session.can_undo()
