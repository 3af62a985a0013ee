@_spi(DrawerKit) import DrawerCore
import Testing

/// Where focus goes, and when the screen change is announced, as a drawer opens and closes.
@Suite struct DrawerControllerFocusTests {
  private func makeController(initial: DrawerRestState = .closed) -> DrawerController<String> {
    DrawerController(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone, initial: initial)
  }

  /// Advances until the drawer rests; returns the step that brought it to rest.
  @discardableResult
  private func settle(_ controller: inout DrawerController<String>) throws -> DrawerControllerStep {
    let restTime = try #require(controller.drawer.restTime)
    return controller.advance(to: restTime)
  }

  /// A drawer opened from "toggle", come to rest, its opening announced.
  private func openedByToggle() throws -> DrawerController<String> {
    var controller = makeController()
    controller.toggle(from: "toggle", time: 1)
    try settle(&controller)
    _ = controller.takeRestAnnouncement()
    return controller
  }

  @Test func keyboardFocusMovesAtTheCommandAndTheScreenChangeWaitsForRest() throws {
    var controller = makeController()
    controller.toggle(from: "toggle", time: 1)
    #expect(controller.focusRequest?.change == .intoDrawer)
    // Still sliding: nothing to announce yet, and asking does not use the announcement up.
    var announces = controller.takeRestAnnouncement()
    #expect(!announces)
    let rested = try settle(&controller)
    #expect(rested.rest == .open)
    announces = controller.takeRestAnnouncement()
    #expect(announces)
    announces = controller.takeRestAnnouncement()
    #expect(!announces)
  }

  @Test func anOpenerThatTakesFocusBackSilencesTheScreenChange() throws {
    var controller = try openedByToggle()
    controller.closeByPerson(time: 2)
    let request = try #require(controller.focusRequest)
    #expect(request.change == .backToOpener("toggle"))
    controller.focusReturnBegan(request)
    controller.acknowledgeFocus(request)
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(!announces)
  }

  @Test func aReturnThatDoesNotLandFallsBackToAScreenChange() throws {
    var controller = try openedByToggle()
    // A close without animation rests in the same step as the request: the announcement must
    // wait for the toggle's attempt, or it would land over it.
    controller.close(animated: false, time: 2)
    let request = try #require(controller.focusRequest)
    controller.focusReturnBegan(request)
    var announces = controller.takeRestAnnouncement()
    #expect(!announces, "the attempt is in flight")
    // The toggle looks a moment later: VoiceOver's focus is not on it.
    announces = controller.focusReturnFailed(request)
    #expect(announces)
    announces = controller.takeRestAnnouncement()
    #expect(!announces, "once")
  }

