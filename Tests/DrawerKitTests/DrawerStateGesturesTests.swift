#if canImport(SwiftUI)
  @_spi(DrawerKit) import DrawerCore
  import Foundation
  import Testing

  @testable import DrawerKit

  /// What the gesture bridges read from `DrawerState` while they report a touch. These run where
  /// SwiftUI exists; on Linux they are type-checked by `Scripts/check-apple-api.sh`.
  @MainActor
  @Suite struct DrawerStateGesturesTests {
    private func makeState(isOpen: Bool = false) -> DrawerState {
      let state = DrawerState(
        isOpen: isOpen, configuration: DrawerConfiguration(), clock: { 0 })
      state.resize(to: DrawerSize(width: 390, height: 844))
      return state
    }

    @discardableResult
    private func down(_ state: DrawerState, at point: DrawerPoint, time: Double = 1)
      -> DrawerGestureDecision
    {
      state.report(.began(start: point, startTime: time, location: point, time: time))
    }

    @Test func aClosedDrawerRefusesTouchesOutsideItsEdgeStrip() {
      let state = makeState()
      #expect(state.canEverBeginTouch(at: DrawerPoint(x: 8, y: 400), time: 1))
      #expect(state.canEverBeginTouch(at: DrawerPoint(x: -30, y: 400), time: 1))
      #expect(!state.canEverBeginTouch(at: DrawerPoint(x: 200, y: 400), time: 1))
      #expect(makeState(isOpen: true).canEverBeginTouch(at: DrawerPoint(x: 200, y: 400), time: 1))
    }

    @Test func anEdgeSwipeWaitsThenBegins() {
      let state = makeState()
      #expect(down(state, at: DrawerPoint(x: 4, y: 400)) == .wait)
      #expect(state.report(.moved(to: DrawerPoint(x: 30, y: 401), time: 1.02)) == .begin)
      state.report(.ended(at: DrawerPoint(x: 30, y: 401), time: 1.03))
      #expect(!state.isTouching)
    }

    @Test func aCatchOnTheRecognisersPathWaitsAndHoldsTheDrawerUntilTheClaim() {
      let state = makeState()
      state.configure(
        edge: .leading, layoutDirection: .leftToRight, width: .default, openZone: .default,
        spring: .default, closesOnScrimTap: true, claimPolicy: .explicit)
      state.open()
      // The timeline drew a frame 40 ms in; the finger's sample is from 30 ms.
      state.frameDidAdvance(to: Date(timeIntervalSinceReferenceDate: 0.04))
      let drawn = state.drawer.offset(at: 0.04)
      #expect(down(state, at: DrawerPoint(x: 20, y: 400), time: 0.03) == .wait)
      #expect(state.drawer.offset(at: 0.05) == drawn, "held where the frame drew it")
      #expect(state.report(.moved(to: DrawerPoint(x: 34, y: 401), time: 0.05)) == .begin)
      #expect(state.drawer.offset(at: 0.05) == drawn, "not before the claim")
      state.report(.claimed(time: 0.051))
      state.report(.moved(to: DrawerPoint(x: 54, y: 401), time: 0.06))
      #expect(state.drawer.offset(at: 0.06) == drawn + 20)
    }

    @Test func aVerticalScrollFails() {
      let state = makeState(isOpen: true)
      down(state, at: DrawerPoint(x: 200, y: 400))
      #expect(state.report(.moved(to: DrawerPoint(x: 201, y: 430), time: 1.02)) == .fail)
      // The recogniser's reset reports the touch cancelled: the drawer stays open and still.
      state.report(.cancelled(time: 1.05))
      #expect(state.isOpen)
      #expect(state.phase == .resting)
      #expect(!state.isTouching)
    }

    @Test func aTouchInProgressEndsWhenTheDrawersViewGoesAway() {
      let state = makeState()
      down(state, at: DrawerPoint(x: 4, y: 400))
      state.report(.moved(to: DrawerPoint(x: 60, y: 401), time: 1.02))
      #expect(state.isTouching)
      state.containerDisappeared()
      #expect(!state.isTouching)
      #expect(state.phase != .dragging)
    }

    @Test func anyScreenThatAsksSwitchesTheGesturesOff() {
      var value = DrawerGestureDisabledKey.defaultValue
      #expect(!value)
      DrawerGestureDisabledKey.reduce(value: &value) { true }
      DrawerGestureDisabledKey.reduce(value: &value) { false }
      #expect(value)
    }
  }
#endif
