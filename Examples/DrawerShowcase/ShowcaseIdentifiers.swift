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
  /// How many drags the drawer followed since launch (its visible phase turned dragging).
  static let statusDragsFollowed = "showcase.status.drags-followed"
  /// Where the last followed drag left the drawer, in percent of its width ("none" before any).
  static let statusReleasedAt = "showcase.status.released-at"
  /// The rest the last "Open and wait for rest" came to.
  static let statusLastRest = "showcase.status.last-rest"
  /// How often the menu's "Sign Out" was chosen.
  static let statusSignOuts = "showcase.status.sign-outs"
  /// Home's button that opens the drawer and waits for it to rest.
  static let openAndWaitCommand = "showcase.command.open-and-wait"
  /// Home's button that opens the sample named by a ``ShowcaseSample``.
  static func sampleButton(_ sample: ShowcaseSample) -> String {
    "showcase.open-sample.\(sample.rawValue)"
  }

  /// The samples' own elements (each sample is a sheet with a screen and a drawer).
  enum Sample {
    /// The sample's drawer toggle, in its screen's toolbar.
    static let toggle = "showcase.sample.toggle"
    /// The sample's drawer content.
    static let drawer = "showcase.sample.drawer"
    /// The sample's screen behind the drawer.
    static let screen = "showcase.sample.screen"
    /// The row saying whether the drawer is presented ("yes" or "no").
    static let presented = "showcase.sample.presented"
    /// The row saying how often the drawer was dismissed (`onDismiss`).
    static let dismissals = "showcase.sample.dismissals"
    /// The row saying which item the drawer shows (`drawer(item:)`), or "none".
    static let item = "showcase.sample.item"
    /// The button of the screen that presents the item numbered `number`.
    static func itemButton(_ number: Int) -> String { "showcase.sample.item.\(number)" }
    /// The drawer's heading naming its item.
    static let itemHeading = "showcase.sample.item-heading"
    /// The switch that locks the drawer open, inside the drawer.
    static let lockSwitch = "showcase.sample.lock"
    /// The switch that shows or hides the sidebar (`drawerSidebarVisibility`).
    static let sidebarSwitch = "showcase.sample.sidebar"
    /// The draft's text field, inside the drawer (`confirmStateChange`).
    static let draftField = "showcase.sample.draft"
    /// The confirmation's button that discards the draft and closes the drawer.
    static let discardButton = "Discard Draft"
    /// The button that closes the sample's sheet.
    static let done = "showcase.sample.done"

    /// Two drawers on one screen: the trailing drawer's toggle and content (the leading
    /// drawer's are ``toggle`` and ``drawer``).
    static let trailingToggle = "showcase.sample.trailing-toggle"
    static let trailingDrawer = "showcase.sample.trailing-drawer"
    /// The row naming the drawer that is open ("channels", "members" or "none").
    static let openDrawer = "showcase.sample.open-drawer"
    /// The row naming the channel chosen in the leading drawer.
    static let channel = "showcase.sample.channel"
    /// The button in the trailing drawer that opens the leading one instead.
    static let swapButton = "showcase.sample.swap"

    /// A drawer with its own navigation: the drawer's navigation stack, the row naming the
    /// option chosen deep in a submenu ("none" before any), and the title a pushed submenu
    /// shows.
    static let submenuStack = "showcase.sample.submenu-stack"
    static let choice = "showcase.sample.choice"
    static let submenuTitle = "Notifications"
    /// The drawer's settings at the root of its stack, and a pushed submenu's list.
    static let settingsRoot = "showcase.sample.settings"
    static let submenuPage = "showcase.sample.submenu-page"
  }

  /// The Feed tab's scroll view and its posts, numbered from 1.
  static let feed = "showcase.feed"
  static func feedPost(_ number: Int) -> String { "showcase.feed.post.\(number)" }
  /// The screen of the feed's post numbered `number`, pushed when the post is chosen.
  static func postScreen(_ number: Int) -> String { "showcase.post.\(number)" }

  /// The name of the account the You tab shows.
  static let profileName = "showcase.profile.name"

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
  /// The row of filters in the controls menu that scrolls sideways.
  static let menuChips = "showcase.menu.chips"
  /// A filter in that row, from 1.
  static func menuChip(_ number: Int) -> String { "showcase.menu.chip.\(number)" }
}

/// Which menu the drawer shows (``ShowcaseLaunchKey/menuContent``): DrawerKit's row menu, or a
/// `List` of controls that tests the drawer's gestures against the menu's own.
enum ShowcaseMenuContent: String, CaseIterable, Hashable {
  /// DrawerKit's `DrawerMenu`: a header, sections of rows, a footer.
  case rows
  /// A `List` with a slider, a switch and rows with swipe actions.
  case controls
}

/// The samples Home opens as sheets, each a drawer presented one way a developer can copy:
/// ``ShowcaseLaunchKey/sample`` opens one at launch.
enum ShowcaseSample: String, CaseIterable, Hashable, Identifiable {
  /// `drawer(isPresented:onDismiss:)`, with the dismissals counted.
  case presented
  /// `drawer(item:)` from the trailing edge: a drawer for the item chosen.
  case item
  /// `drawerLock(.lockedOpen)`: a drawer that only its own switch lets close.
  case lockedOpen
  /// `adaptivity: .sidebarWhenRegular` with `drawerSidebarVisibility(_:)`.
  case sidebar
  /// `DrawerState.confirmStateChange`: a draft that asks before the drawer closes.
  case confirm
  /// A `DrawerStyle` of the sample's own.
  case customStyle
  /// A leading and a trailing drawer on one screen, each with its own state and toggle.
  case twoDrawers
  /// A drawer whose content is a `NavigationStack` with submenus and their own back-swipe.
  case submenu

  var id: String { rawValue }
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
  /// The spring's response in seconds (critically damped), to slow the drawer so that a test's
  /// tap lands while it visibly moves; the default spring when absent.
  static let springResponse = "ShowcaseSpringResponse"
  /// `leading` (the default) or `trailing`: the drawer's edge.
  static let edge = "ShowcaseDrawerEdge"
  /// A presentation style's name (`overlay`, `push`, … `floating`, the default).
  static let style = "ShowcaseDrawerStyle"
  /// `YES` makes the drawer a permanent sidebar in a regular width.
  static let sidebar = "ShowcaseSidebar"
  /// `closed` or `open`: locks the drawer against the person's gestures.
  static let lock = "ShowcaseLock"
  /// A ``ShowcaseSample``'s name: the sample opens at launch.
  static let sample = "ShowcaseSample"
  /// The namespace of the window's scene-storage keys (the drawer, the menu's selection, the
  /// tabs and their paths): each test names one of its own, so that it starts from nothing
  /// stored, and a relaunch with the same one restores what the first launch kept. A person's
  /// launch has none and uses the showcase's own.
  static let sceneStorage = "ShowcaseSceneStorage"
  /// The environment variable naming a folder to write the recorded gestures into, in addition
  /// to the app's own Application Support folder (where a Mac can collect them from a simulator).
  static let traceDirectory = "SHOWCASE_TRACE_DIRECTORY"
  /// The folder, inside Application Support, where the recorded gestures are always written
  /// while recording from launch.
  static let traceFolderName = "DrawerShowcaseTraces"
  /// The file the showcase writes into the test's folder as it launches, so that a test knows
  /// whether the folder is one both can reach (on a device it is not).
  static let launchMarker = "showcase-launched"
}
