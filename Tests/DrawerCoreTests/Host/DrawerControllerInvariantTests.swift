@_spi(DrawerKit) import DrawerCore
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

  /// Random sequences with locks and waits for the drawer to look at rest: a visual wait
  /// completes only when the drawer looks still, never under a finger and never after the rest;
  /// the content is blocked only over an open drawer that has rested; a lock holds against the
  /// person's closing and toggling, which never make the move it forbids.
  @Test(arguments: [7, 11, 99, 2027] as [UInt64])
  func visualWaitsLocksAndBlockingHoldWhateverHappens(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var controller = DrawerController<Int>(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone)
    var time = 0.0
    var waiting = 0
    let locks: [DrawerLockMode] = [.unlocked, .unlocked, .lockedOpen, .lockedClosed]
    for _ in 0..<2000 {
      time += Double(random.next() % 40) / 1000
      let before = controller.drawer.target
      let lock = controller.drawer.configuration.lockMode
      let point = DrawerPoint(
        x: Double(random.next() % 390), y: 300 + Double(random.next() % 200))
      var step = DrawerControllerStep()
      var byPerson = false
      switch random.next() % 10 {
      case 0: step = controller.close(time: time)
      case 1:
        step = controller.toggle(from: Int(random.next() % 3), time: time)
        byPerson = true
      case 2:
        step = controller.report(
          .began(start: point, startTime: time, location: point, time: time))
      case 3: step = controller.report(.moved(to: point, time: time))
      case 4: step = controller.report(.ended(at: point, time: time))
      case 5:
        step = controller.closeByPerson(time: time)
        byPerson = true
      case 6: step = controller.setLockMode(locks[Int(random.next() % 4)], time: time)
      case 7:
        if controller.waitForVisualRest() == nil { waiting += 1 }
        #expect(controller.pendingVisualWaits == waiting, "seed \(seed)")
        continue
      case 8: step = controller.open(time: time)
      default: step = controller.advance(to: controller.wakeTime ?? time)
      }
      if byPerson {
        // A lock forbids one move: closing an open drawer, or opening a closed one.
        let after = controller.drawer.target
        #expect(!(lock == .lockedOpen && before == .open && after == .closed), "seed \(seed)")
        #expect(!(lock == .lockedClosed && before == .closed && after == .open), "seed \(seed)")
      }
      if let rest = step.visualRest {
        #expect(controller.isVisuallyAtRest && !controller.drawer.isTracking, "seed \(seed)")
        #expect(rest == controller.drawer.target, "seed \(seed)")
        #expect(step.completedVisualWaits == waiting, "seed \(seed)")
        waiting = 0
      }
      if step.rest != nil { #expect(waiting == 0, "seed \(seed): looked still by the rest") }
      #expect(controller.pendingVisualWaits == waiting, "seed \(seed)")
      let reach = controller.modality(isContentInteractive: false)
      if reach.blocksContent {
        #expect(controller.drawer.target == .open && controller.hasRestedOpen, "seed \(seed)")
      }
      if controller.drawer.target == .closed { #expect(!controller.hasRestedOpen) }
      #expect(reach.coversContent == (controller.drawer.target == .open), "seed \(seed)")
    }
  }
}
