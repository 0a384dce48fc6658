"""Kick the Door in words, for the screen's hovers, captions and menus: how a seat's strength adds up, what
the fight in the centre is and where it stands (or, with none, the phase's name), an offer written out, a help
bargain's terms. Plain functions of the view: no pygame. The numbers are the view's (a seat's `strength`, the
fight's totals): nothing here adds up a rule.
"""

from __future__ import annotations

from game.engine.words import listing, plural, the

from .actions import AskHelp, OfferHelp
from .view import CombatView, DoorsView, SeatView

# Each phase's name, the title over what to do now in the centre of the table while no fight is on.
PHASES = {"setup": "Getting ready", "kick": "Kick open the door", "after": "Trouble or loot",
          "end": "Tidy up", "charity": "Charity", "combat": "Combat", "over": "Game over"}


def strength_words(s: SeatView) -> str:
    """How a seat's strength adds up: its level and each equipped item, hireling and curse that counts; the
    view's total stands, any part of it not printed on a card is named as such."""
    bonuses = [(f.name, f.bonus) for f in s.items if f.equipped and f.bonus]
    bonuses += [(f.name, f.bonus) for f in s.hirelings if f.bonus]
    rest = s.strength - s.level - sum(v for _, v in bonuses)
    if rest:
        bonuses.append(("curses and powers", rest))
    return " + ".join([f"Strength {s.strength}: level {s.level}", *(f"{name} ({v:+d})" for name, v in bonuses)])


def seat_words(s: SeatView) -> str:
    """A seat under the pointer: its strength added up, its hand and the limit on it, whether it is dead."""
    words = (f"{s.name}: {strength_words(s)}\n{plural(s.hand, 'card')} in hand (at most "
             f"{s.hand_limit} at the end of a turn)")
    return words + ("\nDead: draws afresh next turn" if s.dead else "")


def fight_title(view: DoorsView) -> str:
    """The centre's title over a fight: whose remains are picked over or who loses items (a pending choice), who
    picks from the treasure, else who fights (and who helps)."""
    seats, pending, combat = view.seats, view.pending, view.combat
    if pending and pending.options:
        if pending.kind == "plunder":
            return f"{seats[pending.victim].name}'s remains: {seats[pending.seat].name} picks"
        return f"{seats[pending.seat].name} loses {plural(pending.count, 'item')}"
    assert combat is not None
    if combat.stage == "split" and combat.picker is not None:
        return f"The treasure: {seats[combat.picker].name} picks"
    helping = f", {seats[combat.helper].name} helping" if combat.helper is not None else ""
    return f"{seats[combat.fighter].name} fights{helping}"


def fight_foot(combat: CombatView, seats: tuple[SeatView, ...]) -> str:
    """The fight's foot line: the treasure left to share (and the helper's share), the rolls left to run away,
    else by how much the fighter is winning or losing, and what a win draws."""
    fighter, treasures = seats[combat.fighter].name, plural(combat.treasures, "treasure")
    if combat.stage == "split":
        left = f"{plural(combat.loot_count, 'treasure')} left"
        if combat.helper is None:
            return left
        return f"{left} · {seats[combat.helper].name}'s share {combat.share}, {fighter} the rest"
    if combat.stage == "run":   # (the totals no longer decide anything: the dice do, a roll a runner)
        left = len(combat.runs)
        return f"Running away: {plural(left, 'roll')} to make" if left else "The running away is over"
    margin = combat.players - combat.monsters
    if combat.winning:
        tie = " (a Brawler wins ties)" if margin == 0 else ""
        return f"{fighter} is winning by {margin}{tie} · {treasures} to win"
    need = combat.monsters - combat.players + (0 if combat.ties_win else 1)
    return f"{fighter} is losing: {need} more needed · {treasures} to win"


def share_words(share: int, treasures: int) -> str:
    """A helper's share of the treasure in words."""
    if share == 0:
        return "no treasure"
    if share >= treasures:
        return f"{'all ' if treasures > 1 else ''}the {plural(treasures, 'treasure')}"
    return f"{share} of the {plural(treasures, 'treasure')}"


def bargain(action: AskHelp | OfferHelp, treasures: int) -> str:
    """A help bargain's terms as a menu line (the menu's title says who helps whom)."""
    given, first = action.share, action.helper_first
    picks = f", {'the helper' if first else 'the fighter'} picks first" if 0 < given < treasures else ""
    return f"For {share_words(given, treasures)}{picks}"


def offer_words(view: DoorsView) -> tuple[str, tuple[str, ...]] | None:
    """The offer open now, written out (its title and lines): who helps whom against what, for what share, who
    picks first; or which item for which; and the seat it is made to, to accept or refuse."""
    made, seats, combat = view.offer, view.seats, view.combat
    if made is None:
        return None
    by, to, terms = seats[made.by].name, seats[made.to].name, made.terms
    if made.kind == "trade":
        give, take = (getattr(view.face(cid), "name", "item") for cid in (terms.give, terms.take))
        return "A trade offered", (f"{by} gives {to} the {give}", f"for {to}'s {take}",
                                   f"{to}: accept or refuse?")
    fighter = combat.fighter if combat else made.by
    helper = made.to if made.by == fighter else made.by
    total = combat.treasures if combat else 0
    foes = listing([the(f.name) for f in combat.foes] if combat else []) or "the monster"
    name = seats[helper].name
    lines = [f"{name} helps {seats[fighter].name} against {foes}", f"{name}'s share: {share_words(terms.share, total)}"]
    if 0 < terms.share < total:
        lines.append(f"First pick: {seats[helper if terms.helper_first else fighter].name}")
    lines.append(f"{to}: accept or refuse?")
    return "Help asked" if made.by == fighter else "Help offered", tuple(lines)
