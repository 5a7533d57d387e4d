import Graft
import GraftTesting
import Testing

/// What the lifecycle modifiers of a stack's levels report, in order.
@MainActor
private final class Journal {
  var entries: [String] = []
  /// The entries since the last call.
  func drain() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A root and pushed levels, each logging its appear/disappear and running a task that logs
/// its start and its cancellation.
private struct Levels: View {
  let journal: Journal

  var body: some View {
    NavigationStack {
      NavigationLink("Open", value: 1)
        .logged("root", in: journal)
        .navigationDestination(for: Int.self) { level in
          NavigationLink("Deeper \(level)", value: level + 1).logged("level \(level)", in: journal)
        }
    }
  }
}

extension View {
  fileprivate func logged(_ name: String, in journal: Journal) -> some View {
    self
      .onAppear { journal.entries.append("\(name) appear") }
      .onDisappear { journal.entries.append("\(name) disappear") }
      .task {
        journal.entries.append("\(name) task")
        do {
          try await Task.sleep(for: .seconds(3_600))
        } catch {
          journal.entries.append("\(name) task cancelled")
        }
      }
  }
}

/// A stack nested in a level of an outer stack: covering the outer level hides the inner one.
private struct Nested: View {
  let journal: Journal

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Outer push", value: 1)
        NavigationStack {
          Text("inner root")
            .onAppear { journal.entries.append("inner appear") }
            .onDisappear { journal.entries.append("inner disappear") }
        }
      }
      .navigationDestination(for: Int.self) { _ in Text("outer detail") }
    }
  }
}

@MainActor
@Suite struct NavigationLifecycleTests {
  /// As in SwiftUI: a level covered by a push disappears (its task cancelled) though it stays
  /// mounted, and appears again (its task restarted) when the level above is popped.
  @Test func coveredLevelsDisappearAndAppearAgainWhenUncovered() async throws {
    let journal = Journal()
    let host = TestHost(rootView: Levels(journal: journal))
    try await host.runTasks()
    #expect(journal.drain() == ["root appear", "root task"])

    try host.tap("Open")
    try await host.runTasks()
    #expect(
      Set(journal.drain()) == ["root disappear", "root task cancelled", "level 1 appear", "level 1 task"])

    try host.tap("Deeper 1")
    try await host.runTasks()
    #expect(
      Set(journal.drain()) == [
        "level 1 disappear", "level 1 task cancelled", "level 2 appear", "level 2 task",
      ])

    try host.tap("Back")
    try await host.runTasks()
    #expect(
      Set(journal.drain()) == [
        "level 2 disappear", "level 2 task cancelled", "level 1 appear", "level 1 task",
      ])

    try host.tap("Back")
    try await host.runTasks()
    #expect(
      Set(journal.drain()) == ["level 1 disappear", "level 1 task cancelled", "root appear", "root task"])
  }

  /// A level pushed and popped within one pass never covered the root: nothing runs.
  @Test func aPushUndoneInTheSamePassChangesNothing() async throws {
    struct Bounce: View {
      let journal: Journal
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          Button("Bounce") {
            path = [1]
            path = []
          }
          .logged("root", in: journal)
          .navigationDestination(for: Int.self) { Text("page \($0)") }
        }
      }
    }
    let journal = Journal()
    let host = TestHost(rootView: Bounce(journal: journal))
    try await host.runTasks()
    #expect(journal.drain() == ["root appear", "root task"])
    try host.tap("Bounce")
    try await host.runTasks()
    #expect(journal.drain() == [])
  }

  /// A stack inside a level of another stack disappears with that level, and appears with it.
  @Test func aNestedStackFollowsTheLevelItIsIn() throws {
    let journal = Journal()
    let host = TestHost(rootView: Nested(journal: journal))
    #expect(journal.drain() == ["inner appear"])
    try host.tap("Outer push")
    #expect(journal.drain() == ["inner disappear"])
    try host.tap("Back")
    #expect(journal.drain() == ["inner appear"])
  }
}
