// The Discreet console: a few pages over the public /v1 API. The API key lives in `state`
// only (never in storage or a cookie). Everything shown is set as text, never as HTML.
"use strict";

const state = { key: null, me: null, timers: [] };

// --- small helpers -----------------------------------------------------------------------

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "text") node.textContent = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

let fieldSeq = 0;
function field(label, input) {
  const id = input.id || `f${++fieldSeq}`;
  input.id = id;
  return el("div", { class: "field" }, el("label", { for: id, text: label }), input);
}

function chip(status) {
  return el("span", { class: `chip s-${status}`, text: status });
}

function table(headers, rows, caption) {
  return el(
    "table",
    {},
    caption ? el("caption", { class: "muted", text: caption }) : null,
    el("thead", {}, el("tr", {}, headers.map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, rows.map((cells) => el("tr", {}, cells.map((c) => el("td", {}, c))))),
  );
}

function when(iso) {
  return iso ? new Date(iso).toLocaleString() : "—";
}

function say(message) {
  const box = document.getElementById("status");
  box.textContent = message;
  clearTimeout(say.timer);
  say.timer = setTimeout(() => { box.textContent = ""; }, 6000);
}

function has(...roles) {
  return !!state.me && roles.some((r) => state.me.roles.includes(r));
}

// A destructive button asks once more: the first press arms it for four seconds.
function confirmButton(label, action, cls) {
  const button = el("button", { type: "button", class: cls || "danger", text: label });
  let armed = false;
  button.addEventListener("click", async () => {
    if (!armed) {
      armed = true;
      button.textContent = `Confirm: ${label}`;
      setTimeout(() => { armed = false; button.textContent = label; }, 4000);
      return;
    }
    armed = false;
    button.disabled = true;
    try { await action(); } finally { button.disabled = false; button.textContent = label; }
  });
  return button;
}

class ApiError extends Error {}

async function api(method, path, body) {
  const headers = { Authorization: `Bearer ${state.key}` };
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload });
  if (response.status === 204) return null;
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const message = (data.error && data.error.message) || response.statusText;
    if (response.status === 401) signOut(`Signed out: ${message}`);
    throw new ApiError(`${response.status}: ${message}`);
  }
  return data;
}

async function guarded(action) {
  try { return await action(); } catch (err) {
    if (err instanceof ApiError) { say(err.message); return undefined; }
    throw err;
  }
}

function every(ms, tick) {
  state.timers.push(setInterval(() => { if (!document.hidden) tick(); }, ms));
}

// --- sign-in and navigation --------------------------------------------------------------

const PAGES = [
  { id: "documents", title: "Documents", roles: ["content", "admin", "auditor"], render: documentsPage },
  { id: "conversations", title: "Conversations", roles: ["agent", "admin", "customer"], render: conversationsPage },
  { id: "memory", title: "Memory", roles: ["agent", "admin", "customer"], render: memoryPage },
  { id: "audit", title: "Audit", roles: ["auditor", "admin"], render: auditPage },
  { id: "gaps", title: "Content gaps", roles: ["content", "admin", "auditor"], render: gapsPage },
  { id: "settings", title: "Settings", roles: ["admin"], render: settingsPage },
];

function allowedPages() {
  return PAGES.filter((p) => has(...p.roles));
}

async function signIn(key) {
  state.key = key;
  try {
    state.me = await api("GET", "/v1/me");
  } catch (err) {
    state.key = null;
    say(err.message);
    return;
  }
  document.getElementById("login").hidden = true;
  document.getElementById("signout").hidden = false;
  const who = document.getElementById("who");
  who.hidden = false;
  who.textContent = `Roles: ${state.me.roles.join(", ")}`;
  const nav = document.getElementById("nav");
  nav.replaceChildren(...allowedPages().map((p) => el("a", { href: `#${p.id}`, text: p.title })));
  nav.hidden = false;
  route();
}

function signOut(message) {
  state.key = null;
  state.me = null;
  state.timers.forEach(clearInterval);
  state.timers = [];
  document.getElementById("nav").hidden = true;
  document.getElementById("who").hidden = true;
  document.getElementById("signout").hidden = true;
  document.getElementById("page").hidden = true;
  document.getElementById("page").replaceChildren();
  document.getElementById("login").hidden = false;
  document.getElementById("api-key").value = "";
  if (message) say(message);
}

