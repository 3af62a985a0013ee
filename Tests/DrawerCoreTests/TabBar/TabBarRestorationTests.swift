import DrawerCore
import Foundation
import Testing

/// The selected tab and each tab's path, kept across a relaunch as versioned JSON: they come
/// back as they were, a newer format or garbage reads as the app's default, a path that no
/// longer decodes is dropped alone, and what comes back is fitted to the app's tabs.
@Suite struct TabBarRestorationTests {
  typealias Screen = TabBarSelectionTests.Screen
  static let tabs = TabBarSelectionTests.tabs

  /// The app's own routes, as a `NavigationStack` pushes them.
  enum Route: Hashable, Codable, Sendable {
    case album(Int)
    case track(album: Int, number: Int)
    case settings
  }

  typealias Restoration = TabBarRestoration<Screen, Route>

  private static func encoded(_ restoration: Restoration) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(restoration), as: UTF8.self)
  }

  private static func decoded(_ json: String) throws -> Restoration {
    try JSONDecoder().decode(Restoration.self, from: Data(json.utf8))
  }

  @Test func pathsAreSetPerTabAndAnEmptyOneIsForgotten() {
    var tabs = Restoration(selection: .home)
    #expect(tabs[path: .library].isEmpty)
    tabs[path: .library] = [.album(7), .track(album: 7, number: 2)]
    tabs[path: .profile] = [.settings]
    #expect(tabs[path: .library] == [.album(7), .track(album: 7, number: 2)])
    #expect(
      tabs.paths == [.library: [.album(7), .track(album: 7, number: 2)], .profile: [.settings]])
    tabs[path: .library].removeLast()
    #expect(tabs[path: .library] == [.album(7)])
    tabs[path: .profile] = []
    #expect(tabs.paths.keys.sorted { $0.rawValue < $1.rawValue } == [.library])
    #expect(
      tabs
        == {
          var expected = Restoration(selection: .home)
          expected[path: .library] = [.album(7)]
          return expected
        }())
  }

  @Test func theJSONIsVersionedAndRoundTrips() throws {
    var tabs = Restoration(selection: .library)
    tabs[path: .library] = [.album(7), .track(album: 7, number: 2)]
    let json = try Self.encoded(tabs)
    #expect(
      json
        == #"{"paths":[{"path":[{"album":{"_0":7}},{"track":{"album":7,"number":2}}],"tab":"library"}],"selection":"library","version":1}"#
    )
    #expect(try Self.decoded(json) == tabs)
    let first = Restoration(selection: .home)
    #expect(try Self.decoded(Self.encoded(first)) == first)
  }

  /// Equality is about what would be restored, not about the order the tabs were visited in.
  @Test func theOrderPathsWereSetInDoesNotMatter() throws {
    var one = Restoration(selection: .home)
    one[path: .library] = [.album(1)]
    one[path: .search] = [.settings]
    var other = Restoration(selection: .home)
    other[path: .search] = [.settings]
    other[path: .library] = [.album(1)]
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    #expect(try Self.decoded(Self.encoded(other)) == one)
    other[path: .search] = [.album(2)]
    #expect(one != other)
  }

  @Test(arguments: [
    #"{"version":2,"selection":"home","paths":[]}"#,
    #"{"version":0,"selection":"home","paths":[]}"#,
    #"{"selection":"home","paths":[]}"#,
  ])
  func anUnknownVersionIsRefused(json: String) {
    #expect(throws: DecodingError.self) { try Self.decoded(json) }
  }

  @Test(arguments: [
    "", "null", "[]", "{}", "garbage", #"{"version":"1","selection":"home"}"#,
    #"{"version":1,"selection":"archive","paths":[]}"#, #"{"version":1,"paths":[]}"#,
  ])
  func garbageIsRefused(json: String) {
    #expect(throws: (any Error).self) { try Self.decoded(json) }
  }

  /// A path that this build cannot read (its route renamed, its tab removed, or not a path at
  /// all) is dropped, and only it: the other tabs keep theirs.
  @Test func anUnreadablePathIsDroppedAlone() throws {
    let json = #"""
      {"version":1,"selection":"search","paths":[
        {"tab":"library","path":[{"album":{"_0":3}}]},
        {"tab":"library-v2","path":[{"album":{"_0":4}}]},
        {"tab":"search","path":[{"playlist":{"_0":9}}]},
        {"tab":"profile","path":"settings"},
        {"tab":"profile"},
        42,
        {"tab":"home","path":[{"settings":{}}]}
      ]}
      """#
    let tabs = try Self.decoded(json)
    #expect(tabs.selection == .search)
    #expect(tabs.paths == [.library: [.album(3)], .home: [.settings]])
    // Paths that are not a list at all are no path.
    let noPaths = try Self.decoded(#"{"version":1,"selection":"home","paths":7}"#)
    #expect(noPaths == Restoration(selection: .home))
  }

  @Test func sanitisingFitsTheValueToTheAppsTabs() {
    var stored = Restoration(selection: .profile)
    stored[path: .profile] = [.settings]
    stored[path: .library] = [.album(1)]
    // The app dropped You since.
    let newer = Array(Self.tabs.prefix(3))
    let fitted = stored.sanitized(for: newer)
    #expect(fitted.selection == .home, "a selection naming no tab selects the first")
    #expect(fitted.paths == [.library: [.album(1)]], "a removed tab's path is dropped")
    #expect(stored.sanitized(for: Self.tabs) == stored, "nothing to fit: unchanged")
    #expect(stored.sanitized(for: []) == stored, "no tabs: left as it is")
  }
}
