import Foundation
import GraftCore
import GraftLayout
import GraftViews

/// The hooks of one representable type, type-erased so that ``ViewControllerRepresentable``
/// and ``ViewRepresentable`` share one element.
///
/// Built once per representable type and kind (``RepresentableHooksCache``) and shared by all
/// its elements: the closures capture nothing but the type, and building them for every
/// mount allocated six closure contexts (issue 15).
@MainActor
final class RepresentableHooks<Representable: View> {
  /// The make hook: the representable, its coordinator, the environment, the tree.
  typealias Make = (Representable, RepresentableCoordinator, EnvironmentValues, NodeTree) -> ViewController
  /// The update hook: as ``Make``, with the controller it made.
  typealias Update = (
    Representable, ViewController, RepresentableCoordinator, EnvironmentValues, NodeTree
  ) -> Void
  /// The representable's `sizeThatFits`, with what the update hook gets and the proposal.
  typealias SizeThatFits = (
    Representable, ViewController, RepresentableCoordinator, EnvironmentValues, ProposedViewSize
  ) -> CGSize?

  let makeCoordinator: (Representable) -> RepresentableCoordinator
  let make: Make
  let update: Update
  let dismantle: (ViewController, RepresentableCoordinator) -> Void
  let reportsStaleEmbeds: Bool
  let updateHookName: String
  /// The representable type's name (`TypeNames`), looked up once per type rather than per mount.
  let typeName = TypeNames.name(of: Representable.self)
  /// The representable's own `sizeThatFits` (nil when it has none, as for node representables).
  let sizeThatFits: SizeThatFits?

  init(
    makeCoordinator: @escaping (Representable) -> RepresentableCoordinator,
    make: @escaping Make,
    update: @escaping Update,
    dismantle: @escaping (ViewController, RepresentableCoordinator) -> Void,
    reportsStaleEmbeds: Bool,
    updateHookName: String,
    sizeThatFits: SizeThatFits? = nil
  ) {
    self.makeCoordinator = makeCoordinator
    self.make = make
    self.update = update
    self.dismantle = dismantle
    self.reportsStaleEmbeds = reportsStaleEmbeds
    self.updateHookName = updateHookName
    self.sizeThatFits = sizeThatFits
  }

  /// The element class of this representable type, looked up once (with the hooks): making an
  /// element through it needs no generic metadata lookup, where naming
  /// `RepresentableElement<Representable>` in the unspecialized `_makeElement` looked the class
  /// up on every mount (~330 instructions).
  private let elementType = RepresentableElement<Representable>.self

  /// A new element for `representable` with these hooks (a representable's `_makeElement`).
  func makeElement(_ representable: Representable, in context: ElementContext) -> Element {
    elementType.init(representable: representable, hooks: self, context: context)
  }

  fileprivate static func makeViewController<R: ViewControllerRepresentable>(_: R.Type) -> RepresentableHooks<
    R
  > {
    func context(_ coordinator: RepresentableCoordinator, _ environment: EnvironmentValues) -> R.Context {
      R.Context(coordinator: coordinator, environment: environment, transaction: Transaction())
    }
    return RepresentableHooks<R>(
      makeCoordinator: { RepresentableCoordinator($0.makeCoordinator()) },
      make: { representable, coordinator, environment, _ in
        representable.makeViewController(context: context(coordinator, environment))
      },
      update: { representable, controller, coordinator, environment, _ in
        representable.updateViewController(
          recoveredController(controller, as: R.ViewControllerType.self),
          context: context(coordinator, environment))
      },
      dismantle: { controller, coordinator in
        R.dismantleViewController(
          recoveredController(controller, as: R.ViewControllerType.self),
          coordinator: coordinator.value(as: R.Coordinator.self))
      },
      reportsStaleEmbeds: R.reportsStaleEmbeds,
      updateHookName: "updateViewController(_:context:)",
      sizeThatFits: { representable, controller, coordinator, environment, proposal in
        representable.sizeThatFits(
          proposal, viewController: recoveredController(controller, as: R.ViewControllerType.self),
          context: context(coordinator, environment))
      })
  }

