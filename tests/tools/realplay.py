"""Play a whole game in a real window by real mouse clicks, and take screenshots as it goes.

Run it on an X display (a virtual one: `xvfb-run -s "-screen 0 1280x720x24" python tests/tools/realplay.py town`).
The app runs as a player meets it (`play`'s table, the hand-off screen, the normal animation speed); the
people's decisions are the computer player's choice for their seat (now and then any legal action), and
each is sent as a real X click (xdotool) at the place the screen offers it, so a decision is taken only if
the screen really offers it there. The driver decides on the app's own thread between frames and clicks
from another, so it never touches the game while the app draws it.

Prints the clicks, hand-offs, rounds and minutes at the end, and writes screenshots to --out.
"""

from __future__ import annotations

import argparse
import queue
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

from game.engine.respond import Pass
from game.engine.saves import scratch_home


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--seats", default="Ada:human,Bram:human,Cora:computer")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="/tmp/realplay")
    ap.add_argument("--every", type=float, default=20.0, help="seconds between screenshots")
    ap.add_argument("--think", type=float, default=0.6, help="seconds a person waits before a click")
    ap.add_argument("--wander", type=float, default=0.1, help="how often a person takes any legal action")
    ap.add_argument("--minutes", type=float, default=40.0, help="give up after this long")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with scratch_home():
        return play(args, out)


def play(args: argparse.Namespace, out: Path) -> int:
    from game.engine.registry import get_game
    from game.engine.seats import parse_seats
    from game.ui.app import App
    from game.ui.launch import new_session, table_scene
    from game.ui.scenes.handoff import HandOffScene
    from game.ui.scenes.menu import MenuScene

    app = App()
    session = new_session(get_game(args.game), parse_seats(args.seats), args.seed)
    app.stack.push(MenuScene(app))
    app.stack.apply()
    scene = table_scene(app, session)
    rng = random.Random(args.seed)
    clicks: queue.Queue[tuple[int, int] | None] = queue.Queue()
    stats = {"clicks": 0, "handoffs": 0, "shots": 0}
    busy = threading.Event()
    ready_at = [time.monotonic() + 2.0]
    started = time.monotonic()

    def clicker() -> None:
        while (point := clicks.get()) is not None:
            x, y = app.to_window(point)
            subprocess.run(["xdotool", "mousemove", str(x), str(y)], check=True)
            time.sleep(0.15)
            subprocess.run(["xdotool", "click", "1"], check=True)
            time.sleep(0.3)
            busy.clear()

    def shooter() -> None:
        while app.running:
            time.sleep(args.every)
            stats["shots"] += 1
            name = out / f"{args.game}_{stats['shots']:03d}.png"
            subprocess.run(["import", "-window", "root", str(name)], check=False)

    def ticker() -> None:
        # An idle app draws no frames (it waits for input), so the driver would never be asked: a frame
        # every quarter second lets it decide.
        while app.running:
            time.sleep(0.25)
            app.dirty = True

    def send(point: tuple[int, int]) -> None:
        busy.set()
        stats["clicks"] += 1
        ready_at[0] = time.monotonic() + args.think
        clicks.put(point)

    def decide() -> None:
        """Between frames, on the app's thread: the next click a person at the table would make."""
        if busy.is_set() or time.monotonic() < ready_at[0]:
            return
        if time.monotonic() - started > args.minutes * 60:
            app.quit()
            return
        top = app.stack.top
        if session.outcome is not None and not scene.playing_back():
            subprocess.run(["import", "-window", "root", str(out / f"{args.game}_end.png")], check=False)
            app.quit()
            return
        if isinstance(top, HandOffScene):
            stats["handoffs"] += 1
            send(top.widgets[0].rect.center)
            return
        if top is not scene:
            return
        if scene.asking_everyone():
            choice = session.computer_choice()
            label = "No one" if isinstance(choice, Pass) else session.state.name(session.to_act)
            button = next((b for b in scene.panel.choices if b.label == label), None)
            if button is not None:
                send(button.rect.center)
            return
        if not scene.my_turn():
            return
        legal = scene.legal
        choice = rng.choice(legal) if rng.random() < args.wander else session.computer_choice()
        point = scene.click_for(choice)
        if point is None:
            print(f"the screen offers no click for {choice}", file=sys.stderr)
            app.quit()
            return
        send(point)

    frame = app.frame

    def frame_then_decide(events, dt):  # noqa: ANN001, ANN202 - the App's own frame
        frame(events, dt)
        decide()

    app.frame = frame_then_decide  # type: ignore[method-assign]
    threading.Thread(target=clicker, daemon=True).start()
    threading.Thread(target=shooter, daemon=True).start()
    threading.Thread(target=ticker, daemon=True).start()
    app.run(scene)
    clicks.put(None)
    minutes = (time.monotonic() - started) / 60
    outcome = session.outcome
    print(f"{args.game}: {'over' if outcome else 'NOT over'} after {stats['clicks']} clicks, "
          f"{stats['handoffs']} hand-offs, {len(session.history)} actions, turn {session.state.turn}, "
          f"{minutes:.1f} min; {outcome.reason if outcome else ''}")
    return 0 if outcome else 1


if __name__ == "__main__":
    sys.exit(main())
