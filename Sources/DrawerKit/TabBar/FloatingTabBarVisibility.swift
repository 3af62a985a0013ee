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

    /// Whether assistive technologies reach the bar, as the tracker decides.
    var isAccessible: Bool {
      TabBarVisibilityTracker<AnyTabBarID>.Appearance(
        isVisible: isVisible, isKeyboardVisible: isKeyboardVisible
      ).isAccessible
    }

    /// Takes note of a scroll offset, in points from the top, reported from a tab.
    func scrolled(to offset: Double, in tab: AnyTabBarID) {
      publish(tracker.scrolled(to: offset, in: tab))
    }

    /// Takes note of the height the software keyboard covers, in points.
    func keyboardOverlapChanged(to overlap: Double) {
      publish(tracker.keyboardOverlapChanged(to: overlap))
    }

    /// Takes note of whether VoiceOver or Switch Control is running.
    func assistiveTechnologyChanged(running: Bool) {
      publish(tracker.assistiveTechnologyChanged(running: running))
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
  /// hidden, and out of the way of touches. The only view that reads
  /// ``FloatingTabBarVisibility/isVisible``.
  ///
  /// Hidden by scrolling, it stays within reach of assistive technologies
  /// (``TabBarVisibilityTracker/Appearance/isAccessible``): Voice Control, which no public API
  /// reports, can still name a tab, and choosing another brings the bar back. (VoiceOver and
  /// Switch Control, which SwiftUI reports, keep the bar from hiding on scroll at all.) Behind
  /// the keyboard, or without tabs, it is hidden from them.
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
        .accessibilityHidden(!(hasTabs && visibility.isAccessible))
        .animation(.snappy, value: isVisible)
    }
  }
#endif
