"""A corpus of bad save files, for every playable game (registry.playable_ids(): a game that lands later is
covered by itself), each with the words its refusal must contain.

Made from a real save of each game (a few computer moves), damaged in every way the hostile-input campaign
of issue 15 found, and more: empty, truncated, binary, pickle bytes, deep nesting, numbers of thousands of
digits, the wrong version, another game's save, impossible seats and states, moves that do not replay.
Some odd files are not bad at all and must load (a byte-order mark, a wrong title, a damaged log: the log
is the replay's own).
"""

from __future__ import annotations

import json
import pickle
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import saves
from game.engine.protocol import Game
from game.engine.registry import load_game, playable_ids, shelf
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
REPLAY = "do not replay|not where its moves lead"
DAMAGED = "damaged"


@dataclass(frozen=True)
class Case:
    name: str
    path: Path
    why: str            # a regular expression the refusal must match
    game: str | None = None


def base_session(game: Game, moves: int = 12, seed: int = 7) -> Session:
    """A real game of a few computer moves, the seed of every damaged copy."""
    n = max(game.min_players, min(2, game.max_players))
    choices = table_choices(game, n, Rng(seed=seed))
    config = TableConfig(seats=[Seat(name=NAMES[i], kind="computer", choices=choices[i]) for i in range(n)])
    session = Session(game, config, seed)
    for _ in range(moves):
        if session.outcome is None:
            session.play(session.computer_choice())
    return session


