"""The size baseline for build.py: a bare PySide6 window, bundled by PyInstaller with no trimming."""
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app, window = QApplication(sys.argv), QMainWindow()
window.show()
sys.exit(0 if "--self-test" in sys.argv else app.exec())
