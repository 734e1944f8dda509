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
  let switchAngleLine = "angle = deg";

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

  // The note keeps its angle unit in a line of its own, which the switch writes.
  function switchAngle() {
    if (!loaded) return;
    const text = $("notes-text");
    const lines = text.value === "" ? [] : text.value.split("\n");
    const index = lines.findIndex((line) => /^\s*angle\s*=\s*(deg|degrees?|rad|radians?|°)\s*$/.test(line));
    if (index >= 0) lines[index] = switchAngleLine; else lines.unshift(switchAngleLine);
    text.value = lines.join("\n");
    drawLineCount();
    send();
  }

  // One request at a time: an edit made while one is on its way is sent after it.
  async function send() {
    if (sending) { queued = true; return; }
    sending = true;
    await request("POST");
    sending = false;
    if (queued) { queued = false; send(); }
  }

  async function request(method) {
    const text = $("notes-text");
    try {
      const response = await fetch("/api/notes", {
        method,
        headers: method === "POST" ? { "Content-Type": "application/json" } : {},
        body: method === "POST" ? JSON.stringify({ text: text.value }) : undefined,
        credentials: "same-origin",
      });
      const answer = await response.json();
      if (!response.ok) { status(answer.error || `the server said ${response.status}`, true); return; }
      if (method === "GET") { text.value = answer.text; loaded = true; }
      status("", false);
      $("notes-angle").textContent = answer.angle;
      switchAngleLine = answer.switchAngleLine;
      drawResults(answer.lines);
    } catch (error) {
      status("not saved: the server cannot be reached", true);
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
    drawLineCount();
    column.scrollTop = $("notes-text").scrollTop;
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

  function status(message, isError) {
    const line = $("notes-status");
    line.textContent = message;
    line.classList.toggle("error", isError);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
