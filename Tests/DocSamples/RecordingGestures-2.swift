// What the sharing sample assumes: the recorder, in a view of the app's settings.
import DrawerKit
import SwiftUI

struct RecordingSettings: View {
  let recorder: DrawerGestureRecorder

  var body: some View {
    // sample
  }
}
