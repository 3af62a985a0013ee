#if canImport(SwiftUI)
  /// A tab's identity with its type erased, so that the environment can carry it whatever the
  /// type of a ``FloatingTabBar``'s selection.
  ///
  /// Like `AnyHashable`, but `Sendable`: it wraps only `Sendable` values. Two identities are
  /// equal when they wrap equal values of the same type.
  ///
  /// ```swift
  /// let id = AnyTabBarID(Screen.home)
  /// id == AnyTabBarID(Screen.home)  // true
  /// id.value(as: Screen.self)       // .home
  /// ```
  public struct AnyTabBarID: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped identity.
    public let base: any Hashable & Sendable

    /// Wraps a tab's identity.
    ///
    /// - Parameter base: the identity.
    public init(_ base: some Hashable & Sendable) {
      self.base = base
    }

    /// The wrapped identity as a type, or `nil` when it is of another type.
    ///
    /// ```swift
    /// if reselection?.id.value(as: Screen.self) == .home { scrollToTop() }
    /// ```
    ///
    /// - Parameter type: the type of the tab bar's selection.
    /// - Returns: the identity, or `nil`.
    public func value<T>(as type: T.Type) -> T? {
      base as? T
    }

    /// The wrapped identity's description.
    public var description: String {
      String(describing: base)
    }

    /// Whether two identities wrap equal values of the same type.
    ///
    /// - Parameters:
    ///   - lhs: an identity.
    ///   - rhs: another.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: AnyTabBarID, rhs: AnyTabBarID) -> Bool {
      AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped identity.
    ///
    /// - Parameter hasher: the hasher.
    public func hash(into hasher: inout Hasher) {
      AnyHashable(base).hash(into: &hasher)
    }
  }
#endif
