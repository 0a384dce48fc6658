"""What the table keeps as pictures instead of drawing every frame: each must show what drawing it would
(the same pixels) and be drawn again as soon as what it shows changes."""

import random

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui import assets, draw, labels
from game.ui.boardscene import mend
from game.ui.generic import GenericTableScene
from tests.toygame import GAME as TOY
from tests.toygame import Roll
from tests.ui.conftest import show
from tests.ui.harness import open_table, session_for

pytestmark = pytest.mark.usefixtures("toy_on_shelf")
PART = pygame.Rect(100, 100, 200, 120)
THING = pygame.Rect(120, 120, 40, 40)


class OneThing(GenericTableScene):
    """A table with one thing to point at, inside the kept part."""

    def targets(self):
        return [(THING, "thing")]


def _table(app):
    seats = [Seat(name="P0"), Seat(name="P1", kind="computer")]
    return show(app, OneThing(app, Session(TOY, TableConfig(seats=seats), 5)))


def _point(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)


def test_a_kept_part_is_painted_again_only_when_what_it_shows_changes(app):
    scene = _table(app)
    surface = pygame.Surface((1280, 720))
    painted = []

    def paint(colour):
        painted.append(colour)
        surface.fill(colour, PART)

    scene.keep(surface, PART, "red", lambda: paint((200, 0, 0)))
    surface.fill((0, 0, 0))
    scene.keep(surface, PART, "red", lambda: paint((200, 0, 0)))
    assert painted == [(200, 0, 0)], "the same key: the picture, not a new painting"
    assert surface.get_at(PART.center)[:3] == (200, 0, 0), "the picture shows what was painted"
    assert surface.get_at((PART.right + 1, PART.centery))[:3] == (0, 0, 0), "and nothing beyond its rect"
    scene.keep(surface, PART, "blue", lambda: paint((0, 0, 200)))
    assert painted[-1] == (0, 0, 200), "a new key paints it again"
    scene.session.play(Roll())
    scene.skip_animations()
    scene.keep(surface, PART, "blue", lambda: paint((0, 0, 201)))
    assert painted[-1] == (0, 0, 201), "a change of the game paints it again"


def test_a_kept_part_is_painted_again_when_the_pointer_comes_into_it_or_leaves_it(app):
    scene = _table(app)
    surface = pygame.Surface((1280, 720))
    painted = []

    def keep():
        scene.keep(surface, PART, None, lambda: painted.append(scene.hover))

    keep()
    _point(app, THING.center)
    keep()
    _point(app, (THING.right + 5, THING.centery))   # still inside the part, on nothing
    keep()
    _point(app, (600, 600))   # out of the part
    keep()
    assert painted == [None, "thing"], "in: painted with the hover; off it and out: the picture without it"
    _point(app, THING.center)
    keep()
    assert painted == [None, "thing"], "back on it: the picture with the hover, kept too (draw.Kept holds a few)"
    scene.keep(surface, PART, "other", lambda: painted.append("other"))
    assert painted[-1] == "other"


def test_a_kept_part_stays_in_its_rect(app):
    scene = _table(app)
    surface = pygame.Surface((1280, 720))
    scene.keep(surface, PART, 1, lambda: surface.fill((250, 250, 0)))
    assert surface.get_at((PART.x - 1, PART.y - 1))[:3] == (0, 0, 0)


def test_a_picture_is_made_once_per_key_and_the_oldest_go_past_the_bound(monkeypatch):
    pygame.init()
    made = []

    def make(size):
        made.append(size)
        return pygame.Surface((size, size))

    monkeypatch.setattr(assets, "PICTURES_PIXELS", 3 * 100 * 100)
    for key in ("a", "b", "a", "c"):
        assets.picture(key, lambda: make(100))
    assert made == [100, 100, 100], "a is kept, not made again"
    assets.picture("d", lambda: make(100))   # four would pass the bound: the least lately used (b) goes
    assets.picture("a", lambda: make(100))
    assets.picture("b", lambda: make(100))
    assert len(made) == 5, "a was kept; b had gone and was made again"
    assets.clear_caches()


