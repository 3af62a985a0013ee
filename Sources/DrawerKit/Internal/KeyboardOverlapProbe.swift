#if canImport(SwiftUI)
  internal import SwiftUI

  /// Measures how much of its container the software keyboard covers, from SwiftUI's safe areas
  /// alone: the height of a view that ignores every safe-area region less that of one that
  /// ignores the container's regions but still avoids the keyboard's
  /// (`SafeAreaRegions.keyboard`). No keyboard notifications are observed.
  ///
  /// Put it in the background of a view that reaches the container's bottom edge; it reports `0`
  /// where there is no software keyboard (a Mac) and whenever none is up.
  struct KeyboardOverlapProbe: View {
    let onChange: @MainActor (Double) -> Void
    @State private var fullHeight: CGFloat?
    @State private var avoidingHeight: CGFloat?

    var body: some View {
      ZStack {
        GeometryReader { proxy in
          Color.clear.onChange(of: proxy.size.height, initial: true) { _, height in
            fullHeight = height
            report()
          }
        }
        .ignoresSafeArea()
        GeometryReader { proxy in
          Color.clear.onChange(of: proxy.size.height, initial: true) { _, height in
            avoidingHeight = height
            report()
          }
        }
        .ignoresSafeArea(.container)
      }
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }

    private func report() {
      guard let fullHeight, let avoidingHeight else { return }
      onChange(Double(fullHeight - avoidingHeight))
    }
  }
#endif
