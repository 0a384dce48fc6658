"""Build the executable: `python build/build.py` (a folder, dist/dungeon-shelf/) or `--onefile`
(one file, dist/dungeon-shelf, slower to start). PyInstaller's work files go to build/work/ (ignored)."""

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--onefile", action="store_true", help="one self-unpacking file instead of a folder")
    args = parser.parse_args()
    env = dict(os.environ, DSHELF_ONEFILE="1" if args.onefile else "0")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--workpath", str(ROOT / "build" / "work"), "--distpath", str(ROOT / "dist"),
           str(ROOT / "build" / "dungeon-shelf.spec")]
    done = subprocess.run(cmd, env=env, cwd=ROOT)
    if done.returncode == 0:
        where = ROOT / "dist" / ("dungeon-shelf" if args.onefile else "dungeon-shelf/dungeon-shelf")
        print(f"built {where}")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
