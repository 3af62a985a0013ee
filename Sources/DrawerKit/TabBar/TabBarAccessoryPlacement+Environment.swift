#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  extension EnvironmentValues {
    /// Where the accessory of the enclosing ``FloatingTabBar`` stands, for a view inside it:
    /// ``TabBarAccessoryPlacement/expanded`` above the expanded bar, or
    /// ``TabBarAccessoryPlacement/inline`` beside the minimized one; `nil` outside an accessory.
    ///
    /// The counterpart of the bottom accessory placement a `TabView` reads on iOS 26, for the
    /// accessory given with ``FloatingTabBar``'s `tabBarAccessory(_:content:)`; a mini player
    /// shows its controls above the bar and its title alone beside it:
    ///
    /// ```swift
    /// struct MiniPlayer: View {
    ///   @Environment(\.tabBarAccessoryPlacement) private var placement
    ///
    ///   var body: some View {
    ///     HStack {
    ///       Text(track.title).lineLimit(1)
    ///       if placement == .expanded { PlaybackControls() }
    ///     }
    ///   }
    /// }
    /// ```
    @Entry public var tabBarAccessoryPlacement: TabBarAccessoryPlacement? = nil
  }
#endif