function route() {
  if (!state.me) return;
  state.timers.forEach(clearInterval);
  state.timers = [];
  const pages = allowedPages();
  const wanted = location.hash.slice(1);
  const page = pages.find((p) => p.id === wanted) || pages[0];
  for (const a of document.querySelectorAll("#nav a")) {
    if (a.getAttribute("href") === `#${page ? page.id : ""}`) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  const host = document.getElementById("page");
  host.hidden = false;
  if (!page) {
    host.replaceChildren(el("p", { text: "This key has no role the console serves." }));
    return;
  }
  const heading = el("h1", { id: "page-title", text: page.title });
  host.setAttribute("aria-labelledby", "page-title");
  host.dataset.page = page.id;
  host.replaceChildren(heading);
  guarded(() => page.render(host));
}

// --- Documents -----------------------------------------------------------------------------

const IN_FLIGHT = ["pending", "processing", "indexed"];

function uploadWithProgress(method, path, form, progress) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader("Authorization", `Bearer ${state.key}`);
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) progress.value = Math.round((100 * e.loaded) / e.total);
    });
    xhr.addEventListener("load", () => {
      let data = {};
      try { data = JSON.parse(xhr.responseText); } catch (_) { /* not JSON */ }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(new ApiError(`${xhr.status}: ${(data.error && data.error.message) || xhr.statusText}`));
    });
    xhr.addEventListener("error", () => reject(new ApiError("the upload failed")));
    xhr.send(form);
  });
}

async function documentsPage(host) {
  const list = el("div", { id: "documents-list" });
  const detail = el("div", { id: "document-detail" });
  if (has("content", "admin")) host.append(uploadForm(() => refresh()));
  host.append(el("h2", { text: "All documents" }), list, detail);
  if (has("admin")) host.append(await deadLetters());

  let openId = null;
  async function refresh() {
    const data = await guarded(() => api("GET", "/v1/documents"));
    if (!data) return;
    const rows = data.documents.map((d) => [
      el("button", { type: "button", class: "quiet", text: d.title, onclick: () => { openId = d.document_id; showDocument(detail, d.document_id, refresh); } }),
      d.scope,
      d.owner,
      d.update_mode,
      chip(d.status),
      d.active_version === null ? "—" : `v${d.active_version}`,
      el("span", {}, d.versions.map((v) => el("span", {}, `v${v.version} `, chip(v.status)))),
    ]);
    const signature = JSON.stringify(data.documents);
    if (list.dataset.signature !== signature) {
      list.dataset.signature = signature;
      list.replaceChildren(table(["Title", "Scope", "Owner", "Update mode", "Status", "Active", "Versions"], rows));
    }
    if (openId) showDocument(detail, openId, refresh);
    const busy = data.documents.some((d) => d.versions.some((v) => IN_FLIGHT.includes(v.status)));
    list.dataset.busy = busy ? "yes" : "no";
  }
  await refresh();
  // Live states: poll while anything is in flight (cheap: one list call).
  every(1500, () => { if (list.dataset.busy === "yes") refresh(); });
}

function uploadForm(done) {
  const file = el("input", { type: "file", id: "upload-file", accept: ".md,.markdown,.txt,.html,.htm,.pdf,.docx" });
  const title = el("input", { id: "upload-title", required: true, maxlength: 200 });
  const scope = el("input", { id: "upload-scope", required: true, pattern: "[a-z][a-z0-9_-]{0,62}", placeholder: "returns" });
  const owner = el("input", { id: "upload-owner", value: "shared" });
  const mode = el("select", { id: "upload-mode" }, el("option", { value: "available", text: "available" }), el("option", { value: "strict", text: "strict" }));
  const progress = el("progress", { id: "upload-progress", max: 100, value: 0, "aria-label": "Upload progress" });
  const drop = el("div", { class: "drop", id: "drop-zone" }, "Drop a policy file here, or choose one below.");
  drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (e) => {
    e.preventDefault();
    drop.classList.remove("over");
    if (e.dataTransfer.files.length) {
      file.files = e.dataTransfer.files;
      drop.textContent = `Chosen: ${file.files[0].name}`;
    }
  });
  const form = el(
    "form",
    { id: "upload-form", "aria-label": "Publish a policy" },
    el("h2", { text: "Publish a policy" }),
    drop,
    el("div", { class: "row" }, field("File", file), field("Title", title), field("Scope", scope), field("Owner", owner), field("Update mode", mode), el("button", { type: "submit", text: "Upload" }), progress),
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (!file.files.length) { say("Choose a file first"); return; }
    const body = new FormData();
    body.append("file", file.files[0]);
    body.append("title", title.value);
    body.append("scope", scope.value);
    body.append("owner", owner.value || "shared");
    body.append("update_mode", mode.value);
    const accepted = await guarded(() => uploadWithProgress("POST", "/v1/documents", body, progress));
    if (accepted) { say(`Uploaded: version ${accepted.version} is ${accepted.status}`); form.reset(); done(); }
  });
  return form;
}

