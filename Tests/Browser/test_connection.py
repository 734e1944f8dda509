"""Browser tests of a page whose connection goes away: the server killed and started again,
and a network that drops every connection and refuses new ones for a while. The page says
"Reconnecting…" within 2 s, and a key pressed meanwhile is sent once the keypad is back, or,
when the server has forgotten the keypad (it restarted), refused in sight with a banner.
Also the help view. Run with the others by Tests/Browser/test_browser.py (scripts/test-browser).
"""

import os
import re
import socket
import subprocess
import tempfile
import threading
import time

from playwright.sync_api import expect

from test_browser import DESKTOP, PORTRAIT, display, key, settle, shot

CALCULATOR = os.environ.get("CALCULATOR", ".build/debug/calculator")


class Server:
    """A `calculator serve` of the test's own, on loopback, that can be killed and started
    again on the same port with the same history file."""

    def __init__(self):
        self.folder = tempfile.mkdtemp()
        self.port = 0
        self.process = None
        self.start()

    def start(self):
        # The port just let go may be taken for a moment: try again for up to a minute.
        for _ in range(120):
            log = open(os.path.join(self.folder, "server.log"), "w+")
            self.process = subprocess.Popen(
                [CALCULATOR, "serve", "--host", "127.0.0.1", "--port", str(self.port),
                 "--history", os.path.join(self.folder, "history.sqlite")],
                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
            for _ in range(600):
                log.seek(0)
                found = re.search(r"http://127\.0\.0\.1:(\d+)/", log.read())
                if found:
                    self.port = int(found.group(1))
                    return
                if self.process.poll() is not None:
                    break
                time.sleep(0.1)
            self.process.kill()
            self.process.wait()
            time.sleep(0.5)
        raise RuntimeError("the server did not start")

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"

    def kill(self):
        self.process.kill()  # SIGKILL: no goodbye to the page
        self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.kill()


class Network:
    """A TCP relay in front of a server: `down()` cuts every connection through it and
    refuses new ones until `up()`, as a dropped network would, while the server keeps its
    keypads."""

    def __init__(self, port):
        self.target = port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.sockets = set()
        self.lock = threading.Lock()
        self.working = True
        self.holding = False
        threading.Thread(target=self.accept, daemon=True).start()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"

    def accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self.working:
                client.close()
                continue
            try:
                server = socket.create_connection(("127.0.0.1", self.target))
            except OSError:
                client.close()
                continue
            with self.lock:
                self.sockets |= {client, server}
            threading.Thread(target=self.relay, args=(client, server), daemon=True).start()
            threading.Thread(target=self.relay, args=(server, client), daemon=True).start()

    def relay(self, source, target):
        try:
            while data := source.recv(65536):
                if not self.holding:  # held: what is sent is lost on the way
                    target.sendall(data)
        except OSError:
            pass
        for each in (source, target):
            try:
                each.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def down(self):
        self.working = False
        with self.lock:
            for each in self.sockets:
                try:
                    each.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.sockets.clear()

    def hold(self):
        self.holding = True

    def up(self):
        self.working = True
        self.holding = False

    def close(self):
        self.down()
        self.listener.close()


def open_at(browser, url, options=PORTRAIT):
    context = browser.new_context(**options)
    page = context.new_page()
    page.goto(url)
    settle(page)
    return context, page


def tap(page, *names):
    """Clicks keys without waiting for their answers (there may be no connection)."""
    for name in names:
        key(page, name).click()


def test_reconnecting_keeps_the_keys(browser):
    """The network drops: "Reconnecting…" within 2 s; keys pressed then are counted on the
    page and pressed, in order, on the same keypad once it is back."""
    server = Server()
    network = Network(server.port)
    try:
        context, page = open_at(browser, network.url)
        tap(page, "1", "+", "2")
        settle(page)
        expect(page.locator("#connection")).to_be_hidden()
        network.down()
        status = page.locator("#connection")
        expect(status).to_be_visible(timeout=2000)
        expect(status).to_contain_text("Reconnecting")
        expect(page.locator("body")).to_have_attribute("data-connected", "false")
        tap(page, "×")
        expect(status).to_contain_text("1 key will be sent when connected")
        tap(page, "4", "=")
        expect(status).to_contain_text("3 keys will be sent when connected")
        shot(page, "portrait-reconnecting")
        expect(display(page)).to_have_text("2")  # nothing pressed yet
        network.up()
        settle(page)
        expect(status).to_be_hidden()
        expect(display(page)).to_have_text("9")  # 1 + 2 × 4 =, on the same keypad
        expect(page.locator("#banner")).to_be_hidden()
        # Typed keys wait too, and a flood beyond the waiting line is refused in sight.
        network.down()
        expect(status).to_be_visible(timeout=2000)
        page.keyboard.type("1" * 100)
        expect(status).to_contain_text("100 keys will be sent when connected")
        page.keyboard.type("1")
        expect(page.locator("#toast")).to_be_visible()
        expect(page.locator("#toast")).to_have_text("Not connected: that key was not kept")
        expect(page.locator("body")).to_have_attribute("data-queued", "100")
        network.up()
        settle(page)
        expect(page.locator("#expression")).not_to_have_text("")
        context.close()
    finally:
        network.close()
        server.stop()


def test_keys_lost_on_the_way(browser):
    """A key sent just before the connection is lost, and never answered, may not have
    reached the server: the page says so while it reconnects, and the keypad's screen
    shows the truth once back."""
    server = Server()
    network = Network(server.port)
    try:
        context, page = open_at(browser, network.url)
        tap(page, "4")
        settle(page)
        network.hold()
        tap(page, "2")  # sent, lost on the way
        expect(page.locator("body")).to_have_attribute("data-pending", "1")
        network.down()
        status = page.locator("#connection")
        expect(status).to_be_visible(timeout=2000)
        expect(status).to_contain_text("1 key sent as the connection was lost may not have arrived")
        network.up()
        settle(page)
        expect(status).to_be_hidden()
        expect(display(page)).to_have_text("4")  # the server never had the 2
        context.close()
    finally:
        network.close()
        server.stop()


def test_server_killed_and_started_again(browser):
    """The server is killed: "Reconnecting…" within 2 s, a key pressed then waits in sight;
    the server started again has forgotten the keypad, so the key is refused with a banner
    that says so, and the new keypad works."""
    server = Server()
    try:
        context, page = open_at(browser, server.url)
        tap(page, "7", "×", "6", "=")
        settle(page)
        expect(display(page)).to_have_text("42")
        server.kill()
        status = page.locator("#connection")
        expect(status).to_be_visible(timeout=2000)
        expect(status).to_contain_text("Reconnecting")
        tap(page, "5")
        expect(status).to_contain_text("1 key will be sent when connected")
        page.wait_for_timeout(1500)  # the page keeps trying, and keeps saying so
        expect(status).to_contain_text("Reconnecting")
        server.start()
        settle(page)
        expect(status).to_be_hidden()
        banner = page.locator("#banner")
        expect(banner).to_be_visible()
        expect(banner).to_contain_text("keys pressed while the connection was lost were not pressed")
        expect(display(page)).to_have_text("0")  # the 5 was refused, not pressed on the new keypad
        shot(page, "portrait-server-restarted")
        tap(page, "1", "+", "2", "=")
        settle(page)
        expect(display(page)).to_have_text("3")
        page.locator("#history-button").click()
        expect(page.locator("#history-list li").first).to_contain_text("3")  # the history file is kept
        context.close()
    finally:
        server.stop()


def test_crowd_of_idle_sockets(browser):
    """1,000 idle WebSockets from 200 addresses (127.0.0.2 to 127.0.0.201, 5 each) hold every
    place; Chromium, from an address of its own, loads the page (its several connections for
    the page's files) and plays 1 + 2 = on a keypad: idle places give way to it."""
    import base64
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4096)), hard))
    server = Server()
    crowd = []

    def open_socket(source, browser_id):
        sock = socket.socket()
        sock.bind((source, 0))
        sock.connect(("127.0.0.1", server.port))
        key_text = base64.b64encode(os.urandom(16)).decode()
        sock.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
                      f"Connection: Upgrade\r\nSec-WebSocket-Key: {key_text}\r\nSec-WebSocket-Version: 13\r\n"
                      f"Cookie: calculator-browser={browser_id}\r\n\r\n").encode())
        sock.settimeout(20)
        answer = b""
        while b"\r\n\r\n" not in answer:
            answer += sock.recv(4096)
        assert answer.startswith(b"HTTP/1.1 101"), answer[:80]
        crowd.append(sock)

    def open_address(index):
        browser_id = f"{index:032x}"
        for _ in range(5):
            open_socket(f"127.0.0.{2 + index}", browser_id)

    try:
        for start in range(0, 200, 20):
            threads = [threading.Thread(target=open_address, args=(index,)) for index in range(start, start + 20)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        assert len(crowd) == 1000, len(crowd)
        time.sleep(6)  # idle longer than a place's 5 s before it may give way
        context = browser.new_context(**PORTRAIT)
        page = context.new_page()
        page.goto(server.url)
        # The page's first try at a keypad may come before its files' connections are answered
        # long enough to give way: it tries again, as it does after any refusal.
        expect(page.locator("body")).to_have_attribute("data-connected", "true", timeout=30000)
        tap(page, "1", "+", "2", "=")
        settle(page)
        expect(display(page)).to_have_text("3")
        context.close()
    finally:
        for sock in crowd:
            sock.close()
        server.stop()


def test_help(browser):
    """? and F1 open the help, a modal table of the keyboard's keys for the keypad shown;
    Escape or Done closes it and the focus goes back; the Help button opens it too."""
    from test_browser import open_page

    context, page = open_page(browser, DESKTOP)
    dialog = page.locator("#help")
    expect(dialog).to_be_hidden()
    page.keyboard.press("?")
    expect(dialog).to_be_visible()
    assert page.evaluate("document.querySelector('#help').matches(':modal')")
    expect(page.locator("#help-title")).to_have_text("Keys")
    expect(page.locator("#help-close")).to_be_focused()
    rows = page.locator("#help-rows tr")
    expect(rows.filter(has_text="Enter or =")).to_contain_text("equals")
    expect(rows.filter(has_text="Escape").first).to_contain_text("all clear")
    expect(rows.filter(has_text="? or F1")).to_contain_text("this help")
    shot(page, "desktop-help")
    page.keyboard.press("5")  # typing inside the help presses no key
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(display(page)).to_have_text("0")
    page.keyboard.press("F1")
    expect(dialog).to_be_visible()
    page.locator("#help-close").click()
    expect(dialog).to_be_hidden()
    page.locator("#help-button").click()
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#help-button")).to_be_focused()
    # The converter's help names its own letters.
    page.locator('.modes [data-mode="converter"]').click()
    settle(page)
    page.keyboard.press("?")
    expect(page.locator("#help-rows tr").filter(has_text="s")).not_to_have_count(0)
    expect(page.locator("#help-rows")).to_contain_text("swap")
    page.keyboard.press("Escape")
    context.close()


def test_error_reason_is_spoken(browser):
    """After 1 ÷ 0 = the live region says "Error" and its reason, not "Error" alone."""
    from test_browser import open_page, press

    context, page = open_page(browser)
    press(page, "1", "÷", "0", "=")
    expect(display(page)).to_have_text("Error")
    reason = page.locator("#note").text_content()
    assert reason, "the reason shows under the display"
    expect(page.locator("#display-line")).to_have_text(re.compile(r"Error\s+" + re.escape(reason)))
    press(page, "AC")
    expect(page.locator("#display-line")).to_have_text("0")
    context.close()
