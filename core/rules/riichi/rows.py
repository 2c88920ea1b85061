"""The rows of the riichi tables: every yaku, yakuman, dora kind and fu source (:class:`RowSpec`),
their names and definitions (package data), and the engine tables of closed and open hands
built from them (:func:`build_table`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from core.engine.schema import ItemEdit
from core.engine.score import Names
from core.engine.table import ALL, Mode, Needs, OptionValue, Row, Table
from core.model.package_data import read_text
from core.rules.riichi import local
from core.rules.riichi.facts import (
    F_ALL_GREEN,
    F_ALL_HONORS,
    F_ALL_ORPHANS,
    F_ALL_SIMPLES,
    F_ALL_TERMINALS,
    F_BIG_DRAGONS,
    F_BIG_WINDS,
    F_CHOWS,
    F_CHUN_PUNG,
    F_CONCEALED,
    F_DEALER,
    F_DOUBLE_RIICHI,
    F_FIRST_TURN,
    F_FOUR_CLOSED_PUNGS,
    F_FOUR_KONGS,
    F_FOUR_PUNGS,
    F_HAKU_PUNG,
    F_HATSU_HELD,
    F_HATSU_PUNG,
    F_HONORS,
    F_IPPATSU,
    F_ITTSU,
    F_KONG_REPLACEMENT,
    F_LAST_WALL_TILE,
    F_LITTLE_DRAGONS,
    F_LITTLE_WINDS,
    F_NINE_GATES,
    F_ONE_SUIT,
    F_ORPHAN_GROUPS,
    F_PINFU_SHAPE,
    F_PURE_NINE_GATES,
    F_RIICHI,
    F_ROBBING_KONG,
    F_ROUND_WIND_PUNG,
    F_SANSHOKU,
    F_SANSHOKU_PUNGS,
    F_SEAT_WIND_PUNG,
    F_SELF_DRAWN,
    F_SEVEN_PAIRS,
    F_SINGLE_WAIT,
    F_TERMINAL_GROUPS,
    F_THIRTEEN_ORPHANS,
    F_THIRTEEN_SIDED,
    F_THREE_CLOSED_PUNGS,
    F_THREE_KONGS,
    F_TWIN_CHOWS,
    F_TWO_TWIN_CHOWS,
    RiichiFacts,
)

# --- names and definitions (package data) -------------------------------------------------------


def _load_names() -> dict[str, tuple[Names, Names]]:
    import tomllib  # (here, where the names are read: not for a start that scores no riichi)

    text = read_text("core.rules.riichi.data", "riichi_names.toml")
    data = tomllib.loads(text)
    out: dict[str, tuple[Names, Names]] = {}
    for rid, body in data.items():
        out[rid] = (
            Names(body["en"], body["zh-Hans"], body["zh-Hant"], body["ja"]),
            Names(body["d-en"], body["d-zh-Hans"], body["d-zh-Hant"], body["d-ja"]),
        )
    return out


_NAMES: Final = _load_names()


# --- predicates ---------------------------------------------------------------------------------


def _chuuren_suit(f: RiichiFacts) -> int:
    """Nine gates counts in its suit: in characters, or in any suit unless ``chuuren_man_only``."""
    return 1 if f.t.kinds[0] < 9 or not f.options["chuuren_man_only"] else 0


def _ryuuiisou_hatsu(f: RiichiFacts) -> int:
    """All green counts with or without the green dragon, unless ``ryuuiisou`` requires it."""
    return 1 if f.options["ryuuiisou"] != "hatsu_required" or 32 in f.t.kinds else 0


def _dora(f: RiichiFacts) -> int:
    return f.t.dora


def _ura_dora(f: RiichiFacts) -> int:
    return f.t.ura if f.context["riichi"] or f.context["double_riichi"] else 0


def _aka_dora(f: RiichiFacts) -> int:
    return f.t.red


# --- the rows -----------------------------------------------------------------------------------

#: a derived option: the han of a double yakuman (26 with the ``double_yakuman`` option, else 13)
DOUBLE_YAKUMAN_HAN: Final = "_double_yakuman_han"
#: the fu of a pair of the seat wind that is also the round wind (an option, 2 or 4)
DOUBLE_WIND_FU: Final = "double_wind_fu"


@dataclass(frozen=True, slots=True)
class RowSpec:
    """One row of the riichi table: its value with a closed hand and with an open one
    (``None``: closed hands only), the predicate, what it rules out, the option that enables
    it (``open_option``: the one it needs with an open hand) and its section."""

    id: str
    closed: int | OptionValue
    open: int | OptionValue | None
    #: ``None``: found apart (the fu sources, by RiichiFacts; shiisanpuutaa, whose shape is no
    #: reading of sets)
    predicate: Callable[[Any], int] | None
    section: str
    excludes: tuple[str, ...] = ()
    option: str | None = None
    open_option: str | None = None


_Y = 13  # one yakuman, in han
_DOUBLE = OptionValue(DOUBLE_YAKUMAN_HAN)

_YAKU: Final[tuple[RowSpec, ...]] = (
    RowSpec("riichi", 1, None, Needs(F_RIICHI), "yaku"),
    RowSpec("double_riichi", 2, None, Needs(F_DOUBLE_RIICHI), "yaku", ("riichi",)),
    RowSpec("ippatsu", 1, None, Needs(F_IPPATSU), "yaku"),
    RowSpec("menzen_tsumo", 1, None, Needs(F_CONCEALED | F_SELF_DRAWN), "yaku"),
    RowSpec("pinfu", 1, None, Needs(F_PINFU_SHAPE), "yaku"),
    RowSpec("tanyao", 1, 1, Needs(F_ALL_SIMPLES), "yaku", open_option="open_tanyao"),
    RowSpec("iipeikou", 1, None, Needs(F_TWIN_CHOWS), "yaku"),
    # ryanpeikou of four equal chows holds isshoku sanjun (a local yaku): the higher counts
    RowSpec("ryanpeikou", 3, None, Needs(F_TWO_TWIN_CHOWS), "yaku", ("iipeikou", "isshoku_sanjun")),
    RowSpec("yakuhai_seat", 1, 1, Needs(F_SEAT_WIND_PUNG), "yaku"),
    RowSpec("yakuhai_round", 1, 1, Needs(F_ROUND_WIND_PUNG), "yaku"),
    RowSpec("haku", 1, 1, Needs(F_HAKU_PUNG), "yaku"),
    RowSpec("hatsu", 1, 1, Needs(F_HATSU_PUNG), "yaku"),
    RowSpec("chun", 1, 1, Needs(F_CHUN_PUNG), "yaku"),
    RowSpec("haitei", 1, 1, Needs(F_LAST_WALL_TILE | F_SELF_DRAWN), "yaku"),
    RowSpec("houtei", 1, 1, Needs(F_LAST_WALL_TILE, forbid=F_SELF_DRAWN), "yaku"),
    RowSpec("rinshan", 1, 1, Needs(F_KONG_REPLACEMENT), "yaku"),
    RowSpec("chankan", 1, 1, Needs(F_ROBBING_KONG), "yaku"),
    RowSpec("sanshoku", 2, 1, Needs(F_SANSHOKU), "yaku"),
    RowSpec("sanshoku_doukou", 2, 2, Needs(F_SANSHOKU_PUNGS), "yaku"),
    RowSpec("ittsu", 2, 1, Needs(F_ITTSU), "yaku"),
    RowSpec("chanta", 2, 1, Needs(F_ORPHAN_GROUPS | F_CHOWS), "yaku"),
    RowSpec("junchan", 3, 2, Needs(F_TERMINAL_GROUPS | F_CHOWS), "yaku", ("chanta",)),
    RowSpec("honroutou", 2, 2, Needs(F_ALL_ORPHANS, forbid=F_THIRTEEN_ORPHANS), "yaku"),
    RowSpec("toitoi", 2, 2, Needs(F_FOUR_PUNGS), "yaku"),
    RowSpec("sanankou", 2, 2, Needs(F_THREE_CLOSED_PUNGS), "yaku"),
    RowSpec("sankantsu", 2, 2, Needs(F_THREE_KONGS), "yaku"),
    RowSpec("shousangen", 2, 2, Needs(F_LITTLE_DRAGONS), "yaku"),
    RowSpec("honitsu", 3, 2, Needs(F_ONE_SUIT), "yaku"),
    RowSpec("chinitsu", 6, 5, Needs(F_ONE_SUIT, forbid=F_HONORS), "yaku", ("honitsu",)),
    RowSpec("chiitoitsu", 2, None, Needs(F_SEVEN_PAIRS), "yaku"),
)

_DORA: Final[tuple[RowSpec, ...]] = (
    RowSpec("dora", 1, 1, _dora, "dora"),
    RowSpec("ura_dora", 1, None, _ura_dora, "dora"),
    RowSpec("aka_dora", 1, 1, _aka_dora, "dora", option="aka"),
)


def _local_value(v: Any) -> int | OptionValue | None:
    if v == "Y":
        return _Y
    if v == "YY":
        return _DOUBLE
    if isinstance(v, str):
        return OptionValue(v)
    if v is None:
        return None
    return int(v)


#: the local yaku of seed 003 (core/rules/riichi/local.py), each switched on by an option
_LOCAL_YAKU: Final[tuple[RowSpec, ...]] = tuple(
    RowSpec(rid, _local_value(closed), _local_value(open_), pred, sec, excl, opt, open_opt)  # type: ignore[arg-type]
    for rid, closed, open_, pred, sec, excl, opt, open_opt in local.YAKU
)

#: every row a yakuman rules out
_ORDINARY: Final = tuple(r.id for r in _YAKU + _LOCAL_YAKU + _DORA)

_LOCAL_YAKUMAN: Final[tuple[RowSpec, ...]] = tuple(
    RowSpec(
        rid,
        _local_value(closed),  # type: ignore[arg-type]
        _local_value(open_),
        pred,
        sec,
        excl + _ORDINARY,
        opt,
        open_opt,
    )
    for rid, closed, open_, pred, sec, excl, opt, open_opt in local.YAKUMAN
) + (
    # shiisanpuutaa: no reading of sets, scored apart on the first draw (Riichi._shiisanpuutaa)
    RowSpec("shiisanpuutaa", _Y, None, None, "yakuman", ("tenhou", "chiihou") + _ORDINARY, "_shiisanpuutaa"),
)

_YAKUMAN: Final[tuple[RowSpec, ...]] = (
    # seed 003: tenhou 「1倍役滿(部分規則計2倍役滿)」: a double yakuman with the tenhou_double option
    RowSpec(
        "tenhou", OptionValue("_tenhou_han"), None, Needs(F_FIRST_TURN | F_SELF_DRAWN | F_DEALER), "yakuman", _ORDINARY
    ),
    RowSpec("chiihou", _Y, None, Needs(F_FIRST_TURN | F_SELF_DRAWN, forbid=F_DEALER), "yakuman", _ORDINARY),
    RowSpec("daisangen", _Y, _Y, Needs(F_BIG_DRAGONS), "yakuman", _ORDINARY),
    RowSpec("shousuushii", _Y, _Y, Needs(F_LITTLE_WINDS), "yakuman", _ORDINARY),
    RowSpec("daisuushii", _DOUBLE, _DOUBLE, Needs(F_BIG_WINDS), "yakuman", _ORDINARY),
    # a double form comes before its single form: of equal value (no double yakuman) it
    # still counts in its place and names the single one it rules out
    RowSpec(
        "suuankou_tanki",
        _DOUBLE,
        None,
        Needs(F_FOUR_CLOSED_PUNGS | F_SINGLE_WAIT),
        "yakuman",
        ("suuankou",) + _ORDINARY,
    ),
    RowSpec("suuankou", _Y, None, Needs(F_FOUR_CLOSED_PUNGS), "yakuman", _ORDINARY),
    RowSpec(
        "kokushi_13", _DOUBLE, None, Needs(F_THIRTEEN_ORPHANS | F_THIRTEEN_SIDED), "yakuman", ("kokushi",) + _ORDINARY
    ),
    RowSpec("kokushi", _Y, None, Needs(F_THIRTEEN_ORPHANS), "yakuman", _ORDINARY),
    RowSpec(
        "junsei_chuuren",
        _DOUBLE,
        None,
        Needs(F_PURE_NINE_GATES, then=_chuuren_suit),
        "yakuman",
        ("chuuren",) + _ORDINARY,
    ),
    RowSpec("chuuren", _Y, None, Needs(F_NINE_GATES, then=_chuuren_suit), "yakuman", _ORDINARY),
    RowSpec("tsuuiisou", _Y, _Y, Needs(F_ALL_HONORS), "yakuman", _ORDINARY),
    RowSpec("chinroutou", _Y, _Y, Needs(F_ALL_TERMINALS), "yakuman", _ORDINARY),
    # seed 003: 「部分規則中,無“發”的綠壹色稱爲“純綠壹色”,計2倍役滿。也有部分規則中,綠壹色必須帶“發”」:
    # option ryuuiisou any / pure_double / hatsu_required
    RowSpec(
        "junsei_ryuuiisou",
        _DOUBLE,
        _DOUBLE,
        Needs(F_ALL_GREEN, forbid=F_HATSU_HELD),
        "yakuman",
        ("ryuuiisou",) + _ORDINARY,
        "_junsei_ryuuiisou",
    ),
    RowSpec("ryuuiisou", _Y, _Y, Needs(F_ALL_GREEN, then=_ryuuiisou_hatsu), "yakuman", _ORDINARY),
    # seed 003: suukantsu 「1倍役滿(部分規則計2倍役滿)」: option suukantsu_double
    RowSpec(
        "suukantsu",
        OptionValue("_suukantsu_han"),
        OptionValue("_suukantsu_han"),
        Needs(F_FOUR_KONGS),
        "yakuman",
        _ORDINARY,
    ),
)

#: the fu sources: rows without a predicate, found all at once by :class:`RiichiFacts` (``fu``),
#: which reads each set, the pair and the wait once; no row rules a fu source out
_FU: Final[tuple[RowSpec, ...]] = tuple(
    RowSpec(rid, value, value, None, "fu")
    for rid, value in (
        ("fu_base", 20),
        ("fu_chiitoitsu", 25),
        ("fu_menzen_ron", 10),
        ("fu_tsumo", 2),
        ("fu_open_pinfu", 2),
        ("fu_pung_simple_open", 2),
        ("fu_pung_simple_closed", 4),
        ("fu_pung_orphan_open", 4),
        ("fu_pung_orphan_closed", 8),
        ("fu_kong_simple_open", 8),
        ("fu_kong_simple_closed", 16),
        ("fu_kong_orphan_open", 16),
        ("fu_kong_orphan_closed", 32),
        ("fu_pair_dragon", 2),
        ("fu_pair_seat_wind", 2),
        ("fu_pair_round_wind", 2),
        ("fu_pair_double_wind", OptionValue(DOUBLE_WIND_FU)),
        ("fu_edge_wait", 2),
        ("fu_closed_wait", 2),
        ("fu_single_wait", 2),
    )
)

#: the ids of the fu rows
_FU_IDS: Final = frozenset(r.id for r in _FU)

_SHIISANPUUTAA_MANGAN: Final = RowSpec(
    "shiisanpuutaa_mangan", 5, None, None, "yaku", ("tenhou", "chiihou") + _ORDINARY, "_shiisanpuutaa_mangan"
)

#: the ids of the local yaku's rows (each off by default)
LOCAL_ROWS: Final = frozenset(r.id for r in _LOCAL_YAKUMAN + _LOCAL_YAKU + (_SHIISANPUUTAA_MANGAN,))

_ROWS: Final[tuple[RowSpec, ...]] = (
    _YAKUMAN + _LOCAL_YAKUMAN + _YAKU + _LOCAL_YAKU + (_SHIISANPUUTAA_MANGAN,) + _DORA + _FU
)


def _note(spec: RowSpec) -> str:
    if (
        spec.option is not None
        and spec.option.startswith("_")
        or spec.id in local.PREDICATES
        or spec.id == "shiisanpuutaa"
    ):
        return "local yaku, off by default: option " + _LOCAL_OPTION.get(spec.id, spec.id)
    if spec.section == "yakuman":
        return "double yakuman with the double_yakuman option" if spec.closed == _DOUBLE else "yakuman"
    if spec.section == "fu":
        return "fu"
    if spec.open is None:
        return "closed hands only"
    if spec.open_option:
        return f"open hands too with the {spec.open_option} option"
    return f"open hand: {spec.open} han" if spec.open != spec.closed else "open or closed"


#: the option that switches each local row on
_LOCAL_OPTION: Final = {
    "open_double_riichi": "open_riichi",
    "open_riichi_ron": "open_riichi",
    "renhou_han": "renhou",
    "junsei_hyakumangoku": "hyakumangoku",
    "daichisei_tsuuiisou": "daichisei",
    "shiisanpuutaa_mangan": "shiisanpuutaa",
}


def _gate(spec: RowSpec, option_keys: Sequence[str]) -> str | None:
    """The option a user sets to switch a row on (a derived one, ``_renhou_yakuman``, is read
    from ``renhou``)."""
    if spec.option is None:
        return None
    if not spec.option.startswith("_"):
        return spec.option
    name = _LOCAL_OPTION.get(spec.id) or spec.option[1:]
    if name in option_keys:
        return name
    # the longest option the derived name starts with (renhou_yakuman: renhou), else the
    # shortest that starts with it (toupei: toupei_shinkansen), else one it holds
    heads = sorted((k for k in option_keys if name.startswith(k)), key=len, reverse=True)
    longer = sorted((k for k in option_keys if k.startswith(name)), key=len)
    found = heads or longer or [k for k in option_keys if k in name]
    return found[0] if found else None


def build_table(
    open_hand: bool, specs: tuple[RowSpec, ...] | None = None, names_of: Mapping[str, tuple[Names, Names]] | None = None
) -> Table:
    """The table of closed or of open hands from row specs (default: riichi's own; a variant
    passes its rows and the names of the rows it adds)."""
    specs = _ROWS if specs is None else specs
    known = {**_NAMES, **(names_of or {})}
    present = {s.id for s in specs if not open_hand or s.open is not None}
    rows: list[Row] = []
    for s in specs:
        value = s.open if open_hand else s.closed
        if value is None:
            continue
        names, definition = known[s.id]
        excl: tuple[tuple[str, Mode], ...] = tuple((t, ALL) for t in s.excludes if t in present)
        option = (s.open_option or s.option) if open_hand else s.option
        rows.append(Row(s.id, names, value, definition, s.predicate, excl, option, s.section, _note(s)))
    # an open hand's table reads the item edits for open hands (Riichi.table_options)
    return Table(rows, edits_key=_OPEN_EDITS if open_hand else "items")


#: the option holding the item edits of open hands, derived from a preset's items
_OPEN_EDITS: Final = "_open_items"


#: every row of the riichi table, in table order (a variant builds its tables from them)
ROWS: Final = _ROWS
#: the tables of closed and of open hands
CLOSED_TABLE: Final = build_table(False)
OPEN_TABLE: Final = build_table(True)


def _open_edit(e: ItemEdit) -> ItemEdit:
    """An item edit as the table of open hands takes it: its open value; off where it is off
    or off on open hands; never switched on past the option an open hand needs (open tanyao)."""
    return ItemEdit(e.id, False if e.on is False or e.open_on is False else None, e.open_value)
