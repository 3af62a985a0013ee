#if canImport(SwiftUI)
  internal import SwiftUI

  /// Measures the floating tab bar's titles, once each, at the standard text size (Dynamic
  /// Type's Large), and reads the text size the bar is drawn at as the scale of its titles'
  /// caption font: what `TabBarMeasurements` takes, to choose how the items fit.
  ///
  /// Hidden, out of reach of touches and of assistive technologies. It reports a title's width
  /// when the title first appears or its font changes (Bold Text), and the scale when the
  /// person changes the text size: never frame by frame. Give it the bar's largest text size
  /// (`dynamicTypeSize(...FloatingTabBarMetrics.largestTextSize)`), so that the scale stops
  /// where the bar does.
  struct TabBarTitleMeasure: View {
    let titles: [String]
    @Binding var widths: [String: Double]
    @Binding var scale: Double
    /// The caption font's size at this text size against its size at Large.
    @ScaledMetric(relativeTo: .caption2) private var captionScale = 1.0

    var body: some View {
      ZStack {
        ForEach(titles, id: \.self) { title in
          Text(verbatim: title)
            .font(.caption2)
            .fixedSize()
            .onGeometryChange(for: Double.self) { proxy in
              Double(proxy.size.width)
            } action: { width in
              widths[title] = width
            }
        }
      }
      .dynamicTypeSize(.large)
      .hidden()
      .allowsHitTesting(false)
      .accessibilityHidden(true)
      .onChange(of: captionScale, initial: true) { _, scale in
        self.scale = scale
      }
    }
  }
#endif
