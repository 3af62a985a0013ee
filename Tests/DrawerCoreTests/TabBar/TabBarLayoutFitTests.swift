@_spi(DrawerKit) import DrawerCore
import Testing

/// Six, seven or twelve tabs fit any screen: with their titles while they fit, as icons while
/// 44-point targets fit, scrolling otherwise, and never a truncated title or a smaller target.
@Suite struct TabBarLayoutFitTests {
  /// The screen widths of the iPhones and iPads the bar must fit (a 320 pt iPhone SE or a
  /// zoomed display, 375, 393, 430, an iPad mini in portrait, an iPad in landscape).
  static let screens = [320.0, 375, 393, 430, 744, 1024]
  /// Dynamic Type's text sizes as the scale of the titles' caption font (11 pt at Large):
  /// Large, Extra Large (where the bar stops growing), and two the bar never reaches, to show
  /// the rule holds beyond it.
  static let textScales = [1.0, 13.0 / 11, 17.0 / 11, 40.0 / 11]
  /// The showcase's six titles ("Home", "Feed", "Gestures", "Search", "Alerts", "You") as the
  /// system font sets them at 11 pt, in points.
  static let six = [30.0, 25, 47, 38, 32, 21]
  /// A seventh tab, "Settings".
  static let seven = six + [44]
  /// The room DrawerKit's built-in styles leave (6 pt inside each target either side of its
  /// label, 4 pt at the bar's ends), and a roomier style's.
  static let styles: [(labelPadding: Double, barPadding: Double)] = [(6, 4), (10, 12)]

  static func layout(
    screen: Double, titles: [Double], scale: Double,
    style: (labelPadding: Double, barPadding: Double) = styles[0],
    selected: Int? = 0
  ) -> TabBarLayout {
    let available = Swift.min(screen - 2 * TabBarLayout.sideMargin, 440)
    return TabBarLayout(
      presence: .expanded, itemCount: titles.count, selectedIndex: selected, hasAccessory: false,
      measurements: TabBarMeasurements(
        availableWidth: available, titleWidths: titles, textScale: scale,
        labelPadding: style.labelPadding, barPadding: style.barPadding))
  }

  @Test(arguments: screens, textScales)
  func noTitleIsTruncatedAndNoTargetIsUnder44Points(screen: Double, scale: Double) {
    for titles in [Self.six, Self.seven, Self.seven + Self.six.prefix(5)] {
      for style in Self.styles {
        let layout = Self.layout(screen: screen, titles: titles, scale: scale, style: style)
        let context = "\(titles.count) tabs on \(screen) pt at ×\(scale): \(layout.fit)"
        #expect(layout.itemWidths.count == titles.count, "\(context)")
        #expect(layout.itemWidths.allSatisfy { $0 >= 44 - 1e-9 }, "\(context)")
        if layout.showsTitles {
          for (title, width) in zip(titles, layout.itemWidths) {
            #expect(title * scale + 2 * style.labelPadding <= width + 1e-9, "\(context)")
          }
        }
        // The items stand side by side, from the bar's padding, without overlapping.
        for index in layout.itemOffsets.indices.dropFirst() {
          let previous = layout.itemOffsets[index - 1] + layout.itemWidths[index - 1]
          #expect(abs(layout.itemOffsets[index] - previous) < 1e-9, "\(context)")
        }
        let available = Swift.min(screen - 32, 440)
        let content = try! #require(layout.contentWidth)
        if layout.fit == .scrolling {
          #expect(content > available, "\(context)")
        } else {
          #expect(abs(content - available) < 1e-6, "the items fill the bar: \(context)")
        }
      }
    }
  }

  @Test func onA375PointIPhoneTheShowcasesSixTabsShowTheirTitles() {
    let layout = Self.layout(screen: 375, titles: Self.six, scale: 1)
    #expect(layout.fit == .titles && layout.showsTitles)
    // "Gestures" needs 47 + 12 pt, more than a sixth of the room (343 - 8 pt): it gets what it
    // needs, and each item an equal share of what is left.
    let extra = (335 - (44 + 44 + 59 + 50 + 44 + 44)) / 6.0
    #expect(layout.itemWidths == [44, 44, 59, 50, 44, 44].map { $0 + extra })
  }

  @Test func whereEveryTitleFitsAtTheWidestsWidthTheItemsShareTheRoomEqually() {
    // On a 430 pt iPhone a sixth of the room (398 - 8 pt) is 65 pt, more than "Gestures" needs,
    // so the items are equal, as the system tab bar's are.
    let layout = Self.layout(screen: 430, titles: Self.six, scale: 1)
    #expect(layout.fit == .titles)
    #expect(layout.itemWidths.allSatisfy { $0 == 390.0 / 6 })
  }

  @Test func atExtraLargeTextTheSixTabsOfA320PointScreenAreIconsOf44PointsOrMore() {
    let layout = Self.layout(screen: 320, titles: Self.six, scale: 13.0 / 11)
    #expect(layout.fit == .iconsOnly && !layout.showsTitles)
    #expect(layout.itemWidths.allSatisfy { $0 == 280.0 / 6 })
  }

