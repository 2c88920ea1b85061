"""The rules of a riichi match (one hanchan or tonpuusen), as pure functions over the frozen
values of :mod:`core.referee.match`; the options come from a preset (``tenhou``, ``wrc``, ``ema``,
``mleague``) with single values given on top.

The rules followed (the common Japanese rules, as the riichi rule set scores them; the figures
that differ between rule books are the options, their defaults the preset's):

- **Points.** Each player starts with ``start_points`` (Tenhou and M-League 25,000; WRC and EMA
  30,000). The final result is ``(points - return_points) / 1000`` plus the uma of the place,
  in thousands (Tenhou +20/+10/-10/-20; WRC and EMA +15/+5/-5/-15; M-League +30/+10/-10/-30),
  plus the oka, ``4 * (return_points - start_points) / 1000`` (what the players put in beyond
  their start: 3 times at a table of three), to the first place. Players
  with equal points share the uma and oka of their places (``ties = split``, WRC/EMA) or are
  placed by seat order, the first dealer first (``ties = seat``, Tenhou and M-League).
- **Rounds and the dealer.** Player 0 deals first. East round, then South (a hanchan) or East
  only (``length = tonpuusen``). The dealer keeps the deal (renchan) when winning, and at an
  exhaustive draw when ready (``dealer_tenpai_repeat``); otherwise the deal passes to the
  right. The match ends when the deal passes on from the last dealer of the last round; a
  dealer repeat in the last hand plays on (no agari-yame).
- **Counters and sticks.** Every renchan and every exhaustive draw puts one honba counter on
  the table; a non-dealer's win clears them. A riichi declaration puts a 1000-point stick on
  the table (the record names the declarers: ``facts`` ``{"riichi": [players]}``); the next
  winner takes them all. A hand is scored with the counters and sticks on the table then
  (the riichi rule set pays 300 a counter on a ron, 100 from each payer on a tsumo, and adds
  the sticks). Sticks left at the end go to the first place (``leftover_sticks = first``) or
  to no one (``none``).
- **Exhaustive draw.** 3000 points go from the players not ready to the players ready, split
  evenly both ways (one ready: 1000 from each other; two: 1500 from each of the two others;
  three: 3000 from the last); none or all ready: nothing. A riichi declarer must be ready.
- **Chombo.** The hand is played again as it was (the same dealer and counters; riichi
  sticks of the hand returned). ``chombo = reverse_mangan``: the offender pays a mangan as
  if a tsumo of theirs had been won by the others: a dealer 4000 to each, a non-dealer 4000
  to the dealer and 2000 to each other. ``chombo = points``: ``chombo_points`` (20,000 under
  WRC, EMA and M-League) come off the offender's final result after uma, taken from no one.
  A referee's ``deduction`` of the points given is taken the same way.
- **Bust.** With ``bust`` (Tenhou), the match ends when a player's points go below zero.
- **Abortive draw** (途中流局: nine kinds of terminals and honours, four winds discarded, four
  riichi, four kongs by several players, three rons), where the rules have one
  (``abortive_draws``: Tenhou yes; the WRC rules 2015 §5.7 "There are no abortive draws", the
  EMA riichi rules since 2016 and M-League none): no points change hands and nobody pays for
  not being ready; the riichi sticks declared stay on the table with those already there;
  one more honba counter; the dealer deals again (the seats do not rotate). A draw record
  says it with the fact ``kind`` ``abortive``; a riichi declarer found not ready at four riichi
  is a chombo, recorded as one.

- **Pao** (責任払い). A win's fact ``liable`` names the player liable for a big three dragons or
  big four winds (with the rule set's option, four kongs) whose last set they fed: the win is
  scored with the context ``pao`` that player's seat gives (``discarder``, ``dealer`` or
  ``non_dealer``), and the result's payer role ``liable`` is paid by that player (a win whose
  context already names the dealer as liable needs no fact, nor one where a single player can
  be the liable non-dealer). The liable player cannot be the winner, and a draw has none.

- **Double and triple ron** (option ``multiple_ron``). A win record lists every winner of the
  discard (:attr:`~core.engine.match_rules.WinHand.also`), put in turn order from the
  discarder (the player to the discarder's right first) when it is written; one stored out of
  that order is refused. Each winner is scored at the hand's seating, paid by the discarder as
  its own result says; the deltas are summed in the one entry. The riichi sticks go to the first
  winner (``multiple_ron_sticks = first``), or each later winner takes back their own stick of
  the hand and the rest go to the first (``reclaim``); the counters are paid to the first winner
  only (``multiple_ron_honba = first``: the others are scored with no honba) or to every winner
  (``each``). The dealer among the winners keeps the deal with one more counter; otherwise the
  deal passes and the counters clear. The hand's riichi declarers are kept on the first winner's
  record (a referee may write them on any winner), a winner's own liable player (pao) on its own.
  The sources, by preset:

  - ``tenhou``: ``double``, sticks and counters ``first``. Tenhou's rules (riichi.wiki /
    arcturus.su "Tenhou.net rules", a translation of Tenhou's manual): "Double rons allowed.
    Repeats and deposits go to the next closest player." and "Double rons occuring with the
    dealer winning are counted as renchan"; three rons are an abortive draw (the same page:
    "Abortive draws (... three ron calls ...) allowed"). MahjongRepository/ronin 0.19.0, aligned
    with Tenhou: "In a double ron the honba bonus goes only to the winner closest to the
    discarder." (The brief this was written from said the honba went to each winner; the two
    sources above say the first, and are followed.)
  - ``wrc``: ``head_bump``. Pantheon's WRC rule set (``Common/rulesets/wrc.php``):
    ``setWithAtamahane(true)``. The WRC rule book's own sentence was not found.
  - ``ema``: ``triple``, sticks ``reclaim``, counters ``each``. riichi.wiki "EMA Riichi
    Competition Rules" (2016 text): "Double and triple Ron is allowed, the discarder has to pay
    each winner separately."; riichi.wiki's "Multiple ron" table, row EMA2016: "3 || Priority ||
    Winners reclaim, rest priority || Both || Dealer keeps"; Pantheon's ``ema.php``:
    ``setDoubleronHonbaAtamahane(false)``.
  - ``mleague``: ``head_bump``. majannavi.com "Mリーグ公式ルールまとめ":
    「ダブロン・トリプルロンはなし(全て頭ハネ)」; ojisan-gyakushu.com lists 「ダブロンなし」.

  A winner scored with no counters (``multiple_ron_honba = first``) is scored at 0 honba, so a
  two-han minimum at five counters (the riichi rule set's local option) does not apply to it.
- **Nagashi mangan** (option ``nagashi_mangan``), recorded on the exhaustive draw as the fact
  ``{"nagashi": [players]}`` (refused on a win and on an abortive draw). Each such player is
  paid a mangan self-draw: a dealer 4000 from each, a non-dealer 4000 from the dealer and 2000
  from each other (several players: each paid separately, a winner paying the others' too).

  - ``draw`` (``tenhou``, and ``mleague`` by assumption): the "Tenhou.net rules" page:
    "Nagashi mangan allowed. Tenpai payments are replaced by the mangan payment. Dealer tenpai
    counts as renchan."; MahjongRepository/mahjong 2.3.0 (Tenhou's scoring): "always paid as a
    tsumo ... without honba or riichi sticks, since it is settled as a draw". So: no ready
    payments, no counters paid, the sticks stay on the table, a riichi declarer must still be
    ready, the dealer repeats when ready (``dealer_tenpai_repeat``), one more counter.
    M-League lists 流し満貫 among its rules (ojisan-gyakushu.com); how it settles it was not
    found, and Tenhou's settlement is assumed.
  - ``win`` (``ema``, ``wrc``): riichi.wiki "EMA Riichi Competition Rules": "Nagashi mangan counts
    as a win, rendering noten penalties and noten riichi chombos void. Multiple players may win
    with Nagashi Mangan simultaneously, payments occur as with separate mangan Tsumos. Table
    counters affect the hand score normally. Hand progression or hand repeat depends on whether
    East was a nagashi mangan winner or not, because tenpai hands are not revealed." So: no
    ready payments and no ready players named, 100 a counter from each payer, the dealer among
    the winners repeats with one more counter, else the deal passes and the counters clear. The
    sticks go to the winner; of several, to the first in turn order from the dealer (an
    assumption: the text does not say). WRC: the 2015 rule book's contents list a section
    "6.5.4 Mangan yaku" whose text could not be read; the EMA 2016 rules are "minimal"
    differences from it, so ``wrc`` is set as ``ema`` (unverified).
  - ``none``: a draw record naming a nagashi mangan is refused.
- **Time called.** A draw record of kind ``time_called`` (written by a tournament round closed
  on time) ends the match where it stands, as every rule set's sheet does
  (:meth:`~core.engine.match_rules.MatchRules.end_on_time`); sticks left on the table are
  settled by ``leftover_sticks`` as at any end.

Not modelled: a West round extension when nobody reaches the return points.
The riichi rule set names this module (``match_module``); a window records the declarers
through :attr:`player_facts`. Three-player riichi's match (:mod:`core.rules.sanma.match`) is these
rules at a table of three: :class:`RiichiMatchRules` counts its players, options and presets from
its attributes (``players``, ``option_fields``, ``presets``, ``noten_pool``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Final

from core.engine.match_rules import (
    E_DEDUCTION,
    PLAYERS,
    ROUND_WORDS,
    WINDS,
    Body,
    Draw,
    MatchError,
    MatchRules,
    Penalty,
    PenaltyKind,
    PlayerFact,
    Seating,
    Step,
    TableState,
    WinHand,
    add,
    check_winners,
    option_value_names,
    per_player,
    refused,
    win_deltas,
)
from core.engine.schema import Field, listed
from core.engine.score import Names, names
from core.model.names import same, separated
from core.rules.riichi import NAME, TITLE
from core.rules.riichi.match_options import OPTION_FIELDS, PRESETS
from core.rules.riichi.match_words import (
    _E_ABORTIVE_TENPAI,
    _E_ENTRY,
    _E_FACTS,
    _E_FACTS_TWICE,
    _E_HEAD_BUMP,
    _E_LIABLE_DRAW,
    _E_LIABLE_FACT,
    _E_LIABLE_WHO,
    _E_LIABLE_WINNER,
    _E_NAGASHI_ABORTIVE,
    _E_NAGASHI_FACT,
    _E_NAGASHI_TENPAI,
    _E_NAGASHI_WIN,
    _E_NO_ABORTIVE,
    _E_NO_NAGASHI,
    _E_NO_PAO,
    _E_NOT_READY,
    _E_OPTION,
    _E_OVER,
    _E_PRESET,
    _E_THREE_RONS,
    _E_TWO_RONS,
    _N_ABORTIVE,
    _N_CHOMBO,
    _N_DRAW,
    _N_MULTIPLE,
    _N_MULTIPLE_NO_STICKS,
    _N_NAGASHI,
    _N_OFF,
    _N_PAO,
    _N_SHARE,
    _N_STICKS,
    _SEAT_SEP,
    _SEATS,
    ABORTIVE,
    NAGASHI,
    _ready_words,
)

_ROUNDS: Final = {"hanchan": 2, "tonpuusen": 1}


def seating(hands: int, rnd: int, turn: int, honba: int, sticks: int, players: int = PLAYERS) -> Seating:
    """The seating of a hand: round ``rnd`` (0 East), the ``turn``-th dealer of the round (the
    dealer is player ``turn``: player 0 deals first), with the counters on the table. At three
    the seats are East, South and West (no one sits North)."""
    winds = tuple(WINDS[(p - turn) % players] for p in range(players))
    label = f"{WINDS[rnd % 4]}{turn + 1}" + (f"-{honba}" if honba else "")
    return Seating(hands, WINDS[rnd % 4], winds, label, (("honba", honba), ("sticks", sticks)))


def _players(found: Any, count: int) -> bool:
    """Whether a fact's value is a list of player numbers (0 to ``count`` - 1)."""
    return isinstance(found, (list, tuple)) and not any(
        isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < count for p in found
    )


