// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import CCounterComponent
import CGraftTestComponents
import Graft
import GraftCBridge
import GraftCInterop
import GraftCompose
import GraftComposeInterop
import GraftSeamTestRuntime
import GraftTesting
import Testing

/// The runtimes whose hosted roots must pass the conformance suite: Graft, the Compose-style
/// runtime, a component written in C against `graft.h` (hosted by `CComponentController`), and
/// the mini runtime written against GraftSeam alone (hosted by `HostedRootController`).
enum HostedRuntimeKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case graft
  case compose
  case c
  case seam

  var testDescription: String { rawValue }
}

@MainActor
final class EventLog {
  var events: [String] = []
}

struct ConformanceThemeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  var conformanceTheme: String {
    get { self[ConformanceThemeKey.self] }
    set { self[ConformanceThemeKey.self] = newValue }
  }
}

@MainActor
let localConformanceTheme = CompositionLocal(
  "LocalConformanceTheme", defaultValue: "plain", bridgedTo: \.conformanceTheme)

// MARK: Graft-hosted content

private struct GraftInnerCounter: View {
  @Binding var count: Int
  let log: EventLog
  var body: some View {
    VStack {
      Text("inner \(count)")
      Button("Inner +1") { count += 1 }
    }
    .onAppear { log.events.append("content appear") }
    .onDisappear { log.events.append("content disappear") }
  }
}

private struct GraftDisplay: View {
  let value: Int
  var body: some View { Text("value \(value)") }
}

private struct GraftThemed: View {
  @Environment(\.conformanceTheme) private var theme
  var body: some View { Text("theme \(theme)") }
}

private struct GraftFeedback: View {
  @Binding var count: Int
  var body: some View {
    Text("feedback").onChange(of: count) { _, new in count = new + 1 }
  }
}

// MARK: Compose-hosted content

@MainActor
private func ComposeInnerCounter(_ c: Composer, count: Binding<Int>, log: EventLog) {
  c.call(count) { c, count in
    c.DisposableEffect(0) {
      log.events.append("content appear")
      return { log.events.append("content disappear") }
    }
    c.Column {
      c.Text("inner \(count.wrappedValue)")
      c.Button("Inner +1") { count.wrappedValue += 1 }
    }
  }
}

// MARK: C-hosted content (components in C: Sources/CCounterComponent, Tests/CGraftTestComponents)

@MainActor
private func cComponent(_ vtable: UnsafePointer<graft_component_vtable>) -> CComponent {
  // Static vtables of this build: validation cannot fail.
  try! CComponent(vtable: vtable)
}

/// The C counter's lifecycle input: it writes "appear" / "disappear" through this binding.
@MainActor
private func lifecycleBinding(_ log: EventLog) -> CValue {
  .stringBinding(Binding(get: { "" }, set: { log.events.append("content \($0)") }))
}

// MARK: The embedding representable, shared by every runtime

/// Embeds hosted content of any runtime; logs its hooks. `push` decides what the update hook
/// does with new inputs (nothing, for the stale case).
struct Embedded<Controller: ViewController>: ViewControllerRepresentable {
  let name: String
  let inputs: Int
  let log: EventLog
  let make: () -> Controller
  let push: (Controller, Int) -> Void

  func makeCoordinator() -> Int {
    log.events.append("makeCoordinator")
    return 0
  }

  func makeViewController(context: Context) -> Controller {
    log.events.append("make")
    return make()
  }

  func updateViewController(_ viewController: Controller, context: Context) {
    log.events.append("update")
    push(viewController, inputs)
  }

  static func dismantleViewController(_ viewController: Controller, coordinator: Int) {}
}

/// Builds each conformance scenario for one runtime.
@MainActor
struct ConformanceHarness {
  let kind: HostedRuntimeKind

  /// A counter over `count`: shows "inner N", has "Inner +1", logs content appear/disappear.
  func counter(count: Binding<Int>, log: EventLog) -> AnyView {
    AnyView(
      Embedded<ViewController>(
        name: "counter", inputs: 0, log: log,
        make: { controller(for: hostedCounter(count: count, log: log)) },
        push: { _, _ in }))
  }

  /// The counter's content as the seam sees it: what any runtime's host mounts.
  func hostedCounter(count: Binding<Int>, log: EventLog) -> any HostedRoot {
    switch kind {
    case .graft:
      HostingController(rootView: GraftInnerCounter(count: count, log: log))
    case .compose:
      ComposeViewController(parameters: count) { c, count in
        ComposeInnerCounter(c, count: count, log: log)
      }
    case .c:
      CComponentController(
        component: cComponent(graft_counter_vtable()),
        inputs: [.int64Binding(count), .string("inner"), .string("Inner +1"), lifecycleBinding(log)])
    case .seam:
      MiniContent(
        inputs: count, onAppear: { log.events.append("content appear") },
        onDisappear: { log.events.append("content disappear") },
        render: { mini, count in
          mini.text("inner \(count.wrappedValue)")
          mini.button("Inner +1") { count.wrappedValue += 1 }
        })
    }
  }

