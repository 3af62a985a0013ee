/// The strokes of a drawer toggle's glyph at one progress of the drawer, in a unit square: `x`
/// and `y` in `0...1`, `y` growing downward, as SwiftUI draws.
///
/// The platform-free drawing behind DrawerKit's `DrawerToggle`, whose glyph follows the drawer
/// continuously: a pure function of the progress, so that a frame of the drawer's motion costs
/// the toggle one path, and the lab and tests can draw and check it. Two glyphs, as the toggle
/// offers them:
///
/// - ``lines(progress:)``: three horizontal lines (a "hamburger") whose outer two swing to the
///   diagonals of a cross as the drawer opens, while the middle one shrinks into the centre;
///   Material's and iOS apps' menu-to-close morph.
/// - ``chevron(progress:)``: a chevron pointing right that turns half a turn about the centre,
///   clockwise, to point left when the drawer is open. (A host mirrors it for a drawer on the
///   trailing edge.)
///
/// ```swift
/// let closed = DrawerToggleStrokes.lines(progress: 0)
/// closed.polylines.count  // 3: three lines
/// let open = DrawerToggleStrokes.lines(progress: 1)
/// open.polylines.count    // 2: a cross
/// ```
@_spi(DrawerKit) public struct DrawerToggleStrokes: Sendable, Hashable {
  /// The strokes, each the points a line passes through in order, in the unit square.
  public let polylines: [[DrawerPoint]]

  /// Three lines that become a cross.
  ///
  /// - Parameter progress: the drawer's progress; clamped to `0...1`, NaN counts as 0.
  /// - Returns: three horizontal lines at 0, a cross of two diagonals at 1, in between the outer
  ///   lines turning and the middle one shrinking toward the centre.
  public static func lines(progress: Double) -> DrawerToggleStrokes {
    let t = progress.sanitised(to: 0...1, nan: 0)
    func point(_ closed: (x: Double, y: Double), _ open: (x: Double, y: Double)) -> DrawerPoint {
      DrawerPoint(x: closed.x + (open.x - closed.x) * t, y: closed.y + (open.y - closed.y) * t)
    }
    // The top line falls to the diagonal from the top left to the bottom right; the bottom one
    // rises to the other diagonal; the middle one shrinks into the centre and is gone at 1.
    let top = [point((0.15, 0.25), (0.22, 0.22)), point((0.85, 0.25), (0.78, 0.78))]
    let bottom = [point((0.15, 0.75), (0.22, 0.78)), point((0.85, 0.75), (0.78, 0.22))]
    guard t < 1 else { return DrawerToggleStrokes(polylines: [top, bottom]) }
    let middle = [point((0.15, 0.5), (0.5, 0.5)), point((0.85, 0.5), (0.5, 0.5))]
    return DrawerToggleStrokes(polylines: [top, middle, bottom])
  }

  /// A chevron pointing right that turns half a turn, clockwise, about the square's centre.
  ///
  /// - Parameter progress: the drawer's progress; clamped to `0...1`, NaN counts as 0.
  /// - Returns: one stroke of three points, its tip on the right at 0 and on the left at 1.
  public static func chevron(progress: Double) -> DrawerToggleStrokes {
    let angle = Double.pi * progress.sanitised(to: 0...1, nan: 0)
    let (sine, cosine) = (CMath.sin(angle), CMath.cos(angle))
    func turned(_ x: Double, _ y: Double) -> DrawerPoint {
      let (dx, dy) = (x - 0.5, y - 0.5)
      // Clockwise on screen, where y grows downward.
      return DrawerPoint(x: 0.5 + dx * cosine - dy * sine, y: 0.5 + dx * sine + dy * cosine)
    }
    return DrawerToggleStrokes(polylines: [
      [turned(0.38, 0.2), turned(0.66, 0.5), turned(0.38, 0.8)]
    ])
  }
}
