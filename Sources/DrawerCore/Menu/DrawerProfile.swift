/// The person a drawer's menu belongs to, as its profile header and a tab bar's avatar show them:
/// a name, a secondary line such as an e-mail address, and initials for the round avatar.
///
/// The SwiftUI layer draws the avatar from any image view the app gives it, and these initials
/// while the image loads or when there is none; the lab draws the initials.
///
/// ```swift
/// let profile = DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com")
/// profile.initials  // "AL"
/// ```
public struct DrawerProfile: Sendable, Hashable {
  /// The person's name, as shown in the header.
  public var name: String
  /// A secondary line under the name, such as an e-mail address; empty for none.
  public var detail: String

  /// Creates a profile.
  ///
  /// - Parameters:
  ///   - name: the person's name.
  ///   - detail: a secondary line, such as an e-mail address; empty for none.
  public init(name: String, detail: String = "") {
    self.name = name
    self.detail = detail
  }

  /// Up to two initials for the avatar's placeholder: the first letter of the name's first and
  /// last words, upper-cased (`"Ada King Lovelace"` gives `"AL"`, `"Ada"` gives `"A"`); empty
  /// when the name has no letters.
  public var initials: String {
    let words = name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      .compactMap { word in word.first(where: \.isLetter) }
    guard let first = words.first else { return "" }
    guard words.count > 1, let last = words.last else { return first.uppercased() }
    return first.uppercased() + last.uppercased()
  }
}
