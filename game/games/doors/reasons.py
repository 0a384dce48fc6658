"""Why the computer player chooses what it does, in words a child can read: the hint's reasons (agent.py
decides, and asks for these words only when a hint is wanted).

They read what the seat may see: its own hand, the table (levels, items, curses, the fight and its totals),
the size of the other hands. The odds are odds.py's, the numbers the rules fight with.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.offer import Accept
from game.engine.protocol import Action
from game.engine.respond import Pass
from game.engine.words import faces_from, listing, percent, plural, possessive, the

from . import actions as A
from . import content as C
from .core import hand_limit, has
from .odds import chance, pursues, run_chance, run_modifier, strength, totals, treasures
from .state import DoorsState

STEAL_ROLL = 4   # items.steal: "Roll a 4 or more and the small item is yours"


def _clause(text: str) -> str:
    """A printed text inside a sentence: 'Curse! Lose a level.' is 'lose a level'."""
    text = text.removeprefix("Curse!").strip().rstrip(".")
    return text[:1].lower() + text[1:]


def _the(cid: str) -> str:
    """A card's name after 'the' ('the Troll', but 'The Final Boss's Mum')."""
    return the(C.name(cid))


def card_words(cid: str) -> str:
    """A card with what makes it worth having: 'the Sword of Slicing (+3)'."""
    c = C.card(cid)
    if c.kind == "item":
        return f"{_the(cid)} (+{c.bonus})" if c.bonus else _the(cid)
    if c.kind == "oneshot" and c.bonus:
        return f"{_the(cid)} (+{c.bonus} once, in a fight)"
    if c.kind == "levelup":
        return f"{_the(cid)} (a level)"
    return _the(cid)


def foes_words(state: DoorsState) -> str:
    combat = state.combat
    assert combat is not None
    return " and ".join(_the(f.card) for f in combat.foes) if combat.foes else "the monsters"


def score(state: DoorsState, side: str = "your side") -> str:
    """'your side 9 against the Troll's 8'."""
    t = totals(state)
    return f"{side} {t.players} against {t.monsters} for {foes_words(state)}"


def tie_words(state: DoorsState) -> str:
    return "" if totals(state).ties_win else " (a tie loses)"


def run_words(state: DoorsState, seat: int, foe: str, extra: int = 0) -> str:
    """'a 5 or 6 on the die, 33%' (the roll to run away), or that the monster will not chase you."""
    if not pursues(foe, state.players[seat].level):
        return f"{_the(foe)} will not chase you"
    mod = run_modifier(state, seat, foe) + extra
    return f"{faces_from(C.RUN_TARGET - mod)} on the die, {percent(chance(mod))}"


def bad_words(foe: str) -> str:
    return f"{possessive(_the(foe))} Bad Stuff: {_clause(C.card(foe).bad_text)}"


def _who(state: DoorsState, me: int, seat: int) -> str:
    return "you" if seat == me else state.name(seat)


# --- choices that interrupt ---------------------------------------------------------------------------------
def _as_much(ties: Sequence[str], how: str) -> str:
    """'; the Sock Goblin would do as much' for the cards tied with the one chosen ('' for none)."""
    return f"; {listing([_the(t) for t in ties])} {how}" if ties else ""


def lose(state: DoorsState, a: A.ChooseLoss, ties: Sequence[str] = ()) -> str:
    why = state.pending[-1].why if state.pending else ""
    least = "you will miss none less" if ties else "it is the one you will miss least"
    return (f"Lose {card_words(a.card)}{f' ({why})' if why else ''}: of your cards it may take, {least}"
            f"{_as_much(ties, 'would cost you as little')}.")


def take(state: DoorsState, me: int, a: Action, ties: Sequence[str] = ()) -> str:
    where = "the treasures won" if isinstance(a, A.TakeTreasure) else \
        f"{state.name(state.pending[-1].victim)}'s cards" if state.pending else "the cards"
    most = "none is worth more to you" if ties else "it is the one most worth having"
    return f"Take {card_words(a.card)}: of {where}, {most}{_as_much(ties, 'would be worth as much')}."  # type: ignore[attr-defined]


# --- offers -------------------------------------------------------------------------------------------------
def trade_answer(state: DoorsState, answer: Action, good: bool, easy: bool) -> str:
    offer = state.offer
    assert offer is not None
    get, give = str(offer.terms["give"]), str(offer.terms["take"])
    deal = f"{card_words(get)} for your {card_words(give)[4:]}"
    if isinstance(answer, Accept):
        return f"Accept: {deal} makes you stronger."
    if easy:
        return f"Refuse: {deal}. A beginner keeps what it has."
    return f"Refuse: {deal} would not make you stronger by enough."


