import Graft
import GraftCompose
import GraftTesting
import Testing

/// `c.if` and `c.branch`: groups around control flow.
@MainActor
@Suite struct ComposeControlFlowTests {
  @Test func callsAfterCIfKeepTheirGroupsEvenWhenTheySharedASiteWithTheBranch() throws {
    let first = mutableStateOf(true)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          c.if(first.value) { UnsitedCounter(c, label: "first") }
          UnsitedCounter(c, label: "second")
        }
      })
    try expectTheSecondCounterOutlivesTheFirst(host, first: first)
  }

  @Test func theBranchesOfCIfAreFreshGroupsEvenWhenTheyCallOneSite() throws {
    let flag = mutableStateOf(true)
    let user = mutableStateOf("ada" as String?)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          c.if(flag.value) {
            UnsitedCounter(c, label: "x")
          } else: {
            UnsitedCounter(c, label: "x")
          }
          c.if(let: user.value) { name in
            UnsitedCounter(c, label: "user")
            c.Text(name)
          } else: {
            UnsitedCounter(c, label: "user")
          }
        }
      })
    try host.tap("x +1")
    try host.tap("user +1")
    #expect(host.texts == ["x 1", "user 1", "ada"])
    flag.value = false
    try host.settle()
    #expect(host.texts == ["x 0", "user 1", "ada"])
    // Another value in the same branch keeps the branch's group.
    user.value = "grace"
    try host.settle()
    #expect(host.texts == ["x 0", "user 1", "grace"])
    user.value = nil
    try host.settle()
    #expect(host.texts == ["x 0", "user 0"])
    user.value = "ada"
    try host.settle()
    #expect(host.texts == ["x 0", "user 0", "ada"])
    #expect(host.rendererIsInSync)
  }

  @Test func switchingABranchRemovesItsNodesDisposesItsEffectsAndStartsFresh() throws {
    let log = EventLog()
    let user = mutableStateOf("ada")
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          let name = user.value
          c.branch(name) {
            c.DisposableEffect(0) {
              log.events.append("start \(name)")
              return { log.events.append("dispose \(name)") }
            }
            UnsitedCounter(c, label: "count")
          }
          c.Text("after")
        }
      })
    try host.tap("count +1")
    #expect(host.texts == ["count 1", "after"])
    let rowBefore = host.nodes(of: .stack(.horizontal)).map(\.id)
    let afterBefore = host.nodes(of: .text).last?.id
    user.value = "grace"
    try host.settle()
    #expect(host.texts == ["count 0", "after"])
    #expect(log.events == ["start ada", "dispose ada", "start grace"])
    #expect(host.nodes(of: .stack(.horizontal)).count == 1)
    #expect(host.nodes(of: .stack(.horizontal)).map(\.id) != rowBefore)
    #expect(host.nodes(of: .text).last?.id == afterBefore)
    try host.tap("count +1")
    user.value = "grace"
    try host.settle()
    #expect(host.texts == ["count 1", "after"])
    #expect(log.events == ["start ada", "dispose ada", "start grace"])
    #expect(host.rendererIsInSync)
  }

  @Test func branchesInALoopAreTheirRowsGroupsNotDuplicateKeys() throws {
    let flags = mutableStateOf([true, true, false])
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          for (index, flag) in flags.value.enumerated() {
            c.if(flag) {
              UnsitedCounter(c, label: "on \(index)")
            } else: {
              c.Text("off \(index)")
            }
          }
        }
      })
    try host.tap("on 1 +1")
    #expect(host.texts == ["on 0 0", "on 1 1", "off 2"])
    flags.value = [false, true, true]
    try host.settle()
    #expect(host.texts == ["off 0", "on 1 1", "on 2 0"])
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }
}
