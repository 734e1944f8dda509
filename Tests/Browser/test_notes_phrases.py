"""Browser tests of the page's notes with the loved phrases: totals, prev, percent words, dates
and a currency line, typed as a person would, against a `calculator serve --offline` of the
test's own (the built-in rates table, with its day; no network and no cache). Run with the
others by Tests/Browser/test_browser.py (scripts/test-browser), or alone:
`CALCULATOR=.build/debug/calculator python3 Tests/Browser/test_notes_phrases.py`.
"""

import datetime
import http.server
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import expect

from test_browser import DESKTOP, shot

CALCULATOR = os.environ.get("CALCULATOR", ".build/debug/calculator")

LINES = ["rent = 1200", "food = 400", "total", "prev * 2", "20% of 150", "$40 - 15%", "today", "3 days from now",
         "2026-12-25 - 2026-11-26", "10 USD to EUR"]


PHONE = {"viewport": {"width": 375, "height": 667}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}

# The bank's feed of a later day than the built-in table's (two of its currencies).
FEED = """<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<Cube>
\t\t<Cube time='2026-11-25'>
\t\t\t<Cube currency='USD' rate='1.0860'/>
\t\t\t<Cube currency='GBP' rate='0.83578'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
"""


def start_offline_server(folder, rates_url=None):
    """A server that never fetches rates, with an empty cache folder of its own; with `rates_url`,
    one that fetches them there."""
    log = open(os.path.join(folder, "server.log"), "w+")
    environment = {**os.environ, "XDG_CACHE_HOME": os.path.join(folder, "cache")}
    environment.pop("CALCULATOR_RATES_URL", None)
    environment.pop("CALCULATOR_OFFLINE", None)
    rates = ["--rates-url", rates_url] if rates_url else ["--offline"]
    process = subprocess.Popen(
        [CALCULATOR, "serve", *rates, "--host", "127.0.0.1", "--port", "0",
         "--history", os.path.join(folder, "history.sqlite")],
        stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=environment)
    for _ in range(600):
        log.seek(0)
        found = re.search(r"http://127\.0\.0\.1:\d+/", log.read())
        if found:
            return process, found.group(0)
        if process.poll() is not None:
            break
        time.sleep(0.1)
    process.kill()
    process.wait()
    raise RuntimeError("the server did not start")


def day(date):
    """A day as the notes show it: Fri 27 Nov 2026 (English names, whatever the locale)."""
    weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return f"{weekdays[date.weekday()]} {date.day} {months[date.month - 1]} {date.year}"


def test_notes_phrases(browser):
    """The example note: 1,600 for total, 3,200 for prev * 2, 30, $34, today, three days on, 29 days,
    and 10 USD to EUR from the built-in table with its day."""
    folder = tempfile.mkdtemp()
    server, url = start_offline_server(folder)
    try:
        context = browser.new_context(**DESKTOP)
        page = context.new_page()
        page.goto(url)
        expect(page.locator("body")).to_have_attribute("data-connected", "true")
        page.locator("#notes-button").click()
        text = page.locator("#notes-text")
        expect(text).to_be_editable()  # once the saved note is in
        # The server's day, read on both sides of the typing: a run across midnight matches one.
        before = datetime.date.today()
        text.press_sequentially("\n".join(LINES))
        results = page.locator("#notes-results .notes-result")
        # The lasting state: the last line's answer, with the table's day.
        expect(results.nth(9)).to_have_text("= ≈ 8.950948801 EUR · ECB 2026-10-30, built in")
        after = datetime.date.today()
        expect(results.nth(0)).to_have_text("= 1,200")
        expect(results.nth(1)).to_have_text("= 400")
        expect(results.nth(2)).to_have_text("= 1,600")
        expect(results.nth(3)).to_have_text("= 3,200")
        expect(results.nth(4)).to_have_text("= 30")
        expect(results.nth(5)).to_have_text("= $34")
        expect(results.nth(6)).to_have_text(re.compile(f"^= ({re.escape(day(before))}|{re.escape(day(after))})$"))
        three = [day(date + datetime.timedelta(days=3)) for date in (before, after)]
        expect(results.nth(7)).to_have_text(re.compile(f"^= ({re.escape(three[0])}|{re.escape(three[1])})$"))
        expect(results.nth(8)).to_have_text("= 29 days")
        for index in range(10):
            expect(results.nth(index)).not_to_have_class(re.compile("error"))
        shot(page, "notes-phrases")
        context.close()
    finally:
        server.kill()
        server.wait()


