"""`python -m game lint-boards` on broken maps: a message naming the file, the object and the fault, exit
status 1, never a traceback."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def lint(*files):
    return subprocess.run([sys.executable, "-m", "game", "lint-boards", *map(str, files)], capture_output=True,
                          text=True, cwd=ROOT)


def test_the_shipped_maps_pass():
    done = lint()
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"\d+ maps checked, 0 problems", done.stdout)


def test_a_room_without_its_door(tmp_path):
    text = (ROOT / "boards" / "dungeon.tmx").read_text()
    door = re.search(r'  <object id="(\d+)" type="door"[^>]*>\n.*?value="(\d+)"/><property name="to" type="object" '
                     r'value="(\d+)"/>.*?</object>\n', text, re.S)
    assert door
    broken = tmp_path / "dungeon.tmx"
    broken.write_text(text.replace(door.group(0), ""))
    done = lint(broken)
    assert done.returncode == 1 and "Traceback" not in done.stdout + done.stderr
    room = door.group(3)
    # the room lost its only door: it can no longer be reached, which the loader finds first
    assert re.search(rf"FAIL dungeon.tmx: object {room} '[^']+' \(room\): cannot be reached from the start$",
                     done.stdout, re.M), done.stdout


def test_a_dangling_link_and_a_damaged_file(tmp_path):
    text = (ROOT / "boards" / "escape.tmx").read_text()
    first_to = re.search(r'name="to" type="object" value="(\d+)"', text)
    dangling = tmp_path / "escape.tmx"
    dangling.write_text(text.replace(first_to.group(0), 'name="to" type="object" value="99999"', 1))
    damaged = tmp_path / "delve.tmx"
    damaged.write_text((ROOT / "boards" / "delve.tmx").read_text()[:500])
    done = lint(dangling, damaged)
    assert done.returncode == 1 and "Traceback" not in done.stdout + done.stderr
    assert re.search(r"FAIL escape.tmx: object \d+ \(\w+\): dangling link: 'to' points at object 99999", done.stdout)
    # the file breaks off inside its first object, which the message names
    assert re.search(r"FAIL delve.tmx: object 1 'Level die' \(zone\): not a readable Tiled map \(unclosed token at "
                     r"line \d+\)", done.stdout), done.stdout
