#!/usr/bin/env bash
# The .deb as a Debian or Ubuntu user meets it: built from dist/mahjong-scorer/ (run
# packaging/build.py first), installed with apt-get (which checks its Depends), started as
# /usr/bin/mahjong-scorer on the real X11 platform (xcb) under Xvfb for the self-test and a
# screenshot in Japanese, then removed: afterwards dpkg knows no file of it and /opt is clean.
#
#     bash packaging/linux/deb_smoke.sh     # as root, with apt-get; uses $PYTHON, else .venv/bin/python
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON=${PYTHON:-.venv/bin/python}
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "deb_smoke: needs root and apt-get (it installs and removes the package)" >&2
    exit 2
fi
export DEBIAN_FRONTEND=noninteractive
rm -f dist/mahjong-scorer_*.deb
"$PYTHON" packaging/build_deb.py
deb=$(ls dist/mahjong-scorer_*.deb)
dpkg-deb -I "$deb" | sed -n '/Package:/,/Description:/p'
if [ "$(dpkg-deb -f "$deb" Recommends)" != "fonts-noto-cjk" ]; then
    echo "deb_smoke: the package does not recommend fonts-noto-cjk" >&2
    exit 1
fi
apt-get install -y -qq --no-install-recommends xvfb xauth >/dev/null
# (without its Recommends: the program as on a machine with no CJK font, the bundled one alone)
apt-get install -y -qq --no-install-recommends "./$deb" >/dev/null
echo "+ installed: $(dpkg-query -W -f='${Package} ${Version} ${Status}' mahjong-scorer)"
test -x /usr/bin/mahjong-scorer
shot=$(mktemp -d)/deb-ja.png
xvfb-run -a -s "-screen 0 1280x900x24" env QT_QPA_PLATFORM=xcb /usr/bin/mahjong-scorer --self-test
xvfb-run -a -s "-screen 0 1280x900x24" env QT_QPA_PLATFORM=xcb \
    /usr/bin/mahjong-scorer --screenshot "$shot" --rules mcr --hand "123m456p789s1112z+2z" --lang ja
"$PYTHON" packaging/check_screenshot.py "$shot" deb_smoke
if [ -n "${DEB_SMOKE_SHOT:-}" ]; then cp "$shot" "$DEB_SMOKE_SHOT"; fi
apt-get remove -y -qq --purge mahjong-scorer >/dev/null
if dpkg -L mahjong-scorer >/dev/null 2>&1; then
    echo "deb_smoke: dpkg still lists files of mahjong-scorer after its removal" >&2
    exit 1
fi
for left in /opt/mahjong-scorer /usr/bin/mahjong-scorer /usr/share/applications/mahjong-scorer.desktop; do
    if [ -e "$left" ] || [ -L "$left" ]; then
        echo "deb_smoke: $left is left after the removal" >&2
        exit 1
    fi
done
echo "deb_smoke: installed, started (self-test, screenshot) and removed cleanly"
