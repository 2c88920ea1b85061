"""The yardstick for build.py and benchmarks/bench_gui.py --frozen: a bare PySide6 window,
bundled by PyInstaller with no trimming. ``--self-test`` exits at once; ``--first-paint`` shows
the window at the scorer's size, paints it once and exits, as ``mahjong-scorer --first-paint``."""

import sys

from PySide6.QtWidgets import QApplication, QMainWindow

app, window = QApplication(sys.argv), QMainWindow()
window.resize(1280, 860)
window.show()
if "--first-paint" in sys.argv:
    app.processEvents()
    window.grab()
    sys.exit(0)
sys.exit(0 if "--self-test" in sys.argv else app.exec())
