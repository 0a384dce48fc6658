"""Movement (8-page rules, MOVEMENT and SECRET DOORS), played through the legal actions on the rules map."""

from game.engine.events import DiceRolled
from game.games.dungeon.actions import EndTurn, Fight, MoveTo, OpenDoor, StepIn, TrySecretDoor
from game.games.dungeon.events import CombatResolved, SecretDoorTried
from tests.dungeon.helpers import act, card, game, lair, legal, space, started, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731


def moves(state) -> dict[int, MoveTo]:
    return {a.space: a for a in legal(g, state, MoveTo)}


def test_up_to_five_spaces_never_rolled():
    """Each pawn may move up to five spaces; dice are not rolled for movement; fewer, or none, is allowed."""
    state = started(g, "Hero", "Elf")
    seat = state.order[0]
    turn_of(state, seat, S("a1"))
    options = moves(state)
    assert max(a.cost for a in options.values()) == 5 and S("a6") in options and S("a7") not in options
    events = act(g, state, MoveTo, space=S("a4"))
    assert not [e for e in events if isinstance(e, DiceRolled)]
    assert state.t.mp == 2 and state.pawns[seat].space == S("a4")
    assert max(a.cost for a in moves(state).values()) == 2
    assert legal(g, state, EndTurn)


def test_rooms_count_one_space_and_the_staircase_to_the_gallery_costs_one():
    """Rooms and large chambers count one space; Main Staircase to Main Gallery costs one."""
    state = started(g, "Hero")
    turn_of(state, 0, S("Main Staircase"))
    options = moves(state)
    assert options[S("Main Gallery")].cost == 1
    assert options[S("a1")].cost == 2
    assert options[S("Almsroom")].cost == 4 and options[S("Almsroom")].path == (S("Main Gallery"), S("a1"),
                                                                             S("a2"), S("Almsroom"))


def test_doors_are_free():
    """Doors do not slow movement: a2 to the Almsroom beyond its door costs one (the room)."""
    state = started(g, "Hero")
    turn_of(state, 0, S("a2"))
    assert moves(state)[S("Almsroom")].cost == 1
    assert moves(state)[S("Pantry")].cost == 4  # a3, a4, the Kitchen, the Pantry: room to room by a door


def test_stairs_cost_one_space_per_step():
    """Stairs cost one space for each step (one per level of difference): the start's 3-step stairs to d1."""
    state = started(g, "Hero")
    turn_of(state, 0, S("Main Staircase"))
    assert moves(state)[S("d1")].cost == 3
    turn_of(state, 0, S("a7"))
    assert moves(state)[S("b1")].cost == 2  # a8 (1) + one step of stairs (1)


def test_a_move_carries_its_path_for_the_screen():
    """A move names its destination and every space on the way, adjacent in turn, costing what it says."""
    state = started(g, "Hero")
    turn_of(state, 0, S("a2"))
    m = g.map()
    for a in legal(g, state, MoveTo):
        prev, cost = S("a2"), 0
        for v in a.path:
            edge = m.link_between(prev, v)
            assert edge is not None
            cost += edge.cost
            prev = v
        assert a.path[-1] == a.space and cost == a.cost


def test_direction_may_be_reversed():
    """Movement direction may be reversed at any time (within the five spaces)."""
    state = started(g, "Hero")
    turn_of(state, 0, S("a3"))
    act(g, state, MoveTo, space=S("a5"))
    act(g, state, MoveTo, space=S("a4"))
    assert state.pawns[0].space == S("a4") and state.t.mp == 2


def test_passing_other_pawns_is_allowed():
    """MOVEMENT: movement past other players' pieces in the corridors or elsewhere is allowed."""
    state = started(g, "Hero", "Elf")
    turn_of(state, 0, S("a1"))
    state.pawns[1].space = S("a2")
    assert S("a4") in moves(state)


