import Foundation
import GraftCore
import GraftLayout
import GraftViews

/// A view that embeds a ``ViewController`` — SwiftUI's `UIViewControllerRepresentable`.
///
/// Hook contracts (each on the loop thread, inside the update pass of the root this view is
/// in; outer roots before the roots they host):
/// - ``makeCoordinator()`` then ``makeViewController(context:)``: exactly once per identity
///   (position, or `ForEach` key / `.id`), when the representable is first mounted.
/// - ``updateViewController(_:context:)``: right after make; then whenever this value's
///   inputs change (its stored properties — `==` when it is `Equatable`, field by field
///   otherwise), when environment values it reads change, and when tracked state it read
///   during its previous run changes. It runs in a tracking scope, as Compose's `AndroidView`
///   update block does. It may write state (an update that feeds back into itself is cut with
///   an `updateCycle` diagnostic).
/// - ``dismantleViewController(_:coordinator:)``: exactly once, when the representable leaves
///   the tree or its host is torn down; the controller and coordinator are released after.
///
/// If the controller hosts content (`HostedRoot`, e.g. a ``HostingController``) and an
/// update leaves it untouched although inputs changed, Graft reports a `staleEmbed`
/// diagnostic naming the type and fields; set ``reportsStaleEmbeds`` to `false` to opt out.
@MainActor
public protocol ViewControllerRepresentable: View where Body == Never {
  associatedtype ViewControllerType: ViewController
  associatedtype Coordinator = Void
  typealias Context = ViewControllerRepresentableContext<Self>

  func makeViewController(context: Context) -> ViewControllerType
  func updateViewController(_ viewController: ViewControllerType, context: Context)
  static func dismantleViewController(_ viewController: ViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  /// Whether to report inputs that changed without reaching hosted content. Default `true`.
  static var reportsStaleEmbeds: Bool { get }
  /// The size to take for `proposal`, as SwiftUI's `sizeThatFits(_:uiViewController:context:)`;
  /// `nil` (the default) leaves it to the controller: a hosted root's measure hook, else the
  /// hosted content's own layout (like `UIHostingController` sized by its intrinsic content).
  /// Called during the layout at the end of an update pass (loop thread), possibly several
  /// times with different proposals; answers are cached until the representable or its
  /// hosted content changes. Must not write state or change the tree.
  func sizeThatFits(_ proposal: ProposedViewSize, viewController: ViewControllerType, context: Context)
    -> CGSize?
}

extension ViewControllerRepresentable {
  public var body: Never { fatalError("\(Self.self) is a representable; Graft builds it directly") }

  public static func dismantleViewController(_ viewController: ViewControllerType, coordinator: Coordinator) {
  }

  public static var reportsStaleEmbeds: Bool { true }

  public func sizeThatFits(_ proposal: ProposedViewSize, viewController: ViewControllerType, context: Context)
    -> CGSize?
  { nil }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    RepresentableHooksCache.viewController(Self.self).makeElement(view, in: context)
  }
}

extension ViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's hooks receive: its coordinator, the environment of its position
/// (reads are tracked), and the transaction of the current update.
@MainActor
public struct ViewControllerRepresentableContext<Representable: ViewControllerRepresentable> {
  /// The coordinator, stored type-erased: with no field whose layout depends on
  /// `Representable`, building a context in the hooks' shared (unspecialized) code needs no
  /// generic metadata lookup — four of them per mount before (issue 15 item 4) — and, erased
  /// into an object reference rather than an `Any`, destroying it needs none either (see
  /// ``RepresentableCoordinator``).
  private let erasedCoordinator: RepresentableCoordinator
  public let environment: EnvironmentValues
  public let transaction: Transaction

  init(coordinator: RepresentableCoordinator, environment: EnvironmentValues, transaction: Transaction) {
    erasedCoordinator = coordinator
    self.environment = environment
    self.transaction = transaction
  }

  public var coordinator: Representable.Coordinator {
    erasedCoordinator.value(as: Representable.Coordinator.self)
  }
}

/// The context of the change being applied (animation requests travel here).
public struct Transaction: Sendable, Equatable {
  /// Whether animations are disabled for this change.
  public var disablesAnimations = false
  public init() {}
}
