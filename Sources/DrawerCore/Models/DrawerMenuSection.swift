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

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - title: a heading above the rows, or `nil`.
  ///   - items: the rows, in order.
  public init(title: String? = nil, items: [DrawerMenuItem<ID>]) {
    self.title = title
    self.items = items
  }
}