def test_no_moving_through_an_unfought_monster():
    """Movement through any area containing a monster is not possible until combat has taken place; a room
    with a monster is entered only by opening its door."""
    state = started(g, "Hero")
    lair(state, S("Guard Room"), card(2, "Ghouls"), card(2, "Ghouls", 2))
    lair(state, S("Almsroom"), card(1, "Goblins"))
    turn_of(state, 0, S("b2"))
    options = moves(state)
    assert S("Guard Room") in options and options[S("Guard Room")].fight
    assert S("b4") not in options and S("Crypt") not in options
    turn_of(state, 0, S("a1"))
    assert S("Almsroom") not in moves(state)
    assert [a.room for a in legal(g, state, OpenDoor)] == []
    act(g, state, MoveTo, space=S("a2"))
    assert [a.room for a in legal(g, state, OpenDoor)] == [S("Almsroom")]


def test_entering_a_chamber_with_monsters_stops_the_pawn_to_fight_the_top_one():
    """Only the first, or top, monster need be fought; the pawn proceeds on the following turn."""
    state = started(g, "Hero", "Elf")
    seat = state.order[0]
    top, second = card(2, "Giant Lizard"), card(2, "Ghouls")
    lair(state, S("Guard Room"), top, second)
    turn_of(state, seat, S("b2"))
    state.rng.force(6, 6)
    events = act(g, state, MoveTo, space=S("Guard Room"))
    fights = [e for e in events if isinstance(e, CombatResolved)]
    assert [e.monster for e in fights] == ["Giant Lizard"] and fights[0].won
    assert [gd.monster for gd in state.lairs[S("Guard Room")]] == [second]
    assert state.pawns[seat].space == S("Guard Room")
    assert state.to_act != seat  # the fight ended the turn
    turn_of(state, seat)
    assert S("b5") in moves(state)  # next turn it may go on, past the monster it does not fight


def test_a_pawn_beside_a_door_may_open_it_after_moving_five():
    """A pawn moved adjacent to a room may open its door even after moving its full five spaces."""
    state = started(g, "Hero")
    lair(state, S("Kitchen"), card(1, "Goblins"), prizes_=(card(1, "Sack of Gold (250)"),))
    turn_of(state, 0, S("Main Staircase"))
    act(g, state, MoveTo, space=S("a4"))
    assert state.t.mp == 0
    state.rng.force(5, 5)
    act(g, state, OpenDoor, room=S("Kitchen"))
    act(g, state, StepIn, space=S("Kitchen"))
    assert state.pawns[0].space == S("Kitchen") and state.pawns[0].prizes == [card(1, "Sack of Gold (250)")]


def test_secret_door_opens_on_one_or_two():
    """A secret door: roll one die, 1 or 2 opens it (not a Secret Entrance Card holder); then the pawn may
    move on with the rest of its turn."""
    state = started(g, "Hero")
    turn_of(state, 0, S("a2"))
    act(g, state, MoveTo, space=S("a3"))
    assert S("Storeroom") not in moves(state)
    (search,) = legal(g, state, TrySecretDoor)
    assert search.chance == "1–2"
    state.rng.force(2)
    events = act(g, state, TrySecretDoor, space=S("Storeroom"))
    assert [e.found for e in events if isinstance(e, SecretDoorTried)] == [True]
    act(g, state, MoveTo, space=S("Storeroom"))
    assert state.pawns[0].space == S("Storeroom") and state.t.mp == 3


def test_a_failed_secret_door_roll_ends_the_turn():
    """If the roll fails, the player's turn ends then and there; he may try again on later turns."""
    state = started(g, "Hero", "Elf")
    seat = 0  # the Hero
    turn_of(state, seat, S("a3"))
    state.rng.force(3)
    events = act(g, state, TrySecretDoor, space=S("Storeroom"))
    assert [e.found for e in events if isinstance(e, SecretDoorTried)] == [False]
    assert state.to_act != seat and state.pawns[seat].space == S("a3")
    turn_of(state, seat)
    assert legal(g, state, TrySecretDoor)


def test_an_elf_opens_secret_doors_on_one_to_four():
    """Elves open secret doors twice as easily: 1 through 4."""
    state = started(g, "Elf")
    turn_of(state, 0, S("a3"))
    assert legal(g, state, TrySecretDoor)[0].chance == "1–4"
    state.rng.force(4)
    act(g, state, TrySecretDoor, space=S("Storeroom"))
    assert S("Storeroom") in moves(state)


