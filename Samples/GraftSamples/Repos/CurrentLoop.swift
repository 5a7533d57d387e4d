import Graft

/// The event loop of the view's graph, for a container view that starts side effects on it
/// (a store's effects use the loop's timers). Declare `@CurrentLoop private var loop`.
///
/// Contract: linked before each `body` evaluation; reading it before the view was first
/// mounted stops with a message. Never a changed input.
@MainActor
@propertyWrapper
public struct CurrentLoop: DynamicProperty {
  private let box = LoopBox()

  public init() {}

  public var wrappedValue: any EventLoop {
    guard let loop = box.loop else { fatalError("@CurrentLoop read before its view was mounted") }
    return loop
  }

  public func _link(_ link: DynamicPropertyLink) {
    box.loop = link.graph.loop
  }
}

@MainActor
private final class LoopBox: Equatable {
  weak var loop: (any EventLoop)?

  nonisolated static func == (lhs: LoopBox, rhs: LoopBox) -> Bool { true }
}
