"""One module per screen. A game's own table screen is game.ui.scenes.<game id>."""