  fileprivate static func makeUIViewController<R: UIViewControllerRepresentable>(
    _ type: R.Type
  ) -> RepresentableHooks<R> {
    let primary = RepresentableHooksCache.viewController(type)
    return RepresentableHooks<R>(
      makeCoordinator: primary.makeCoordinator, make: primary.make, update: primary.update,
      dismantle: { controller, coordinator in
        R.dismantleUIViewController(
          recoveredController(controller, as: R.ViewControllerType.self),
          coordinator: coordinator.value(as: R.Coordinator.self))
      },
      reportsStaleEmbeds: primary.reportsStaleEmbeds,
      updateHookName: "updateUIViewController(_:context:)",
      sizeThatFits: { representable, controller, coordinator, environment, proposal in
        let context = R.Context(
          coordinator: coordinator, environment: environment, transaction: Transaction())
        return representable.sizeThatFits(
          proposal, uiViewController: recoveredController(controller, as: R.ViewControllerType.self),
          context: context)
          ?? primary.sizeThatFits?(representable, controller, coordinator, environment, proposal)
      })
  }

  fileprivate static func makeNode<R: ViewRepresentable>(_: R.Type) -> RepresentableHooks<R> {
    func context(_ coordinator: RepresentableCoordinator, _ environment: EnvironmentValues, _ tree: NodeTree)
      -> R.Context
    {
      R.Context(
        coordinator: coordinator.value(as: R.Coordinator.self), environment: environment,
        transaction: Transaction(),
        tree: tree)
    }
    return RepresentableHooks<R>(
      makeCoordinator: { RepresentableCoordinator($0.makeCoordinator()) },
      make: { representable, coordinator, environment, tree in
        NodeHolder { tree in representable.makeNode(context: context(coordinator, environment, tree)) }
      },
      update: { representable, controller, coordinator, environment, tree in
        guard let node = controller.node else { return }
        representable.updateNode(node, context: context(coordinator, environment, tree))
      },
      dismantle: { controller, coordinator in
        guard let node = controller.node else { return }
        R.dismantleNode(node, coordinator: coordinator.value(as: R.Coordinator.self))
      },
      reportsStaleEmbeds: false,
      updateHookName: "updateNode(_:context:)")
  }
}

/// The ``RepresentableHooks`` built so far, one per representable type and kind. Loop thread.
///
/// The entry points are here, in a non-generic type: a static method of the generic
/// `RepresentableHooks<R>` needed that class's metadata as its `self`, looked up on every
/// mount (~330 instructions).
@MainActor
enum RepresentableHooksCache {
  /// The hooks of a ``ViewControllerRepresentable``.
  static func viewController<R: ViewControllerRepresentable>(_ type: R.Type) -> RepresentableHooks<R> {
    hooks(.viewController, of: type) { RepresentableHooks<R>.makeViewController(type) }
  }

  /// The hooks of a ``UIViewControllerRepresentable`` (the UIKit-named hooks).
  static func uiViewController<R: UIViewControllerRepresentable>(_ type: R.Type) -> RepresentableHooks<R> {
    hooks(.uiViewController, of: type) { RepresentableHooks<R>.makeUIViewController(type) }
  }

  /// The hooks of a ``ViewRepresentable``.
  static func node<R: ViewRepresentable>(_ type: R.Type) -> RepresentableHooks<R> {
    hooks(.node, of: type) { RepresentableHooks<R>.makeNode(type) }
  }

  enum Kind: Hashable {
    case viewController, uiViewController, node
  }

  private struct Key: Hashable {
    let kind: Kind
    let type: ObjectIdentifier
  }

  // Unchecked exclusivity: loop thread only, and no access stays open across `make` (which
  // may ask for other hooks); checked, each lookup began a dynamic access.
  @exclusivity(unchecked) private static var built: [Key: AnyObject] = [:]
  /// The entry handed out last: a list of one representable type asks for the same hooks on
  /// every mount, and the dictionary lookup hashed the key each time.
  @exclusivity(unchecked) private static var lastKey: Key?
  @exclusivity(unchecked) private static var lastHooks: AnyObject?

  /// The hooks of `R` as `kind`, made by `make` the first time.
  static func hooks<R: View>(
    _ kind: Kind, of _: R.Type, make: () -> RepresentableHooks<R>
  ) -> RepresentableHooks<R> {
    let key = Key(kind: kind, type: ObjectIdentifier(R.self))
    // Only `make` for this same key stored the entry, so it is a `RepresentableHooks<R>`: the
    // unchecked downcast saves instantiating that generic class's metadata on every mount.
    if lastKey == key, let lastHooks { return unsafeDowncast(lastHooks, to: RepresentableHooks<R>.self) }
    let hooks: RepresentableHooks<R>
    if let known = built[key] {
      hooks = unsafeDowncast(known, to: RepresentableHooks<R>.self)
    } else {
      hooks = make()
      built[key] = hooks
    }
    lastKey = key
    lastHooks = hooks
    return hooks
  }
}
