"""Issue 14, Dungeon!: "clicking a room the pawn can reach does nothing and says nothing; the player must first
click the corridor square by its door. Clicking a reachable room goes there (the path to its door and in,
fighting as the rules say); an unreachable one says why." Every step is a legal action; the way stops when
the rules ask something (a monster met, a door that holds); the hover says where it goes and how many moves."""

from game.games.dungeon.actions import MoveTo, OpenDoor, TrySecretDoor
from game.games.dungeon.routes import Routes
from game.ui.looks import Way
from game.ui.scenes.dungeon.screen import DungeonScreen
from tests.ui.conftest import click, run
from tests.ui.tables import parts, point
from tests.ui.test_dungeon_scene import GAME, session, table, until_mine

M = GAME.map()


def routes_of(s) -> Routes:
    legal = s.legal()
    taken = {DungeonScreen.place_of(a) for a in legal} - {None}
    return Routes(legal, GAME.view(s.state, 0), s.state, M, taken)


def room_point(scene, room: int) -> tuple[int, int]:
    """A point of the room, brought into view, away from its door and its cards' middle."""
    screen = scene.screen
    cam = screen.camera
    space = screen.board.spaces[room]
    cam.centre_on(*space.center)
    screen.following = False
    x, y = cam.to_screen(*space.center)
    return x + round(space.w * cam.zoom * 0.3), y


def test_clicking_a_room_with_a_monster_goes_to_its_door_opens_it_and_fights(app):
    s = session("Hero", "Elf")
    assert until_mine(s, lambda legal: any(p.fights and not p.search for p in routes_of(s).plans.values()))
    plan = next(p for p in routes_of(s).plans.values() if p.fights and not p.search)
    scene = table(app, s)
    at = room_point(scene, plan.room)
    over = point(app, scene, at)
    assert over is not None and over.key == ("space", plan.room)
    words = over.text()
    assert f"({plan.moves} move" in words and "open it and fight" in words, words
    assert [p for p in parts(scene, Way) if p.only == over.key], "the way there, with its cost"
    before = len(s.history)
    click(app, at)
    run(app, 0.5)
    mine = s.history[before:before + 2]
    assert isinstance(mine[0], MoveTo) and mine[0].space == plan.first.space, mine
    assert mine[1] == OpenDoor(plan.room, M.the(plan.room), mine[1].monster), "then the door, and the fight"
    assert scene.screen.plan is None


def test_an_unreachable_room_says_why(app):
    s = session("Hero", "Elf")
    assert until_mine(s, lambda legal: any(isinstance(a, MoveTo) for a in legal))
    routes = routes_of(s)
    far = next(r for r, kind in M.kind.items() if kind == "room" and r not in routes.plans
               and "moves away" in routes.why_not(r))
    scene = table(app, s)
    at = room_point(scene, far)
    over = point(app, scene, at)
    assert over is not None and routes.why_not(far) in over.text(), "the hover says why"
    before = len(s.history)
    click(app, at)
    assert len(s.history) == before, "nothing is played"
    assert app.toast is not None and "moves away" in app.toast[0] and "left this turn" in app.toast[0]


def test_the_way_stops_at_a_secret_door_that_holds(app):
    """A room behind a secret door: the click walks to it and searches; the search fails (a 6), the turn is
    over, and nothing more is played for the person."""
    s = session("Hero", "Elf")
    assert until_mine(s, lambda legal: any(isinstance(a, MoveTo) for a in legal))
    state = s.state
    # a room with a secret door and an open one: the pawn put beside the corridor at the secret door, with two
    # moves, so that only the way by the secret door is within reach
    room = next(r for r, kind in M.kind.items() if kind == "room"
                and any(e.kind == "secret_door" and M.kind[e.to] == "corridor" for e in M.edges[r]))
    corridor = next(e.to for e in M.edges[room] if e.kind == "secret_door")
    near = next(e.to for e in M.edges[corridor] if M.kind[e.to] == "corridor")
    state.pawns[0].space = near
    state.pawns[0].known_doors = []
    state.t.mp = 2
    state.lairs.pop(room, None)    # an empty room: in through the door once found
    scene = table(app, s)
    scene.refresh()
    plan = scene.screen.routes(scene.shown).plans[room]
    assert plan.search and not plan.fights
    state.rng.force(6)
    before = len(s.history)
    click(app, room_point(scene, room))
    run(app, 0.5)
    assert isinstance(s.history[before], MoveTo) and s.history[before].space == corridor
    assert isinstance(s.history[before + 1], TrySecretDoor)
    assert scene.screen.plan is None and state.pawns[0].space == corridor, "the door held: the pawn stays outside"


def test_at_the_normal_pace_each_step_waits_for_the_last_ones_moments(app):
    """The door is opened only once the walk to it has been shown (every moment of it), never while the pawn
    is still walking on the screen."""
    from game.ui.prefs import Prefs
    s = session("Hero", "Elf")
    assert until_mine(s, lambda legal: any(p.fights and not p.search and p.moves > 1
                                           for p in routes_of(s).plans.values()))
    plan = next(p for p in routes_of(s).plans.values() if p.fights and not p.search and p.moves > 1)
    scene = table(app, s)
    app.prefs = Prefs(speed="normal")
    before = len(s.history)
    click(app, room_point(scene, plan.room))
    assert len(s.history) == before + 1 and isinstance(s.history[before], MoveTo)
    frames = 0
    while len(s.history) == before + 1 and frames < 600:
        showing = scene.playback.busy   # (a moment of the walk still to show, or its animation running)
        run(app, 1 / 30)
        frames += 1
        assert len(s.history) == before + 1 or not showing, "the next step waits until the walk is shown"
    assert frames > 5, "the walk was shown over several frames"
    assert s.history[before + 1] == OpenDoor(plan.room, M.the(plan.room), s.history[before + 1].monster)


def test_a_way_into_a_room_is_fought_out_before_the_screen_is_handed_on(app):
    """The way's last step (the door and the fight) is taken when its first is shown: the fight is shown to
    the person who clicked, and only then is the screen handed to the next person (it was handed on at once,
    and the next person was shown the fight in the mover's view)."""
    from game.ui.scenes.handoff import HandOffScene
    s = session("Hero", "Elf", humans=2, seed=11)   # (the room holds a monster: the fight ends her turn)
    assert until_mine(s, lambda legal: any(p.fights and not p.search for p in routes_of(s).plans.values()))
    plan = next(p for p in routes_of(s).plans.values() if p.fights and not p.search)
    scene = table(app, s)
    run(app, 0.5)
    if isinstance(app.stack.top, HandOffScene):
        assert app.stack.top.seat == 0
        click(app, app.stack.top.widgets[0].rect.center)   # "I am Ada: show the table"
        run(app, 0.1)
    assert app.stack.top is scene and scene.shown.mine
    before = len(s.history)
    click(app, room_point(scene, plan.room))
    for _ in range(30 * 60):
        if isinstance(app.stack.top, HandOffScene):
            break
        run(app, 1 / 30)
    assert isinstance(app.stack.top, HandOffScene) and app.stack.top.seat == 1
    assert isinstance(s.history[before + 1], OpenDoor) and s.to_act == 1, "the door opened, the fight fought"
    assert not scene.playback.busy, "and the fight shown to Ada first"
