#!/usr/bin/env python3
"""Make a Debian package from the one-folder build (run packaging/build.py first).

    python packaging/build_deb.py [--dist dist/mahjong-scorer] [--out dist] [--version V]

Installs the bundle to /opt/mahjong-scorer, a /usr/bin/mahjong-scorer symlink, the .desktop
file in /usr/share/applications and the icons in /usr/share/icons/hicolor/NxN/apps; writes
dist/mahjong-scorer_<version>_<arch>.deb with dpkg-deb (needs dpkg-deb and readelf, from
dpkg and binutils).

``Depends:`` is computed, not guessed: every shared library that a bundled ELF file links
to (readelf -d, NEEDED) and that the bundle does not carry itself must be a system library
named in SONAME_PACKAGES below, or the build stops and says which one is missing there;
libc6 gets the highest GLIBC_x.y symbol version the bundle asks for. The package names are
Debian's (and Ubuntu's); on releases after the 64-bit time_t transition the renamed
"t64" packages provide them. ``Recommends: fonts-noto-cjk`` (RECOMMENDS): the full CJK font
for names beyond the bundled subset.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "mahjong-scorer"
PREFIX = Path("opt") / NAME
ICON_SIZES = (256, 128, 64, 48)
MAINTAINER = "Mahjong Scorer maintainers <maintainers@mahjong-scorer.invalid>"

GLIBC = {
    "libc.so.6",
    "libm.so.6",
    "libdl.so.2",
    "libpthread.so.0",
    "librt.so.1",
    "libutil.so.1",
    "libresolv.so.2",
    "ld-linux-x86-64.so.2",
    "ld-linux-aarch64.so.1",
    "ld-linux-armhf.so.3",
}
#: system library (soname) -> Debian package. The bundle leaves these to the system
#: (see SYSTEM_LIBS in mahjong-scorer.spec; PyInstaller never bundles glibc, libGL, libEGL).
SONAME_PACKAGES = {
    # X11 / xcb: what Qt's xcb platform plugin (platforms/libqxcb.so) and libQt6XcbQpa need
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libXext.so.6": "libxext6",
    "libXrender.so.1": "libxrender1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    # Wayland platform plugin
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    # OpenGL / EGL (libQt6Gui links them even for raster drawing)
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    # fonts, images, compression
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libpng16.so.16": "libpng16-16",
    "libz.so.1": "zlib1g",
    "libbz2.so.1.0": "libbz2-1.0",
    "liblzma.so.5": "liblzma5",
    "libzstd.so.1": "libzstd1",
    "liblz4.so.1": "liblz4-1",
    "libexpat.so.1": "libexpat1",
    "libbrotlicommon.so.1": "libbrotli1",
    "libbrotlidec.so.1": "libbrotli1",
    # D-Bus, GLib (Qt's event loop), C++ runtime
    "libdbus-1.so.3": "libdbus-1-3",
    "libsystemd.so.0": "libsystemd0",
    "libgcrypt.so.20": "libgcrypt20",
    "libgpg-error.so.0": "libgpg-error0",
    "libcap.so.2": "libcap2",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libgmodule-2.0.so.0": "libglib2.0-0",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libbsd.so.0": "libbsd0",
    "libmd.so.0": "libmd0",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    # only when the bundle does not carry them
    "libffi.so.8": "libffi8",
    "libssl.so.3": "libssl3",
    "libcrypto.so.3": "libssl3",
}

#: not needed, but installed with the program unless the user says no: the full Noto Sans CJK,
#: for the characters of a player's name beyond the bundled subset (GB 2312, Big5, JIS X 0208;
#: issue 41). The program never needs it to start: the bundled font draws every label.
RECOMMENDS = ("fonts-noto-cjk",)

DESCRIPTION = """\
Scores mahjong hands exactly and explains why
 Tells a player or a referee, at the table, exactly what a mahjong hand is worth
 and why: every scoring element that counts, every one that matched but does not
 count and which element rules it out, the reading of the hand that was chosen,
 the total and the payments. Chinese Official rules (MCR, 81 fan); English,
 Simplified Chinese, Traditional Chinese and Japanese interface.
 .
 A self-contained build (Python, Qt and PySide6 included) in /opt/mahjong-scorer."""

COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: mahjong-scorer

Files: *
License: MIT
Comment: The program. /opt/mahjong-scorer bundles third-party components under
 their own licenses: CPython (PSF-2.0), Qt 6 and PySide6 (LGPL-3.0-only), ICU
 (Unicode-3.0), and the Noto Sans CJK font subset in
 /opt/mahjong-scorer/_internal/assets/fonts (OFL-1.1, full text in OFL.txt there).
"""


