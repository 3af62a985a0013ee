#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// Records the drawer's gestures while switched on, and shares them as `drawer-trace/1` files
  /// for `drawer-lab replay` and `drawer-lab render`.
  struct GestureRecorderSection: View {
    let recorder: DrawerGestureRecorder
    @Binding var isRecording: Bool

    var body: some View {
      let files = recorder.files
      Section("Gesture recorder") {
        Toggle("Record gestures", isOn: $isRecording)
        ShareLink(items: files, preview: { SharePreview($0.fileName) }) {
          Label("Share \(files.count) recorded gestures", systemImage: "square.and.arrow.up")
        }
        .disabled(files.isEmpty)
        Button("Clear recorded gestures") { recorder.removeAll() }
          .disabled(files.isEmpty)
        Text(
          "Each gesture is a file whose expect is what the drawer did. If it did the wrong thing, edit expect and replay the file with drawer-lab replay."
        )
        .foregroundStyle(.secondary)
      }
    }
  }
#endif
