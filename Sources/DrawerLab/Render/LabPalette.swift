/// The colours and sizes of the lab's pictures, in one place.
enum LabPalette {
  static let tint = "#3b5bdb"
  static let selectionFill = "#e6ebfc"
  static let destructive = "#d92d20"
  static let badge = "#e5484d"
  static let text = "#1c1c1e"
  static let secondaryText = "#6e6e73"
  static let tertiary = "#a1a1a8"
  static let separator = "#e3e3e8"
  static let contentBackground = "#f2f3f7"
  static let surface = "#ffffff"
  static let backdrop = "#dde3f3"
  static let avatar = "#f3c892"
  static let avatarText = "#6a4315"
  static let bezel = "#1c1c1e"
  static let finger = "#ff8a00"
  static let chartOffset = "#3b5bdb"
  /// The second drawer's line, in a trace with two.
  static let chartSecondOffset = "#ae3ec9"
  static let chartFinger = "#ff8a00"
  static let chartRelease = "#d92d20"
  static let chartRest = "#2f9e44"
  static let chartGrid = "#e3e3e8"
  static let fontFamily =
    "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

  /// The scrim's opacity over the content when the drawer is fully open (Material's is 0.32).
  static let scrimMaximumOpacity = 0.32
  /// The shadow's opacity at full strength.
  static let shadowMaximumOpacity = 0.35
  /// How opaque the floating drawer's panel is: the content shows faintly through it.
  static let floatingPanelOpacity = 0.94
  /// The bright rim round the floating drawer's panel.
  static let floatingPanelRim = "#ffffff"
  /// The radius of the finger's circle, in points.
  static let fingerRadius = 22.0
  /// The corner radius of the device's screen, in points.
  static let screenCornerRadius = 40.0
  /// The top safe-area inset (status bar), in points.
  static let topInset = 47.0
  /// The bottom safe-area inset (home indicator), in points.
  static let bottomInset = 34.0
}
