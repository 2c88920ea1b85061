"""Hand analysis: what to discard, what each discard waits for, how many of those tiles are
left, and what each win is worth (the tile-efficiency screen of Tenhou's 牌理).

:func:`analyse` takes a hand one tile from complete (14 or 17 tiles with the melds, before its
discard: every distinct discard is an :class:`Option`) or one tile short of that (13 or 16:
one :class:`Option` without a discard). Each option says its shanten and the tiles that lower
it (:class:`Improving`), each with the copies still unseen and the shapes it advances; when
the option is ready, those are its winning tiles, each scored as a win on a discard and as a
self-draw through the rule set's own :meth:`RuleSet.score` (:func:`score_waits`, which the
window's waits table uses too).

**Unseen** copies of a tile are its four, less those in the hand (the discard included: it
lies on the table), in its melds, in the context's tile fields (riichi's dora and ura
indicators), and in the tiles the caller saw (``visible``: the other discards, the other
players' melds).

**Order** of the options: lowest shanten first, then the most unseen improving tiles, then
the highest expected value of the waits (each winning tile's value, the discard win's when it
is a win and else the self-draw's, times its unseen copies), then the discard's tile order.

Everything here is read from the rule set's declarations (its shapes, draw field, context
fields and :attr:`RuleSet.furiten`); no rule set is named.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, NamedTuple

from core.engine.fields import Field, FieldType
from core.engine.ruleset import RuleSet
from core.engine.score import Score
from core.model.errors import HandError, TileCountError
from core.model.hand import Hand
from core.model.names import Names, separated
from core.model.notation import parse_tiles
from core.model.tiles import NUM_KINDS, Tile, kind_name
from core.shapes.readings import Shape, ShapeRules
from core.shapes.waits import Shanten, shanten_of_counts, shape_shanten, waits, winning_kinds

E_ANALYSIS_SIZE = Names(
    "the analysis needs a hand one tile from complete or one tile short of that ({short} or {full} tiles "
    "with the melds, each kong counted as 3), not {have}",
    "牌效分析需要差一张即可和牌、或再多一张待打的手牌（连副露共 {short} 或 {full} 张，杠按 3 张计），不能是 {have} 张",
    "牌效分析需要差一張即可胡牌、或再多一張待打的手牌（連副露共 {short} 或 {full} 張，槓按 3 張計），不能是 {have} 張",
    "牌効率の分析には、あと 1 枚で和了の手牌か、打牌前の手牌（副露込みで {short} 枚か {full} 枚、槓は 3 枚と数える）が必要です。"
    "{have} 枚の手牌は分析できません",
)

E_ANALYSIS_COPIES = Names(
    "{tile} is seen {n} times: {where}; a tile has four copies (the visible tiles or the discards hold too many)",
    "{tile} 出现了 {n} 张：{where}；每种牌只有四张（可见牌或舍牌写多了）",
    "{tile} 出現了 {n} 張：{where}；每種牌只有四張（可見牌或捨牌寫多了）",
    "{tile} が {n} 枚あります：{where}。牌は各 4 枚です（見えている牌か捨て牌が多すぎます）",
)
#: where the copies of a tile were seen, as :data:`E_ANALYSIS_COPIES` lists them
_SEEN_IN = {
    "hand": Names("{n} in the hand", "手牌 {n} 张", "手牌 {n} 張", "手牌に {n} 枚"),
    "visible": Names("{n} visible", "可见牌 {n} 张", "可見牌 {n} 張", "見えている牌に {n} 枚"),
    "discards": Names(
        "{n} among the player's discards", "自己的舍牌 {n} 张", "自己的捨牌 {n} 張", "自分の捨て牌に {n} 枚"
    ),
    "indicators": Names("{n} among the context's tiles", "情境牌 {n} 张", "情境牌 {n} 張", "状況の牌に {n} 枚"),
}


#: each shape's name, as the analysis says which shapes a tile advances
SHAPE_NAMES: dict[Shape, Names] = {
    Shape.REGULAR: Names("sets and a pair", "面子加将", "面子加將", "一般形"),
    Shape.SEVEN_PAIRS: Names("seven pairs", "七对", "七對", "七対子"),
    Shape.THIRTEEN_ORPHANS: Names("thirteen orphans", "十三幺", "十三么", "国士無双"),
    Shape.HONORS_AND_KNITTED: Names("honours and knitted tiles", "全不靠", "全不靠", "全不靠"),
    Shape.KNITTED_STRAIGHT: Names("knitted straight", "组合龙", "組合龍", "組合龍"),
    Shape.SEVEN_PAIRS_AND_PUNG: Names("seven pairs and a pung", "嚦咕嚦咕", "嚦咕嚦咕", "嚦咕嚦咕"),
}


class WaitScore(NamedTuple):
    """One winning tile of a ready hand, scored both ways. ``discard_win``: the score of a win
    on a discard; ``self_drawn``: of a self-draw (``None`` when the rule set has no draw field,
    or when that win cannot be scored: ``problem`` then says why)."""

    kind: int
    in_hand: int
    discard_win: Score | None
    self_drawn: Score | None
    problem: HandError | None = None


class Improving(NamedTuple):
    """A tile that lowers an option's shanten (of a ready option: a winning tile), the copies of
    it still unseen, the shapes it advances, and, when it wins, its :class:`WaitScore`."""

    kind: int
    unseen: int
    shapes: tuple[Shape, ...]
    wait: WaitScore | None = None

    @property
    def wins(self) -> bool | None:
        """Whether the tile wins, on a discard or by self-draw (a false win, a hand without a
        yaku, does not); None until its wait is scored."""
        w = self.wait
        if w is None:
            return None
        return any(s is not None and s.win for s in (w.discard_win, w.self_drawn))

    @property
    def value(self) -> int:
        """The win's value (its headline: points, fan or 台): on a discard when that is a win,
        else by self-draw; 0 when it wins neither way or is no win."""
        w = self.wait
        if w is None:
            return 0
        for s in (w.discard_win, w.self_drawn):
            if s is not None and s.win:
                return s.headline.value
        return 0


class Option(NamedTuple):
    """The hand after one discard (``discard`` None: the hand as given, one tile short)."""

    discard: Tile | None
    shanten: Shanten
    improving: tuple[Improving, ...]
    #: riichi: a winning tile is among the player's own discards (this one included), so a win
    #: on a discard is refused (振听). False where the rule set has no such rule.
    furiten: bool = False

    @property
    def unseen(self) -> int:
        """The improving tiles still unseen, all kinds together (Tenhou's 枚)."""
        return sum(i.unseen for i in self.improving)

    @property
    def expected_value(self) -> int:
        """Each winning tile's :attr:`Improving.value` times its unseen copies, summed (0 until ready)."""
        return sum(i.value * i.unseen for i in self.improving)

    @property
    def ready(self) -> bool:
        return self.shanten.value == 0


class Analysis(NamedTuple):
    """The hand's shanten as given (-1: a 14-tile hand that is already complete) and its
    options, best first."""

    shanten: Shanten
    options: tuple[Option, ...]


def score_waits(
    rules: RuleSet, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
) -> tuple[WaitScore, ...]:
    """Each winning tile of a standing hand one tile short, scored as a win on a discard and as
    a self-draw (the rule set's :attr:`RuleSet.draw_field` off and on); a win that cannot be
    scored (an impossible context, an unbuilt rule set) keeps ``None`` and the error."""
    return tuple(score_wait(rules, hand, w.kind, context, options) for w in waits(hand, rules.shapes))


def score_wait(
    rules: RuleSet,
    hand: Hand,
    kind: int,
    context: Mapping[str, Any] | None = None,
    options: Mapping[str, Any] | None = None,
) -> WaitScore:
    """One winning tile of a standing hand, scored both ways (see :func:`score_waits`)."""
    ctx = dict(context or {})
    draw = draw_field(rules)
    variants: list[dict[str, Any] | None] = (
        [{**ctx, draw.key: False}, {**ctx, draw.key: True}] if draw is not None else [ctx, None]
    )
    scores: list[Score | None] = []
    problem: HandError | None = None
    for variant in variants:
        if variant is None:
            scores.append(None)
            continue
        try:  # (a wait on a fifth copy, 空听, is refused here: the hand holds all four)
            scores.append(_score_win(rules, hand.with_win(Tile(kind)), variant, options))
        except HandError as e:
            scores.append(None)
            problem = e
    return WaitScore(kind, hand.counts()[kind], scores[0], scores[1], problem)


def after_discard(hand: Hand, option: Option) -> Hand:
    """The standing hand an option leaves (the hand itself for an option without a discard; a
    tile written as the winning one counts as drawn, as in :func:`analyse`)."""
    standing = list(hand.standing) + ([hand.win] if hand.win is not None else [])
    if option.discard is not None:
        standing.remove(option.discard)
    return Hand(standing, hand.melds, None, hand.flowers)


def order(options: Iterable[Option]) -> tuple[Option, ...]:
    """Options best first: lowest shanten, most unseen improving tiles, highest expected value,
    then the discard's tile order."""
    return tuple(
        sorted(
            options,
            key=lambda o: (
                o.shanten.value,
                -o.unseen,
                -o.expected_value,
                o.discard.kind if o.discard else -1,
                o.discard.red if o.discard else False,
            ),
        )
    )


def _score_win(rules: RuleSet, won: Hand, context: Mapping[str, Any], options: Mapping[str, Any] | None) -> Score:
    """The win scored on a plain winning tile; where the rule set refuses a plain five (red
    fives on, and the other three fives of the suit on the table are plain), on the red one."""
    try:
        return rules.score(won, context, options)
    except HandError as e:
        win = won.win
        if e.code != "red_five" or win is None or win.red or win.kind % 9 != 4 or win.kind >= 27:
            raise
        return rules.score(won.with_win(Tile(win.kind, red=True)), context, options)


def draw_field(rules: RuleSet) -> Field | None:
    """The yes/no context field that tells a self-draw from a win on a discard (off: a discard
    win; on: a self-draw): the one the rule set declares (:attr:`RuleSet.draw_field`); None
    when it declares none (a wait is then scored once)."""
    for f in rules.context_fields:
        if f.key == rules.draw_field and f.type is FieldType.BOOL:
            return f
    return None


def analyse(
    rules: RuleSet,
    hand: Hand,
    context: Mapping[str, Any] | None = None,
    options: Mapping[str, Any] | None = None,
    visible: Iterable[Tile] = (),
    own_discards: Iterable[Tile] = (),
    score: bool = True,
) -> Analysis:
    """Every option of ``hand`` under ``rules``, best first (see the module's words on order).

    ``visible``: tiles seen elsewhere on the table; ``own_discards``: the player's own discards
    (riichi's furiten; they are visible too). ``score``: score each wait of a ready option
    (without it, the winning tiles come without their :class:`WaitScore`). The context and
    options are checked first, so a mistake there is refused with its key named, whatever the
    hand."""
    whole, found = analysis_steps(rules, hand, context, options, visible, own_discards, score)
    return Analysis(whole, order(found))


def analysis_steps(
    rules: RuleSet,
    hand: Hand,
    context: Mapping[str, Any] | None = None,
    options: Mapping[str, Any] | None = None,
    visible: Iterable[Tile] = (),
    own_discards: Iterable[Tile] = (),
    score: bool = True,
) -> tuple[Shanten, Iterator[Option]]:
    """:func:`analyse` a discard at a time: the whole hand's shanten and the options, made one
    by one as they are asked for, in the hand's order (a window shows each as it comes and
    keeps answering its events between them). Everything is checked before this returns."""
    shapes = rules.shapes
    opts = rules.check_options(options)
    ctx = rules.check_context(context, opts)
    rules.check_hand(hand)  # (a tile or call the rule set's set lacks: refused as the score refuses it)
    if hand.win is not None:  # the tile just drawn (``+5p``): it joins the hand before the discard
        hand = Hand(hand.standing + (hand.win,), hand.melds, None, hand.flowers)
    if not _sizes_ok(hand, shapes.sets):
        msg = E_ANALYSIS_SIZE.format(short=3 * shapes.sets + 1, full=3 * shapes.sets + 2, have=hand.size)
        raise TileCountError(msg.en, code="tile_count", names=msg)
    own = [t.kind for t in own_discards]
    seen = hand.counts()
    sources = {
        "hand": list(seen),
        "visible": [0] * NUM_KINDS,
        "discards": [0] * NUM_KINDS,
        "indicators": [0] * NUM_KINDS,
    }
    for k in own:
        seen[k] += 1
        sources["discards"][k] += 1
    for t in visible:
        seen[t.kind] += 1
        sources["visible"][t.kind] += 1
    for f in rules.context_fields:
        if f.type is FieldType.TILES and isinstance(ctx.get(f.key), str) and ctx[f.key].strip():
            for t in parse_tiles(ctx[f.key]):
                seen[t.kind] += 1
                sources["indicators"][t.kind] += 1
    _check_copies(seen, sources)
    unseen = [max(0, 4 - n) for n in seen]
    held = hand.counts()  # a fifth copy is never drawn
    declared = len(hand.melds)
    counts = hand.concealed_counts()
    whole = shanten_of_counts(tuple(counts), shapes, declared)
    return whole, _options(rules, hand, counts, held, unseen, declared, ctx, options, own, score)


def _options(
    rules: RuleSet,
    hand: Hand,
    counts: list[int],
    held: list[int],
    unseen: list[int],
    declared: int,
    ctx: Mapping[str, Any],
    options: Mapping[str, Any] | None,
    own: list[int],
    score: bool,
) -> Iterator[Option]:
    """The options of a checked hand, one at a time: each distinct discard's, or the hand's own
    when it is one tile short."""
    if len(hand.standing) % 3 == 1:  # one tile short: the hand is its one option
        yield _option(rules, hand, None, counts, held, unseen, declared, ctx, options, own, score)
        return
    done: set[Tile] = set()
    for t in hand.standing:
        if t in done:
            continue
        done.add(t)
        rest = list(hand.standing)
        rest.remove(t)
        after = Hand(rest, hand.melds, None, hand.flowers)
        counts[t.kind] -= 1
        option = _option(rules, after, t, counts, held, unseen, declared, ctx, options, own + [t.kind], score)
        counts[t.kind] += 1
        yield option


def _check_copies(seen: list[int], sources: Mapping[str, list[int]]) -> None:
    """Refuse a tile seen more than four times (the hand, the visible tiles, the discards and the
    context's tiles together: ``1z`` five times visible was taken, its unseen copies counted 0),
    saying where its copies are."""
    for kind, n in enumerate(seen):
        if n > 4:
            where = separated(
                [_SEEN_IN[key].format(n=counts[kind]) for key, counts in sources.items() if counts[kind]],
                Names(", ", "，", "，", "、"),
            )
            msg = E_ANALYSIS_COPIES.format(tile=kind_name(kind), n=n, where=where)
            raise TileCountError(msg.en, code="too_many_copies", names=msg)


def _sizes_ok(hand: Hand, sets: int) -> bool:
    n = sets - len(hand.melds)
    return n >= 0 and len(hand.standing) in (3 * n + 1, 3 * n + 2)


def _option(
    rules: RuleSet,
    hand: Hand,
    discard: Tile | None,
    counts: list[int],
    held: list[int],
    unseen: list[int],
    declared: int,
    ctx: Mapping[str, Any],
    options: Mapping[str, Any] | None,
    own: list[int],
    score: bool,
) -> Option:
    shapes = rules.shapes
    now = shanten_of_counts(tuple(counts), shapes, declared)
    best = now.value
    improving: list[Improving] = []
    # A drawn tile lowers the shanten only through a shape now at the best: one tile takes any
    # shape at most one step, so the others are not asked again (MCR's knitted straight alone
    # is six regular shantens).
    nearest = [shape for shape, n in now.by_shape if n == best]
    if best == 0:  # ready: the improving tiles are the winning tiles, each scored when asked
        found = (
            score_waits(rules, hand, ctx, options)
            if score
            else tuple(WaitScore(w.kind, w.in_hand, None, None) for w in waits(hand, shapes))
        )
        for w in found:
            counts[w.kind] += 1
            drawn = tuple(counts)
            counts[w.kind] -= 1
            advanced = tuple(shape for shape in nearest if shape_shanten(shape, drawn, shapes, declared) < best)
            improving.append(Improving(w.kind, unseen[w.kind], advanced, w if score else None))
        furiten = rules.furiten and any(i.kind in own for i in improving)
        return Option(discard, now, tuple(improving), furiten)
    for k in range(NUM_KINDS):
        if held[k] >= 4 or k in shapes.missing:
            continue
        counts[k] += 1
        drawn = tuple(counts)
        advanced = tuple(shape for shape in nearest if shape_shanten(shape, drawn, shapes, declared) < best)
        counts[k] -= 1
        if advanced and best == 1 and not _wins_a_live_tile(drawn, held, k, shapes, declared):
            continue  # every ready hand it leads to waits on a fifth copy (空听): no improvement
        if advanced:
            improving.append(Improving(k, unseen[k], advanced))
    return Option(discard, now, tuple(improving))


def _wins_a_live_tile(drawn: tuple[int, ...], held: list[int], k: int, shapes: ShapeRules, declared: int) -> bool:
    """Whether the hand with ``k`` drawn (``drawn``: its concealed counts) can discard into a
    ready hand that some live tile wins: a kind of which the hand (its melds and the tiles it
    drew and discarded, ``held`` with ``k``) does not hold all four. Only a kind held four times
    can be waited on in vain, so a hand without one wins a live tile whenever it is ready."""
    after = list(held)
    after[k] += 1
    if max(after) < 4:
        return True
    for d in range(NUM_KINDS):
        if not drawn[d]:
            continue
        rest = list(drawn)
        rest[d] -= 1
        if any(after[w] < 4 for w in winning_kinds(tuple(rest), shapes, declared)):
            return True
    return False