def _text(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"))


def _changed(data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(data))
    copy.update(changes)
    return copy


def _with_seats(data: dict[str, Any], edit: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(data))
    edit(copy["config"]["seats"])
    return copy


def _field_action(game: Game, actions: list[dict[str, Any]]) -> tuple[int, dict[str, Any]] | None:
    """The first saved move with a field of text or a whole number, given a value the game does not know."""
    for k, action in enumerate(actions):
        for key, value in action.items():
            if key == "type":
                continue
            if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
                bad = dict(action)
                bad[key] = "no-such-thing" if isinstance(value, str) else 987654
                return k, bad
    return None


def file_cases() -> dict[str, tuple[bytes, str]]:
    """Damage that does not depend on the game: name -> (the bytes, what the refusal says)."""
    rnd = random.Random(15)
    return {
        "empty": (b"", "empty"),
        "blank": (b"  \n\t\n", "empty"),
        "binary": (bytes(rnd.randrange(256) for _ in range(4096)), "not text"),
        "pickle": (pickle.dumps({"format": saves.FORMAT, "version": 1}), "not text"),
        "pickle-text": (pickle.dumps({"format": saves.FORMAT, "version": 1}, protocol=0), "not valid JSON"),
        "nested": (b"[" * 100_000 + b"]" * 100_000, "nested far too deeply"),
        "array": (b"[1, 2, 3]", "not a Dungeon Shelf save"),
        "string": (b'"a save"', "not a Dungeon Shelf save"),
        "null": (b"null", "not a Dungeon Shelf save"),
        "other-format": (b'{"format": "something-else", "version": 1}', "not a Dungeon Shelf save"),
        "latin-1": ('{"format": "dungeon-shelf-save", "name": "Zoë"}'.encode("latin-1"), "not text"),
    }


def game_cases(game: Game, data: dict[str, Any], others: dict[str, dict[str, Any]]) -> dict[str, tuple[str, str]]:
    """Damage to one game's save: name -> (the text, what the refusal says)."""
    text = _text(data)
    title = game.title
    seats = data["config"]["seats"]
    cases: dict[str, tuple[str, str]] = {
        "truncated": (text[: len(text) // 2], "not valid JSON"),
        "version-newer": (_text(_changed(data, version=99)), "newer Dungeon Shelf"),
        "version-string": (_text(_changed(data, version="1")), "format version '1' is not a number"),
        "version-bool": (_text(_changed(data, version=True)), "format version True is not a number"),
        "version-zero": (_text(_changed(data, version=0)), "never a format 0"),
        "unknown-game": (_text(_changed(data, game="chess")), "made for a game this version does not have"),
        "game-number": (_text(_changed(data, game=7)), "made for a game this version does not have"),
        "nested-state": (text.replace('"state":', '"state":' + "[" * 100_000 + "]" * 100_000 + ',"x":', 1),
                         "nested far too deeply"),
        "long-number": (text.replace('"seed":', '"seed":' + "9" * 5000 + ',"x":', 1), "thousands of digits"),
        "nan-seed": (text.replace('"seed":', '"seed":NaN,"x":', 1), "NaN where a number should be"),
        "infinite-seed": (text.replace('"seed":', '"seed":1e400,"x":', 1), "seed is not a number"),
        "text-seed": (_text(_changed(data, seed="seven")), "seed is not a number"),
        "other-seed": (_text(_changed(data, seed=data["seed"] + 1)), REPLAY),
        "no-config": (_text({k: v for k, v in data.items() if k != "config"}), "lacks 'config'"),
        "no-state": (_text({k: v for k, v in data.items() if k != "state"}), "lacks 'state'"),
        "no-actions": (_text({k: v for k, v in data.items() if k != "actions"}), "lacks 'actions'"),
        "config-list": (_text(_changed(data, config=[])), DAMAGED),
        "name-number": (_text(_with_seats(data, lambda s: s[0].update(name=7))), "expected text, found 7"),
        "name-empty": (_text(_with_seats(data, lambda s: s[0].update(name=" "))), "every seat needs a name"),
        "name-nul": (_text(_with_seats(data, lambda s: s[0].update(name="An\x00n"))), "cannot be shown"),
        "name-newline": (_text(_with_seats(data, lambda s: s[0].update(name="An\nn"))), "cannot be shown"),
        "name-megabyte": (_text(_with_seats(data, lambda s: s[0].update(name="A" * 1_000_000))),
                          "at most 16 characters"),
        "name-twice": (_text(_with_seats(data, lambda s: s[-1].update(name=s[0]["name"]))) if len(seats) > 1
                       else _text(_with_seats(data, lambda s: s.append(dict(s[0])))), "two seats are called"),
        "kind-robot": (_text(_with_seats(data, lambda s: s[0].update(kind="robot"))), DAMAGED),
        "too-many-seats": (_text(_with_seats(data, lambda s: s.extend(
            dict(s[0], name=f"X{i}") for i in range(game.max_players)))), f"{title} is for .* players"),
        "no-seats": (_text(_with_seats(data, lambda s: s.clear())), "players, not 0"),
        "unknown-option": (_text(_changed(data, config=dict(data["config"], options={"no-such-rule": True}))),
                           "no optional rule"),
        "actions-object": (_text(_changed(data, actions={})), "not a list"),
        "action-untyped": (_text(_changed(data, actions=[{}, *data["actions"]])), "without a type"),
        "action-unknown": (_text(_changed(data, actions=[{"type": "Teleport"}, *data["actions"]])),
                           "no action 'Teleport'"),
        "action-dropped": (_text(_changed(data, actions=data["actions"][:3] + data["actions"][4:])), REPLAY),
        "action-repeated": (_text(_changed(data, actions=data["actions"] + data["actions"][-1:] * 3)), REPLAY),
        "actions-endless": (_text(_changed(data, actions=[{"type": "X"}] * (game.action_limit + 1))),
                            "more than a game of"),
        "state-list": (_text(_changed(data, state=[])), DAMAGED),
        "state-seat": (_text(_changed(data, state=dict(data["state"], to_act=99))), REPLAY),
        "state-turn": (_text(_changed(data, state=dict(data["state"], turn=data["state"]["turn"] + 5))), REPLAY),
        "state-seats": (_text(_changed(data, state=dict(data["state"], seats=data["state"]["seats"][:1] * 3))),
                        REPLAY),
        "state-dice": (_text(_changed(data, state=dict(data["state"], rng={"seed": 1, "counter": 2}))), REPLAY),
    }
    if "phase" in data["state"]:
        cases["state-phase"] = (_text(_changed(data, state=dict(data["state"], phase="nonsense"))),
                                f"{REPLAY}|{DAMAGED}")
    for key, value in sorted(data["state"].items()):
        # each list of the state loses its first item (a card, a space, a pawn): no longer the saved game
        if isinstance(value, list) and value and key not in ("seats",):
            cases[f"state-{key}"] = (_text(_changed(data, state=dict(data["state"], **{key: value[1:]}))),
                                     f"{REPLAY}|{DAMAGED}")
    bad = _field_action(game, data["actions"])
    if bad is not None:
        k, action = bad
        moves = list(data["actions"])
        moves[k] = action
        cases["action-unknown-value"] = (_text(_changed(data, actions=moves)),
                                         f"move {k + 1} of .* not allowed|not a {action['type']} of {title}")
        wrong = dict(action, **{key: [1, {"x": None}] for key in action if key != "type"})
        moves[k] = wrong
        cases["action-wrong-type"] = (_text(_changed(data, actions=moves)), f"not a {action['type']} of {title}")
    for other, foreign in others.items():   # another game's save, said to be this game's
        if other != game.id:
            cases[f"from-{other}"] = (_text(dict(foreign, game=game.id, title=title)),
                                      f"{DAMAGED}|{REPLAY}|no action|cannot be played|set up|is for")
            break
    for entry in shelf():          # a game on the shelf whose rules have not landed
        if load_game(entry.id) is None:
            cases[f"for-{entry.id}"] = (_text(_changed(data, game=entry.id)),
                                        f"a game of {entry.title}, which this version cannot play yet")
    return cases


def odd_but_fine(game: Game, data: dict[str, Any]) -> dict[str, bytes]:
    """Files that look odd but are good saves: each must load, and play on."""
    other = next((e.title for e in shelf() if e.id != game.id), "Another Game")
    return {
        "bom": b"\xef\xbb\xbf" + _text(data).encode(),
        "wrong-title": _text(_changed(data, title=other)).encode(),
        "damaged-log": _text(_changed(data, log=[{"text": "\x00" * 10}], log_trimmed=-5)).encode(),
        "odd-date": _text(_changed(data, saved_at="\x00" * 100_000)).encode(),
        "indented": json.dumps(data, indent=2).encode(),
    }


def make(folder: Path) -> tuple[list[Case], list[Case]]:
    """Write the corpus: (the bad saves, the odd but good ones)."""
    folder.mkdir(parents=True, exist_ok=True)
    bad: list[Case] = []
    fine: list[Case] = []
    for name, (raw, why) in file_cases().items():
        path = folder / f"any-{name}.json"
        path.write_bytes(raw)
        bad.append(Case(f"any-{name}", path, why))
    bases = {game_id: saves.session_to_json(base_session(load_game(game_id)))  # type: ignore[arg-type]
             for game_id in playable_ids()}
    for game_id, data in bases.items():
        game = load_game(game_id)
        assert game is not None
        for name, (text, why) in game_cases(game, data, bases).items():
            path = folder / f"{game_id}-{name}.json"
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            bad.append(Case(f"{game_id}-{name}", path, why, game_id))
        for name, raw in odd_but_fine(game, data).items():
            path = folder / f"{game_id}-fine-{name}.json"
            path.write_bytes(raw)
            fine.append(Case(f"{game_id}-fine-{name}", path, "", game_id))
    return bad, fine


def action_fuzz_values() -> list[Any]:
    """Values a fuzzer puts in an action's fields: wrong types and values no game knows."""
    return [None, -1, 987654, 10**30, 1.5, "", "no-such-thing", "\x00", "x" * 10_000, True, [], [1, 2], {},
            {"a": 1}]

