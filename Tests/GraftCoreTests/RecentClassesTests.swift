import GraftCore
import Testing

private final class First {}
private final class Second {}
private final class Third {}
private final class Fourth {}
private final class Fifth {}

/// `RecentClasses` hands back what was remembered for a key type, and forgets the entry
/// remembered longest ago once four others came after it — never another key's class.
struct RecentClassesTests {
  @Test func recallsTheClassRememberedForEachKey() {
    var classes = RecentClasses()
    #expect(classes.recalled(for: Int.self) == nil)
    classes.remember(First.self, for: Int.self)
    classes.remember(Second.self, for: String.self)
    #expect(classes.recalled(for: Int.self) == First.self)
    #expect(classes.recalled(for: String.self) == Second.self)
    #expect(classes.recalled(for: Double.self) == nil)
  }

  @Test func aFifthKeyReplacesTheOldestEntry() {
    var classes = RecentClasses()
    classes.remember(First.self, for: Int.self)
    classes.remember(Second.self, for: String.self)
    classes.remember(Third.self, for: Double.self)
    classes.remember(Fourth.self, for: Bool.self)
    classes.remember(Fifth.self, for: Float.self)
    #expect(classes.recalled(for: Int.self) == nil)
    #expect(classes.recalled(for: String.self) == Second.self)
    #expect(classes.recalled(for: Bool.self) == Fourth.self)
    #expect(classes.recalled(for: Float.self) == Fifth.self)
  }
}
