#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore

  /// A tab bar arrangement stores itself in `@SceneStorage` and `@AppStorage` as its JSON, the
  /// way SwiftUI's `TabViewCustomization` does, so that it is restored on the next launch.
  ///
  /// ```swift
  /// @SceneStorage("tab-bar") private var arrangement = TabBarCustomization<Screen>()
  /// ```
  ///
  /// The JSON is ``TabBarCustomization``'s versioned `Codable` format, with sorted keys:
  /// `{"hidden":["library"],"order":["home","search","library"],"version":1}`. A stored value
  /// this version cannot read (corrupt, or written by a newer format) gives `nil`, so the storage
  /// falls back to the app's arrangement.
  extension TabBarCustomization: RawRepresentable {
    /// Reads an arrangement from its JSON.
    ///
    /// - Parameter rawValue: the JSON, as ``rawValue`` wrote it.
    public init?(rawValue: String) {
      guard let decoded = StoredJSON.value(TabBarCustomization.self, from: rawValue) else {
        return nil
      }
      self = decoded
    }

    /// The arrangement as JSON; `"{}"` should encoding ever fail, which reads back as the app's
    /// arrangement.
    public var rawValue: String {
      StoredJSON.text(of: self)
    }
  }
#endif
