#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// `DrawerState.confirmStateChange`: while the drawer holds an unsaved draft, a gesture that
  /// would close it (a swipe, a tap on the scrim, Escape) is refused and a confirmation asks
  /// first; discarding the draft closes the drawer from the confirmation's action.
  struct ConfirmingDrawerSample: View {
    @State private var drawer = DrawerState()
    @State private var draft = ""
    @State private var asksToDiscard = false

    var body: some View {
      SampleScreen(title: "confirmStateChange") {
        List {
          Button("Write a note") { drawer.open() }
          ShowcaseValueRow(
            title: "Presented", value: drawer.isOpen ? "yes" : "no",
            id: ShowcaseID.Sample.presented)
        }
      }
      .drawer(state: drawer) {
        SampleMenu {
          TextField("Note", text: $draft)
            .accessibilityIdentifier(ShowcaseID.Sample.draftField)
        }
      }
      .confirmationDialog("Discard the note?", isPresented: $asksToDiscard) {
        Button {
          draft = ""
          drawer.close()
        } label: {
          Text(verbatim: ShowcaseID.Sample.discardButton)
        }
        Button("Keep Editing") {}
      } message: {
        Text("The menu closes once the note is gone.")
      }
      .onAppear {
        // A quick predicate that commands nothing: it refuses, and the dialog decides.
        drawer.confirmStateChange = { target in
          guard target == .closed, !draft.isEmpty else { return true }
          asksToDiscard = true
          return false
        }
      }
    }
  }

  #Preview("confirmStateChange") {
    ConfirmingDrawerSample()
  }
#endif
