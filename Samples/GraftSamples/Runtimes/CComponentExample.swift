import CCounterComponent
import Graft
import GraftCBridge
import GraftCInterop

/// A Graft view embedding the C counter (`Sources/CCounterComponent`): both sides show and
/// change one `@State` count. The counter receives it as a binding, shows `c N`, and its
/// `C +1` button writes through the binding; `Graft +1` writes the state directly.
/// Either button updates both texts in the same pass.
public struct CComponentExample: View {
  @State private var count = 0

  public init() {}

  public var body: some View {
    VStack {
      Text("graft \(count)")
      Button("Graft +1") { count += 1 }
      CCounterView(count: $count)
    }
  }
}

/// Embeds the C counter with `count` as its binding input.
public struct CCounterView: ViewControllerRepresentable {
  @Binding var count: Int

  public init(count: Binding<Int>) { _count = count }

  public func makeViewController(context: Context) -> CComponentController {
    // The counter's vtable is a static C struct of this build: validation cannot fail.
    let component = try! CComponent(vtable: graft_counter_vtable())
    return CComponentController(
      component: component, inputs: [.int64Binding($count), .string("c"), .string("C +1")])
  }

  public func updateViewController(_ viewController: CComponentController, context: Context) {}
}
