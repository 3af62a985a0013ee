#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// `drawer(item:edge:content:)`, the counterpart of `sheet(item:)`: choosing an item opens a
  /// drawer built for it, from the trailing edge; choosing another while it is open swaps its
  /// content; closing it sets the item back to `nil`.
  struct ItemDrawerSample: View {
    /// A thing the drawer shows the details of.
    struct Mailbox: Identifiable, Hashable {
      let number: Int
      var id: Int { number }
      var title: String { "Mailbox \(number)" }
    }

    @State private var mailbox: Mailbox?

    var body: some View {
      SampleScreen(title: "item") {
        List {
          ForEach(1...3, id: \.self) { number in
            Button {
              mailbox = Mailbox(number: number)
            } label: {
              Text(verbatim: "Show Mailbox \(number)")
            }
            .accessibilityIdentifier(ShowcaseID.Sample.itemButton(number))
          }
          ShowcaseValueRow(
            title: "Showing", value: mailbox?.title ?? "none", id: ShowcaseID.Sample.item)
        }
      }
      .drawer(item: $mailbox, edge: .trailing) { mailbox in
        SampleMenu {
          Text(verbatim: mailbox.title)
            .font(.headline)
            .accessibilityIdentifier(ShowcaseID.Sample.itemHeading)
        }
      }
    }
  }

  #Preview("item") {
    ItemDrawerSample()
  }
#endif
