@_spi(DrawerKit) public import DrawerCore

/// One of the lab's built-in scenarios: an interaction scripted in code as a trace, so that it
/// replays through the same engine path as a recorded one, with the presentation styles worth
/// drawing it in.
///
/// ```swift
/// for scenario in LabScenario.all {
///   let recording = DrawerRecording(scenario.trace, configuration: scenario.configuration)
///   print(scenario.name, recording.final == scenario.trace.expect)
/// }
/// ```
public struct LabScenario: Sendable, Hashable {
  /// A short name, used for file names: `flick-open`, `tap-scrim`.
  public var name: String
  /// What the hand (or the app) does and what the drawer should do, in a sentence.
  public var summary: String
  /// The scripted events, with the container, the drawer's edge and layout direction, and the
  /// rest state the interaction means (``Trace/expect``).
  public var trace: Trace
  /// The drawer's configuration: the trace's own, or another width rule where the scenario needs
  /// one (a resize, to show the width follow the container).
  public var configuration: DrawerConfiguration
  /// The presentation styles the scenario is drawn in: every one where the drawer moves.
  public var styles: [DrawerPresentationStyle]

  /// The second drawer's configuration, for a scenario with two drawers: the trace's second
  /// drawer beside ``configuration``; `nil` for one drawer.
  public var secondConfiguration: DrawerConfiguration? {
    trace.secondDrawer?.configuration(
      besides: configuration, firstEdgeZoneWidth: trace.edgeZoneWidth)
  }

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - name: a short name, usable as a file name.
  ///   - summary: what happens, in a sentence.
  ///   - trace: the scripted events and the intended rest state.
  ///   - configuration: the drawer's configuration; the trace's by default.
  ///   - styles: the presentation styles to draw it in; all by default.
  public init(
    name: String, summary: String, trace: Trace, configuration: DrawerConfiguration? = nil,
    styles: [DrawerPresentationStyle] = DrawerPresentationStyle.allCases
  ) {
    self.name = name
    self.summary = summary
    self.trace = trace
    self.configuration = configuration ?? trace.configuration
    self.styles = styles
  }

  /// The built-in scenario called `name`, if there is one.
  ///
  /// - Parameter name: a scenario's name, such as `"flick-open"`.
  /// - Returns: the scenario, or `nil`.
  public static func named(_ name: String) -> LabScenario? {
    all.first { $0.name == name }
  }
}
