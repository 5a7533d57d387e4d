// libFuzzer target for GraftWeb's HTTP request parser (`make fuzz`; seeds in corpus/http).
// Built by the Makefile with `swiftc -sanitize=fuzzer,address` together with
// Sources/GraftWeb/HTTPRequest.swift and HTTPRequestParser.swift; not a SwiftPM target.
//
// Besides "never crash, leak or hang", each input checks the parser's incremental contract:
// fed whole or in chunks (sizes from the first byte), it reaches the same result, having
// examined each head byte once.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequestParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  var whole = HTTPRequestParser()
  let expected = whole.feed(bytes)
  var chunked = HTTPRequestParser()
  let step = Int(bytes.first ?? 0) % 23 + 1
  var result = HTTPRequestParser.Result.incomplete
  var index = 0
  while index < bytes.count, result == .incomplete {
    let end = min(index + step, bytes.count)
    result = chunked.feed(Array(bytes[index..<end]))
    index = end
  }
  guard result == expected else { fatalError("fed in chunks of \(step): \(result); fed whole: \(expected)") }
  guard chunked.bytesExamined == whole.bytesExamined, whole.bytesExamined <= bytes.count else {
    fatalError("head bytes examined: \(chunked.bytesExamined) in chunks, \(whole.bytesExamined) whole")
  }
  if case .request(let request) = expected {
    guard request.method.utf8.count <= HTTPRequestParser.maxMethodBytes, request.target.hasPrefix("/"),
      request.body.count <= HTTPRequestParser.maxBodyBytes
    else { fatalError("accepted an out-of-bounds request: \(request.method) \(request.target)") }
  }
  if case .malformed(let reason) = expected, reason.utf8.count > 80 {
    fatalError("a 400 reason echoes input: \(reason)")
  }
  return 0
}
