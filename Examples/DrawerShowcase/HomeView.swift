#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// The showcase's root: a floating tab bar whose Home tab has the drawer's live state and
  /// controls that change the drawer's, the menu's and the tab bar's style and behaviour at run
  /// time; the drawer, with its menu, slides over the tab bar or pushes it along.
  struct HomeView: View {
    /// What this launch asked for (a UI test's arguments; nothing for a person).
    private let launch = ShowcaseLaunchOptions.current
    @State private var drawer = DrawerState()
    @State private var destination: ShowcaseDestination? = .inbox
    @State private var tab = ShowcaseTab.home
    @State private var accounts = [
      ShowcaseAccount.profile, DrawerProfile(name: "Grace Hopper", detail: "grace@example.com"),
    ]
    @State private var account = ShowcaseAccount.profile
    @SceneStorage("showcase.tab-bar") private var tabArrangement = TabBarCustomization<
      ShowcaseTab
    >()
    @State private var presentation = ShowcaseLaunchOptions.current.presentation
    @State private var edge = ShowcaseLaunchOptions.current.edge
    @State private var glyph = DrawerToggle.Glyph.lines
    @State private var menuLook = ShowcaseMenuLook.rounded
    @State private var dotIndicator = false
    @State private var showsEarlierLook = false
    @State private var minimizesTabBar = false
    @State private var opensFromAnywhere = ShowcaseLaunchOptions.current.opensFromAnywhere
    @State private var usesSidebar = ShowcaseLaunchOptions.current.usesSidebar
    @State private var lock = ShowcaseLock(ShowcaseLaunchOptions.current.lock)
    @State private var lastRest = "none yet"
    @State private var signOuts = 0
    @State private var menuContent = ShowcaseLaunchOptions.current.menuContent
    @State private var sample = ShowcaseLaunchOptions.current.sample
    @State private var recorder = DrawerGestureRecorder()
    @State private var recordsGestures = ShowcaseLaunchOptions.current.recordsGestures

    var body: some View {
      FloatingTabBar(selection: $tab, tabs: ShowcaseTab.items(account: account)) { tab in
        switch tab {
        case .home: home
        case .feed: ShowcaseFeed(glyph: glyph, minimizesTabBar: minimizesTabBar)
        case .gestures: ShowcaseGestures(glyph: glyph)
        case .search: ShowcaseSearch(glyph: glyph)
        case .alerts: ShowcaseAlerts(glyph: glyph)
        case .profile: ShowcaseProfile(glyph: glyph, account: account)
        }
      }
      .tabBarCustomization($tabArrangement)
      .tabBarItemMenu(for: .profile) {
        ShowcaseAccountMenu(accounts: $accounts, current: $account)
      }
      .tabBarAccessory("Now Playing") { ShowcaseMiniPlayer() }
      .tabBarStyle(ShowcaseTabBarStyle(showsDot: dotIndicator))
      .drawer(
        state: drawer, edge: edge, adaptivity: usesSidebar ? .sidebarWhenRegular : .modal
      ) {
        switch menuContent {
        case .rows:
          // A mailbox chosen from another tab shows on Home: the choice switches the floating
          // tab bar's tab, hiding the tab (and the toggle) that opened the drawer.
          ShowcaseMenu(
            selection: $destination, account: account, onSignOut: { signOuts += 1 },
            onShow: { tab = .home }
          )
          .drawerMenuStyle(menuLook.style)
        case .controls:
          ShowcaseControlsMenu()
        }
      }
      // Before the modifiers below, so that the samples' drawers have their spring, lock and
      // recorder too (a sheet's content has the environment of the view that presents it).
      .sheet(item: $sample) { sample in
        ShowcaseSampleSheet(sample: sample)
      }
      .drawerStyle(.sliding(presentation).cornerRadius(presentation == .overlay ? 16 : 0))
      .drawerGesture(opensFromAnywhere ? .anywhere : .edgeSwipe)
      .drawerSpring(launch.spring)
      .drawerLock(lock.mode)
      // The look of the earlier releases, on iOS 26 too, to compare.
      .drawerDesign(showsEarlierLook ? .classic : .current)
      // The recorder is a tool for testers: handed to the drawer in debug builds only, so that
      // a release never records (and spends nothing on it).
      .drawerGestureRecorder(ShowcaseBuild.isDebug && recordsGestures ? recorder : nil)
      .modifier(ShowcaseTraceExport(recorder: recorder, options: launch))
      .modifier(ShowcaseSceneRestoration(drawer: drawer, destination: $destination, tab: $tab))
    }

    private var home: some View {
      ShowcaseScreen(tab: .home, title: destination?.title ?? "DrawerKit", glyph: glyph) {
        Form {
          DrawerStatusSection(
            drawer: drawer, screen: destination?.title ?? "none", lastRest: lastRest,
            signOuts: signOuts)
          Section("Drawer") {
            Picker("Style", selection: $presentation) {
              ForEach(DrawerPresentationStyle.allCases, id: \.self) { style in
                Text(verbatim: Self.name(of: style)).tag(style)
              }
            }
            Picker("Edge", selection: $edge) {
              Text("Leading").tag(HorizontalEdge.leading)
              Text("Trailing").tag(HorizontalEdge.trailing)
            }
            Picker("Toggle", selection: $glyph) {
              Text("Lines").tag(DrawerToggle.Glyph.lines)
              Text("Chevron").tag(DrawerToggle.Glyph.chevron)
            }
            Toggle("Open from anywhere", isOn: $opensFromAnywhere)
            Toggle("Sidebar in regular width", isOn: $usesSidebar)
            Picker("Lock", selection: $lock) {
              ForEach(ShowcaseLock.allCases, id: \.self) { lock in
                Text(verbatim: lock.name).tag(lock)
              }
            }
          }
          Section("Menu and tab bar") {
            Picker("Menu content", selection: $menuContent) {
              ForEach(ShowcaseMenuContent.allCases, id: \.self) { content in
                Text(verbatim: content.name).tag(content)
              }
            }
            Picker("Menu rows", selection: $menuLook) {
              ForEach(ShowcaseMenuLook.allCases, id: \.self) { look in
                Text(verbatim: look.name).tag(look)
              }
            }
            Toggle("Dot under the selected tab", isOn: $dotIndicator)
            Toggle("Earlier look (before iOS 26)", isOn: $showsEarlierLook)
            Toggle("Feed minimizes the tab bar", isOn: $minimizesTabBar)
            Text(
              "Overlay slides the drawer over the tab bar; the other styles push it along. Long-press a tab to hide or reorder tabs, or your avatar to switch accounts."
            )
            .foregroundStyle(.secondary)
          }
          if ShowcaseBuild.isDebug {
            GestureRecorderSection(recorder: recorder, isRecording: $recordsGestures)
          }
          Section("Commands") {
            Button("Open") { drawer.open() }
              .accessibilityIdentifier(ShowcaseID.openCommand)
            ShowcaseOpenButton()
              .accessibilityIdentifier(ShowcaseID.openDrawerCommand)
            Button("Open and wait for rest") {
              Task {
                let rest = await drawer.open()
                lastRest = rest.rawValue
              }
            }
            .accessibilityIdentifier(ShowcaseID.openAndWaitCommand)
          }
          Section("Samples to copy") {
            ForEach(ShowcaseSample.allCases) { item in
              Button(item.title) { sample = item }
                .accessibilityIdentifier(ShowcaseID.sampleButton(item))
            }
          }
        }
        // The live progress sits outside the form: read in a row, it would redraw that row's
        // cell on every frame of the drawer's motion.
        .safeAreaInset(edge: .top, spacing: 0) { DrawerProgressStrip() }
      }
    }

    private static func name(of style: DrawerPresentationStyle) -> String {
      switch style {
      case .overlay: "Overlay"
      case .push: "Push"
      case .reveal: "Reveal"
      case .parallax: "Parallax"
      case .scale: "Scale"
      case .floating: "Floating"
      }
    }
  }

  /// Opens the drawer with the environment's action, as any view inside the drawer's presenter
  /// can, without the state.
  struct ShowcaseOpenButton: View {
    @Environment(\.openDrawer) private var openDrawer

    var body: some View {
      Button("Open with the environment's action") { openDrawer() }
    }
  }

  /// What kind of build this is.
  enum ShowcaseBuild {
    /// Whether this is a debug build: the gesture recorder exists in debug builds only. A
    /// constant rather than `#if DEBUG` around the views, so that both builds' views are
    /// type-checked wherever the showcase is (the Linux check compiles without `DEBUG`).
    static let isDebug: Bool = {
      #if DEBUG
        true
      #else
        false
      #endif
    }()
  }

  /// The drawer's lock, as Home's picker offers it.
  enum ShowcaseLock: String, CaseIterable, Hashable {
    case none
    case closed
    case open

    init(_ mode: DrawerLockMode?) {
      switch mode {
      case .lockedClosed: self = .closed
      case .lockedOpen: self = .open
      case .unlocked, nil: self = .none
      }
    }

    var name: String {
      switch self {
      case .none: "None"
      case .closed: "Closed (gestures cannot open it)"
      case .open: "Open (gestures cannot close it)"
      }
    }

    /// The lock for `drawerLock(_:)`: `nil` leaves the drawer's own.
    var mode: DrawerLockMode? {
      switch self {
      case .none: nil
      case .closed: .lockedClosed
      case .open: .lockedOpen
      }
    }
  }

  /// The built-in menu styles, by name.
  enum ShowcaseMenuLook: String, CaseIterable, Hashable {
    case rounded
    case pill
    case fullWidth

    var name: String {
      switch self {
      case .rounded: "Rounded"
      case .pill: "Pill"
      case .fullWidth: "Full width"
      }
    }

    @MainActor var style: StandardDrawerMenuStyle {
      switch self {
      case .rounded: .rounded
      case .pill: .pill
      case .fullWidth: .fullWidth
      }
    }
  }

  /// The drawer's state as it changes between motions: the screen the menu chose, its phase,
  /// whether it is open, how often a finger caught it moving on its spring, the last awaited
  /// rest, and how often "Sign Out" was chosen in the menu. Nothing here changes frame by frame
  /// (``DrawerProgressStrip`` shows the progress).
  struct DrawerStatusSection: View {
    let drawer: DrawerState
    let screen: String
    let lastRest: String
    let signOuts: Int
    /// How many touches caught the drawer while its spring moved it.
    @State private var catches = 0
    /// How many drags the drawer followed: a drag the drawer's recogniser claimed, which the
    /// visible phase shows as dragging (a swipe the drawer lost never does).
    @State private var dragsFollowed = 0
    /// Where the last followed drag left the drawer, in percent of its width, or "none".
    @State private var releasedAt = "none"

    var body: some View {
      Section("Drawer") {
        ShowcaseValueRow(title: "Screen", value: screen, id: ShowcaseID.statusScreen)
        ShowcaseValueRow(
          title: "Phase", value: drawer.phase.rawValue, id: ShowcaseID.statusPhase)
        ShowcaseValueRow(
          title: "Open", value: drawer.isOpen ? "yes" : "no", id: ShowcaseID.statusOpen)
        ShowcaseValueRow(
          title: "Caught in flight", value: "\(catches)", id: ShowcaseID.statusCatches)
        ShowcaseValueRow(
          title: "Drags followed", value: "\(dragsFollowed)", id: ShowcaseID.statusDragsFollowed)
        ShowcaseValueRow(
          title: "Released at", value: releasedAt, id: ShowcaseID.statusReleasedAt)
        ShowcaseValueRow(title: "Last awaited rest", value: lastRest, id: ShowcaseID.statusLastRest)
        ShowcaseValueRow(
          title: "Sign-outs chosen", value: "\(signOuts)", id: ShowcaseID.statusSignOuts)
      }
      .onChange(of: drawer.phase) { old, new in
        if new == .dragging { dragsFollowed += 1 }
        // The progress read as the drag ends, not in the body: no frame redraws this section.
        if old == .dragging { releasedAt = "\(Int((drawer.progress * 100).rounded()))" }
      }
      .onChange(of: DrawerMotion(drawer.drawer)) { old, new in
        // A finger on the drawer as it settles holds it where it is drawn: the spring stops and
        // the finger has it, whether or not it goes on to drag. (The engine's own phases, not
        // the visible `phase`, which may show a held drawer as settling until the finger drags.)
        if old == .onItsSpring && new == .held { catches += 1 }
      }
    }
  }

  /// Whether the engine has the drawer on its spring, under a finger, or neither.
  enum DrawerMotion: Hashable {
    case onItsSpring
    case held
    case still

    init(_ drawer: Drawer) {
      if drawer.isTracking {
        self = .held
      } else if drawer.isSettling {
        self = .onItsSpring
      } else {
        self = .still
      }
    }
  }

  /// The drawer's progress, frame by frame: a reader redraws this strip alone.
  struct DrawerProgressStrip: View {
    var body: some View {
      DrawerProgressReader { progress in
        let fraction = Swift.min(Swift.max(progress, 0), 1)
        HStack(spacing: 12) {
          Text("Progress")
          Capsule()
            .fill(.quaternary)
            .frame(height: 6)
            .overlay(alignment: .leading) {
              GeometryReader { proxy in
                Capsule()
                  .fill(.tint)
                  .frame(width: proxy.size.width * CGFloat(fraction))
              }
            }
            .accessibilityHidden(true)
          Text(verbatim: "\(Int((progress * 100).rounded())) %")
            .foregroundStyle(.secondary)
            .monospacedDigit()
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 8)
        .background(.regularMaterial, in: Rectangle())
        .accessibilityElement(children: .combine)
      }
    }
  }

  #Preview("Home") {
    HomeView()
  }
#endif
