"""Saves of older formats brought up to date. Format 1 named a physical card by its deck and its number in the
data files' order ("d17", "t5"), so a card added to the data renumbered every card after it; from format 2 a
card is named by its kind and copy ("leafling#2"). data/numbered_ids.json keeps format 1's numbering as it was
when it ended, whatever the data files hold since.

The log is not translated: it holds words only (and a loaded game's log is its replay's own).
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from game.engine.serial import short

from . import content as C

NUMBERED = re.compile(r"[dt][0-9]+")
# The fields of a saved action that hold a card (the rest are seats, numbers and the label's words: a
# seat's name may look like a card's number, so nothing else is touched).
ACTION_CARDS = ("card", "foe", "give", "take")
# The parts of a saved state that hold no card: the table (the seats' names) and the dice.
NO_CARDS = ("seats", "options", "rng")


@functools.cache
def numbered_ids() -> dict[str, str]:
    """Format 1's card ids ("d17") and the ids of the same cards now ("sulking_skeleton#2")."""
    raw = json.loads((C.DATA / "numbered_ids.json").read_text(encoding="utf-8"))
    return {f"{deck[0]}{n}": cid for deck in ("door", "treasure") for n, cid in enumerate(raw[deck], 1)}


def renamed(cid: Any) -> Any:
    """A format 1 card id as it is now; anything else is no card of format 1 (ValueError)."""
    if cid == "":
        return cid    # no card (a power used on no monster, no monster fought alone)
    new = numbered_ids().get(cid) if isinstance(cid, str) else None
    if new is None:
        raise ValueError(f"it names a card, {short(cid)}, that was never in the game")
    if not C.exists(new):
        raise ValueError(f"its card {short(cid)} ({new}) is no longer in the game")
    return new


def _state(value: Any) -> Any:
    """Every card of a saved state renamed. A card is any text of format 1's form: the state's other texts
    are words (a window's moment, an offer's sentence, why a card is lost), never "d17"; a trade offered this
    turn is "give>take"."""
    if isinstance(value, dict):
        return {k: _state(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_state(v) for v in value]
    if isinstance(value, str):
        if NUMBERED.fullmatch(value):
            return renamed(value)
        give, sep, take = value.partition(">")
        if sep and NUMBERED.fullmatch(give) and NUMBERED.fullmatch(take):
            return f"{renamed(give)}>{renamed(take)}"
    return value


def _action(action: Any) -> Any:
    if not isinstance(action, dict):
        return action     # refused as it is read, in words
    return {k: renamed(v) if k in ACTION_CARDS and v is not None else v for k, v in action.items()}


def from_numbered(data: dict[str, Any]) -> dict[str, Any]:
    """A format 1 save with its cards renamed (a new dict: `data` is left alone)."""
    state = data["state"]
    if not isinstance(state, dict):
        raise ValueError("its position is not a position")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise ValueError("the list of moves is not a list")
    new_state = {k: v if k in NO_CARDS else _state(v) for k, v in state.items()}
    return data | {"state": new_state, "actions": [_action(a) for a in actions]}