def _declared(facts: Mapping[str, Any], count: int) -> tuple[int, ...]:
    found = facts.get("riichi") or ()
    if not _players(found, count):
        msg = _E_FACTS.format(found=repr(found), last=count - 1)
        raise MatchError(msg.en, code="bad_match_record", names=msg)
    if len(set(found)) != len(found):
        msg = _E_FACTS_TWICE.format(found=repr(found))
        raise MatchError(msg.en, code="bad_match_record", names=msg)
    return tuple(sorted(found))


def _liable(facts: Mapping[str, Any], count: int) -> int | None:
    """The player a win's facts name liable for its yakuman (pao), if any."""
    found = facts.get("liable") or ()
    if not _players(found, count) or len(found) > 1:
        raise refused(_E_LIABLE_FACT, found=repr(found))
    return found[0] if found else None


def _stick_shares(
    on_table: int, declared: Sequence[int], winners: Sequence[int], options: Mapping[str, Any]
) -> tuple[int, ...]:
    """The riichi sticks each winner of one discard takes (in turn order from the discarder):
    every stick to the first (``multiple_ron_sticks = first``), or each later winner their own
    stick of the hand and the rest to the first (``reclaim``)."""
    shares = [0] * len(winners)
    if options.get("multiple_ron_sticks") == "reclaim":
        for i, w in enumerate(winners[1:], 1):
            shares[i] = 1 if w in declared else 0
    shares[0] = on_table + len(declared) - sum(shares)
    return tuple(shares)


