// The page only draws: every key goes to the server over a WebSocket and the server
// answers with the screen. No arithmetic happens here. Every text from the server
// is put in with textContent, never as HTML.
"use strict";

// The keys are the kit's: /layout.json holds every keypad (by mode and orientation)
// and the keyboard map, and each screen says how the cells read now (C or AC, sin⁻¹
// with 2nd on), how they are spoken and which are lit. A cell sends its key's id; the
// server presses it as the cell would be pressed then (the clear cell is C or AC as the
// keypad stands). Every word shown beside the numbers (Deg, M, Expression) is the kit's.

const $ = (id) => document.getElementById(id);
const state = {
  socket: null,
  screen: null,
  history: [],
  layouts: null,    // /layout.json: { keypads: {mode: {orientation: layout}}, keyboard: {mode: {key: cell}} }
  orientation: "portrait",
  sentDisplaySize: null,  // the display size last sent on this connection
  queue: [],        // messages typed while disconnected
  ready: false,     // the first update of this connection has come: it says whose keypad this is
  everConnected: false,  // a lost connection reads "Reconnecting…", the first attempt "Connecting…"
  unanswered: 0,    // keys sent on the lost connection that had no answer: they may not have arrived
  waiting: new Map(),  // requests awaiting their answer, by id: { sentAt, answered }
  nextID: 1,
  calculating: false,  // the server is still working out answers the keys asked for
  reconnectDelay: 250,
};
// For tests and the curious: press a key by name (the promise settles when its screen
// arrives, and the answers of what it calculates), and the milliseconds from sending
// each key to receiving its first answer.
window.calculator = { latencies: [], press: (name) => press(name) };

// ---- Connection ----