  @Test func aFailureReportedBeforeTheRestIsAnnouncedAtTheRest() throws {
    var controller = try openedByToggle()
    controller.closeByPerson(time: 2)
    let request = try #require(controller.focusRequest)
    controller.focusReturnBegan(request)
    let now = controller.focusReturnFailed(request)
    #expect(!now, "still closing")
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(announces)
    #expect(
      DrawerController<String>.focusReturnCheckDelay
        < DrawerSpring.default.settlingTime(from: 300, velocity: 0),
      "judged before the default spring's close rests")
  }

  @Test func anOpenerThatIsGoneGetsAScreenChangeInstead() throws {
    var controller = makeController()
    controller.toggle(from: "toolbar-toggle", time: 1)
    try settle(&controller)
    _ = controller.takeRestAnnouncement()
    // Choosing a row replaced the screen: nobody acknowledges.
    controller.close(time: 2)
    #expect(controller.focusRequest?.change == .backToOpener("toolbar-toggle"))
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(announces)
  }

  @Test func aGestureOpeningReturnsFocusToTheContentWithAScreenChange() throws {
    var controller = makeController(initial: .open)
    controller.close(time: 1)
    #expect(controller.focusRequest?.change == .backToOpener(nil))
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(announces)
  }

  @Test func aStaleOrForeignAcknowledgementIsIgnored() throws {
    var controller = makeController()
    controller.toggle(from: "toggle", time: 1)
    try settle(&controller)
    controller.close(time: 2)
    let first = try #require(controller.focusRequest)
    controller.open(time: 2.05)
    controller.close(time: 2.1)
    // The toggle acts on the request before last: it no longer stands.
    controller.acknowledgeFocus(first)
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(announces)
  }

  @Test func anOpenerThatTookFocusAndThenVanishesCallsForAScreenChange() throws {
    var controller = try openedByToggle()
    controller.close(time: 2)
    controller.acknowledgeFocus(try #require(controller.focusRequest))
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(!announces)
    // The selection applied at rest replaces the screen and its toolbar.
    var announcesNow = controller.openerDisappeared("toggle", time: controller.drawer.time + 0.05)
    #expect(announcesNow)
    announcesNow = controller.openerDisappeared("toggle", time: controller.drawer.time + 0.05)
    #expect(!announcesNow)
  }

  @Test func anOpenerThatVanishesBeforeTheRestIsAnnouncedAtTheRest() throws {
    var controller = try openedByToggle()
    controller.close(time: 2)
    controller.acknowledgeFocus(try #require(controller.focusRequest))
    let announcesNow = controller.openerDisappeared("toggle", time: controller.drawer.time + 0.05)
    #expect(!announcesNow)
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(announces)
  }

  /// A choice in the menu that switches the floating tab bar's tab: the toggle took VoiceOver's
  /// focus back a quarter second into the close, the choice applies when the drawer looks closed
  /// and hides the toggle's tab (kept, not removed). Its ceasing to show counts as its going
  /// away: the new screen is announced once, so VoiceOver is not left on a hidden control.
  @Test func anOpenersTabThatStopsShowingAtTheVisualRestIsAnnouncedOnce() throws {
    var controller = try openedByToggle()
    controller.close(time: 2)
    let request = try #require(controller.focusRequest)
    controller.focusReturnBegan(request)
    controller.acknowledgeFocus(request)
    let visualRest = try #require(controller.visualRestTime)
    let restTime = try #require(controller.drawer.restTime)
    #expect(visualRest < restTime)
    controller.advance(to: visualRest)
    var announcements = controller.openerDisappeared("toggle", time: visualRest) ? 1 : 0
    controller.advance(to: restTime)
    if controller.takeRestAnnouncement() { announcements += 1 }
    #expect(announcements == 1)
    let again = controller.openerDisappeared("toggle", time: restTime + 0.1)
    #expect(!again, "only once")
  }

  @Test func anotherControlVanishingChangesNothing() throws {
    var controller = makeController()
    controller.toggle(from: "toggle", time: 1)
    try settle(&controller)
    controller.close(time: 2)
    controller.acknowledgeFocus(try #require(controller.focusRequest))
    try settle(&controller)
    _ = controller.takeRestAnnouncement()
    let announcesNow = controller.openerDisappeared("another", time: controller.drawer.time + 0.05)
    #expect(!announcesNow)
  }

  @Test func besideAPermanentSidebarNothingIsAnnounced() throws {
    var controller = makeController()
    controller.setLayoutMode(.sidebar)
    controller.open(time: 1)
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(!announces)
  }

  @Test func requestsAreNumberedSoThatEqualMovesAreBothSeen() throws {
    var controller = makeController()
    controller.open(animated: false, time: 1)
    let first = try #require(controller.focusRequest)
    controller.close(animated: false, time: 2)
    controller.open(animated: false, time: 3)
    let second = try #require(controller.focusRequest)
    #expect(first.change == second.change)
    #expect(second.serial == first.serial + 2)
  }

  @Test func leavingTheScreenLongAfterTheCloseAnnouncesNothing() throws {
    var controller = makeController()
    controller.toggle(from: "toggle", time: 1)
    try settle(&controller)
    controller.close(time: 2)
    controller.acknowledgeFocus(try #require(controller.focusRequest))
    try settle(&controller)
    _ = controller.takeRestAnnouncement()
    // A push a minute later takes the toolbar's toggle away: that is navigation, not focus lost
    // by the drawer.
    let late = controller.drawer.time + 60
    let announces = controller.openerDisappeared("toggle", time: late)
    #expect(!announces)
  }

  // MARK: Keyboard focus kept in the open drawer

  @Test func keyboardFocusThatWalksIntoTheContentIsSentBackOnceForEachMove() throws {
    var controller = try openedByToggle()
    let opening = try #require(controller.focusRequest)
    let withinDrawer = controller.keyboardFocusMoved(to: .drawer, isContentInteractive: false)
    #expect(!withinDrawer)
    #expect(controller.focusRequest == opening, "a move inside the drawer changes nothing")
    let intoContent = controller.keyboardFocusMoved(to: .content, isContentInteractive: false)
    #expect(intoContent)
    let first = try #require(controller.focusRequest)
    #expect(first.change == .backIntoDrawer && first.serial == opening.serial + 1)
    // Tab again: a second refusal is a new request, so the menu acts on it too.
    let again = controller.keyboardFocusMoved(to: .content, isContentInteractive: false)
    #expect(again)
    #expect(controller.focusRequest?.serial == first.serial + 1)
    let announces = controller.takeRestAnnouncement()
    #expect(!announces, "keyboard focus moves announce nothing to VoiceOver")
  }

  @Test func focusLeavingForASheetOrNowhereOrBesideInteractiveContentIsLetBe() throws {
    var controller = try openedByToggle()
    let opening = controller.focusRequest
    let toNowhere = controller.keyboardFocusMoved(to: nil, isContentInteractive: false)
    #expect(!toNowhere)
    let besideInteractiveContent = controller.keyboardFocusMoved(
      to: .content, isContentInteractive: true)
    #expect(!besideInteractiveContent)
    #expect(controller.focusRequest == opening)
  }

  @Test func aRefusalNeitherHappensAfterTheCloseNorSpoilsTheReturnToTheToggle() throws {
    var controller = try openedByToggle()
    controller.closeByPerson(time: 2)
    let back = try #require(controller.focusRequest)
    // Focus going back to the toggle, in the content, is the close's own move.
    let toTheToggle = controller.keyboardFocusMoved(to: .content, isContentInteractive: false)
    #expect(!toTheToggle)
    #expect(controller.focusRequest == back)
    controller.focusReturnBegan(back)
    controller.acknowledgeFocus(back)
    try settle(&controller)
    let announces = controller.takeRestAnnouncement()
    #expect(!announces, "the toggle took focus back")
  }

  @Test func aDrawerMakingWayForTheOtherLeavesFocusToIt() throws {
    // The members drawer was opened from its toggle; the channels drawer opens on the other
    // edge. Members closes without sending focus back to its toggle (behind the channels
    // drawer now) and without announcing a screen change: the channels drawer does both.
    var members = try openedByToggle()
    var channels = DrawerController<String>(
      configuration: DrawerConfiguration(edge: .trailing, width: .fixed(300)), container: phone)
    channels.toggle(from: "channels-button", time: 2)
    #expect(channels.focusRequest?.change == .intoDrawer)
    let madeWay = members.makeWayEvent(forOpening: channels.drawer, shownAs: .modal, time: 2)
    let event = try #require(madeWay)
    members.send(event)
    #expect(members.drawer.target == .closed)
    #expect(members.focusRequest == nil)
    let rested = try settle(&members)
    #expect(rested.rest == .closed)
    #expect(rested.dismissed, "the presentation still hears it closed")
    let announces = members.takeRestAnnouncement()
    #expect(!announces)
    // Already closed: nothing more to do.
    #expect(members.makeWayEvent(forOpening: channels.drawer, shownAs: .modal, time: 3) == nil)
  }

  @Test func aDrawerMakesNoWayBesideASidebarOrUnderItsLock() throws {
    var members = try openedByToggle()
    var channels = DrawerController<String>(
      configuration: DrawerConfiguration(edge: .trailing, width: .fixed(300)), container: phone)
    channels.open(time: 2)
    #expect(members.makeWayEvent(forOpening: channels.drawer, shownAs: .sidebar, time: 2) == nil)
    members.setLayoutMode(.sidebar)
    #expect(members.makeWayEvent(forOpening: channels.drawer, shownAs: .modal, time: 2) == nil)
    members.setLayoutMode(.modal)
    var locked = members.drawer.configuration
    locked.lockMode = .lockedOpen
    members.configure(locked, time: 2)
    #expect(members.makeWayEvent(forOpening: channels.drawer, shownAs: .modal, time: 2) == nil)
    #expect(members.drawer.target == .open)
  }

  /// Only a person's or the app's opening counts as one: a drawer created or restored open has
  /// no opening time, one opened by its toggle, a command or a drag has the time it set off.
  @Test func anOpeningIsAPersonsOrTheAppsNotARestoration() {
    var restored = DrawerController<String>(container: phone)
    restored.restore(DrawerRestoration(isOpen: true), time: 1)
    #expect(restored.drawer.isOpen && restored.lastOpeningTime == nil)
    let created = DrawerController<String>(container: phone, initial: .open)
    #expect(created.lastOpeningTime == nil)
    var commanded = DrawerController<String>(container: phone)
    commanded.open(animated: false, time: 2)
    #expect(commanded.lastOpeningTime == 2)
    var toggled = DrawerController<String>(container: phone)
    toggled.toggle(from: "menu-button", time: 3)
    #expect(toggled.lastOpeningTime == 3)
    var dragged = DrawerController<String>(container: phone)
    dragged.reportSwipe(
      from: DrawerPoint(x: 5, y: 400), through: DrawerPoint(x: 160, y: 402),
      to: DrawerPoint(x: 240, y: 404), at: 4, liftAfter: 0.1)
    #expect(dragged.drawer.target == .open)
    #expect(dragged.lastOpeningTime != nil)
  }

  /// Found open beside the other at the first layout, a drawer is put back closed at once, with
  /// no spring and no dismissal; making way later, for the other's opening, it closes on its
  /// spring and is dismissed. Either way it takes no focus back.
  @Test func aDrawerFoundOpenBesideTheOtherAtTheFirstLayoutClosesAtOnce() throws {
    let channels = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone, initial: .open)
    var restored = DrawerController<String>(
      configuration: DrawerConfiguration(edge: .trailing, width: .fixed(300)), container: phone)
    restored.restore(DrawerRestoration(isOpen: true), time: 1)
    let way = DrawerPairArbitration.edgeMakingWay(
      leading: channels, trailing: restored.drawer, time: 2)
    let decided = try #require(way)
    #expect(decided.edge == .trailing, "neither opened by a person or the app: the leading stays")
    #expect(decided.event == .close(animated: true, time: 2))
    let atOnce = restored.makingWay(with: decided.event, atFirstLayout: true)
    #expect(atOnce == .close(animated: false, time: 2))
    let step = restored.send(atOnce)
    #expect(restored.isAtRest && !restored.drawer.isOpen)
    #expect(!step.dismissed, "nobody saw it close: onDismiss is not called")
    #expect(restored.focusRequest == nil)

    var opened = try openedByToggle()
    let sprung = opened.makingWay(with: .close(animated: true, time: 2), atFirstLayout: false)
    #expect(sprung == .close(animated: true, time: 2))
    opened.send(sprung)
    #expect(opened.focusRequest == nil, "no focus back to its toggle")
    let rested = try settle(&opened)
    #expect(rested.dismissed)
  }
}
