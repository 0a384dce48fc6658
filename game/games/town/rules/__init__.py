"""The rules of Wilds & Depths, one module per rule: turns (set-up, the turn order), movement (the dice, the
move, the squares), cards (the decks, fortunes), fights (monsters), town (the shop), meetings (passing
another pawn, fights between pawns), trade, pawns (hit points, silver, items) and end (the last monster)."""