def _mangan_from(winner: int, dealer: int, players: int, honba: int = 0) -> tuple[int, ...]:
    """What a mangan self-draw of ``winner`` moves (a nagashi mangan): a dealer 4000 from each,
    a non-dealer 4000 from the dealer and 2000 from each other (at three: tsumo-loss, the same
    from each), ``honba`` counters 100 each from each payer."""
    moves = [0] * players
    for p in range(players):
        if p != winner:
            amount = (4000 if winner == dealer or p == dealer else 2000) + 100 * honba
            moves[p] -= amount
            moves[winner] += amount
    return tuple(moves)


def _pao_of(liable: int, discarder: int | None, seating: Seating) -> str:
    """The context ``pao`` that names this player's seat, relative to the win."""
    return "discarder" if liable == discarder else "dealer" if liable == seating.dealer else "non_dealer"


class RiichiMatchRules(MatchRules):
    """Riichi's match rules: see the module's text."""

    rules = NAME
    # (WRC rules 2015 §8.2: the hand in play is finished; no new one when no wall is built or no dice thrown)
    end_of_time = Names(
        "Time: the hand in play is finished; the game ends when no wall is built or no dice are thrown.",
        "时间到：正在进行的一局打完；尚未砌牌或掷骰的，本场比赛即结束。",
        "時間到：正在進行的一局打完；尚未砌牌或擲骰的，本場比賽即結束。",
        "時間です：進行中の局は最後まで打ち、山を積んでいない、またはサイコロを振っていなければ対局終了です。",
    )
    title = TITLE
    planned_hands = None
    penalty_kinds = (
        PenaltyKind(
            "chombo",
            names("Chombo", "错和", "錯和", "チョンボ"),
            names(
                "the hand is played again; the offender pays a reverse mangan or loses points after uma",
                "重打本局；违规者支付满贯或在顺位点后扣分",
                "重打本局；違規者支付滿貫或在順位點後扣分",
                "局をやり直し、違反者は満貫払いまたは順位点の後に減点",
            ),
        ),
        PenaltyKind(
            "deduction",
            names("Penalty points", "罚分", "罰分", "罰符"),
            names(
                "a referee's penalty: the points given come off the offender's final result",
                "裁判判罚：所罚分数从违规者的最终成绩扣除",
                "裁判判罰：所罰分數從違規者的最終成績扣除",
                "審判の罰則：指定の点数を違反者の最終成績から差し引く",
            ),
            takes_points=True,
        ),
    )
    draw_tenpai = True
    draw_kinds = (ABORTIVE,)
    player_facts: tuple[PlayerFact, ...] = (
        PlayerFact("riichi", names("Riichi declared", "已立直", "已立直", "立直宣言"), ("riichi", "double_riichi")),
        PlayerFact("liable", names("Pao (liable)", "包牌者", "包牌者", "責任払い（包）"), per_winner=True),
    )
    # (a nagashi mangan is the draw's fact :data:`NAGASHI`, offered on draws only: draw_facts)
    multiple_winners = True
    source = "common Japanese rules; presets tenhou, wrc, ema, mleague (see core/rules/riichi/match.py)"
    #: the match options and their presets (a variant gives its own: three-player riichi)
    option_fields: tuple[Field, ...] = OPTION_FIELDS
    presets: Mapping[str, Mapping[str, Any]] = PRESETS
    default_preset = "tenhou"
    #: the points an exhaustive draw moves from the players not ready to those ready, where the
    #: options give none (``noten_pool``: three-player riichi's)
    noten_pool = 3000

    def draw_facts(self, options: Mapping[str, Any]) -> tuple[PlayerFact, ...]:
        """Nagashi mangan, where the option ``nagashi_mangan`` plays it."""
        return () if options.get("nagashi_mangan", "none") == "none" else (NAGASHI,)

    def label_names(self, seating: Seating) -> Names:
        """``S2-3`` (the South round, its second dealer, 3 honba): 南2局 3本場."""
        zh_hans, zh_hant, ja = ROUND_WORDS[seating.round_wind]
        n = seating.dealer + 1  # the round's n-th dealer: player n - 1 deals (player 0 first)
        honba = seating.counter("honba")
        extra = ("", "", "") if not honba else (f" {honba}本场", f" {honba}本場", f" {honba}本場")
        return Names(seating.label, f"{zh_hans}{n}局{extra[0]}", f"{zh_hant}{n}局{extra[1]}", f"{ja}{n}局{extra[2]}")

    def rules_in_force(self, options: Mapping[str, Any]) -> Names:
        """Start and return points with the oka, the uma, several rons, nagashi mangan, the
        exhaustive draw's payments, chombo and the length: what the results table turns on."""
        start, back = int(options["start_points"]), int(options["return_points"])
        oka = (back - start) * self.players
        uma = "/".join(f"{int(options[f'uma_{i}']):+d}" for i in range(1, self.players + 1))
        pool = int(options.get("noten_pool", self.noten_pool))
        fields = {f.key: f for f in self.option_fields}
        return separated(
            [
                names(
                    f"Start {start:,}, return {back:,} (oka {oka:+,})",
                    f"起始 {start:,}，返点 {back:,}（头名奖励 {oka:+,}）",
                    f"起始 {start:,}，返點 {back:,}（頭名獎勵 {oka:+,}）",
                    f"配給 {start:,}、返し {back:,}（オカ {oka:+,}）",
                ),
                names(f"uma {uma}", f"顺位点 {uma}", f"順位點 {uma}", f"ウマ {uma}"),
                *(option_value_names(fields[key], options[key]) for key in ("multiple_ron", "nagashi_mangan")),
                names(
                    f"Noten payments: {pool:,} in all",
                    f"不听罚符：共 {pool:,}",
                    f"不聽罰符：共 {pool:,}",
                    f"ノーテン罰符：場に {pool:,}",
                ),
                *(option_value_names(fields[key], options[key]) for key in ("chombo", "length")),
            ],
            same(" · "),
        )

    def check_match_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        given = dict(options)
        preset = str(given.pop("preset", self.default_preset) or self.default_preset)
        if preset not in self.presets:
            msg = _E_PRESET.format(
                rules=self.rules, title=self.title, preset=repr(preset), presets=listed(list(self.presets))
            )
            raise MatchError(msg.en, code="bad_option", names=msg)
        known = {f.key: f for f in self.option_fields}
        out: dict[str, Any] = {f.key: f.default for f in self.option_fields}
        out.update(self.presets[preset])
        for key, value in given.items():
            if key not in known:
                msg = _E_OPTION.format(
                    rules=self.rules, title=self.title, key=repr(key), keys=listed(["preset", *known])
                )
                raise MatchError(msg.en, code="bad_option", names=msg)
            out[key] = known[key].coerce(value, "option")
        out["preset"] = preset
        return out

    def start(self, options: Mapping[str, Any]) -> TableState:
        points = int(options["start_points"])
        return self._state(0, (points,) * self.players, 0, 0, 0, 0, (0,) * self.players, False)

    def _state(
        self,
        hands: int,
        scores: tuple[int, ...],
        rnd: int,
        turn: int,
        honba: int,
        sticks: int,
        penalties: tuple[int, ...],
        finished: bool,
    ) -> TableState:
        carry = (("honba", honba), ("round", rnd), ("sticks", sticks), ("turn", turn)) + tuple(
            (f"penalty_{p}", penalties[p]) for p in range(self.players)
        )
        return TableState(
            hands,
            seating(hands, rnd, turn, honba, sticks, self.players),
            per_player(scores, self.players),
            carry,
            finished,
        )

    def _penalties(self, state: TableState) -> tuple[int, ...]:
        return per_player([state.carried(f"penalty_{p}") for p in range(self.players)], self.players)

    def _declared(self, facts: Mapping[str, Any]) -> tuple[int, ...]:
        """The players a record's facts say declared riichi."""
        return _declared(facts, self.players)

    def _liable(self, facts: Mapping[str, Any]) -> int | None:
        """The player a record's facts name liable (pao), refused where the rules have no pao."""
        if facts.get("liable") and not any(f.key == "liable" for f in self.player_facts):
            raise refused(_E_NO_PAO)
        return _liable(facts, self.players)

    def implied_context(
        self, seating: Seating, winner: int, discarder: int | None, facts: Mapping[str, Any]
    ) -> dict[str, Any]:
        sticks = seating.counter("sticks") + len(self._declared(facts))
        implied = {
            "seat_wind": seating.winds[winner],
            "round_wind": seating.round_wind,
            "self_drawn": discarder is None,
            "honba": seating.counter("honba"),
            "riichi_sticks": sticks,
        }
        liable = self._liable(facts)
        if liable is not None and liable != winner:
            implied["pao"] = _pao_of(liable, discarder, seating)
        return implied

    def win_context(
        self,
        seating: Seating,
        winner: int,
        discarder: int | None,
        facts: Mapping[str, Any],
        *,
        winners: Sequence[int] = (),
        options: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """One winner of a double or triple ron: the riichi sticks it takes (:func:`_stick_shares`)
        and, with ``multiple_ron_honba = first``, no counters but for the first winner."""
        implied = self.implied_context(seating, winner, discarder, facts)
        if len(winners) > 1 and options is not None and winner in winners:
            shares = _stick_shares(seating.counter("sticks"), self._declared(facts), winners, options)
            implied["riichi_sticks"] = shares[list(winners).index(winner)]
            if winner != winners[0] and options.get("multiple_ron_honba") == "first":
                implied["honba"] = 0
        return implied

    def _nagashi(self, facts: Mapping[str, Any]) -> tuple[int, ...]:
        """The players a draw's facts name with a nagashi mangan."""
        found = facts.get("nagashi") or ()
        if not _players(found, self.players) or len(set(found)) != len(found):
            raise refused(_E_NAGASHI_FACT, found=repr(found), last=self.players - 1)
        return tuple(sorted(found))

    def _multiple_ron(
        self, body: WinHand, here: Seating, sticks: int, options: Mapping[str, Any]
    ) -> tuple[tuple[int, ...], tuple[Names, ...]]:
        """What a double or triple ron moves: each winner paid by the discarder as the stored
        result says (its counters as :meth:`win_context` gave them), the sticks shared as the
        options say, the declarers' sticks taken; refused as the option ``multiple_ron`` says."""
        winners = tuple(w.winner for w in body.winners)
        if options["multiple_ron"] == "head_bump":
            raise refused(_E_HEAD_BUMP)
        if len(winners) > 2 and options["multiple_ron"] == "double":
            raise refused(_E_THREE_RONS if options["abortive_draws"] else _E_TWO_RONS)
        for w in body.winners:
            if w.facts.get("nagashi"):
                raise refused(_E_NAGASHI_WIN)
        check_winners(winners, body.discarder, [w.discarder for w in body.winners], self.players)
        declared = self._declared(body.facts)
        shares = _stick_shares(sticks, declared, winners, options)
        deltas: tuple[int, ...] = (0,) * self.players
        notes: tuple[Names, ...] = ()
        for one, share in zip(body.winners, shares):
            liable = self._liable_player(one, here)
            deltas = add(
                deltas,
                win_deltas(one, here, bonus=1000 * share, players_of=None if liable is None else {"liable": (liable,)}),
            )
            if liable is not None:
                seat = _SEATS[here.winds[liable]]
                notes += (_N_PAO.format(seat=Names(f"player {liable}", seat.zh_hans, seat.zh_hant, seat.ja)),)
        deltas = add(deltas, [-1000 if p in declared else 0 for p in range(self.players)])
        words = [
            _N_SHARE.format(
                seat=Names(f"player {w}", *(getattr(_SEATS[here.winds[w]], k) for k in ("zh_hans", "zh_hant", "ja"))),
                n=n,
            )
            for w, n in zip(winners, shares)
        ]
        if not sum(shares):
            return deltas, (_N_MULTIPLE_NO_STICKS.format(n=len(winners)), *notes)
        return deltas, (_N_MULTIPLE.format(n=len(winners), pot=sum(shares), shares=separated(words, _SEAT_SEP)), *notes)

    def _liable_player(self, body: WinHand, here: Seating) -> int | None:
        """The player who pays the result's role ``liable`` (``None``: the result has none): the
        one the facts name, else the only one the context's ``pao`` can mean (the dealer, or a
        single candidate non-dealer)."""
        liable = self._liable(body.facts)
        if liable == body.winner:
            raise refused(_E_LIABLE_WINNER)
        if "liable" not in body.result.get("pay", {}):
            return None  # (no liable share: none, or the liable player dealt in and pays as any discarder)
        if liable is not None:
            return liable
        if (body.inputs.get("context") or {}).get("pao") == "dealer":
            return here.dealer
        could = [p for p in range(self.players) if p not in (body.winner, body.discarder, here.dealer)]
        if len(could) != 1:
            raise refused(_E_LIABLE_WHO, count=len(could))
        return could[0]

    def apply(self, state: TableState, body: Body, options: Mapping[str, Any]) -> Step:
        here = state.seating
        honba, sticks = state.carried("honba"), state.carried("sticks")
        rnd, turn = state.carried("round"), state.carried("turn")
        penalties = self._penalties(state)
        if state.finished and not (isinstance(body, Penalty) and body.kind == "deduction"):
            raise MatchError(_E_OVER.en, code="match_over", names=_E_OVER)
        if isinstance(body, Penalty):
            self.penalty_kind(body.kind)
            moves = [0] * self.players
            if body.kind == "chombo" and options["chombo"] == "reverse_mangan":
                dealer = here.dealer
                for p in range(self.players):
                    if p != body.offender:
                        amount = 4000 if body.offender == dealer or p == dealer else 2000
                        moves[p] += amount
                        moves[body.offender] -= amount
                note = _N_CHOMBO.format(points=-moves[body.offender])
            else:
                points = int(options["chombo_points"]) if body.kind == "chombo" else body.points
                if points is None or points <= 0:
                    raise refused(E_DEDUCTION)
                penalties = tuple(penalties[p] + (points if p == body.offender else 0) for p in range(self.players))
                kind = next(k.names for k in self.penalty_kinds if k.key == body.kind)
                note = _N_OFF.format(kind=Names(body.kind, kind.zh_hans, kind.zh_hant, kind.ja), points=points)
            deltas = per_player(moves, self.players)
            after = self._state(
                state.hands_played, add(state.scores, deltas), rnd, turn, honba, sticks, penalties, state.finished
            )
            return Step(deltas, after, (note,))
        dealer = here.dealer
        if isinstance(body, WinHand) and body.facts.get("nagashi"):
            raise refused(_E_NAGASHI_WIN)
        if isinstance(body, WinHand) and body.also:  # a double or triple ron
            deltas, notes = self._multiple_ron(body, here, sticks, options)
            repeat = dealer in [w.winner for w in body.winners]  # (the dealer among the winners keeps the deal)
            honba, sticks = (honba + 1 if repeat else 0), 0
        elif isinstance(body, WinHand):
            declared = self._declared(body.facts)
            pot = sticks + len(declared)
            liable = self._liable_player(body, here)
            deltas = win_deltas(
                body, here, bonus=1000 * pot, players_of=None if liable is None else {"liable": (liable,)}
            )
            deltas = add(deltas, [-1000 if p in declared else 0 for p in range(self.players)])
            repeat = body.winner == dealer
            honba, sticks = (honba + 1 if repeat else 0), 0
            notes = (_N_STICKS.format(declared=len(declared), pot=pot),) if pot else ()
            if liable is not None:
                seat = _SEATS[here.winds[liable]]  # (the English, as the command line says players: by number)
                notes += (_N_PAO.format(seat=Names(f"player {liable}", seat.zh_hans, seat.zh_hant, seat.ja)),)
        elif isinstance(body, Draw) and self._liable(body.facts) is not None:
            raise refused(_E_LIABLE_DRAW)
        elif isinstance(body, Draw) and self.draw_kind(body) is not None:  # (the one other kind: abortive)
            if not options["abortive_draws"]:
                raise refused(_E_NO_ABORTIVE)
            if body.facts.get("nagashi"):
                raise refused(_E_NAGASHI_ABORTIVE)
            if body.tenpai:
                raise refused(_E_ABORTIVE_TENPAI)
            declared = self._declared(body.facts)
            deltas = tuple(-1000 if p in declared else 0 for p in range(self.players))
            repeat = True
            honba, sticks = honba + 1, sticks + len(declared)
            notes = (_N_ABORTIVE.format(pot=sticks),)
        elif isinstance(body, Draw) and self._nagashi(body.facts):
            deltas, repeat, honba, sticks, notes = self._nagashi_draw(body, here, honba, sticks, options)
        elif isinstance(body, Draw):
            declared = self._declared(body.facts)
            if not set(declared) <= set(body.tenpai):
                raise MatchError(_E_NOT_READY.en, code="bad_match_record", names=_E_NOT_READY)
            ready = set(body.tenpai)
            moves = [-1000 if p in declared else 0 for p in range(self.players)]
            pool = int(options.get("noten_pool", self.noten_pool))
            if 0 < len(ready) < self.players:
                gain, loss = pool // len(ready), pool // (self.players - len(ready))
                for p in range(self.players):
                    moves[p] += gain if p in ready else -loss
            deltas = tuple(moves)
            repeat = dealer in ready and bool(options["dealer_tenpai_repeat"])
            honba, sticks = honba + 1, sticks + len(declared)
            notes = (_N_DRAW.format(ready=_ready_words(sorted(ready), here)),)
        else:  # pragma: no cover - the body kinds are the three above
            msg = _E_ENTRY.format(body=repr(body))
            raise MatchError(msg.en, code="bad_match_record", names=msg)
        scores = add(state.scores, deltas)
        if not repeat:
            turn += 1
            if turn == self.players:
                rnd, turn = rnd + 1, 0
        finished = rnd >= _ROUNDS[str(options["length"])] or (bool(options["bust"]) and min(scores) < 0)
        after = self._state(state.hands_played + 1, scores, min(rnd, 3), turn, honba, sticks, penalties, finished)
        return Step(deltas, after, notes)

    def _nagashi_draw(
        self, body: Draw, here: Seating, honba: int, sticks: int, options: Mapping[str, Any]
    ) -> tuple[tuple[int, ...], bool, int, int, tuple[Names, ...]]:
        """An exhaustive draw with nagashi mangan, as the option ``nagashi_mangan`` says: its
        deltas, whether the dealer repeats, the counters and sticks after it, its notes."""
        mode = options["nagashi_mangan"]
        if mode == "none":
            raise refused(_E_NO_NAGASHI)
        nagashi = self._nagashi(body.facts)
        declared = self._declared(body.facts)
        dealer = here.dealer
        moves: tuple[int, ...] = tuple(-1000 if p in declared else 0 for p in range(self.players))
        seats = separated([_SEATS[here.winds[p]] for p in nagashi], _SEAT_SEP)
        note = _N_NAGASHI.format(seats=Names(", ".join(map(str, nagashi)), seats.zh_hans, seats.zh_hant, seats.ja))
        if mode == "draw":  # Tenhou: in place of the ready payments, no counters or sticks; a draw still
            if not set(declared) <= set(body.tenpai):
                raise MatchError(_E_NOT_READY.en, code="bad_match_record", names=_E_NOT_READY)
            for p in nagashi:
                moves = add(moves, _mangan_from(p, dealer, self.players))
            repeat = dealer in body.tenpai and bool(options["dealer_tenpai_repeat"])
            return (
                moves,
                repeat,
                honba + 1,
                sticks + len(declared),
                (note, _N_DRAW.format(ready=_ready_words(sorted(body.tenpai), here))),
            )
        if body.tenpai:  # EMA: a win; no hand is shown, no one paid for being ready
            raise refused(_E_NAGASHI_TENPAI)
        for p in nagashi:
            moves = add(moves, _mangan_from(p, dealer, self.players, honba))
        pot = sticks + len(declared)
        first = min(nagashi, key=lambda p: (p - dealer) % self.players)  # (the sticks: the first from the dealer)
        moves = add(moves, [1000 * pot if p == first else 0 for p in range(self.players)])
        repeat = dealer in nagashi
        notes = (note, _N_STICKS.format(declared=len(declared), pot=pot)) if pot else (note,)
        return moves, repeat, honba + 1 if repeat else 0, 0, notes

    def table_points(self, state: TableState, options: Mapping[str, Any]) -> tuple[Fraction, ...]:
        """The final result of each player, in thousands: points less the return points, the uma
        and oka of the place (shared by equal points, or by seat order), the sticks left to the
        first place, penalties after uma."""
        scores = state.scores
        count = self.players
        uma = [Fraction(int(options[f"uma_{i}"])) for i in range(1, count + 1)]
        uma[0] += Fraction(count * (int(options["return_points"]) - int(options["start_points"])), 1000)
        if options["leftover_sticks"] == "first":
            uma[0] += state.carried("sticks")  # each stick left on the table: 1000 to the first place
        if options["ties"] == "seat":
            order = sorted(range(count), key=lambda p: (-scores[p], p))
            share = [Fraction(0)] * count
            for place, p in enumerate(order):
                share[p] = uma[place]
        else:
            share = [Fraction(0)] * count
            for p in range(count):
                above = sum(1 for q in range(count) if scores[q] > scores[p])
                tied = sum(1 for q in range(count) if scores[q] == scores[p])
                share[p] = sum(uma[above : above + tied], Fraction(0)) / tied
        penalties = self._penalties(state)
        return tuple(
            Fraction(scores[p] - int(options["return_points"]), 1000) + share[p] - Fraction(penalties[p], 1000)
            for p in range(count)
        )


#: the match rules the riichi rule set gives once wired (``match_module = "riichi_match"``)
MATCH_RULES: Final = RiichiMatchRules()
