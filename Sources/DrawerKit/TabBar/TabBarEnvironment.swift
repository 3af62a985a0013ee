#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// A tab's identity with its type erased, so that the environment can carry it whatever the
  /// type of a ``FloatingTabBar``'s selection.
  ///
  /// Like `AnyHashable`, but `Sendable`: it wraps only `Sendable` values. Two identities are
  /// equal when they wrap equal values of the same type.
  ///
  /// ```swift
  /// let id = AnyTabBarID(Screen.home)
  /// id == AnyTabBarID(Screen.home)  // true
  /// id.value(as: Screen.self)       // .home
  /// ```
  public struct AnyTabBarID: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped identity.
    public let base: any Hashable & Sendable

    /// Wraps a tab's identity.
    ///
    /// - Parameter base: the identity.
    public init(_ base: some Hashable & Sendable) {
      self.base = base
    }

    /// The wrapped identity as a type, or `nil` when it is of another type.
    ///
    /// ```swift
    /// if reselection?.id.value(as: Screen.self) == .home { scrollToTop() }
    /// ```
    ///
    /// - Parameter type: the type of the tab bar's selection.
    /// - Returns: the identity, or `nil`.
    public func value<T>(as type: T.Type) -> T? {
      base as? T
    }

    /// The wrapped identity's description.
    public var description: String {
      String(describing: base)
    }

    /// Whether two identities wrap equal values of the same type.
    ///
    /// - Parameters:
    ///   - lhs: an identity.
    ///   - rhs: another.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: AnyTabBarID, rhs: AnyTabBarID) -> Bool {
      AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped identity.
    ///
    /// - Parameter hasher: the hasher.
    public func hash(into hasher: inout Hasher) {
      AnyHashable(base).hash(into: &hasher)
    }
  }

  extension EnvironmentValues {
    /// How much of the bottom of a ``FloatingTabBar``'s tab the bar covers, in points above the
    /// bottom safe area: the expanded bar's height and its margin, and its accessory's with the
    /// space above the bar when it has one
    /// (``TabBarLayout/contentInset(expandedBarHeight:accessoryHeight:isKeyboardVisible:)``);
    /// `0` while the software keyboard hides it, and outside a floating tab bar.
    ///
    /// A system tab bar adds its height to its tabs' safe area; the floating tab bar does the
    /// same for each tab (scroll views end above it and scroll beneath it), and publishes the
    /// height here for views that place themselves, such as a floating action button. It stays
    /// the same while the bar is hidden or minimized by scrolling, so that content does not
    /// jump.
    ///
    /// ```swift
    /// @Environment(\.floatingTabBarInset) private var tabBarInset
    ///
    /// ComposeButton()
    ///   .padding(.bottom, 16 + tabBarInset)
    /// ```
    @Entry public var floatingTabBarInset: CGFloat = 0

    /// The latest re-selection of the tab this view is in: a ``FloatingTabBar`` sets it in each
    /// tab when the person chooses that tab again while it is showing; `nil` before the first.
    ///
    /// SwiftUI's `TabView` has no such event; UIKit calls `tabBarController(_:didSelect:)` for it
    /// and apps scroll to the top or pop to the root. Each value is new (its
    /// ``TabBarReselection/count`` grows), so `onChange(of:)` sees every re-selection.
    /// ``SwiftUICore/View/onTabBarReselection(perform:)`` wraps that.
    ///
    /// ```swift
    /// @Environment(\.tabBarReselection) private var reselection
    ///
    /// ScrollViewReader { proxy in
    ///   List(messages) { MessageRow($0) }
    ///     .onChange(of: reselection) { proxy.scrollTo(messages.first?.id) }
    /// }
    /// ```
    @Entry public var tabBarReselection: TabBarReselection<AnyTabBarID>? = nil

    /// Whether the ``FloatingTabBar`` tab this view is in is the one showing; `true` outside a
    /// floating tab bar.
    ///
    /// A `TabView` builds a tab's views when the person switches to it and takes them down when
    /// they leave, so its screens refresh in `onAppear`. A floating tab bar keeps every visited
    /// tab's views alive out of sight, to keep their state: `onAppear` runs once, and tasks keep
    /// running in the tabs out of sight. Read this value instead, or react to it with
    /// ``SwiftUICore/View/onTabSelectionChange(initial:perform:)``. With `task(id:)` a tab's work
    /// runs while it shows and is cancelled when the person leaves it:
    ///
    /// ```swift
    /// @Environment(\.isTabShowing) private var isShowing
    ///
    /// var body: some View {
    ///   List(messages) { MessageRow($0) }
    ///     .task(id: isShowing) {
    ///       guard isShowing else { return }
    ///       await inbox.refresh()  // on each visit; cancelled when the person switches away
    ///     }
    /// }
    /// ```
    ///
    /// Inside a tab bar that is itself in a tab, it is `true` only when both tabs show. It changes
    /// when the person switches tabs, not while the drawer slides over the tab.
    @Entry public var isTabShowing: Bool = true

    /// Where the accessory of the enclosing ``FloatingTabBar`` stands, for a view inside it:
    /// ``TabBarAccessoryPlacement/expanded`` above the expanded bar, or
    /// ``TabBarAccessoryPlacement/inline`` beside the minimized one; `nil` outside an accessory.
    ///
    /// The counterpart of the bottom accessory placement a `TabView` reads on iOS 26, for the
    /// accessory given with ``FloatingTabBar``'s `tabBarAccessory(_:content:)`; a mini player
    /// shows its controls above the bar and its title alone beside it:
    ///
    /// ```swift
    /// struct MiniPlayer: View {
    ///   @Environment(\.tabBarAccessoryPlacement) private var placement
    ///
    ///   var body: some View {
    ///     HStack {
    ///       Text(track.title).lineLimit(1)
    ///       if placement == .expanded { PlaybackControls() }
    ///     }
    ///   }
    /// }
    /// ```
    @Entry public var tabBarAccessoryPlacement: TabBarAccessoryPlacement? = nil

    /// Where the scroll views of a tab report their offsets, for the bar to hide on scroll.
    @Entry var floatingTabBarScrollObserver: FloatingTabBarScrollObserver? = nil
  }

  /// Where a tab's scroll views report their offsets: the tab bar's presence tracker, and the
  /// tab.
  ///
  /// Equal across updates of the tab bar (the same tracker object, the same tab), so that the
  /// scroll views reading it are not updated each time the tab bar is; a closure would be new,
  /// and unequal, on every update.
  struct FloatingTabBarScrollObserver: Equatable {
    let tracker: FloatingTabBarPresenceTracker
    let tab: AnyTabBarID

    /// Reports the scroll offset, in points from the top, and what the scrolling does to the
    /// bar.
    @MainActor func report(_ offset: Double, behavior: TabBarScrollBehavior) {
      tracker.scrolled(to: offset, in: tab, behavior: behavior)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.tracker === rhs.tracker && lhs.tab == rhs.tab
    }
  }

  extension View {
    /// Performs an action when the person chooses again the ``FloatingTabBar`` tab this view is
    /// in, while it is showing: the moment to scroll to the top or pop to the root.
    ///
    /// Reads ``SwiftUICore/EnvironmentValues/tabBarReselection``; the choice of another tab is
    /// not a re-selection. Outside a floating tab bar the action never runs.
    ///
    /// ```swift
    /// NavigationStack(path: $path) { Feed() }
    ///   .onTabBarReselection { path.removeAll() }
    /// ```
    ///
    /// - Parameter action: what to do.
    /// - Returns: a view that performs the action on each re-selection of its tab.
    public func onTabBarReselection(perform action: @escaping @MainActor () -> Void) -> some View {
      modifier(TabBarReselectionAction(action: action))
    }

    /// Performs an action when the person switches to the ``FloatingTabBar`` tab this view is in,
    /// or away from it: the moment a `TabView` screen would appear or disappear.
    ///
    /// A floating tab bar keeps the tabs a person visited alive out of sight, so `onAppear` and
    /// `onDisappear` run once, when the tab is first built and when it is let go; this runs on
    /// every switch. It reads ``SwiftUICore/EnvironmentValues/isTabShowing``. Outside a floating
    /// tab bar the tab always shows and the action never runs, unless `initial` asks.
    ///
    /// ```swift
    /// Timeline()
    ///   .onTabSelectionChange { isShowing in
    ///     isShowing ? player.resume() : player.pause()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - initial: whether to perform the action with the tab's state when this view appears,
    ///     as `onChange(of:initial:_:)` does; `false` by default.
    ///   - action: what to do, given whether the tab now shows.
    /// - Returns: a view that performs the action when its tab is chosen or left.
    public func onTabSelectionChange(
      initial: Bool = false, perform action: @escaping @MainActor (_ isShowing: Bool) -> Void
    ) -> some View {
      modifier(TabSelectionChangeAction(initial: initial, action: action))
    }

    /// Hides the enclosing ``FloatingTabBar`` while this scroll view scrolls down, and shows it
    /// when it scrolls back up or reaches the top, as Safari's toolbar does.
    ///
    /// Apply it to a `ScrollView` or a `List` inside a tab. Scrolling is judged with hysteresis
    /// by the bar's presence tracker, so a finger at rest does not make the bar flicker; switching tabs
    /// shows the bar again. While VoiceOver or Switch Control runs the bar stays (their scroll
    /// gestures must not take the tabs away), and a bar hidden by scrolling stays within reach of
    /// Voice Control. It needs iOS 18, macOS 15, visionOS 2 or later
    /// (`onScrollGeometryChange`); before, the bar stays.
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

  /// Runs an action on each re-selection of the enclosing tab.
  struct TabBarReselectionAction: ViewModifier {
    let action: @MainActor () -> Void
    @Environment(\.tabBarReselection) private var reselection

    func body(content: Content) -> some View {
      content.onChange(of: reselection) { _, reselection in
        if reselection != nil { action() }
      }
    }
  }

  /// Runs an action when the enclosing tab is chosen or left.
  struct TabSelectionChangeAction: ViewModifier {
    let initial: Bool
    let action: @MainActor (Bool) -> Void
    @Environment(\.isTabShowing) private var isShowing

    func body(content: Content) -> some View {
      content.onChange(of: isShowing, initial: initial) { _, isShowing in
        action(isShowing)
      }
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
