"""Why the computer player of Dungeon! chooses as it does, in words a child can read: the hint's reason.

The agent notes the part of its turn it decided in (agent.py: `why`, its goal `target` and the lair it
ranked next, `runner_up`) and keeps what its seat knew (`known`); this turns them and the chosen action into
a sentence or two with the odds that matter: two dice against the monster's number for this pawn type
(odds.py, through Knowledge, exact when the card is known and the level's average when it lies face down).
Where the player keeps a rule of thumb (its pawn, its spells, when to ambush), the words say the rule.
"""

from __future__ import annotations

from game.engine.protocol import Action
from game.engine.words import at_least, listing, percent, plural, sentence

from . import actions as A
from . import content
from .agent_answers import Planner, duel
from .agent_style import PAWN_PREFERENCE
from .knowledge import Knowledge
from .odds import SPELL_COLUMN, p_at_least
from .view import LairPrize


def reason(agent: Planner, k: Knowledge, action: Action) -> str:  # noqa: PLR0911 - one case per decision
    """The reason for `action`, chosen by `agent` knowing `k`."""
    if isinstance(action, A.ChoosePawn):
        return pawn_words(agent, action)
    if isinstance(action, A.TakeSpell | A.TakeMix):
        return spell_mix_words(agent, k)
    if isinstance(action, A.DropPrize):
        card = content.prize(action.card)
        gold = f" ({card.value:,} gold pieces)" if card.value else ""
        worth = [(p.name, k.prize_worth(LairPrize(level=1, card=p), held=True)) for p in k.me.prizes or ()]
        mine = k.prize_worth(LairPrize(level=1, card=card), held=True)
        ties = sorted({f"the {name}" for name, w in worth if w == mine and name != card.name})
        least = (f"none is worth less to you{gold}; {listing(ties)} {'are' if len(ties) > 1 else 'is'} worth as "
                 "much, and this one comes first") if ties else f"it is worth least to you{gold}"
        return sentence(f"Drop the {card.name}: of your prizes {least}; the monster will guard it")
    if isinstance(action, A.Retreat):
        tie = f"; {listing(agent.ties)} would do as well, and this one comes first" if agent.ties else ""
        if action.into >= 0:
            best = "as good a bet as any" if agent.ties else "the best bet"
            return sentence(f"Retreat to {action.name}: every way back runs into a monster, and this one is "
                            f"{best}: {fight_words(k, action.into)}{tie}")
        near = "as near your goal as any" if agent.ties else "nearest your goal"
        return sentence(f"Retreat to {action.name}: of the places you may retreat to, it is {near}{tie}")
    if isinstance(action, A.ChooseChamber):
        there = fight_words(k, action.space) if action.space in k.lairs else "no monster waits there"
        return sentence(f"Be transported to {action.name}: the safest chamber you may choose ({there})")
    if isinstance(action, A.StayOut):
        return sentence(f"{action}: no pawn type is left for you to come back as")
    if isinstance(action, A.StepIn | A.Stay):
        return step_words(agent, k, action)
    if isinstance(action, A.DeclareAmbush | A.KeepFighting | A.LetPass | A.LetGo | A.FightBack):
        return duel_words(agent, k, action)
    if isinstance(action, A.FaceAmbush):
        return sentence("Face the ambush: Transference away would not be worth the spell")
    if isinstance(action, A.Transfer):
        return transfer_words(k, action)
    if isinstance(action, A.Fight | A.OpenDoor):
        space = action.space if isinstance(action, A.Fight) else action.room
        verb = "Fight" if isinstance(action, A.Fight) else "Open the door and fight"
        return sentence(f"{verb} {fight_words(k, space)}", worth_words(agent, k, space))
    if isinstance(action, A.MoveTo):
        return move_words(agent, k, action)
    if isinstance(action, A.CastSpell):
        return cast_words(k, action)
    if isinstance(action, A.UseESP):
        return sentence(f"Look at the monster in {action.name} with the ESP Medallion first: then you attack "
                        "knowing the odds, or keep away")
    if isinstance(action, A.UseCrystalBall):
        return ball_words(agent, k, action)
    if isinstance(action, A.TrySecretDoor):
        chance = action.chance or "1–2"
        high = int(chance.split("–")[-1])
        return sentence(f"Search for the secret door: {chance} on one die, {percent(high / 6)}",
                        f"The shortest way to {goal_name(agent, k)} goes through it; a miss ends your turn")
    if isinstance(action, A.EndTurn):
        return end_words(agent, k, action)
    if isinstance(action, A.KeepSafe):
        return sentence(f"Leave the {action.name} on the Main Staircase: kept safe, it can never be lost")
    if isinstance(action, A.AmbushMove | A.SpellAmbush):
        return sentence(f"{action}: {action.name} carries prizes worth more than this turn, and the odds are "
                        "with you")
    return sentence(f"{action}: the only choice now")


