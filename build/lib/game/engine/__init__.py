"""What every game shares, without pygame: dice, decks, seats, boards, saves, the protocol, agents."""
