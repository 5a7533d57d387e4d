import Graft
import Testing

/// A list-holding view, not `Equatable`: rows (a costly field, compared last), a selection
/// and an object (cheap fields, compared first).
private struct Rows: View {
  let rows: [String]
  let selected: Int?
  let owner: Owner

  var body: some View { Text("\(rows.count)") }
}

private final class Owner {}

private protocol Shape {}
private struct Square: Shape, Equatable { var side: Int }
private struct Circle: Shape, Equatable { var radius: Int }
private struct Plain: Shape { var side: Int }

/// A view with an existential field: compared by the values' dynamic types.
private struct Shaped: View {
  let shape: any Shape
  let title: String

  var body: some View { Text(title) }
}

/// A view nesting a struct that is not `Equatable` (compared field by field).
private struct Nested: View {
  struct Style {
    var weight: Int
    var name: String
  }
  let style: Style

  var body: some View { Text(style.name) }
}

/// A view holding its owner weakly and an optional name: compared through reflection, which
/// loads the weak reference (its storage is not a strong reference's).
private struct Delegating: View {
  weak var owner: Owner?
  let name: String?

  var body: some View { Text(name ?? "none") }
}

/// A view that is an enum (not a struct: compared through its reflection).
private enum Choice: View {
  case first(String)
  case second(Int)

  var body: some View { Text("choice") }
}

@MainActor
@Suite struct ViewInputsFieldTests {
  /// Every field is compared, whichever order they are compared in.
  @Test func aViewWithRowsAndASelectionComparesEveryField() {
    let owner = Owner()
    let rows = ["a", "b", "c"]
    let view = Rows(rows: rows, selected: 1, owner: owner)
    #expect(ViewInputs.areEqual(view, Rows(rows: Array(rows), selected: 1, owner: owner)))
    #expect(!ViewInputs.areEqual(view, Rows(rows: rows, selected: 2, owner: owner)))
    #expect(!ViewInputs.areEqual(view, Rows(rows: rows, selected: nil, owner: owner)))
    #expect(!ViewInputs.areEqual(view, Rows(rows: ["a", "b", "d"], selected: 1, owner: owner)))
    #expect(!ViewInputs.areEqual(view, Rows(rows: rows, selected: 1, owner: Owner())))
    // Asked again (its fields' order decided), the answers are the same.
    #expect(ViewInputs.areEqual(view, Rows(rows: rows, selected: 1, owner: owner)))
    #expect(!ViewInputs.areEqual(view, Rows(rows: ["a"], selected: 1, owner: owner)))
    let changed = ViewInputs.changedFields(view, Rows(rows: ["a"], selected: 2, owner: owner))
    #expect(changed == ["rows", "selected"])
  }

  /// An existential field compares its values as their dynamic types do.
  @Test func anExistentialFieldComparesByItsDynamicType() {
    let square = Shaped(shape: Square(side: 2), title: "t")
    #expect(ViewInputs.areEqual(square, Shaped(shape: Square(side: 2), title: "t")))
    #expect(!ViewInputs.areEqual(square, Shaped(shape: Square(side: 3), title: "t")))
    #expect(!ViewInputs.areEqual(square, Shaped(shape: Circle(radius: 2), title: "t")))
    #expect(!ViewInputs.areEqual(square, Shaped(shape: Square(side: 2), title: "u")))
    let plain = Shaped(shape: Plain(side: 1), title: "t")
    #expect(ViewInputs.areEqual(plain, Shaped(shape: Plain(side: 1), title: "t")))
    #expect(!ViewInputs.areEqual(plain, Shaped(shape: Plain(side: 2), title: "t")))
  }

  /// A nested struct is compared field by field; an enum view through its reflection.
  @Test func nestedStructsAndEnumViewsCompareTheirContents() {
    let nested = Nested(style: .init(weight: 1, name: "n"))
    #expect(ViewInputs.areEqual(nested, Nested(style: .init(weight: 1, name: "n"))))
    #expect(!ViewInputs.areEqual(nested, Nested(style: .init(weight: 2, name: "n"))))
    #expect(!ViewInputs.areEqual(nested, Nested(style: .init(weight: 1, name: "m"))))
    #expect(ViewInputs.areEqual(Choice.first("a"), Choice.first("a")))
    #expect(!ViewInputs.areEqual(Choice.first("a"), Choice.first("b")))
    #expect(!ViewInputs.areEqual(Choice.first("a"), Choice.second(1)))
  }

  /// A weak field compares by the object it holds now (an optional object by its payload); an
  /// optional string by value.
  @Test func aWeakFieldComparesTheObjectItHolds() {
    let owner = Owner()
    let other = Owner()
    let view = Delegating(owner: owner, name: "n")
    #expect(ViewInputs.areEqual(view, Delegating(owner: owner, name: "n")))
    #expect(!ViewInputs.areEqual(view, Delegating(owner: other, name: "n")))
    #expect(!ViewInputs.areEqual(view, Delegating(owner: nil, name: "n")))
    #expect(!ViewInputs.areEqual(view, Delegating(owner: owner, name: nil)))
    #expect(ViewInputs.areEqual(Delegating(owner: nil, name: nil), Delegating(owner: nil, name: nil)))
    withExtendedLifetime((owner, other)) {}
  }
}
