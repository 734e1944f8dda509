"""A bare WebSocket client of the keypad (standard library only), to time the server's
answer to a key without a browser's own work in between."""

import base64
import json
import os
import socket
import struct
import urllib.parse
import urllib.request


class KeypadSocket:
    def __init__(self, url):
        parts = urllib.parse.urlsplit(url)
        # The page gives a browser its cookie; the keypad talks only to browsers that have one.
        with urllib.request.urlopen(url) as response:
            cookie = response.headers["Set-Cookie"].split(";")[0]
        self.socket = socket.create_connection((parts.hostname, parts.port))
        self.socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall((
            f"GET /ws HTTP/1.1\r\nHost: {parts.netloc}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nCookie: {cookie}\r\n\r\n").encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self.socket.recv(4096)
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        assert head.startswith(b"HTTP/1.1 101"), head
        self.first = self.receive()

    def send(self, message):
        self._send_frame(0x1, json.dumps(message).encode())

    def _send_frame(self, opcode, data):
        assert len(data) < 126  # the keypad's messages, and pongs, are short
        mask = os.urandom(4)
        self.socket.sendall(
            bytes([0x80 | opcode, 0x80 | len(data)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def receive(self):
        """One message, its fragments joined. The server pings every open keypad now and
        then (every 30 s, all at once): a ping is answered and skipped, as a browser does."""
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            opcode = first & 0x0F
            if opcode == 0x9:  # ping
                self._send_frame(0xA, payload)
                continue
            if opcode == 0xA:  # an unasked pong
                continue
            if opcode == 0x8:
                raise ConnectionError(f"the server closed the keypad: {payload[2:].decode(errors='replace')}")
            message += payload
            if first & 0x80:
                return json.loads(message)

    def press(self, name):
        """Presses a key; its first answer (the screen the key makes at once)."""
        self.next_id = getattr(self, "next_id", 0) + 1
        self.send({"key": name, "id": self.next_id})
        while True:
            update = self.receive()
            if update.get("answers") == self.next_id:
                return update

    def settle(self):
        """Reads screens until nothing the keys asked for is still being calculated; the last one."""
        last = None
        while True:
            update = self.receive()
            last = update if "screen" in update else last
            if not update.get("calculating"):
                return last

    def close(self):
        self.socket.close()

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data
