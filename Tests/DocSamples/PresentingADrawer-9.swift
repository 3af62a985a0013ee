// What the submenu sample assumes: the inbox, the settings' pages, their menu and submenus.
import DrawerKit
import SwiftUI

enum SettingsPage: Hashable {
  case notifications, appearance
}

struct Inbox: View {
  var body: some View { Text("Inbox") }
}

struct SettingsMenu: View {
  var body: some View {
    List {
      NavigationLink(value: SettingsPage.notifications) { Text("Notifications") }
    }
  }
}

struct SettingsSubmenu: View {
  let page: SettingsPage
  var body: some View { Text("Options") }
}

struct ContentView: View {
  // sample-properties

  var body: some View {
    // sample-body
  }
}