def overflows(locator):
    """Whether an element or one of its children cuts its text."""
    return locator.evaluate(
        "row => [row, ...row.children].some(part => part.scrollWidth > part.clientWidth + 1)")


def test_notes_rates_on_phone(browser):
    """On a 375-px phone a currency line's amount and the day of its rates both show, the day
    under the amount, nothing cut; the row stays beside its line."""
    folder = tempfile.mkdtemp()
    server, url = start_offline_server(folder)
    try:
        context = browser.new_context(**PHONE)
        page = context.new_page()
        page.goto(url)
        expect(page.locator("body")).to_have_attribute("data-connected", "true")
        page.locator("#notes-button").click()
        text = page.locator("#notes-text")
        expect(text).to_be_editable()
        text.press_sequentially("10 USD to EUR\n2+2")
        results = page.locator("#notes-results .notes-result")
        expect(results.nth(1)).to_have_text("= 4")
        row = results.nth(0)
        expect(row).to_have_class(re.compile("rated"))
        expect(row.locator("span").nth(0)).to_have_text("= ≈ 8.950948801 EUR")
        expect(row.locator(".rates-note")).to_have_text("ECB 2026-10-30, built in")
        expect(row).to_have_attribute("title", "≈ 8.950948801 EUR · ECB 2026-10-30, built in")
        assert not overflows(row), "the currency line is cut"
        first, second = results.nth(0).bounding_box(), results.nth(1).bounding_box()
        assert abs(second["y"] - first["y"] - first["height"]) < 1 and first["height"] < 30, (first, second)
        shot(page, "notes-rates-phone")
        context.close()
    finally:
        server.kill()
        server.wait()


def test_notes_rates_arrive(browser):
    """A note that names a currency shows the built-in rates at once; when the day's feed
    arrives (held back by the test until then), the line follows it with no key pressed."""
    release = threading.Event()

    class Feed(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            release.wait(60)
            body = FEED.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/xml")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    feed = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Feed)
    threading.Thread(target=feed.serve_forever, daemon=True).start()
    folder = tempfile.mkdtemp()
    server, url = start_offline_server(folder, rates_url=f"http://127.0.0.1:{feed.server_address[1]}/feed.xml")
    try:
        context = browser.new_context(**DESKTOP)
        page = context.new_page()
        page.goto(url)
        expect(page.locator("body")).to_have_attribute("data-connected", "true")
        page.locator("#notes-button").click()
        text = page.locator("#notes-text")
        expect(text).to_be_editable()
        text.press_sequentially("10 USD to EUR")
        results = page.locator("#notes-results .notes-result")
        # Lasting while the feed is held back: the built-in table, with its day.
        expect(results.nth(0)).to_have_text("= ≈ 8.950948801 EUR · ECB 2026-10-30, built in")
        release.set()
        expect(results.nth(0)).to_have_text("= ≈ 9.208103131 EUR · ECB 2026-11-25", timeout=20_000)
        shot(page, "notes-rates-arrived")
        context.close()
    finally:
        release.set()
        server.kill()
        server.wait()
        feed.shutdown()


if __name__ == "__main__":
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                             args=["--no-sandbox"])
        for test in (test_notes_phrases, test_notes_rates_on_phone, test_notes_rates_arrive):
            test(browser)
            print("ok  ", test.__name__)
        browser.close()
    sys.exit(0)