function connect() {
  const session = sessionStorage.getItem("session");
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws` + (session ? `?session=${encodeURIComponent(session)}` : ""));
  state.socket = socket;
  socket.addEventListener("open", () => {
    state.reconnectDelay = 250;
    state.waiting = new Map();
    // Keys typed meanwhile (and until the first update) wait for it: it says whether this
    // is still their keypad. The display size goes first, being the connection's own.
    state.ready = false;
    state.sentDisplaySize = null;
    sendDisplaySize();
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    if (state.socket !== socket) return;
    state.ready = false;
    document.body.dataset.connected = "false";
    // Sent, but never answered: the page cannot know whether the server has them, and says so
    // until the keypad is back (its screen then shows what was pressed).
    state.unanswered += [...state.waiting.values()].filter((request) => request.key && !request.answer).length;
    showConnection();
    for (const request of state.waiting.values()) request.answered();
    state.waiting.clear();
    setPending();
    // The server keeps the session for a while: reconnecting resumes the same keypad.
    setTimeout(connect, state.reconnectDelay);
    state.reconnectDelay = Math.min(state.reconnectDelay * 2, 5000);
  });
}

/**
 * Sends a request with an id; the server answers it at once (the answer names the id),
 * and sends more screens when what the key calculates is done. The promise settles once
 * the answer has arrived and nothing is being calculated (or the connection is lost).
 */
function send(message) {
  const open = state.socket && state.socket.readyState === WebSocket.OPEN;
  if ("displaySize" in message) {
    if (!open) return Promise.resolve();  // the size is sent on connecting
  } else if (!open || !state.ready) {
    // Kept in order and sent on reconnecting, or refused in sight when the line is full.
    if (state.queue.length >= QUEUE_LIMIT) showToast(words().keyRefused || "");
    else state.queue.push(message);
    showConnection();
    return Promise.resolve();
  }
  const id = state.nextID++;
  return new Promise((answered) => {
    state.waiting.set(id, { sentAt: performance.now(), answered, answer: false, key: "key" in message });
    setPending();
    state.socket.send(JSON.stringify({ ...message, id }));
  });
}

/** The most messages kept while disconnected: enough for any typing, not a flood. */
const QUEUE_LIMIT = 100;

/** The kit's words about the connection, the help, copying and the notes (from /layout.json). */
function words() {
  return (state.layouts && state.layouts.words) || {};
}

/** Shows "Reconnecting…" (or "Connecting…") while the keypad cannot be reached, with the keys waiting. */
function showConnection() {
  const status = $("connection");
  const connected = document.body.dataset.connected === "true";
  const text = connected ? "" : state.everConnected ? words().reconnecting : words().connecting;
  const keys = state.queue.filter((message) => "key" in message).length;
  const waiting = keys === 0 ? "" : keys === 1 ? words().keyWaiting : (words().keysWaiting || "").replace("{count}", String(keys));
  const lost = connected || state.unanswered === 0 ? ""
    : state.unanswered === 1 ? words().keyUnanswered : (words().keysUnanswered || "").replace("{count}", String(state.unanswered));
  if (connected) state.unanswered = 0;
  status.textContent = [text, lost, waiting].filter(Boolean).join(" · ");
  status.hidden = connected || !text;
  document.body.dataset.queued = String(keys);
}

function setPending() {
  document.body.dataset.pending = String(state.waiting.size);
  document.body.dataset.calculating = String(state.calculating);
}

function receive(update) {
  if (update.session) {
    sessionStorage.setItem("session", update.session);
    state.ready = true;
    state.everConnected = true;
    document.body.dataset.connected = "true";
    const queued = state.queue.splice(0);
    // A fresh keypad (the server restarted): keys meant for the old one are not pressed on
    // it, and the banner says so.
    if (update.notice) showBanner(update.notice);
    else for (const message of queued) send(message);
    showConnection();
  }
  const request = update.answers !== undefined ? state.waiting.get(update.answers) : undefined;
  if (request && !request.answer) {
    request.answer = true;
    window.calculator.latencies.push(performance.now() - request.sentAt);
  }
  if (update.screen || update.answers !== undefined) state.calculating = Boolean(update.calculating);
  if (update.history) drawHistory(update.history);
  if (update.screen) drawScreen(update.screen);
  if (update.warning) showBanner(update.warning);
  if (update.problem) showToast(update.problem);
  if (update.copy !== undefined) copyToClipboard(update.copy);
  if (update.chinese) showChinese(update.chinese);
  // Requests whose answer is in are done once nothing they asked for is still being calculated.
  for (const [id, waiting] of state.waiting) {
    if (waiting.answer && !state.calculating) {
      state.waiting.delete(id);
      waiting.answered();
    }
  }
  setPending();
}

// ---- Drawing ----

function drawScreen(screen) {
  // Each mode has its own keypad.
  const modeChanged = !state.screen || state.screen.mode !== screen.mode;
  state.screen = screen;
  if (modeChanged) buildKeypad();
  const editing = screen.mode === "expression" && screen.emphasis === "expression";
  $("screen").classList.toggle("editing", editing);
  $("expression").textContent = screen.expression;
  $("display").textContent = screen.display;
  // While an answer is worked out the previous one stays, dimmed, and the kit's words say so.
  $("display").classList.toggle("calculating", Boolean(screen.status));
  const note = $("note");
  note.className = "note";
  const reason = screen.error && screen.display === "Error" ? screen.error : "";
  // A scrolled result: which digit ends the display, or that more are being worked out.
  note.textContent = screen.status ? screen.status
    : reason || (screen.scroll ? screen.scroll.note : "") || screen.exactFormNote || "";
  if (state.chinese && state.chinese.display !== screen.display) state.chinese = null;
  if (state.chinese && !note.textContent) drawChinese();
  // A result with more digits scrolls: a drag, the wheel, or the arrows while the display has the focus.
  $("screen").classList.toggle("scrollable", Boolean(screen.scrollable));
  $("screen").tabIndex = screen.scrollable ? 0 : -1;
  $("screen").dataset.place = screen.scroll ? String(screen.scroll.place) : "";
  if (!screen.scrollable) stopFling();
  // The live region says the reason with "Error" (the note under it is not live).
  $("display-reason").textContent = reason ? ` ${reason}` : "";
  const words = screen.indicators || {};
  $("approximate").hidden = !words.approximate;
  $("approximate").textContent = words.approximate || "";
  $("approximate").title = screen.note || "";  // what the mark means, from the kit
  $("angle-indicator").textContent = words.angle || "";
  $("second-indicator").textContent = words.second || "";
  $("memory-indicator").textContent = words.memory || "";
  for (const radio of document.querySelectorAll(".modes button")) {
    const checked = radio.dataset.mode === screen.mode;
    radio.setAttribute("aria-checked", String(checked));
    radio.tabIndex = checked ? 0 : -1;  // one stop in the tab order; the arrows move within
  }
  drawConverter(screen.converter);
  drawProgrammer(screen.programmer);
  for (const key of document.querySelectorAll("#keypad .key")) labelKey(key);
  fitDisplay();
}

// The converter, as on the iPhone: the kind of quantity, the number typed with its unit,
// and below it the converted number with its unit. Each unit is a menu of the kind's
// units (from /layout.json); a choice sends the kit's key for that unit by name.
function drawConverter(converter) {
  $("screen").classList.toggle("converting", Boolean(converter));
  $("converter").hidden = !converter;
  if (!converter) return;
  fillMenu($("converter-category"), state.layouts ? state.layouts.converter.map((kind) => kind.category) : [], converter.category, kindTitle);
  const units = unitsOf(converter.category);
  fillMenu($("converter-from"), units, converter.from);
  fillMenu($("converter-to"), units, converter.to);
  $("converter-input").textContent = converter.input;
  $("converter-output").textContent = converter.output;
}

// The programmer keypad: its word and the character of its value, the value in hex,
// decimal, octal and binary (each named by its base key, from the kit's layout; a tap on
// one shows the display in it), and its bits, the highest first, in rows of 16 (32 on a wide
// screen) in groups of four, each row ending with the position of its lowest bit. A bit is
// a button that sends bit.N.
function drawProgrammer(programmer) {
  $("programmer").hidden = !programmer;
  $("screen").classList.toggle("programming", Boolean(programmer));
  if (!programmer) return;
  $("programmer-word").textContent = programmer.word;
  $("programmer-character").textContent = programmer.character ? `'${programmer.character}'` : "";
  const bases = $("programmer-bases");
  bases.replaceChildren(...[[16, programmer.hex], [10, programmer.dec], [8, programmer.oct], [2, programmer.bin]]
    .map(([radix, text]) => {
      const line = document.createElement("button");
      line.type = "button";
      line.className = "base" + (radix === programmer.radix ? " shown" : "");
      line.dataset.key = `base.${radix}`;
      line.setAttribute("aria-pressed", String(radix === programmer.radix));
      const name = document.createElement("span");
      name.className = "base-name";
      name.textContent = programmerBaseName(radix);
      const value = document.createElement("span");
      value.className = "base-value";
      value.textContent = text;
      line.append(name, value);
      return line;
    }));
  // What happened to the value (it wrapped, a key needs a word), unless the screen says more.
  if (programmer.note && !$("note").textContent) $("note").textContent = programmer.note;
  const grid = $("programmer-bits");
  const perRow = document.body.classList.contains("wide") || document.body.classList.contains("tablet") ? 32 : 16;
  const drawn = `${perRow}:${programmer.bits}`;
  if (grid.dataset.drawn === drawn) return;
  grid.dataset.drawn = drawn;
  grid.dataset.bits = programmer.bits;
  grid.style.setProperty("--per-row", String(Math.min(perRow, programmer.bits.length)));
  const count = programmer.bits.length;
  const rows = [];
  for (let end = count; end > 0; end -= perRow) {
    // A row of the lowest `perRow` bits left, the highest first; a short top row is right-aligned.
    const row = document.createElement("div");
    row.className = "bit-row";
    const start = Math.max(0, end - perRow);
    for (let pad = end - start; pad < Math.min(perRow, count); pad++) row.append(document.createElement("span"));
    for (let index = start; index < end; index++) {
      const bit = programmer.bits[index];
      const n = count - 1 - index;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "bit" + (Number(bit) === 1 ? " set" : "") + (n % 4 === 0 && n % perRow !== 0 ? " nibble" : "");
      button.dataset.key = `bit.${n}`;
      button.textContent = bit;
      button.title = String(n);
      button.setAttribute("aria-label", `bit ${n}: ${bit}`);
      row.append(button);
    }
    const position = document.createElement("span");
    position.className = "bit-position";
    position.textContent = String(count - end);
    position.setAttribute("aria-hidden", "true");
    row.append(position);
    rows.unshift(row);
  }
  grid.replaceChildren(...rows);
}

/** A base's name as the kit's key for it reads (HEX for 16). */
function programmerBaseName(radix) {
  const layout = state.layouts && state.layouts.keypads.programmer.portrait;
  const cell = layout && layout.rows.flat().find((each) => each.id === `base.${radix}`);
  return cell ? cell.label : String(radix);
}

function unitsOf(category) {
  const kind = state.layouts && state.layouts.converter.find((each) => each.category === category);
  return kind ? kind.units : [];
}

function kindTitle(category) {
  const kind = state.layouts && state.layouts.converter.find((each) => each.category === category);
  return kind ? kind.title : category;
}

/** Makes the menu list `values` (plus `chosen`, a unit typed by name outside the list) with `chosen` selected. */
function fillMenu(menu, values, chosen, caption = (value) => value) {
  const all = values.includes(chosen) ? values : [...values, chosen];
  if (menu.dataset.values !== JSON.stringify(all)) {
    menu.replaceChildren(...all.map((value) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = caption(value);
      return option;
    }));
    menu.dataset.values = JSON.stringify(all);
  }
  menu.value = chosen;
}

function labelKey(key) {
  const screen = state.screen;
  if (!screen) return;
  const name = key.dataset.key;
  drawLabel(key, screen.captions[name] || key.dataset.label);
  key.setAttribute("aria-label", (screen.spoken && screen.spoken[name]) || key.dataset.spoken);
  const lit = screen.lit.includes(name);
  // A lit operator waits for its operand; a lit 2nd is on. Both read as pressed.
  key.classList.toggle("pending", lit && key.classList.contains("operation"));
  key.classList.toggle("on", lit && !key.classList.contains("operation"));
  if (key.classList.contains("operation") || key.dataset.id === "second") key.setAttribute("aria-pressed", String(lit));
}

/** Draws a key's label; the kit writes a subscript with an underscore (log_y), drawn as one (logᵧ). */
function drawLabel(key, label) {
  const parts = /^(.+)_(\w+)$/.exec(label);
  if (!parts) {
    key.textContent = label;
    return;
  }
  const subscript = document.createElement("sub");
  subscript.textContent = parts[2];
  key.replaceChildren(parts[1], subscript);
}

// The display's font shrinks until the number fits, as on the iPhone.
function fitDisplay() {
  fitNumber($("display"), $("approximate").hidden ? 0 : $("approximate").offsetWidth + 4);
  fitNumber($("converter-input"), $("converter-swap").offsetWidth + 8);
  fitNumber($("converter-output"), 0);
  const expression = $("expression");
  expression.style.fontSize = "";
  if (expression.scrollHeight > expression.clientHeight + 1) {
    const size = parseFloat(getComputedStyle(expression).fontSize);
    expression.style.fontSize = `${Math.max(14, Math.floor(size * 0.7))}px`;
  }
}

/** Shrinks the font of `number` until it fits its line, less `beside` pixels. */
function fitNumber(number, beside) {
  number.style.fontSize = "";
  const available = number.parentElement.clientWidth - beside;
  const needed = number.scrollWidth;
  if (needed > available && needed > 0) {
    const size = parseFloat(getComputedStyle(number).fontSize);
    number.style.fontSize = `${Math.max(16, Math.floor(size * available / needed))}px`;
  }
}

function drawHistory(lines) {
  state.history = lines;
  drawHistoryList(lines, $("history-list"), true);
  drawHistoryList(lines, $("history-side-list"), false);
  drawHistoryList(lines.slice(-20), $("history-tape"), false, lines.length - Math.min(lines.length, 20));
  $("history-tape").hidden = !document.body.classList.contains("tablet") || lines.length === 0;
  $("history-empty").hidden = lines.length > 0;
  $("history-side-empty").hidden = lines.length > 0;
  $("history-clear").hidden = lines.length === 0;
}

/** Fills `list` with the lines, newest first; a line tapped is recalled (and the drawer closed).
 * `first` is the server's number of the first line given (the tape shows the latest only). */
function drawHistoryList(lines, list, inDrawer, first = 0) {
  list.replaceChildren();
  // Newest first; the server numbers lines oldest first.
  lines.forEach((line, shown) => {
    const index = first + shown;
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.index = String(index);
    const expression = document.createElement("span");
    expression.className = "line-expression";
    expression.textContent = line.expression;
    const result = document.createElement("span");
    result.className = "line-result";
    result.textContent = line.result;
    button.append(expression, result);
    button.addEventListener("click", () => {
      send({ recall: index });
      if (inDrawer) closeHistory();
    });
    item.append(button);
    list.prepend(item);
  });
}

/** The kit's layout for the mode shown and the page's orientation. */
function currentLayout() {
  if (!state.layouts) return null;
  const mode = state.screen ? state.screen.mode : "basic";
  return state.layouts.keypads[mode][state.orientation];
}

function buildKeypad() {
  const layout = currentLayout();
  if (!layout) return;
  const keypad = $("keypad");
  keypad.replaceChildren();
  // A short landscape window (a phone on its side) cannot give eight rows of keys a finger's
  // height: the lower half of the rows goes beside the upper half, each half keeping the kit's
  // grid (the functions at the left, the digits at the right). The order read stays the kit's.
  const split = shortQuery.matches && state.orientation === "landscape" && layout.rows.length >= 8
    && layout.rows.length % 2 === 0;
  const half = layout.rows.length / 2;
  keypad.style.setProperty("--columns", String(layout.columns));
  keypad.dataset.split = String(split);
  for (const [rowIndex, row] of layout.rows.entries()) {
    let column = 1;
    for (const cell of row) {
      const key = document.createElement("button");
      key.type = "button";
      key.className = `key ${cell.role}` + (cell.columns > 1 ? " double" : "");
      if (split) {
        const right = rowIndex >= half;
        key.style.gridRow = String((rowIndex % half) + 1);
        // The column between the halves is a gap.
        key.style.gridColumn = `${column + (right ? layout.columns + 1 : 0)} / span ${cell.columns}`;
        column += cell.columns;
      } else if (cell.columns > 1) {
        key.style.gridColumn = `span ${cell.columns}`;
      }
      key.dataset.key = cell.name;
      key.dataset.id = cell.id;
      key.dataset.label = cell.label;
      key.dataset.spoken = cell.spoken;
      drawLabel(key, cell.label);
      key.setAttribute("aria-label", cell.spoken);
      labelKey(key);
      keypad.append(key);
    }
  }
  keypad.dataset.layout = `${state.screen ? state.screen.mode : "basic"}-${state.orientation}`;
  sendDisplaySize();
}

/** The mode switch: a radio for each of the kit's keypads, titled by the kit. */
function buildModes() {
  const group = $("modes");
  group.replaceChildren(...state.layouts.modes.map((mode) => {
    const radio = document.createElement("button");
    radio.type = "button";
    radio.setAttribute("role", "radio");
    radio.dataset.id = mode.id;
    radio.dataset.mode = mode.mode;
    radio.textContent = mode.title;
    const checked = (state.screen ? state.screen.mode : "basic") === mode.mode;
    radio.setAttribute("aria-checked", String(checked));
    radio.tabIndex = checked ? 0 : -1;
    return radio;
  }));
}

/** Tells the server the display size of the layout drawn (its resize action), when it changed. */
function sendDisplaySize() {
  const layout = currentLayout();
  if (!layout || !state.socket || state.socket.readyState !== WebSocket.OPEN) return;
  const size = JSON.stringify(layout.displaySize);
  if (size === state.sentDisplaySize) return;
  state.sentDisplaySize = size;
  send({ displaySize: layout.displaySize });
}

// ---- Input ----

function press(name) {
  if (navigator.vibrate) navigator.vibrate(8);
  $("note").textContent = "";
  return send({ key: name });
}

function flash(id) {
  const key = document.querySelector(`#keypad .key[data-id="${CSS.escape(id)}"]`);
  if (!key) return;
  key.classList.add("pressed");
  setTimeout(() => key.classList.remove("pressed"), 120);
}

