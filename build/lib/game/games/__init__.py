"""One package per game. Each defines GAME, an instance of game.engine.protocol.Game."""
