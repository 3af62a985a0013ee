#if canImport(SwiftUI)
  /// The places the showcase's menu leads to.
  enum ShowcaseDestination: String, CaseIterable, Identifiable, Hashable {
    case inbox
    case starred
    case sent
    case archive
    case settings

    var id: String { rawValue }

    var title: String {
      switch self {
      case .inbox: "Inbox"
      case .starred: "Starred"
      case .sent: "Sent"
      case .archive: "Archive"
      case .settings: "Settings"
      }
    }

    var systemImage: String {
      switch self {
      case .inbox: "tray"
      case .starred: "star"
      case .sent: "paperplane"
      case .archive: "archivebox"
      case .settings: "gearshape"
      }
    }
  }
#endif
