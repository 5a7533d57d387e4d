// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import GraftBridge
import GraftCompose
import GraftCore
import GraftViews

/// Hosting Graft (or any `ViewController`) inside a composition — the counterpart of
/// Compose's `AndroidView(factory:update:onRelease:)`.
extension Composer {
  /// Embeds the controller `factory` makes.
  ///
  /// Contract (loop thread, inside the update pass):
  /// - `factory` runs once, when the call first composes; the controller's node is placed
  ///   here and, if it hosts content (`HostingController`, another composition…), that content
  ///   becomes a root one level deeper, reconciled later in the same pass.
  /// - `update` runs right after `factory`, again whenever `inputs` change (compared as Graft
  ///   compares view inputs), and whenever state it read during its previous run changes — it
  ///   runs in a tracking scope.
  /// - `onRelease` runs once when the call leaves the composition; the controller is
  ///   dismantled after it.
  /// - If `inputs` changed and `update` left hosted content untouched, a `staleEmbed`
  ///   diagnostic names the call site and the controller, once per call.
  /// - The hosted content sees the composition's Graft environment with every bridged
  ///   composition local in effect here written into it, and follows its changes.
  public func GraftView<Controller: ViewController, Inputs>(
    inputs: Inputs, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    factory: @escaping () -> Controller, update: @escaping (Controller) -> Void = { _ in },
    onRelease: @escaping (Controller) -> Void = { _ in }
  ) {
    let site = CallSite(fileID: fileID, line: line, column: column)
    // Another controller or inputs type at this site is another embed: the old group is
    // replaced, and its controller released and dismantled as it leaves.
    let (group, _) = startGroup(site, holding: ObjectIdentifier(InteropState<Controller, Inputs>.self))
    let interop = remember { InteropState<Controller, Inputs>() }
    let environment = hostedEnvironment(previous: interop)
    if let controller = interop.controller {
      applier.skipNodes(1)
      if !environment.hasSameEntries(as: interop.environment) {
        interop.environment = environment
        (controller as? HostedRoot)?.hostEnvironmentDidChange(environment)
      }
      let inputsChanged = interop.inputs.map { !ViewInputs.areEqual($0, inputs) } ?? true
      interop.inputs = inputs
      interop.update = { update(controller) }
      if inputsChanged { interop.runUpdate(site: site, graph: graph, inputsChanged: true) }
    } else {
      let controller = factory()
      let node = controller.mount(in: applier.tree) { [name = composition.name] in
        "GraftView at \(site) in \(name)"
      }
      applier.insert(node)
      group.node = node
      interop.controller = controller
      interop.inputs = inputs
      interop.environment = environment
      interop.update = { update(controller) }
      if let hosted = controller as? HostedRoot {
        hosted.mountHostedContent(
          HostingContext(
            graph: graph, hostNode: node, nestingDepth: composition.nestingDepth + 1, environment: environment
          ))
      }
      interop.scope = TrackingScope(
        kind: .update, root: composition, depth: group.depth, name: "GraftView at \(site)"
      ) {
        [weak interop, unowned graph = self.graph] _ in
        interop?.runUpdate(site: site, graph: graph, inputsChanged: false)
      }
      interop.runUpdate(site: site, graph: graph, inputsChanged: false)
      let graph = self.graph
      graph.enqueueEffect { controller.viewDidAppear(false) }
      group.onLeave.append { [weak interop] in
        interop?.scope?.dispose()
        interop?.observation.retire()
        onRelease(controller)
        controller.dismantle()
        graph.enqueueEffect { controller.viewDidDisappear(false) }
        interop?.controller = nil
      }
    }
    endGroup()
  }

  /// The Graft environment for content hosted here: the composition's, plus bridged locals.
  private func hostedEnvironment<Controller, Inputs>(
    previous: InteropState<Controller, Inputs>
  ) -> EnvironmentValues {
    let (values, owned) = composition.environment.applying(
      currentLocals.bridgedWrites(), stable: previous.ownedEntries)
    previous.ownedEntries = owned
    return values
  }
}

/// What a `GraftView` call remembers between compositions.
@MainActor
final class InteropState<Controller: ViewController, Inputs> {
  var controller: Controller?
  var inputs: Inputs?
  var environment = EnvironmentValues()
  var ownedEntries: [ObjectIdentifier: EnvironmentEntry] = [:]
  var update: (() -> Void)?
  var scope: TrackingScope?
  /// The `@Observable` reads of the update block's last run.
  var observation = ObservationTracker(viewType: Controller.self)
  private var reportedStale = false

  /// Runs the update block in its tracking scope; checks that changed inputs reached hosted
  /// content.
  func runUpdate(site: CallSite, graph: UpdateGraph, inputsChanged: Bool) {
    guard let controller, let update, let scope else { return }
    let hosted = controller as? HostedRoot
    let generationBefore = hosted?.updateGeneration
    scope.evaluate(observing: &observation, on: graph.loop) { update() }
    guard inputsChanged, let hosted, !reportedStale, hosted.updateGeneration == generationBefore,
      !(hosted.hostedRoot?.isDirty ?? false)
    else { return }
    reportedStale = true
    graph.report(
      Diagnostic(
        kind: .staleEmbed,
        message: "GraftView at \(site): its inputs changed, but the update block left the hosted "
          + "\(type(of: controller)) untouched, so it still shows the old value. Assign a new rootView in "
          + "update, or pass a Binding."))
  }
}
