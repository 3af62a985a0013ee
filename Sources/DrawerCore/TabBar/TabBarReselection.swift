/// A re-selection of the current tab, as screens observe it: the tab, and a count that changes
/// with every re-selection, so that choosing the same tab twice is seen twice.
///
/// SwiftUI's `TabView` has no such event; UIKit's `tabBarController(_:didSelect:)` is called for a
/// re-selection too, and apps use it to scroll to the top. The SwiftUI layer publishes this value
/// in the environment for screens to react to with `onChange(of:)`.
public struct TabBarReselection<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The tab chosen again.
  public let id: ID
  /// How many re-selections the tab bar has seen, this one included.
  public let count: Int

  /// Creates a re-selection record.
  ///
  /// - Parameters:
  ///   - id: the tab chosen again.
  ///   - count: how many re-selections the tab bar has seen, this one included.
  public init(id: ID, count: Int) {
    self.id = id
    self.count = count
  }
}