def test_several_secret_doors_in_one_turn():
    """8-page rules (which win over the sheet's one per turn): more than one secret door may be passed in
    a turn."""
    state = started(g, "Hero")
    turn_of(state, 0, S("a3"))
    state.rng.force(1, 2)
    act(g, state, TrySecretDoor, space=S("Storeroom"))
    act(g, state, MoveTo, space=S("Storeroom"))
    act(g, state, TrySecretDoor, space=S("Strongroom"))
    act(g, state, MoveTo, space=S("Strongroom"))
    assert state.pawns[0].space == S("Strongroom") and state.t.mp == 3


def test_a_secret_door_passed_is_known_for_good():
    """Once passed, a secret door is known to that pawn and treated as a plain door thereafter."""
    state = started(g, "Hero")
    turn_of(state, 0, S("a3"))
    state.rng.force(1)
    act(g, state, TrySecretDoor, space=S("Storeroom"))
    act(g, state, MoveTo, space=S("Storeroom"))
    act(g, state, MoveTo, space=S("a3"))
    turn_of(state, 0, S("a2"))
    assert S("Storeroom") in moves(state) and not legal(g, state, TrySecretDoor)


def test_a_found_but_unpassed_secret_door_is_forgotten():
    """Knowledge comes from passing through: a door found but not passed must be found again next turn."""
    state = started(g, "Hero")
    turn_of(state, 0, S("a3"))
    state.rng.force(1)
    act(g, state, TrySecretDoor, space=S("Storeroom"))
    act(g, state, EndTurn)
    turn_of(state, 0)
    assert legal(g, state, TrySecretDoor)


def test_the_secret_entrance_card_passes_every_secret_door_and_knowledge_stays_after_losing_it():
    """Secret Entrance Cards: secret doors as plain doors, no roll; doors passed before the card is lost
    stay known."""
    state = started(g, "Hero")
    entrance = card(1, "Secret Entrance Card")
    state.pawns[0].prizes = [entrance]
    turn_of(state, 0, S("a3"))
    assert not legal(g, state, TrySecretDoor)
    assert moves(state)[S("Strongroom")].cost == 2
    act(g, state, MoveTo, space=S("Storeroom"))
    state.pawns[0].prizes = []  # lost in a fight
    turn_of(state, 0, S("a3"))
    assert S("Storeroom") in moves(state)
    assert [a.space for a in legal(g, state, TrySecretDoor)] == []
    turn_of(state, 0, S("Storeroom"))
    assert [a.space for a in legal(g, state, TrySecretDoor)] == [S("Strongroom")]


def test_the_pawn_in_a_chamber_with_monsters_may_fight_again_or_leave():
    """No Effect: next turn the pawn may move through any corridor, or remain and fight again."""
    state = started(g, "Superhero")
    lair(state, S("Crypt"), card(2, "Evil Hero"))
    turn_of(state, 0, S("Crypt"))
    assert legal(g, state, Fight) and S("b5") in moves(state) and S("b4") in moves(state)


def test_the_way_into_a_room_says_each_step_and_its_moves():
    """A click on a room goes to its door by legal actions (routes.py); its words name each step and count
    the moves as words should ('1 move', '3 moves')."""
    from game.games.dungeon.routes import Routes

    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), card(1, "Goblins"))
    m = g.map()

    def words(at: str, room: str) -> str:
        turn_of(state, 0, S(at))
        legal = g.legal_actions(state)
        routes = Routes(legal, g.view(state, 0), state, m, set())
        return routes.plans[S(room)].words(m)

    assert words("a1", "Kitchen") == "Go to the door of the Kitchen (3 moves), then open it and fight"
    assert words("a3", "Kitchen") == "Go to the door of the Kitchen (1 move), then open it and fight"
    assert words("a1", "Storeroom") == ("Go to the secret door of the Storeroom (3 moves), search for it (1–2), "
                                        "then step in")
