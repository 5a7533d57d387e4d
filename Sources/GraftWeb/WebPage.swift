/// The page `GET /` serves: HTML, a little CSS and the JS client.
///
/// The client renders the inline snapshot at once, then follows `/events`: a `snapshot` event
/// rebuilds the whole tree, a `batch` event applies its ops by index, exactly as
/// `ReplayRenderer` does (`move`'s `to` counts positions before the move). Buttons become
/// `<button>`, texts `<span>`, text fields `<input>` (password for secure ones), stacks flex
/// `<div>`s, host nodes a bordered `<div>` labelled with the hosted root's name, error nodes red
/// boxes; toggles checkboxes, picker options pressed buttons (a menu picker a `<select>`),
/// steppers −/+ buttons, sliders
/// range inputs, progress `<progress>`, text editors `<textarea>`, links `<a>`, dividers
/// `<hr>`, disclosure groups and tabs clickable heads, presentations boxed panels, movable rows
/// ↑/↓ buttons, selectable rows highlighted and clickable; inactive nodes (navigation levels
/// under the top one) are not displayed. A control's keyboard shortcut, typed anywhere on the
/// page (Ctrl for Cmd; Return not inside a field), clicks it. Clicks, input and return post `{"node", "kind", "text"}` (steppers, sliders and
/// row moves `{"node", "kind": "value", "value"}`) to `/event` with `Content-Type: application/json`
/// and the launch's token (read from `<meta name="graft-token">`) in `X-Graft-Token`. When the
/// stream drops (the server closed it, or refused it with 503), the client reconnects, backing
/// off up to 5 s, and the server's fresh snapshot rebuilds the page.
///
/// The inline `<script>` and `<style>` carry the response's nonce, which its
/// Content-Security-Policy names; nothing else may run.
///
/// Only when the server allows it (``WebRendererOptions/allowsAutotap``) does the page carry
/// the test hook `?autotap=LABEL`: it clicks the first enabled button labelled LABEL once, after
/// the stream's first snapshot, and closes the stream after the next batch, so that a headless
/// browser run with a virtual time budget (which waits while any fetch is pending) can finish
/// and dump the updated page. `?autokey=COMBO` does the same with a key combination typed on
/// the page (`cmd+n`, `return`).
enum WebPage {
  /// The page for `title` with the initial `{"pass", "root"}` snapshot `snapshotJSON`, the
  /// launch's `token` (hex), the response's CSP `nonce` (hex), and the autotap hook if `autotap`.
  static func html(title: String, snapshotJSON: String, token: String, nonce: String, autotap: Bool) -> String
  {
    let safeJSON = snapshotJSON.replacingOccurrences(of: "<", with: "\\u003c")
    let safeTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
      of: "<", with: "&lt;")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="graft-token" content="\(token)">
      <title>\(safeTitle)</title>
      <style nonce="\(nonce)">\(css)</style>
      </head>
      <body>
      <header><b>\(safeTitle)</b> <span id="graft-status">loading</span></header>
      <main id="graft-root"></main>
      <script id="graft-initial" type="application/json">\(safeJSON)</script>
      <script nonce="\(nonce)">\(clientStart)\(autotap ? autotapHook : "")\(clientRun)</script>
      </body>
      </html>
      """
  }

  private static let css = """
    body { font: 15px system-ui, sans-serif; margin: 0; color: #111; background: #fafafa; }
    header { padding: 8px 14px; background: #22303c; color: #eee; font-size: 13px; }
    header span { color: #9bd; margin-left: 8px; }
    main { padding: 14px; }
    .g-vstack, .g-root, .g-list, .g-nav, .g-host-kids { display: flex; flex-direction: column; gap: 8px; }
    .g-hstack { display: flex; flex-direction: row; gap: 8px; align-items: center; }
    .g-zstack { display: grid; } .g-zstack > * { grid-area: 1 / 1; }
    .g-spacer { flex: 1 1 0; min-width: 8px; min-height: 8px; }
    .g-host { border: 2px dashed #7a8fa6; border-radius: 6px; padding: 6px; background: #fff; }
    .g-host-label { font: 11px ui-monospace, monospace; color: #57708a; margin-bottom: 4px; }
    .g-list { border: 1px solid #ccc; border-radius: 6px; padding: 6px; background: #fff; }
    .g-nav-title { font-size: 22px; font-weight: 700; }
    .g-error { border: 2px solid #c00; color: #c00; background: #fee; padding: 6px; border-radius: 4px; }
    .g-image { font: 12px ui-monospace, monospace; color: #555; }
    .g-highlighted { background: #dbeafe; }
    button { font: inherit; padding: 4px 12px; align-self: flex-start; cursor: pointer; }
    .g-hstack > button { align-self: auto; }
    input { font: inherit; padding: 4px 6px; }
    .f-largeTitle { font-size: 30px; font-weight: 700; } .f-title { font-size: 26px; font-weight: 600; }
    .f-title2 { font-size: 22px; } .f-title3 { font-size: 19px; } .f-headline { font-weight: 700; }
    .f-subheadline, .f-callout { font-size: 14px; } .f-footnote, .f-caption, .f-caption2 { font-size: 12px; }
    .g-form, .g-section, .g-presentation-kids, .g-disclosureGroup-kids, .g-tab-kids, .g-scrollView,
    .g-tabView { display: flex; flex-direction: column; gap: 8px; }
    .g-section { border-top: 1px solid #ddd; padding-top: 6px; }
    .g-section-title { font-size: 12px; text-transform: uppercase; color: #666; }
    .g-row, .g-row-kids, .g-toolbar, .g-toggle, .g-stepper, .g-slider, .g-picker-kids { display: flex;
      flex-direction: row; gap: 8px; align-items: center; }
    .g-row { border-bottom: 1px solid #eee; padding: 4px 0; } .g-row-kids { flex: 1 1 auto; }
    .g-toolbar { justify-content: flex-end; border-top: 1px solid #ddd; padding-top: 6px; }
    .g-option[aria-pressed="true"], .g-tab-on > .g-tab-kids > :first-child { background: #dbeafe; font-weight: 600; }
    .g-tab-kids > :first-child { cursor: pointer; }
    .g-tab-off > .g-tab-kids > :first-child { color: #57708a; }
    .g-scrollView { overflow: auto; max-height: 60vh; }
    .g-disclosure-head { cursor: pointer; font-weight: 600; }
    .g-presentation { border: 2px solid #22303c; border-radius: 8px; padding: 10px; background: #fff;
      box-shadow: 0 4px 18px rgba(0,0,0,.25); }
    .g-presentation-title { font-weight: 700; }
    .r-destructive { color: #c00; }
    .g-hidden { visibility: hidden; }
    .g-inactive { display: none; }
    textarea { font: inherit; min-height: 4em; }
    hr.g-divider { width: 100%; border: 0; border-top: 1px solid #ccc; margin: 2px 0; }
    """

  /// The client's functions; hooks for the stream's events that do nothing by default.
  private static let clientStart = #"""
    "use strict";
    const nodes = new Map();
    const rootHost = document.getElementById("graft-root");
    const statusLine = document.getElementById("graft-status");
    const token = document.querySelector('meta[name="graft-token"]').content;
    let afterStreamSnapshot = () => {};
    let afterBatch = (batch) => {};
    let events = null;
    let retryDelay = 250;

    function post(id, kind, text, value) {
      const body = { node: id, kind: kind };
      if (text !== undefined) body.text = text;
      if (value !== undefined) body.value = value;
      return fetch("/event", {
        method: "POST", body: JSON.stringify(body),
        headers: { "Content-Type": "application/json", "X-Graft-Token": token },
      })
        .then(r => r.ok ? r.json() : r.json().then(e => { statusLine.textContent = "error: " + e.error; }))
        .catch(e => { statusLine.textContent = "error: " + e; });
    }

    function kidsOf(el) { return el._kids || el; }

    function build(snap) {
      let el;
      switch (snap.kind) {
        case "text": el = document.createElement("span"); break;
        case "button":
          el = document.createElement("button");
          el.addEventListener("click", () => post(snap.id, "tap"));
          break;
        case "textField":
          el = document.createElement("input");
          el.addEventListener("input", () => post(snap.id, "text", el.value));
          el.addEventListener("keydown", e => { if (e.key === "Enter") post(snap.id, "submit"); });
          break;
        case "host": case "navigationStack": {
          el = document.createElement("div");
          el._label = document.createElement("div");
          el._label.className = snap.kind === "host" ? "g-host-label" : "g-nav-title";
          el._kids = document.createElement("div");
          el._kids.className = snap.kind === "host" ? "g-host-kids" : "g-vstack";
          el.append(el._label, el._kids);
          break;
        }
        case "image": el = document.createElement("span"); break;
        default: el = buildControl(snap);
      }
      el.dataset.id = snap.id;
      el.dataset.kind = snap.kind === "custom" ? snap.name : snap.kind;
      el._kind = snap.kind;
      applyProps(el, snap.props);
      for (const child of snap.children) kidsOf(el).appendChild(build(child));
      nodes.set(snap.id, el);
      return el;
    }

    function size(v) { return typeof v === "number" ? v + "px" : ""; }

    function applyProps(el, p) {
      const kind = el._kind;
      el.className = "g-" + ({ navigationStack: "nav" }[kind] || kind);
      if (p.highlighted) el.classList.add("g-highlighted");
      if (p.font) el.classList.add(typeof p.font === "string" ? "f-" + p.font
        : p.font.style ? "f-" + p.font.style : "f-system");
      el.style.fontSize = p.font && p.font.size ? p.font.size + "px" : "";
      el.style.color = p.foreground || "";
      if (p.identifier) el.dataset.identifier = p.identifier;
      switch (kind) {
        case "text": el.textContent = p.text ?? ""; break;
        case "error": el.textContent = "\u26a0 " + (p.text ?? "error"); break;
        case "image": el.textContent = "[" + (p.systemImage ?? "image") + "]"; break;
        case "button":
          if (p.text != null) el.textContent = p.text;
          el.disabled = !!p.disabled;
          break;
        case "textField":
          el.placeholder = p.placeholder ?? "";
          if (el.value !== (p.text ?? "") && document.activeElement !== el) el.value = p.text ?? "";
          el.disabled = !!p.disabled;
          break;
        case "host": el._label.textContent = "Host " + (p.hostedRoot ?? ""); break;
        case "navigationStack": el._label.textContent = p.title ?? ""; break;
        default: applyControlProps(el, p);
      }
      applyStyleProps(el, p);
      const box = kidsOf(el);
      box.style.gap = typeof p.spacing === "number" ? p.spacing + "px" : "";
      const align = { leading: "flex-start", top: "flex-start", center: "center",
        trailing: "flex-end", bottom: "flex-end" }[p.alignment];
      box.style.alignItems = (kind === "vstack" || kind === "hstack") && align ? align : "";
      const f = p.frame || {};
      el.style.width = size(f.width); el.style.height = size(f.height);
      el.style.minWidth = size(f.minWidth); el.style.maxWidth = size(f.maxWidth);
      el.style.minHeight = size(f.minHeight); el.style.maxHeight = size(f.maxHeight);
      el.style.flexGrow = f.maxWidth === "inf" || f.maxHeight === "inf" ? "1" : "";
      if (f.maxWidth === "inf") el.style.alignSelf = "stretch";
      const pad = p.padding;
      el.style.padding = pad ? `${pad.top}px ${pad.trailing}px ${pad.bottom}px ${pad.leading}px` : "";
    }

    // The controls of issue 18. Each keeps its children in el._kids (kidsOf), so batch ops
    // by index land in the right box.
    function withKids(el, head) {
      el._kids = document.createElement("div");
      el._kids.className = "g-" + el._kindName + "-kids";
      if (head) el.append(head);
      el.append(el._kids);
      return el;
    }

    function buildControl(snap) {
      const id = snap.id;
      let el;
      switch (snap.kind) {
        case "toggle": {
          el = document.createElement("label");
          el._kindName = "toggle";
          el._box = document.createElement("input");
          el._box.type = "checkbox";
          el._box.addEventListener("click", e => { e.preventDefault(); post(id, "tap"); });
          el._title = document.createElement("span");
          el.append(el._box, el._title);
          return withKids(el);
        }
        case "option": case "tab": case "link": case "disclosureGroup": case "presentation": case "section": {
          el = document.createElement(snap.kind === "option" ? "button" : snap.kind === "link" ? "a" : "div");
          el._kindName = snap.kind;
          let head = null;
          if (snap.kind === "option") el.addEventListener("click", () => post(id, "tap"));
          if (snap.kind === "link") {
            el.href = "#";
            el.addEventListener("click", e => { e.preventDefault(); post(id, "tap"); });
            el._title = document.createElement("span");
            head = el._title;
          }
          if (snap.kind === "tab") {
            el.addEventListener("click", e => {
              const first = el._kids.firstElementChild;
              if (first && first.contains(e.target)) post(id, "tap");
            });
          }
          if (snap.kind === "disclosureGroup") {
            head = document.createElement("div");
            head.className = "g-disclosure-head";
            head.addEventListener("click", () => post(id, "tap"));
            el._title = head;
          }
          if (snap.kind === "presentation" || snap.kind === "section") {
            head = document.createElement("div");
            head.className = "g-" + snap.kind + "-title";
            el._title = head;
          }
          return withKids(el, head);
        }
        case "picker": {
          el = document.createElement("div");
          el._kindName = "picker";
          el._title = document.createElement("span");
          withKids(el, el._title);
          // A menu picker is a <select> mirroring its option buttons (kept, hidden, for the
          // batch ops); choosing an entry clicks its option.
          el._select = document.createElement("select");
          el._select.addEventListener("change", () => {
            const option = el._kids.children[el._select.selectedIndex];
            if (option) option.click();
          });
          el._syncSelect = () => {
            el._select.replaceChildren(...Array.from(el._kids.children).map(option => {
              const entry = document.createElement("option");
              entry.textContent = option.textContent;
              entry.defaultSelected = entry.selected = option.getAttribute("aria-pressed") === "true";
              entry.disabled = !!option.disabled;
              return entry;
            }));
          };
          new MutationObserver(el._syncSelect).observe(el._kids,
            { childList: true, subtree: true, attributes: true, characterData: true });
          el.insertBefore(el._select, el._kids);
          return el;
        }
        case "stepper": {
          el = document.createElement("div");
          el._kindName = "stepper";
          el._title = document.createElement("span");
          const minus = document.createElement("button");
          const plus = document.createElement("button");
          minus.textContent = "\u2212"; plus.textContent = "+";
          minus.addEventListener("click", () => post(id, "value", undefined, el._value - el._step));
          plus.addEventListener("click", () => post(id, "value", undefined, el._value + el._step));
          el._buttons = [minus, plus];
          el.append(el._title, minus, plus);
          return el;
        }
        case "slider": {
          el = document.createElement("label");
          el._kindName = "slider";
          el._title = document.createElement("span");
          el._range = document.createElement("input");
          el._range.type = "range";
          el._range.addEventListener("change", () => post(id, "value", undefined, Number(el._range.value)));
          el.append(el._title, el._range);
          return el;
        }
        case "progress": {
          el = document.createElement("div");
          el._kindName = "progress";
          el._bar = document.createElement("progress");
          el._title = document.createElement("span");
          el.append(el._title, el._bar);
          return el;
        }
        case "textEditor": {
          el = document.createElement("textarea");
          el.addEventListener("input", () => post(id, "text", el.value));
          return el;
        }
        case "label": el = document.createElement("span"); return el;
        case "divider": return document.createElement("hr");
        case "row": {
          el = document.createElement("div");
          el._kindName = "row";
          withKids(el);
          const up = document.createElement("button");
          const down = document.createElement("button");
          up.textContent = "\u2191"; down.textContent = "\u2193";
          const index = () => Array.from(el.parentNode.children).filter(c => c._kind === "row").indexOf(el);
          // A selectable row (List(selection:)) is selected by a click outside its controls.
          el.addEventListener("click", e => {
            if (el._selectable && !e.target.closest("button, input, textarea, a")) post(id, "tap");
          });
          up.addEventListener("click", () => post(id, "value", undefined, index() - 1));
          down.addEventListener("click", () => post(id, "value", undefined, index() + 1));
          el._moves = document.createElement("span");
          el._moves.append(up, down);
          return el;
        }
        case "custom":
          if (snap.name === "Refreshable") {
            el = document.createElement("div");
            el._kindName = "refreshable";
            const pull = document.createElement("button");
            pull.textContent = "\u21bb Refresh";
            pull.addEventListener("click", () => post(id, "tap"));
            return withKids(el, pull);
          }
          return document.createElement("div");
        default: return document.createElement("div");
      }
    }

    function applyControlProps(el, p) {
      const kind = el._kind;
      if (el._title) el._title.textContent = kind === "disclosureGroup"
        ? (p.on ? "\u25be " : "\u25b8 ") + (p.text ?? "") : kind === "presentation" || kind === "section"
        ? (p.title ?? "") : (p.labelsHidden ? "" : (p.text ?? ""));
      switch (kind) {
        case "toggle": el._box.checked = !!p.on; el._box.disabled = !!p.disabled; break;
        case "option": el.setAttribute("aria-pressed", p.on ? "true" : "false"); el.disabled = !!p.disabled; break;
        case "picker": {
          const menu = p.style === "menu";
          el._select.hidden = !menu;
          el._select.disabled = !!p.disabled;
          el._kids.hidden = menu;
          el._syncSelect();
          break;
        }
        case "tab": el.classList.add(p.on ? "g-tab-on" : "g-tab-off"); break;
        case "link": el.title = p.url ?? ""; break;
        case "label": el.textContent = "[" + (p.systemImage ?? "") + "] " + (p.text ?? ""); break;
        case "stepper":
          el._value = p.value ?? 0; el._step = p.step ?? 1;
          el._title.textContent = (p.text ?? "") + " " + el._value;
          for (const b of el._buttons) b.disabled = !!p.disabled;
          break;
        case "slider":
          el._range.min = p.minimum ?? 0; el._range.max = p.maximum ?? 1;
          el._range.step = p.step ?? "any"; el._range.value = p.value ?? 0; el._range.disabled = !!p.disabled;
          break;
        case "progress":
          if (p.value == null) { el._bar.removeAttribute("value"); } else { el._bar.value = p.value; }
          el._bar.max = p.maximum ?? 1;
          break;
        case "textEditor":
          if (el.value !== (p.text ?? "") && document.activeElement !== el) el.value = p.text ?? "";
          el.disabled = !!p.disabled;
          break;
        case "row":
          el._selectable = p.style === "selectable";
          if (p.style === "movable") { if (!el._moves.parentNode) el.append(el._moves); }
          else el._moves.remove();
          break;
      }
    }

    function applyStyleProps(el, p) {
      if (p.hidden) el.classList.add("g-hidden");
      if (p.inactive) el.classList.add("g-inactive");
      if (p.role) el.classList.add("r-" + p.role);
      if (p.style && el._kind !== "row") el.classList.add("s-" + p.style);
      el.style.opacity = p.opacity ?? "";
      el.style.background = p.background || "";
      el.style.border = p.border ? `${p.borderWidth ?? 1}px solid ${p.border}` : "";
      el.style.accentColor = p.tint || "";
      const em = p.emphasis || [];
      const weight = p.weight || (p.font && p.font.weight);
      el.style.fontWeight = em.includes("bold") ? "700" : ({ ultraLight: 200, thin: 100, light: 300, regular: 400,
        medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 }[weight] ?? "");
      el.style.fontStyle = em.includes("italic") ? "italic" : "";
      el.style.textDecoration = [em.includes("underline") ? "underline" : "",
        em.includes("strikethrough") ? "line-through" : ""].join(" ").trim();
      if (p.accessibilityLabel) el.setAttribute("aria-label", p.accessibilityLabel);
      if (p.keyboardShortcut) el.dataset.shortcut = p.keyboardShortcut; else delete el.dataset.shortcut;
      if (el._kind === "textField") el.type = p.secure ? "password" : "text";
      if (p.focused && document.activeElement !== el && el.focus) setTimeout(() => el.focus(), 0);
    }

    function forget(el) {
      nodes.delete(Number(el.dataset.id));
      for (const inner of el.querySelectorAll("[data-id]")) nodes.delete(Number(inner.dataset.id));
    }

    function applyOp(op) {
      switch (op.op) {
        case "insert": {
          const box = kidsOf(nodes.get(op.parent));
          box.insertBefore(build(op.node), box.children[op.index] || null);
          break;
        }
        case "remove": {
          const box = kidsOf(nodes.get(op.parent));
          for (let i = 0; i < op.count; i++) { const el = box.children[op.index]; forget(el); el.remove(); }
          break;
        }
        case "move": {
          const box = kidsOf(nodes.get(op.parent));
          const moving = Array.from(box.children).slice(op.from, op.from + op.count);
          for (const el of moving) el.remove();
          const dest = op.to > op.from ? op.to - op.count : op.to;
          const before = box.children[dest] || null;
          for (const el of moving) box.insertBefore(el, before);
          break;
        }
        case "update": { const el = nodes.get(op.node); if (el) applyProps(el, op.props); break; }
      }
    }

    // Keyboard shortcuts (`.keyboardShortcut`): a key combination, spelled as the node's
    // `keyboardShortcut` ("return", "cmd+n"; Ctrl stands in for Cmd), clicks the first enabled
    // control that is shown and carries it. Return typed in a field or editor stays theirs.
    function shortcutOf(e) {
      const names = { Enter: "return", Escape: "escape", Backspace: "delete", Delete: "delete", Tab: "tab",
        " ": "space", ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };
      const key = names[e.key] ?? e.key.toLowerCase();
      return [e.ctrlKey && "ctrl", e.altKey && "alt", e.shiftKey && "shift", e.metaKey && "cmd", key]
        .filter(Boolean).join("+");
    }

    function pressShortcut(e) {
      const combo = shortcutOf(e);
      if (combo === "return" && e.target.closest && e.target.closest("input, textarea, select")) return false;
      const candidates = [combo];
      if (combo.includes("ctrl") && !combo.includes("cmd")) candidates.push(combo.replace("ctrl", "cmd"));
      const target = Array.from(rootHost.querySelectorAll("[data-shortcut]")).find(el =>
        candidates.includes(el.dataset.shortcut) && !el.disabled && !el.closest(".g-inactive, .g-hidden"));
      if (!target) return false;
      e.preventDefault();
      target.click();
      return true;
    }

    document.addEventListener("keydown", pressShortcut);

    function showSnapshot(message, fromStream) {
      nodes.clear();
      rootHost.replaceChildren(build(message.root));
      statusLine.textContent = "pass " + message.pass;
      if (fromStream) afterStreamSnapshot();
    }

    """#

  /// The test hooks: `?autotap=LABEL` and `?autokey=COMBO` (only in pages of a server that
  /// allows them).
  private static let autotapHook = #"""
    const autotap = new URLSearchParams(location.search).get("autotap");
    const autokey = new URLSearchParams(location.search).get("autokey");
    let autotapped = false;
    // Only once the stream is open, so the tap's batch is sure to arrive over it.
    afterStreamSnapshot = () => {
      if (autotapped) return;
      if (autokey) {
        const parts = autokey.split("+");
        const key = parts[parts.length - 1];
        const names = { return: "Enter", escape: "Escape", space: " " };
        const event = new KeyboardEvent("keydown", { key: names[key] ?? key, bubbles: true, cancelable: true,
          ctrlKey: parts.includes("ctrl"), altKey: parts.includes("alt"), shiftKey: parts.includes("shift"),
          metaKey: parts.includes("cmd") });
        document.dispatchEvent(event);
        if (event.defaultPrevented) autotapped = true;
        return;
      }
      if (!autotap) return;
      const button = Array.from(rootHost.querySelectorAll("button"))
        .find(b => !b.disabled && b.textContent.trim() === autotap);
      if (button) { autotapped = true; button.click(); }
    };
    // With no fetch pending, a headless browser's virtual time budget can end.
    afterBatch = (batch) => {
      if (!autotapped) return;
      events.close();
      statusLine.textContent = "pass " + batch.pass + " · autotap done";
    };

    """#

  /// Renders the inline snapshot and follows the stream, reconnecting when it drops.
  private static let clientRun = #"""
    function connect() {
      events = new EventSource("/events");
      events.addEventListener("snapshot", e => { retryDelay = 250; showSnapshot(JSON.parse(e.data), true); });
      events.addEventListener("batch", e => {
        const batch = JSON.parse(e.data);
        for (const op of batch.ops) applyOp(op);
        statusLine.textContent = "pass " + batch.pass + " · live";
        afterBatch(batch);
      });
      events.onerror = () => {
        statusLine.textContent = "disconnected (retrying)";
        // A refused stream (503) is not retried by the browser itself: reconnect by hand.
        if (events.readyState === EventSource.CLOSED) {
          setTimeout(connect, retryDelay);
          retryDelay = Math.min(retryDelay * 2, 5000);
        }
      };
    }

    showSnapshot(JSON.parse(document.getElementById("graft-initial").textContent), false);
    connect();
    """#
}
