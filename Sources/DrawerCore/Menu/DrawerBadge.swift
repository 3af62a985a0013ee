/// A small mark on a menu row or a tab that asks for attention: a count, or a dot.
///
/// SwiftUI's `badge(_:)` modifier takes a count or a text; Material's navigation components have
/// a small (dot) and a large (count) badge. This is the platform-free value both the menu and the
/// floating tab bar hold, so that the lab can draw it and tests can check it; the SwiftUI layer
/// draws it and reads it to assistive technologies as a value ("3 unread").
///
/// ```swift
/// DrawerBadge.count(3).text    // "3"
/// DrawerBadge.count(120).text  // "99+"
/// DrawerBadge.dot.text         // nil: a dot has no text
/// DrawerBadge.count(0).isVisible  // false: nothing to count, nothing drawn
/// ```
public enum DrawerBadge: Sendable, Hashable {
  /// A number of things waiting, such as unread messages. A count of `0` or less is not shown.
  case count(Int)
  /// A dot: something is new, without a number.
  case dot

  /// The largest count shown as a number; larger counts show as this number followed by `+`.
  public static let maximumDisplayedCount = 99

  /// Whether the badge is drawn: always for a dot, for a count only when it is positive.
  public var isVisible: Bool {
    switch self {
    case .count(let count): count > 0
    case .dot: true
    }
  }

  /// The text drawn inside the badge: the count, `"99+"` above ``maximumDisplayedCount``; `nil`
  /// for a dot and for a count that is not shown.
  public var text: String? {
    switch self {
    case .count(let count) where count > Self.maximumDisplayedCount:
      "\(Self.maximumDisplayedCount)+"
    case .count(let count) where count > 0:
      "\(count)"
    case .count, .dot:
      nil
    }
  }
}
