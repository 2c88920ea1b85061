# ruff: noqa: F401
# (a re-export shim: the rest of gui/ imports every name here)
"""The one place through which the GUI reaches Qt (like Anki's ``aqt.qt``).

Everything in ``gui/`` imports Qt names from here, so a change of binding or version is
made once.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRectF,
    QSettings,
    QSize,
    Qt,
    QTimer,
    QTranslator,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QIcon,
    QImage,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStatusBar,
    QTableView,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)



def tr(text: str) -> str:
    """Translate UI text. One empty context for the whole window, as pyside6-lupdate
    extracts ``tr("...")`` calls outside classes."""
    return QCoreApplication.translate("", text)


__all__ = [name for name in dir() if name[0].isupper()] + ["tr"]
