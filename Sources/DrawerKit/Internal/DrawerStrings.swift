#if canImport(SwiftUI)
  internal import Foundation
  internal import SwiftUI

  /// The labels DrawerKit shows or speaks, localized from the package's `Localizable.strings`
  /// (English, French, German, Spanish, Arabic). An app localizes further by adding the same
  /// keys to its own strings for a language the package lacks.
  enum DrawerStrings {
    /// The scrim's close button and the toggle of an open drawer.
    static var closeMenu: Text {
      Text("Close menu", bundle: .module, comment: "A button that closes the navigation drawer.")
    }

    /// What the scrim's close button does, for VoiceOver.
    static var closeMenuHint: Text {
      Text(
        "Returns to the content.", bundle: .module,
        comment: "Accessibility hint of the area beside an open navigation drawer.")
    }

    /// The toggle of a closed drawer.
    static var openMenu: Text {
      Text("Open menu", bundle: .module, comment: "A button that opens the navigation drawer.")
    }

    /// The drawer itself, as a container.
    static var menu: Text {
      Text("Menu", bundle: .module, comment: "The navigation drawer, as VoiceOver names it.")
    }
  }
#endif
