#!/usr/bin/env bash
# Build the one-folder bundle and run its self-test offscreen; prints the bundle size.
# Exit status non-zero when the build or the self-test fails.
#
#     bash packaging/ci_smoke.sh              # uses $PYTHON, else .venv/bin/python, else python3
#     bash packaging/ci_smoke.sh --pure-core  # the bundle with the Python-source core (no compiler)
#
# Needs PyInstaller in that Python: pip install -e . -r packaging/requirements.txt
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PYTHON:-}" ]; then
    if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
pure=""
if [ "${1:-}" = "--pure-core" ]; then pure="--pure-core"; fi
"$PYTHON" packaging/build.py --no-compare $pure
exe=dist/mahjong-scorer/mahjong-scorer
[ -x "$exe" ] || exe="$exe.exe"
echo "+ QT_QPA_PLATFORM=offscreen $exe --self-test"
status=0
log=$(mktemp)
QT_QPA_PLATFORM=offscreen "$exe" --self-test > "$log" 2>&1 || status=$?
cat "$log"
if [ "$status" -ne 0 ]; then
    echo "packaged app self-test FAILED (exit status $status)" >&2
    exit 1
fi
if [ -n "$pure" ]; then
    if ! grep -q "self-test core: Python source" "$log"; then
        echo "the --pure-core bundle does not run the Python-source core" >&2
        exit 1
    fi
elif command -v cc >/dev/null 2>&1 && ! grep -q "self-test core: compiled" "$log"; then
    echo "a C compiler is here, yet the bundle does not run the compiled core" >&2
    exit 1
fi
echo "packaged app self-test ok"
