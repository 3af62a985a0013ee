#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  public import SwiftUI

  /// How a ``DrawerToggle`` is made: for the nearest drawer, for the drawer on one edge of the
  /// content, or for a state you own, each with its keyboard shortcut.
  extension DrawerToggle {
    /// Control-Command-S, the shortcut of a split view's "Show Sidebar" command.
    nonisolated public static let defaultKeyboardShortcut = KeyboardShortcut(
      KeyEquivalent("s"), modifiers: [.control, .command])

    /// Control-Command-I, the shortcut of SwiftUI's inspector command (`InspectorCommands`): the
    /// default of a toggle for the trailing drawer, beside the leading drawer's
    /// ``defaultKeyboardShortcut``, so that two toggles on one screen never share a key.
    nonisolated public static let trailingKeyboardShortcut = KeyboardShortcut(
      KeyEquivalent("i"), modifiers: [.control, .command])

    /// Creates a toggle for the enclosing drawer.
    ///
    /// ```swift
    /// DrawerToggle(glyph: .chevron)
    /// DrawerToggle(keyboardShortcut: nil)  // no shortcut
    /// ```
    ///
    /// - Parameters:
    ///   - glyph: the icon; ``Glyph/lines`` by default.
    ///   - keyboardShortcut: the key that toggles the drawer; ``defaultKeyboardShortcut``
    ///     (Control-Command-S) by default, `nil` for none. Give each toggle on screen its own.
    public init(
      glyph: Glyph = .lines,
      keyboardShortcut: KeyboardShortcut? = DrawerToggle.defaultKeyboardShortcut
    ) {
      self.init(
        explicitState: nil, targetEdge: nil, glyph: glyph, keyboardShortcut: keyboardShortcut)
    }

    /// Creates a toggle for the drawer on one edge of the content, where a drawer is attached to
    /// each edge (`.drawer(…, edge: .leading)` and `.drawer(…, edge: .trailing)` on one view).
    ///
    /// Each edge has its own shortcut: ``defaultKeyboardShortcut`` (Control-Command-S, "Show
    /// Sidebar") for the leading drawer and ``trailingKeyboardShortcut`` (Control-Command-I, the
    /// inspector's) for the trailing one; ``init(edge:glyph:keyboardShortcut:)`` gives another.
    ///
    /// ```swift
    /// ToolbarItem(placement: .navigation) { DrawerToggle(edge: .leading) }
    /// ToolbarItem(placement: .primaryAction) { DrawerToggle(edge: .trailing, glyph: .chevron) }
    /// ```
    ///
    /// - Parameters:
    ///   - edge: the edge of the drawer to toggle. With no drawer on that edge the toggle
    ///     toggles the nearest drawer if it is on that edge (a drawer on that edge alone), and
    ///     otherwise nothing: it never toggles the drawer on the other edge.
    ///   - glyph: the icon; ``Glyph/lines`` by default.
    public init(edge: HorizontalEdge, glyph: Glyph = .lines) {
      self.init(
        edge: edge, glyph: glyph,
        keyboardShortcut: edge == .leading
          ? DrawerToggle.defaultKeyboardShortcut : DrawerToggle.trailingKeyboardShortcut)
    }

    /// Creates a toggle for the drawer on one edge of the content with a keyboard shortcut of
    /// your choice.
    ///
    /// ```swift
    /// DrawerToggle(edge: .trailing, keyboardShortcut: KeyboardShortcut("m", modifiers: .command))
    /// ```
    ///
    /// - Parameters:
    ///   - edge: the edge of the drawer to toggle, as for ``init(edge:glyph:)``.
    ///   - glyph: the icon; ``Glyph/lines`` by default.
    ///   - keyboardShortcut: the key that toggles the drawer, `nil` for none. Give each toggle
    ///     on screen its own.
    public init(edge: HorizontalEdge, glyph: Glyph = .lines, keyboardShortcut: KeyboardShortcut?) {
      self.init(
        explicitState: nil, targetEdge: edge, glyph: glyph, keyboardShortcut: keyboardShortcut)
    }

    /// Creates a toggle for a drawer whose state you own, usable outside the drawer's view.
    ///
    /// ```swift
    /// DrawerToggle(state: drawer)
    /// ```
    ///
    /// - Parameters:
    ///   - state: the drawer's state.
    ///   - glyph: the icon; ``Glyph/lines`` by default.
    ///   - keyboardShortcut: the key that toggles the drawer; ``defaultKeyboardShortcut``
    ///     (Control-Command-S) by default, `nil` for none.
    public init(
      state: DrawerState, glyph: Glyph = .lines,
      keyboardShortcut: KeyboardShortcut? = DrawerToggle.defaultKeyboardShortcut
    ) {
      self.init(
        explicitState: state, targetEdge: nil, glyph: glyph, keyboardShortcut: keyboardShortcut)
    }

    /// The one initialiser the public ones funnel into.
  }
#endif
