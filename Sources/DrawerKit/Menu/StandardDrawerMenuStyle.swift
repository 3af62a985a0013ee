#if canImport(SwiftUI)
  public import SwiftUI

  /// The built-in menu style: rows of a minimum height, the selected row on a tinted shape, its
  /// title in the tint colour, destructive rows in red.
  ///
  /// Reach it as a static member, as SwiftUI's built-in button styles: ``DrawerMenuStyle/rounded``
  /// (an inset rounded rectangle, like an iPad sidebar; the default), ``DrawerMenuStyle/pill``
  /// (Material 3's navigation drawer: a capsule, 56 pt rows) or ``DrawerMenuStyle/fullWidth`` (an
  /// edge-to-edge band); adjust it with the modifiers below. The row height grows with Dynamic
  /// Type and is a minimum: a title that wraps makes its row taller rather than being cut off.
  ///
  /// ```swift
  /// DrawerMenu(sections: sections, selection: $destination)
  ///   .drawerMenuStyle(.rounded.rowHeight(44).tint(.indigo))
  /// ```
  public struct StandardDrawerMenuStyle: DrawerMenuStyle {
    /// The shape drawn behind the selected row.
    public enum SelectionShape: Sendable, Hashable {
      /// A capsule inset from the menu's edges, as Material 3 draws its active indicator.
      case capsule
      /// A rectangle with rounded corners inset from the menu's edges, as an iPad sidebar does.
      case roundedRectangle(cornerRadius: CGFloat)
      /// A band from edge to edge, as a plain list does.
      case rectangle
    }

    /// The least height of a row at the default Dynamic Type size, in points; it scales with
    /// Dynamic Type.
    public var rowHeight: CGFloat
    /// The vertical gap between two rows' shapes, in points.
    public var spacing: CGFloat
    /// The colour of the selected row's title, icon and shape; `nil` for the environment's tint
    /// (the app's accent colour by default).
    public var tint: Color?
    /// The shape behind the selected row.
    public var selectionShape: SelectionShape

    /// Creates a menu style.
    ///
    /// ```swift
    /// .drawerMenuStyle(StandardDrawerMenuStyle(rowHeight: 52, selectionShape: .capsule))
    /// ```
    ///
    /// - Parameters:
    ///   - rowHeight: the least height of a row in points, before Dynamic Type scaling; negative
    ///     or NaN counts as 0 (rows as tall as their content).
    ///   - spacing: the gap between rows in points; negative or NaN counts as 0.
    ///   - tint: the colour of the selected row; `nil` for the environment's tint.
    ///   - selectionShape: the shape behind the selected row; a negative or NaN corner radius
    ///     counts as 0.
    public init(
      rowHeight: CGFloat = 48, spacing: CGFloat = 2, tint: Color? = nil,
      selectionShape: SelectionShape = .roundedRectangle(cornerRadius: 12)
    ) {
      self.rowHeight = Self.nonNegative(rowHeight)
      self.spacing = Self.nonNegative(spacing)
      self.tint = tint
      self.selectionShape = Self.sanitized(selectionShape)
    }

    /// Draws a row.
    ///
    /// - Parameter configuration: the row's label and state.
    /// - Returns: the row.
    public func makeBody(configuration: Configuration) -> some View {
      StandardDrawerMenuRow(style: self, configuration: configuration)
    }

    // MARK: Adjustments

    /// The style with another least row height.
    ///
    /// ```swift
    /// .drawerMenuStyle(.rounded.rowHeight(44))
    /// ```
    ///
    /// - Parameter height: points before Dynamic Type scaling; negative or NaN counts as 0.
    /// - Returns: the adjusted style.
    public func rowHeight(_ height: CGFloat) -> StandardDrawerMenuStyle {
      var style = self
      style.rowHeight = Self.nonNegative(height)
      return style
    }

    /// The style with another gap between rows.
    ///
    /// ```swift
    /// .drawerMenuStyle(.pill.spacing(4))
    /// ```
    ///
    /// - Parameter spacing: points; negative or NaN counts as 0.
    /// - Returns: the adjusted style.
    public func spacing(_ spacing: CGFloat) -> StandardDrawerMenuStyle {
      var style = self
      style.spacing = Self.nonNegative(spacing)
      return style
    }

    /// The style with another selection colour.
    ///
    /// ```swift
    /// .drawerMenuStyle(.rounded.tint(.orange))
    /// ```
    ///
    /// - Parameter tint: the colour, or `nil` for the environment's tint.
    /// - Returns: the adjusted style.
    public func tint(_ tint: Color?) -> StandardDrawerMenuStyle {
      var style = self
      style.tint = tint
      return style
    }

    /// The style with another shape behind the selected row.
    ///
    /// ```swift
    /// .drawerMenuStyle(.rounded.selectionShape(.roundedRectangle(cornerRadius: 8)))
    /// ```
    ///
    /// - Parameter shape: the shape; a negative or NaN corner radius counts as 0.
    /// - Returns: the adjusted style.
    public func selectionShape(_ shape: SelectionShape) -> StandardDrawerMenuStyle {
      var style = self
      style.selectionShape = Self.sanitized(shape)
      return style
    }

    private static func nonNegative(_ value: CGFloat) -> CGFloat {
      value.isNaN ? 0 : Swift.max(value, 0)
    }

    private static func sanitized(_ shape: SelectionShape) -> SelectionShape {
      guard case .roundedRectangle(let radius) = shape else { return shape }
      return .roundedRectangle(cornerRadius: nonNegative(radius))
    }
  }

  extension DrawerMenuStyle where Self == StandardDrawerMenuStyle {
    /// The selected row on an inset rounded rectangle, 48 pt rows: the default.
    public static var rounded: StandardDrawerMenuStyle { StandardDrawerMenuStyle() }

    /// The selected row on an inset capsule, 56 pt rows: Material 3's navigation drawer.
    public static var pill: StandardDrawerMenuStyle {
      StandardDrawerMenuStyle(rowHeight: 56, spacing: 0, selectionShape: .capsule)
    }

    /// The selected row on a band from edge to edge, 44 pt rows, as a plain list.
    public static var fullWidth: StandardDrawerMenuStyle {
      StandardDrawerMenuStyle(rowHeight: 44, spacing: 0, selectionShape: .rectangle)
    }
  }

  /// A row of the standard style.
  struct StandardDrawerMenuRow: View {
    let style: StandardDrawerMenuStyle
    let configuration: DrawerMenuStyleConfiguration
    @ScaledMetric(relativeTo: .body) private var scale = 1.0

    var body: some View {
      // The shape is inset from the menu's edges unless it is a band; the content starts 24 pt
      // from the edge either way.
      let inset: CGFloat = style.selectionShape == .rectangle ? 0 : 12
      configuration.label
        .font(.system(.body, weight: configuration.isSelected ? .semibold : .regular))
        .foregroundStyle(foreground)
        .padding(.horizontal, 24 - inset)
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity, minHeight: style.rowHeight * scale, alignment: .leading)
        .background {
          if configuration.isSelected {
            selectionShape(filledWith: .tint).opacity(0.15)
          } else if configuration.isPressed {
            selectionShape(filledWith: .quaternary)
          }
        }
        .contentShape(Rectangle())
        .padding(.horizontal, inset)
        .padding(.vertical, style.spacing / 2)
        .tint(style.tint)
    }

    private var foreground: AnyShapeStyle {
      if configuration.role == .destructive { return AnyShapeStyle(Color.red) }
      return configuration.isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary)
    }

    @ViewBuilder
    private func selectionShape(filledWith fill: some ShapeStyle) -> some View {
      switch style.selectionShape {
      case .capsule:
        Capsule().fill(fill)
      case .roundedRectangle(let radius):
        RoundedRectangle(cornerRadius: radius, style: .continuous).fill(fill)
      case .rectangle:
        Rectangle().fill(fill)
      }
    }
  }
#endif
