"""The one store of pictures and the compositor: a picture is made once for what it shows and kept within a
bound; a screen laid again paints only where its parts changed, and what it shows is every pixel that painting
all its parts anew would give. With the small drawing pieces they rest on."""

import random
from dataclasses import dataclass

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui import assets, compose, draw, labels, pictures
from game.ui.compose import Compositor, part
from game.ui.tabletop import scene as tables
from game.ui.tabletop.layout import Layout
from game.ui.tabletop.screen import Screen
from game.ui.tabletop.things import Thing
from game.ui.theme import COLOURBLIND, NORMAL
from tests.toygame import GAME as TOY
from tests.toygame import Roll
from tests.ui.conftest import show

pytestmark = pytest.mark.usefixtures("toy_on_shelf")


def test_a_picture_is_made_once_per_key_and_the_oldest_go_past_the_bound(monkeypatch):
    pygame.init()
    pictures.clear()
    made = []

    def make(size):
        made.append(size)
        return pygame.Surface((size, size))

    monkeypatch.setattr(pictures, "BUDGET", 3 * 100 * 100)
    for key in ("a", "b", "a", "c"):
        pictures.keep(key, lambda: make(100))
    assert made == [100, 100, 100], "a is kept, not made again"
    pictures.keep("d", lambda: make(100))   # four would pass the bound: the least lately used (b) goes
    pictures.keep("a", lambda: make(100))
    pictures.keep("b", lambda: make(100))
    assert len(made) == 5, "a was kept; b had gone and was made again"
    pictures.clear()


@dataclass(frozen=True)
class Box:
    colour: tuple[int, int, int]
    alpha: int
    label: str


PAINTED: list[Box] = []


