#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Lays the floating tab bar and its accessory out in one pass, where the bar's
  /// ``TabBarLayout`` puts them (``TabBarLayout/frames(areaWidth:barSize:accessoryHeight:)``):
  /// the bar at the bottom, centred while expanded and at the leading side while minimized
  /// (where it hugs its one item); the accessory above the expanded bar, or beside the
  /// minimized one. Since the accessory is placed against the bar's size of the same pass, a
  /// change of presence moves both in the same transaction and the same animation, rather than
  /// the accessory following the bar's previous size and jumping a frame later.
  ///
  /// Its subviews are the accessory, when there is one, then the bar. Positions are from the
  /// leading edge: SwiftUI mirrors a layout's placements in a right-to-left environment.
  struct FloatingTabBarStack: Layout {
    let layout: TabBarLayout

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard let placement = place(proposal.width, subviews) else { return .zero }
      return CGSize(width: placement.width, height: CGFloat(placement.frames.height))
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      guard let placement = place(bounds.width, subviews) else { return }
      let frames = placement.frames
      Self.put(subviews[subviews.endIndex - 1], at: frames.bar, in: bounds)
      if subviews.count > 1, let accessory = frames.accessory {
        Self.put(subviews[subviews.startIndex], at: accessory, in: bounds)
      }
    }

    /// The frames for an area of the given width (the bar's own when none is given).
    private func place(_ width: CGFloat?, _ subviews: Subviews)
      -> (width: CGFloat, frames: TabBarFrames)?
    {
      guard let bar = subviews.last else { return nil }
      // Minimized, the bar hugs its one item, leaving the rest to the inline accessory.
      let barSize = bar.sizeThatFits(
        layout.presence == .minimized ? .unspecified : ProposedViewSize(width: width, height: nil))
      let area = width ?? barSize.width
      var accessoryHeight = 0.0
      if subviews.count > 1,
        let accessoryWidth = layout.accessoryWidth(
          areaWidth: Double(area), barWidth: Double(barSize.width))
      {
        accessoryHeight = Double(
          subviews[subviews.startIndex].sizeThatFits(
            ProposedViewSize(width: CGFloat(accessoryWidth), height: nil)
          ).height)
      }
      let frames = layout.frames(
        areaWidth: Double(area),
        barSize: DrawerSize(width: Double(barSize.width), height: Double(barSize.height)),
        accessoryHeight: accessoryHeight)
      return (area, frames)
    }

    private static func put(_ subview: LayoutSubview, at frame: DrawerRect, in bounds: CGRect) {
      subview.place(
        at: CGPoint(x: bounds.minX + CGFloat(frame.x), y: bounds.minY + CGFloat(frame.y)),
        anchor: .topLeading,
        proposal: ProposedViewSize(width: CGFloat(frame.width), height: CGFloat(frame.height)))
    }
  }
#endif
