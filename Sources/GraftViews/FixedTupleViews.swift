import GraftCore

// The views a `@ViewBuilder` block of two to ten statements builds: ``TupleView2`` to
// ``TupleView10``, one stored property per view (a family of one type per arity, kept together
// since they differ only in arity).
//
// Why not ``TupleView`` for those: a `TupleView`'s stored tuple has a type made of its pack,
// so every copy and destroy of one in code not specialized for it (a container's
// `typedNodeContent` getter, a composite's `body` value, a stack's value witnesses) looked the
// tuple's type metadata up at run time (`swift_getTupleTypeMetadata`, ~1.7 k instructions per
// select of the headline list, issue 15 round 13). A struct of plain fields has its fields'
// metadata among its own generic arguments: its value witnesses look nothing up.

/// The views of a `@ViewBuilder` block of two statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView2<V0: View, V1: View>: _TupleViewFamily {
  public let view0: V0
  public let view1: V1
  @inlinable public init(_ view0: V0, _ view1: V1) {
    self.view0 = view0
    self.view1 = view1
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(Self.self, V0.self, V1.self)
  }
}

/// The views of a `@ViewBuilder` block of three statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView3<V0: View, V1: View, V2: View>: _TupleViewFamily {
  public let view0: V0
  public let view1: V1
  public let view2: V2
  @inlinable public init(_ view0: V0, _ view1: V1, _ view2: V2) {
    self.view0 = view0
    self.view1 = view1
    self.view2 = view2
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(Self.self, V0.self, V1.self, V2.self)
  }
}

/// The views of a `@ViewBuilder` block of four statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView4<V0: View, V1: View, V2: View, V3: View>: _TupleViewFamily {
  public let view0: V0
  public let view1: V1
  public let view2: V2
  public let view3: V3
  @inlinable public init(_ view0: V0, _ view1: V1, _ view2: V2, _ view3: V3) {
    self.view0 = view0
    self.view1 = view1
    self.view2 = view2
    self.view3 = view3
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(Self.self, V0.self, V1.self, V2.self, V3.self)
  }
}

/// The views of a `@ViewBuilder` block of five statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView5<V0: View, V1: View, V2: View, V3: View, V4: View>: _TupleViewFamily {
  public let view0: V0
  public let view1: V1
  public let view2: V2
  public let view3: V3
  public let view4: V4
  @inlinable public init(_ view0: V0, _ view1: V1, _ view2: V2, _ view3: V3, _ view4: V4) {
    self.view0 = view0
    self.view1 = view1
    self.view2 = view2
    self.view3 = view3
    self.view4 = view4
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(Self.self, V0.self, V1.self, V2.self, V3.self, V4.self)
  }
}

/// The views of a `@ViewBuilder` block of six statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView6<V0: View, V1: View, V2: View, V3: View, V4: View, V5: View>: _TupleViewFamily {
  public let view0: V0
  public let view1: V1
  public let view2: V2
  public let view3: V3
  public let view4: V4
  public let view5: V5
  @inlinable public init(_ view0: V0, _ view1: V1, _ view2: V2, _ view3: V3, _ view4: V4, _ view5: V5) {
    self.view0 = view0
    self.view1 = view1
    self.view2 = view2
    self.view3 = view3
    self.view4 = view4
    self.view5 = view5
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(Self.self, V0.self, V1.self, V2.self, V3.self, V4.self, V5.self)
  }
}

/// The views of a `@ViewBuilder` block of seven statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView7<V0: View, V1: View, V2: View, V3: View, V4: View, V5: View, V6: View>:
  _TupleViewFamily
{
  public let view0: V0
  public let view1: V1
  public let view2: V2
  public let view3: V3
  public let view4: V4
  public let view5: V5
  public let view6: V6
  @inlinable public init(
    _ view0: V0, _ view1: V1, _ view2: V2, _ view3: V3, _ view4: V4, _ view5: V5, _ view6: V6
  ) {
    self.view0 = view0
    self.view1 = view1
    self.view2 = view2
    self.view3 = view3
    self.view4 = view4
    self.view5 = view5
    self.view6 = view6
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(Self.self, V0.self, V1.self, V2.self, V3.self, V4.self, V5.self, V6.self)
  }
}

/// The views of a `@ViewBuilder` block of eight statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView8<V0: View, V1: View, V2: View, V3: View, V4: View, V5: View, V6: View, V7: View>:
  _TupleViewFamily
{
  public let view0: V0
  public let view1: V1
  public let view2: V2
  public let view3: V3
  public let view4: V4
  public let view5: V5
  public let view6: V6
  public let view7: V7
  @inlinable public init(
    _ view0: V0, _ view1: V1, _ view2: V2, _ view3: V3, _ view4: V4, _ view5: V5, _ view6: V6, _ view7: V7
  ) {
    self.view0 = view0
    self.view1 = view1
    self.view2 = view2
    self.view3 = view3
    self.view4 = view4
    self.view5 = view5
    self.view6 = view6
    self.view7 = view7
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(Self.self, V0.self, V1.self, V2.self, V3.self, V4.self, V5.self, V6.self, V7.self)
  }
}

/// The views of a `@ViewBuilder` block of nine statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView9<
  V0: View, V1: View, V2: View, V3: View, V4: View, V5: View, V6: View, V7: View, V8: View
>: _TupleViewFamily {
  public let view0: V0
  public let view1: V1
  public let view2: V2
  public let view3: V3
  public let view4: V4
  public let view5: V5
  public let view6: V6
  public let view7: V7
  public let view8: V8
  @inlinable public init(
    _ view0: V0, _ view1: V1, _ view2: V2, _ view3: V3, _ view4: V4, _ view5: V5, _ view6: V6, _ view7: V7,
    _ view8: V8
  ) {
    self.view0 = view0
    self.view1 = view1
    self.view2 = view2
    self.view3 = view3
    self.view4 = view4
    self.view5 = view5
    self.view6 = view6
    self.view7 = view7
    self.view8 = view8
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(
      Self.self, V0.self, V1.self, V2.self, V3.self, V4.self, V5.self, V6.self, V7.self, V8.self)
  }
}

/// The views of a `@ViewBuilder` block of ten statements, in order (see ``TupleView`` for
/// what a tuple of views renders: its children's nodes, concatenated, each child keeping its
/// position as identity). ``ViewBuilder`` builds it; code may name or make it too.
@MainActor
public struct TupleView10<
  V0: View, V1: View, V2: View, V3: View, V4: View, V5: View, V6: View, V7: View, V8: View, V9: View
>: _TupleViewFamily {
  public let view0: V0
  public let view1: V1
  public let view2: V2
  public let view3: V3
  public let view4: V4
  public let view5: V5
  public let view6: V6
  public let view7: V7
  public let view8: V8
  public let view9: V9
  @inlinable public init(
    _ view0: V0, _ view1: V1, _ view2: V2, _ view3: V3, _ view4: V4, _ view5: V5, _ view6: V6, _ view7: V7,
    _ view8: V8, _ view9: V9
  ) {
    self.view0 = view0
    self.view1 = view1
    self.view2 = view2
    self.view3 = view3
    self.view4 = view4
    self.view5 = view5
    self.view6 = view6
    self.view7 = view7
    self.view8 = view8
    self.view9 = view9
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(
      Self.self, V0.self, V1.self, V2.self, V3.self, V4.self, V5.self, V6.self, V7.self, V8.self, V9.self)
  }
}
