#if canImport(SwiftUI)
  internal import SwiftUI

  extension View {
    /// VoiceOver's escape gesture (a two-finger scrub) performs `action` where `isEnabled`;
    /// elsewhere the view has no escape action, so the gesture goes on to the sheet or pushed
    /// screen around it, which an action that did nothing would swallow.
    ///
    /// Both cases are the same type (an accessibility attachment), so switching between them
    /// keeps the view's identity and its state: an `if` would build the drawer's content anew.
    func drawerEscapeAction(isEnabled: Bool, _ action: @escaping () -> Void)
      -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
      isEnabled ? accessibilityAction(.escape, action) : accessibilityAddTraits([])
    }
  }
#endif