async function showDocument(host, id, refresh) {
  const doc = await guarded(() => api("GET", `/v1/documents/${id}`));
  if (!doc) return;
  const signature = JSON.stringify(doc.versions);
  if (host.dataset.doc === id && host.dataset.signature === signature) return;
  const versions = versionsTable(doc, id, refresh);
  if (host.dataset.doc === id && host.dataset.count === String(doc.versions.length)) {
    // Only states moved: redraw the history, keep the forms (and what is typed in them).
    host.querySelector("#versions-table").replaceWith(versions);
    host.dataset.signature = signature;
    return;
  }
  host.dataset.doc = id;
  host.dataset.count = String(doc.versions.length);
  host.dataset.signature = signature;
  const out = el("div", { id: "diff-output" });
  const numbers = doc.versions.map((v) => v.version);
  const pick = (name, chosen) => el("select", { id: name }, numbers.map((n) => el("option", { value: n, selected: n === chosen, text: `v${n}` })));
  const from = pick("diff-from", numbers.length > 1 ? numbers[numbers.length - 2] : numbers[0]);
  const to = pick("diff-to", numbers[numbers.length - 1]);
  const diffForm = el("form", { id: "diff-form", "aria-label": "Compare versions" }, el("div", { class: "row" }, field("From", from), field("To", to), el("button", { type: "submit", text: "Show changes" })));
  diffForm.addEventListener("submit", async (e) => {
    e.preventDefault();
    const diff = await guarded(() => api("GET", `/v1/documents/${id}/diff?from=${from.value}&to=${to.value}`));
    if (diff) out.replaceChildren(renderDiff(diff));
  });
  const parts = [el("h2", { id: "document-title", text: `${doc.title} (${doc.scope})` }), versions];
  if (has("content", "admin")) parts.push(modeForm(doc, refresh), newVersionForm(id, refresh));
  if (numbers.length > 1) parts.push(diffForm, out);
  host.replaceChildren(el("div", { class: "panel" }, parts));
}

function versionsTable(doc, id, refresh) {
  const rows = doc.versions.map((v) => {
    const p = v.provenance || {};
    const actions = [];
    if (v.status === "quarantined" && has("admin")) {
      actions.push(el("button", { type: "button", text: "Release", onclick: async () => { await guarded(() => api("POST", `/v1/documents/${id}/versions/${v.version}/release`)); refresh(); } }));
      actions.push(confirmButton("Reject", async () => { await guarded(() => api("POST", `/v1/documents/${id}/versions/${v.version}/reject`)); refresh(); }));
    }
    return [
      `v${v.version}`,
      chip(v.status),
      [v.error || "", (v.quarantine_reasons || []).join(", ")].filter(Boolean).join(" — ") || "—",
      p.filename || "—",
      el("code", { title: p.sha256 || "", text: p.sha256 ? p.sha256.slice(0, 12) : "—" }),
      p.size_bytes === undefined ? "—" : `${p.size_bytes} B`,
      when(p.uploaded_at),
      el("span", {}, actions),
    ];
  });
  const t = table(["Version", "State", "Reasons", "File", "SHA-256", "Size", "Uploaded", ""], rows, "Version history");
  t.id = "versions-table";
  return t;
}

function modeForm(doc, refresh) {
  const mode = el("select", { id: "document-mode" }, ["available", "strict"].map((m) => el("option", { value: m, selected: m === doc.update_mode, text: m })));
  const form = el("form", { id: "mode-form", "aria-label": "Update mode" }, el("div", { class: "row" }, field("Update mode (strict: nothing is served while a new version is indexed)", mode), el("button", { type: "submit", text: "Change mode" })));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const changed = await guarded(() => api("PATCH", `/v1/documents/${doc.document_id}`, { update_mode: mode.value }));
    if (changed) { say(`Update mode: ${changed.update_mode}`); refresh(); }
  });
  return form;
}

function newVersionForm(id, refresh) {
  const file = el("input", { type: "file", id: "version-file" });
  const progress = el("progress", { max: 100, value: 0, "aria-label": "New version upload progress" });
  const form = el("form", { id: "version-form", "aria-label": "Upload a new version" }, el("div", { class: "row" }, field("New version", file), el("button", { type: "submit", text: "Upload new version" }), progress));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (!file.files.length) { say("Choose a file first"); return; }
    const body = new FormData();
    body.append("file", file.files[0]);
    const accepted = await guarded(() => uploadWithProgress("PUT", `/v1/documents/${id}`, body, progress));
    if (accepted) { say(`Version ${accepted.version} is ${accepted.status}`); refresh(); }
  });
  return form;
}