def help_offered(state: DoorsState, answer: Action, with_help: int, helper_wins_game: bool) -> str:
    """The fighter answers an offer of help."""
    offer = state.offer
    assert offer is not None
    t = totals(state)
    helper = state.name(offer.by)
    if isinstance(answer, Accept):
        share = plural(int(offer.terms["share"]), "treasure")
        return f"Accept: with {helper} your side has {with_help} against {t.monsters}: you win, and {helper} gets " \
            f"{share} of {treasures(state.combat) if state.combat else 0}."
    if helper_wins_game:
        return f"Refuse: {helper} is a Leafling and would reach level {C.WIN_LEVEL} by helping, and win the game."
    return f"Refuse: even with {helper} your side has {with_help} against {t.monsters}: you would still lose" \
        f"{tie_words(state)}."


def help_asked(state: DoorsState, me: int, answer: Action, wins: bool, fair: bool, near: bool) -> str:
    """A seat asked to help answers."""
    offer = state.offer
    combat = state.combat
    assert offer is not None and combat is not None
    t = totals(state)
    fighter = state.name(combat.fighter)
    ours = t.players + strength(state, me, any(C.card(f.card).undead for f in combat.foes))
    share, total = int(offer.terms["share"]), treasures(combat)
    if isinstance(answer, Accept):
        return (f"Accept: with you {fighter}'s side has {ours} against {t.monsters} and wins, and you get "
                f"{plural(share, 'treasure')} of {total}.")
    if not wins:
        return f"Refuse: even with you {fighter}'s side has {ours} against {t.monsters}: you would lose together."
    if near:
        after = state.players[combat.fighter].level + sum(C.card(f.card).levels for f in combat.foes)
        return f"Refuse: winning would take {fighter} to level {after}, too close to winning the game."
    return f"Refuse: {plural(share, 'treasure')} of {total} is less than half: not a fair share."


# --- response windows -------------------------------------------------------------------------------------
def swing(state: DoorsState, a: Action, worth: int, needed: int) -> str:
    """A card played for my side of a losing fight."""
    now = score(state)
    if worth >= 100:
        return f"{a}: you are losing, {now}{tie_words(state)}; this sends the monster away."
    if worth >= needed:
        return f"{a}: you are losing, {now}{tie_words(state)}; +{worth} turns the fight, and it is the cheapest " \
            "card that does."
    return f"{a}: you are losing, {now}{tie_words(state)}; +{worth} is the biggest step, and your cards together " \
        "can turn the fight."


def hinder(state: DoorsState, me: int, a: Action, worth: int) -> str:
    """A card played against the fighter."""
    combat = state.combat
    assert combat is not None
    name = state.name(combat.fighter)
    return f"{a}: {stop_words(state, me)}. Now {score(state, possessive(name) + ' side')}; this takes {worth} " \
        f"from {possessive(name)} side."


def stop_words(state: DoorsState, me: int) -> str:
    """Why the fight under way should be lost (agent.must_stop)."""
    combat = state.combat
    assert combat is not None
    fighter = state.players[combat.fighter]
    name = state.name(combat.fighter)
    after = fighter.level + sum(C.card(f.card).levels for f in combat.foes)
    if after >= C.WIN_LEVEL:
        return f"winning this fight would take {name} to level {after}: {name} would win the game"
    return f"{name} is level {fighter.level}, ahead of you (level {state.players[me].level}), and must not get " \
        "stronger"


def offer_help(state: DoorsState, a: A.OfferHelp, mine: int) -> str:
    combat = state.combat
    assert combat is not None
    t = totals(state)
    name = state.name(combat.fighter)
    return (f"{a}: {name} is losing, {t.players} against {t.monsters}; with your {mine} the fight is won, and "
            f"{plural(a.share, 'treasure')} of {treasures(combat)} is your fair share.")


def pass_window(state: DoorsState, me: int, ours: bool, must_stop: bool) -> str:
    """Letting a moment of the fight go by."""
    combat = state.combat
    assert combat is not None
    t = totals(state)
    name = "your side" if ours else f"{possessive(state.name(combat.fighter))} side"
    now = f"{name} {t.players} against {t.monsters}"
    if ours:
        if t.winning:
            return f"Pass: you are winning, {now}; keep your cards."
        return f"Pass: you are losing, {now}, and your cards cannot turn the fight; keep them."
    if t.winning:
        if must_stop:
            return f"Pass: {stop_words(state, me)}, but your cards cannot turn the fight ({now})."
        return f"Pass: {state.name(combat.fighter)} is winning ({now}), and it does not bring them near winning " \
            "the game: keep your cards."
    return f"Pass: {state.name(combat.fighter)} is losing ({now}); {no_help(state, me)}, and no card of yours " \
        "is worth playing now."


