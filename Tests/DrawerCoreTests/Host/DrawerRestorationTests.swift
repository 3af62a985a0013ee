import DrawerCore
import Foundation
import Testing

/// The text a drawer leaves in `@SceneStorage` for the next launch: it comes back as it was
/// written, and whatever else is found under its key reads as a closed drawer with its sidebar.
@Suite struct DrawerRestorationTests {
  static let everyState = [false, true].flatMap { isOpen in
    [false, true].map { DrawerRestoration(isOpen: isOpen, isSidebarVisible: $0) }
  }

  @Test(arguments: everyState)
  func theTextRoundTrips(restoration: DrawerRestoration) {
    let text = restoration.rawValue
    #expect(DrawerRestoration(rawValue: text) == restoration)
    #expect(text.utf8.count <= DrawerRestoration.maximumRawLength)
  }

  @Test func theTextIsTinyAndVersioned() {
    #expect(DrawerRestoration().rawValue == "1;closed;sidebar=shown")
    #expect(
      DrawerRestoration(isOpen: true, isSidebarVisible: false).rawValue == "1;open;sidebar=hidden")
  }

  @Test(arguments: everyState)
  func theCodableFormIsTheTextAndRoundTrips(restoration: DrawerRestoration) throws {
    let data = try JSONEncoder().encode([restoration])
    #expect(String(decoding: data, as: UTF8.self) == "[\"\(restoration.rawValue)\"]")
    #expect(try JSONDecoder().decode([DrawerRestoration].self, from: data) == [restoration])
  }

  /// A text from a newer release (after an app downgrade, or a scene restored by an older build)
  /// is not guessed at: the drawer comes back closed, its sidebar shown.
  @Test(arguments: [
    "2;open;sidebar=hidden", "2;open", "10;open;sidebar=hidden", "0;open;sidebar=hidden",
    "-1;open", "1.1;open;sidebar=hidden",
  ])
  func anUnknownVersionReadsAsTheDefault(text: String) {
    #expect(DrawerRestoration(rawValue: text) == DrawerRestoration())
  }

  @Test(arguments: [
    "", ";", "open", "true", "1", "01;open", " 1;open", "1 ;open", ";1;open", "1,open",
    #"{"isOpen":true}"#, "YES", "1\u{0};open", "١;open",
    "1;open;" + String(repeating: "x", count: DrawerRestoration.maximumRawLength),
  ])
  func garbageReadsAsTheDefault(text: String) {
    #expect(DrawerRestoration(rawValue: text) == DrawerRestoration())
  }

  /// Within version 1, what is not understood is skipped, field by field: the fields that are
  /// understood still count, and where one appears twice the later one does.
  @Test func version1SkipsWhatItDoesNotKnowFieldByField() {
    #expect(
      DrawerRestoration(rawValue: "1;pinned;open;sidebar=hidden;width=300")
        == DrawerRestoration(isOpen: true, isSidebarVisible: false))
    #expect(
      DrawerRestoration(rawValue: "1;ajar;sidebar=maybe")
        == DrawerRestoration(isOpen: false, isSidebarVisible: true))
    #expect(DrawerRestoration(rawValue: "1;sidebar=hidden").isSidebarVisible == false)
    #expect(DrawerRestoration(rawValue: "1;open;closed").isOpen == false)
    #expect(DrawerRestoration(rawValue: "1;;open;;").isOpen)
    #expect(DrawerRestoration(rawValue: "1;OPEN") == DrawerRestoration(), "case matters")
  }

  /// Nested in a scene model of the app's own, a value that is not text at all reads as the
  /// default instead of failing the whole model.
  @Test func aCodableValueThatIsNotTextReadsAsTheDefault() throws {
    struct SceneModel: Codable, Equatable {
      var drawer: DrawerRestoration
      var note: String
    }
    for stored in [#"{"drawer":5,"note":"kept"}"#, #"{"drawer":null,"note":"kept"}"#] {
      let model = try JSONDecoder().decode(SceneModel.self, from: Data(stored.utf8))
      #expect(model == SceneModel(drawer: DrawerRestoration(), note: "kept"))
    }
  }

  /// Whatever text is stored, reading it gives one of the four states, and writing that state
  /// gives its canonical text.
  @Test func anyTextReadsAsOneOfTheFourStates() {
    var random = SplitMix64(seed: 0x5CE4E)
    let alphabet = Array("1;2openclsdidbar=hw \u{0}é")
    let canonical = Set(Self.everyState.map(\.rawValue))
    for round in 0..<5_000 {
      let length = Int.random(in: 0...30, using: &random)
      var text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
      if round.isMultiple(of: 2) { text = "1;" + text }
      let restoration = DrawerRestoration(rawValue: text)
      #expect(
        canonical.contains(restoration.rawValue), "seed 0x5CE4E, text \(text.debugDescription)")
    }
  }
}