function renderDiff(diff) {
  const block = (title, items, cls) => el("div", {}, el("h3", { text: `${title} (${items.length})` }), items.map((s) => el("div", { class: `msg ${cls}` }, el("strong", { text: s.heading }), "\n", s.text)));
  const changed = diff.changed.map((s) => el("div", { class: "msg" }, el("strong", { text: s.heading }), s.removed_lines.map((l) => el("div", { class: "removed", text: `− ${l}` })), s.added_lines.map((l) => el("div", { class: "added", text: `+ ${l}` }))));
  return el(
    "div",
    { id: "diff-result" },
    el("p", { text: `v${diff.from_version} → v${diff.to_version}: ${diff.unchanged} section(s) unchanged` }),
    block("Added", diff.added, "added"),
    block("Removed", diff.removed, "removed"),
    el("h3", { text: `Changed (${diff.changed.length})` }),
    changed,
  );
}

async function deadLetters() {
  const box = el("div", { id: "dead-letters" });
  async function refresh() {
    const data = await guarded(() => api("GET", "/v1/admin/dead-letters"));
    if (!data) return;
    const rows = data.jobs.map((j) => [j.kind, j.document_id || "—", j.version === null ? "—" : `v${j.version}`, String(j.attempts), j.last_error || "—", el("button", { type: "button", text: "Retry", onclick: async () => { await guarded(() => api("POST", `/v1/admin/jobs/${j.job_id}/retry`)); refresh(); } })]);
    box.replaceChildren(el("h2", { text: "Failed jobs" }), rows.length ? table(["Job", "Document", "Version", "Attempts", "Last error", ""], rows) : el("p", { class: "muted", text: "No dead-lettered jobs." }));
  }
  await refresh();
  return box;
}

// --- Conversations --------------------------------------------------------------------------

async function customerPicker(id, onChange) {
  if (!has("agent", "admin")) {
    onChange(state.me.customer_id);
    return el("p", { class: "muted", text: "Acting as this key's own customer." });
  }
  const data = await api("GET", "/v1/customers?limit=1000");
  const select = el("select", { id }, el("option", { value: "", text: "Choose a customer" }), data.customers.map((c) => el("option", { value: c.customer_id, text: c.external_id })));
  select.addEventListener("change", () => onChange(select.value || null));
  return field("Customer", select);
}

async function conversationsPage(host) {
  let customer = null;
  let session = null;
  const transcript = el("div", { id: "transcript", "aria-live": "polite" });
  const message = el("textarea", { id: "chat-message", rows: 2, maxlength: 4000 });
  const send = el("button", { type: "submit", text: "Send", disabled: true });
  const start = el("button", { type: "button", id: "chat-start", text: "Start a conversation", disabled: true });
  const picker = await customerPicker("chat-customer", (id) => { customer = id; start.disabled = !customer; });
  if (customer) start.disabled = false;
  start.addEventListener("click", async () => {
    const created = await guarded(() => api("POST", "/v1/sessions", { customer_id: customer }));
    if (!created) return;
    session = created.session_id;
    transcript.replaceChildren(el("p", { class: "muted", text: "Conversation started." }));
    send.disabled = false;
    message.focus();
  });
  const form = el("form", { id: "chat-form", "aria-label": "Message" }, field("Message", message), send);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const text = message.value.trim();
    if (!session || !text) return;
    message.value = "";
    transcript.append(el("div", { class: "msg customer", text }));
    const bubble = el("div", { class: "msg agent", text: "…" });
    transcript.append(bubble);
    send.disabled = true;
    try {
      const reply = await streamTurn(session, text, (shown) => { bubble.textContent = shown; });
      if (reply) bubble.replaceWith(renderReply(reply));
    } finally { send.disabled = false; }
  });
  host.append(el("div", { class: "panel row" }, picker, start), transcript, form);
  if (has("agent", "admin")) host.append(await handoffsSection());
}

