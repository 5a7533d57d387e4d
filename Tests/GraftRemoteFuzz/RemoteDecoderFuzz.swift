// libFuzzer target for GraftRemote's protocol decoders (`make fuzz`; seeds in corpus/). Built
// by the Makefile with `swiftc -sanitize=fuzzer,address` together with
// Sources/GraftRemoteCore/RemoteProtocol.swift, RemoteWire.swift, RemoteWireReader.swift and
// RemoteFrameDecoder.swift; not a SwiftPM target.
//
// The input is a byte stream as a child or host would send it, fed to the frame decoder in two
// reads split where the first byte says; every frame is decoded both as a child's and as a
// host's message. Besides "never crash, leak or hang", each accepted message, encoded again,
// must decode to a message that encodes to the very same bytes, and every custom node kind it
// carries must have a name the reader vets (not empty, within the cap, no control character).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRemoteDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  var limits = RemoteLimits()
  limits.maxFrameBytes = 64 * 1024
  limits.maxKindNameBytes = 32  // Small, so mutations reach the cap.
  var decoder = RemoteFrameDecoder(limits: limits)
  let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
  var frames: [[UInt8]] = []
  for part in [Array(bytes[..<split]), Array(bytes[split...])] {
    guard case .success(let complete) = decoder.append(part) else { break }
    frames += complete
  }
  guard decoder.bufferedBytes <= limits.maxFrameBytes + 4 + bytes.count else {
    fatalError("unbounded buffer")
  }
  for frame in frames {
    if case .success(let message) = RemoteWireReader.childMessage(frame, limits: limits) {
      checkKindNames(message, limits: limits)
      let encoded = RemoteWire.frame(message)
      guard
        case .success(let again) = RemoteWireReader.childMessage(Array(encoded.dropFirst(4)), limits: limits),
        RemoteWire.frame(again) == encoded
      else { fatalError("child message \(message) does not survive a round trip") }
    }
    if case .success(let message) = RemoteWireReader.hostMessage(frame, limits: limits) {
      let encoded = RemoteWire.frame(message)
      guard
        case .success(let again) = RemoteWireReader.hostMessage(Array(encoded.dropFirst(4)), limits: limits),
        RemoteWire.frame(again) == encoded
      else { fatalError("host message \(message) does not survive a round trip") }
    }
  }
  return 0
}

/// Traps if `message` inserts a custom kind whose name the reader should have refused.
func checkKindNames(_ message: RemoteChildMessage, limits: RemoteLimits) {
  guard case .batch(let ops) = message else { return }
  var pending: [RemoteNode] = []
  for case .insert(_, _, let node) in ops { pending.append(node) }
  while let node = pending.popLast() {
    if case .custom(let name) = node.kind,
      name.isEmpty || name.utf8.count > limits.maxKindNameBytes
        || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      fatalError("custom kind name \(name.debugDescription) was accepted")
    }
    pending += node.children
  }
}
