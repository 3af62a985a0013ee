@_spi(DrawerKit) public import DrawerCore

/// The app the lab's pictures show behind and inside the drawer: a home screen of cards under a
/// navigation bar, a floating tab bar, the drawer's menu, and the menu of a second drawer on the
/// other edge for traces with two.
///
/// The menu and the tab bar are DrawerCore's models, the same values the SwiftUI components are
/// built from; the cards are the lab's own filler.
///
/// ```swift
/// var app = LabSampleApp.standard
/// app.menu.selection = "inbox"
/// let renderer = DrawerSVGRenderer(style: .push, app: app)
/// ```
public struct LabSampleApp: Sendable, Hashable {
  /// One card of the home screen.
  public struct Card: Sendable, Hashable {
    /// The card's title.
    public var title: String
    /// A line under the title.
    public var subtitle: String
    /// The colour of the card's thumbnail, as CSS (`"#4f7cff"`).
    public var color: String

    /// Creates a card.
    ///
    /// - Parameters:
    ///   - title: the card's title.
    ///   - subtitle: a line under the title.
    ///   - color: the thumbnail's colour, as CSS.
    public init(title: String, subtitle: String, color: String) {
      self.title = title
      self.subtitle = subtitle
      self.color = color
    }
  }

  /// The title in the navigation bar.
  public var title: String
  /// The cards of the home screen, top to bottom.
  public var cards: [Card]
  /// The drawer's menu.
  @_spi(DrawerKit) public var menu: DrawerMenuModel<String>
  /// What a second drawer, on the other edge, shows in a trace with two (Discord's members
  /// panel beside its channels).
  @_spi(DrawerKit) public var secondMenu: DrawerMenuModel<String>
  /// The floating tab bar (DrawerCore's tab bar model, which is plumbing: `@_spi(DrawerKit)`).
  @_spi(DrawerKit) public var tabBar: TabBarModel<String>

  /// Creates an app.
  ///
  /// - Parameters:
  ///   - title: the title in the navigation bar.
  ///   - cards: the cards of the home screen.
  ///   - menu: the drawer's menu.
  ///   - secondMenu: a second drawer's menu; by default the standard app's list of people.
  ///   - tabBar: the floating tab bar.
  @_spi(DrawerKit) public init(
    title: String, cards: [Card], menu: DrawerMenuModel<String>,
    secondMenu: DrawerMenuModel<String> = LabSampleApp.people, tabBar: TabBarModel<String>
  ) {
    self.title = title
    self.cards = cards
    self.menu = menu
    self.secondMenu = secondMenu
    self.tabBar = tabBar
  }

  /// The standard second drawer's menu: the people in the conversation, three online and two
  /// away, and an invitation at the foot.
  @_spi(DrawerKit) public static let people = DrawerMenuModel<String>(
    sections: [
      DrawerMenuSection(
        title: "Online — 3",
        items: [
          DrawerMenuItem(id: "grace", systemImage: "person", title: "Grace Hopper"),
          DrawerMenuItem(id: "alan", systemImage: "person", title: "Alan Turing"),
          DrawerMenuItem(id: "katherine", systemImage: "person", title: "Katherine Johnson"),
        ]),
      DrawerMenuSection(
        title: "Away — 2",
        items: [
          DrawerMenuItem(id: "edsger", systemImage: "clock", title: "Edsger Dijkstra"),
          DrawerMenuItem(id: "barbara", systemImage: "clock", title: "Barbara Liskov"),
        ]),
    ],
    footer: [DrawerMenuItem(id: "invite", systemImage: "heart", title: "Invite People")],
    selection: nil)

  /// The app every picture shows unless told otherwise: a profile header, five destinations with
  /// "Home" selected and three unread in the inbox, a footer with "Help" and "Sign Out", and a tab
  /// bar of Home, Search, Alerts (with a dot) and the person's avatar.
  public static let standard: LabSampleApp = {
    let profile = DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com")
    let menu = DrawerMenuModel<String>(
      profile: profile,
      sections: [
        DrawerMenuSection(items: [
          DrawerMenuItem(id: "home", systemImage: "house", title: "Home"),
          DrawerMenuItem(id: "inbox", systemImage: "tray", title: "Inbox", badge: .count(3)),
          DrawerMenuItem(id: "starred", systemImage: "star", title: "Starred"),
          DrawerMenuItem(id: "sent", systemImage: "paperplane", title: "Sent"),
          DrawerMenuItem(id: "settings", systemImage: "gearshape", title: "Settings"),
        ])
      ],
      footer: [
        DrawerMenuItem(id: "help", systemImage: "questionmark.circle", title: "Help"),
        DrawerMenuItem(
          id: "sign-out", systemImage: "rectangle.portrait.and.arrow.right", title: "Sign Out",
          role: .destructive),
      ],
      selection: "home")
    let tabBar = TabBarModel<String>(
      tabs: [
        TabBarItem(id: "home", icon: .systemImage("house"), title: "Home"),
        TabBarItem(id: "search", icon: .systemImage("magnifyingglass"), title: "Search"),
        TabBarItem(id: "alerts", icon: .systemImage("bell"), title: "Alerts", badge: .dot),
        TabBarItem(id: "profile", icon: .avatar(profile), title: "You"),
      ],
      selection: "home")
    return LabSampleApp(
      title: "Home",
      cards: [
        Card(title: "Morning run", subtitle: "5.2 km · 28 min", color: "#5b8def"),
        Card(title: "Team stand-up", subtitle: "10:00 · Room 4", color: "#f59f45"),
        Card(title: "Reading list", subtitle: "3 articles saved", color: "#49b675"),
        Card(title: "Groceries", subtitle: "7 items", color: "#e86a92"),
        Card(title: "Weekend trip", subtitle: "Lisbon · 2 nights", color: "#8f6ee8"),
        Card(title: "Invoices", subtitle: "2 due this week", color: "#3fb6c6"),
        Card(title: "Book club", subtitle: "Thursday · 19:30", color: "#d9a441"),
        Card(title: "Garden", subtitle: "Water the tomatoes", color: "#5fa35a"),
        Card(title: "Dentist", subtitle: "Monday · 9:15", color: "#c96a6a"),
        Card(title: "Photos", subtitle: "124 new this month", color: "#6a8fd9"),
      ],
      menu: menu, tabBar: tabBar)
  }()
}
