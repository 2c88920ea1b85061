"""A small TCP proxy of the tests' own, on loopback, between a program and a server on this
machine: it forwards bytes both ways until told to cut the network. A cut is a *blackhole*
(the connections stay open, nothing passes either way: what a pulled cable or a stalled router
does) or a *reset* (every connection is closed). Only 127.0.0.1 is ever connected to."""

from __future__ import annotations

import select
import socket
import threading
import time


class Proxy:
    """Listens on 127.0.0.1 at :attr:`port` and forwards to 127.0.0.1:``target``."""

    def __init__(self, target: int) -> None:
        self.target = target
        self._listener = socket.socket()
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(64)
        self.port = int(self._listener.getsockname()[1])
        self.blackhole = False
        self._stopped = False
        self._pairs: list[tuple[socket.socket, socket.socket]] = []
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, url: str, port: int) -> str:
        """``url`` (a server's address at ``port``) made to go through the proxy."""
        return url.replace(f":{port}/", f":{self.port}/")

    def _accept(self) -> None:
        while not self._stopped:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            try:
                server = socket.create_connection(("127.0.0.1", self.target), timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._pairs.append((client, server))
            threading.Thread(target=self._pump, args=(client, server), daemon=True).start()

    def _pump(self, a: socket.socket, b: socket.socket) -> None:
        ends = {a: b, b: a}
        try:
            while not self._stopped:
                if self.blackhole:  # (nothing read, nothing sent: the bytes wait in the buffers)
                    time.sleep(0.05)
                    continue
                ready, _, _ = select.select(list(ends), [], [], 0.05)
                for s in ready:
                    data = s.recv(65536)
                    if not data:
                        return
                    ends[s].sendall(data)
        except OSError:
            return
        finally:
            for s in (a, b):
                try:
                    s.close()
                except OSError:
                    pass

    def reset(self) -> None:
        """Close every connection now (the proxy still takes new ones)."""
        with self._lock:
            pairs, self._pairs = self._pairs, []
        for pair in pairs:
            for s in pair:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                    s.close()
                except OSError:
                    pass

    def close(self) -> None:
        self._stopped = True
        self._listener.close()
        self.reset()
