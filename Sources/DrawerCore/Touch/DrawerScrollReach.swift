/// How far a scrolling view under a touch can still scroll each way, in points: what the host
/// reads from it (UIKit: `contentOffset`, `contentSize`, `bounds` and `adjustedContentInset`),
/// along the view's own axis that runs with the drawer's opening axis
/// (``DrawerAxisFrame/competingScrollAxis``). For a drawer on a side that is the view's `x`, and
/// the names below say so; along `y`, "left" reads "top" and "width" reads "height".
///
/// ```swift
/// // A carousel scrolled 120 pt from its start, 900 pt of content in a 390 pt view.
/// let reach = DrawerScrollReach(offset: 120, contentWidth: 900, viewWidth: 390)
/// reach.withFinger  // 120: a finger moving right can scroll it back 120 pt
/// reach.againstFinger  // 390: a finger moving left can scroll it on 390 pt
/// ```
@_spi(DrawerKit) public struct DrawerScrollReach: Sendable, Hashable {
  /// How far the content can still follow a finger that moves toward increasing `x`, in points
  /// (toward the content's left end): `0` at that end.
  public let withFinger: Double
  /// How far the content can still follow a finger that moves toward decreasing `x`, in points
  /// (toward the content's right end): `0` at that end.
  public let againstFinger: Double

  /// A reach given directly; negative or non-finite counts as `0`.
  ///
  /// - Parameters:
  ///   - withFinger: room toward the content's left end (a finger moving right).
  ///   - againstFinger: room toward the content's right end (a finger moving left).
  public init(withFinger: Double, againstFinger: Double) {
    self.withFinger = withFinger.isFinite ? Swift.max(withFinger, 0) : 0
    self.againstFinger = againstFinger.isFinite ? Swift.max(againstFinger, 0) : 0
  }

  /// The reach of a scroll view from its geometry; a view whose content fits its width (a
  /// vertical list) has none either way.
  ///
  /// - Parameters:
  ///   - offset: the content offset's `x`, in points.
  ///   - contentWidth: the content's width, in points.
  ///   - viewWidth: the view's width, in points.
  ///   - leadingInset: the inset before the content on the left, in points.
  ///   - trailingInset: the inset after the content on the right, in points.
  public init(
    offset: Double, contentWidth: Double, viewWidth: Double, leadingInset: Double = 0,
    trailingInset: Double = 0
  ) {
    let least = -leadingInset
    let most = contentWidth + trailingInset - viewWidth
    guard most > least + DrawerGestureArbitration.scrollTolerance else {
      self.init(withFinger: 0, againstFinger: 0)
      return
    }
    self.init(withFinger: offset - least, againstFinger: most - offset)
  }
}

/// A horizontally scrolling view that competes for input the drawer might take: how far it can
/// still scroll, and how far the input has travelled along the view's own horizontal axis.
@_spi(DrawerKit) public struct DrawerScrollCompetitor: Sendable, Hashable {
  /// How far the view can still scroll each way.
  public let reach: DrawerScrollReach
  /// The input's travel since it began, along the view's own `x`, in points.
  public let travel: Double

  /// Creates a competitor.
  ///
  /// - Parameters:
  ///   - reach: how far the view can still scroll each way.
  ///   - travel: the input's travel along the view's own `x`, in points.
  public init(reach: DrawerScrollReach, travel: Double) {
    self.reach = reach
    self.travel = travel
  }
}

extension DrawerGestureArbitration {
  /// How far a scroll view must be able to scroll for it to count as able to, in points: half a
  /// point, below which a view at its end, or one whose content fits, rounds.
  public static let scrollTolerance = 0.5

  /// Whether a horizontally scrolling view under the touch (a carousel, a paged view, a wide
  /// table) takes a drag that the engine would give the drawer: it does when it can still scroll
  /// the way the finger moves, as Android's `ViewPager` yields to a child that can scroll that
  /// way (`canScroll`) and the iOS 26 back-swipe from anywhere yields to scroll views. At the
  /// end of its content it cannot, and the drawer takes the drag (a carousel at its first card
  /// still lets the person swipe the drawer open), as it does from the edge strip always.
  ///
  /// The view's reach and the finger's travel are measured along the view's own axis that
  /// runs with the drawer's opening axis (``DrawerAxisFrame/competingScrollAxis``: its `x` for a
  /// drawer on a side), in the view's coordinates, where its content offset is measured.
  ///
  /// - Parameters:
  ///   - reach: how far the view can still scroll each way.
  ///   - travel: the finger's travel since it came down, along that axis of the view, in
  ///     points.
  ///   - touchIsInEdgeStrip: whether the touch began in the drawer's edge strip
  ///     (``isInEdgeStrip(_:drawer:)``).
  /// - Returns: `true` when the drawer should leave the touch to the view.
  public static func scrollViewTakesDrag(
    reach: DrawerScrollReach, travel: Double, touchIsInEdgeStrip: Bool
  ) -> Bool {
    guard !touchIsInEdgeStrip, travel.isFinite, travel != 0 else { return false }
    let room = travel > 0 ? reach.withFinger : reach.againstFinger
    return room > scrollTolerance
  }
}
