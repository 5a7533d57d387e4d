import CGraftTestComponents
import Graft
import GraftCBridge
import GraftCInterop

/// Embeds whatever controller `make` returns; the update hook does nothing (bindings carry
/// the state).
struct CEmbed: ViewControllerRepresentable {
  let make: () -> CComponentController
  func makeViewController(context: Context) -> CComponentController { make() }
  func updateViewController(_ viewController: CComponentController, context: Context) {}
  static var reportsStaleEmbeds: Bool { false }
}

/// An outer Graft view with a count and a toggle that mounts and unmounts `component`.
struct ToggleHost: View {
  let component: (Binding<Int>) -> CComponentController
  @State private var count = 0
  @State private var shown = true
  var body: some View {
    VStack {
      Text("outer \(count)")
      Button("Outer +1") { count += 1 }
      Button("Toggle") { shown.toggle() }
      if shown { CEmbed(make: { component($count) }) }
    }
  }
}

@MainActor
func component(_ vtable: UnsafePointer<graft_component_vtable>) -> CComponent {
  try! CComponent(vtable: vtable)
}
