@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerMenuModelTests {
  enum Destination: Hashable, Sendable {
    case inbox, starred, sent, archive, help, signOut
  }

  static let menu = DrawerMenuModel<Destination>(
    profile: DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com"),
    sections: [
      DrawerMenuSection(items: [
        DrawerMenuItem(id: .inbox, systemImage: "tray", title: "Inbox", badge: .count(3)),
        DrawerMenuItem(id: .starred, systemImage: "star", title: "Starred"),
      ]),
      DrawerMenuSection(
        title: "More",
        items: [
          DrawerMenuItem(id: .sent, systemImage: "paperplane", title: "Sent"),
          DrawerMenuItem(id: .archive, systemImage: "archivebox", title: "Archive", badge: .dot),
        ]),
    ],
    footer: [
      DrawerMenuItem(id: .help, systemImage: "questionmark.circle", title: "Help"),
      DrawerMenuItem(
        id: .signOut, systemImage: "rectangle.portrait.and.arrow.right", title: "Sign Out",
        role: .destructive),
    ],
    selection: .starred)

  @Test func allItemsRunThroughTheSectionsThenTheFooter() {
    #expect(Self.menu.allItems.map(\.id) == [.inbox, .starred, .sent, .archive, .help, .signOut])
  }

  @Test func findsItemsByIdentityInSectionsAndFooter() {
    #expect(Self.menu.item(withID: .archive)?.title == "Archive")
    #expect(Self.menu.item(withID: .signOut)?.role == .destructive)
    #expect(Self.menu.item(withID: .inbox)?.badge == .count(3))
  }

  @Test func theSelectionIsOneRow() {
    let selected = Destination.starred
    #expect(Self.menu.selectedItem?.title == "Starred")
    for item in Self.menu.allItems {
      #expect(Self.menu.isSelected(item.id) == (item.id == selected))
    }
  }

  @Test func aSelectionNamingNoRowSelectsNothingVisible() {
    var menu = Self.menu
    menu.sections.removeAll()
    menu.selection = .starred
    #expect(menu.selectedItem == nil)
    menu.selection = nil
    #expect(menu.selectedItem == nil)
    #expect(!menu.allItems.contains(where: { menu.isSelected($0.id) }))
  }

  @Test func aDuplicateIdentityFindsTheFirstInDisplayOrder() {
    var menu = Self.menu
    menu.footer.append(DrawerMenuItem(id: .inbox, systemImage: "tray.full", title: "Other"))
    #expect(menu.item(withID: .inbox)?.title == "Inbox")
  }

  @Test func rowsDefaultToStandardWithoutBadge() {
    let item = DrawerMenuItem(id: 1, systemImage: "house", title: "Home")
    #expect(item.role == .standard)
    #expect(item.badge == nil)
  }

  @Test func menusCompareWhole() {
    var other = Self.menu
    #expect(other == Self.menu)
    other.selection = .inbox
    #expect(other != Self.menu)
  }

  @Test func titlesAreTakenVerbatimFromAnyString() {
    let line = "Labels: Work"
    let heading = line.split(separator: ":")[0]
    let section = DrawerMenuSection<Int>(title: heading, items: [])
    let row = DrawerMenuItem(id: 1, systemImage: "tag", title: line.dropFirst(8))
    #expect(section.title == "Labels" && row.title == "Work")
    #expect(DrawerMenuSection<Int>(items: []).title == nil)
  }
}
