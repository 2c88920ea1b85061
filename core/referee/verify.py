"""Referee verification: a player's claim checked against the computed score.

A :class:`Claim` is what the player announced: the items (ids, or names in any of the four
languages, an item repeated as often as it is claimed), the total in the rule set's unit
and the amount the winner receives, each optional. :func:`verify` compares it with the
:class:`~core.engine.score.Score` of the hand and returns a :class:`Verdict`: agreement, or every
difference with its reason taken from the result (``shared/spec/batch.md``, "Claims").

Nothing here knows a rule set. The items a claim can name are those the rule set scores in
the unit of its total (MCR fan, riichi han, Taiwanese 台): riichi's fu and points rows are
not claimed, they follow from the han and the tiles. Names and definitions come from the
rule set's own table, so the messages are in the user's language.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.engine.schema import ItemInfo, RuleSet
from core.engine.score import NO_REASON, Item, Names, Score, Suppressed, names
from core.model.errors import HandError
from core.model.names import separated
from core.model.package_data import read_text
from core.rules import get_rules

#: every kind of difference, as the batch spec names them
KINDS: tuple[str, ...] = ("not_in_hand", "missed", "suppressed", "count", "total", "received", "unknown_item")

#: the most item names one claim may hold (a hand has a few dozen at the very most)
MAX_CLAIM_ITEMS = 200
#: the longest name one claimed item may be
MAX_NAME = 100


class ClaimError(HandError):
    """A claim that cannot be read: not an object, an item that is not text, a total that is
    not a whole number."""

    code = "bad_claim"


@dataclass(frozen=True, slots=True)
class Claim:
    """What the player announced. ``items``: as entered (ids or names), one entry per time an
    item is claimed; ``total`` and ``received``: ``None`` when not claimed."""

    items: tuple[str, ...] = ()
    total: int | None = None
    received: int | None = None

    @property
    def empty(self) -> bool:
        return not self.items and self.total is None and self.received is None

    @classmethod
    def from_dict(cls, data: Any) -> Claim:
        """The ``claim`` object of a batch line; a mistake raises :class:`ClaimError` naming the field."""
        if not isinstance(data, Mapping):
            raise ClaimError(f'field \'claim\' must be an object like {{"items": ["pinfu"], "total": 2}}, not {data!r}')
        unknown = set(data) - {"items", "total", "received"}
        if unknown:
            raise ClaimError(
                f"field 'claim' has unknown key(s) {', '.join(sorted(map(str, unknown)))}; "
                f"its keys are items, total, received"
            )
        raw = data.get("items", [])
        if raw is None:
            raw = []
        if not isinstance(raw, list):
            raise ClaimError(f"field 'claim.items' must be a list of item ids or names, not {raw!r}")
        if len(raw) > MAX_CLAIM_ITEMS:
            raise ClaimError(f"field 'claim.items' lists {len(raw)} items; at most {MAX_CLAIM_ITEMS}")
        for i, name in enumerate(raw):
            if not isinstance(name, str) or not name.strip():
                raise ClaimError(f"field 'claim.items'[{i}] must be an item id or name, not {name!r}")
            if len(name) > MAX_NAME:
                raise ClaimError(f"field 'claim.items'[{i}] is {len(name)} characters long; at most {MAX_NAME}")
        return cls(tuple(raw), _whole(data.get("total"), "claim.total"), _whole(data.get("received"), "claim.received"))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"items": list(self.items)}
        if self.total is not None:
            out["total"] = self.total
        if self.received is not None:
            out["received"] = self.received
        return out


def _whole(value: Any, field: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ClaimError(f"field {field!r} must be a whole number, not {value!r}")
    if abs(value) > 10**9:
        raise ClaimError(f"field {field!r} is out of range: {value}")
    return value


@dataclass(frozen=True, slots=True)
class Difference:
    """One way the claim differs from the score. ``id``: the item (``None`` for a total, a
    payment or a name that matches nothing); ``by``: for ``suppressed``, the item that rules
    the claimed one out; ``name``: the text the claim gave, for ``unknown_item``."""

    kind: str
    id: str | None
    message: Names
    by: str | None = None
    name: str | None = None

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "id": self.id, "message": self.message.get(lang)}
        if self.by is not None:
            out["by"] = self.by
        if self.name is not None:
            out["name"] = self.name
        return out


@dataclass(frozen=True, slots=True)
class Verdict:
    """The claim checked: every difference, in the order claimed items, missed items, total,
    payment. No difference: the claim agrees."""

    claim: Claim
    differences: tuple[Difference, ...]

    @property
    def agrees(self) -> bool:
        return not self.differences

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"agrees": self.agrees, "differences": [d.to_dict(lang) for d in self.differences]}

    def record(self) -> dict[str, Any]:
        """The verdict to keep with a recorded hand: :meth:`to_dict` in English, each difference
        with its ``messages`` in every language as well (a sheet is read in any of them)."""
        out = self.to_dict("en")
        for d, diff in zip(out["differences"], self.differences):
            d["messages"] = {lang: diff.message.get(lang) for lang in ("en", "zh-Hans", "zh-Hant", "ja")}
        return out

    def summary(self) -> Names:
        """One line: the claim agrees, or how many differences it has."""
        if self.agrees:
            return _AGREES
        return _DIFFERS.format(places=_counted_as(len(self.differences), _PLACE, _PLACES))


# --- the messages -------------------------------------------------------------------------

_AGREES = names(
    "The claim agrees with the score.", "申报与计分一致。", "申報與計分一致。", "申告は計算と一致しています。"
)
_DIFFERS = names(
    "The claim differs from the score in {places}.",
    "申报与计分有 {places}不同。",
    "申報與計分有 {places}不同。",
    "申告と計算に {places}の違いがあります。",
)
# a count with its word, the English in the singular or the plural (the others have none)
_PLACE = names("{n} place", "{n} 处", "{n} 處", "{n} か所")
_PLACES = names("{n} places", "{n} 处", "{n} 處", "{n} か所")
_TIME = names("{n} time", "{n} 次", "{n} 次", "{n} 回")
_TIMES = names("{n} times", "{n} 次", "{n} 次", "{n} 回")


def _counted_as(n: int, one: Names, many: Names) -> Names:
    """``n`` with its word: "1 place", "2 places"; "2 处", "2 か所"."""
    return (one if n == 1 else many).format(n=n)


_NOT_IN_HAND = names(
    "{name} is claimed, but the hand does not have it.",
    "申报了{name}，但这手牌没有。",
    "申報了{name}，但這手牌沒有。",
    "{name}の申告がありますが、この手にはありません。",
)
_NOT_IN_HAND_DEF = names(
    "{name} is claimed, but the hand does not have it. {name}: {definition}",
    "申报了{name}，但这手牌没有。{name}：{definition}",
    "申報了{name}，但這手牌沒有。{name}：{definition}",
    "{name}の申告がありますが、この手にはありません。{name}：{definition}",
)
_MISSED = names(
    "{name} ({value} {unit}) counts in this hand but is not claimed.",
    "这手牌有{name}（{value} {unit}），但没有申报。",
    "這手牌有{name}（{value} {unit}），但沒有申報。",
    "この手には{name}（{value}{unit}）がありますが、申告されていません。",
)
_MISSED_N = names(
    "{name} ({value} {unit}) counts {counted} times in this hand but is not claimed.",
    "这手牌有{name}（{value} {unit}）{counted} 次，但没有申报。",
    "這手牌有{name}（{value} {unit}）{counted} 次，但沒有申報。",
    "この手には{name}（{value}{unit}）が {counted} 回ありますが、申告されていません。",
)
_SUPPRESSED = names(
    "{name} is claimed, but it does not count here: {why}.",
    "申报了{name}，但此处不计：{why}。",
    "申報了{name}，但此處不計：{why}。",
    "{name}の申告がありますが、ここでは数えません：{why}。",
)
_COUNT = names(
    "{name} is claimed {claimed}; it counts {counted} in this hand.",
    "{name}申报了 {claimed}，这手牌计 {counted}。",
    "{name}申報了 {claimed}，這手牌計 {counted}。",
    "{name}は {claimed}申告されていますが、この手では {counted}です。",
)
_COUNT_SUPPRESSED = names(
    "{name} is claimed {claimed}; it counts {counted} in this hand, the rest do not count: {why}.",
    "{name}申报了 {claimed}，这手牌计 {counted}，其余不计：{why}。",
    "{name}申報了 {claimed}，這手牌計 {counted}，其餘不計：{why}。",
    "{name}は {claimed}申告されていますが、この手では {counted}で、残りは数えません：{why}。",
)
_TOTAL = names(
    "The claimed total is {claimed} {unit}; the hand is worth {total} {unit}.",
    "申报合计 {claimed} {unit}，这手牌是 {total} {unit}。",
    "申報合計 {claimed} {unit}，這手牌是 {total} {unit}。",
    "申告の合計は {claimed}{unit}ですが、この手は {total}{unit}です。",
)
_NOT_A_WIN = names(
    "The claim is a win, but the hand is not: {verdict}",
    "申报和牌，但这手牌不能和：{verdict}",
    "申報胡牌，但這手牌不能胡：{verdict}",
    "和了の申告ですが、この手は和了になりません：{verdict}",
)
_RECEIVED = names(
    "The claimed amount received is {claimed}; the winner receives {received} ({payments}).",
    "申报收取 {claimed}，和牌者应收 {received}（{payments}）。",
    "申報收取 {claimed}，胡牌者應收 {received}（{payments}）。",
    "申告の受け取りは {claimed} ですが、和了者の受け取りは {received} です（{payments}）。",
)
_RECEIVED_NONE = names(
    "The claimed amount received is {claimed}; the hand is not a win and receives nothing.",
    "申报收取 {claimed}，但这手牌不能和，什么也不收。",
    "申報收取 {claimed}，但這手牌不能胡，什麼也不收。",
    "申告の受け取りは {claimed} ですが、和了にならないので受け取りはありません。",
)
_UNKNOWN = names(
    "\u201c{name}\u201d is no item of {rules}.",
    "\u201c{name}\u201d不是{rules}的番种或项目。",
    "\u201c{name}\u201d不是{rules}的番種或項目。",
    "\u201c{name}\u201dは{rules}の役・項目にありません。",
)
_AMBIGUOUS = names(
    "\u201c{name}\u201d could be {choices}: give the id.",
    "\u201c{name}\u201d可能是{choices}：请用 id。",
    "\u201c{name}\u201d可能是{choices}：請用 id。",
    "\u201c{name}\u201dは{choices}のどれか分かりません：id で指定してください。",
)
_OR = names(" or ", "或", "或", "・")
_LIST_SEP = names(", ", "，", "，", "、")


#: what separates claimed items in typed text: commas, enumeration commas, semicolons, lines
_SEPARATORS = re.compile(r"[,，、;；\n]+")
#: a repeat written after a name: "幺九刻 x2", "Dora×3", "dora *2"
_REPEAT = re.compile(r"^(.*?)\s*[x×*]\s*([0-9]+)\s*$", re.IGNORECASE)


# the refusals of typed claims, in every language (the window shows them)
_E_REPEAT = names(
    "claimed item “{item}” is repeated {times} times; 1 to 20 are possible",
    "申报的项目“{item}”重复了 {times} 次；只能是 1 到 20 次",
    "申報的項目「{item}」重複了 {times} 次；只能是 1 到 20 次",
    "申告の項目「{item}」が {times} 回繰り返されています。1〜20 回までです",
)
_E_LONG_NAME = names(
    "claimed item “{item}…” is {length} characters long; at most {most}",
    "申报的项目“{item}…”长 {length} 个字符；最多 {most} 个",
    "申報的項目「{item}…」長 {length} 個字元；最多 {most} 個",
    "申告の項目「{item}…」は {length} 文字です。最大 {most} 文字です",
)
_E_MANY = names(
    "the claim lists more than {most} items",
    "申报的项目超过 {most} 个",
    "申報的項目超過 {most} 個",
    "申告の項目が {most} を超えています",
)


def parse_claim_items(text: str) -> tuple[str, ...]:
    """The claimed items of typed text: names or ids separated by commas (``,``, ``，``,
    ``、``), semicolons or lines, each optionally followed by a repeat (``x2``, ``×2``).

    ``"清一色, 一般高, 自摸"`` gives three items, ``"Dora x2"`` gives ``("Dora", "Dora")``."""
    out: list[str] = []
    for part in _SEPARATORS.split(text):
        part = part.strip()
        if not part:
            continue
        m = _REPEAT.match(part)
        times = 1
        if m and m.group(1).strip():
            part, times = m.group(1).strip(), int(m.group(2))
            if not 1 <= times <= 20:
                msg = _E_REPEAT.format(item=part, times=times)
                raise ClaimError(msg.en, names=msg)
        if len(part) > MAX_NAME:
            msg = _E_LONG_NAME.format(item=part[:20], length=len(part), most=MAX_NAME)
            raise ClaimError(msg.en, names=msg)
        out.extend([part] * times)
        if len(out) > MAX_CLAIM_ITEMS:
            msg = _E_MANY.format(most=MAX_CLAIM_ITEMS)
            raise ClaimError(msg.en, names=msg)
    return tuple(out)


# --- finding items by name ------------------------------------------------------------------

#: what a typed name may differ by: case, width, spaces, hyphens, dots, apostrophes
_IGNORED = re.compile(r"[\s\-_.·・'’‘`]+")


def normalize_name(text: str) -> str:
    """A name as compared: NFKC (full-width letters and digits as ASCII), case-folded, without
    spaces, hyphens, dots and apostrophes ("Half-Flush", "half flush" and "ＨＡＬＦＦＬＵＳＨ" are one)."""
    return _IGNORED.sub("", unicodedata.normalize("NFKC", text).casefold())


def claimable_sections(rules: RuleSet) -> frozenset[str]:
    """The sections whose items a claim names: those counted in the unit of the total."""
    unit = rules.layout.unit
    return frozenset(s.id for s in rules.layout.sections if s.unit == unit)


def _section_of(rules: RuleSet, section: str) -> str:
    specs = rules.layout.sections
    return section or (specs[0].id if specs else "")


def claimable(rules: RuleSet) -> tuple[ItemInfo, ...]:
    """The items a claim may name: those the rule set counts in the unit of its total."""
    sections = claimable_sections(rules)
    return tuple(i for i in rules.items() if _section_of(rules, i.section) in sections)


def claim_words(rule_set: str) -> dict[str, tuple[str, ...]]:
    """The words players say for the items of a rule set, beside their names, by item id
    (``core/referee/data/claim_words.toml``: "tsumo", "aka", 自摸, タンヤオ, 門清一摸三 ...)."""
    global _WORDS
    if _WORDS is None:
        import tomllib  # (here: the words are read when a claim is first checked)

        global _TOGETHER
        data = tomllib.loads(read_text("core.referee.data", "claim_words.toml"))
        together = data.pop(_TOGETHER_TABLE, {})
        _TOGETHER = {
            name: {normalize_name(word): tuple(ids) for word, ids in table.items()} for name, table in together.items()
        }
        _WORDS = {name: {item: tuple(words) for item, words in table.items()} for name, table in data.items()}
    return _WORDS.get(rule_set, {})


def claim_phrases(rule_set: str) -> dict[str, tuple[str, ...]]:
    """The words that name several items at once, normalized, with the ids they name (the
    table ``together`` of ``claim_words.toml``: 門清一摸三 is 門清 and 不求自摸)."""
    claim_words(rule_set)  # (read with the words)
    return (_TOGETHER or {}).get(rule_set, {})


_WORDS: dict[str, dict[str, tuple[str, ...]]] | None = None
_TOGETHER: dict[str, dict[str, tuple[str, ...]]] | None = None
#: the table of claim_words.toml that holds the words naming several items, by rule set
_TOGETHER_TABLE = "together"


def _index(rules: RuleSet) -> dict[str, tuple[str, ...]]:
    """Each normalized id, name and spoken word of a claimable item, with the ids it may stand
    for (a word two items share stands for both: ambiguous)."""
    cached = _INDEXES.get(rules.name)
    if cached is None:
        found: dict[str, list[str]] = {}
        words = claim_words(rules.name)
        for info in claimable(rules):
            keys = {normalize_name(info.id)}
            keys.update(
                normalize_name(n) for n in (info.names.en, info.names.zh_hans, info.names.zh_hant, info.names.ja)
            )
            keys.update(normalize_name(w) for w in words.get(info.id, ()))
            for key in keys:
                if key and info.id not in found.setdefault(key, []):
                    found[key].append(info.id)
        cached = _INDEXES[rules.name] = {k: tuple(v) for k, v in found.items()}
    return cached


_INDEXES: dict[str, dict[str, tuple[str, ...]]] = {}


def lookup(rules: RuleSet, text: str) -> tuple[str, ...]:
    """The ids a typed name stands for: one when it is an id or a name of one item, several
    when it is ambiguous, none when it matches nothing. An id always wins over a name."""
    key = normalize_name(text)
    infos = {i.id for i in claimable(rules)}
    if text.strip() in infos:
        return (text.strip(),)
    return _index(rules).get(key, ())


#: the mark before the ids of a word that names several items at once (not alternatives)
_ALL = "*"


def _ids_of(rules: RuleSet, text: str, own: Mapping[str, str]) -> tuple[str, ...]:
    """The ids a claimed text stands for: one item, several to choose from (ambiguous), or
    :data:`_ALL` then the items it names together; () when it is none."""
    together = claim_phrases(rules.name).get(normalize_name(text))
    if together:
        return (_ALL, *together)
    ids = lookup(rules, text)
    if not ids and normalize_name(text) in own:
        ids = (own[normalize_name(text)],)
    return ids


def _readings(rules: RuleSet, items: tuple[str, ...], own: Mapping[str, str]) -> list[tuple[str, tuple[str, ...]]]:
    """Each claimed text with its ids. A text that is no item but whose words are ("riichi tsumo
    tanyao aka", written without commas) is read as those items, the longest known phrase
    first, so a name of several words ("menzen tsumo") stays one item."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for text in items:
        ids = _ids_of(rules, text, own)
        words = text.split()
        if not ids and len(words) > 1:
            pieces = _split_known(rules, words, own)
            if pieces is not None:
                out.extend(pieces)
                continue
        out.append((text, ids))
    return out


def _split_known(rules: RuleSet, words: list[str], own: Mapping[str, str]) -> list[tuple[str, tuple[str, ...]]] | None:
    """``words`` read from the left as known phrases, the longest first at each place; None
    when some word belongs to no known phrase."""
    out: list[tuple[str, tuple[str, ...]]] = []
    i = 0
    while i < len(words):
        for j in range(len(words), i, -1):
            phrase = " ".join(words[i:j])
            ids = _ids_of(rules, phrase, own)
            if ids:
                out.append((phrase, ids))
                i = j
                break
        else:
            return None
    return out


# --- the comparison --------------------------------------------------------------------------


def _counted(score: Score, rules: RuleSet) -> dict[str, Item]:
    """The counted items of the claimable sections, by id (an id counted in several entries
    is summed into one)."""
    sections = claimable_sections(rules)
    out: dict[str, Item] = {}
    for it in score.items:
        if _section_of(rules, it.section) not in sections:
            continue
        prev = out.get(it.id)
        out[it.id] = it if prev is None else Item(it.id, it.names, it.value, prev.count + it.count, it.section)
    return out


def verify(score: Score, claim: Claim, rules: RuleSet | None = None) -> Verdict:
    """Every difference between ``claim`` and ``score`` (see the module docstring)."""
    rules = rules or get_rules(score.rules)
    infos = {i.id: i for i in claimable(rules)}
    counted = _counted(score, rules)
    # names of everything the score mentions (its own names first: they carry the options' values)
    label: dict[str, Names] = {i: info.names for i, info in infos.items()}
    label.update({it.id: it.names for it in score.items})
    label.update({s.id: s.names for s in score.suppressed if s.id not in label})
    suppressed: dict[str, Suppressed] = {}
    for s in score.suppressed:
        suppressed.setdefault(s.id, s)
    unit = score.layout.unit
    diffs: list[Difference] = []

    # names as the score gives them (a streak's "連2拉2") stand for their items too
    own = {
        normalize_name(n): it.id
        for it in counted.values()
        for n in (it.id, it.names.en, it.names.zh_hans, it.names.zh_hant, it.names.ja)
    }
    claimed: dict[str, int] = {}
    for text, ids in _readings(rules, claim.items, own):
        if len(ids) > 1 and ids[0] == _ALL:  # a word that names several items: each is claimed
            for id_ in ids[1:]:
                claimed[id_] = claimed.get(id_, 0) + 1
        elif len(ids) == 1:
            claimed[ids[0]] = claimed.get(ids[0], 0) + 1
        elif not ids:
            diffs.append(Difference("unknown_item", None, _UNKNOWN.format(name=text, rules=rules.title), name=text))
        else:
            choices = separated([label[i] for i in ids], _OR)
            diffs.append(Difference("unknown_item", None, _AMBIGUOUS.format(name=text, choices=choices), name=text))

    for id_, n in claimed.items():
        name = label[id_]
        have = counted.get(id_)
        gone = suppressed.get(id_)
        if have is None and gone is not None:
            diffs.append(
                Difference("suppressed", id_, _SUPPRESSED.format(name=name, why=_why(gone, label)), by=gone.by)
            )
        elif have is None:
            definition = infos[id_].definition if id_ in infos else None
            message = (
                _NOT_IN_HAND_DEF.format(name=name, definition=definition)
                if definition is not None
                else _NOT_IN_HAND.format(name=name)
            )
            diffs.append(Difference("not_in_hand", id_, message))
        elif have.count != n:
            if n > have.count and gone is not None:
                diffs.append(
                    Difference(
                        "suppressed",
                        id_,
                        _COUNT_SUPPRESSED.format(
                            name=name,
                            claimed=_counted_as(n, _TIME, _TIMES),
                            counted=_counted_as(have.count, _TIME, _TIMES),
                            why=_why(gone, label),
                        ),
                        by=gone.by,
                    )
                )
            else:
                diffs.append(
                    Difference(
                        "count",
                        id_,
                        _COUNT.format(
                            name=name,
                            claimed=_counted_as(n, _TIME, _TIMES),
                            counted=_counted_as(have.count, _TIME, _TIMES),
                        ),
                    )
                )

    if claim.items:  # a claim that names no item says nothing of missed ones
        for id_, have in counted.items():
            if id_ not in claimed:
                template = _MISSED if have.count == 1 else _MISSED_N
                diffs.append(
                    Difference(
                        "missed", id_, template.format(name=have.names, value=have.value, unit=unit, counted=have.count)
                    )
                )

    if not score.win:
        diffs.append(Difference("total", None, _NOT_A_WIN.format(verdict=score.headline.text)))
    elif claim.total is not None and claim.total != score.total:
        diffs.append(Difference("total", None, _TOTAL.format(claimed=claim.total, total=score.total, unit=unit)))

    if claim.received is not None and claim.received != score.received:
        if score.win:
            payments = separated([_payment(p.names, p.amount) for p in score.payments], _LIST_SEP)
            diffs.append(
                Difference(
                    "received",
                    None,
                    _RECEIVED.format(claimed=claim.received, received=score.received, payments=payments),
                )
            )
        else:
            diffs.append(Difference("received", None, _RECEIVED_NONE.format(claimed=claim.received)))
    return Verdict(claim, tuple(diffs))


def _why(gone: Suppressed, label: Mapping[str, Names]) -> Names:
    """Why a suppressed item does not count: the rule set's words, or the item that rules it out."""
    if gone.why != NO_REASON or gone.by is None:
        return gone.why
    by = label.get(gone.by, Names(gone.by, gone.by, gone.by, gone.by))
    return _RULED_OUT.format(by=by)


_RULED_OUT = names("{by} rules it out", "{by}已包含或排除它", "{by}已包含或排除它", "{by}が優先します")
_PAYMENT = names("{role} {amount}", "{role} {amount}")


def _payment(role: Names, amount: int) -> Names:
    return _PAYMENT.format(role=role, amount=amount)
