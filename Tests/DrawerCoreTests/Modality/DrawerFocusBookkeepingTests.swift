@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerFocusBookkeepingTests {
  @Test func focusGoesIntoTheDrawerAndBackToItsOpener() {
    var focus = DrawerFocusBookkeeping<String>()
    focus.noteOpenRequest(from: "toggle")
    #expect(focus.targetChanged(to: .open) == .intoDrawer)
    #expect(focus.opener == "toggle")
    #expect(focus.targetChanged(to: .closed) == .backToOpener("toggle"))
    #expect(focus.opener == nil)
  }

  @Test func anOpeningWithNoControlReturnsFocusToTheContent() {
    var focus = DrawerFocusBookkeeping<String>()
    #expect(focus.targetChanged(to: .open) == .intoDrawer)
    #expect(focus.targetChanged(to: .closed) == .backToOpener(nil))
  }

  @Test func anUnchangedTargetMovesNoFocus() {
    var focus = DrawerFocusBookkeeping<String>(target: .open)
    #expect(focus.targetChanged(to: .open) == nil)
    #expect(focus.targetChanged(to: .closed) == .backToOpener(nil))
    #expect(focus.targetChanged(to: .closed) == nil)
  }

  @Test func aSecondRequestWhileOpenKeepsTheFirstOpener() {
    var focus = DrawerFocusBookkeeping<String>()
    focus.noteOpenRequest(from: "toolbar")
    _ = focus.targetChanged(to: .open)
    focus.noteOpenRequest(from: "other")
    #expect(focus.targetChanged(to: .closed) == .backToOpener("toolbar"))
  }

  @Test func aStaleOpenerDoesNotOutliveItsOpening() {
    var focus = DrawerFocusBookkeeping<String>()
    focus.noteOpenRequest(from: "toggle")
    _ = focus.targetChanged(to: .open)
    _ = focus.targetChanged(to: .closed)
    // Reopened by a gesture: focus must not go back to the toggle of the earlier opening.
    _ = focus.targetChanged(to: .open)
    #expect(focus.targetChanged(to: .closed) == .backToOpener(nil))
  }

  @Test func followsTheEngineThroughAGestureThatReturns() {
    var drawer = Drawer(container: DrawerSize(width: 390, height: 844))
    var focus = DrawerFocusBookkeeping<String>(target: drawer.target)
    var changes: [DrawerFocusChange<String>] = []
    let events: [DrawerEvent] = [
      .down(at: DrawerPoint(x: 5, y: 400), time: 0),
      .move(at: DrawerPoint(x: 30, y: 400), time: 0.1),
      .move(at: DrawerPoint(x: 31, y: 400), time: 0.3),
      .up(at: DrawerPoint(x: 31, y: 400), time: 0.4),
    ]
    for event in events {
      drawer.handle(event)
      if let change = focus.targetChanged(to: drawer.target) { changes.append(change) }
    }
    #expect(drawer.target == .closed)
    #expect(changes.isEmpty)
  }

  @Test func theScreenChangeIsAnnouncedOncePerMoveUnlessTheOpenerTookFocus() {
    var focus = DrawerFocusBookkeeping<String>()
    var announces = focus.drawerRested()
    #expect(!announces)
    focus.noteOpenRequest(from: "toggle")
    _ = focus.targetChanged(to: .open)
    #expect(focus.isAnnouncementDue)
    announces = focus.drawerRested()
    #expect(announces)
    announces = focus.drawerRested()
    #expect(!announces)
    _ = focus.targetChanged(to: .closed)
    // An acknowledgement from another control does not count.
    focus.acknowledgeReturn(to: "other")
    #expect(focus.acknowledgedOpener == nil)
    focus.acknowledgeReturn(to: "toggle")
    #expect(focus.acknowledgedOpener == "toggle")
    announces = focus.drawerRested()
    #expect(!announces)
    let announcesNow = focus.openerDisappeared("toggle")
    #expect(announcesNow)
  }

  /// A closing that sends focus back to "toggle", after an opening that was announced.
  private func closedFromToggle() -> DrawerFocusBookkeeping<String> {
    var focus = DrawerFocusBookkeeping<String>()
    focus.noteOpenRequest(from: "toggle")
    _ = focus.targetChanged(to: .open)
    _ = focus.drawerRested()
    _ = focus.targetChanged(to: .closed)
    return focus
  }

  @Test func askingForFocusIsNotTakingIt() {
    // The toggle tries to take VoiceOver's focus but never sees it land (a toolbar item
    // VoiceOver cannot reach): the screen change is the fallback.
    var focus = closedFromToggle()
    focus.noteReturnAttempt(by: "toggle")
    #expect(focus.isReturnInFlight)
    #expect(focus.acknowledgedOpener == nil)
    var failedNow = focus.returnFailed(on: "toggle")
    #expect(!failedNow, "before the rest: the rest announces")
    let announces = focus.drawerRested()
    #expect(announces)
    failedNow = focus.returnFailed(on: "toggle")
    #expect(!failedNow, "announced once")
  }

  @Test func anAttemptInFlightAtTheRestHoldsTheAnnouncementForItsOutcome() {
    var failed = closedFromToggle()
    failed.noteReturnAttempt(by: "toggle")
    var announces = failed.drawerRested()
    #expect(!announces, "waiting to see where focus went")
    announces = failed.returnFailed(on: "toggle")
    #expect(announces, "it did not land: announce now")

    var landed = closedFromToggle()
    landed.noteReturnAttempt(by: "toggle")
    announces = landed.drawerRested()
    #expect(!announces)
    landed.acknowledgeReturn(to: "toggle")
    #expect(!landed.isAnnouncementDue && landed.acknowledgedOpener == "toggle")
    announces = landed.returnFailed(on: "toggle")
    #expect(!announces, "a landing seen is final")
  }

  @Test func aLandingSeenLateStillSilencesTheRest() {
    var focus = closedFromToggle()
    focus.noteReturnAttempt(by: "toggle")
    _ = focus.returnFailed(on: "toggle")
    focus.acknowledgeReturn(to: "toggle")
    let announces = focus.drawerRested()
    #expect(!announces)
  }

  @Test func anotherControlsOutcomeCountsForNothing() {
    var focus = closedFromToggle()
    focus.noteReturnAttempt(by: "other")
    #expect(!focus.isReturnInFlight)
    focus.noteReturnAttempt(by: "toggle")
    let failedNow = focus.returnFailed(on: "other")
    #expect(!failedNow && focus.isReturnInFlight)
    focus.acknowledgeReturn(to: "other")
    #expect(focus.acknowledgedOpener == nil)
  }

  @Test func anOpenerThatVanishesWithItsAttemptInFlightAnnouncesAtOnceAfterTheRest() {
    var focus = closedFromToggle()
    focus.noteReturnAttempt(by: "toggle")
    _ = focus.drawerRested()
    let announcesNow = focus.openerDisappeared("toggle")
    #expect(announcesNow)
  }
}
