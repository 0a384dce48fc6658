"""Drawing the Dice Delve table for the scene, and finding what lies under the pointer: the same list of
targets serves both, so a thing lit on the table is exactly a thing a click will use."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.protocol import Action
from game.games.delve.state import PHASE_NAMES
from game.games.delve.view import DelveView
from game.ui import draw
from game.ui.anims import Together
from game.ui.cards import CardFace
from game.ui.cardtable import Hand, draw_phase
from game.ui.theme import Palette

from . import paint, seats, zones
from .clicks import Target, actions_for, chosen_source, defeated_by, hint
from .motion import Look, Motion
from .moves import Place, places

if TYPE_CHECKING:
    from .scene import DelveScene

Rect = pygame.Rect
RAISE = 9        # how far a marked or chosen die lifts


class TablePainter:
    def __init__(self, scene: DelveScene) -> None:
        self.scene = scene
        self._targets: tuple[Any, Any, list[tuple[Rect, Target]]] | None = None   # what for, and the targets

    @property
    def layout(self):  # noqa: ANN201 - the scene's TableLayout
        return self.scene.layout

    # --- geometry shared with the animations ------------------------------------------------------------
    def place_rect(self, place: Place) -> Rect:
        return self.layout.die_rect(place[0], place[1], place[2])

    def token_path(self, seat: int, name: str, held: Sequence[str], into_bag: bool) -> tuple[Rect, Rect] | None:
        """From the bag to the token's place among the seat's treasures (or back)."""
        zone = self.layout.seats.get(seat)
        if zone is None:
            return None
        groups = [g for g, _n in seats.token_groups(held if name in held else [*held, name])]
        radius, centres = seats.token_slots(zone["treasures"], len(groups))
        slot = Rect(0, 0, radius * 2, radius * 2)
        slot.center = centres[groups.index(name)]
        bag = zones.bag_token_rect(self.layout)
        return (slot, bag) if into_bag else (bag, slot)

    def revive_open(self, view: DelveView) -> bool:
        p = view.pending
        return p is not None and p.kind == "revive" and self.scene.my_turn()

    def targets(self) -> list[tuple[Rect, Target]]:
        """Everything that answers the pointer, the top-most last: found again only when the table, the
        choices or the hand opened under the pointer change, not every frame."""
        view, hover = self.scene.table_view, self.scene.hover
        hand = hover if hover is not None and hover.kind in ("twist", "hand") else None
        held = (view, self.layout, self.scene.legal)     # kept with the answer, so that their ids stay theirs
        key = (*map(id, held), self.scene.viewer, hand)
        if self._targets is None or self._targets[0] != key:
            self._targets = (key, held, self._find_targets(view))
        return self._targets[2]

    def _find_targets(self, view: DelveView) -> list[tuple[Rect, Target]]:
        out = [(rect, Target("zone", zone=zone)) for zone, rect in self.layout.zones.items()
               if zone not in ("party", "dungeon")]
        out += [(z["xp"], Target("xp", seat=s)) for s, z in self.layout.seats.items() if s < len(view.seats)]
        revive = self.revive_open(view)
        out += [(self.place_rect(p), Target("die", p[0], p[1], p[3])) for p in places(view)
                if p[0] != "pool" and not (revive and p[0] == "graveyard")]
        out += seats.seat_targets(self.layout, view, self.scene.viewer)
        if revive:
            out += zones.revive_targets(self.layout)
        opened = self.hand_rows(view)
        if opened is not None:
            area, cards, raised = opened
            out.append((area, Target("hand", seat=self.scene.viewer if self.scene.viewer is not None else -1)))
            order = [i for i in range(len(cards)) if i != raised] + ([raised] if raised is not None else [])
            out += [(cards[i][0], Target("twist", seat=self.scene.viewer, name=cards[i][1])) for i in order]
        return out

    def hand_rows(self, view: DelveView) -> tuple[Rect, list[tuple[Rect, str]], int | None] | None:
        """The seat at the screen's twist cards fanned out below its twist zone, while the pointer is on
        them (the card under the pointer raised): the fan's area, each card's rect and name, the raised one."""
        hover, viewer = self.scene.hover, self.scene.viewer
        zone = self.layout.seats.get(viewer) if viewer is not None else None
        if (hover is None or hover.kind not in ("twist", "hand") or hover.seat != viewer or zone is None
                or not view.options.twists or not view.hand):
            return None
        fan = self.fan(zone["twists"])
        raised = view.hand.index(hover.name) if hover.kind == "twist" and hover.name in view.hand else None
        return fan.area, list(zip(fan.rects(len(view.hand), raised), view.hand, strict=True)), raised

    def fan(self, zone: Rect) -> Hand:
        area = Rect(zone.x - 40, zone.bottom + 4, 440, 250)
        return Hand(area.clamp(self.scene.board_rect), height=150, grow=1.5)

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: Rect) -> None:
        scene = self.scene
        pal = scene.app.palette
        view = scene.table_view
        motion = scene.anim.part(Motion) if isinstance(scene.anim, Together) else None
        surface.blit(scene.background(), rect)
        legal = scene.legal
        lit = {t for _r, t in self.targets() if scene.is_lit(t)}
        hover = scene.hover
        seats = Rect(rect.x, rect.y, rect.w, max(z["twists"].bottom for z in self.layout.seats.values()) + 12)
        shown = (view.seats, view.adventurer, view.dragon, view.pending, view.options, view.hand)   # (what _seats
        scene.keep(surface, seats, (shown, motion.t if motion is not None and motion.at_seats() else None),  # reads)
                   lambda: self._seats(surface, view, motion, lit, pal), whole_view=False)
        zones.draw_level(surface, self.layout, view.level)
        coming = motion.arriving if motion else (lambda _zone: 0)
        zones.draw_pool(surface, self.layout, view.pool - coming("pool"), pal)
        zones.draw_bag(surface, self.layout, view.bag, pal)
        zones.draw_lair_info(surface, self.layout, view, view.lair - coming("lair"), pal)
        self._dice(surface, view, motion, lit, legal, pal)
        if self.revive_open(view) and view.pending is not None:
            zones.draw_revive(surface, self.layout, view.pending.revives, hover, pal)
        if view.phase == "trade":
            self._trade(surface, view, pal)
        self._banner(surface, view, legal, pal)
        opened = self.hand_rows(view)
        if opened is not None:
            playable = {t.name for t in lit if t.kind == "twist" and t.seat == self.scene.viewer}
            names = view.hand
            faces = [CardFace(title=n, kind="twist card", lines=[view.help.twist(n) or ""],
                             colour=(170, 140, 210)) for n in names]
            fan = self.fan(self.layout.seats[self.scene.viewer]["twists"])
            fan.draw(surface, faces, pal, hover=opened[2], lit=lambda i: names[i] in playable)

    # --- the seats --------------------------------------------------------------------------------------
    def _seats(self, surface: pygame.Surface, view: DelveView, motion: Motion | None, lit: set[Target],
               pal: Palette) -> None:
        chosen = chosen_source(view)
        team = {e.source for e in view.dragon.team}
        card = view.pending.card if view.pending is not None else None
        n = len(view.seats)
        owned = seats.seat_targets(self.layout, view, self.scene.viewer)
        for seat, s in enumerate(view.seats):
            z = self.layout.seats.get(seat)
            if z is None:
                continue
            s = replace(s, adventurer=seat == view.adventurer,
                        dungeon_lord=n > 1 and seat == (view.adventurer + 1) % n)
            master = s.side == "Master"
            squash, novice = motion.card_squash(seat) if motion else (1.0, False)
            if s.adventurer:
                draw.glow(surface, z["hero"], pal.gold, 110)
            seats.draw_hero(surface, z["hero"], seat, s, master, pal, squash, novice)
            is_adv = s.adventurer
            hero = Target("hero", seat=seat)
            self.scene.mark(surface, z["hero"], hero, chosen == "hero" and is_adv, hero in lit)
            seats.draw_xp(surface, z["xp"], s.xp, master, pal)
            flying = next((n for n in set(s.treasures) if motion and motion.token_in_flight(seat, n)), None)
            seats.draw_treasures(surface, z["treasures"], s.treasures, pal, flying)
            if view.options.twists:
                mine = seat == self.scene.viewer
                seats.draw_twists(surface, z["twists"], s, view.hand if mine else None, pal)
            for rect, t in owned:
                if t.seat != seat or t.kind == "hero":
                    continue
                source = f"treasure:{t.name}" if t.kind == "token" and is_adv else None
                held = (source is not None and source == chosen) or t.name and t.name == card
                self.scene.mark(surface, rect, t, bool(held), t in lit)
                if source in team:
                    draw.ring(surface, rect, pal.blue, 3, 10)

    # --- the dice ----------------------------------------------------------------------------------------
    def _special_dice(self, view: DelveView) -> tuple[tuple[str, int] | None, set[tuple[str, int]]]:
        """The die chosen as companion, and the dice already set against the Dragon."""
        def nth(zone: str, face: str, k: int) -> tuple[str, int] | None:
            hits = [i for i, f in enumerate(view.party if zone == "party" else view.borrowed) if f == face]
            return (zone, hits[k]) if k < len(hits) else None

        chosen = None
        source = chosen_source(view)
        if source and source.partition(":")[0] in ("die", "borrowed"):
            kind, _, face = source.partition(":")
            zone = "party" if kind == "die" else "borrowed"
            reading = view.pending is not None and view.pending.kind == "reroll"   # the Scroll read is the last one
            hits = [i for i, f in enumerate(view.party if zone == "party" else view.borrowed) if f == face]
            chosen = (zone, hits[-1 if reading else 0]) if hits else None
        team: set[tuple[str, int]] = set()
        seen: dict[str, int] = {}
        for entry in view.dragon.team:
            kind, _, face = entry.source.partition(":")
            if kind in ("die", "borrowed"):
                k = seen.get(entry.source, 0)
                seen[entry.source] = k + 1
                spot = nth("party" if kind == "die" else "borrowed", face, k)
                if spot:
                    team.add(spot)
        return chosen, team

    def _doomed(self, view: DelveView, legal: list[Action]) -> set[int]:
        """The dungeon dice the pointed-at monster's Defeat would take."""
        hover = self.scene.hover
        if hover is None or hover.kind != "die" or hover.zone != "dungeon":
            return set()
        from game.games.delve.actions import Defeat
        found = [a for a in actions_for(hover, view, legal) if isinstance(a, Defeat)]
        return set(defeated_by(found[0], view.dungeon)) if len(found) == 1 else set()

    def _dice(self, surface: pygame.Surface, view: DelveView, motion: Motion | None, lit: set[Target],
              legal: list[Action], pal: Palette) -> None:
        p = view.pending
        marked: set[tuple[str, int]] = set()
        if p is not None and p.kind == "reroll":
            marked = {("party", i) for i in p.party_marked} | {("dungeon", i) for i in p.dungeon_marked}
        chosen, team = self._special_dice(view) if motion is None else (None, set())
        doomed = self._doomed(view, legal) if motion is None else set()
        above: list[Look] = []
        badges: list[Rect] = []
        for die_id, place in enumerate(places(view)):
            zone, i, _n, face = place
            if zone == "pool":
                continue
            look = motion.look(die_id, place) if motion else Look(self.place_rect(place), face)
            if look.moving:
                above.append(look)
                continue
            spot = (zone, i)
            if spot in marked or spot == chosen:
                look.rect = look.rect.move(0, -RAISE)
            die_target = Target("die", zone, i, face)
            self.scene.mark(surface, look.rect, die_target, spot == chosen, die_target in lit)
            if spot in marked:
                draw.glow(surface, look.rect, pal.gold, 230)
                draw.ring(surface, look.rect, pal.white, 3)
                badges.append(look.rect)
            if spot in team:
                draw.ring(surface, look.rect, pal.blue, 4, 8)
            if zone == "borrowed":      # a dungeon die fighting as a companion: black under the face
                pygame.draw.rect(surface, (30, 28, 36), look.rect.inflate(6, 6), border_radius=look.rect.w // 4)
            paint.draw_die(surface, look.face, look.rect, angle=look.angle, alpha=look.alpha, squash=look.squash)
            if zone == "dungeon" and i in doomed:
                paint.cross(surface, look.rect, pal.bad)
        for rect in badges:
            paint.reroll_badge(surface, rect, pal)
        for look in (motion.leaving() if motion else []) + above:
            paint.draw_die(surface, look.face, look.rect, angle=look.angle, alpha=look.alpha, squash=look.squash)

    # --- words on the table ---------------------------------------------------------------------------
    def _banner(self, surface: pygame.Surface, view: DelveView, legal: list[Action], pal: Palette) -> None:
        scene = self.scene
        mine = bool(legal)
        if not scene.playing_back():
            text = hint(view, legal, mine)
        else:   # what is being shown now, as the log says it
            text = scene.showing
        phase = view.phase
        sub = f"Level {view.level} · round {view.round}" if phase not in ("trade", "over") else \
            f"Round {view.round}"
        draw_phase(surface, self.layout.phase, PHASE_NAMES.get(phase, phase), sub, text, mine, pal)

    def _trade(self, surface: pygame.Surface, view: DelveView, pal: Palette) -> None:
        area = self.layout.zones["dungeon"].inflate(-40, -60)
        p = view.pending
        lines = [f"Trading, round {view.round}: each seat may offer one treasure or twist card "
                 "to another seat for one of theirs."]
        if p and p.kind == "trade" and p.seat is not None and p.partner is not None:
            who = view.seats[p.seat].name
            partner = view.seats[p.partner].name if p.partner >= 0 else "…"
            lines.append(f"{who} offers {p.give} to {partner}" + (f" for {p.want}." if p.want else "."))
        y = area.y
        for line in lines:
            y += draw.paragraph(surface, line, Rect(area.x, y, area.w, area.h), size=18, colour=pal.text,
                                      align="center") + 10
