/// What can reach a drawer's content and the content behind it at an instant (touches, the
/// keyboard, assistive technologies), as a modal drawer or as a permanent sidebar.
///
/// A host draws the drawer's content once, in the same place in both layout modes, so that its
/// state survives a switch between them; what that one instance accepts then follows from the
/// mode and the drawer's state. A modal drawer is reachable while it is open or on its way
/// (dragged, settling), and is a modal element to assistive technologies while open over a
/// content that is not interactive, like an open sheet; closed, it takes no touch, no keyboard
/// focus and no VoiceOver cursor. A sidebar is always reachable, never modal, and does not close.
///
/// The content behind an open modal drawer is kept from the person by one mechanism per kind of
/// input, each a value here that a host applies with one small modifier, and none of them a
/// `.disabled` over the content, which would grey every control in the app and disable the
/// alerts and sheets it presents:
///
/// - ``coversContent``: the scrim over the content takes touches and clicks, from the first frame
///   of an opening to the first frame of a closing.
/// - ``keepsKeyboardInDrawer``: keyboard focus is kept inside the drawer over the same span,
///   since it moves into the drawer when it starts to open: a move of it into the content behind
///   (Tab, the arrow keys, whatever the platform's focus system moves it with) is refused, and
///   focus goes back where it was in the drawer (``refusesKeyboardFocus(movingTo:)``).
/// - ``blocksContent``: the content is hidden from assistive technologies once the drawer has
///   come to rest open, and given back on the first frame of a closing, so that neither the
///   first frame of an opening nor the first frame of a closing, the one a choice in the menu
///   keeps free, does more than it must.
///
/// A lock is honoured: a drawer ``DrawerLockMode/lockedOpen`` is not closed by the escape gesture,
/// the Escape key or its "Close menu" element (``closesOnEscape``), as Android's
/// `DrawerLayout` ignores the person's closing gestures while locked open.
///
/// ```swift
/// let reach = DrawerModality(
///   layoutMode: .modal, target: .open, isMoving: false, hasRestedOpen: true,
///   lockMode: .unlocked, isContentInteractive: false)
/// reach.blocksContent     // true: hidden from VoiceOver behind the open drawer
/// reach.closesOnEscape    // true
/// ```
@_spi(DrawerKit) public struct DrawerModality: Sendable, Hashable {
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
  /// Whether the escape gesture, the Escape key and the drawer's "Close menu" element close
  /// the drawer: an open modal drawer that is not locked open.
  public let closesOnEscape: Bool
  /// Whether the scrim covers the content, taking its touches and clicks: an open (or opening)
  /// modal drawer over a content that is not interactive.
  public let coversContent: Bool
  /// Whether keyboard focus stays inside the drawer rather than moving on into the content
  /// behind it (by Tab, Shift-Tab, the arrow keys or any other move of the focus system):
  /// whenever the scrim covers the content.
  public let keepsKeyboardInDrawer: Bool
  /// Whether the content behind the drawer is blocked: hidden from assistive technologies.
  /// From the drawer's rest open until the first frame of its closing; not while it opens
  /// (it is modal already, so assistive technologies stay in the drawer).
  public let blocksContent: Bool

  /// Decides what reaches the drawer's content and the content behind it.
  ///
  /// - Parameters:
  ///   - layoutMode: a modal drawer or a permanent sidebar.
  ///   - target: the rest state the modal drawer is in or heading for (kept, and ignored,
  ///     beside a sidebar).
  ///   - isMoving: whether the modal drawer is dragged or settling.
  ///   - hasRestedOpen: whether the drawer has come to rest open since it last headed for open
  ///     (``DrawerController/hasRestedOpen``); ignored unless `target` is open.
  ///   - lockMode: the lock in force; ``DrawerLockMode/lockedOpen`` keeps the person's closing
  ///     actions from closing the drawer.
  ///   - isContentInteractive: whether the content stays interactive beside the open drawer;
  ///     the drawer is then not modal, and nothing blocks the content.
  public init(
    layoutMode: DrawerLayoutMode, target: DrawerRestState, isMoving: Bool,
    hasRestedOpen: Bool, lockMode: DrawerLockMode, isContentInteractive: Bool
  ) {
    switch layoutMode {
    case .sidebar:
      acceptsInput = true
      isAccessible = true
      isModal = false
      isFocusable = false
      closesOnEscape = false
      coversContent = false
      keepsKeyboardInDrawer = false
      blocksContent = false
    case .modal:
      let isOpen = target == .open
      let isOverContent = isOpen && !isContentInteractive
      acceptsInput = isOpen || isMoving
      isAccessible = isOpen
      isModal = isOverContent
      isFocusable = isOpen
      closesOnEscape = isOpen && lockMode != .lockedOpen
      coversContent = isOverContent
      keepsKeyboardInDrawer = isOverContent
      blocksContent = isOverContent && hasRestedOpen
    }
  }

  /// Whether a move of keyboard focus to `place` is refused, focus being sent back into the
  /// drawer: a move into the content behind a drawer that keeps the keyboard
  /// (``keepsKeyboardInDrawer``).
  ///
  /// Like `shouldUpdateFocus(in:)` answering `false` for a move out of a UIKit modal
  /// presentation, but judged after the move: SwiftUI offers no way to veto a move of focus
  /// between its own views on iOS (`focusSection()` and `focusScope(_:)` exist on macOS and
  /// tvOS only, and guide focus rather than keep it), so the host watches where focus lands and
  /// puts it back. A move to nowhere, or to a view outside the drawer's container (a sheet, an
  /// alert, another window), is the system's and is left alone.
  ///
  /// ```swift
  /// let reach = DrawerModality(
  ///   layoutMode: .modal, target: .open, isMoving: false, hasRestedOpen: true,
  ///   lockMode: .unlocked, isContentInteractive: false)
  /// reach.refusesKeyboardFocus(movingTo: .content)  // true: Tab walked into the toolbar
  /// reach.refusesKeyboardFocus(movingTo: .drawer)   // false
  /// ```
  ///
  /// - Parameter place: where focus moved, relative to this drawer; `nil` for nowhere or
  ///   outside the drawer's container.
  /// - Returns: `true` when focus must go back into the drawer.
  public func refusesKeyboardFocus(movingTo place: DrawerKeyboardFocusPlace?) -> Bool {
    keepsKeyboardInDrawer && place == .content
  }
}
