"""Editable tables (issue 28): a preset file sets any item's value, switches any item on or
off, builds on another preset, and the result names the table that scored it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.engine.schema import EditableItem, RuleSet, preset_file_text
from core.model.errors import HandError, OptionError, PresetError
from core.model.notation import parse_hand
from core.referee.batch_format import inputs_of, result_object
from core.referee.examples import example_record
from core.referee.preset_files import save_preset_file
from core.rules import get_rules
from core.shells.cli import format_score, main

RULES = ("mcr", "riichi", "taiwan")


def _bumped(info: EditableItem) -> Any:
    """An edit that gives the item another value: one step more (an adjustment one less)."""
    if info.adjustment:
        return info.value - 1
    if info.split and info.open_value is not None and info.open_value != info.value:
        return {"closed": info.value + info.step, "open": info.open_value + info.step}
    return info.value + info.step


def _toml(v: Any) -> str:
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml(x)}" for k, x in v.items()) + " }"
    return json.dumps(v)


def _write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize("rules", RULES)
def test_a_preset_file_sets_the_value_of_every_item(rules: str, tmp_path: Path) -> None:
    r = get_rules(rules)
    items = r.editable_items()
    assert len(items) >= 40
    edits = {i.id: _bumped(i) for i in items}
    body = "\n".join(f"{k} = {_toml(v)}" for k, v in edits.items())
    path = _write(tmp_path, "all.toml", f'[preset.all]\nen = "Every item changed"\n[preset.all.items]\n{body}\n')
    (preset,) = r.read_preset_file(path)
    options = r.preset_as_options(preset)
    listed = {i.id: i for i in r.items(options)}
    for info in items:
        want = info.value - 1 if info.adjustment else info.value + info.step
        assert listed[info.id].value == want, info.id
    table = r.table_name(r.check_options(options))
    assert (table.preset, table.file, table.changed) == ("all", str(path), ())
    desc = r.describe(options)
    assert desc["table"] == {"preset": "all", "file": str(path), "changed": []}


@pytest.mark.parametrize("rules", RULES)
def test_a_preset_file_switches_every_item_off_and_on(rules: str, tmp_path: Path) -> None:
    r = get_rules(rules)
    items = r.editable_items()
    body = "\n".join(f"{i.id} = false" for i in items)
    path = _write(tmp_path, "off.toml", f'[preset.off]\nen = "Nothing counts"\n[preset.off.items]\n{body}\n')
    (preset,) = r.read_preset_file(path)
    assert not any(i.on for i in r.items(r.preset_as_options(preset)))
    # every item the default table leaves out, switched on where a yes/no option or nothing gates it
    off = [i for i in items if not i.on]
    options_of_several = {f.key for f in r.option_fields if f.type.value != "bool"}
    can = [i for i in off if i.gate is None or i.gate not in options_of_several]
    if can:
        body = "\n".join(f"{i.id} = true" for i in can)
        path = _write(tmp_path, "on.toml", f'[preset.on]\nen = "More counts"\n[preset.on.items]\n{body}\n')
        (preset,) = r.read_preset_file(path)
        on = {i.id for i in r.items(r.preset_as_options(preset)) if i.on}
        assert {i.id for i in can} <= on


def _examples(rules: str) -> list[tuple[EditableItem, dict[str, Any]]]:
    r = get_rules(rules)
    out = []
    for info in r.editable_items():
        rec = example_record(rules, info.id)
        if rec is not None:
            out.append((info, rec))
    return out


def _score(rec: dict[str, Any], items: dict[str, Any]) -> Any:
    r, hand, context, options = inputs_of(rec)
    return r.score(hand, context, {**options, "items": {**dict(options.get("items") or {}), **items}})


@pytest.mark.parametrize("rules", RULES)
def test_every_item_scores_at_the_value_the_preset_gives_and_not_at_all_when_off(rules: str) -> None:
    """Each item with an example hand (all but the few listed in the closing note): scored with
    its value changed, it counts at the new value; switched off, it does not count."""
    found = _examples(rules)
    assert len(found) >= {"mcr": 80, "riichi": 75, "taiwan": 40}[rules]
    for info, rec in found:
        before = _score(rec, {})
        assert before.item(info.id) is not None, info.id
        changed = _score(rec, {info.id: _bumped(info)})
        it = changed.item(info.id)
        assert it is not None, info.id
        closed = changed.hand.is_concealed or not info.split
        want = info.value - 1 if info.adjustment else (info.value if closed else info.open_value or 0) + info.step
        assert it.value == want, info.id
        assert [c for c in changed.table.changed if c.startswith("items.")] == [f"items.{info.id}"]
        try:
            off = _score(rec, {info.id: False})
        except HandError:  # (the item was the hand's only way to be a win)
            continue
        assert off.item(info.id) is None, info.id
        assert all(s.id != info.id for s in off.suppressed), info.id


def test_mcr_totals_follow_the_edited_values_flowers_included() -> None:
    mcr = get_rules("mcr")
    hand = parse_hand("123m456m789m123p5p+5p 1f2f")
    plain = mcr.score(hand, {"self_drawn": True})
    assert plain.total == 27 and plain.item("flower_tiles").value == 1
    edited = mcr.score(hand, {"self_drawn": True}, {"items": {"flower_tiles": 2, "pure_straight": 20}})
    assert edited.total == 27 + 4 + 2
    assert edited.total == sum(it.subtotal for it in edited.items)
    no_flowers = mcr.score(hand, {"self_drawn": True}, {"items": {"flower_tiles": False}})
    assert no_flowers.total == 25 and no_flowers.item("flower_tiles") is None
    # the chicken hand switched off: a hand of nothing else scores nothing, a false win
    chicken = parse_hand("123m678p5z [234s] [777m] +5z")  # only 单钓: with it off, 无番和
    assert mcr.score(chicken, None, {"items": {"single_wait": False}}).item("chicken_hand") is not None
    off = mcr.score(chicken, None, {"items": {"single_wait": False, "chicken_hand": False}})
    assert off.items == () and not off.win


def test_mcr_an_item_a_yes_no_option_gates_switches_the_option_on() -> None:
    mcr = get_rules("mcr")
    hand = parse_hand("123m456m789m123p5p+5p")
    with pytest.raises(HandError):  # 天和 needs the blessings option
        mcr.score(hand, {"self_drawn": True, "initial_win": "heaven"})
    with pytest.raises(HandError):  # a value alone: the option still decides
        mcr.score(hand, {"self_drawn": True, "initial_win": "heaven"}, {"items": {"blessing_of_heaven": 40}})
    s = mcr.score(
        hand,
        {"self_drawn": True, "initial_win": "heaven"},
        {"items": {"blessing_of_heaven": {"value": 40, "on": True}}},
    )
    assert s.item("blessing_of_heaven").value == 40
    assert s.table.changed == ("blessings", "items.blessing_of_heaven")
    with pytest.raises(OptionError, match="blessings"):
        mcr.score(hand, {"self_drawn": True}, {"blessings": False, "items": {"blessing_of_heaven": True}})


def test_riichi_open_and_closed_values_and_yakuman_in_thirteens() -> None:
    r = get_rules("riichi")
    with pytest.raises(OptionError, match=r"counts 2 closed and 1 open"):
        r.check_options({"items": {"sanshoku": 3}})
    with pytest.raises(OptionError, match="multiple of 13"):
        r.check_options({"items": {"daisangen": 14}})
    with pytest.raises(OptionError, match="the option renhou"):
        r.check_options({"items": {"renhou": True}})
    with pytest.raises(OptionError, match="write false"):
        r.check_options({"items": {"riichi": 0}})
    with pytest.raises(OptionError, match="did you mean"):
        r.check_options({"items": {"ippatu": 2}})
    # sanshoku: 3 closed, 2 open
    closed = parse_hand("123m123p123s456m7z+7z")
    opened = parse_hand("123m123p456m7z+7z [123s]")
    edits = {"items": {"sanshoku": {"closed": 3, "open": 2}}}
    assert r.score(closed, {"riichi": True}, edits).item("sanshoku").value == 3
    assert r.score(opened, {}, edits).item("sanshoku").value == 2
    # tanyao closed only: an open tanyao no longer counts, and a closed one still does
    only = {"items": {"tanyao": {"open": False}}}
    assert r.score(parse_hand("234m234p567s2s+2s [678m]"), {}, only).reason == "no_yaku"
    assert r.score(parse_hand("234m234p567s678m2s+2s"), {"riichi": True}, only).item("tanyao") is not None
    # an edited value never switches open tanyao on where the option leaves it off
    kuitan_off = {"open_tanyao": False, "items": {"tanyao": 2}}
    assert r.score(parse_hand("234m234p567s2s+2s [678m]"), {}, kuitan_off).reason == "no_yaku"
    # a double yakuman by value
    big = r.score(parse_hand("555z666z777z11m22m+2m"), {}, {"items": {"daisangen": 26}})
    assert big.figures.yakuman == 2


def test_taiwan_the_dealers_payment_follows_the_edited_values() -> None:
    t = get_rules("taiwan")
    hand = parse_hand("123m456m789m123p456p1s+1s")
    ctx = {"self_drawn": True, "seat_wind": "S", "dealer_streak": 2}
    plain = t.score(hand, ctx)
    edited = t.score(hand, ctx, {"items": {"dealer": 3, "dealer_streak": 1}})
    dealer_pay = dict(plain.pay)["dealer"] - dict(plain.pay)["non_dealer"]
    assert dealer_pay == (1 + 2 * 2) * 10
    assert dict(edited.pay)["dealer"] - dict(edited.pay)["non_dealer"] == (3 + 1 * 2) * 10
    off = t.score(hand, ctx, {"items": {"dealer": False, "dealer_streak": False}})
    assert dict(off.pay)["dealer"] == dict(off.pay)["non_dealer"]


def test_presets_build_on_a_base_and_say_what_is_wrong_where(tmp_path: Path) -> None:
    r = get_rules("riichi")
    path = _write(
        tmp_path,
        "house.toml",
        """
