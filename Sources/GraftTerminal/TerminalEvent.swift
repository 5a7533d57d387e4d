/// One input event decoded from a terminal's bytes by ``TerminalInputParser``.
public enum TerminalEvent: Equatable, Sendable {
  /// A printable grapheme typed.
  case character(Character)
  case tab, backTab, enter, backspace, delete, escape
  case up, down, left, right, home, end, pageUp, pageDown
  /// Ctrl-C (byte 0x03 in raw mode).
  case interrupt
  /// Ctrl and a letter, lowercased — every letter but those a terminal gives a meaning of their
  /// own (Ctrl-A Home, Ctrl-C ``interrupt``, Ctrl-E End, Ctrl-H ``backspace``, Ctrl-I ``tab``,
  /// Ctrl-J and Ctrl-M ``enter``).
  case control(Character)
  /// A mouse button pressed at a 0-based cell (SGR 1006 reporting; button 0 is the left one).
  case click(x: Int, y: Int)
  /// The wheel turned at a cell: `lines` > 0 scrolls down.
  case wheel(x: Int, y: Int, lines: Int)
  /// Text pasted in bracketed-paste mode (capped at ``TerminalInputParser/maxPasteBytes``).
  case paste(String)
}