async function handoffsSection() {
  const box = el("section", { id: "handoffs", "aria-labelledby": "handoffs-title" });
  const shown = el("div", { id: "handoff-transcript" });
  const [data, people] = await Promise.all([api("GET", "/v1/handoffs"), api("GET", "/v1/customers?limit=1000")]);
  const names = Object.fromEntries(people.customers.map((c) => [c.customer_id, c.external_id]));
  const rows = data.sessions.map((h) => [
    when(h.last_handoff_at),
    names[h.customer_id] || h.customer_id.slice(0, 8),
    String(h.turns),
    String(h.handoffs),
    h.ended ? "ended" : "open",
    el("button", { type: "button", class: "quiet", text: "Show transcript", onclick: async () => {
      const session = await guarded(() => api("GET", `/v1/sessions/${h.session_id}`));
      if (!session) return;
      shown.replaceChildren(
        el("h3", { text: `Transcript (redacted) — ${names[h.customer_id] || "customer"}` }),
        ...session.turns.map((t) => el("div", { class: `msg ${t.role}`, text: t.content })),
      );
    } }),
  ]);
  box.append(
    el("h2", { id: "handoffs-title", text: "Handed-off conversations (last 7 days)" }),
    rows.length ? table(["Last handoff", "Customer", "Turns", "Handoffs", "Session", ""], rows) : el("p", { class: "muted", text: "None." }),
    shown,
  );
  return box;
}

async function streamTurn(session, text, onText) {
  const response = await fetch(`/v1/sessions/${session}/messages:stream`, {
    method: "POST",
    headers: { Authorization: `Bearer ${state.key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ message: text }),
  });
  if (!response.ok) {
    const data = await response.json().catch(() => ({}));
    say(`${response.status}: ${(data.error && data.error.message) || response.statusText}`);
    return null;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let shown = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return null;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const chunk = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = (chunk.match(/^event: (.*)$/m) || [])[1];
      const data = JSON.parse((chunk.match(/^data: (.*)$/m) || [])[1] || "{}");
      if (event === "delta") { shown += data.text; onText(shown); }
      else if (event === "reply") return data;
      else if (event === "error") { say(data.error.message); return null; }
    }
  }
}

function renderReply(reply) {
  const badges = [];
  if (reply.handoff) badges.push(el("span", { class: "chip s-warn", text: "handed off to a person" }));
  else if (reply.abstained) badges.push(el("span", { class: "chip s-warn", text: "no answer in the policies" }));
  if (reply.guard && reply.guard.blocked) badges.push(el("span", { class: "chip s-bad", text: "guard blocked" }));
  const citations = reply.citations.map((c, i) => {
    const details = el("details", { class: "citation" }, el("summary", { text: `[${i + 1}] ${c.section} (v${c.version})` }), el("p", { class: "muted", text: `Document ${c.document_id}, version ${c.version}, passage ${c.chunk_id}` }));
    if (has("content", "admin", "auditor")) {
      details.addEventListener("toggle", async () => {
        if (!details.open || details.dataset.loaded) return;
        details.dataset.loaded = "yes";
        const doc = await guarded(() => api("GET", `/v1/documents/${c.document_id}`));
        if (doc) details.append(el("p", { text: `${doc.title} — section “${c.section}”, version ${c.version} of ${doc.current_version}` }));
      });
    }
    return details;
  });
  return el("div", { class: "msg agent" }, reply.reply, el("div", {}, badges), citations.length ? el("div", { class: "citations" }, citations) : null);
}

// --- Memory ---------------------------------------------------------------------------------

async function memoryPage(host) {
  const facts = el("div", { id: "facts" });
  const cases = el("div", { id: "cases" });
  let customer = null;
  async function refresh() {
    if (!customer) { facts.replaceChildren(); cases.replaceChildren(); return; }
    const data = await guarded(() => api("GET", `/v1/customers/${customer}/memory?include=history`));
    if (!data) return;
    const rows = data.facts.map((f) => {
      const path = `/v1/customers/${customer}/memory/${f.fact_id}`;
      const source = f.source.case_id ? `case ${f.source.case_id.slice(0, 8)}` : f.source.recorded_by ? "staff" : "conversation";
      const toggle = f.status === "suppressed" ? "Restore" : "Suppress";
      const value = el("input", { value: f.value, "aria-label": `New value for ${f.category} ${f.key}`, size: 24 });
      return [
        `${f.category} / ${f.key}`,
        value,
        chip(f.status),
        source,
        when(f.created_at),
        when(f.confirmed_at),
        when(f.expires_at),
        String((f.revisions || []).length),
        el("span", {},
          el("button", { type: "button", class: "quiet", text: "Correct", onclick: async () => { await guarded(() => api("PATCH", path, { value: value.value })); refresh(); } }),
          el("button", { type: "button", class: "quiet", text: toggle, onclick: async () => { await guarded(() => api("PATCH", path, { status: f.status === "suppressed" ? "active" : "suppressed" })); refresh(); } }),
          confirmButton("Delete", async () => { await guarded(() => api("DELETE", path)); refresh(); })),
      ];
    });
    facts.replaceChildren(rows.length ? table(["Fact", "Value", "Status", "Source", "Recorded", "Confirmed", "Expires", "Revisions", ""], rows) : el("p", { class: "muted", text: "Nothing remembered for this customer." }));
    if (has("agent", "admin")) await showCases(cases, customer);
  }
  const picker = await customerPicker("memory-customer", (id) => { customer = id; refresh(); });
  const report = el("pre", { id: "erasure-report", hidden: true });
  host.append(el("div", { class: "panel row" }, picker), el("h2", { text: "Remembered facts" }), facts, cases);
  if (has("admin")) {
    host.append(el("h2", { text: "Erase this customer" }), el("p", { class: "muted", text: "Deletes their sessions, memory, cases and own documents; the audit keeps counts only." }), confirmButton("Erase customer", async () => {
      if (!customer) { say("Choose a customer first"); return; }
      const result = await guarded(() => api("POST", `/v1/customers/${customer}/erase`));
      if (!result) return;
      report.hidden = false;
      report.textContent = JSON.stringify(result, null, 2);
      // The customer is gone: so are their facts and cases, and their place in the list.
      const option = host.querySelector(`#memory-customer option[value="${customer}"]`);
      if (option) option.remove();
      customer = null;
      facts.replaceChildren(el("p", { class: "muted", text: "Customer erased." }));
      cases.replaceChildren();
    }), report);
  }
  await refresh();
}

