/// The element `V._makeElement(_:in:)` makes of the view at `view`, which is read where it
/// lies: no copy of it is made for the call.
///
/// Written `V._makeElement(view.pointee, in: context)`, a generic view at a pointer was first
/// copied into a temporary (through its value witness) and the copy destroyed after the call —
/// for every row made, its whole content (a row's four views) and then each of its texts and
/// buttons again (~800 instructions a row, issue 15 round 31). Passed on from an `inout`
/// access instead (``makeElement(inPlaceOf:in:)``), the view reaches `_makeElement` as the
/// address it lies at.
///
/// Sound: `_makeElement` takes its view borrowed and never writes it (the pointer is mutable
/// in type only), and the caller keeps the view alive and unchanged for the call. Runs on the
/// loop thread, as every element's making does.
@MainActor @inline(__always)
func makeElement<V: View>(at view: UnsafePointer<V>, in context: ElementContext) -> Element {
  makeElement(inPlaceOf: &UnsafeMutablePointer(mutating: view).pointee, in: context)
}

/// `V._makeElement(view, in: context)` on a view the caller holds `inout`: its address is
/// passed on as is (see ``makeElement(at:in:)``). Never writes `view`.
@MainActor @inline(never)
private func makeElement<V: View>(inPlaceOf view: inout V, in context: ElementContext) -> Element {
  V._makeElement(view, in: context)
}
