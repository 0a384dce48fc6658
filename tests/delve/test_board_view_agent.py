"""The table map, what each seat sees, the events in words, the content checked against the rulebook, and the
computer player (its odds and its choices)."""

from pathlib import Path

from game.engine.board import load_board
from game.engine.boardlint import lint_file
from game.engine.rng import Rng
from game.engine.simulate import simulate
from game.games.delve import odds, solver
from game.games.delve.agent import DelveAgent
from game.games.delve.board import SCHEMA, check_board
from tests.delve.helpers import DRAGON, GAME, LOOT, MONSTER, REGROUP, A, C, at, legal, play, start

BOARD = Path(__file__).resolve().parents[2] / "boards" / "delve.tmx"


# --- the table map ------------------------------------------------------------------------------------
def test_the_table_map_has_every_zone_once():
    """Issue 5, the table: party dice, graveyard, dungeon dice, the Dragon's Lair, the level die, the treasure bag,
    and per seat its hero card, XP and treasures."""
    board = GAME.load_board()
    assert check_board(board) == []
    zones = {s.prop("zone") for s in board.of_kind("zone")}
    assert zones == {"party", "graveyard", "borrowed", "dungeon", "pool", "lair", "level", "bag"}
    seat_zones = {(s.prop("zone"), s.prop("seat")) for s in board.of_kind("seat_zone")}
    assert len(seat_zones) == 16 and (board.width, board.height) == (1280, 720)
    log = next(m for m in board.marks_of_kind("panel") if m.prop("zone") == "log")
    assert log.x >= 960   # the right side is left free for the log and the buttons


def test_a_missing_or_doubled_zone_is_named(tmp_path):
    """check_board names each problem: a zone missing or present twice."""
    text = BOARD.read_text()
    broken = tmp_path / "delve.tmx"
    broken.write_text(text.replace('<property name="zone" value="lair"/>', '<property name="zone" value="party"/>'))
    problems = check_board(load_board(broken, SCHEMA, "delve"))
    assert "the table zone 'lair' appears 0 times (once expected)" in problems
    assert "the table zone 'party' appears 2 times (once expected)" in problems


def test_lint_boards_passes():
    """`python -m game lint-boards`: pytmx, the Tiled editor (where installed) and the game's checks."""
    assert all(f.ok for f in lint_file(BOARD))


# --- views and words --------------------------------------------------------------------------------------
def test_the_view_is_plain_data_with_treasures_face_up():
    """Treasure tokens lie face up, as in the box game (the project's choice, rules.md 'Where this app decides')."""
    state = start("Knight", "Minstrel")
    at(state, MONSTER, party=["Fighter"], dungeon=["Goblin"], treasures=["Talisman"])
    view = GAME.view(state, 1)
    assert view.seats[0].treasures == ("Talisman",)          # face up: every seat sees them
    assert view.party == ("Fighter",) and view.dungeon == ("Goblin",) and view.phase_name == "Monster phase"
    assert view.seats[0].hero == "Knight" and "Scroll" in view.seats[0].specialty
    assert "Ann (Knight), level 1 — Monster phase: defeat 1 monster or flee" == view.prompt
    assert {h.name for h in view.help.faces} == set(C.PARTY_FACES) | set(C.DUNGEON_FACES)


def test_turn_labels_name_the_seat_and_the_decision():
    """The prompt names the seat, the hero, the level, the phase and the decision."""
    state = start("Knight", "Minstrel")
    at(state, LOOT, party=["Fighter"], dungeon=["Chest"])
    assert GAME.turn_label(state).endswith("Loot phase: open Chests, quaff Potions, or leave them")
    at(state, DRAGON, party=["Fighter"], lair=3)
    assert "3 different companions defeat the Dragon (0 chosen)" in GAME.turn_label(state)
    at(state, REGROUP, party=["Fighter"], level=3)
    assert GAME.turn_label(state).endswith("retire with 3 XP or seek glory on level 4")
    assert GAME.seat_summary(state, 1) == "Minstrel / Bard"


def test_content_matches_the_rulebook_and_the_facts():
    """2. Components: dice faces; 8 hero cards whose names the rulebook lists on one side or the other."""
    assert C.PARTY_FACES == ("Fighter", "Cleric", "Mage", "Thief", "Champion", "Scroll")
    assert C.DUNGEON_FACES == ("Goblin", "Skeleton", "Ooze", "Chest", "Potion", "Dragon")
    rulebook = {"Commander", "Paladin", "Battlemage", "Necromancer", "Dragon Slayer", "Half-Goblin",
                "Enchantress", "Bard"}
    sides = {h.novice.name for h in C.heroes().values()} | {h.master.name for h in C.heroes().values()}
    assert rulebook <= sides and len(C.heroes()) == 8 and C.master_at() == 5
    assert {t.name: t.worth for t in C.treasures().values()}["Town Portal"] == 2


