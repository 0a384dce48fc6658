"""What a player met on the Dungeon! board: their own pawn, in the corridor between the Storeroom and the Wine
Cellar, drawn under the Wine Cellar's name tag. No place's name is laid over a pawn: on every space a pawn may
stand on, at every zoom, the pawn lies above every tag (the board's layer is under all the pieces; no tag
comes after a pawn among them), and where room tags show the tags move aside: a lone pawn covers none of their
words."""

from dataclasses import replace

import pygame

from game.ui.boardview import ZOOM_STEPS
from game.ui.labels import Tag, words_of
from game.ui.looks import Pawn
from game.ui.scenes.dungeon import overlay
from game.ui.tabletop.board import Outline, Viewport
from tests.ui.harness import open_table
from tests.ui.tables import parts
from tests.ui.test_dungeon_names import my_turn_in_play, ring

Rect = pygame.Rect


def one_pawn(screen, shown, space: int):
    """The moment shown with the person's own pawn alone on a space (the others off the board), the camera on
    it; no choices (no ways or doors lit)."""
    pawns = tuple(replace(p, space=space if p.seat == 0 else None) for p in shown.view.pawns)
    screen.camera.centre_on(*screen.layout.pawn_at[space])
    return replace(shown, view=replace(shown.view, pawns=pawns), choices=())


def test_no_name_is_laid_over_a_pawn_on_any_space_at_any_zoom(app):
    scene = open_table(app, my_turn_in_play())
    screen = scene.screen
    screen.following = False
    board = screen.board
    hidden, covered = [], []
    for zoom in ZOOM_STEPS:
        screen.camera.set_zoom(zoom)
        for space in board.spaces.values():
            there = one_pawn(screen, scene.shown, space.id)
            pieces = screen.pieces(there)
            at = next(i for i, p in enumerate(pieces) if isinstance(p.look, Pawn))
            mine = ring(pieces[at])
            hidden += [f"{space.kind} {space.id} at zoom {zoom}: {' '.join(p.look.lines)!r} over the pawn"
                       for p in pieces[at + 1:] if isinstance(p.look, Tag) and p.rect.colliderect(mine)]
            if zoom >= overlay.NAME_ZOOM:
                # (the tags on the board's layer, laid here on the screen, and those under the pawn)
                tags = [p for p in [*screen.fixed(there.view, screen.camera), *pieces[:at]] if isinstance(p.look, Tag)]
                covered += [f"{space.kind} {space.id} at zoom {zoom}: the pawn covers {' '.join(p.look.lines)!r}"
                            for p in tags if words_of(p.rect).colliderect(mine)]
    assert hidden == [], f"{len(hidden)} times a name hides the pawn, e.g. {hidden[:5]}"
    assert covered == [], f"{len(covered)} times the pawn covers a name, e.g. {covered[:5]}"


def test_the_pawn_between_the_storeroom_and_the_wine_cellar_is_seen_and_both_names_read(app):
    """The spot the player met, drawn whole (the board's layer and the screen), at the play zoom and zoomed in;
    the spaces lit for a move lie over every name too."""
    s = my_turn_in_play()
    board = s.game.load_board()
    store, cellar = (next(sp for sp in board.spaces.values() if sp.name == name)
                     for name in ("Storeroom", "Wine Cellar"))
    between = [sp for sp in board.spaces.values()
               if sp.kind == "corridor" and store.y + store.h < sp.center[1] < cellar.y
               and max(store.x, cellar.x) < sp.center[0] < min(store.x + store.w, cellar.x + cellar.w)]
    assert between, "a corridor between the Storeroom and the Wine Cellar"
    for corridor in between:
        s.state.pawns[0].space = corridor.id
        scene = open_table(app, s)
        screen = scene.screen
        screen.following = False
        for zoom in (screen.play_zoom, 0.85, 1.2, 2.1):
            screen.camera.set_zoom(zoom)
            screen.camera.centre_on(*corridor.center)
            scene.draw(app.screen)
            shown = parts(scene)
            at = next(i for i, p in enumerate(shown) if isinstance(p.look, Pawn) and p.look.seat == 0)
            mine = ring(shown[at])
            assert not [p for p in shown[at + 1:] if isinstance(p.look, Tag) and p.rect.colliderect(mine)]
            lit = [i for i, p in enumerate(shown) if p.paint is overlay.paint_spot or isinstance(p.look, Outline)]
            assert lit, "the spaces Mia may move to, lit"
            assert not [p for p in shown[lit[0]:] if isinstance(p.look, Tag)], "a name over a lit space"
            (viewport,) = [p for p in shown if isinstance(p.look, Viewport)]
            dx, dy = screen.camera.to_screen(0, 0)
            names = {" ".join(p.look.lines): words_of(p.rect.move(dx, dy)) for p in screen.on_layer(viewport.look)
                     if isinstance(p.look, Tag)}
            names |= {" ".join(p.look.lines): words_of(p.rect) for p in shown if isinstance(p.look, Tag)}
            for room in (store, cellar):   # (on its tag, else printed on the board)
                words = names.get(room.name) or screen.camera.on_screen(screen.layout.name_box[room.id], 2)
                assert not words.colliderect(mine), f"the pawn covers {room.name} at zoom {zoom}"
