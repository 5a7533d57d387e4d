// libFuzzer target for GraftWeb's event decoder (`make fuzz`; seeds in corpus/event). Built by
// the Makefile with `swiftc -sanitize=fuzzer,address` together with
// Sources/GraftWeb/StrictJSON.swift and WebEvent.swift; not a SwiftPM target.
//
// Besides "never crash, leak or hang", each input checks: any value StrictJSON accepts,
// written back out, parses to the same value; an accepted event agrees with the JSON it came
// from and survives the same round trip.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebEventDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  let parsed = StrictJSON.parse(bytes)
  if case .success(let value) = parsed {
    guard StrictJSON.parse(Array(write(value).utf8)) == .success(value) else {
      fatalError("round trip changed \(value)")
    }
  }
  if case .success(let event) = WebEvent.decode(bytes) {
    guard case .success(.object(let members)) = parsed, members["node"]?.unsignedInteger == event.node,
      members["kind"] == .string(event.kind.rawValue)
    else { fatalError("decoded \(event) from JSON that does not say so") }
    var object: [String: StrictJSON] = [
      "node": .number(String(event.node)), "kind": .string(event.kind.rawValue),
    ]
    object["text"] = event.text.map(StrictJSON.string)
    guard WebEvent.decode(Array(write(.object(object)).utf8)) == .success(event) else {
      fatalError("re-encoded \(event) decodes differently")
    }
  }
  return 0
}

/// `value` as JSON text (strings escaped minimally, everything else as is).
private func write(_ value: StrictJSON) -> String {
  switch value {
  case .null: return "null"
  case .bool(let flag): return flag ? "true" : "false"
  case .number(let text): return text
  case .string(let text): return quote(text)
  case .array(let elements): return "[" + elements.map(write).joined(separator: ",") + "]"
  case .object(let members):
    return "{" + members.map { quote($0.key) + ":" + write($0.value) }.joined(separator: ",") + "}"
  }
}

private func quote(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
