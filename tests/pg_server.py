"""A PostgreSQL server of the tests' own: a cluster made with Debian's ``postgresql`` package in
a temporary folder, listening on loopback at a free port (as the ``postgres`` user when the
tests run as root, as the server refuses root), with a database per test. ``.ci/run`` installs
the package and sets ``MJSCORE_REQUIRE_POSTGRES=1``, so there a missing server fails the tests
instead of skipping them."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

REQUIRE_ENV = "MJSCORE_REQUIRE_POSTGRES"


def _bin(name: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return found[-1] if found else shutil.which(name)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """A running cluster: :meth:`url` of a new database, :meth:`restart`, :meth:`stop`."""

    def __init__(self) -> None:
        initdb, self.pg_ctl = _bin("initdb"), _bin("pg_ctl")
        if initdb is None or self.pg_ctl is None:
            raise RuntimeError("PostgreSQL's initdb and pg_ctl are not installed (Debian: apt-get install postgresql)")
        self.folder = Path(tempfile.mkdtemp(prefix="mjscore-pg-"))
        self.data = self.folder / "data"
        self.port = _free_port()
        self.as_postgres = os.geteuid() == 0
        if self.as_postgres:
            shutil.chown(self.folder, "postgres", "postgres")
        self._run([initdb, "-D", str(self.data), "-A", "trust", "-U", "mjscore", "-E", "UTF8", "--no-sync"])
        # the tests' owner login needs no password; a station's login must give its own
        (self.data / "pg_hba.conf").write_text(
            "local all mjscore trust\nhost all mjscore 127.0.0.1/32 trust\n"
            "local all all scram-sha-256\nhost all all 127.0.0.1/32 scram-sha-256\n"
        )
        self.start()
        self.databases = 0

    def _run(self, argv: list[str]) -> None:
        if self.as_postgres:
            argv = ["runuser", "-u", "postgres", "--", *argv]
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100"
        assert self.pg_ctl is not None
        self._run([self.pg_ctl, "-D", str(self.data), "-o", options, "-l", str(self.folder / "log"), "-w", "start"])

    def stop(self, mode: str = "fast") -> None:
        assert self.pg_ctl is not None
        self._run([self.pg_ctl, "-D", str(self.data), "-m", mode, "-w", "stop"])

    @contextlib.contextmanager
    def away(self) -> Iterator[None]:
        """The server stopped for a while (an immediate stop), and started again whatever happens."""
        self.stop("immediate")
        try:
            yield
        finally:
            self.start()

    def restart(self) -> None:
        self.stop("immediate")
        self.start()

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://mjscore@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        import psycopg

        self.databases += 1
        name = f"t{os.getpid()}_{self.databases}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def close(self) -> None:
        try:
            self.stop("immediate")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def server_or_skip() -> Server:
    """A new server, or the test skipped with the reason (failed where the tests require one)."""
    try:
        import psycopg  # noqa: F401

        return Server()
    except (ImportError, RuntimeError, subprocess.CalledProcessError, OSError) as e:
        why = e.stderr.decode(errors="replace") if isinstance(e, subprocess.CalledProcessError) and e.stderr else e
        if os.environ.get(REQUIRE_ENV):
            pytest.fail(f"no PostgreSQL server for the tests: {why}")
        pytest.skip(f"no PostgreSQL server for the tests: {why}")
