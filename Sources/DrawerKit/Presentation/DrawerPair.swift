#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import Observation
  internal import SwiftUI

  /// The drawers attached to the same content, at most one on each edge: a leading one and a
  /// trailing one, as `.drawer(…, edge: .leading)` and `.drawer(…, edge: .trailing)` chained on
  /// one view make them.
  ///
  /// The outer drawer's container hands it to its content (and only there: a drawer inside a
  /// drawer's menu is not its companion), the inner one registers with it. Each drawer's touch
  /// door asks it whether the other keeps the touches (``DrawerPairArbitration``), opening one
  /// closes the other, and a ``DrawerToggle`` for an edge finds that edge's drawer (observed,
  /// so that a toggle drawn before its drawer registered finds it once it has; drawers register
  /// when they appear, not on every update).
  @Observable
  @MainActor final class DrawerPair {
    /// The registered drawers, each with the edge it is attached to.
    private var members: [(edge: HorizontalEdge, state: WeakDrawerState)] = []

    /// A drawer's state, not kept alive by the pair.
    private struct WeakDrawerState {
      weak var state: DrawerState?
    }

    /// Registers `state` as the drawer on `edge`, replacing whatever was there.
    func register(_ state: DrawerState, edge: HorizontalEdge) {
      members.removeAll { $0.state.state == nil || $0.state.state === state || $0.edge == edge }
      members.append((edge, WeakDrawerState(state: state)))
      state.touchContext.companions = self
    }

    /// Removes `state`, whose container went away.
    func unregister(_ state: DrawerState) {
      members.removeAll { $0.state.state == nil || $0.state.state === state }
      if state.touchContext.companions === self { state.touchContext.companions = nil }
    }

    /// The drawer on `edge`, if one is registered.
    func state(for edge: HorizontalEdge) -> DrawerState? {
      members.first { $0.edge == edge }?.state.state
    }

    /// The other drawer than `state`, if there is one.
    func other(than state: DrawerState) -> DrawerState? {
      members.first { $0.state.state !== state && $0.state.state != nil }?.state.state
    }
  }

  extension EnvironmentValues {
    /// The drawers attached to the content this view is part of (``DrawerPair``); `nil` outside
    /// a drawer's content.
    @Entry var drawerPair: DrawerPair? = nil
  }

  /// Registers a drawer with the pair its container is part of, and keeps only one of the two
  /// open: when this drawer opens, the other closes.
  struct DrawerPairMembership: ViewModifier {
    let state: DrawerState
    let edge: HorizontalEdge
    let pair: DrawerPair

    func body(content: Content) -> some View {
      content
        .onAppear { pair.register(state, edge: edge) }
        .onChange(of: edge) { _, edge in pair.register(state, edge: edge) }
        .onDisappear { pair.unregister(state) }
        .onChange(of: state.target) { _, _ in
          guard let other = pair.other(than: state),
            let event = DrawerPairArbitration.eventForOther(
              whenOpening: state.engine, other: other.engine, time: other.clock())
          else { return }
          other.send(event)
        }
    }
  }
#endif
