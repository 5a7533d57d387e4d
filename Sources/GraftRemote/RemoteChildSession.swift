import Glibc
import GraftCore
import GraftUV
import GraftViews

/// One served root: the protocol state of ``RemoteChild/serve(limits:_:)``.
@MainActor
final class RemoteChildSession {
  private let loop: UVEventLoop
  private let graph: UpdateGraph
  private let output: UVPipe
  private let limits: RemoteLimits
  private let makeRoot: @MainActor (RemoteValues) -> any View
  private var decoder: RemoteFrameDecoder
  private lazy var values = RemoteValues { [weak self] name, value in
    self?.send(.write(name: name, value: value))
  }
  private var anchor: Node?
  private var root: ViewRoot<AnyView>?
  private var subscription: BatchSubscription?
  private var greeted = false

  init(
    loop: UVEventLoop, output: UVPipe, limits: RemoteLimits,
    makeRoot: @escaping @MainActor (RemoteValues) -> any View
  ) {
    self.loop = loop
    self.output = output
    self.limits = limits
    self.makeRoot = makeRoot
    decoder = RemoteFrameDecoder(limits: limits)
    graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = { RemoteChildSession.complain("graft remote child: \($0)\n") }
  }

  func send(_ message: RemoteChildMessage) { output.write(RemoteWire.frame(message)) }

  func received(_ bytes: [UInt8]) {
    switch decoder.append(bytes) {
    case .failure(let error): violation("\(error)")
    case .success(let frames):
      for frame in frames {
        switch RemoteWireReader.hostMessage(frame, limits: limits) {
        case .failure(let error): violation("\(error)")
        case .success(let message): handle(message)
        }
      }
    }
  }

  private func handle(_ message: RemoteHostMessage) {
    switch message {
    case .hello(let version):
      guard version == RemoteProtocol.version else {
        violation("the host speaks protocol version \(version), this child \(RemoteProtocol.version)")
        return
      }
      greeted = true
      send(.hello(version: RemoteProtocol.version))
    case .mount: mount()
    case .event(let id, let kind, let text):
      guard let node = graph.tree.node(withID: NodeID(rawValue: id)) else { return }
      switch kind {
      case .tap: try? node.performTap()
      case .text: try? node.performTextChange(text)
      case .submit: try? node.performSubmit()
      }
    case .ping(let sequence): send(.pong(sequence: sequence))
    case .value, .environment, .size: values.receive(message)
    }
  }

  private func mount() {
    guard greeted, root == nil else { return }
    let tree = graph.tree
    let anchor = tree.makeNode(.custom("RemoteRoot"))
    tree.insert(anchor, into: tree.root, at: 0)
    self.anchor = anchor
    subscription = tree.addBatchObserver { [weak self] batch in self?.forward(batch) }
    let root = ViewRoot(rootView: AnyView(makeRoot(values)), graph: graph, hostNode: anchor)
    self.root = root
    root.start()
  }

  private func forward(_ batch: ChangeBatch) {
    guard let anchor else { return }
    let ops = batch.changes.compactMap {
      RemoteChildSession.op($0, anchor: anchor.id, root: graph.tree.root.id)
    }
    if !ops.isEmpty { send(.batch(ops)) }
  }

  func finish(status: Int32) -> Never {
    subscription?.cancel()
    graph.tearDown()
    _ = loop.shutdown()
    exit(status)
  }

  private func violation(_ what: String) {
    RemoteChildSession.complain("graft remote child: protocol violation from the host: \(what)\n")
    finish(status: 2)
  }

  /// Writes `line` to standard error.
  static func complain(_ line: String) {
    var standardError = StandardError()
    standardError.write(line)
  }

  static func op(_ change: NodeChange, anchor: NodeID, root: NodeID) -> RemoteOp? {
    func id(_ parent: NodeID) -> UInt64 { parent == anchor ? 0 : parent.rawValue }
    switch change {
    case .insert(let parent, let index, let node):
      guard parent != root else { return nil }
      return .insert(parent: id(parent), index: index, node: remoteNode(node))
    case .remove(let parent, let index, let count):
      guard parent != root else { return nil }
      return .remove(parent: id(parent), index: index, count: count)
    case .move(let parent, let from, let to, let count):
      guard parent != root else { return nil }
      return .move(parent: id(parent), from: from, to: to, count: count)
    case .update(let node, let properties):
      guard node != anchor, node != root else { return nil }
      return .update(node: node.rawValue, properties: RemoteProperties(properties))
    }
  }

  static func remoteNode(_ snapshot: NodeSnapshot) -> RemoteNode {
    RemoteNode(
      id: snapshot.id.rawValue, kind: RemoteKind(snapshot.kind),
      properties: RemoteProperties(snapshot.properties),
      children: snapshot.children.map(remoteNode))
  }
}
