@_spi(DrawerKit) import DrawerCore
import Testing

/// What a toggle concludes about VoiceOver's focus after asking for it back, from the changes of
/// its accessibility-focus binding: its own write echoes, a landing changes nothing, and only a
/// change to `false` it did not write says VoiceOver is elsewhere.
@Suite struct DrawerFocusReturnCheckTests {
  @Test func theTogglesOwnWriteIsNotTakenForVoiceOverLeaving() {
    var check = DrawerFocusReturnCheck(wasFocused: false, isVoiceOverRunning: true)
    #expect(check.waits)
    check.bindingChanged(to: true)
    #expect(check.verdict == .trusted, "the echo of the request")
  }

  @Test func aLandingChangesNothingAndIsTrusted() {
    // VoiceOver takes the toggle: the binding already holds the true written to ask.
    let check = DrawerFocusReturnCheck(wasFocused: false, isVoiceOverRunning: true)
    #expect(check.verdict == .trusted)
  }

  @Test(arguments: [false, true])
  func voiceOverSeenOnAnotherElementIsLost(wasFocused: Bool) {
    var check = DrawerFocusReturnCheck(wasFocused: wasFocused, isVoiceOverRunning: true)
    if !wasFocused { check.bindingChanged(to: true) }
    check.bindingChanged(to: false)
    #expect(check.verdict == .lost)
  }

  @Test func aRequestSwiftUIRefusesAtOnceIsLost() {
    // The echo never comes: SwiftUI resets the binding straight away.
    var check = DrawerFocusReturnCheck(wasFocused: false, isVoiceOverRunning: true)
    check.bindingChanged(to: false)
    #expect(check.verdict == .lost)
  }

  @Test func voiceOverComingBackAfterLeavingIsTrustedAgain() {
    var check = DrawerFocusReturnCheck(wasFocused: false, isVoiceOverRunning: true)
    check.bindingChanged(to: true)
    check.bindingChanged(to: false)
    check.bindingChanged(to: true)
    #expect(check.verdict == .trusted)
  }

  @Test func alreadyFocusedATrueIsVoiceOverNotAnEcho() {
    // Nothing to echo when the binding was true: a later true follows a false VoiceOver made.
    var check = DrawerFocusReturnCheck(wasFocused: true, isVoiceOverRunning: true)
    check.bindingChanged(to: false)
    check.bindingChanged(to: true)
    #expect(check.verdict == .trusted)
  }

  @Test func withoutVoiceOverNothingIsWaitedForOrJudged() {
    var check = DrawerFocusReturnCheck(wasFocused: false, isVoiceOverRunning: false)
    #expect(!check.waits)
    check.bindingChanged(to: false)
    #expect(check.verdict == .trusted, "nobody can be stranded on a hidden row")
    let idle = DrawerFocusReturnCheck()
    #expect(!idle.waits && idle.verdict == .trusted)
  }

  /// The check's verdict drives the controller: trusted silences the screen change, lost posts
  /// it. End to end on a real close, so that the toggle's two outcomes are what a person hears.
  @Test(arguments: [true, false])
  func theVerdictDecidesTheScreenChangeAtRest(voiceOverLeaves: Bool) throws {
    var controller = DrawerController<String>(
      configuration: DrawerConfiguration(width: .fixed(300)),
      container: DrawerSize(width: 390, height: 844))
    controller.toggle(from: "toggle", time: 1)
    controller.advance(to: try #require(controller.drawer.restTime))
    _ = controller.takeRestAnnouncement()
    controller.toggle(from: "toggle", time: 3)
    let request = try #require(controller.focusRequest)
    controller.focusReturnBegan(request)
    var check = DrawerFocusReturnCheck(wasFocused: false, isVoiceOverRunning: true)
    check.bindingChanged(to: true)
    if voiceOverLeaves { check.bindingChanged(to: false) }
    var announcedEarly = false
    switch check.verdict {
    case .trusted: controller.acknowledgeFocus(request)
    case .lost: announcedEarly = controller.focusReturnFailed(request)
    }
    controller.advance(to: try #require(controller.drawer.restTime))
    let announcedAtRest = controller.takeRestAnnouncement()
    #expect(!announcedEarly, "still closing: the rest announces")
    #expect(announcedAtRest == voiceOverLeaves)
  }
}
