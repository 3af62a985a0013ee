/// What one step of a ``DrawerController`` did that its host must act on.
@_spi(DrawerKit) public struct DrawerControllerStep: Sendable, Hashable {
  /// The rest state the drawer came to rest at in this step, or `nil` if it did not.
  public var rest: DrawerRestState?
  /// How many waits registered with ``DrawerController/waitForRest()`` completed, all with
  /// ``rest``.
  public var completedWaits = 0
  /// Whether the drawer came to rest closed after being presented: when `sheet`'s `onDismiss`
  /// would be called.
  public var dismissed = false
  /// For a reported touch (``DrawerController/report(_:)``), what the platform recogniser that
  /// reported it should do next: begin, wait or fail (``DrawerGestureArbitration/decision(for:)``);
  /// `nil` for other steps. The verdict comes with the step that handled the report, so that a
  /// recogniser never reads a verdict on an event it did not report.
  public var touchDecision: DrawerGestureDecision?
  /// The rest state the drawer came to look at rest in, in this step, for the waits registered
  /// with ``DrawerController/waitForVisualRest()``; `nil` when none completed.
  public var visualRest: DrawerRestState?
  /// How many waits registered with ``DrawerController/waitForVisualRest()`` completed, all
  /// with ``visualRest``.
  public var completedVisualWaits = 0

  /// A step that did nothing the host must act on.
  public init() {}
}
