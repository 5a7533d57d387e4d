import Graft

/// The controls every `004` variant shows: a status text, a button that writes `deleting`
/// directly in the owning view (`directWrite`), a child view that writes it through a
/// `Binding`, and a cancel button.
struct DeleteControls: View {
  let title: String
  let deleting: Item?
  let directWrite: (Item?) -> Void
  let binding: Binding<Item?>

  var body: some View {
    VStack {
      Text(title)
      Text(deleting.map { "Deleting \($0.name)" } ?? "Nothing to delete")
      Button("Delete photo") { directWrite(Item(name: "photo")) }
      DeleteThroughBindingButton(deleting: binding)
      Button("Cancel") { directWrite(nil) }
    }
  }
}

/// Another view mutating the owner's state through `$deleting` — the write `didSet` misses.
struct DeleteThroughBindingButton: View {
  @Binding var deleting: Item?

  var body: some View {
    Button("Delete note via binding") { deleting = Item(name: "note") }
  }
}