  @Test func sevenTabsOnA320PointScreenScrollRatherThanShrinkBelow44Points() {
    let layout = Self.layout(screen: 320, titles: Self.seven, scale: 1)
    #expect(layout.fit == .scrolling && layout.showsTitles)
  }

  @Test(arguments: screens)
  func moreTextNeverBringsTitlesBackAndMoreWidthNeverTakesThemAway(screen: Double) {
    let order: [TabBarFit] = [.titles, .iconsOnly, .scrolling]
    var previous = 0
    for scale in stride(from: 1.0, through: 4, by: 0.05) {
      let fit = Self.layout(screen: screen, titles: Self.seven, scale: scale).fit
      let rank = order.firstIndex(of: fit)!
      #expect(rank >= previous, "×\(scale) on \(screen) pt")
      previous = rank
    }
    for scale in Self.textScales {
      var wider = 2
      for width in stride(from: 300.0, through: 1100, by: 10) {
        let rank = order.firstIndex(
          of: Self.layout(screen: width, titles: Self.seven, scale: scale).fit)!
        #expect(rank <= wider, "×\(scale) on \(width) pt")
        wider = rank
      }
    }
  }

  @Test(arguments: 0..<12)
  func aScrollingBarKeepsTheSelectedItemInView(selected: Int) {
    let titles = Self.seven + Self.six.prefix(5)
    let layout = Self.layout(screen: 320, titles: titles, scale: 1, selected: selected)
    #expect(layout.fit == .scrolling)
    let viewport = 288.0
    let offset = layout.selectionScrollOffset
    let content = try! #require(layout.contentWidth)
    #expect(offset >= 0 && offset <= content - viewport)
    let minX = layout.itemOffsets[selected]
    let maxX = minX + layout.itemWidths[selected]
    #expect(minX >= offset && maxX <= offset + viewport, "item \(selected) in view")
    // The anchor lines the item up with the bar at that offset, as a scroll view's proxy does.
    let anchor = try! #require(layout.selectionScrollAnchor)
    #expect(anchor >= 0 && anchor <= 1)
    let width = layout.itemWidths[selected]
    #expect(abs((minX + anchor * width) - (offset + anchor * viewport)) < 1e-9)
    // In the middle of the bar, the selected item is centred.
    if minX + width / 2 > viewport / 2 && content - (minX + width / 2) > viewport / 2 {
      #expect(abs(offset + viewport / 2 - (minX + width / 2)) < 1e-9)
    }
  }

  @Test func aBarThatFitsDoesNotScroll() {
    let layout = Self.layout(screen: 1024, titles: Self.seven, scale: 1, selected: 6)
    #expect(layout.fit == .titles)
    #expect(layout.selectionScrollOffset == 0 && layout.selectionScrollAnchor == nil)
  }

  @Test func theMinimizedBarIsItsSelectedIconAt44PointsOrMore() {
    let layout = TabBarLayout(
      presence: .minimized, itemCount: 6, selectedIndex: 2, hasAccessory: false,
      measurements: TabBarMeasurements(availableWidth: 343, titleWidths: Self.six, textScale: 1))
    #expect(layout.fit == .iconsOnly && !layout.showsTitles && layout.itemWidths == [44])
  }

  @Test func unmeasuredOrMismeasuredTheItemsShowTheirTitlesAndShareTheBar() {
    let unmeasured = TabBarLayout(
      presence: .expanded, itemCount: 6, selectedIndex: 0, hasAccessory: false)
    // Titles measured for five items while the bar has six (a tab just shown).
    let stale = TabBarLayout(
      presence: .expanded, itemCount: 6, selectedIndex: 0, hasAccessory: false,
      measurements: TabBarMeasurements(
        availableWidth: 200, titleWidths: Array(Self.six.prefix(5)), textScale: 1))
    for layout in [unmeasured, stale] {
      #expect(layout.fit == .titles && layout.itemWidths.isEmpty && layout.contentWidth == nil)
    }
  }

  @Test func badMeasurementsAreSanitised() {
    let measurements = TabBarMeasurements(
      availableWidth: .nan, titleWidths: [-3, .infinity], textScale: 0.5, iconWidth: -1,
      labelPadding: .nan, spacing: -2, barPadding: .infinity, minimumTargetWidth: -44)
    #expect(measurements.availableWidth == 0 && measurements.titleWidths == [0, 0])
    #expect(measurements.textScale == 1 && measurements.iconWidth == 0)
    #expect(measurements.labelPadding == 0 && measurements.spacing == 0)
    #expect(measurements.barPadding == 0 && measurements.minimumTargetWidth == 0)
    #expect(TabBarMeasurements(availableWidth: 1, titleWidths: [], textScale: .nan).textScale == 1)
  }
}
