"""Issue 25: the Hint button. It is offered on a person's decision, never on a computer's nor in a replay;
clicking it rings the action hint_for returns where it is clicked and shows its reason beside it; the
next action played (or an undo) takes it away, and it is never saved nor logged. A game whose computer
player cannot explain offers no button; a step it has no hint for leaves the button off, and nothing else."""

import pytest

from game.engine import saves
from game.engine.hints import Hint, hint_for
from game.engine.protocol import RandomAgent
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui.tabletop import scene as tables
from game.ui.tabletop.coach import Note, Ring
from game.ui.tabletop.replay import Replay
from game.ui.tabletop.screen import Screen
from game.ui.tabletop.things import offering
from tests.toygame import Peek, Roll, ToyGame
from tests.ui.conftest import click, show
from tests.ui.harness import open_table, session_for, until_person
from tests.ui.tables import parts, thing, things

pytestmark = pytest.mark.usefixtures("toy_on_shelf")


class Explaining(RandomAgent):
    """A toy computer player that always rolls, and says why."""

    def choose(self, game, state, legal):
        return self.explain(game, state, legal).action

    def explain(self, game, state, legal):
        return Hint(action=Roll(), reason=f"Roll: you stand on {state.positions[state.to_act]}, the end is 12 away.")


class HintedToy(ToyGame):
    def agent(self, seat, seed, strength="normal"):
        return Explaining(seed)


def toy_table(app, monkeypatch, *kinds, game=None):
    monkeypatch.setattr(tables, "screen_class", lambda g: Screen)
    seats = [Seat(name=f"P{i}", kind=k) for i, k in enumerate(kinds or ("human", "computer"))]
    return show(app, tables.TableScene(app, Session(game or HintedToy(), TableConfig(seats=seats), 5)))


def hint_button(scene):
    found = [t for t in things(scene) if t.key == ("hint",)]
    return found[0] if found else None


def ask(app, scene):
    click(app, hint_button(scene).rect.center)


def shown_note(scene):
    notes = parts(scene, Note)
    return notes[0].look if notes else None


def test_the_button_is_offered_on_a_persons_decision_and_not_on_a_computers(app, monkeypatch):
    app.prefs.speed = "normal"   # (the computer takes its time: its turn is seen)
    scene = toy_table(app, monkeypatch, "computer", "human")
    seen = set()
    for _ in range(300):
        app.frame([], 1 / 30)
        seat = scene.shown.turn
        if seat is not None and scene.resting:
            seen.add(seat)
            assert (hint_button(scene) is not None) == (seat == 1 and scene.shown.mine)
        if seat == 1 and scene.shown.mine:
            break
    assert seen == {0, 1} and hint_button(scene) is not None


def test_a_game_whose_computer_cannot_explain_offers_no_button(app, monkeypatch):
    scene = toy_table(app, monkeypatch, game=ToyGame())
    assert scene.shown.mine and hint_button(scene) is None


def test_clicking_it_rings_the_hinted_action_where_it_is_clicked_and_shows_its_reason(app, monkeypatch):
    scene = toy_table(app, monkeypatch)
    expected = hint_for(scene.game, scene.session.state)
    ask(app, scene)
    target, _ = offering(things(scene), expected.action)
    assert target.key == ("choice", Roll())
    ring = parts(scene, Ring)
    assert len(ring) == 1 and ring[0].rect.contains(target.rect)
    note = shown_note(scene)
    assert note is not None and reason_of(note) == expected.reason
    assert not note_covers(scene, target)


def reason_of(note: Note) -> str:
    """The note's words in the body face, as one line again (the reason, wrapped to the box)."""
    return " ".join(line for line, face in note.lines if face == "body")


def note_covers(scene, target) -> bool:
    return any(p.rect.colliderect(target.rect) for p in parts(scene, Note))


def test_playing_an_action_clears_it(app, monkeypatch):
    scene = toy_table(app, monkeypatch, "human", "human")
    assert until_person(app, scene) and scene.shown.holder == 0
    ask(app, scene)
    assert scene.coach.hint is not None
    click(app, thing(scene, ("choice", Roll())).rect.center)
    assert until_person(app, scene) and scene.shown.holder == 1   # the next person's decision
    assert scene.coach.hint is None and not parts(scene, Ring) and shown_note(scene) is None


def test_an_undo_clears_it(app, monkeypatch):
    scene = toy_table(app, monkeypatch)
    click(app, thing(scene, ("choice", Peek())).rect.center)   # (a peek may be taken back)
    app.frame([], 1 / 30)
    ask(app, scene)
    assert parts(scene, Ring)
    scene.undo()
    app.frame([], 1 / 30)
    assert scene.coach.hint is None and not parts(scene, Ring)


def test_clicking_the_box_or_the_button_again_hides_it(app, monkeypatch):
    scene = toy_table(app, monkeypatch)
    ask(app, scene)
    click(app, parts(scene, Note)[0].rect.center)
    assert shown_note(scene) is None and scene.session.to_act == 0 and not scene.session.history
    ask(app, scene)
    ask(app, scene)
    assert shown_note(scene) is None


