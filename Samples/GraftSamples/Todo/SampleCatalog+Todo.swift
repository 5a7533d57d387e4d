import Graft

extension SampleCatalog {
  /// Issue 18: the todo app a SwiftUI developer writes, with `import Graft` alone.
  public static let todo = Sample(
    name: "todo", seed: "018", title: "A SwiftUI todo app, one import changed",
    summary: "The todo app of the SwiftUI tutorial — list with delete and move, a toggle per row, "
      + "a picker filter, a focused text field, an alert, navigation, a settings tab — written "
      + "with import Graft. Add a todo, then delete the first one.",
    variants: [SampleVariant("import Graft") { TodoApp() }],
    script: [.search("Buy bread", in: "New todo"), .tap("Delete")])
}
