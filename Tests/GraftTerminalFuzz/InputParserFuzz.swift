// libFuzzer target for GraftTerminal's input decoder (`make fuzz`; seeds in corpus/). Built by
// the Makefile with `swiftc -sanitize=fuzzer,address` together with
// Sources/GraftTerminal/TerminalInputParser.swift and TerminalEvent.swift; not a SwiftPM target.
//
// The input is what a terminal in raw mode sends, fed to one parser in three reads split where
// the first two bytes say. Besides "never crash, leak or hang": what the parser holds between
// reads stays bounded, a paste never exceeds its cap, every Ctrl-letter is a lowercase ASCII
// letter, and clicks and wheel turns land on cells (non-negative coordinates).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalInputParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  let first = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
  let second = bytes.count < 2 ? first : max(first, Int(bytes[1]) % (bytes.count + 1))
  var parser = TerminalInputParser()
  let bound = TerminalInputParser.maxPasteBytes + TerminalInputParser.maxSequenceBytes + 8
  for part in [bytes[..<first], bytes[first..<second], bytes[second...]] {
    for event in parser.feed(Array(part)) { check(event) }
    guard parser.bufferedByteCount <= bound else {
      fatalError("the parser holds \(parser.bufferedByteCount) bytes (bound \(bound))")
    }
  }
  return 0
}

private func check(_ event: TerminalEvent) {
  switch event {
  case .paste(let text):
    guard text.utf8.count <= TerminalInputParser.maxPasteBytes * 3 else {
      fatalError("a paste of \(text.utf8.count) bytes passed the cap")
    }
  case .control(let letter):
    guard let ascii = letter.asciiValue, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii) else {
      fatalError("Ctrl with \(letter.debugDescription) is not a letter")
    }
  case .click(let x, let y), .wheel(let x, let y, _):
    guard x >= 0, y >= 0 else { fatalError("\(event) is off the screen") }
  default:
    break
  }
}
