"""Trim the ICU data library that PySide6's Linux wheels ship (libicudata.so.NN, ~32 MB).

Qt's core library links ICU, and ICU's data library is a third of the whole bundle, yet Qt
reads very little of it: collation (QCollator), legacy text codecs (QStringConverter),
locale-aware case mapping. This app uses none of them directly. The trimmed library keeps

- every converter table (*.cnv), so any text codec Qt can decode from ICU still works;
- collation (coll/), time-zone names (zone/, for QTimeZone::displayName) and locale data
  for root, English, Japanese and Chinese (the UI languages), plus the normalization,
  Unicode property and supplemental data;

and drops the trees ICU needs only for its own formatting APIs, which Qt does not call
(language/region/currency/unit display names, break-iterator dictionaries,
transliteration, spell-out rules), and other languages' locale, collation and zone-name
data (ICU then falls back to root, as it does for any locale it has no data for: a Swedish
QCollator sorts by the root order).

How: read the ``icudtNN_dat`` symbol out of the library (the common-data package that
``icupkg`` reads and writes), rewrite the package with the items kept, and link it into a
new ``libicudata.so.NN`` exporting the same symbol with a C compiler (``cc``, or ``$CC``).
Pure Python apart from the compiler; returns None (keep the original library) when any
step is not possible, so a build never fails for it.

    python packaging/icu_trim.py LIBICUDATA OUTDIR   # stand-alone, prints what it kept
"""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

DROP_TREES = {"lang", "region", "curr", "unit", "translit", "rbnf", "brkitr"}
KEEP_LANGUAGES = {"root", "en", "ja", "zh"}
ALWAYS_KEEP = {"root.res", "res_index.res", "pool.res"}
_LOCALE_RES = re.compile(r"^([a-z]{2,3})(_[A-Za-z0-9]*)*\.res$")
_SYMBOL = re.compile(rb"^icudt\d+_dat$")


def keep_item(name: str) -> bool:
    """``name`` is a package item without the package prefix, e.g. ``coll/ja.res``."""
    parts = name.split("/")
    if len(parts) > 1 and parts[0] in DROP_TREES:
        return False
    base = parts[-1]
    if base in ALWAYS_KEEP:
        return True
    m = _LOCALE_RES.match(base)
    if m and m.group(1) not in KEEP_LANGUAGES:
        return False
    return True


# --- ELF: where the data symbol lives -----------------------------------------------------


def find_symbol(blob: bytes) -> tuple[str, int, int] | None:
    """(symbol name, file offset, size) of ``icudtNN_dat`` in an ELF64 little-endian file."""
    if blob[:4] != b"\x7fELF" or blob[4] != 2 or blob[5] != 1:
        return None
    shoff = struct.unpack_from("<Q", blob, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", blob, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", blob, shoff + i * shentsize) for i in range(shnum)]
    for sh in sections:
        if sh[1] != 11:  # SHT_DYNSYM
            continue
        strtab = sections[sh[6]]
        for off in range(sh[4], sh[4] + sh[5], sh[9] or 24):
            st_name, _info, _other, _shndx, value, size = struct.unpack_from("<IBBHQQ", blob, off)
            start = strtab[4] + st_name
            name = blob[start : blob.index(b"\0", start)]
            if _SYMBOL.match(name):
                for sec in sections:  # address -> file offset, through the section holding it
                    addr, offset, length = sec[3], sec[4], sec[5]
                    if sec[1] != 8 and addr <= value < addr + length:  # not SHT_NOBITS
                        return name.decode(), offset + value - addr, size
    return None


# --- ICU common data package ("CmnD") ---------------------------------------------------


