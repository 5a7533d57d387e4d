import CLibUV
import Glibc

/// A TCP server listening on an IPv4 address on a ``UVEventLoop`` (`uv_tcp_t` + `uv_listen`).
///
/// Contract:
/// - Created, used and closed on the loop thread. ``port`` is the bound port, read back with
///   `uv_tcp_getsockname` (so port 0 yields the ephemeral port the kernel chose).
/// - Each accepted connection is handed to `onConnection` as a ``UVTCPConnection`` before any
///   of its bytes are read, so the handler can set ``UVStream/onData`` first.
/// - The listening handle is ref'd: while open it keeps ``UVEventLoop/run()`` running.
/// - ``close()`` stops listening; connections already accepted stay open until they close.
///   ``UVEventLoop/shutdown()`` closes the server and every connection, so it still returns 0.
/// - The server keeps itself alive (its handle's `data` retains it) until its handle closed.
@MainActor
public final class UVTCPServer: UVHandleOwner {
  /// The address listened on, as given (`127.0.0.1`).
  public let host: String
  /// The bound port (the kernel's choice when created with port 0).
  public private(set) var port = 0
  /// Whether ``close()`` (or the loop's shutdown) closed the listening handle.
  public var isClosed: Bool { handle == nil }

  private var handle: UnsafeMutablePointer<uv_tcp_t>?
  private weak var loop: UVEventLoop?
  private let onConnection: (UVTCPConnection) -> Void

  /// Binds `host:port` (port 0: any free port) and listens with a backlog of `backlog`.
  ///
  /// - Throws: ``UVError`` if the address is invalid, the port is taken, or the loop is shut
  ///   down (`UV_EINVAL`).
  public init(
    loop: UVEventLoop, host: String = "127.0.0.1", port: Int = 0, backlog: Int32 = 128,
    onConnection: @escaping (UVTCPConnection) -> Void
  ) throws(UVError) {
    self.host = host
    self.onConnection = onConnection
    guard !loop.isShutDown else { throw UVError(code: UV_EINVAL.rawValue, operation: "uv_tcp_init") }
    var address = sockaddr_in()
    try UVError.check(uv_ip4_addr(host, Int32(port), &address), "uv_ip4_addr")
    let handle = UnsafeMutablePointer<uv_tcp_t>.allocate(capacity: 1)
    let initResult = uv_tcp_init(loop.rawLoop, handle)
    if initResult < 0 {
      handle.deallocate()
      throw UVError(code: initResult, operation: "uv_tcp_init")
    }
    handle.pointee.data = nil
    do {
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { uv_tcp_bind(handle, $0, 0) }
      }
      try UVError.check(bound, "uv_tcp_bind")
      try UVError.check(
        uv_listen(UVHandle.stream(handle), backlog, UVTCPServer.connectionArrived), "uv_listen")
      var bound4 = sockaddr_in()
      var length = Int32(MemoryLayout<sockaddr_in>.size)
      let named = withUnsafeMutablePointer(to: &bound4) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { uv_tcp_getsockname(handle, $0, &length) }
      }
      try UVError.check(named, "uv_tcp_getsockname")
      self.port = Int(UInt16(bigEndian: bound4.sin_port))
    } catch {
      UVHandle.closeAndFree(handle)  // `data` is nil: nothing to release.
      throw error
    }
    self.handle = handle
    self.loop = loop
    UVHandle.adopt(handle, by: self, on: loop)
  }

  /// Stops listening and closes the listening handle. Idempotent.
  public func close() {
    guard let handle else { return }
    self.handle = nil
    UVHandle.closeAdopted(handle, by: self, on: loop)
  }

  private func accept() {
    guard let handle, let loop else { return }
    let client = UnsafeMutablePointer<uv_tcp_t>.allocate(capacity: 1)
    guard uv_tcp_init(loop.rawLoop, client) == 0 else {
      client.deallocate()
      return
    }
    client.pointee.data = nil
    guard uv_accept(UVHandle.stream(handle), UVHandle.stream(client)) == 0 else {
      UVHandle.closeAndFree(client)
      return
    }
    let connection = UVTCPConnection(loop: loop, handle: client)
    onConnection(connection)
    connection.startReading()
  }

  private static let connectionArrived: uv_connection_cb = { stream, status in
    guard status >= 0, let server = UVHandle.owner(stream?.pointee.data, as: UVTCPServer.self) else { return }
    MainActor.assumeIsolated { server.accept() }
  }
}