def test_a_picture_blitted_from_a_cache_line_column_shows_the_same_pixels():
    rng = random.Random(3)
    picture = pygame.Surface((37, 20))
    for x in range(37):
        for y in range(20):
            picture.set_at((x, y), (rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    for x in range(-5, 40):
        plain, cut = pygame.Surface((100, 40)), pygame.Surface((100, 40))
        plain.blit(picture, (x, 7))
        draw.blit_aligned(cut, picture, (x, 7))
        assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(cut, "RGB"), x
        draw.fill_aligned(plain, (9, 8, 7), pygame.Rect(x, 3, 30, 5))
        cut.fill((9, 8, 7), pygame.Rect(x, 3, 30, 5))
        assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(cut, "RGB"), x


def test_the_dark_around_a_picture_is_filled_and_what_it_covers_is_not():
    surface = pygame.Surface((100, 100))
    surface.fill((1, 1, 1))
    draw.fill_around(surface, (200, 0, 0), pygame.Rect(10, 10, 80, 80), pygame.Rect(30, 0, 40, 60))
    assert surface.get_at((15, 50))[:3] == (200, 0, 0) and surface.get_at((50, 80))[:3] == (200, 0, 0)
    assert surface.get_at((50, 50))[:3] == (1, 1, 1), "under the picture: left for it"
    assert surface.get_at((5, 5))[:3] == (1, 1, 1), "outside the area: untouched"


def test_a_tag_goes_where_it_covers_least_of_the_tags_placed_before_it():
    first = (40, 20, ((100, 100),))
    second = (40, 20, ((105, 100), (100, 140), (100, 90)))
    placed = labels.place((first, second))
    assert placed[0].center == (100, 100)
    assert placed[1].center == (100, 140), "its first spot would cover the first tag; the second is clear"
    placed[1].move_ip(500, 0)
    assert labels.place((first, second))[1].center == (100, 140), "an answer kept is not changed by its caller"


class ThingUntilRolled(GenericTableScene):
    """A thing to point at that the first roll takes off the table."""

    def targets(self):
        return [] if self.session.history else [(THING, "thing")]

    def target_tip(self, target, found):
        assert not self.session.history, "asked about a thing no longer on the table"
        return "the thing"


def test_what_lies_under_the_pointer_is_found_again_after_a_change(app):
    seats = [Seat(name="P0"), Seat(name="P1", kind="computer")]
    scene = show(app, ThingUntilRolled(app, Session(TOY, TableConfig(seats=seats), 5)))
    _point(app, THING.center)
    assert scene.hover == "thing"
    scene.session.play(Roll())
    scene.skip_animations()
    app.frame([], 1 / 60)   # no motion: the pointer rests where the thing was
    assert scene.hover is None


def test_a_drawing_kept_in_parts_shows_what_painting_its_parts_would():
    pygame.init()
    parts = [(pygame.Rect(10, 12, 30, 20), lambda s, r: s.fill((200, 10, 10), r)),
             (pygame.Rect(25, 20, 30, 30), lambda s, r: pygame.draw.circle(s, (10, 200, 10), r.center, 12))]
    straight, kept = pygame.Surface((80, 80)), pygame.Surface((80, 80))
    draw.kept_drawing(straight, None, parts)
    assert draw.kept_at(("test drawing", 1)) is None, "nothing kept yet"
    draw.kept_drawing(kept, ("test drawing", 1), parts)
    assert pygame.image.tobytes(straight, "RGB") == pygame.image.tobytes(kept, "RGB")
    again = pygame.Surface((80, 80))
    found = draw.kept_at(("test drawing", 1))
    assert found is not None, "kept: found with where it goes, its parts not asked"
    again.blit(*found)
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(straight, "RGB")
    assets.clear_caches()


def test_a_line_of_text_coloured_from_its_white_rendering_is_the_rendering_in_that_colour():
    pygame.init()
    for colour in ((200, 180, 140), (1, 2, 3), (240, 236, 220)):
        for face, size in (("body", 15), ("bold", 22), ("title", 38)):
            rendered = assets.font(face, size).render("Ada rolled 4 + 4 = 8", True, colour)
            over = [pygame.Surface(rendered.get_size()) for _ in range(2)]
            for surface, img in zip(over, (rendered, assets.text(face, size, "Ada rolled 4 + 4 = 8", colour)),
                                    strict=True):
                surface.fill((30, 30, 40))
                surface.blit(img, (0, 0))
            assert pygame.image.tobytes(over[0], "RGB") == pygame.image.tobytes(over[1], "RGB"), (colour, face)
    assets.clear_caches()


def test_text_is_wrapped_where_measuring_each_whole_line_would_wrap_it():
    pygame.init()

    def measured(content, face, size, width):
        lines, line = [], ""
        for word in content.split(" "):
            trial = f"{line} {word}" if line else word
            if assets.width(face, size, trial) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        return (*lines, line)

    rng = random.Random(5)
    words = "The Flaming Fireball of Doom creeps one square after this round, 8-page rules; a Dragon's hoard".split()
    for _ in range(400):
        content = " ".join(rng.choice(words) for _ in range(rng.randrange(3, 30)))
        face, size, width = rng.choice(("body", "bold", "italic")), rng.choice((13, 15, 19)), rng.randrange(80, 500)
        assert draw.wrap(content, face, size, width) == measured(content, face, size, width)
    assets.clear_caches()


def _picture(size, colour, alpha):
    img = pygame.Surface(size, pygame.SRCALPHA)
    img.fill((*colour, alpha))
    pygame.draw.circle(img, (*colour, 255), (size[0] // 2, size[1] // 2), min(size) // 3)
    return img


def test_a_layer_mended_after_a_change_is_the_layer_drawn_whole_again():
    pygame.init()
    ground = pygame.Surface((300, 200))
    for x in range(0, 300, 10):
        pygame.draw.line(ground, (x % 255, 90, 200 - x // 2), (x, 0), (300 - x, 200), 3)
    red, blue, green = _picture((60, 50), (220, 40, 40), 120), _picture((80, 40), (40, 40, 220), 90), \
        _picture((50, 70), (40, 200, 40), 160)
    before = [("red", red, pygame.Rect(20, 20, 60, 50)), ("blue", blue, pygame.Rect(60, 40, 80, 40)),
              ("green", green, pygame.Rect(200, 100, 50, 70))]
    # the blue one goes, the green one changes (a new key, drawn over the red's place), a new one comes
    after = [("red", red, pygame.Rect(20, 20, 60, 50)), ("green 2", green, pygame.Rect(40, 30, 50, 70)),
             ("blue 2", blue, pygame.Rect(180, 150, 80, 40))]

    def whole(parts):
        layer = ground.copy()
        for _, picture, rect in parts:
            layer.blit(picture, rect)
        return layer
    mended = whole(before)
    mend(mended, ground, {key: rect for key, _, rect in before}, after)
    assert pygame.image.tobytes(mended, "RGB") == pygame.image.tobytes(whole(after), "RGB")
    untouched = whole(before)
    mend(untouched, ground, {key: rect for key, _, rect in before}, before)
    assert pygame.image.tobytes(untouched, "RGB") == pygame.image.tobytes(whole(before), "RGB")


def test_dungeon_board_layer_mended_as_cards_come_and_go_is_the_layer_drawn_whole(app):
    """A card revealed, fought or taken mends Dungeon!'s layer (the rooms that changed and their tags):
    at every change the pixels are those of the layer drawn whole."""
    scene = open_table(app, session_for("dungeon", seats=4, humans=0, seed=7))
    scene.board_view.set_zoom(scene.play_zoom)
    mended = 0
    for _ in range(150):
        if scene.session.outcome is not None:
            break
        lairs = scene.view.lairs
        scene.session.play(scene.session.computer_choice())
        scene.skip_animations()
        first = scene.fixed_layer() is not None and scene._parts_drawn is not None
        scene.draw(app.screen)
        if not first or scene.view.lairs == lairs:
            continue
        mended += 1
        layer = pygame.image.tobytes(scene.fixed_layer(), "RGB")
        scene._fixed, scene._parts_drawn = None, None   # drawn whole, from nothing
        assert layer == pygame.image.tobytes(scene.fixed_layer(), "RGB"), "the mended layer is the whole one"
    assert mended >= 5, f"only {mended} changes of the cards in rooms were seen"


def test_a_line_shrunk_to_fit_takes_the_largest_size_that_fits():
    pygame.init()
    assets.clear_caches()   # (fonts of a closed app are not to be used)
    for face, size in (("title", 40), ("bold", 22), ("body", 15), ("italic", 16)):
        for content in ("The Hall of the Mountain King", "Ada rolled 4 + 4 = 8 and hit", "Wand of Fireballs"):
            full = assets.width(face, size, content)
            for room in (full - 5, full * 4 // 5, full * 3 // 4, full // 2):
                stepped = size - 1
                while stepped > int(size * 0.7) and assets.width(face, stepped, content) > room:
                    stepped -= 1
                assert draw.shrunk(face, size, content, room, full) == stepped, (face, size, content, room)


def test_dimming_is_a_translucent_shade_over_the_table():
    pygame.init()
    table = pygame.Surface((64, 64))
    for y in range(64):
        pygame.draw.line(table, (y * 4, 255 - y * 3, (y * 37) % 256), (0, y), (63, y))
    blended, dimmed = table.copy(), table.copy()
    shade = pygame.Surface((64, 64), pygame.SRCALPHA)
    shade.fill((*draw.SHADE, 150))
    blended.blit(shade, (0, 0))
    draw.dim(dimmed, 150)
    a, b = pygame.image.tobytes(blended, "RGB"), pygame.image.tobytes(dimmed, "RGB")
    assert max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 2


def test_the_type_is_readied_in_a_frames_spare_time_and_only_then(app):
    """Every size the screens use has its letters rasterised once, a few at a time in the time frames leave
    (the first line at a new size cost a millisecond or more on the frame that showed it)."""
    assets.clear_caches()
    assert not app.spare(0.0), "no time left before the next frame: nothing is done"
    assert assets.font.cache_info().currsize == 0
    steps = 0
    while app.spare(0.05):
        steps += 1
        assert steps < 100
    assert steps >= 2, "done over several frames' spare time, not at once"
    assert {key for key in assets.TYPE} <= assets._warmed
    assert assets.font.cache_info().currsize == len(set(assets.TYPE))
    assert not app.spare(0.05), "nothing left to do"


@pytest.mark.parametrize("game_id", ["doors"])
def test_what_a_view_shows_readied_in_spare_time_is_not_painted_when_shown(app, game_id):
    """The pictures a view shows that are costly the first time (Kick the Door's cards on the seats, in the
    fight and the hand; each card large as under the pointer) are painted ahead, a step at a time: the frame
    that shows the view, and the pointer over each thing, paint none."""
    scene = open_table(app, session_for(game_id, seats=4, humans=1, seed=6))
    for _ in range(40):
        if not scene.my_turn():
            scene.session.play(scene.session.computer_choice())
        scene.skip_animations()
        if scene.my_turn() and len(scene.targets()) > 8:
            break
    assets.clear_caches()
    steps = 0
    while scene.spare_step():
        steps += 1
    assert steps > 5
    painted = []
    picture = assets.picture
    assets.picture = lambda key, make: picture(key, lambda: (painted.append(key), make())[1])
    try:
        scene.draw(app.screen)
        for rect, _target in scene.targets():   # the pointer on each thing, too (a card of the hand grows)
            _point(app, rect.center)
    finally:
        assets.picture = picture
    assert not [k for k in painted if any(w in str(k) for w in ("doors card", "paint_face", "paint_compact"))]


@pytest.mark.parametrize("game_id", ["doors"])
def test_seats_kept_as_pictures_show_what_painting_them_would(app, game_id):
    """Kick the Door's seats are kept a column at a time (a seat's glow reaches its neighbour's box), keyed
    by what they show of the view: at every moment of a game, with the pointer on each thing, the kept
    picture is the painted one."""
    scene = open_table(app, session_for(game_id, seats=4, humans=1, seed=6))
    keep = type(scene).keep
    checked = 0
    for i in range(60):
        if scene.session.outcome is not None:
            break
        targets = scene.targets()
        if targets:
            _point(app, targets[i % len(targets)][0].center)
        if scene.my_turn():
            scene.act(random.Random(i).choice(scene.legal))
        else:
            scene.session.play(scene.session.computer_choice())
        scene.skip_animations()
        app.frame([], 1 / 60)
        scene.draw(app.screen)
        kept = pygame.image.tobytes(app.screen, "RGB")
        type(scene).keep = lambda self, surface, rect, key, paint, whole_view=True: paint()
        try:
            scene.draw(app.screen)
        finally:
            type(scene).keep = keep
        assert kept == pygame.image.tobytes(app.screen, "RGB")
        checked += 1
    assert checked > 30


def test_a_thing_flying_is_drawn_once_for_each_end_and_scaled_on_the_way():
    """A card flying across the table is drawn at each end of its flight once, not anew at every size on the
    way; where it lands it is the very drawing of the card there."""
    from game.ui.anims import Fly
    pygame.init()
    calls = []

    def card(surface, rect):
        calls.append(rect.size)
        pygame.draw.rect(surface, (200, 180, 90), rect, border_radius=6)
        pygame.draw.rect(surface, (20, 20, 20), rect.move(3, 5), 2)

    start, end = pygame.Rect(100, 100, 56, 78), pygame.Rect(600, 300, 78, 56)
    fly = Fly(card, start, end, 0.5)
    screen = pygame.Surface((1280, 720))
    for _ in range(40):
        fly.update(1 / 60)
        fly.draw(screen, screen.get_rect(), None)
    assert sorted(calls) == sorted([start.size, end.size]), "each end drawn once"
    landed, direct = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    fly.draw(landed, landed.get_rect(), None)
    card(direct, end)
    assert fly.done and pygame.image.tobytes(landed, "RGB") == pygame.image.tobytes(direct, "RGB")


@pytest.mark.parametrize("game_id", ["dungeon", "town", "doors"])
def test_coming_animations_rehearsed_in_spare_time_leave_the_table_as_it_was(app, game_id):
    """At the normal pace, the animations of the moments still to show are built and their first frames
    drawn off the screen in spare time (what they show first is painted ahead): the table, and what its
    animations note things on, are as they were, and the moments play on as before; no sound is heard."""
    from game.ui.prefs import Prefs
    app.prefs = Prefs(speed="normal")
    scene = open_table(app, session_for(game_id, seats=3, humans=0, seed=4))
    heard: list[str] = []
    app.audio.ok, app.audio.prefs = True, app.prefs
    app.audio._sound = lambda name: heard.append(name)   # type: ignore[method-assign]
    rehearsed = 0
    for _ in range(30):
        scene.skip_animations()
        scene.session.play(scene.session.computer_choice())
        scene.queue += scene.session.moments
        if not scene.queue:
            continue
        before = [(o, dict(vars(o))) for o in (scene, scene.panel, *scene.rehearsed())]
        while scene.spare_step():
            pass
        rehearsed += 1
        memo = ("_readied", "_ready_work", "_scratch", "_dressed", "_my_turn", "_lit")   # (readying's own, answers)
        for o, attrs in before:
            now = {k: v for k, v in vars(o).items() if k not in memo}
            was = {k: v for k, v in attrs.items() if k not in memo}
            assert now.keys() == was.keys() and all(now[k] is was[k] for k in now), type(o).__name__
    assert rehearsed > 5 and heard == [], heard


@pytest.mark.parametrize("game_id", ["doors"])
def test_the_next_moment_is_drawn_ahead_whole_and_its_frames_find_their_pictures(app, game_id):
    """At the normal pace, spare time draws the whole table as the next moment will show it (at its start
    and caught up): the frames that show it find the side panel (and the kept parts) already painted, and
    show what painting them would."""
    from game.ui.prefs import Prefs
    app.prefs = Prefs(speed="normal")
    scene = open_table(app, session_for(game_id, seats=3, humans=0, seed=4))
    painted: list[object] = []
    paint = scene.panel._paint
    scene.panel._paint = lambda surface: (painted.append(scene.moment), paint(surface))[1]
    starts = ahead = 0
    shown = None
    for _ in range(1500):
        if scene.session.outcome is not None or starts >= 40:
            break
        was = len(painted)
        app.frame([], 1 / 60)
        if scene.moment is not None and scene.moment is not shown and not scene.moment.event.silent:
            shown = scene.moment
            starts += 1
            ahead += len(painted) == was
            picture = pygame.image.tobytes(app.screen.subsurface(scene.panel.rect), "RGB")
            scene.panel._picture, scene.panel._upper = draw.Kept(), draw.Kept()
            scene.panel.draw(app.screen)
            assert picture == pygame.image.tobytes(app.screen.subsurface(scene.panel.rect), "RGB")
        while app.spare(1 / 60):
            pass
    assert starts >= 20 and ahead >= starts * 3 // 4, (starts, ahead)


def test_a_card_turned_up_in_dungeon_is_painted_ahead_of_its_moment(app):
    """Dungeon!: a monster turned up is shown large; rehearsed in spare time, its first frame paints no card."""
    from game.games.dungeon.events import MonsterRevealed
    from game.ui.prefs import Prefs
    app.prefs = Prefs(speed="normal")
    scene = open_table(app, session_for("dungeon", seats=3, humans=0, seed=4))
    for _ in range(300):
        scene.skip_animations()
        scene.session.play(scene.session.computer_choice())
        moments = scene.session.moments
        if any(isinstance(m.event, MonsterRevealed) for m in moments):
            break
    scene.queue += moments
    while scene.spare_step():
        pass
    painted = []
    picture = assets.picture
    assets.picture = lambda key, make: picture(key, lambda: (painted.append(key), make())[1])
    try:
        for _ in range(400):
            app.frame([], 1 / 60)
            if scene.moment is not None and isinstance(scene.moment.event, MonsterRevealed):
                break
        assert scene.moment is not None and isinstance(scene.moment.event, MonsterRevealed)
    finally:
        assets.picture = picture
    assert not [k for k in painted if "paint_face" in str(k)], "the card shown large was painted ahead"


def test_why_a_dungeon_room_is_out_of_reach_is_worked_out_in_spare_time(app, monkeypatch):
    """Dungeon!: the words for a room out of reach need how far every space is this turn (a few
    milliseconds, on the first hover over such a room): worked out in spare time instead."""
    import game.games.dungeon.routes as routes_module
    scene = open_table(app, session_for("dungeon", seats=2, humans=1, seed=5))
    for _ in range(200):
        if scene.my_turn() and scene.routes is not None and scene.routes.open and scene.routes.left > 0:
            break
        if not scene.my_turn():
            scene.session.play(scene.session.computer_choice())
        else:
            scene.act(scene.legal[0])
        scene.skip_animations()
    routes = scene.routes
    assert routes is not None and routes.open
    while scene.spare_step():
        pass
    monkeypatch.setattr(routes_module, "distances", lambda *a, **k: pytest.fail("worked out again on hover"))
    far = [room for room, kind in scene.m.kind.items() if kind == routes_module.ROOM and room not in routes.plans
           and room not in scene.places]
    assert far and all(routes.why_not(room) for room in far[:10])


@pytest.mark.parametrize("game_id", ["dungeon", "town", "doors"])
def test_the_side_panel_with_its_upper_part_kept_is_the_panel_painted_whole(app, game_id):
    """A new event paints the log again but keeps the panel's upper part (whose turn, the seats, the
    choices) while what it says stays the same: at every frame of a game, with the pointer moving and
    choices taken, the panel is the one painted whole."""
    from game.ui.prefs import Prefs
    app.prefs = Prefs(speed="normal")
    scene = open_table(app, session_for(game_id, seats=3, humans=1, seed=6))
    kept = 0
    for i in range(500):
        if scene.session.outcome is not None:
            break
        targets = scene.targets()
        if targets and i % 2:
            _point(app, targets[i % len(targets)][0].center)
        if scene.my_turn() and scene.legal and i % 3 == 0:
            scene.act(random.Random(i).choice(scene.legal))
        app.frame([], 1 / 60)
        panel = scene.panel
        panel._picture = draw.Kept()
        kept += panel._upper.find(panel._upper_key(
            pygame.Rect(panel.rect.x, 0, panel.rect.w, panel.log_rect.y - 1))) is not None
        panel.draw(app.screen)
        shown = pygame.image.tobytes(app.screen.subsurface(panel.rect), "RGB")
        panel._picture, panel._upper = draw.Kept(), draw.Kept()
        panel.draw(app.screen)
        assert shown == pygame.image.tobytes(app.screen.subsurface(panel.rect), "RGB")
    assert kept > 50, "the upper part was kept"


@pytest.mark.parametrize("game_id", ["town", "doors"])
def test_words_planned_ahead_ask_nothing_of_a_view_gone_by(app, game_id):
    """The words of the things on the table are planned for the view shown and boxed in the spare time of
    later frames, when the game may have moved on: they are then not asked for (a thing of the old view
    asked of the new one: Wilds & Depths' lantern card 3 of 2 once stopped the bench)."""
    scene = open_table(app, session_for(game_id, seats=4, humans=0, seed=9))
    asked: list[object] = []
    tip = scene.target_tip
    scene.target_tip = lambda target, found: (asked.append(scene.view), tip(target, found))[1]
    moved_on = 0
    for _ in range(40):
        if scene.session.outcome is not None:
            break
        work = scene._tips_ahead()
        planned_for = scene.view
        scene.session.play(scene.session.computer_choice())
        scene.queue += scene.session.moments
        scene.skip_animations()
        moved_on += bool(work) and scene.view is not planned_for
        for step in work:
            step()
        assert all(v is planned_for for v in asked), "a tip asked of a view it was not planned for"
        asked.clear()
        for step in scene._tips_ahead():   # planned and done for the view shown: asked
            step()
        assert asked or not scene.targets()
        asked.clear()
    assert moved_on > 10


@pytest.mark.parametrize("game_id", ["dungeon", "town", "escape", "delve", "doors"])
@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_work_done_ahead_in_spare_time_never_fails_as_the_game_moves_on(app, game_id, speed, caplog):
    """Work for the frames to come is planned for the view shown and done in the spare time of frames after
    it, when the game may have moved on (at the instant pace, many moves a frame): it asks nothing of a view
    gone by (Wilds & Depths' lantern cards once went out of range), and none of it fails."""
    import logging

    from game.ui.app import SPARE_MARGIN
    from game.ui.prefs import Prefs
    app.prefs = Prefs(speed=speed)
    scene = open_table(app, session_for(game_id, seats=4, humans=0, seed=9))
    caplog.set_level(logging.DEBUG, logger="game.ui.table")
    for k in range(300):
        if scene.session.outcome is not None:
            break
        _point(app, (40 + (k * 37) % 840, 40 + (k * 53) % 640))
        app.spare(SPARE_MARGIN + 0.003)   # (a little at a time: the work planned in one frame is done in the next)
    assert not [r for r in caplog.records if r.getMessage() == "work ahead left"], caplog.text[-2000:]
