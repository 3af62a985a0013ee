#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// A type that draws the rows of a ``DrawerMenu``.
  ///
  /// The pattern is SwiftUI's `ButtonStyle`: implement ``makeBody(configuration:)`` and apply
  /// the style with ``SwiftUICore/View/drawerMenuStyle(_:)``. Like a button style, it draws one
  /// row from a configuration: the row's ready-made ``DrawerMenuStyleConfiguration/label`` (or its
  /// parts, to lay them out yourself) and its state: selected, focused, pressed, its role, and
  /// whether Dynamic Type is at an accessibility size. The menu owns everything else: the
  /// button, its accessibility (label, value, selected trait), keyboard focus and choosing.
  /// The built-in style, ``StandardDrawerMenuStyle``, is reachable as ``rounded``, ``pill`` and
  /// ``fullWidth``.
  ///
  /// ```swift
  /// struct UnderlinedMenuStyle: DrawerMenuStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     configuration.label
  ///       .padding(.horizontal, 20)
  ///       .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
  ///       .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
  ///       .overlay(alignment: .bottom) {
  ///         if configuration.isSelected { Rectangle().fill(.tint).frame(height: 2) }
  ///       }
  ///       .opacity(configuration.isPressed ? 0.6 : 1)
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol DrawerMenuStyle {
    /// The view that draws a row.
    associatedtype Body: View

    /// The properties of a row: its label and parts, and its state.
    typealias Configuration = DrawerMenuStyleConfiguration

    /// Draws one row of the menu.
    ///
    /// - Parameter configuration: the row's label, parts and state.
    /// - Returns: the row, filling the menu's width.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
  }

  /// The properties of a ``DrawerMenu`` row, for a ``DrawerMenuStyle`` to draw.
  ///
  /// Like `ButtonStyleConfiguration`, it carries the row's content as views and its state as
  /// values. ``label`` is the icon, the title and the badge laid out as DrawerKit lays them out:
  /// in a line, or stacked when Dynamic Type is at an accessibility size
  /// (``prefersStackedLayout``), so the title wraps instead of being cut off. Use the parts
  /// (``icon``, ``title``, ``badge``) to lay a row out otherwise.
  public struct DrawerMenuStyleConfiguration {
    /// The row's symbol, hidden from assistive technologies (the row reads its title).
    public struct Icon: View {
      let systemImage: String

      /// The symbol.
      public var body: some View {
        Image(systemName: systemImage)
          .accessibilityHidden(true)
      }
    }

    /// The row's title, wrapping as long as it needs.
    public struct Title: View {
      let text: String

      /// The title.
      public var body: some View {
        Text(verbatim: text)
      }
    }

    /// The row's badge: a count in a red capsule or a red dot, or nothing. Hidden from assistive
    /// technologies: the row reads it as its value ("3 unread").
    public struct Badge: View {
      /// The badge's value, or `nil` for a row without one.
      public let value: DrawerBadge?

      /// The badge.
      public var body: some View {
        DrawerBadgeMark(badge: value)
      }
    }

    /// The icon, the title and the badge, in a line, or stacked at accessibility sizes.
    public struct Label: View {
      let icon: Icon
      let title: Title
      let badge: Badge
      let isStacked: Bool
      @ScaledMetric(relativeTo: .body) private var iconWidth = 28.0

      /// The label.
      public var body: some View {
        if isStacked {
          VStack(alignment: .leading, spacing: 6) {
            HStack {
              icon
              Spacer(minLength: 8)
              badge
            }
            title
          }
        } else {
          HStack(spacing: 12) {
            icon.frame(width: iconWidth)
            title.frame(maxWidth: .infinity, alignment: .leading)
            badge
          }
        }
      }
    }

    /// The icon, the title and the badge, laid out for the current Dynamic Type size.
    public let label: Label
    /// The row's symbol.
    public let icon: Icon
    /// The row's title.
    public let title: Title
    /// The row's badge, empty when it has none.
    public let badge: Badge
    /// What choosing the row does: ``DrawerMenuItemRole/destructive`` rows are conventionally
    /// drawn in red.
    public let role: DrawerMenuItemRole
    /// Whether the row is the menu's selection.
    public let isSelected: Bool
    /// Whether the row has keyboard focus. The system draws its own focus effect as well, where
    /// the platform shows one.
    public let isFocused: Bool
    /// Whether the row is being pressed.
    public let isPressed: Bool
    /// Whether Dynamic Type is at an accessibility size, where ``label`` stacks its parts.
    public let prefersStackedLayout: Bool

    @MainActor init(
      item: DrawerMenuItem<some Hashable & Sendable>, isSelected: Bool, isFocused: Bool,
      isPressed: Bool, prefersStackedLayout: Bool
    ) {
      icon = Icon(systemImage: item.systemImage)
      title = Title(text: item.title)
      badge = Badge(value: item.badge)
      label = Label(icon: icon, title: title, badge: badge, isStacked: prefersStackedLayout)
      role = item.role
      self.isSelected = isSelected
      self.isFocused = isFocused
      self.isPressed = isPressed
      self.prefersStackedLayout = prefersStackedLayout
    }
  }

  extension View {
    /// Sets the style of the rows of the ``DrawerMenu``s inside this view.
    ///
    /// Like `buttonStyle(_:)`, the style applies to every menu below, and can change at run time.
    ///
    /// ```swift
    /// DrawerMenu(sections: sections, selection: $destination)
    ///   .drawerMenuStyle(.pill.tint(.indigo))
    /// ```
    ///
    /// - Parameter style: a built-in style (``DrawerMenuStyle/rounded``,
    ///   ``DrawerMenuStyle/pill``, ``DrawerMenuStyle/fullWidth``) or your own.
    /// - Returns: a view whose menus draw their rows with the style.
    public func drawerMenuStyle<S: DrawerMenuStyle>(_ style: S) -> some View {
      environment(\.drawerMenuStyle, AnyDrawerMenuStyle(style))
    }
  }

  extension EnvironmentValues {
    /// The style menus below draw their rows with; `nil` for ``DrawerMenuStyle/rounded``.
    @Entry var drawerMenuStyle: AnyDrawerMenuStyle? = nil
  }

  /// A menu style with its type erased, to travel through the environment. A row is drawn when
  /// its state changes, not on every frame, so the erased row costs nothing that matters.
  struct AnyDrawerMenuStyle {
    private let makeRow: @MainActor (DrawerMenuStyleConfiguration) -> AnyView

    @MainActor init<S: DrawerMenuStyle>(_ style: S) {
      makeRow = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }

    @MainActor func row(_ configuration: DrawerMenuStyleConfiguration) -> AnyView {
      makeRow(configuration)
    }
  }
#endif
