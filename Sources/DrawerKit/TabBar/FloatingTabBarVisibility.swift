#if canImport(SwiftUI)
  internal import DrawerCore
  internal import Observation
  internal import SwiftUI

  /// Whether a floating tab bar shows, kept outside view state: scroll views report every frame
  /// here, and only a change a person sees reaches SwiftUI.
  ///
  /// The ``TabBarVisibilityTracker`` that judges the scrolling is ignored by observation; the two
  /// published properties are written only when ``TabBarVisibilityTracker`` returns a change, and
  /// read apart: ``isVisible`` by the bar's ``FloatingTabBarReveal`` alone, so that the bar
  /// hiding redraws the bar and nothing else, and ``isKeyboardVisible`` by the tab bar, whose
  /// tabs give their inset back while the keyboard is up.
  @MainActor @Observable final class FloatingTabBarVisibility {
    /// Whether the bar is showing.
    private(set) var isVisible = true
    /// Whether the software keyboard is up.
    private(set) var isKeyboardVisible = false
    @ObservationIgnored private var tracker = TabBarVisibilityTracker<AnyTabBarID>()

    /// Takes note of a scroll offset, in points from the top, reported from a tab.
    func scrolled(to offset: Double, in tab: AnyTabBarID) {
      publish(tracker.scrolled(to: offset, in: tab))
    }

    /// Takes note of the height the software keyboard covers, in points.
    func keyboardOverlapChanged(to overlap: Double) {
      publish(tracker.keyboardOverlapChanged(to: overlap))
    }

    /// Takes note of the showing tab.
    func select(_ tab: AnyTabBarID) {
      publish(tracker.select(tab))
    }

    private func publish(_ change: TabBarVisibilityTracker<AnyTabBarID>.Appearance?) {
      guard let change else { return }
      if change.isVisible != isVisible { isVisible = change.isVisible }
      if change.isKeyboardVisible != isKeyboardVisible {
        isKeyboardVisible = change.isKeyboardVisible
      }
    }
  }

  /// The floating bar, slid away and faded out (only faded, with Reduce Motion) while it is
  /// hidden, and out of the way of touches and assistive technologies. The only view that reads
  /// ``FloatingTabBarVisibility/isVisible``.
  struct FloatingTabBarReveal<Bar: View>: View {
    let visibility: FloatingTabBarVisibility
    let hasTabs: Bool
    let barHeight: CGFloat
    let bar: Bar
    @Environment(\.accessibilityReduceMotion) private var reducesMotion

    var body: some View {
      let isVisible = visibility.isVisible && hasTabs
      bar
        .offset(y: isVisible || reducesMotion ? 0 : barHeight)
        .opacity(isVisible ? 1 : 0)
        .allowsHitTesting(isVisible)
        .accessibilityHidden(!isVisible)
        .animation(.snappy, value: isVisible)
    }
  }
#endif
