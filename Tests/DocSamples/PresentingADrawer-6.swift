// What the close-and-wait sample assumes: a view in the drawer with the close action, a path
// and the destination it goes to once the drawer is closed.
import DrawerKit
import SwiftUI

struct MenuRow: View {
  @Binding var path: [String]
  let destination: String
  @Environment(\.closeDrawer) private var closeDrawer

  var body: some View {
    Button("Open") { open() }
  }

  func open() {
    // sample
  }
}
