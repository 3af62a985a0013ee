#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import Observation
  internal import SwiftUI

  /// A floating tab bar's presence tracker (``TabBarPresenceTracker``) as SwiftUI keeps it,
  /// outside view state: scroll views report every frame here, and only a decision a person sees
  /// reaches SwiftUI.
  ///
  /// The tracker that judges the scrolling is ignored by observation; the two published
  /// properties are written only when the tracker returns a new decision, and read apart:
  /// ``presence`` by the bar's ``FloatingTabBarPresenceReader`` alone, so that the bar hiding,
  /// minimizing or expanding redraws the bar and nothing else, and ``isKeyboardVisible`` by the
  /// tab bar, whose tabs give their inset back while the keyboard is up.
  @MainActor @Observable final class FloatingTabBarPresenceTracker {
    /// How the bar is present.
    private(set) var presence = TabBarPresence.expanded
    /// Whether the software keyboard is up.
    private(set) var isKeyboardVisible = false
    @ObservationIgnored private var tracker = TabBarPresenceTracker<AnyTabBarID>()

    /// Whether assistive technologies reach the bar, as the tracker decides.
    var isAccessible: Bool {
      TabBarPresenceTracker<AnyTabBarID>.Decision(
        presence: presence, isKeyboardVisible: isKeyboardVisible
      ).isAccessible
    }

    /// Takes note of a scroll offset, in points from the top, reported from a tab by a scroll
    /// view whose scrolling hides or minimizes the bar.
    func scrolled(to offset: Double, in tab: AnyTabBarID, behavior: TabBarScrollBehavior) {
      publish(tracker.scrolled(to: offset, in: tab, behavior: behavior))
    }

    /// Expands a bar the scrolling minimized, as a tap on it does.
    func expand() {
      publish(tracker.expand())
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

    private func publish(_ change: TabBarPresenceTracker<AnyTabBarID>.Decision?) {
      guard let change else { return }
      if change.presence != presence { presence = change.presence }
      if change.isKeyboardVisible != isKeyboardVisible {
        isKeyboardVisible = change.isKeyboardVisible
      }
    }
  }
#endif