[preset.house]
en = "House"
base = "tenhou"
[preset.house.options]
aka = false
[preset.house.items]
houtei = 2

[preset.harsher]
en = "Harsher"
base = "house"
[preset.harsher.items]
menzen_tsumo = false
""",
    )
    house, harsher = r.read_preset_file(path)
    tenhou = dict(r.preset_options("tenhou"))
    assert dict(house.options)["double_yakuman"] is tenhou["double_yakuman"] is False
    assert dict(house.options)["aka"] is False
    assert {e.id for e in dict(harsher.options)["items"]} == {"houtei", "menzen_tsumo"}
    assert harsher.base == "house"

    def error(text: str) -> PresetError:
        with pytest.raises(PresetError) as e:
            r.read_preset_file(_write(tmp_path, "bad.toml", text))
        return e.value

    e = error('[preset.a]\nen = "A"\n[preset.a.items]\nriichi = 1\nippatu = 2\n')
    assert (e.line, e.field) == (5, "ippatu") and "bad.toml, line 5" in str(e) and "ippatsu" in str(e)
    e = error('[preset.a]\nen = "A"\nbase = "nowhere"\n')
    assert (e.line, e.field) == (3, "base") and "nowhere" in str(e)
    e = error('[preset.a]\nen = "A"\nbase = "b"\n[preset.b]\nen = "B"\nbase = "a"\n')
    assert "circle" in str(e) and e.field == "base"
    e = error('[preset.a]\nen = "A"\n[preset.a.items]\nsanshoku = { closed = 3, opne = 2 }\n')
    assert (e.line, e.field) == (4, "sanshoku") and "opne" in str(e)


def test_options_that_name_a_preset_take_its_options_and_say_what_they_change() -> None:
    r = get_rules("riichi")
    hand = parse_hand("234m456p678s22z34m+5m")
    s = r.score(hand, {"self_drawn": True, "riichi": True}, {"preset": "tenhou", "kiriage": True})
    assert (s.table.preset, s.table.file, s.table.changed) == ("tenhou", "", ("kiriage",))
    assert s.table.describe() == "Tenhou (preset tenhou); changed: Kiriage mangan"  # the option's name
    out = result_object("x", s)
    assert out["table"] == {"preset": "tenhou", "file": None, "changed": ["kiriage"]}
    assert "table: Tenhou (preset tenhou); changed: Kiriage mangan" in format_score(s)
    assert "点数表: 天鳳 (プリセット tenhou); 変更: 切り上げ満貫" in format_score(s, "ja")
    plain = r.score(hand, {"self_drawn": True, "riichi": True})
    assert plain.table.preset == "" and plain.table.changed == ()
    with pytest.raises(OptionError, match="no preset 'tenho'"):
        r.check_options({"preset": "tenho"})
    with pytest.raises(OptionError, match="needs the option preset"):
        r.check_options({"preset_file": "/nowhere.toml"})
    with pytest.raises(HandError, match="nowhere.toml"):
        r.check_options({"preset": "x", "preset_file": "/nowhere.toml"})


def test_the_command_line_lists_and_scores_under_a_preset_file(tmp_path: Path, capsys: Any) -> None:
    path = _write(
        tmp_path, "t.toml", '[preset.t]\nen = "T"\n[preset.t.items]\nconcealed_self_draw = 5\nlast_tile = false\n'
    )
    assert main(["rules", "taiwan", "--preset-file", str(path), "--json"]) == 0
    desc = json.loads(capsys.readouterr().out)
    items = {i["id"]: i for i in desc["items"]}
    assert items["concealed_self_draw"]["value"] == 5 and items["last_tile"]["on"] is False
    assert desc["table"]["file"] == str(path)
    assert main(["rules", "taiwan", "--preset-file", str(path)]) == 0
    text = capsys.readouterr().out
    assert f"table: T (preset t, file {path})" in text and "  (off" in text
    assert (
        main(
            [
                "score",
                "--rules",
                "taiwan",
                "123m456m789m123p456p1s+1s",
                "self_drawn=true",
                "--preset-file",
                str(path),
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert {i["id"]: i["value"] for i in out["items"]}["concealed_self_draw"] == 5
    assert out["table"] == {"preset": "t", "file": str(path), "changed": []}
    batch_in = _write(
        tmp_path,
        "in.jsonl",
        json.dumps(
            {
                "id": 1,
                "rules": "taiwan",
                "hand": "123m456m789m123p456p1s",
                "win": "1s",
                "context": {"self_drawn": True},
                "options": {"preset": "t", "preset_file": str(path)},
            }
        )
        + "\n",
    )
    assert main(["batch", str(batch_in)]) == 0
    line = json.loads(capsys.readouterr().out)
    assert {i["id"]: i["value"] for i in line["items"]}["concealed_self_draw"] == 5


@pytest.mark.parametrize("rules", RULES)
def test_saved_options_read_back_as_the_same_table(rules: str, tmp_path: Path) -> None:
    r: RuleSet = get_rules(rules)
    first = r.editable_items()[0]
    opts = r.check_options({"preset": r.presets[0].key, "items": {first.id: False}})
    name = "<b>\"House\"</b> =cmd|' /C calc'!A0 \u202eevil\n[preset.x]"
    p = save_preset_file(r, tmp_path / "saved.toml", "saved", name, opts)
    assert p.names.en == name  # the name is the user's text, kept as text
    again = r.check_options(r.preset_as_options(p))
    assert {k: v for k, v in again.items() if k not in ("preset", "preset_file")} == {
        k: v for k, v in opts.items() if k not in ("preset", "preset_file")
    }
    assert "[preset.x]" not in preset_file_text(r, "saved", "x", {**opts, "preset": r.presets[0].key}).split(
        "\n[preset.saved]"
    )[0].replace("# It was", "")
    assert not [f for f in tmp_path.iterdir() if f.name.startswith(".")]  # no file left beside it
    with pytest.raises(PresetError, match="cannot write"):
        save_preset_file(r, tmp_path, "saved", "x", opts)  # a folder at the path
    with pytest.raises(PresetError, match="key"):
        save_preset_file(r, tmp_path / "k.toml", "a b", "x", opts)


def test_the_options_listed_under_a_preset_are_the_ones_in_force(tmp_path: Path, capsys: Any) -> None:
    """`mjscore rules taiwan --preset-file F` listed every option at its default, 10 a tai,
    where the preset set 20 and the scores used 20."""
    path = _write(tmp_path, "t.toml", '[preset.t]\nen = "T"\noptions = { tai_value = 20 }\n')
    assert main(["rules", "taiwan", "--preset-file", str(path)]) == 0
    lines = [line.split() for line in capsys.readouterr().out.splitlines() if line.startswith("  tai_value ")]
    assert lines and lines[0][:5] == ["tai_value", "int", "set", "to", "20"] and lines[0][-1] == "10)"
    assert main(["rules", "taiwan", "--preset-file", str(path), "--json"]) == 0
    options = {o["key"]: o for o in json.loads(capsys.readouterr().out)["options"]}
    assert options["tai_value"]["value"] == 20 and options["tai_value"]["default"] == 10
    assert options["base"]["value"] == options["base"]["default"]