def paint_box(surface, rect, look, pal):
    PAINTED.append(look)
    surface.fill((*look.colour, look.alpha), rect)
    pygame.draw.circle(surface, pal.gold, rect.center, min(rect.size) // 3, 2)
    draw.text(surface, look.label, rect.topleft, size=13, colour=pal.text)


def ground(surface, rect):
    surface.fill((11, 22, 33), rect)


def painted_whole(parts, pal):
    whole = pygame.Surface((400, 300))
    ground(whole, whole.get_rect())
    for p in parts:
        p.draw(whole, pal)
    return pygame.image.tobytes(whole, "RGB")


def test_the_compositor_paints_only_what_changed_and_shows_what_painting_all_would():
    pygame.init()
    assets.clear_caches()   # (fonts of a closed app are not to be used)
    rng = random.Random(7)
    canvas = Compositor(pygame.Surface((400, 300)), ground)
    parts = []
    for step in range(120):
        parts = list(parts)
        what = rng.random()
        if what < 0.35 or len(parts) < 3:   # a part comes
            at = (rng.randrange(-20, 380), rng.randrange(-20, 280), rng.randrange(5, 90), rng.randrange(5, 70))
            look = Box((rng.randrange(256), rng.randrange(256), rng.randrange(256)), rng.choice((90, 255)),
                       rng.choice(("", "a", "Troll")))
            parts.insert(rng.randrange(len(parts) + 1), part(at, look, paint_box, opaque=look.alpha == 255
                                                               and rng.random() < 0.3))
        elif what < 0.55:   # one goes
            parts.pop(rng.randrange(len(parts)))
        elif what < 0.8:    # one moves, or shows something else
            i = rng.randrange(len(parts))
            old = parts[i]
            parts[i] = part((old.at[0] + rng.randrange(-9, 10), old.at[1], old.at[2], old.at[3]), old.look, paint_box) \
                if rng.random() < 0.5 else part(old.at, Box(old.look.colour, old.look.alpha, "x"), paint_box)
        pal = COLOURBLIND if step in (60, 61) else NORMAL
        PAINTED.clear()
        painted = canvas.show(parts, pal)
        assert pygame.image.tobytes(canvas.surface, "RGB") == painted_whole(parts, pal), step
        if step > 0 and what >= 0.8:   # nothing changed: nothing painted
            assert painted == [] and not PAINTED, step
    pictures.clear()


def test_a_part_laid_out_anew_with_the_same_look_is_no_change():
    pygame.init()
    assets.clear_caches()
    canvas = Compositor(pygame.Surface((400, 300)), ground)
    look = Box((1, 2, 3), 255, "a")
    canvas.show([part((10, 10, 50, 50), look, paint_box)], NORMAL)
    assert canvas.show([part((10, 10, 50, 50), Box((1, 2, 3), 255, "a"), paint_box)], NORMAL) == []
    assert compose.changed([part((1, 1, 5, 5), look, paint_box)], [part((2, 1, 5, 5), look, paint_box)])


class OneThing(Screen):
    """A table with one thing to point at, until the first roll takes it off the table."""

    def lay(self, shown, pointer):
        if self.table.session.history:
            return Layout()
        return Layout(things=[Thing((120, 120, 40, 40), "thing", words=lambda: self.word())])

    def word(self):
        assert not self.table.session.history, "asked about a thing no longer on the table"
        return "the thing"


def test_what_lies_under_the_pointer_is_found_again_after_a_change(app, monkeypatch):
    monkeypatch.setattr(tables, "screen_class", lambda game: OneThing)
    seats = [Seat(name="P0"), Seat(name="P1", kind="computer")]
    scene = show(app, tables.TableScene(app, Session(TOY, TableConfig(seats=seats), 5)))
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(140, 140), rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
    assert scene.hover == "thing"
    scene.session.play(Roll())
    scene.skip_animations()
    app.frame([], 1 / 60)   # no motion: the pointer rests where the thing was
    assert scene.hover is None


def test_the_dark_around_a_picture_is_filled_and_what_it_covers_is_not():
    surface = pygame.Surface((100, 100))
    surface.fill((1, 1, 1))
    draw.fill_around(surface, (200, 0, 0), pygame.Rect(10, 10, 80, 80), pygame.Rect(30, 0, 40, 60))
    assert surface.get_at((15, 50))[:3] == (200, 0, 0) and surface.get_at((50, 80))[:3] == (200, 0, 0)
    assert surface.get_at((50, 50))[:3] == (1, 1, 1), "under the picture: left for it"
    assert surface.get_at((5, 5))[:3] == (1, 1, 1), "outside the area: untouched"


def test_a_tag_goes_where_it_covers_least_of_the_tags_placed_before_it():
    """Two rooms in the same place: the second's first spot (over the top edge) is the first's tag, so its tag
    goes to the next spot, over the bottom edge, which covers nothing."""
    area = (100, 100, 120, 60)
    style = ((0, 0, 0), (0, 0, 0), (255, 255, 255))
    first, second = labels.name_tags(((1, "Crypt", area), (2, "Vault", area)), 14, style)
    assert first.rect.center == (160, 100)
    assert second.rect.center == (160, 160), "its first spot would cover the first tag; the bottom edge is clear"
    assert labels.name_tags(((1, "Crypt", area),), 14, style)[0].rect.center == (160, 100), "alone: the top edge"


def test_a_line_of_text_coloured_from_its_white_rendering_is_the_rendering_in_that_colour():
    pygame.init()
    assets.clear_caches()
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
    assets.clear_caches()

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


def test_a_thing_flying_is_drawn_once_for_each_end_and_scaled_on_the_way():
    """A card flying across the table is painted at each end of its flight once (into the picture store), not
    anew at every size on the way; where it lands it is the very drawing of the card there."""
    from game.ui.anims import Fly
    pygame.init()
    pictures.clear()
    calls.clear()
    start, end = pygame.Rect(100, 100, 56, 78), pygame.Rect(600, 300, 78, 56)
    fly = Fly(paint_card, "a card", start, end, 0.5)
    screen = pygame.Surface((1280, 720))
    for _ in range(40):
        fly.update(1 / 60)
        fly.draw(screen, screen.get_rect(), NORMAL)
    assert sorted(calls) == sorted([start.size, end.size]), "each end drawn once"
    landed, direct = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    fly.draw(landed, landed.get_rect(), NORMAL)
    paint_card(direct, end, "a card", NORMAL)
    assert fly.done and pygame.image.tobytes(landed, "RGB") == pygame.image.tobytes(direct, "RGB")
    assert all(pictures.has(p.key(NORMAL)) for p in fly.ahead(screen.get_rect())), "its ends are the ones ahead"


calls: list[tuple[int, int]] = []


def paint_card(surface, rect, look, pal):
    calls.append(rect.size)
    pygame.draw.rect(surface, (200, 180, 90), rect, border_radius=6)
    pygame.draw.rect(surface, (20, 20, 20), rect.move(3, 5), 2)


@pytest.mark.parametrize("game_id", ["dungeon", "doors"])
def test_spare_time_paints_the_next_moment_and_its_cards_before_they_show(app, monkeypatch, game_id):
    """Between the frames of a game shown at the normal pace, spare time paints what comes next (the next
    moment's panel and table, the card an animation shows large, the game at rest once the last event
    starts): no frame after it paints a panel's header, seat row or log, or a card's face, for the first time."""
    from game.ui.cards import paint_face
    from game.ui.prefs import Prefs
    from game.ui.tabletop import panel
    from tests.ui.harness import open_table, session_for
    app.prefs = Prefs(speed="normal")
    scene = open_table(app, session_for(game_id, seats=3, humans=0, seed=5))
    watched = {panel.paint_header, panel.paint_seat_row, panel.paint_log, paint_face}
    first_time: list[str] = []
    picture = compose.Part.picture

    def noted(part, pal):
        if part.paint in watched and not pictures.has(part.key(pal)):
            first_time.append(f"{part.paint.__name__}: {part.look!r:.80}")
        return picture(part, pal)

    app.frame([], 1 / 60)
    shown = set()
    for _ in range(700):
        if scene.session.outcome is not None:
            break
        while scene.spare_step():
            pass
        monkeypatch.setattr(compose.Part, "picture", noted)
        app.frame([], 1 / 60)
        monkeypatch.setattr(compose.Part, "picture", picture)
        shown.add(scene.shown.log_upto)
    assert len(shown) > 10   # (the game moved on: many moments were shown)
    assert not first_time
