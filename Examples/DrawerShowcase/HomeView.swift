#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// The home screen: a navigation bar with the drawer's toggle, the drawer's live state, and
  /// controls that change the drawer's style, edge and behaviour at run time.
  struct HomeView: View {
    @State private var drawer = DrawerState()
    @State private var destination = ShowcaseDestination.inbox
    @State private var presentation = DrawerPresentationStyle.overlay
    @State private var edge = HorizontalEdge.leading
    @State private var glyph = DrawerToggle.Glyph.lines
    @State private var opensFromAnywhere = false
    @State private var usesSidebar = false
    @State private var lastRest = "none yet"

    var body: some View {
      NavigationStack {
        Form {
          // Only this section reads the progress, so only it is redrawn on every frame.
          DrawerStatusSection(drawer: drawer, lastRest: lastRest)
          Section("Style") {
            Picker("Style", selection: $presentation) {
              ForEach(DrawerPresentationStyle.allCases, id: \.self) { style in
                Text(verbatim: Self.name(of: style)).tag(style)
              }
            }
            Picker("Edge", selection: $edge) {
              Text("Leading").tag(HorizontalEdge.leading)
              Text("Trailing").tag(HorizontalEdge.trailing)
            }
            Picker("Toggle", selection: $glyph) {
              Text("Lines").tag(DrawerToggle.Glyph.lines)
              Text("Chevron").tag(DrawerToggle.Glyph.chevron)
            }
            Toggle("Open from anywhere", isOn: $opensFromAnywhere)
            Toggle("Sidebar in regular width", isOn: $usesSidebar)
          }
          Section("Commands") {
            Button("Open") { drawer.open() }
            Button("Open and wait for rest") {
              Task {
                let rest = await drawer.open()
                lastRest = rest.rawValue
              }
            }
          }
        }
        .navigationTitle(destination.title)
        .toolbar {
          ToolbarItem(placement: .navigation) {
            DrawerToggle(glyph: glyph)
          }
        }
      }
      .drawer(
        state: drawer, edge: edge, adaptivity: usesSidebar ? .sidebarWhenRegular : .modal
      ) {
        ShowcaseMenu(selection: $destination)
      }
      .drawerStyle(.sliding(presentation).cornerRadius(presentation == .overlay ? 16 : 0))
      .drawerGesture(opensFromAnywhere ? .anywhere : .edgeSwipe)
    }

    private static func name(of style: DrawerPresentationStyle) -> String {
      switch style {
      case .overlay: "Overlay"
      case .push: "Push"
      case .reveal: "Reveal"
      case .parallax: "Parallax"
      case .scale: "Scale"
      }
    }
  }

  /// The drawer's live state: progress, phase, whether it is open, and the last awaited rest.
  struct DrawerStatusSection: View {
    let drawer: DrawerState
    let lastRest: String

    var body: some View {
      Section("Drawer") {
        row("Progress", value: "\(Int((drawer.progress * 100).rounded())) %")
        progressBar
        row("Phase", value: drawer.phase.rawValue)
        row("Open", value: drawer.isOpen ? "yes" : "no")
        row("Last awaited rest", value: lastRest)
      }
    }

    private var progressBar: some View {
      let fraction = Swift.min(Swift.max(drawer.progress, 0), 1)
      return Capsule()
        .fill(.quaternary)
        .frame(height: 6)
        .overlay(alignment: .leading) {
          GeometryReader { proxy in
            Capsule()
              .fill(.tint)
              .frame(width: proxy.size.width * CGFloat(fraction))
          }
        }
        .accessibilityHidden(true)
    }

    private func row(_ title: LocalizedStringKey, value: String) -> some View {
      HStack {
        Text(title)
        Spacer()
        Text(verbatim: value)
          .foregroundStyle(.secondary)
          .monospacedDigit()
      }
      .accessibilityElement(children: .combine)
    }
  }

  #Preview("Home") {
    HomeView()
  }
#endif