# --- the computer player --------------------------------------------------------------------------------
def test_odds_are_exact_for_a_lone_die():
    """With nobody to fight, one dungeon die is survived when it shows a Chest, a Potion or a Dragon (a
    first Dragon does not fill the Lair): 3 faces of 6."""
    delve = odds.Delve(units=(), scrolls=0, lair=0, lair_need=3, types_need=3, graveyard=0)
    assert abs(delve.outlook(1).survive - 0.5) < 1e-9
    assert abs(sum(p for _, p in odds.outcomes(7)) - 1) < 1e-9 and len(odds.outcomes(7)) == 792


def test_quick_solver_agrees_with_the_full_search():
    """The computer's quick planner gives the same cheapest plan as the full search."""
    rng = Rng(seed=5)
    kinds = [("Fighter",), ("Cleric",), ("Mage",), ("Thief",), ("Champion",), ("Scroll",), ("Fighter", "Cleric")]
    for _ in range(400):
        units = tuple(sorted((f"die:{k[0]}", k, ("Fighter",) if rng.below(4) == 0 else (), 1.0 + rng.below(5) / 10)
                             for k in (rng.choice(kinds) for _ in range(rng.below(7)))))
        m = (rng.below(4), rng.below(3), rng.below(3))
        full, fast = solver.Solver().solve(m, units), solver.quick(m, units)
        assert (full is None) == (fast is None)
        if full is not None:
            assert abs(full.cost - fast.cost) < 1e-9


def choose(state, seat=0):
    return DelveAgent(seat, 1).choose(GAME, state, legal(state))


def test_the_computer_pushes_on_with_good_odds_and_retires_with_bad():
    """Push your luck: seek glory when the odds of the next level are good, retire when they are poor."""
    state = start("Knight", "Minstrel")
    at(state, REGROUP, party=["Fighter", "Cleric", "Mage", "Thief", "Champion", "Champion"], level=1)
    assert isinstance(choose(state), A.SeekGlory)
    at(state, REGROUP, party=["Thief"], level=6, lair=2)
    assert isinstance(choose(state), A.Retire)


def test_the_computer_clears_a_level_with_the_cheapest_companions():
    """It keeps the Champion and spends the specialists (4.1c)."""
    state = start("Minstrel", "Knight")
    at(state, MONSTER, party=["Champion", "Fighter", "Cleric"], dungeon=["Goblin", "Goblin", "Skeleton"])
    first = choose(state)
    assert first in (A.Pick("die:Fighter"), A.Pick("die:Cleric"))
    agent = DelveAgent(0, 1)
    while state.phase == MONSTER:
        play(state, agent.choose(GAME, state, legal(state)))
    assert state.party == ["Champion"]


def test_the_computer_fights_the_dragon_with_different_companions():
    """4.3: three different companion types; it picks them and wins."""
    state = start("Knight", "Minstrel")
    at(state, DRAGON, party=["Fighter", "Fighter", "Mage", "Thief"], lair=3)
    agent = DelveAgent(0, 1)
    while state.phase == DRAGON:
        play(state, agent.choose(GAME, state, legal(state)))
    assert state.xp[0] == 1 and state.lair == 0


def test_the_computer_decides_with_treasures_and_the_lair_half_full():
    """A legal choice for an outlook with treasures and the Lair half full (its speed is measured by bench)."""
    state = start("Knight", "Minstrel")
    at(state, REGROUP, party=["Fighter", "Cleric", "Mage", "Champion"], level=5, lair=2,
       treasures=["Scroll", "Talisman"])
    solver.quick.cache_clear()
    assert choose(state) in GAME.legal_actions(state)


def test_the_computer_beats_the_random_player():
    """The computer player wins clearly against random play (the full measure is 400 games in simulate)."""
    result = simulate(GAME, [2], games=16, seed=11, agents=["ai", "random"], rotate=True)
    assert result.errors == 0 and result.finished == 16
    assert result.wins_by_agent["ai"] >= 13


def test_rules_text_uses_only_the_markup_the_rules_screen_knows():
    """rules.md: '#' headings, paragraphs, '- ' bullets, **bold** and pipe tables, nothing else."""
    text = GAME.rules_path().read_text(encoding="utf-8")
    for line in text.splitlines():
        assert not line.startswith(("* ", "+ ", "1.", "> ", "```", "    ")), line
        assert "`" not in line and "__" not in line and "](" not in line, line
        bare = line.replace("**", "")
        assert "*" not in bare and "_" not in bare.replace("half_goblin", ""), line
        if line.startswith("|"):
            assert line.endswith("|"), line
    for name in C.twists():
        assert f"| {name} |" in text
    for hero in C.heroes().values():
        assert hero.card in text