async function showCases(host, customer) {
  const data = await guarded(() => api("GET", `/v1/cases?customer_id=${customer}`));
  if (!data) return;
  const title = el("input", { id: "case-title", maxlength: 200 });
  const form = el("form", { id: "case-form", "aria-label": "Open a case" }, el("div", { class: "row" }, field("New case title", title), el("button", { type: "submit", text: "Open case" })));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const made = await guarded(() => api("POST", "/v1/cases", { customer_id: customer, title: title.value || null }));
    if (made) showCases(host, customer);
  });
  const rows = data.cases.map((c) => [c.title || "(untitled)", chip(c.status), when(c.created_at), c.status === "open" ? el("button", { type: "button", class: "quiet", text: "Close", onclick: async () => { await guarded(() => api("POST", `/v1/cases/${c.case_id}/close`)); showCases(host, customer); } }) : when(c.closed_at)]);
  host.replaceChildren(el("h2", { text: "Cases" }), rows.length ? table(["Title (redacted)", "Status", "Opened", "Closed"], rows) : el("p", { class: "muted", text: "No cases." }), form);
}

// --- Audit ----------------------------------------------------------------------------------

async function auditPage(host) {
  const session = el("input", { id: "audit-session", size: 36, placeholder: "session id (optional)" });
  const kind = el("input", { id: "audit-kind", placeholder: "e.g. turn_completed" });
  const since = el("input", { id: "audit-since", type: "date" });
  const events = el("div", { id: "audit-events" });
  const filters = el("form", { id: "audit-filters", "aria-label": "Filter events" }, el("div", { class: "row" }, field("Session", session), field("Kind", kind), field("Since", since), el("button", { type: "submit", text: "Show events" })));
  async function load(after) {
    const q = new URLSearchParams({ limit: "100" });
    if (session.value.trim()) q.set("session_id", session.value.trim());
    if (kind.value.trim()) q.set("kind", kind.value.trim());
    if (since.value) q.set("since", `${since.value}T00:00:00Z`);
    if (after) q.set("after", after);
    const data = await guarded(() => api("GET", `/v1/audit?${q}`));
    if (!data) return;
    const rows = data.events.map((e) => [String(e.seq), e.kind, when(e.occurred_at), e.session_id ? e.session_id.slice(0, 8) : "—", e.kind === "turn_completed" ? el("button", { type: "button", class: "quiet", text: "Reconstruct", onclick: () => reconstruct(e.event_id) }) : ""]);
    events.replaceChildren(
      table(["Seq", "Kind", "When", "Session", ""], rows, "Oldest first"),
      data.next ? el("button", { type: "button", class: "quiet", id: "audit-next", text: "Next page", onclick: () => load(data.next) }) : null,
    );
  }
  filters.addEventListener("submit", (e) => { e.preventDefault(); load(); });
  const output = el("pre", { id: "audit-output", tabindex: 0, "aria-label": "Result" });
  async function show(path) {
    const data = await guarded(() => api("GET", path));
    if (data) output.textContent = JSON.stringify(data, null, 2);
  }
  async function reconstruct(id) { await show(`/v1/audit/turns/${id}`); output.focus(); }
  host.append(
    filters,
    el("div", { class: "row" },
      el("button", { type: "button", id: "verify-chain", text: "Verify the chain", onclick: () => show("/v1/audit/verify") }),
      el("button", { type: "button", class: "quiet", text: "Signed anchor", onclick: () => show("/v1/audit/anchor") }),
      el("button", { type: "button", class: "quiet", text: "Leak report", onclick: () => show("/v1/audit/leaks") })),
    output,
    events,
  );
  await load();
}

