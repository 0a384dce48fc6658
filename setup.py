"""Package discovery for setuptools (the rest of the project's metadata is in pyproject.toml).

Every package under game/ is found by itself, so a new game's package needs no list updated; the
boards, sprites and sounds at the top of the repository are mapped into the installed package as
game.boards, game.sprites and game.sounds (pyproject.toml's package-dir says where they come from)."""

from setuptools import find_packages, setup

ASSET_PACKAGES = ["game.boards", "game.sprites", "game.sounds"]


def packages() -> list[str]:
    return [*find_packages(include=["game", "game.*"]), *ASSET_PACKAGES]


if __name__ == "__main__":
    setup(packages=packages())
