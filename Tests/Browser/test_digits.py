"""Digits on demand in the browser: the result of 1 ÷ 7 = dragged, scrolled and moved with the
arrows to its 1,000th digit. Every screen's digits are checked against 1/7's, worked out
here, and against every digit seen before at the same place: none changes on the way.

Run with test_browser.py (scripts/test-browser), which imports these tests.
"""

import time

from playwright.sync_api import expect

from test_browser import PORTRAIT, display, open_page, press, settle, shot

SEVENTHS = "142857" * 2000


def shown_places(page):
    """The digits the display shows after the point, by place: {place: digit}."""
    place = page.locator("#screen").get_attribute("data-place")
    text = display(page).text_content()
    if not place:
        return {}
    fraction = text.split(".")[-1].rstrip("…").lstrip("…")
    last = int(place)
    return {last - len(fraction) + 1 + index: digit for index, digit in enumerate(fraction)}


def check(page, seen):
    """Every digit shown is 1/7's, and the same as when it was seen before; returns the last place shown."""
    places = shown_places(page)
    assert places, f"not scrolled: {display(page).text_content()!r}"
    for place, digit in places.items():
        assert digit == SEVENTHS[place - 1], f"place {place} shows {digit}, 1/7 has {SEVENTHS[place - 1]}"
        assert seen.setdefault(place, digit) == digit, f"place {place} changed from {seen[place]} to {digit}"
    return max(places)


def wait_for_place(page, at_least):
    """Waits until the display's last digit is at or past `at_least` (the digits may still be worked out)."""
    deadline = time.monotonic() + 30  # only ends a wait that would never end
    while time.monotonic() < deadline:
        settle(page)
        place = page.locator("#screen").get_attribute("data-place")
        if place and int(place) >= at_least:
            return int(place)
        page.wait_for_timeout(20)
    raise AssertionError(f"the display never reached place {at_least}")


def test_scroll_to_the_thousandth_digit(browser):
    """1 ÷ 7 =: a drag, the wheel and the arrows scroll it to its 1,000th digit; no digit changes."""
    context, page = open_page(browser, PORTRAIT)
    press(page, "1", "÷", "7", "=")
    expect(display(page)).to_have_text("0.14285714")
    expect(page.locator("#screen.scrollable")).to_have_count(1)
    seen = {}
    # A drag to the left, as a finger would: the digits follow it.
    box = display(page).bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] - 10, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(box["x"] + box["width"] - 10 - 15 * step, y)
        page.wait_for_timeout(30)
    page.mouse.up()
    settle(page)
    place = wait_for_place(page, 9)
    assert check(page, seen) == place
    expect(page.locator("#approximate")).to_be_hidden()  # cut digits carry no rounding mark
    # The wheel (a trackpad's sideways scroll) moves on, screen by screen; each screen is checked.
    while place < 990:
        display(page).hover()
        page.mouse.wheel(200, 0)
        settle(page)
        page.wait_for_timeout(30)
        settle(page)
        place = check(page, seen)
    # The last digits with the arrow keys, the display having the focus.
    page.locator("#screen").focus()
    started = time.monotonic()
    while place < 1000:
        page.keyboard.press("ArrowRight")
        place = wait_for_place(page, place + 1)
        place = check(page, seen)
    reached = time.monotonic() - started
    assert place == 1000, place
    expect(page.locator("#note")).to_have_text("to digit 1,000 after the point; more follow")
    assert display(page).text_content().endswith("…")
    assert len(seen) >= 990, f"only {len(seen)} places were seen on the way"
    print(f"     digit 1,000 in view {reached:.2f} s after the last arrows began")
    shot(page, "digits-scrolled-1000")
    # Home: the resting display, correctly rounded, with its mark.
    page.keyboard.press("Home")
    settle(page)
    expect(display(page)).to_have_text("0.14285714")
    expect(page.locator("#approximate")).to_be_visible()
    # Any other key returns to rest as well; a swipe while typing still deletes a digit.
    press(page, "AC", "1", "2", "3")
    expect(page.locator("#screen.scrollable")).to_have_count(0)
    context.close()


def test_digit_1000_at_once(browser):
    """Long scrolls of a fresh 1 ÷ 7 = reach its 1,000th digit at once; the digits are 1/7's."""
    context, page = open_page(browser, PORTRAIT)
    press(page, "1", "÷", "7", "=")
    display(page).hover()
    width = display(page).bounding_box()["width"] / len(display(page).text_content())
    started = time.monotonic()
    place = 0
    while place < 1000:
        # The browser hands the page at most a few hundred digits' worth of one wheel turn.
        page.mouse.wheel(width * 1000, 0)
        page.wait_for_timeout(50)
        settle(page)
        place = int(page.locator("#screen").get_attribute("data-place") or 0)
    took = time.monotonic() - started
    check(page, {})
    print(f"     from rest to digit {place:,} in {took:.2f} s")
    assert took < 10, f"{took:.2f} s"  # far above the worst case: the digits take milliseconds
    context.close()


def test_swipe_still_deletes_while_typing(browser):
    """On a number being typed, a swipe removes its last digit, as on the iPhone."""
    context, page = open_page(browser, PORTRAIT)
    press(page, "4", "5", "6")
    box = display(page).bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] - 5, y)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] - 80, y, steps=5)
    page.mouse.up()
    settle(page)
    expect(display(page)).to_have_text("45")
    context.close()