// --- Content gaps --------------------------------------------------------------------------

async function gapsPage(host) {
  const since = el("input", { id: "gaps-since", type: "date", value: new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10) });
  const scope = el("input", { id: "gaps-scope", placeholder: "all scopes" });
  const out = el("div", { id: "gaps" });
  const form = el("form", { id: "gaps-form", "aria-label": "Content gaps period" }, el("div", { class: "row" }, field("Since", since), field("Scope", scope), el("button", { type: "submit", text: "Show gaps" })));
  async function load() {
    const q = new URLSearchParams({ since: `${since.value}T00:00:00Z` });
    if (scope.value.trim()) q.set("scope", scope.value.trim());
    const data = await guarded(() => api("GET", `/v1/content-gaps?${q}`));
    if (!data) return;
    const top = Math.max(1, ...data.topics.map((t) => t.count));
    const rows = data.topics.map((t) => [
      el("strong", { text: t.topic }),
      t.scope || "—",
      el("span", {}, el("meter", { min: 0, max: top, value: t.count, "aria-label": `${t.count} questions` }), ` ${t.count}`),
      String(t.handoffs),
      el("ul", {}, t.examples.map((x) => el("li", { text: x }))),
    ]);
    out.replaceChildren(
      el("p", { text: `${data.questions} unanswered question(s), ${data.handoffs} handed off${data.truncated ? " (newest shown)" : ""}.` }),
      rows.length ? table(["Topic", "Scope", "Questions", "Handed off", "Examples (redacted)"], rows) : el("p", { class: "muted", text: "No gaps in this period." }),
    );
  }
  form.addEventListener("submit", (e) => { e.preventDefault(); load(); });
  const figures = el("div", { id: "stats" });
  host.append(form, out, figures);
  await load();
  await showStats(figures, since.value);
}

// A horizontal bar chart as SVG (attributes, no inline style: the page's policy forbids it).
function bars(title, entries, unit) {
  const svg = "http://www.w3.org/2000/svg";
  const top = Math.max(1, ...entries.map(([, v]) => v));
  const chart = document.createElementNS(svg, "svg");
  const rowH = 22;
  chart.setAttribute("width", "640");
  chart.setAttribute("height", String(rowH * Math.max(1, entries.length)));
  chart.setAttribute("role", "img");
  chart.setAttribute("aria-label", `${title}: ${entries.map(([k, v]) => `${k} ${v}${unit}`).join(", ") || "none"}`);
  entries.forEach(([label, value], i) => {
    const text = document.createElementNS(svg, "text");
    text.setAttribute("x", "0");
    text.setAttribute("y", String(i * rowH + 15));
    text.setAttribute("fill", "#1b1f24");
    text.textContent = label;
    const rect = document.createElementNS(svg, "rect");
    rect.setAttribute("x", "150");
    rect.setAttribute("y", String(i * rowH + 4));
    rect.setAttribute("height", "14");
    rect.setAttribute("width", String(Math.max(1, Math.round((280 * value) / top))));
    rect.setAttribute("fill", "#1d4ed8");
    const amount = document.createElementNS(svg, "text");
    amount.setAttribute("x", String(160 + Math.round((280 * value) / top)));
    amount.setAttribute("y", String(i * rowH + 15));
    amount.setAttribute("fill", "#1b1f24");
    amount.textContent = `${value}${unit}`;
    chart.append(text, rect, amount);
  });
  return el("figure", {}, el("figcaption", { text: title }), entries.length ? chart : el("p", { class: "muted", text: "None." }));
}

async function showStats(host, sinceDay) {
  const s = await guarded(() => api("GET", `/v1/stats?since=${sinceDay}T00:00:00Z`));
  if (!s) return;
  const pct = (r) => (r === null ? "—" : `${Math.round(r * 100)}%`);
  host.replaceChildren(
    el("h2", { text: "Figures" }),
    el("p", { text: `${s.turns} turn(s): ${pct(s.abstention_rate)} abstained, ${pct(s.handoff_rate)} handed off; median ${s.p50_ms ?? "—"} ms, 95th percentile ${s.p95_ms ?? "—"} ms. Queue: ${s.queue_depth} waiting or running${s.queue_oldest_s === null ? "" : `, oldest ${Math.round(s.queue_oldest_s)} s`}, ${s.queue_dead} dead-lettered.` }),
    bars("Turn latency by stage (median, ms)", s.stages.map((x) => [x.stage, Math.round(x.p50_ms * 10) / 10]), " ms"),
    bars("Personal data found in messages, by kind", Object.entries(s.pii_by_type), ""),
  );
}