def read_package(data: bytes) -> tuple[bytes, str, list[tuple[str, bytes]]]:
    """(header bytes, package prefix, [(item name, item bytes)]) of a little-endian package."""
    header_size = struct.unpack_from("<H", data, 0)[0]
    if data[2:4] != b"\xda\x27" or data[8] != 0 or data[12:16] != b"CmnD":
        raise ValueError("not a little-endian ICU common data package")
    count = struct.unpack_from("<I", data, header_size)[0]
    toc = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_off, data_off) in enumerate(toc):
        start = header_size + name_off
        name = data[start : data.index(b"\0", start)].decode("ascii")
        end = header_size + toc[i + 1][1] if i + 1 < count else len(data)
        items.append((name, data[header_size + data_off : end]))
    prefix = items[0][0].split("/", 1)[0] if items else ""
    return data[:header_size], prefix, items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package with these items, laid out as icupkg does (names, then 16-aligned data)."""
    items = sorted(items, key=lambda it: it[0].encode("ascii"))  # ICU binary-searches the TOC
    count = len(items)
    names = b""
    name_offsets = []
    base = 4 + 8 * count  # offsets count from the start of the table of contents
    for name, _ in items:
        name_offsets.append(base + len(names))
        names += name.encode("ascii") + b"\0"
    pos = base + len(names)
    pad = (-(len(header) + pos)) % 16
    pos += pad
    body = b""
    data_offsets = []
    for _, item in items:
        data_offsets.append(pos + len(body))
        body += item + b"\0" * ((-len(item)) % 16)
    toc = struct.pack("<I", count) + b"".join(struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets))
    return header + toc + names + b"\0" * pad + body


def trim_package(data: bytes) -> tuple[bytes, str, int, int]:
    """(trimmed package, package prefix such as ``icudt73l``, items kept, items in all)."""
    header, prefix, items = read_package(data)
    kept = [(n, b) for n, b in items if keep_item(n[len(prefix) + 1 :])]
    return write_package(header, kept), prefix, len(kept), len(items)


# --- the new library ----------------------------------------------------------------------


def build_library(symbol: str, package: Path, out: Path, soname: str) -> bool:
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        return False
    asm = out.parent / f"{out.name}.S"
    asm.write_text(
        "\t.section .rodata\n"
        f"\t.globl {symbol}\n"
        f"\t.type {symbol}, %object\n"
        "\t.balign 16\n"
        f"{symbol}:\n"
        f'\t.incbin "{package}"\n'
        f"\t.size {symbol}, . - {symbol}\n"
        '\t.section .note.GNU-stack,"",%progbits\n',
        encoding="ascii",
    )
    cmd = [cc, "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o", str(out), str(asm)]
    return subprocess.run(cmd, capture_output=True).returncode == 0


def trim_icu_data(library: str | os.PathLike[str], out_dir: str | os.PathLike[str]) -> Path | None:
    """A trimmed copy of ``library`` in ``out_dir`` (same file name and soname), or None."""
    src = Path(library)
    out_dir = Path(out_dir)
    try:
        blob = src.read_bytes()
        found = find_symbol(blob)
        if found is None:
            return None
        symbol, offset, size = found
        trimmed, prefix, kept, total = trim_package(blob[offset : offset + size])
        out_dir.mkdir(parents=True, exist_ok=True)
        package = out_dir / f"{prefix}.dat"  # the name icupkg expects, for inspection
        package.write_bytes(trimmed)
        out = out_dir / src.name
        if not build_library(symbol, package.resolve(), out, src.name):
            return None
        check = find_symbol(out.read_bytes())
        if check is None or out.read_bytes()[check[1] : check[1] + check[2]] != trimmed:
            return None
    except (OSError, ValueError, struct.error, IndexError):
        return None
    print(
        f"icu_trim: {src.name}: kept {kept} of {total} data items, {size / 1e6:.1f} MB -> {len(trimmed) / 1e6:.1f} MB"
    )
    return out


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    result = trim_icu_data(sys.argv[1], sys.argv[2])
    print(result or "icu_trim: not trimmed (see the docstring for what is needed)")
    sys.exit(0 if result else 1)
