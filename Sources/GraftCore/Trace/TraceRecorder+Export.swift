/// Exports: Chrome trace-event JSON (Perfetto, `chrome://tracing`) and a text summary.
extension TraceRecorder {
  /// The trace as Chrome trace-event JSON: `{"traceEvents": [...]}`, one thread (track) per
  /// root named after it, complete slices (`"X"`) for passes, renders, evaluations and hooks,
  /// instants for writes, batches and diagnostics, and flow arrows (`"s"` → `"f"`) from each
  /// write to the renders it caused. Times in microseconds from the recorder's start.
  public func chromeTraceJSON() -> String {
    Self.chromeTraceJSON(processes: [("Graft", self)])
  }

  /// Several recorders (one per graph: the variants of a sample, say) in one trace file, each
  /// as a process of its own named `name`.
  public static func chromeTraceJSON(processes: [(name: String, recorder: TraceRecorder)]) -> String {
    var items: [String] = []
    var dropped = 0
    for (index, process) in processes.enumerated() {
      items += process.recorder.chromeTraceEvents(pid: index + 1, processName: process.name)
      dropped += process.recorder.droppedEvents
    }
    return #"{"traceEvents":["# + items.joined(separator: ",\n")
      + #"],"displayTimeUnit":"ms","otherData":{"droppedEvents":"# + "\(dropped)}}\n"
  }

  /// This recorder's events as Chrome trace-event objects of process `pid`.
  func chromeTraceEvents(pid: Int, processName: String) -> [String] {
    var items = [
      #"{"name":"process_name","ph":"M","pid":\#(pid),"tid":0,"args":{"name":\#(Self.quoted(processName))}}"#
    ]
    for (track, name) in trackNames.sorted(by: { $0.key < $1.key }) {
      items.append(
        #"{"name":"thread_name","ph":"M","pid":\#(pid),"tid":\#(track),"args":{"name":\#(Self.quoted(name))}}"#
      )
      items.append(
        #"{"name":"thread_sort_index","ph":"M","pid":\#(pid),"tid":\#(track),"args":{"sort_index":\#(track)}}"#
      )
    }
    for event in events { items.append(Self.json(event, pid: pid)) }
    return items
  }

  /// Per root: how often it rendered and why (the most frequent causes first), then what the
  /// graph reported — for a terminal.
  public func summary() -> String {
    var order: [String] = []
    var counts: [String: Int] = [:]
    var causes: [String: [String: Int]] = [:]
    for render in renders {
      if counts[render.root] == nil { order.append(render.root) }
      counts[render.root, default: 0] += 1
      for cause in render.causes { causes[render.root, default: [:]][cause, default: 0] += 1 }
    }
    var lines = ["\(renders.count) root renders in \(passNumber) passes"]
    for root in order {
      lines.append("\(root): \(counts[root] ?? 0) renders")
      let ranked = (causes[root] ?? [:]).sorted {
        $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
      }
      for (cause, count) in ranked { lines.append("  \(count)× \(cause)") }
    }
    let diagnostics = events.filter { $0.category == "diagnostic" }
    if !diagnostics.isEmpty {
      lines.append("diagnostics:")
      for event in diagnostics { lines.append("  \(event.arguments["message"] ?? event.name)") }
    }
    if droppedEvents > 0 {
      lines.append("(\(droppedEvents) events dropped past the capacity of \(capacity))")
    }
    return lines.joined(separator: "\n")
  }

  private static func json(_ event: Event, pid: Int) -> String {
    var fields = [
      #""name":\#(quoted(event.name))"#, #""cat":\#(quoted(event.category))"#,
      #""ph":"\#(event.phase.rawValue)""#, #""pid":\#(pid)"#, #""tid":\#(event.track)"#,
      #""ts":\#(microseconds(event.start))"#,
    ]
    switch event.phase {
    case .complete: fields.append(#""dur":\#(microseconds(event.duration))"#)
    case .instant: fields.append(#""s":"t""#)
    case .flowStart: fields.append(#""id":\#(event.flowID ?? 0)"#)
    case .flowEnd: fields.append(contentsOf: [#""id":\#(event.flowID ?? 0)"#, #""bp":"e""#])
    }
    if !event.arguments.isEmpty {
      let arguments = event.arguments.sorted { $0.key < $1.key }.map {
        "\(quoted($0.key)):\(quoted($0.value))"
      }
      fields.append(#""args":{"# + arguments.joined(separator: ",") + "}")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private static func microseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    let whole = nanoseconds / 1000
    let fraction = nanoseconds % 1000
    let digits = String(fraction)
    return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
  }

  /// A JSON string literal for `text`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
