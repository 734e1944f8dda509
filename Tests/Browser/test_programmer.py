"""The programmer keypad in the browser, used as a person would: F F AND 0 F = shows F and
the four bases; a tap on a bit flips it; at phone width every key is on screen, none scrolls.

Run with test_browser.py (scripts/test-browser), which imports these tests.
"""

from playwright.sync_api import expect

from test_browser import DESKTOP, LANDSCAPE, PORTRAIT, display, open_page, press, settle, shot


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


def test_programmer_keypad_on_a_phone_on_its_side(browser):
    """A phone in landscape (844x390, and 667x375) cannot give eight rows of keys a finger's
    height: the lower rows go beside the upper ones, four rows of keys at least 44 px tall,
    the digits at the right, every key inside the window; the keys still work."""
    for size in [LANDSCAPE["viewport"], {"width": 667, "height": 375}]:
        context, page = open_page(browser, {**LANDSCAPE, "viewport": size})
        page.locator('.modes button[data-mode="programmer"]').click()
        settle(page)
        keypad = page.locator("#keypad")
        expect(keypad).to_have_attribute("data-layout", "programmer-landscape")
        expect(keypad).to_have_attribute("data-split", "true")
        boxes = [key.bounding_box() for key in page.locator("#keypad .key").all()]
        assert min(box["height"] for box in boxes) >= 44, sorted(box["height"] for box in boxes)[:3]
        assert len({round(box["y"]) for box in boxes}) == 4, sorted({round(box["y"]) for box in boxes})
        for box in boxes:
            assert box["x"] >= 0 and box["y"] >= 0, box
            assert box["x"] + box["width"] <= size["width"] + 0.5 and box["y"] + box["height"] <= size["height"] + 0.5, box
        hex_key = page.locator('#keypad .key[data-key="HEX"]').bounding_box()
        seven = page.locator('#keypad .key[data-key="7"]').bounding_box()
        assert seven["x"] > hex_key["x"] + size["width"] / 2 - 60, (hex_key, seven)  # the digits at the right
        press(page, "F", "F", "AND", "0", "F", "=")
        expect(display(page)).to_have_text("F")
        shot(page, f"landscape-programmer-{size['width']}")
        context.close()
