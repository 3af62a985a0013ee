// What the item sample assumes: the item, its details, and the view the drawer hangs on.
import DrawerKit
import SwiftUI

struct Account: Identifiable {
  let id: Int
  let name: String
}

struct AccountDetails: View {
  let account: Account
  var body: some View { Text(account.name) }
}

struct ContentView: View {
  @State private var account: Account?

  var body: some View {
    Text("Accounts")
    // sample
  }
}
