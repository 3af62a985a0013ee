@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerPresentationSyncTests {
  private let phone = DrawerSize(width: 390, height: 844)

  @Test(arguments: [false, true], [DrawerRestState.open, .closed])
  func aCommandIsNeededOnlyWhenTheSidesDisagree(isPresented: Bool, rest: DrawerRestState) {
    let drawer = Drawer(container: phone, initial: rest)
    let command = DrawerPresentationSync.command(isPresented: isPresented, drawer: drawer)
    if isPresented == (rest == .open) {
      #expect(command == nil)
    } else {
      #expect(command == (isPresented ? .open : .close))
    }
  }

  @Test func applyingEveryAnswerConvergesInOneStep() {
    var drawer = Drawer(container: phone)
    var isPresented = true
    if let command = DrawerPresentationSync.command(isPresented: isPresented, drawer: drawer) {
      drawer.handle(command.event(animated: true, time: 1))
    }
    #expect(drawer.isOpen)
    #expect(DrawerPresentationSync.bindingValue(isPresented: isPresented, drawer: drawer) == nil)
    #expect(DrawerPresentationSync.command(isPresented: isPresented, drawer: drawer) == nil)

    // A fling closes the drawer: the binding follows at the release, not at rest.
    drawer.advance(to: 5)
    drawer.handle(.down(at: DrawerPoint(x: 200, y: 400), time: 6))
    drawer.handle(.move(at: DrawerPoint(x: 150, y: 400), time: 6.016))
    drawer.handle(.move(at: DrawerPoint(x: 90, y: 400), time: 6.032))
    drawer.handle(.up(at: DrawerPoint(x: 90, y: 400), time: 6.034))
    #expect(drawer.isSettling)
    let value = DrawerPresentationSync.bindingValue(isPresented: isPresented, drawer: drawer)
    #expect(value == false)
    isPresented = value ?? isPresented
    #expect(DrawerPresentationSync.command(isPresented: isPresented, drawer: drawer) == nil)
  }

  @Test func aDragInProgressKeepsTheBindingWhereTheDrawerStarted() {
    var drawer = Drawer(container: phone, initial: .open)
    drawer.handle(.down(at: DrawerPoint(x: 200, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 100, y: 400), time: 0.05))
    #expect(drawer.isTracking)
    #expect(DrawerPresentationSync.bindingValue(isPresented: true, drawer: drawer) == nil)
  }

  @Test func commandsCarryTheirTargetAndTime() {
    #expect(DrawerCommand.open.event(animated: false, time: 2) == .open(animated: false, time: 2))
    #expect(DrawerCommand.close.event(animated: true, time: 3) == .close(animated: true, time: 3))
    for command in DrawerCommand.allCases {
      #expect(DrawerCommand(target: command.target) == command)
    }
  }
}
