import Graft

/// One row whose nodes read its model themselves: the row's stack reads `isSelected` and its
/// label reads `label` in their own ``NodeView/nodeProperties(in:)``, so a change to either
/// refreshes that one node — the row's `body` reads nothing tracked and never runs again.
/// The same five nodes as ``FineGrainedRow``. Equal when it shows the same model object.
///
/// Written for ``RowModel`` (an app's rows have one model type), not generic over it as
/// ``FineGrainedRow`` is for the benchmark's two model variants: in a body generic over the
/// model, every view type naming it (the stack, the label, their tuple) is looked up in the
/// runtime's metadata cache per row made (~2 k instructions a row).
struct NodeObservedRow: View, Equatable {
  let model: RowModel
  let actions: RowActions

  var body: some View {
    ModelRowStack(model: model) {
      Text("\(model.id)")
      ModelLabel(model: model)
      Button("select") { actions.select(model.id) }
      Button("remove") { actions.remove(model.id) }
    }
  }

  nonisolated static func == (lhs: NodeObservedRow, rhs: NodeObservedRow) -> Bool {
    lhs.model === rhs.model && lhs.actions === rhs.actions
  }
}

/// A ``RowStack`` highlighted while its model is selected: the stack's node reads
/// `isSelected` when its properties are computed (a node's reads are tracked for that node).
struct ModelRowStack<Content: View>: NodeView {
  let model: RowModel
  let typedNodeContent: Content

  init(model: RowModel, @ViewBuilder content: () -> Content) {
    self.model = model
    typedNodeContent = content()
  }

  var nodeKind: NodeKind { .stack(.horizontal) }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    RowStack<Content>.properties(isHighlighted: model.isSelected)
  }
}

/// A text showing its model's label: the node reads `label` when its properties are
/// computed, so a new label refreshes this node alone. Its node is a ``Text``'s.
struct ModelLabel: NodeView {
  let model: RowModel

  var nodeKind: NodeKind { .text }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    Text(model.label).nodeProperties(in: environment)
  }
}
