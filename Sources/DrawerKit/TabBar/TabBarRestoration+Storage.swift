#if canImport(SwiftUI)
  public import DrawerCore

  /// A tab bar's restoration stores itself in `@SceneStorage` as its JSON, as
  /// ``TabBarCustomization`` does, so that each window comes back on the tab it showed, each tab
  /// on the screen it was on.
  ///
  /// ```swift
  /// @SceneStorage("tabs") private var tabs = TabBarRestoration<Screen, Route>(selection: .home)
  /// ```
  ///
  /// The JSON is ``TabBarRestoration``'s versioned `Codable` format, with sorted keys:
  /// `{"paths":[{"path":[{"album":{"_0":7}}],"tab":"library"}],"selection":"library","version":1}`.
  /// A stored value this version cannot read (corrupt, written by a newer format, or selecting
  /// a tab the app no longer has) gives `nil`, so the storage falls back to the app's default;
  /// a path alone that no longer decodes is dropped, the rest restored.
  extension TabBarRestoration: RawRepresentable {
    /// Reads a restoration from its JSON.
    ///
    /// - Parameter rawValue: the JSON, as ``rawValue`` wrote it.
    public init?(rawValue: String) {
      guard let decoded = StoredJSON.value(TabBarRestoration.self, from: rawValue) else {
        return nil
      }
      self = decoded
    }

    /// The restoration as JSON; `"{}"` should encoding ever fail (a route whose own encoding
    /// throws), which reads back as the app's default.
    public var rawValue: String {
      StoredJSON.text(of: self)
    }
  }
#endif