def test_a_step_without_a_hint_leaves_the_button_off_and_shows_nothing_broken(app, monkeypatch):
    class Wrong(Explaining):
        def explain(self, game, state, legal):
            return Hint(action=Roll(), reason="  ")   # wordless: hint_for refuses it

    class Wordless(ToyGame):
        def agent(self, seat, seed, strength="normal"):
            return Wrong(seed)
    scene = toy_table(app, monkeypatch, game=Wordless())
    ask(app, scene)
    assert not hint_button(scene).enabled and shown_note(scene) is None and not parts(scene, Ring)


def test_no_button_in_a_replay(app, monkeypatch):
    played = Session(HintedToy(), TableConfig(seats=[Seat(name="P0"), Seat(name="P1")]), 5)
    for _ in range(6):
        played.play(played.computer_choice())
    monkeypatch.setattr(tables, "screen_class", lambda g: Screen)
    replay = show(app, Replay(app, played))
    for _ in range(200):
        app.frame([], 1 / 10)
        assert hint_button(replay) is None and not replay.shown.mine


def kept(session) -> dict:
    """What a save of the session keeps, but the clock's time of saving."""
    return {k: v for k, v in saves.session_to_json(session).items() if k != "saved_at"}


def test_a_real_hint_is_lit_where_it_is_clicked_and_never_saved(app):
    session = session_for("escape", seats=2, seed=4)
    scene = open_table(app, session)
    assert until_person(app, scene)
    before, log = kept(scene.session), list(scene.session.log)
    expected = hint_for(scene.game, scene.session.state)
    ask(app, scene)
    target, _ = offering(things(scene), expected.action)
    assert parts(scene, Ring)[0].rect.contains(target.rect)
    assert reason_of(shown_note(scene)) == expected.reason
    assert kept(scene.session) == before and scene.session.log == log


def test_a_question_to_the_whole_table_offers_it_only_once_someone_claims_it(app):
    from tests.ui.harness import reveal, step, take
    scene = open_table(app, session_for("doors", seats=3, humans=3, seed=11))
    for _ in range(3000):
        if reveal(app):
            continue
        if scene.shown.asking:
            break
        if scene.shown.mine:
            take(app, scene, scene.session.computer_choice())
        else:
            step(app)
    assert scene.shown.asking, "no question to the whole table came"
    assert hint_button(scene) is None and not scene.shown.mine   # (it would show no one's secrets)
    scene.claim(scene.shown.asking[-1])
    for _ in range(300):   # (those asked before the claimant let it go; the screen goes to the claimant)
        if not reveal(app) and scene.shown.mine:
            break
        step(app)
    assert scene.shown.mine and hint_button(scene) is not None
    ask(app, scene)
    assert parts(scene, Ring) and shown_note(scene) is not None


def test_a_hint_that_breaks_costs_the_hint_not_the_game(app, monkeypatch):
    class Broken(Explaining):
        def explain(self, game, state, legal):
            raise RuntimeError("a bug in the reasons")

    class BrokenToy(ToyGame):
        def agent(self, seat, seed, strength="normal"):
            return Broken(seed)
    scene = toy_table(app, monkeypatch, game=BrokenToy())
    ask(app, scene)
    assert app.stack.top is scene and not hint_button(scene).enabled and shown_note(scene) is None
    assert "a bug in the reasons" in (saves.data_dir() / "errors.log").read_text()


def test_screenshot_draws_the_table_with_the_hint_shown(app, tmp_path):
    from game.tools.screenshot import TargetError, ask_hint, build, screenshot, to_decision
    scene = show(app, build(app, "escape", 1, 4, to_person=True))
    table = to_decision(app, scene)
    ask_hint(app, table)
    assert table.shown.mine and parts(table, Ring) and shown_note(table) is not None
    out = screenshot("escape", tmp_path / "hint.png", actions=4, hint=True)
    assert out.stat().st_size > 0
    with pytest.raises(TargetError, match="game in progress"):
        screenshot("menu", tmp_path / "menu.png", hint=True)


def test_a_hint_that_must_go_somewhere_hides_as_few_things_to_read_as_it_can(app, monkeypatch):
    """A hint kept off what may be clicked goes where it hides the fewest things with words (the monster its
    reason names, a player's strength), rather than the first place off what may be clicked."""
    from game.ui.tabletop.things import Thing
    scene = toy_table(app, monkeypatch)
    target = Thing((300, 300, 60, 60), "die", (Roll(),))
    ooze = Thing((250, 384, 200, 60), "ooze", words="An Ooze")                # below it, named by the hint
    wide = Thing((380, 100, 520, 500), "zone", words="A zone of the table")   # beside it, large: hardly hidden
    clicked = [Thing((200, 100, 300, 150), "up", (Peek(),)), Thing((100, 200, 120, 300), "left", (Peek(),))]
    lines = (("Hint", "bold"), ("Defeat the Ooze with this die.", "body"))
    out, clear = scene.coach.note(lines, (0, 0, 255), target, [target, ooze, wide, *clicked],
                                  scene.panel.seats_area(), lambda: None, "hint")
    box = out.parts[0].rect
    assert clear and not box.colliderect(ooze.at) and not box.colliderect(target.at)
