#if canImport(SwiftUI)
  import SwiftUI

  /// A row with a title and a value, read as one element whose accessibility value is the value,
  /// so that a UI test can read it by its identifier.
  struct ShowcaseValueRow: View {
    let title: LocalizedStringKey
    let value: String
    /// The row's accessibility identifier (``ShowcaseID``).
    let id: String

    var body: some View {
      HStack {
        Text(title)
        Spacer()
        Text(verbatim: value)
          .foregroundStyle(.secondary)
          .monospacedDigit()
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(title))
      .accessibilityValue(Text(verbatim: value))
      .accessibilityIdentifier(id)
    }
  }
#endif
