/// The page `GET /` serves: HTML, a little CSS and the JS client.
///
/// The client renders the inline snapshot at once, then follows `/events`: a `snapshot` event
/// rebuilds the whole tree, a `batch` event applies its ops by index, exactly as
/// `ReplayRenderer` does (`move`'s `to` counts positions before the move). Buttons become
/// `<button>`, texts `<span>`, text fields `<input>`, stacks flex `<div>`s, host nodes a
/// bordered `<div>` labelled with the hosted root's name, error nodes red boxes. Clicks, input
/// and return post `{"node", "kind", "text"}` to `/event` with `Content-Type: application/json`
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
/// and dump the updated page.
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

    function post(id, kind, text) {
      const body = { node: id, kind: kind };
      if (text !== undefined) body.text = text;
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
        default: el = document.createElement("div");
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
      if (p.font) el.classList.add(typeof p.font === "string" ? "f-" + p.font : "f-system");
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
      }
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

    function showSnapshot(message, fromStream) {
      nodes.clear();
      rootHost.replaceChildren(build(message.root));
      statusLine.textContent = "pass " + message.pass;
      if (fromStream) afterStreamSnapshot();
    }

    """#

  /// The test hook: `?autotap=LABEL` (only in pages of a server that allows it).
  private static let autotapHook = #"""
    const autotap = new URLSearchParams(location.search).get("autotap");
    let autotapped = false;
    // Only once the stream is open, so the tap's batch is sure to arrive over it.
    afterStreamSnapshot = () => {
      if (!autotap || autotapped) return;
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
