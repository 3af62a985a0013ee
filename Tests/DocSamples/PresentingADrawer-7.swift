// What the lock sample assumes: whether the screen is editing, on the view that presents the
// drawer.
import DrawerKit
import SwiftUI

struct Editor: View {
  @State private var showsMenu = false
  let isEditing: Bool

  var body: some View {
    Text("Document")
      .drawer(isPresented: $showsMenu) { Text("Menu") }
    // sample
  }
}
