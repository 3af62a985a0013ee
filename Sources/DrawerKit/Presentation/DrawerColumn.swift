#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The drawer's content as the container lays it out: the app's layout direction back, what
  /// reaches it (``DrawerModality``) and the registry its menu takes focus through
  /// (``DrawerOwnMenuFocus``) in its environment, the drawer's width and at most the
  /// container's height (what the style offers it), and the divider a permanent sidebar shows
  /// beside the content.
  struct DrawerColumn: ViewModifier {
    let layoutDirection: LayoutDirection
    let modality: DrawerModality
    let ownMenu: DrawerOwnMenuFocus
    let width: CGFloat
    let height: CGFloat
    let side: DrawerSide
    /// Whether a divider stands between the drawer and the content.
    let isDivided: Bool
    /// Whether the drawer's own content switched off the drags that start on the drawer
    /// (``SwiftUICore/View/drawerGestureDisabled(_:)`` inside it, as a navigation stack not at
    /// its root does): read here, and kept from the stage, where it would switch off the
    /// content's opening drags too.
    let yieldsOwnDrags: Binding<Bool>
    /// The drawer's name, as its content gives it (`drawerTitle(_:)`): read here, from the
    /// drawer's own content only, not from a drawer inside the content behind.
    let title: Binding<Text?>

    func body(content: Content) -> some View {
      content
        .environment(\.layoutDirection, layoutDirection)
        .environment(\.drawerModality, modality)
        .environment(\.drawerOwnMenuFocus, ownMenu)
        .onPreferenceChange(DrawerGestureDisabledKey.self) { isDisabled in
          // Through a binding: some SDKs declare this closure `@Sendable`.
          yieldsOwnDrags.wrappedValue = isDisabled
        }
        .transformPreference(DrawerGestureDisabledKey.self) { $0 = false }
        // A drawer inside this one's content is not a companion of this drawer's.
        .transformPreference(DrawerChainKey.self) { $0 = nil }
        .onPreferenceChange(DrawerTitleKey.self) { name in
          // Through a binding: some SDKs declare this closure `@Sendable`.
          title.wrappedValue = name
        }
        .transformPreference(DrawerTitleKey.self) { $0 = nil }
        // At most the container's height: the floating style offers it less, the part of the
        // container inside its panel.
        .frame(minWidth: width, maxWidth: width, maxHeight: height, alignment: .top)
        .overlay(alignment: side == .left ? .trailing : .leading) {
          if isDivided {
            Divider().ignoresSafeArea()
          }
        }
    }
  }

  #if canImport(UIKit)
    extension DrawerSizeClass {
      /// The engine's size class for SwiftUI's horizontal one; `nil` for none.
      init?(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: return nil
        }
      }
    }
  #endif
#endif
