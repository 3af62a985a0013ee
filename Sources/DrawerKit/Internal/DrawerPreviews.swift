#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// A drawer over a plain screen, for previews.
  private struct DrawerPreview: View {
    let style: SlidingDrawerStyle
    var edge: HorizontalEdge = .leading
    @State private var isPresented = true

    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.clear
        DrawerToggle()
          .offset(x: 16, y: 16)
      }
      .drawer(isPresented: $isPresented, edge: edge) {
        VStack(alignment: .leading, spacing: 16) {
          Text(verbatim: "Inbox")
          Text(verbatim: "Starred")
          Text(verbatim: "Sent")
          Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .offset(x: 24, y: 24)
      }
      .drawerStyle(style)
    }
  }

  #Preview("Overlay") {
    DrawerPreview(style: .overlay.cornerRadius(16))
  }

  #Preview("Push") {
    DrawerPreview(style: .push)
  }

  #Preview("Reveal") {
    DrawerPreview(style: .reveal)
  }

  #Preview("Parallax") {
    DrawerPreview(style: .parallax)
  }

  #Preview("Scale, trailing edge, right to left") {
    DrawerPreview(style: .scale, edge: .trailing)
      .environment(\.layoutDirection, .rightToLeft)
  }

  #Preview("DrawerToggle's glyphs at five progresses") {
    HStack(spacing: 24) {
      ForEach([0.0, 0.25, 0.5, 0.75, 1.0], id: \.self) { progress in
        VStack(spacing: 16) {
          ForEach(DrawerToggle.Glyph.allCases, id: \.self) { glyph in
            DrawerToggleIcon(glyph: glyph, progress: progress, edge: .leading)
              .frame(width: 24, height: 24)
          }
        }
      }
    }
  }
#endif
