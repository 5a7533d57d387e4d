import Graft

/// The cost of the embed boundary.
public struct EmbedResult: Sendable {
  /// Median ns to mount 1,000 counters inline, and each in its own hosting controller.
  public var inlineMount = 0.0
  public var hostedMount = 0.0
  /// Median ns of one binding write read by one of 1,000 hosted roots (write + pass).
  public var bindingWrite = 0.0
  /// Roots that re-rendered for that write (should be 1).
  public var rootsRerendered = 0
  /// Median ns of a host write reaching its hosted root, and the passes it took (should be 1).
  public var hostWrite = 0.0
  public var hostWritePasses = 0
  public var hostedRootRenders = 0
}

/// Measures mounting across the boundary, and writes crossing it.
@MainActor
public enum EmbedBenchmark {
  /// Hosted content is Graft (`HostingController`) or, with `compose`, a composition
  /// (`ComposeViewController`); the inline counters are Graft views either way.
  public static func run(counters: Int, warmup: Int, iterations: Int, compose: Bool = false) -> EmbedResult {
    var result = EmbedResult()
    var inline: [UInt64] = []
    var hosted: [UInt64] = []
    for iteration in 0..<(warmup + iterations) {
      let inlineTime = mount(counters: counters, hosted: false)
      let hostedTime =
        compose ? mountCompose(counters: counters) : mount(counters: counters, hosted: true)
      if iteration >= warmup {
        inline.append(inlineTime)
        hosted.append(hostedTime)
      }
    }
    result.inlineMount = Stopwatch.median(inline)
    result.hostedMount = Stopwatch.median(hosted)
    let hostedColumn: any View =
      compose ? ComposeCounterColumn(count: counters) : CounterColumn(count: counters, hosted: true)
    (result.bindingWrite, result.rootsRerendered) = bindingWrite(
      hostedColumn, counters: counters, warmup: warmup, iterations: iterations * 5)
    let writer: any View = compose ? ComposeHostWriter() : HostWriter()
    (result.hostWrite, result.hostWritePasses, result.hostedRootRenders) = hostWrite(
      writer, warmup: warmup, iterations: iterations * 5)
    return result
  }

  /// Nanoseconds to build and settle `counters` counters (start + first pass + effects).
  public static func mount(counters: Int, hosted: Bool) -> UInt64 {
    mount(CounterColumn(count: counters, hosted: hosted))
  }

  /// Nanoseconds to build and settle `counters` counters, each in its own composition.
  public static func mountCompose(counters: Int) -> UInt64 {
    mount(ComposeCounterColumn(count: counters))
  }

  private static func mount<Content: View>(_ content: Content) -> UInt64 {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = ViewRoot(rootView: content, graph: graph, hostNode: graph.tree.root)
    let time = Stopwatch.measure { settle(root, loop) }
    root.stop()
    loop.runUntilQuiescent()
    return time
  }

  /// The timed part of a mount: starting the root and running passes until nothing is left.
  /// Never inlined, so a profiler can count it alone
  /// (`valgrind --tool=callgrind --toggle-collect='*EmbedBenchmark*settle*'`).
  @inline(never)
  private static func settle(_ root: ViewRootCore, _ loop: VirtualLoop) {
    root.start()
    loop.runUntilQuiescent()
  }

  private static func bindingWrite<Content: View>(
    _ content: Content, counters: Int, warmup: Int, iterations: Int
  ) -> (Double, Int) {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = ViewRoot(rootView: content, graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    // Root → VStack → Host (one per counter) → HStack → [Text, Button].
    let column = graph.tree.root.children[0]
    let button = column.children[counters / 2].children[0].children[1]
    var samples: [UInt64] = []
    var rerendered = 0
    for iteration in 0..<(warmup + iterations) {
      let before = totalRenders(graph)
      let time = Stopwatch.measure {
        button.tapHandler?()
        loop.runUntilQuiescent()
      }
      rerendered = totalRenders(graph) - before
      if iteration >= warmup { samples.append(time) }
    }
    root.stop()
    loop.runUntilQuiescent()
    return (Stopwatch.median(samples), rerendered)
  }

  private static func hostWrite<Content: View>(_ content: Content, warmup: Int, iterations: Int) -> (
    Double, Int, Int
  ) {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = ViewRoot(rootView: content, graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    let stack = graph.tree.root.children[0]
    let button = stack.children[0]
    let hostedText = stack.children[1].children[0]
    guard let hostedRoot = graph.roots.first(where: { $0 !== root }) else {
      preconditionFailure("the hosted root did not mount")
    }
    var samples: [UInt64] = []
    var passes = 0
    var renders = 0
    for iteration in 0..<(warmup + iterations) {
      let passesBefore = graph.passCount
      let rendersBefore = hostedRoot.renderCount
      let time = Stopwatch.measure {
        button.tapHandler?()
        loop.runUntilQuiescent()
      }
      passes = graph.passCount - passesBefore
      renders = hostedRoot.renderCount - rendersBefore
      if iteration >= warmup { samples.append(time) }
    }
    precondition(hostedText.properties.text == "\(warmup + iterations)", "host write did not arrive")
    root.stop()
    loop.runUntilQuiescent()
    return (Stopwatch.median(samples), passes, renders)
  }

  private static func totalRenders(_ graph: UpdateGraph) -> Int {
    graph.roots.reduce(0) { $0 + $1.renderCount }
  }
}
