import DrawerCore
import Testing

/// Random sequences of touches, commands, frames and waits: whatever happens, a wait completes
/// exactly when the drawer comes to rest, and every completion says where it rests.
@Suite struct DrawerControllerInvariantTests {
  @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
  func waitsCompleteExactlyWhenTheDrawerRests(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var controller = DrawerController<Int>(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone)
    var time = 0.0
    var waiting = 0
    var presented = false
    for _ in 0..<2000 {
      time += Double(random.next() % 40) / 1000
      let step: DrawerControllerStep
      let point = DrawerPoint(
        x: Double(random.next() % 390), y: 300 + Double(random.next() % 200))
      switch random.next() % 9 {
      case 0: step = controller.open(animated: random.next() % 4 != 0, time: time)
      case 1: step = controller.close(animated: random.next() % 4 != 0, time: time)
      case 2: step = controller.toggle(from: Int(random.next() % 3), time: time)
      case 3:
        step = controller.report(
          .began(start: point, startTime: time, location: point, time: time))
      case 4: step = controller.report(.moved(to: point, time: time))
      case 5: step = controller.report(.ended(at: point, time: time))
      case 6: step = controller.closeByPerson(time: time)
      case 7:
        if controller.waitForRest() == nil { waiting += 1 }
        #expect(controller.pendingWaits == waiting, "seed \(seed)")
        continue
      default: step = controller.advance(to: time)
      }
      if controller.drawer.target == .open { presented = true }
      if step.rest != nil {
        #expect(controller.isAtRest, "seed \(seed)")
        #expect(step.rest == controller.drawer.target, "seed \(seed)")
        #expect(step.completedWaits == waiting, "seed \(seed)")
        #expect(step.dismissed == (presented && step.rest == .closed), "seed \(seed)")
        if step.dismissed { presented = false }
        waiting = 0
      } else {
        #expect(step.completedWaits == 0, "seed \(seed)")
      }
      #expect(controller.pendingWaits == waiting, "seed \(seed)")
      if controller.isAtRest { #expect(waiting == 0, "seed \(seed)") }
    }
  }
}
