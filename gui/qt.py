# ruff: noqa: F401
# (a re-export shim: the rest of gui/ imports every name here)
"""The one place through which the GUI reaches Qt (like Anki's ``aqt.qt``).

Everything in ``gui/`` imports Qt names from here, so a change of binding or version is
made once.
"""

from __future__ import annotations

import typing

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
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
    QKeySequence,
    QPainter,
    QPixmap,
    QRawFont,
    QStandardItemModel,
    QTextLayout,
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
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

# Names the first window does not need (translations, settings, menus...) are looked up on
# first use: PySide6 builds a class's Python type, enums and all, when it is first named,
# which costs 0.1-0.6 ms a class at start-up.
_LATER = {
    "QByteArray": "PySide6.QtCore",
    "QEventLoop": "PySide6.QtCore",
    "QLibraryInfo": "PySide6.QtCore",
    "QLocale": "PySide6.QtCore",
    "QPoint": "PySide6.QtCore",
    "QSettings": "PySide6.QtCore",
    "QTimer": "PySide6.QtCore",
    "QTranslator": "PySide6.QtCore",
    "QFontMetrics": "PySide6.QtGui",
    "QFontMetricsF": "PySide6.QtGui",
    "QImage": "PySide6.QtGui",
    "QPalette": "PySide6.QtGui",
    "QPen": "PySide6.QtGui",
    "QPointF": "PySide6.QtCore",
    "QPolygonF": "PySide6.QtGui",
    "QStandardItem": "PySide6.QtGui",
    "QMenu": "PySide6.QtWidgets",
    "QDialog": "PySide6.QtWidgets",
    "QDialogButtonBox": "PySide6.QtWidgets",
    "QRadioButton": "PySide6.QtWidgets",
    "QFileDialog": "PySide6.QtWidgets",
    "QMessageBox": "PySide6.QtWidgets",
    "QSizePolicy": "PySide6.QtWidgets",
    "QStatusBar": "PySide6.QtWidgets",
    "QStyle": "PySide6.QtWidgets",
    "QStyledItemDelegate": "PySide6.QtWidgets",
    "QTableWidget": "PySide6.QtWidgets",
    "QTableWidgetItem": "PySide6.QtWidgets",
}

if typing.TYPE_CHECKING:
    from PySide6.QtCore import (
        QByteArray,
        QEventLoop,
        QLibraryInfo,
        QLocale,
        QPoint,
        QPointF,
        QSettings,
        QTimer,
        QTranslator,
    )
    from PySide6.QtGui import QFontMetrics, QFontMetricsF, QImage, QPalette, QPen, QPolygonF, QStandardItem
    from PySide6.QtWidgets import (
        QDialog,
        QDialogButtonBox,
        QFileDialog,
        QMenu,
        QMessageBox,
        QRadioButton,
        QSizePolicy,
        QStatusBar,
        QStyle,
        QStyledItemDelegate,
        QTableWidget,
        QTableWidgetItem,
    )
else:

    def __getattr__(name: str) -> typing.Any:
        module = _LATER.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        import importlib

        value = getattr(importlib.import_module(module), name)
        globals()[name] = value
        return value


def tr(text: str) -> str:
    """Translate UI text. One empty context for the whole window, as pyside6-lupdate
    extracts ``tr("...")`` calls outside classes."""
    return QCoreApplication.translate("", text)


__all__ = sorted({name for name in dir() if name[0].isupper()} | set(_LATER)) + ["tr"]
