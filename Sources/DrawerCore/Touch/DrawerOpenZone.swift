/// Where a drag may begin to open a closed drawer.
///
/// Android's `DrawerLayout` and Flutter's `Drawer` open from a 20 pt strip along the edge; iOS's
/// back-swipe uses the screen edge too. ``edge(width:safeAreaInset:)`` is that strip.
/// ``anywhere`` lets a horizontal drag open the drawer from anywhere over the content, as
/// Compose's `ModalNavigationDrawer` does; vertical scrolling still wins over a drag that is not
/// clearly horizontal.
///
/// Distances are measured from the drawer's side of the container, and the strip always reaches
/// the screen's physical edge: a touch beyond the container's side (a negative distance) is
/// inside it. Where the container starts matters for a landscape phone, whose notch covers the
/// screen's edge:
///
/// - A host whose container starts at the screen's physical edge (Android and Flutter measure
///   from there) widens the strip by the safe-area inset on the drawer's side, `safeAreaInset`,
///   so that the notch does not swallow it.
/// - A host whose container is laid out inside the safe area, as DrawerKit's is, passes no
///   inset: the 20 pt are measured from where the notch ends, and the touches under the notch,
///   out to the physical edge, have negative distances and open the drawer too
///   (``strip(beyondContainerSide:)`` is the band such a host must make touchable).
///
/// An open drawer accepts drags that begin anywhere, on it or on the scrim, whatever the zone.
public enum DrawerOpenZone: Sendable, Hashable {
  /// A strip `width` points wide along the drawer's edge, plus `safeAreaInset` points.
  ///
  /// Sanitisation: a negative or NaN `width` or `safeAreaInset` counts as `0`, an infinite one
  /// as the whole container.
  case edge(width: Double = 20, safeAreaInset: Double = 0)
  /// Anywhere over the content.
  case anywhere

  /// The default: a 20 pt edge strip with no safe-area inset.
  public static let `default` = DrawerOpenZone.edge()

  /// The zone's depth from the drawer's edge, in points, sanitised.
  ///
  /// - Returns: the strip's total width for ``edge(width:safeAreaInset:)``, infinity for
  ///   ``anywhere``.
  public var depth: Double {
    switch self {
    case .edge(let width, let inset):
      let w = width.isNaN ? 0 : Swift.max(width, 0)
      let i = inset.isNaN ? 0 : Swift.max(inset, 0)
      return w + i
    case .anywhere:
      return .infinity
    }
  }

  /// The depth of the strip along the edge from which a drag counts as an edge swipe, in points.
  ///
  /// Over content a drag must be twice as horizontal as it is vertical to open the drawer; from
  /// this strip, only more horizontal than vertical. For ``anywhere`` the strip is the default
  /// 20 pt.
  public var edgeDepth: Double {
    switch self {
    case .edge: depth
    case .anywhere: 20
    }
  }

  /// Whether a touch at `distance` points from the drawer's edge is inside the zone.
  ///
  /// - Parameter distance: the touch's distance from the drawer's side of the container,
  ///   negative beyond that side (under a landscape notch, toward the screen's physical edge).
  /// - Returns: `true` when a drag starting there may open the drawer.
  public func contains(distance: Double) -> Bool {
    distance <= depth
  }

  /// The band a host must make touchable for the edge strip, as distances from the drawer's
  /// side of the container, when the screen's physical edge lies `inset` points beyond that
  /// side (a container laid out inside a landscape notch's safe area): from the physical edge,
  /// `-inset`, to the zone's ``depth``.
  ///
  /// ```swift
  /// DrawerOpenZone.edge().strip(beyondContainerSide: 47)  // -47...20: the notch, then 20 pt
  /// ```
  ///
  /// - Parameter inset: how far the screen's physical edge lies beyond the container's side, in
  ///   points; negative, NaN or infinite counts as `0`.
  /// - Returns: the band, or `nil` for ``anywhere``, which has no strip.
  public func strip(beyondContainerSide inset: Double) -> ClosedRange<Double>? {
    guard case .edge = self else { return nil }
    let beyond = inset.isFinite ? Swift.max(inset, 0) : 0
    return -beyond...Swift.max(depth, -beyond)
  }
}

/// Whether the person may move the drawer, as Android's `DrawerLayout` lock modes.
///
/// A lock applies to the person's gestures only: the app can still open or close the drawer
/// programmatically (as on Android). Setting ``lockedClosed`` on an open drawer closes it, and
/// ``lockedOpen`` on a closed one opens it, with the configured spring.
public enum DrawerLockMode: String, Sendable, Hashable, CaseIterable {
  /// Gestures open and close the drawer.
  case unlocked
  /// Gestures cannot open the drawer; it closes when the lock is set.
  case lockedClosed
  /// Gestures cannot close the drawer; it opens when the lock is set.
  case lockedOpen
}
