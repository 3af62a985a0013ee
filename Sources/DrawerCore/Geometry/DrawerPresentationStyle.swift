/// How the drawer and the content move relative to each other as the drawer opens.
///
/// | style | drawer | content | seen in |
/// | --- | --- | --- | --- |
/// | ``overlay`` | slides in over the content | stays, dimmed by the scrim | Material modal drawer |
/// | ``push`` | slides in | slides by the same amount | Material dismissible drawer |
/// | ``reveal`` | waits underneath, still | slides away to uncover it | SideMenu `viewSlideOut` |
/// | ``parallax`` | slides in at a third of the content's speed | slides away | MMDrawerController |
/// | ``scale`` | waits underneath | slides, shrinks and rounds its corners | SideMenu zoom |
/// | ``floating`` | slides in over the content, inset | stays, dimmed | iPadOS 26 sidebar |
public enum DrawerPresentationStyle: String, Sendable, Hashable, CaseIterable {
  /// The drawer slides in over the content, which stays put under a scrim.
  case overlay
  /// The drawer slides in and pushes the content along by the same amount.
  case push
  /// The drawer waits underneath; the content slides away to uncover it.
  case reveal
  /// The drawer slides in at a fraction of the content's speed while the content slides away.
  case parallax
  /// The content slides away, shrinking and rounding its corners, uncovering the drawer.
  case scale
  /// The drawer slides in over the content as a panel standing in from the screen's edges (top,
  /// bottom and its own side) by ``DrawerGeometry/floatingMargin``, with corners concentric to
  /// the screen's, as the sidebars of iPadOS 26 float; the content stays put under a scrim. As
  /// a permanent sidebar it stands in from the edges the same way, beside the content.
  case floating

  /// Whether the drawer is drawn above the content (`overlay`, `push`, `floating`) or beneath it.
  public var drawerIsAboveContent: Bool {
    self == .overlay || self == .push || self == .floating
  }

  /// Whether the content moves aside as the drawer opens.
  public var movesContent: Bool {
    self != .overlay && self != .floating
  }
}
