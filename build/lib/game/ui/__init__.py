"""The screen: pygame-ce draws states and turns clicks into actions of the rules in game.games."""
