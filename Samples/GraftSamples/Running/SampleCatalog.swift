import Graft

/// The samples: one per seed article, in article order, then the embedding across runtimes.
public enum SampleCatalog {
  /// Every sample, in the order `graft-samples` runs them.
  public static let all: [Sample] = [embedding, messages, repos, feedback, foreign, nested, c, todo, remote]

  /// The sample named `name`, if any.
  public static func sample(named name: String) -> Sample? {
    all.first { $0.name == name }
  }

  /// `000`: the stale embed, the binding fix and Graft's forwarding fix.
  public static let embedding = Sample(
    name: "embedding", seed: "000", title: "Stateless views and the embedding gotcha",
    summary: "Three clicks. The stateless view embedded through a hosting controller whose update "
      + "hook does nothing stays at 0 clicks, and Graft names the representable and its field; "
      + "passing a Binding, or forwarding rootView in the update hook, follows every click.",
    variants: [
      SampleVariant("incorrect: empty update hook") { IncorrectRepresentableExample() },
      SampleVariant("correct: @Binding") { CorrectRepresentableExample() },
      SampleVariant("graft: forward rootView") { ForwardingRepresentableExample() },
    ],
    script: [.tap("Click me"), .tap("Click me"), .tap("Click me")])

  /// `001`: the smart screen over a dumb list, and the dumb list's previews.
  public static let messages = Sample(
    name: "messages", seed: "001", title: "Smart and dumb views",
    summary: "Messages load on appear from a local store; edit one, delete another. Both screens "
      + "behave the same, but only the split one leaves a dumb MessageListView that can be "
      + "previewed in any state without a view model (below).",
    variants: [
      SampleVariant("before: one smart view") { MonolithicMessageScreen() },
      SampleVariant("after: smart screen + dumb list") { MessageScreen() },
    ],
    script: [
      .tap("2024-05-01 09:35 Smart views own state"),
      SampleStep("tap the delete button of the first row") { driver in
        try driver.tap("minus.circle.fill")
      },
    ],
    extras: {
      PreviewRenderer.render(MessageList_Previews.self).map {
        (heading: "MessageList_Previews: \($0.name)", text: $0.rendering)
      }
    })

  /// `002`: a Redux-like store feeding a container view, answered with latency.
  public static let repos = Sample(
    name: "repos", seed: "002", title: "Redux-like state container and container views",
    summary: "SearchContainerView searches \"Swift\" on appear, then the user searches \"nio\". "
      + "The fixture answers after 30 ms through the loop's timers; offline, every search "
      + "fails and the rendering view shows an error row.",
    variants: [
      SampleVariant("online fixture", typeName: "SearchContainerView + ReposStore") {
        SearchContainerView().environmentObject(ReposStore(fixture: ReposFixture()))
      },
      SampleVariant("offline fixture", typeName: "SearchContainerView + ReposStore") {
        SearchContainerView().environmentObject(ReposStore(fixture: ReposFixture(isOffline: true)))
      },
    ],
    script: [
      .wait(.milliseconds(60)),
      .search("nio", in: "Type something"),
      .wait(.milliseconds(60)),
    ])

  /// `004`: `didSet` misses writes through a binding; `onChange` and `.sensoryFeedback` do not.
  public static let feedback = Sample(
    name: "feedback", seed: "004", title: "How (not) to monitor @State",
    summary: "Delete a photo here, cancel, then delete a note from a child view through "
      + "$deleting. didSet plays the warning once — it misses the binding write; onChange and "
      + ".sensoryFeedback play it twice.",
    variants: [
      SampleVariant("incorrect: didSet") { DidSetAppView() },
      SampleVariant("correct: onChange(of:)") { OnChangeAppView() },
      SampleVariant("correct: .sensoryFeedback") { AppView() },
    ],
    script: [.tap("Delete photo"), .tap("Cancel"), .tap("Delete note via binding")])

  /// `000`'s motivating case: a counter written in another runtime, embedded in Graft.
  public static let foreign = Sample(
    name: "foreign", seed: "000", title: "A counter from another runtime",
    summary: "A Graft view embeds a counter written in the Compose-style runtime, handing it the "
      + "count as a binding. Clicks on either side reach both, in the same update pass.",
    variants: [SampleVariant("Graft hosting Compose-style") { ForeignCounterExample() }],
    script: [.tap("Outer +1"), .tap("Inner +1"), .tap("Inner +1")])

  /// Graft hosting the Compose-style runtime hosting Graft, sharing one counter.
  public static let nested = Sample(
    name: "nested", seed: "000", title: "Runtimes nested three deep",
    summary: "Graft hosts the Compose-style runtime, which hosts Graft again. The button at the "
      + "bottom writes through two boundaries; all three levels follow.",
    variants: [SampleVariant("Graft → Compose-style → Graft") { NestedRuntimesExample() }],
    script: [.tap("Innermost +1"), .tap("Innermost +1")])

  /// A declarative counter written in C against `Bridge/include/graft.h`, hosted by Graft.
  public static let c = Sample(
    name: "c", seed: "000", title: "A counter written in C",
    summary: "A Graft view embeds a declarative counter written in C against the C ABI alone; it "
      + "keeps its own tree of what it rendered and diffs it on update. It receives the count as "
      + "a binding: either button updates both sides in one pass.",
    variants: [SampleVariant("Graft hosting C") { CComponentExample() }],
    script: [.tap("Graft +1"), .tap("C +1"), .tap("C +1")])
}
