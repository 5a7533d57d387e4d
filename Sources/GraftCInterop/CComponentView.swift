import GraftBridge
import GraftCBridge
import GraftViews

/// A Graft view hosting one instance of a C component: what `graft_root_create_component`
/// mounts. The inputs are fixed for the root's life (bindings among them carry changes), so
/// the update hook has nothing to forward.
struct CComponentView: ViewControllerRepresentable {
  let component: CComponent
  let inputs: [CValue]

  func makeViewController(context: Context) -> CComponentController {
    CComponentController(component: component, inputs: inputs)
  }

  func updateViewController(_ viewController: CComponentController, context: Context) {}

  static var reportsStaleEmbeds: Bool { false }
}