# --- the odds of a fight -----------------------------------------------------------------------------
def fight_words(k: Knowledge, space: int) -> str:
    """'the Troll: 7 or more on two dice wins, 58%', as far as this seat knows the card."""
    top = k.top(space)
    card = top.card
    p = k.p_arms(space)
    if card is None:
        return f"a face-down level {top.level} monster: {percent(p)} to win on average"
    if card.kind == "trap":
        return f"the {card.name}: it is a trap"
    number = card.number(k.ptype.column) if k.ptype else None
    if number is None and not k.sword:
        return f"the {card.name}: a {k.kind} cannot kill it (a dash)"
    need = (12 if number is None else number) - k.sword_bonus
    sword = " with your Magic Sword" if k.sword else ""
    return f"the {card.name}: {at_least(need)} wins{sword}, {percent(p)}"


def spell_odds(k: Knowledge, space: int, spell: str) -> str:
    top = k.top(space)
    p = k.p_spell(space, spell)
    name = content.spell_name(spell)
    if top.card is None or top.card.kind != "monster":
        return f"a {name} kills a face-down level {top.level} monster {percent(p)} of the time on average"
    number = top.card.number(SPELL_COLUMN.get(name, ""))
    if number is None:
        return f"a {name} cannot harm the {top.card.name}"
    return f"a {name} kills the {top.card.name} on {at_least(number)}, {percent(p)}"


def worth_words(agent: Planner, k: Knowledge, space: int) -> str:
    """What the fight is for, and the lair the player ranked next (when it is not the fight itself)."""
    prizes = len(k.top(space).prizes)
    worth = f"it guards {plural(prizes, 'prize')} worth about {round(k.reward(space), -2):,.0f} gold pieces" \
        if prizes else ""
    other = agent.runner_up
    if other is None or other == space or other not in k.lairs or agent.target != space:
        return worth
    return "; ".join(w for w in (worth, f"the next best, in {place(k, other)}, is {fight_words(k, other)}") if w)


def place(k: Knowledge, space: int) -> str:
    """A place as a sentence names it: 'the Porter's Lodge', 'the Main Staircase'."""
    name = k.m.name(space)
    return name if name[:1].islower() or name.startswith("The ") else f"the {name}"


def goal_name(agent: Planner, k: Knowledge) -> str:
    target = agent.target
    return "your goal" if target is None else place(k, target)


# --- the turn ----------------------------------------------------------------------------------------
def move_words(agent: Planner, k: Knowledge, action: A.MoveTo) -> str:
    target = agent.target
    if agent.why != "goal" or target is None:
        return sentence(f"Move to {action.name or 'here'}: the only way on")
    if target == k.m.start:
        return sentence(f"Go home to the Main Staircase: {home_words(agent, k)}")
    if action.fight and action.space == target:
        return sentence(f"Walk in and fight {fight_words(k, target)}", worth_words(agent, k, target))
    level = k.m.level_label(target)
    why = worth_words(agent, k, target) or "of every place you know, it is worth most for the risk and the walk"
    return sentence(f"Walk toward {place(k, target)} (level {level}): {fight_words(k, target)}", why)


def home_words(agent: Planner, k: Knowledge) -> str:
    if k.quest:
        return f"you carry the {k.quest}, and bringing it back wins"
    if agent.enough(k):
        return f"you carry {k.total:,} gold pieces and need {k.need:,} to win, so bring them back"
    return "a Wizard with no attack spells left rests there to take spells back"


def cast_words(k: Knowledge, action: A.CastSpell) -> str:
    arms = percent(k.p_arms(action.space))
    return sentence(f"Throw a {content.spell_name(action.spell)}: {spell_odds(k, action.space, action.spell)}",
                    f"By arms your odds are {arms}, and a missed spell does you no harm")


