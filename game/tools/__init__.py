"""The developers' commands, beside the app rather than in it: `bench` (how fast and how big, with the app's
frames in framebench), `screenshot` (a screen rendered headless to a PNG, for the README and the tests) and
`monkey` (random input through the whole app). They drive game/ui from outside, as a player's hand would;
nothing in the app imports them."""
