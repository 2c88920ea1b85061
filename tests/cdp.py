"""Debian's headless ``chromium`` driven through its DevTools protocol with the standard library
alone (a WebSocket client of a few lines): open a page at a window size, read a value of the
page (``document.documentElement.scrollWidth``), take a screenshot. For the web site's
browser tests (issue 46); ``MJSCORE_REQUIRE_CHROMIUM=1`` (set by .ci/run) turns a missing
browser from a skip into a failure."""

from __future__ import annotations

import base64
import contextlib
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REQUIRE_ENV = "MJSCORE_REQUIRE_CHROMIUM"


def chromium_or_skip() -> str:
    """The browser's path; the test is skipped where there is none (failed where required)."""
    import pytest

    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get(REQUIRE_ENV) == "1":
            pytest.fail(f"{REQUIRE_ENV}=1 but no chromium is installed (Debian: apt-get install chromium)")
        pytest.skip("no chromium here (Debian: apt-get install chromium)")
    return found


class WebSocket:
    """A WebSocket client (RFC 6455) for one DevTools connection: text frames, masked."""

    def __init__(self, url: str) -> None:
        rest = url.removeprefix("ws://")
        host_port, _, path = rest.partition("/")
        host, _, port = host_port.partition(":")
        self.sock = socket.create_connection((host, int(port)), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("the browser closed the DevTools connection")
            head += chunk
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(head.decode(errors="replace"))

    def _exact(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("the browser closed the DevTools connection")
            data += chunk
        return data

    def send(self, text: str) -> None:
        payload = text.encode()
        n = len(payload)
        head = bytes([0x81])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self) -> str:
        message = b""
        while True:
            b0, b1 = self._exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._exact(8))[0]
            data = self._exact(n)
            opcode = b0 & 0x0F
            if opcode == 0x8:
                raise ConnectionError("the browser closed the DevTools connection")
            if opcode in (0x9, 0xA):  # (a ping or a pong: not a message)
                continue
            message += data
            if b0 & 0x80:
                return message.decode()

    def close(self) -> None:
        self.sock.close()


class Browser:
    """One headless chromium with one page, driven by DevTools commands (:meth:`call`)."""

    def __init__(self, executable: str) -> None:
        self.profile = tempfile.mkdtemp(prefix="mjscore-chromium-")
        self.process = subprocess.Popen(
            [
                executable,
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--hide-scrollbars",
                "--remote-debugging-port=0",
                f"--user-data-dir={self.profile}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        port_file = Path(self.profile) / "DevToolsActivePort"
        deadline = time.monotonic() + 60
        while not (port_file.is_file() and port_file.read_text().strip()) and time.monotonic() < deadline:
            time.sleep(0.05)
        port = int(port_file.read_text().split()[0])
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30) as r:
            targets = json.load(r)
        page = next(t for t in targets if t["type"] == "page")
        self.ws = WebSocket(page["webSocketDebuggerUrl"])
        self._id = 0
        self.call("Page.enable")
        self.call("Runtime.enable")

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self._id += 1
        self.ws.send(json.dumps({"id": self._id, "method": method, "params": params}))
        while True:
            reply = json.loads(self.ws.receive())
            if reply.get("id") == self._id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                result: dict[str, Any] = reply.get("result", {})
                return result

    def size(self, width: int, height: int, mobile: bool) -> None:
        self.call(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=mobile,
        )

    def open(self, url: str, languages: str = "") -> None:
        """Open ``url`` and wait until it and its fonts are loaded."""
        if languages:
            self.call(
                "Emulation.setUserAgentOverride", userAgent="Mozilla/5.0 HeadlessChrome", acceptLanguage=languages
            )
        self.call("Page.navigate", url=url)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            state = self.evaluate("document.readyState + ' ' + location.href")
            if state.startswith("complete") and "about:blank" not in state:
                break
            time.sleep(0.05)
        self.evaluate("document.fonts.ready.then(() => true)", wait=True)

    def evaluate(self, expression: str, wait: bool = False) -> Any:
        """``expression``'s value in the page (tried again while the page is navigating away)."""
        for _ in range(100):
            try:
                found = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=wait)
                return found.get("result", {}).get("value")
            except RuntimeError as e:
                if "navigated" not in str(e) and "context" not in str(e).lower():
                    raise
                time.sleep(0.05)
        raise RuntimeError(f"the page kept navigating: {expression}")

    def settled_path(self, away_from: str, timeout: float = 10.0) -> str:
        """The page's path once it has left ``away_from`` (a page that sends the browser on)
        and loaded, or ``away_from`` if it never left."""
        deadline = time.monotonic() + timeout
        path = str(self.evaluate("location.pathname"))
        while path == away_from and time.monotonic() < deadline:
            time.sleep(0.05)
            path = str(self.evaluate("location.pathname"))
        while self.evaluate("document.readyState") != "complete" and time.monotonic() < deadline:
            time.sleep(0.05)
        return path

    def screenshot(self, path: Path) -> None:
        data = self.call("Page.captureScreenshot", format="png")["data"]
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.ws.close()
        self.process.terminate()
        try:
            self.process.wait(20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


@contextlib.contextmanager
def browser(executable: str) -> Iterator[Browser]:
    b = Browser(executable)
    try:
        yield b
    finally:
        b.close()
