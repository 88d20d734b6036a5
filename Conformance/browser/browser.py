"""Headless Chromium over the DevTools protocol, through a pipe (no dependency beyond Python).

Chromium started with --remote-debugging-pipe reads NUL-terminated JSON commands from fd 3
and writes NUL-terminated JSON replies and events to fd 4.
"""

import json
import os
import shutil
import subprocess
import tempfile


class Chromium:
    """One headless browser with one page, driven over its debugging pipe."""

    def __init__(self, executable="chromium"):
        self.profile = tempfile.mkdtemp(prefix="fields-browser-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire_fds():
            # Copies first: a pipe end may already be fd 3 or 4, and dup2 onto itself would
            # keep its close-on-exec flag.
            commands, replies = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(commands, 3)
            os.dup2(replies, 4)

        self.process = subprocess.Popen(
            [
                executable,
                "--headless",
                "--no-sandbox",  # we run as root in a container
                "--disable-gpu",
                "--no-first-run",
                "--no-default-browser-check",
                "--lang=en-US",
                "--remote-debugging-pipe",
                f"--user-data-dir={self.profile}",
                "about:blank",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=wire_fds,
            close_fds=False,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        target = next(
            t for t in self.call("Target.getTargets")["targetInfos"] if t["type"] == "page"
        )
        self.session = self.call(
            "Target.attachToTarget", targetId=target["targetId"], flatten=True, session=False
        )["sessionId"]
        self.version = self.call("Browser.getVersion", session=False)["product"]

    def call(self, method, session=True, **params):
        """Sends one command and returns its result; events on the way are dropped."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise RuntimeError("Chromium closed its debugging pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def evaluate(self, expression):
        """Evaluates a script in the page and returns its value (JSON-compatible)."""
        result = self.call(
            "Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        try:
            self.call("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        os.close(self.to_browser)
        os.close(self.from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)
