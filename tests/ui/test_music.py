"""Each game plays music of its own, the menu its own; the sounds are OGG Vorbis that the mixer plays; a
missing or broken file is passed over in silence."""

import re
from pathlib import Path

import pygame
import pytest

from game.engine.registry import shelf
from game.ui import audio
from game.ui.audio import MENU_MUSIC, game_music
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import show
from tests.ui.harness import open_table, session_for

SOUNDS = Path(__file__).resolve().parents[2] / "sounds"
GAMES = ["dungeon", "town", "escape", "delve", "doors"]


@pytest.fixture
def app(sound_app):
    """Every test here listens: the app with its sound device."""
    return sound_app


def playing(app) -> str:
    return Path(app.audio.music or "").stem


def test_every_game_and_the_menu_have_their_own_music():
    ids = {entry.id for entry in shelf()}
    assert set(GAMES) <= ids
    for name in [MENU_MUSIC, *(game_music(g) for g in GAMES)]:
        assert (SOUNDS / f"{name}.ogg").is_file(), name
    assert not list(SOUNDS.glob("*.wav")), "the sounds ship as OGG only"


def test_every_effect_the_code_names_is_there():
    """Every quoted effect name in game/ that the sounds folder once held as .wav is there as .ogg."""
    effects = {"click", "hover", "dice_roll", "dice_land", "card_flip", "door_open", "secret_door", "sword_hit",
               "monster_roar", "coin", "trap", "level_up", "fireball", "victory", "defeat", "turn_start"}
    source = "".join(p.read_text(encoding="utf-8") for p in (SOUNDS.parent / "game").rglob("*.py"))
    named = {n for n in effects if re.search(rf'"{n}"', source)}
    assert {"click", "dice_roll", "victory", "turn_start"} <= named
    assert effects <= {p.stem for p in SOUNDS.glob("*.ogg")}


def test_the_mixer_plays_every_file(app):
    """Each .ogg decodes to the length it should (Vorbis through pygame-ce's mixer); the music is quieter than
    the effects."""
    assert app.audio.ok
    for path in sorted(SOUNDS.glob("*.ogg")):
        sound = pygame.mixer.Sound(str(path))
        assert sound.get_length() > 0.03, path.name
        if path.stem.startswith("music_"):
            assert sound.get_length() > 40, path.name
    for name in GAMES:
        assert pygame.mixer.Sound(str(SOUNDS / f"{game_music(name)}.ogg")).get_length() > 80, name


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_plays_its_games_music_and_the_menu_its_own(app, game_id):
    show(app, MenuScene(app))
    assert playing(app) == MENU_MUSIC
    scene = open_table(app, session_for(game_id))
    assert playing(app) == game_music(game_id)
    loads = []
    real = pygame.mixer.music.load
    pygame.mixer.music.load = lambda *a, **k: (loads.append(a), real(*a, **k))
    try:
        scene.enter()     # back on top after an overlay: the music goes on, not started again
        assert loads == [] and playing(app) == game_music(game_id)
    finally:
        pygame.mixer.music.load = real
    app.stack.reset(MenuScene(app))
    app.stack.apply()
    assert playing(app) == MENU_MUSIC


def test_switching_games_switches_the_music_at_the_players_volume(app):
    app.prefs.music_volume = 0.3
    app.audio.start_music(game_music("dungeon"))
    assert playing(app) == "music_dungeon"
    app.audio.start_music(game_music("doors"))
    assert playing(app) == "music_doors"
    assert abs(pygame.mixer.music.get_volume() - 0.3) < 0.01
    app.prefs.music_volume = 0.1
    app.audio.apply_volumes()
    assert abs(pygame.mixer.music.get_volume() - 0.1) < 0.01


def test_a_game_without_music_plays_the_menus(app):
    app.audio.start_music(game_music("no-such-game"))
    assert playing(app) == MENU_MUSIC


def test_missing_or_broken_files_are_passed_over(app, tmp_path, monkeypatch):
    (tmp_path / f"{game_music('doors')}.ogg").write_bytes(b"OggS but not really")
    (tmp_path / "click.ogg").write_bytes(b"\0" * 64)
    monkeypatch.setattr(audio, "resource_dir", lambda kind: tmp_path)
    app.audio._sound.cache_clear()
    app.audio.start_music(game_music("doors"))     # broken: nothing plays, nothing raised
    app.audio.start_music(game_music("doors"))     # and not tried again
    app.audio.start_music(MENU_MUSIC)              # missing
    app.audio.play("click")
    app.audio.play("no_such_sound")
    assert app.audio.music is None
    assert str(tmp_path / f"{game_music('doors')}.ogg") in app.audio.unplayable
    app.audio._sound.cache_clear()


def test_no_sounds_folder_at_all_is_silence(app, monkeypatch):
    def gone(kind):
        raise FileNotFoundError(kind)
    monkeypatch.setattr(audio, "resource_dir", gone)
    app.audio._sound.cache_clear()
    app.audio.start_music(game_music("town"))
    app.audio.play("coin")
    assert app.audio.music is None
    app.audio._sound.cache_clear()