def ball_words(agent: Planner, k: Knowledge, action: A.UseCrystalBall) -> str:
    if agent.why == "goal" and agent.target == action.space:
        return sentence(f"Look into {action.name} with the Crystal Ball before walking up: fighting there blind "
                        f"is {percent(agent.best_odds(k, action.space))}, under the 60% the player wants")
    return sentence(f"This turn is spent without moving anyway: take a free look with the Crystal Ball into "
                    f"{action.name}, the richest place you have not seen")


def end_words(agent: Planner, k: Knowledge, action: A.EndTurn) -> str:
    then = f" ({action.note})" if action.note else ""
    if agent.why == "carried":
        return sentence(f"End your turn{then}: you are carried back to the Main Staircase, and no spell at a "
                        "pawn next door is worth it")
    if agent.why == "rest":
        held = sum(k.spells.values())
        return sentence(f"Rest on the Main Staircase{then}: a Wizard who does not move takes back spells "
                        f"(you hold {held} of {k.max_spells})")
    if agent.why == "no goal":
        return sentence(f"End your turn{then}: nothing you know of within reach is worth the risk now")
    if agent.why == "goal":
        return sentence(f"End your turn{then}: no move brings you nearer {goal_name(agent, k)} this turn")
    return sentence(f"End your turn{then}: there is nothing more to do")


# --- set-up and the optional rules -----------------------------------------------------------------
def pawn_words(agent: Planner, action: A.ChoosePawn) -> str:

    p = content.pawn_types()[action.pawn]
    order = agent.style.pawns or PAWN_PREFERENCE
    return sentence(f"Take the {action.pawn}: it wins with {p.need:,} gold pieces and suits levels {p.levels[0]} "
                    f"to {p.levels[1]}", f"Rule of thumb: the first free of {listing(list(order), 'then')}")


def spell_mix_words(agent: Planner, k: Knowledge) -> str:
    mix = agent.style.spell_mix
    aim = listing([plural(n, content.spell_name(s)) for s, n in mix.items()])
    return sentence("Take the spell you are shortest of", f"Rule of thumb: aim for {aim}")


def step_words(agent: Planner, k: Knowledge, action: A.StepIn | A.Stay) -> str:
    goal = agent.goal(k)   # what step_in weighed (asking again changes nothing: the view is the same)
    where = "your goal" if goal is None else place(k, goal)
    if not isinstance(action, A.StepIn):
        return sentence(f"{action}: the way to {where} is no shorter from the room")
    if action.loot:
        return sentence("Step in and take the loot")
    if k.options.wandering and k.m.kind[k.here] == "corridor":
        return sentence("Step in: in a room the wandering monsters cannot reach you (they attack in corridors)")
    return sentence(f"Step into {action.name}: the way to {where} is shorter from there")


def duel_words(agent: Planner, k: Knowledge, action: Action) -> str:
    other = getattr(action, "target", -1)
    them = k.v.pawns[other]
    hit = content.player_combat(k.kind, them.kind)
    back = content.player_combat(them.kind, k.kind)
    odds = (f"you hit the {them.kind} on {at_least(hit - k.sword_bonus)}, "
            f"{percent(p_at_least(hit, k.sword_bonus))}; it hits you on {at_least(back)}, "
            f"{percent(p_at_least(back))}")
    worth = duel(k, other)
    if isinstance(action, A.FightBack):
        attackers = k.v.ambush.attackers if k.v.ambush is not None else ()
        ties = [k.v.pawns[s].name for s in attackers if s != other and duel(k, s) == worth]
        best = (f"Of those who attacked you, none is a better bet ({listing(ties)} as good): "
                f"{'either' if len(ties) == 1 else 'any'} will do") if ties else \
            "Of those who attacked you, it is the best bet"
        return sentence(f"Fight back against {them.name}: {odds}", best)
    rule = (f"Rule of thumb: fight only when it is worth more than {agent.style.ambush:,.0f} gold pieces on "
            f"average (this one: about {round(worth, -2):,.0f})")
    if isinstance(action, A.DeclareAmbush | A.KeepFighting):
        return sentence(f"Fight {them.name}: {odds}", rule)
    return sentence(f"Let {them.name} go: {odds}", rule)


def transfer_words(k: Knowledge, action: A.Transfer) -> str:
    here = k.here
    if here in k.lairs:
        return sentence(f"Vanish by Transference to {action.name}: fighting here is only "
                        f"{percent(k.p_arms(here))}, and that chamber is nearer your goal")
    return sentence(f"Vanish by Transference to {action.name}: the ambush would cost you more than it brings")
