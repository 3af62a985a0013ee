#if canImport(SwiftUI)
  internal import Foundation

  /// The text form of a `Codable` value that stores itself in `@SceneStorage` or `@AppStorage`
  /// as its JSON (``TabBarCustomization``, ``TabBarRestoration``): sorted keys, so that the same
  /// value always writes the same text, and reading that forgives nothing but never throws.
  enum StoredJSON {
    /// The value read from its JSON, or `nil` when the text is not a value this version reads
    /// (corrupt, or written by a newer format).
    static func value<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
      try? JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// The value as JSON with sorted keys; `"{}"` should encoding ever fail, which reads back as
    /// the app's default.
    static func text<Value: Encodable>(of value: Value) -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      guard let data = try? encoder.encode(value) else { return "{}" }
      return String(decoding: data, as: UTF8.self)
    }
  }
#endif
