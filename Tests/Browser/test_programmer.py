"""The programmer keypad in the browser, used as a person would: F F AND 0 F = shows F and
the four bases; a tap on a bit flips it; at phone width every key is on screen, none scrolls.

Run with test_browser.py (scripts/test-browser), which imports these tests.
"""

from playwright.sync_api import expect

from test_browser import DESKTOP, PORTRAIT, display, open_page, press, settle, shot


def test_programmer_keypad(browser):
    """F F AND 0 F = is F, with 0xF 15 0o17 0b1111 and bits; bit 4 makes 0x1F; it all fits a phone."""
    for name, options in [("portrait", PORTRAIT), ("desktop", DESKTOP)]:
        context, page = open_page(browser, options)
        page.locator('.modes button[data-mode="programmer"]').click()
        settle(page)
        press(page, "F", "F", "AND", "0", "F", "=")
        expect(display(page)).to_have_text("F")
        values = page.locator("#programmer-bases .base-value")
        expect(values).to_have_text(["0xF", "15", "0o17", "0b1111"])
        expect(page.locator("#programmer-bases .base-name")).to_have_text(["HEX", "DEC", "OCT", "BIN"])
        expect(page.locator("#programmer-word")).to_have_text("64-bit signed")
        expect(page.locator("#programmer-bits .bit")).to_have_count(64)
        page.locator('#programmer-bits .bit[data-key="bit.4"]').click()
        settle(page)
        expect(display(page)).to_have_text("1F")
        expect(values.nth(1)).to_have_text("31")
        # A tap on DEC shows the display in decimal.
        page.locator('#programmer-bases .base[data-key="base.10"]').click()
        settle(page)
        expect(display(page)).to_have_text("31")
        # Nothing scrolls, and every key lies inside the window.
        size = page.viewport_size
        for box in [key.bounding_box() for key in page.locator("#keypad .key").all()]:
            assert box and box["x"] >= 0 and box["y"] >= 0, box
            assert box["x"] + box["width"] <= size["width"] + 0.5 and box["y"] + box["height"] <= size["height"] + 0.5, box
        shot(page, f"{name}-programmer")
        context.close()
