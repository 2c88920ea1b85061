"""The shared scoring engine (core/engine/table.py), the result sections and the schema.

A toy rule set is defined here, in the test file, from three rows with predicates, one
option and one constraint: it scores through the engine, lists itself in ``mjscore rules``
and is driven through the real window (tests/test_gui_engine.py) with no change to gui/.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core import parse_hand
from core.engine.constraints import _constraint_plan, excludes
from core.engine.field_checks import _check_fields
from core.engine.fields import Choice, Cond, Field, FieldType
from core.engine.resolver import best_first, resolve
from core.engine.rows import ALL, SAME, Adjustment, EffectiveTable, OptionValue, Row, Table, higher_of
from core.engine.score import Layout, Names, SectionSpec, names
from core.engine.table import Facts, TableRuleSet
from core.model.errors import ERROR_CODES, ContextError, OptionError, PresetError
from core.rules import get_rules, register_rules, rule_sets, unregister_rules
from core.shapes.readings import ShapeRules
from core.shells.cli import main as mjscore

ROOT = Path(__file__).resolve().parent.parent


def _dragon_pungs(f: Facts) -> int:
    return sum(1 for k in f.pungs if k >= 31)


_PTS = names("points", "点", "點", "点")


class ToyRules(TableRuleSet):
    """Three rows with predicates, one option (the value of a dragon pung), one constraint."""

    name = "toy"
    title = names("Toy rules", "玩具规则", "玩具規則", "おもちゃルール")
    shapes = ShapeRules(seven_pairs=False, thirteen_orphans=False, honors_and_knitted=False, knitted_straight=False)
    option_fields = (
        Field(
            "dragon_value",
            FieldType.INT,
            1,
            names("Dragon pung value", "箭刻分值", "箭刻分值", "三元牌刻子の点"),
            "1 or 2 points a dragon pung",
            minimum=1,
            maximum=2,
            choices=(
                Choice("1", names("1 point", "1 点", "1 點", "1 点")),
                Choice("2", names("2 points", "2 点", "2 點", "2 点")),
            ),
        ),
    )
    constraints = (excludes(Cond("robbing_kong"), Cond("self_drawn"), "robbing_kong and self_drawn contradict"),)
    layout = Layout(
        unit=_PTS,
        sections=(
            SectionSpec("hand", names("Hand", "牌型", "牌型", "手役"), _PTS),
            SectionSpec("win", names("How it was won", "和牌方式", "胡牌方式", "和了の仕方"), _PTS),
        ),
        win_text=names("Win: {total} points", "和牌：{total} 点", "胡牌：{total} 點", "和了：{total} 点"),
        reasons=(
            (
                "nothing",
                names("No win: nothing scores", "不能和牌：没有得分项", "不能胡牌：沒有得分項", "和了不可：役なし"),
            ),
        ),
        roles=(
            ("discarder", names("discarder", "点炮者", "放槍者", "放銃者")),
            ("each", names("each player", "每家", "每家", "各自")),
        ),
    )
    table = Table(
        [
            Row(
                "all_pungs",
                names("All pungs", "碰碰和", "碰碰胡", "対々和"),
                3,
                names("four pungs or kongs and a pair", "四副刻子（杠）加将", "四副刻子（槓）加將", "刻子4組と雀頭"),
                predicate=lambda f: 1 if len(f.pungs) == 4 else 0,
                excludes=(("dragon_pung", 1),),
                section="hand",
            ),
            Row(
                "dragon_pung",
                names("Dragon pung", "箭刻", "箭刻", "三元牌刻子"),
                OptionValue("dragon_value"),
                names("a pung or kong of dragons, each", "每副箭牌刻子", "每副箭牌刻子", "三元牌の刻子1組ごと"),
                predicate=_dragon_pungs,
                section="hand",
            ),
            Row(
                "self_draw",
                names("Self-drawn", "自摸", "自摸", "ツモ"),
                1,
                names("won on a tile drawn from the wall", "摸到和牌", "摸到胡牌", "ツモで和了"),
                predicate=lambda f: 1 if f.self_drawn else 0,
                section="win",
            ),
        ]
    )

    def verdict(self, total: int, ctx: dict[str, Any], opts: dict[str, Any]) -> str | None:
        return None if total > 0 else "nothing"

    def payments(
        self, total: int, ctx: dict[str, Any], opts: dict[str, Any]
    ) -> tuple[tuple[tuple[str, int], ...], int]:
        if ctx["self_drawn"]:
            return (("each", total),), 3 * total
        return (("discarder", total),), total


@pytest.fixture
def toy() -> Iterator[ToyRules]:
    rules = ToyRules()
    register_rules(rules)
    try:
        yield rules
    finally:
        unregister_rules("toy")


# --- the toy rule set through the engine --------------------------------------------------------


def test_a_toy_rule_set_scores_through_the_engine(toy: ToyRules) -> None:
    s = toy.score(parse_hand("111m222p555z666z7z +7z"), {"self_drawn": True})
    assert [(i.id, i.value, i.count) for i in s.items] == [
        ("all_pungs", 3, 1),
        ("dragon_pung", 1, 1),
        ("self_draw", 1, 1),
    ]
    assert s.total == 5 and s.win and s.pay == (("each", 5),) and s.received == 15
    # sections: the hand patterns, then how it was won, each with its subtotal
    assert [(sec.id, sec.subtotal, [i.id for i in sec.items]) for sec in s.sections] == [
        ("hand", 4, ["all_pungs", "dragon_pung"]),
        ("win", 1, ["self_draw"]),
    ]
    assert s.headline.text.en == "Win: 5 points" and s.headline.text.ja == "和了：5 点" and s.headline.value == 5
    assert [(p.role, p.names.zh_hant, p.amount) for p in s.payments] == [("each", "每家", 5)]


def test_the_toys_exclusion_rules_out_one_match_and_names_the_row(toy: ToyRules) -> None:
    s = toy.score(parse_hand("555z666z777z111m2p +2p"))
    assert [(i.id, i.count) for i in s.items] == [("all_pungs", 1), ("dragon_pung", 2)]
    assert [(x.id, x.count, x.by) for x in s.suppressed] == [("dragon_pung", 1, "all_pungs")]
    assert s.suppressed[0].why.en == "not counted with All pungs"
    assert s.suppressed[0].why.zh_hans == "因碰碰和不计"
    assert s.sections[0].suppressed == s.suppressed


def test_the_toys_option_sets_a_rows_value(toy: ToyRules) -> None:
    hand = parse_hand("123m456p789s555z1z +1z")
    assert toy.score(hand).total == 1
    assert toy.score(hand, options={"dragon_value": 2}).total == 2
    with pytest.raises(OptionError) as info:
        toy.score(hand, options={"dragon_value": 3})
    assert info.value.code == "bad_option" and info.value.keys == ("dragon_value",)


def test_the_toys_constraint_is_refused_with_its_keys(toy: ToyRules) -> None:
    with pytest.raises(ContextError) as info:
        toy.score(parse_hand("123m456p789s555z1z +1z"), {"robbing_kong": True, "self_drawn": True})
    assert info.value.code == "impossible_context"
    assert info.value.keys == ("robbing_kong", "self_drawn")
    ctx = toy.check_context({"self_drawn": True})
    assert not toy.allowed("robbing_kong", True, ctx, {})
    assert toy.allowed("robbing_kong", True, toy.check_context({}), {})


def test_a_hand_that_scores_nothing_is_no_win_with_the_rule_sets_reason(toy: ToyRules) -> None:
    s = toy.score(parse_hand("123m456p789s123s1z +1z"))
    assert not s.win and s.reason == "nothing" and s.total == 0 and s.pay == ()
    assert s.headline.text.en == "No win: nothing scores"
    assert [sec.id for sec in s.sections] == ["hand"]  # the first section always shows


def test_the_toy_lists_itself_in_mjscore_rules(toy: ToyRules) -> None:
    out = io.StringIO()
    assert mjscore(["rules"], out) == 0
    assert "toy" in out.getvalue() and "Toy rules" in out.getvalue()
    out = io.StringIO()
    assert mjscore(["rules", "toy", "--json"], out) == 0
    desc = json.loads(out.getvalue())
    assert [i["id"] for i in desc["items"]] == ["all_pungs", "dragon_pung", "self_draw"]
    assert desc["items"][0]["definition"]["en"] == "four pungs or kongs and a pair"
    assert desc["options"][0]["choices"] == ["1", "2"]
    assert desc["constraints"] == [
        {
            "kind": "excludes",
            "keys": ["robbing_kong", "self_drawn"],
            "message": "robbing_kong and self_drawn contradict",
        }
    ]
    out = io.StringIO()
    assert mjscore(["score", "--rules", "toy", "555z666z777z111m2p +2p", "self_drawn=true"], out) == 0
    assert "total: 6" in out.getvalue()


def test_registering_twice_or_removing_a_built_in_is_refused(toy: ToyRules) -> None:
    with pytest.raises(ValueError, match="already registered"):
        register_rules(ToyRules())
    with pytest.raises(ValueError, match="built-in"):
        unregister_rules("mcr")
    assert "toy" in rule_sets()


# --- the resolver ---------------------------------------------------------------------------


def _row(rid: str, value: int, **kw: Any) -> Row:
    return Row(rid, Names(rid, rid, rid, rid), value, **kw)


def _eff(rows: list[Row], adjustments: tuple[Adjustment, ...] = (), **options: Any) -> EffectiveTable:
    return Table(rows, adjustments).effective(options)


def test_exclusions_go_from_the_highest_row_down_and_a_ruled_out_row_rules_out_nothing() -> None:
    eff = _eff([_row("a", 8, excludes=(("b", ALL),)), _row("b", 4, excludes=(("c", ALL),)), _row("c", 2)])
    counted, gone = resolve(eff, [("c", None), ("b", None), ("a", None)], [])
    assert counted == [("a", 1), ("c", 1)]  # b is ruled out by a, so it rules out nothing
    assert [(s.id, s.by) for s in gone] == [("b", "a")]


def test_same_mode_rules_out_only_matches_about_the_same_tiles() -> None:
    eff = _eff([_row("wind", 2, excludes=(("pung", SAME),)), _row("pung", 1)])
    counted, gone = resolve(eff, [("wind", 27), ("pung", 27), ("pung", 31)], [])
    assert counted == [("wind", 1), ("pung", 1)] and [(s.id, s.count) for s in gone] == [("pung", 1)]


def test_a_counted_budget_rules_out_at_most_that_many() -> None:
    eff = _eff([_row("big", 8, excludes=(("small", 1),)), _row("small", 1)])
    counted, gone = resolve(eff, [("big", None), ("small", 1), ("small", 2)], [])
    assert counted == [("big", 1), ("small", 1)] and gone[0].count == 1


def test_higher_of_counts_only_the_higher_of_items_that_come_together() -> None:
    rows = [
        _row("low", 2, excludes=higher_of("low", "high")["low"]),
        _row("high", 4, excludes=higher_of("low", "high")["high"]),
    ]
    counted, gone = resolve(_eff(rows), [("low", None), ("high", None)], [])
    assert counted == [("high", 1)] and [(s.id, s.by) for s in gone] == [("low", "high")]


def test_an_adjustment_adds_its_fixed_value_when_its_rows_count() -> None:
    adj = (Adjustment("minus", Names("m", "m", "m", "m"), -4, ("all_honors",), ("dragons", "winds")),)
    rows = [_row("all_honors", 16), _row("dragons", 8), _row("winds", 8)]
    assert resolve(_eff(rows, adj), [("all_honors", None), ("dragons", None)], [])[0] == [
        ("all_honors", 1),
        ("dragons", 1),
        ("minus", 1),
    ]
    assert resolve(_eff(rows, adj), [("all_honors", None)], [])[0] == [("all_honors", 1)]
    assert resolve(_eff(rows, adj), [("dragons", None)], [])[0] == [("dragons", 1)]


def test_a_row_its_option_disables_never_counts_and_values_follow_the_options() -> None:
    rows = [_row("local", 5, option="locals"), Row("v", Names("v", "v", "v", "v"), OptionValue("v_value"))]
    table = Table(rows)
    off = table.effective({"locals": False, "v_value": 3})
    assert resolve(off, [("local", None), ("v", None)], [])[0] == [("v", 1)] and off.values["v"] == 3
    on = table.effective({"locals": True, "v_value": 3})
    assert resolve(on, [("local", None)], [])[0] == [("local", 1)]
    assert table.effective({"locals": True, "v_value": 3}) is on  # built once per option set
    assert table.option_keys == ("items", "locals", "v_value")  # (its item edits first)


def test_a_table_refuses_unknown_rows_in_its_relations() -> None:
    with pytest.raises(ValueError, match="unknown row"):
        Table([_row("a", 1, excludes=(("zz", ALL),))])
    with pytest.raises(ValueError, match="twice"):
        Table([_row("a", 1), _row("a", 2)])
    with pytest.raises(ValueError, match="unknown row"):
        Table([_row("a", 1)], [Adjustment("x", Names("x", "x", "x", "x"), 1, ("zz",))])


def test_best_first_is_stable_for_equal_keys() -> None:
    items = [("first", 3), ("second", 5), ("third", 5), ("fourth", 1)]
    assert [n for n, _ in best_first(list(items), lambda x: x[1])] == ["second", "third", "first", "fourth"]


# --- the MCR rule set on the engine ---------------------------------------------------------


def test_every_mcr_row_has_a_definition_in_four_languages() -> None:
    mcr = get_rules("mcr")
    items = mcr.items()
    assert len(items) == 85
    for it in items:
        assert it.definition is not None, it.id
        for text in (it.definition.en, it.definition.zh_hans, it.definition.zh_hant, it.definition.ja):
            assert text.strip() and "\t" not in text, it.id


def test_mcr_results_have_one_fan_section_and_a_headline_for_a_false_win() -> None:
    mcr = get_rules("mcr")
    s = mcr.score(parse_hand("123m345p567s234m5s +5s"))
    assert not s.win and s.reason == "below_minimum"
    assert s.headline.text.en.startswith("False win (诈和): ") and "8 needed" in s.headline.text.en
    assert [sec.id for sec in s.sections] == ["fan"] and s.sections[0].subtotal == s.total
    win = mcr.score(parse_hand("123m456p789s1z [777z] +1z"), {"self_drawn": True, "seat_wind": "S"})
    assert win.headline.text.zh_hans == f"和牌：{win.total} 番"
    assert [(p.role, p.names.en) for p in win.payments] == [("each", "each player")]


def test_mcr_constraints_are_declared_and_name_their_keys() -> None:
    mcr = get_rules("mcr")
    hand = parse_hand("123m456p789s1z [777z] +1z")
    cases = [
        ({"kong_replacement": True}, ("kong_replacement", "self_drawn")),
        ({"initial_win": "heaven"}, ("initial_win", "blessings")),
        ({"robbing_kong": True, "last_wall_tile": True}, ("robbing_kong", "last_wall_tile")),
    ]
    for ctx, keys in cases:
        with pytest.raises(ContextError) as info:
            mcr.score(hand, ctx)
        assert info.value.keys == keys, ctx
    assert {c.kind.value for c in mcr.constraints} == {"requires", "excludes", "enabled_when"}
    ctx = mcr.check_context({"self_drawn": True})
    assert not mcr.allowed("robbing_kong", True, ctx, {}) and mcr.allowed("last_copy", True, ctx, {})
    assert not mcr.allowed("initial_win", "heaven", ctx, {"blessings": False})
    assert mcr.allowed("initial_win", "heaven", ctx, {"blessings": True})


def test_two_concealed_kongs_takes_only_6_or_8() -> None:
    mcr = get_rules("mcr")
    with pytest.raises(OptionError) as info:
        mcr.check_options({"two_concealed_kongs": 7})
    assert info.value.code == "bad_option" and "6, 8" in str(info.value)


# --- presets as data files ------------------------------------------------------------------


def test_built_in_presets_come_from_the_package_data_file() -> None:
    mcr = get_rules("mcr")
    assert [p.key for p in mcr.presets] == ["reference", "green_book_2006"]
    assert mcr.presets[1].source.endswith("mcr_presets.toml")
    assert mcr.preset_options("green_book_2006") == {
        "two_concealed_kongs": 8,
        "concealed_and_melded_kong": False,
        "knitted_straight_waits": True,
    }


def test_a_users_edited_preset_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text(
        '[preset.house]\nen = "House"\nzh-Hans = "家规"\n[preset.house.options]\n'
        "two_concealed_kongs = 8\nminimum = 6\n",
        encoding="utf-8",
    )
    (house,) = get_rules("mcr").read_preset_file(path)
    assert house.key == "house" and dict(house.options) == {"two_concealed_kongs": 8, "minimum": 6}
    assert house.names.zh_hant == "家规" and house.source == str(path)
    assert house.help == "" and house.help_names == Names("", "", "", "")


def test_a_users_preset_file_may_translate_its_help_or_not(tmp_path: Path) -> None:
    """help-zh-Hans, help-zh-Hant and help-ja translate a preset's help, as the built-in files
    do; each is optional, a missing one being the English."""
    path = tmp_path / "house.toml"
    path.write_text(
        '[preset.house]\nen = "House"\nhelp = "double kongs 8"\nhelp-ja = "双暗槓8翻"\n'
        '[preset.plain]\nen = "Plain"\nhelp = "as the book says"\n',
        encoding="utf-8",
    )
    house, plain = get_rules("mcr").read_preset_file(path)
    assert house.help == "double kongs 8"
    assert house.help_names == Names("double kongs 8", "double kongs 8", "double kongs 8", "双暗槓8翻")
    assert plain.help_names == Names("as the book says", "as the book says", "as the book says", "as the book says")
    reference = get_rules("mcr").presets[0]
    assert reference.help_names.en == reference.help and reference.help_names.zh_hans.startswith("与 ChineseOfficial")


@pytest.mark.parametrize(
    ("text", "line", "field", "needle"),
    [
        (
            '[preset.house]\nen = "House"\n[preset.house.options]\nminimum = 6\ntwo_concealed_kongs = 7\n',
            5,
            "two_concealed_kongs",
            "one of 6, 8",
        ),
        (
            '[preset.house]\nen = "House"\n[preset.house.options]\nno_such_option = 1\n',
            4,
            "no_such_option",
            "unknown option",
        ),
        ('[preset.house]\nzh-Hans = "家规"\n', 1, "en", "English name"),
        ('[preset.house]\nen = "House"\ncolour = "red"\n', 3, "colour", "unknown field"),
        ('[preset.house]\nen = "House"\nhelp = "mine"\nhelp-fr = "à moi"\n', 4, "help-fr", "help-zh-Hans"),
        ('[preset.house]\nen = "House"\nhelp-ja = "家のルール"\n', 3, "help-ja", "needs the English 'help'"),
        ('[preset.house]\nen = "House"\nhelp = "mine"\nhelp-zh-Hant = 8\n', 4, "help-zh-Hant", "must be text"),
        ('[preset.house]\nen = "House"\nhelp = 8\n', 3, "help", "must be text"),
        ('[preset.house]\nen = "House"\n[preset.house.options\n', 3, "", "not a valid preset file"),
    ],
)
def test_a_broken_preset_file_names_the_file_the_line_and_the_field(
    tmp_path: Path, text: str, line: int, field: str, needle: str
) -> None:
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    mcr = get_rules("mcr")
    before = mcr.presets
    with pytest.raises(PresetError) as info:
        mcr.read_preset_file(path)
    e = info.value
    assert e.code == "bad_preset" and e.source == str(path) and e.line == line and e.field == field
    assert str(path) in str(e) and needle in str(e)
    if line and field:
        assert f"line {line}" in str(e)
    assert mcr.presets is before  # the built-in table stays in use


def test_a_missing_preset_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(PresetError, match="cannot read"):
        get_rules("mcr").read_preset_file(tmp_path / "nope.toml")


# --- the one list of error codes --------------------------------------------------------------


def test_every_error_code_the_core_gives_is_listed_once_and_in_the_guide() -> None:
    import re

    used: set[str] = set()
    for path in (ROOT / "core").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'code\s*=\s*"([a-z_]+)"', text))
        used |= set(re.findall(r'_error\([^,]+, [^,]+, "([a-z_]+)"', text))
        used |= set(re.findall(r'"code": "([a-z_]+)"', text))
    assert used - set(ERROR_CODES) == set()
    listed = (ROOT / "docs" / "errors.md").read_text(encoding="utf-8")  # (the guide's page of codes)
    for code in ERROR_CODES:
        assert f"`{code}`" in listed, code


def test_rule_sets_load_when_first_used_and_their_listed_titles_are_their_own() -> None:
    """The window lists the rule sets without loading them: a start-up pays for the one used."""
    import subprocess
    import sys

    code = (
        "import sys\nfrom core.rules import get_rules, rule_set_titles\n"
        "names = [n for n, _t, _b in rule_set_titles()]\nget_rules('mcr')\n"
        "print(names, 'core.rules.riichi.ruleset' in sys.modules, 'core.rules.taiwan.ruleset' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['mcr', 'riichi', 'taiwan', 'sanma'] False False"
    from core.rules import rule_set_titles, rule_sets

    listed = {n: (t, b) for n, t, b in rule_set_titles()}
    for name, rs in rule_sets().items():
        assert listed[name] == (rs.title, rs.built)


def _constraint_values(f: Field) -> list[Any]:
    """Values worth trying for a field a constraint names: both booleans, every choice or wind."""
    if f.type is FieldType.BOOL:
        return [False, True]
    if f.choices:
        return [c.value for c in f.choices]
    if f.type is FieldType.WIND:
        return ["E", "S", "W", "N"]
    return [f.default]


@pytest.mark.parametrize("name", ["mcr", "riichi", "taiwan", "sanma"])
def test_the_quick_constraint_test_agrees_with_every_constraint_checked(name: str) -> None:
    """A checked context that no constraint's trigger fires in is passed without the constraints
    being read one by one (_ConstraintPlan.triggers); whether or not that quick test applies,
    the constraint found broken is the first that ``violations`` (every constraint, the long
    way) finds. Random contexts over the fields the constraints name, mostly quiet ones."""
    import random

    rules = get_rules(name)
    fields = {f.key: f for f in (*rules.context_fields, *rules.option_fields)}
    keys = sorted({c.key for con in rules.constraints for c in (*con.when, *con.then)} & set(fields))
    rng = random.Random(7)
    quiet = broken = usual = 0
    plan = _constraint_plan(rules.constraints, rules.context_fields)
    for i in range(3000):
        given: dict[str, Any] = {}
        options: dict[str, Any] = {}
        for key in keys:
            if rng.random() < (0.05 if i % 2 else 0.4):
                f = fields[key]
                (options if f in rules.option_fields else given)[key] = rng.choice(_constraint_values(f))
        opts = rules.check_options(options)
        ctx = _check_fields(rules.context_fields, given, "context")  # (the fields, not yet the constraints)
        expected = rules.violations(ctx, opts)
        found = rules._broken_constraint(ctx, opts)
        assert found == (expected[0] if expected else None), (given, options)
        quiet += not expected
        broken += bool(expected)
        usual += plan.usual is not None and plan.trigger_get(ctx) == plan.usual
    assert quiet > 500 and broken > 100, (quiet, broken)
    assert (usual > 300) == (name != "sanma"), usual  # (sanma has a constraint with no condition)


def test_the_constraint_triggers_cover_every_first_condition() -> None:
    """A first condition among several values is a trigger per value; one on an option, or a
    constraint with no condition, leaves no quick test; an enabling constraint fires when its
    field leaves the default, which covers the triggers equal to another value."""
    from core.engine.constraints import Constraint, ConstraintKind, _triggers

    among = Constraint(ConstraintKind.EXCLUDES, (Cond("win", among=("a", "b")),), (Cond("x"),), "m")
    plain = Constraint(ConstraintKind.REQUIRES, (Cond("y"), Cond("z")), (Cond("x"),), "m")
    assert _triggers((among, plain), {"win": "none"}) == (("win", "a", True), ("win", "b", True), ("y", True, True))
    enabled = Constraint(ConstraintKind.ENABLED_WHEN, (Cond("win", "a"),), (Cond("opt", option=True),), "m")
    assert _triggers((among, plain, enabled), {"win": "none"}) == (("y", True, True), ("win", "none", False))
    on_option = Constraint(ConstraintKind.EXCLUDES, (Cond("opt", option=True),), (Cond("x"),), "m")
    always = Constraint(ConstraintKind.REQUIRES, (), (Cond("x"),), "m")
    assert _triggers((plain, on_option), {}) is None and _triggers((always, plain), {}) is None
