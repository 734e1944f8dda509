// The notes view: lines with live results beside them, like Math Notes.
// The server evaluates the note (POST /api/notes) and keeps it per browser, like the
// history; this file only edits text and shows what comes back. Kept apart from app.js:
// it needs nothing of the keypad but the toolbar button.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const pause = 300;  // ms after the last key before the note is sent
  let timer = null;
  let sending = false;
  let queued = false;
  let loaded = false;
  let switchQueued = false;
  // While the server fetches the day's rates, the note is sent again now and then.
  const ratesWait = 1000;
  const mostRatesTries = 30;
  let ratesTimer = null;
  let ratesTries = 0;

  function init() {
    $("notes-button").addEventListener("click", () => ($("notes").open ? close() : open()));
    $("notes-close").addEventListener("click", close);
    // However the dialog closes (Done, Escape, a tap outside), the note is saved and the
    // focus goes back to the Notes button.
    $("notes").addEventListener("close", closed);
    $("notes").addEventListener("click", (event) => { if (event.target === $("notes")) close(); });
    $("notes-angle").addEventListener("click", switchAngle);
    const text = $("notes-text");
    text.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(send, pause);
      drawLineCount();
    });
    text.addEventListener("scroll", () => { $("notes-results").scrollTop = text.scrollTop; });
    // Typing here is text, never a calculator key (Escape still reaches the dialog, which closes).
    text.addEventListener("keydown", (event) => event.stopPropagation());
    text.addEventListener("keyup", (event) => event.stopPropagation());
  }

  async function open() {
    if (!$("notes").open) $("notes").showModal();
    const text = $("notes-text");
    if (!loaded) {
      // Read-only until the saved note is in: typing before would be overwritten by it.
      text.readOnly = true;
      await request("GET");
      text.readOnly = !loaded;
    }
    text.focus();
  }

  function close() {
    if ($("notes").open) $("notes").close();
  }

  function closed() {
    clearTimeout(timer);
    if (loaded) send();
    $("notes-button").focus();
  }

  // The note keeps its angle unit in a line of its own. Which line that is and how it is
  // written is the server's to say: the switch sends the note with the request to switch,
  // and takes the text that comes back.
  function switchAngle() {
    if (!loaded) return;
    clearTimeout(timer);
    switchQueued = true;
    send();
  }

  // One request at a time: an edit made while one is on its way is sent after it.
  async function send() {
    if (sending) { queued = true; return; }
    sending = true;
    const switching = switchQueued;
    switchQueued = false;
    const text = $("notes-text");
    // The text that comes back replaces what is typed: nothing may be typed meanwhile.
    if (switching) text.readOnly = true;
    await request("POST", switching);
    if (switching) text.readOnly = !loaded;
    sending = false;
    if (queued || switchQueued) { queued = false; send(); }
  }

  async function request(method, switchingAngle = false) {
    const text = $("notes-text");
    try {
      const response = await fetch("/api/notes", {
        method,
        headers: method === "POST" ? { "Content-Type": "application/json" } : {},
        body: method === "POST" ? JSON.stringify(switchingAngle ? { text: text.value, switchAngle: true } : { text: text.value }) : undefined,
        credentials: "same-origin",
      });
      const answer = await response.json();
      if (!response.ok) { status(answer.error || said(response.status), true); return; }
      if (method === "GET") { text.value = answer.text; loaded = true; }
      if (switchingAngle) text.value = answer.text;
      status("", false);
      $("notes-angle").textContent = answer.angle;
      drawResults(answer.lines);
      drawPlots(answer.plots || []);
      awaitRates(answer.ratesPending);
    } catch (error) {
      status(words().noteNotSaved || "", true);
    }
  }

  // One result a line, in a column that scrolls with the text.
  function drawResults(lines) {
    const column = $("notes-results");
    column.replaceChildren(...lines.map((line) => {
      const row = document.createElement("div");
      row.className = "notes-result " + line.kind;
      row.textContent = line.kind === "value" ? "= " + line.text : line.kind === "error" ? "! " + line.text : line.text;
      // The whole result, also when the column cuts it.
      row.title = line.kind === "timeout" ? "ran out of time" : line.text;
      return row;
    }));
    // A form that leaves no room for the digits gives way to them; the day of a money line's
    // rates goes under its amount.
    lines.forEach((line, index) => {
      const row = column.children[index];
      if (line.digits && row.scrollWidth > row.clientWidth) row.textContent = "= " + line.digits;
      if (line.ratesNote && row.scrollWidth > row.clientWidth) {
        const amount = document.createElement("span");
        amount.textContent = "= " + line.text.slice(0, line.text.length - line.ratesNote.length - 3);
        const note = document.createElement("span");
        note.className = "rates-note";
        note.textContent = line.ratesNote;
        row.classList.add("rated");
        row.replaceChildren(amount, note);
      }
    });
    drawLineCount();
    column.scrollTop = $("notes-text").scrollTop;
  }

  // Once the day's rates are in, the lines that name a currency are worked out with them:
  // the note is sent again while the server says a fetch runs (its answer comes within seconds).
  function awaitRates(pending) {
    clearTimeout(ratesTimer);
    if (!pending) { ratesTries = 0; return; }
    ratesTries += 1;
    if (ratesTries > mostRatesTries) return;
    ratesTimer = setTimeout(() => { if ($("notes").open && loaded) send(); }, ratesWait);
  }

  // Lines typed but not yet evaluated keep their place in the column.
  function drawLineCount() {
    const column = $("notes-results");
    const lines = $("notes-text").value.split("\n").length;
    while (column.children.length < lines) {
      const row = document.createElement("div");
      row.className = "notes-result none";
      column.append(row);
    }
  }

  // The graphs of the plot lines, under the note: the server's SVG tree, built element
  // by element with text as text. Drag pans, the wheel zooms; the server re-samples.
  const svgNS = "http://www.w3.org/2000/svg";

  function plotsBox() {
    let box = $("notes-plots");
    if (!box) {
      box = document.createElement("div");
      box.id = "notes-plots";
      $("notes-status").before(box);
    }
    return box;
  }

  function build(node) {
    const element = document.createElementNS(svgNS, node.name);
    for (const [name, value] of node.attributes) element.setAttribute(name, value);
    if (node.text) element.textContent = node.text;
    for (const child of node.children) element.append(build(child));
    return element;
  }

  function drawPlots(plots) {
    plotsBox().replaceChildren(...plots.map(plotFigure));
  }

  function plotFigure(plot) {
    const figure = document.createElement("figure");
    figure.className = "notes-plot";
    figure.dataset.line = plot.line;
    fillFigure(figure, plot);
    let drag = null, wheelTimer = null;
    figure.addEventListener("pointerdown", (event) => {
      drag = { x: event.clientX, y: event.clientY };
      figure.setPointerCapture(event.pointerId);
    });
    figure.addEventListener("pointerup", (event) => {
      if (!drag || !figure.plot) return;
      const svg = figure.querySelector("svg"), box = svg.getBoundingClientRect();
      const [x0, x1] = figure.plot.x, [y0, y1] = figure.plot.y;
      const dx = (event.clientX - drag.x) / box.width * (x1 - x0) * 640 / 568;
      const dy = (event.clientY - drag.y) / box.height * (y1 - y0) * 400 / 352;
      drag = null;
      if (Math.abs(dx) + Math.abs(dy) === 0) return;
      replot(figure, [x0 - dx, x1 - dx], [y0 + dy, y1 + dy]);
    });
    figure.addEventListener("wheel", (event) => {
      if (!figure.plot) return;
      event.preventDefault();
      const factor = event.deltaY > 0 ? 1.25 : 0.8;
      const [x0, x1] = figure.plot.x, [y0, y1] = figure.plot.y;
      const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
      figure.plot.x = [cx - (cx - x0) * factor, cx + (x1 - cx) * factor];
      figure.plot.y = [cy - (cy - y0) * factor, cy + (y1 - cy) * factor];
      clearTimeout(wheelTimer);
      wheelTimer = setTimeout(() => replot(figure, figure.plot.x, figure.plot.y), 150);
    }, { passive: false });
    return figure;
  }

  function fillFigure(figure, plot) {
    figure.plot = plot.error ? null : { x: plot.x, y: plot.y };
    const parts = [];
    if (plot.svg) parts.push(build(plot.svg));
    const caption = document.createElement("figcaption");
    caption.textContent = plot.error ? "! " + plot.error : plot.marks.join(" · ");
    caption.classList.toggle("error", !!plot.error);
    parts.push(caption);
    figure.replaceChildren(...parts);
  }

  async function replot(figure, x, y) {
    try {
      const response = await fetch("/api/notes/plot", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ line: Number(figure.dataset.line), x, y }),
        credentials: "same-origin",
      });
      const answer = await response.json();
      if (!response.ok) { status(answer.error || said(response.status), true); return; }
      fillFigure(figure, answer);
    } catch (error) {
      status(words().serverUnreachable || "", true);
    }
  }

  // The kit's words come with the keypad's layout (app.js's words()).
  function said(code) {
    return (words().serverSaid || "").replace("{status}", String(code));
  }

  function status(message, isError) {
    const line = $("notes-status");
    line.textContent = message;
    line.classList.toggle("error", isError);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
