// What the NavigationPath sample assumes: Foundation's JSON coders and Data, and the feed's list.
import DrawerKit
import Foundation
import SwiftUI

struct FeedList: View {
  var body: some View { Text("Feed") }
}
