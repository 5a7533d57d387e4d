import GraftCore

/// Horizontal alignment of a `VStack`'s children.
public enum HorizontalAlignment: Sendable, Hashable {
  case leading, center, trailing

  var nodeAlignment: NodeAlignment {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }
}

/// Vertical alignment of an `HStack`'s children.
public enum VerticalAlignment: Sendable, Hashable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline

  var nodeAlignment: NodeAlignment {
    switch self {
    case .top: .top
    case .center: .center
    case .bottom: .bottom
    case .firstTextBaseline: .firstTextBaseline
    case .lastTextBaseline: .lastTextBaseline
    }
  }
}

/// Two-dimensional alignment (`ZStack`, `.frame(alignment:)`).
public enum Alignment: Sendable, Hashable {
  case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing

  var nodeAlignment: NodeAlignment {
    switch self {
    case .center: .center
    case .leading: .leading
    case .trailing: .trailing
    case .top: .top
    case .bottom: .bottom
    case .topLeading: .topLeading
    case .topTrailing: .topTrailing
    case .bottomLeading: .bottomLeading
    case .bottomTrailing: .bottomTrailing
    }
  }
}