  /// The controller a Graft representable returns for `content`: the content itself when it
  /// is a controller (Graft, Compose, C), else a `HostedRootController` around it.
  private func controller(for content: any HostedRoot) -> ViewController {
    if let controller = content as? ViewController { return controller }
    return wrapped(content)
  }

  private func wrapped<Root: HostedRoot>(_ content: Root) -> ViewController { HostedRootController(content) }

  /// The representable type and the controller type of ``display(value:forward:log:)``, as
  /// a diagnostic names them.
  var displayRepresentableName: String {
    switch kind {
    case .graft: "Embedded<HostingController<GraftDisplay>>"
    case .compose: "Embedded<ComposeViewController<Int>>"
    case .c: "Embedded<CComponentController>"
    case .seam: "Embedded<HostedRootController<MiniContent<Int>>>"
    }
  }

  var displayControllerName: String {
    String(displayRepresentableName.dropFirst("Embedded<".count).dropLast())
  }

  /// Shows "value N" for a plain value; `forward` decides whether the update hook pushes it.
  func display(value: Int, forward: Bool, log: EventLog) -> AnyView {
    switch kind {
    case .graft:
      AnyView(
        Embedded(
          name: "display", inputs: value, log: log,
          make: { HostingController(rootView: GraftDisplay(value: value)) },
          push: { controller, value in if forward { controller.rootView = GraftDisplay(value: value) } }))
    case .compose:
      AnyView(
        Embedded(
          name: "display", inputs: value, log: log,
          make: { ComposeViewController(parameters: value) { c, value in c.Text("value \(value)") } },
          push: { controller, value in if forward { controller.parameters = value } }))
    case .c:
      AnyView(
        Embedded(
          name: "display", inputs: value, log: log,
          make: {
            CComponentController(
              component: cComponent(graft_counter_vtable()), inputs: [.int64(value), .string("value")])
          },
          push: { controller, value in if forward { controller.inputs = [.int64(value), .string("value")] } })
      )
    case .seam:
      AnyView(
        Embedded(
          name: "display", inputs: value, log: log,
          make: {
            HostedRootController(MiniContent(inputs: value) { mini, value in mini.text("value \(value)") })
          },
          push: { controller, value in if forward { controller.root.inputs = value } }))
    }
  }

  /// Shows "theme X" read from the host position's environment.
  func themed(log: EventLog) -> AnyView {
    switch kind {
    case .graft:
      AnyView(
        Embedded(
          name: "themed", inputs: 0, log: log, make: { HostingController(rootView: GraftThemed()) },
          push: { _, _ in }))
    case .compose:
      AnyView(
        Embedded(
          name: "themed", inputs: 0, log: log,
          make: {
            ComposeViewController(parameters: ()) { c, _ in
              c.Text("theme \(localConformanceTheme.current(c))")
            }
          },
          push: { _, _ in }))
    case .c:
      // C has no environment of its own: the host declares which keys the component may read
      // (as strings, through graft_context_environment_string), and those reads are tracked.
      AnyView(
        Embedded(
          name: "themed", inputs: 0, log: log,
          make: {
            CComponentController(
              component: cComponent(graft_test_themed_vtable()),
              environment: ["conformanceTheme": { $0.conformanceTheme }])
          },
          push: { _, _ in }))
    case .seam:
      AnyView(
        Embedded(
          name: "themed", inputs: 0, log: log,
          make: {
            HostedRootController(
              MiniContent(inputs: ()) { mini, _ in mini.text("theme \(mini.environment.conformanceTheme)") })
          },
          push: { _, _ in }))
    }
  }

  /// Content that answers every change of `count` by writing `count + 1`: a cycle.
  func feedback(count: Binding<Int>, log: EventLog) -> AnyView {
    switch kind {
    case .graft:
      AnyView(
        Embedded(
          name: "feedback", inputs: 0, log: log,
          make: { HostingController(rootView: GraftFeedback(count: count)) }, push: { _, _ in }))
    case .compose:
      AnyView(
        Embedded(
          name: "feedback", inputs: 0, log: log,
          make: {
            ComposeViewController(parameters: count) { c, count in
              let value = count.wrappedValue
              c.Text("feedback")
              c.DisposableEffect(value) {
                if value > 0 { count.wrappedValue = value + 1 }
                return {}
              }
            }
          }, push: { _, _ in }))
    case .c:
      AnyView(
        Embedded(
          name: "feedback", inputs: 0, log: log,
          make: {
            CComponentController(
              component: cComponent(graft_test_feedback_vtable()), inputs: [.int64Binding(count)])
          }, push: { _, _ in }))
    case .seam:
      // Like the C component: the render answers a new count by writing count + 1 at once.
      AnyView(
        Embedded(
          name: "feedback", inputs: 0, log: log,
          make: {
            HostedRootController(
              MiniContent(inputs: count) { mini, count in
                let value = count.wrappedValue
                mini.text("feedback")
                if value > 0 { count.wrappedValue = value + 1 }
              })
          }, push: { _, _ in }))
    }
  }
}
