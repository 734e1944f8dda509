"""Browser tests of the page's notes with the loved phrases: totals, prev, percent words, dates
and a currency line, typed as a person would, against a `calculator serve --offline` of the
test's own (the built-in rates table, with its day; no network and no cache). Run with the
others by Tests/Browser/test_browser.py (scripts/test-browser), or alone:
`CALCULATOR=.build/debug/calculator python3 Tests/Browser/test_notes_phrases.py`.
"""

import datetime
import os
import re
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import expect

from test_browser import DESKTOP, shot

CALCULATOR = os.environ.get("CALCULATOR", ".build/debug/calculator")

LINES = ["rent = 1200", "food = 400", "total", "prev * 2", "20% of 150", "$40 - 15%", "today", "3 days from now",
         "2026-12-25 - 2026-11-26", "10 USD to EUR"]


def start_offline_server(folder):
    """A server that never fetches rates, with an empty cache folder of its own."""
    log = open(os.path.join(folder, "server.log"), "w+")
    environment = {**os.environ, "XDG_CACHE_HOME": os.path.join(folder, "cache")}
    environment.pop("CALCULATOR_RATES_URL", None)
    process = subprocess.Popen(
        [CALCULATOR, "serve", "--offline", "--host", "127.0.0.1", "--port", "0",
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


if __name__ == "__main__":
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                             args=["--no-sandbox"])
        test_notes_phrases(browser)
        browser.close()
    print("ok   test_notes_phrases")
    sys.exit(0)
