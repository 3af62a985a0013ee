extension KeyedDecodingContainer {
  /// Reads a stored format's version and refuses any other than `expected`, so that a host
  /// falls back to its default rather than misread a newer format.
  ///
  /// - Parameters:
  ///   - expected: the version this type reads.
  ///   - key: the version's key.
  ///   - format: what the format is, for the error ("tab bar restoration").
  /// - Throws: `DecodingError.dataCorrupted` for another version, and the decoder's error for a
  ///   missing or unreadable one.
  func decodeFormatVersion(_ expected: Int, forKey key: Key, of format: String) throws {
    let version = try decode(Int.self, forKey: key)
    guard version == expected else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(format) version \(version) is not \(expected)")
    }
  }
}
