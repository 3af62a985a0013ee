/// A touch's position in the drawer's own terms: along its opening axis and across it, in points.
///
/// What a ``DrawerAxisFrame`` makes of a ``DrawerPoint``. Everything in the engine after the frame
/// speaks along and across: a drawer on the left and one on the right, in either layout
/// direction, are the same drawer to it.
@_spi(DrawerKit) public struct DrawerAxisPoint: Sendable, Hashable {
  /// The position along the opening axis, in points, growing toward open: the physical position
  /// on the axis times the side's opening sign, so differences between two positions are the
  /// travel toward open. (The origin is the container's left edge, so a drawer on the right
  /// has negative positions; ``DrawerAxisFrame/distanceFromSide(of:)`` is the distance from the
  /// drawer's own side.)
  public var along: Double
  /// The position across the opening axis, in points, from the container's top edge.
  public var across: Double

  /// Creates an axis point.
  ///
  /// - Parameters:
  ///   - along: the position along the opening axis, growing toward open, in points.
  ///   - across: the position across it, in points.
  public init(along: Double, across: Double) {
    self.along = along
    self.across = across
  }

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool {
    along.isFinite && across.isFinite
  }
}

/// The drawer's axis frame: the one place where a touch's physical `x` and `y` become the
/// drawer's along and across, and back.
///
/// A drawer opens along one axis, toward one end of it. Which axis and which end follow from the
/// drawer's edge and the container's layout direction (``DrawerEdge/side(in:)``); the container's
/// size places the drawer's side. The engine turns each touch into a ``DrawerAxisPoint`` here, at
/// its boundary, and nothing after it asks whether the drawer is on the left or the right. A
/// drawer on another edge (the bottom) would be a new case of the frame, with the geometry that
/// draws it; nothing between the two would change.
///
/// Positions along the axis are the physical coordinate times the opening sign (a sign flip is
/// exact in floating point, so the travel between two touches is the same number whichever side
/// the drawer is on); across is the other coordinate as it is.
///
/// ```swift
/// let frame = DrawerAxisFrame(side: .right, container: DrawerSize(width: 390, height: 844))
/// let touch = frame.axisPoint(of: DrawerPoint(x: 380, y: 400))  // along -380, across 400
/// frame.distanceFromSide(of: touch)  // 10: 10 pt from the right edge
/// frame.point(at: touch)  // (380, 400) again
/// ```
@_spi(DrawerKit) public struct DrawerAxisFrame: Sendable, Hashable {
  /// The physical side of the container the drawer is on.
  public let side: DrawerSide
  /// The container's size.
  public let container: DrawerSize

  /// A frame for a drawer on a physical side of a container.
  ///
  /// - Parameters:
  ///   - side: the side the drawer is on.
  ///   - container: the container's size.
  public init(side: DrawerSide, container: DrawerSize) {
    self.side = side
    self.container = container
  }

  /// A frame for a drawer on a layout edge of a container laid out in a direction.
  ///
  /// - Parameters:
  ///   - edge: the drawer's edge.
  ///   - layoutDirection: the container's layout direction.
  ///   - container: the container's size.
  public init(edge: DrawerEdge, layoutDirection: DrawerLayoutDirection, container: DrawerSize) {
    self.init(side: edge.side(in: layoutDirection), container: container)
  }

  /// `+1` when opening moves toward increasing physical position on the axis, `-1` otherwise.
  var openingSign: Double {
    side.openingSign
  }

  /// A physical point in the drawer's terms.
  ///
  /// - Parameter point: a point in the container's physical coordinates.
  /// - Returns: its position along the opening axis (growing toward open) and across it.
  public func axisPoint(of point: DrawerPoint) -> DrawerAxisPoint {
    DrawerAxisPoint(along: openingSign * point.x, across: point.y)
  }

  /// The physical point of a position in the drawer's terms: ``axisPoint(of:)`` undone.
  ///
  /// - Parameter axisPoint: a position along and across the opening axis.
  /// - Returns: the point in the container's physical coordinates.
  public func point(at axisPoint: DrawerAxisPoint) -> DrawerPoint {
    DrawerPoint(x: openingSign * axisPoint.along, y: axisPoint.across)
  }

  /// How far a position is from the drawer's side of the container, in points: `0` on that
  /// side, growing into the container, negative beyond it (under a landscape notch).
  ///
  /// - Parameter axisPoint: a position in the drawer's terms.
  /// - Returns: the distance, as ``DrawerSide/distance(ofX:inWidth:)`` measures it.
  public func distanceFromSide(of axisPoint: DrawerAxisPoint) -> Double {
    // Along is `-x` for a drawer on the right: `width + along` is `width - x`, to the bit.
    side == .left ? axisPoint.along : container.width + axisPoint.along
  }

  /// The axis along which a scroll view under a touch competes with the drawer for a drag: the
  /// one that runs with the drawer's opening axis. A host measures a scroll view's reach and the
  /// finger's travel along this axis of the view (``DrawerScrollReach``,
  /// ``DrawerGestureArbitration/scrollViewTakesDrag(reach:travel:touchIsInEdgeStrip:)``); a
  /// drawer on a side competes with horizontal scrollers, one on the bottom edge would compete
  /// with vertical ones.
  public var competingScrollAxis: DrawerScrollAxis {
    .horizontal
  }

  /// How far a physical point is from the drawer's side of the container, in points.
  ///
  /// - Parameter point: a point in the container's physical coordinates.
  /// - Returns: the distance, negative beyond the drawer's side.
  public func distanceFromSide(of point: DrawerPoint) -> Double {
    distanceFromSide(of: axisPoint(of: point))
  }
}

/// A scroll view's axis, as a host reads its geometry: `x` (its content offset's `x`, its
/// content's width) or `y`.
@_spi(DrawerKit) public enum DrawerScrollAxis: Sendable, Hashable {
  /// The view's `x`.
  case horizontal
  /// The view's `y`.
  case vertical
}
