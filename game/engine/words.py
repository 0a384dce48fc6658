"""Small word helpers for the log, the buttons and the hover text: plurals, articles, possessives, lists.

The rules say what happened in sentences, and the screen words its hints; both use these, so that "1
coins" or "a Ogre" never appear.
"""

from __future__ import annotations

from collections.abc import Sequence


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 card', '3 cards', '2 hit points' ('many' for irregular plurals: plural(2, 'die', 'dice'))."""
    if n == 1:
        return f"{n} {word}"
    if many is None:
        many = word + ("es" if word.endswith(("s", "sh", "ch", "x", "z")) else "s")
    return f"{n} {many}"


def capital(text: str) -> str:
    """The text with its first letter a capital, the rest as it is ('the Troll's room' -> 'The Troll's room')."""
    return text[:1].upper() + text[1:]


def the(name: str) -> str:
    """A name after 'the' ('the Troll'), unless the name has its own ('The Final Boss's Mum')."""
    return name if name.startswith("The ") or not name else f"the {name}"


def article(word: str) -> str:
    """'a Goblin', 'an Ogre' ('an' before a vowel sound, as far as spelling tells it)."""
    if not word:
        return word
    first = word.lstrip("'\"(").lower()
    vowel = first[:1] in "aeiou" and not first.startswith(("uni", "use", "one", "eu"))
    vowel = vowel or first.startswith(("hour", "honest", "heir"))
    return f"{'an' if vowel else 'a'} {word}"


def possessive(name: str) -> str:
    """"Ann's", "James'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def faces_from(n: int, sides: int = 6) -> str:
    """The faces of one die that reach `n`, as a child counts them: 'a 6', 'a 5 or 6', 'a 3, 4, 5 or 6',
    'any roll' (1 or less), 'no roll' (more than the die shows)."""
    if n <= 1:
        return "any roll"
    if n > sides:
        return "no roll"
    return f"a {listing([str(face) for face in range(n, sides + 1)], last='or')}"


def listing(items: Sequence[str], last: str = "and") -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def ordinal(n: int) -> str:
    """'1st', '2nd', '3rd', '11th', '22nd'."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def percent(p: float) -> str:
    """A chance as a player reads it at a glance: '83%'."""
    return f"{round(max(0.0, min(1.0, p)) * 100)}%"


DICE_RANGE = {"two dice": (2, 12), "one die": (1, 6), "a d6": (1, 6), "a d8": (1, 8), "the d8": (1, 8)}


def at_least(n: int, dice: str = "two dice") -> str:
    """A roll to reach, as a rulebook says it: '7 or more on two dice' ('12 on two dice' at the top, 'any
    roll of two dice' at the bottom)."""
    low, top = DICE_RANGE.get(dice, (1, None))
    if n <= low:
        return f"any roll of {dice}"
    return f"{n} on {dice}" if n == top else f"{n} or more on {dice}"


def sentence(*parts: str) -> str:
    """Parts joined into sentences a child can read: each begun with a capital and ended with a stop."""
    out = []
    for part in parts:
        part = part.strip()
        if not part:
            continue
        part = capital(part)
        out.append(part if part.endswith((".", "!", "?", ":")) else part + ".")
    return " ".join(out)
