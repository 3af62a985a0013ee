#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
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
  /// When the drawer closes, focus comes back to the toggle that opened it, as each setting
  /// moves focus:
  ///
  /// - **VoiceOver**: its cursor is asked to return to the toggle, and no screen change is
  ///   posted over it, unless VoiceOver's focus is seen on another element within a quarter of
  ///   a second (SwiftUI sets the toggle's accessibility-focus binding back to `false` then).
  ///   If the toggle is gone or stops showing (choosing a row replaced the screen, or switched
  ///   the floating tab bar to another tab), the screen change is posted, so that VoiceOver
  ///   reads the new screen rather than staying on a hidden control.
  /// - **Full Keyboard Access** (iPhone, iPad) and **keyboard navigation** (the Mac's "Keyboard
  ///   navigation" setting): keyboard focus returns to the toggle.
  /// - **A hardware keyboard without either**: a button takes no keyboard focus, so focus does
  ///   not return to the toggle; it leaves the closed drawer's rows, and the next Tab starts
  ///   where the system chooses. The toggle's shortcut still toggles the drawer.
  /// - **Touch or pointer alone**: nothing holds focus and nothing moves.
  ///
  /// Like Android's drawer toggle, it honours ``SwiftUICore/View/drawerLock(_:)``: where the
  /// lock forbids its action (opening a drawer locked closed, closing one locked open) it is
  /// disabled, dimmed for VoiceOver. Beside a permanent sidebar the toggle is the system's
  /// sidebar button: it shows and hides the sidebar (``DrawerState/isSidebarVisible``) whatever
  /// the lock, says "Show Sidebar" or "Hide Sidebar", and shows the sidebar symbol. Its labels
  /// ("Open menu", "Close menu", "Show Sidebar", "Hide Sidebar", or with the drawer's name,
  /// `drawerTitle(_:)`: "Open Members", "Show Members") are localized.
  ///
  /// Like a split view's "Show Sidebar", it answers Control-Command-S
  /// (``defaultKeyboardShortcut``; a toggle for the trailing drawer of two, Control-Command-I,
  /// ``trailingKeyboardShortcut``) from a hardware keyboard on iPad and Mac, listed with the
  /// app's shortcuts when the person holds Command on iPad; on the Mac its label is also its
  /// tooltip. At the accessibility text sizes, where a toolbar's buttons stay small, a long press
  /// shows it in the Large Content Viewer: its label and the symbol of what it shows (three
  /// lines, a cross, a chevron).
  ///
  /// A frame of the drawer's motion costs the toggle one shape's path: the glyph is a shape
  /// that reads the progress from the drawer's observable state in a view of its own, so the
  /// button around it, its label and its modifiers are not updated frame by frame, however many
  /// toggles the screens' toolbars hold.
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
    /// The edge of the drawer to toggle, among drawers attached to both edges of the content;
    /// `nil` for the nearest drawer.
    private let targetEdge: HorizontalEdge?
    private let glyph: Glyph
    private let keyboardShortcut: KeyboardShortcut?

    @Environment(\.drawerState) private var environmentState
    @Environment(\.drawerPair) private var drawerPair
    @Environment(\.drawerEdge) private var environmentEdge
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isTabShowing) private var isTabShowing
    /// What reaches the content of the drawer this toggle is in, if it is in one's content (the
    /// other drawer's toggle in a drawer's menu); `nil` elsewhere.
    @Environment(\.drawerModality) private var enclosingDrawer
    @Namespace private var identity
    @AccessibilityFocusState private var isAccessibilityFocused: Bool
    @FocusState private var isFocused: Bool
    /// What the toggle has seen of VoiceOver's focus since it last asked for it back.
    @State private var returnCheck = DrawerFocusReturnCheck()

    /// The toggle for `explicitState`, or for the drawer on `targetEdge` (`nil` for the nearest
    /// drawer), as the public initialisers (`DrawerToggle+Initializers.swift`) make it.
    init(
      explicitState: DrawerState?, targetEdge: HorizontalEdge?, glyph: Glyph,
      keyboardShortcut: KeyboardShortcut?
    ) {
      self.explicitState = explicitState
      self.targetEdge = targetEdge
      self.glyph = glyph
      self.keyboardShortcut = keyboardShortcut
    }

    /// The button.
    public var body: some View {
      let state = explicitState ?? drawerForTargetEdge
      // What a press does, and whether the lock lets it (DrawerCore decides).
      let toggle = state.map {
        DrawerToggleState(
          layoutMode: $0.layoutMode, isMenuShown: $0.isMenuShown, lockMode: $0.lockMode)
      }
      let action = toggle?.action ?? .openMenu
      let label = DrawerStrings.toggleLabel(action, title: state?.title)
      Button {
        state?.toggle(from: identity)
      } label: {
        // A title as well as the glyph, shown icon only, so that the keyboard shortcut's list
        // (holding Command on an iPad) and the Mac's menus have a name for the toggle.
        Label {
          label
        } icon: {
          if action.isSidebar {
            // Beside a sidebar, the system's sidebar button: its symbol, not a menu's cross.
            Image(systemName: sidebarSymbol)
              .frame(width: 24, height: 24)
              .contentShape(Rectangle())
          } else {
            // The only part that reads the progress, so that a frame redraws the glyph alone.
            DrawerToggleGlyph(state: state, glyph: glyph, edge: edge)
              .frame(width: 24, height: 24)
              .contentShape(Rectangle())
          }
        }
        .labelStyle(.iconOnly)
      }
      .accessibilityLabel(label)
      .keyboardShortcut(keyboardShortcut)
      .accessibilityShowsLargeContentViewer {
        Label {
          label
        } icon: {
          Image(
            systemName: action.isSidebar
              ? sidebarSymbol : glyph.symbolName(isOpen: action == .closeMenu, edge: edge))
        }
      }
      .modifier(DrawerToggleTooltip(label: label))
      .accessibilityFocused($isAccessibilityFocused)
      .focused($isFocused)
      // Dimmed where it could do nothing: no drawer, or a lock that forbids its action.
      .disabled(toggle?.isEnabled != true)
      .onChange(of: isAccessibilityFocused) { _, isFocused in
        // The toggle's own request echoes back; a change to false it did not write says
        // VoiceOver's focus is on another element (DrawerFocusReturnCheck decides which is which).
        // Written only while a return is being watched, so that VoiceOver moving on and off
        // the toggle at other times writes no state.
        if returnCheck.waits { returnCheck.bindingChanged(to: isFocused) }
      }
      .onChange(of: state?.focusRequest) { _, request in
        guard let state, let request,
          DrawerFocusSteps(request: request, layoutMode: state.layoutMode, menuHasRows: false)
            .opener == identity
        else { return }
        // In a drawer that is closed (this toggle opened the other drawer from this one's menu,
        // and this one made way), the toggle is hidden: focus cannot land here, so it is lost,
        // and the screen change is announced, as for a toggle that went away.
        if enclosingDrawer?.isAccessible == false {
          state.openerDisappeared(identity)
          return
        }
        returnFocus(for: request, of: state)
      }
      .onChange(of: isTabShowing) { _, isShowing in
        // A kept tab that stops showing (a choice in the menu switched the tab) hides this
        // toggle without removing it: for focus that came back here it is gone all the same.
        if !isShowing { state?.openerDisappeared(identity) }
      }
      .onDisappear {
        // Focus that came back here goes with the toggle (choosing a row replaced the screen):
        // the drawer then announces the screen change.
        state?.openerDisappeared(identity)
      }
    }

    /// Takes focus back for a request that sends it here, after the update that delivers it.
    ///
    /// Asking is not taking, and SwiftUI cannot say that VoiceOver landed (the binding already
    /// holds the `true` written to ask), only that it is elsewhere (a change to `false` the toggle
    /// did not write). So the drawer holds its screen change while the toggle watches for that
    /// for ``DrawerController/focusReturnCheckDelay``; seen, the screen change is posted so that
    /// VoiceOver is not left on a hidden row; not seen, the request is trusted
    /// (``DrawerFocusReturnCheck``). Without VoiceOver nobody can be stranded on a hidden row,
    /// and a screen change would only move Full Keyboard Access's cursor off the toggle:
    /// acknowledged at once. Keyboard focus comes back only where the person moves it with the
    /// keyboard (Full Keyboard Access, or the Mac's keyboard navigation): a button takes no
    /// focus otherwise.
    private func returnFocus(for request: DrawerFocusRequest<Namespace.ID>, of state: DrawerState) {
      state.focusReturnBegan(request)
      let accessibilityFocus = $isAccessibilityFocused
      let keyboardFocus = $isFocused
      let check = $returnCheck
      let isVoiceOverRunning = voiceOverEnabled
      // The content behind the drawer is hidden from VoiceOver until this update ends: take
      // focus once it has, then watch.
      DrawerFocusDeferral.afterThisUpdate {
        check.wrappedValue = DrawerFocusReturnCheck(
          wasFocused: accessibilityFocus.wrappedValue, isVoiceOverRunning: isVoiceOverRunning)
        accessibilityFocus.wrappedValue = true
        keyboardFocus.wrappedValue = true
        if check.wrappedValue.waits {
          try? await Task.sleep(
            for: .seconds(DrawerController<Namespace.ID>.focusReturnCheckDelay))
        }
        let verdict = check.wrappedValue.verdict
        check.wrappedValue = DrawerFocusReturnCheck()
        switch verdict {
        case .trusted: state.acknowledgeFocus(request)
        case .lost: state.focusReturnFailed(request)
        }
      }
    }

    /// The drawer the toggle toggles when no state was given: the drawer on its edge among the
    /// drawers attached to the content, or the nearest drawer when it is on that edge (or the
    /// toggle names none); never the drawer on the other edge, as a pair that has not heard of
    /// its drawer yet (its first frames, a rebuilt chain) would otherwise give.
    private var drawerForTargetEdge: DrawerState? {
      guard let targetEdge else { return environmentState }
      return drawerPair?.state(for: targetEdge)
        ?? (environmentEdge == targetEdge ? environmentState : nil)
    }

    /// The edge of the drawer the toggle toggles.
    private var edge: HorizontalEdge {
      targetEdge ?? environmentEdge
    }

    /// The system's sidebar symbol, on the side the sidebar stands.
    private var sidebarSymbol: String {
      (edge == .leading) == (layoutDirection == .leftToRight) ? "sidebar.left" : "sidebar.right"
    }
  }
#endif
