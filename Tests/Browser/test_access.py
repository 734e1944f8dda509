"""Browser tests of the page for keyboard and screen-reader users, and an axe-core scan
of every view. Run with the others by Tests/Browser/test_browser.py (scripts/test-browser).
"""

import json
import re
import urllib.request

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from test_browser import DESKTOP, IPAD_LANDSCAPE, IPAD_PORTRAIT, LANDSCAPE, PORTRAIT, URL, display, key, load, open_page, press, settle, shot


def focused_id(page):
    return page.evaluate("document.activeElement && (document.activeElement.id || document.activeElement.dataset.id || document.activeElement.tagName)")


def is_inside(page, selector):
    return page.evaluate(f"document.querySelector('{selector}').contains(document.activeElement)")


def test_enter_on_a_focused_button(browser):
    """Enter on a key reached from the keyboard presses that key; with no key focused it is =."""
    context, page = open_page(browser, DESKTOP)
    press(page, "5", "+")
    key(page, "7").focus()
    page.keyboard.press("Enter")
    settle(page)
    expect(display(page)).to_have_text("7")  # not 10: Enter pressed the focused 7, not =
    page.keyboard.press("Space")
    settle(page)
    expect(display(page)).to_have_text("77")
    # A key clicked keeps no focus: Enter typed next is =.
    press(page, "1")
    assert focused_id(page) == "BODY", focused_id(page)
    page.keyboard.press("Enter")
    settle(page)
    expect(display(page)).to_have_text("776")
    # Enter on the focused History and Notes buttons opens them.
    page.locator("#history-button").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#history")).to_have_attribute("open", "")
    page.keyboard.press("Escape")
    expect(page.locator("#history")).not_to_have_attribute("open", "")
    # The closed dialog gives the focus back to its button; only then is it moved on.
    expect(page.locator("#history-button")).to_be_focused()
    page.locator("#notes-button").focus()
    expect(page.locator("#notes-button")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#notes")).to_have_attribute("open", "")
    expect(page.locator("#notes-text")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator("#notes")).not_to_have_attribute("open", "")
    expect(display(page)).to_have_text("776")
    context.close()


def test_history_is_a_dialog(browser):
    """History is a modal dialog: focus moves in and stays there, the calculator behind it
    is inert, Escape or a tap outside closes it and the focus returns to the History button."""
    context, page = open_page(browser)
    press(page, "6", "×", "7", "=")
    assert page.locator("#backdrop").count() == 0  # the old backdrop element is gone
    history = page.locator("#history")
    expect(history).to_be_hidden()
    page.locator("#history-button").focus()
    page.keyboard.press("Enter")
    expect(history).to_be_visible()
    assert page.evaluate("document.querySelector('#history').matches(':modal')")
    expect(page.locator("#history-close")).to_be_focused()
    # Tab goes round the dialog's controls (and out to the browser's own), never to the keys behind it.
    reached = set()
    for _ in range(8):
        page.keyboard.press("Tab")
        assert is_inside(page, "#history") or focused_id(page) == "BODY", focused_id(page)
        reached.add(focused_id(page))
    assert {"history-close", "history-clear"} <= reached, reached
    # The calculator is inert: a click where a key is lands on the dialog (the drawer or its backdrop).
    for name in ["9", "×"]:
        box = key(page, name).bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        assert page.evaluate(f"document.querySelector('#history').contains(document.elementFromPoint({x}, {y}))"), name
    page.keyboard.press("5")
    expect(display(page)).to_have_text("42")  # typing reaches no key either
    shot(page, "portrait-history-dialog")
    page.keyboard.press("Escape")
    expect(history).to_be_hidden()
    expect(page.locator("#history-button")).to_be_focused()
    # A tap on the dimmed calculator closes it too, and the focus goes back all the same.
    page.locator("#history-button").click()
    expect(history).to_be_visible()
    page.mouse.click(385, 400)
    expect(history).to_be_hidden()
    expect(page.locator("#history-button")).to_be_focused()
    expect(display(page)).to_have_text("42")
    # Done closes it, and a line recalled closes it.
    page.locator("#history-button").click()
    page.locator("#history-close").click()
    expect(history).to_be_hidden()
    expect(page.locator("#history-button")).to_be_focused()
    context.close()


def test_notes_is_a_dialog(browser):
    """Notes is a modal dialog: Escape closes it, saves the note, and gives the focus back."""
    context, page = open_page(browser, DESKTOP)
    page.locator("#notes-button").click()
    notes = page.locator("#notes")
    expect(notes).to_be_visible()
    assert page.evaluate("document.querySelector('#notes').matches(':modal')")
    text = page.locator("#notes-text")
    expect(text).to_be_editable()
    expect(text).to_be_focused()
    text.press_sequentially("2 + 2")
    text.press("Escape")
    expect(notes).to_be_hidden()
    expect(page.locator("#notes-button")).to_be_focused()
    expect(display(page)).to_have_text("0")  # the text typed pressed no key
    page.wait_for_timeout(300)
    page.reload()
    expect(page.locator("body")).to_have_attribute("data-connected", "true")
    page.locator("#notes-button").click()
    expect(page.locator("#notes-text")).to_have_value("2 + 2")  # saved on closing
    page.locator("#notes-close").click()
    expect(notes).to_be_hidden()
    context.close()


def test_spoken_names_and_pressed_operator(browser):
    """Keys are named in words (the kit's); the waiting operator is pressed; 2nd renames."""
    context, page = open_page(browser, LANDSCAPE)
    expect(key(page, "÷")).to_have_attribute("aria-label", "divide")
    expect(key(page, "±")).to_have_attribute("aria-label", "plus or minus")
    expect(key(page, "xʸ")).to_have_attribute("aria-label", "x to the power y")
    expect(key(page, "7")).to_have_attribute("aria-label", "7")
    expect(key(page, "AC")).to_have_attribute("aria-label", "all clear")
    for name in ["÷", "×", "−", "+"]:
        expect(key(page, name)).to_have_attribute("aria-pressed", "false")
    press(page, "5", "×")
    expect(key(page, "×")).to_have_attribute("aria-pressed", "true")
    expect(key(page, "+")).to_have_attribute("aria-pressed", "false")
    expect(key(page, "AC")).to_have_attribute("aria-label", "clear")
    press(page, "3")
    expect(key(page, "×")).to_have_attribute("aria-pressed", "false")
    press(page, "2nd")
    expect(key(page, "2nd")).to_have_attribute("aria-pressed", "true")
    expect(key(page, "sin")).to_have_attribute("aria-label", "inverse sine")
    press(page, "2nd")
    expect(key(page, "sin")).to_have_attribute("aria-label", "sine")
    context.close()


def test_only_the_display_is_live(browser):
    """A screen reader hears the number after a key, not the whole screen."""
    context, page = open_page(browser)
    live = "[aria-live], [role=status], [role=alert], [role=log], output"
    expect(page.locator("#screen")).not_to_have_attribute("aria-live", "polite")
    in_screen = page.locator(f"#screen :is({live})")
    ids = sorted(in_screen.evaluate_all("nodes => nodes.map(n => n.id)"))
    # The number, and in converter mode the converted number (the other is hidden then).
    assert ids == ["converter-output", "display-line"], ids
    expect(page.locator("#display-line")).to_have_attribute("aria-atomic", "true")
    assert page.locator(f"#keypad :is({live}), .toolbar :is({live}), .indicators:is({live})").count() == 0
    context.close()


def test_the_page_sends_key_ids(browser):
    """A cell sends its key's id, not its label: renaming a label changes nothing."""
    context = browser.new_context(**DESKTOP)
    page = context.new_page()
    sent = []
    page.on("websocket", lambda socket: socket.on("framesent", lambda payload: sent.append(payload)))
    load(page)
    press(page, "8", "÷", "2")
    page.keyboard.press("Enter")
    settle(page)
    expect(display(page)).to_have_text("4")
    keys = [json.loads(payload)["key"] for payload in sent if "key" in json.loads(payload)]
    assert keys == ["8", "divide", "2", "equals"], keys
    page.locator('.modes button[data-mode="expression"]').click()
    settle(page)
    last = json.loads(sent[-1])
    assert last["key"] == "mode.expression" and isinstance(last.get("id"), int), sent[-1]  # the id its answer names
    context.close()


def test_mode_switch_is_a_radio_group(browser):
    """One tab stop; the arrow keys move between the keypads (the kit's titles), wrapping."""
    with urllib.request.urlopen(URL + "layout.json") as response:
        modes = json.load(response)["modes"]
    context, page = open_page(browser, DESKTOP)
    radios = page.locator(".modes [role=radio]")
    titles = [mode["title"] for mode in modes]
    assert radios.all_text_contents() == titles and titles[:3] == ["Basic", "Expression", "Converter"], titles
    expect(page.locator('.modes [role=radio][tabindex="0"]')).to_have_count(1)
    basic = page.locator('.modes [data-mode="basic"]')
    basic.focus()
    names = [mode["mode"] for mode in modes]
    # From Basic: back round to the last keypad, forward to Basic again, then on and back.
    for mode, arrow in [(names[-1], "ArrowLeft"), ("basic", "ArrowRight"), ("expression", "ArrowRight"),
                        ("converter", "ArrowDown"), ("expression", "ArrowUp")]:
        page.keyboard.press(arrow)
        settle(page)
        expect(page.locator("#keypad")).to_have_attribute("data-layout", f"{mode}-landscape")
        radio = page.locator(f'.modes [data-mode="{mode}"]')
        expect(radio).to_be_focused()
        expect(radio).to_have_attribute("aria-checked", "true")
        expect(radio).to_have_attribute("tabindex", "0")
    expect(page.locator('.modes [aria-checked="true"]')).to_have_count(1)
    context.close()


def test_the_kits_words(browser):
    """Deg or Rad, 2nd, M and ≈ above the display, and the kinds' titles, are the kit's."""
    context, page = open_page(browser, LANDSCAPE)
    expect(page.locator("#angle-indicator")).to_have_text("Deg")
    press(page, "Rad", "2nd", "2", "m+")
    expect(page.locator("#angle-indicator")).to_have_text("Rad")
    expect(page.locator("#second-indicator")).to_have_text("2nd")
    expect(page.locator("#memory-indicator")).to_have_text("M")
    press(page, "AC", "1", "÷", "3", "=")
    expect(page.locator("#approximate")).to_have_text("≈")
    page.locator('.modes [data-mode="converter"]').click()
    settle(page)
    expect(page.locator("#angle-indicator")).to_have_text("")
    expect(page.locator("#converter-category option:checked")).to_have_text("Length")
    context.close()


def test_unit_menu_keeps_the_focus(browser):
    """An arrow key on a focused unit menu chooses the next unit and the menu keeps the
    focus; digits typed there still go to the number."""
    context, page = open_page(browser, DESKTOP)
    page.locator('.modes [data-mode="converter"]').click()
    settle(page)
    menu = page.locator("#converter-from")
    before = menu.input_value()
    menu.focus()
    page.keyboard.press("ArrowDown")
    settle(page)
    expect(menu).not_to_have_value(before)
    expect(menu).to_be_focused()
    after = menu.input_value()
    page.keyboard.press("ArrowDown")
    settle(page)
    expect(menu).to_be_focused()
    expect(menu).not_to_have_value(after)
    page.keyboard.type("12")
    settle(page)
    expect(page.locator("#converter-input")).to_have_text("12")
    expect(menu).to_be_focused()
    context.close()


def contrast(first, second):
    """WCAG's contrast ratio of two computed colours ("rgb(r, g, b)")."""
    def luminance(colour):
        channels = [int(part) / 255 for part in re.findall(r"\d+", colour)[:3]]
        r, g, b = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    lighter, darker = sorted([luminance(first), luminance(second)], reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def test_operator_contrast(browser):
    """The operator keys' symbols, waiting or not, meet WCAG's 3:1 for large text, light and dark."""
    colours = "k => [getComputedStyle(k).color, getComputedStyle(k).backgroundColor, getComputedStyle(k).fontSize]"
    for scheme in ["light", "dark"]:
        context, page = open_page(browser, color_scheme=scheme)
        press(page, "5", "×")
        page.wait_for_timeout(400)  # the colour transition done
        for name in ["÷", "×", "−", "+", "="]:
            text, background, size = key(page, name).evaluate(colours)
            assert contrast(text, background) >= 3, (scheme, name, text, background)
            assert float(size.rstrip("px")) >= 24, (name, size)  # large text
        context.close()


def test_without_javascript(browser):
    """Without JavaScript the page says it needs it, instead of a dead keypad."""
    context = browser.new_context(**PORTRAIT, java_script_enabled=False)
    page = context.new_page()
    page.goto(URL)
    expect(page.locator(".no-script")).to_be_visible()
    expect(page.locator(".no-script")).to_contain_text("needs JavaScript")
    expect(page.locator(".calculator")).to_be_hidden()
    shot(page, "no-javascript")
    context.close()


def test_notes_on_a_phone(browser):
    """On a phone the notes keep the page's margins, and a long line scrolls in its own
    column instead of running under its result."""
    context, page = open_page(browser)
    page.locator("#notes-button").click()
    text = page.locator("#notes-text")
    expect(text).to_be_editable()
    text.fill("")
    long_line = "1 + " * 30 + "1"
    text.press_sequentially(long_line + "\n2 GiB to MB")
    results = page.locator("#notes-results .notes-result")
    expect(results.nth(0)).to_have_text("= 31")
    expect(results.nth(1)).to_have_text("= 2,147.483648 MB")
    width = page.viewport_size["width"]
    for part in ["#notes header", "#notes-text", "#notes-results", "#notes-status"]:
        box = page.locator(part).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (part, box)
    # The text column and the results keep the page's margins, also with the long line scrolled.
    text_box, result_box = text.bounding_box(), page.locator("#notes-results").bounding_box()
    assert text_box["x"] >= 12 and result_box["x"] + result_box["width"] <= width - 12, (text_box, result_box)
    # The text and the results do not overlap: the long line scrolls inside the text's column.
    assert text_box["x"] + text_box["width"] <= result_box["x"] - 8, (text_box, result_box)
    assert text.evaluate("e => e.scrollWidth > e.clientWidth"), "the long line should scroll"
    assert text.evaluate("e => getComputedStyle(e).overflowX") in ("auto", "scroll")
    shot(page, "portrait-notes-long-line")
    text.fill("")
    page.keyboard.press("Escape")
    context.close()


# ---- axe-core ----

def scan(page, view):
    results = Axe().run(page)
    bad = results.response["violations"]  # every impact, minor ones too
    return [f"{view}: {violation['id']} ({violation['impact']}): {violation['help']} — "
            + "; ".join(node["target"][0] if isinstance(node["target"][0], str) else str(node["target"])
                        for node in violation["nodes"][:4])
            for violation in bad]


def test_axe_every_view(browser):
    """axe-core finds no problem at all in any view, dialogs included, light or dark."""
    problems = []
    scanned = 0
    for scheme in ["light", "dark"]:
        for view, options in [("basic", PORTRAIT), ("scientific", LANDSCAPE), ("expression", PORTRAIT),
                              ("converter", PORTRAIT), ("history", PORTRAIT), ("notes", PORTRAIT),
                              ("help", PORTRAIT), ("error", PORTRAIT), ("programmer", PORTRAIT),
                              ("programmer-landscape", LANDSCAPE),
                              ("programmer-small", {**PORTRAIT, "viewport": {"width": 360, "height": 640}}),
                              ("ipad-landscape", IPAD_LANDSCAPE),
                              ("ipad-portrait", IPAD_PORTRAIT)]:
            context, page = open_page(browser, options, color_scheme=scheme)
            press(page, "1", "2", "×")  # a lit operator, a C key, a number
            if view in ("expression", "converter") or view.startswith("programmer"):
                page.locator(f'.modes [data-mode="{view.split("-")[0]}"]').click()
                settle(page)
                press(page, "3")
            if view == "ipad-portrait":
                press(page, "3", "=")  # a calculation in the history shown above the screen
                expect(page.locator("#history-tape li")).to_have_count(1)
            if view == "history":
                press(page, "3", "=")
                page.locator("#history-button").click()
                expect(page.locator("#history")).to_be_visible()
            if view == "help":
                page.keyboard.press("?")
                expect(page.locator("#help")).to_be_visible()
            if view == "error":
                press(page, "AC", "1", "÷", "0", "=")
                expect(page.locator("#display")).to_have_text("Error")
            if view == "notes":
                page.locator("#notes-button").click()
                expect(page.locator("#notes-text")).to_be_editable()
                page.locator("#notes-text").fill("r = 2\npi r^2\n1/0")
                expect(page.locator("#notes-results .notes-result").nth(2)).not_to_have_text("")
            page.wait_for_timeout(300)  # transitions done: axe reads the colours drawn
            problems += scan(page, f"{view} {scheme}")
            scanned += 1
            context.close()
    assert not problems, "\n".join(problems)
    print(f"     axe: 0 violations in {scanned} scans (every view, light and dark)")
