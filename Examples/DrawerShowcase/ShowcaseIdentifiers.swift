/// The accessibility identifiers the showcase sets on its own views, and the launch arguments and
/// environment a UI test starts it with.
///
/// Plain Swift with no import, so that the Xcode project compiles this one file into the UI-test
/// bundles as well as into the apps: a test and the view it looks for name the same constant.
/// Views DrawerKit draws itself (menu rows, tab items, "Close menu") are found by the labels the
/// showcase gives them or DrawerKit's own English label; the tests launch the app in English.
enum ShowcaseID {
  /// The drawer's toggle in the showing tab's toolbar.
  static let toggle = "showcase.toggle"
  /// The drawer's content: the row menu or the controls menu, whichever is showing.
  static let menu = "showcase.menu"

  /// Home's "Open" command (`DrawerState.open()`).
  static let openCommand = "showcase.command.open"
  /// Home's command that opens the drawer with `@Environment(\.openDrawer)`.
  static let openDrawerCommand = "showcase.command.open-drawer"

  /// Home's status rows; each has the shown text as its accessibility value.
  static let statusScreen = "showcase.status.screen"
  static let statusOpen = "showcase.status.open"
  static let statusPhase = "showcase.status.phase"
  /// How many touches caught the drawer while its spring moved it.
  static let statusCatches = "showcase.status.catches"

  /// The Feed tab's scroll view and its posts, numbered from 1.
  static let feed = "showcase.feed"
  static func feedPost(_ number: Int) -> String { "showcase.feed.post.\(number)" }

  /// The Search tab's text field.
  static let searchField = "showcase.search.field"

  /// The Gestures tab: rows with swipe actions, a horizontal carousel and a pushed screen.
  static func gestureRow(_ number: Int) -> String { "showcase.gestures.row.\(number)" }
  static let gestureLastAction = "showcase.gestures.last-action"
  static let carousel = "showcase.gestures.carousel"
  static func carouselCard(_ number: Int) -> String { "showcase.gestures.card.\(number)" }
  static let pushLink = "showcase.gestures.push"
  static let pushedScreen = "showcase.pushed"

  /// The controls menu: a slider, a switch, and labels with swipe actions, numbered from 1.
  static let menuSlider = "showcase.menu.slider"
  static let menuSwitch = "showcase.menu.switch"
  static let menuLastAction = "showcase.menu.last-action"
  static func menuLabel(_ number: Int) -> String { "showcase.menu.label.\(number)" }
}

/// Which menu the drawer shows (``ShowcaseLaunchKey/menuContent``): DrawerKit's row menu, or a
/// `List` of controls that tests the drawer's gestures against the menu's own.
enum ShowcaseMenuContent: String, CaseIterable, Hashable {
  /// DrawerKit's `DrawerMenu`: a header, sections of rows, a footer.
  case rows
  /// A `List` with a slider, a switch and rows with swipe actions.
  case controls
}

/// How a UI test starts the showcase: launch arguments (read through `UserDefaults`, whose
/// argument domain takes `-key value` pairs) and one environment variable.
enum ShowcaseLaunchKey {
  /// `YES` turns the gesture recorder on from launch, and writes each recorded gesture as a
  /// `drawer-trace/1` file.
  static let recordsGestures = "ShowcaseRecordsGestures"
  /// `rows` (the default) or `controls`: which menu the drawer shows.
  static let menuContent = "ShowcaseMenuContent"
  /// `YES` lets the drawer open from anywhere on the content, not only from the edge.
  static let opensFromAnywhere = "ShowcaseOpensFromAnywhere"
  /// The environment variable naming a folder to write the recorded gestures into, in addition
  /// to the app's own Application Support folder (where a Mac can collect them from a simulator).
  static let traceDirectory = "SHOWCASE_TRACE_DIRECTORY"
  /// The folder, inside Application Support, where the recorded gestures are always written
  /// while recording from launch.
  static let traceFolderName = "DrawerShowcaseTraces"
}
