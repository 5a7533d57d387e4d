import Graft
import GraftTesting
import Testing

@Observable
@MainActor
private final class Profile {
  var name = "Ada"
  var visits = 0
}

/// A text field bound to an `@Observable` model's property through `@Bindable`: the field's
/// node reads the binding when its properties are computed, not in a body.
private struct ProfileForm: View {
  @Bindable var profile: Profile
  var body: some View {
    TextField("Name", text: $profile.name)
  }
}

/// Hosts a Graft view whose value the update hook reads straight from the model.
private struct VisitsRepresentable: ViewControllerRepresentable {
  let profile: Profile
  func makeViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text("visits \(profile.visits)"))
  }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    viewController.rootView = Text("visits \(profile.visits)")
  }
}

/// `@Observable` reads are tracked in every scope that reads, not only in view bodies.
@MainActor
@Suite struct ObservedReadsInEveryScopeTests {
  @Test func aTextFieldBoundThroughBindableFollowsAWriteFromOutside() throws {
    let profile = Profile()
    let host = TestHost(rootView: ProfileForm(profile: profile))
    #expect(host.nodes(of: .textField).first?.properties.text == "Ada")
    profile.name = "Grace"
    try host.settle()
    #expect(host.nodes(of: .textField).first?.properties.text == "Grace")
    try host.type("Lin", into: "Name")
    #expect(profile.name == "Lin")
    profile.name = "Barbara"
    try host.settle()
    #expect(host.nodes(of: .textField).first?.properties.text == "Barbara")
  }

  @Test func anUpdateHookThatReadsAModelRunsAgainWhenItChanges() throws {
    let profile = Profile()
    let host = TestHost(rootView: VisitsRepresentable(profile: profile))
    #expect(host.texts == ["visits 0"])
    profile.visits = 2
    try host.settle()
    #expect(host.texts == ["visits 2"])
    #expect(host.diagnostics.isEmpty)
  }
}
