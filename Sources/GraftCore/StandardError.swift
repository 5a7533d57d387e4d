import Glibc  // Graft targets Linux; `write(2)` is called qualified below.

/// A `TextOutputStream` over standard error, for diagnostics.
public struct StandardError: TextOutputStream {
  public init() {}

  public mutating func write(_ string: String) {
    var copy = string
    copy.withUTF8 { bytes in
      _ = Glibc.write(2, bytes.baseAddress, bytes.count)
    }
  }
}