function setUpInput() {
  $("keypad").addEventListener("click", (event) => {
    const key = event.target.closest(".key");
    if (!key) return;
    press(key.dataset.id);
    // A key tapped or clicked keeps no focus, so that Enter typed next is = (a key
    // reached with Tab keeps it: Enter there presses that key).
    if (event.detail > 0) key.blur();
  });
  $("modes").addEventListener("click", (event) => {
    const radio = event.target.closest("button");
    if (!radio) return;
    press(radio.dataset.id);
    if (event.detail > 0) radio.blur();  // as a tapped key: Enter typed next is =
  });
  // The radio-group pattern: the arrow keys choose the next or previous keypad.
  $("modes").addEventListener("keydown", (event) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const radios = [...$("modes").querySelectorAll("button")];
    const next = radios[(radios.indexOf(event.target) + step + radios.length) % radios.length];
    next.focus();
    press(next.dataset.id);
  });
  // A unit or kind chosen in a menu is the kit's key for it by name. The menu keeps the
  // focus (an arrow key on it chooses the next unit and stays there); a menu chosen with
  // the pointer gives it back to the keypad.
  const menus = { "converter-category": "kind", "converter-from": "from", "converter-to": "to" };
  let pointed = false;  // the last thing done was with a pointer, not a key
  document.addEventListener("pointerdown", () => { pointed = true; }, true);
  document.addEventListener("keydown", () => { pointed = false; }, true);
  for (const [id, word] of Object.entries(menus)) {
    $(id).addEventListener("change", (event) => {
      press(`${word}:${event.target.value}`);
      if (pointed) event.target.blur();
    });
  }
  // A tool, the swap, a bit or a base clicked with the pointer gives the focus back too, so
  // Enter typed next is = and not that control again; a button that opens a dialog keeps it
  // (the dialog takes it, and gives it back on closing).
  document.addEventListener("click", (event) => {
    const control = event.target instanceof Element && event.target.closest(".tools button, #converter-swap, .bit, .base");
    if (control && event.detail > 0 && !control.hasAttribute("aria-haspopup")) control.blur();
  });
  $("converter-swap").addEventListener("click", (event) => press(event.currentTarget.dataset.key));
  $("programmer-bits").addEventListener("click", (event) => {
    const bit = event.target.closest(".bit");
    if (bit) press(bit.dataset.key);
  });
  $("programmer-bases").addEventListener("click", (event) => {
    const base = event.target.closest(".base");
    if (base) press(base.dataset.key);
  });
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // A menu's own keys are its (arrows, letters that find a unit); digits and the
    // keypad's named keys still reach the number.
    if (event.target instanceof HTMLSelectElement && !/^([0-9.]|Backspace|Delete)$/.test(event.key)) return;
    if ($("history").open || $("notes").open || $("help").open) return;  // a dialog's own keys (Escape closes it)
    if (event.key === "F1" || event.key === "?") {
      event.preventDefault();
      openHelp();
      return;
    }
    // Enter and Space on a focused control are that control's (the browser clicks it).
    const control = event.target instanceof Element && event.target.closest("button, a, input, textarea");
    if (control && (event.key === "Enter" || event.key === " ")) return;
    if (!state.layouts) return;
    const mode = state.screen ? state.screen.mode : "basic";
    const name = state.layouts.keyboard[mode][event.key];
    if (!name) return;
    event.preventDefault();
    flash(name);
    press(name);
  });
  // A swipe across the number removes its last digit, as on the iPhone; across a result
  // with more digits it scrolls them instead (see "Digits on demand" below).
  let swipeStart = null;
  $("screen").addEventListener("pointerdown", (event) => {
    swipeStart = event.clientX;
    if (isScrollable()) startDrag(event);
  });
  $("screen").addEventListener("pointermove", moveDrag);
  $("screen").addEventListener("pointerup", (event) => {
    // A tap on the display (no swipe, no digits dragged) sends the kit's display key: a/b,
    // which flips it between digits and the exact form.
    const tapped = swipeStart !== null && Math.abs(event.clientX - swipeStart) < 8 && (!drag || drag.sent === 0);
    const layout = currentLayout();
    const converter = state.screen && state.screen.mode === "converter";
    if (tapped && !converter && layout && event.target.closest("#display-line")) press(layout.displayKey);
    if (drag) endDrag(event);
    else if (swipeStart !== null && Math.abs(event.clientX - swipeStart) > 40) press("backspace");
    swipeStart = null;
  });
  $("screen").addEventListener("pointercancel", () => { drag = null; swipeStart = null; });
  $("screen").addEventListener("wheel", wheelDigits, { passive: false });
  $("screen").addEventListener("keydown", keyDigits);
  $("history-button").addEventListener("click", openHistory);
  $("history-close").addEventListener("click", closeHistory);
  // A click outside the drawer lands on the dialog itself, over its backdrop.
  $("history").addEventListener("click", (event) => { if (event.target === $("history")) closeHistory(); });
  // Focus goes back to the button that opened the drawer, however it closed (Escape too).
  $("history").addEventListener("close", () => $("history-button").focus());
  $("help-button").addEventListener("click", openHelp);
  $("help-close").addEventListener("click", () => $("help").close());
  $("help").addEventListener("click", (event) => { if (event.target === $("help")) $("help").close(); });
  // Focus goes back where it was when the help opened.
  $("help").addEventListener("close", () => {
    const back = helpOpener && helpOpener.isConnected ? helpOpener : $("help-button");
    helpOpener = null;
    back.focus();
  });
  $("history-clear").addEventListener("click", () => send({ key: "clearHistory" }));
  $("copy-button").addEventListener("click", () => send({ ask: "copy" }));
  $("chinese-button").addEventListener("click", () => send({ ask: "chinese" }));
  $("theme-button").addEventListener("click", toggleTheme);
  $("banner-close").addEventListener("click", () => { $("banner").hidden = true; });
}

