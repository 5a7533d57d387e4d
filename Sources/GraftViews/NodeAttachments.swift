import GraftCore

/// What a ``NodeElement`` may own besides its node: the element of its content (a stack's
/// children) and its tracking scope (made once its properties read something tracked). One
/// word, not two optional references: a leaf (`Text`, a button) has neither, a stack its
/// content only, and the 8 bytes saved keep a row's leaf elements in a smaller allocator size
/// class. The rare node with both (a stack whose properties read state) boxes them in
/// ``Both`` (one allocation more, made when the second arrives).
@MainActor
enum NodeAttachments {
  case none
  case content(Element)
  case scope(TrackingScope)
  case both(Both)

  /// A content element and a scope together.
  final class Both {
    var content: Element
    var scope: TrackingScope
    init(content: Element, scope: TrackingScope) {
      self.content = content
      self.scope = scope
    }
  }

  /// The content element, not retained: for a caller that uses it only while it certainly
  /// stays stored (nothing replaces the attachments meanwhile). ``content`` reads it retained.
  var unretainedContent: Unmanaged<Element>? {
    switch self {
    case .content(let content): Unmanaged.passUnretained(content)
    case .both(let both): Unmanaged.passUnretained(both.content)
    case .none, .scope: nil
    }
  }

  var content: Element? {
    get { unretainedContent?.takeUnretainedValue() }
    set {
      // A replaced content beside a scope goes into the existing box.
      if case .both(let both) = self, let newValue {
        both.content = newValue
      } else {
        self = Self(content: newValue, scope: scope)
      }
    }
  }

  var scope: TrackingScope? {
    get {
      switch self {
      case .scope(let scope): scope
      case .both(let both): both.scope
      case .none, .content: nil
      }
    }
    set {
      if case .both(let both) = self, let newValue {
        both.scope = newValue
      } else {
        self = Self(content: content, scope: newValue)
      }
    }
  }

  private init(content: Element?, scope: TrackingScope?) {
    switch (content, scope) {
    case (nil, nil): self = .none
    case (let content?, nil): self = .content(content)
    case (nil, let scope?): self = .scope(scope)
    case (let content?, let scope?): self = .both(Both(content: content, scope: scope))
    }
  }
}
