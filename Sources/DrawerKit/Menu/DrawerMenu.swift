#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// The menu inside a drawer: a header, sections of rows with dividers between them, and rows
  /// pinned to the bottom, one of which is selected.
  ///
  /// Where a `List(selection:)` in a sidebar gives you rows and selection, a `DrawerMenu` is the
  /// whole navigation drawer's content, in the shape of Material's navigation drawer: a header
  /// slot (``DrawerProfileHeader`` is made for it), titled sections of rows with an icon, a title,
  /// a badge (a count or a dot) and a role (destructive rows in red), and a footer ("Help",
  /// "Sign Out") pinned to the bottom while the sections scroll. Its rows are
  /// ``DrawerMenuItem`` values from the engine's platform-free models, so the same menu can be
  /// drawn by the lab and checked by tests.
  ///
  /// Choosing a row (a tap, or Return on the focused row) makes it the selection if it leads
  /// somewhere (``DrawerMenuItem/isSelectable``), tells `onChoose`, and closes the enclosing
  /// drawer through ``SwiftUICore/EnvironmentValues/closeDrawer`` unless you ask it not to (and
  /// never beside a permanent sidebar, nor a drawer locked open). A choice that closes the
  /// drawer shows its row selected at once and closes the drawer; it is applied (the selection
  /// set, `onChoose` called) when the drawer *looks* closed, within half a point of the edge,
  /// so that the next screen is built once the drawer is out of the way and appears the moment
  /// it has gone. If a finger catches the closing drawer and keeps it open, the choice is
  /// dropped: the previous row shows selected again and `onChoose` is not called, so no screen
  /// changes, and no action runs, under an open drawer.
  /// A second choice made while the drawer closes for the first (the second tap of a double
  /// tap, another row reached for) replaces it, and is applied once, when the drawer looks
  /// closed.
  /// The arrow keys move the keyboard focus from row to row, Home and End to the first and
  /// last, and in a modal drawer Tab and Shift-Tab go round the rows (focus stays in the
  /// drawer, as in an open sheet; where the system moves focus itself, as an iPad's focus
  /// system does with Tab, a move out of the drawer is sent back to the row it left); focus
  /// moves into the menu, on the selected row, when the
  /// drawer opens, and the menu stays where the person left it unless that row is out of view
  /// (then focus goes to the first row in view); the menu scrolls only to show a focused row
  /// that is not wholly in view. VoiceOver reads each row as a button with its title, its badge
  /// as a value ("3 unread") and the selected trait on the selected row; section titles are
  /// headings. At the accessibility sizes of Dynamic Type, rows stack their icon above a
  /// wrapping title and the footer scrolls with the rest, so that nothing is cut off. The look
  /// of the rows is a ``DrawerMenuStyle``.
  ///
  /// Titles and section headings given as string literals are localized, as `Text("Inbox")`
  /// is: with DrawerKit imported, ``DrawerMenuItem`` and ``DrawerMenuSection`` take them as a
  /// `LocalizedStringResource`; `String` values show verbatim.
  ///
  /// To close the drawer from views of your own inside it (a button in the header, a row's
  /// confirmation), call ``SwiftUICore/EnvironmentValues/closeDrawer``. The drawer is not a
  /// SwiftUI presentation: `@Environment(\.dismiss)` read inside it does not close it, but
  /// dismisses the presentation around the view the drawer is attached to (the sheet it is in,
  /// or the pushed screen, which it pops), and does nothing when there is none.
  ///
  /// ```swift
  /// enum Destination: Hashable { case inbox, starred, settings, help, signOut }
  ///
  /// @State private var destination: Destination? = .inbox
  ///
  /// DrawerMenu(
  ///   sections: [
  ///     DrawerMenuSection(items: [
  ///       DrawerMenuItem(id: .inbox, systemImage: "tray", title: "Inbox", badge: .count(3)),
  ///       DrawerMenuItem(id: .starred, systemImage: "star", title: "Starred"),
  ///     ]),
  ///     DrawerMenuSection(title: "Account", items: [
  ///       DrawerMenuItem(id: .settings, systemImage: "gearshape", title: "Settings"),
  ///     ]),
  ///   ],
  ///   footer: [
  ///     DrawerMenuItem(id: .help, systemImage: "questionmark.circle", title: "Help"),
  ///     DrawerMenuItem(
  ///       id: .signOut, systemImage: "rectangle.portrait.and.arrow.right", title: "Sign Out",
  ///       role: .destructive),
  ///   ],
  ///   selection: $destination,
  ///   onChoose: { choice in if choice.id == .signOut { account.signOut() } }
  /// ) {
  ///   DrawerProfileHeader(account.profile, imageURL: account.photoURL)
  /// }
  /// ```
  public struct DrawerMenu<Selection: Hashable & Sendable, Header: View>: View {
    private let sections: [DrawerMenuSection<Selection>]
    private let footer: [DrawerMenuItem<Selection>]
    @Binding private var selection: Selection?
    private let closesDrawerOnChoice: Bool
    private let onChoose: @MainActor (DrawerMenuChoice<Selection>) -> Void
    private let header: Header
    private let hasHeader: Bool

    @Environment(\.closeDrawer) private var closeDrawer
    @Environment(\.drawerLayoutMode) private var layoutMode
    @Environment(\.drawerState) private var drawerState
    @Environment(\.drawerModality) private var reachability
    @Environment(\.drawerOwnMenuFocus) private var ownMenuFocus
    /// The menu's identity in its drawer's registry (``DrawerOwnMenuFocus``).
    @Namespace private var menuIdentity
    @Environment(\.drawerMenuStyle) private var style
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @FocusState private var focusedRow: Selection?
    /// A choice made as the drawer closes, shown selected and applied once it looks closed.
    @State private var pendingChoice: DrawerMenuChoice<Selection>?
    /// The rows wholly in view, kept outside view state: scrolling updates it, not the menu.
    @State private var rowsInView = DrawerMenuRowsInView<Selection>()
    /// The row that last had keyboard focus, kept outside view state: focus moving updates it,
    /// not the menu.
    @State private var focusMemory = DrawerMenuFocusMemory<Selection>()

    /// Creates a menu with a header.
    ///
    /// - Parameters:
    ///   - sections: the sections of rows, top to bottom, with a divider between each. Row
    ///     identities should be unique across the sections and the footer.
    ///   - footer: the rows pinned to the bottom below a divider, such as "Help" and "Sign Out";
    ///     none by default.
    ///   - selection: the selected row's identity, or `nil`; choosing a selectable row sets it.
    ///   - closesDrawerOnChoice: whether choosing a row closes the enclosing drawer; `true` by
    ///     default. A permanent sidebar is never closed.
    ///   - onChoose: called after each choice, selectable or not, with what it did: the place
    ///     to perform an action row such as signing out.
    ///   - header: the content above the sections, such as a ``DrawerProfileHeader``; a divider
    ///     separates it from the first section.
    public init(
      sections: [DrawerMenuSection<Selection>],
      footer: [DrawerMenuItem<Selection>] = [],
      selection: Binding<Selection?>,
      closesDrawerOnChoice: Bool = true,
      onChoose: @escaping @MainActor (DrawerMenuChoice<Selection>) -> Void = { _ in },
      @ViewBuilder header: () -> Header
    ) {
      self.init(
        sections: sections, footer: footer, selection: selection,
        closesDrawerOnChoice: closesDrawerOnChoice, onChoose: onChoose, header: header(),
        hasHeader: true)
    }

    private init(
      sections: [DrawerMenuSection<Selection>], footer: [DrawerMenuItem<Selection>],
      selection: Binding<Selection?>, closesDrawerOnChoice: Bool,
      onChoose: @escaping @MainActor (DrawerMenuChoice<Selection>) -> Void, header: Header,
      hasHeader: Bool
    ) {
      self.sections = sections
      self.footer = footer
      self._selection = selection
      self.closesDrawerOnChoice = closesDrawerOnChoice
      self.onChoose = onChoose
      self.header = header
      self.hasHeader = hasHeader
    }

    /// The header, the scrolling sections and the pinned footer.
    public var body: some View {
      let isStacked = dynamicTypeSize.isAccessibilitySize
      let rowStyle = style ?? AnyDrawerMenuStyle(StandardDrawerMenuStyle())
      let pinsFooter = !isStacked && !footer.isEmpty
      let menu = model
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          ScrollView {
            VStack(alignment: .leading, spacing: 0) {
              if hasHeader {
                header
                divider
              }
              ForEach(Array(sections.enumerated()), id: \.offset) { entry in
                if entry.offset > 0 { divider }
                sectionView(entry.element, menu: menu, style: rowStyle, isStacked: isStacked)
              }
              if !pinsFooter && !footer.isEmpty {
                divider
                rows(footer, menu: menu, style: rowStyle, isStacked: isStacked)
              }
            }
            .padding(.vertical, 8)
          }
          if pinsFooter {
            Divider()
            VStack(spacing: 0) {
              rows(footer, menu: menu, style: rowStyle, isStacked: isStacked)
            }
            .padding(.vertical, 8)
          }
        }
        .onChange(of: focusedRow) { _, row in
          guard let row else { return }
          focusMemory.lastFocused = row
          // Bring the row focus moved to into view, and leave the menu alone if it is there.
          if !rowsInView.ids.contains(row) { proxy.scrollTo(row) }
        }
      }
      .onKeyPress(.upArrow) { moveFocus(.up) }
      .onKeyPress(.downArrow) { moveFocus(.down) }
      .onKeyPress(.home) { moveFocus(.first) }
      .onKeyPress(.end) { moveFocus(.last) }
      .onKeyPress(keys: [.tab], phases: [.down, .repeat]) { press in
        // Round the rows while the drawer is modal; otherwise Tab moves on as usual.
        guard reachability?.keepsKeyboardInDrawer == true else { return .ignored }
        return moveFocus(press.modifiers.contains(.shift) ? .previous : .next)
      }
      .onKeyPress(.return) {
        guard let row = focusedRow, reachability?.acceptsInput ?? true else { return .ignored }
        choose(row)
        return .handled
      }
      // The menu moves focus into the drawer itself, on its row: in its own drawer (only there
      // is a registry) it registers, and the container leaves focus to it. A menu without rows
      // has none to move it to, and leaves it to the container.
      .onChange(of: model.allItems.isEmpty, initial: true) { _, isEmpty in
        ownMenuFocus?.menu(menuIdentity, hasRows: !isEmpty)
      }
      .onDisappear { ownMenuFocus?.menu(menuIdentity, hasRows: false) }
      .onChange(of: drawerState?.focusRequest) { _, request in
        // Only the drawer's own menu (the one with a registry) moves focus into it: a menu in
        // the content behind the drawer must not take focus out of the opening drawer.
        let steps = DrawerFocusSteps(
          request: request, layoutMode: layoutMode,
          menuHasRows: ownMenuFocus != nil && !model.allItems.isEmpty)
        guard steps.menuTakesFocus else { return }
        // Opening: the selected row, or the first in view. Sent back after leaving the drawer:
        // the row it left. The menu scrolls only if that row is out of view.
        let landing =
          steps.menuReturnsToItsRow
          ? model.returningFocus(to: focusMemory.lastFocused, rowsInView: rowsInView.ids)
          : model.openingFocus(rowsInView: rowsInView.ids)
        let target = landing?.row
        let focus = $focusedRow
        DrawerFocusDeferral.afterThisUpdate { focus.wrappedValue = target }
      }
    }

    private var model: DrawerMenuModel<Selection> {
      DrawerMenuModel(
        sections: sections, footer: footer, selection: selection, pendingChoice: pendingChoice)
    }

    private var divider: some View {
      Divider()
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }

    @ViewBuilder
    private func sectionView(
      _ section: DrawerMenuSection<Selection>, menu: DrawerMenuModel<Selection>,
      style: AnyDrawerMenuStyle, isStacked: Bool
    ) -> some View {
      if let title = section.title {
        Text(verbatim: title)
          .font(.system(.footnote, weight: .semibold))
          .foregroundStyle(.secondary)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, 24)
          .padding(.top, 4)
          .padding(.bottom, 6)
          .accessibilityAddTraits(.isHeader)
      }
      rows(section.items, menu: menu, style: style, isStacked: isStacked)
    }

    private func rows(
      _ items: [DrawerMenuItem<Selection>], menu: DrawerMenuModel<Selection>,
      style: AnyDrawerMenuStyle, isStacked: Bool
    ) -> some View {
      let isReachable = reachability?.acceptsInput ?? true
      return ForEach(items) { item in
        DrawerMenuRow(
          item: item, isSelected: menu.isSelected(item.id), isFocused: focusedRow == item.id,
          isReachable: isReachable, isStacked: isStacked, style: style
        ) {
          choose(item.id)
        }
        .focused($focusedRow, equals: item.id)
        .id(item.id)
        .modifier(DrawerMenuRowViewport(id: item.id, rowsInView: rowsInView))
      }
    }

    private func moveFocus(_ move: DrawerMenuMove) -> KeyPress.Result {
      guard let target = model.focusTarget(from: focusedRow, moving: move) else { return .ignored }
      focusedRow = target
      return .handled
    }

    /// Chooses a row as the model's ``DrawerMenuModel/choose(_:closingDrawer:)`` decides.
    ///
    /// A choice that leaves the drawer open (a sidebar, a drawer locked open, or
    /// `closesDrawerOnChoice: false`) applies at once. A choice that closes the drawer shows
    /// its row selected in this update, closes the drawer, and is applied (or dropped) by
    /// ``DrawerMenuModel/finishPendingChoice(drawerRest:)`` once the drawer looks at rest:
    /// building the next screen in the same update as the close's first frame would stall it.
    private func choose(_ id: Selection) {
      var menu = model
      let closes =
        closesDrawerOnChoice && layoutMode == .modal && closeDrawer.isAvailable
        && drawerState?.isClosableByPerson ?? true
      guard let choice = menu.choose(id, closingDrawer: closes) else { return }
      guard choice.closesDrawer else {
        pendingChoice = nil
        if choice.selectionChanged { selection = menu.selection }
        return onChoose(choice)
      }
      pendingChoice = menu.pendingChoice
      let closeDrawer = closeDrawer
      Task { @MainActor in
        let rest = await closeDrawer.closeAndWait()
        // A later choice made meanwhile is finished by its own wait.
        guard pendingChoice == choice else { return }
        var menu = model
        let applied = menu.finishPendingChoice(drawerRest: rest ?? .closed)
        pendingChoice = nil
        guard let applied else { return }
        if applied.selectionChanged { selection = menu.selection }
        onChoose(applied)
      }
    }
  }

  extension DrawerMenu where Header == EmptyView {
    /// Creates a menu without a header.
    ///
    /// ```swift
    /// DrawerMenu(sections: sections, selection: $destination)
    /// ```
    ///
    /// - Parameters:
    ///   - sections: the sections of rows, top to bottom, with a divider between each.
    ///   - footer: the rows pinned to the bottom; none by default.
    ///   - selection: the selected row's identity, or `nil`.
    ///   - closesDrawerOnChoice: whether choosing a row closes the enclosing drawer; `true` by
    ///     default.
    ///   - onChoose: called after each choice with what it did.
    public init(
      sections: [DrawerMenuSection<Selection>],
      footer: [DrawerMenuItem<Selection>] = [],
      selection: Binding<Selection?>,
      closesDrawerOnChoice: Bool = true,
      onChoose: @escaping @MainActor (DrawerMenuChoice<Selection>) -> Void = { _ in }
    ) {
      self.init(
        sections: sections, footer: footer, selection: selection,
        closesDrawerOnChoice: closesDrawerOnChoice, onChoose: onChoose, header: EmptyView(),
        hasHeader: false)
    }
  }
#endif