def no_help(state: DoorsState, me: int) -> str:
    """Why the seat does not offer to help a losing fighter."""
    combat = state.combat
    assert combat is not None
    t = totals(state)
    name = state.name(combat.fighter)
    if combat.helper is not None:
        return f"{name} already has a helper"
    if me in combat.asked:
        return f"you have already been asked or offered to help {name} in this fight"
    mine = strength(state, me, any(C.card(f.card).undead for f in combat.foes))
    together = t.players + mine
    if together < t.monsters or (together == t.monsters and not t.ties_win and not has(state.players[me], "brawler")):
        return f"even with your {mine} the fight is lost ({together} against {t.monsters})"
    after = state.players[combat.fighter].level + sum(C.card(f.card).levels for f in combat.foes)
    return f"winning would take {name} to level {after}, too near winning the game"


def level_up(state: DoorsState, a: A.LevelUp) -> str:
    p = state.players[a.target]
    return f"{a}: one level nearer to {C.WIN_LEVEL} (you are level {p.level}). A level is best taken at once."


# --- the fighter -----------------------------------------------------------------------------------------------
def fight(state: DoorsState) -> str:
    combat = state.combat
    assert combat is not None
    gain = sum(C.card(f.card).levels for f in combat.foes)
    return f"Fight! {score(state, 'Your side')}: you win, go up {plural(gain, 'level')} and take " \
        f"{plural(treasures(combat), 'treasure')}."


def fight_one(state: DoorsState, a: A.FightOne) -> str:
    combat = state.combat
    assert combat is not None
    foe = next(f for f in combat.foes if f.card == a.foe)
    alone = totals(state, [foe])
    return (f"{a}: against them all you lose, {score(state)}; against {_the(a.foe)} alone you have "
            f"{alone.players} against {alone.monsters} and win. The strongest you can beat is the one to take.")


def ask(state: DoorsState, a: A.AskHelp, power: int) -> str:
    t = totals(state)
    return (f"{a}: you are losing, {score(state)}{tie_words(state)}; with {a.who}'s {power} your side has "
            f"{t.players + power} and wins. Of those who can turn it, {a.who} gives the most strength for the "
            "share.")


def run_away(state: DoorsState, me: int) -> str:
    combat = state.combat
    assert combat is not None
    escapes = " ".join(f"To escape {_the(f.card)}: {run_words(state, me, f.card)}; staying is sure to bring "
                       f"{bad_words(f.card)}." for f in combat.foes)
    return (f"Run away: you are losing, {score(state)}{tie_words(state)}, and neither your cards nor help can "
            f"turn it. {escapes}")


def run(state: DoorsState, me: int, a: Action, foe: str) -> str:
    """A roll to run away from one monster, or a card that makes the escape sure or likelier."""
    odds = run_words(state, me, foe)
    if isinstance(a, A.RollToRun):
        if run_chance(state, me, foe) >= 1:
            return f"Roll to run away from {_the(foe)}: {odds}, so you are safe."
        return f"Roll to run away from {_the(foe)}: {odds}. If you fail, {bad_words(foe)}."
    if isinstance(a, A.Flee):
        return (f"{a}: {bad_words(foe)}, too bad to risk. With +1 you need {run_words(state, me, foe, 1)} instead "
                f"of {odds}; the card you give up is the one you will miss least.")
    return f"{a}: {bad_words(foe)}, too bad to risk on a roll ({odds})."


# --- a turn out of combat ---------------------------------------------------------------------------------
def play_card(state: DoorsState, me: int, a: A.PlayCard) -> str:
    c = C.card(a.card)
    if c.kind == "hireling":
        return f"Play {_the(a.card)}: a hireling fights beside you, +{c.bonus} in every fight."
    if c.kind in ("double_race", "double_class"):
        return f"Play {_the(a.card)}: {_clause(c.text)}. It costs nothing and lets you be two at once."
    what = "race" if c.kind == "race" else "class"
    return f"Play {c.name}: {_clause(c.text)}. A {what} costs nothing and its powers help you."


def equip(state: DoorsState, me: int, a: Action, ties: Sequence[str] = ()) -> str:
    """`ties`: the other items that would do as much (then it is 'as strong as any', not 'strongest')."""
    cid = a.card   # type: ignore[attr-defined]
    s = strength(state, me)
    c = C.card(cid)
    more = f" (your strength {s}, now {s + c.bonus})" if c.bonus and not _in_use(state, me, c.slot) else ""
    where = "from your hand" if isinstance(a, A.PlayItem) else "that you carry on your table"
    return (f"Equip {card_words(cid)} {where}: of the items you could equip, it makes you "
            f"{'as strong as any' if ties else 'strongest'}{more}{_as_much(ties, 'would do as much')}.")


