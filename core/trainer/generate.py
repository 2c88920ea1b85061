"""Questions made by the engine: a hand built for a topic from a seed, scored by the real scorer.

A hand is built by construction (its sets and pair to fit the topic's recipe, then the context
drawn at random: how it was won, the seat and round, dora, flowers, honba...), scored by the rule
set (``core.rules.get_rules(name).score``) and kept when it is a win, or a deliberate false win
where the topic asks for one, and passes the topic's checks (:data:`CHECKS`): a fu-drill hand
has fu other than 30, a honba hand has honba. A hand that does not is built again from the same
random stream, at most :data:`MAX_TRIES` times; then :class:`GenerationError` says so (never a
loop without end). The same topic and seed give the same question on every machine
(``random.Random`` seeded with the text ``"<topic>/<seed>"``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from core.engine.score import Score, Suppressed
from core.model.errors import HandError
from core.model.names import Names
from core.model.notation import parse_hand
from core.rules import get_rules
from core.trainer.topics import Recipe, Topic

#: the most hands built for one question before it gives up
MAX_TRIES = 600


class GenerationError(HandError):
    """No hand of the topic was found in :data:`MAX_TRIES` tries (a recipe that cannot be met)."""

    code = "internal_error"


_NO_HAND = Names(
    "no hand of topic {topic!r} found from seed {seed} in {tries} tries",
    "主题 {topic!r} 由种子 {seed} 试了 {tries} 次仍未生成牌例",
    "主題 {topic!r} 由種子 {seed} 試了 {tries} 次仍未產生牌例",
    "テーマ {topic!r} のシード {seed} から {tries} 回試しても手が作れませんでした",
)


@dataclass(frozen=True, slots=True)
class Question:
    """One question: the topic, the seed that made it, the hand in notation, the context and the
    preset it is scored under, and the answer form asked. Everything the answer depends on is
    here, and nothing else; :meth:`score` scores it again."""

    topic: str
    rules: str
    level: str
    seed: int
    hand: str
    answer: str
    context: tuple[tuple[str, Any], ...] = ()
    preset: str = ""
    names: Names = field(default=Names("", "", "", ""), compare=False)
    #: the payers in the order a riichi answer gives their amounts (``non_dealer``, ``dealer``)
    pay_roles: tuple[str, ...] = ()
    #: rule options set beside the preset's, each shown with the question (a case the rule set
    #: refuses unless an option decides it, such as 七搶一 self-drawn)
    option_values: tuple[tuple[str, Any], ...] = ()

    @property
    def context_dict(self) -> dict[str, Any]:
        return dict(self.context)

    def options(self) -> dict[str, Any]:
        """The rule options of the question's preset (none: the rule set's defaults) and those it
        sets beside them (:attr:`option_values`)."""
        if not self.preset:
            return dict(self.option_values)
        rules = get_rules(self.rules)
        return {**rules.preset_as_options(rules.preset_named(self.preset)), **dict(self.option_values)}

    def score(self) -> Score:
        """The hand scored by the rule set, as the answer is checked against."""
        return get_rules(self.rules).score(parse_hand(self.hand), self.context_dict, self.options())

    @property
    def tiles(self) -> str:
        """The hand as Unicode mahjong tiles (U+1F000 to U+1F021: a terminal draws them, the
        window never does), melds in brackets as in the notation."""
        return unicode_tiles(self.hand)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "question",
            "topic": self.topic,
            "topic_name": self.names.get(lang),
            "rules": self.rules,
            "level": self.level,
            "seed": self.seed,
            "hand": self.hand,
            "tiles": self.tiles,
            "context": dict(self.context),
            "answer": self.answer,
        }
        if self.preset:
            out["preset"] = self.preset
        if self.pay_roles:
            out["pay_roles"] = list(self.pay_roles)
        if self.option_values:
            out["options"] = dict(self.option_values)
        return out


# --- tiles as Unicode -----------------------------------------------------------------------

_FIRST = {"m": 0x1F007, "s": 0x1F010, "p": 0x1F019}
#: 1z..7z: East South West North, White Green Red
_HONOURS = (0x1F000, 0x1F001, 0x1F002, 0x1F003, 0x1F006, 0x1F005, 0x1F004)
#: 1f..8f: spring summer autumn winter, plum orchid chrysanthemum bamboo
_FLOWERS = (0x1F026, 0x1F027, 0x1F028, 0x1F029, 0x1F022, 0x1F023, 0x1F025, 0x1F024)
_GROUP = re.compile(r"([0-9]+)([mpszf])")


def tile_glyph(number: int, suit: str) -> str:
    """The Unicode tile of ``number`` in ``suit`` (``0``: a red five, drawn as a five)."""
    if suit == "z":
        return chr(_HONOURS[number - 1])
    if suit == "f":
        return chr(_FLOWERS[number - 1])
    return chr(_FIRST[suit] + (number or 5) - 1)


def unicode_tiles(notation: str) -> str:
    """Hand notation with every tile written as its Unicode tile."""
    return _GROUP.sub(lambda m: "".join(tile_glyph(int(d), m[2]) for d in m[1]), notation)


# --- building a hand ------------------------------------------------------------------------


class _Pool:
    """The tiles used so far (at most four of a kind)."""

    def __init__(self) -> None:
        self.used: dict[str, int] = {}

    def take(self, tiles: list[str]) -> bool:
        need: dict[str, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        if any(self.used.get(t, 0) + n > 4 for t, n in need.items()):
            return False
        for t, n in need.items():
            self.used[t] = self.used.get(t, 0) + n
        return True

    def left(self, t: str) -> int:
        return 4 - self.used.get(t, 0)


@dataclass
class _Built:
    concealed: list[list[str]]  # sets and the pair, standing
    melds: list[str]  # declared melds in notation
    closed: bool = True  # no claimed meld
    win_from: list[str] = field(default_factory=list)  # tiles the winning tile may be


def _suits(rng: random.Random, mode: str) -> tuple[str, ...]:
    if mode == "any":
        return ("m", "p", "s")
    return (rng.choice("mps"),)


def _one_set(rng: random.Random, r: Recipe, suits: tuple[str, ...], pool: _Pool) -> list[str] | None:
    for _ in range(20):
        if r.suits != "one" and rng.random() < r.honours:
            k = f"{rng.randint(1, 7)}z"
            tiles = [k, k, k]
        else:
            s = rng.choice(suits)
            if rng.random() < r.chow:
                n = rng.randint(1, 7)
                tiles = [f"{n}{s}", f"{n + 1}{s}", f"{n + 2}{s}"]
            else:
                k = f"{rng.randint(1, 9)}{s}"
                tiles = [k, k, k]
        if pool.take(tiles):
            return tiles
    return None


def _pair(rng: random.Random, r: Recipe, suits: tuple[str, ...], pool: _Pool) -> list[str] | None:
    for _ in range(20):
        if r.suits != "one" and rng.random() < r.honours:
            k = f"{rng.randint(1, 7)}z"
        else:
            k = f"{rng.randint(1, 9)}{rng.choice(suits)}"
        if pool.take([k, k]):
            return [k, k]
    return None


def _declare(rng: random.Random, r: Recipe, tiles: list[str], pool: _Pool, built: _Built, melded: float) -> None:
    """The set standing, declared as a meld, or made a kong."""
    is_pung = tiles[0] == tiles[1]
    if is_pung and rng.random() < r.kong and pool.take([tiles[0]]):
        if rng.random() < melded:
            built.melds.append(f"[{''.join(tiles[0][0] * 4)}{tiles[0][1]}]")
            built.closed = False
        else:
            built.melds.append(f"{{{tiles[0][0] * 4}{tiles[0][1]}}}")
        return
    if rng.random() < melded:
        built.melds.append("[" + "".join(t[0] for t in tiles) + tiles[0][1] + "]")
        built.closed = False
        return
    built.concealed.append(tiles)


def _standard(rng: random.Random, r: Recipe, pool: _Pool, melded: float | None = None) -> _Built | None:
    suits = _suits(rng, r.suits)
    built = _Built([], [])
    for _ in range(r.sets):
        tiles = _one_set(rng, r, suits, pool)
        if tiles is None:
            return None
        _declare(rng, r, tiles, pool, built, r.melded if melded is None else melded)
    pair = _pair(rng, r, suits, pool)
    if pair is None:
        return None
    built.concealed.append(pair)
    return built


def _seven_pairs(rng: random.Random, pool: _Pool) -> _Built | None:
    kinds = rng.sample([f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)], 7)
    if not pool.take([k for k in kinds for _ in range(2)]):
        return None
    return _Built([[k, k] for k in kinds], [])


def _pinfu(rng: random.Random, pool: _Pool) -> _Built | None:
    built = _Built([], [])
    for _ in range(4):
        for _try in range(20):
            s, n = rng.choice("mps"), rng.randint(1, 7)
            tiles = [f"{n}{s}", f"{n + 1}{s}", f"{n + 2}{s}"]
            if pool.take(tiles):
                built.concealed.append(tiles)
                break
        else:
            return None
    for _try in range(20):
        k = f"{rng.randint(2, 8)}{rng.choice('mps')}"
        if pool.take([k, k]):
            built.concealed.append([k, k])
            # the winning tile: an end of a chow that is open on both sides
            built.win_from = [c[0] for c in built.concealed[:4] if c[2][0] != "9"] + [
                c[2] for c in built.concealed[:4] if c[0][0] != "1"
            ]
            return built
    return None


def _linked_chows(rng: random.Random, r: Recipe, pool: _Pool) -> _Built | None:
    """Three or four chows, each related to one before it as the MCR combination fans relate
    chows (the same chow, in another suit or shifted by one step, shifted in its suit by one, two
    or three, 123 and 789 of a suit), the rest a set and the pair as the recipe draws them."""
    built = _Built([], [])
    chows: list[tuple[int, str]] = []  # (lowest number, suit)
    for _ in range(rng.choice((3, 4, 4))):
        for _try in range(20):
            if not chows:
                n, s = rng.randint(1, 7), rng.choice("mps")
            else:
                n, s = rng.choice(chows)
                how = rng.choice(("same", "suit", "suit", "step", "shift", "shift2", "six", "ends"))
                if how in ("suit", "step"):
                    s = rng.choice([x for x in "mps" if x != s])
                    n += rng.choice((-1, 1)) if how == "step" else 0
                elif how in ("shift", "shift2", "six"):
                    n += {"shift": 1, "shift2": 2, "six": 3}[how] * rng.choice((-1, 1))
                elif how == "ends":
                    n = 8 - n if n in (1, 7) else n
            tiles = [f"{n + i}{s}" for i in range(3)]
            if 1 <= n <= 7 and pool.take(tiles):
                chows.append((n, s))
                _declare(rng, r, tiles, pool, built, r.melded)
                break
        else:
            return None
    for _ in range(r.sets - len(chows)):
        more = _one_set(rng, r, ("m", "p", "s"), pool)
        if more is None:
            return None
        _declare(rng, r, more, pool, built, r.melded)
    pair = _pair(rng, r, ("m", "p", "s"), pool)
    if pair is None:
        return None
    built.concealed.append(pair)
    return built


def _yakuman(rng: random.Random, pool: _Pool) -> tuple[_Built | None, bool]:
    """A yakuman shape; the flag: an honour pung of it is declared (pao may apply)."""
    kind = rng.choice(("dragons", "dragons", "big_winds", "small_winds", "concealed_pungs", "honours", "orphans"))
    if kind == "orphans":
        orphans = [f"{n}{s}" for s in "mps" for n in (1, 9)] + [f"{n}z" for n in range(1, 8)]
        extra = rng.choice(orphans)
        pool.take([*orphans, extra])
        return _Built([[*orphans, extra]], []), False
    if kind == "concealed_pungs":
        kinds = rng.sample([f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)], 5)
        pool.take([k for k in kinds[:4] for _ in range(3)] + [kinds[4]] * 2)
        return _Built([[k] * 3 for k in kinds[:4]] + [[kinds[4]] * 2], []), False
    winds = [1, 2, 3, 4]
    rng.shuffle(winds)
    honours = rng.sample(range(1, 8), 5)
    sets, pair = {
        "dragons": ([5, 6, 7], None),
        "big_winds": (winds, None),
        "small_winds": (winds[:3], winds[3]),
        "honours": (honours[:4], honours[4]),
    }[kind]
    built = _Built([], [])
    plain = Recipe(honours=0.0, chow=0.5, kong=0.1)
    for n in sets:
        tiles = [f"{n}z"] * 3
        pool.take(tiles)
        _declare(rng, plain, tiles, pool, built, 0.6)
    if pair is not None:
        pool.take([f"{pair}z"] * 2)
        built.concealed.append([f"{pair}z"] * 2)
    for _ in range(4 - len(sets)):
        more = _one_set(rng, plain, ("m", "p", "s"), pool)
        if more is None:
            return None, False
        built.concealed.append(more)
    if pair is None:
        two = _pair(rng, plain, ("m", "p", "s"), pool)
        if two is None:
            return None, False
        built.concealed.append(two)
    return built, kind in ("dragons", "big_winds") and not built.closed


def _aim(rng: random.Random, built: _Built, pool: _Pool, n: int) -> list[str]:
    """``n`` indicators each pointing at a tile the hand holds (their dora), where a copy is left."""
    held = [t for c in built.concealed for t in c]
    out = []
    for _ in range(n):
        for _try in range(10):
            t = rng.choice(held)
            if t[1] == "z":
                break
            before = f"{9 if t[0] == '1' else int(t[0]) - 1}{t[1]}"
            if pool.take([before]):
                out.append(before)
                break
    return out


def _indicator(rng: random.Random, pool: _Pool) -> str | None:
    for _ in range(20):
        t = f"{rng.randint(1, 9)}{rng.choice('mps')}" if rng.random() < 0.8 else f"{rng.randint(1, 7)}z"
        if pool.take([t]):
            return t
    return None


def _notation(built: _Built, win: str, flowers: list[int], incomplete: bool = False) -> str:
    """The hand in notation; ``incomplete``: the winning tile left out (a flower win whose hand
    is not complete: sixteen tiles standing)."""
    standing = [t for c in built.concealed for t in c]
    standing.remove(win)
    standing.sort(key=lambda t: ("mpsz".index(t[1]), t[0]))
    groups: list[str] = []
    for t in standing:
        if groups and groups[-1][-1] == t[1]:
            groups[-1] = groups[-1][:-1] + t[0] + t[1]
        else:
            groups.append(t)
    text = "".join(groups) + "".join(f" {m}" for m in built.melds) + ("" if incomplete else f" +{win}")
    if flowers:
        text += " " + "".join(f"{f}f" for f in flowers)
    return text


def _span(rng: random.Random, pair: tuple[int, int]) -> int:
    return rng.randint(pair[0], pair[1])


#: the context keys a question shows even at their default, since the answer turns on them: how
#: the hand was won, the honba and sticks (riichi payments), the dealer's streak and whether the
#: discarder was the dealer (the Taiwanese dealer's 台 count for whoever the dealer pays)
_ALWAYS_SHOWN = frozenset({"self_drawn", "honba", "riichi_sticks", "dealer_streak", "discarder_is_dealer"})


def _make(topic: Topic, rng: random.Random) -> Question | None:
    """One try at a question of ``topic``; ``None`` when the hand built does not do."""
    r = topic.recipe
    pool = _Pool()
    pao = False
    shape = r.shape
    if shape == "pinfu_or_seven_pairs":
        shape = rng.choice(("pinfu", "seven_pairs"))
    kazoe = False
    if shape == "kiriage_or_kazoe":
        kazoe = rng.random() < 0.5
        shape = "standard"
    principle = rng.choice(r.principles) if r.principles else ""
    if shape == "linked_chows" and principle == "exclusion":
        shape = "standard"  # (a fan the 不计 table rules out: any hand may show one)
    if shape == "linked_chows":
        built = _linked_chows(rng, r, pool)
    elif shape == "seven_pairs":
        built = _seven_pairs(rng, pool)
    elif shape == "pinfu":
        built = _pinfu(rng, pool)
    elif shape == "yakuman":
        built, pao = _yakuman(rng, pool)
    elif kazoe:
        built = _standard(rng, r, pool)
    elif r.shape == "kiriage_or_kazoe":
        built = _standard(rng, Recipe(suits="any", honours=0.1, chow=0.6, melded=0.0), pool)
    else:
        built = _standard(rng, r, pool)
    if built is None:
        return None
    standing = built.win_from or [t for c in built.concealed for t in c]
    win = rng.choice(standing)
    self_drawn = rng.random() < r.self_drawn
    ctx: dict[str, Any] = {"self_drawn": self_drawn}
    dealer = rng.random() < r.dealer
    seat = "E" if dealer else rng.choice("SWN")
    ctx["seat_wind"] = seat
    ctx["round_wind"] = rng.choice("EES")
    flowers: list[int] = []
    incomplete = False  # a flower win with the hand not complete: no winning tile
    option_values: tuple[tuple[str, Any], ...] = ()
    if topic.rules == "riichi":
        closed = built.closed
        riichi = closed and rng.random() < r.riichi
        if riichi:
            ctx["riichi"] = True
        count = _span(rng, r.dora)
        if kazoe or (r.shape == "kiriage_or_kazoe" and rng.random() < 0.5):
            dora = _aim(rng, built, pool, max(count, 2 if kazoe else 1))
        else:
            dora = [d for d in (_indicator(rng, pool) for _ in range(count)) if d]
        ctx["dora_indicators"] = "".join(dora)
        if riichi:
            ura = (
                _aim(rng, built, pool, len(dora)) if kazoe else [d for d in (_indicator(rng, pool) for _ in dora) if d]
            )
            ctx["ura_indicators"] = "".join(ura)
        ctx["honba"] = _span(rng, r.honba)
        ctx["riichi_sticks"] = _span(rng, r.sticks)
        if pao and rng.random() < 0.5:
            ctx["pao"] = rng.choice(
                ("discarder", "dealer", "non_dealer") if not self_drawn else ("dealer", "non_dealer")
            )
    elif topic.rules == "taiwan":
        ctx["dealer"] = dealer
        ctx["dealer_streak"] = _span(rng, r.streak) if dealer else 0
        if r.flower_win and rng.random() < r.flower_win:
            # a flower win (seed 004, 花胡): 八仙過海, won on the winner's own eighth flower (a
            # self-draw), or 七搶一, the eighth robbed from another player, who pays as the
            # discarder; half with the hand complete (七搶一: won on the robbed flower's
            # replacement, the seed's case (1)), half not (the hand's 台 do not count).
            flowers = list(range(1, 9))
            ctx["flower_win"] = rng.choice(("eight_immortals", "seven_rob_one"))
            self_drawn = ctx["flower_win"] == "eight_immortals"
            incomplete = rng.random() < 0.5
            if ctx["flower_win"] == "seven_rob_one" and not incomplete:
                ctx["flower_replacement"] = True
                if rng.random() < 1 / 3:
                    # the seed's case (2), counted as a self-draw: the rule set refuses it unless
                    # the option seven_rob_one_drawn says whether the flowers' part carries a
                    # base, so the question sets it and shows it
                    self_drawn = True
                    option_values = (("seven_rob_one_drawn", rng.choice(("no_base", "one_base"))),)
            ctx["self_drawn"] = self_drawn
        else:
            flowers = sorted(rng.sample(range(1, 9), _span(rng, r.flowers)))
            if len(flowers) == 8 and rng.random() < 0.5:  # all eight: won by the flowers (八仙過海)
                ctx["flower_win"] = "eight_immortals"
        if not dealer and not self_drawn:
            ctx["discarder_is_dealer"] = rng.random() < 0.3
    else:
        flowers = sorted(rng.sample(range(1, 9), _span(rng, r.flowers)))
    preset = rng.choice(r.presets) if r.presets else ""
    question = Question(
        topic.id,
        topic.rules,
        topic.level,
        0,
        _notation(built, win, flowers, incomplete),
        topic.answer,
        tuple(sorted((k, v) for k, v in ctx.items() if v not in (0, "", False) or k in _ALWAYS_SHOWN)),
        preset,
        topic.names,
        option_values=option_values,
    )
    try:
        score = question.score()
    except HandError:
        return None
    if score.win != (rng.random() < r.win):
        return None
    if not all(CHECKS[c](question, score) for c in r.require):
        return None
    if principle and principle not in principles_shown(score):
        return None
    if topic.rules == "riichi":
        return replace(question, pay_roles=tuple(role for role, _ in expected_pay(score)))
    return question


def generate(topic: Topic, seed: int) -> Question:
    """The question of ``topic`` made from ``seed`` (the same on every run)."""
    rng = random.Random(f"{topic.id}/{seed}")
    for _ in range(MAX_TRIES):
        q = _make(topic, rng)
        if q is not None:
            return replace(q, seed=seed)
    said = _NO_HAND.format(topic=topic.id, seed=seed, tries=MAX_TRIES)
    raise GenerationError(said.en, names=said)


def expected_pay(score: Score) -> tuple[tuple[str, int], ...]:
    """What each payer pays, in the order an answer gives them: a non-dealer's tsumo as
    non-dealers then the dealer (``700/1300``), else as the scorer lists them."""
    roles = dict(score.pay)
    if set(roles) == {"dealer", "non_dealer"}:
        return (("non_dealer", roles["non_dealer"]), ("dealer", roles["dealer"]))
    return tuple(score.pay)


# --- what a hand must have to exercise its topic ----------------------------------------------

#: the MCR combination principles a hand may show, as the engine records them
PRINCIPLES: tuple[str, ...] = ("non_repeat", "account_once", "exclusion")


def principle_of(x: Suppressed) -> str:
    """The combination principle that ruled out ``x`` (an MCR suppressed item), read from how the
    engine records it (core/rules/mcr/combinations.py, core/rules/mcr/table.py):

    - ``account_once`` (套算一次): ruled out by no fan (``by`` is ``None``), a combination fan
      of sets already combined as often as the account-once rule allows;
    - ``non_repeat`` (不重复): a combination fan implied by a larger one over the same sets
      (``by`` that fan, the reason "implied by ...");
    - ``exclusion``: a fan the 不计 table rules out beside a fan that counts (``by`` that fan,
      the reason "not counted with ...")."""
    if x.by is None:
        return "account_once"
    return "non_repeat" if x.reason.startswith("implied by ") else "exclusion"


def principles_shown(score: Score) -> set[str]:
    """The combination principles some suppressed item of ``score`` was ruled out by."""
    return {principle_of(x) for x in score.suppressed}


def _items(score: Score) -> set[str]:
    return {it.id for it in score.items}


def _fu(score: Score) -> int:
    return int(getattr(score.figures, "fu", 0))


def _han(score: Score) -> int:
    return int(getattr(score.figures, "han", 0))


_KUISAGARI = {"honitsu", "chinitsu", "ittsu", "sanshoku", "chanta", "junchan"}
_CLOSED_ONLY = {"riichi", "menzen_tsumo", "pinfu", "iipeikou", "ryanpeikou"}


def _open(q: Question) -> bool:
    return "[" in q.hand


#: each named check: whether a scored question exercises what its topic drills
CHECKS: Mapping[str, Callable[[Question, Score], bool]] = {
    "win": lambda q, s: s.win,
    "limit_or_30_40_fu": lambda q, s: s.win and (s.figures.limit is not None or _fu(s) in (30, 40)),
    "fu_not_30": lambda q, s: s.win and _fu(s) != 30 and s.figures.yakuman == 0,
    "open_closed_matters": lambda q, s: (
        s.win and (bool(_items(s) & _KUISAGARI) if _open(q) else bool(_items(s) & _CLOSED_ONLY))
    ),
    "pinfu_tsumo_or_chiitoitsu": lambda q, s: (
        s.win and ("chiitoitsu" in _items(s) or {"pinfu", "menzen_tsumo"} <= _items(s))
    ),
    "honba_or_sticks": lambda q, s: (
        s.win and (q.context_dict.get("honba", 0) > 0 or q.context_dict.get("riichi_sticks", 0) > 0)
    ),
    "dealer": lambda q, s: s.win and q.context_dict.get("seat_wind") == "E",
    "kiriage_or_kazoe": lambda q, s: (
        s.win and s.figures.yakuman == 0 and ((_han(s), _fu(s)) in ((4, 30), (3, 60)) or _han(s) >= 13)
    ),
    "yakuman": lambda q, s: s.win and s.figures.yakuman >= 1,
    "minimum_or_false_win": lambda q, s: s.win or s.reason == "below_minimum",
    "ruled_out": lambda q, s: s.win and any(x.by is not None for x in s.suppressed),
    "flowers": lambda q, s: s.win and len(s.hand.flowers) > 0,
    "concealed_or_self_drawn": lambda q, s: (
        s.win and bool(_items(s) & {"concealed", "self_draw", "concealed_self_draw"})
    ),
    "dealer_streak": lambda q, s: s.win and q.context_dict.get("dealer_streak", 0) > 0 and "dealer_streak" in _items(s),
    "big_hand": lambda q, s: s.win and s.total >= 8,
}
