"""Whether a screenshot a packaged app wrote holds a drawn window: it exists, is at least
800x500, and has more than 50 colours (a blank or failed render has a handful).

    python packaging/check_screenshot.py SHOT.png [LABEL]

Used by packaging/linux/deb_smoke.sh and packaging/windows/wine_smoke.sh; exit 1 with the
reason when the picture is not one, after printing its size and colour count when it is.
"""

import sys

from PySide6.QtGui import QImage


def main(path: str, label: str) -> int:
    image = QImage(path)
    if image.isNull() or image.width() < 800 or image.height() < 500:
        print(f"{label}: the screenshot {path} is missing or too small", file=sys.stderr)
        return 1
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    if len(colours) < 50:
        print(f"{label}: the screenshot {path} has {len(colours)} colours: nothing was drawn", file=sys.stderr)
        return 1
    print(f"{label}: screenshot {path} {image.width()}x{image.height()}, {len(colours)} colours")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "check_screenshot"))
