#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  extension View {
    /// Hides the enclosing ``FloatingTabBar`` while this scroll view scrolls down, and shows it
    /// when it scrolls back up or reaches the top, as Safari's toolbar does.
    ///
    /// Apply it to a `ScrollView` or a `List` inside a tab. Scrolling is judged with hysteresis
    /// by the bar's presence tracker, so a finger at rest does not make the bar flicker;
    /// switching tabs shows the bar again. While VoiceOver or Switch Control runs the bar stays
    /// (their scroll gestures must not take the tabs away). Voice Control cannot be detected, and
    /// cannot reach a hidden bar: the person scrolls up to bring it back; where that matters,
    /// use ``floatingTabBarScrollBehavior(_:)`` with `.stays`. It needs iOS 18, macOS 15,
    /// visionOS 2 or later (`onScrollGeometryChange`); before, the bar stays.
    ///
    /// ```swift
    /// ScrollView {
    ///   LazyVStack { ForEach(posts) { PostCard($0) } }
    /// }
    /// .hidesFloatingTabBarOnScroll()
    /// ```
    ///
    /// - Returns: a scroll view that reports its scrolling to the floating tab bar.
    public func hidesFloatingTabBarOnScroll() -> some View {
      modifier(FloatingTabBarScrollTracking(behavior: .hides))
    }

    /// Minimizes the enclosing ``FloatingTabBar`` to its selected tab while this scroll view
    /// scrolls down, and expands it when it scrolls back up or reaches the top, or when the
    /// person taps the minimized bar: the minimize-on-scroll-down behaviour of iOS 26's
    /// `TabView`, for a floating tab bar, on every system the package supports.
    ///
    /// The minimized bar keeps the selected tab's icon at the leading side and the bar's
    /// accessory inline beside it (``FloatingTabBar``'s `tabBarAccessory(_:content:)`); the
    /// tabs keep the room of the expanded bar, so the content does not jump. Scrolling is judged
    /// with the same hysteresis as ``hidesFloatingTabBarOnScroll()``; while VoiceOver or Switch
    /// Control runs the bar stays expanded, so that every tab stays within reach of their
    /// swipes. With Reduce Motion on, the bar changes without the shrinking animation. It needs
    /// iOS 18, macOS 15, visionOS 2 or later (`onScrollGeometryChange`); before, the bar stays.
    ///
    /// ```swift
    /// List(songs) { SongRow($0) }
    ///   .minimizesFloatingTabBarOnScroll()
    /// ```
    ///
    /// - Returns: a scroll view that reports its scrolling to the floating tab bar.
    public func minimizesFloatingTabBarOnScroll() -> some View {
      modifier(FloatingTabBarScrollTracking(behavior: .minimizes))
    }

    /// Says what this scroll view's scrolling down does to the enclosing ``FloatingTabBar``:
    /// hide it (``hidesFloatingTabBarOnScroll()``), minimize it
    /// (``minimizesFloatingTabBarOnScroll()``), or nothing, as a value that can change at run
    /// time without rebuilding the scroll view (its position and its rows stay).
    ///
    /// ```swift
    /// List(songs) { SongRow($0) }
    ///   .floatingTabBarScrollBehavior(prefersMinimizing ? .minimizes : .hides)
    /// ```
    ///
    /// - Parameter behavior: ``TabBarScrollBehavior/stays`` for a bar that stays expanded,
    ///   ``TabBarScrollBehavior/hides`` or ``TabBarScrollBehavior/minimizes``.
    /// - Returns: a scroll view that reports its scrolling to the floating tab bar.
    public func floatingTabBarScrollBehavior(_ behavior: TabBarScrollBehavior) -> some View {
      modifier(FloatingTabBarScrollTracking(behavior: behavior))
    }
  }

  /// Reports a scroll view's offset to the enclosing floating tab bar, with what its scrolling
  /// does to the bar.
  struct FloatingTabBarScrollTracking: ViewModifier {
    let behavior: TabBarScrollBehavior
    @Environment(\.floatingTabBarScrollObserver) private var observer

    func body(content: Content) -> some View {
      if #available(iOS 18.0, macCatalyst 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) {
        content.onScrollGeometryChange(for: Double.self) { geometry in
          // From the top of the content, whatever the insets: 0 at rest at the top.
          Double(geometry.contentOffset.y + geometry.contentInsets.top)
        } action: { _, offset in
          observer?.report(offset, behavior: behavior)
        }
      } else {
        content
      }
    }
  }
#endif