// ---- Digits on demand ----
// The result scrolls for more digits: the server's kit works them out (cut, never
// rounded, so none changes) and sends the window to draw. The page only says how far to
// move, in digits: the digits follow a finger or the pointer, a flick carries on and slows,
// the wheel (or a trackpad's sideways scroll) moves them, and so do the arrows, Page Up/Down
// and Home (back to the resting display) while the display has the focus.

let drag = null;
let fling = null;
let wheelRest = 0;
let scrollWaiting = 0;  // digits to move, sent once per frame

function isScrollable() { return Boolean(state.screen && state.screen.scrollable); }

/** Pixels per digit of the display as drawn now. */
function digitWidth() {
  const display = $("display");
  return Math.max(4, display.getBoundingClientRect().width / Math.max(1, display.textContent.length));
}

/** Moves the result by `digits` (later ones when positive); moves within a frame go as one key. */
function scrollDigits(digits) {
  if (!digits || !isScrollable()) return;
  if (scrollWaiting === 0) {
    requestAnimationFrame(() => {
      const move = scrollWaiting;
      scrollWaiting = 0;
      if (move) send({ key: move > 0 ? `scroll:+${move}` : `scroll:${move}` });
    });
  }
  scrollWaiting += digits;
}

function startDrag(event) {
  stopFling();
  drag = { startX: event.clientX, width: digitWidth(), sent: 0, samples: [[event.timeStamp, event.clientX]] };
  $("screen").setPointerCapture(event.pointerId);
}

