#if canImport(SwiftUI)
  public import SwiftUI

  /// A view that follows the enclosing drawer's progress, frame by frame, and redraws only
  /// itself.
  ///
  /// The progress changes on every frame while the drawer moves, and SwiftUI re-evaluates every
  /// body that reads it. Read it in a reader around the few views that follow the drawer (a
  /// header that fades, an icon that turns), never in the body of a screen or of the menu: there
  /// it would rebuild the screen, and update every `UIViewRepresentable` or map in it, 60 to 120
  /// times a second. The reader observes the drawer's ``DrawerState`` in the environment
  /// (``SwiftUICore/EnvironmentValues/drawerState``) and calls `content` with the progress; the
  /// environment itself never changes frame by frame. It works anywhere inside the view that
  /// presents the drawer: in the drawer's content, in the content the drawer slides over, and
  /// in their toolbars. Outside a drawer the progress is `0`; beside a permanent sidebar it is
  /// `1` while the sidebar shows. In a tab of a ``FloatingTabBar`` that is kept but not showing
  /// (``SwiftUICore/EnvironmentValues/isTabShowing``), it gives where the drawer is going
  /// instead and does not follow the frames, so that the kept tabs cost nothing while the drawer
  /// moves; it catches up when its tab shows.
  ///
  /// SwiftUI has no analogue: a sheet's presentation is all or nothing. In a `List` or a `Form`,
  /// keep the reader inside one row (its cell is redrawn on each frame, the list is not) or,
  /// better, outside the list, in a `safeAreaInset` or an overlay.
  ///
  /// ```swift
  /// struct MenuHeader: View {
  ///   var body: some View {
  ///     DrawerProgressReader { progress in
  ///       Text("Mailboxes")
  ///         .opacity(min(max(progress, 0), 1))
  ///         .offset(x: -24 * (1 - progress))
  ///     }
  ///   }
  /// }
  /// ```
  public struct DrawerProgressReader<Content: View>: View {
    private let explicitState: DrawerState?
    private let content: (_ progress: Double) -> Content
    @Environment(\.drawerState) private var environmentState
    @Environment(\.isTabShowing) private var isTabShowing

    /// Creates a reader of the enclosing drawer's progress.
    ///
    /// - Parameter content: the views that follow the drawer, given its progress: `0` closed,
    ///   `1` open, beyond `0...1` while rubber-banding.
    public init(@ViewBuilder content: @escaping (_ progress: Double) -> Content) {
      self.explicitState = nil
      self.content = content
    }

    /// Creates a reader of the progress of a drawer whose state you own, usable outside the
    /// view that presents it.
    ///
    /// ```swift
    /// DrawerProgressReader(state: drawer) { progress in
    ///   ProgressView(value: min(max(progress, 0), 1))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: the drawer's state.
    ///   - content: the views that follow the drawer, given its progress.
    public init(
      state: DrawerState, @ViewBuilder content: @escaping (_ progress: Double) -> Content
    ) {
      self.explicitState = state
      self.content = content
    }

    /// The content, at the drawer's progress now.
    public var body: some View {
      content((explicitState ?? environmentState)?.shownProgress(isTabShowing: isTabShowing) ?? 0)
    }
  }

  extension DrawerState {
    /// The progress a control or a reader shows: the drawer's, or beside a permanent sidebar
    /// whether the sidebar shows (`1`) or is hidden (`0`). Observed: it changes on every frame
    /// while the drawer moves.
    var shownProgress: Double {
      layoutMode == .sidebar ? restingShownProgress : progress
    }

    /// The progress ``shownProgress`` comes to once the drawer rests where it is going: it
    /// changes with a command or a release, never on a frame.
    var restingShownProgress: Double {
      layoutMode == .sidebar ? (isSidebarVisible ? 1 : 0) : (target == .open ? 1 : 0)
    }

    /// The progress a view in a tab shows: ``shownProgress`` while its tab shows, otherwise
    /// ``restingShownProgress``, which a frame does not change (a kept tab off the screen
    /// follows no frame).
    func shownProgress(isTabShowing: Bool) -> Double {
      isTabShowing ? shownProgress : restingShownProgress
    }
  }
#endif
