#if canImport(SwiftUI)
  public import SwiftUI

  /// A toolbar-ready button that opens and closes the enclosing drawer, with an icon that
  /// follows the drawer's progress continuously.
  ///
  /// Like the sidebar button that `NavigationSplitView` adds to a toolbar, but for a drawer, and
  /// alive: as a finger drags the drawer, three lines turn into a cross (``Glyph/lines``), or a
  /// chevron turns around (``Glyph/chevron``), in step with the drawer, not on a timer. It finds
  /// the drawer through the environment, so put it anywhere inside the view that presents the
  /// drawer (its toolbar included); outside, pass the drawer's ``DrawerState``.
  ///
  /// When the drawer closes, keyboard and VoiceOver focus come back to the toggle that opened
  /// it (and if VoiceOver's focus cannot land on it, VoiceOver hears the screen change instead).
  /// Like Android's drawer toggle, it honours ``SwiftUICore/View/drawerLock(_:)``: it does not
  /// open a drawer locked closed, nor close one locked open. Beside a permanent sidebar the
  /// toggle shows and hides the sidebar (``DrawerState/isSidebarVisible``), as the sidebar button
  /// of a split view does, whatever the lock. Its labels ("Open menu", "Close menu") are
  /// localized.
  ///
  /// ```swift
  /// NavigationStack {
  ///   Inbox()
  ///     .toolbar {
  ///       ToolbarItem(placement: .navigation) { DrawerToggle() }
  ///     }
  /// }
  /// .drawer(isPresented: $showsMenu) { MailboxList() }
  /// ```
  public struct DrawerToggle: View {
    /// The toggle's icon.
    public enum Glyph: String, Sendable, Hashable, CaseIterable {
      /// Three horizontal lines that become a cross as the drawer opens.
      case lines
      /// A chevron pointing away from the drawer's edge that turns to point back at it.
      case chevron
    }

    private let explicitState: DrawerState?
    private let glyph: Glyph

    @Environment(\.drawerState) private var environmentState
    @Environment(\.drawerProgress) private var environmentProgress
    @Environment(\.drawerEdge) private var edge
    @Namespace private var identity
    @AccessibilityFocusState private var isAccessibilityFocused: Bool
    @FocusState private var isFocused: Bool

    /// Creates a toggle for the enclosing drawer.
    ///
    /// ```swift
    /// DrawerToggle(glyph: .chevron)
    /// ```
    ///
    /// - Parameter glyph: the icon; ``Glyph/lines`` by default.
    public init(glyph: Glyph = .lines) {
      self.explicitState = nil
      self.glyph = glyph
    }

    /// Creates a toggle for a drawer whose state you own, usable outside the drawer's view.
    ///
    /// ```swift
    /// DrawerToggle(state: drawer)
    /// ```
    ///
    /// - Parameters:
    ///   - state: the drawer's state.
    ///   - glyph: the icon; ``Glyph/lines`` by default.
    public init(state: DrawerState, glyph: Glyph = .lines) {
      self.explicitState = state
      self.glyph = glyph
    }

    /// The button.
    public var body: some View {
      let state = explicitState ?? environmentState
      let isOpen = state?.isMenuShown ?? false
      // Read from the observable state, so that on each frame of the drawer's motion only this
      // toggle is redrawn, not the screen around it; the environment's value stands in outside
      // a drawer. Beside a permanent sidebar the glyph shows the sidebar's visibility.
      let progress =
        state?.layoutMode == .sidebar
        ? (isOpen ? 1 : 0) : (state?.progress ?? environmentProgress)
      Button {
        state?.toggle(from: identity)
      } label: {
        DrawerToggleIcon(glyph: glyph, progress: progress, edge: edge)
          .frame(width: 24, height: 24)
          .contentShape(Rectangle())
      }
      .accessibilityLabel(isOpen ? DrawerStrings.closeMenu : DrawerStrings.openMenu)
      .accessibilityFocused($isAccessibilityFocused)
      .focused($isFocused)
      .disabled(state == nil)
      .onChange(of: state?.focusRequest) { _, request in
        guard let state, let request, case .backToOpener(let opener) = request.change,
          opener == identity
        else { return }
        // Asking is not taking: the drawer holds its screen change until this toggle has seen
        // whether VoiceOver's focus is on it a few frames after asking (not on a toolbar item it
        // cannot reach, nor with VoiceOver off), and the screen change is the fallback that
        // keeps VoiceOver off hidden rows.
        state.focusReturnBegan(request)
        // The content behind the drawer is hidden from VoiceOver until this update ends: take
        // focus once it has, then look.
        let accessibilityFocus = $isAccessibilityFocused
        let keyboardFocus = $isFocused
        Task { @MainActor in
          accessibilityFocus.wrappedValue = true
          keyboardFocus.wrappedValue = true
          try? await Task.sleep(for: .seconds(DrawerController<Namespace.ID>.focusReturnCheckDelay))
          if accessibilityFocus.wrappedValue {
            state.acknowledgeFocus(request)
          } else {
            state.focusReturnFailed(request)
          }
        }
      }
      .onDisappear {
        // Focus that came back here goes with the toggle (choosing a row replaced the screen):
        // the drawer then announces the screen change.
        state?.openerDisappeared(identity)
      }
    }
  }

  /// The toggle's icon at a progress: lines that cross, or a chevron that turns.
  struct DrawerToggleIcon: View {
    let glyph: DrawerToggle.Glyph
    let progress: Double
    let edge: HorizontalEdge

    var body: some View {
      let amount = progress.isFinite ? Swift.min(Swift.max(progress, 0), 1) : 0
      switch glyph {
      case .lines:
        DrawerToggleLines(progress: amount)
          .stroke(.primary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
      case .chevron:
        DrawerToggleChevron()
          .stroke(
            .primary, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
          )
          .rotationEffect(.degrees(180 * amount))
          // Closed, the chevron points away from the drawer's edge, toward where it will slide.
          .scaleEffect(x: edge == .leading ? 1 : -1, y: 1)
          .flipsForRightToLeftLayoutDirection(true)
      }
    }
  }

  /// Three lines that become a cross: the outer two swing to the diagonals, the middle one
  /// shrinks to the centre.
  struct DrawerToggleLines: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
      let t = CGFloat(progress)
      func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
      }
      func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
      var path = Path()
      // Top: from a horizontal line to the falling diagonal.
      path.move(to: point(mix(0.15, 0.22), mix(0.25, 0.22)))
      path.addLine(to: point(mix(0.85, 0.78), mix(0.25, 0.78)))
      // Middle: shrinks into the centre.
      if t < 1 {
        path.move(to: point(mix(0.15, 0.5), 0.5))
        path.addLine(to: point(mix(0.85, 0.5), 0.5))
      }
      // Bottom: from a horizontal line to the rising diagonal.
      path.move(to: point(mix(0.15, 0.22), mix(0.75, 0.78)))
      path.addLine(to: point(mix(0.85, 0.78), mix(0.75, 0.22)))
      return path
    }
  }

  /// A chevron pointing right, centred in its rectangle.
  struct DrawerToggleChevron: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.minX + 0.38 * rect.width, y: rect.minY + 0.2 * rect.height))
      path.addLine(to: CGPoint(x: rect.minX + 0.66 * rect.width, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.minX + 0.38 * rect.width, y: rect.minY + 0.8 * rect.height))
      return path
    }
  }
#endif
