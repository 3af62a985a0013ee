extension Drawer {
  /// Advances the drawer by one event, through a recorder when there is one.
  ///
  /// With `recorder` `nil` this is `handle(_:)` and costs one comparison more; with a recorder,
  /// the recorder applies the event (see ``DrawerTraceRecorder/handle(_:on:)``) and the drawer
  /// ends up exactly where `handle(_:)` would have put it.
  ///
  /// ```swift
  /// drawer.handle(.toggle(time: now), recordingInto: &recorder)
  /// ```
  ///
  /// - Parameters:
  ///   - event: the touch, command, resize or configuration change.
  ///   - recorder: the recorder, or `nil` when not recording.
  @inlinable
  public mutating func handle(
    _ event: DrawerEvent, recordingInto recorder: inout DrawerTraceRecorder?
  ) {
    if recorder == nil {
      handle(event)
    } else {
      recorder!.handle(event, on: &self)
    }
  }
}