def _in_use(state: DoorsState, me: int, slot: str) -> bool:
    return any(C.card(x).slot == slot for x in state.players[me].equipped_ids()) and slot != "none"


def sale(a: Action) -> str:
    """A step of a sale: put a card up for sale, sell, or take a card off the sale."""
    if isinstance(a, A.Sell):
        return f"{a}: the cards for sale do nothing for you, and levels win the game."
    if isinstance(a, A.Unmark):
        return f"{a}: what you could sell does not reach {C.GOLD_PER_LEVEL} gold for a level, so keep it."
    cid = a.card   # type: ignore[attr-defined]
    c = C.card(cid)
    why = "a small one-shot is worth more as gold" if c.kind == "oneshot" else "it does not make you stronger"
    return (f"Put {card_words(cid)} up for sale: {why}, and its {c.gold} gold counts toward a level "
            f"({C.GOLD_PER_LEVEL} gold is a level).")


def curse(state: DoorsState, me: int, a: A.Curse, ties: Sequence[str] = (), stronger: bool = True) -> str:
    """The curse, its target, and why that one (`ties`: rivals it would hurt as much; then whether `a.who`
    is the strongest of them, else simply the first)."""
    rival = state.players[a.target]
    mine = state.players[me].level
    where = "the same level as you" if rival.level == mine else \
        f"{plural(abs(rival.level - mine), 'level')} {'above' if rival.level > mine else 'below'} you"
    says = C.card(a.card).text.removeprefix("Curse!").strip()
    text = f"{a} (\"{says}\"). {a.who} is level {rival.level}, {where}"
    if state.phase == "charity":
        return text + "; you have too many cards, and a curse on a rival beats giving it away."
    weighed = ". Of the curses you can play, weighed by how near each rival is to winning,"
    if not ties:
        return text + f"{weighed} it hurts {a.who} most."
    broke = f"{a.who} is the strongest of them" if stronger else f"{a.who} is as strong, and simply comes first"
    return text + f"{weighed} it hurts {a.who} as much as any ({listing(list(ties))} as much): {broke}."


def steal(a: A.Steal) -> str:
    p = (7 - STEAL_ROLL) / 6
    return (f"Try to steal {a.who}'s {card_words(a.card)[4:]}: {faces_from(STEAL_ROLL)} on the die, {percent(p)}. "
            "If you are caught you lose a level; a good item is worth the risk.")


def kick(state: DoorsState, me: int) -> str:
    return f"Kick open the door: nothing in your hand is worth playing first. A monster behind it, you fight with " \
        f"your strength of {strength(state, me)}."


def trouble(state: DoorsState, me: int, a: A.LookForTrouble) -> str:
    c = C.card(a.card)
    return f"Look for trouble: your strength is {strength(state, me)} against {possessive(_the(a.card))} level " \
        f"{c.level}, an easy win for a level and its treasure."


def loot(state: DoorsState, me: int) -> str:
    monsters = [c for c in state.players[me].hand if C.card(c).kind == "monster"]
    if monsters:
        return f"Loot the room: none of the monsters in your hand is an easy win at your strength of " \
            f"{strength(state, me)}; take a card instead."
    return "Loot the room: you have no monster to fight from your hand; take a door card, face down."


def charity(state: DoorsState, me: int, a: Action) -> str:
    limit = hand_limit(state.players[me])
    if isinstance(a, A.PlayItem):
        return f"{a}: you have more than {plural(limit, 'card')} in hand, and an item is better on your table " \
            "than given away."
    if isinstance(a, A.Give):
        return f"{a}: you may keep {plural(limit, 'card')}; the rest go to the lowest level, {a.who}. It is the " \
            "card you will miss least."
    return f"{a}: you may keep {plural(limit, 'card')}, and you are the lowest level, so the rest are " \
        "discarded. It is the card you will miss least."


def ready() -> str:
    return "Done: nothing else in your hand is worth putting on the table before the game begins."


def end_turn() -> str:
    return "End your turn: nothing else is worth doing now."


def easy_window(state: DoorsState, a: Action) -> str:
    if isinstance(a, Pass):
        return "Pass: a beginner lets the fight go by."
    return f"{a}: a beginner curses whoever is fighting, now and then."


def fallback(a: Action) -> str:
    return f"{a}: nothing better to do now."
