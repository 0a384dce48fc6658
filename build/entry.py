"""The packaged program's entry point: the same command line as `python -m game`."""

import sys

from game.cli import main

sys.exit(main())
