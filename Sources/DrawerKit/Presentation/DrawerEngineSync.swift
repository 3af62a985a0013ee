#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The parts of the engine's configuration that the presenting view decides.
  struct DrawerEngineSettings: Equatable {
    let edge: DrawerEdge
    let direction: DrawerLayoutDirection
    let width: DrawerWidth
    let spring: DrawerSpring
    /// Where a drag may open the drawer. The container's reader respects the safe area, so
    /// touches are measured from its edge: the 20 pt start where a landscape notch ends, and
    /// the touches under the notch, out to the screen's edge, are in the strip too (negative
    /// distances; the gesture bridge makes them touchable), as Android's and Flutter's strips of
    /// 20 pt plus the inset.
    let openZone: DrawerOpenZone
    /// Off when the content stays interactive beside the open drawer: there is no scrim, and a
    /// tap there is the content's.
    let closesOnScrimTap: Bool
    /// The lock from ``SwiftUICore/View/drawerLock(_:)``, or `nil` for the state's own.
    let lockMode: DrawerLockMode?
    /// How the drawn drawer's edge travels beyond the container's side: under a landscape
    /// notch the built-in styles slide the drawer in from the screen's edge, farther than its
    /// width, and the engine follows the finger with the drawn edge.
    let edgeTravel: DrawerEdgeTravel

    /// How the drawn drawer's edge travels past the container's side for a built-in
    /// presentation and the safe area on the drawer's side; none for a style of the app's own
    /// (`presentation` `nil`), which has no known travel.
    static func edgeTravel(
      presentation: DrawerPresentationStyle?, safeAreaInsets insets: EdgeInsets, side: DrawerSide,
      reducesMotion: Bool
    ) -> DrawerEdgeTravel {
      guard let presentation else { return .none }
      return DrawerGeometry.edgeTravel(
        style: presentation,
        safeAreaInset: Double(side == .left ? insets.leading : insets.trailing),
        reducesMotion: reducesMotion)
    }
  }

  /// Keeps the engine informed of what the container lays it out against: the container's size,
  /// the configuration from the options and the environment, and the mode (modal or sidebar)
  /// for the space available; each only when it changes.
  struct DrawerEngineSync: ViewModifier {
    let state: DrawerState
    let size: DrawerSize
    let settings: DrawerEngineSettings
    let mode: DrawerLayoutMode
    /// Whether the platform's gesture path claims touches explicitly.
    let claimPolicy: DrawerClaimPolicy

    func body(content: Content) -> some View {
      content
        .onChange(of: size, initial: true) { _, size in
          state.resize(to: size)
        }
        .onChange(of: settings, initial: true) { _, settings in
          configure(with: settings)
        }
        .onChange(of: mode, initial: true) { _, mode in
          state.setLayoutMode(mode)
        }
        // A state the app puts in place of the one presented (a reset) is laid out at once,
        // as the first was: the container stays, so nothing above changes to tell it.
        .onChange(of: ObjectIdentifier(state)) { _, _ in
          state.resize(to: size)
          configure(with: settings)
          state.setLayoutMode(mode)
        }
    }

    /// Applies the presenting view's configuration to the engine.
    private func configure(with settings: DrawerEngineSettings) {
      state.configure(
        edge: settings.edge, layoutDirection: settings.direction, width: settings.width,
        openZone: settings.openZone, spring: settings.spring,
        closesOnScrimTap: settings.closesOnScrimTap, claimPolicy: claimPolicy,
        lockMode: settings.lockMode, edgeTravel: settings.edgeTravel)
    }
  }
#endif
