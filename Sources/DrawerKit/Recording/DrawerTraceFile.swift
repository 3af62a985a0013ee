#if canImport(SwiftUI)
  public import CoreTransferable
  @_spi(DrawerKit) public import DrawerCore
  public import Foundation
  internal import UniformTypeIdentifiers

  /// One recorded gesture as a `drawer-trace/1` file, ready to share: `Transferable`, so a
  /// `ShareLink` sends it (to Files, AirDrop, Mail…) as a `.jsonl` file the lab reads as it is.
  ///
  /// ```swift
  /// ShareLink(items: recorder.files, preview: { SharePreview($0.fileName) }) {
  ///   Label("Share recorded gestures", systemImage: "square.and.arrow.up")
  /// }
  /// ```
  public struct DrawerTraceFile: Sendable, Hashable, Identifiable, Transferable {
    /// The recorded gesture.
    public var trace: DrawerTrace

    /// Wraps a trace as a file.
    ///
    /// - Parameter trace: the trace.
    public init(_ trace: DrawerTrace) {
      self.trace = trace
    }

    /// The file's name: the trace's name and `.jsonl`.
    public var fileName: String {
      trace.name + ".jsonl"
    }

    /// The file's identity: its name, unique within a recorder.
    public var id: String {
      fileName
    }

    /// The file's contents, UTF-8 JSON Lines (``DrawerTrace/jsonLines``).
    public var data: Data {
      Data(trace.jsonLines.utf8)
    }

    /// The file as UTF-8 text with a `.jsonl` name; the content type is the system's type for
    /// that extension, a kind of plain text, so that any app that takes text takes it.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(exportedContentType: .drawerTrace) { file in file.data }
        .suggestedFileName { file in file.fileName }
    }
  }

  extension UTType {
    /// JSON Lines text, the `drawer-trace/1` format's file type.
    fileprivate static let drawerTrace =
      UTType(filenameExtension: "jsonl", conformingTo: .utf8PlainText) ?? .utf8PlainText
  }
#endif
