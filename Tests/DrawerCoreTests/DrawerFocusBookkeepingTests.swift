import DrawerCore
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
}
