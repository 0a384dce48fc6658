"""Issue 14 (and issue 10's "the menu laid out for however many games there are"): "The greyed games say their
rules 'have not landed'; the menu promises five games. Say it as a player would understand while a game is not
there." The menu is checked with the five games and with fake games registered to make six and eight; blurbs
fit their card or end with an ellipsis (the card's tooltip then gives them whole)."""

import pytest

from game.engine.registry import ShelfEntry, shelf
from game.ui import assets, draw
from game.ui.scenes import menu as menu_module
from game.ui.scenes import shelfcards
from game.ui.scenes.menu import CARDS, MenuScene, shelf_line
from game.ui.scenes.setup import SetupScene
from game.ui.theme import SMALL
from tests.toygame import GAME as TOY
from tests.ui.conftest import click, show

TITLES = ["The Long Night of the Lich King", "Goblin Market", "Owlbear Hunt"]


def fakes(count, ready=True):
    return [ShelfEntry(id=f"fake{i}", title=TITLES[i % 3], blurb="A game made up for this test: " + "dice and "
                       * (3 + 4 * i) + "cards.", min_players=1, max_players=4, order=200 + i,
                       rules="tests.toygame" if ready else "") for i in range(count)]


@pytest.fixture
def with_games(monkeypatch):
    """Register fake games beside the real ones (those marked ready play as the toy race)."""
    def register(extra, ready=True):
        entries = (*shelf(), *extra)
        monkeypatch.setattr(menu_module, "shelf", lambda: entries)
        real = shelfcards.load_game
        monkeypatch.setattr(shelfcards, "load_game",
                            lambda gid: (TOY if ready else None) if gid.startswith("fake") else real(gid))
        return len(entries)
    return register


def check_cards(menu):
    cards = menu.cards
    for i, card in enumerate(cards):
        assert CARDS.contains(card.rect), f"{card.entry.title} off its area: {card.rect}"
        for other in [*cards[i + 1:], *menu.buttons]:
            assert not card.rect.colliderect(other.rect), f"{card.entry.title} overlaps {other.rect}"
        rows = card.rows(card.rect)
        for text, top, size, face in rows:
            assert assets.width(face, size, text) <= card.layout.text_w, f"{text!r} is wider than its card"
            assert top + assets.font(face, size).get_linesize() <= card.rect.bottom + 2, f"{text!r} below its card"
        blurb = [text for text, _, _, face in rows if face == "body"]
        assert len(blurb) >= 2 or len(draw.wrap(card.entry.blurb, "body", SMALL, card.layout.text_w)) == 1
        if " ".join(blurb) != " ".join(card.entry.blurb.split()):
            assert blurb[-1].endswith("…") and card.tooltip == card.entry.blurb, f"{card.entry.title}: {blurb}"
        assert " ".join(t for t, _, _, face in rows if face == "title") == card.entry.title


def test_the_five_games_fit_their_cards_and_every_blurb_is_whole(app):
    menu = show(app, MenuScene(app))
    assert len(menu.cards) == 5 and all(c.playable for c in menu.cards)
    check_cards(menu)
    for card in menu.cards:   # five cards leave room for every blurb whole
        assert not any(t.endswith("…") for t in card.lines), card.lines
        assert " ".join(card.lines) == card.entry.blurb


@pytest.mark.parametrize("total", [6, 8])
def test_the_menu_lays_out_six_and_eight_games(app, with_games, total):
    assert with_games(fakes(total - 5)) == total
    menu = show(app, MenuScene(app))
    assert len(menu.cards) == total
    check_cards(menu)
    click(app, menu.cards[-1].rect.center)   # a registered game plays like any other
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game is TOY


def test_the_line_under_the_title_counts_the_games():
    assert shelf_line(5).startswith("Five dungeon games") and shelf_line(8).startswith("Eight dungeon games")
    assert shelf_line(1).startswith("One dungeon game for") and shelf_line(20).startswith("20 dungeon games")


def test_a_game_not_ready_says_so_in_a_players_words_and_leads_nowhere(app, with_games):
    with_games(fakes(1, ready=False), ready=False)
    menu = show(app, MenuScene(app))
    card = menu.cards[-1]
    assert not card.playable
    assert card.tooltip == shelfcards.NOT_READY_TIP
    for word in ("landed", "rules", "package", "registry"):
        assert word not in card.tooltip.lower() and word not in shelfcards.NOT_READY.lower()
    click(app, card.rect.center)
    assert app.stack.top is menu
