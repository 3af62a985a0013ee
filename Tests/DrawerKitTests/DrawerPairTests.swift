#if canImport(SwiftUI)
  @_spi(DrawerKit) import DrawerCore
  import SwiftUI
  import Testing

  @testable import DrawerKit

  /// Two drawers on one content, as their containers register them in a pair. These run where
  /// SwiftUI exists; on Linux they are type-checked by `Scripts/check-apple-api.sh`.
  @MainActor
  @Suite struct DrawerPairTests {
    private let phone = DrawerSize(width: 390, height: 844)

    private func makeState(isOpen: Bool = false, edge: DrawerEdge) -> DrawerState {
      var configuration = DrawerConfiguration()
      configuration.edge = edge
      let state = DrawerState(isOpen: isOpen, configuration: configuration, clock: { 1000 })
      state.resize(to: phone)
      return state
    }

    /// A pair with `channels` on the leading edge and `members` on the trailing one, each
    /// registered by a container of its own.
    private func pairUp(_ channels: DrawerState, _ members: DrawerState) -> DrawerPair {
      let pair = DrawerPair()
      pair.register(channels, edge: .leading, container: ObjectIdentifier(DrawerPairContainer()))
      pair.register(members, edge: .trailing, container: ObjectIdentifier(DrawerPairContainer()))
      return pair
    }

    @Test func aReplacedContainerDoesNotUnpairTheStateItPresented() {
      let pair = DrawerPair()
      let channels = makeState(edge: .leading)
      let members = makeState(edge: .trailing)
      let first = DrawerPairContainer()
      let second = DrawerPairContainer()
      let membersContainer = DrawerPairContainer()
      pair.register(members, edge: .trailing, container: ObjectIdentifier(membersContainer))
      pair.register(channels, edge: .leading, container: ObjectIdentifier(first))
      // The content gets a new identity: a new container presents the same state and the outer
      // drawer takes it in again before the old container's disappearance is told.
      pair.register(channels, edge: .leading, container: ObjectIdentifier(second))
      pair.unregister(channels, container: ObjectIdentifier(first))
      #expect(pair.contains(channels))
      #expect(pair.other(than: members) === channels)
      #expect(channels.touchContext.companions === pair)
      // The container that presents it now going away does unpair it.
      pair.unregister(channels, container: ObjectIdentifier(second))
      #expect(!pair.contains(channels))
      #expect(channels.touchContext.companions == nil)
    }

    @Test func theDrawerThatMakesWayClosesWithoutTakingFocusBack() {
      let channels = makeState(edge: .leading)
      let members = makeState(isOpen: true, edge: .trailing)
      channels.open()
      members.makeWay(forOpening: channels)
      #expect(!members.isOpen)
      #expect(members.focusRequest == nil)
      // A drawer shown as a permanent sidebar is not closed.
      let sidebar = makeState(isOpen: true, edge: .trailing)
      sidebar.setLayoutMode(.sidebar)
      sidebar.makeWay(forOpening: channels)
      #expect(sidebar.isOpen)
    }

    /// Two drawers that start open keep one open once both are laid out: the trailing one
    /// closes, taking no focus; two columns kept open keep both until a narrow window turns them
    /// into modal drawers.
    @Test func twoDrawersFoundOpenTogetherKeepTheLeadingOne() {
      let channels = makeState(isOpen: true, edge: .leading)
      let members = makeState(isOpen: true, edge: .trailing)
      let pair = pairUp(channels, members)
      #expect(channels.isOpen && members.isOpen, "not laid out yet: neither knows its mode")
      channels.setLayoutMode(.sidebar)
      members.setLayoutMode(.sidebar)
      #expect(channels.isOpen && members.isOpen, "two columns beside the content")
      channels.setLayoutMode(.modal)
      #expect(members.isOpen, "a column covers nothing")
      members.setLayoutMode(.modal)
      #expect(channels.isOpen)
      #expect(!members.isOpen)
      #expect(members.focusRequest == nil)
      #expect(pair.contains(channels) && pair.contains(members), "both stay paired")
    }

    /// A drawer its content names (`drawerTitle(_:)`) is spoken by its name: its toggle says
    /// "Open Members", not "Open menu"; an unnamed drawer keeps "Open menu".
    @Test func aNamedDrawersToggleSaysItsName() {
      let members = Text("Members")
      let named: [DrawerToggleState.Action] = [.openMenu, .closeMenu, .showSidebar, .hideSidebar]
      for action in named {
        #expect(
          DrawerStrings.toggleLabel(action, title: members) != DrawerStrings.toggleLabel(action),
          "\(action) says the drawer's name")
        #expect(
          DrawerStrings.toggleLabel(action, title: members)
            != DrawerStrings.toggleLabel(action, title: Text("Channels")))
      }
      #expect(
        DrawerStrings.toggleLabel(.openMenu, title: members)
          != DrawerStrings.toggleLabel(.closeMenu, title: members))
      #expect(DrawerStrings.toggleLabel(.openMenu) == DrawerStrings.openMenu)
      #expect(DrawerStrings.toggleLabel(.hideSidebar) == DrawerStrings.hideSidebar)
    }

    /// Two drawers presented open, laid out as modal drawers at launch: the trailing one is put
    /// back closed before anyone sees it, with no spring and no `onDismiss`.
    @Test func twoDrawersOpenAtLaunchShowOnlyTheLeadingOne() {
      let channels = makeState(isOpen: true, edge: .leading)
      let members = makeState(isOpen: true, edge: .trailing)
      let pair = pairUp(channels, members)
      members.setLayoutMode(.modal)
      channels.setLayoutMode(.modal)
      #expect(channels.isOpen)
      #expect(!members.isOpen)
      #expect(members.phase == .resting, "closed at once, no spring seen at launch")
      #expect(members.dismissalCount == 0)
      #expect(pair.contains(channels) && pair.contains(members), "both stay paired")
    }

    /// The outer drawer takes in the inner one after both were laid out (the preference arrives
    /// a pass later): still at launch, so the one that makes way closes at once, without
    /// `onDismiss`.
    @Test func aDrawerJoiningThePairAfterBothLayoutsClosesAtOnce() {
      let channels = makeState(isOpen: true, edge: .leading)
      let members = makeState(isOpen: true, edge: .trailing)
      channels.setLayoutMode(.modal)
      members.setLayoutMode(.modal)
      let pair = pairUp(channels, members)
      #expect(channels.isOpen && !members.isOpen)
      #expect(members.phase == .resting)
      #expect(members.dismissalCount == 0)
      #expect(pair.contains(channels) && pair.contains(members), "both stay paired")
    }

    /// A drawer opened beside one locked open stays open: the locked one cannot make way, and
    /// the one that opened is not closed for it.
    @Test func aDrawerOpenedBesideOneLockedOpenStaysOpen() {
      var locked = DrawerConfiguration()
      locked.lockMode = .lockedOpen
      let channels = DrawerState(isOpen: true, configuration: locked, clock: { 1000 })
      channels.resize(to: phone)
      let members = makeState(edge: .trailing)
      let pair = pairUp(channels, members)
      channels.setLayoutMode(.modal)
      members.setLayoutMode(.modal)
      members.open()
      pair.opened(members)
      #expect(members.isOpen, "the drawer that opened stays")
      #expect(channels.isOpen, "locked open")
      #expect(members.dismissalCount == 0)
    }

    /// Two columns each opened by the person, turned into modal drawers in one update: the one
    /// opened last stays, whichever container SwiftUI lays out first.
    @Test(arguments: [true, false])
    func twoColumnsTurnedIntoDrawersKeepTheOneOpenedLast(leadingLaidOutFirst: Bool) {
      final class Clock { var now = 1000.0 }
      let clock = Clock()
      func make(_ edge: DrawerEdge) -> DrawerState {
        var configuration = DrawerConfiguration()
        configuration.edge = edge
        let state = DrawerState(isOpen: false, configuration: configuration, clock: { clock.now })
        state.resize(to: phone)
        return state
      }
      let channels = make(.leading)
      let members = make(.trailing)
      let pair = pairUp(channels, members)
      channels.setLayoutMode(.sidebar)
      members.setLayoutMode(.sidebar)
      channels.open()
      clock.now += 5
      members.open()
      clock.now += 5
      let order = leadingLaidOutFirst ? [channels, members] : [members, channels]
      for state in order { state.setLayoutMode(.modal) }
      #expect(members.isOpen, "opened last: it stays")
      #expect(!channels.isOpen)
      #expect(pair.contains(channels) && pair.contains(members), "both stay paired")
    }

    /// A column kept open that a narrower window turns into a modal drawer makes way for the
    /// modal drawer the person opened beside it, whichever edge each is on.
    @Test func aColumnTurnedIntoADrawerMakesWayForTheOpenDrawer() {
      let channels = makeState(isOpen: true, edge: .leading)
      let members = makeState(edge: .trailing)
      let pair = pairUp(channels, members)
      channels.setLayoutMode(.sidebar)
      members.setLayoutMode(.modal)
      members.open()
      #expect(channels.isOpen && members.isOpen, "a drawer beside a column")
      channels.setLayoutMode(.modal)
      #expect(members.isOpen, "the drawer the person opened stays")
      #expect(!channels.isOpen)
      #expect(pair.contains(channels) && pair.contains(members), "both stay paired")
    }
  }
#endif