// --- Settings --------------------------------------------------------------------------------

async function settingsPage(host) {
  host.append(await memorySettings(), await redactionSettings(), await keysPanel());
}

async function memorySettings() {
  const box = el("form", { id: "memory-settings", "aria-label": "Memory capture rules" });
  const data = await api("GET", "/v1/settings/memory");
  let version = data.version;
  const rules = el("textarea", { id: "memory-rules", rows: 8 });
  rules.value = JSON.stringify(data.settings, null, 2);
  const label = el("p", { class: "muted", text: `Version ${version}. Only the keys you set override the defaults: ${Object.keys(data.effective).join(", ")}.` });
  box.append(el("h2", { text: "Memory capture rules" }), label, field("Rules (JSON)", rules), el("button", { type: "submit", text: "Save rules" }));
  box.addEventListener("submit", async (e) => {
    e.preventDefault();
    let parsed;
    try { parsed = JSON.parse(rules.value || "{}"); } catch (_) { say("The rules are not valid JSON"); return; }
    const saved = await guarded(() => api("PUT", "/v1/settings/memory", { settings: parsed, version }));
    if (saved) { version = saved.version; label.textContent = `Version ${version}: saved.`; say("Capture rules saved"); }
  });
  return box;
}

async function redactionSettings() {
  const box = el("form", { id: "redaction-settings", "aria-label": "Redaction allow-list" });
  const data = await api("GET", "/v1/settings/redaction");
  let version = data.version;
  const words = el("textarea", { id: "allow-list", rows: 5 });
  words.value = (data.settings.allow_list || []).join("\n");
  const patterns = el("textarea", { id: "patterns", rows: 3, placeholder: "ICD10 \\b[A-Z]\\d{2}\\.\\d\\b" });
  patterns.value = (data.settings.patterns || []).map((p) => `${p.entity} ${p.regex}`).join("\n");
  const label = el("p", { class: "muted", text: `Version ${version}.` });
  box.append(el("h2", { text: "Redaction" }), label, field("Allow-list (one word or phrase per line)", words), field("Patterns (ENTITY regex, one per line)", patterns), el("button", { type: "submit", text: "Save redaction settings" }));
  box.addEventListener("submit", async (e) => {
    e.preventDefault();
    const settings = {
      allow_list: words.value.split("\n").map((w) => w.trim()).filter(Boolean),
      patterns: patterns.value.split("\n").map((l) => l.trim()).filter(Boolean).map((l) => { const at = l.indexOf(" "); return { entity: at < 0 ? l : l.slice(0, at), regex: at < 0 ? "" : l.slice(at + 1).trim() }; }),
    };
    const saved = await guarded(() => api("PUT", "/v1/settings/redaction", { settings, version }));
    if (saved) { version = saved.version; label.textContent = `Version ${version}: saved.`; say("Redaction settings saved"); }
  });
  return box;
}

async function keysPanel() {
  const box = el("div", { id: "keys", class: "panel" });
  const fresh = el("output", { id: "new-key" });
  async function refresh() {
    const data = await guarded(() => api("GET", "/v1/keys"));
    if (!data) return;
    const rows = data.keys.map((k) => [
      el("code", { text: `${k.prefix}…` }),
      k.roles.join(", "),
      k.customer_id ? k.customer_id.slice(0, 8) : "—",
      when(k.created_at),
      k.key_id === state.me.key_id ? el("span", { class: "muted", text: "this key" }) : el("span", {},
        el("button", { type: "button", class: "quiet", text: "Rotate", onclick: async () => { const r = await guarded(() => api("POST", `/v1/keys/${k.key_id}/rotate`)); if (r) { fresh.textContent = `New key (shown once): ${r.api_key}`; refresh(); } } }),
        confirmButton("Revoke", async () => { await guarded(() => api("DELETE", `/v1/keys/${k.key_id}`)); refresh(); })),
    ]);
    box.replaceChildren(el("h2", { text: "API keys" }), table(["Key", "Roles", "Customer", "Created", ""], rows), fresh);
  }
  await refresh();
  return box;
}

// --- start ----------------------------------------------------------------------------------

document.addEventListener("DOMContentLoaded", () => {
  document.getElementById("login-form").addEventListener("submit", (e) => {
    e.preventDefault();
    signIn(document.getElementById("api-key").value.trim());
  });
  document.getElementById("signout").addEventListener("click", () => signOut("Signed out"));
  window.addEventListener("hashchange", route);
});