def run(*cmd: str) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def depends(bundle: Path) -> list[str]:
    """The Depends: entries for the bundle, from the libraries its ELF files link to."""
    if shutil.which("readelf") is None:
        sys.exit("build_deb.py: readelf not found (install binutils)")
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    carried = {p.name for p in bundle.rglob("*")}
    needed: dict[str, set[str]] = {}
    glibc = (2, 17)
    for path in files:
        for soname in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", run("readelf", "-d", "-W", str(path))):
            needed.setdefault(soname, set()).add(str(path.relative_to(bundle)))
        for major, minor in re.findall(r"GLIBC_(\d+)\.(\d+)", run("readelf", "-V", "-W", str(path))):
            glibc = max(glibc, (int(major), int(minor)))
    packages: set[str] = set()
    unknown = []
    for soname, users in sorted(needed.items()):
        if soname in carried or soname in GLIBC:
            continue
        package = SONAME_PACKAGES.get(soname)
        if package is None:
            unknown.append(f"{soname} (needed by {', '.join(sorted(users)[:3])})")
        else:
            packages.add(package)
    if unknown:
        sys.exit("build_deb.py: no Debian package known for: " + "; ".join(unknown) + " -- add to SONAME_PACKAGES")
    return [f"libc6 (>= {glibc[0]}.{glibc[1]})"] + sorted(packages)


def stage(bundle: Path, root: Path) -> None:
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / PREFIX, symlinks=True)
    (root / "usr/bin").mkdir(parents=True)
    os.symlink(f"/{PREFIX}/{NAME}", root / "usr/bin" / NAME)
    apps = root / "usr/share/applications"
    apps.mkdir(parents=True)
    shutil.copy2(ROOT / "packaging/linux" / f"{NAME}.desktop", apps / f"{NAME}.desktop")
    for n in ICON_SIZES:
        dest = root / f"usr/share/icons/hicolor/{n}x{n}/apps"
        dest.mkdir(parents=True)
        shutil.copy2(ROOT / "packaging/linux/icons" / f"{NAME}-{n}.png", dest / f"{NAME}.png")
    doc = root / "usr/share/doc" / NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT, encoding="utf-8")
    for path in root.rglob("*"):  # dpkg wants sane modes whatever the umask was
        if path.is_symlink():
            continue
        if path.is_dir() or os.access(path, os.X_OK):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def installed_size_kib(root: Path) -> int:
    total = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    return (total + 1023) // 1024


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist" / NAME, help="the one-folder build")
    ap.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .deb goes")
    ap.add_argument("--version", help="package version (default: pyproject.toml's)")
    ap.add_argument("--maintainer", default=os.environ.get("DEB_MAINTAINER", MAINTAINER))
    args = ap.parse_args(argv)

    exe = args.dist / NAME
    if not exe.is_file():
        sys.exit(f"build_deb.py: {exe} not found: run python packaging/build.py first")
    if shutil.which("dpkg-deb") is None:
        sys.exit("build_deb.py: dpkg-deb not found (install dpkg)")
    version = args.version or tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]
    arch = run("dpkg", "--print-architecture").strip()
    deps = depends(args.dist)

    root = ROOT / "build" / "deb" / "root"
    stage(args.dist, root)
    control = root / "DEBIAN" / "control"
    control.parent.mkdir(parents=True)
    control.write_text(
        f"Package: {NAME}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {args.maintainer}\n"
        f"Installed-Size: {installed_size_kib(root)}\n"
        f"Depends: {', '.join(deps)}\n"
        f"Recommends: {', '.join(RECOMMENDS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {DESCRIPTION}\n",
        encoding="utf-8",
    )
    control.parent.chmod(0o755)
    args.out.mkdir(parents=True, exist_ok=True)
    deb = args.out / f"{NAME}_{version}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)], check=True)
    print(f"{deb} ({deb.stat().st_size / 1e6:.1f} MB)")
    print("Depends: " + ", ".join(deps))
    print("Recommends: " + ", ".join(RECOMMENDS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
