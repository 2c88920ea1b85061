"""One connection to the store's PostgreSQL server as the program makes it: the timeouts and
TCP keepalives it asks for, the watchdog that gives up a connection whose server no longer
answers, the address said without its password, and what a failed connection means."""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Callable
from typing import Any, Final
from urllib.parse import urlsplit, urlunsplit

from core.referee.store_errors import StoreError

#: how long a station's statement waits for a lock another session holds, and how long any of its
#: statements may run, before the server gives up on it (set for each connection the program makes,
#: and for each station's login, :meth:`PgStore.add_station`, so that plain SQL gets them too)
LOCK_TIMEOUT_MS: Final = 3_000
STATEMENT_TIMEOUT_MS: Final = 30_000
IDLE_IN_TRANSACTION_MS: Final = 60_000

#: after how many seconds without an answer from the server a station says it waits, and after
#: how many it gives the connection up and tries again (a statement of the program's takes
#: milliseconds, a lock is waited for LOCK_TIMEOUT_MS: an answer this late is a network cut)
_SLOW_SECONDS: Final = 4.0
ANSWER_SECONDS: Final = 8.0


class _Watchdog:
    """Watches one transaction's connection: says the wait once the server has not answered for
    :data:`_SLOW_SECONDS`, and after ``patience`` seconds shuts the connection's socket down, so
    that the call waiting on it fails as a lost connection (a network cut reports nothing, and
    a blocked read of libpq waits for the system's TCP timeouts otherwise)."""

    def __init__(self, conn: Any, patience: float, say: Callable[[], None]) -> None:
        self.conn, self.patience, self.say = conn, patience, say
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)

    def __enter__(self) -> _Watchdog:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._done.set()
        self._thread.join()

    def _watch(self) -> None:
        if self._done.wait(_SLOW_SECONDS):
            return
        self.say()
        if self._done.wait(max(0.0, self.patience - _SLOW_SECONDS)):
            return
        try:  # (a duplicate of the descriptor: shutting it down ends the socket both share)
            fd = self.conn.pgconn.socket
            with socket.socket(fileno=os.dup(fd)) as s:
                s.shutdown(socket.SHUT_RDWR)
        except (OSError, AttributeError, ValueError):
            pass  # (closed already)
        except Exception:  # noqa: BLE001 - the driver's own error for a connection already gone
            pass


#: what each connection the program makes asks of the server and of the network: the timeouts
#: (a lock held by another session is waited for LOCK_TIMEOUT_MS, then said and tried again), and
#: TCP keepalives with a bound on unacknowledged data, so that a connection whose network is cut
#: is found dead in about 4 s, not when the system's two hours of keepalive run out
_SESSION: Final[dict[str, Any]] = {
    "options": (
        f"-c lock_timeout={LOCK_TIMEOUT_MS} -c statement_timeout={STATEMENT_TIMEOUT_MS} "
        f"-c idle_in_transaction_session_timeout={IDLE_IN_TRANSACTION_MS}"
    ),
    "keepalives": 1,
    "keepalives_idle": 2,
    "keepalives_interval": 1,
    "keepalives_count": 2,
    "tcp_user_timeout": 4000,
}


def redacted(url: str) -> str:
    """A server's address as messages show it: no password."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def _short(e: BaseException) -> str:
    text = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    return text if len(text) <= 160 else text[:157] + "..."


class _Adapter:
    """A psycopg connection as the store's logic asks for one (:class:`core.referee.store_rows.Conn`):
    ``?`` parameters (the store's statements hold no other ``?`` or ``%``)."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    def execute(self, sql: str, parameters: Any = (), /) -> Any:
        return self.conn.execute(sql.replace("?", "%s"), tuple(parameters))


#: what the server says when it refuses a login (its own words, in English: lc_messages C)
_LOGIN_REFUSALS: Final = (
    "password authentication failed",
    "no pg_hba.conf entry",
    "does not exist",
    "permission denied for database",
)


def _refused_login(e: BaseException) -> bool:
    """Whether a failed connection was the server refusing the login (not the server away)."""
    return getattr(e, "sqlstate", None) in ("28P01", "28000", "3D000", "42501") or any(
        words in str(e) for words in _LOGIN_REFUSALS
    )


def _server_words(e: BaseException) -> str:
    """The server's own sentence in an error of a connection (after its last ``FATAL:``)."""
    text = str(e).strip()
    return _short(Exception(text.rsplit("FATAL:", 1)[-1].strip())) if "FATAL:" in text else _short(e)


def _is_connection_error(e: StoreError) -> bool:
    """A store error raised while connecting (the server is not there yet)."""
    return e.names is not None and e.names.en.startswith("cannot reach the store's server")
