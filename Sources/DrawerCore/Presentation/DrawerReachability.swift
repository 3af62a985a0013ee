/// What can reach a drawer's content at an instant (touches, the keyboard, assistive
/// technologies), as a modal drawer or as a permanent sidebar.
///
/// A host draws the drawer's content once, in the same place in both layout modes, so that its
/// state survives a switch between them; what that one instance accepts then follows from the
/// mode and the drawer's state. A modal drawer is reachable while it is open or on its way
/// (dragged, settling), and is a modal element to assistive technologies while open over a
/// content that is not interactive, like an open sheet; closed, it takes no touch, no keyboard
/// focus and no VoiceOver cursor. A sidebar is always reachable, never modal, and does not close.
///
/// ```swift
/// let reach = DrawerReachability(
///   layoutMode: .sidebar, target: .closed, isMoving: false, isContentInteractive: false)
/// reach.acceptsInput      // true: a sidebar is always on screen
/// reach.closesOnEscape    // false: it does not close
/// ```
public struct DrawerReachability: Sendable, Hashable {
  /// Whether the drawer's controls take touches, pointer and keyboard input (Tab, the arrow
  /// keys, Return): it is on screen, or on its way.
  public let acceptsInput: Bool
  /// Whether assistive technologies see the drawer's content.
  public let isAccessible: Bool
  /// Whether the drawer is a modal element: assistive technologies stay inside it, as in an
  /// open sheet.
  public let isModal: Bool
  /// Whether the drawer itself can take keyboard focus, so that focus can move into it when it
  /// opens.
  public let isFocusable: Bool
  /// Whether the escape gesture and the Escape key close the drawer.
  public let closesOnEscape: Bool

  /// Decides what reaches the drawer's content.
  ///
  /// - Parameters:
  ///   - layoutMode: a modal drawer or a permanent sidebar.
  ///   - target: the rest state the modal drawer is in or heading for (kept, and ignored,
  ///     beside a sidebar).
  ///   - isMoving: whether the modal drawer is dragged or settling.
  ///   - isContentInteractive: whether the content stays interactive beside the open drawer;
  ///     the drawer is then not modal.
  public init(
    layoutMode: DrawerLayoutMode, target: DrawerRestState, isMoving: Bool,
    isContentInteractive: Bool
  ) {
    switch layoutMode {
    case .sidebar:
      acceptsInput = true
      isAccessible = true
      isModal = false
      isFocusable = false
      closesOnEscape = false
    case .modal:
      let isOpen = target == .open
      acceptsInput = isOpen || isMoving
      isAccessible = isOpen
      isModal = isOpen && !isContentInteractive
      isFocusable = isOpen
      closesOnEscape = isOpen
    }
  }
}