function moveDrag(event) {
  if (!drag) return;
  // Dragged to the left, the digits further on come into view.
  const digits = Math.trunc((drag.startX - event.clientX) / drag.width);
  scrollDigits(digits - drag.sent);
  drag.sent = digits;
  drag.samples.push([event.timeStamp, event.clientX]);
  if (drag.samples.length > 8) drag.samples.shift();
}

function endDrag(event) {
  const { samples, width } = drag;
  drag = null;
  // A flick carries on, slowing down: its speed over the last moves, in pixels per millisecond.
  const [firstTime, firstX] = samples[0];
  const elapsed = event.timeStamp - firstTime;
  const speed = elapsed > 0 && elapsed < 300 ? (firstX - event.clientX) / elapsed : 0;
  if (Math.abs(speed) > 0.3) startFling(speed, width);
}

function startFling(speed, width) {
  let last = performance.now();
  let travelled = 0, sent = 0;
  fling = { speed };
  const step = (now) => {
    if (!fling) return;
    const elapsed = now - last;
    last = now;
    travelled += fling.speed * elapsed;
    fling.speed *= Math.pow(0.997, elapsed);
    const digits = Math.trunc(travelled / width);
    scrollDigits(digits - sent);
    sent = digits;
    if (Math.abs(fling.speed) < 0.05) fling = null;
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function stopFling() { fling = null; }

function wheelDigits(event) {
  if (!isScrollable()) return;
  event.preventDefault();
  const pixels = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
  // Lines (Firefox's wheel) or pages count as a few digits each.
  wheelRest += event.deltaMode === 0 ? pixels / digitWidth() : pixels * (event.deltaMode === 1 ? 3 : 10);
  const digits = Math.trunc(wheelRest);
  wheelRest -= digits;
  scrollDigits(digits);
}

function keyDigits(event) {
  if (event.target !== $("screen") || !isScrollable() || event.ctrlKey || event.metaKey || event.altKey) return;
  const page = Math.max(1, (state.screen.display || "").length - 4);
  const move = { ArrowRight: 1, ArrowLeft: -1, PageDown: page, PageUp: -page }[event.key];
  if (move === undefined && event.key !== "Home") return;
  event.preventDefault();
  event.stopPropagation();
  stopFling();
  if (move === undefined) send({ key: "scroll.home" });
  else scrollDigits(move);
}

// ---- Help ----

let helpOpener = null;

/** The help's words, from the kit (the rows per keypad come when it opens). */
function labelHelp() {
  $("help-button").setAttribute("aria-label", words().help || "");
  $("help-button").title = words().help || "";
  $("help-title").textContent = words().helpTitle || "";
  $("help-close").textContent = words().helpClose || "";
  $("help-key-head").textContent = words().helpKey || "";
  $("help-does-head").textContent = words().helpDoes || "";
}

/** Opens the help: every key of the keyboard for the keypad shown, then the page's own. */
function openHelp() {
  if (!state.layouts) return;
  const mode = state.screen ? state.screen.mode : "basic";
  $("help-rows").replaceChildren(...(state.layouts.help[mode] || []).map((row) => {
    const line = document.createElement("tr");
    const keys = document.createElement("th");
    keys.scope = "row";
    keys.textContent = row.keys;
    const does = document.createElement("td");
    does.textContent = row.does;
    line.append(keys, does);
    return line;
  }));
  if (!$("help").open) {
    helpOpener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    $("help").showModal();
  }
  $("help-close").focus();
}

function openHistory() {
  if (!$("history").open) $("history").showModal();
  $("history-close").focus();
}

function closeHistory() {
  if ($("history").open) $("history").close();
}

// ---- Copy, Chinese, messages ----

async function copyToClipboard(text) {
  if (!text) {
    showToast(words().nothingToCopy || "");
    return;
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without the async clipboard (plain http off localhost), a selected text area still copies.
    const area = document.createElement("textarea");
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  showToast((words().copied || "").replace("{text}", text.length > 40 ? text.slice(0, 40) + "…" : text));
}

function showChinese(chinese) {
  // Kept under the display until the display changes: a screen that only says the same
  // value again (its calculation ended) does not take the answer away.
  state.chinese = { display: state.screen ? state.screen.display : null, chinese };
  drawChinese();
}

function drawChinese() {
  const { chinese } = state.chinese;
  const note = $("note");
  note.className = chinese.text ? "note chinese" : "note";
  note.textContent = chinese.text || chinese.problem || "";
}

let toastTimer = null;
function showToast(text) {
  const toast = $("toast");
  toast.textContent = text;
  toast.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { toast.hidden = true; }, 2500);
}

function showBanner(text) {
  $("banner-text").textContent = text;
  $("banner").hidden = false;
}

// ---- Theme and layout ----

const darkQuery = matchMedia("(prefers-color-scheme: dark)");
// Landscape, or a window wide enough, gets the landscape (scientific) keypads.
const wideQuery = matchMedia("(orientation: landscape) and (min-width: 560px)");
// A tablet: in portrait a wide keypad; in landscape the history beside the scientific keys.
const tabletQuery = matchMedia("(orientation: portrait) and (min-width: 700px) and (min-height: 900px)");
const sideQuery = matchMedia("(orientation: landscape) and (min-width: 1000px) and (min-height: 720px)");
// A phone on its side: too short for a keypad of many rows.
const shortQuery = matchMedia("(orientation: landscape) and (max-height: 500px)");

function applyTheme() {
  const chosen = localStorage.getItem("theme");
  if (chosen) document.documentElement.dataset.theme = chosen;
  else delete document.documentElement.dataset.theme;
}

function toggleTheme() {
  const dark = (localStorage.getItem("theme") || (darkQuery.matches ? "dark" : "light")) === "dark";
  const next = dark ? "light" : "dark";
  // Choosing what the system shows anyway means following the system again.
  if ((next === "dark") === darkQuery.matches) localStorage.removeItem("theme");
  else localStorage.setItem("theme", next);
  applyTheme();
}

function applyLayout() {
  state.orientation = wideQuery.matches ? "landscape" : "portrait";
  document.body.classList.toggle("wide", wideQuery.matches);
  document.body.classList.toggle("tablet", tabletQuery.matches);
  document.body.classList.toggle("side-history", sideQuery.matches);
  $("history-side").hidden = !sideQuery.matches;
  $("history-tape").hidden = !tabletQuery.matches || !state.history || state.history.length === 0;
  buildKeypad();
  fitDisplay();
}

/** Fetches the kit's keypads, retrying while the server cannot be reached. */
async function loadLayouts() {
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    try {
      const response = await fetch("/layout.json");
      if (response.ok) return await response.json();
    } catch {
      // Offline: try again below.
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

document.addEventListener("DOMContentLoaded", async () => {
  applyTheme();
  darkQuery.addEventListener("change", applyTheme);
  wideQuery.addEventListener("change", applyLayout);
  tabletQuery.addEventListener("change", applyLayout);
  sideQuery.addEventListener("change", applyLayout);
  shortQuery.addEventListener("change", applyLayout);
  window.addEventListener("resize", fitDisplay);
  setUpInput();
  state.layouts = await loadLayouts();
  labelHelp();
  buildModes();
  applyLayout();
  connect();
  // A first connection that takes a while says so too (a quick one shows nothing).
  setTimeout(showConnection, 1000);
});
