/// One row of the motion benchmark: a way for a drawer to behave, and how to make such a drawer
/// for a trace.
///
/// ``drawerKit`` is DrawerKit's own engine; the others are small models of the drawers people
/// already know, each built from a recogniser, a release rule and an animation (see
/// ``ReferenceModel``) and documented with its source.
///
/// ```swift
/// let score = BenchScore(behaviour: .androidDrawerLayout, traces: corpus)
/// score.accuracy  // the share of traces that ended as the person meant
/// ```
public struct BenchBehaviour: Sendable {
  /// The behaviour's name, as the table and the JSON output show it.
  public let name: String
  /// Whether this is DrawerKit's engine, whose cost the benchmark also measures.
  public let isEngine: Bool
  private let make: @Sendable (Trace) -> any BenchDrawer

  /// Creates a behaviour.
  ///
  /// - Parameters:
  ///   - name: the name shown in the table.
  ///   - isEngine: whether the behaviour is DrawerKit's engine.
  ///   - makeDrawer: makes a drawer at rest for a trace's container, width, side and initial
  ///     state.
  public init(
    name: String, isEngine: Bool = false, makeDrawer: @escaping @Sendable (Trace) -> any BenchDrawer
  ) {
    self.name = name
    self.isEngine = isEngine
    self.make = makeDrawer
  }

  /// Creates a behaviour from a reference model.
  ///
  /// - Parameters:
  ///   - name: the name shown in the table.
  ///   - model: the recogniser, release rule and animation.
  public init(name: String, model: ReferenceModel) {
    self.init(name: name) { trace in ReferenceDrawer(model: model, trace: trace) }
  }

  /// A drawer at rest, set up as the trace's header says.
  ///
  /// - Parameter trace: the trace to be run.
  /// - Returns: a new drawer.
  public func makeDrawer(for trace: Trace) -> any BenchDrawer {
    make(trace)
  }

  /// Every behaviour the benchmark compares, DrawerKit's engine first.
  public static let all: [BenchBehaviour] = [
    .drawerKit, .drawerKitPredictive, .tutorialA, .tutorialB, .androidDrawerLayout, .flutterDrawer,
    .composeMaterial3Drawer, .sideMenu,
  ]
}
