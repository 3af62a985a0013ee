/// A group of rows in a drawer's menu, with an optional title; the menu draws dividers between
/// sections.
///
/// ```swift
/// let main = DrawerMenuSection(items: [
///   DrawerMenuItem(id: "inbox", systemImage: "tray", title: "Inbox", badge: .count(3)),
///   DrawerMenuItem(id: "starred", systemImage: "star", title: "Starred"),
/// ])
/// ```
public struct DrawerMenuSection<ID: Hashable & Sendable>: Sendable, Hashable {
  /// A heading above the rows, such as "Labels"; `nil` for none.
  public var title: String?
  /// The rows, in order.
  public var items: [DrawerMenuItem<ID>]

  /// Creates a section without a heading.
  ///
  /// - Parameter items: the rows, in order.
  public init(items: [DrawerMenuItem<ID>]) {
    self.title = nil
    self.items = items
  }

  /// Creates a section with a heading shown verbatim.
  ///
  /// With DrawerKit imported, a string literal given as the title is a
  /// `LocalizedStringResource`, localized as SwiftUI's `Text("…")` is; this initialiser takes
  /// `String` values (the disfavoured overload, as `Text(_: some StringProtocol)` is).
  ///
  /// - Parameters:
  ///   - title: a heading above the rows, shown as it is.
  ///   - items: the rows, in order.
  @_disfavoredOverload
  public init<Title: StringProtocol>(title: Title, items: [DrawerMenuItem<ID>]) {
    self.title = String(title)
    self.items = items
  }
}
