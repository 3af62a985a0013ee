@_spi(DrawerKit) import DrawerCore
import Testing

/// The toggle's glyph as a person sees it follow the drawer: a menu icon when closed, a cross or
/// a turned chevron when open, and every frame in between a small step from the last.
@Suite struct DrawerToggleStrokesTests {
  static func length(_ polyline: [DrawerPoint]) -> Double {
    zip(polyline, polyline.dropFirst()).reduce(0) { total, pair in
      let (dx, dy) = (pair.1.x - pair.0.x, pair.1.y - pair.0.y)
      return total + (dx * dx + dy * dy).squareRoot()
    }
  }

  static func glyph(_ name: String, _ progress: Double) -> DrawerToggleStrokes {
    name == "lines"
      ? DrawerToggleStrokes.lines(progress: progress)
      : DrawerToggleStrokes.chevron(progress: progress)
  }

  @Test func closedLinesAreThreeEqualHorizontalLines() {
    let closed = DrawerToggleStrokes.lines(progress: 0).polylines
    #expect(closed.count == 3)
    #expect(closed.map { $0[0].y } == [0.25, 0.5, 0.75])
    for line in closed {
      #expect(line[0].y == line[1].y, "horizontal")
      #expect(abs(Self.length(line) - 0.7) < 1e-12, "equal")
    }
  }

  @Test func openLinesAreACrossThroughTheCentre() {
    let open = DrawerToggleStrokes.lines(progress: 1).polylines
    #expect(open.count == 2, "the middle line is gone")
    for line in open {
      let middle = DrawerPoint(x: (line[0].x + line[1].x) / 2, y: (line[0].y + line[1].y) / 2)
      #expect(abs(middle.x - 0.5) < 1e-12 && abs(middle.y - 0.5) < 1e-12)
      #expect(abs(abs(line[1].x - line[0].x) - abs(line[1].y - line[0].y)) < 1e-12, "at 45°")
    }
    #expect(open[0][1].y > open[0][0].y && open[1][1].y < open[1][0].y, "one falls, one rises")
  }

  @Test func theMiddleLineShrinksAsTheDrawerOpens() {
    let lengths = stride(from: 0.0, to: 1, by: 0.05).map {
      Self.length(DrawerToggleStrokes.lines(progress: $0).polylines[1])
    }
    #expect(zip(lengths, lengths.dropFirst()).allSatisfy { $1 < $0 })
  }

  @Test func theChevronTurnsRigidlyFromRightToLeft() {
    let closed = DrawerToggleStrokes.chevron(progress: 0).polylines[0]
    let open = DrawerToggleStrokes.chevron(progress: 1).polylines[0]
    #expect(closed[1].x > closed[0].x, "closed, the tip points right")
    #expect(open[1].x < open[0].x, "open, it points left")
    #expect(abs(open[1].x - (1 - closed[1].x)) < 1e-12 && abs(open[1].y - 0.5) < 1e-12)
    let halfway = DrawerToggleStrokes.chevron(progress: 0.5).polylines[0]
    #expect(halfway[1].y > 0.5, "clockwise: the tip swings down on its way")
    for progress in stride(from: 0.0, through: 1, by: 0.1) {
      let turned = DrawerToggleStrokes.chevron(progress: progress).polylines[0]
      #expect(abs(Self.length(turned) - Self.length(closed)) < 1e-12, "\(progress): rigid")
    }
  }

  @Test(arguments: ["lines", "chevron"])
  func eachFrameIsASmallStepFromTheLast(glyph: String) {
    // At 120 Hz a 0.3 s opening advances the progress by about 0.03 a frame.
    let step = 0.03
    var previous = Self.glyph(glyph, 0)
    for progress in stride(from: step, through: 0.99, by: step) {
      let next = Self.glyph(glyph, progress)
      for (a, b) in zip(previous.polylines, next.polylines) {
        for (p, q) in zip(a, b) {
          #expect(abs(p.x - q.x) <= 0.1 && abs(p.y - q.y) <= 0.1, "\(glyph) at \(progress)")
        }
      }
      previous = next
    }
  }

  @Test(arguments: ["lines", "chevron"])
  func progressOutsideZeroToOneIsClamped(glyph: String) {
    #expect(Self.glyph(glyph, .nan) == Self.glyph(glyph, 0))
    #expect(Self.glyph(glyph, -0.4) == Self.glyph(glyph, 0))
    #expect(Self.glyph(glyph, 1.3) == Self.glyph(glyph, 1), "the rubber band does not overturn")
    #expect(Self.glyph(glyph, .infinity) == Self.glyph(glyph, 1))
  }

  @Test func everyPointStaysInsideTheSquare() {
    for progress in stride(from: 0.0, through: 1, by: 0.01) {
      for glyph in ["lines", "chevron"] {
        let points = Self.glyph(glyph, progress).polylines.joined()
        #expect(points.allSatisfy { (0...1).contains($0.x) && (0...1).contains($0.y) })
      }
    }
  }
}
