"""`python -m game …`: the same command line as the installed `dungeon-shelf`."""

from game.cli import main

raise SystemExit(main())
