@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

@Suite struct DrawerLabCommandTests {
  @Test(arguments: [["help"], ["--help"], ["-h"], ["help", "--help"], ["help", "-h"]])
  func helpShowsEveryCommand(arguments: [String]) {
    let (status, out, err) = runLab(arguments)
    #expect(status == LabExitStatus.success)
    for command in ["scenarios", "render TRACE", "replay PATH", "help [COMMAND]"] {
      #expect(out.contains(command))
    }
    #expect(err.isEmpty)
  }

  @Test(arguments: [
    (["help", "scenarios"], "usage: drawer-lab [scenarios]"),
    (["help", "render"], "usage: drawer-lab render TRACE"),
    (["help", "replay"], "usage: drawer-lab replay PATH"),
    (["scenarios", "--help"], "usage: drawer-lab [scenarios]"),
    (["scenarios", "-h"], "usage: drawer-lab [scenarios]"),
    (["render", "--help"], "usage: drawer-lab render TRACE"),
    (["render", "-h"], "usage: drawer-lab render TRACE"),
    (["replay", "--help"], "usage: drawer-lab replay PATH"),
  ])
  func eachCommandHasHelpWithExamples(arguments: [String], usage: String) {
    let (status, out, err) = runLab(arguments)
    #expect(status == LabExitStatus.success)
    #expect(out.hasPrefix(usage))
    #expect(out.contains("examples:"))
    #expect(err.isEmpty)
  }

  @Test(arguments: [
    (["frobnicate"], "drawer-lab: unknown command 'frobnicate'"),
    (["help", "frobnicate"], "drawer-lab help: unknown command 'frobnicate'"),
    (["help", "render", "extra"], "drawer-lab help: one COMMAND at a time; unexpected 'extra'"),
    (["--frobnicate"], "drawer-lab: unknown option '--frobnicate'"),
  ])
  func unknownCommandsAreBadInput(arguments: [String], message: String) {
    let (status, out, err) = runLab(arguments)
    #expect(status == LabExitStatus.badInput)
    #expect(firstLine(err) == message)
    #expect(err.contains("usage: drawer-lab"))
    #expect(out.isEmpty)
  }
}

@Suite struct VersionTests {
  @Test func versionPrintsThePackagesVersion() {
    let (status, out, err) = runLab(["--version"])
    #expect(status == LabExitStatus.success)
    #expect(out == "drawer-lab \(DrawerKitVersion.current)\n")
    #expect(err.isEmpty)
    let extra = runLab(["--version", "now"])
    #expect(extra.status == LabExitStatus.badInput)
    #expect(extra.err == "drawer-lab --version: takes no arguments; unexpected 'now'\n")
  }

  /// The CHANGELOG's latest release is the version the package states.
  @Test func theChangelogsLatestReleaseIsTheVersion() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let changelog = try String(
      contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let release = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    #expect(release?.hasPrefix("## [\(DrawerKitVersion.current)]") == true)
  }

  /// The version the README states is the version the package states.
  @Test func theReadmesVersionIsTheVersion() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let stated = try #require(
      readme.components(separatedBy: "DrawerKit's version is **").dropFirst().first?
        .components(separatedBy: "**").first,
      "the README states a version as \"DrawerKit's version is **X.Y.Z**\"")
    #expect(stated == DrawerKitVersion.current)
  }
}
