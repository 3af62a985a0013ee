@_spi(DrawerKit) public import DrawerCore

/// What happened when a scenario ran: its recording, and whether the drawer ended where the
/// scenario's name promises.
///
/// The engine does not depend on the presentation style, so one outcome serves every style the
/// scenario is drawn in.
///
/// ```swift
/// let outcome = ScenarioOutcome(LabScenario.named("flick-open")!)
/// outcome.endsAsMeant                // true
/// outcome.releaseVelocity            // about 1440 pt/s
/// ```
public struct ScenarioOutcome: Sendable {
  /// The scenario that ran.
  public let scenario: LabScenario
  /// The configuration the drawer ran with.
  public let configuration: DrawerConfiguration
  /// What the drawer did, frame by frame.
  public let recording: DrawerRecording

  /// Runs a scenario.
  ///
  /// - Parameters:
  ///   - scenario: the scenario.
  ///   - configuration: the drawer's configuration; the scenario's by default.
  ///   - secondConfiguration: a second drawer's configuration; by default the scenario's second
  ///     drawer beside `configuration`. Ignored for a scenario with one drawer.
  ///   - frameRate: how often the drawer is sampled, in hertz.
  public init(
    _ scenario: LabScenario, configuration: DrawerConfiguration? = nil,
    secondConfiguration: DrawerConfiguration? = nil, frameRate: Double = 120
  ) {
    let configuration = configuration ?? scenario.configuration
    self.scenario = scenario
    self.configuration = configuration
    self.recording = DrawerRecording(
      scenario.trace, configuration: configuration, secondConfiguration: secondConfiguration,
      frameRate: frameRate)
  }

  /// Where the drawer rested at the end (the first drawer, in a scenario with two).
  public var final: DrawerRestState { recording.final }

  /// The velocity of the last release of either drawer, in points per second, or `nil` when no
  /// finger let go of a drawer.
  public var releaseVelocity: Double? { recording.lastRelease?.velocity }

  /// How long the drawer took to rest after it was last let go (by a finger or by the app), in
  /// seconds; in a scenario with two drawers, both after the last of them set off. `nil` when
  /// none moved on its spring.
  public var timeToRest: Double? { recording.timeToRestOfEither }

  /// Whether the drawer ended in the state the scenario means and, where the scenario says, moved
  /// (or stayed still) as it should; in a scenario with two drawers, both did.
  public var endsAsMeant: Bool {
    let trace = scenario.trace
    let first =
      final == trace.expect && (trace.expectCapture.map { $0 == recording.moved } ?? true)
    guard let second = trace.secondDrawer else { return first }
    return first && recording.secondFinal == second.expect
      && (second.expectCapture.map { $0 == recording.secondMoved } ?? true)
  }
}
