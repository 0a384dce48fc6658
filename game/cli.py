"""The command line. With no arguments it opens the app at the main menu.

Every command answers bad input with one clear line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from game import __version__

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")



def _game_ids() -> list[str]:
    """The games on the shelf, found in game/games (the command line's choices follow the packages)."""
    from game.engine.registry import ids
    return ids()


class UsageError(Exception):
    """Bad input from the command line: printed as one line, exit status 2."""


def _game(game_id: str):  # noqa: ANN202 - returns a Game; imported lazily to keep --help fast
    from game.engine.registry import entry, load_game
    try:
        title = entry(game_id).title
    except KeyError as e:
        raise UsageError(e.args[0]) from e
    game = load_game(game_id)
    if game is None:
        raise UsageError(f"{title} is not playable yet")
    return game


def _players(text: str) -> list[int]:
    """"4", "2-6" or "1,2,4"."""
    try:
        if "-" in text:
            low, high = (int(x) for x in text.split("-", 1))
            return list(range(low, high + 1))
        return [int(x) for x in text.split(",")]
    except ValueError as e:
        raise UsageError(f"--players takes a number, a range like 2-6, or a list like 1,2,4; not {text!r}") from e


def cmd_simulate(args: argparse.Namespace) -> int:
    from game.engine.simulate import report, simulate

    wanted = _players(args.players) if args.players else None
    game = _game(args.game)
    players = wanted or list(range(game.min_players, game.max_players + 1))
    for n in players:
        if not game.min_players <= n <= game.max_players:
            raise UsageError(f"{game.title} is for {game.player_range()} players, not {n}")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    agents = [a.strip() for a in args.agents.split(",")]
    from game.engine.simulate import AGENT_KINDS
    if any(a not in AGENT_KINDS for a in agents):
        raise UsageError(f"--agents is a list of {', '.join(AGENT_KINDS)} (ai is normal), such as hard,easy")
    options = {}
    for text in args.option or []:
        key, _, value = text.partition("=")
        rule = next((o for o in game.optional_rules if o.key == key), None)
        if rule is None:
            raise UsageError(f"{game.title} has no optional rule {key!r}")
        if rule.values:  # a pick: the value itself (--option solo=clock)
            if value not in rule.values:
                raise UsageError(f"--option {key}= takes one of {', '.join(rule.values)}")
            options[key] = value
            continue
        options[key] = value.lower() not in ("0", "false", "off", "no")
    result = simulate(game, players, args.games, args.seed, agents=agents, rotate=args.rotate or len(agents) > 1,
                      options=options)
    print(report(result))
    if args.chart:
        from pathlib import Path

        from game.ui.chart import simulation_picture
        print(f"wrote {simulation_picture(result, game.title, Path(args.chart))}")
    if args.json:
        print(json.dumps(result.as_json()))
    return 0 if result.errors == 0 and result.unfinished == 0 else 1


def cmd_hints(args: argparse.Namespace) -> int:
    from game.engine.hintcheck import check_hints

    game = _game(args.game)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    tally = check_hints(game, args.games, args.seed)
    print(tally.report())
    return 1 if tally.bad or not tally.total else 0


def cmd_lint_boards(args: argparse.Namespace) -> int:
    from pathlib import Path

    from game.engine.boardlint import lint_all, lint_file, tiled_available

    findings = []
    if args.files:
        for name in args.files:
            path = Path(name)
            if not os.path.lexists(path):
                raise UsageError(f"{name}: no such map file")
            findings += lint_file(path)
    else:
        findings = lint_all()
    for f in findings:
        print(f)
    if not tiled_available():
        print("note: the Tiled editor is not installed, so maps were not opened in it "
              "(Debian: apt-get install tiled)")
    failed = [f for f in findings if not f.ok]
    print(f"{len({f.file for f in findings})} maps checked, {len(failed)} problems")
    return 1 if failed else 0


def cmd_play(args: argparse.Namespace) -> int:
    from pathlib import Path

    from game.engine.board import BoardError
    from game.engine.protocol import ConfigError
    from game.engine.saves import SaveError, is_autosave, load_session
    from game.engine.seats import parse_seats

    autosave = None
    if args.load:
        path = Path(args.load)
        try:
            session = load_session(path)
        except SaveError as e:
            raise UsageError(str(e)) from e
        if args.game and args.game != session.game.id:
            raise UsageError(f"that is a save of {session.game.title}, not of {_game(args.game).title}")
        if is_autosave(path):   # a table's autosave goes on in its own file, as Continue does: never a second
            autosave = path.absolute()
    else:
        if not args.game:
            raise UsageError("play needs a game (" + ", ".join(_game_ids()) + ") or --load FILE")
        game = _game(args.game)
        try:
            seats = parse_seats(args.seats) if args.seats else None
        except ValueError as e:
            raise UsageError(f"--seats: {e}") from e
        from game.ui.launch import new_session
        try:
            session = new_session(game, seats, args.seed)
        except ConfigError as e:
            raise UsageError(str(e)) from e
        except BoardError as e:
            raise UsageError(f"{game.title} cannot start: its map is broken: {e}") from e
    from game.ui.launch import run_app
    return run_app(session, autosave)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
        if w < 160 or h < 90 or w > 7680 or h > 4320:
            raise ValueError
        return w, h
    except ValueError as e:
        raise UsageError(f"--size takes WIDTHxHEIGHT such as 1280x720, not {text!r}") from e


def cmd_screenshot(args: argparse.Namespace) -> int:
    from pathlib import Path

    from game.tools.screenshot import TargetError, screenshot
    size = _size(args.size)
    try:
        out = screenshot(args.target, Path(args.out), size=size, seed=args.seed, actions=args.actions,
                         hint=args.hint, pointer=args.pointer)
    except TargetError as e:
        raise UsageError(str(e)) from e
    print(f"wrote {out} ({size[0]}x{size[1]})")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from game.tools.bench import report, run

    if args.memory_session is not None:   # the scripted session measured in a process of its own
        from game.tools.framebench import memory_session
        memory_session(args.memory_session)
        return 0
    data = run(args.games, args.frames, args.seed)
    print(report(data))
    if args.json:
        print(json.dumps(data))
    return 0


def cmd_monkey(args: argparse.Namespace) -> int:
    from game.tools.monkey import monkey

    sent, error = monkey(args.seconds, args.seed)
    if error:
        print(f"monkey (seed {args.seed}) found an error after {sent} events:\n{error}", file=sys.stderr)
        return 1
    print(f"monkey: {sent} random events in {args.seconds:g} s (seed {args.seed}), no error")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="dungeon-shelf", description="Five dungeon board games for one screen. "
                                "With no command, opens the app at the main menu.")
    p.add_argument("--version", action="version", version=f"Dungeon Shelf {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    pl = sub.add_parser("play", help="open the app straight into a game")
    pl.add_argument("game", nargs="?", choices=_game_ids())
    pl.add_argument("--seats", help='the table, such as "Ann:human,Bob:computer" (default: you and a computer)')
    pl.add_argument("--seed", type=int, help="the dice's seed (the same seed and moves give the same game)")
    pl.add_argument("--load", metavar="FILE", help="resume a saved game")
    pl.set_defaults(run=cmd_play)

    s = sub.add_parser("simulate", help="computer against computer, headless")
    s.add_argument("game", choices=_game_ids())
    s.add_argument("--players", help="seats per game: 4, a range 2-6, or a list 1,2,4 (default: every count)")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--agents", default="ai",
                   help="per seat, cycled: easy, normal (or ai), hard, random, or a list such as hard,easy")
    s.add_argument("--rotate", action="store_true", help="move the seats round from game to game")
    s.add_argument("--option", action="append", metavar="RULE=on", help="switch an optional rule on or off")
    s.add_argument("--json", action="store_true", help="end with one JSON object on the last line")
    s.add_argument("--chart", metavar="FILE.png", help="draw the win shares and the games' lengths as a picture")
    s.set_defaults(run=cmd_simulate)

    h = sub.add_parser("hints", help="computer games asking for a hint at every decision, each one checked")
    h.add_argument("game", choices=_game_ids())
    h.add_argument("--games", type=int, default=5)
    h.add_argument("--seed", type=int, default=1)
    h.set_defaults(run=cmd_hints)

    sc = sub.add_parser("screenshot", help="render a screen headless to a PNG")
    sc.add_argument("target", help="menu, setup:GAME, rules:GAME, board:GAME, gameover:GAME (a computer game "
                    "played to its end, with its chart), records, or GAME (a game in progress)")
    sc.add_argument("out", help="the PNG to write")
    sc.add_argument("--seed", type=int, default=1)
    sc.add_argument("--size", default="1280x720", help="WIDTHxHEIGHT of the picture")
    sc.add_argument("--actions", type=int, default=0, help="computer actions to play first (GAME target)")
    sc.add_argument("--hint", action="store_true", help="play on to the person's decision and show its hint")
    sc.add_argument("--pointer", action="store_true", help="show the first-game pointers a new player sees")
    sc.set_defaults(run=cmd_screenshot)

    b = sub.add_parser("bench", help="measure speed and memory of the rules, the computer players and the app")
    b.add_argument("--games", type=int, default=5, help="games per game played by the computer (default 5)")
    b.add_argument("--frames", type=int, default=300,
                   help="frames drawn per screen (default 300: a 99th percentile needs a few hundred)")
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--json", action="store_true")
    b.add_argument("--memory-session", type=float, help=argparse.SUPPRESS)
    b.set_defaults(run=cmd_bench)

    m = sub.add_parser("monkey", help="random clicks through the whole app, headless, looking for errors")
    m.add_argument("--seconds", type=float, default=20)
    m.add_argument("--seed", type=int, default=1)
    m.set_defaults(run=cmd_monkey)

    lb = sub.add_parser("lint-boards", help="check every map in boards/ (pytmx, the Tiled editor, the game's rules)")
    lb.add_argument("files", nargs="*", help="maps to check (default: every .tmx in boards/)")
    lb.set_defaults(run=cmd_lint_boards)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args.run = None
    try:
        if args.run is None:
            from game.ui.launch import run_app
            return run_app()
        return int(args.run(args) or 0)
    except UsageError as e:
        print(f"dungeon-shelf: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`... | head`): nothing more to say
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keeps Python's exit flush quiet
        except OSError:
            pass
        return 0
