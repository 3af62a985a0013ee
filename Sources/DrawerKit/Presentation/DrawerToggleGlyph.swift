#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The toggle's glyph as the drawer's state draws it: the one view of the toggle that reads
  /// the progress, so that a frame of the drawer's motion redraws this and nothing around it.
  /// In a tab of a ``FloatingTabBar`` that is kept but not showing (off the screen), it draws
  /// where the drawer is going instead and does not follow the frames, so that the toolbars of
  /// the kept tabs cost nothing while the drawer moves; it catches up when its tab shows.
  struct DrawerToggleGlyph: View {
    let state: DrawerState?
    let glyph: DrawerToggle.Glyph
    let edge: HorizontalEdge
    @Environment(\.isTabShowing) private var isTabShowing

    var body: some View {
      DrawerToggleIcon(
        glyph: glyph, progress: state?.shownProgress(isTabShowing: isTabShowing) ?? 0, edge: edge)
    }
  }

  /// The toggle's icon at a progress: lines that cross, or a chevron that turns, each a shape
  /// whose path is a function of the progress alone (and animatable, so that the sidebar's
  /// animated showing and hiding turns it smoothly).
  struct DrawerToggleIcon: View {
    let glyph: DrawerToggle.Glyph
    let progress: Double
    let edge: HorizontalEdge

    var body: some View {
      let amount = progress.isFinite ? Swift.min(Swift.max(progress, 0), 1) : 0
      switch glyph {
      case .lines:
        DrawerToggleLines(progress: amount)
          .stroke(.primary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
      case .chevron:
        DrawerToggleChevron(progress: amount)
          .stroke(
            .primary, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
          )
          // Closed, the chevron points away from the drawer's edge, toward where it will slide.
          .scaleEffect(x: edge == .leading ? 1 : -1, y: 1)
          .flipsForRightToLeftLayoutDirection(true)
      }
    }
  }

  /// Three lines that become a cross (``DrawerToggleStrokes/lines(progress:)``).
  struct DrawerToggleLines: Shape {
    var progress: Double

    var animatableData: Double {
      get { progress }
      set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
      Path(DrawerToggleStrokes.lines(progress: progress), in: rect)
    }
  }

  /// A chevron that turns to point back at the drawer (``DrawerToggleStrokes/chevron(progress:)``).
  struct DrawerToggleChevron: Shape {
    var progress: Double

    var animatableData: Double {
      get { progress }
      set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
      Path(DrawerToggleStrokes.chevron(progress: progress), in: rect)
    }
  }

  extension Path {
    /// The strokes of a toggle's glyph, from their unit square into a rectangle.
    init(_ strokes: DrawerToggleStrokes, in rect: CGRect) {
      self.init()
      for polyline in strokes.polylines {
        for (index, point) in polyline.enumerated() {
          let mapped = CGPoint(
            x: rect.minX + CGFloat(point.x) * rect.width,
            y: rect.minY + CGFloat(point.y) * rect.height)
          if index == 0 { move(to: mapped) } else { addLine(to: mapped) }
        }
      }
    }
  }

  extension DrawerToggle.Glyph {
    /// The symbol the Large Content Viewer shows for the glyph: what it looks like now.
    func symbolName(isOpen: Bool, edge: HorizontalEdge) -> String {
      switch self {
      case .lines:
        return isOpen ? "xmark" : "line.3.horizontal"
      case .chevron:
        // Closed it points away from the drawer's edge; open, back at it.
        let pointsForward = (edge == .leading) != isOpen
        return pointsForward ? "chevron.forward" : "chevron.backward"
      }
    }
  }

  /// The toggle's label as its tooltip on the Mac, as a toolbar button's is. Elsewhere SwiftUI
  /// would make the help text an accessibility hint repeating the label, so nothing is added.
  struct DrawerToggleTooltip: ViewModifier {
    let label: Text

    func body(content: Content) -> some View {
      #if os(macOS)
        content.help(label)
      #else
        content
      #endif
    }
  }
#endif
