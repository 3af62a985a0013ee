#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import Observation
  internal import SwiftUI

  /// The drawers attached to the same content, at most one on each edge: a leading one and a
  /// trailing one, as `.drawer(…, edge: .leading)` and `.drawer(…, edge: .trailing)` chained on
  /// one view make them.
  ///
  /// Every drawer's container owns one and registers its drawer in it. The inner drawer of a
  /// chain says it is there with a preference (``DrawerChainLink``), which the outer container
  /// reads from its content and registers in its own pair: a preference travels up the view
  /// tree only, never out of a sheet or a popover, so a drawer in a sheet presented from the
  /// content is not taken for a companion, and a drawer inside a drawer's content is not either
  /// (the drawer's column is not read). Each drawer's touch door asks its pair whether the other
  /// keeps the touches (``DrawerPairArbitration``), opening one closes the other, and a
  /// ``DrawerToggle`` for an edge finds that edge's drawer (observed, so that a toggle drawn
  /// before its drawer registered finds it once it has).
  @Observable
  @MainActor final class DrawerPair {
    /// The registered drawers, each with the edge it is attached to and the container that
    /// presents it (its ``DrawerPairMembership``'s identity).
    private var members:
      [(edge: HorizontalEdge, state: WeakDrawerState, container: ObjectIdentifier)] = []

    /// A drawer's state, not kept alive by the pair.
    private struct WeakDrawerState {
      weak var state: DrawerState?
    }

    /// Registers `state` as the drawer on `edge`, presented by `container`, replacing whatever
    /// was there, and takes it out of the pair it was in before (its own, until the outer drawer
    /// of its chain found it).
    func register(_ state: DrawerState, edge: HorizontalEdge, container: ObjectIdentifier) {
      if let previous = state.touchContext.companions, previous !== self {
        previous.remove(state)
      }
      let isNew = !contains(state)
      members.removeAll { $0.state.state == nil || $0.state.state === state || $0.edge == edge }
      members.append((edge, WeakDrawerState(state: state), container))
      state.touchContext.companions = self
      // A drawer new to the pair (the outer drawer taking in the inner one as they first
      // appear, a state the app swapped in) joins before anyone saw the two together.
      keepOneOpen(atFirstLayout: isNew)
    }

    /// Closes one of the two drawers when both are found open as modal drawers (two
    /// presentations that start or are restored open, or two sidebars kept open that a narrower
    /// window turns into modal drawers), as
    /// ``DrawerPairArbitration/edgeMakingWay(leading:trailing:time:leadingLayout:trailingLayout:leadingOpenedAt:trailingOpenedAt:)``
    /// decides from the drawers alone: the one a person or the app opened most recently stays,
    /// or else the leading one. Asked when a drawer joins or is laid out anew and after a
    /// restoration, once both have been laid out (before, neither knows whether it is a
    /// sidebar).
    ///
    /// - Parameter atFirstLayout: whether no one has seen the two together yet (a drawer's
    ///   first layout, a drawer new to the pair, a restoration): the drawer that makes way is
    ///   then put back closed at once, without `onDismiss`; otherwise it closes on its spring.
    func keepOneOpen(atFirstLayout: Bool = false) {
      guard let leading = state(for: .leading), let trailing = state(for: .trailing),
        leading.controller.isLaidOut, trailing.controller.isLaidOut,
        let way = DrawerPairArbitration.edgeMakingWay(
          leading: leading.engine, trailing: trailing.engine, time: leading.clock(),
          leadingLayout: leading.controller.shownLayoutMode,
          trailingLayout: trailing.controller.shownLayoutMode,
          leadingOpenedAt: leading.controller.lastOpeningTime,
          trailingOpenedAt: trailing.controller.lastOpeningTime)
      else { return }
      (way.edge == .leading ? leading : trailing)
        .makeWay(with: way.event, atFirstLayout: atFirstLayout)
    }

    /// Keeps only one drawer open when `state` has set off for open: opened by a person or the
    /// app (its opening is the newest), the other makes way for it, or stays beside it if its
    /// lock or veto keeps it; opened by a restoration, the two are settled as drawers found open
    /// together (``keepOneOpen(atFirstLayout:)``).
    ///
    /// - Parameter state: the drawer that has set off for open.
    func opened(_ state: DrawerState) {
      guard let other = other(than: state) else { return }
      if let opening = state.controller.lastOpeningTime,
        opening >= (other.controller.lastOpeningTime ?? -.infinity)
      {
        other.makeWay(forOpening: state)
      } else {
        keepOneOpen()
      }
    }

    /// Removes `state`, whose container (`container`) went away or left the chain. A container
    /// that a new one presenting the same state has replaced (`.id(_:)` on the content, a
    /// branch of an `if`) removes nothing, whichever of the two SwiftUI tells first: the state
    /// stays paired under its new container.
    func unregister(_ state: DrawerState, container: ObjectIdentifier) {
      guard members.contains(where: { $0.state.state === state && $0.container == container })
      else { return }
      remove(state)
      if state.touchContext.companions === self { state.touchContext.companions = nil }
    }

    /// Whether `state` is one of the pair's drawers.
    func contains(_ state: DrawerState) -> Bool {
      members.contains { $0.state.state === state }
    }

    /// The drawer on `edge`, if one is registered.
    func state(for edge: HorizontalEdge) -> DrawerState? {
      members.first { $0.edge == edge }?.state.state
    }

    /// The other drawer than `state`, if there is one.
    func other(than state: DrawerState) -> DrawerState? {
      members.first { $0.state.state !== state && $0.state.state != nil }?.state.state
    }

    private func remove(_ state: DrawerState) {
      members.removeAll { $0.state.state == nil || $0.state.state === state }
    }
  }

  extension EnvironmentValues {
    /// The drawers attached to the content this view is part of (``DrawerPair``), which a
    /// ``DrawerToggle`` for an edge looks in; `nil` outside a drawer's content.
    @Entry var drawerPair: DrawerPair? = nil
  }

  /// A drawer's container, as the inner drawer of a chain tells the outer one it is there.
  struct DrawerChainLink: Equatable, Sendable {
    /// The inner drawer's state, not kept alive by the link.
    weak var state: DrawerState?
    /// Which drawer it is, for equality.
    let id: ObjectIdentifier
    /// The edge it is attached to.
    let edge: HorizontalEdge
    /// The container that presents it: a new container for the same state (the content given
    /// a new identity) is a new link, which the outer drawer takes into its pair again.
    let container: ObjectIdentifier

    init(state: DrawerState, edge: HorizontalEdge, container: ObjectIdentifier) {
      self.state = state
      self.id = ObjectIdentifier(state)
      self.edge = edge
      self.container = container
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id && lhs.edge == rhs.edge && lhs.container == rhs.container
    }
  }

  /// A drawer container's identity in the pairs it takes part in: one per container, kept for
  /// the container's lifetime.
  @MainActor final class DrawerPairContainer {}

  /// The nearest drawer container in a view's content: each container reports itself in place
  /// of whatever its own content reported, so the outer drawer of a chain hears of the inner
  /// one alone.
  struct DrawerChainKey: PreferenceKey {
    static var defaultValue: DrawerChainLink? { nil }

    static func reduce(value: inout DrawerChainLink?, nextValue: () -> DrawerChainLink?) {
      value = value ?? nextValue()
    }
  }

  /// A drawer's pairing, around its whole stage: owns the drawer's pair and registers the
  /// drawer in it (unless the outer drawer of its chain already took it into its pair), hands the
  /// stage the pair in use (where a ``DrawerToggle`` for an edge looks), registers the inner
  /// drawer of the chain that the content reports (one on the other edge; the drawer's own
  /// column reports none), reports this drawer to the drawer outside it, and keeps only one of
  /// the two open: when this drawer opens, the other closes.
  struct DrawerPairMembership: ViewModifier {
    let state: DrawerState
    let edge: HorizontalEdge
    /// The pair of the drawer outside this one, as the environment brings it (possibly from
    /// outside a sheet: used only if that drawer took this one into its pair).
    @Environment(\.drawerPair) private var enclosingPair
    /// This drawer's own pair.
    @State private var pair = DrawerPair()
    /// The inner drawer of the chain, as the content reports it.
    @State private var inner: DrawerChainLink?
    /// This container, as the pairs it takes part in know it.
    @State private var container = DrawerPairContainer()

    func body(content: Content) -> some View {
      let ownLink = DrawerChainLink(state: state, edge: edge, container: containerID)
      return
        content
        .environment(\.drawerPair, pairInUse)
        .onPreferenceChange(DrawerChainKey.self) { link in
          // Through a binding: some SDKs declare this closure `@Sendable`.
          $inner.wrappedValue = link
        }
        .transformPreference(DrawerChainKey.self) {
          $0 = ownLink
        }
        .onAppear {
          joinOwnPair()
          adopt(inner)
        }
        // A state the app puts in place of the presented one takes its place in the pair (the
        // edge's old entry goes); as an inner drawer, the outer one takes it in by its link.
        .onChange(of: ObjectIdentifier(state)) { _, _ in joinOwnPair() }
        .onChange(of: edge) { _, edge in
          (state.touchContext.companions ?? pair).register(
            state, edge: edge, container: containerID)
        }
        .onChange(of: inner) { old, new in
          if let old, let gone = old.state, gone !== new?.state, pair.contains(gone) {
            pair.unregister(gone, container: old.container)
          }
          adopt(new)
        }
        .onDisappear {
          state.touchContext.companions?.unregister(state, container: containerID)
        }
        .onChange(of: state.target) { _, target in
          // Only one of the two open: the one that opens (DrawerPair.opened).
          if target == .open { state.touchContext.companions?.opened(state) }
        }
    }

    /// This container's identity in the pairs it takes part in.
    private var containerID: ObjectIdentifier {
      ObjectIdentifier(container)
    }

    /// The drawers attached to this content: the outer drawer's pair once it has taken this
    /// drawer in, this drawer's own otherwise.
    private var pairInUse: DrawerPair {
      enclosingPair.flatMap { $0.contains(state) ? $0 : nil } ?? pair
    }

    /// Registers this drawer in its own pair, unless the outer drawer of its chain took it into
    /// its pair: not left in the pair of a container SwiftUI is replacing, whose disappearance
    /// may come after this appearance.
    private func joinOwnPair() {
      if enclosingPair?.contains(state) != true {
        pair.register(state, edge: edge, container: containerID)
      }
    }

    /// Takes the inner drawer of the chain into this drawer's pair: one on the other edge.
    private func adopt(_ link: DrawerChainLink?) {
      guard let link, let inner = link.state, inner !== state, link.edge != edge else { return }
      pair.register(inner, edge: link.edge, container: link.container)
    }
  }
#endif
