/// What a drawer keeps across a relaunch: whether it is open, and whether its permanent sidebar
/// is shown, in a tiny versioned text that SwiftUI's `@SceneStorage` stores as it is.
///
/// SwiftUI restores a window scene's `@SceneStorage` values when the system recreates the scene
/// (on iPad and Mac, each window its own); a presentation binding such as `sheet`'s is not
/// restored at all, and `NavigationSplitView` restores its column visibility only if the app
/// stores it. This value is what a drawer stores: it is `RawRepresentable` with a `String` raw
/// value, which `@SceneStorage` and `@AppStorage` accept directly, and `Codable` (as that same
/// text), to nest in a scene model of the app's own. DrawerKit's `DrawerState` reads it
/// (`restoration`) and applies it (`restore(_:)`): a drawer restored open is open at once, with
/// no animation and no move of focus (`DrawerController.restore(_:time:)`).
///
/// ```swift
/// var saved = DrawerRestoration(isOpen: true, isSidebarVisible: false)
/// saved.rawValue                                        // "1;open;sidebar=hidden"
/// DrawerRestoration(rawValue: "1;open;sidebar=hidden")  // open, sidebar hidden
/// DrawerRestoration(rawValue: "2;open;pinned")          // a newer format: the default
/// DrawerRestoration(rawValue: "{\"open\":true}")        // not this format: the default
/// ```
///
/// The format, version 1, is the version number and then fields, separated by semicolons:
/// `open` or `closed`, then `sidebar=shown` or `sidebar=hidden`. Reading is forgiving, because
/// the stored text may be older or newer than the app, or not this type's at all:
///
/// - A text that does not start with `1;` (a newer version, another format, garbage) reads as
///   the default, ``init()``: closed, sidebar shown; so does a text longer than
///   ``maximumRawLength``, which this type never writes.
/// - In version 1, a field this version does not know, or a value it cannot read
///   (`sidebar=ajar`), is skipped and that part keeps its default; where a field appears twice,
///   the later one counts.
///
/// What comes back is sanitised when it is applied, not here: a drawer locked closed or open
/// stays as its lock says, and a drawer beside a hidden permanent sidebar is restored closed
/// (`DrawerController.restore(_:time:)`).
public struct DrawerRestoration: Sendable, Hashable, RawRepresentable, Codable {
  /// The version of the text format this type writes, and the only one it reads.
  public static var formatVersion: Int { 1 }

  /// The length, in UTF-8 bytes, past which a stored text is not read: this type writes at
  /// most 23 (`1;closed;sidebar=hidden`).
  public static var maximumRawLength: Int { 64 }

  /// Whether the drawer is open, or heading for open, as a presentation binding says.
  public var isOpen: Bool
  /// Whether the permanent sidebar is shown, in a layout that shows the drawer as one (the
  /// counterpart of `NavigationSplitView`'s column visibility); kept while the drawer is modal,
  /// for when the window becomes wide enough again.
  public var isSidebarVisible: Bool

  /// The state of a drawer on first launch: closed, its sidebar shown.
  public init() {
    self.init(isOpen: false, isSidebarVisible: true)
  }

  /// A drawer's state to keep.
  ///
  /// - Parameters:
  ///   - isOpen: whether the drawer is open; `false` by default.
  ///   - isSidebarVisible: whether the permanent sidebar is shown; `true` by default.
  public init(isOpen: Bool = false, isSidebarVisible: Bool = true) {
    self.isOpen = isOpen
    self.isSidebarVisible = isSidebarVisible
  }

  /// Reads a stored text; never fails: what this version cannot read is the default (see the
  /// type's discussion).
  ///
  /// `RawRepresentable` asks for a failable initialiser, which a non-failing one satisfies, so
  /// `@SceneStorage` always gets a value: the stored one as far as it can be read.
  ///
  /// - Parameter rawValue: the text, as ``rawValue`` wrote it.
  public init(rawValue: String) {
    self.init()
    guard rawValue.utf8.count <= Self.maximumRawLength else { return }
    let fields = rawValue.split(separator: ";", omittingEmptySubsequences: false)
    guard let version = fields.first, version == "\(Self.formatVersion)" else { return }
    for field in fields.dropFirst() {
      switch field {
      case "open": isOpen = true
      case "closed": isOpen = false
      case "sidebar=shown": isSidebarVisible = true
      case "sidebar=hidden": isSidebarVisible = false
      default: continue
      }
    }
  }

  /// The stored text: `1;open;sidebar=shown`, `1;closed;sidebar=hidden` and the like.
  public var rawValue: String {
    let drawer = isOpen ? "open" : "closed"
    let sidebar = isSidebarVisible ? "shown" : "hidden"
    return "\(Self.formatVersion);\(drawer);sidebar=\(sidebar)"
  }

  /// Reads the value from its text, as ``init(rawValue:)`` does; a value that is not text at
  /// all reads as the default too, so that a scene model of the app's own that nests it still
  /// decodes.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: only what the decoder throws for a missing value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(rawValue: (try? container.decode(String.self)) ?? "")
  }

  /// Writes the value as its text, ``rawValue``.
  ///
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
