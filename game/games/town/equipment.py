"""What a pawn's equipment does, as numbers the rules, the odds and the view share.

"Players may only carry three equipment items at any given time." Weapons do not add up: only the best
one counts. Nor does a second Chain Mail, Rabbit's Foot, Lantern, pair of Seven-League Boots, Royal Writ or
Treasure Map: each is a power a pawn has or has not (project design). What is used up or adds to a count
counts for each one carried: Wooden Shields, Healing Draughts, Amulets of Vigour.
"""

from __future__ import annotations

from collections.abc import Sequence

from .content import item, items, start


def weapon_bonus(items: Sequence[str]) -> int:
    """+N to fight rolls: the best weapon carried."""
    return max((item(i).bonus for i in items if item(i).effect == "weapon"), default=0)


def has(items: Sequence[str], effect: str) -> bool:
    return any(item(i).effect == effect for i in items)


def count(items: Sequence[str], effect: str) -> int:
    return sum(1 for i in items if item(i).effect == effect)


# The items whose power a pawn either has or has not: a second one adds nothing.
ONCE = ("mail", "reroll", "lantern", "boots", "writ", "map")


def adds_nothing(items: Sequence[str], iid: str) -> str:
    """Why taking `iid` would add nothing to `items` (a pawn's equipment), in words; "" if it would add
    something. A weapon no better than the best one carried, or a second of an item that counts once."""
    it = item(iid)
    if it.effect == "weapon":
        best = max((item(i) for i in items if item(i).effect == "weapon"), key=lambda w: w.bonus, default=None)
        if best is not None and best.bonus >= it.bonus:
            than = "as good" if best.bonus == it.bonus else "better"
            return f"your {best.name} is {than}, and only your best weapon counts"
    elif it.effect in ONCE and has(items, it.effect):
        carried = next(item(i).name for i in items if item(i).effect == it.effect)
        return f"you already carry the {carried}, and only one counts"
    return ""


def save_roll(effect: str) -> int:
    """The die roll that saves with an item of this effect (Chain Mail: stops a damage; a Wooden Shield:
    holds after stopping one); 7 (never) if no item has one."""
    return next((i.roll for i in items().values() if i.effect == effect and i.roll), 7)


def first(items: Sequence[str], effect: str) -> int | None:
    """The index of the first item with this effect."""
    return next((k for k, i in enumerate(items) if item(i).effect == effect), None)


def max_hp(items: Sequence[str]) -> int:
    """The starting hit points, +1 for every Amulet of Vigour."""
    return start().hit_points + sum(item(i).bonus for i in items if item(i).effect == "vigour")


def dice_to_move(items: Sequence[str]) -> int:
    """Two dice to choose from, three with Seven-League Boots."""
    return 3 if has(items, "boots") else 2


def dearest(items: Sequence[str], effects: tuple[str, ...] | None = None) -> int | None:
    """The index of the most expensive item (of the given effects), the first of equals."""
    found = [(item(i).price, -k) for k, i in enumerate(items) if effects is None or item(i).effect in effects]
    return -max(found)[1] if found else None


def room(items: Sequence[str]) -> int:
    return start().equipment_limit - len(items)
