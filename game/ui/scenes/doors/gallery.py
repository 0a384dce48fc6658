"""Kick the Door's card gallery (from the rules screen): every door and treasure card face up, the card set
being the project's own design."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.games.doors import content

from ...gallery import Gallery, Section
from . import cards

if TYPE_CHECKING:
    from ...app import App


def gallery(app: App) -> Gallery:
    tabs = []
    for deck, label in (("door", "Door cards"), ("treasure", "Treasure cards")):
        ids = content.deck_ids(deck)
        counts = Counter(content.card(i).id for i in ids)
        seen: dict[str, content.DoorsCard] = {}
        for i in ids:
            seen.setdefault(content.card(i).id, content.face(i))
        faces = sorted(seen.values(), key=lambda f: (f.kind, f.level, f.name))
        note = f"{len(ids)} cards, {len(faces)} kinds — names, texts and pictures are this project's own design."
        tabs.append((label, [Section(label, note, [cards.face(f) for f in faces],
                                     captions=[f"×{counts[f.kind_id]}" for f in faces])]))
    return Gallery("Kick the Door: every card", tabs)
